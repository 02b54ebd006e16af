"""The first frame the app paints is complete: its final columns, the hand's castable marks,
the inspector, the key bar and the log wrapped at its width (not filled in a frame or two later)."""

from __future__ import annotations

from typing import Any

from widgets.app import SandboxApp, make_app
from widgets.panes.key_bar import KeyBar
from widgets.screens import game as game_screen_module


class FirstFrameApp(SandboxApp):
    """Records what the game screen holds when the first frame is painted."""

    first: dict[str, Any] | None = None

    def _display(self, screen, renderable) -> None:
        super()._display(screen, renderable)
        if renderable is not None and self.first is None:
            gs = self.game_screen
            self.first = {
                "classes": set(gs.classes),
                "hand": [text.plain for _key, text in gs.hand._rows],
                "inspector": gs.inspector.text,
                "keys": gs.query_one(KeyBar)._text.plain,
                "log": [line.plain for line in gs.log_pane._lines],
            }


async def test_first_painted_frame_is_complete_at_80_columns():
    app = make_app(flash=0)
    app.__class__ = FirstFrameApp
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first = app.first
        assert first is not None
        assert "-narrow" in first["classes"]            # the 80-column layout from the start
        settled = app.game_screen
        assert first["hand"] == [text.plain for _k, text in settled.hand._rows]  # castable marks
        assert first["hand"]
        assert first["inspector"] and first["inspector"] == settled.inspector.text
        keys = settled.query_one(KeyBar)._text.plain
        assert first["keys"] == keys and "Quit" in keys
        assert first["log"] and first["log"] == [line.plain for line in settled.log_pane._lines]  # wrapped once


async def test_width_classes_are_set_before_the_panes_mount(monkeypatch):
    """The panes are styled once, with the width class already on the screen: set after they
    mount, it restyled the whole screen (15 nodes) before the first frame (issue 16)."""
    seen: list[tuple[int, set[str]]] = []
    real = game_screen_module.apply_breakpoints

    def recording(screen):
        real(screen)
        seen.append((len(screen.children), set(screen.classes)))

    monkeypatch.setattr(game_screen_module, "apply_breakpoints", recording)
    app = make_app(flash=0)
    async with app.run_test(size=(150, 40)) as pilot:
        await pilot.pause()
        assert seen and seen[0] == (0, {"-wide"})  # no pane composed yet, the class already set
        assert "-wide" in app.game_screen.classes
