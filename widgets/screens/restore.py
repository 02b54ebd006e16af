"""Offer to restore a session that didn't end cleanly, and show the restore's progress."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, ProgressBar, Static

from .modal import Modal


class RestoreScreen(Modal[bool]):
    """Restore (True) or start fresh (False)."""

    BINDINGS = [
        Binding("y,r", "restore", "Restore", tooltip="Replay the journal of the last session", id="restore.yes"),
        Binding("n,escape", "fresh", "Start fresh", tooltip="Discard the journal", id="restore.no"),
    ]

    def __init__(self, summary: str) -> None:
        super().__init__()
        self.summary = summary

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static("The last session didn't end cleanly.", id="restore-title")
            yield Static(Text(f"Restore it? ({self.summary})"), id="restore-summary")
            with Horizontal(id="yesno-buttons"):
                yield Button("Restore (y)", id="restore", variant="success")
                yield Button("Start fresh (n)", id="fresh")

    def action_restore(self) -> None:
        """Restore the session."""
        self.dismiss(True)

    def action_fresh(self) -> None:
        """Start fresh."""
        self.dismiss(False)

    @on(Button.Pressed, "#restore")
    def _restore(self) -> None:
        self.dismiss(True)

    @on(Button.Pressed, "#fresh")
    def _fresh(self) -> None:
        self.dismiss(False)


class RestoringScreen(Modal[bool]):
    """Progress of a restore that replays steps; Esc stops it (the app starts fresh)."""

    BINDINGS = [
        Binding("escape", "stop", "Stop", tooltip="Stop restoring and start fresh", id="restoring.stop"),
    ]

    def __init__(self, summary: str) -> None:
        super().__init__()
        self.summary = summary
        self.stopped = False
        """Set by Esc: the restoring thread gives up at its next step."""

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static("Restoring the last session…", id="restore-title")
            yield Static(Text(self.summary), id="restore-summary")
            yield ProgressBar(id="restore-progress", show_eta=False)
            yield Static(Text("Esc: stop and start fresh", style="dim"))

    def progress(self, done: int, total: int) -> None:
        """Show how far the replay got."""
        self.query_one(ProgressBar).update(total=max(total, 1), progress=done)

    def action_stop(self) -> None:
        """Stop restoring."""
        self.stopped = True
        self.dismiss(False)
