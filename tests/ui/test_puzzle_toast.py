"""A puzzle's "Puzzle solved" toast belongs to its board: opening the next puzzle clears it."""

from __future__ import annotations

from widgets.app import make_app
from widgets.screens.confirm import ConfirmScreen

from .boards import settle, wait_until


async def test_the_solved_toast_is_gone_when_the_next_puzzle_opens(notices):
    from sandbox.api import presets_dir
    app = make_app(presets_dir() / "puzzles" / "01_wild_growth.toml", flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = app.game_screen
        for line in ("tap forest", "tap Llanowar Elves"):
            screen.run_command(line)
            await settle(pilot)
        await wait_until(pilot, lambda: any("solved" in m.lower() for m in notices),
                         "the Puzzle solved toast")
        screen.run_command("use puzzles/02_effigy_rhino")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen), "the two taps aren't saved: asked first"
        await pilot.press("y")
        await settle(pilot)
        assert screen.info is not None and "02_effigy_rhino" in screen.info.path
        assert not any("solved" in str(n.message).lower() for n in app._notifications), \
            [str(n.message) for n in app._notifications]
