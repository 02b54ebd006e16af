"""Ascend (702.131) and the city's blessing. On a permanent (702.131b): any time its controller
controls ten or more permanents they get the city's blessing; on an instant or sorcery
(702.131a): as it resolves, first. The blessing is kept for the rest of the game (702.131c) and
is what "as long as / if you have the city's blessing" ask for. Spire Winder and Secrets of the
Golden City compiled from their Oracle text, on real boards."""

from __future__ import annotations

import pytest

from sandbox import PlayLand
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.formats.save import save_text

from ..conftest import board
from .copyhelp import cast, compiled_cards, find, make, resolve

REMINDER = "Ascend (If you control ten or more permanents, you get the city's blessing for the rest of the game.)"
WINDER = OracleFace("Spire Winder", "{3}{U}", "Creature — Snake",
                    f"Flying\n{REMINDER}\nSpire Winder gets +1/+1 as long as you have the city's blessing.", "2", "3")
SECRETS = OracleFace("Secrets of the Golden City", "{1}{U}{U}", "Sorcery",
                     f"{REMINDER}\nDraw two cards. If you have the city's blessing, draw three cards instead.")
CARDS = compiled_cards(WINDER, SECRETS)


def _pt(game, name: str = "Spire Winder", player: int | None = None) -> tuple:
    c = game.chars(find(game, name, player=player))
    return c.power, c.toughness


def test_702_131b_the_tenth_permanent_blesses_at_once():
    game = make(["Spire Winder", "Grizzly Bears"] + ["Island"] * 7, ["Island"], extra=CARDS)
    assert len(game.state.battlefield) == 9 and not game.state.players[0].city_blessing and _pt(game) == (2, 3)
    game.perform(PlayLand(find(game, "Island", "hand")))
    assert game.state.players[0].city_blessing and _pt(game) == (3, 4)
    assert any(e.rule == "702.131b" for e in game.log)


def test_702_131c_kept_for_the_rest_of_the_game():
    game = make(["Spire Winder", "Grizzly Bears"] + ["Island"] * 7 + ["Mountain"], ["Lightning Bolt"], extra=CARDS)
    assert game.state.players[0].city_blessing
    cast(game, "Lightning Bolt", find(game, "Grizzly Bears"))
    resolve(game)
    assert len(game.state.battlefield) == 9 and game.state.players[0].city_blessing and _pt(game) == (3, 4)


def test_702_131b_near_miss_ten_permanents_without_ascend():
    game = make(["Grizzly Bears"] + ["Island"] * 8, ["Island"], opp_bf=["Spire Winder"], extra=CARDS)
    game.perform(PlayLand(find(game, "Island", "hand")))
    assert len(game.state.zone("battlefield")) == 11
    assert not game.state.players[0].city_blessing and not game.state.players[1].city_blessing  # theirs: one permanent
    assert _pt(game, player=1) == (2, 3)


def test_702_131b_near_miss_nine_permanents():
    game = make(["Spire Winder"] + ["Island"] * 8, extra=CARDS)
    assert not game.state.players[0].city_blessing and _pt(game) == (2, 3)


@pytest.mark.parametrize("others, drawn, blessed", [(8, 3, True), (7, 2, False)])
def test_702_131a_a_spell_ascends_first_as_it_resolves(others, drawn, blessed):
    """Ten permanents (the Bears and nine lands): blessed as it resolves, so three cards."""
    game = make(["Grizzly Bears", "Island", "Island", "Island"] + ["Plains"] * (others - 2), ["Secrets of the Golden City"],
                pool="", extra=CARDS, library=["Island"] * 10)
    assert len(game.state.battlefield) == others + 2
    assert not game.state.players[0].city_blessing
    cast(game, "Secrets of the Golden City")
    resolve(game)
    assert len(game.state.zone("hand", 0)) == drawn and game.state.players[0].city_blessing is blessed
    assert any(e.rule == "702.131a" for e in game.log) is blessed


def test_702_131c_a_saved_board_keeps_the_blessing():
    game = make(["Spire Winder"] + ["Island"] * 9, extra=CARDS)
    assert game.state.players[0].city_blessing
    text = save_text(game)
    assert "city_blessing = true" in text
    again = board(text)
    assert again.state.players[0].city_blessing and not again.state.players[1].city_blessing


def test_702_131c_a_board_may_say_a_player_has_it():
    game = board(CARDS + '''
[game]
turn = 3
active = "you"
step = "main1"

[[player]]
name = "You"
city_blessing = true
battlefield = ["Spire Winder"]

[[player]]
name = "Opponent"
''')
    assert game.state.players[0].city_blessing and _pt(game) == (3, 4)


@pytest.mark.parametrize("text, type_line", [
    ("Ascend 2", "Creature — Snake"),
    ("Draw two cards.\n" + REMINDER, "Sorcery"),  # ascend after the effects: not the first thing it does
    ("Spire Winder gets +1/+1 as long as you had the city's blessing.", "Creature — Snake"),
])
def test_702_131_near_misses_refused(text, type_line):
    face = OracleFace("Spire Winder", "{3}{U}", type_line, text, *(("2", "3") if "Creature" in type_line else ()))
    assert compile_card(OracleCard("Spire Winder", (face,))).table is None
