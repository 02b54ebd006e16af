"""Vanishing N (702.63a): "This permanent enters with N time counters on it", "At the beginning of
your upkeep, if there is a time counter on this permanent, remove a time counter from it", and
"When the last time counter is removed from this permanent, sacrifice it." Waning Wurm compiled
from its Oracle text, cast and played through real upkeeps."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.cards.parse import parse_ability
from sandbox.errors import InvalidActionError

from ..oracle.helpers import compile_text
from .copyhelp import advance_to, cast, compiled_cards, find, make, resolve

WURM = OracleFace("Waning Wurm", "{3}{B}", "Creature — Zombie Wurm",
                  "Vanishing 2 (This creature enters the battlefield with two time counters on it. At the beginning of "
                  "your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)", "7", "6")
CARDS = compiled_cards(WURM)


def _time(game) -> int | None:
    wurms = [o for o in game.state.battlefield if game.chars(o).name == "Waning Wurm"]
    return game.obj(wurms[0]).counters.get("time", 0) if wurms else None


def test_702_63a_enters_with_time_counters_loses_one_each_upkeep_then_is_sacrificed():
    game = make(you_hand=["Waning Wurm"], extra=CARDS)
    cast(game, "Waning Wurm")
    resolve(game)
    assert _time(game) == 2
    advance_to(game, 4, "upkeep")  # the opponent's upkeep: nothing
    assert _time(game) == 2 and not game.state.stack
    advance_to(game, 5, "upkeep")
    assert [game.chars(s).name for s in game.state.stack] == ["Waning Wurm"]
    resolve(game)
    assert _time(game) == 1
    advance_to(game, 7, "upkeep")
    resolve(game)  # the last counter removed: the sacrifice trigger, then it resolves
    assert _time(game) is None
    assert find(game, "Waning Wurm", "graveyard", player=0)
    assert any(e.rule == "702.63a" and "last time counter" in e.text for e in game.log)


def test_702_63a_without_a_time_counter_the_upkeep_ability_doesnt_trigger():
    game = make(you_bf=['{ card = "Waning Wurm", counters = { time = 0 } }'], extra=CARDS, step="end")
    advance_to(game, 5, "upkeep")
    assert not game.state.stack and _time(game) == 0  # 603.4: the intervening "if"; no sacrifice either


@pytest.mark.parametrize("text", ["Vanishing", "Vanishing X", "Vanishing—{2}"])
def test_702_63a_near_misses_are_refused(text):
    assert compile_text(text).table is None, text
    with pytest.raises(InvalidActionError):
        parse_ability(text)
