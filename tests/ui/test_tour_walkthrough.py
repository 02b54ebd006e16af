"""The tour as a newcomer plays it: from the first frame, following only what the screen says
(the guide's "Try:" line and the keys it names), to Machine God's Effigy copying Siege Rhino
(707.5) with the Rhino's enters trigger on the stack (603.2). Every key pressed visibly does
something: the board, the screen on top, the focus or the status line changes."""

from __future__ import annotations

from widgets.app import make_app
from widgets.screens.choose import ChooseScreen
from widgets.screens.payment import PaymentScreen

from .boards import TOUR, settle


def looks(app) -> tuple:
    screen = app.game_screen
    return (screen.game.fingerprint(), type(app.screen), screen.focused, screen.selected,
            str(screen.status.render()), getattr(app.screen.focused, "highlighted", None))


async def press(pilot, key: str) -> None:
    """Press a key and check it wasn't silent."""
    before = looks(pilot.app)
    await pilot.press(key)
    await settle(pilot)
    assert looks(pilot.app) != before, f"{key} did nothing and said nothing"


async def test_the_tour_from_its_first_frame_to_effigy_copying_siege_rhino_707_5():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.game_screen
        game = screen.game
        await settle(pilot)
        guide = screen.guide.render()
        assert "Try: Tap the Forest enchanted by Wild Growth, then cast Machine God's Effigy." in str(guide)
        # "Tap the Forest enchanted by Wild Growth": the battlefield has the focus; its row
        # shows the Aura; move down to it.
        assert screen.focused is screen.battlefield
        for _ in range(len(game.state.battlefield)):
            if "Wild Growth" in screen.battlefield.row_text(str(screen.selected)).plain \
                    and game.chars(screen.selected).name == "Forest":
                break
            await press(pilot, "down")
        forest = screen.selected
        assert forest == game.refs["forest"]
        assert "(t)" in str(screen.guide.render())
        await press(pilot, "t")
        assert str(game.state.players[0].pool) == "{G}{G}"
        # "cast Machine God's Effigy (c)": c from the battlefield goes to the hand's castable cards
        assert "cast Machine God's Effigy" in str(screen.guide.render())
        await press(pilot, "c")
        assert screen.focused is screen.hand and game.chars(screen.selected).name == "Machine God's Effigy"
        await press(pilot, "c")
        assert isinstance(app.screen, PaymentScreen)
        assert "Enter: pay" in str(app.screen.query_one("#decision-hint").render())
        await press(pilot, "enter")
        effigy = game.state.stack[-1]
        assert game.chars(effigy).name == "Machine God's Effigy"
        assert "r" in str(screen.key_bar.render())
        await press(pilot, "r")
        assert isinstance(app.screen, ChooseScreen) and app.screen.decision.kind == "copy"
        options = app.screen.decision.options
        rhino = next(o.value for o in options if game.chars(o.value).name == "Siege Rhino")
        for _ in range([o.value for o in options].index(rhino)):
            await press(pilot, "down")
        await press(pilot, "enter")
        copies = [o for o in game.state.battlefield if game.chars(o).name == "Siege Rhino"]
        assert len(copies) == 2, "Effigy entered as a copy of Siege Rhino (707.5)"
        top = game.obj(game.state.stack[-1])
        assert top.kind == "ability" and top.source_chars.name == "Siege Rhino", "its enters trigger (603.2)"
