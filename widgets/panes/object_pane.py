"""A pane that lists game objects one per row (battlefield, stack, hand)."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import on
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

Row = tuple[str, Text]
"""A row: its key (an object id as text, or ``"h:..."`` for a group heading) and its text."""


def _sig(row: Row) -> tuple:
    key, text = row
    return key, text.plain, tuple(text.spans), str(text.style)


class ObjectPane(OptionList):
    """An OptionList of objects. Headings are disabled rows the cursor skips.

    The owning screen calls :meth:`show` with rows derived from the engine; the pane only
    reports what the user highlights or chooses (messages up, attributes down).
    """

    @dataclass
    class ObjectHighlighted(Message):
        """The cursor moved onto an object."""

        pane: "ObjectPane"
        oid: int | None

    @dataclass
    class ObjectChosen(Message):
        """The user pressed Enter on an object."""

        pane: "ObjectPane"
        oid: int

    def __init__(self, *, id: str | None = None, title: str = "") -> None:
        super().__init__(id=id)
        self.border_title = title
        self._sigs: list[tuple] = []

    @property
    def selected_oid(self) -> int | None:
        """The object under the cursor, if any."""
        opt = self.highlighted_option
        if opt is None or opt.id is None or opt.id.startswith("h:"):
            return None
        return int(opt.id)

    def show(self, rows: list[Row]) -> bool:
        """Display these rows, keeping the cursor on the same object. Returns True if changed."""
        sigs = [_sig(r) for r in rows]
        if sigs == self._sigs:
            return False
        old = self._sigs
        self._sigs = sigs
        if len(old) == len(sigs) and all(a[0] == b[0] for a, b in zip(old, sigs)):
            # Same rows in the same places: replace only the prompts that changed.
            for i, (a, b) in enumerate(zip(old, sigs)):
                if a != b:
                    self.replace_option_prompt_at_index(i, rows[i][1])
            return True
        keep = self.highlighted_option.id if self.highlighted_option is not None else None
        self.set_options(Option(text, id=key, disabled=key.startswith("h:")) for key, text in rows)
        index = None
        if keep is not None:
            for i, (key, _) in enumerate(rows):
                if key == keep:
                    index = i
                    break
        if index is None:
            index = next((i for i, (k, _) in enumerate(rows) if not k.startswith("h:")), None)
        self.highlighted = index
        return True

    def select_oid(self, oid: int) -> bool:
        """Move the cursor to an object; False if this pane doesn't show it."""
        for i, s in enumerate(self._sigs):
            if s[0] == str(oid):
                self.highlighted = i
                return True
        return False

    @on(OptionList.OptionHighlighted)
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self.post_message(self.ObjectHighlighted(self, self.selected_oid))

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        oid = self.selected_oid
        if oid is not None:
            self.post_message(self.ObjectChosen(self, oid))
