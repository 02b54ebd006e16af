"""The mana pane shows what the engine's pool holds, a huge amount as a count."""

from __future__ import annotations

from sandbox.api import Activate
from widgets.app import make_app

from ..rules.test_huge_pool_106_4 import thirty_triplers


async def test_106_4_a_huge_pool_shows_as_a_count_in_the_mana_pane():
    game = thirty_triplers()
    game.perform(Activate(game.refs["f"], 0))  # a Forest under thirty Nyxbloom Ancients: 3^30 {G}
    app = make_app(game=game, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        shown = app.game_screen.mana._plain[0]  # the text the pane shows
        assert "G×205891132094649" in shown
