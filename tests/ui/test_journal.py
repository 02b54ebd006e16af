"""The session journal: kill the app mid-session, restore, and get an equal game."""

from __future__ import annotations

import os
import pickle
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from widgets.app import make_app
from widgets.journal import Journal
from widgets.screens.confirm import ConfirmScreen
from widgets.screens.decision import DecisionScreen
from widgets.screens.restore import RestoreScreen, RestoringScreen

ROOT = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent('''
    import pickle, sys, time
    from pathlib import Path
    from widgets.app import make_app
    from widgets.journal import Journal
    from tests.conftest import find

    out = Path(sys.argv[1])

    async def pilot_script(pilot):
        app = pilot.app
        screen = app.game_screen
        game = screen.game
        await pilot.pause()
        screen.battlefield.focus()
        screen.battlefield.select_oid(game.refs["forest"])
        await pilot.press("t")                      # tap the Forest: {G}{G}
        screen.hand.focus()
        screen.hand.select_oid(find(game, "Machine God's Effigy", "hand"))
        await pilot.press("c", "enter", "r")        # cast Effigy, pay as planned, resolve: the copy choice is pending
        await pilot.pause()
        assert game.pending is not None and game.pending.kind == "copy"
        (out / "fingerprint.pickle").write_bytes(pickle.dumps(game.fingerprint()))
        (out / "ready").write_text("ready")
        while True:                                 # wait to be killed mid-session
            time.sleep(1)

    app = make_app(journal=Journal(), flash=0)
    app.run(headless=True, size=(100, 30), auto_pilot=pilot_script)
''')


async def wait_restored(app, pilot) -> None:
    """Wait for a restore (replayed in a worker thread) to hand the game over."""
    await pilot.pause()
    for _ in range(1000):
        if not isinstance(app.screen, RestoringScreen):
            break
        await pilot.pause(0.01)
    await pilot.pause()


async def test_killed_session_restores_to_an_equal_state_with_the_decision_pending(tmp_path, journal_dir):
    env = dict(os.environ, MTG_SANDBOX_DATA_DIR=str(journal_dir), PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path)], cwd=ROOT, env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while not (tmp_path / "ready").exists():
            assert child.poll() is None, child.stderr.read().decode()[-2000:]
            assert time.monotonic() < deadline, "the child app never got ready"
            time.sleep(0.05)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    expected = pickle.loads((tmp_path / "fingerprint.pickle").read_bytes())

    journal = Journal()
    assert journal.exists(), "the killed session left its journal"
    old = journal.set_aside()
    assert old is not None and "action" in old.summary()
    # The next launch offers to restore; y restores it exactly.
    app = make_app(journal=journal, restore_from=old, flash=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, RestoreScreen)
        await pilot.press("y")
        await wait_restored(app, pilot)
        game = app.game_screen.game
        assert game.fingerprint() == expected
        assert isinstance(app.screen, DecisionScreen) and app.screen.decision.kind == "copy"
        assert journal.exists(), "the restored session is journaled again"
        await pilot.press("escape")  # cancel the decision
        await pilot.pause()
        await app.action_quit()
        await pilot.pause()
        # the restored actions were never saved: quitting asks first
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await pilot.pause()
    assert not journal.exists(), "a clean quit removes the journal"
    assert not old.exists()


async def test_start_fresh_discards_the_old_journal(journal_dir):
    first = make_app(journal=Journal(), flash=0)
    async with first.run_test(size=(100, 30)) as pilot:
        from sandbox.core.actions import Pass
        first.game_screen.apply(Pass())
        await pilot.pause()
    journal = Journal()
    assert journal.exists()  # run_test ended without the quit action: like a crash
    old = journal.set_aside()
    app = make_app(journal=journal, restore_from=old, flash=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert app.game_screen.game.history == []
        assert not old.exists()
