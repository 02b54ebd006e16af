"""Several objects on the stack each keep a row in view: at 120x40 (six rows) four triggers
and a spell all show, each on one line cut with "…"; a lone object shows its whole text."""

from __future__ import annotations

from widgets.app import make_app
from widgets.screens.order import OrderScreen

from .boards import settle, wait_until
from .test_responsiveness import cast_into_order_dialog, four_triggers


def visible_lines(pane) -> list[str]:
    return [pane.render_line(y).text for y in range(pane.scrollable_content_region.height)]


async def test_five_objects_on_the_stack_each_show_on_a_line_of_their_own_at_120x40():
    app = make_app(text=four_triggers(0), flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        game = await cast_into_order_dialog(app, pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, OrderScreen), "the order dialog")
        await pilot.press("enter")
        await wait_until(pilot, lambda: len(game.state.stack) == 5, "the four triggers on the stack")
        await settle(pilot)
        stack = app.game_screen.stack
        shown = "\n".join(visible_lines(stack))
        assert stack.scrollable_content_region.height == 6
        for sid in list(game.state.stack)[-5:-1]:
            assert f"#{sid} " in shown, f"#{sid} is not in view:\n{shown}"
        assert "…" in shown, "a long row is cut, not wrapped"


async def test_a_lone_ability_on_the_stack_shows_its_whole_text():
    from .test_inspector import effigy_copies_the_rhino
    app = make_app(flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.game_screen
        await effigy_copies_the_rhino(pilot, screen)
        assert len(screen.game.state.stack) == 1
        shown = " ".join(line.strip() for line in visible_lines(screen.stack))
        assert "each opponent loses 3 life and you gain life equal to the life lost this way." in shown
