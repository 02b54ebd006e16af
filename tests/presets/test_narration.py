"""A demo's narration is checked against the board it narrates: every power/toughness it
states ("Druid is -1/1 now", "a 2/2 with vigilance") is one a creature has before or after
that step, or had as it left the battlefield in it or the step before (its last known
information, 113.7a)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from sandbox.formats.catalogue import load_any
from sandbox.script.playback import run_step

PRESETS = Path(__file__).resolve().parents[2] / "presets"
DEMOS = [p for p in sorted(PRESETS.rglob("*.toml")) if "demo" in tomllib.loads(p.read_text(encoding="utf-8"))]
STATED_PT = re.compile(r"(?<![+\-\d/{])(-?\d+)/(-?\d+)(?![\d/])(?! counter)")
"""A power/toughness in words: "0/1", "-1/1"; not a counter ("-1/-1 counter", "+1/+1")."""
HYPOTHETICAL = re.compile(r"\b(would|Layer \d)")
"""A narration about what would happen, or a layer's intermediate values: not checked."""


def creature_pts(game) -> set[tuple[int, int]]:
    return {(c.power, c.toughness) for o in game.state.battlefield
            if (c := game.chars(o)).power is not None and c.toughness is not None}


@pytest.mark.parametrize("path", DEMOS, ids=lambda p: str(p.relative_to(PRESETS)))
def test_every_power_and_toughness_a_narration_states_is_on_the_board(path):
    game, info, _ = load_any(str(path))
    earlier: set[tuple[int, int]] = set()
    for i, step in enumerate(info.demo.steps, 1):
        before, known = creature_pts(game), set(game.state.lki)
        run_step(game, step)
        left = {(lk.chars.power, lk.chars.toughness) for oid, lk in game.state.lki.items()
                if oid not in known and lk.zone == "battlefield"}
        # a creature that died as the step before ended (a cost paid there) may be told of now
        board = before | creature_pts(game) | left | earlier
        earlier = left
        for sentence in re.split(r"(?<=[.;])\s", step.narration):
            if HYPOTHETICAL.search(sentence):
                continue
            for m in STATED_PT.finditer(sentence):
                stated = (int(m.group(1)), int(m.group(2)))
                assert stated in board, f"step {i}: {m.group(0)} is on no creature ({sorted(board)}): {step.narration!r}"


def test_the_check_catches_a_wrong_power_and_toughness():
    """Devoted Druid with a -1/-1 counter is -1/1: a narration saying 0/1 fails the check."""
    game, info, _ = load_any(str(PRESETS / "puzzles" / "03_devoted_druid.toml"))
    for step in info.demo.steps[:2]:
        run_step(game, step)
    assert (-1, 1) in creature_pts(game) and (0, 1) not in creature_pts(game)
