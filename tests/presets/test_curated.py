"""The curated preset library: every preset loads, is described, and every seed ruling is shown."""

from __future__ import annotations

import tomllib

import pytest

from sandbox.formats.goals import goal_status
from sandbox.formats.preset import load_preset
from sandbox.script.playback import Player, run_demo

from .helpers import curated, rel, seed_ids

PRESETS = curated()
TOPICS = {"copies", "mana", "triggers", "stack", "puzzles"}


def _meta(p):
    return tomllib.loads(p.read_text(encoding="utf-8")).get("preset", {})


def _id(p):
    m = _meta(p)
    return rel(p).replace(".toml", "") + ("-" + "-".join(m.get("rulings", [])) if m.get("rulings") else "")


def test_library_has_at_least_30_curated_presets_in_topic_folders():
    topical = [p for p in PRESETS if p.parent.name in TOPICS]
    assert len(topical) >= 30, len(topical)
    assert {p.parent.name for p in topical} == TOPICS


@pytest.mark.parametrize("path", PRESETS, ids=_id)
def test_preset_loads_and_is_fully_described(path):
    game, info = load_preset(path)
    assert game.state.battlefield or any(game.state.zones.values())
    if path.parent.name in TOPICS:
        assert info.title and info.description and info.suggested, rel(path)
        assert info.topic == path.parent.name, f"{rel(path)}: topic {info.topic!r} isn't its folder"
        assert info.rules and all(r[0].isdigit() for r in info.rules), rel(path)
        assert info.rulings and set(info.rulings) <= set(seed_ids()), f"{rel(path)}: {info.rulings}"


def test_every_seed_ruling_is_demonstrated_by_a_curated_preset():
    shown: set[str] = set()
    for p in PRESETS:
        shown |= set(_meta(p).get("rulings", []))
    missing = [i for i in seed_ids() if i not in shown]
    assert not missing, f"no preset demonstrates {missing}"


DEMOS = [p for p in PRESETS if "demo" in tomllib.loads(p.read_text(encoding="utf-8"))]


@pytest.mark.parametrize("path", DEMOS, ids=_id)
def test_demo_line_of_play_runs_to_the_end_with_its_expectations(path):
    game, _ = load_preset(path)
    run_demo(game, game.info.demo)
    assert game.pending is None, f"the line of play stops at an unanswered decision: {game.pending.prompt}"


def test_library_has_demos_for_most_presets():
    assert len(DEMOS) >= 25, len(DEMOS)


@pytest.mark.parametrize("path", DEMOS[:6], ids=_id)
def test_demo_player_steps_back_to_the_exact_earlier_state(path):
    game, _ = load_preset(path)
    player = Player(game, game.info.demo)
    states = [_snap(game)]
    while player.forward():
        states.append(_snap(game))
    assert len(states) == len(game.info.demo.steps) + 1
    while player.back():
        assert _snap(game) == states[player.pos], f"back to step {player.pos}"
    assert player.pos == 0 and _snap(game) == states[0]


def _snap(game):
    import dataclasses
    skip = {f.name: 0 for f in dataclasses.fields(game.state) if f.name.endswith("version")}
    import copy
    st = copy.deepcopy(dataclasses.replace(game.state, **skip))
    st.zones = {k: v for k, v in st.zones.items() if v}  # reading a zone may create it empty
    return st, [str(e) for e in game.log]


PUZZLES = [p for p in PRESETS if "goal" in tomllib.loads(p.read_text(encoding="utf-8"))]


def test_at_least_ten_puzzles_of_increasing_difficulty():
    puzzles = [p for p in PUZZLES if p.parent.name == "puzzles"]
    assert len(puzzles) >= 10
    diffs = [_meta(p).get("difficulty") for p in puzzles]
    assert all(isinstance(d, int) for d in diffs) and diffs == sorted(diffs) and len(set(diffs)) == len(diffs)


@pytest.mark.parametrize("path", PUZZLES, ids=_id)
def test_puzzle_goal_is_not_met_at_the_start(path):
    game, _ = load_preset(path)
    status = goal_status(game)
    assert status is not None and not status.solved and not status.failed, status


@pytest.mark.parametrize("path", PUZZLES, ids=_id)
def test_puzzle_solution_reaches_the_goal(path):
    game, _ = load_preset(path)
    assert game.info.demo is not None, f"{rel(path)} ships no solution ([demo] steps)"
    run_demo(game, game.info.demo)
    status = goal_status(game)
    assert status.solved, status.text
    assert status.text.startswith("Puzzle solved")


def test_check_command_passes_on_the_whole_preset_library(capsys):
    from sandbox.cli import main
    from sandbox.formats.preset import presets_dir
    assert main(["check", str(presets_dir())]) == 0
    out = capsys.readouterr().out
    assert f"{len(PRESETS)} ok, 0 with errors" in out


def test_survive_puzzle_fails_when_you_do_nothing_704_5a():
    from sandbox.formats.demo import parse_demo
    path = next(p for p in PUZZLES if p.name == "12_survive_the_attack.toml")
    game, _ = load_preset(path)
    lazy = parse_demo({"step": [{"command": "next"}, {"command": "next"},
                                {"command": "attack Isamaru, Grizzly Bears"}, {"command": "next"},
                                {"command": "block none"}, {"command": "next"}]})
    run_demo(game, lazy)
    status = goal_status(game)
    assert game.state.players[0].lost or game.state.winner == 1
    assert status.failed and not status.solved and "you lost" in status.text


@pytest.mark.parametrize("path", PUZZLES, ids=_id)
def test_puzzle_solution_as_a_command_script_reaches_the_goal(path):
    """The solution, written as command-language lines, run by the command runner."""
    from sandbox.script.playback import command_script
    from sandbox.script.session import Session, run_command
    game, _ = load_preset(path)
    run_demo(game, game.info.demo)
    script = command_script(game)
    fresh, _ = load_preset(path)
    session = Session(fresh)
    for line in script:
        result = run_command(session, line)
        assert result.ok, f"{line}: {result.message}"
    assert goal_status(fresh).solved
