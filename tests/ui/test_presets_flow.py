"""Presets (issue 15, item 8): the browser's [ ] keys change the topic (they don't go into the
filter); in the open dialog, typing after Tab types the path; opening a board or quitting
asks before discarding actions not saved (no keeps everything as it was)."""

from __future__ import annotations

from sandbox.core.actions import Pass
from widgets.app import make_app
from widgets.journal import Journal
from widgets.screens.browser import BrowserScreen
from widgets.screens.confirm import ConfirmScreen
from widgets.screens.path_prompt import PathPromptScreen

from .boards import TOUR, settle

SIZE = (120, 40)
TINY = '[preset]\ntitle = "Tiny"\n[[player]]\nbattlefield = ["Mountain"]\n[[player]]\n'


def names(game) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.battlefield)


async def test_browser_square_brackets_change_the_topic_and_leave_the_filter_alone():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")
        await settle(pilot)
        browser = app.screen
        assert isinstance(browser, BrowserScreen)
        await pilot.press("right_square_bracket")
        await settle(pilot)
        assert browser.topic == "puzzles"
        assert browser.query_one("#browser-filter").value == ""
        assert browser.shown and all("puzzles" in str(e.path) for e in browser.shown)
        await pilot.press("left_square_bracket", "left_square_bracket")
        await settle(pilot)
        assert browser.topic == "yours"
        assert browser.query_one("#browser-filter").value == ""


async def test_open_dialog_tab_then_typing_a_path_opens_that_path(tmp_path):
    preset = tmp_path / "tiny.toml"
    preset.write_text(TINY)
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("o")
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, PathPromptScreen)
        await pilot.press("tab")
        await settle(pilot)
        assert dialog.query_one("#path-choices").has_focus
        await pilot.press(*str(preset))
        await settle(pilot)
        assert dialog.query_one("#path-input").value == str(preset)
        await pilot.press("enter")
        await settle(pilot)
        assert names(app.game_screen.game) == ["Mountain"], "the typed path, not the first list item"


async def test_opening_a_preset_asks_before_discarding_unsaved_actions(tmp_path):
    preset = tmp_path / "tiny.toml"
    preset.write_text(TINY)
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        screen.apply(Pass())
        before = screen.game.fingerprint()
        screen.open_preset(str(preset))
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        assert "Discard 1 action done since the board was loaded or saved?" in str(
            app.screen.query_one("#confirm-title").render())
        await pilot.press("n")
        await settle(pilot)
        assert screen.game.fingerprint() == before, "no: the board and its actions stay"
        screen.open_preset(str(preset))
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert names(screen.game) == ["Mountain"]
        # nothing done on the new board: the next open doesn't ask
        screen.open_preset(str(preset))
        await settle(pilot)
        assert not isinstance(app.screen, ConfirmScreen)


async def test_saving_counts_as_saved_and_undo_back_to_the_load_needs_no_question(tmp_path):
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        screen.apply(Pass())
        assert screen.unsaved_actions() == 1
        screen.save_preset(str(tmp_path / "saved.toml"))
        await settle(pilot)
        assert screen.unsaved_actions() == 0
        screen.apply(Pass())
        await settle(pilot)
        assert screen.unsaved_actions() == 1
        await pilot.press("o")
        await settle(pilot)
        await pilot.press("escape")
        await settle(pilot)
        assert screen.unsaved_actions() == 1, "the saved mark survives redraws and dialogs"
        await pilot.press("u", "u")
        await settle(pilot)
        assert screen.unsaved_actions() == 0
        await pilot.press("q")
        await settle(pilot)
        assert app.return_code == 0, "nothing unsaved: q quits at once"


async def test_q_asks_before_quitting_with_unsaved_actions_and_n_keeps_playing(journal_dir):
    journal = Journal()
    app = make_app(text=TOUR, flash=0, journal=journal)
    async with app.run_test(size=SIZE) as pilot:
        app.game_screen.apply(Pass())
        await settle(pilot)
        await pilot.press("q")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await settle(pilot)
        assert app.return_code is None and app.screen is app.game_screen
        assert journal.exists()
        await pilot.press("q")
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert app.return_code == 0
    assert not journal.exists(), "a clean quit removes the journal"


async def test_opening_from_the_browser_asks_too_and_keep_leaves_the_board():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        screen.apply(Pass())
        before = screen.game.fingerprint()
        await pilot.press("p")
        await settle(pilot)
        await pilot.press(*"three green")
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        assert "Opening Puzzle 1" in str(app.screen.query_one("#confirm-detail").render())
        await pilot.press("enter")  # the focused button is Keep
        await settle(pilot)
        assert app.screen is screen and screen.game.fingerprint() == before
