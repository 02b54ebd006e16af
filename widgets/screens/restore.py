"""Offer to restore a session that didn't end cleanly, and show the restore's progress."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import ProgressBar, Static

from .confirm import ConfirmScreen
from .modal import Modal


class RestoreScreen(ConfirmScreen):
    """Restore (True) or start fresh (False): the yes/no question of :class:`ConfirmScreen`."""

    BINDINGS = [
        Binding("r", "yes", "Restore", show=False, tooltip="Replay the journal of the last session",
                id="restore.yes"),
    ]

    AUTO_FOCUS = "#yes"
    """Enter restores."""

    def __init__(self, summary: str, *, browser_tab: bool = False) -> None:
        # A browser tab's session ends with every reload: nothing went wrong, the work is kept.
        question = "This tab's work before the page was reloaded is kept." if browser_tab \
            else "The last session didn't end cleanly."
        super().__init__(question, f"Restore it? ({summary})", yes="Restore", no="Start fresh",
                         yes_variant="success")


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
