"""The log pane: every event with the rule it follows, newest at the bottom and visible."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from ..render import log_line
from .lines_view import LinesView


class LogPane(LinesView, can_focus=True):
    """Appends new log entries; rewrites itself when undo shortened the log."""

    MAX_ENTRIES = 2000

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = "Log"
        self._shown: list[str] = []
        self._entries: Sequence = ()

    def show(self, entries: Sequence) -> bool:
        """Display the engine's log entries; only new ones are added when the log grew."""
        keys = [str(e) for e in entries]
        n = len(self._shown)
        self._entries = entries
        if len(keys) >= n and keys[:n] == self._shown:
            if len(keys) == n:
                return False
            new = [line for e in entries[n:] for line in self._entry_lines(e)]
            self.append_lines(new)
        else:
            self._rewrap()
        self._shown = keys
        self.scroll_end(animate=False, immediate=True, x_axis=False)
        return True

    def _rewrap(self) -> None:
        self.set_lines([line for e in self._entries[-self.MAX_ENTRIES:] for line in self._entry_lines(e)])

    INDENT = 8
    """Continuation lines start under the text, after the rule number."""

    def _entry_lines(self, entry) -> list[Text]:
        width = max(20, self.scrollable_content_region.width or self.size.width or 60)
        prefix = log_line(type(entry)(entry.rule, ""))  # the rule number, padded
        body = list(Text(entry.text).wrap(self.app.console, max(10, width - self.INDENT)))
        if not body:
            return [prefix]
        return [prefix + body[0]] + [Text(" " * self.INDENT) + line for line in body[1:]]
