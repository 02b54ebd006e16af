"""The command language on the tour board: play, look, edit and expect through run_command."""

from sandbox import default_game
from sandbox.script.session import Session, run_command


def run_ok(game, *lines):
    session = Session(game)
    for line in lines:
        r = run_command(session, line)
        assert r.ok, f"{line}: {r.message}"
    return r


def test_effigy_copies_rhino_by_commands_E09_707_5():
    game, _ = default_game()
    run_ok(game, "tap forest", "expect pool you {G}{G}", "cast Machine God's Effigy", "resolve",
           "expect decision copy", "choose Siege Rhino", "expect stack Siege Rhino", "resolve",
           "expect life opponent 17", "expect life you 23", "expect 2 Siege Rhino on battlefield",
           "expect Effigy copying Siege Rhino", "expect Effigy types artifact")


def test_rejected_command_leaves_board_unchanged_and_reports_one_line():
    game, _ = default_game()
    _ = game.state.stack  # the stack zone is created lazily on first look
    before = game.fingerprint()
    for line in ["casst Bolt", "cast Lightning Bolt x=3", "tap Siege Rhino", "cast Counterspell",
                 "choose 1", "resolve", 'cast "Lightning', "expect life opponent 3", "move Forest to stack"]:
        r = run_command(Session(game), line)
        assert not r.ok and r.message and "\n" not in r.message, line
    assert game.fingerprint() == before


def test_ambiguous_names_list_candidates_and_unknown_names_suggest():
    game, _ = default_game()
    r = run_command(Session(game), "show Island")
    assert not r.ok and "ambiguous" in r.message and "#" in r.message
    r = run_command(Session(game), "show Siege Rhnio")
    assert not r.ok and "Siege Rhino" in r.message


def test_undo_redo_and_next_step():
    game, _ = default_game()
    run_ok(game, "tap forest", "undo", "expect pool you empty", "redo", "expect pool you {G}{G}",
           "next", "expect step beginning_of_combat", "expect pool you empty")


def test_every_line_of_legal_is_a_command_that_runs():
    """`legal` prints runnable commands: each one, run on a fresh copy of the board, succeeds."""
    from sandbox.script.look import describe_action
    boards = []
    game, _ = default_game()
    boards.append(["tap forest"])
    boards.append(["cast Machine God's Effigy", "resolve"])  # a pending copy choice
    boards.append(["next attackers"])  # a pending attackers declaration
    for setup in boards:
        g, _ = default_game()
        run_ok(g, *setup)
        lines = [describe_action(g, a) for a in g.legal_actions()]
        assert lines
        for line in lines:
            trial, _ = default_game()
            run_ok(trial, *setup)
            r = run_command(Session(trial), line)
            assert r.ok, f"{setup} / {line}: {r.message}"


def test_random_walks_through_legal_commands_on_every_preset():
    """On every curated preset, any action `legal` lists can be typed back as a command."""
    import random
    from pathlib import Path

    from sandbox.script.look import describe_action
    from sandbox.script.scenario import load_scenario
    rng = random.Random(5)
    presets = sorted((Path(__file__).resolve().parent.parent.parent / "presets").rglob("*.toml"))
    assert presets
    for path in presets:
        game = load_scenario(path).game
        for _ in range(15):
            actions = game.legal_actions()
            if not actions:
                break
            line = describe_action(game, rng.choice(actions))
            r = run_command(Session(game), line)
            assert r.ok, f"{path.name}: {line}: {r.message}"
