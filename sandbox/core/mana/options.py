"""Every maximal combination of mana a player could make now (106.4, 605.3a), as XMage's
"available mana": what the pool holds plus what some sequence of mana abilities could add.

The sources and their outputs are the payment planner's (``solver.SourceTable``: the same
abilities, choices, replacement orders and triggered mana). Each activation spends resources:
its source's {T} (shared by all of that source's {T} abilities), a permanent it sacrifices or
exiles (itself or another), its source's counters (a storage land's X), or else the ability
itself (activated once: activating it again would only pay its cost twice for the same kind of
mana). An ability of a permanent that is gone can't be activated, so a land is tapped, and its
own abilities used, before Squandered Resources sacrifices it. Abilities that cost nothing and
sacrifice nothing are used first (using them is never worse); the rest are tried in every order
until nothing new can be made. A combination is kept only if no other one holds at least as
much of every type having spent no more (its "maximal" ones).
"""

from __future__ import annotations

from dataclasses import dataclass
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
    table = solver.SourceTable(game, player, every_victim=True)
    activations = _activations(game, table.units(set(), set()))
    free = [a for a in activations if a.free]
    costly = [a for a in activations if not a.free]
    shared = set().union(*(a.uses for a in costly))
    bits = _Bits()
    states: set[tuple[Vector, int]] = {(start, 0)}
    for tap, group in _by_tap(free).items():
        bit = bits[tap] if tap in shared else 0
        grown = {(_add(s, a.produced), mask | bit) for s, mask in states for a in group if not mask & bit}
        states = grown | (states if bit else set())
        _check_size(states)
        states = _masked_front(states)
    moves = [(a, bits.mask(a.uses), bits.mask(a.needs)) for a in costly]
    while True:
        grown = set(states)
        for a, uses, needs in moves:
            for s, mask in list(grown):
                if not mask & (uses | needs):
                    grown |= {(_add(left, a.produced), mask | uses) for left in _pay(s, a.cost)}
            _check_size(grown)
            grown = _masked_front(grown)
        if grown == states:
            break
        states = grown
    final = _front({s for s, _ in states})
    return [{t: n for t, n in zip(TYPES, s, strict=True) if n} for s in sorted(final, key=lambda s: (-sum(s), s))]


Resource = tuple[str, int, int]
"""("tap" | "gone" | "counters" | "ability", permanent, ability index or 0)."""


@dataclass(frozen=True)
class _Activation:
    """One way to activate one mana ability: what it adds, the mana it costs, the resources
    it spends, and those that must be unspent (its source must still be there)."""

    produced: tuple[str, ...]
    cost: tuple[str, ...]
    uses: frozenset[Resource]
    needs: frozenset[Resource]

    @property
    def free(self) -> bool:
        """Costs no mana and spends nothing but its source's {T}."""
        return not self.cost and all(r[0] == "tap" for r in self.uses)


def _activations(game: Game, units: list[solver.SourceUnit]) -> list[_Activation]:
    out: dict[_Activation, None] = {}
    for u in units:
        for o in u.options:
            source, index, victim = o[9], o[1], o[8]
            assert source is not None and index is not None, "a permanent's option names its ability"
            cost = game.activated_abilities(source)[index].cost
            uses: set[Resource] = set()
            if cost.tap or cost.untap:
                uses.add(("tap", source, 0))
            if cost.sacrifice_self:
                uses.add(("gone", source, 0))
            if victim is not None:
                uses.add(("gone", victim, 0))
            if cost.x_counters:
                uses.add(("counters", source, 0))
            if not uses:
                uses.add(("ability", source, index))
            needs = frozenset() if cost.sacrifice_self else frozenset({("gone", source, 0)})
            out[_Activation(o[0], o[5], frozenset(uses), needs)] = None
    return list(out)


def _by_tap(free: list[_Activation]) -> dict[Resource, list[_Activation]]:
    groups: dict[Resource, list[_Activation]] = {}
    for a in free:
        (tap,) = a.uses
        groups.setdefault(tap, []).append(a)
    return groups


class _Bits(dict[Resource, int]):
    """A bit for each resource, given on first use."""

    def __missing__(self, r: Resource) -> int:
        self[r] = 1 << len(self)
        return self[r]

    def mask(self, rs: frozenset[Resource]) -> int:
        m = 0
        for r in rs:
            m |= self[r]
        return m


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
    """Drop a state when another has at least as much of every type and spent no resource it
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
