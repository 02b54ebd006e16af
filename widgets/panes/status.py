"""The status line: turn, step, who is active and who has priority."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.widgets import Static


def fit_line(text: Text, width: int) -> Text:
    """``text`` on one line of ``width`` cells: a longer one is cut at the last word that
    fits, with "…" (the whole message is in the Output pane)."""
    if text.cell_len <= width or width < 2:
        return text
    plain = text.plain
    cut = plain.rfind(" ", 0, width - 1)
    if cut < width // 2:
        cut = width - 1
    short = text[:cut]
    short.rstrip()
    short.append(" …", style="bold")
    return short


class StatusBar(Static):
    """One line of game status, and the last error if an action failed."""

    _sig: tuple = ()
    _full = Text()

    def show(self, text: Text) -> None:
        """Display a new status line (repaint only: its size never changes)."""
        self._full = text
        self._fit()

    def _fit(self) -> None:
        text = fit_line(self._full, self.size.width) if self.size.width else self._full
        sig = (text.plain, tuple(text.spans))
        if sig != self._sig:
            self._sig = sig
            self.update(text, layout=False)

    def on_resize(self, event: events.Resize) -> None:
        self._fit()
