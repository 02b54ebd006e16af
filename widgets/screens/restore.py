"""Offer to restore a session that didn't end cleanly."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

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
