"""Copy-chain benchmark: all characteristics of a board with a 50-deep copy chain (707.3).

Run: ``python bench/copy_chain.py``. Board: ~200 permanents, among them a Siege Rhino, a
Phantasmal Image copying it, and 49 more copies each copying the previous one (Clones, with a
Machine God's Effigy, a Phyrexian Metamorph and a Spark Double in the chain), plus
animation effects (Living Lands, March of the Machines, Urborg). Budget (bench/README.md):
computing every permanent's characteristics (layers 1-7) has a median under 5 ms.
Exits non-zero when over budget.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sandbox import load_preset_text  # noqa: E402
from sandbox.core.layers import compute_all  # noqa: E402

BUDGET_MS = 5.0
DEPTH = 50


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


def main() -> int:
    game, _ = load_preset_text(board_text(), "<bench copy chain>")
    n = len(game.state.battlefield)
    last = game.refs[f"c{DEPTH}"]
    c = game.chars(last)
    assert c.name == "Siege Rhino" and "Illusion" in c.subtypes and "Artifact" in c.card_types, c
    times = []
    for _ in range(60):
        game.touch()
        t = time.perf_counter()
        compute_all(game)
        times.append((time.perf_counter() - t) * 1000)
    med = statistics.median(times)
    print(f"copy chain depth {DEPTH}, {n} permanents: all characteristics median {med:.2f} ms "
          f"(min {min(times):.2f}, max {max(times):.2f}); budget {BUDGET_MS} ms")
    return 0 if med < BUDGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
