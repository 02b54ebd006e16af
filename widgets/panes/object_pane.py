"""A pane that lists game objects one per row (battlefield, stack, hand).

A light virtual list: only the lines on screen are rendered, and a line is converted to a
strip once and cached until its text changes. Replacing a few rows on a 200-permanent
board therefore repaints this pane only, in about a millisecond. A row wider than the pane
is wrapped onto several lines (continuation lines indented), so nothing is cut at the right
edge; every line of the row under the cursor carries the cursor style. Headings (keys
starting with ``h:``) are shown but the cursor skips them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rich.console import Console
from rich.segment import Segment
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip

from .lines_view import LinesView

Row = tuple[str, Text]
"""A row: its key (an object id as text, or ``"h:..."`` for a heading) and its text."""


def wrap_row(console: Console, text: Text, width: int, indent: int) -> list[Text]:
    """A row's text as lines at most ``width`` cells wide, continuation lines indented; a
    text marked ``no_wrap`` is one line, cut with "…" (its whole text is in the inspector)."""
    if text.no_wrap:
        line = text.split("\n")[0]
        line.truncate(width, overflow="ellipsis")
        return [line]
    if text.cell_len <= width and "\n" not in text.plain:
        return [text]
    head, *paragraphs = text.split("\n")
    first = (head.wrap(console, width, overflow="fold") or [Text()])[0]
    rest = head[len(first.plain):]
    rest = rest[len(rest.plain) - len(rest.plain.lstrip(" ")):]
    if rest.plain:
        paragraphs.insert(0, rest)
    # Each continuation paragraph is wrapped once, at the indented width (wrapping the lines
    # of a first wrap again split each of them in two).
    pad = min(indent, width // 2)
    return [first] + [Text(" " * pad) + line for para in paragraphs
                      for line in (para.wrap(console, width - pad, overflow="fold") or [Text()])]


def _sig(row: Row) -> tuple:
    key, text = row
    return key, text.plain, tuple(text.spans), str(text.style)


class ObjectPane(LinesView, can_focus=True):
    """Rows of objects with a cursor. The owning screen calls :meth:`show`; the pane only
    reports what the user chooses (a message up) and highlights (:attr:`on_highlight`)."""

    COMPONENT_CLASSES = {"object-pane--cursor"}
    BINDINGS = [
        Binding("up", "cursor(-1)", "Up", show=False, tooltip="Previous object", id="pane.up"),
        Binding("down", "cursor(1)", "Down", show=False, tooltip="Next object", id="pane.down"),
        Binding("pageup", "cursor(-10)", "Page up", show=False, tooltip="Ten objects up", id="pane.page_up"),
        Binding("pagedown", "cursor(10)", "Page down", show=False, tooltip="Ten objects down", id="pane.page_down"),
        Binding("home", "edge(-1)", "First", show=False, tooltip="First object", id="pane.first"),
        Binding("end", "edge(1)", "Last", show=False, tooltip="Last object", id="pane.last"),
        Binding("enter", "choose", "Act", show=False, tooltip="Act on the object", id="pane.choose"),
    ]

    FOLLOW_FIRST = False
    """If True, the cursor goes back to the first row whenever the rows change."""

    cursor: reactive[int | None] = reactive(None, always_update=False, init=False, repaint=False)
    """Index of the row under the cursor (never a heading). A move repaints the two rows
    concerned (:meth:`watch_cursor`), not the whole pane."""

    @dataclass
    class ObjectChosen(Message):
        """The user pressed Enter on an object."""

        pane: ObjectPane
        oid: int

    @dataclass
    class NothingChosen(Message):
        """The user pressed Enter on a pane with no object in it."""

        pane: ObjectPane

    def __init__(self, *, id: str | None = None, title: str = "") -> None:
        super().__init__(id=id)
        self.border_title = title
        self._rows: list[Row] = []
        self._sigs: list[tuple] = []
        self._strips: dict[int, Strip] = {}
        self._wrapped: dict[tuple, list[Text]] = {}
        """Each row's lines, keyed by (row signature, width)."""
        self._lines: list[tuple[int, Text]] = []
        """The display lines: (row index, text)."""
        self._first: list[int] = []
        """The first display line of each row."""
        self._width = 0
        self.on_highlight: Callable[[ObjectPane, int | None], None] | None = None
        """Set by the owning screen: called as soon as the cursor moves onto an object (or
        off every object: None), so what follows the selection is painted in the same frame
        as the cursor (a message would arrive after that frame, costing a second one)."""

    # ------------------------------------------------------------------ wrapping

    INDENT = 6
    """Continuation lines of a wrapped row start under its name (after ``#id``)."""

    def _content_width(self) -> int:
        return max(20, self.scrollable_content_region.width or self.size.width or 60)

    def _row_lines(self, index: int) -> list[Text]:
        width = self._width
        key = (self._sigs[index], width)
        lines = self._wrapped.get(key)
        if lines is None:
            if len(self._wrapped) > 20000:
                self._wrapped.clear()
            lines = self._wrapped[key] = wrap_row(self.app.console, self._rows[index][1], width, self.INDENT)
        return lines

    def _layout(self) -> None:
        """Lay the rows out as display lines at the current width."""
        self._width = self._content_width()
        self._lines, self._first = [], []
        for i in range(len(self._rows)):
            self._first.append(len(self._lines))
            self._lines.extend((i, line) for line in self._row_lines(i))
        self._strips.clear()
        self.set_height(len(self._lines))

    def _row_span(self, index: int) -> range:
        """The display lines of a row."""
        start = self._first[index]
        end = self._first[index + 1] if index + 1 < len(self._first) else len(self._lines)
        return range(start, end)

    # ------------------------------------------------------------------ data

    def row_at(self, index: int) -> Text:
        """The text of a row."""
        return self._rows[index][1]

    def row_text(self, key: str) -> Text:
        """The text of the row with this key (an object id as text). Raises KeyError."""
        for k, text in self._rows:
            if k == key:
                return text
        raise KeyError(key)

    @property
    def selected_oid(self) -> int | None:
        """The object under the cursor, if any."""
        c = self.cursor
        if c is None or c >= len(self._rows) or self._rows[c][0].startswith("h:"):
            return None
        return int(self._rows[c][0])

    def show(self, rows: list[Row]) -> bool:
        """Display these rows, keeping the cursor on the same object. Returns True if changed."""
        sigs = [_sig(r) for r in rows]
        if sigs == self._sigs:
            return False
        old_sigs, old_rows = self._sigs, self._rows
        keep = old_rows[self.cursor][0] if self.cursor is not None and self.cursor < len(old_rows) else None
        old_counts = [len(self._row_span(i)) for i in range(len(old_rows))] if self._lines else []
        self._rows, self._sigs = rows, sigs
        changed: list[int] | None = None
        if len(old_sigs) == len(sigs) and self._width == self._content_width():
            changed = [i for i, (a, b) in enumerate(zip(old_sigs, sigs, strict=True)) if a != b]
            if any(len(self._row_lines(i)) != old_counts[i] for i in changed):
                changed = None
        if changed is None:
            self._layout()
        else:
            for i in changed:
                for n, line in zip(self._row_span(i), self._row_lines(i), strict=True):
                    self._lines[n] = (i, line)
                    self._strips.pop(n, None)
        index = None
        if keep is not None and not (self.FOLLOW_FIRST and changed is None):
            index = next((i for i, (k, _) in enumerate(rows) if k == keep), None)
            if index is None and self.cursor is not None:
                index = self._nearest(min(self.cursor, len(rows) - 1))
        if index is None:
            index = self._nearest(0)
        moved = index != self.cursor
        self.cursor = index
        if not moved:
            self._highlighted()
        if changed is None:
            self.refresh()
        else:
            for i in changed:  # same rows, a few texts changed: repaint those lines only
                self._refresh_row(i)
        return True

    def _refresh_row(self, index: int) -> None:
        if 0 <= index < len(self._first):
            for n in self._row_span(index):
                self._strips.pop(n, None)
                self.refresh_line(n)

    def oids(self) -> list[int]:
        """The objects shown, in row order (headings left out)."""
        return [int(k) for k, _ in self._rows if k.isdigit()]

    def select_oid(self, oid: int) -> bool:
        """Move the cursor to an object; False if this pane doesn't show it."""
        for i, (k, _) in enumerate(self._rows):
            if k == str(oid):
                self.cursor = i
                return True
        return False

    def _selectable(self, i: int) -> bool:
        return 0 <= i < len(self._rows) and not self._rows[i][0].startswith("h:")

    def _nearest(self, start: int) -> int | None:
        for i in list(range(start, len(self._rows))) + list(range(start - 1, -1, -1)):
            if self._selectable(i):
                return i
        return None

    # ------------------------------------------------------------------ cursor

    def watch_cursor(self, old: int | None, new: int | None) -> None:
        top = int(self.scroll_y)
        for i in (old, new):
            if i is not None and i < len(self._first):
                for n in self._row_span(i):
                    self._strips.pop(n, None)
        if new is not None:
            self._scroll_to_row(new)
        if int(self.scroll_y) != top:
            self.refresh()
        else:
            for i in (old, new):
                if i is not None:
                    self._refresh_row(i)
        self._highlighted()

    def _highlighted(self) -> None:
        if self.on_highlight is not None:
            self.on_highlight(self, self.selected_oid)

    def _scroll_to_row(self, index: int) -> None:
        if index >= len(self._first):
            return
        span = self._row_span(index)
        top = int(self.scroll_y)
        height = max(1, self.scrollable_content_region.height)
        if span.start < top:
            self.scroll_to(y=span.start, animate=False, immediate=True)
        elif span.stop > top + height:
            self.scroll_to(y=max(span.start, span.stop - height), animate=False, immediate=True)

    def action_cursor(self, step: int) -> None:
        """Move the cursor by ``step`` objects (headings skipped)."""
        if not self._rows:
            return
        i = self.cursor if self.cursor is not None else -1
        direction = 1 if step > 0 else -1
        moves = abs(step)
        target = self.cursor
        while moves:
            i += direction
            if not 0 <= i < len(self._rows):
                break
            if self._selectable(i):
                target = i
                moves -= 1
        if target is not None:
            self.cursor = target

    def action_edge(self, direction: int) -> None:
        """Move to the first (-1) or last (1) object."""
        order = range(len(self._rows)) if direction < 0 else range(len(self._rows) - 1, -1, -1)
        for i in order:
            if self._selectable(i):
                self.cursor = i
                return

    def action_choose(self) -> None:
        """Act on the object under the cursor."""
        oid = self.selected_oid
        if oid is not None:
            self.post_message(self.ObjectChosen(self, oid))
        else:
            self.post_message(self.NothingChosen(self))

    def row_at_y(self, y: int) -> int | None:
        """The row shown at a y offset inside the pane's content (below its top border)."""
        line = y + int(self.scroll_y)
        return self._lines[line][0] if 0 <= line < len(self._lines) else None

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        index = self.row_at_y(offset.y) if offset is not None else None
        if index is not None and self._selectable(index):
            if self.cursor == index and event.chain > 1:
                self.action_choose()
            self.cursor = index

    # ------------------------------------------------------------------ rendering

    def render_line(self, y: int) -> Strip:
        line = y + int(self.scroll_y)
        base, width = self.style_and_width()
        if line >= len(self._lines):
            return Strip.blank(width, base)
        index, text = self._lines[line]
        if index == self.cursor:
            # Under the text's own styles (a mana pip keeps its colour), over the pane's
            # background, and across the whole width.
            base = base + self.get_component_rich_style("object-pane--cursor")
        strip = self._strips.get(line)
        if strip is None:
            segments = list(text.render(self.app.console, end=""))
            strip = Strip(Segment.apply_style(segments, base), text.cell_len)
            self._strips[line] = strip
        return strip.crop_extend(0, width, base)

    def on_resize(self) -> None:
        if self._content_width() != self._width:
            self._layout()
            if self.cursor is not None:
                self._scroll_to_row(self.cursor)
        else:
            self._strips.clear()
            self.set_height(len(self._lines))
