"""The payment plan before a spell is cast or an ability activated (601.2g-h).

Shows which source pays which symbol and why; the player confirms (Enter), excludes the
highlighted source and re-plans (``x``), puts every source back (``r``), or cancels (Esc: nothing
happens). The screen only plans; the game screen carries the plan out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from sandbox.api import format_cost, plan_for

from ..render import mana_cost
from .modal import Modal

if TYPE_CHECKING:
    from sandbox.api import Game, PaymentPlan, PlannedCost


def _pays(pays: list[str]) -> str:
    """What a source's mana pays, repeats counted: "generic ({4}) ×2, {G}"."""
    counts: dict[str, int] = {}
    for p in pays:
        counts[p] = counts.get(p, 0) + 1
    return ", ".join(p if n == 1 else f"{p} ×{n}" for p, n in counts.items())


class PaymentScreen(Modal["PaymentPlan | None"]):
    """Dismisses with the (possibly edited) plan to carry out, or None to cancel."""

    BINDINGS = [
        Binding("escape", "cancel", "Cancel", tooltip="Cancel: nothing is tapped or cast", id="payment.cancel"),
        Binding("x", "exclude", "Exclude", tooltip="Don't use the highlighted source; plan again",
                id="payment.exclude"),
        Binding("r", "reset", "Reset", tooltip="Use every source again; plan again", id="payment.reset"),
        Binding("u,ctrl+z", "undo", "Undo", tooltip="Close this and undo the previous action", id="payment.undo"),
        Binding("enter", "confirm", "Pay", tooltip="Carry out the plan, then cast or activate", id="payment.confirm",
                show=False),
    ]

    def __init__(self, game: Game, cost: PlannedCost, plan: PaymentPlan) -> None:
        super().__init__(classes="decision -payment")
        self.game = game
        """The game (read only: the game screen carries the plan out)."""
        self.cost = cost
        self.plan = plan

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(id="decision-title")
            yield Static(id="decision-prompt")
            yield OptionList(id="choices")
            yield Static(id="payment-notes")
        yield Static(Text("Enter: pay and go on  ·  x: exclude the highlighted source  ·  r: reset  ·  "
                          "Esc: cancel  ·  u: undo"), id="decision-hint")  # on the bottom line (see decision.py)

    def on_mount(self) -> None:
        self._show()

    def _show(self) -> None:
        plan, g = self.plan, self.game
        head = Text()
        head.append("Pay ", style="bold")
        head.append_text(mana_cost(plan.cost) if plan.cost else Text("{0}"))
        head.append(f" for {self.cost.what}", style="bold")
        head.append("   rule 601.2g-h", style="bold cyan")
        head.append(f"   paid by {g.state.players[plan.player].name}", style="dim")
        self.query_one("#decision-title", Static).update(head)
        if plan.ok:
            prompt = "The plan taps these sources" + (
                f" (hybrid/Phyrexian paid as {format_cost(plan.payment)})" if plan.payment != plan.cost else "") + ":"
        else:
            prompt = f"Impossible: {plan.problem}."
        self.query_one("#decision-prompt", Static).update(Text(prompt, style="" if plan.ok else "bold red"))
        options = self.query_one("#choices", OptionList)
        options.clear_options()
        for s in plan.steps:
            t = Text()
            t.append(s.name, style="bold")
            t.append(" → ")
            t.append_text(mana_cost(s.produces))
            t.append(f" pays {_pays(s.pays)}")
            if s.choice:
                t.append(f" [choose {s.choice}]", style="dim")
            t.append(f": {s.why}", style="italic")
            options.add_option(Option(t, id=str(s.source)))
        notes = Text()
        for s in plan.pool:
            notes.append(f"pool: {s.text} pays {_pays(s.pays)}\n")
        if plan.life:
            notes.append(f"{plan.life} life for Phyrexian mana (107.4f)\n")
        for k in plan.kept:
            notes.append(f"kept: {k}\n", style="dim")
        if plan.excluded:
            notes.append("excluded: " + ", ".join(g.name(e) for e in plan.excluded), style="yellow")
        notes.rstrip()
        self.query_one("#payment-notes", Static).update(notes)
        if plan.steps:
            options.highlighted = 0

    def replan(self, exclude: tuple[int, ...]) -> None:
        """Plan again without the sources in ``exclude``."""
        c = self.cost
        _, self.plan = plan_for(self.game, c.oid, c.ability, c.x, exclude=exclude, halves=c.halves)
        self._show()

    def action_exclude(self) -> None:
        """Leave the highlighted source out and plan again."""
        options = self.query_one("#choices", OptionList)
        if options.highlighted is None or not self.plan.steps:
            self.notify("x: no source is highlighted to exclude (the plan taps none); r uses every source again",
                        severity="warning", timeout=4)
            return
        oid = int(options.get_option_at_index(options.highlighted).id or 0)
        self.replan(tuple(self.plan.excluded) + (oid,))

    def action_reset(self) -> None:
        """Use every source again."""
        if not self.plan.excluded:
            self.notify("r: no source is excluded; x leaves out the highlighted one", severity="warning", timeout=4)
            return
        self.replan(())

    def action_cancel(self) -> None:
        self.dismiss(None)

    def action_confirm(self) -> None:
        if not self.plan.ok:
            self.notify("this plan can't pay: exclude fewer sources (r resets) or Esc", severity="warning")
            return
        self.dismiss(self.plan)

    @on(OptionList.OptionSelected, "#choices")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        self.action_confirm()
