"""Day and night (726) with daybound and nightbound (702.145) on a real transforming
double-faced card, Tavern Ruffian // Tavern Smasher, over several turns of real play."""

from __future__ import annotations

from sandbox.cards.oracle import OracleFace
from sandbox.core import faces
from sandbox.describe import board_text

from ..conftest import find_all
from .copyhelp import advance_to, cast, compiled_cards, find, make, resolve

BOLTS = ["Lightning Bolt"] * 4


def _ruffian_by_day(**kw):
    """Turn 3: You cast Tavern Ruffian; it resolves and it becomes day (702.145d)."""
    game = make(["Mountain"] * 6, ["Tavern Ruffian", "Tavern Ruffian", *BOLTS], library=["Mountain"] * 10, **kw)
    assert game.state.day_night == ""  # 726: a game starts neither day nor night
    cast(game, "Tavern Ruffian")
    resolve(game)
    return game


def test_726_a_daybound_permanent_makes_it_day_and_night_falls_after_a_turn_without_spells():
    game = _ruffian_by_day()
    ruffian = find(game, "Tavern Ruffian")
    assert game.state.day_night == "day"
    assert any(e.rule == "702.145d" for e in game.log)
    assert "it's day" in board_text(game)
    advance_to(game, 4, "upkeep")  # You cast one spell on turn 3: it stays day (502.2)
    assert game.state.day_night == "day" and game.chars(ruffian).name == "Tavern Ruffian"
    advance_to(game, 5, "upkeep")  # the opponent cast nothing on turn 4: night falls, the werewolf transforms
    assert game.state.day_night == "night"
    assert "it's night" in board_text(game)
    assert find(game, "Tavern Smasher") == ruffian  # the same object (712.18)
    c = game.chars(ruffian)
    assert (c.power, c.toughness, c.colors) == (6, 5, frozenset("R"))
    assert [e.rule for e in game.log if e.rule in ("502.2", "702.145c")][-2:] == ["502.2", "702.145c"]


def test_702_145b_at_night_a_daybound_card_enters_transformed_and_two_spells_bring_day():
    game = _ruffian_by_day()
    first = find(game, "Tavern Ruffian")
    advance_to(game, 5, "main1")
    assert game.state.day_night == "night"
    spell = cast(game, "Tavern Ruffian")
    assert game.chars(spell).name == "Tavern Ruffian"  # front face up on the stack
    resolve(game)
    second = max(find_all(game, "Tavern Smasher"))
    assert second != first and game.obj(second).transformed  # it entered with its nightbound face up
    assert not any(e.rule == "702.145c" and second in e.ids for e in game.log)  # not transformed after entering
    assert any(e.rule == "702.145b" for e in game.log)
    cast(game, "Lightning Bolt", "p1")
    resolve(game)
    advance_to(game, 6, "upkeep")  # You cast two spells on turn 5: it becomes day (502.2)
    assert game.state.day_night == "day"
    assert {game.chars(o).name for o in (first, second)} == {"Tavern Ruffian"}
    assert any(e.rule == "702.145f" for e in game.log)


def test_502_2_near_misses_one_spell_keeps_night_and_a_transform_effect_can_t_turn_a_daybound_permanent():
    game = _ruffian_by_day()
    ruffian = find(game, "Tavern Ruffian")
    assert not faces.transform(game, ruffian)  # 702.145b: only its daybound ability transforms it
    assert game.chars(ruffian).name == "Tavern Ruffian" and any(e.rule == "702.145b" for e in game.log)
    advance_to(game, 5, "main1")
    cast(game, "Lightning Bolt", "p1")  # one spell only
    resolve(game)
    advance_to(game, 6, "upkeep")
    assert game.state.day_night == "night" and game.chars(ruffian).name == "Tavern Smasher"
    assert not faces.transform(game, ruffian)  # 702.145e: nor a nightbound one
    assert any(e.rule == "702.145e" for e in game.log)


def test_726_near_miss_no_daybound_permanent_means_neither_day_nor_night():
    game = make(["Mountain"], [*BOLTS], library=["Mountain"] * 10)
    advance_to(game, 5, "upkeep")  # turns without spells: no designation to change (726)
    assert game.state.day_night == "" and "day" not in board_text(game).split("\n")[0]


SAGE = OracleFace("Firmament Sage", "{3}{U}", "Creature — Human Wizard",
                  "If it's neither day nor night, it becomes day as Firmament Sage enters.\n"
                  "Whenever day becomes night or night becomes day, draw a card.", "2", "3")


def test_726_it_becomes_day_as_firmament_sage_enters_and_it_draws_when_day_becomes_night():
    game = make(["Island"] * 4, ["Firmament Sage"], library=["Island"] * 10, extra=compiled_cards(SAGE))
    cast(game, "Firmament Sage")
    resolve(game)
    assert game.state.day_night == "day"  # 614.12: as it entered; not a daybound permanent
    assert any(e.rule == "614.12" and "becomes day" in e.text for e in game.log)
    hand = len(game.state.zone("hand", 0))
    advance_to(game, 4, "upkeep")  # You cast a spell on turn 3: still day
    assert game.state.day_night == "day"
    advance_to(game, 5, "main1")  # the opponent cast none on turn 4: night; the trigger draws, and so does the draw step
    assert game.state.day_night == "night"
    assert len(game.state.zone("hand", 0)) == hand + 2
    assert any(e.rule == "502.2" and "becomes night" in e.text for e in game.log)


def test_726_near_miss_the_first_day_isn_t_day_becoming_night_or_night_becoming_day():
    game = make(["Mountain"] * 6 + ["Firmament Sage"], ["Tavern Ruffian"], library=["Island"] * 10, extra=compiled_cards(SAGE))
    assert game.state.day_night == ""
    cast(game, "Tavern Ruffian")
    resolve(game)
    assert game.state.day_night == "day" and len(game.state.zone("hand", 0)) == 0  # the Sage didn't trigger


def test_614_12_near_miss_a_second_sage_entering_by_day_or_night_changes_nothing():
    game = make(["Island"] * 8, ["Firmament Sage", "Firmament Sage"], library=["Island"] * 10, extra=compiled_cards(SAGE))
    cast(game, "Firmament Sage")
    resolve(game)
    cast(game, "Firmament Sage")
    resolve(game)
    assert game.state.day_night == "day" and len(game.state.zone("hand", 0)) == 0
    assert any(e.rule == "614.12" and "already day" in e.text for e in game.log)
