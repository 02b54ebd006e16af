"""Pilot tests for face-down cards in the app: the command palette offers casting a morph card
face down (702.37c) and turning a face-down permanent face up (116.2b), through the engine."""

from __future__ import annotations

from sandbox.api import Pass
from tests.conftest import find
from widgets.app import make_app

SIZE = (160, 50)
BOARD = '''
[game]
turn = 3
[[player]]
library = ["Island", "Island"]
hand = ["Sagu Mauler"]
battlefield = ["Island", "Island", "Island", "Island", "Forest", "Forest", "Forest", "Forest"]
[[player]]
library = ["Swamp", "Swamp"]
'''


async def _palette(pilot, app, text: str) -> None:
    await pilot.press("ctrl+p")
    await pilot.pause()
    for ch in text:
        await pilot.press(ch if ch != " " else "space")
    await app.workers.wait_for_complete()
    await pilot.pause()
    await pilot.press("enter")
    await pilot.pause()


async def test_702_37c_palette_casts_a_morph_card_face_down_and_turns_it_face_up():
    app = make_app(text=BOARD, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        game = app.game_screen.game
        await _palette(pilot, app, "cast sagu mauler face down")
        assert game.state.stack and game.obj(game.state.stack[-1]).face_down == "morph"
        while game.state.stack:
            app.game_screen.apply(Pass())
            await pilot.pause()
        fd = next(o for o in game.state.battlefield if game.obj(o).face_down)
        assert game.chars(fd).name == "" and (game.chars(fd).power, game.chars(fd).toughness) == (2, 2)
        await _palette(pilot, app, "turn face-down creature face up")
        assert find(game, "Sagu Mauler") == fd and not game.obj(fd).face_down
