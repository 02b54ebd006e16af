"""Several commands on one command line (``;``) run with a progress bar; Esc stops them and
the app keeps answering keys meanwhile (issue 17, item 4)."""

from __future__ import annotations

from textual.widgets import Input, ProgressBar

from widgets.app import make_app
from widgets.screens.command_line import CommandLineScreen, RunningScreen

from .boards import wait_until

SIZE = (120, 40)


def forests(game) -> int:
    return sum(1 for o in game.state.battlefield if game.chars(o).name == "Forest")


async def submit(pilot, app, text: str, wait: bool = True) -> None:
    """Type ``text`` on the command line and press Enter (``wait=False``: don't wait for the
    app to be idle, which it isn't while a run goes on)."""
    await pilot.press("colon")
    await pilot.pause()
    assert isinstance(app.screen, CommandLineScreen)
    line = app.screen.query_one(Input)
    line.value = text
    if wait:
        await pilot.press("enter")
    else:
        await line.action_submit()


async def test_esc_stops_a_long_run_and_leaves_each_finished_command_undoable():
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        game = app.game_screen.game
        start = forests(game)
        await submit(pilot, app, "; ".join(["add Forest"] * 3000), wait=False)
        await wait_until(pilot, lambda: forests(game) > start + 20, "20 commands of the run")
        assert isinstance(app.screen, RunningScreen), "the run shows its progress"
        assert app.screen.query_one(ProgressBar).progress >= 10
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, RunningScreen)
        added = forests(game) - start
        assert 20 < added < 3000, added
        for _ in range(5):
            await pilot.pause()
        assert forests(game) - start == added, "nothing runs after Esc"
        # the app answers keys: the command line opens and runs an undo of one command
        await submit(pilot, app, "undo")
        await pilot.pause()
        assert forests(game) - start == added - 1


async def test_a_run_goes_to_the_end_or_stops_at_the_first_failing_command():
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        game = app.game_screen.game
        start = forests(game)
        await submit(pilot, app, 'add Forest; add "Forest"; add Forest')
        await wait_until(pilot, lambda: "Ran 3 of 3 commands" in app.game_screen.note, "the end of the run")
        assert forests(game) == start + 3
        assert not isinstance(app.screen, RunningScreen)
        await submit(pilot, app, "add Forest; add Nonexistent Card Name; add Forest")
        await wait_until(pilot, lambda: "ran 1 of 3 commands" in app.game_screen.error, "the run to stop")
        assert forests(game) == start + 4, "the run stopped at the unknown card"
        assert "add Nonexistent Card Name" in app.game_screen.error
        assert "ran 1 of 3 commands" in app.game_screen.error
