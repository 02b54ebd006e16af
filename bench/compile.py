"""Oracle compiler benchmark: how long real card texts take to compile, and the worst cases.

Run: ``python bench/compile.py [MTGJSON-GIT-DIR]`` (or ``python -m bench compile``). Measures:

- every card text the project holds (the Oracle library's sources, the outside corpus, the
  misread corpus: about 500 texts), compiled in a fresh process: the median per card, and
  the whole run;
- the worst case the bound allows: a 672-character line that is one long filter ("Destroy
  target green creature or green creature or ... creature."), and a
  text over 2,500 characters (refused at once, 2,500 is the bound);
- with the path of a local copy of the public MTGJSON dump (lzybluee/MTGJSON, never part of
  the project) and ``../shared/tools/pool_coverage.py`` beside the project: the whole pool,
  compiled on 2 processes (the budget: under 2 minutes on this 2-core machine).

Budgets (bench/README.md): median per card <= 25 ms; the 700-character line < 2 s; the long
text refused in < 5 ms; the whole pool < 120 s.
"""

from __future__ import annotations

import subprocess
import sys
import time
import tomllib
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import ROOT, Result, report  # noqa: E402
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card  # noqa: E402

BUDGET_MEDIAN_MS = 25.0
BUDGET_LONG_LINE_S = 2.0
BUDGET_REFUSE_MS = 5.0
BUDGET_POOL_S = 120.0


def _texts() -> list[OracleFace]:
    faces = []
    sources = [*sorted((ROOT / "sandbox/cards/data/oracle").glob("*.toml")), ROOT / "tests/oracle/corpus/outside.toml",
               *sorted((ROOT / "tests/misread").glob("*.toml"))]
    for path in sources:
        for c in tomllib.loads(path.read_text(encoding="utf-8")).get("card", []):
            text = c.get("oracle") or c.get("oracle_text")
            if text:
                pt = [None if c.get(k) is None else str(c[k]) for k in ("power", "toughness")]
                faces.append(OracleFace(c["name"], c.get("mana_cost", ""), c.get("type_line", ""), text, *pt))
    return faces


def per_card_ms() -> tuple[list[float], float]:
    faces = _texts()
    start = time.perf_counter()
    samples = []
    for f in faces:
        t = time.perf_counter()
        compile_card(OracleCard(f.name, (f,)))
        samples.append((time.perf_counter() - t) * 1000)
    return samples, time.perf_counter() - start


def long_line_s() -> float:
    # One long filter phrase: the grammar tries the most ways to split it (the slowest shape found).
    line = "Destroy target " + "green creature or " * 36 + "creature."
    face = OracleFace("Long", "{U}", "Instant", line)
    t = time.perf_counter()
    compile_card(OracleCard("Long", (face,)))
    return time.perf_counter() - t


def refuse_long_ms() -> float:
    face = OracleFace("Huge", "{U}", "Instant", "Draw a card.\n" * 300)
    t = time.perf_counter()
    result = compile_card(OracleCard("Huge", (face,)))
    assert result.table is None
    return (time.perf_counter() - t) * 1000


def pool_s(gitdir: str) -> float | None:
    tool = ROOT.parent / "shared" / "tools" / "pool_coverage.py"
    if not tool.exists():
        return None
    t = time.perf_counter()
    subprocess.run([sys.executable, str(tool), gitdir, "/tmp/pool-bench", "--jobs", "2"], check=True,
                   cwd=ROOT, capture_output=True)
    return time.perf_counter() - t


def results(gitdir: str | None = None) -> list[Result]:
    samples, total = per_card_ms()
    out = [Result(f"compile a card ({len(samples)} real texts), median", samples, "ms", BUDGET_MEDIAN_MS),
           Result("compile all of them, one process", [total], "s"),
           Result("a 700-character line", [long_line_s()], "s", BUDGET_LONG_LINE_S, strict=True),
           Result("a text over 2,500 characters, refused", [refuse_long_ms()], "ms", BUDGET_REFUSE_MS, strict=True)]
    if gitdir and (seconds := pool_s(gitdir)) is not None:
        out.append(Result("the whole MTGJSON pool, 2 processes", [seconds], "s", BUDGET_POOL_S, strict=True))
    return out


def main() -> int:
    return report(results(sys.argv[1] if len(sys.argv) > 1 else None))


if __name__ == "__main__":
    sys.exit(main())
