"""The log shows its newest entry, the first time it overflows too (after a board loads, with
a dialog just closed: its scroll bar appears then)."""

from __future__ import annotations

from tests.conftest import find
from widgets.app import make_app
from widgets.screens.payment import PaymentScreen

from .boards import TOUR, settle


async def test_the_log_follows_the_first_time_it_overflows():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(200, 50)) as pilot:
        screen = app.game_screen
        log = screen.log_pane
        await settle(pilot)
        screen.hand.focus()
        assert screen.hand.select_oid(find(screen.game, "Machine God's Effigy", "hand"))
        await settle(pilot)
        window = log.scrollable_content_region.height
        assert log.virtual_size.height <= window, "the log fits before the cast"
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, PaymentScreen)
        await pilot.press("enter")
        await settle(pilot)
        assert log.virtual_size.height > window, "paying and casting overflowed the log"
        assert log.scroll_y == log.max_scroll_y > 0, "the newest entry is in view"
