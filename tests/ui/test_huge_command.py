"""A million-character line typed at the app's `:` command line (issue 30, item 15): refused in
one short line, echoed nowhere in full, the board unchanged."""

from __future__ import annotations

from textual.widgets import Input

from widgets.app import make_app

from .boards import settle

SIZE = (120, 40)


async def test_a_million_character_command_line_is_refused_and_echoed_nowhere_in_full():
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        game = app.game_screen.game
        before = game.fingerprint()
        await pilot.press("colon")
        await settle(pilot)
        app.screen.query_one("#command-input", Input).value = "add " + "x" * 1_000_000
        await pilot.press("enter")
        await settle(pilot)
        await app.workers.wait_for_complete()
        await settle(pilot)
        assert app.screen is app.game_screen and game.fingerprint() == before
        error = app.game_screen.error or ""
        assert "at most 10,000 characters" in error and len(error) < 200, error[:300]
        shown = "".join(str(w.render()) for w in app.game_screen.query("Static"))
        assert "x" * 10_000 not in shown
