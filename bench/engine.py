"""Engine benchmark: legal_actions + perform, all characteristics, undo; 200 vs 800 permanents.

Run: ``python bench/engine.py``. Budgets (bench/README.md): on a 200-permanent board
legal_actions()+perform() median < 2 ms, all characteristics < 5 ms, undo < 5 ms, and
going from 200 to 800 permanents costs at most 4.5x.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sandbox import Activate, load_preset_text  # noqa: E402

BUDGETS = {"legal+perform": 2.0, "characteristics": 5.0, "undo": 5.0, "ratio": 4.5}


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


def measure(n: int) -> dict[str, float]:
    game, _ = load_preset_text(board_text(n), f"<bench {n}>")
    lands = [o for o in game.state.battlefield if game.chars(o).name == "Forest" and game.controller(o) == 0]
    state = {"i": 0}

    def legal_and_perform():
        actions = game.legal_actions()
        land = lands[state["i"] % len(lands)]
        state["i"] += 1
        action = Activate(land, 0)
        assert action in actions
        game.perform(action)

    def undo_after_perform():
        game.undo()

    la = []
    un = []
    for _ in range(40):
        t = time.perf_counter()
        legal_and_perform()
        la.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        undo_after_perform()
        un.append((time.perf_counter() - t) * 1000)

    def chars():
        game.touch()
        game.all_chars()

    return {"legal+perform": statistics.median(la), "undo": statistics.median(un),
            "characteristics": median_ms(chars)}


def main() -> int:
    small = measure(200)
    large = measure(800)
    ok = True
    for key in ("legal+perform", "characteristics", "undo"):
        verdict = "ok" if small[key] < BUDGETS[key] else "OVER BUDGET"
        ok &= small[key] < BUDGETS[key]
        ratio = large[key] / small[key]
        print(f"{key:16s} 200: {small[key]:7.3f} ms (budget {BUDGETS[key]} ms) {verdict}; "
              f"800: {large[key]:7.3f} ms; ratio {ratio:.2f}x (budget {BUDGETS['ratio']}x)")
        if key != "undo":
            ok &= ratio <= BUDGETS["ratio"]
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
