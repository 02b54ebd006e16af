"""The key bar: the keys that apply now, on one line.

Like Textual's ``Footer`` (it reads ``screen.active_bindings``, so ``check_action`` hides
what doesn't apply), but drawn as one line of text: a change of the applicable keys repaints
this line instead of recomposing widgets and laying out the screen, which matters for the
key-to-frame latency on large boards.
"""

from __future__ import annotations

from rich.text import Text
from textual.screen import Screen
from textual.widget import Widget


class KeyBar(Widget):
    """One line: ``key description`` for every shown, enabled binding."""

    COMPONENT_CLASSES = {"key-bar--key", "key-bar--description"}

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._text = Text()

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self.show_bindings)
        self.show_bindings(self.screen)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def show_bindings(self, screen: Screen) -> None:
        """Show the keys that apply now on ``screen`` (repaints only if they changed)."""
        key_style = self.get_component_rich_style("key-bar--key")
        desc_style = self.get_component_rich_style("key-bar--description")
        text = Text(no_wrap=True, overflow="ellipsis")
        seen: set[str] = set()
        for _node, binding, enabled, _tooltip in screen.active_bindings.values():
            if not binding.show or not enabled or binding.action in seen:
                continue
            seen.add(binding.action)
            text.append(f" {self.app.get_key_display(binding)} ", style=key_style)
            text.append(f"{binding.description} ", style=desc_style)
        text.append(" ^p ", style=key_style)
        text.append("palette", style=desc_style)
        if text.plain != self._text.plain:
            self._text = text
            self.refresh()

    def render(self) -> Text:
        return self._text
