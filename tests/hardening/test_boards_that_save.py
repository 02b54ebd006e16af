"""What the command line lets a user build, the app can save, reload and restore (issue 30,
item 12): ``add`` stops where loading a preset stops (5,000 objects in one player's zone),
a refused ``add`` changes nothing, and a board the program saved loads back even when its
save (the board twice: readable tables and the exact state) is over a hand-written preset's
2 MB."""

from __future__ import annotations

import pytest

from sandbox.cli import main
from sandbox.files import MAX_FILE_BYTES
from sandbox.formats.preset import load_preset, load_preset_text
from sandbox.formats.save import save_preset
from sandbox.script.session import Session, run_command
from tests.conftest import board


@pytest.fixture(scope="module")
def crowded():
    """4,950 Forests, then ``add 100 Forest`` (refused) and ``add 50 Forest``."""
    forests = ", ".join(['"Forest"'] * 4950)
    session = Session(board(f"[[player]]\nbattlefield = [{forests}]\n[[player]]\n"))
    before = session.game.fingerprint()
    refused = run_command(session, "add 100 Forest")
    after_refusal = session.game.fingerprint()
    assert run_command(session, "add 50 Forest").ok
    return session, refused, before, after_refusal


def test_add_refuses_past_what_a_zone_holds_and_changes_nothing(crowded):
    session, refused, before, after_refusal = crowded
    assert not refused.ok
    assert refused.message == ("Your battlefield would hold 5050 objects; a board holds at most 5000 per zone "
                               "(so that it can be saved and loaded)")
    assert after_refusal == before
    assert not run_command(session, "add Forest").ok
    assert run_command(session, "add Forest for opponent").ok  # the opponent's permanents are counted apart
    run_command(session, "undo")


def test_the_largest_board_add_builds_saves_and_loads_again(crowded, tmp_path, capsys):
    session = crowded[0]
    path = save_preset(session.game, tmp_path / "crowded.toml")
    assert path.stat().st_size > MAX_FILE_BYTES
    game, _ = load_preset(path)
    assert game.fingerprint()[0] == session.game.fingerprint()[0]  # the state (the log says where it came from)
    assert main(["--text", str(path)]) == 0
    assert "Forest" in capsys.readouterr().out


def test_a_hand_written_preset_over_2_mb_is_still_refused(tmp_path):
    text = "[[player]]\n[[player]]\n# " + "x" * MAX_FILE_BYTES + "\n"
    path = tmp_path / "big.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(Exception, match="a preset may be at most 2000000 bytes"):
        load_preset(path)
    with pytest.raises(Exception, match="a preset may be at most 2000000"):
        load_preset_text(text, "big.toml")
