"""Journal restore: any board format, corrupt journals, long sessions (issue 17 items 6-8),
and the append-only journal (issue 16)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sandbox.api import Activate, Edit, Pass
from sandbox.formats.forge import load_pzl
from sandbox.script.scenario import load_scenario
from widgets import journal as journal_module
from widgets.app import make_app
from widgets.journal import Journal
from widgets.screens.restore import RestoreScreen

from .boards import wait_until
from .test_journal import wait_restored

ROOT = Path(__file__).resolve().parents[2]
TOUR_TOML = (ROOT / "presets" / "demo" / "default.toml")


def _bom_preset(tmp_path: Path) -> Path:
    path = tmp_path / "bom.toml"
    path.write_text("\ufeff" + TOUR_TOML.read_text(encoding="utf-8"), encoding="utf-8")
    return path


def _load(kind: str, tmp_path: Path):
    """Load a board as ``mtg-sandbox FILE`` does."""
    if kind == "pzl":
        path = ROOT / "tests" / "presets" / "fixtures" / "p0_p1.pzl"
        game, info, _ = load_pzl(path, strict=False)
        info.path = str(path)
        return game, info
    path = ROOT / "tests" / "scenarios" / "U_undo_redo_are_exact.script" if kind == "script" else _bom_preset(tmp_path)
    sc = load_scenario(path)
    return sc.game, sc.info


@pytest.mark.parametrize("kind", ["pzl", "script", "bom"])
async def test_a_session_from_any_board_format_restores_exactly(kind, tmp_path, journal_dir):
    game, info = _load(kind, tmp_path)
    app = make_app(game=game, info=info, journal=Journal(), flash=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.game_screen
        screen.apply(Edit("life", (("player", 0), ("value", 13))))
        if screen.game.state.priority is not None and screen.game.pending is None:
            screen.apply(Pass())
        await pilot.pause()
        expected = screen.game.fingerprint()
    old = Journal().set_aside()  # run_test ended without the quit action: like a crash
    assert old is not None
    restored, restored_info, _ = old.restore()
    assert restored.fingerprint() == expected
    assert restored_info.title == info.title


CORRUPT = {
    "a list": "[1, 2]",
    "steps not a list": '{"steps": 5}',
    "deep nesting": "[" * 100000,
    "not JSON": "\x00\x01 garbage",
    "a v2 step before any checkpoint": '{"journal": 2, "preset_name": "x"}\n{"step": 0, "action": {"type": "Pass"}, "answers": []}\n',
    "a v2 bad checkpoint": '{"journal": 2}\n{"checkpoint": {"at": 0, "format": 1, "saved": 5, "log": [], "info": null}}\n'
                           '{"step": 0, "action": {"type": "Pass"}, "answers": []}\n',
}


@pytest.mark.parametrize("name", sorted(CORRUPT))
async def test_a_corrupt_journal_is_set_aside_with_a_message_and_the_app_starts(name, journal_dir, notices):
    journal_dir.mkdir(parents=True, exist_ok=True)
    (journal_dir / "session.json").write_text(CORRUPT[name], encoding="utf-8")
    journal = Journal()
    old = journal.set_aside()
    if old is not None:  # readable enough to offer, but not restorable: set aside on restore
        app = make_app(journal=journal, restore_from=old, flash=0)
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, RestoreScreen)
            await pilot.press("y")
            await wait_restored(app, pilot)
            assert app.screen is app.game_screen
            messages = notices
            assert any("couldn't restore" in m and "session-unreadable" in m for m in messages), messages
        moved = list(journal_dir.glob("session-unreadable-*.json"))
        assert len(moved) == 1
        return
    assert not journal.exists(), "the unreadable journal is no longer in the way"
    moved = list(journal_dir.glob("session-unreadable-*.json"))
    assert len(moved) == 1 and moved[0].read_text(encoding="utf-8") == CORRUPT[name]
    assert str(moved[0]) in journal.notice
    app = make_app(journal=journal, flash=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert app.screen is app.game_screen
        messages = notices
        assert any(str(moved[0]) in m for m in messages), messages


def _long_session(journal: Journal, steps: int):
    """A game of ``steps`` actions (taps and life edits, some undone), journaled as it goes."""
    game, _ = load_scenario(TOUR_TOML).game, None
    journal.start(game, "tour")
    forests = [o for o in game.state.battlefield if game.chars(o).name in ("Forest", "Island") and game.controller(o) == 0]
    for i in range(steps):
        if i % 7 == 6:
            game.undo()
        elif i % 2 and not game.obj(forests[i % len(forests)]).tapped:
            game.perform(Activate(forests[i % len(forests)], 0))
        else:
            game.perform(Edit("life", (("player", i % 2), ("value", 20 - i % 5))))
        journal.record(game)
    return game


def test_a_long_session_restores_from_its_checkpoint_with_progress(journal_dir):
    journal = Journal()
    game = _long_session(journal, 1500)
    expected = game.fingerprint()
    journal.close()
    seen: list[tuple[int, int]] = []
    restored, _, _ = Journal(journal.path).restore(progress=lambda done, total: seen.append((done, total)))
    assert restored.fingerprint() == expected
    total = seen[-1][1] if seen else 0
    assert total <= journal_module.COMPACT_EVERY, f"{total} steps replayed: the checkpoint wasn't used"
    assert [d for d, _ in seen] == list(range(1, total + 1))


def test_each_action_appends_a_line_instead_of_rewriting_the_journal(journal_dir):
    journal = Journal()
    game = _long_session(journal, 300)
    before = journal.path.read_bytes()
    game.perform(Edit("life", (("player", 0), ("value", 7))))
    journal.record(game)
    game.undo()
    journal.record(game)
    after = journal.path.read_bytes()
    assert after.startswith(before), "the file was rewritten"
    added = after[len(before):].decode().splitlines()
    assert [json.loads(line).keys() for line in added] == [{"step", "action", "answers"}, {"keep"}]


async def test_a_restore_offer_opened_while_the_app_had_no_focus_gets_it_when_the_app_does(journal_dir):
    """In a browser the page may take the focus only after the offer opened (a reload): the
    offer then gets its own focus (Restore), so Enter restores instead of doing nothing."""
    from textual import events
    from textual.widgets import Button

    from sandbox import default_game
    game, _ = default_game()
    first = Journal()
    first.start(game, "demo/default.toml")
    game.perform(Activate(game.refs["forest"], 0))
    first.record(game)
    first.close()
    journal = Journal()
    app = make_app(journal=journal, restore_from=journal.set_aside(), flash=0)
    async with app.run_test(size=(100, 30)) as pilot:
        app.post_message(events.AppBlur())
        await wait_until(pilot, lambda: isinstance(app.screen, RestoreScreen), "the restore offer")
        await pilot.pause()
        assert app.screen.focused is None, "opened without the app's focus"
        app.post_message(events.AppFocus())
        await pilot.pause()
        assert isinstance(app.screen.focused, Button) and app.screen.focused.id == "yes"
        await pilot.press("enter")
        await wait_restored(app, pilot)
        assert app.game_screen.game.obj(app.game_screen.game.refs["forest"]).tapped


@pytest.mark.parametrize("setting,question", [
    ("browser-" + "ab" * 16, "This tab's work before the page was reloaded is kept."),
    ("", "The last session didn't end cleanly."),
])
async def test_the_restore_offer_says_a_reload_kept_a_browser_tab_s_work(setting, question, journal_dir):
    """A browser tab's session ends with each reload (serve journals each tab): its offer
    doesn't say something went wrong; a terminal's journal left behind still does."""
    journal = journal_module.journal_for(setting)
    assert journal is not None
    app = make_app(journal=journal, flash=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.game_screen
        screen.apply(Edit("life", (("player", 0), ("value", 13))))
        await pilot.pause()
    old = journal_module.journal_for(setting).set_aside()  # the page reloaded (or the terminal app was killed)
    assert old is not None and old.of_browser_tab == setting.startswith("browser-")
    app = make_app(journal=journal_module.journal_for(setting), restore_from=old, flash=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, RestoreScreen), "the restore offer")
        assert app.screen.question == question
