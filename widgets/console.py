"""Rich output for the command line's long tasks and reports: progress bars on stderr, bar
charts on stdout. The engine never imports Rich; the cli loads this module for the commands
that show one (``cards sync``, ``cards coverage``)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from rich.console import Console
from rich.progress import (
    BarColumn,
    DownloadColumn,
    MofNCompleteColumn,
    Progress,
    TaskProgressColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
    TransferSpeedColumn,
)
from rich.progress_bar import ProgressBar
from rich.table import Table

Update = Callable[..., None]
"""``update(done, total=None, note=None)``: how far a task is (``total`` when it became known,
``note`` a few words shown after its label)."""


@contextmanager
def progress_bar(label: str, total: int | None = None, unit: str = "items") -> Iterator[Update]:
    """A progress bar on stderr for one task, in bytes (``unit="bytes"``: sizes and speed) or
    items; nothing is drawn on a stderr that isn't a terminal (a log, a pipe)."""
    columns = [TextColumn("{task.description}"), BarColumn(), TaskProgressColumn()]
    if unit == "bytes":
        columns += [DownloadColumn(), TransferSpeedColumn()]
    else:
        columns += [MofNCompleteColumn()]
    columns += [TimeElapsedColumn(), TimeRemainingColumn()]
    console = Console(file=sys.stderr)
    with Progress(*columns, console=console, transient=False, disable=not console.is_terminal) as progress:
        task = progress.add_task(label, total=total)

        def update(done: int, total: int | None = None, note: str | None = None) -> None:
            progress.update(task, completed=done, total=total if total is not None else progress.tasks[0].total,
                            description=f"{label} {note}" if note else label)

        yield update


def bar_table(title: str, rows: list[dict[str, Any]], width: int = 24) -> None:
    """A table of ``name``, ``compiled`` of ``cards`` with a bar each, printed on stdout."""
    table = Table(title=title, title_justify="left", box=None, pad_edge=False)
    table.add_column("", no_wrap=True)
    table.add_column("compiled", justify="right")
    table.add_column("cards", justify="right")
    table.add_column("", width=width)
    table.add_column("", justify="right")
    for row in rows:
        whole, part = int(row["cards"]), int(row["compiled"])
        table.add_row(str(row["name"] or "?"), f"{part:,}", f"{whole:,}",
                      ProgressBar(total=max(whole, 1), completed=part, width=width),
                      f"{100 * part / whole:.0f}%" if whole else "-")
    Console().print(table)


def ranked(title: str, rows: list[tuple[int, str]]) -> None:
    """Counted lines, most first (``count  text``), printed on stdout."""
    table = Table(title=title, title_justify="left", box=None, pad_edge=False)
    table.add_column("cards", justify="right")
    table.add_column("")
    for count, text in rows:
        table.add_row(f"{count:,}", text)
    Console().print(table)
