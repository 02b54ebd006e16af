"""Pilot tests for the main screen's readability: the cursor, the mouse, the log following
the newest entry, text wrapped to each pane (never cut), and readable stack entries."""

from __future__ import annotations

import pytest

from sandbox.core.actions import Activate, Cast
from tests.conftest import find
from widgets.app import make_app
from widgets.panes.object_pane import ObjectPane

from .boards import TOUR, settle
from .test_app import select

SIZES = [(80, 24), (120, 40), (200, 60)]


def line_widths(pane) -> list[int]:
    """The width of every line a pane holds (all of them, not only the visible ones)."""
    if isinstance(pane, ObjectPane):
        return [text.cell_len for _, text in pane._lines]
    return [text.cell_len for text in pane._lines]


def stack_trigger(screen) -> int:
    """Tap the Forest (two {G}) and cast Giant Growth on Siege Rhino: Vesuvan Duplimancy's
    trigger goes on the stack above it. Returns the trigger's id."""
    game = screen.game
    assert screen.apply(Activate(game.refs["forest"], 0))
    assert screen.apply(Cast(find(game, "Giant Growth", "hand"), targets=(find(game, "Siege Rhino"),)))
    return game.state.stack[-1]


async def select_stack_trigger(pilot, screen) -> int:
    """``stack_trigger``, then the Stack pane focused with the trigger selected."""
    await settle(pilot)
    trigger = stack_trigger(screen)
    screen.stack.focus()
    screen.stack.select_oid(trigger)
    await settle(pilot)
    return trigger


def assert_fits(screen) -> None:
    for pane in (screen.log_pane, screen.inspector, screen.stack, screen.battlefield):
        width = pane.scrollable_content_region.width
        widest = max(line_widths(pane), default=0)
        assert widest <= width, f"{pane.id}: a line of {widest} cells in a pane {width} wide"
        assert pane.size.width - width >= 1, f"{pane.id}: no room kept for the scrollbar"


async def test_cursor_row_has_the_highlight_style_under_the_row_text():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.game_screen
        pane = screen.battlefield
        island = find(screen.game, "Island")
        pane.focus()
        assert pane.select_oid(island)
        await settle(pilot)
        cursor_bg = pane.get_component_rich_style("object-pane--cursor").bgcolor
        assert cursor_bg is not None
        y = pane._first[pane.cursor] - int(pane.scroll_y)
        strip = pane.render_line(y)
        # every cell of the row, text and padding alike, carries the cursor's background
        assert all(seg.style is not None and seg.style.bgcolor == cursor_bg for seg in strip)
        other = pane.render_line(y + 1)
        assert all(seg.style is None or seg.style.bgcolor != cursor_bg for seg in other)


async def test_click_selects_the_clicked_row_and_t_taps_it():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.game_screen
        game = screen.game
        pane = screen.battlefield
        await settle(pilot)
        island = [o for o in game.state.battlefield if game.chars(o).name == "Island"][1]
        row = next(i for i, (k, _) in enumerate(pane._rows) if k == str(island))
        # the pane's region includes its top border: the first row is at y = 1
        await pilot.click(pane, offset=(5, 1 + pane._first[row] - int(pane.scroll_y)))
        await settle(pilot)
        assert screen.selected == island
        await pilot.press("t")
        await settle(pilot)
        assert game.obj(island).tapped
        assert str(game.state.players[0].pool) == "{U}"


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_log_is_scrolled_to_the_newest_entry_after_an_action(size):
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=size) as pilot:
        screen = app.game_screen
        await settle(pilot)
        stack_trigger(screen)
        await settle(pilot)
        log = screen.log_pane
        assert log.max_scroll_y > 0, "the log should be longer than its pane here"
        assert log.scroll_y == log.max_scroll_y
        last = log._lines[-1].plain.strip()
        visible = [log.render_line(y).text.strip() for y in range(log.scrollable_content_region.height)]
        assert last in visible


async def test_no_line_is_wider_than_its_pane_at_every_size_and_after_resizing():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(200, 60)) as pilot:
        screen = app.game_screen
        await select_stack_trigger(pilot, screen)
        for size in SIZES + [(80, 24), (200, 60), (120, 40)]:
            await pilot.resize_terminal(*size)
            await settle(pilot)
            assert_fits(screen)
        # after visiting 80x24, the 120x40 log is wrapped at its own width, not at 80's
        log = screen.log_pane
        assert max(line_widths(log)) > log.scrollable_content_region.width - 20


async def test_stack_entry_shows_the_ability_text_source_controller_and_targets():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.game_screen
        await settle(pilot)
        trigger = stack_trigger(screen)
        await settle(pilot)
        game = screen.game
        pane = screen.stack
        row = next(i for i, (k, _) in enumerate(pane._rows) if k == str(trigger))
        shown = " ".join(pane._lines[n][1].plain.strip() for n in pane._row_span(row))
        assert shown.startswith(f"▶ #{trigger} Vesuvan Duplimancy's"), "its source first, before the cut"
        text = game.obj(trigger).ability.text
        assert len(pane._row_span(row)) == 1 and shown.endswith("…"), "two objects: each on one line, cut"
        await select(pilot, pane, trigger)
        assert "Triggered ability of Vesuvan Duplimancy" in screen.inspector.text
        assert "Controller: You" in screen.inspector.text
        assert " ".join(text.split()) in " ".join(screen.inspector.text.split()), "the whole text: in the inspector"
        spell = game.state.stack[0]
        spell_row = next(i for i, (k, _) in enumerate(pane._rows) if k == str(spell))
        spell_text = " ".join(pane._lines[n][1].plain for n in pane._row_span(spell_row))
        assert "Giant Growth  [You] →" in spell_text, "its targets follow on the same line"
        await select(pilot, pane, spell)
        assert "Targets: Siege Rhino" in screen.inspector.text


async def test_inspector_describes_a_triggered_ability_as_an_ability():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.game_screen
        await select_stack_trigger(pilot, screen)
        text = screen.inspector.text
        assert text.startswith("Triggered ability of Vesuvan Duplimancy")
        assert "Source: Vesuvan Duplimancy" in text and "Controller: You" in text
        assert "Enchantment" not in text.splitlines()[1], "not the source card's type line"


def recorded_announcements(screen) -> list[str]:
    """Record what the screen announces (and still announce it)."""
    said: list[str] = []
    announce = screen.announce

    def record(message: str) -> None:
        said.append(message)
        announce(message)
    screen.announce = record
    return said


async def test_command_output_stays_in_the_inspector_after_a_redraw_with_the_command_echoed():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.game_screen
        await settle(pilot)
        await pilot.press("colon")
        await settle(pilot)
        for ch in "help":
            await pilot.press(ch)
        await pilot.press("enter")
        await settle(pilot)
        text = screen.inspector.text
        assert text.startswith(":help") and "undo" in text
        screen.refresh_panes()  # a redraw (as after any change)
        await pilot.pause(0.3)
        await settle(pilot)
        assert screen.inspector.text.startswith(":help")
        assert "Output" in str(screen.inspector.border_title)
        # moving on (another object selected) brings the inspector back
        screen.battlefield.focus()
        await pilot.press("down")
        await settle(pilot)
        assert not screen.inspector.text.startswith(":help")
        assert str(screen.inspector.border_title) == "Inspector"


async def test_one_resolve_is_one_undo_and_undo_says_what_it_undid():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.game_screen
        game = screen.game
        said = recorded_announcements(screen)
        await settle(pilot)
        stack_trigger(screen)
        await settle(pilot)
        before_resolve = game.fingerprint()
        top = game.state.stack[-1]
        await pilot.press("r")  # both players pass: several engine actions
        await settle(pilot)
        assert top not in game.state.stack
        await pilot.press("u")
        await settle(pilot)
        assert game.fingerprint() == before_resolve, "one u takes back the whole resolve"
        source = game.obj(top).source_chars.name
        assert said[-1] == f"Undid: resolve {source}'s trigger #{top}", "#top is the trigger, not its source"
        await pilot.press("y")
        await settle(pilot)
        assert top not in game.state.stack and said[-1].startswith("Redid: resolve")


async def test_undo_from_a_decision_closes_it_and_takes_back_the_action_that_asked():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.game_screen
        game = screen.game
        said = recorded_announcements(screen)
        await settle(pilot)
        assert screen.apply(Activate(game.refs["forest"], 0))
        before_cast = game.fingerprint()
        # Effigy on the pool's mana and two more lands: a copy choice is asked on resolution
        effigy = find(game, "Machine God's Effigy", "hand")
        screen.hand.focus()
        screen.hand.select_oid(effigy)
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        from widgets.screens.payment import PaymentScreen
        if isinstance(app.screen, PaymentScreen):
            await pilot.press("enter")
            await settle(pilot)
        await pilot.press("r")
        await settle(pilot)
        from widgets.screens.decision import DecisionScreen
        assert isinstance(app.screen, DecisionScreen), "the Effigy asks what to copy"
        await pilot.press("u")
        await settle(pilot)
        assert not isinstance(app.screen, DecisionScreen)
        assert game.pending is None
        assert said[-1].startswith("Undid: resolve")
        await pilot.press("u")
        await settle(pilot)
        assert game.fingerprint() == before_cast
        assert said[-1] == "Undid: cast Machine God's Effigy"


async def test_undo_from_the_payment_dialog_closes_it_and_steps_back():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.game_screen
        game = screen.game
        said = recorded_announcements(screen)
        await settle(pilot)
        start = game.fingerprint()
        assert screen.apply(Activate(game.refs["forest"], 0))
        screen.hand.focus()
        screen.hand.select_oid(find(game, "Clone", "hand"))
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        from widgets.screens.payment import PaymentScreen
        assert isinstance(app.screen, PaymentScreen)
        await pilot.press("u")
        await settle(pilot)
        assert not isinstance(app.screen, PaymentScreen)
        assert game.fingerprint() == start
        assert said[-1] == "Undid: tap Forest for mana"
