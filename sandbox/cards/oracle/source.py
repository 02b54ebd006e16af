"""Printed card text as a card source gives it (Scryfall's card JSON fields)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class OracleFace:
    """One face's printed characteristics and Oracle text."""

    name: str
    mana_cost: str = ""
    type_line: str = ""
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    color_indicator: tuple[str, ...] = ()
    """The face's color indicator (204): a back face's colors, as it has no mana cost (712.8e)."""


@dataclass(frozen=True)
class OracleCard:
    """A card as printed: one face, or several (double-faced, split, adventure...)."""

    name: str
    faces: tuple[OracleFace, ...]
    layout: str = "normal"
