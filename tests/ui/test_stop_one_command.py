"""One long command typed on the command line (a `resolve` that makes a thousand tokens) runs
with the progress dialog, and Esc stops it mid-way: the command is taken back and the app
answers keys (issue 17, item 4)."""

from __future__ import annotations

from sandbox.api import Cast, load_preset_text
from widgets.app import make_app
from widgets.screens.command_line import RunningScreen

from .boards import wait_until
from .test_long_runs import SIZE, submit

HORDE = '''
[[card]]
name = "Test Horde"
mana_cost = "{R}"
type_line = "Sorcery"
oracle = "Create a thousand 1/1 red Elemental creature tokens."
rulings = ["A test card (not a real Magic card)."]
effects = [ { create_token = { token = "Elemental Token", count = 1000 } } ]
[[player]]
hand = ["Test Horde"]
battlefield = ["Mountain", "Grizzly Bears"]
[[player]]
'''


def elementals(game) -> int:
    return sum(1 for o in list(game.state.battlefield) if o in game.state.objects and game.chars(o).name == "Elemental Token")


async def test_esc_stops_one_long_resolve_and_takes_it_back(journal_dir):
    game, info = load_preset_text(HORDE, "<horde>")
    horde = next(o for o in game.state.zone("hand", 0))
    game.perform(Cast(horde))
    before = game.fingerprint()
    app = make_app(game=game, info=info, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await submit(pilot, app, "resolve", wait=False)
        await wait_until(pilot, lambda: elementals(app.game_screen.game) > 20, "20 Elementals")
        assert isinstance(app.screen, RunningScreen), "the command shows its progress"
        assert 20 < elementals(app.game_screen.game) < 1000
        await pilot.press("escape")
        await wait_until(pilot, lambda: not isinstance(app.screen, RunningScreen)
                         and elementals(app.game_screen.game) == 0, "the stopped command taken back")
        await pilot.pause()
        game = app.game_screen.game
        assert not isinstance(app.screen, RunningScreen)
        assert game.fingerprint() == before, "the stopped command was taken back"
        assert "Stopped" in app.game_screen.note  # said on the status line
        await submit(pilot, app, "add Forest")  # the app answers keys
        await pilot.pause()
        assert any(game.chars(o).name == "Forest" for o in game.state.battlefield)
