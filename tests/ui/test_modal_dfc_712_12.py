"""Modal double-faced cards in the app (712.12): Spikefield Hazard in hand asks whether to cast
its front face (with its cost) or play its land back face, Spikefield Cave; played so, the land
enters tapped and the hand row showed both faces."""

from __future__ import annotations

from tests.conftest import find
from widgets.app import make_app
from widgets.render import hand_line
from widgets.screens.choose import ChooseScreen

from .boards import settle
from .test_app import select

SIZE = (120, 40)

BOARD = """
[game]
turn = 3
step = "main1"
[[player]]
hand = ["Spikefield Hazard"]
battlefield = ["Mountain"]
[[player]]
battlefield = ["Hill Giant"]
"""


async def test_712_12_the_app_asks_which_face_and_plays_the_land_face():
    app = make_app(text=BOARD, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        game = screen.game
        card = find(game, "Spikefield Hazard", "hand")
        assert hand_line(game, card, True).plain.endswith("Spikefield Hazard R // Spikefield Cave")
        await select(pilot, screen.hand, card)
        await pilot.press("c")
        await settle(pilot)
        modal = app.screen
        assert isinstance(modal, ChooseScreen) and modal.decision.rule == "712.12"
        assert modal.decision.prompt == "cast Spikefield Hazard as Spikefield Hazard or as Spikefield Cave?"
        assert [o.label for o in modal.decision.options] == ["Spikefield Hazard: {R}", "play Spikefield Cave (a land, 712.12)"]
        modal.answer((1,))
        await settle(pilot)
        (cave,) = [o for o in game.state.battlefield if game.chars(o).name == "Spikefield Cave"]
        assert game.obj(cave).tapped and game.state.players[0].lands_played == 1
