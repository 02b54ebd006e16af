"""Run every benchmark and print one table: ``python -m bench [NAME...]``.

Names: engine, history, copy_chain, mana, log_pane, latency, startup, compile (all by default). Exit status 1
when a budget is exceeded.
"""

from __future__ import annotations

import importlib
import sys
import time

from bench.common import Result, load, report

NAMES = ("engine", "history", "copy_chain", "mana", "log_pane", "latency", "startup", "compile")


def main(argv: list[str]) -> int:
    names = argv or list(NAMES)
    unknown = [n for n in names if n not in NAMES]
    if unknown:
        print(f"unknown benchmark {unknown[0]!r}; expected one of {', '.join(NAMES)}", file=sys.stderr)
        return 2
    results: list[Result] = []
    print(f"before: {load()}", flush=True)
    for name in names:
        start = time.perf_counter()
        module = importlib.import_module(f"bench.{name}")
        got = module.results()
        results += got
        print(f"{name}: {len(got)} measures in {time.perf_counter() - start:.0f} s", flush=True)
    return report(results)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
