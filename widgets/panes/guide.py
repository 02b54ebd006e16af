"""The guide: who acts now, what they can do, and the board's suggestion while it is fresh."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


class GuideBar(Static):
    """A few lines under the status line, as many as the text needs at the screen's width."""

    _sig: tuple = ()

    def show(self, text: Text) -> None:
        """Display the guide (its height follows its lines)."""
        sig = (text.plain, tuple(text.spans))
        if sig == self._sig:
            return
        self._sig = sig
        self.update(text)

    @property
    def text(self) -> str:
        """The plain text shown (for tests)."""
        return self._sig[0] if self._sig else ""
