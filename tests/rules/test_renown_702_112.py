"""Renown N (702.112a): "When this creature deals combat damage to a player, if it isn't
renowned, put N +1/+1 counters on it and it becomes renowned." Renowned is a designation it keeps
until it leaves the battlefield (702.112b); the "if" is an intervening one (603.4): a renowned
creature's ability doesn't trigger. Topan Freeblade compiled from its Oracle text, attacking over
two turns on a real board."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.cards.parse import parse_ability
from sandbox.errors import InvalidActionError
from sandbox.script.session import Session

from .copyhelp import compiled_cards, find, make

FREEBLADE = OracleFace("Topan Freeblade", "{1}{W}", "Creature — Human Soldier",
                       "Vigilance (Attacking doesn't cause this creature to tap.)\nRenown 1 (When this creature deals "
                       "combat damage to a player, if it isn't renowned, put a +1/+1 counter on it and it becomes "
                       "renowned.)", "2", "2")
CARDS = compiled_cards(FREEBLADE)


def _attack(session: Session) -> None:
    for c in ("next declare_attackers", "attack Topan Freeblade", "next combat_damage"):
        assert session.run(c).ok, c


def test_702_112a_the_first_combat_damage_to_a_player_makes_it_renowned_once():
    game = make(["Topan Freeblade"], extra=CARDS)
    blade = find(game, "Topan Freeblade")
    session = Session(game)
    _attack(session)
    assert session.run("resolve").ok
    assert game.state.players[1].life == 18
    assert game.obj(blade).counters.get("+1/+1") == 1 and game.obj(blade).chosen.get("renowned")
    for c in ("next turn", "next turn"):
        assert session.run(c).ok, c
    _attack(session)
    assert game.state.players[1].life == 15 and not game.state.stack  # renowned: no trigger (603.4)
    assert game.obj(blade).counters.get("+1/+1") == 1


def test_702_112a_near_miss_blocked_it_deals_no_damage_to_a_player():
    game = make(["Topan Freeblade"], opp_bf=["Hill Giant"], extra=CARDS)
    blade = find(game, "Topan Freeblade")
    session = Session(game)
    for c in ("next declare_attackers", "attack Topan Freeblade", "next declare_blockers",
              "block Hill Giant blocks Topan Freeblade", "next combat_damage"):
        assert session.run(c).ok, c
    assert game.state.players[1].life == 20 and not game.state.stack
    assert blade not in game.state.battlefield  # the Giant killed it: no counter, no renown


def test_702_112_near_miss_renown_needs_a_number():
    for text in ("Renown", "Renown X"):
        with pytest.raises(InvalidActionError):
            parse_ability(text)
