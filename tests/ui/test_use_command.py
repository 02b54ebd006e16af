"""``:use`` on the command line opens a board, as a script's first line does."""

from __future__ import annotations

from widgets.app import make_app
from widgets.screens.confirm import ConfirmScreen

from .boards import settle

EMPTY_HAND = '[preset]\ntitle = "Two Mountains"\n[[player]]\nbattlefield = ["Mountain", "Mountain"]\n[[player]]\n'


async def run(pilot, command: str) -> None:
    screen = pilot.app.game_screen
    screen.run_command(command)
    await settle(pilot)


async def test_use_default_opens_the_tour_board():
    app = make_app(text=EMPTY_HAND, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await run(pilot, "use default")
        game = app.game_screen.game
        assert "Siege Rhino" in [game.chars(o).name for o in game.state.battlefield]
        assert not app.game_screen.error


async def test_use_empty_and_a_curated_preset_and_unsaved_work_is_asked_about():
    app = make_app(text=EMPTY_HAND, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await run(pilot, "use copies/effigy_token")
        screen = app.game_screen
        assert screen.info is not None and "copies/effigy_token.toml" in screen.info.path
        await run(pilot, "add Grizzly Bears")
        await run(pilot, "use empty")
        assert isinstance(app.screen, ConfirmScreen), "the Grizzly Bears added aren't saved"
        await pilot.press("y")
        await settle(pilot)
        assert app.game_screen.game.state.battlefield == []


async def test_use_of_an_unknown_board_points_to_p_and_o_and_changes_nothing():
    app = make_app(text=EMPTY_HAND, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        before = app.game_screen.game.fingerprint()
        await run(pilot, "use no_such_board")
        screen = app.game_screen
        assert "'no_such_board'" in screen.error and "p browses the presets" in screen.error
        assert screen.game.fingerprint() == before
        await run(pilot, "use ../../etc/passwd")
        assert "expected a file inside" in screen.error and screen.game.fingerprint() == before


async def test_boards_you_saved_are_listed_first_by_o():
    from textual.widgets import OptionList

    from sandbox.api import user_dir
    from widgets.screens.path_prompt import PathPromptScreen

    from .boards import through_path_prompt
    app = make_app(text=EMPTY_HAND, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await run(pilot, "add Grizzly Bears")
        await through_path_prompt(pilot, "s", user_dir() / "my_bears.toml")
        assert (user_dir() / "my_bears.toml").is_file()
        await pilot.press("o")
        await settle(pilot)
        assert isinstance(app.screen, PathPromptScreen)
        first = str(app.screen.query_one("#path-choices", OptionList).get_option_at_index(0).prompt)
        assert first == "[yours] my_bears.toml"
        assert any(app.screen._label(p) == "copies/effigy_token.toml" for p in app.screen.choices)
