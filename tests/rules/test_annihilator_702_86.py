"""Annihilator N (702.86a): whenever the creature attacks, the defending player sacrifices N
permanents of their choice, all at once, or as many as they have (609.3)."""

from __future__ import annotations

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from .copyhelp import compiled_cards, find, make

SPAWN = OracleFace("Test Annihilator", "{6}", "Creature — Eldrazi", "Annihilator 2", "5", "5")


def _attack(game) -> None:
    session = Session(game)
    for c in ("next declare_attackers", "attack Test Annihilator", "resolve"):
        assert session.run(c).ok, c


def test_702_86a_the_defending_player_sacrifices_n_permanents_of_their_choice():
    game = make(you_bf=["Test Annihilator"], opp_bf=["Forest", "Island", "Grizzly Bears"], extra=compiled_cards(SPAWN))
    _attack(game)
    d = game.pending
    assert d is not None and d.player == 1 and (d.min, d.max) == (2, 2)
    game.answer(find(game, "Forest", player=1), find(game, "Island", player=1))
    assert [game.chars(o).name for o in game.state.battlefield if game.controller(o) == 1] == ["Grizzly Bears"]


def test_702_86a_with_fewer_permanents_they_sacrifice_all_they_have():
    game = make(you_bf=["Test Annihilator"], opp_bf=["Forest"], extra=compiled_cards(SPAWN))
    _attack(game)
    if game.pending is not None:
        game.answer(find(game, "Forest", player=1))
    assert not [o for o in game.state.battlefield if game.controller(o) == 1]
