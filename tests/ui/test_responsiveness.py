"""A pending decision on a big board doesn't make the app try every answer on every frame.

Counting tests, not timed ones: the number of times the engine re-runs an action to try an
answer (``Game.answer_is_legal``) while a copy dialog is open on an 800-permanent board.
"""

from __future__ import annotations

import os

from sandbox.api import Game
from sandbox.core.actions import Cast, Pass
from widgets.app import make_app
from widgets.screens.decision import DecisionScreen

from ..conftest import find
from .boards import wait_until


def big_board(n: int = 800) -> str:
    """n permanents (lands and creatures), Clone in hand and Islands to cast it."""
    lands = ['"Island"', '"Forest"', '"Plains"', '"Swamp"', '"Mountain"']
    creatures = ['"Grizzly Bears"', '"Llanowar Elves"', '"Siege Rhino"', '"Slippery Bogle"']

    def side(k: int) -> str:
        items = [lands[i % 5] if i % 2 else creatures[i % 4] for i in range(k)]
        return ", ".join(items)
    return (f'[game]\nturn = 3\nstep = "main1"\n[[player]]\nhand = ["Clone"]\n'
            f'battlefield = ["Island", "Island", "Island", "Island", {side(n // 2 - 4)}]\n'
            f'[[player]]\nbattlefield = [{side(n - n // 2)}]\n')


async def test_copy_dialog_on_800_permanents_tries_no_answers_per_frame(monkeypatch):
    calls = []
    original = Game.answer_is_legal

    def counting(self, *values):
        calls.append(values)
        return original(self, *values)
    monkeypatch.setattr(Game, "answer_is_legal", counting)
    app = make_app(text=big_board(), flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.game_screen
        game = screen.game
        assert len(game.state.battlefield) == 800
        screen.apply(Cast(find(game, "Clone", "hand")))
        screen.apply(Pass())
        screen.apply(Pass())
        await pilot.pause()
        assert isinstance(app.screen, DecisionScreen) and app.screen.decision.kind == "copy"
        assert len(app.screen.decision.options) > 64  # enough answers that trying each would show
        frames_before = len(calls)
        keys = ["down", "down", "up", "down", "down"]
        for key in keys:
            await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, DecisionScreen)
        assert len(calls) - frames_before <= len(keys), f"{len(calls)} answers tried while the dialog was open"
        assert len(calls) <= 2, f"{len(calls)} answers tried to open the dialog"


def four_triggers(n: int = 200) -> str:
    """Two Young Pyromancers and two Vesuvan Duplimancies (an instant triggers all four), on
    a board of about n permanents."""
    filler = ", ".join('"Forest"' if i % 2 else '"Grizzly Bears"' for i in range(n))
    return (f'[game]\nturn = 3\nstep = "main1"\n[[player]]\nhand = ["Giant Growth"]\n'
            f'battlefield = ["Forest", "Young Pyromancer", "Young Pyromancer", "Vesuvan Duplimancy", '
            f'"Vesuvan Duplimancy", {filler}]\n[[player]]\n')


async def cast_into_order_dialog(app, pilot) -> Game:  # type: ignore[no-untyped-def]
    """Giant Growth on a Young Pyromancer (``four_triggers``): the order dialog opens."""
    await pilot.pause()
    game = app.game_screen.game
    app.game_screen.apply(Cast(find(game, "Giant Growth", "hand"), targets=(find(game, "Young Pyromancer"),)))
    await pilot.pause()
    return game


async def test_order_previews_fill_in_while_keys_are_answered(monkeypatch):
    from textual.widgets import OptionList

    from widgets import preview
    from widgets.screens import order

    monkeypatch.setattr(order, "SYNC_BUDGET", 0.0)  # only the first outcome before the first frame
    app = make_app(text=four_triggers(), flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        game = await cast_into_order_dialog(app, pilot)
        modal = app.screen
        assert isinstance(modal, order.OrderScreen) and len(modal.orders) == 24
        options = modal.query_one("#choices", OptionList)
        first = str(options.get_option_at_index(0).prompt)
        assert "working out" not in first and "Elemental" in first  # the first outcome at once
        await pilot.press("down", "down")
        assert options.highlighted == 2  # keys are answered while the rest compute
        await wait_until(pilot, lambda: modal._outcomes is not None, "the previews' process")
        process = modal._outcomes._process  # the rest come from another process
        assert process.pid != os.getpid()
        await wait_until(pilot, lambda: not modal.pending_previews, "every preview")
        prompts = [str(options.get_option_at_index(i).prompt) for i in range(24)]
        assert not any("working out" in p for p in prompts)
        expected = preview.outcome(game, modal.orders[23], resolve=True)
        assert all(line in prompts[23] for line in expected), (prompts[23], expected)
        assert game.pending is not None and game.pending.kind == "trigger_order"  # previews never answer it


async def test_an_order_answered_before_its_previews_start_starts_none(monkeypatch):
    """The other outcomes start START_AFTER s after the dialog's first frame (its next frames
    come first); a dialog answered sooner starts no process, on a game already changed."""
    from widgets import preview
    from widgets.screens import order

    started = []
    monkeypatch.setattr(preview, "OutcomeProcess", lambda *a: started.append(a))
    monkeypatch.setattr(order, "SYNC_BUDGET", 0.0)
    monkeypatch.setattr(order, "START_AFTER", 3600.0)  # the timer is fired by hand below, not by the clock
    app = make_app(text=four_triggers(), flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        game = await cast_into_order_dialog(app, pilot)
        modal = app.screen
        assert isinstance(modal, order.OrderScreen) and modal.pending_previews
        await pilot.press("enter")  # the first order, at once
        await pilot.pause()
        assert game.pending is None and len(game.state.stack) == 5  # Giant Growth and its four triggers
        modal._start_previews()  # what the timer does when it fires after the answer
        assert started == []


async def test_a_copy_dialog_of_hundreds_of_creatures_lists_them_a_page_at_a_time():
    from textual.widgets import OptionList

    from widgets.screens.choose import PAGE

    app = make_app(text=big_board(), flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.game_screen
        game = screen.game
        screen.apply(Cast(find(game, "Clone", "hand")))
        screen.apply(Pass())
        screen.apply(Pass())
        await pilot.pause()
        modal = app.screen
        options = modal.query_one("#choices", OptionList)
        d = modal.decision
        assert len(d.options) > 2 * PAGE
        ids = [options.get_option_at_index(i).id for i in range(options.option_count)]
        assert ids[:PAGE] == [str(i) for i in range(PAGE)] and ids[PAGE] == "next"
        options.highlighted = PAGE
        await pilot.press("enter")  # the next page
        await pilot.pause()
        ids = [options.get_option_at_index(i).id for i in range(options.option_count)]
        assert ids[0] == "previous" and ids[1:PAGE + 1] == [str(i) for i in range(PAGE, 2 * PAGE)]
        assert options.highlighted == 1
        await pilot.press("enter")  # the first creature of the second page
        await pilot.pause()
        copied = d.options[PAGE].value
        assert game.pending is None
        _action, answers = game.replay()[-1]
        assert tuple(answers[-1]) == (copied,)  # the option chosen on the second page


async def test_opening_a_dialog_doesnt_lay_out_the_board_below_again(monkeypatch):
    """The resize event that follows a dialog's own first layout (at the size the board is
    already laid out at) made Textual lay out and paint both screens once more."""
    from textual.screen import Screen

    app = make_app(text=big_board(200), flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.game_screen
        screen.apply(Cast(find(screen.game, "Clone", "hand")))
        screen.apply(Pass())
        await pilot.pause()
        layouts: list[Screen] = []
        original = Screen._refresh_layout

        def counting(self, *args, **kwargs):
            layouts.append(self)
            return original(self, *args, **kwargs)
        monkeypatch.setattr(Screen, "_refresh_layout", counting)
        screen.apply(Pass())  # Clone resolves: its copy choice
        await pilot.pause()
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, DecisionScreen) and dialog.decision.kind == "copy"
        assert screen not in layouts, "the board under the dialog was laid out again"
        assert layouts.count(dialog) <= 3, f"the dialog was laid out {layouts.count(dialog)} times"
        await pilot.resize_terminal(100, 36)  # a real resize still lays both out
        await pilot.pause()
        assert screen in layouts and dialog.size.width == 100


async def test_the_app_collects_garbage_at_a_pause_once_and_not_while_keys_come(monkeypatch):
    from time import perf_counter

    app = make_app(text=big_board(40), flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        # A key just came (on a loaded machine the start alone can outlast IDLE_SECONDS, and the
        # app's own timer then rightly collects at that pause): no pause yet.
        app._input_at, app._collected, app.last_collection = perf_counter(), False, None
        app._collect_when_idle()
        assert app.last_collection is None
        app._input_at = perf_counter() - 2  # two seconds without a key
        app._collect_when_idle()
        first = app.last_collection
        assert first is not None and first >= 0
        app._collect_when_idle()
        assert app.last_collection is first  # once per pause
        await pilot.press("down")
        app._collect_when_idle()
        assert app.last_collection is first  # a key just came


def test_an_interactive_session_makes_no_collector_pass_on_its_own():
    import gc

    from sandbox.api import collect_now, collection_due, interactive_collection

    was_enabled = gc.isenabled()
    try:
        interactive_collection()
        assert not gc.isenabled() and gc.get_freeze_count() > 0
        garbage = []
        garbage.append(garbage)  # a cycle: only a pass frees it
        del garbage
        assert not collection_due()
        assert collect_now() >= 0 and gc.get_count()[0] < 100
    finally:
        gc.unfreeze()
        if was_enabled:
            gc.enable()


async def test_undo_on_a_long_log_wraps_only_the_entries_that_come_into_view(monkeypatch):
    """The log pane shows the last 2,000 entries; after an undo it showed them again by
    wrapping each one anew (about 270 ms): now each entry is wrapped once per width."""
    from sandbox.core.log import LogEntry
    from widgets.panes.log import LogPane

    app = make_app(text=big_board(40), flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        pane = app.screen.query_one(LogPane)
        entries = [LogEntry("603.3", f"Young Pyromancer's ability triggers: create a 1/1 red Elemental token ({i})")
                   for i in range(3000)]
        pane.show(entries)
        await pilot.pause()
        wrapped = []
        original = LogPane._entry_lines

        def counting(self, entry):
            wrapped.append(entry)
            return original(self, entry)
        monkeypatch.setattr(LogPane, "_entry_lines", counting)
        assert pane.show(entries[:2990])  # an undo: the log got shorter
        assert wrapped == entries[990:1000]  # the window of the last 2,000 moved back by 10
        window = entries[2990 - LogPane.MAX_ENTRIES:2990]
        assert [t.plain for t in pane._lines] == [t.plain for e in window for t in original(pane, e)]
        assert not pane.show(entries[:2990])  # nothing changed
        await pilot.resize_terminal(90, 40)  # a new width wraps every entry in view again
        await pilot.pause()
        assert len(wrapped) - 10 == LogPane.MAX_ENTRIES
        assert max(t.cell_len for t in pane._lines) <= pane._width()


async def test_a_long_session_log_reads_only_new_entries_and_keeps_a_bounded_view():
    """Each action's entries are added without reading the log's older entries (the pane read
    every entry on every action), and the pane's lines stay bounded: at most the last
    2 x MAX_ENTRIES entries, trimmed back to MAX_ENTRIES (they grew without end)."""
    from dataclasses import dataclass

    from sandbox.core.log import LogEntry
    from widgets.panes.log import LogPane

    read: list[int] = []

    @dataclass
    class Counted(LogEntry):
        n: int = 0

        def __str__(self) -> str:
            read.append(self.n)
            return f"[{self.rule}] {self.text}"

    app = make_app(text=big_board(40), flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        pane = app.screen.query_one(LogPane)
        log: list[LogEntry] = []
        most, trims = 0, 0
        for i in range(0, 3 * LogPane.MAX_ENTRIES, 3):  # 2,000 actions of 3 entries each
            log += [Counted("605.3b", f"Forest #{i + k} is tapped for mana: add {{G}}", n=i + k) for k in range(3)]
            read.clear()
            assert pane.show(log)
            if pane._in_view == LogPane.MAX_ENTRIES and i + 3 > LogPane.MAX_ENTRIES:  # trimmed to the last ones
                trims += 1
                assert sorted(read) == list(range(i + 3 - LogPane.MAX_ENTRIES, i + 3))
            else:
                assert sorted(read) == [i, i + 1, i + 2]  # only the action's own entries
            most = max(most, pane._in_view)
        assert trims == 1 and most <= 2 * LogPane.MAX_ENTRIES
        assert LogPane.MAX_ENTRIES <= pane._in_view <= 2 * LogPane.MAX_ENTRIES
        assert len(pane._lines) == pane._in_view  # one line each at this width
        assert pane._lines[-1].plain.endswith(f"Forest #{3 * LogPane.MAX_ENTRIES - 1} is tapped for mana: add {{G}}")
        read.clear()
        assert not pane.show(log)
        assert read == []  # nothing new: nothing read


async def test_every_screen_paints_its_follow_up_frames_at_the_short_frame_period():
    """Opening a dialog is a chain of frames (its layout, then its list's size, its scroll bar):
    each screen's update timer ticks every FRAME_PERIOD, not Textual's 1/60 s, so the links
    of the chain don't wait 17 ms each (frames are still painted only when something changed)."""
    from textual.timer import Timer

    from widgets.screens.demo import DemoScreen
    from widgets.screens.modal import FRAME_PERIOD

    assert FRAME_PERIOD < 1 / 60
    app = make_app(text=big_board(200), flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.game_screen
        timers = [screen._update_timer]
        game = screen.game
        screen.apply(Cast(find(game, "Clone", "hand")))
        screen.apply(Pass())
        screen.apply(Pass())
        await pilot.pause()
        assert isinstance(app.screen, DecisionScreen)
        timers.append(app.screen._update_timer)
        await pilot.press("escape")
        await pilot.pause()
        assert all(isinstance(t, Timer) and t._interval == FRAME_PERIOD for t in timers)
    assert DemoScreen._update_timer is type(screen)._update_timer  # the demo's screen too
