"""What every benchmark reports: a measure, its budget, the samples, and whether it is met.

``python -m bench`` prints one table of all of them: ``measure | budget | median (min-max) | ok``.
"""

from __future__ import annotations

import os
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@dataclass
class Result:
    """One measure: samples (in ``unit``) and a budget the median must meet."""

    measure: str
    samples: list[float]
    unit: str
    limit: float | None = None
    """The budget (None: shown for information)."""
    at_most: bool = True
    """The median must be <= limit (False: >= limit, for speed-ups)."""
    strict: bool = False
    """``<`` rather than ``<=``."""
    note: str = ""

    @property
    def median(self) -> float:
        return statistics.median(self.samples)

    @property
    def ok(self) -> bool | None:
        if self.limit is None:
            return None
        m = self.median
        if self.at_most:
            return m < self.limit if self.strict else m <= self.limit
        return m > self.limit if self.strict else m >= self.limit

    def budget(self) -> str:
        if self.limit is None:
            return "-"
        op = ("<" if self.strict else "<=") if self.at_most else (">" if self.strict else ">=")
        return f"{op} {_num(self.limit)} {self.unit}"

    def row(self) -> str:
        lo, hi = min(self.samples), max(self.samples)
        spread = f"({_num(lo)}-{_num(hi)})" if len(self.samples) > 1 else ""
        verdict = {None: "-", True: "ok", False: "OVER"}[self.ok]
        note = f" {self.note}" if self.note else ""
        return f"| {self.measure}{note} | {self.budget()} | {_num(self.median)} {self.unit} {spread} | {verdict} |"


def _num(x: float) -> str:
    return f"{x:.0f}" if abs(x) >= 100 else f"{x:.2f}" if abs(x) < 10 else f"{x:.1f}"


def table(results: list[Result]) -> str:
    lines = ["| measure | budget | median (min-max) | ok |", "| --- | --- | --- | --- |"]
    return "\n".join(lines + [r.row() for r in results])


def load() -> str:
    """The machine's load average (1, 5, 15 minutes) and cores, for the record."""
    try:
        one, five, fifteen = os.getloadavg()
    except OSError:
        return "load unknown"
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"


def report(results: list[Result]) -> int:
    """Print the table; exit status 1 if a budget is exceeded."""
    print(load())
    print(table(results))
    return 0 if all(r.ok is not False for r in results) else 1
