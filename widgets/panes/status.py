"""The status line: turn, step, who is active and who has priority."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


class StatusBar(Static):
    """One line of game status, and the last error if an action failed."""

    def show(self, text: Text) -> None:
        """Display a new status line."""
        self.update(text)
