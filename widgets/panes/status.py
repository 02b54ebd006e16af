"""The status line: turn, step, who is active and who has priority."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


class StatusBar(Static):
    """One line of game status, and the last error if an action failed."""

    _sig: tuple = ()

    def show(self, text: Text) -> None:
        """Display a new status line (repaint only: its size never changes)."""
        sig = (text.plain, tuple(text.spans))
        if sig != self._sig:
            self._sig = sig
            self.update(text, layout=False)
