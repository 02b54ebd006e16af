"""Steel Hellkite, compiled from its Oracle text: "{X}: Destroy each nonland permanent with mana
value X whose controller was dealt combat damage by Steel Hellkite this turn. Activate only once
each turn." The filter reads who the Hellkite dealt combat damage to this turn (510.2), X is the
ability's own (107.3a), and the ability is activated at most once each turn (602.5b)."""

from __future__ import annotations

import pytest

from sandbox import Activate
from sandbox.errors import IllegalActionError
from sandbox.script.session import Session

from ..conftest import find_all
from .copyhelp import find, make, resolve

OPPONENT = ["Grizzly Bears", "Centaur Courser", "Sol Ring", "Forest"]


def _after_combat(attack: bool = True):
    """Your Steel Hellkite attacks (or doesn't); the game is in the second main phase."""
    game = make(["Steel Hellkite", "Grizzly Bears"] + ["Wastes"] * 6, opp_bf=OPPONENT, pool="")
    session = Session(game)
    if attack:
        for c in ("next declare_attackers", "attack Steel Hellkite", "next declare_blockers"):
            assert session.run(c).ok, c
        if game.pending is not None:
            assert session.run("choose none").ok
    assert session.run("next main2").ok
    return game


def _destroy(game, x: int) -> None:
    hellkite = find(game, "Steel Hellkite")
    game.perform(Activate(hellkite, 1, x=x))
    resolve(game)


def test_510_2_steel_hellkite_destroys_each_nonland_permanent_of_mana_value_x_of_the_player_it_hit():
    game = _after_combat()
    assert game.state.players[1].life == 15
    _destroy(game, 2)
    assert [game.controller(o) for o in find_all(game, "Grizzly Bears")] == [0]  # yours stays: you weren't hit
    assert find(game, "Centaur Courser", player=1) and find(game, "Sol Ring", player=1)  # mana value 3, 1
    assert find(game, "Grizzly Bears", "graveyard", player=1)


def test_602_5b_steel_hellkite_s_ability_is_activated_only_once_each_turn():
    game = _after_combat()
    _destroy(game, 1)
    assert find(game, "Sol Ring", "graveyard", player=1)
    with pytest.raises(IllegalActionError, match="602.5b"):
        game.perform(Activate(find(game, "Steel Hellkite"), 1, x=3))
    assert find(game, "Centaur Courser", player=1)


def test_510_2_near_miss_without_combat_damage_this_turn_nothing_is_destroyed():
    game = _after_combat(attack=False)
    _destroy(game, 2)
    assert find(game, "Grizzly Bears", player=1) and find(game, "Grizzly Bears", player=0)


def test_510_2_near_miss_the_damage_of_an_earlier_turn_doesnt_count():
    game = _after_combat()
    session = Session(game)
    for c in ("next turn", "next turn", "next main1"):  # the opponent's turn, then yours
        assert session.run(c).ok, c
    assert game.state.active == 0 and game.state.step == "main1"
    _destroy(game, 2)
    assert find(game, "Grizzly Bears", player=1)
