"""A yes/no question about the session: discard unsaved work (opening another board,
quitting), restore a session that didn't end cleanly."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static
from textual.widgets.button import ButtonVariant

from .modal import Modal


class ConfirmScreen(Modal[bool]):
    """A question with a yes (True) and a no (False); Esc is no."""

    BINDINGS = [
        Binding("y", "yes", "Yes", tooltip="Go ahead", id="confirm.yes"),
        Binding("n,escape", "no", "No", tooltip="Keep things as they are", id="confirm.no"),
    ]

    AUTO_FOCUS = "#no"
    """Enter on the dialog keeps things as they are."""

    def __init__(self, question: str, detail: str = "", yes: str = "Yes", no: str = "No", *,
                 yes_variant: ButtonVariant = "error") -> None:
        super().__init__()
        self.question = question
        self.detail = detail
        self.yes_label = yes
        self.no_label = no
        self.yes_variant: ButtonVariant = yes_variant
        """How the yes button looks: "error" when yes loses something."""

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(Text(self.question), id="confirm-title")
            if self.detail:
                yield Static(Text(self.detail), id="confirm-detail")
            with Horizontal(id="yesno-buttons"):
                yield Button(f"{self.yes_label} (y)", id="yes", variant=self.yes_variant)
                yield Button(f"{self.no_label} (n)", id="no", variant="primary")

    def action_yes(self) -> None:
        """Go ahead."""
        self.dismiss(True)

    def action_no(self) -> None:
        """Don't."""
        self.dismiss(False)

    @on(Button.Pressed, "#yes")
    def _yes(self) -> None:
        self.dismiss(True)

    @on(Button.Pressed, "#no")
    def _no(self) -> None:
        self.dismiss(False)
