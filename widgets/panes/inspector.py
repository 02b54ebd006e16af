"""The inspector: the selected object's characteristics layer by layer, Oracle text, rulings."""

from __future__ import annotations

from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import Static


class InspectorPane(VerticalScroll):
    """Scrollable explanation of one object."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = "Inspector"
        self._body = Static("Select an object to inspect it.", id="inspector-body")
        self._sig: tuple = ()

    def compose(self):
        yield self._body

    def show(self, text: Text) -> bool:
        """Display an explanation; returns True if it changed."""
        sig = (text.plain, tuple(text.spans))
        if sig == self._sig:
            return False
        self._sig = sig
        self._body.update(text)
        self.scroll_home(animate=False)
        return True
