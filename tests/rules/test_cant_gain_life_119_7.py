"""119.7: "Players can't gain life." (a static) and "Players can't gain life this turn." (Skullcrack):
an effect that would make such a player gain life does nothing, and no life
gain event happens (119.9: "whenever you gain life" doesn't trigger). Compiled from Oracle text on
real boards; the one-shot ends with the turn; near-misses stay refused."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import advance_to, cast, compiled_cards, find, make, resolve

NO_GAIN = OracleFace("Life Tester", "{2}{R}", "Enchantment", "Players can't gain life.", None, None)
SKULLCRACK = OracleFace("Skullcrack", "{1}{R}", "Instant",
                        "Players can't gain life this turn. Damage can't be prevented this turn. "
                        "Skullcrack deals 3 damage to target player or planeswalker.", None, None)
REVITALIZE = OracleFace("Revitalize", "{1}{W}", "Instant", "You gain 3 life.\nDraw a card.", None, None)
PRIDEMATE = OracleFace("Ajani's Pridemate", "{1}{W}", "Creature — Cat Soldier",
                       "Whenever you gain life, put a +1/+1 counter on Ajani's Pridemate.", "2", "2")
CARDS = compiled_cards(NO_GAIN, SKULLCRACK, REVITALIZE, PRIDEMATE)


@pytest.mark.parametrize("static", [True, False])
def test_119_7_players_cant_gain_life_and_nothing_triggers(static):
    game = make(["Ajani's Pridemate", *(["Life Tester"] if static else [])], ["Revitalize", "Revitalize"],
                opp_bf=["Life Tester"] if static else [], extra=CARDS)
    cast(game, "Revitalize")
    resolve(game)
    me = game.state.players[0]
    assert me.life == (20 if static else 23)
    assert len(game.state.zone("hand", 0)) == 2  # the rest of the spell still happens: it drew
    assert game.obj(find(game, "Ajani's Pridemate")).counters.get("+1/+1", 0) == (0 if static else 1)


def test_119_7_skullcrack_for_this_turn_only():
    game = make(["Ajani's Pridemate", "Plains", "Plains"], ["Skullcrack", "Revitalize", "Revitalize"], extra=CARDS)
    cast(game, "Skullcrack", "p1")
    resolve(game)
    assert game.state.players[1].life == 17
    cast(game, "Revitalize")
    resolve(game)
    assert game.state.players[0].life == 20
    assert game.obj(find(game, "Ajani's Pridemate")).counters.get("+1/+1", 0) == 0
    advance_to(game, 4, "upkeep")  # the opponent's turn: it ended with the turn
    cast(game, "Revitalize")
    resolve(game)
    assert game.state.players[0].life == 23


@pytest.mark.parametrize("text", [
    "Players can't gain life this turn unless they pay {2}.",
    "Target player can't gain life this turn.",             # a target: another sentence
    "Players can't gain life for the rest of the game.",
    "Your opponents can't gain life.",                      # not read yet as a static
    "Players can't gain more than 1 life this turn.",
    "Players can't lose life this turn.",
])
def test_119_7_near_misses_are_refused(text):
    assert compile_text(text, type_line="Instant" if "turn" in text else "Enchantment").table is None, text
