"""A modal screen that dismisses once, however fast keys arrive (Enter held down), and
paints the dimmed board behind it cheaply; the app's screens paint follow-up frames promptly."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.await_complete import AwaitComplete
from textual.color import Color
from textual.screen import ModalScreen, Screen
from textual.strip import Strip
from textual.timer import Timer

ResultType = TypeVar("ResultType")


async def _nothing() -> None:
    return None


def apply_breakpoints(screen: Screen) -> None:
    """Set a screen's width classes (``-narrow``, ``-wide``) for the terminal's size now, so
    its first frame has its final layout (Textual sets them after that frame, which then
    costs a second layout and frame)."""
    breakpoints = screen.app.HORIZONTAL_BREAKPOINTS or []
    on = screen._get_breakpoint_classes(screen.app.size.width, breakpoints)
    screen.update_classes({name: name in on for _, name in breakpoints}, animate=False)


FRAME_PERIOD = 1 / 250
"""Seconds between two frames of a screen, at least (Textual's default is 1/60 s)."""


class PromptFrames:
    """Paints a screen's next frame at most ``FRAME_PERIOD`` after its last one.

    Opening a dialog takes a chain of frames: the first layout, then what it causes (the
    option list's size, its scroll bar, the mounted widgets' own layout), each link asked
    for while the previous frame is painted. Textual paints at most one frame per 1/60 s,
    so each link waited up to 17 ms with nothing to do: 40-60 ms of idle time in every key
    that opens or closes a dialog on a large board. Frames are still only painted when
    something changed, and only once the app's queue is empty, so a burst of changes is
    still one frame.
    """

    _frame_timer: Timer | None = None

    @property
    def _update_timer(self) -> Timer:
        if self._frame_timer is None:
            screen: Any = self  # (a Screen: the mixin's only use)
            self._frame_timer = screen.set_interval(FRAME_PERIOD, screen._on_timer_update, name="screen_update",
                                                    pause=True)
        return self._frame_timer


class Tint:
    """The screen under a modal, dimmed by the modal's translucent background: the same
    colours as Textual's own ``BackgroundScreen``, with each distinct style blended once
    (that renderable went through Rich segment by segment: about 150 ms for a 160x48 board
    at every full repaint of the dialog)."""

    def __init__(self, color: Color) -> None:
        self.color = color
        self._styles: dict[Style | None, Style] = {}

    def style(self, style: Style | None) -> Style:
        """A segment's style seen through the tint (links and meta removed)."""
        tinted = self._styles.get(style)
        if tinted is None:
            base = Style() if style is None else style.clear_meta_and_links()
            fg = (Color.from_rich_color(base.color) + self.color).rich_color if base.color is not None else None
            bg = (Color.from_rich_color(base.bgcolor) + self.color).rich_color if base.bgcolor is not None else None
            tinted = self._styles[style] = base + Style.from_color(fg, bg)
        return tinted

    def strip(self, strip: Strip) -> Strip:
        """A line of the screen under the modal, tinted."""
        return Strip([seg if seg.control else Segment(seg.text, self.style(seg.style)) for seg in strip],
                     strip.cell_length)


class Modal(PromptFrames, ModalScreen[ResultType], Generic[ResultType]):
    """``ModalScreen`` whose second ``dismiss`` (or one while not on top) is ignored."""

    _dismissed = False
    _tint: Tint | None = None
    _behind: list[Strip] | None = None
    """The tinted lines of the screen under this one, until it changes (or the size or theme)."""

    undo_hook: Callable[[], None] | None = None
    """Set by the screen that opened this dialog: what ``u`` does (close and step back one
    user action). Dialogs without it ignore ``u``."""

    def on_mount(self) -> None:
        apply_breakpoints(self)

    def _on_resize(self, event: events.Resize) -> None:
        """A resize to the size this screen and the ones below are already laid out at is
        the echo of this screen's own first layout: Textual would lay out (and paint) this
        screen and the screen below once more for it, a third of the cost of opening a dialog
        on a large board."""
        below = self.app._background_screens
        if event.size == self._compositor.size and all(s._compositor.size == event.size for s in below):
            event.prevent_default()  # (Textual calls each class's handler unless told not to)

    def _screen_below(self) -> Screen | None:
        stack = self.app.screen_stack
        index = next((i for i, screen in enumerate(stack) if screen is self), 0)
        return stack[index - 1] if index > 0 else None

    def refresh(self, *regions: Any, **kwargs: Any) -> Any:
        if regions:  # the screen below changed there (it refreshes this one with its regions)
            self._behind = None
        return super().refresh(*regions, **kwargs)

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._behind = None  # a new theme or tint

    def render_line(self, y: int) -> Strip:
        """A line of the dimmed screen below, from its own painted lines (cached until the
        next refresh); Textual's way when the background is opaque or fully transparent."""
        color = self.styles.background
        below = self._screen_below()
        if below is None or not 0 < color.a < 1:
            return super().render_line(y)
        if self._tint is None or self._tint.color != color:
            self._tint = Tint(color)
        if self._behind is None or len(self._behind) != self.size.height \
                or (self._behind and self._behind[0].cell_length != self.size.width):
            self._behind = [self._tint.strip(s) for s in below._compositor.render_strips(self.size)]
        return self._behind[y] if 0 <= y < len(self._behind) else Strip.blank(self.size.width)

    def on_key(self, event: events.Key) -> None:
        """A printable key that neither this dialog nor its focused widget takes: say so (a
        widget that takes typing, such as an input, stops the key before it gets here)."""
        if event.is_printable and event.character and event.key not in self.active_bindings:
            self.notify(f"{event.character}: no key does that in this dialog; the line at the bottom lists its keys",
                        severity="warning", timeout=4)

    def action_undo(self) -> None:
        """Close this dialog and undo (the opener decides what one step back is)."""
        hook, self.undo_hook = self.undo_hook, None
        if hook is not None and not self._dismissed:
            hook()
        elif hook is None:
            self.notify("u: there is nothing to undo from this dialog; Esc closes it", severity="warning", timeout=4)

    def dismiss(self, result: ResultType | None = None) -> AwaitComplete:
        if self._dismissed or not self.is_current:
            return AwaitComplete(_nothing())
        self._dismissed = True
        return super().dismiss(result)
