"""Order triggered abilities (603.3b) or replacement effects (616.1), seeing each outcome.

Every order is tried on a clone of the game (see ``widgets.preview``) and listed with what
it leads to, so the user compares before committing. The first outcomes are computed as the
dialog opens (within ``SYNC_BUDGET``); the rest fill in from another process (a thread waits
for them), so a big board never blocks the keys.
"""

from __future__ import annotations

import pickle
import time
from collections.abc import Iterable
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.widgets import OptionList
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from .. import preview
from .decision import DecisionScreen

SYNC_BUDGET = 0.02
"""Seconds of previews computed before the dialog is first shown (at least one)."""
START_AFTER = 0.1
"""Seconds after the dialog's first frame before the other outcomes are started (a copy of the
game pickled, another process started: about 10 ms on a large board): the dialog's next
frames (its list's size, its scroll bar) are painted first."""
FILL_EVERY = 1.0
"""Seconds between two updates of the list as outcomes come in (each repaints the list: a
key pressed just before it would wait for that frame too)."""


class OrderScreen(DecisionScreen):
    """Each possible order with its outcome; Enter commits the highlighted one."""

    def compose_body(self) -> ComposeResult:
        d = self.decision
        self.orders = preview.orders([o.value for o in d.options])
        self.resolve = d.kind != "replacement_order"
        self.pending_previews: list[int] = []
        """Orders whose outcome is not shown yet."""
        self._ready: dict[int, list[str]] = {}
        """Outcomes computed, waiting to be shown."""
        opts = []
        start = time.perf_counter()
        for i, order in enumerate(self.orders):
            if i == 0 or time.perf_counter() - start < SYNC_BUDGET:
                lines = preview.outcome(self.game, order, resolve=self.resolve)
            else:
                lines = None
                self.pending_previews.append(i)
            opts.append(Option(self._prompt(i, lines), id=str(i)))
        yield OptionList(*opts, id="choices")

    def on_mount(self) -> None:
        self._outcomes: preview.OutcomeProcess | None = None
        if self.pending_previews:  # started once the dialog is painted (its frames come first)
            self.call_after_refresh(self.set_timer, START_AFTER, self._start_previews)

    def _start_previews(self) -> None:
        """Start working out the other outcomes, on a copy of the game taken here (the worker
        never reads the live game), unless the dialog was answered before they started (the
        game may have changed since)."""
        if self._dismissed or not self.is_attached:
            return
        frozen = preview.freeze(self.game)
        self.run_worker(lambda: self._compute_rest(frozen), thread=True, exclusive=True, group="previews",
                        exit_on_error=False)

    def _prompt(self, i: int, lines: list[str] | None) -> Text:
        d = self.decision
        t = Text()
        t.append(f"Order {i + 1}: ", style="bold")
        t.append(", then ".join(d.label_of(v).split(": ")[0] for v in self.orders[i]), style="bold yellow")
        for line in lines if lines is not None else ["working out the outcome…"]:
            t.append("\n    " + line, style="" if lines is not None else "dim italic")
        return t

    def _compute_rest(self, frozen: bytes) -> None:
        """(Worker thread) wait for the outcomes not computed yet, each shown as soon as it is
        known; they are computed in another process (or here if none can be started), on
        ``frozen``, a copy of the game."""
        worker = get_current_worker()
        rest = [(i, self.orders[i]) for i in self.pending_previews]
        try:
            self._outcomes = preview.OutcomeProcess(frozen, rest, self.resolve)
            outcomes: Iterable[tuple[int, list[str]]] = self._outcomes
        except OSError:
            base = pickle.loads(frozen)  # only this thread reads it
            outcomes = ((i, preview.safe_outcome(base, order, self.resolve)) for i, order in rest)
        for i, lines in outcomes:
            if worker.is_cancelled:
                return
            self.app.call_from_thread(self._fill, i, lines)

    def _stop_previews(self) -> None:
        self.workers.cancel_group(self, "previews")
        if self._outcomes is not None:
            self._outcomes.stop()

    def _fill(self, i: int, lines: list[str]) -> None:
        """Keep an outcome to show; outcomes are shown together at most every FILL_EVERY s
        (each repaint of the list costs the keys a frame)."""
        if not self._ready:
            self.set_timer(FILL_EVERY, self._show_ready)
        self._ready[i] = lines

    def _show_ready(self) -> None:
        ready, self._ready = self._ready, {}
        if not self.is_attached:
            return
        options = self.query_one("#choices", OptionList)
        for i, lines in ready.items():
            if i in self.pending_previews:
                self.pending_previews.remove(i)
                options.replace_option_prompt_at_index(i, self._prompt(i, lines))

    def hint(self) -> str:
        first = "first goes on the stack first (resolves last)" if self.decision.kind == "trigger_order" \
            else "first applies first"
        return f"↑↓: compare outcomes ({first})  ·  Enter: commit"

    def answer(self, values: tuple[Any, ...]) -> None:
        self._stop_previews()
        super().answer(values)

    def action_cancel(self) -> None:
        self._stop_previews()
        super().action_cancel()

    def on_unmount(self) -> None:
        self._stop_previews()

    @on(OptionList.OptionSelected, "#choices")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self.answer(self.orders[int(event.option.id or 0)])
