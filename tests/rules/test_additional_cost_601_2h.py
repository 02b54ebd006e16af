"""A spell's mandatory additional cost ("As an additional cost to cast this spell, ...",
601.2f, 118.8): paid as the spell is cast, after its targets are chosen and its mana is paid
(601.2c, 601.2h), from wherever it's cast; a spell whose additional cost can't be paid can't be
cast (118.3): it isn't listed and casting it is refused with nothing changed. The cards are the
Oracle library's, compiled from their Oracle text."""

from __future__ import annotations

import pytest

from sandbox import Activate, Cast, IllegalActionError
from sandbox.cards.library import library
from sandbox.core.legal import legal_actions
from sandbox.errors import LoadError

from ..conftest import board, find, resolve_stack
from ..oracle.helpers import compile_text, preset_with


def _board(you: list[str], hand: list[str], them: list[str] = (), life: int = 20, extra: str = "",
           graveyard: list[str] = ()) -> object:
    q = lambda names: "[" + ", ".join(f'"{n}"' for n in names) + "]"  # noqa: E731
    return board(f'''{extra}
[game]
turn = 3
[[player]]
life = {life}
battlefield = {q(you)}
hand = {q(hand)}
graveyard = {q(graveyard)}
library = ["Plains", "Plains", "Plains", "Plains"]
[[player]]
battlefield = {q(them)}
library = ["Plains", "Plains"]
''')


def _names(game, zone: str, player: int = 0) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone(zone, player))


def test_the_compiled_cards_carry_their_additional_cost():
    assert library().get("Bone Splinters").additional_cost.sacrifice == "creature"
    assert library().get("Costly Plunder").additional_cost.sacrifice == "artifact or creature"
    assert library().get("Tormenting Voice").additional_cost.discard == (1, "card")
    assert library().get("Cathartic Reunion").additional_cost.discard == (2, "card")
    assert library().get("Withering Boon").additional_cost.life == 3
    assert library().get("Goremand").additional_cost.sacrifice == "creature"


def test_601_2h_bone_splinters_sacrifices_the_chosen_creature_and_destroys_the_target():
    g = _board(["Swamp", "Grizzly Bears", "Llanowar Elves"], ["Bone Splinters"], ["Hill Giant"])
    g.perform(Cast(find(g, "Bone Splinters", "hand"), targets=(find(g, "Hill Giant"),)))
    assert g.pending is not None and g.pending.kind == "choose"  # which creature: the player chooses (601.2h)
    g.answer(find(g, "Llanowar Elves"))
    assert _names(g, "graveyard") == ["Llanowar Elves"]
    assert any(e.rule == "601.2h" for e in g.log)
    resolve_stack(g)
    assert _names(g, "graveyard", 1) == ["Hill Giant"]
    assert _names(g, "graveyard") == ["Bone Splinters", "Llanowar Elves"]
    assert find(g, "Grizzly Bears")


def test_601_2c_targets_come_before_the_cost_so_the_sacrificed_target_makes_it_fizzle():
    """Targets are chosen (601.2c) before costs are paid (601.2h): a player may target the
    creature they then sacrifice; the spell's only target is gone, so it doesn't resolve (608.2b)."""
    g = _board(["Swamp", "Grizzly Bears"], ["Bone Splinters"])
    g.perform(Cast(find(g, "Bone Splinters", "hand"), targets=(find(g, "Grizzly Bears"),)))
    resolve_stack(g)
    assert any(e.rule == "608.2b" for e in g.log)
    assert _names(g, "graveyard") == ["Bone Splinters", "Grizzly Bears"]


def test_118_3_near_miss_without_a_creature_to_sacrifice_bone_splinters_cant_be_cast():
    g = _board(["Swamp", "Sol Ring"], ["Bone Splinters"], ["Hill Giant"])
    card = find(g, "Bone Splinters", "hand")
    assert not any(isinstance(a, Cast) and a.card == card for a in legal_actions(g))
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"additional cost, Sacrifice a creature, can't be paid \(601\.2h\): "
                                                 r"no creature to sacrifice \(118\.3\)"):
        g.perform(Cast(card, targets=(find(g, "Hill Giant"),)))
    assert g.fingerprint() == before


def test_601_2h_an_opponents_creature_doesnt_pay_a_sacrifice_cost():
    """Sacrifice means your own permanent (701.21a): the opponent's Hill Giant pays nothing."""
    g = _board(["Swamp"], ["Bone Splinters"], ["Hill Giant"])
    assert not any(isinstance(a, Cast) for a in legal_actions(g))


def test_601_2h_costly_plunder_sacrifices_an_artifact_or_creature():
    g = _board(["Swamp", "Island", "Sol Ring"], ["Costly Plunder"])
    g.perform(Cast(find(g, "Costly Plunder", "hand"), exclude=(find(g, "Sol Ring"),)))
    assert _names(g, "graveyard") == ["Sol Ring"]
    resolve_stack(g)
    assert _names(g, "hand") == ["Plains", "Plains"]


def test_601_2h_the_spell_itself_isnt_in_hand_to_discard():
    """Tormenting Voice is on the stack as its cost is paid: with no other card in hand,
    there's nothing to discard and it can't be cast (118.3)."""
    g = _board(["Mountain", "Mountain"], ["Tormenting Voice"])
    card = find(g, "Tormenting Voice", "hand")
    assert Cast(card) not in legal_actions(g)
    with pytest.raises(IllegalActionError, match=r"not 1 card\(s\) in hand to discard \(118\.3\)"):
        g.perform(Cast(card))


def test_601_2h_tormenting_voice_discards_a_card_then_draws_two():
    g = _board(["Mountain", "Mountain"], ["Tormenting Voice", "Forest"])
    g.perform(Cast(find(g, "Tormenting Voice", "hand")))  # the only other card: discarded without asking
    assert _names(g, "graveyard") == ["Forest"]
    resolve_stack(g)
    assert _names(g, "hand") == ["Plains", "Plains"]


def test_601_2h_cathartic_reunion_needs_two_other_cards():
    g = _board(["Mountain", "Mountain"], ["Cathartic Reunion", "Forest"])
    assert Cast(find(g, "Cathartic Reunion", "hand")) not in legal_actions(g)
    g = _board(["Mountain", "Mountain"], ["Cathartic Reunion", "Forest", "Island", "Swamp"])
    g.perform(Cast(find(g, "Cathartic Reunion", "hand")))
    assert g.pending is not None and (g.pending.min, g.pending.max) == (2, 2)
    g.answer([find(g, "Forest", "hand"), find(g, "Swamp", "hand")])
    assert _names(g, "graveyard") == ["Forest", "Swamp"]
    resolve_stack(g)
    assert _names(g, "hand") == ["Island", "Plains", "Plains", "Plains"]


def test_119_4_withering_boon_pays_3_life_and_counters_a_creature_spell():
    g = _board(["Swamp", "Swamp", "Forest", "Forest"], ["Withering Boon", "Grizzly Bears"], life=3)
    forests = tuple(o for o in g.state.battlefield if g.chars(o).name == "Forest")
    swamps = tuple(o for o in g.state.battlefield if g.chars(o).name == "Swamp")
    g.perform(Cast(find(g, "Grizzly Bears", "hand"), exclude=swamps))
    bears = g.state.stack[-1]
    g.perform(Cast(find(g, "Withering Boon", "hand"), targets=(bears,), exclude=forests))
    assert g.state.players[0].life == 0  # exactly 3 life pays 3 (119.4); then 704.5a
    assert any(e.rule == "119.4" for e in g.log)


def test_119_4_near_miss_withering_boon_with_2_life_cant_be_cast():
    g = _board(["Swamp", "Swamp", "Forest", "Forest"], ["Withering Boon", "Grizzly Bears"], life=2)
    swamps = tuple(o for o in g.state.battlefield if g.chars(o).name == "Swamp")
    g.perform(Cast(find(g, "Grizzly Bears", "hand"), exclude=swamps))
    boon = find(g, "Withering Boon", "hand")
    assert not any(isinstance(a, Cast) and a.card == boon for a in legal_actions(g))
    with pytest.raises(IllegalActionError, match=r"not enough life to pay 3 \(119\.4\)"):
        g.perform(Cast(boon, targets=(g.state.stack[-1],)))
    assert g.state.players[0].life == 2


def test_601_2h_goremand_a_creature_spell_pays_its_additional_cost_too():
    g = _board(["Swamp"] * 6 + ["Grizzly Bears"], ["Goremand"], ["Hill Giant"])
    g.perform(Cast(find(g, "Goremand", "hand")))
    assert _names(g, "graveyard") == ["Grizzly Bears"]
    resolve_stack(g)
    assert find(g, "Goremand") and _names(g, "graveyard", 1) == ["Hill Giant"]


FLASHBACK_LOOTER = '''
[[card]]
name = "Graveyard Looter (test card)"
mana_cost = "{R}"
type_line = "Sorcery"
additional_cost = "Discard a card"
abilities = ["Flashback {1}{R}"]
effects = [{ draw = { count = 2 } }]
'''


def test_601_2h_cast_with_flashback_the_additional_cost_is_paid_too():
    """702.34a: flashback pays the flashback cost "and any additional costs"."""
    g = _board(["Mountain", "Mountain"], [], extra=FLASHBACK_LOOTER, graveyard=["Graveyard Looter (test card)"])
    card = find(g, "Graveyard Looter (test card)", "graveyard")
    assert Cast(card) not in legal_actions(g)  # no card in hand to discard
    g = _board(["Mountain", "Mountain"], ["Forest"], extra=FLASHBACK_LOOTER, graveyard=["Graveyard Looter (test card)"])
    g.perform(Cast(find(g, "Graveyard Looter (test card)", "graveyard")))
    assert _names(g, "graveyard") == ["Forest"]


@pytest.mark.parametrize("cost,why", [
    ("{T}", "additional cost"),
    ("{2}", "additional cost"),
    ("Pay X life, Discard X cards", "X in more than one"),
    ("Sacrifice a creature an opponent controls", "a permanent you control"),
    ("Draw a card", "unknown cost part"),
    ("", "additional cost"),
])
def test_a_card_tables_additional_cost_must_be_one_a_spell_can_pay(cost, why):
    extra = FLASHBACK_LOOTER.replace('"Discard a card"', f'"{cost}"')
    with pytest.raises(LoadError, match=why):
        _board([], [], extra=extra)


def test_608_2h_fling_deals_damage_equal_to_the_sacrificed_creatures_power_as_it_last_existed():
    """The sacrificed creature's last known power counts (Fling's ruling): a Giant Growth on
    it this turn is included."""
    g = _board(["Mountain", "Mountain", "Forest", "Hill Giant"], ["Fling", "Giant Growth"])
    mountains = tuple(o for o in g.state.battlefield if g.chars(o).name == "Mountain")
    g.perform(Cast(find(g, "Giant Growth", "hand"), targets=(find(g, "Hill Giant"),), exclude=mountains))
    resolve_stack(g)
    g.perform(Cast(find(g, "Fling", "hand"), targets=("p1",)))
    assert _names(g, "graveyard") == ["Giant Growth", "Hill Giant"]
    resolve_stack(g)
    assert g.state.players[1].life == 14


def test_608_2h_carrion_creates_as_many_insects_as_the_sacrificed_creatures_power():
    c = compile_text("As an additional cost to cast this spell, sacrifice a creature.\nCreate X 0/1 black Insect "
                     "creature tokens, where X is the sacrificed creature's power.", name="Carrion", type_line="Instant",
                     mana_cost="{1}{B}{B}")
    g = board(preset_with(c, {"battlefield": ["Swamp", "Swamp", "Swamp", "Hill Giant"], "hand": ["Carrion"]}))
    g.perform(Cast(find(g, "Carrion", "hand")))
    resolve_stack(g)
    assert [g.chars(o).name for o in g.state.battlefield].count("Insect Token") == 3


def test_707_10_a_copy_of_fling_deals_the_same_damage():
    """A copy copies the costs paid for the spell (707.10): the same sacrificed creature."""
    g = _board(["Mountain", "Mountain", "Island", "Island", "Hill Giant"], ["Fling", "Twincast"])
    islands = tuple(o for o in g.state.battlefield if g.chars(o).name == "Island")
    g.perform(Cast(find(g, "Fling", "hand"), targets=("p1",), exclude=islands))
    g.perform(Cast(find(g, "Twincast", "hand"), targets=(g.state.stack[-1],)))
    resolve_stack(g)
    assert g.pending is not None and g.pending.rule == "707.10c"
    g.answer("p1")  # the copy keeps its target
    resolve_stack(g)
    assert g.state.players[1].life == 20 - 3 - 3  # Hill Giant is 3/3: 3 from each


def test_608_2h_an_activated_abilitys_sacrificed_creature_counts_as_it_last_existed():
    """The same reading in an activation cost (Greater Good's wording): the sacrificed
    creature's power, as it last existed, is how many cards are drawn."""
    c = compile_text("Sacrifice a creature: Draw cards equal to the sacrificed creature's power.",
                     name="Greater Goodish (test card)", type_line="Enchantment")
    g = board(preset_with(c, {"battlefield": ["Greater Goodish (test card)", "Hill Giant"]}))
    g.perform(Activate(find(g, "Greater Goodish (test card)"), 0))
    resolve_stack(g)
    assert len(g.state.zone("hand", 0)) == 3


GRAVEYARD_EATER = '''
[[card]]
name = "Graveyard Eater (test card)"
mana_cost = "{R}"
type_line = "Sorcery"
additional_cost = "Exile a card from your graveyard"
abilities = ["Flashback {R}"]
effects = [{ draw = { count = 1 } }]
'''


def test_118_3_a_card_cast_from_the_graveyard_doesnt_pay_its_own_graveyard_cost():
    """Cast with flashback, the card is on the stack as its cost is paid (601.2a): it isn't a
    card in the graveyard to exile for it."""
    g = _board(["Mountain"], [], extra=GRAVEYARD_EATER, graveyard=["Graveyard Eater (test card)"])
    card = find(g, "Graveyard Eater (test card)", "graveyard")
    assert Cast(card) not in legal_actions(g)
    with pytest.raises(IllegalActionError, match=r"not 1 card\(s\) in your graveyard to exile \(118\.3\)"):
        g.perform(Cast(card))
    g = _board(["Mountain"], [], extra=GRAVEYARD_EATER, graveyard=["Graveyard Eater (test card)", "Forest"])
    g.perform(Cast(find(g, "Graveyard Eater (test card)", "graveyard")))
    assert _names(g, "exile") == ["Forest"]


def test_302_6_shared_discovery_may_tap_creatures_that_just_came_under_your_control():
    g = board('''
[game]
turn = 3
[[player]]
battlefield = ["Island", "Grizzly Bears", "Hill Giant", "Centaur Courser", { card = "Llanowar Elves", sick = true }]
hand = ["Shared Discovery"]
library = ["Plains", "Plains", "Plains"]
[[player]]
''')
    g.perform(Cast(find(g, "Shared Discovery", "hand")))
    assert all(g.obj(find(g, n)).tapped for n in ("Grizzly Bears", "Hill Giant", "Centaur Courser", "Llanowar Elves"))
    resolve_stack(g)
    assert len(g.state.zone("hand", 0)) == 3


def test_118_3_tradewind_riders_own_tap_doesnt_also_pay_tap_two_untapped_creatures():
    g = _board(["Tradewind Rider", "Grizzly Bears"], [], ["Sol Ring"])
    rider = find(g, "Tradewind Rider")
    assert Activate(rider, 0) not in legal_actions(g) and Activate(rider, 1) not in legal_actions(g)
    g = _board(["Tradewind Rider", "Grizzly Bears", "Hill Giant"], [], ["Sol Ring"])
    g.perform(Activate(find(g, "Tradewind Rider"), 0, targets=(find(g, "Sol Ring"),)))
    assert all(g.obj(find(g, n)).tapped for n in ("Tradewind Rider", "Grizzly Bears", "Hill Giant"))


def test_107_3_hatred_x_is_chosen_as_it_is_cast_and_pays_that_much_life():
    g = _board(["Swamp"] * 5 + ["Grizzly Bears"], ["Hatred"], life=5)
    bears = find(g, "Grizzly Bears")
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"can't be paid with X = 6 \(601\.2h\): not enough life to pay 6"):
        g.perform(Cast(find(g, "Hatred", "hand"), x=6, targets=(bears,)))
    assert g.fingerprint() == before
    g.perform(Cast(find(g, "Hatred", "hand"), x=4, targets=(bears,)))
    assert g.state.players[0].life == 1
    resolve_stack(g)
    assert (g.chars(bears).power, g.chars(bears).toughness) == (6, 2)


def test_107_3_x_zero_pays_nothing():
    g = _board(["Swamp", "Swamp", "Hill Giant"], ["Sickening Dreams", "Forest"], ["Grizzly Bears"])
    g.perform(Cast(find(g, "Sickening Dreams", "hand"), x=0))
    assert _names(g, "hand") == ["Forest"]
    resolve_stack(g)
    assert find(g, "Grizzly Bears") and g.state.players[1].life == 20


def test_107_3_skeletal_scrying_one_x_for_its_mana_cost_and_its_additional_cost():
    g = _board(["Swamp", "Swamp", "Swamp"], ["Skeletal Scrying"], graveyard=["Forest", "Island"])
    g.perform(Cast(find(g, "Skeletal Scrying", "hand"), x=2))   # {2}{B} and both cards exiled
    assert _names(g, "exile") == ["Forest", "Island"]
    assert all(g.obj(o).tapped for o in g.state.battlefield)
    resolve_stack(g)
    assert len(g.state.zone("hand", 0)) == 2 and g.state.players[0].life == 18


def test_118_3_deprive_returns_a_land_and_a_land_tapped_for_its_mana_may_be_the_one():
    """Mana is paid before the other costs (601.2g-h): an Island tapped for Deprive can be the
    land returned; without a land, Deprive can't be cast."""
    g = _board(["Island", "Island", "Mountain"], ["Shock", "Deprive"])
    g.perform(Cast(find(g, "Shock", "hand"), targets=("p1",), exclude=tuple(o for o in g.state.battlefield
                                                                           if g.chars(o).name == "Island")))
    g.perform(Cast(find(g, "Deprive", "hand"), targets=(g.state.stack[-1],)))
    island = next(o.value for o in g.pending.options if g.obj(o.value).tapped)
    g.answer(island)
    assert _names(g, "hand") == ["Island"]
    resolve_stack(g)
    assert g.state.players[1].life == 20
    g = _board(["Sol Ring"], ["Deprive"], ["Island"])
    with pytest.raises(IllegalActionError, match=r"not 1 land\(s\) you control to return to their owner's hand \(118\.3\)"):
        g.perform(Cast(find(g, "Deprive", "hand"), targets=()))


def test_701_21a_bankrupt_in_blood_sacrifices_two_creatures_at_once():
    g = _board(["Swamp", "Swamp", "Grizzly Bears"], ["Bankrupt in Blood"])
    with pytest.raises(IllegalActionError, match=r"not 2 creature\(s\) to sacrifice \(118\.3\)"):
        g.perform(Cast(find(g, "Bankrupt in Blood", "hand")))
    g = _board(["Swamp", "Swamp", "Grizzly Bears", "Llanowar Elves", "Hill Giant"], ["Bankrupt in Blood"])
    g.perform(Cast(find(g, "Bankrupt in Blood", "hand")))
    assert g.pending is not None and (g.pending.min, g.pending.max) == (2, 2)
    g.answer([find(g, "Grizzly Bears"), find(g, "Hill Giant")])
    assert _names(g, "graveyard") == ["Grizzly Bears", "Hill Giant"] and find(g, "Llanowar Elves")
    resolve_stack(g)
    assert len(g.state.zone("hand", 0)) == 3


def test_701_21a_sacrifice_two_other_creatures_leaves_the_source():
    c = compile_text("Sacrifice two other creatures: Draw a card.", name="Altar Beast (test card)",
                     type_line="Creature — Beast")
    g = board(preset_with(c, {"battlefield": ["Altar Beast (test card)", "Grizzly Bears"]}))
    beast = find(g, "Altar Beast (test card)")
    assert Activate(beast, 0) not in legal_actions(g)  # only one other creature
    g = board(preset_with(c, {"battlefield": ["Altar Beast (test card)", "Grizzly Bears", "Hill Giant"]}))
    g.perform(Activate(find(g, "Altar Beast (test card)"), 0))  # exactly two others: no choice
    assert _names(g, "graveyard") == ["Grizzly Bears", "Hill Giant"] and find(g, "Altar Beast (test card)")
