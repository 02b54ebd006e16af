""""Attacks each combat if able" (508.1d): a requirement on the declaration of attackers. A
creature that can attack must; one that can't (tapped, summoning sick) needn't."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError
from sandbox.script.session import Session

from .copyhelp import compiled_cards, find, make


def _berserker() -> str:
    return compiled_cards(OracleFace("Berserker", "{R}", "Creature — Human Berserker",
                                     "This creature attacks each combat if able.", "2", "1"))


def _to_attackers(you_bf):
    game = make(you_bf=you_bf, extra=_berserker())
    assert Session(game).run("next declare_attackers").ok
    assert game.pending is not None and game.pending.kind == "attackers"
    return game


def test_508_1d_a_creature_that_attacks_each_combat_if_able_must_be_declared():
    game = _to_attackers(["Berserker", "Grizzly Bears"])
    before = game.state.version
    with pytest.raises(IllegalActionError, match=r"attacks each combat if able \(508\.1d\)"):
        game.answer([])
    assert game.state.version == before and game.pending is not None
    with pytest.raises(IllegalActionError, match="508.1d"):
        game.answer([f"{find(game, 'Grizzly Bears')}>p1"])
    game.answer([f"{find(game, 'Berserker')}>p1"])
    assert game.obj(find(game, "Berserker")).attacking == "p1"
    assert game.obj(find(game, "Grizzly Bears")).attacking is None


def test_508_1d_a_tapped_creature_can_t_attack_so_the_requirement_asks_nothing():
    game = make(you_bf=['{ card = "Berserker", tapped = true }', "Grizzly Bears"], extra=_berserker())
    assert game.obj(find(game, "Berserker")).tapped
    assert Session(game).run("next declare_attackers").ok
    game.answer([])  # the tapped Berserker can't attack (508.1a): skipping combat is legal
    assert all(game.obj(o).attacking is None for o in game.state.battlefield)
