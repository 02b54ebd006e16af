"""Names typed on ``:`` are resolved among the legal choices first (115.1): a card in a
library doesn't make a target's name ambiguous."""

from __future__ import annotations

from widgets.app import make_app

from .boards import TOUR, settle


async def test_a_target_named_on_the_command_line_skips_the_library_card_115_1():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = app.game_screen
        for line in ("add Grizzly Bears", "tap Mountain", "cast Lightning Bolt target Grizzly Bears"):
            screen.run_command(line)
            await settle(pilot)
            assert not screen.error, f"{line}: {screen.error}"
        game = screen.game
        bolt = game.state.stack[0]
        (target,) = game.obj(bolt).targets
        assert game.obj(target).zone == "battlefield" and game.chars(target).name == "Grizzly Bears"
        assert any(game.obj(o).zone == "library" and game.chars(o).name == "Grizzly Bears" for o in game.state.objects)
