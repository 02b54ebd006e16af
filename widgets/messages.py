"""App-wide messages (widget-specific ones are nested in their widget classes)."""

from __future__ import annotations

from dataclasses import dataclass

from textual.message import Message


@dataclass
class GameChanged(Message, bubble=False):
    """The game on screen changed (an action, an answer, undo, or a new board)."""

    version: int
    """``game.version`` after the change."""
