"""Every key answers: a key whose action can't be done says why on the status line (with the
rule when there is one), the dialogs give Enter one meaning, and errors never go stale."""

from __future__ import annotations

import pytest

from sandbox.core.actions import Activate
from sandbox.core.combat import attackers
from tests.conftest import find
from widgets.app import make_app
from widgets.screens.choose import ChooseScreen
from widgets.screens.confirm import ConfirmScreen
from widgets.screens.demo import DemoScreen
from widgets.screens.payment import PaymentScreen

from .boards import COMBAT, TOUR, reach, settle

SIZE = (120, 40)


async def on_row(pilot, pane, oid: int) -> None:
    """Focus a pane with its cursor on an object, as Tab and the arrows would."""
    await pilot.pause()
    pane.focus()
    assert pane.select_oid(oid)
    await settle(pilot)


async def press_refused(pilot, screen, key: str) -> str:
    """Press a key that must change nothing; returns the status line it leaves."""
    before = screen.game.fingerprint()
    await pilot.press(key)
    await settle(pilot)
    assert screen.game.fingerprint() == before, f"{key} changed the board"
    status = str(screen.status.render())
    assert "✗" in status, f"{key} said nothing: {status!r}"
    return screen.error


async def test_t_on_a_tapped_forest_says_already_tapped_107_5():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        forest = screen.game.refs["forest"]
        await on_row(pilot, screen.battlefield, forest)
        await pilot.press("t")
        await settle(pilot)
        assert screen.game.obj(forest).tapped
        error = await press_refused(pilot, screen, "t")
        assert "already tapped" in error and "(107.5)" in error
        assert error in screen.inspector.text, "the whole error is in the Output pane"


async def test_t_a_and_c_on_wild_growth_say_why():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        wild_growth = find(screen.game, "Wild Growth")
        await on_row(pilot, screen.battlefield, wild_growth)
        assert "Wild Growth" in await press_refused(pilot, screen, "t")
        assert "no mana ability" in screen.error
        assert "no activated ability" in await press_refused(pilot, screen, "a")


async def test_a_on_a_land_points_to_t():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        await on_row(pilot, screen.battlefield, screen.game.refs["forest"])
        assert "its mana ability is on t" in await press_refused(pilot, screen, "a")


async def test_y_with_nothing_to_redo_and_u_with_nothing_to_undo_say_so():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        await settle(pilot)
        assert "nothing to redo" in await press_refused(pilot, screen, "y")
        assert "nothing to undo" in await press_refused(pilot, screen, "u")


async def test_r_on_an_empty_stack_and_n_on_a_full_one_say_why():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        await settle(pilot)
        assert "stack is empty" in await press_refused(pilot, screen, "r")
        game = screen.game
        screen.apply(Activate(game.refs["forest"], 0))
        screen.apply(Activate(find(game, "Mountain"), 0))
        await settle(pilot)
        bolt = find(game, "Lightning Bolt", "hand")
        await on_row(pilot, screen.hand, bolt)
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, ChooseScreen), "Lightning Bolt asks its target"
        await pilot.press("enter")
        await settle(pilot)
        assert game.state.stack
        assert "(500.2:" in await press_refused(pilot, screen, "n")


async def test_c_on_the_battlefield_moves_to_the_castable_card_and_c_again_casts_it():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        game = screen.game
        await on_row(pilot, screen.battlefield, game.refs["forest"])
        await pilot.press("c")
        await settle(pilot)
        assert screen.focused is screen.hand
        effigy = find(game, "Machine God's Effigy", "hand")
        assert screen.selected == effigy, "the cursor is on the first castable card"
        assert "c casts it" in str(screen.status.render())
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, PaymentScreen)


async def test_c_on_the_battlefield_casts_the_only_castable_card():
    text = '[[player]]\nhand = ["Grizzly Bears"]\nbattlefield = ["Forest", "Forest"]\n[[player]]\n'
    app = make_app(text=text, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        await on_row(pilot, screen.battlefield, find(screen.game, "Forest"))
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, PaymentScreen), "Grizzly Bears is the only card to cast"


async def test_an_unbound_key_says_so():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        await settle(pilot)
        assert "? lists the keys" in await press_refused(pilot, screen, "j")


async def test_an_error_clears_on_the_next_action_and_is_cut_at_a_word():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.game_screen
        game = screen.game
        await on_row(pilot, screen.hand, find(game, "Counterspell", "hand"))
        await pilot.press("c")
        await settle(pilot)
        status = str(screen.status.render()).rstrip()
        assert status.endswith("…") and len(status) <= 80, status
        kept = status[:-1].rstrip().split()[-1]
        assert kept in screen.error.split(), f"the status line ends mid-word: {status!r}"
        assert screen.error in screen.inspector.text, "the whole error is in the Output pane"
        await on_row(pilot, screen.battlefield, game.refs["forest"])
        await pilot.press("t")
        await settle(pilot)
        assert not screen.error and "✗" not in str(screen.status.render())


async def test_d_asks_before_the_demo_throws_away_work_in_progress():
    app = make_app(flash=0)  # the tour preset: it has a demo
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        game = screen.game
        assert screen.info is not None and screen.info.demo is not None
        await on_row(pilot, screen.battlefield, game.refs["forest"])
        await pilot.press("t")
        await settle(pilot)
        tapped = game.fingerprint()
        await pilot.press("d")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        assert "Discard 1 action" in str(app.screen.question)
        await pilot.press("n")
        await settle(pilot)
        assert game.fingerprint() == tapped and app.screen is screen
        await pilot.press("d")
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert isinstance(app.screen, DemoScreen)


@pytest.mark.parametrize("key", ["enter", "d"])
async def test_enter_confirms_a_tick_box_dialog_and_never_unticks(key):
    app = make_app(text=COMBAT, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await reach("attackers", app, pilot)
        dialog = app.screen
        assert isinstance(dialog, ChooseScreen) and dialog.multi
        game = app.game_screen.game
        assert "Enter: done" in str(dialog.query_one("#decision-hint").render())
        await pilot.press("space")  # ticks the first creature
        await settle(pilot)
        await pilot.press(key)
        await settle(pilot)
        assert app.screen is app.game_screen, f"{key} confirmed the dialog"
        assert len(attackers(game)) == 1, "the creature ticked attacks"


@pytest.mark.parametrize("size", [(80, 24), (60, 18)])
async def test_the_payment_dialogs_keys_are_on_the_bottom_line_at_any_size(size):
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=size) as pilot:
        screen = app.game_screen
        await on_row(pilot, screen.hand, find(screen.game, "Machine God's Effigy", "hand"))
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, PaymentScreen)
        hint = app.screen.query_one("#decision-hint")
        assert hint.region.bottom == size[1], "the dialog's keys take the key bar's place"
        assert "Enter: pay" in str(hint.render())


async def test_the_help_lists_tab_once():
    from widgets.screens.help import HelpScreen
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        keys = [str(c) for c in app.screen.table().columns[0]._cells]
        assert sum("tab" in k.lower() and "shift" not in k.lower() for k in keys) == 1, keys
