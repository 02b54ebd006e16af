"""Mana in a pool (106.4) and paying a cost from it (601.2h).

A pool holds counts: how many mana of each kind (type, source, what shaped it, spending
restriction), so any amount, even 3^30 {G} from thirty triplers, costs memory and time in
the number of distinct kinds only."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from itertools import product

from sandbox.symbols import TYPES, symbol_options

PREDICTED = 64
"""A plan counts at most this many mana of one type from one activation: no cost needs more,
and thirty triplers make 3^30."""


SPELLED_OUT = 8
"""Up to this many mana of one type are written one symbol each ({G}{G}{G}); more as {G}×n."""


def format_amount(mana_type: str, n: int) -> str:
    """``n`` mana of one type, compactly once there are many: ``{G}{G}`` or ``{G}×205891132094649``."""
    return f"{{{mana_type}}}" * n if n <= SPELLED_OUT else f"{{{mana_type}}}×{n}"


def format_amounts(amounts: Mapping[str, int]) -> str:
    """Amounts per type (``{"G": 2, "B": 1}``) in WUBRGC order, e.g. ``{B}{G}{G}``."""
    return "".join(format_amount(t, amounts[t]) for t in TYPES if amounts.get(t))


def type_amounts(types: Iterable[str]) -> dict[str, int]:
    """How many of each type a sequence of mana types holds, in order of first appearance."""
    out: dict[str, int] = {}
    for t in types:
        out[t] = out.get(t, 0) + 1
    return out


@dataclass(frozen=True)
class Mana:
    """One kind of mana in a pool: its type and where it came from (source and what shaped it)."""

    type: str
    """One of W U B R G C."""
    source: str = ""
    """Name and id of what produced it, e.g. ``"Forest #3"``."""
    via: tuple[str, ...] = ()
    """Replacement effects and triggers that shaped it, in order."""
    source_id: int | None = None
    """Id of the object that produced it (106.3), if any."""
    restriction: str = ""
    """A spending restriction (106.6): a filter text of the spells it can't be spent to cast,
    e.g. ``"nonartifact spell"`` (Powerstone)."""
    only: str = ""
    """A spending restriction (106.6): the only spells it can be spent to cast (a filter,
    e.g. ``"Elf creature spell"``); with ``only_abilities``, also abilities of those sources."""
    only_abilities: str = ""
    uncounterable: bool = False
    """A rider (106.6): a spell cast with it can't be countered (Cavern of Souls)."""

    @property
    def restricted(self) -> bool:
        """True when it can't be spent on just anything (106.6)."""
        return bool(self.restriction or self.only)

    def __str__(self) -> str:
        return f"{{{self.type}}}"

    def provenance(self, n: int = 1) -> str:
        """Where ``n`` of it came from, for the pool's display: ``{G}{G} from Forest #3 (Mana Reflection #5)``."""
        out = f"{format_amount(self.type, n)} from {self.source or 'unknown'}"
        if self.via:
            out += " (" + ", then ".join(self.via) + ")"
        if self.restriction:
            out += f"; can't be spent to cast a {self.restriction}"
        if self.only:
            out += f"; spend only to cast a {self.only}" + (f" or activate abilities of {self.only_abilities}"
                                                              if self.only_abilities else "")
        if self.uncounterable:
            out += ", and that spell can't be countered"
        return out


ManaAmounts = Mapping[Mana, int]
"""Mana by kind: how many of each."""


def amounts_of(mana: Iterable[Mana] | ManaAmounts) -> dict[Mana, int]:
    """Counts per kind, from a list of mana or from counts already."""
    if isinstance(mana, Mapping):
        return {m: n for m, n in mana.items() if n > 0}
    out: dict[Mana, int] = {}
    for m in mana:
        out[m] = out.get(m, 0) + 1
    return out


def describe_mana(mana: Iterable[Mana] | ManaAmounts) -> str:
    """Mana as symbols in the order it came, compact when there's much: ``{G}×27{U}``."""
    return "".join(format_amount(m.type, n) for m, n in amounts_of(mana).items())


@dataclass
class ManaPool:
    """A player's mana pool (106.4): how many mana of each kind, in the order they came."""

    amounts: dict[Mana, int] = field(default_factory=dict)

    def add(self, items: Iterable[Mana] | ManaAmounts) -> None:
        for m, n in amounts_of(items).items():
            self.amounts[m] = self.amounts.get(m, 0) + n

    def remove(self, spent: ManaAmounts) -> None:
        """Take mana out (it was spent); it must be there."""
        for m, n in spent.items():
            left = self.amounts[m] - n
            assert left >= 0, f"the pool has only {self.amounts[m]} {m} from {m.source}"
            if left:
                self.amounts[m] = left
            else:
                del self.amounts[m]

    def count(self, mana_type: str | None = None) -> int:
        return sum(n for m, n in self.amounts.items() if mana_type is None or m.type == mana_type)

    def type_counts(self) -> dict[str, int]:
        """How many mana of each type, whatever its source."""
        return {t: self.count(t) for t in TYPES}

    def empty(self) -> dict[Mana, int]:
        gone, self.amounts = self.amounts, {}
        return gone

    def total(self) -> int:
        return sum(self.amounts.values())

    def __bool__(self) -> bool:
        return bool(self.amounts)

    def __len__(self) -> int:
        return self.total()

    def __str__(self) -> str:
        return format_amounts(self.summary()) or "empty"

    def summary(self) -> dict[str, int]:
        return {t: n for t, n in self.type_counts().items() if n}

    def provenance(self) -> list[str]:
        """One line per kind of mana: how many, its type, source and what shaped it (106.3, 106.12b)."""
        return [m.provenance(n) for m, n in self.amounts.items()]


def pay_from_pool(pool: Iterable[Mana] | ManaAmounts, symbols: tuple[str, ...], life_ok: bool = True,
                  usable: Callable[[Mana], bool] | None = None, any_color: bool = False
                  ) -> tuple[dict[Mana, int], int] | None:
    """Find how to pay ``symbols`` (X already expanded) from ``pool`` (a list or counts of mana).

    Returns ``(spent, life)``, the mana spent by kind, or None when the pool can't pay.
    Specific symbols are matched first, generic last, so a payment is found whenever one
    exists; mana of the rarest types is kept where there's a choice. ``usable(mana)``
    (optional) says which mana may be spent on this payment (spending restrictions, 106.6).
    ``any_color``: mana may be spent as though it were mana of any color (609.4b).
    """
    kinds = amounts_of(pool)
    counts = {t: 0 for t in TYPES}
    for m, n in kinds.items():
        if usable is None or usable(m):
            counts[m.type] += n
    best = _search_payment(counts, symbols, life_ok, any_color)
    if best is None:
        return None
    need, life = best
    spent: dict[Mana, int] = {}
    remaining = dict(need)
    # Restricted mana is spent first, so the unrestricted mana stays for anything (106.6).
    for m in sorted(kinds, key=lambda m: not m.restricted):
        if usable is not None and not usable(m):
            continue
        take = min(remaining.get(m.type, 0), kinds[m])
        if take:
            remaining[m.type] -= take
            spent[m] = take
    return spent, life


def _search_payment(counts: dict[str, int], symbols: tuple[str, ...], life_ok: bool, any_color: bool = False):
    """Choose an option per hybrid/Phyrexian symbol, then check the pool covers it."""
    choice_syms = [s for s in symbols if len(symbol_options(s, any_color)) > 1]
    fixed = [s for s in symbols if len(symbol_options(s, any_color)) == 1]
    best = None
    for combo in product(*(symbol_options(s, any_color) for s in choice_syms)):
        if not life_ok and any(t == "life" for t, _ in combo):
            continue
        opts = [symbol_options(s, any_color)[0] for s in fixed] + list(combo)
        need = {t: 0 for t in TYPES}
        generic = 0
        life = 0
        for t, n in opts:
            if t == "any":
                generic += n
            elif t == "life":
                life += n
            else:
                need[t] += n
        if any(need[t] > counts[t] for t in TYPES):
            continue
        spare = {t: counts[t] - need[t] for t in TYPES}
        if sum(spare.values()) < generic:
            continue
        # Generic takes colorless first, then the most plentiful colors.
        for t in sorted(TYPES, key=lambda t: (t != "C", -spare[t])):
            take = min(spare[t], generic)
            need[t] += take
            generic -= take
        key = (life, sum(need.values()))
        if best is None or key < best[0]:
            best = (key, (need, life))
    return None if best is None else best[1]
