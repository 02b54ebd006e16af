""""<player> gains/loses N life for each <filter>" (119.3, 119.9): N times the count as the
effect resolves, one life-gain event. Real cards compiled from their Oracle text, on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

OATH = OracleFace("Peach Garden Oath", "{W}", "Sorcery", "You gain 2 life for each creature you control.")
CONGREGATE = OracleFace("Congregate", "{3}{W}", "Instant", "Target player gains 2 life for each creature on the battlefield.")
FATE = OracleFace("Gruesome Fate", "{2}{B}", "Sorcery", "Each opponent loses 1 life for each creature you control.")


def _life(game) -> tuple[int, int]:
    return game.state.players[0].life, game.state.players[1].life


def test_119_3_peach_garden_oath_counts_only_your_creatures_twice():
    game = make(you_bf=["Grizzly Bears", "Llanowar Elves", "Forest"], opp_bf=["Grizzly Bears"], you_hand=["Peach Garden Oath"],
                pool="{W}", extra=compiled_cards(OATH))
    cast(game, "Peach Garden Oath")
    resolve(game)
    assert _life(game) == (24, 20)


def test_119_9_one_life_gain_event_for_the_whole_amount():
    game = make(you_bf=["Grizzly Bears", "Ajani's Pridemate"], you_hand=["Peach Garden Oath"], pool="{W}",
                extra=compiled_cards(OATH))
    cast(game, "Peach Garden Oath")
    resolve(game)
    assert game.state.players[0].life == 24
    assert game.obj(find(game, "Ajani's Pridemate")).counters.get("+1/+1", 0) == 1  # triggered once


def test_119_3_congregate_counts_every_creature_for_the_target_player():
    game = make(you_bf=["Grizzly Bears"], opp_bf=["Grizzly Bears", "Llanowar Elves"], you_hand=["Congregate"],
                pool="{W}{W}{W}{W}", extra=compiled_cards(CONGREGATE))
    cast(game, "Congregate", "p1")
    resolve(game)
    assert _life(game) == (20, 26)


def test_119_3_gruesome_fate_each_opponent_loses_for_your_creatures():
    game = make(you_bf=["Grizzly Bears", "Llanowar Elves"], opp_bf=["Grizzly Bears"], you_hand=["Gruesome Fate"],
                pool="{B}{B}{B}", extra=compiled_cards(FATE))
    cast(game, "Gruesome Fate")
    resolve(game)
    assert _life(game) == (20, 18)


@pytest.mark.parametrize("text", [
    "Each player loses 1 life for each creature they control.",
    "You gain X life for each creature you control.",
    "You gain 0 life for each creature you control.",
    "You gain 2 life for each card in an opponent's hand.",
    "You gain 4 life for each creature tapped this way.",
    "You gain 3 life for each black creature target opponent controls.",
    "You gain 2 life for each creature that died this turn.",
])
def test_119_3_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text
