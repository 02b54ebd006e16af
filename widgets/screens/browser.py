"""The preset browser: list, filter by topic or text, preview, and open presets.

Sources: the curated library (``presets/``), the user's own folder (a platform data
directory, where saved boards go) and any files or folders given on the command line.
Forge puzzles (``.pzl``) found there are listed too and imported when opened.

``Catalog`` is the model (no UI): it scans, filters and previews; ``BrowserScreen`` shows it
and dismisses with the chosen path (or None).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from sandbox.errors import SandboxError

from .modal import Modal

if TYPE_CHECKING:
    from sandbox.core.game import Game
    from sandbox.formats.preset import PresetInfo

TOPICS = ("all", "puzzles", "copies", "mana", "triggers", "stack", "demo", "yours")
MAX_FILES = 2000


@dataclass
class Entry:
    """One preset file as the browser lists it."""

    path: Path
    title: str
    topic: str
    description: str = ""
    source: str = "library"
    """"library", "yours" or "path" (given on the command line)."""
    difficulty: int | None = None
    puzzle: bool = False
    demo: bool = False
    rulings: list[str] = field(default_factory=list)
    error: str = ""

    @property
    def label(self) -> str:
        marks = ("★" if self.puzzle else "") + ("▶" if self.demo else "")
        where = "" if self.source == "library" else f" [{self.source}]"
        return f"{self.topic or '-':9} {self.title}{' ' + marks if marks else ''}{where}"

    def matches(self, topic: str, text: str) -> bool:
        if topic == "yours":
            if self.source != "yours":
                return False
        elif topic != "all" and self.topic != topic:
            return False
        if not text:
            return True
        hay = " ".join([self.title, self.topic, self.description, " ".join(self.rulings), self.path.name]).lower()
        return all(word in hay for word in text.lower().split())


def _entry(path: Path, source: str) -> Entry:
    if path.suffix.lower() == ".pzl":
        from sandbox.formats.forge import parse_pzl
        try:
            meta, _ = parse_pzl(path.read_text(encoding="utf-8", errors="replace"))
        except OSError as e:
            return Entry(path, path.stem, "", source=source, error=str(e))
        return Entry(path, meta.get("name", path.stem), "puzzles", meta.get("description", "Forge puzzle"),
                     source, puzzle=bool(meta.get("goal")))
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        return Entry(path, path.stem, "", source=source, error=f"can't read: {e}")
    meta = data.get("preset", {}) if isinstance(data.get("preset"), dict) else {}
    topic = str(meta.get("topic", "")) or (path.parent.name if source == "library" else "")
    diff = meta.get("difficulty")
    return Entry(path, str(meta.get("title", path.stem)), topic, str(meta.get("description", "")), source,
                 diff if isinstance(diff, int) else None, "goal" in data, "demo" in data,
                 [str(r) for r in meta.get("rulings", [])] if isinstance(meta.get("rulings"), list) else [])


def _files(root: Path) -> list[Path]:
    if root.is_file():
        return [root]
    if not root.is_dir():
        return []
    out = []
    for p in sorted(root.rglob("*")):
        if p.suffix.lower() in (".toml", ".pzl") and p.is_file():
            out.append(p)
            if len(out) >= MAX_FILES:
                break
    return out


class Catalog:
    """Every preset the browser can show, with filtering and previews."""

    def __init__(self, extra: list[str | Path] | None = None, library: Path | None = None,
                 user: Path | None = None):
        from sandbox.formats.preset import presets_dir
        from sandbox.formats.save import user_dir
        self.library = library or presets_dir()
        self.user = user if user is not None else user_dir()
        self.extra = [Path(p) for p in (extra or [])]
        self.entries: list[Entry] = []
        self.scan()

    def scan(self) -> None:
        seen: set[Path] = set()
        entries: list[Entry] = []
        for root, source in [(self.library, "library"), (self.user, "yours")] + [(p, "path") for p in self.extra]:
            for f in _files(root):
                key = f.resolve()
                if key in seen:
                    continue
                seen.add(key)
                entries.append(_entry(f, source))
        order = {t: i for i, t in enumerate(TOPICS)}
        entries.sort(key=lambda e: (e.source != "path", order.get(e.topic, 99) if e.source == "library" else 50,
                                    e.difficulty or 0, e.title.lower()))
        self.entries = entries

    def filter(self, topic: str = "all", text: str = "") -> list[Entry]:
        return [e for e in self.entries if e.matches(topic, text)]

    @staticmethod
    def preview(entry: Entry) -> Text:
        """Description and a board summary (the board is loaded for real)."""
        out = Text()
        out.append(entry.title + "\n", style="bold")
        tags = [entry.topic or "no topic", entry.source]
        if entry.difficulty is not None:
            tags.append(f"difficulty {entry.difficulty}")
        if entry.puzzle:
            tags.append("puzzle")
        if entry.demo:
            tags.append("narrated line of play")
        if entry.rulings:
            tags.append("rulings " + " ".join(entry.rulings))
        out.append(" · ".join(tags) + "\n", style="dim")
        out.append(str(entry.path) + "\n\n", style="dim")
        if entry.error:
            out.append(entry.error + "\n", style="red")
            return out
        if entry.description:
            out.append(entry.description.strip() + "\n\n")
        try:
            game, info = load_any(entry.path)[:2]
        except SandboxError as e:
            out.append(f"can't load: {e}\n", style="red")
            return out
        from sandbox.formats.goals import goal_status
        status = goal_status(game)
        if status is not None:
            out.append(status.text + "\n", style="bold")
        if info.suggested:
            out.append(f"Try: {info.suggested}\n")
        out.append("\n" + board_summary(game))
        return out


def board_summary(game: "Game") -> str:
    """A few lines: turn and step, each player's life, hand size and permanents."""
    st = game.state
    lines = [f"Turn {st.turn}, {st.step}, {st.players[st.active].name} active"]
    for p in st.players:
        names: dict[str, int] = {}
        for oid in game.battlefield(p.index):
            c = game.chars(oid)
            key = c.name + (" (token)" if game.obj(oid).kind == "token" else "")
            names[key] = names.get(key, 0) + 1
        perms = ", ".join(f"{n}×{k}" if n > 1 else k for k, n in names.items()) or "nothing"
        lines.append(f"{p.name}: {p.life} life, {len(st.zone('hand', p.index))} in hand — {perms}")
    return "\n".join(lines)


def load_any(path: str | Path) -> tuple["Game", "PresetInfo", str]:
    """Load a preset (.toml) or import a Forge puzzle (.pzl): game, info, preset text."""
    p = Path(path)
    if p.suffix.lower() == ".pzl":
        from sandbox.formats.forge import load_pzl, pzl_to_toml
        game, info, report = load_pzl(p, strict=False)
        text, _ = pzl_to_toml(p.read_text(encoding="utf-8", errors="replace"), str(p))
        if report.unsupported:
            game.note("sandbox", "Forge import: " + " | ".join(report.lines()), "edit")
        return game, info, text
    from sandbox.formats.preset import load_preset
    game, info = load_preset(p)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError:
        text = ""
    info.path = str(p)
    return game, info, text


class BrowserScreen(Modal[str | None]):
    """Pick a preset: type to filter, F2 or [ ] to change topic, Enter to open."""

    BINDINGS = [
        Binding("escape", "close", "Close", tooltip="Close the browser", id="browser.close"),
        Binding("f2", "next_topic(1)", "Topic", tooltip="Show the next topic", id="browser.topic"),
        Binding("right_square_bracket", "next_topic(1)", "Next topic", show=False, id="browser.topic_next"),
        Binding("left_square_bracket", "next_topic(-1)", "Previous topic", show=False, id="browser.topic_prev"),
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

    def __init__(self, catalog: Catalog | None = None, extra: list[str | Path] | None = None) -> None:
        super().__init__()
        self.catalog = catalog or Catalog(extra)
        self.topic = "all"
        self.text = ""
        self.shown: list[Entry] = []

    def compose(self) -> ComposeResult:
        with Vertical(id="browser"):
            with Horizontal(id="browser-top"):
                yield Static("", id="browser-topic")
                yield Input(placeholder="filter: words in title, description, rulings (E05, M4, ...)", id="browser-filter")
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
        lst.add_options([Option(e.label, id=str(i)) for i, e in enumerate(self.shown)])
        if self.shown:
            lst.highlighted = 0
        self.show_preview()

    def current(self) -> Entry | None:
        lst = self.query_one("#browser-list", OptionList)
        i = lst.highlighted
        return self.shown[i] if i is not None and 0 <= i < len(self.shown) else None

    def show_preview(self) -> None:
        e = self.current()
        self.query_one("#browser-preview", Static).update(
            Catalog.preview(e) if e else Text("Nothing matches. Esc clears nothing; edit the filter or change the topic (F2)."))

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

    def opened(path: str | None) -> None:
        if not path:
            return
        try:
            game, new_info, text = load_any(path)
        except SandboxError as e:
            screen.show_error(str(e).splitlines()[0])
            return
        screen.load(game, new_info, text)
        screen.notify(f"opened {new_info.title or path}", timeout=3)

    screen.app.push_screen(BrowserScreen(extra=extra), opened)
