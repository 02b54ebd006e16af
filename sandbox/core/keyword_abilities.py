"""Keyword abilities that change what an object is, wherever it is: changeling (702.73), a
characteristic-defining ability (604.3) that works in every zone, so it is applied to the
values an object starts its layers from (a card in a hand is every creature type too)."""

from __future__ import annotations

from dataclasses import replace

from sandbox.cards.model import Characteristics
from sandbox.cards.typeline import ALL_CREATURE_TYPES


def with_changeling(chars: Characteristics) -> Characteristics:
    """702.73a: an object with changeling is every creature type. A copy copies the ability,
    so it is every creature type too (707.2); losing the ability in layer 6 comes after the
    types were set in layer 4 (613.1d, 613.3), so it stays every creature type."""
    known = _CHANGED.get(id(chars))
    if known is not None and known[0] is chars:
        return known[1]
    out = chars
    if chars.has_keyword("changeling") and ALL_CREATURE_TYPES not in chars.subtypes:
        out = replace(chars, subtypes=(*chars.subtypes, ALL_CREATURE_TYPES))
    if len(_CHANGED) > 10_000:
        _CHANGED.clear()
    _CHANGED[id(chars)] = (chars, out)
    return out


_CHANGED: dict[int, tuple[Characteristics, Characteristics]] = {}
"""Characteristics (immutable) by identity -> with changeling's creature types: every printed
card's once."""
