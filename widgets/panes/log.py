"""The log pane: every event with the rule it follows, newest at the bottom and visible."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.geometry import Region
from textual.strip import Strip

from ..render import log_line
from .lines_view import LinesView


class LogPane(LinesView, can_focus=True):
    """Appends new log entries; rewrites itself when undo shortened the log."""

    MAX_ENTRIES = 2000
    """The pane shows at least the last this many entries, and at most twice as many."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = "Log"
        self._entries: Sequence = ()
        self._count = 0
        """How many entries of the log were shown last..."""
        self._last: object | None = None
        """...and the last of them (the very object): the log only grows or is cut short, so
        when that entry is still at its place, everything before it is as shown."""
        self._in_view = 0
        """How many entries the pane's lines hold (the last ones)."""
        self._wrapped_at = 0
        self._wrapped: dict[str, list[Text]] = {}
        """Each entry's lines at the width ``_wrapped_at`` (by its text): undo on a long log
        shows the last MAX_ENTRIES entries again without wrapping each anew (270 ms at 2,000)."""

    def show(self, entries: Sequence) -> bool:
        """Display the engine's log entries; only new ones are added when the log grew (a
        key's cost doesn't grow with the session's length)."""
        n = self._count
        kept = 0 < n <= len(entries) and entries[n - 1] is self._last
        self._entries = entries
        if (kept or n == 0) and len(entries) == n:
            return False
        if kept and self._in_view + len(entries) - n <= 2 * self.MAX_ENTRIES:
            self.append_lines([line for e in entries[n:] for line in self._lines_of(e, str(e))])
            self._in_view += len(entries) - n
        else:
            self._rewrap()  # shorter, another log, or too long a view: the last MAX_ENTRIES
        self._count, self._last = len(entries), entries[-1] if entries else None
        self.follow()
        return True

    def follow(self) -> None:
        """Show the newest entry: now, and again once the new height is laid out."""
        self.scroll_end(animate=False, immediate=True, x_axis=False)
        self.call_after_refresh(self.scroll_end, animate=False, immediate=True, x_axis=False)

    def on_resize(self) -> None:
        """Wrap again at the new width (and keep the newest entry in view)."""
        if self._entries and self._wrapped_at != self._width():
            self._rewrap()
        self.follow()

    def render_lines(self, crop: Region) -> list[Strip]:
        # The first frame is painted before the first Resize: wrap at the real width now.
        if self._entries and self._wrapped_at != self._width():
            self._rewrap()
        return super().render_lines(crop)

    def on_show(self) -> None:
        self.follow()

    def _width(self) -> int:
        return max(20, self.scrollable_content_region.width or self.size.width or 60)

    def _rewrap(self) -> None:
        if self._wrapped_at != self._width() or len(self._wrapped) > 4 * self.MAX_ENTRIES:
            self._wrapped.clear()
        self._wrapped_at = self._width()
        shown = self._entries[-self.MAX_ENTRIES:]
        self._in_view = len(shown)
        self.set_lines([line for e in shown for line in self._lines_of(e, str(e))])

    def _lines_of(self, entry, key: str) -> list[Text]:
        """An entry's lines at the current width (wrapped once per width)."""
        lines = self._wrapped.get(key)
        if lines is None:
            lines = self._wrapped[key] = self._entry_lines(entry)
        return lines

    INDENT = 8
    """Continuation lines start under the text, after the rule number."""

    def _entry_lines(self, entry) -> list[Text]:
        width = self._width()
        prefix = log_line(type(entry)(entry.rule, ""))  # the rule number, padded
        body = list(Text(entry.text).wrap(self.app.console, max(10, width - self.INDENT)))
        if not body:
            return [prefix]
        return [prefix + body[0]] + [Text(" " * self.INDENT) + line for line in body[1:]]
