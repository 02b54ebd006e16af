"""Engine benchmark: legal_actions + perform, all characteristics, undo; 200 vs 800 permanents;
``add Forest`` commands on boards of 1,000 and 4,000 lands.

Run: ``python bench/engine.py``. Budgets (bench/README.md): on a 200-permanent board
legal_actions()+perform() median < 2 ms, all characteristics < 5 ms, undo < 5 ms, and
going from 200 to 800 permanents costs at most 4.5x. One ``add Forest`` on a 1,000-land
board < 5 ms; on a 4,000-land board at most 1.5x that: an add costs about the same on any
board (the snapshots for undo are frozen once per 16 to 64 actions on a large state, and the
layer results, triggers, state-based actions and control changes look only at what entered
when nothing else changed), so 4,000 adds are linear.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import Result, report  # noqa: E402
from sandbox import Activate, load_preset_text  # noqa: E402
from sandbox.script.session import Session  # noqa: E402

BUDGETS = {"legal+perform": 2.0, "characteristics": 5.0, "undo": 5.0, "ratio": 4.5, "add": 5.0, "add ratio": 1.5}


def board_text(n: int) -> str:
    """A board of n permanents split between two players: lands, creatures, rocks, statics."""
    def side(k: int) -> str:
        items = []
        for i in range(k):
            r = i % 10
            if r < 4:
                items.append('"Forest"' if i % 2 else '"Island"')
            elif r < 7:
                items.append('"Grizzly Bears"' if i % 2 else '"Llanowar Elves"')
            elif r == 7:
                items.append('"Sol Ring"')
            elif r == 8:
                items.append('{ card = "Walking Ballista", counters = { "+1/+1" = 2 } }')
            else:
                items.append('"Isamaru, Hound of Konda"' if i == 9 else '"Mind Stone"')
        return ", ".join(items)
    half = n // 2
    return f'''
[game]
turn = 3
[[player]]
hand = ["Lightning Bolt", "Giant Growth", "Grizzly Bears"]
battlefield = ["Urborg, Tomb of Yawgmoth", {side(half - 1)}]
[[player]]
battlefield = [{side(n - half)}]
'''


def median_ms(fn, repeat: int = 40) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def measure(n: int) -> dict[str, list[float]]:
    """Samples (ms): legal_actions + perform of a tap, the undo after it, all characteristics."""
    game, _ = load_preset_text(board_text(n), f"<bench {n}>")
    lands = [o for o in game.state.battlefield if game.chars(o).name == "Forest" and game.controller(o) == 0]
    la, un, ch = [], [], []
    for i in range(40):
        t = time.perf_counter()
        actions = game.legal_actions()
        action = Activate(lands[i % len(lands)], 0)
        assert action in actions
        game.perform(action)
        la.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        game.undo()
        un.append((time.perf_counter() - t) * 1000)
    for _ in range(40):
        game.touch()
        t = time.perf_counter()
        game.all_chars()
        ch.append((time.perf_counter() - t) * 1000)
    return {"legal+perform": la, "undo": un, "characteristics": ch}


BATCH = 64
"""Adds per sample: a sample is their mean, so the freezes made once per 16 to 64 actions on
a large state (one more action per 64 objects) and the collector's passes count in it, as in a
long script."""


def add_ms(lands: int, adds: int = 256) -> list[float]:
    """Samples (ms): the mean of one ``add Forest`` command over batches of BATCH, on a board
    of ``lands`` Forests."""
    half = ", ".join(['"Forest"'] * (lands // 2))
    game, _ = load_preset_text(f"[[player]]\nbattlefield = [{half}]\n[[player]]\nbattlefield = [{half}]\n",
                               f"<bench {lands} lands>")
    session = Session(game)
    assert session.run("add Forest").ok  # the first action freezes: nothing to replay from yet
    times = []
    for _ in range(adds // BATCH):
        t = time.perf_counter()
        for _ in range(BATCH):
            assert session.run("add Forest").ok
        times.append((time.perf_counter() - t) * 1000 / BATCH)
    return times


def bulk_results(rounds: int = 3) -> list[Result]:
    """``add Forest`` on 1,000 and 4,000 lands, ``rounds`` times; each round gives one ratio."""
    runs = [(add_ms(1000), add_ms(4000)) for _ in range(rounds)]
    small = [x for s, _ in runs for x in s]
    ratios = [statistics.median(big) / statistics.median(s) for s, big in runs]
    return [Result("engine: add Forest, 1,000 lands", small, "ms", BUDGETS["add"]),
            Result("engine: add Forest, 4,000 / 1,000 lands", ratios, "x", BUDGETS["add ratio"])]


def results(rounds: int = 3) -> list[Result]:
    """Both boards measured ``rounds`` times, alternating; each round gives one ratio."""
    runs = [(measure(200), measure(800)) for _ in range(rounds)]
    out = []
    for key in ("legal+perform", "characteristics", "undo"):
        small = [x for s, _ in runs for x in s[key]]
        out.append(Result(f"engine: {key}, 200 permanents", small, "ms", BUDGETS[key], strict=True))
        ratios = [statistics.median(big[key]) / statistics.median(s[key]) for s, big in runs]
        out.append(Result(f"engine: {key}, 800 / 200 permanents", ratios, "x", BUDGETS["ratio"]))
    return out + bulk_results(rounds)


def main() -> int:
    return report(results())


if __name__ == "__main__":
    sys.exit(main())
