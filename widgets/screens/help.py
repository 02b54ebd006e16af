"""The help screen: every key binding with what it does."""

from __future__ import annotations

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Static

from .modal import Modal

EXTRA_KEYS = [
    ("tab / shift+tab", "move between panes"),
    ("↑ ↓ / home / end", "move inside a pane"),
    ("enter", "act on the selected object: tap a land for mana, cast from hand, activate, "
              "resolve the top of the stack, or inspect"),
    ("ctrl+p", "command palette: cast / activate / tap / inspect by fuzzy name"),
]


class HelpScreen(Modal[None]):
    """Lists the bindings given to it (from the game screen and the app)."""

    BINDINGS = [
        Binding("escape,q,question_mark", "close", "Close", tooltip="Close the help", id="help.close"),
    ]

    def __init__(self, bindings: list[Binding]) -> None:
        super().__init__()
        self.bindings_shown = bindings
        """The bindings to list."""

    def compose(self) -> ComposeResult:
        table = Table(title="mtg-sandbox keys", expand=True, show_lines=False)
        table.add_column("Key", style="bold cyan", no_wrap=True)
        table.add_column("Does")
        for key, text in EXTRA_KEYS:
            table.add_row(key, text)
        seen = set()
        for b in self.bindings_shown:
            if b.key in seen:
                continue
            seen.add(b.key)
            table.add_row(self.app.get_key_display(b), f"{b.description}: {b.tooltip}" if b.tooltip else b.description)
        with VerticalScroll(id="dialog"):
            yield Static(table, id="help-table")
            yield Static("Esc closes. Every action can be undone with u.", id="help-hint")

    def action_close(self) -> None:
        """Close the help."""
        self.dismiss(None)
