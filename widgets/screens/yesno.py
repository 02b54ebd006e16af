"""Yes or no: "you may" (603.5)."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widgets import Button

from .decision import DecisionScreen


class YesNoScreen(DecisionScreen):
    """Two buttons; ``y`` and ``n`` answer directly."""

    BINDINGS = [
        Binding("y", "yes", "Yes", tooltip="Do it", id="decision.yes"),
        Binding("n", "no", "No", tooltip="Don't", id="decision.no"),
    ]

    def compose_body(self) -> ComposeResult:
        with Horizontal(id="yesno-buttons"):
            yield Button("Yes", id="yes", variant="success")
            yield Button("No", id="no", variant="error")

    def hint(self) -> str:
        return "y: yes  ·  n: no"

    def _value(self, word: str):
        for o in self.decision.options:
            if str(o.value) == word:
                return o.value
        return word

    def action_yes(self) -> None:
        """Answer yes."""
        self.answer((self._value("yes"),))

    def action_no(self) -> None:
        """Answer no."""
        self.answer((self._value("no"),))

    @on(Button.Pressed, "#yes")
    def _yes(self) -> None:
        self.action_yes()

    @on(Button.Pressed, "#no")
    def _no(self) -> None:
        self.action_no()
