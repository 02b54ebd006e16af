"""The ``:`` command line: one command of the command language."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Input, Static

from .modal import Modal


class CommandLineScreen(Modal[str | None]):
    """An input docked at the bottom; Enter runs the command, Esc closes."""

    BINDINGS = [Binding("escape", "close", "Close", tooltip="Close the command line", id="command.close")]

    def __init__(self, history: list[str]) -> None:
        super().__init__()
        self.history = history
        """Earlier commands (newest last); up/down recall them."""
        self._pos = len(history)

    def compose(self) -> ComposeResult:
        yield Static("Command (e.g. cast Giant Growth targeting Siege Rhino · tap Forest · pass · undo · help)",
                     id="command-hint")
        yield Input(placeholder=":", id="command-input")

    @on(Input.Submitted, "#command-input")
    def _submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value)

    def key_up(self) -> None:
        if self.history and self._pos > 0:
            self._pos -= 1
            self.query_one(Input).value = self.history[self._pos]

    def key_down(self) -> None:
        if self._pos < len(self.history) - 1:
            self._pos += 1
            self.query_one(Input).value = self.history[self._pos]

    def action_close(self) -> None:
        """Close without running anything."""
        self.dismiss(None)
