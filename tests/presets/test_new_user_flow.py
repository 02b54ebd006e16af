"""Tried as a new user would: open the browser, pick a puzzle, solve it with the keyboard,
see it announced, save the board, reopen it from the browser (the real app, key presses)."""

from __future__ import annotations

from sandbox.formats.save import board_signature, states_equal
from widgets.app import make_app
from widgets.screens.browser import BrowserScreen
from widgets.screens.demo import DemoScreen
from widgets.screens.path_prompt import PathPromptScreen

SIZE = (140, 44)


async def test_browse_pick_solve_announce_save_reopen_605_4a(tmp_path, monkeypatch):
    monkeypatch.setenv("MTG_SANDBOX_DATA_DIR", str(tmp_path))
    shown: list[str] = []
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        real_notify = screen.notify
        monkeypatch.setattr(screen, "notify", lambda msg, **kw: (shown.append(str(msg)), real_notify(msg, **kw)))
        await pilot.press("p")
        await pilot.pause()
        assert isinstance(app.screen, BrowserScreen)
        await pilot.press(*"three green")
        await pilot.press("enter")
        await pilot.pause()
        game = screen.game
        assert screen.info.title.startswith("Puzzle 1")
        assert "Goal: produce at least 3 {G} in one step" in str(screen.status.render())
        # solve it with the keyboard: the Forest (Wild Growth) and the Elves, each tapped with "t"
        forest = game.refs["forest"]
        elves = next(o for o in game.state.battlefield if game.chars(o).name == "Llanowar Elves")
        for oid in (forest, elves):
            screen.battlefield.focus()
            assert screen.battlefield.select_oid(oid)
            await pilot.pause()
            await pilot.press("t")
            await pilot.pause()
        assert str(game.state.players[0].pool) == "{G}{G}{G}"
        assert "Puzzle solved" in str(screen.status.render())
        assert any(m.startswith("Puzzle solved") for m in shown)
        # save: the default path is in your own folder
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, PathPromptScreen)
        await pilot.press("enter")
        await pilot.pause()
        saved = list((tmp_path / "presets").glob("*.toml"))
        assert len(saved) == 1
        before = screen.game
        # reopen it from the browser's "yours" topic
        await pilot.press("p")
        await pilot.pause()
        browser = app.screen
        while browser.topic != "yours":
            await pilot.press("f2")
        await pilot.pause()
        assert len(browser.shown) == 1
        await pilot.press("enter")
        await pilot.pause()
        again = screen.game
        assert again is not before and states_equal(before, again)
        assert board_signature(before) == board_signature(again)
        assert "Puzzle solved" in str(screen.status.render())


async def test_demo_key_plays_the_tour_with_narration(tmp_path, monkeypatch):
    monkeypatch.setenv("MTG_SANDBOX_DATA_DIR", str(tmp_path))
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, DemoScreen)
        await pilot.press("right")
        await pilot.pause()
        assert str(app.game_screen.game.state.players[0].pool) == "{G}{G}"
        await pilot.press("escape")
        await pilot.pause()
        assert "G×2" in str(app.game_screen.mana.render())
