"""The mana pool pane: each player's life and mana pool, in mana colours."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


class ManaPoolPane(Static):
    """Players' life totals and pools. ``flash()`` highlights a change briefly."""

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
        self.update(text)
        return True

    def flash(self, seconds: float) -> None:
        """Highlight the pane for a moment so a viewer sees the mana change."""
        if seconds <= 0:
            return
        self.add_class("-flash")
        self.set_timer(seconds, lambda: self.remove_class("-flash"))
