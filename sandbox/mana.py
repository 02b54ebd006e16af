"""Mana: cost symbols (107.4), mana values (202.3), mana in a pool (106.4) and paying costs.

A cost is a tuple of symbol strings: ``"3"`` (generic), ``"W"``, ``"C"``, ``"X"``,
``"W/U"`` (hybrid), ``"2/W"`` (two-generic hybrid), ``"G/P"`` (Phyrexian), ``"S"`` (snow).

>>> parse_cost("{X}{2}{U}{W/U}{G/P}")
('X', '2', 'U', 'W/U', 'G/P')
>>> mana_value(parse_cost("{X}{2}{U}{2/W}"))
5
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import product

from .errors import InvalidActionError

COLORS = ("W", "U", "B", "R", "G")
TYPES = COLORS + ("C",)
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}
NAME_TO_SYMBOL = {v: k for k, v in COLOR_NAMES.items()}

_SYMBOL = re.compile(r"\{([^{}]+)\}")
_VALID = re.compile(r"^(\d+|[WUBRGCXS]|[WUBRG]/[WUBRG]|2/[WUBRG]|[WUBRG]/P|[WUBRG]/[WUBRG]/P)$")


def parse_cost(text: str) -> tuple[str, ...]:
    """Parse ``"{2}{U}{U}"`` into cost symbols; raise InvalidActionError on bad text."""
    text = (text or "").strip()
    if not text:
        return ()
    symbols = _SYMBOL.findall(text)
    if "".join("{%s}" % s for s in symbols) != text.replace(" ", ""):
        raise InvalidActionError(f"bad mana cost {text!r}: expected symbols like {{2}}{{U}}")
    out = []
    for s in symbols:
        s = s.upper()
        if not _VALID.match(s):
            raise InvalidActionError(f"bad mana symbol {{{s}}} in {text!r}")
        out.append(s)
    return tuple(out)


def format_cost(symbols: tuple[str, ...]) -> str:
    """The inverse of parse_cost."""
    return "".join("{%s}" % s for s in symbols)


def symbol_value(symbol: str, x: int = 0) -> int:
    """Mana value contributed by one symbol (202.3)."""
    if symbol.isdigit():
        return int(symbol)
    if symbol == "X":
        return x
    if symbol.startswith("2/"):
        return 2
    return 1


def mana_value(symbols: tuple[str, ...], x: int = 0) -> int:
    """Mana value of a cost; X counts as ``x`` (0 except for a spell on the stack, 202.3e)."""
    return sum(symbol_value(s, x) for s in symbols)


def colors_of_cost(symbols: tuple[str, ...]) -> frozenset[str]:
    """Colors a mana cost gives an object (105.2, 202.2)."""
    return frozenset(c for s in symbols for c in COLORS if c in s.split("/"))


def expand_x(symbols: tuple[str, ...], x: int) -> tuple[str, ...]:
    """Replace each X by its value as generic mana (601.2f)."""
    out: list[str] = []
    for s in symbols:
        if s == "X":
            if x:
                out.append(str(x))
        else:
            out.append(s)
    return tuple(out)


def add_generic(symbols: tuple[str, ...], amount: int) -> tuple[str, ...]:
    """A cost with ``amount`` more (or, negative, less) generic mana (601.2f)."""
    generic = sum(int(s) for s in symbols if s.isdigit()) + amount
    rest = tuple(s for s in symbols if not s.isdigit())
    return ((str(max(generic, 0)),) if generic > 0 else ()) + rest


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
        return "{%s}" % self.type

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

    def add(self, items) -> None:
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


def symbol_options(symbol: str, any_color: bool = False) -> list[tuple[str, int]]:
    """Ways to pay one symbol: list of (mana type or 'any' or 'life', amount).

    ``any_color``: mana may be spent as though it were mana of any color (609.4b), so a
    colored part can be paid with any one mana (colorless too); {C} still needs colorless.
    """
    if any_color:
        opts = []
        for t, n in symbol_options(symbol):
            o = ("any", n) if t in COLORS else (t, n)
            if o not in opts:
                opts.append(o)
        return opts
    if symbol.isdigit():
        return [("any", int(symbol))]
    if symbol in TYPES:
        return [(symbol, 1)]
    if symbol == "S":
        return [("any", 1)]
    parts = symbol.split("/")
    opts: list[tuple[str, int]] = []
    for p in parts:
        if p == "P":
            opts.append(("life", 2))
        elif p == "2":
            opts.append(("any", 2))
        else:
            opts.append((p, 1))
    return opts


def pay_from_pool(pool: list[Mana], symbols: tuple[str, ...], life_ok: bool = True, usable=None,
                  any_color: bool = False):
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
