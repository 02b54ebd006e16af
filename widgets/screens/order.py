"""Order triggered abilities (603.3b) or replacement effects (616.1), seeing each outcome.

Every order is tried on a clone of the game (see ``widgets.preview``) and listed with what
it leads to, so the user compares before committing. The first outcomes are computed as the
dialog opens (within ``if TYPE_CHECKING:
    from sandbox.api import Game

SYNC_BUDGET``); the rest fill in from a worker thread, so a big board
never blocks the keys.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.widgets import OptionList
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from .. import preview
from .decision import DecisionScreen

if TYPE_CHECKING:
    from sandbox.api import Game

SYNC_BUDGET = 0.02
"""Seconds of previews computed before the dialog is first shown (at least one)."""
FILL_EVERY = 0.25
"""Seconds between two updates of the list as outcomes come in."""


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
        if self.pending_previews:
            base = self.game.clone()  # the worker reads only this copy, never the live game
            self.run_worker(lambda: self._compute_rest(base), thread=True, exclusive=True, group="previews",
                            exit_on_error=False)

    def _prompt(self, i: int, lines: list[str] | None) -> Text:
        d = self.decision
        t = Text()
        t.append(f"Order {i + 1}: ", style="bold")
        t.append(" → ".join(d.label_of(v).split(": ")[0] for v in self.orders[i]), style="bold yellow")
        for line in lines if lines is not None else ["working out the outcome…"]:
            t.append("\n    " + line, style="" if lines is not None else "dim italic")
        return t

    def _compute_rest(self, base: Game) -> None:
        """(Worker thread) the outcomes not computed yet, each shown as soon as it is known.
        ``base`` is a copy of the game that only this thread uses."""
        worker = get_current_worker()
        for i in list(self.pending_previews):
            if worker.is_cancelled:
                return
            try:
                lines = preview.outcome(base, self.orders[i], resolve=self.resolve)
            except Exception as e:  # an engine defect shows in the preview, never closes the app
                lines = [f"no preview (internal error: {type(e).__name__})"]
            self.app.call_from_thread(self._fill, i, lines)

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
        self.workers.cancel_group(self, "previews")
        super().answer(values)

    def action_cancel(self) -> None:
        self.workers.cancel_group(self, "previews")
        super().action_cancel()

    @on(OptionList.OptionSelected, "#choices")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self.answer(self.orders[int(event.option.id or 0)])
