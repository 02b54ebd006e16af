"""docs/ENGINE.md opens with a map of the code; every path it names exists."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def map_paths() -> list[str]:
    """The backticked paths in the first column of the map table (``a/b.py`` ``c.py`` share a folder)."""
    text = (ROOT / "docs" / "ENGINE.md").read_text(encoding="utf-8")
    table = text.split("## Map", 1)[1].split("\n\n", 2)[1]
    paths = []
    for row in table.splitlines()[2:]:
        first = row.split("|")[1]
        names = re.findall(r"`([^`]+)`", first)
        folder = names[0].rsplit("/", 1)[0] if "/" in names[0] else ""
        paths += [names[0]] + [f"{folder}/{n}" for n in names[1:]]
    return paths


def test_engine_map_names_existing_paths():
    paths = map_paths()
    assert len(paths) > 30
    missing = [p for p in paths if not (ROOT / p).exists()]
    assert not missing, f"docs/ENGINE.md's map names missing paths: {missing}"


def test_engine_map_covers_every_engine_module():
    named = set(map_paths())
    modules = [str(p.relative_to(ROOT)) for p in (ROOT / "sandbox").rglob("*.py")
               if p.name != "__init__.py" or p.parent.name == "sandbox"]
    unnamed = [m for m in modules if m not in named]
    assert not unnamed, f"docs/ENGINE.md's map doesn't name: {unnamed}"
