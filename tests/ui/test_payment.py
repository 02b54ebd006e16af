"""The payment plan modal (601.2g-h): shown before a cast the pool can't pay, names which
source pays which symbol and why, x excludes a source and re-plans, Enter pays and casts, Esc
cancels with the board unchanged; a pool that pays already casts at once; tapping by hand first
still works."""

from __future__ import annotations

from textual.widgets import OptionList

from tests.conftest import find
from widgets.app import make_app
from widgets.screens.decision import DecisionScreen
from widgets.screens.payment import PaymentScreen

from .test_app import select

SIZE = (120, 40)

PAY = """
[game]
turn = 3
step = "main1"
[[player]]
hand = ["Grizzly Bears", "Lightning Bolt", "Endless One"]
battlefield = ["Forest", "Plains", "Mountain", "Llanowar Elves"]
[[player]]
battlefield = ["Grizzly Bears"]
"""


def _rows(modal: PaymentScreen) -> list[str]:
    options = modal.query_one("#choices", OptionList)
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


async def _cast(pilot, app, name: str):
    screen = app.game_screen
    await select(pilot, screen.hand, find(screen.game, name, "hand"))
    await pilot.press("c")
    await pilot.pause()


async def test_payment_modal_shows_source_symbol_and_why_before_casting_601_2g():
    app = make_app(text=PAY, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        game = app.game_screen.game
        start = game.fingerprint()
        await _cast(pilot, app, "Grizzly Bears")
        modal = app.screen
        assert isinstance(modal, PaymentScreen)
        rows = _rows(modal)
        assert any(r.startswith("Forest") and "pays G" in r.replace("{", "").replace("}", "") for r in rows), rows
        assert all(":" in r for r in rows)  # every row says why
        assert "601.2g" in str(modal.query_one("#decision-title").render())
        assert game.fingerprint() == start, "showing the plan changes nothing"


async def test_exclude_replans_and_enter_pays_and_casts_601_2g():
    app = make_app(text=PAY, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        game = app.game_screen.game
        forest = find(game, "Forest")
        await _cast(pilot, app, "Grizzly Bears")
        modal = app.screen
        first = modal.plan.sources
        assert forest in first
        options = modal.query_one("#choices", OptionList)
        options.highlighted = [s.source for s in modal.plan.steps].index(forest)
        await pilot.press("x")
        await pilot.pause()
        assert forest not in modal.plan.sources and modal.plan.ok
        assert forest in modal.plan.excluded and "excluded: Forest" in str(modal.query_one("#payment-notes").render())
        used = modal.plan.sources
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is not modal
        assert [game.name(o).split(" #")[0] for o in game.state.stack] == ["Grizzly Bears"]
        assert not game.obj(forest).tapped
        assert all(game.obj(o).tapped for o in used)
        assert str(game.state.players[0].pool) == "empty"


async def test_escape_cancels_and_leaves_the_board_unchanged_601_2g():
    app = make_app(text=PAY, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        game = app.game_screen.game
        start = game.fingerprint()
        await _cast(pilot, app, "Grizzly Bears")
        assert isinstance(app.screen, PaymentScreen)
        await pilot.press("x", "escape")
        await pilot.pause()
        assert not isinstance(app.screen, PaymentScreen)
        assert game.fingerprint() == start and not game.state.stack


async def test_targets_are_asked_before_the_payment_and_cancelling_them_changes_nothing_601_2c():
    app = make_app(text=PAY, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        game = app.game_screen.game
        start = game.fingerprint()
        await _cast(pilot, app, "Lightning Bolt")
        assert isinstance(app.screen, DecisionScreen) and app.screen.decision.kind == "targets"
        assert app.screen.decision.rule == "601.2c"
        assert game.fingerprint() == start, "nothing is tapped or cast while the targets are asked"
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, DecisionScreen)
        assert game.pending is None and game.fingerprint() == start


async def test_target_then_a_lone_source_for_one_symbol_pays_without_confirmation_601_2c_601_2g():
    app = make_app(text=PAY, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        game = app.game_screen.game
        bears = find(game, "Grizzly Bears", player=1)
        await _cast(pilot, app, "Lightning Bolt")
        modal = app.screen
        assert isinstance(modal, DecisionScreen)
        values = [o.value for o in modal.decision.options]
        for _ in range(values.index(bears)):
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        assert not isinstance(app.screen, (PaymentScreen, DecisionScreen)), "the Mountain is the only {R} source"
        bolt = game.state.stack[-1]
        assert game.chars(bolt).name == "Lightning Bolt" and game.obj(bolt).targets == [bears]
        assert game.obj(find(game, "Mountain")).tapped
        assert any(e.rule == "601.2c" and "Grizzly Bears" in e.text for e in game.log)


async def test_pool_that_pays_casts_without_the_modal_and_manual_tapping_works_601_2g():
    app = make_app(text=PAY, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        game = screen.game
        await select(pilot, screen.battlefield, find(game, "Plains"))
        await pilot.press("t")
        await select(pilot, screen.battlefield, find(game, "Llanowar Elves"))
        await pilot.press("t")
        await pilot.pause()
        assert str(game.state.players[0].pool) == "{W}{G}"
        await _cast(pilot, app, "Grizzly Bears")
        assert not isinstance(app.screen, PaymentScreen)
        assert game.state.stack and not game.obj(find(game, "Forest")).tapped


async def test_x_is_asked_first_then_the_plan_counts_it_601_2b():
    app = make_app(text=PAY, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        game = app.game_screen.game
        await _cast(pilot, app, "Endless One")
        assert isinstance(app.screen, DecisionScreen) and app.screen.decision.kind == "number"
        await pilot.press("backspace", "2", "enter")
        await pilot.pause()
        modal = app.screen
        assert isinstance(modal, PaymentScreen) and modal.plan.cost == ("2",)
        await pilot.press("enter")
        await pilot.pause()
        assert game.obj(game.state.stack[-1]).x == 2
        assert sum(game.obj(o).tapped for o in game.state.battlefield if game.controller(o) == 0) == 2


STONE = """
[game]
turn = 3
step = "main1"
[[player]]
library = ["Island", "Island"]
battlefield = ["Mind Stone", "Island"]
[[player]]
"""


async def test_activating_an_ability_with_a_mana_cost_shows_the_plan_too_602_2b():
    app = make_app(text=STONE, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        game = screen.game
        stone, island = find(game, "Mind Stone"), find(game, "Island")
        await select(pilot, screen.battlefield, stone)
        await pilot.press("a")
        await pilot.pause()
        # {1} with one source that can pay it (the Stone taps for its own cost, so it can't
        # pay, 601.2h): the Island pays without a confirmation.
        assert not isinstance(app.screen, PaymentScreen)
        assert game.obj(island).tapped and game.state.stack
        assert game.obj(game.state.stack[-1]).kind == "ability"


async def test_command_palette_cast_shows_the_plan_first_601_2g():
    app = make_app(text=PAY, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        game = app.game_screen.game
        await pilot.press("ctrl+p")
        await pilot.pause()
        for ch in "cast grizzly":
            await pilot.press(ch if ch != " " else "space")
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PaymentScreen) and not game.state.stack
        await pilot.press("enter")
        await pilot.pause()
        assert game.state.stack


async def test_pay_and_cast_is_taken_back_by_one_undo_601_2g():
    """Enter on the plan taps and casts as one action: one `u` restores the exact board."""
    app = make_app(text=PAY, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        game = app.game_screen.game
        start, hist = game.fingerprint(), len(game.history)
        await _cast(pilot, app, "Grizzly Bears")
        await pilot.press("enter")
        await pilot.pause()
        assert len(game.history) == hist + 1 and game.state.stack
        await pilot.press("u")
        await pilot.pause()
        assert game.fingerprint() == start and len(game.history) == hist
