"""Copy-chain benchmark: all characteristics of a board with copy chains 10, 50 and 200 deep (707.3).

Run: ``python bench/copy_chain.py`` (or ``python -m bench copy_chain``). Board: 200
permanents (250 for the 200-deep chain), among them a Siege Rhino, a Phantasmal Image copying
it, and more copies each copying the previous one (Clones, with a Phyrexian Metamorph, a
Spark Double and a Mirror Image in the chain), plus animation effects (Living Lands, March of
the Machines, Urborg). Budgets (bench/README.md): computing every permanent's
characteristics (layers 1-7) has a median under 5 ms at depth 50, and the cost is flat in
the depth: the slope from depth 10 to 200 is at most 2 microseconds per link (at most 0.4 ms
across the 190 extra links; a walk down the chain per object would cost far more).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import Result, report  # noqa: E402
from sandbox import load_preset_text  # noqa: E402
from sandbox.core.layers import compute_all  # noqa: E402

BUDGET_MS = 5.0
DEPTH = 50
DEPTHS = (10, 50, 200)
BUDGET_SLOPE_US = 2.0
"""Microseconds per extra link of the chain, from depth 10 to 200."""


def board_text(total: int = 200, depth: int = DEPTH) -> str:
    chain = ['{ card = "Siege Rhino", ref = "c0" }',
             '{ card = "Phantasmal Image", ref = "c1", copy_of = "c0" }']
    copier = {10: "Phyrexian Metamorph", 20: "Spark Double", 30: "Mirror Image"}
    for i in range(2, depth + 1):
        chain.append(f'{{ card = "{copier.get(i, "Clone")}", ref = "c{i}", copy_of = "c{i - 1}" }}')
    filler = []
    kinds = ['"Forest"', '"Island"', '"Grizzly Bears"', '"Sol Ring"', '"Llanowar Elves"',
             '{ card = "Walking Ballista", counters = { "+1/+1" = 2 } }', '"Mind Stone"', '"History of Benalia"']
    n = total - len(chain) - 4
    for i in range(n):
        filler.append(kinds[i % len(kinds)])
    half = len(filler) // 2
    mine = ['"Living Lands"', '"March of the Machines"', '"Urborg, Tomb of Yawgmoth"', *chain, *filler[:half]]
    theirs = ['"Machine God\'s Effigy"', *filler[half:]]
    return f'''
[game]
turn = 3
[[player]]
battlefield = [{", ".join(mine)}]
[[player]]
battlefield = [{", ".join(theirs)}]
'''


def times_ms(depth: int, total: int = 200) -> list[float]:
    game, _ = load_preset_text(board_text(max(total, depth + 50), depth), f"<bench copy chain {depth}>")
    last = game.refs[f"c{depth}"]
    c = game.chars(last)
    assert c.name == "Siege Rhino" and "Illusion" in c.subtypes and "Artifact" in c.card_types, c
    times = []
    for _ in range(60):
        game.touch()
        t = time.perf_counter()
        compute_all(game)
        times.append((time.perf_counter() - t) * 1000)
    return times


def results() -> list[Result]:
    runs = {d: times_ms(d) for d in DEPTHS}
    out = [Result(f"copy chain {d} deep: all characteristics", runs[d], "ms",
                  BUDGET_MS if d == DEPTH else None, strict=True) for d in DEPTHS]
    # The 200-deep board has 50 more permanents than the others: per permanent, then the slope.
    per_permanent = {d: statistics.median(runs[d]) / max(200, d + 50) for d in DEPTHS}
    slope_us = (per_permanent[200] - per_permanent[10]) * 200 / 190 * 1000
    out.append(Result("copy chain: slope per link, depth 10 -> 200 (per 200 permanents)", [slope_us], "us",
                      BUDGET_SLOPE_US))
    return out


def main() -> int:
    return report(results())


if __name__ == "__main__":
    sys.exit(main())
