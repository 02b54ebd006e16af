"""Every maximal combination of mana a player could make now (106.4, 605.3a), as XMage's
"available mana": what the pool holds plus what the untapped sources could add, each source
used at most once, filters paying their own mana cost from the rest. What sacrificing or
exiling another permanent would add (Squandered Resources, Food Chain) is not listed.

The sources and their outputs are the payment planner's (``solver.source_units``: the same
abilities, choices, replacement orders and triggered mana), so what this lists is what a
payment plan can draw on. A combination is kept only if no other one holds at least as much
of every type (its "maximal" ones); dominated partial combinations are dropped as sources are
added, since adding the same sources to more mana never gives less.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from sandbox.core.mana import solver
from sandbox.errors import IllegalActionError
from sandbox.symbols import TYPES

if TYPE_CHECKING:
    from sandbox.core.game import Game

Vector = tuple[int, ...]
"""Mana per type, in W U B R G C order."""

MOST_COMBINATIONS = 20_000
"""More maximal combinations than this are not listed (the board has too many choices)."""


def mana_options(game: Game, player: int) -> list[dict[str, int]]:
    """Every maximal combination of mana ``player`` could have in their pool now, most mana first.

    Raises IllegalActionError when there are more than ``MOST_COMBINATIONS`` of them.
    """
    start = tuple(game.state.players[player].pool.count(t) for t in TYPES)
    # Sacrificing or exiling another permanent for mana (Squandered Resources, Food Chain) is
    # left out: every permanent it could take would multiply the combinations.
    units = [u for u in solver.source_units(game, player, None, set(), set())
             if not any(o[8] is not None for o in u.options)]
    plain = [u for u in units if not u.filter]
    filters = [u for u in units if u.filter]
    states: set[Vector] = {start}
    for u in plain:
        # A source that costs no mana only adds: using it is never worse than leaving it.
        states = {_add(s, out) for s in states for out in _outputs(u)}
        _check_size(states)
        states = _front(states)
    # Filters pay their costs from what the others made; one sweep per filter covers every
    # order in which they could pay for each other.
    masked: set[tuple[Vector, int]] = {(s, 0) for s in states}
    for _ in range(min(len(filters), 6)):
        for j, u in enumerate(filters):
            bit = 1 << j
            grown = set(masked)
            for s, mask in masked:
                if mask & bit:
                    continue
                for out, cost in _filter_outputs(u):
                    for left in _pay(s, cost):
                        grown.add((_add(left, out), mask | bit))
            _check_size(grown)
            masked = _masked_front(grown)
    final = _front({s for s, _ in masked})
    return [{t: n for t, n in zip(TYPES, s, strict=True) if n} for s in sorted(final, key=lambda s: (-sum(s), s))]


def _outputs(u: solver.SourceUnit) -> set[tuple[str, ...]]:
    return {o[0] for o in u.options}


def _filter_outputs(u: solver.SourceUnit) -> set[tuple[tuple[str, ...], tuple[str, ...]]]:
    return {(o[0], o[5]) for o in u.options}


def _add(s: Vector, produced: tuple[str, ...]) -> Vector:
    v = list(s)
    for t in produced:
        v[TYPES.index(t)] += 1
    return tuple(v)


def _pay(s: Vector, cost: tuple[str, ...]) -> set[Vector]:
    """Every way ``s`` pays a mana cost (hybrid halves already chosen): what is left."""
    v = list(s)
    for c in cost:
        if not c.isdigit():
            i = TYPES.index(c)
            if v[i] == 0:
                return set()
            v[i] -= 1
    generic = sum(int(c) for c in cost if c.isdigit())
    out = set()
    kinds = [i for i, n in enumerate(v) if n]
    for combo in combinations_with_replacement(kinds, generic):
        w = list(v)
        for i in combo:
            w[i] -= 1
        if min(w) >= 0:
            out.add(tuple(w))
    return out


def _front(states: set[Vector]) -> set[Vector]:
    """The states no other state covers in every type (the maximal ones)."""
    return {s for s, _ in _masked_front({(s, 0) for s in states})}


def _masked_front(states: set[tuple[Vector, int]]) -> set[tuple[Vector, int]]:
    """Drop a state when another has at least as much of every type and used no filter it
    didn't. Only a state with more mana in all, or the same mana, can cover another, so
    states are compared only with those of larger totals (and same vectors)."""
    by_total: dict[int, list[tuple[Vector, int]]] = {}
    for sm in states:
        by_total.setdefault(sum(sm[0]), []).append(sm)
    kept: list[tuple[Vector, int]] = []
    for total in sorted(by_total, reverse=True):
        same: dict[Vector, list[int]] = {}
        for s, mask in sorted(by_total[total], key=lambda sm: bin(sm[1]).count("1")):
            if any(km & ~mask == 0 for km in same.get(s, ())):
                continue
            if any(km & ~mask == 0 and all(a >= b for a, b in zip(k, s, strict=True)) for k, km in kept):
                continue
            same.setdefault(s, []).append(mask)
        kept += [(s, m) for s, masks in same.items() for m in masks]
    return set(kept)


def _check_size(states: set) -> None:
    if len(states) > MOST_COMBINATIONS:
        raise IllegalActionError(f"more than {MOST_COMBINATIONS} combinations of mana: too many to list")
