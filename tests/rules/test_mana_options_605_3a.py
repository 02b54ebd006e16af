"""`expect mana-options` against the real engine (605.3a, 106.4): the combinations listed are
exactly the maximal pools some sequence of real mana-ability activations (and the decisions
they ask) reaches, found by a brute-force search over those actions on small boards."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sandbox import Activate, SandboxError
from sandbox.cards.model import ManaAbility
from sandbox.core import legal
from sandbox.core.game import Game
from sandbox.core.mana.options import mana_options
from sandbox.symbols import TYPES

from ..conftest import board

Vector = tuple[int, ...]

PERMANENTS = ['"Forest"', '"Swamp"', '"Wastes"', '"Reflecting Pool"', '"Squandered Resources"',
              '"Goblin Clearcutter"', '"Azorius Signet"', '"Graven Cairns"',
              '{ card = "Calciform Pools", counters = { storage = 1 } }',
              '{ card = "Calciform Pools", counters = { storage = 2 } }',
              '{ card = "Treasure", token = true }']


def _board(permanents: list[str]) -> Game:
    return board(f"[[player]]\nbattlefield = [{', '.join(permanents)}]\n[[player]]\n")


def _pool(g: Game) -> Vector:
    return tuple(g.state.players[0].pool.count(t) for t in TYPES)


def _steps(g: Game) -> list:
    """The mana abilities player 0 could activate now, or the answers to the decision asked (an
    illegal answer is refused when tried: `explore` skips it)."""
    if g.pending is not None:
        return legal.answers(g)
    return [a for a in legal.legal_actions(g)
            if isinstance(a, Activate) and isinstance(g.activated_abilities(a.obj)[a.ability], ManaAbility)]


def reachable_pools(g: Game) -> set[Vector]:
    """Every pool reached by some sequence of real actions (a state, up to swapping identical
    permanents, is expanded once)."""
    pools: set[Vector] = set()
    seen: set[tuple] = set()

    def explore(g: Game) -> None:
        if g.pending is None:
            # Permanents of one name in one state are interchangeable: the key sorts them.
            key = (_pool(g), tuple(sorted((g.obj(o).card or "", g.obj(o).kind, g.obj(o).tapped, tuple(sorted(g.obj(o).counters.items())))
                                          for o in g.state.battlefield)))
            if key in seen:
                return
            seen.add(key)
            pools.add(_pool(g))
        for step in _steps(g):
            h = g.clone()
            try:
                h.perform(step)
            except SandboxError:
                continue
            explore(h)

    explore(g)
    return pools


def maximal(pools: set[Vector]) -> set[Vector]:
    return {p for p in pools if not any(q != p and all(a >= b for a, b in zip(q, p, strict=True)) for q in pools)}


def listed(g: Game) -> set[Vector]:
    return {tuple(o.get(t, 0) for t in TYPES) for o in mana_options(g, 0)}


def test_605_3a_mana_options_of_the_issue_boards_equal_what_real_actions_reach():
    """Goblin Clearcutter + Forest; Squandered Resources + Swamp; Calciform Pools paying its own
    storage ability with its own {C}; and the Pools sacrificed after its counters were used."""
    for permanents in (['"Goblin Clearcutter"', '"Forest"'], ['"Squandered Resources"', '"Swamp"'],
                       ['{ card = "Calciform Pools", counters = { storage = 2 } }'],
                       ['{ card = "Calciform Pools", counters = { storage = 2 } }', '"Wastes"', '"Squandered Resources"']):
        g = _board(permanents)
        assert listed(g) == maximal(reachable_pools(g)), permanents
    pools = _board(['{ card = "Calciform Pools", counters = { storage = 2 } }'])
    assert sorted(map(sorted, (o.items() for o in mana_options(pools, 0)))) == sorted(
        map(sorted, (o.items() for o in [{"C": 1}, {"W": 2}, {"W": 1, "U": 1}, {"U": 2}])))


HEAVY = '{ card = "Calciform Pools", counters = { storage = 2 } }'
"""The storage land with two counters multiplies the states the search visits by about a hundred:
it is drawn only on boards of one or two permanents."""


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(permanents=st.lists(st.sampled_from(PERMANENTS), min_size=1, max_size=2)
       | st.lists(st.sampled_from([p for p in PERMANENTS if p != HEAVY]), min_size=3, max_size=3))
def test_605_3a_property_mana_options_equal_the_maximal_pools_real_actions_reach(permanents):
    g = _board(permanents)
    assert listed(g) == maximal(reachable_pools(g))
