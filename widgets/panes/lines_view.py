"""A scroll view of pre-rendered lines that repaints itself without laying out the screen.

Textual lays out the whole screen whenever a scroll view's virtual size changes. A pane
whose content grows by a line (the log) or changes length (the inspector, the stack) only
needs that when its scrollbar appears or disappears; otherwise a repaint of the pane is
enough. :meth:`LinesView.set_height` does exactly that, which keeps the key-to-frame latency
low on large boards.
"""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widget import Widget


def same_text(a: Text, b: Text) -> bool:
    """The two texts would paint the same."""
    return a.plain == b.plain and a.spans == b.spans and a.style == b.style and a.end == b.end


class LinesView(ScrollView):
    """Lines of text, cached as strips, rendered only when visible."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._lines: list[Text] = []
        self._strips: dict[int, Strip] = {}
        self._pass: tuple[Style, int] | None = None
        """The pane's style and content width while it renders its lines (see render_lines)."""

    def set_height(self, lines: int) -> None:
        """Set the scrollable height; lay out the screen only if a scrollbar comes or goes."""
        size = Size(1, lines)
        old = self.virtual_size
        if old == size:
            return
        window = self.scrollable_content_region.height
        if not self.is_mounted or window <= 0 or (old.height > window) != (lines > window):
            self.virtual_size = size
            if self.is_mounted:
                # The scroll bar's state now, not at the next layout: until then the view
                # couldn't scroll (the log didn't follow the first time it overflowed).
                self._scroll_update(size)
            return
        self.set_reactive(Widget.virtual_size, size)
        self._scroll_update(size)
        self.refresh()

    def set_lines(self, lines: list[Text]) -> None:
        """Replace every line; only the lines that differ are repainted (the inspector's
        explanations of two similar objects share most of their lines)."""
        old, self._lines = self._lines, lines
        self.set_height(len(lines))
        changed = [i for i in range(max(len(old), len(lines)))
                   if i >= len(old) or i >= len(lines) or not same_text(old[i], lines[i])]
        if len(changed) * 2 > len(lines):
            self._strips.clear()
            self.refresh()
            return
        top = int(self.scroll_offset.y)
        bottom = top + self.scrollable_content_region.height
        for i in changed:
            self._strips.pop(i, None)
            if top <= i < bottom:  # (a line out of view is painted when scrolled to)
                self.refresh_line(i)

    def append_lines(self, lines: list[Text]) -> None:
        """Add lines at the end."""
        self._lines.extend(lines)
        self.set_height(len(self._lines))
        self.refresh()

    def render_lines(self, crop: Region) -> list[Strip]:
        # The style and width are computed once for all the lines painted (each is a walk up
        # the DOM), not once per line: a tenth of a key's time on a full pane.
        self._pass = (self.rich_style, self.scrollable_content_region.width)
        try:
            return super().render_lines(crop)
        finally:
            self._pass = None

    def style_and_width(self) -> tuple[Style, int]:
        """The pane's rich style and the width of its content."""
        return self._pass or (self.rich_style, self.scrollable_content_region.width)

    def line_strip(self, index: int) -> Strip:
        """The strip of one line (cached)."""
        strip = self._strips.get(index)
        if strip is None:
            text = self._lines[index]
            segments = list(text.render(self.app.console, end=""))
            strip = Strip(Segment.apply_style(segments, self.style_and_width()[0]), text.cell_len)
            self._strips[index] = strip
        return strip

    def render_line(self, y: int) -> Strip:
        index = y + int(self.scroll_y)
        style, width = self.style_and_width()
        if index >= len(self._lines):
            return Strip.blank(width, style)
        return self.line_strip(index).crop_extend(0, width, style)

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._strips.clear()

    def wrap(self, text: Text) -> list[Text]:
        """Split a text into lines that fit the pane's width."""
        width = max(10, self.scrollable_content_region.width or self.size.width or 40)
        return list(text.wrap(self.app.console, width))
