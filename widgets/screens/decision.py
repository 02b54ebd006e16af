"""The base of every decision screen, and the choice of screen for a decision kind.

A decision screen is a ``ModalScreen`` that dismisses with the answer (a tuple of option
values, in order for ordering decisions) or ``None`` to cancel, which undoes the pending
action. Each screen names the rule that asks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Static

from sandbox.api import second_person

from .modal import Modal

if TYPE_CHECKING:
    from sandbox.api import Decision, Game

KIND_TITLES = {
    "copy": "Choose what to copy", "targets": "Choose targets", "number": "Choose a number",
    "color": "Choose a color or type of mana", "trigger_order": "Order triggered abilities",
    "replacement_order": "Order replacement effects", "yesno": "You may", "legend": "Legend rule",
    "attackers": "Declare attackers", "blockers": "Declare blockers", "discard": "Discard",
    "choose": "Choose", "order": "Choose an order", "mana": "Choose mana",
}


class DecisionScreen(Modal[tuple | None]):
    """A modal that asks one engine decision."""

    BINDINGS = [
        Binding("escape", "cancel", "Cancel", tooltip="Cancel: undo the action that asked this", id="decision.cancel"),
        Binding("u,ctrl+z", "undo", "Undo", tooltip="Close this and undo the action that asked it", id="decision.undo"),
    ]

    def __init__(self, game: Game, decision: Decision) -> None:
        super().__init__(classes=f"decision -{decision.kind}")
        self.game = game
        """The game (read only: the owning screen applies the answer)."""
        self.decision = decision
        """The decision asked."""

    def compose(self) -> ComposeResult:
        d = self.decision
        with Vertical(id="dialog"):
            head = Text()
            head.append(KIND_TITLES.get(d.kind, d.kind.replace("_", " ").capitalize()), style="bold")
            head.append(f"   rule {d.rule}" if d.rule else "", style="bold cyan")
            who = self.game.state.players[d.player].name if 0 <= d.player < len(self.game.state.players) else "?"
            head.append("   " + second_person(f"{who} decides"), style="dim")
            yield Static(head, id="decision-title")
            yield Static(Text(d.prompt), id="decision-prompt")
            yield from self.compose_body()
        # The dialog's keys, on the screen's bottom line where the key bar always is: seen
        # however tall the dialog is.
        yield Static(Text(self.hint() + "  ·  Esc / u: cancel (undo the action)"), id="decision-hint")

    def compose_body(self) -> ComposeResult:
        """The widgets that take the answer (subclasses)."""
        yield from ()

    def hint(self) -> str:
        """The keys that answer, shown under the body."""
        return "Enter: choose"

    def action_cancel(self) -> None:
        """Cancel the decision (the owning screen undoes the pending action)."""
        self.dismiss(None)

    def answer(self, values: tuple[Any, ...]) -> None:
        """Dismiss with this answer."""
        self.dismiss(tuple(values))


def screen_for(game: Game) -> DecisionScreen:
    """The screen that asks ``game.pending``."""
    d = game.pending
    assert d is not None
    if d.kind == "number":
        from .number import NumberScreen
        return NumberScreen(game, d)
    if d.kind == "yesno":
        from .yesno import YesNoScreen
        return YesNoScreen(game, d)
    if d.ordered:
        from .order import OrderScreen
        return OrderScreen(game, d)
    from .choose import ChooseScreen
    return ChooseScreen(game, d)
