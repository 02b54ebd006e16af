"""App latency: from a key press to the updated frame, measured inside the app.

Run: ``python bench/latency.py``. Board: 200 permanents (bench/engine.py's board). The app's
latency probe (``make_app(probe=True)``) records the time from each key event reaching the
app to the next frame the compositor produces; the Pilot's own idle waiting between key
presses is not included. Budget (bench/README.md): median < 16 ms, 95th percentile < 33 ms.
Keys: cursor moves in the battlefield and hand, pane switches, tapping lands for mana, undo,
redo and passing priority.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

BUDGET_MEDIAN_MS = 16.0
BUDGET_P95_MS = 33.0
KEYS = (["down"] * 6 + ["t", "down", "t", "down", "t", "u", "y"] + ["down"] * 4 + ["h", "down", "down", "b"]
        + ["down"] * 3 + ["t", "u", "u", "y", "space", "u"])
"""Cursor moves over the lands (tapping some), undo/redo, pane switches, a pass."""


def board_text(n: int = 200) -> str:
    """n permanents split between two players: basic lands first, then creatures and others."""
    def side(k: int) -> str:
        lands = ['"Forest"', '"Island"', '"Mountain"', '"Plains"', '"Swamp"']
        items = [lands[i % 5] for i in range(k * 4 // 10)]
        creatures = ['"Grizzly Bears"', '"Llanowar Elves"', '"Siege Rhino"', '"Slippery Bogle"']
        items += [creatures[i % 4] for i in range(k * 4 // 10)]
        items += ['"Vesuvan Duplimancy"' if i % 2 else '"Sol Ring"' for i in range(k - len(items))]
        return "battlefield = [" + ", ".join(items) + "]\nhand = [\"Giant Growth\", \"Lightning Bolt\"]"
    return (f"[game]\nturn = 3\nstep = \"main1\"\n[[player]]\n{side(n // 2)}\n"
            f"[[player]]\n{side(n - n // 2)}\n")


async def measure(rounds: int = 4) -> list[float]:
    from widgets.app import make_app
    os.environ.setdefault("MTG_SANDBOX_DATA_DIR", tempfile.mkdtemp())
    app = make_app(text=board_text(200), probe=True, flash=0.3)
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.pause()
        assert len(app.game_screen.game.state.battlefield) == 200
        app.latencies.clear()
        for _ in range(rounds):
            for key in KEYS:
                await pilot.press(key)
                assert app.screen is app.game_screen, f"{key} opened {app.screen}"
        await pilot.pause()
        return list(app.latencies)


def main() -> int:
    lat = [x * 1000 for x in asyncio.run(measure())]
    lat.sort()
    med = statistics.median(lat)
    p95 = lat[int(len(lat) * 0.95) - 1]
    print(f"key presses measured: {len(lat)}; permanents: 200")
    print(f"key-to-frame latency: median {med:.1f} ms (budget {BUDGET_MEDIAN_MS}), "
          f"p95 {p95:.1f} ms (budget {BUDGET_P95_MS}), max {lat[-1]:.1f} ms")
    ok = med < BUDGET_MEDIAN_MS and p95 < BUDGET_P95_MS
    print("OK" if ok else "OVER BUDGET")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
