"""The outside corpus (tests/oracle/corpus/outside.toml): real Oracle texts of cards that are not
in the built-in library. Each one is compiled or refused naming the sentence(s) not understood;
a sample of the compiled ones is played on real boards and does what its text says."""

from __future__ import annotations

import re
import tomllib
from functools import cache
from pathlib import Path

import pytest

from sandbox import Activate, Cast, TurnFaceUp
from sandbox.cards.library import builtin_library, library
from sandbox.cards.oracle import Compiled, OracleCard, OracleFace, compile_card
from sandbox.cards.parse import card_from_table
from sandbox.errors import IllegalActionError

from ..conftest import board, find, find_all, pass_until_decision, play_until, resolve_stack
from .helpers import preset_with

CORPUS = Path(__file__).parent / "corpus" / "outside.toml"
CARDS = tomllib.loads(CORPUS.read_text(encoding="utf-8"))["card"]
BY_NAME = {c["name"]: c for c in CARDS}
FIELDS = {"name", "mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty", "source"}


@cache
def compiled(name: str) -> Compiled:
    """The compiler's verdict on a corpus card, as Scryfall's fields would give it."""
    c = BY_NAME[name]
    face = OracleFace(name=name, mana_cost=c["mana_cost"], type_line=c["type_line"], oracle_text=c["oracle_text"],
                      power=c.get("power"), toughness=c.get("toughness"), loyalty=c.get("loyalty"))
    return compile_card(OracleCard(name, (face,)))


def _without_reminders(line: str) -> str:
    return re.sub(r"\s*\([^)]*\)", "", line).strip()


# ---------------------------------------------------------------- the corpus itself

def test_the_corpus_holds_at_least_150_real_cards_outside_the_library_each_with_its_source():
    builtin = builtin_library()
    assert len(BY_NAME) == len(CARDS), "a name appears twice"
    assert sum(c["name"] not in builtin for c in CARDS) >= 150, "cards that became built-in leave the corpus"
    for c in CARDS:
        assert set(c) <= FIELDS and {"name", "mana_cost", "type_line", "oracle_text", "source"} <= set(c), c["name"]
        assert c["source"].startswith("Forge cardsfolder "), c["name"]
        assert "enters the battlefield" not in c["oracle_text"], f"{c['name']}: not current templating"
        assert c["name"] not in c["oracle_text"] or "Legendary" in c["type_line"] or c["type_line"] in ("Instant", "Sorcery"), \
            f"{c['name']}: a nonlegendary permanent names itself 'this <type>' in current templating"


@pytest.mark.parametrize("name", sorted(BY_NAME))
def test_each_card_is_compiled_or_refused_naming_its_sentences(name):
    if name in builtin_library():
        pytest.skip(f"{name} is a built-in card now: the corpus tests only cards outside the library")
    result = compiled(name)
    lines = [_without_reminders(line) for line in BY_NAME[name]["oracle_text"].splitlines()]
    if result.table is not None:
        assert result.refused == ()
        assert card_from_table(result.table).name == name
        for token in result.tokens:
            assert card_from_table(token).token
    else:
        assert result.refused, "a refused card names what was not understood"
        for refusal in result.refused:
            assert "\n" not in refusal.split(": ", 1)[-1]
            assert any(line and refusal.startswith(line) for line in lines), \
                f"the refusal {refusal!r} doesn't start with a sentence of the card"


# ---------------------------------------------------------------- compiled cards on real boards

def _board(names: tuple[str, ...], you: dict, them: dict | None = None):
    """A board whose preset defines the compiled corpus cards inline (with the tokens they make)."""
    known = library()
    if built_in := [n for n in names if n in known]:
        pytest.skip(f"{built_in[0]} is a built-in card now: the corpus tests only cards outside the library")
    results = [compiled(n) for n in names]
    tokens = {t["name"]: t for r in results for t in r.tokens if t["name"] not in known}
    first = results[0]
    others = [r.table for r in results[1:]]
    merged = Compiled(first.table, first.sentences, first.refused, tuple(others) + tuple(tokens.values()))
    return board(preset_with(merged, you, them))


def _pool(game, player: int = 0) -> dict[str, int]:
    """The pool as mana type -> amount (mana of one type from different sources is summed)."""
    totals: dict[str, int] = {}
    for m, n in game.state.players[player].pool.amounts.items():
        if n:
            totals[m.type] = totals.get(m.type, 0) + n
    return totals


def _hand(game, player: int = 0) -> int:
    return len(game.state.zones[f"hand:{player}"])


def _pt(game, oid: int) -> tuple[int, int]:
    return game.chars(oid).power, game.chars(oid).toughness


def test_614_1c_worn_powerstone_enters_tapped_and_taps_for_two_colorless():
    g = _board(("Worn Powerstone",), {"hand": ["Worn Powerstone"], "battlefield": ["Wastes", "Wastes", "Wastes"]})
    g.perform(Cast(find(g, "Worn Powerstone", "hand")))
    resolve_stack(g)
    stone = find(g, "Worn Powerstone")
    assert g.obj(stone).tapped
    g.obj(stone).tapped = False
    g.perform(Activate(stone, 0))
    assert _pool(g) == {"C": 2}


def test_605_1a_thran_dynamo_adds_three_colorless():
    g = _board(("Thran Dynamo",), {"battlefield": ["Thran Dynamo"]})
    g.perform(Activate(find(g, "Thran Dynamo"), 0))
    assert _pool(g) == {"C": 3}


def test_602_hedron_archive_sacrificed_draws_two_cards():
    g = _board(("Hedron Archive",), {"battlefield": ["Hedron Archive", "Wastes", "Wastes"]})
    before = _hand(g)
    g.perform(Activate(find(g, "Hedron Archive"), 1))
    resolve_stack(g)
    assert _hand(g) == before + 2
    assert not find_all(g, "Hedron Archive")


@pytest.mark.parametrize("name,mana", [("Fyndhorn Elves", "G"), ("Elvish Mystic", "G"), ("Avacyn's Pilgrim", "W")])
def test_605_1a_mana_dorks_add_their_color(name, mana):
    g = _board((name,), {"battlefield": [name]})
    g.perform(Activate(find(g, name), 0))
    assert _pool(g) == {mana: 1}


def test_106_priest_of_titania_counts_every_elf_on_the_battlefield():
    g = _board(("Priest of Titania",), {"battlefield": ["Priest of Titania", "Llanowar Elves"]},
               {"battlefield": ["Llanowar Elves", "Grizzly Bears"]})
    g.perform(Activate(find(g, "Priest of Titania"), 0))
    assert _pool(g) == {"G": 3}


def test_613_4c_elvish_archdruid_pumps_your_other_elves_and_counts_your_elves():
    g = _board(("Elvish Archdruid",), {"battlefield": ["Elvish Archdruid", "Llanowar Elves"]},
               {"battlefield": ["Llanowar Elves"]})
    archdruid = find(g, "Elvish Archdruid")
    assert _pt(g, find(g, "Llanowar Elves", player=0)) == (2, 2)
    assert _pt(g, find(g, "Llanowar Elves", player=1)) == (1, 1)
    assert _pt(g, archdruid) == (2, 2)
    g.perform(Activate(archdruid, 0))
    assert _pool(g) == {"G": 2}


def test_702_sylvan_caryatid_has_defender_and_hexproof_and_makes_any_color():
    g = _board(("Sylvan Caryatid",), {"battlefield": ["Sylvan Caryatid"]})
    caryatid = find(g, "Sylvan Caryatid")
    assert g.chars(caryatid).has_keyword("defender") and g.chars(caryatid).has_keyword("hexproof")
    g.perform(Activate(caryatid, 0))
    g.answer("U")
    assert _pool(g) == {"U": 1}


def test_118_mana_confluence_costs_a_life_for_any_color():
    g = _board(("Mana Confluence",), {"battlefield": ["Mana Confluence"]})
    g.perform(Activate(find(g, "Mana Confluence"), 0))
    g.answer("B")
    assert _pool(g) == {"B": 1} and g.state.players[0].life == 19


def test_605_seething_song_adds_five_red():
    g = _board(("Seething Song",), {"hand": ["Seething Song"], "battlefield": ["Mountain", "Mountain", "Mountain"]})
    g.perform(Cast(find(g, "Seething Song", "hand")))
    resolve_stack(g)
    assert _pool(g) == {"R": 5}


def test_701_21_voltaic_key_untaps_target_artifact():
    g = _board(("Voltaic Key", "Thran Dynamo"),
               {"battlefield": ["Voltaic Key", {"card": "Thran Dynamo", "tapped": True}, "Wastes"]})
    dynamo = find(g, "Thran Dynamo")
    g.perform(Activate(find(g, "Voltaic Key"), 0, targets=(dynamo,)))
    resolve_stack(g)
    assert not g.obj(dynamo).tapped


def test_701_21_kioras_follower_untaps_another_target_permanent():
    g = _board(("Kiora's Follower",), {"battlefield": ["Kiora's Follower", {"card": "Forest", "tapped": True}]})
    follower, forest = find(g, "Kiora's Follower"), find(g, "Forest")
    g.perform(Activate(follower, 0, targets=(forest,)))
    resolve_stack(g)
    assert not g.obj(forest).tapped and g.obj(follower).tapped


def test_707_clever_impersonator_enters_as_a_copy_of_a_nonland_permanent():
    g = _board(("Clever Impersonator", "Thran Dynamo"),
               {"hand": ["Clever Impersonator"], "battlefield": ["Island", "Island", "Island", "Island"]},
               {"battlefield": ["Thran Dynamo"]})
    dynamo = find(g, "Thran Dynamo", player=1)
    g.perform(Cast(find(g, "Clever Impersonator", "hand")))
    play_until(g, lambda g: not g.state.stack and not g.pending, answer=lambda d: [dynamo])
    mine = find(g, "Thran Dynamo", player=0)
    assert "Artifact" in g.chars(mine).card_types and g.chars(mine).power is None
    g.perform(Activate(mine, 0))
    assert _pool(g) == {"C": 3}


def test_707_10_reverberate_copies_an_instant_and_both_resolve():
    g = _board(("Reverberate", "Shock"), {"hand": ["Reverberate", "Shock"], "battlefield": ["Mountain"] * 3})
    g.perform(Cast(find(g, "Shock", "hand"), targets=("p1",)))
    shock = g.state.stack[-1]
    g.perform(Cast(find(g, "Reverberate", "hand"), targets=(shock,)))
    play_until(g, lambda g: not g.state.stack and not g.pending, answer=lambda d: ["p0"])  # the copy hits you
    assert g.state.players[1].life == 18 and g.state.players[0].life == 18


@pytest.mark.parametrize("name,count,subtype,color,keyword", [
    ("Raise the Alarm", 2, "Soldier", "W", None),
    ("Dragon Fodder", 2, "Goblin", "R", None),
    ("Lingering Souls", 2, "Spirit", "W", "flying"),
    ("Spectral Procession", 3, "Spirit", "W", "flying"),
])
def test_111_1_token_spells_create_the_tokens_their_text_describes(name, count, subtype, color, keyword):
    g = _board((name,), {"hand": [name], "battlefield": ["Plains", "Plains", "Plains", "Mountain"]})
    g.perform(Cast(find(g, name, "hand")))
    resolve_stack(g)
    tokens = find_all(g, f"{subtype} Token")
    assert len(tokens) == count
    for t in tokens:
        ch = g.chars(t)
        assert (ch.power, ch.toughness, ch.colors, ch.subtypes) == (1, 1, frozenset({color}), (subtype,))
        assert g.obj(t).token_chars is not None or g.obj(t).card is not None
        if keyword:
            assert ch.has_keyword(keyword)


def test_702_34_lingering_souls_flashback_from_the_graveyard_makes_two_more():
    g = _board(("Lingering Souls",), {"graveyard": ["Lingering Souls"], "battlefield": ["Swamp", "Swamp"]})
    g.perform(Cast(find(g, "Lingering Souls", "graveyard")))
    resolve_stack(g)
    assert len(find_all(g, "Spirit Token")) == 2
    assert find(g, "Lingering Souls", "exile")


def test_107_3_secure_the_wastes_makes_x_warriors():
    g = _board(("Secure the Wastes",), {"hand": ["Secure the Wastes"], "battlefield": ["Plains"] * 4})
    g.perform(Cast(find(g, "Secure the Wastes", "hand"), x=3))
    resolve_stack(g)
    assert len(find_all(g, "Warrior Token")) == 3


def test_603_2_beast_whisperer_draws_when_you_cast_a_creature_spell_only():
    g = _board(("Beast Whisperer", "Divination"), {"hand": ["Grizzly Bears", "Divination"],
               "battlefield": ["Beast Whisperer", "Forest", "Forest", "Island", "Island", "Island"]})
    start = _hand(g)
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    resolve_stack(g)
    assert _hand(g) == start - 1 + 1
    g.perform(Cast(find(g, "Divination", "hand")))
    resolve_stack(g)
    assert _hand(g) == start - 2 + 1 + 2  # Divination's two cards, no trigger


@pytest.mark.parametrize("name", ["Glorious Anthem", "Gaea's Anthem"])
def test_613_4c_anthems_pump_only_your_creatures(name):
    g = _board((name,), {"battlefield": [name, "Grizzly Bears"]}, {"battlefield": ["Grizzly Bears"]})
    assert _pt(g, find(g, "Grizzly Bears", player=0)) == (3, 3)
    assert _pt(g, find(g, "Grizzly Bears", player=1)) == (2, 2)


def test_613_intangible_virtue_pumps_creature_tokens_only_and_gives_vigilance():
    g = _board(("Intangible Virtue", "Raise the Alarm"), {"hand": ["Raise the Alarm"],
               "battlefield": ["Intangible Virtue", "Grizzly Bears", "Plains", "Plains"]})
    g.perform(Cast(find(g, "Raise the Alarm", "hand")))
    resolve_stack(g)
    soldiers = find_all(g, "Soldier Token")
    assert [_pt(g, s) for s in soldiers] == [(2, 2), (2, 2)]
    assert all(g.chars(s).has_keyword("vigilance") for s in soldiers)
    bears = find(g, "Grizzly Bears")
    assert _pt(g, bears) == (2, 2) and not g.chars(bears).has_keyword("vigilance")


def test_613_honor_of_the_pure_pumps_only_white_creatures():
    g = _board(("Honor of the Pure", "Savannah Lions"), {"battlefield": ["Honor of the Pure", "Savannah Lions",
                                                                        "Grizzly Bears"]})
    assert _pt(g, find(g, "Savannah Lions")) == (3, 2)
    assert _pt(g, find(g, "Grizzly Bears")) == (2, 2)


@pytest.mark.parametrize("name", ["Murder", "Doom Blade"])
def test_701_7_destroy_spells_destroy_their_target_creature(name):
    g = _board((name,), {"hand": [name], "battlefield": ["Swamp", "Swamp", "Swamp"]},
               {"battlefield": ["Grizzly Bears"]})
    bears = find(g, "Grizzly Bears")
    g.perform(Cast(find(g, name, "hand"), targets=(bears,)))
    resolve_stack(g)
    assert bears not in g.state.battlefield and find(g, "Grizzly Bears", "graveyard")


@pytest.mark.parametrize("name,target", [("Disenchant", "Thran Dynamo"), ("Naturalize", "Glorious Anthem"),
                                         ("Shatter", "Thran Dynamo")])
def test_701_7_artifact_and_enchantment_removal(name, target):
    g = _board((name, target), {"hand": [name], "battlefield": ["Plains", "Forest", "Mountain", "Mountain"]},
               {"battlefield": [target]})
    victim = find(g, target)
    g.perform(Cast(find(g, name, "hand"), targets=(victim,)))
    resolve_stack(g)
    assert victim not in g.state.battlefield


def test_120_3_shock_deals_two_damage_to_any_target():
    g = _board(("Shock",), {"hand": ["Shock"], "battlefield": ["Mountain"]})
    g.perform(Cast(find(g, "Shock", "hand"), targets=("p1",)))
    resolve_stack(g)
    assert g.state.players[1].life == 18


@pytest.mark.parametrize("name,count", [("Divination", 2), ("Harmonize", 3)])
def test_121_draw_spells_draw_their_count(name, count):
    g = _board((name,), {"hand": [name], "battlefield": ["Forest", "Forest", "Island", "Island"],
                         "library": ["Island"] * 5})
    start = _hand(g)
    g.perform(Cast(find(g, name, "hand")))
    resolve_stack(g)
    assert _hand(g) == start - 1 + count


def test_701_5_negate_counters_a_noncreature_spell():
    g = _board(("Negate", "Divination"), {"hand": ["Negate", "Divination"], "battlefield": ["Island"] * 5})
    g.perform(Cast(find(g, "Divination", "hand")))
    divination = g.state.stack[-1]
    g.perform(Cast(find(g, "Negate", "hand"), targets=(divination,)))
    resolve_stack(g)
    assert find(g, "Divination", "graveyard") and _hand(g) == 0


def test_unsummon_returns_the_creature_to_its_owners_hand():
    g = _board(("Unsummon",), {"hand": ["Unsummon"], "battlefield": ["Island"]}, {"battlefield": ["Grizzly Bears"]})
    bears = find(g, "Grizzly Bears")
    g.perform(Cast(find(g, "Unsummon", "hand"), targets=(bears,)))
    resolve_stack(g)
    assert find(g, "Grizzly Bears", "hand", player=1)


@pytest.mark.parametrize("name,pt,keywords", [
    ("Serra Angel", (4, 4), ("flying", "vigilance")),
    ("Air Elemental", (4, 4), ("flying",)),
    ("Vampire Nighthawk", (2, 3), ("flying", "deathtouch", "lifelink")),
    ("Craw Wurm", (6, 4), ()),
    ("Hill Giant", (3, 3), ()),
])
def test_702_creatures_have_their_printed_stats_and_keywords(name, pt, keywords):
    g = _board((name,), {"battlefield": [name]})
    creature = find(g, name)
    assert _pt(g, creature) == pt
    assert all(g.chars(creature).has_keyword(k) for k in keywords)
    assert not any(g.chars(creature).has_keyword(k) for k in {"flying", "vigilance", "deathtouch", "lifelink"} - set(keywords))


def test_611_2_shivan_dragon_pumps_itself_until_end_of_turn():
    g = _board(("Shivan Dragon",), {"battlefield": ["Shivan Dragon", "Mountain", "Mountain"]})
    dragon = find(g, "Shivan Dragon")
    for _ in range(2):
        g.perform(Activate(dragon, 0))
        resolve_stack(g)
    assert _pt(g, dragon) == (7, 5)


def test_602_prodigal_sorcerer_pings_any_target():
    g = _board(("Prodigal Sorcerer",), {"battlefield": ["Prodigal Sorcerer"]})
    g.perform(Activate(find(g, "Prodigal Sorcerer"), 0, targets=("p1",)))
    resolve_stack(g)
    assert g.state.players[1].life == 19


def test_603_6a_llanowar_visionary_draws_on_entering_and_taps_for_green():
    g = _board(("Llanowar Visionary",), {"hand": ["Llanowar Visionary"], "battlefield": ["Forest"] * 3})
    start = _hand(g)
    g.perform(Cast(find(g, "Llanowar Visionary", "hand")))
    resolve_stack(g)
    assert _hand(g) == start - 1 + 1
    g = _board(("Llanowar Visionary",), {"battlefield": ["Llanowar Visionary"]})
    g.perform(Activate(find(g, "Llanowar Visionary"), 0))
    assert _pool(g) == {"G": 1}


def test_400_7_momentary_blink_returns_the_creature_as_a_new_object_without_its_counters():
    g = _board(("Momentary Blink",), {"hand": ["Momentary Blink"], "battlefield": [
        {"card": "Grizzly Bears", "counters": {"+1/+1": 2}}, "Plains", "Plains"]})
    bears = find(g, "Grizzly Bears")
    g.perform(Cast(find(g, "Momentary Blink", "hand"), targets=(bears,)))
    resolve_stack(g)
    back = find(g, "Grizzly Bears")
    assert back != bears and _pt(g, back) == (2, 2) and not g.obj(back).counters
    assert find(g, "Momentary Blink", "graveyard")


def test_605_phyrexian_altar_sacrifices_a_creature_for_one_mana_of_any_color():
    g = _board(("Phyrexian Altar",), {"battlefield": ["Phyrexian Altar", "Grizzly Bears"]})
    g.perform(Activate(find(g, "Phyrexian Altar"), 0))
    play_until(g, lambda g: not g.pending, answer=lambda d: ["R"] if d.kind == "color" else [find(g, "Grizzly Bears")])
    assert _pool(g) == {"R": 1} and find(g, "Grizzly Bears", "graveyard")


def test_707_10_dualcaster_mage_entering_copies_a_spell_on_the_stack():
    g = _board(("Dualcaster Mage", "Shock"), {"hand": ["Dualcaster Mage", "Shock"], "battlefield": ["Mountain"] * 4})
    g.perform(Cast(find(g, "Shock", "hand"), targets=("p1",)))
    shock = g.state.stack[-1]
    g.perform(Cast(find(g, "Dualcaster Mage", "hand")))  # flash: in response
    play_until(g, lambda g: not g.state.stack and not g.pending,
               answer=lambda d: [shock] if d.kind != "targets" or "keep" not in d.prompt else ["p1"])
    assert g.state.players[1].life == 16 and find(g, "Dualcaster Mage")


def test_702_5_followed_footsteps_copies_the_enchanted_creature_at_your_upkeep():
    g = _board(("Followed Footsteps",), {"battlefield": [{"card": "Grizzly Bears", "ref": "bears"},
                                                        {"card": "Followed Footsteps", "attached_to": "bears"}]})
    play_until(g, lambda g: g.state.turn == 3 and g.state.step == "draw", answer=lambda d: [])
    bears = find_all(g, "Grizzly Bears")
    assert sorted(g.obj(b).kind for b in bears) == ["card", "token"]  # one copy at your upkeep, none at theirs


def test_400_7_restoration_angel_blinks_a_non_angel_creature_you_control():
    g = _board(("Restoration Angel",), {"hand": ["Restoration Angel"], "battlefield": [
        {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}, "Plains", "Plains", "Plains", "Plains"]})
    bears = find(g, "Grizzly Bears")
    g.perform(Cast(find(g, "Restoration Angel", "hand")))
    play_until(g, lambda g: not g.state.stack and not g.pending,
               answer=lambda d: [bears] if d.kind == "targets" else [d.options[0].value])
    back = find(g, "Grizzly Bears")
    assert back != bears and not g.obj(back).counters and g.obj(back).controller == 0
    angel = find(g, "Restoration Angel")
    assert g.chars(angel).has_keyword("flying") and g.chars(angel).has_keyword("flash")


def test_400_7_felidar_guardian_blinks_another_permanent_which_returns_untapped():
    g = _board(("Felidar Guardian", "Thran Dynamo"), {"hand": ["Felidar Guardian"], "battlefield": [
        {"card": "Thran Dynamo", "tapped": True}, "Plains", "Plains", "Plains", "Plains"]})
    dynamo = find(g, "Thran Dynamo")
    g.perform(Cast(find(g, "Felidar Guardian", "hand")))
    play_until(g, lambda g: not g.state.stack and not g.pending,
               answer=lambda d: [dynamo] if d.kind == "targets" else [d.options[0].value])
    back = find(g, "Thran Dynamo")
    assert back != dynamo and not g.obj(back).tapped


def test_603_2_soul_warden_gains_life_when_any_other_creature_enters():
    g = _board(("Soul Warden",), {"hand": ["Grizzly Bears"], "battlefield": ["Soul Warden", "Forest", "Forest"]})
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    resolve_stack(g)
    assert g.state.players[0].life == 21


def test_603_2_impact_tremors_deals_one_damage_to_each_opponent_when_your_creature_enters():
    g = _board(("Impact Tremors",), {"hand": ["Grizzly Bears"], "battlefield": ["Impact Tremors", "Forest", "Forest"]})
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    resolve_stack(g)
    assert g.state.players[1].life == 19 and g.state.players[0].life == 20


def test_122_1_cathars_crusade_puts_a_counter_on_each_creature_you_control_when_one_enters():
    g = _board(("Cathars' Crusade", "Savannah Lions"), {"hand": ["Grizzly Bears"], "battlefield": [
        "Cathars' Crusade", "Savannah Lions", "Forest", "Forest"]}, {"battlefield": ["Grizzly Bears"]})
    theirs = find(g, "Grizzly Bears", player=1)
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    resolve_stack(g)
    assert _pt(g, find(g, "Grizzly Bears", player=0)) == (3, 3)
    assert _pt(g, find(g, "Savannah Lions")) == (3, 2)
    assert _pt(g, theirs) == (2, 2)


def test_613_1f_chromatic_lantern_gives_your_lands_any_color():
    g = _board(("Chromatic Lantern",), {"battlefield": ["Chromatic Lantern", "Forest"]}, {"battlefield": ["Forest"]})
    mine = find(g, "Forest", player=0)
    assert len(g.chars(mine).abilities) == 2  # {T}: Add {G} (305.6) and the Lantern's
    assert len(g.chars(find(g, "Forest", player=1)).abilities) == 1
    g.perform(Activate(mine, 1))
    g.answer("U")
    assert _pool(g) == {"U": 1}


def test_603_10a_blood_artist_drains_when_a_creature_dies():
    g = _board(("Blood Artist", "Murder"), {"hand": ["Murder"], "battlefield": ["Blood Artist", "Swamp", "Swamp", "Swamp"]},
               {"battlefield": ["Grizzly Bears"]})
    g.perform(Cast(find(g, "Murder", "hand"), targets=(find(g, "Grizzly Bears"),)))
    play_until(g, lambda g: not g.state.stack and not g.pending, answer=lambda d: ["p1"])
    assert (g.state.players[0].life, g.state.players[1].life) == (21, 19)


def test_603_2_good_fortune_unicorn_puts_a_counter_on_the_creature_that_entered():
    g = _board(("Good-Fortune Unicorn",), {"hand": ["Grizzly Bears"], "battlefield": [
        "Good-Fortune Unicorn", "Forest", "Forest"]})
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    resolve_stack(g)
    assert g.obj(find(g, "Grizzly Bears")).counters == {"+1/+1": 1}
    assert not g.obj(find(g, "Good-Fortune Unicorn")).counters


def test_603_2_managorger_hydra_grows_when_any_player_casts_a_spell():
    g = _board(("Managorger Hydra", "Shock"), {"hand": ["Shock"], "battlefield": ["Managorger Hydra", "Mountain"]})
    g.perform(Cast(find(g, "Shock", "hand"), targets=("p1",)))
    resolve_stack(g)
    hydra = find(g, "Managorger Hydra")
    assert _pt(g, hydra) == (2, 2) and g.chars(hydra).has_keyword("trample")


def test_603_6a_eternal_witness_returns_a_card_from_your_graveyard_to_your_hand():
    g = _board(("Eternal Witness", "Murder"), {"hand": ["Eternal Witness"], "graveyard": ["Murder"],
                                               "battlefield": ["Forest", "Forest", "Forest"]})
    murder = find(g, "Murder", "graveyard")
    g.perform(Cast(find(g, "Eternal Witness", "hand")))
    play_until(g, lambda g: not g.state.stack and not g.pending,
               answer=lambda d: [murder] if d.kind == "targets" else [d.options[0].value])
    assert find(g, "Murder", "hand")


def test_611_2_titanic_growth_pumps_until_end_of_turn():
    g = _board(("Titanic Growth",), {"hand": ["Titanic Growth"], "battlefield": ["Grizzly Bears", "Forest", "Forest"]})
    bears = find(g, "Grizzly Bears")
    g.perform(Cast(find(g, "Titanic Growth", "hand"), targets=(bears,)))
    resolve_stack(g)
    assert _pt(g, bears) == (6, 6)
    play_until(g, lambda g: g.state.turn == 2, answer=lambda d: [])
    assert _pt(g, bears) == (2, 2)


def test_121_inspiration_makes_the_target_player_draw_two():
    g = _board(("Inspiration",), {"hand": ["Inspiration"], "battlefield": ["Island"] * 4}, {"library": ["Island"] * 3})
    g.perform(Cast(find(g, "Inspiration", "hand"), targets=("p1",)))
    resolve_stack(g)
    assert _hand(g, 1) == 2 and _hand(g, 0) == 0


def test_613_1b_zealous_conscripts_takes_a_permanent_untapped_with_haste_until_end_of_turn():
    g = _board(("Zealous Conscripts",), {"hand": ["Zealous Conscripts"], "battlefield": ["Mountain"] * 5},
               {"battlefield": [{"card": "Grizzly Bears", "tapped": True}]})
    bears = find(g, "Grizzly Bears")
    g.perform(Cast(find(g, "Zealous Conscripts", "hand")))
    play_until(g, lambda g: not g.state.stack and not g.pending, answer=lambda d: [bears])
    assert g.controller(bears) == 0 and not g.obj(bears).tapped and g.chars(bears).has_keyword("haste")
    play_until(g, lambda g: g.state.turn == 2, answer=lambda d: [])
    assert g.controller(bears) == 1


def test_701_23_rampant_growth_puts_a_basic_land_from_the_library_onto_the_battlefield_tapped():
    g = _board(("Rampant Growth",), {"hand": ["Rampant Growth"], "battlefield": ["Forest", "Forest"],
                                     "library": ["Grizzly Bears", "Island", "Grizzly Bears"]})
    g.perform(Cast(find(g, "Rampant Growth", "hand")))
    play_until(g, lambda g: not g.state.stack and not g.pending,
               answer=lambda d: [o.value for o in d.options if isinstance(o.value, int)
                                 and g.chars(o.value).name == "Island"][:1] or [d.options[0].value])
    island = find(g, "Island")
    assert g.obj(island).tapped and len(g.state.zones["library:0"]) == 2


def test_603_10a_solemn_simulacrum_may_draw_when_it_dies():
    g = _board(("Solemn Simulacrum", "Murder"), {"hand": ["Murder"], "battlefield": [
        "Solemn Simulacrum", "Swamp", "Swamp", "Swamp"]})
    start = _hand(g)
    g.perform(Cast(find(g, "Murder", "hand"), targets=(find(g, "Solemn Simulacrum"),)))
    play_until(g, lambda g: not g.state.stack and not g.pending, answer=lambda d: [d.options[0].value])
    assert find(g, "Solemn Simulacrum", "graveyard") and _hand(g) == start - 1 + 1


# ---------------------------------------------------------------- the compiled corpus cards still outside the library

def _tokens(game, name: str, player: int = 0) -> list[int]:
    return [o for o in game.state.battlefield
            if game.obj(o).kind == "token" and game.chars(o).name == name and game.obj(o).controller == player]


def _settle(game, answer=lambda d: []) -> None:
    play_until(game, lambda g: not g.state.stack and not g.pending, answer=answer)


def _life(game) -> tuple[int, int]:
    return game.state.players[0].life, game.state.players[1].life


@pytest.mark.parametrize("name,land", [("Arbor Elf", "Forest"), ("Ley Druid", "Island")])
def test_701_21_land_untappers_untap_their_target(name, land):
    g = _board((name,), {"battlefield": [name, {"card": land, "tapped": True}]})
    target = find(g, land)
    g.perform(Activate(find(g, name), 0, targets=(target,)))
    resolve_stack(g)
    assert not g.obj(target).tapped and g.obj(find(g, name)).tapped


def test_701_21_arbor_elf_cannot_target_a_land_that_is_not_a_forest():
    g = _board(("Arbor Elf",), {"battlefield": ["Arbor Elf", {"card": "Island", "tapped": True}]})
    with pytest.raises(IllegalActionError, match="legal target"):
        g.perform(Activate(find(g, "Arbor Elf"), 0, targets=(find(g, "Island"),)))
    assert g.obj(find(g, "Island")).tapped and not g.obj(find(g, "Arbor Elf")).tapped
    assert not g.state.stack


def test_603_6a_banisher_priest_exiles_an_opponents_creature_until_it_leaves():
    g = _board(("Banisher Priest",), {"hand": ["Banisher Priest", "Lightning Bolt"],
                                      "battlefield": ["Plains", "Plains", "Plains", "Mountain", "Savannah Lions"]},
               {"battlefield": ["Grizzly Bears"]})
    bears = find(g, "Grizzly Bears")
    g.perform(Cast(find(g, "Banisher Priest", "hand")))
    _settle(g, answer=lambda d: [bears])
    assert find(g, "Savannah Lions") and find(g, "Banisher Priest")
    assert not find_all(g, "Grizzly Bears") and find(g, "Grizzly Bears", "exile")
    g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=(find(g, "Banisher Priest"),)))
    _settle(g)
    back = find(g, "Grizzly Bears")
    assert g.obj(back).controller == 1 and find(g, "Banisher Priest", "graveyard")


@pytest.mark.parametrize("name,lands,count,token,color,keywords", [
    ("Beetleback Chief", ["Mountain"] * 4, 2, "Goblin Token", "R", ()),
    ("Dragon Fodder", ["Mountain"] * 2, 2, "Goblin Token", "R", ()),
    ("Siege-Gang Commander", ["Mountain"] * 5, 3, "Goblin Token", "R", ()),
    ("Raise the Alarm", ["Plains"] * 2, 2, "Soldier Token", "W", ()),
    ("Midnight Haunting", ["Plains"] * 3, 2, "Spirit Token", "W", ("flying",)),
    ("Hornet Queen", ["Forest"] * 7, 4, "Insect Token", "G", ("flying", "deathtouch")),
])
def test_111_1_corpus_token_makers_create_exactly_their_tokens(name, lands, count, token, color, keywords):
    g = _board((name,), {"hand": [name], "battlefield": lands})
    g.perform(Cast(find(g, name, "hand")))
    _settle(g)
    made = _tokens(g, token)
    assert len(made) == count
    for t in made:
        assert _pt(g, t) == (1, 1) and set(g.chars(t).colors) == {color}
        assert all(g.chars(t).has_keyword(k) for k in keywords)
    assert len(g.state.battlefield) == len(lands) + count + (0 if "Sorcery" in BY_NAME[name]["type_line"]
                                                             or "Instant" in BY_NAME[name]["type_line"] else 1)


def test_603_2_bitterblossom_costs_a_life_and_makes_a_faerie_at_your_upkeep_only():
    g = _board(("Bitterblossom",), {"battlefield": ["Bitterblossom"]})
    play_until(g, lambda g: g.state.turn == 3 and g.state.step == "draw")
    faeries = _tokens(g, "Faerie Rogue Token")
    assert _life(g) == (19, 20) and len(faeries) == 1
    assert _pt(g, faeries[0]) == (1, 1) and g.chars(faeries[0]).has_keyword("flying")
    assert set(g.chars(faeries[0]).colors) == {"B"}


@pytest.mark.parametrize("name", ["Bloodthrone Vampire", "Vampire Aristocrat"])
def test_611_2_sacrifice_outlets_pump_themselves_until_end_of_turn(name):
    g = _board((name,), {"battlefield": [name, "Grizzly Bears"]})
    vampire, bears = find(g, name), find(g, "Grizzly Bears")
    base = _pt(g, vampire)
    g.perform(Activate(vampire, 0))
    _settle(g, answer=lambda d: [bears])
    assert find(g, "Grizzly Bears", "graveyard") and _pt(g, vampire) == (base[0] + 2, base[1] + 2)
    play_until(g, lambda g: g.state.turn == 2)
    assert _pt(g, vampire) == base


def test_122_1_carrion_feeder_sacrifices_a_creature_for_a_lasting_counter():
    g = _board(("Carrion Feeder",), {"battlefield": ["Carrion Feeder", "Grizzly Bears"]})
    feeder, bears = find(g, "Carrion Feeder"), find(g, "Grizzly Bears")
    g.perform(Activate(feeder, 0))
    _settle(g, answer=lambda d: [bears])
    assert g.obj(feeder).counters == {"+1/+1": 1} and _pt(g, feeder) == (2, 2)
    play_until(g, lambda g: g.state.turn == 2)
    assert _pt(g, feeder) == (2, 2)


@pytest.mark.parametrize("name,lands,pt,keywords", [
    ("Bonesplitter", ["Wastes"], (4, 2), ()),
    ("Lightning Greaves", [], (2, 2), ("haste", "shroud")),
    ("Loxodon Warhammer", ["Wastes"] * 3, (5, 2), ("trample", "lifelink")),
    ("Swiftfoot Boots", ["Wastes"], (2, 2), ("hexproof", "haste")),
])
def test_702_6_corpus_equipment_equips_for_its_cost_and_grants_exactly_its_bonus(name, lands, pt, keywords):
    g = _board((name,), {"battlefield": [name, "Grizzly Bears", *lands]})
    equipment, bears = find(g, name), find(g, "Grizzly Bears")
    assert _pt(g, bears) == (2, 2) and not any(g.chars(bears).has_keyword(k) for k in keywords)
    g.perform(Activate(equipment, 0, targets=(bears,)))
    _settle(g)
    assert g.obj(equipment).attached_to == bears
    assert _pt(g, bears) == pt and all(g.chars(bears).has_keyword(k) for k in keywords)
    assert all(g.obj(land).tapped for land in find_all(g, "Wastes"))


@pytest.mark.parametrize("name,pt", [("Holy Strength", (3, 4)), ("Unholy Strength", (4, 3))])
def test_303_4_corpus_auras_enchant_a_creature_and_pump_it(name, pt):
    g = _board((name,), {"hand": [name], "battlefield": ["Grizzly Bears", "Plains", "Swamp"]},
               {"battlefield": ["Grizzly Bears"]})
    ours, theirs = find(g, "Grizzly Bears", player=0), find(g, "Grizzly Bears", player=1)
    g.perform(Cast(find(g, name, "hand"), targets=(ours,)))
    _settle(g)
    assert g.obj(find(g, name)).attached_to == ours
    assert _pt(g, ours) == pt and _pt(g, theirs) == (2, 2)


def test_613_4c_dictate_of_heliod_has_flash_and_pumps_only_your_creatures():
    g = _board(("Dictate of Heliod",), {"hand": ["Dictate of Heliod"], "battlefield": ["Grizzly Bears", *["Plains"] * 5]},
               {"battlefield": ["Grizzly Bears"]})
    assert g.chars(find(g, "Dictate of Heliod", "hand")).has_keyword("flash")
    g.perform(Cast(find(g, "Dictate of Heliod", "hand")))
    _settle(g)
    assert _pt(g, find(g, "Grizzly Bears", player=0)) == (4, 4)
    assert _pt(g, find(g, "Grizzly Bears", player=1)) == (2, 2)


def test_613_4c_field_marshal_and_veteran_armorsmith_pump_other_soldiers():
    g = _board(("Field Marshal", "Veteran Armorsmith"), {"battlefield": ["Field Marshal", "Veteran Armorsmith",
                                                                        "Grizzly Bears"]},
               {"battlefield": ["Veteran Armorsmith"]})
    marshal, smith, bears = find(g, "Field Marshal"), find(g, "Veteran Armorsmith", player=0), find(g, "Grizzly Bears")
    theirs = find(g, "Veteran Armorsmith", player=1)
    assert _pt(g, marshal) == (2, 3) and not g.chars(marshal).has_keyword("first strike")
    assert _pt(g, smith) == (3, 4) and g.chars(smith).has_keyword("first strike")
    assert _pt(g, theirs) == (3, 4) and g.chars(theirs).has_keyword("first strike")  # "other Soldiers": any player's
    assert _pt(g, bears) == (2, 2) and not g.chars(bears).has_keyword("first strike")


def test_613_4c_goblin_chieftain_pumps_and_hastes_only_your_other_goblins():
    g = _board(("Goblin Chieftain",), {"battlefield": ["Goblin Chieftain", "Goblin Piker", "Grizzly Bears"]},
               {"battlefield": ["Goblin Piker"]})
    chief, piker, theirs = find(g, "Goblin Chieftain"), find(g, "Goblin Piker", player=0), find(g, "Goblin Piker", player=1)
    assert _pt(g, chief) == (2, 2) and g.chars(chief).has_keyword("haste")
    assert _pt(g, piker) == (3, 2) and g.chars(piker).has_keyword("haste")
    assert _pt(g, theirs) == (2, 1) and not g.chars(theirs).has_keyword("haste")
    assert _pt(g, find(g, "Grizzly Bears")) == (2, 2)


def test_613_4c_muscle_sliver_pumps_every_sliver_including_itself_and_opponents():
    g = _board(("Muscle Sliver",), {"battlefield": ["Muscle Sliver", "Muscle Sliver", "Grizzly Bears"]},
               {"battlefield": ["Muscle Sliver"]})
    slivers = find_all(g, "Muscle Sliver")
    assert len(slivers) == 3 and all(_pt(g, s) == (4, 4) for s in slivers)
    assert _pt(g, find(g, "Grizzly Bears")) == (2, 2)


def test_605_dimir_signet_filters_one_into_blue_and_black():
    g = _board(("Dimir Signet",), {"battlefield": ["Dimir Signet", "Wastes"]})
    g.perform(Activate(find(g, "Dimir Signet"), 0))
    _settle(g)
    assert _pool(g) == {"U": 1, "B": 1} and g.obj(find(g, "Wastes")).tapped and g.obj(find(g, "Dimir Signet")).tapped


def test_605_cabal_coffers_adds_black_for_each_swamp_you_control():
    g = _board(("Cabal Coffers",), {"battlefield": ["Cabal Coffers", "Swamp", "Swamp", "Swamp", "Wastes", "Wastes"]},
               {"battlefield": ["Swamp"]})
    g.perform(Activate(find(g, "Cabal Coffers"), 0))
    _settle(g)
    assert _pool(g) == {"B": 3}


def test_605_lotus_petal_sacrifices_itself_for_one_mana_of_the_chosen_color():
    g = _board(("Lotus Petal",), {"battlefield": ["Lotus Petal"]})
    g.perform(Activate(find(g, "Lotus Petal"), 0))
    _settle(g, answer=lambda d: ["U"])
    assert _pool(g) == {"U": 1} and find(g, "Lotus Petal", "graveyard") and not find_all(g, "Lotus Petal")


def test_605_cryptolith_rite_lets_your_creatures_tap_for_any_color():
    g = _board(("Cryptolith Rite",), {"battlefield": ["Cryptolith Rite", "Grizzly Bears"]},
               {"battlefield": ["Grizzly Bears"]})
    ours = find(g, "Grizzly Bears", player=0)
    g.perform(Activate(ours, 0))
    _settle(g, answer=lambda d: ["R"])
    assert _pool(g) == {"R": 1} and g.obj(ours).tapped
    assert not g.chars(find(g, "Grizzly Bears", player=1)).abilities


def test_614_1c_star_compass_enters_tapped_and_taps_only_for_your_basic_lands_colors():
    g = _board(("Star Compass",), {"hand": ["Star Compass"], "battlefield": ["Forest", "Island"]},
               {"battlefield": ["Mountain"]})
    g.perform(Cast(find(g, "Star Compass", "hand")))
    _settle(g)
    compass = find(g, "Star Compass")
    assert g.obj(compass).tapped
    g.obj(compass).tapped = False
    g.perform(Activate(compass, 0))
    assert g.pending is not None and {o.value for o in g.pending.options} == {"G", "U"}
    _settle(g, answer=lambda d: ["U"])
    assert _pool(g) == {"U": 1}


def test_603_10a_cruel_celebrant_drains_when_it_or_your_creature_dies_not_theirs():
    g = _board(("Cruel Celebrant",), {"hand": ["Lightning Bolt", "Lightning Bolt", "Lightning Bolt"], "battlefield": [
        "Cruel Celebrant", "Grizzly Bears", "Mountain", "Mountain", "Mountain"]}, {"battlefield": ["Grizzly Bears"]})
    for target in (find(g, "Grizzly Bears", player=1), find(g, "Grizzly Bears", player=0), find(g, "Cruel Celebrant")):
        g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=(target,)))
        _settle(g)
    assert _life(g) == (22, 18)


def test_603_10a_falkenrath_noble_drains_its_target_when_any_creature_dies():
    g = _board(("Falkenrath Noble",), {"hand": ["Lightning Bolt", "Lightning Bolt"], "battlefield": [
        "Falkenrath Noble", "Grizzly Bears", "Mountain", "Mountain"]}, {"battlefield": ["Grizzly Bears"]})
    assert g.chars(find(g, "Falkenrath Noble")).has_keyword("flying")
    for target in (find(g, "Grizzly Bears", player=1), find(g, "Grizzly Bears", player=0)):
        g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=(target,)))
        _settle(g, answer=lambda d: ["p1"])
    assert _life(g) == (22, 18)


def test_603_10a_dictate_of_erebos_makes_each_opponent_sacrifice_when_your_creature_dies():
    g = _board(("Dictate of Erebos",), {"hand": ["Lightning Bolt", "Lightning Bolt"], "battlefield": [
        "Dictate of Erebos", "Grizzly Bears", "Mountain", "Mountain"]},
               {"battlefield": ["Grizzly Bears", "Savannah Lions"]})
    assert g.chars(find(g, "Dictate of Erebos")).has_keyword("flash")
    g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=(find(g, "Grizzly Bears", player=1),)))
    _settle(g)
    assert find_all(g, "Savannah Lions")  # their creature died: no trigger
    g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=(find(g, "Grizzly Bears", player=0),)))
    _settle(g, answer=lambda d: [d.options[0].value])
    assert not find_all(g, "Savannah Lions") and find(g, "Savannah Lions", "graveyard")


def test_603_10a_pitiless_plunderer_makes_a_treasure_when_another_creature_of_yours_dies():
    g = _board(("Pitiless Plunderer",), {"hand": ["Lightning Bolt", "Lightning Bolt"], "battlefield": [
        "Pitiless Plunderer", "Grizzly Bears", "Mountain", "Mountain"]}, {"battlefield": ["Grizzly Bears"]})
    g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=(find(g, "Grizzly Bears", player=1),)))
    _settle(g)
    assert not find_all(g, "Treasure")
    g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=(find(g, "Grizzly Bears", player=0),)))
    _settle(g)
    treasures = find_all(g, "Treasure")
    assert len(treasures) == 1 and g.obj(treasures[0]).controller == 0 and g.obj(treasures[0]).kind == "token"


def test_603_10a_grim_haruspex_draws_when_another_nontoken_creature_of_yours_dies():
    g = _board(("Grim Haruspex", "Raise the Alarm"), {
        "hand": ["Lightning Bolt", "Lightning Bolt", "Lightning Bolt", "Raise the Alarm"],
        "battlefield": ["Grim Haruspex", "Grizzly Bears", "Plains", "Plains", *["Mountain"] * 5],
        "library": ["Island"] * 5}, {"battlefield": ["Grizzly Bears"]})
    g.perform(Cast(find(g, "Raise the Alarm", "hand")))
    _settle(g)
    start = _hand(g)
    for target in (find(g, "Grizzly Bears", player=1), _tokens(g, "Soldier Token")[0], find(g, "Grizzly Bears", player=0)):
        g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=(target,)))
        _settle(g)
    assert _hand(g) == start - 3 + 1


def test_603_2_guttersnipe_deals_two_to_each_opponent_when_you_cast_an_instant_or_sorcery():
    g = _board(("Guttersnipe",), {"hand": ["Lightning Bolt", "Grizzly Bears"], "battlefield": [
        "Guttersnipe", "Mountain", "Forest", "Forest"]})
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    _settle(g)
    assert _life(g) == (20, 20)
    g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=("p1",)))
    _settle(g)
    assert _life(g) == (20, 15)


def _search_answer(g, wanted: str):
    def answer(d):
        picks = [o.value for o in d.options if isinstance(o.value, int) and g.chars(o.value).name == wanted]
        return picks[:1] or [d.options[0].value]
    return answer


def test_701_23_farseek_fetches_a_nonforest_basic_type_tapped():
    g = _board(("Farseek",), {"hand": ["Farseek"], "battlefield": ["Forest", "Forest"],
                              "library": ["Forest", "Island", "Grizzly Bears"]})
    g.perform(Cast(find(g, "Farseek", "hand")))
    seen: list = []

    def answer(d):
        seen.extend(g.chars(o.value).name for o in d.options if isinstance(o.value, int))
        return _search_answer(g, "Island")(d)
    _settle(g, answer=answer)
    assert "Island" in seen and "Forest" not in seen and "Grizzly Bears" not in seen
    assert g.obj(find(g, "Island")).tapped and len(g.state.zones["library:0"]) == 2


def test_701_23_natures_lore_fetches_a_forest_untapped():
    g = _board(("Nature's Lore",), {"hand": ["Nature's Lore"], "battlefield": ["Forest", "Forest"],
                                    "library": ["Island", "Forest", "Grizzly Bears"]})
    g.perform(Cast(find(g, "Nature's Lore", "hand")))
    _settle(g, answer=_search_answer(g, "Forest"))
    forests = find_all(g, "Forest")
    assert len(forests) == 3 and sum(g.obj(f).tapped for f in forests) == 2  # the two that paid
    assert len(g.state.zones["library:0"]) == 2


def test_605_fertile_ground_adds_one_mana_of_any_color_when_the_enchanted_land_taps_for_mana():
    g = _board(("Fertile Ground",), {"battlefield": [{"card": "Forest", "ref": "f"},
                                                     {"card": "Fertile Ground", "attached_to": "f"}, "Forest"]})
    enchanted = g.obj(find(g, "Fertile Ground")).attached_to
    other = next(f for f in find_all(g, "Forest") if f != enchanted)
    g.perform(Activate(other, 0))
    assert _pool(g) == {"G": 1}
    g.perform(Activate(enchanted, 0))
    _settle(g, answer=lambda d: ["B"])
    assert _pool(g) == {"G": 2, "B": 1}


def test_610_3_fiend_hunter_exiles_another_creature_until_it_leaves():
    g = _board(("Fiend Hunter",), {"hand": ["Fiend Hunter", "Lightning Bolt"],
                                   "battlefield": ["Plains", "Plains", "Plains", "Mountain"]},
               {"battlefield": ["Grizzly Bears"]})
    bears = find(g, "Grizzly Bears")
    g.perform(Cast(find(g, "Fiend Hunter", "hand")))
    _settle(g, answer=lambda d: [bears] if d.kind == "targets" else [d.options[0].value])
    assert not find_all(g, "Grizzly Bears") and find(g, "Grizzly Bears", "exile")
    g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=(find(g, "Fiend Hunter"),)))
    _settle(g)
    assert g.obj(find(g, "Grizzly Bears")).controller == 1


def test_606_sarkhan_vol_plus_one_pumps_and_hastes_your_creatures_until_end_of_turn():
    g = _board(("Sarkhan Vol",), {"battlefield": [{"card": "Sarkhan Vol", "counters": {"loyalty": 4}}, "Grizzly Bears"]},
               {"battlefield": ["Grizzly Bears"]})
    sarkhan, ours = find(g, "Sarkhan Vol"), find(g, "Grizzly Bears", player=0)
    g.perform(Activate(sarkhan, 0))
    _settle(g)
    assert g.obj(sarkhan).counters.get("loyalty") == 5
    assert _pt(g, ours) == (3, 3) and g.chars(ours).has_keyword("haste")
    assert _pt(g, find(g, "Grizzly Bears", player=1)) == (2, 2)
    play_until(g, lambda g: g.state.turn == 2)
    assert _pt(g, ours) == (2, 2) and not g.chars(ours).has_keyword("haste")


def test_606_sarkhan_vol_minus_two_threatens_a_creature():
    g = _board(("Sarkhan Vol",), {"battlefield": [{"card": "Sarkhan Vol", "counters": {"loyalty": 4}}]},
               {"battlefield": [{"card": "Grizzly Bears", "tapped": True}]})
    sarkhan, bears = find(g, "Sarkhan Vol"), find(g, "Grizzly Bears")
    g.perform(Activate(sarkhan, 1, targets=(bears,)))
    _settle(g)
    assert g.obj(sarkhan).counters.get("loyalty") == 2
    assert g.controller(bears) == 0 and not g.obj(bears).tapped and g.chars(bears).has_keyword("haste")
    play_until(g, lambda g: g.state.turn == 2)
    assert g.controller(bears) == 1


def test_606_sarkhan_vol_minus_six_makes_five_flying_dragons():
    g = _board(("Sarkhan Vol",), {"battlefield": [{"card": "Sarkhan Vol", "counters": {"loyalty": 7}}]})
    g.perform(Activate(find(g, "Sarkhan Vol"), 2))
    _settle(g)
    dragons = _tokens(g, "Dragon Token")
    assert len(dragons) == 5 and all(_pt(g, d) == (4, 4) and g.chars(d).has_keyword("flying")
                                     and set(g.chars(d).colors) == {"R"} for d in dragons)
    assert g.obj(find(g, "Sarkhan Vol")).counters.get("loyalty") == 1


def test_602_siege_gang_commander_sacrifices_a_goblin_to_deal_two_damage():
    g = _board(("Siege-Gang Commander",), {"battlefield": ["Siege-Gang Commander", "Goblin Piker", "Mountain", "Mountain"]})
    g.perform(Activate(find(g, "Siege-Gang Commander"), 0, targets=("p1",)))
    _settle(g, answer=lambda d: [find(g, "Goblin Piker")])
    assert _life(g) == (20, 18) and find(g, "Goblin Piker", "graveyard")


def test_702_storm_crow_and_craw_wurm_are_their_printed_creatures():
    g = _board(("Storm Crow", "Craw Wurm"), {"battlefield": ["Storm Crow", "Craw Wurm"]})
    crow, wurm = find(g, "Storm Crow"), find(g, "Craw Wurm")
    assert _pt(g, crow) == (1, 2) and g.chars(crow).has_keyword("flying")
    assert _pt(g, wurm) == (6, 4) and g.chars(wurm).abilities == () and g.chars(wurm).subtypes == ("Wurm",)


def test_602_umbral_mantle_lets_the_equipped_creature_untap_to_pump_itself():
    g = _board(("Umbral Mantle",), {"battlefield": ["Umbral Mantle", {"card": "Grizzly Bears", "tapped": True},
                                                   "Wastes", "Wastes", "Wastes"]})
    mantle, bears = find(g, "Umbral Mantle"), find(g, "Grizzly Bears")
    assert not g.chars(bears).abilities
    g.perform(Activate(mantle, 0, targets=(bears,)))
    _settle(g)
    assert g.obj(mantle).attached_to == bears and len(g.chars(bears).abilities) == 1
    g.perform(Activate(bears, 0))
    _settle(g)
    assert _pt(g, bears) == (4, 4) and not g.obj(bears).tapped
    assert all(g.obj(w).tapped for w in find_all(g, "Wastes"))
    play_until(g, lambda g: g.state.turn == 2)
    assert _pt(g, bears) == (2, 2)


def test_702_37_grim_haruspex_can_be_cast_face_down_for_three_and_turned_up_for_its_morph_cost():
    g = _board(("Grim Haruspex",), {"hand": ["Grim Haruspex"], "battlefield": ["Wastes", "Wastes", "Wastes", "Swamp"]})
    g.perform(Cast(find(g, "Grim Haruspex", "hand"), face_down=True))
    _settle(g)
    morph = g.state.battlefield[-1]
    assert g.obj(morph).face_down and _pt(g, morph) == (2, 2) and g.chars(morph).name != "Grim Haruspex"
    g.perform(TurnFaceUp(morph))
    _settle(g)
    assert not g.obj(morph).face_down and g.chars(morph).name == "Grim Haruspex" and _pt(g, morph) == (3, 2)
    assert all(g.obj(land).tapped for land in g.state.battlefield if land != morph)


def test_509_1b_carrion_feeder_cannot_block():
    g = _board(("Carrion Feeder",), {"battlefield": ["Grizzly Bears"]},
               {"battlefield": ["Carrion Feeder", "Savannah Lions"]})
    bears, feeder, lions = find(g, "Grizzly Bears"), find(g, "Carrion Feeder"), find(g, "Savannah Lions")
    pass_until_decision(g, "attackers")
    g.answer(f"{bears}>p1")
    values = {o.value for o in pass_until_decision(g, "blockers").options}
    assert f"{lions}>{bears}" in values and f"{feeder}>{bears}" not in values


@pytest.mark.parametrize("name,ours", [("Banisher Priest", ["Savannah Lions"]), ("Fiend Hunter", [])])
def test_115_1_exilers_find_no_legal_target_among_their_excluded_creatures(name, ours):
    g = _board((name,), {"hand": [name], "battlefield": ["Plains", "Plains", "Plains", *ours]})
    g.perform(Cast(find(g, name, "hand")))
    _settle(g, answer=lambda d: [o.value for o in d.options][:d.min])
    assert find(g, name) and not g.state.zones["exile:0"] and not g.state.zones["exile:1"]
    assert all(find(g, c) for c in ours)


@pytest.mark.parametrize("name,targetable", [("Lightning Greaves", False), ("Swiftfoot Boots", True)])
def test_702_18_shroud_stops_your_own_spell_but_hexproof_does_not(name, targetable):
    g = _board((name,), {"hand": ["Lightning Bolt"], "battlefield": [
        {"card": "Grizzly Bears", "ref": "bears"}, {"card": name, "attached_to": "bears"}, "Mountain"]})
    bears = find(g, "Grizzly Bears")
    bolt = Cast(find(g, "Lightning Bolt", "hand"), targets=(bears,))
    if targetable:
        g.perform(bolt)
        _settle(g)
        assert find(g, "Grizzly Bears", "graveyard")
    else:
        with pytest.raises(IllegalActionError, match="legal target"):
            g.perform(bolt)
        assert find(g, "Lightning Bolt", "hand") and find(g, "Grizzly Bears")


def test_603_10a_falkenrath_noble_triggers_on_its_own_death():
    g = _board(("Falkenrath Noble",), {"hand": ["Murder"], "battlefield": ["Falkenrath Noble", "Swamp", "Swamp", "Swamp"]})
    g.perform(Cast(find(g, "Murder", "hand"), targets=(find(g, "Falkenrath Noble"),)))
    _settle(g, answer=lambda d: ["p1"])
    assert _life(g) == (21, 19)


def test_602_siege_gang_commander_can_sacrifice_only_a_goblin():
    g = _board(("Siege-Gang Commander",), {"battlefield": ["Siege-Gang Commander", "Grizzly Bears", "Mountain", "Mountain"]})
    offered: set = set()

    def answer(d):
        offered.update(o.value for o in d.options)
        return [find(g, "Siege-Gang Commander")]
    g.perform(Activate(find(g, "Siege-Gang Commander"), 0, targets=("p1",)))
    _settle(g, answer=answer)
    assert find(g, "Grizzly Bears") not in offered
    assert find(g, "Grizzly Bears") and find(g, "Siege-Gang Commander", "graveyard") and _life(g) == (20, 18)


def test_111_10a_pitiless_plunderers_treasure_taps_and_sacrifices_for_any_color():
    g = _board(("Pitiless Plunderer",), {"hand": ["Lightning Bolt"], "battlefield": [
        "Pitiless Plunderer", "Grizzly Bears", "Mountain"]})
    g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=(find(g, "Grizzly Bears"),)))
    _settle(g)
    g.perform(Activate(find(g, "Treasure"), 0))
    _settle(g, answer=lambda d: ["G"])
    assert _pool(g) == {"G": 1} and not find_all(g, "Treasure")
