"""Ninjutsu (702.49) and Sakashima's Student, a clone whose exception adds a type (707.9b):
after blockers are declared, return an unblocked attacker to hand; the card enters tapped and
attacking the same player, as a copy that's also a Ninja, and deals combat damage."""

from __future__ import annotations

import pytest

from sandbox import Ninjutsu
from sandbox.errors import IllegalActionError
from sandbox.script.session import Session

from .copyhelp import find, make, resolve

BOARD = dict(you_bf=["Island", "Island", "Grizzly Bears", "Siege Rhino"], you_hand=["Sakashima's Student"], pool="")


def _run(game, *commands):
    session = Session(game)
    for c in commands:
        r = session.run(c)
        assert r.ok, f"{c}: {r.message}"


def _to_blockers(game, *attackers):
    _run(game, "next declare_attackers", "attack " + ", ".join(attackers), "next declare_blockers")


def test_702_49a_ninjutsu_returns_an_unblocked_attacker_and_the_copy_enters_tapped_and_attacking():
    game = make(**BOARD, step="main1")
    _to_blockers(game, "Grizzly Bears")
    bears = find(game, "Grizzly Bears")
    student = find(game, "Sakashima's Student", "hand")
    assert Ninjutsu(student, bears) in game.legal_actions()
    game.perform(Ninjutsu(student, bears))
    assert find(game, "Grizzly Bears", "hand")
    resolve(game, find(game, "Siege Rhino"))  # it enters as a copy of Siege Rhino
    rhinos = [o for o in game.state.battlefield if game.chars(o).name == "Siege Rhino"]
    copy = next(o for o in rhinos if game.obj(o).card == "Sakashima's Student")
    c = game.chars(copy)
    assert "Ninja" in c.subtypes and "Rhino" in c.subtypes  # 707.9b: a Ninja in addition
    assert game.obj(copy).tapped and game.obj(copy).attacking == "p1"
    life = game.state.players[1].life  # Siege Rhino's enters trigger drained 3 when it entered
    _run(game, "next combat_damage")
    assert game.state.players[1].life == life - 4


def test_702_49a_near_miss_no_ninjutsu_before_blockers_are_declared():
    game = make(**BOARD, step="main1")
    _run(game, "next declare_attackers", "attack Grizzly Bears")
    student = find(game, "Sakashima's Student", "hand")
    bears = find(game, "Grizzly Bears")
    assert Ninjutsu(student, bears) not in game.legal_actions()
    with pytest.raises(IllegalActionError, match="unblocked attacking creature"):
        game.perform(Ninjutsu(student, bears))
    assert find(game, "Sakashima's Student", "hand") == student


def test_702_49a_near_miss_a_blocked_attacker_can_t_be_returned():
    game = make(**BOARD, opp_bf=["Grizzly Bears"], step="main1")
    _run(game, "next declare_attackers", "attack Grizzly Bears", "next declare_blockers")
    mine = find(game, "Grizzly Bears", player=0)
    theirs = find(game, "Grizzly Bears", player=1)
    _run(game, f"block #{theirs} blocks #{mine}")
    student = find(game, "Sakashima's Student", "hand")
    assert Ninjutsu(student, mine) not in game.legal_actions()
