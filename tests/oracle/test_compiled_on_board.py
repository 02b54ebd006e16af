"""Compiled cards do on a real board what their Oracle text says (each one compiled from text,
defined inline in a preset and played through the real engine)."""

from __future__ import annotations

from sandbox import Activate, Cast
from sandbox.cards.library import library
from sandbox.cards.oracle import token_conflicts
from sandbox.formats.save import to_toml

from ..conftest import board, find, play_until, resolve_stack
from .helpers import compile_text, preset_with


def _board(compiled, you, them=None):
    known = library()
    tokens = tuple(t for t in compiled.tokens if t["name"] not in known)
    return board(preset_with(type(compiled)(compiled.table, compiled.sentences, compiled.refused, tokens), you, them))


def test_613_4c_compiled_anthem_pumps_only_your_creatures():
    c = compile_text("Creatures you control get +1/+1.", name="Anthem", type_line="Enchantment", mana_cost="{2}{W}")
    g = _board(c, {"battlefield": ["Anthem", "Grizzly Bears"]}, {"battlefield": ["Grizzly Bears"]})
    mine, theirs = find(g, "Grizzly Bears", player=0), find(g, "Grizzly Bears", player=1)
    assert (g.chars(mine).power, g.chars(mine).toughness) == (3, 3)
    assert (g.chars(theirs).power, g.chars(theirs).toughness) == (2, 2)


def test_603_6a_compiled_enters_trigger_draws_two_cards():
    c = compile_text("Flying\nWhen this creature enters, draw two cards.", name="Drifter", mana_cost="{G}")
    g = _board(c, {"hand": ["Drifter"], "battlefield": ["Forest"]})
    before = len(g.state.zones["hand:0"])
    g.perform(Cast(find(g, "Drifter", "hand")))
    resolve_stack(g)
    drifter = find(g, "Drifter")
    assert len(g.state.zones["hand:0"]) == before - 1 + 2
    assert g.chars(drifter).has_keyword("flying")


def test_605_1a_compiled_mana_ability_adds_its_mana():
    c = compile_text("{T}: Add {G}{G}.", name="Green Rock", type_line="Artifact", mana_cost="{3}")
    g = _board(c, {"battlefield": ["Green Rock"]})
    g.perform(Activate(find(g, "Green Rock"), 0))
    pool = g.state.players[0].pool.amounts
    assert {m.type: n for m, n in pool.items() if n} == {"G": 2}


def test_120_3_compiled_spell_deals_damage_to_its_target():
    c = compile_text("Zap deals 3 damage to any target.", name="Zap", type_line="Instant", mana_cost="{R}")
    g = _board(c, {"hand": ["Zap"], "battlefield": ["Mountain"]}, {"battlefield": ["Grizzly Bears"]})
    bears = find(g, "Grizzly Bears")
    g.perform(Cast(find(g, "Zap", "hand"), targets=(bears,)))
    resolve_stack(g)
    assert bears not in g.state.battlefield  # 3 damage to a 2/2: it died (704.5g)


def test_111_1_compiled_token_maker_creates_the_token_its_text_describes():
    # A Cleric: the library defines Soldier Token (Raise the Alarm), a 1/1 without lifelink.
    c = compile_text("When this creature enters, create a 1/1 white Cleric creature token with lifelink.",
                     name="Recruiter", mana_cost="{W}")
    assert c.tokens == ({"name": "Cleric Token", "token": True, "colors": ["W"], "type_line": "Creature — Cleric",
                         "power": 1, "toughness": 1, "oracle": "Lifelink", "abilities": ["Lifelink"]},)
    g = _board(c, {"hand": ["Recruiter"], "battlefield": ["Plains"]})
    g.perform(Cast(find(g, "Recruiter", "hand")))
    resolve_stack(g)
    cleric = g.chars(find(g, "Cleric Token"))
    assert (cleric.power, cleric.toughness, cleric.colors) == (1, 1, frozenset({"W"}))
    assert cleric.has_keyword("lifelink")


def test_707_5_compiled_clone_text_enters_as_a_copy():
    c = compile_text("You may have this creature enter as a copy of any creature on the battlefield.",
                     name="Copycat", type_line="Creature — Shapeshifter", mana_cost="{U}", power="0", toughness="0")
    g = _board(c, {"hand": ["Copycat"], "battlefield": ["Island"]}, {"battlefield": ["Grizzly Bears"]})
    bears = find(g, "Grizzly Bears")
    g.perform(Cast(find(g, "Copycat", "hand")))
    play_until(g, lambda g: not g.state.stack and not g.pending, answer=lambda d: [bears])
    copies = [o for o in g.state.battlefield if g.chars(o).name == "Grizzly Bears"]
    assert len(copies) == 2 and all(g.chars(o).power == 2 for o in copies)


def test_603_2_compiled_trigger_on_another_creature_entering_gains_life_once_per_creature():
    c = compile_text("Whenever another creature you control enters, you gain 1 life.", name="Healer",
                     type_line="Enchantment", mana_cost="{W}")
    g = _board(c, {"hand": ["Grizzly Bears"], "battlefield": ["Healer", "Forest", "Forest"]})
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    resolve_stack(g)
    assert g.state.players[0].life == 21


def test_111_4_a_token_described_unlike_the_library_token_of_that_name_refuses_its_line():
    same = compile_text("Whenever you cast an instant or sorcery spell, create a 1/1 red Elemental creature token.")
    other = compile_text("Flying\nWhen this creature enters, create a 2/2 white Knight creature token with lifelink.")
    assert same.table is not None and token_conflicts(same.tokens, library()) == ()
    assert other.table is None and other.tokens == ()
    assert other.refused == (
        "When this creature enters, create a 2/2 white Knight creature token with lifelink.: the text describes a "
        "Knight Token unlike the one already defined (2/2 W Creature — Knight, Lifelink vs 2/2 W Creature — Knight, Vigilance)",)


def test_613_1f_compiled_quoted_ability_granted_to_your_creatures_makes_mana():
    c = compile_text('Creatures you control have "{T}: Add one mana of any color."', name="Rite",
                     type_line="Enchantment", mana_cost="{1}{G}")
    g = _board(c, {"battlefield": ["Rite", "Grizzly Bears"]})
    bears = find(g, "Grizzly Bears")
    g.perform(Activate(bears, 0))
    if g.pending:
        g.answer([g.pending.options[0].value])
    assert sum(g.state.players[0].pool.amounts.values()) == 1


def test_400_7_compiled_flicker_returns_the_exiled_card_as_a_new_object():
    c = compile_text("Exile target creature you control, then return it to the battlefield under its owner's control.",
                     name="Blink", type_line="Instant", mana_cost="{W}")
    g = _board(c, {"hand": ["Blink"], "battlefield": ["Plains", "Grizzly Bears"]})
    bears = find(g, "Grizzly Bears")
    g.perform(Cast(find(g, "Blink", "hand"), targets=(bears,)))
    resolve_stack(g)
    back = find(g, "Grizzly Bears")
    assert back != bears and back in g.state.battlefield


def test_603_2_compiled_counter_goes_on_the_creature_that_entered_not_on_the_source():
    c = compile_text("Whenever another creature you control enters, put a +1/+1 counter on it.", name="Mentor",
                     type_line="Creature — Human", mana_cost="{W}", power="1", toughness="1")
    g = _board(c, {"hand": ["Grizzly Bears"], "battlefield": ["Mentor", "Forest", "Forest"]})
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    resolve_stack(g)
    assert g.chars(find(g, "Grizzly Bears")).power == 3
    assert g.chars(find(g, "Mentor")).power == 1


def test_compiled_card_named_like_a_subtype_is_refused_rather_than_misread():
    c = compile_text("Elf creatures you control get +1/+1.", name="Elf", type_line="Enchantment")
    assert c.table is None and "'~' is not understood" in c.refused[0]


def test_603_10a_compiled_this_or_another_creature_dies_drains_on_any_creature_dying():
    c = compile_text("Whenever this creature or another creature dies, each opponent loses 1 life and you gain 1 life.",
                     name="Artist", type_line="Creature — Vampire", mana_cost="{1}{B}", power="0", toughness="1")
    bolt = compile_text("Zap deals 3 damage to any target.", name="Zap", type_line="Instant", mana_cost="{R}")
    text = preset_with(c, {"hand": ["Zap"], "battlefield": ["Artist", "Mountain"]}, {"battlefield": ["Grizzly Bears"]})
    g = board(text.replace("[[player]]", to_toml({"card": [bolt.table], "player": []}).rstrip() + "\n\n[[player]]", 1))
    g.perform(Cast(find(g, "Zap", "hand"), targets=(find(g, "Grizzly Bears"),)))
    resolve_stack(g)
    assert (g.state.players[0].life, g.state.players[1].life) == (21, 19)


def test_611_2a_compiled_gains_flying_until_end_of_turn():
    c = compile_text("Target creature gains flying until end of turn.", name="Wings", type_line="Instant", mana_cost="{U}")
    g = _board(c, {"hand": ["Wings"], "battlefield": ["Island", "Grizzly Bears"]})
    bears = find(g, "Grizzly Bears")
    g.perform(Cast(find(g, "Wings", "hand"), targets=(bears,)))
    resolve_stack(g)
    assert g.chars(bears).has_keyword("flying")


def test_400_3_compiled_gravedigger_returns_a_creature_card_from_your_graveyard_to_your_hand():
    c = compile_text("When this creature enters, you may return target creature card from your graveyard to your hand.",
                     name="Digger", type_line="Creature — Zombie", mana_cost="{B}", power="2", toughness="2")
    g = _board(c, {"hand": ["Digger"], "graveyard": ["Grizzly Bears"], "battlefield": ["Swamp"]})
    bears = find(g, "Grizzly Bears", "graveyard")
    g.perform(Cast(find(g, "Digger", "hand")))
    play_until(g, lambda g: not g.state.stack and not g.pending,
               answer=lambda d: [bears] if any(o.value == bears for o in d.options) else [d.options[0].value])
    assert find(g, "Grizzly Bears", "hand")


def test_111_10a_compiled_treasure_maker_creates_a_treasure():
    c = compile_text("When this creature enters, create a Treasure token.", name="Prospector", mana_cost="{R}")
    g = _board(c, {"hand": ["Prospector"], "battlefield": ["Mountain"]})
    g.perform(Cast(find(g, "Prospector", "hand")))
    resolve_stack(g)
    assert find(g, "Treasure")


def test_700_2_compiled_choose_two_does_both_chosen_modes():
    c = compile_text("Choose two —\n• You gain 3 life.\n• Each opponent loses 2 life.\n• Draw a card.", name="Charm",
                     type_line="Instant", mana_cost="{W}")
    g = _board(c, {"hand": ["Charm"], "battlefield": ["Plains"]})
    g.perform(Cast(find(g, "Charm", "hand")))
    play_until(g, lambda g: not g.state.stack and not g.pending,
               answer=lambda d: [o.value for o in d.options[:2]])
    assert (g.state.players[0].life, g.state.players[1].life) == (23, 18)


def test_106_1_compiled_add_g_for_each_creature_an_opponent_controls_counts_only_theirs():
    c = compile_text("{T}: Add {G} for each creature an opponent controls.", name="Envy Elf", mana_cost="{G}")
    g = _board(c, {"battlefield": ["Envy Elf", "Grizzly Bears"]}, {"battlefield": ["Grizzly Bears", "Llanowar Elves"]})
    g.perform(Activate(find(g, "Envy Elf"), 0))
    pool = g.state.players[0].pool.amounts
    assert {m.type: n for m, n in pool.items() if n} == {"G": 2}  # the opponent's two creatures, not your two


def test_614_1a_compiled_token_doubler_doubles_a_compiled_token_maker():
    doubler = compile_text("If an effect would create one or more tokens under your control, it creates twice that "
                           "many of those tokens instead.", name="Lives", type_line="Enchantment", mana_cost="{3}{G}")
    maker = compile_text("When this creature enters, create a Treasure token.", name="Prospector", mana_cost="{R}")
    text = preset_with(doubler, {"hand": ["Prospector"], "battlefield": ["Lives", "Mountain"]})
    g = board(text.replace("[[player]]", to_toml({"card": [maker.table], "player": []}).rstrip() + "\n\n[[player]]", 1))
    g.perform(Cast(find(g, "Prospector", "hand")))
    resolve_stack(g)
    assert sum(1 for o in g.state.battlefield if g.chars(o).name == "Treasure") == 2


def test_613_1b_compiled_act_of_treason_takes_untaps_and_hastes_the_creature():
    c = compile_text("Gain control of target creature until end of turn. Untap that creature. It gains haste until "
                     "end of turn.", name="Treason", type_line="Sorcery", mana_cost="{R}")
    g = _board(c, {"hand": ["Treason"], "battlefield": ["Mountain"]}, {"battlefield": ["Grizzly Bears"]})
    bears = find(g, "Grizzly Bears")
    g.obj(bears).tapped = True
    g.perform(Cast(find(g, "Treason", "hand"), targets=(bears,)))
    resolve_stack(g)
    assert g.controller(bears) == 0 and not g.obj(bears).tapped and g.chars(bears).has_keyword("haste")


def test_701_12b_compiled_exchange_control_swaps_two_creatures():
    c = compile_text("Exchange control of two target creatures.", name="Swap", type_line="Sorcery", mana_cost="{U}")
    g = _board(c, {"hand": ["Swap"], "battlefield": ["Island", "Llanowar Elves"]}, {"battlefield": ["Grizzly Bears"]})
    elves, bears = find(g, "Llanowar Elves"), find(g, "Grizzly Bears")
    g.perform(Cast(find(g, "Swap", "hand"), targets=(elves, bears)))
    resolve_stack(g)
    assert (g.controller(elves), g.controller(bears)) == (1, 0)
