"""A token-copying loop under `resolve all` stops as soon as the stack keeps coming back the
same (issue 17, item 5): before, it ran 500 resolutions (16.7 s, 345 MB here)."""

from __future__ import annotations

import time
from pathlib import Path

from sandbox.script.play import LOOP_REPEATS
from sandbox.script.scenario import load_scenario, run_scenario

LOOP = Path(__file__).parent / "data" / "replicator_loop.toml"


def test_a_runaway_token_loop_stops_early_and_leaves_the_board_unchanged():
    sc = load_scenario(LOOP)
    lines: list[str] = []
    start = time.perf_counter()
    result = run_scenario(sc, lines.append)
    assert time.perf_counter() - start < 3
    assert result.failed == 1
    assert any(f"stopped a loop: the stack came back to Test Replicator {LOOP_REPEATS} times" in s for s in lines), lines
    game = sc.game
    assert [game.chars(o).name for o in game.state.battlefield] == ["Mountain"], "no tokens were kept"
    assert [game.chars(o).name for o in game.state.stack] == ["Test Replicator"], "as before `resolve all`"
