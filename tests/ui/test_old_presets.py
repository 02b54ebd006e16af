"""A preset that defines a card the library now has still opens, and the inspector says the
board plays its own version."""

from __future__ import annotations

from tests.presets.test_own_card_versions import BOARD, OLD_ANTHEM
from widgets.app import make_app

from .boards import settle
from .test_app import select


async def test_an_old_preset_with_its_own_glorious_anthem_opens_and_i_marks_it():
    app = make_app(text=OLD_ANTHEM + BOARD, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = app.game_screen
        game = screen.game
        assert not screen.error
        anthem = next(o for o in game.state.battlefield if game.chars(o).name == "Glorious Anthem")
        await select(pilot, screen.battlefield, anthem)
        await pilot.press("i")
        await settle(pilot)
        assert "this board's own version of Glorious Anthem (differs from the library's in abilities, oracle)" \
            in screen.inspector.text
