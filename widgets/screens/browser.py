"""The preset browser: list, filter by topic or text, preview, and open presets.

The catalogue itself (sources, metadata, filtering, loading .toml or .pzl) is the engine's
``Catalogue``; this module shows it. ``BrowserScreen`` dismisses with the chosen path (or None).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from sandbox.api import (
    TOPICS,
    Catalogue,
    PresetEntry,
    SandboxError,
    board_summary,
    goal_status,
    load_any,
    path_inside,
    presets_dir,
    user_dir,
)

from .. import BROWSER_ENV
from .modal import Modal

if TYPE_CHECKING:
    pass

__all__ = ["BrowserScreen", "load_any", "open_browser", "openable", "preview"]


def openable(path: str | Path) -> str:
    """The path every way of opening a preset reads (the browser's preview and Enter, the
    open dialog): as given, except that a browser session opens only files inside the curated
    and the user's preset folders, links resolved (SandboxError otherwise)."""
    if os.environ.get(BROWSER_ENV):
        return str(path_inside(path, presets_dir(), user_dir(), doing="opens presets"))
    return str(path)


def preview(entry: PresetEntry) -> Text:
    """Description and a board summary (the board is loaded for real)."""
    out = Text()
    out.append(entry.title + "\n", style="bold")
    out.append(" · ".join(entry.tags) + "\n", style="dim")
    out.append(str(entry.path) + "\n\n", style="dim")
    if entry.error:
        out.append(entry.error + "\n", style="red")
        return out
    if entry.description:
        out.append(entry.description.strip() + "\n\n")
    try:
        game, info = load_any(openable(entry.path))[:2]
    except SandboxError as e:
        out.append(f"can't load: {e}\n", style="red")
        return out
    status = goal_status(game)
    if status is not None:
        out.append(status.text + "\n", style="bold")
    if status is not None:  # a puzzle: its suggestion is its solution, shown only on request
        if info.demo is not None:
            out.append("The solution is hidden: open the puzzle and press d to watch it.\n", style="dim")
    elif info.suggested:
        out.append(f"Try: {info.suggested}\n")
    out.append("\n" + board_summary(game))
    return out


TOPIC_KEYS = "[]"
"""Keys that change the topic even while the filter has the focus (the hint promises them)."""


class FilterInput(Input):
    """The filter: every key but [ and ], which change the topic."""

    def check_consume_key(self, key: str, character: str | None = None) -> bool:
        return character not in tuple(TOPIC_KEYS) and super().check_consume_key(key, character)


class BrowserScreen(Modal[str | None]):
    """Pick a preset: type to filter, F2 or [ ] to change topic, Enter to open."""

    BINDINGS = [
        Binding("escape", "close", "Close", tooltip="Close the browser", id="browser.close"),
        Binding("f2", "next_topic(1)", "Topic", tooltip="Show the next topic", id="browser.topic"),
        # Before the filter input types them (priority; FilterInput leaves them to the screen).
        Binding("right_square_bracket", "next_topic(1)", "Next topic", show=False, priority=True,
                id="browser.topic_next"),
        Binding("left_square_bracket", "next_topic(-1)", "Previous topic", show=False, priority=True,
                id="browser.topic_prev"),
        Binding("down", "move(1)", "Down", show=False, id="browser.down"),
        Binding("up", "move(-1)", "Up", show=False, id="browser.up"),
    ]
    DEFAULT_CSS = """
    BrowserScreen { align: center middle; }
    BrowserScreen #browser { width: 95%; height: 90%; border: round $accent; background: $surface; padding: 0 1; }
    BrowserScreen #browser-top { height: 3; }
    BrowserScreen #browser-topic { width: auto; padding: 1 1 0 0; }
    BrowserScreen #browser-filter { width: 1fr; }
    BrowserScreen #browser-list { width: 1fr; height: 1fr; }
    BrowserScreen #browser-preview-box { width: 1fr; height: 1fr; border-left: solid $accent; padding: 0 1; }
    BrowserScreen #browser-hint { height: 1; color: $text-muted; }
    """

    def __init__(self, catalog: Catalogue | None = None, extra: list[str | Path] | None = None) -> None:
        super().__init__()
        self.catalog = catalog or Catalogue(extra)
        self.topic = "all"
        self.text = ""
        self.shown: list[PresetEntry] = []

    def compose(self) -> ComposeResult:
        with Vertical(id="browser"):
            with Horizontal(id="browser-top"):
                yield Static("", id="browser-topic")
                yield FilterInput(placeholder="filter: words in title, description, rulings (E05, M4, ...)",
                            id="browser-filter")
            with Horizontal():
                yield OptionList(id="browser-list")
                with VerticalScroll(id="browser-preview-box"):
                    yield Static("", id="browser-preview")
            yield Static("type to filter · ↑↓ choose · Enter open · F2 / [ ] topic · Esc close", id="browser-hint")

    def on_mount(self) -> None:
        self.refilter()
        self.query_one("#browser-filter", Input).focus()

    def refilter(self) -> None:
        self.shown = self.catalog.filter(self.topic, self.text)
        self.query_one("#browser-topic", Static).update(
            Text.assemble(("topic: ", "dim"), (self.topic, "bold"), (f"  {len(self.shown)} shown", "dim")))
        lst = self.query_one("#browser-list", OptionList)
        lst.clear_options()
        lst.add_options([Option(Text(e.label), id=str(i)) for i, e in enumerate(self.shown)])
        if self.shown:
            lst.highlighted = 0
        self.show_preview()

    def current(self) -> PresetEntry | None:
        lst = self.query_one("#browser-list", OptionList)
        i = lst.highlighted
        return self.shown[i] if i is not None and 0 <= i < len(self.shown) else None

    def show_preview(self) -> None:
        e = self.current()
        self.query_one("#browser-preview", Static).update(
            preview(e) if e else Text("Nothing matches the filter: edit it, or change the topic (F2). "
                                      "Esc closes the browser."))

    @on(Input.Changed, "#browser-filter")
    def _typed(self, event: Input.Changed) -> None:
        self.text = event.value
        self.refilter()

    @on(Input.Submitted, "#browser-filter")
    def _enter(self, event: Input.Submitted) -> None:
        self.open_current()

    @on(OptionList.OptionHighlighted, "#browser-list")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self.show_preview()

    @on(OptionList.OptionSelected, "#browser-list")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        self.open_current()

    def open_current(self) -> None:
        e = self.current()
        if e is not None:
            self.dismiss(str(e.path))

    def action_move(self, step: int) -> None:
        """Move the highlight in the list (while typing in the filter)."""
        lst = self.query_one("#browser-list", OptionList)
        if not self.shown:
            return
        i = lst.highlighted or 0
        lst.highlighted = max(0, min(len(self.shown) - 1, i + step))

    def action_next_topic(self, step: int) -> None:
        """Show the next (or previous) topic."""
        i = TOPICS.index(self.topic)
        self.topic = TOPICS[(i + step) % len(TOPICS)]
        self.refilter()

    def action_close(self) -> None:
        """Close without opening anything."""
        self.dismiss(None)


def open_browser(screen) -> None:
    """Push the browser over a GameScreen; the chosen preset (or Forge puzzle) replaces its
    board. Paths given on the command line (the file the app opened, and the app's
    ``preset_paths`` if it has them) are listed too."""
    extra: list[str | Path] = list(getattr(screen.app, "preset_paths", []) or [])
    info = getattr(screen, "info", None)
    if info is not None and getattr(info, "path", "") and Path(info.path).exists():
        extra.append(info.path)

    screen.app.push_screen(BrowserScreen(extra=extra), screen.open_preset)
