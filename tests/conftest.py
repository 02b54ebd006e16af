"""Shared test helpers: build boards from preset text and find objects by name."""

from __future__ import annotations

import os
import tempfile

from hypothesis import settings

from sandbox import Game, load_preset_text

# CI checks the same examples on every run (a property test must never fail a landing by
# chance); local runs keep exploring new random examples.
settings.register_profile("ci", derandomize=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


def pytest_configure(config) -> None:
    """The tests never read or write the user's own folder (fetched cards, saves, the journal):
    each run gets an empty one, unless a test points elsewhere. (A hook, not import-time code:
    child processes import this module for its helpers and keep the folder they were given.)"""
    os.environ["MTG_SANDBOX_DATA_DIR"] = tempfile.mkdtemp(prefix="mtg-sandbox-tests-")


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
