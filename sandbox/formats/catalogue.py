"""The preset catalogue: every preset a player can open, with its metadata and topic.

Sources: the curated library (``presets/``), the user's own folder (a platform data
directory, where saved boards go) and any files or folders given on the command line.
Forge puzzles (``.pzl``) found there are listed too and imported when loaded.

>>> from sandbox.formats.preset import presets_dir
>>> cat = Catalogue(user=presets_dir() / "no-such-folder")
>>> wild = [e for e in cat.filter("puzzles", "wild growth")][0]
>>> wild.topic, wild.puzzle, wild.source
('puzzles', True, 'library')
>>> game, info, text = load_any(wild.path)
>>> info.title == wild.title and text.startswith("[preset]")
True
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from sandbox.core.game import Game
from sandbox.errors import LoadError
from sandbox.formats import forge
from sandbox.formats.preset import PresetInfo, load_preset_text, presets_dir, read_preset_file
from sandbox.formats.save import user_dir

TOPICS = ("all", "puzzles", "copies", "mana", "triggers", "stack", "demo", "yours")
"""The topics a catalogue filters by, in display order ("all" and "yours" are pseudo-topics)."""
MAX_FILES = 2000
"""At most this many files are read from one folder."""


@dataclass
class PresetEntry:
    """One preset file as the catalogue lists it (read without loading the board)."""

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
    """Why the file can't be read ("" if it can)."""

    @property
    def label(self) -> str:
        """One line for a list: topic, title, ★ for puzzles, ▶ for demos, and where it's from."""
        marks = ("★" if self.puzzle else "") + ("▶" if self.demo else "")
        where = "" if self.source == "library" else f" [{self.source}]"
        return f"{self.topic or '-':9} {self.title}{' ' + marks if marks else ''}{where}"

    @property
    def tags(self) -> list[str]:
        """Short facts about the entry: topic, source, difficulty, puzzle, demo, rulings."""
        tags = [self.topic or "no topic", self.source]
        if self.difficulty is not None:
            tags.append(f"difficulty {self.difficulty}")
        if self.puzzle:
            tags.append("puzzle")
        if self.demo:
            tags.append("narrated line of play")
        if self.rulings:
            tags.append("rulings " + " ".join(self.rulings))
        return tags

    def matches(self, topic: str, text: str) -> bool:
        """Whether the entry is in ``topic`` and contains every word of ``text``."""
        if topic == "yours":
            if self.source != "yours":
                return False
        elif topic != "all" and self.topic != topic:
            return False
        if not text:
            return True
        words = [self.title, self.topic, self.description, " ".join(self.rulings), self.path.name]
        hay = " ".join(words).lower()
        return all(word in hay for word in text.lower().split())


def read_entry(path: Path, source: str) -> PresetEntry:
    """The entry for one preset (.toml) or Forge puzzle (.pzl) file."""
    if path.suffix.lower() == ".pzl":
        try:
            meta, _ = forge.parse_pzl(read_preset_file(path, errors="replace"))
        except LoadError as e:
            return PresetEntry(path, path.stem, "", source=source, error=e.message)
        return PresetEntry(path, meta.get("name", path.stem), "puzzles",
                           meta.get("description", "Forge puzzle"), source,
                           puzzle=bool(meta.get("goal")))
    try:
        data = tomllib.loads(read_preset_file(path))
    except LoadError as e:
        return PresetEntry(path, path.stem, "", source=source, error=f"can't read: {e.message}")
    except (tomllib.TOMLDecodeError, RecursionError) as e:
        return PresetEntry(path, path.stem, "", source=source, error=f"can't read: {e}")
    meta = data.get("preset", {}) if isinstance(data.get("preset"), dict) else {}
    topic = str(meta.get("topic", "")) or (path.parent.name if source == "library" else "")
    diff = meta.get("difficulty")
    rulings = meta.get("rulings")
    return PresetEntry(path, str(meta.get("title", path.stem)), topic,
                       str(meta.get("description", "")), source,
                       diff if isinstance(diff, int) else None, "goal" in data, "demo" in data,
                       [str(r) for r in rulings] if isinstance(rulings, list) else [])


def preset_files(root: Path) -> list[Path]:
    """The .toml and .pzl files at ``root`` (a file or a folder, searched recursively)."""
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


class Catalogue:
    """Every preset from the library, the user's folder and ``extra`` paths, sorted for display."""

    def __init__(self, extra: list[str | Path] | None = None, library: Path | None = None,
                 user: Path | None = None):
        self.library = library or presets_dir()
        self.user = user if user is not None else user_dir()
        self.extra = [Path(p) for p in (extra or [])]
        self.entries: list[PresetEntry] = []
        self.scan()

    def scan(self) -> None:
        """Read the sources again (each file once, even if found through two of them)."""
        seen: set[Path] = set()
        entries: list[PresetEntry] = []
        roots = [(self.library, "library"), (self.user, "yours")]
        for root, source in roots + [(p, "path") for p in self.extra]:
            for f in preset_files(root):
                key = f.resolve()
                if key in seen:
                    continue
                seen.add(key)
                entries.append(read_entry(f, source))
        order = {t: i for i, t in enumerate(TOPICS)}
        entries.sort(key=lambda e: (e.source != "path",
                                    order.get(e.topic, 99) if e.source == "library" else 50,
                                    e.difficulty or 0, e.title.lower()))
        self.entries = entries

    def filter(self, topic: str = "all", text: str = "") -> list[PresetEntry]:
        """The entries in ``topic`` containing every word of ``text``."""
        return [e for e in self.entries if e.matches(topic, text)]


def load_any(path: str | Path) -> tuple[Game, PresetInfo, str]:
    """Load a preset (.toml) or import a Forge puzzle (.pzl): game, info, preset text."""
    p = Path(path)
    if p.suffix.lower() == ".pzl":
        game, info, report = forge.load_pzl(p, strict=False)
        text, _ = forge.pzl_to_toml(read_preset_file(p, errors="replace"), str(p))
        if report.unsupported:
            game.note("sandbox", "Forge import: " + " | ".join(report.lines()), "edit")
        return game, info, text
    text = read_preset_file(p)
    game, info = load_preset_text(text, str(p))
    info.path = str(p)
    return game, info, text
