"""Mana symbols: cost symbols (107.4), mana values (202.3) and the options a symbol offers.

A cost is a tuple of symbol strings: ``"3"`` (generic), ``"W"``, ``"C"``, ``"X"``,
``"W/U"`` (hybrid), ``"2/W"`` (two-generic hybrid), ``"G/P"`` (Phyrexian). Snow mana ``{S}``
(107.4h) is refused: paying it needs mana from a snow source, which the pool doesn't track.

>>> parse_cost("{X}{2}{U}{W/U}{G/P}")
('X', '2', 'U', 'W/U', 'G/P')
>>> mana_value(parse_cost("{X}{2}{U}{2/W}"))
5
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from sandbox.errors import InvalidActionError

COLORS = ("W", "U", "B", "R", "G")
TYPES = COLORS + ("C",)
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}
NAME_TO_SYMBOL = {v: k for k, v in COLOR_NAMES.items()}

_SYMBOL = re.compile(r"\{([^{}]+)\}")
_VALID = re.compile(r"^([0-9]{1,7}|[WUBRGCX]|[WUBRG]/[WUBRG]|2/[WUBRG]|[WUBRG]/P|[WUBRG]/[WUBRG]/P)$")


def is_number(text: str) -> bool:
    """Whether ``text`` is a whole number in ASCII digits (``str.isdigit`` also takes "²",
    "①" and "٣", which are no number a card prints)."""
    return text.isascii() and text.isdigit()


def parse_cost(text: str) -> tuple[str, ...]:
    """Parse ``"{2}{U}{U}"`` into cost symbols; raise InvalidActionError on bad text."""
    text = (text or "").strip()
    if not text:
        return ()
    symbols = _SYMBOL.findall(text)
    if "".join(f"{{{s}}}" for s in symbols) != text.replace(" ", ""):
        raise InvalidActionError(f"bad mana cost {text!r}: expected symbols like {{2}}{{U}}")
    out = []
    for s in symbols:
        s = s.upper()
        if s == "S":
            raise InvalidActionError(f"snow mana {{S}} in {text!r} is not implemented (107.4h: it must be paid with "
                                     "mana from a snow source, which the engine doesn't track)")
        if not _VALID.match(s):
            raise InvalidActionError(f"bad mana symbol {{{s}}} in {text!r}")
        out.append(s)
    return tuple(out)


def format_cost(symbols: Iterable[str]) -> str:
    """The inverse of parse_cost."""
    return "".join(f"{{{s}}}" for s in symbols)


def symbol_value(symbol: str, x: int = 0) -> int:
    """Mana value contributed by one symbol (202.3)."""
    if is_number(symbol):
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
    generic = sum(int(s) for s in symbols if is_number(s)) + amount
    rest = tuple(s for s in symbols if not is_number(s))
    return ((str(max(generic, 0)),) if generic > 0 else ()) + rest


def symbol_options(symbol: str, any_color: bool = False) -> list[tuple[str, int]]:
    """Ways to pay one symbol: list of (mana type or 'any' or 'life', amount).

    ``any_color``: mana may be spent as though it were mana of any color (609.4b), so a
    colored part can be paid with any one mana (colorless too); {C} still needs colorless.
    """
    if any_color:
        opts: list[tuple[str, int]] = []
        for t, n in symbol_options(symbol):
            o = ("any", n) if t in COLORS else (t, n)
            if o not in opts:
                opts.append(o)
        return opts
    if is_number(symbol):
        return [("any", int(symbol))]
    if symbol in TYPES:
        return [(symbol, 1)]
    parts = symbol.split("/")
    opts = []
    for p in parts:
        if p == "P":
            opts.append(("life", 2))
        elif p == "2":
            opts.append(("any", 2))
        else:
            opts.append((p, 1))
    return opts
