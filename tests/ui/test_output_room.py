"""The Output pane has room when it needs it: z gives it the whole screen (for :help, i and
e), and Tab to another pane keeps an output in view."""

from __future__ import annotations

from tests.conftest import find
from widgets.app import make_app

from .boards import TOUR, settle
from .test_app import select


async def test_z_enlarges_the_output_pane_to_the_whole_screen_and_back():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.game_screen
        screen.run_command("help")
        await settle(pilot)
        small = screen.inspector.size
        assert screen.inspector.virtual_size.height > small.height, ":help needs scrolling at 80x24"
        await pilot.press("z")
        await settle(pilot)
        large = screen.inspector.size
        assert large.width > 2 * small.width and large.height > 2 * small.height
        assert not screen.battlefield.display or screen.battlefield.region.area == 0
        assert app.focused is screen.inspector, "the arrows scroll the enlarged pane"
        assert "z: back to the board" in screen.inspector.border_title
        assert screen.inspector.text.startswith(":help"), "the output is still shown"
        await pilot.press("pagedown")
        await settle(pilot)
        assert screen.inspector.scroll_y > 0
        await pilot.press("z")
        await settle(pilot)
        assert screen.inspector.size == small and app.focused is screen.battlefield
        assert "z enlarges" in screen.inspector.border_title


async def test_tab_keeps_e_s_output_and_moving_the_cursor_leaves_it():
    from .test_inspector import read_text
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = app.game_screen
        game = screen.game
        await select(pilot, screen.battlefield, find(game, "Llanowar Elves"))
        await read_text(pilot, screen)
        await pilot.press("tab")
        await settle(pilot)
        assert app.focused is screen.hand
        assert "How the engine reads Llanowar Elves" in screen.inspector.text, "Tab didn't replace the output"
        await pilot.press("down")
        await settle(pilot)
        assert "How the engine reads" not in screen.inspector.text, "a new selection leaves the output"
