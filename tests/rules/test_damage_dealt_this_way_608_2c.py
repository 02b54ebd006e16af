""""You gain life equal to the damage dealt this way" (608.2c, 120.3, 615): the damage the
earlier effects of the same spell or ability dealt, after prevention, counted as it resolves.
Rite of Consumption compiled from its Oracle text, and a test spell, on real boards."""

from __future__ import annotations

import pytest

from sandbox import Cast
from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

DRAIN = OracleFace("Test Drain Bolt", "{B}", "Instant",
                   "Test Drain Bolt deals 3 damage to any target. You gain life equal to the damage dealt this way.")
MEND = OracleFace("Mend", "{W}", "Instant", "Prevent the next 2 damage that would be dealt to any target this turn.")
RITE = OracleFace("Rite of Consumption", "{1}{B}", "Sorcery",
                  "As an additional cost to cast this spell, sacrifice a creature.\nRite of Consumption deals damage "
                  "equal to the sacrificed creature's power to target player or planeswalker. You gain life equal to "
                  "the damage dealt this way.")


def _board(**kw):
    return make(extra=compiled_cards(DRAIN, MEND, RITE), **kw)


def test_608_2c_damage_to_a_player_is_gained():
    game = _board(you_hand=["Test Drain Bolt"])
    cast(game, "Test Drain Bolt", "p1")
    resolve(game)
    assert (game.state.players[0].life, game.state.players[1].life) == (23, 17)


def test_120_3_damage_past_a_creatures_toughness_is_still_dealt():
    game = _board(you_hand=["Test Drain Bolt"], opp_bf=["Llanowar Elves"])
    cast(game, "Test Drain Bolt", find(game, "Llanowar Elves"))
    resolve(game)
    assert find(game, "Llanowar Elves", "graveyard") and game.state.players[0].life == 23


def test_615_prevented_damage_isnt_dealt_so_it_isnt_gained():
    game = _board(you_hand=["Mend", "Test Drain Bolt"])
    cast(game, "Mend", "p1")
    resolve(game)
    cast(game, "Test Drain Bolt", "p1")
    resolve(game)
    assert (game.state.players[0].life, game.state.players[1].life) == (21, 19)


def test_608_2c_nothing_dealt_nothing_gained_when_the_target_is_gone():
    game = _board(you_hand=["Test Drain Bolt", "Lightning Bolt"], opp_bf=["Llanowar Elves"])
    elves = find(game, "Llanowar Elves")
    cast(game, "Test Drain Bolt", elves)
    cast(game, "Lightning Bolt", elves)  # resolves first: the drain's only target is gone (608.2b)
    resolve(game)
    assert game.state.players[0].life == 20


def test_608_2c_rite_of_consumption_gains_the_sacrificed_creatures_power():
    game = _board(you_bf=["Swamp", "Swamp", "Hill Giant"], you_hand=["Rite of Consumption"])
    game.perform(Cast(find(game, "Rite of Consumption", "hand"), None, ("p1",)))  # the Giant is the only creature
    resolve(game)
    assert find(game, "Hill Giant", "graveyard")
    assert (game.state.players[0].life, game.state.players[1].life) == (23, 17)


@pytest.mark.parametrize("text", [
    "You gain life equal to the damage dealt this way.",  # nothing dealt before it
    "Each opponent loses 2 life. You gain life equal to the damage dealt this way.",  # lost, not dealt
    "You gain life equal to the damage dealt this way. Test Drain Bolt deals 2 damage to any target.",  # after
    "Test Drain Bolt deals 2 damage to any target. You gain life equal to the damage dealt this turn.",  # a turn's
])
def test_608_2c_near_misses_are_refused(text):
    assert compile_text(text, type_line="Instant", name="Test Drain Bolt").table is None, text
