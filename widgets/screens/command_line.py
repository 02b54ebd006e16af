"""The ``:`` command line: commands of the command language (several separated by ``;``),
and the progress of a long run of them."""

from __future__ import annotations

import threading

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Input, ProgressBar, Static

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


class RunningScreen(Modal[None]):
    """Progress of commands being run; Esc or Ctrl+C stops the command under way (it is taken
    back) and the run with it."""

    BINDINGS = [Binding("escape,ctrl+c", "stop", "Stop", tooltip="Stop the command under way (it is taken back)",
                        id="running.stop")]

    def __init__(self, total: int) -> None:
        super().__init__()
        self.total = total
        self.stopped = False
        """Set by Esc: the run ends before its next command."""
        self.stop = threading.Event()
        """Set by Esc too: the engine stops the command under way (``Session.run``'s ``stop``)."""

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            what = f"{self.total} commands" if self.total > 1 else "the command"
            yield Static(Text(f"Running {what}…"), id="running-title")
            yield ProgressBar(total=self.total, id="running-progress", show_eta=False)
            yield Static(Text("Esc: stop (the command under way is taken back; each finished one can be undone)",
                              style="dim"))

    def progress(self, done: int) -> None:
        """Show how many commands have run."""
        self.query_one(ProgressBar).update(progress=done)

    def action_stop(self) -> None:
        """Stop the run."""
        self.stopped = True
        self.stop.set()
        self.dismiss(None)
