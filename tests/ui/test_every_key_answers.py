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


async def press_answered(pilot, screen, key: str) -> str:
    """Press a key that changes nothing on the board but must say something: the status line
    it leaves (an error, or a note of what the key is for)."""
    before = screen.game.fingerprint(), str(screen.status.render())
    await pilot.press(key)
    await settle(pilot)
    status = str(screen.status.render())
    assert screen.game.fingerprint() == before[0], f"{key} changed the board"
    assert status != before[1], f"{key} said nothing: {status!r}"
    return screen.error or screen.note


async def test_enter_on_an_empty_stack_says_it_is_empty():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        await settle(pilot)
        assert not screen.game.state.stack
        await pilot.press("k")
        await settle(pilot)
        assert screen.focused is screen.stack
        assert "the stack is empty" in await press_refused(pilot, screen, "enter")


async def test_enter_on_a_stack_object_below_the_top_says_which_resolves_first_405_5():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        game = screen.game
        for land in (game.refs["forest"], find(game, "Mountain"), find(game, "Island")):
            screen.apply(Activate(land, 0))
        await settle(pilot)
        await on_row(pilot, screen.hand, find(game, "Lightning Bolt", "hand"))
        await pilot.press("c")
        await settle(pilot)
        await pilot.press("enter")  # the Bolt's first target
        await settle(pilot)
        await on_row(pilot, screen.hand, find(game, "Giant Growth", "hand"))
        await pilot.press("c")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert len(game.state.stack) >= 2, [game.name(o) for o in game.state.stack]
        bottom = game.state.stack[0]
        await on_row(pilot, screen.stack, bottom)
        error = await press_refused(pilot, screen, "enter")
        assert "resolves after the objects above it" in error and "(405.5" in error
        assert not app._notifications, "on the status line, not a passing notification"


@pytest.mark.parametrize("pane", ["log", "inspector"])
async def test_enter_on_a_text_pane_says_where_the_objects_are(pane):
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        await settle(pilot)
        screen.query_one(f"#{pane}").focus()
        await settle(pilot)
        error = await press_refused(pilot, screen, "enter")
        assert "Enter acts on an object" in error and "b (battlefield)" in error


@pytest.mark.parametrize("key,pane", [("b", "battlefield"), ("h", "hand"), ("k", "stack")])
async def test_a_pane_key_on_its_own_pane_says_the_cursor_is_there(key, pane):
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        await pilot.press(key)
        await settle(pilot)
        assert screen.focused is screen.query_one(f"#{pane}")
        screen.note = ""
        screen.show_status()
        assert f"Already in the {pane} pane" in await press_answered(pilot, screen, key)


async def test_i_in_the_inspector_says_what_it_shows():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        await on_row(pilot, screen.battlefield, screen.game.refs["forest"])
        await pilot.press("i")
        await settle(pilot)
        assert screen.focused is screen.inspector
        assert "The inspector shows Forest" in await press_answered(pilot, screen, "i")


async def test_escape_clears_a_message_and_otherwise_says_what_it_is_for():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        await settle(pilot)
        assert "nothing to close" in await press_answered(pilot, screen, "escape")
        await press_refused(pilot, screen, "y")
        assert "nothing to redo" in screen.inspector.text
        await pilot.press("escape")
        await settle(pilot)
        assert not screen.error and "✗" not in str(screen.status.render())
        assert "nothing to redo" not in screen.inspector.text, "the Output pane explains the selection again"


KEYS_TO_SWEEP = ["t", "a", "c", "space", "r", "n", "u", "y", "i", "e", "b", "h", "k", "x", "enter", "escape"]
"""The keys that act on the board or the selection, a letter no binding takes, Enter, Space and
Esc (the keys that open a screen, such as : ? o s p d, answer by opening it)."""


def seen(app) -> tuple:
    """What a key can change that the user sees: the board, the screen on top, the focus, the
    selection, the status line, the Output/Inspector pane, notifications, the enlarged output."""
    screen = app.game_screen
    return (screen.game.fingerprint(), len(app.screen_stack), app.focused, screen.selected,
            str(screen.status.render()), screen.inspector.text, len(app._notifications), screen.reading)


PLACES = [("battlefield", "forest"), ("battlefield", "Llanowar Elves"), ("battlefield", "Wild Growth"),
          ("battlefield", "Siege Rhino"), ("hand", "Machine God's Effigy"), ("hand", "Counterspell"),
          ("stack", None), ("log_pane", None), ("inspector", None)]
"""The rows swept: an untapped and a tapped land, a permanent with no ability, an opponent's
creature, a castable card, one that can't be cast, the empty stack, the log, the inspector."""


@pytest.mark.parametrize(("pane_name", "row"), PLACES, ids=[f"{p}-{r}" for p, r in PLACES])
async def test_no_key_is_silent_on_any_pane_of_the_tour(pane_name, row):
    """Each key on a row of each pane (``PLACES``) either does something or says why not."""
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        game = screen.game
        await settle(pilot)
        forest = game.refs["forest"]
        tapped = find(game, "Llanowar Elves")
        screen.apply(Activate(tapped, 0))
        await settle(pilot)
        screen.session.command_marks().clear()  # the Elves' tap is how the board starts here
        game.history.clear()
        rows = {"forest": forest, "Llanowar Elves": tapped, "Wild Growth": find(game, "Wild Growth"),
                "Siege Rhino": find(game, "Siege Rhino"), "Machine God's Effigy": find(game, "Machine God's Effigy", "hand"),
                "Counterspell": find(game, "Counterspell", "hand"), None: None}
        places = [(getattr(screen, pane_name), rows[row])]
        silent = []
        for pane, oid in places:
            for key in KEYS_TO_SWEEP:
                pane.focus()
                if oid is not None:
                    assert pane.select_oid(oid)
                await settle(pilot)
                screen.clear_error()
                screen.note = ""
                screen.show_status()
                before = seen(app)
                await pilot.press(key)
                await settle(pilot)
                if seen(app) == before:
                    silent.append(f"{key} on {pane.id} {oid and game.name(oid)}")
                while app.screen is not screen:  # a dialog, the command line, the help...
                    app.pop_screen()
                    await settle(pilot)
                if screen.reading:
                    await pilot.press("z")
                while game.fingerprint() != before[0] and game.history:
                    screen.action_undo()
                assert game.fingerprint() == before[0]  # the next key's selection settles the screen
        assert not silent, silent


@pytest.mark.parametrize("kind,key", [("targets", "t"), ("yesno", "x"), ("legend", "space"),
                                      ("trigger_order", "1")])
async def test_a_key_no_dialog_binding_takes_says_so(kind, key, notices):
    from .boards import DECISIONS
    app = make_app(text=DECISIONS[kind][0], flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await reach(kind, app, pilot)
        dialog = app.screen
        fingerprint = app.game_screen.game.fingerprint()
        await pilot.press(key)
        await settle(pilot)
        assert app.screen is dialog and app.game_screen.game.fingerprint() == fingerprint
        assert any("no key does that in this dialog" in n for n in notices), notices


async def test_a_letter_in_the_number_dialog_says_only_a_number_is_typed(notices):
    from .boards import DECISIONS
    app = make_app(text=DECISIONS["number"][0], flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await reach("number", app, pilot)
        field = app.screen.query_one("#number")
        before = field.value
        await pilot.press("t")
        await settle(pilot)
        assert field.value == before
        assert any("only a whole number" in n for n in notices), notices


async def test_r_with_nothing_excluded_in_the_payment_dialog_says_so(notices):
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        await on_row(pilot, screen.hand, find(screen.game, "Machine God's Effigy", "hand"))
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, PaymentScreen)
        await pilot.press("r")
        await settle(pilot)
        assert any("no source is excluded" in n for n in notices), notices
        await pilot.press("x")
        await settle(pilot)
        assert app.screen.plan.excluded
        await pilot.press("r")
        await settle(pilot)
        assert not app.screen.plan.excluded


@pytest.mark.parametrize("kind", ["attackers", "targets", "trigger_order", "number"])
async def test_a_decision_dialogs_keys_are_on_the_bottom_line_at_80x24(kind):
    from .boards import DECISIONS
    app = make_app(text=DECISIONS[kind][0], flash=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await reach(kind, app, pilot)
        hint = app.screen.query_one("#decision-hint")
        assert hint.region.bottom == 24 and hint.region.height >= 1, "the dialog's keys take the key bar's place"
        assert "Esc" in str(hint.render())
