"""The mana pool pane: each player's life and mana pool, in mana colours."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


class ManaPoolPane(Static):
    """Players' life totals and pools."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__("", id=id)
        self.border_title = "Mana pool"
        self._plain: tuple = ()

    def show(self, text: Text) -> bool:
        """Display the pools; returns True if they changed."""
        sig = (text.plain, tuple(text.spans))
        if sig == self._plain:
            return False
        self._plain = sig
        self.update(text, layout=False)  # fixed height: repaint only
        return True
