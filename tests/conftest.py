"""Shared test helpers: build boards from preset text and find objects by name."""

from __future__ import annotations

import os
import subprocess
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings

from sandbox import Game, load_preset_text

# Under CI the property tests' examples come from a seed taken from the commit being tested:
# the same commit always checks the same examples (a run never fails by chance), and each new
# commit explores new ones. The seed is printed in the header and again after any failure;
# `--hypothesis-seed=N` reruns with it. Local runs keep exploring new random examples.
settings.register_profile("ci", database=None)
if os.environ.get("CI"):
    settings.load_profile("ci")


def commit_seed() -> int | None:
    """The property tests' seed for this commit: its hash's first 32 bits (None outside git)."""
    try:
        out = subprocess.run(["git", "rev-parse", "HEAD"], cwd=Path(__file__).parent, capture_output=True,
                             text=True, timeout=10, check=True).stdout
        return int(out[:8], 16)
    except (OSError, ValueError, subprocess.SubprocessError):
        return None


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config) -> None:
    """The tests never read or write the user's own folder (fetched cards, saves, the journal):
    each run gets an empty one, unless a test points elsewhere. (A hook, not import-time code:
    child processes import this module for its helpers and keep the folder they were given.)
    Under CI, the commit's seed (before Hypothesis's own hook reads the option)."""
    os.environ["MTG_SANDBOX_DATA_DIR"] = tempfile.mkdtemp(prefix="mtg-sandbox-tests-")
    if os.environ.get("CI") and config.getoption("hypothesis_seed", None) is None:
        config.option.hypothesis_seed = commit_seed()


def _seed_line(config) -> str | None:
    seed = config.getoption("hypothesis_seed", None)
    return f"hypothesis seed: {seed} (rerun these examples with --hypothesis-seed={seed})" if seed is not None else None


def pytest_report_header(config) -> str | None:
    return _seed_line(config)


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:
    line = _seed_line(config)
    if line and exitstatus != 0:
        terminalreporter.write_line(line)


def board(text: str) -> Game:
    """A Game from preset TOML text (the real loader)."""
    game, _ = load_preset_text(text, "<test>")
    return game


def find(game: Game, name: str, zone: str = "battlefield", player: int | None = None) -> int:
    """The id of the first object named ``name`` in a zone (raises if none)."""
    st = game.state
    keys = [k for k in st.zones if k.split(":")[0] == zone and (player is None or k.endswith(f":{player}") or ":" not in k)]
    for k in keys:
        for oid in st.zones[k]:
            if game.chars(oid).name == name and (player is None or game.obj(oid).controller == player or zone != "battlefield"):
                return oid
    raise AssertionError(f"no {name} in {zone}")


def find_all(game: Game, name: str) -> list[int]:
    return [o for o in game.state.battlefield if game.chars(o).name == name]


def resolve_stack(game: Game) -> None:
    """Pass priority until the stack is empty (answering nothing)."""
    from sandbox import Pass
    for _ in range(100):
        if not game.state.stack or game.pending:
            return
        game.perform(Pass())


def play_until(game: Game, done, answer=lambda decision: [], limit: int = 200) -> None:
    """Pass priority (answering decisions with ``answer(decision)``) until ``done(game)``."""
    from sandbox import Pass
    for _ in range(limit):
        if done(game):
            return
        if game.pending:
            game.answer(answer(game.pending))
        else:
            game.perform(Pass())
    raise AssertionError("play_until: condition not reached")


def pass_until_decision(game: Game, kind: str, limit: int = 12):
    """Pass priority until a decision of ``kind`` is pending (no other decision may come first)."""
    from sandbox import Pass
    for _ in range(limit):
        if game.pending is not None and game.pending.kind == kind:
            return game.pending
        assert game.pending is None, game.pending
        game.perform(Pass())
    raise AssertionError(f"no {kind} decision")


def assert_undo_redo_exact(game: Game, before, limit: int = 20) -> None:
    """Undo step by step back to the state ``before``, then redo every step: each end is exact."""
    after = game.fingerprint()
    steps = 0
    while game.fingerprint() != before and steps < limit:
        game.undo()
        steps += 1
    assert game.fingerprint() == before
    for _ in range(steps):
        game.redo()
    assert game.fingerprint() == after
