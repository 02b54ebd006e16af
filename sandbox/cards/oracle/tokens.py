"""Tokens a compiled card creates, checked against the tokens a library already defines.

A compiled effect names its token "<Subtypes> Token" (the library's convention: "Knight Token",
111.4), and the card's `Compiled.tokens` hold the characteristics its text gives. Two cards may
describe different tokens with the same subtypes (a 2/2 Knight with vigilance, a 1/1 Knight
with lifelink): the compiler refuses the line that describes a token unlike the library's token
of that name, rather than let its effect create the other one.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

from sandbox.cards.library import CardDB
from sandbox.cards.parse import card_from_table


def token_conflicts(tokens: Iterable[dict[str, Any]], cards: CardDB) -> tuple[str, ...]:
    """One line per token table that ``cards`` defines under its name with other characteristics."""
    return tuple(line for token in tokens if (line := _conflict(token, cards)))


def _conflict(token: dict[str, Any], cards: CardDB) -> str:
    name = token["name"]
    if name not in cards:
        return ""
    known = dataclasses.replace(cards.get(name), rulings=(), source="", oracle="")
    described = dataclasses.replace(card_from_table(token), oracle="")
    if known.chars == described.chars and known.token == described.token:
        return ""
    return f"the text describes a {name} unlike the one already defined ({_summary(described)} vs {_summary(known)})"


def _summary(card: Any) -> str:
    c = card.chars
    colors = "".join(sorted(c.colors)) or "colorless"
    abilities = ", ".join(a.text for a in c.abilities) or "no abilities"
    return f"{c.power}/{c.toughness} {colors} {c.type_line()}, {abilities}"
