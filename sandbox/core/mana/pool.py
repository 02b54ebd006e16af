"""Mana in a pool (106.4) and paying a cost from it (601.2h)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from itertools import product

from sandbox.symbols import TYPES, symbol_options


@dataclass(frozen=True)
class Mana:
    """One mana in a pool, remembering where it came from (source and what shaped it)."""

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

    def __str__(self) -> str:
        return f"{{{self.type}}}"

    def provenance(self) -> str:
        """Where it came from, for the pool's display: ``{G} from Forest #3 (Mana Reflection #5)``."""
        out = f"{self} from {self.source or 'unknown'}"
        if self.via:
            out += " (" + ", then ".join(self.via) + ")"
        if self.restriction:
            out += f"; can't be spent to cast a {self.restriction}"
        return out


@dataclass
class ManaPool:
    """A player's mana pool (106.4): an ordered bag of Mana."""

    mana: list[Mana] = field(default_factory=list)

    def add(self, items: Iterable[Mana]) -> None:
        self.mana.extend(items)

    def count(self, mana_type: str | None = None) -> int:
        return sum(1 for m in self.mana if mana_type is None or m.type == mana_type)

    def empty(self) -> list[Mana]:
        gone, self.mana = self.mana, []
        return gone

    def __len__(self) -> int:
        return len(self.mana)

    def __str__(self) -> str:
        return "".join(str(m) for m in sorted(self.mana, key=lambda m: TYPES.index(m.type))) or "empty"

    def summary(self) -> dict[str, int]:
        return {t: self.count(t) for t in TYPES if self.count(t)}

    def provenance(self) -> list[str]:
        """One line per mana: its type, source and what shaped it (106.3, 106.12b)."""
        return [m.provenance() for m in self.mana]


def pay_from_pool(pool: list[Mana], symbols: tuple[str, ...], life_ok: bool = True,
                  usable: Callable[[Mana], bool] | None = None, any_color: bool = False) -> tuple[list[int], int] | None:
    """Find how to pay ``symbols`` (X already expanded) from ``pool``.

    Returns ``(used_indices, life)`` or None when the pool can't pay. Specific symbols are
    matched first, generic last, so a payment is found whenever one exists; mana of the
    rarest types is kept where there's a choice. ``usable(mana)`` (optional) says which mana
    may be spent on this payment (spending restrictions, 106.6). ``any_color``: mana may be
    spent as though it were mana of any color (609.4b).
    """
    counts = {t: 0 for t in TYPES}
    for m in pool:
        if usable is None or usable(m):
            counts[m.type] += 1
    best = _search_payment(counts, symbols, life_ok, any_color)
    if best is None:
        return None
    need, life = best
    used: list[int] = []
    remaining = dict(need)
    # Restricted mana is spent first, so the unrestricted mana stays for anything (106.6).
    for i in sorted(range(len(pool)), key=lambda i: not pool[i].restriction):
        m = pool[i]
        if usable is not None and not usable(m):
            continue
        if remaining.get(m.type, 0) > 0:
            remaining[m.type] -= 1
            used.append(i)
    return sorted(used), life


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
