"""A restored session keeps its preset's ``[demo]`` (issue 17): the checkpoint a journal starts
from carries the demo's table, read back by the same checker as a preset's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sandbox.api import Edit
from sandbox.errors import LoadError
from sandbox.formats.checkpoint import checkpoint, from_checkpoint
from sandbox.script.playback import run_demo
from sandbox.script.scenario import load_scenario
from widgets.journal import Journal

TOUR = Path(__file__).resolve().parents[2] / "presets" / "demo" / "default.toml"


def steps_of(info):
    return [(s.spec, s.narration) for s in info.demo.steps]


def test_a_checkpoint_carries_the_demo_and_reads_it_back():
    sc = load_scenario(TOUR)
    assert sc.info.demo is not None and sc.info.demo.steps
    data = json.loads(json.dumps(checkpoint(sc.game)))
    game, info = from_checkpoint(data, "<journal>")
    assert (info.demo.title, info.demo.intro) == (sc.info.demo.title, sc.info.demo.intro)
    assert steps_of(info) == steps_of(sc.info)
    run_demo(game, info.demo)  # the restored demo plays on the restored board
    assert game.history


def test_a_journal_restore_keeps_the_demo(tmp_path, monkeypatch):
    monkeypatch.setenv("MTG_SANDBOX_DATA_DIR", str(tmp_path))
    sc = load_scenario(TOUR)
    journal = Journal()
    journal.start(sc.game, "tour")
    sc.game.perform(Edit("life", (("player", 0), ("value", 13))))
    journal.record(sc.game)
    old = Journal().set_aside()
    assert old is not None
    restored, info, _ = old.restore()
    assert restored.state.players[0].life == 13
    assert info.demo is not None and steps_of(info) == steps_of(sc.info)


def test_a_damaged_demo_in_a_checkpoint_is_one_clear_error():
    sc = load_scenario(TOUR)
    data = json.loads(json.dumps(checkpoint(sc.game)))
    data["demo"]["step"] = [{"fly": True}]
    with pytest.raises(LoadError, match="checkpoint.demo") as e:
        from_checkpoint(data, "<journal>")
    assert "\n" not in str(e.value)
