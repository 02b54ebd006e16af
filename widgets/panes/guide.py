"""The guide: who acts now, what they can do, and the board's suggestion while it is fresh."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


class GuideBar(Static):
    """A few lines under the status line, as many as the text needs at the screen's width."""

    _sig: tuple = ()
    _height = 0

    def show(self, text: Text) -> None:
        """Display the guide (its height follows its lines: the screen is laid out again
        only when their number changes)."""
        sig = (text.plain, tuple(text.spans))
        if sig == self._sig:
            return
        self._sig = sig
        width = self.content_region.width
        height = len(text.wrap(self.app.console, width)) if width else 0
        self.update(text, layout=not height or height != self._height)
        self._height = height

    @property
    def text(self) -> str:
        """The plain text shown (for tests)."""
        return self._sig[0] if self._sig else ""
