"""Saga chapter lines read from Oracle text (714.2): "I —", "I, II —", numbered in order from I,
each once, only on a Saga; the Saga is sacrificed after its last chapter has left the stack
(714.4). Chapters out of order, repeated, skipped, an unknown numeral, a chapter line on a face
that isn't a Saga and a Saga with no chapter are refused, not read in some order."""

from __future__ import annotations

import pytest

from sandbox import Edit
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card

from .copyhelp import compiled_cards, find, make, resolve

REMINDER = "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\n"
ELDEST = OracleFace("The Eldest Reborn", "{4}{B}", "Enchantment — Saga",
                    REMINDER + "I — Each opponent sacrifices a creature or planeswalker.\nII — Each opponent discards a card.\n"
                    "III — Put target creature or planeswalker card from a graveyard onto the battlefield under your control.")


def _compile(text: str, type_line: str = "Enchantment — Saga"):
    face = OracleFace("Test Saga", "{2}", type_line, text)
    return compile_card(OracleCard(face.name, (face,)))


def test_714_2_the_eldest_reborn_compiles_to_three_chapters_in_order():
    table = compile_card(OracleCard(ELDEST.name, (ELDEST,))).table
    assert table is not None
    assert [a["chapter"]["chapters"] for a in table["abilities"]] == [[1], [2], [3]]


def test_714_2_the_eldest_reborn_compiled_chapter_one_on_a_board_and_chapter_three_then_sacrificed():
    game = make(['{ card = "The Eldest Reborn", counters = {} }'], opp_bf=["Grizzly Bears"],
                opp_gy=["Hill Giant"], extra=compiled_cards(ELDEST))
    saga = find(game, "The Eldest Reborn")
    game.perform(Edit("counters", {"obj": saga, "n": 1, "kind": "lore"}))
    resolve(game)
    assert find(game, "Grizzly Bears", "graveyard") and not [o for o in game.state.battlefield
                                                               if game.chars(o).name == "Grizzly Bears"]
    game.perform(Edit("counters", {"obj": saga, "n": 2, "kind": "lore"}))  # II and III at once (714.2c)
    giant_card = find(game, "Hill Giant", "graveyard")
    for _ in range(20):
        if game.pending is not None and game.pending.ordered:
            game.answer(*[o.value for o in game.pending.options])  # any order
        elif game.pending is not None:
            game.answer(giant_card if giant_card in [o.value for o in game.pending.options] else game.pending.options[0].value)
        elif game.state.stack:
            resolve(game)
        else:
            break
    giant = find(game, "Hill Giant")
    assert game.controller(giant) == 0
    assert saga not in game.state.battlefield and find(game, "The Eldest Reborn", "graveyard")  # 714.4


@pytest.mark.parametrize("text, why", [
    ("II — Draw a card.\nI — Draw a card.\nIII — Draw a card.", "chapter II first"),
    ("I — Draw a card.\nI — Draw a card.\nII — Draw a card.", "chapter I after chapter I"),
    ("I, II — Draw a card.\nII — Draw a card.\nIII — Draw a card.", "chapter II after chapter II"),
    ("II, I — Draw a card.\nIII — Draw a card.", "chapter II, I first"),
    ("I — Draw a card.\nIII — Draw a card.", "chapter III after chapter I"),
    ("I — Draw a card.\nII — Draw a card.\nIIII — Draw a card.", "chapter 'IIII': expected a chapter numeral from I to X (714.2a)"),
])
def test_714_2_chapters_out_of_order_repeated_or_skipped_are_refused(text, why):
    result = _compile(REMINDER + text)
    assert result.table is None
    assert any(why in r and ("714.2" in r or "not understood" in r) for r in result.refused), result.refused


@pytest.mark.parametrize("type_line", ["Enchantment", "Creature — Elf", "Enchantment — Class"])
def test_714_2_a_chapter_line_on_a_face_that_isnt_a_saga_is_refused(type_line):
    face = OracleFace("Test Face", "{2}", type_line, "I — Draw a card.\nII — Draw a card.",
                      *(("1", "1") if "Creature" in type_line else (None, None)))
    result = compile_card(OracleCard(face.name, (face,)))
    assert result.table is None and "isn't a Saga" in result.refused[0]


def test_714_2_a_saga_with_no_chapter_is_refused():
    result = _compile("Whenever you draw a card, you gain 1 life.")
    assert result.table is None and "no chapter abilities" in result.refused[0]


def test_714_2_near_miss_a_saga_with_a_static_line_beside_its_chapters_still_compiles():
    result = _compile(REMINDER + "I — Draw a card.\nII, III — You gain 2 life.\nWhenever you draw a card, you gain 1 life.")
    assert result.table is not None
    assert [a["chapter"]["chapters"] for a in result.table["abilities"] if "chapter" in a] == [[1], [2, 3]]


def test_716_a_class_level_section_with_a_static_is_refused_naming_the_rule():
    """Class levels are read (test_class_levels_716); Druid Class's level 2 grants a static
    ability, which the engine doesn't apply from a level section: refused, naming 716."""
    face = OracleFace("Druid Class", "{1}{G}", "Enchantment — Class",
                      "(Gain the next level as a sorcery to add its ability.)\nWhenever a land enters under your control, "
                      "you gain 1 life.\n{2}{G}: Level 2\nYou may play an additional land on each of your turns.")
    result = compile_card(OracleCard(face.name, (face,)), partial=True)
    assert any("Class level section" in r and "716" in r and "Level 2" in r for r in result.refused), result.refused
    full = compile_card(OracleCard(face.name, (face,)))
    assert full.table is None  # a Class's level-2 line is never read as always on
