"""Shared helpers for the preset tests: the curated preset files and the seed ruling ids."""

from __future__ import annotations

import re
from pathlib import Path

from sandbox.formats.preset import presets_dir

ROOT = Path(__file__).resolve().parents[2]
RULINGS_FILE = ROOT.parent / "shared" / "RULINGS.md"
# The seed ruling ids (shared/RULINGS.md); used when that file isn't next to the checkout.
SEED_IDS = ([f"M{i}" for i in range(1, 9)] + [f"E{i:02}" for i in range(1, 12)]
            + [f"D{i:02}" for i in range(1, 10)] + [f"R{i:02}" for i in range(1, 8)])


def seed_ids() -> list[str]:
    if RULINGS_FILE.exists():
        ids = re.findall(r"^\| ([MEDR]\d+) \|", RULINGS_FILE.read_text(encoding="utf-8"), re.M)
        assert ids, "no ids found in RULINGS.md"
        return ids
    return SEED_IDS


def curated() -> list[Path]:
    return sorted(p for p in presets_dir().rglob("*.toml"))


def rel(p: Path) -> str:
    return str(p.relative_to(presets_dir()))
