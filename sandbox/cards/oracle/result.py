"""What the compiler made of a card: its table, and each sentence's fate."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class SentenceResult:
    """One sentence (or ability line) of Oracle text and what it became.

    `became` describes the compiled ability (kind and table) when understood; `refusal`
    says why it was not (None when understood).
    """

    text: str
    became: str = ""
    refusal: str | None = None
    hand_written: bool = False
    """Refused, but the card's hand-written table has this line's ability (or spell effect),
    so the engine plays the line from the table."""

    @property
    def understood(self) -> bool:
        return self.refusal is None


@dataclass(frozen=True)
class Compiled:
    """A compiled card: `table` is a `[[card]]` table (None when refused)."""

    table: dict[str, Any] | None
    sentences: tuple[SentenceResult, ...] = ()
    refused: tuple[str, ...] = ()
    tokens: tuple[dict[str, Any], ...] = ()
    """Tables of the tokens the card creates ("<Subtypes> Token"), named by its effects. A line
    describing a token unlike the library's token of that name is refused (`token_conflicts`)."""
