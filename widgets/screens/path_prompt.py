"""Ask for a file path: open a preset, or save the board as a preset."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from .modal import Modal


class PathPromptScreen(Modal[str | None]):
    """A title, an optional list of known files, and an input for a path."""

    BINDINGS = [Binding("escape", "close", "Close", tooltip="Close without doing anything", id="path.close")]

    def __init__(self, title: str, default: str = "", choices: list[Path] | None = None,
                 folders: tuple[tuple[Path, str], ...] = ()) -> None:
        super().__init__()
        self.title_text = title
        self.default = default
        self.choices = choices or []
        self.folders = folders
        """(folder, label prefix): a choice inside a folder is shown relative to it, after the prefix."""

    def _label(self, path: Path) -> str:
        for folder, prefix in self.folders:
            try:
                return prefix + str(path.relative_to(folder))
            except ValueError:
                pass
        return str(path)

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(Text(self.title_text), id="path-title")
            if self.choices:
                options = (Option(Text(self._label(p)), id=str(i)) for i, p in enumerate(self.choices))
                yield OptionList(*options, id="path-choices")
            yield Input(self.default, placeholder="path to a .toml preset", id="path-input")
            yield Static("Enter: confirm  ·  Tab: switch list/input  ·  Esc: close", id="path-hint")

    def on_mount(self) -> None:
        self.query_one("#path-input", Input).focus()

    def on_key(self, event: events.Key) -> None:
        """Typing while the list has the focus types into the path (Enter then opens what was
        typed, not the highlighted file)."""
        choices = self.query("#path-choices")
        if event.is_printable and event.character and choices and choices.first().has_focus:
            field = self.query_one("#path-input", Input)
            field.select_on_focus = False  # else the next key would replace this one
            field.focus()
            field.insert_text_at_cursor(event.character)
            event.stop()
            event.prevent_default()

    @on(OptionList.OptionSelected, "#path-choices")
    def _picked(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(str(self.choices[int(event.option.id or 0)]))

    @on(Input.Submitted, "#path-input")
    def _submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value.strip() or None)

    def action_close(self) -> None:
        """Close without a path."""
        self.dismiss(None)
