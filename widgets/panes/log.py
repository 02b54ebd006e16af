"""The log pane: every event with the rule it follows, newest at the bottom and visible."""

from __future__ import annotations

from typing import Sequence

from textual.widgets import RichLog

from ..render import log_line


class LogPane(RichLog):
    """Appends new log entries; rewrites itself when undo shortened the log."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, auto_scroll=True, max_lines=2000)
        self.border_title = "Log"
        self._shown: list[str] = []

    def show(self, entries: Sequence) -> bool:
        """Display the engine's log entries; only new ones are written when the log grew."""
        keys = [str(e) for e in entries]
        n = len(self._shown)
        if len(keys) >= n and keys[:n] == self._shown:
            if len(keys) == n:
                return False
            for e in entries[n:]:
                self.write(log_line(e))
        else:
            self.clear()
            for e in entries[-2000:]:
                self.write(log_line(e))
        self._shown = keys
        return True
