"""Log pane benchmark: showing the log again after an undo in a long session.

Run: ``python bench/log_pane.py`` (or ``python -m bench log_pane``). The app (headless,
160x48) shows a log of 5,000 entries; the pane keeps the last 2,000 in view. An undo makes
the log shorter, and the pane shows the new last 2,000 (each entry wrapped to the pane's
width); an action makes it longer by a few entries, and the pane adds their lines. Budgets
(bench/README.md): at most 20 ms per undo at 5,000 entries (it wrapped every entry in view
again: about 270 ms), at most 1 ms per action (the pane read every entry of the log on each
action: a key's cost grew with the session's length).
"""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import Result, report  # noqa: E402

BUDGET_MS = 20.0
BUDGET_APPEND_MS = 1.0
ENTRIES = 5000
UNDOS = 30


async def _measure() -> tuple[list[float], float, list[float]]:
    from sandbox.core.log import LogEntry
    from widgets.app import make_app
    from widgets.panes.log import LogPane

    entries = [LogEntry("603.3", f"Young Pyromancer's ability triggers: create a 1/1 red Elemental creature token "
                                 f"(step {i}: it enters the battlefield under your control)") for i in range(ENTRIES)]
    app = make_app(flash=0)
    undos: list[float] = []
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.pause()
        pane = app.screen.query_one(LogPane)
        start = time.perf_counter()
        pane.show(entries)
        first = time.perf_counter() - start
        await pilot.pause()
        for n in range(ENTRIES - 3, ENTRIES - 3 * (UNDOS + 1), -3):  # each undo takes back 3 entries
            start = time.perf_counter()
            pane.show(entries[:n])
            undos.append((time.perf_counter() - start) * 1000)
            await pilot.pause()
        log = list(entries)
        pane.show(log)
        await pilot.pause()
        appends: list[float] = []
        for i in range(UNDOS):  # each action adds 3 entries to the game's log (the same list)
            log += [LogEntry("605.3b", f"Forest #{i} is tapped for mana: add {{G}}")] * 3
            start = time.perf_counter()
            pane.show(log)
            appends.append((time.perf_counter() - start) * 1000)
            await pilot.pause()
    return undos, first * 1000, appends


def results() -> list[Result]:
    undos, first, appends = asyncio.run(_measure())
    return [
        Result(f"log pane: undo with {ENTRIES:,} entries", undos, "ms", BUDGET_MS),
        Result(f"log pane: an action's entries added at {ENTRIES:,} entries", appends, "ms", BUDGET_APPEND_MS),
        Result(f"log pane: first show of {ENTRIES:,} entries", [first], "ms"),
    ]


def main() -> int:
    return report(results())


if __name__ == "__main__":
    sys.exit(main())
