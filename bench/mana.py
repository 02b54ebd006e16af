"""Mana benchmark: "could produce" (106.7) over interlinked lands, and payment plans.

Run: ``python bench/mana.py``. Budgets (bench/README.md):

- could-produce for every permanent of a 300-land board of Reflecting Pools, Exotic Orchards
  and basic lands (both players, chains across them) < 20 ms;
- a payment plan with 60 mana sources < 10 ms;
- tapping a Forest under thirty Nyxbloom Ancients (3^30 {G}: exact count) and casting a
  spell from that pool < 20 ms, with a peak of < 2 MB allocated (tracemalloc);
- every maximal combination of mana (``expect mana-options``) for 60 sources with choices:
  50 basics and Sol Rings with 10 Birds of Paradise (1001 combinations) < 50 ms; 54 with 3
  Birds and 3 Graven Cairns (filters paying {B/R}: 500 combinations) < 1000 ms;
- each grows at most linearly from 100 to 400 sources (ratio <= 4.0 for 4x the sources,
  checked as <= 4.4 to allow 10% timing noise on a shared machine).

"warm" = characteristics (layers, 613) already computed for this state version, as they are
after any other query; "cold" = the layers are recomputed too. Both are printed; budgets
apply to the warm figures (the mana work itself).
"""

from __future__ import annotations

import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sandbox import load_preset_text  # noqa: E402
from sandbox.core.actions import Activate, Cast  # noqa: E402
from sandbox.core.mana.could_produce import could_produce  # noqa: E402
from sandbox.core.mana.options import mana_options  # noqa: E402
from sandbox.core.mana.solver import plan_payment  # noqa: E402
from sandbox.symbols import parse_cost  # noqa: E402

BUDGETS = {"could300": 20.0, "plan60": 10.0, "ratio": 4.4, "huge": 20.0, "huge_kb": 2048.0,
           "options_birds": 50.0, "options_filters": 1000.0}
"""ratio: 4x the sources may cost at most 4x the time; 10% is allowed for timing noise."""
BASICS = ["Plains", "Island", "Swamp", "Mountain", "Forest"]


def lands_board(n: int) -> str:
    """n lands split between two players: a third each of Reflecting Pools, Exotic Orchards
    and basics, so every pool looks at orchards that look at the other side's pools."""
    def side(k: int, offset: int) -> str:
        items = []
        for i in range(k):
            r = i % 3
            if r == 0:
                items.append('"Reflecting Pool"')
            elif r == 1:
                items.append('"Exotic Orchard"')
            else:
                items.append(f'"{BASICS[(i // 3 + offset) % 5]}"')
        return ", ".join(items)
    half = n // 2
    return f'''
[[player]]
battlefield = [{side(half, 0)}]
[[player]]
battlefield = [{side(n - half, 2)}]
'''


def sources_board(n: int) -> str:
    """n untapped mana sources of one player: basics, Birds, Sol Rings, Reflecting Pools,
    Gilded Lotus, Treasures, and Azorius Signets (filters: {1}, {T}: Add {W}{U})."""
    kinds = ['"Forest"', '"Island"', '"Plains"', '"Swamp"', '"Mountain"', '"Birds of Paradise"',
             '"Sol Ring"', '"Reflecting Pool"', '"Llanowar Elves"', '{ card = "Treasure", token = true }',
             '"Wastes"', '"Gilded Lotus"', '"Azorius Signet"']
    items = [kinds[i % len(kinds)] for i in range(n)]
    return f'''
[[player]]
battlefield = [{", ".join(items)}]
[[player]]
'''


COST = parse_cost("{4}{W}{U}{B}{R}{G}{G/U}{2/W}{U/P}")


def best_ms(fn, repeat: int = 40) -> float:
    """Fastest of several runs (as timeit advises: slower runs measure other load)."""
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return min(times)


def _fresh(game, cold: bool) -> None:
    game._could_cache = (-1, {}, {})
    game._mana_rep_cache = (-1, [])
    if cold:
        game._cache_version = -1
        getattr(game, "_cache_lru", {}).clear()


def could_ms(n: int, cold: bool = False) -> float:
    game, _ = load_preset_text(lands_board(n), "<bench>")
    ids = list(game.state.battlefield)

    def run():
        _fresh(game, cold)
        for o in ids:
            could_produce(game, o)
    run()
    return best_ms(run)


def plan_ms(n: int, cold: bool = False) -> float:
    game, _ = load_preset_text(sources_board(n), "<bench>")

    def run():
        _fresh(game, cold)
        plan = plan_payment(game, 0, COST)
        assert plan.ok, plan.problem
    run()
    return best_ms(run)


def options_ms(fixed: int, birds: int, cairns: int) -> tuple[float, int]:
    """(ms, how many) for every maximal combination of mana of a board with choices."""
    basics = ['"Forest"', '"Island"', '"Plains"', '"Swamp"', '"Mountain"', '"Sol Ring"']
    items = [basics[i % 6] for i in range(fixed)] + ['"Birds of Paradise"'] * birds + ['"Graven Cairns"'] * cairns
    game, _ = load_preset_text(f'[[player]]\nbattlefield = [{", ".join(items)}]\n[[player]]\n', "<bench>")
    found = len(mana_options(game, 0))
    return best_ms(lambda: mana_options(game, 0), 5), found


def huge_pool() -> tuple[float, float]:
    """(ms, peak KB) to tap a Forest under thirty Nyxbloom Ancients and cast a spell with it."""
    text = f'''
[[player]]
hand = ["Grizzly Bears"]
battlefield = [{{ card = "Forest", ref = "f" }}, {", ".join(['"Nyxbloom Ancient"'] * 30)}]
[[player]]
'''
    base, _ = load_preset_text(text, "<bench>")
    bears = base.state.zones["hand:0"][0]

    def run():
        game = base.clone()
        game.perform(Activate(base.refs["f"], 0))
        game.perform(Cast(bears))
        assert game.state.players[0].pool.count("G") == 3 ** 30 - 2
    clone_ms = best_ms(base.clone, 10)
    tracemalloc.start()
    run()
    peak = tracemalloc.get_traced_memory()[1] / 1024
    tracemalloc.stop()
    return max(best_ms(run, 10) - clone_ms, 0.0), peak


def main() -> int:
    ok = True
    rows = []
    c100, c300, c400 = could_ms(100), could_ms(300), could_ms(400)
    rows.append(("could-produce, 300 lands (warm)", c300, BUDGETS["could300"]))
    rows.append(("could-produce, 300 lands (cold, layers too)", could_ms(300, cold=True), None))
    p60, p100, p400 = plan_ms(60), plan_ms(100), plan_ms(400)
    rows.append(("payment plan, 60 sources (warm)", p60, BUDGETS["plan60"]))
    rows.append(("payment plan, 60 sources (cold, layers too)", plan_ms(60, cold=True), None))
    birds_ms, birds_n = options_ms(50, 10, 0)
    rows.append((f"mana options, 60 sources, 10 Birds ({birds_n})", birds_ms, BUDGETS["options_birds"]))
    filters_ms, filters_n = options_ms(54, 3, 3)
    rows.append((f"mana options, 60 sources, 3 Birds 3 Cairns ({filters_n})", filters_ms, BUDGETS["options_filters"]))
    huge_ms, huge_kb = huge_pool()
    rows.append(("3^30 {G}: tap under 30 triplers, cast", huge_ms, BUDGETS["huge"]))
    rows.append(("3^30 {G}: peak allocated (KB)", huge_kb, BUDGETS["huge_kb"]))
    for name, ms, budget in rows:
        verdict = "" if budget is None else (" ok" if ms <= budget else " OVER BUDGET")
        if budget is not None and ms > budget:
            ok = False
        unit = "KB" if "(KB)" in name else "ms"
        print(f"{name:48s} {ms:8.2f} {unit}" + (f"  (budget {budget} {unit}){verdict}" if budget else ""))
    for name, small, big in (("could-produce", c100, c400), ("payment plan", p100, p400)):
        ratio = big / small
        verdict = "ok" if ratio <= BUDGETS["ratio"] else "WORSE THAN LINEAR"
        ok = ok and ratio <= BUDGETS["ratio"]
        print(f"{name:15s} 100 -> 400 sources: {small:.2f} ms -> {big:.2f} ms, ratio {ratio:.2f} "
              f"(linear = 4.0) {verdict}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
