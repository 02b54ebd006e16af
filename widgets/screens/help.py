"""The help screen: every key, read from the live bindings of each screen, and what the
glyphs on the panes mean."""

from __future__ import annotations

from collections.abc import Iterable

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Static

from .modal import Modal

EXTRA_KEYS = [
    ("↑ ↓ / home / end", "move inside a pane"),
    ("enter", "act on the selected object: tap a land for mana, cast from hand, activate, "
              "resolve the top of the stack, or inspect"),
    ("ctrl+p", "command palette: cast / activate / tap / inspect by fuzzy name"),
]
"""Keys handled by the panes themselves (not bindings of a screen)."""

GLYPHS = [
    ("✓", "hand: can be cast or played now · demo: a step already played · text reading (e): a line understood"),
    ("▶", "stack: resolves next · demo: the step just played · browser: the preset has a demo"),
    ("★", "browser: a puzzle (it has a goal)"),
    ("↷", "tapped"),
    ("☾", "summoning sick: can't attack or pay {T} yet (302.6)"),
    ("⊕", "an Aura or Equipment attached to this permanent"),
    ("→", "attached to (battlefield) · its targets (stack)"),
    ("●", "counters on the permanent"),
    ("✶", "damage marked on the permanent"),
    ("⚔", "attacking"),
    ("⛨", "blocking"),
    ("♥", "life total"),
    ("×", "how many: G×2 is two {G} in the pool"),
    ("←", "inspector: a copy of a copy (the chain of copy effects)"),
    ("•", "inspector: a ruling"),
    ("✗", "status line: why the last action wasn't done · text reading (e): a line not understood (not played)"),
    ("✎", "text reading (e): a line the compiler refuses that the card's hand-written table plays"),
    ("[x] / [ ]", "dialogs: ticked / not ticked"),
]
"""Every glyph the panes draw, and its meaning (README's legend says the same)."""


def key_rows(bindings: Iterable[Binding], display) -> list[tuple[str, str]]:
    """One row per key; a key bound twice (the second binding runs when the first doesn't
    apply) lists both."""
    rows: dict[str, list[str]] = {}
    for b in bindings:
        keys = " / ".join(display(k) for k in b.key.split(","))
        if keys in rows:
            text = b.tooltip or b.description
            rows[keys].append(text[:1].lower() + text[1:])
        else:
            rows[keys] = [f"{b.description}: {b.tooltip}" if b.tooltip else b.description]
    return [(keys, "; ".join(texts)) for keys, texts in rows.items()]


class HelpScreen(Modal[None]):
    """Lists the keys of each screen given to it, then the glyphs."""

    BINDINGS = [
        Binding("escape,q,question_mark", "close", "Close", tooltip="Close the help", id="help.close"),
    ]

    def __init__(self, sections: list[tuple[str, list[Binding]]]) -> None:
        super().__init__()
        self.sections = sections
        """(title, bindings) for each screen: the game screen first."""

    def _display(self, key: str) -> str:
        return self.app.get_key_display(Binding(key, ""))

    def table(self) -> Table:
        """The keys, screen by screen, and the glyphs."""
        table = Table(title="mtg-sandbox keys", expand=True, show_lines=False)
        table.add_column("Key", style="bold cyan", no_wrap=True)
        table.add_column("Does")
        for i, (title, bindings) in enumerate(self.sections):
            table.add_row("", Text(title, style="bold underline"))
            rows = (EXTRA_KEYS if i == 0 else []) + key_rows(bindings, self._display)
            for key, text in rows:
                table.add_row(Text(key), Text(text))
            table.add_row("", "")
        table.add_row("", Text("Glyphs on the panes", style="bold underline"))
        for glyph, meaning in GLYPHS:
            table.add_row(Text(glyph), Text(meaning))
        return table

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="dialog"):
            yield Static(self.table(), id="help-table")
            yield Static("Esc closes. Every action can be undone with u.", id="help-hint")

    def action_close(self) -> None:
        """Close the help."""
        self.dismiss(None)
