"""Order triggered abilities (603.3b) or replacement effects (616.1), seeing each outcome.

Every order is tried on a clone of the game (see ``widgets.preview``) and listed with what
it leads to, so the user compares before committing.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from .. import preview
from .decision import DecisionScreen


class OrderScreen(DecisionScreen):
    """Each possible order with its outcome; Enter commits the highlighted one."""

    def compose_body(self) -> ComposeResult:
        d = self.decision
        values = [o.value for o in d.options]
        self.orders = preview.orders(values)
        resolve = d.kind != "replacement_order"
        opts = []
        for i, order in enumerate(self.orders):
            t = Text()
            t.append(f"Order {i + 1}: ", style="bold")
            t.append(" → ".join(d.label_of(v).split(": ")[0] for v in order), style="bold yellow")
            for line in preview.outcome(self.game, order, resolve=resolve):
                t.append("\n    " + line, style="")
            opts.append(Option(t, id=str(i)))
        yield OptionList(*opts, id="choices")

    def hint(self) -> str:
        first = "first goes on the stack first (resolves last)" if self.decision.kind == "trigger_order" \
            else "first applies first"
        return f"↑↓: compare outcomes ({first})  ·  Enter: commit"

    @on(OptionList.OptionSelected, "#choices")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self.answer(self.orders[int(event.option.id or 0)])
