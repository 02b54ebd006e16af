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


@pytest.mark.parametrize("name,count,subtype,color,keyword", [
    ("Raise the Alarm", 2, "Soldier", "W", None),
    ("Dragon Fodder", 2, "Goblin", "R", None),
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


@pytest.mark.parametrize("name,pt,keywords", [
    ("Craw Wurm", (6, 4), ()),
])
def test_702_creatures_have_their_printed_stats_and_keywords(name, pt, keywords):
    g = _board((name,), {"battlefield": [name]})
    creature = find(g, name)
    assert _pt(g, creature) == pt
    assert all(g.chars(creature).has_keyword(k) for k in keywords)
    assert not any(g.chars(creature).has_keyword(k) for k in {"flying", "vigilance", "deathtouch", "lifelink"} - set(keywords))


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
