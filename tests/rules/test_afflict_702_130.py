"""Afflict N (702.130a): "Whenever this creature becomes blocked, defending player loses N life."
Khenra Eternal compiled from its Oracle text, attacking on a real board through the real
declare-blockers step."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.cards.parse import parse_ability
from sandbox.errors import InvalidActionError
from sandbox.script.session import Session

from .copyhelp import compiled_cards, make

KHENRA = OracleFace("Khenra Eternal", "{1}{B}", "Creature — Zombie Jackal Warrior",
                    "Afflict 1 (Whenever this creature becomes blocked, defending player loses 1 life.)", "2", "2")
CARDS = compiled_cards(KHENRA)


def _combat(block: bool):
    game = make(["Khenra Eternal"], opp_bf=["Hill Giant"], extra=CARDS)
    session = Session(game)
    cmds = ["next declare_attackers", "attack Khenra Eternal", "next declare_blockers"]
    cmds += ["block Hill Giant blocks Khenra Eternal"] if block else ["block none"]
    for c in cmds:
        assert session.run(c).ok, c
    return game, session


def test_702_130a_blocked_the_defending_player_loses_1_life():
    game, session = _combat(True)
    assert [game.chars(s).name for s in game.state.stack] == ["Khenra Eternal"]
    assert session.run("resolve").ok
    assert game.state.players[1].life == 19 and game.state.players[0].life == 20


def test_702_130a_near_miss_unblocked_nothing_triggers():
    game, _ = _combat(False)
    assert not game.state.stack and game.state.players[1].life == 20


def test_702_130a_near_miss_afflict_needs_a_number():
    for text in ("Afflict", "Afflict X"):
        with pytest.raises(InvalidActionError):
            parse_ability(text)
