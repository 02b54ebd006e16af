"""Adventurer cards in the app (715.3): casting Brazen Borrower from hand asks whether to cast
the creature or its Adventure, Petty Theft, each with its mana cost; Petty Theft cast so
returns the opponent's creature and exiles the card (715.3d)."""

from __future__ import annotations

from tests.conftest import find
from widgets.app import make_app
from widgets.screens.choose import ChooseScreen

from .boards import settle
from .test_app import select

SIZE = (120, 40)

BOARD = """
[game]
turn = 3
step = "main1"
[[player]]
hand = ["Brazen Borrower"]
battlefield = ["Island", "Island", "Island"]
[[player]]
battlefield = ["Hill Giant"]
"""


async def test_715_3_the_app_asks_creature_or_adventure_and_casts_petty_theft():
    app = make_app(text=BOARD, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        game = screen.game
        await select(pilot, screen.hand, find(game, "Brazen Borrower", "hand"))
        await pilot.press("c")
        await settle(pilot)
        modal = app.screen
        assert isinstance(modal, ChooseScreen) and modal.decision.rule == "715.3"
        assert modal.decision.prompt == "cast Brazen Borrower as Brazen Borrower or as its Adventure, Petty Theft?"
        assert [o.label for o in modal.decision.options] == ["Brazen Borrower: {1}{U}{U}", "Petty Theft: {1}{U}"]
        modal.answer((1,))
        await settle(pilot)
        for _ in range(6):  # the target, the payment: answer each dialog the engine asks
            if game.state.stack and not game.pending and app.screen is screen:
                break
            await pilot.press("enter")
            await settle(pilot)
        assert game.chars(game.state.stack[-1]).name == "Petty Theft"
        screen.action_resolve()
        await settle(pilot)
        assert [game.chars(o).name for o in game.state.zone("hand", 1)] == ["Hill Giant"]
        assert [game.chars(o).name for o in game.state.zone("exile", 0)] == ["Brazen Borrower"]
