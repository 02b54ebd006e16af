"""A modal screen that dismisses once, however fast keys arrive (Enter held down)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from textual.await_complete import AwaitComplete
from textual.screen import ModalScreen

ResultType = TypeVar("ResultType")


async def _nothing() -> None:
    return None


class Modal(ModalScreen[ResultType], Generic[ResultType]):
    """``ModalScreen`` whose second ``dismiss`` (or one while not on top) is ignored."""

    _dismissed = False

    undo_hook: Callable[[], None] | None = None
    """Set by the screen that opened this dialog: what ``u`` does (close and step back one
    user action). Dialogs without it ignore ``u``."""

    def action_undo(self) -> None:
        """Close this dialog and undo (the opener decides what one step back is)."""
        hook, self.undo_hook = self.undo_hook, None
        if hook is not None and not self._dismissed:
            hook()

    def dismiss(self, result: ResultType | None = None) -> AwaitComplete:
        if self._dismissed or not self.is_current:
            return AwaitComplete(_nothing())
        self._dismissed = True
        return super().dismiss(result)
