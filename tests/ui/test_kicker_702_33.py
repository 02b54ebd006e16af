"""Kicker in the app (702.33d): casting a card with kicker from hand asks whether to kick it when
the kicked cast can be paid; Burst Lightning kicked deals 4, unkicked 2."""

from __future__ import annotations

from tests.conftest import find
from widgets.app import make_app
from widgets.screens.yesno import YesNoScreen

from .boards import settle
from .test_app import select

SIZE = (120, 40)

BURST = """
[game]
turn = 3
step = "main1"
[[player]]
hand = ["Burst Lightning"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
[[player]]
"""


async def _cast_burst_at_opponent(pilot, app, kick: str | None) -> None:
    screen = app.game_screen
    await select(pilot, screen.hand, find(screen.game, "Burst Lightning", "hand"))
    await pilot.press("c")
    await settle(pilot)
    if kick is None:
        assert not isinstance(app.screen, YesNoScreen)
    else:
        modal = app.screen
        assert isinstance(modal, YesNoScreen) and "kick Burst Lightning (pay {4} more)?" in modal.decision.prompt
        assert modal.decision.rule == "702.33d"
        await pilot.press(kick)
        await settle(pilot)
    game = screen.game
    for _ in range(6):  # target the opponent, pay, then resolve: answer each dialog the engine asks
        if game.state.stack and not game.pending and app.screen is screen:
            break
        modal = app.screen
        if modal is not screen and hasattr(modal, "decision") and any(o.value == "p1" for o in modal.decision.options):
            modal.answer(("p1",))
        else:
            await pilot.press("enter")
        await settle(pilot)
    assert game.state.stack, "Burst Lightning is on the stack"
    screen.action_resolve()
    await settle(pilot)


async def test_702_33d_the_app_asks_to_kick_burst_lightning_and_kicked_it_deals_4():
    app = make_app(text=BURST, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await _cast_burst_at_opponent(pilot, app, "y")
        game = app.game_screen.game
        assert game.state.players[1].life == 16
        assert all(game.obj(o).tapped for o in game.state.battlefield)


async def test_702_33d_declining_the_kicker_in_the_app_deals_2():
    app = make_app(text=BURST, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await _cast_burst_at_opponent(pilot, app, "n")
        game = app.game_screen.game
        assert game.state.players[1].life == 18
        assert sum(game.obj(o).tapped for o in game.state.battlefield) == 1


async def test_702_33d_near_miss_no_kicker_question_when_the_kicked_cast_cant_be_paid():
    app = make_app(text=BURST.replace('"Mountain", "Mountain", "Mountain", "Mountain", "Mountain"', '"Mountain", "Mountain"'), flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await _cast_burst_at_opponent(pilot, app, None)
        assert app.game_screen.game.state.players[1].life == 18
