"""Spending mana as though it were mana of any color (609.4b): Mycosynth Lattice's third ability."""

from __future__ import annotations

import pytest

from sandbox import Cast
from sandbox.core.mana.pool import Mana, pay_from_pool
from sandbox.errors import IllegalActionError

from .copyhelp import find, make, resolve


def _bolt_opponent(game):
    bolt = next(o for o in game.state.zone("hand", 0) if game.chars(o).name == "Lightning Bolt")
    game.perform(Cast(bolt, None, ("p1",)))
    resolve(game)


def test_609_4b_lattice_lets_blue_mana_in_pool_pay_red():
    game = make(["Mycosynth Lattice"], ["Lightning Bolt"], pool="{U}")
    _bolt_opponent(game)
    assert game.state.players[1].life == 17
    assert not game.state.players[0].pool


def test_609_4b_without_lattice_blue_mana_cant_pay_red():
    game = make([], ["Lightning Bolt"], pool="{U}")
    with pytest.raises(IllegalActionError):
        _bolt_opponent(game)
    assert game.state.players[1].life == 20


def test_609_4b_lattice_island_is_tapped_for_red_spell_and_cast_is_offered():
    game = make(["Mycosynth Lattice", "Island"], ["Lightning Bolt"], pool="")
    island = find(game, "Island")
    bolt = next(o for o in game.state.zone("hand", 0) if game.chars(o).name == "Lightning Bolt")
    assert any(isinstance(a, Cast) and a.card == bolt for a in game.legal_actions())
    _bolt_opponent(game)
    assert game.obj(island).tapped and game.state.players[1].life == 17


def test_609_4b_lattice_colorless_pays_colored_but_colored_never_pays_colorless_symbol():
    game = make(["Mycosynth Lattice", "Wastes"], ["Lightning Bolt"], pool="")
    _bolt_opponent(game)
    assert game.state.players[1].life == 17
    assert pay_from_pool([Mana("U")], ("C",), any_color=True) is None
    assert pay_from_pool([Mana("U")], ("R/G",), any_color=True) is not None
    assert pay_from_pool([Mana("U")], ("R/G",)) is None
