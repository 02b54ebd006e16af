"""A modal screen that dismisses once, however fast keys arrive (Enter held down)."""

from __future__ import annotations

from typing import Generic, TypeVar

from textual.await_complete import AwaitComplete
from textual.screen import ModalScreen

ResultType = TypeVar("ResultType")


async def _nothing() -> None:
    return None


class Modal(ModalScreen[ResultType], Generic[ResultType]):
    """``ModalScreen`` whose second ``dismiss`` (or one while not on top) is ignored."""

    _dismissed = False

    def dismiss(self, result: ResultType | None = None) -> AwaitComplete:
        if self._dismissed or not self.is_current:
            return AwaitComplete(_nothing())
        self._dismissed = True
        return super().dismiss(result)
