"""Identical triggers (one chapter ability for chapters I and II) open no order dialog, and
the log says why, with its rule (603.3b)."""

from __future__ import annotations

from tests.rules.test_identical_triggers_603_3b import BENALIA
from widgets.app import make_app
from widgets.screens.order import OrderScreen

from .boards import settle


async def test_two_identical_chapter_triggers_ask_no_order_and_the_log_says_why_603_3b():
    app = make_app(text=BENALIA, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = app.game_screen
        screen.run_command("counter History of Benalia +2 lore")
        await settle(pilot)
        assert not isinstance(app.screen, OrderScreen) and app.screen is screen
        assert not screen.error and len(screen.game.state.stack) == 2
        logged = "\n".join(line.plain for line in screen.log_pane._lines)
        assert "603.3b" in logged and "every order is the same" in logged
