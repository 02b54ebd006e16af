"""Forge puzzle (.pzl) import: both key dialects, modifiers, goals, and clear lists of what we lack."""

from __future__ import annotations

from pathlib import Path

import pytest

from sandbox.errors import LoadError
from sandbox.formats.demo import parse_demo
from sandbox.formats.forge import load_pzl, pzl_to_preset, pzl_to_toml
from sandbox.formats.goals import goal_status
from sandbox.formats.preset import load_preset_text
from sandbox.script.playback import run_demo

from ..conftest import find

FIX = Path(__file__).parent / "fixtures"


def test_human_ai_dialect_zones_modifiers_and_goal():
    game, info, report = load_pzl(FIX / "human_ai.pzl")
    assert info.title == "Sandbox fixture - Rhino drain" and "3 life" in info.description
    st = game.state
    assert [p.life for p in st.players] == [12, 3]
    assert st.active == 0 and st.step == "main1"
    rhino = find(game, "Siege Rhino")
    pacifism = find(game, "Pacifism")
    assert game.obj(pacifism).attached_to == rhino  # Id / AttachedTo
    ballista = find(game, "Walking Ballista")
    assert game.obj(ballista).counters == {"+1/+1": 2} and game.is_sick(ballista)  # Counters, SummonSick
    assert sum(game.obj(o).tapped for o in game.battlefield(0)) == 1  # Tapped
    bears = find(game, "Grizzly Bears")
    assert game.obj(bears).damage == 1
    soldier = find(game, "Soldier Token")
    assert game.obj(soldier).kind == "token" and (game.chars(soldier).power, game.chars(soldier).toughness) == (1, 1)
    # a library is listed top card first: Forest is drawn first
    lib = st.zone("library", 0)
    assert game.chars(lib[-1]).name == "Forest"
    assert report.notes == ["Island|Set:ZEN"] and report.ok


def test_imported_win_goal_is_not_met_at_start_and_is_reachable():
    game, _, _ = load_pzl(FIX / "human_ai.pzl")
    assert not goal_status(game).solved
    demo = parse_demo({"step": [{"cast": "Machine God's Effigy"}, {"resolve": True},
                                {"answer": ["Siege Rhino"]}, {"resolve": True}]})
    run_demo(game, demo)
    assert goal_status(game).solved


def test_p0_p1_dialect_turn_phase_and_survive_goal():
    game, info, report = load_pzl(FIX / "p0_p1.pzl", strict=False)
    st = game.state
    assert st.turn == 4 and st.active == 1 and st.step == "main2"
    assert [p.life for p in st.players] == [2, 20]
    jace = find(game, "Jace Beleren")
    assert game.controller(jace) == 1 and game.obj(jace).counters == {"loyalty": 5}
    assert game.obj(find(game, "Grizzly Bears")).counters == {"-1/-1": 1}
    assert st.goal["survive_until"] == {"turn": 5, "step": "upkeep"}
    assert st.players[0].poison == 3 and str(st.players[0].pool) == "{G}{G}"
    assert report.unsupported == ["[state] p0counters: player counter ENERGY=2", "[state] p1landsplayed=1"]
    status = goal_status(game)
    assert not status.solved and not status.failed


def test_missing_cards_and_unsupported_keys_are_all_listed_never_ignored():
    data, report = pzl_to_preset((FIX / "unsupported.pzl").read_text(), "unsupported.pzl")
    assert sorted(set(report.missing_cards)) == ["Storm Crow", "Thorn Elemental"]
    text = " ".join(report.unsupported)
    for what in ("Mountain|Transformed", "Forest|NoETBTrigs", "humanprecast=Shock", "humancommand",
                 "Goal:Destroy specified permanents", "Targets:Creature.OppCtrl"):
        assert what in text, what
    with pytest.raises(LoadError) as e:
        load_pzl(FIX / "unsupported.pzl")
    msg = str(e.value)
    assert "\n" not in msg and "Storm Crow, Thorn Elemental" in msg and "Transformed" in msg


def test_imported_puzzle_written_as_a_preset_loads_the_same_board():
    text, report = pzl_to_toml((FIX / "human_ai.pzl").read_text(), "human_ai.pzl")
    assert text.startswith("# Imported from human_ai.pzl")
    game, info = load_preset_text(text, "imported.toml")
    game2, _, _ = load_pzl(FIX / "human_ai.pzl")
    from sandbox.formats.save import board_signature
    assert board_signature(game) == board_signature(game2)


def test_old_play_key_is_the_battlefield(tmp_path):
    p = tmp_path / "old.pzl"
    p.write_text("[metadata]\nName:Old style\nGoal:Win\nTurns:1\n[state]\nActivePlayer=Human\nActivePhase=Main1\n"
                 "HumanLife=20\nAILife=9\nHumanPlay=Island; Island; Siege Rhino\nHumanHand=Lightning Bolt\nAIPlay=Grizzly Bears\n")
    game, info, report = load_pzl(p)
    assert len(game.battlefield(0)) == 3 and len(game.battlefield(1)) == 1 and report.ok


def test_not_a_puzzle_file_is_one_clear_error(tmp_path):
    p = tmp_path / "notes.pzl"
    p.write_text("hello\nworld\n")
    with pytest.raises(LoadError, match="no \\[state\\] section"):
        load_pzl(p)


def test_command_line_opens_a_forge_puzzle_and_lists_what_it_lacks(capsys):
    from sandbox.cli import main
    assert main([str(FIX / "p0_p1.pzl"), "--text"]) == 0
    out, err = capsys.readouterr()
    assert "Jace Beleren [5 loyalty]" in out
    assert "not supported: [state] p0counters: player counter ENERGY=2" in err
    assert main([str(FIX / "unsupported.pzl"), "--text"]) == 2
    out, err = capsys.readouterr()
    assert "cards not in the library: Storm Crow, Thorn Elemental" in err and err.count("\n") == 1
