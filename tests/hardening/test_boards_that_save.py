"""What the command line lets a user build, the app can save, reload and restore (issue 30,
item 12): ``add`` stops where loading a preset stops (5,000 objects in one player's zone,
a 2 MB file), and a refused ``add`` changes nothing."""

from __future__ import annotations

import pytest

from sandbox.files import MAX_FILE_BYTES
from sandbox.formats.preset import load_preset_text
from sandbox.formats.save import save_text
from sandbox.script.session import Session, run_command
from tests.conftest import board


@pytest.fixture(scope="module")
def crowded():
    """A board of 3,400 Forests grown by ``add 100 Forest`` until ``add`` refuses."""
    forests = ", ".join(['"Forest"'] * 3400)
    session = Session(board(f"[[player]]\nbattlefield = [{forests}]\n[[player]]\n"))
    for _ in range(60):
        before = session.game.state.next_id, len(session.game.state.battlefield), len(session.game.log)
        result = run_command(session, "add 100 Forest")
        if not result.ok:
            return session, result, before
    raise AssertionError("add never refused")


def test_add_refuses_the_board_that_would_not_save_and_changes_nothing(crowded):
    session, refused, before = crowded
    assert "a saved board may be at most 2,000,000" in refused.message and "\n" not in refused.message
    assert (session.game.state.next_id, len(session.game.state.battlefield), len(session.game.log)) == before


def test_the_largest_board_add_builds_saves_and_loads_again(crowded):
    session = crowded[0]
    text = save_text(session.game)
    assert len(text.encode()) <= MAX_FILE_BYTES
    game, _ = load_preset_text(text, "crowded.toml")
    assert game.fingerprint()[0] == session.game.fingerprint()[0]  # the state (the log says where it came from)


def test_add_refuses_more_than_a_zone_holds(monkeypatch):
    from sandbox.script import edit
    monkeypatch.setattr(edit, "MAX_ZONE_OBJECTS", 150)  # the check, on a board small enough to save
    session = Session(board("[[player]]\n[[player]]\n"))
    assert run_command(session, "add 100 Island to library").ok
    assert run_command(session, "add 50 Island to library").ok
    before = session.game.fingerprint()
    refused = run_command(session, "add 1 Island to library")
    assert not refused.ok and "library would hold 151 objects; a board holds at most 150 per zone" in refused.message
    assert session.game.fingerprint() == before
    assert run_command(session, "add 1 Island to library for opponent").ok  # the opponent's library has room
    assert (len(session.game.state.zone("library", 0)), len(session.game.state.zone("library", 1))) == (150, 1)
