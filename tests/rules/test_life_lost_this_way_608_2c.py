""""You gain life equal to the life lost this way" (608.2c, 119.3): the life the players lost to
the earlier effects of the same spell or ability, counted as it resolves. Siege Rhino compiled
from its Oracle text, and an X spell, on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, make, resolve

DRAIN = OracleFace("Test Drain", "{X}{B}", "Sorcery",
                   "Each opponent loses X life. You gain life equal to the life lost this way.")


def test_608_2c_siege_rhino_gains_the_life_its_trigger_made_each_opponent_lose():
    game = make(["Plains", "Swamp", "Forest", "Forest"], ["Siege Rhino"])
    cast(game, "Siege Rhino")
    resolve(game)  # the creature spell; its enters trigger goes on the stack
    resolve(game)
    assert (game.state.players[0].life, game.state.players[1].life) == (23, 17)


@pytest.mark.parametrize("x, lost", [(0, 0), (3, 3)])
def test_608_2c_the_amount_is_what_was_lost_not_a_printed_number(x, lost):
    game = make(you_hand=["Test Drain"], pool="{B}" * (x + 1), extra=compiled_cards(DRAIN))
    cast(game, "Test Drain", x=x)
    resolve(game)
    assert (game.state.players[0].life, game.state.players[1].life) == (20 + lost, 20 - lost)


@pytest.mark.parametrize("text", [
    "You gain life equal to the life lost this way.",  # nothing lost before it
    "You gain 2 life. Each opponent loses life equal to the life lost this way.",  # gained, not lost
    "You gain life equal to the life lost this way. Each opponent loses 2 life.",  # the loss comes after
    "Each opponent loses 2 life. You gain life equal to the damage dealt this way.",  # no damage dealt before it
])
def test_608_2c_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text
