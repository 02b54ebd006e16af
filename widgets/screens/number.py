"""Choose a number (X, a chapter, ...)."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.widgets import Input

from .decision import DecisionScreen


class NumberInput(Input):
    """An input of whole numbers that says why a character it refuses isn't typed."""

    def restricted(self) -> None:
        """A character that can't be part of a whole number: the bell, and why."""
        super().restricted()
        self.notify(f"only a whole number can be typed here ({self.placeholder}); Enter confirms it",
                    severity="warning", timeout=4)


class NumberScreen(DecisionScreen):
    """A whole number in the decision's range; Enter confirms."""

    def compose_body(self) -> ComposeResult:
        d = self.decision
        yield NumberInput(str(d.low), type="integer", placeholder=f"{d.low} to {d.high}", id="number")

    def hint(self) -> str:
        return f"Type a number from {self.decision.low} to {self.decision.high}, Enter to confirm"

    @on(Input.Submitted, "#number")
    def _submitted(self, event: Input.Submitted) -> None:
        d = self.decision
        try:
            n = int(event.value)
        except ValueError:
            self.notify("type a whole number", severity="warning")
            return
        if not d.low <= n <= d.high:
            self.notify(f"{n} is out of range: {d.low} to {d.high}", severity="warning")
            return
        self.answer((n,))
