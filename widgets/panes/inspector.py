"""The inspector: the selected object's characteristics layer by layer, Oracle text, rulings."""

from __future__ import annotations

from rich.text import Text

from .lines_view import LinesView


class InspectorPane(LinesView, can_focus=True):
    """Scrollable explanation of one object."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = "Inspector"
        self._sig: tuple = ()
        self._text = Text()

    @property
    def text(self) -> str:
        """The plain text shown (for tests)."""
        return self._text.plain

    def show(self, text: Text) -> bool:
        """Display an explanation; returns True if it changed."""
        sig = (text.plain, tuple(text.spans))
        if sig == self._sig:
            return False
        self._sig = sig
        self._text = text
        self.set_lines(self.wrap(text))
        self.scroll_to(y=0, animate=False, immediate=True)
        return True

    def on_resize(self) -> None:
        """Wrap again at the new width."""
        self.set_lines(self.wrap(self._text))
