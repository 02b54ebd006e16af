"""Answering a decision replays its action from the snapshot (``Game.answer``). The replay
takes the characteristics versions the previous run took, change by change, up to the
answer it hasn't seen: those states are the same, so their layer results stay cached and a
big board's characteristics aren't recomputed once per change of the replay. From the new
answer on, every change takes a new version; the results stay exact."""

from __future__ import annotations

from itertools import takewhile

from sandbox import load_preset_text
from sandbox.core import layers
from sandbox.core.actions import Cast, Pass

from ..conftest import find
from ..ui.test_responsiveness import four_triggers


def ordering_decision(n: int = 200):
    """Giant Growth on a Young Pyromancer: four triggers ask their order (603.3b)."""
    game, _ = load_preset_text(four_triggers(n), "<four triggers>")
    game.perform(Cast(find(game, "Giant Growth", "hand"), targets=(find(game, "Young Pyromancer"),)))
    assert game.pending is not None and game.pending.kind == "trigger_order"
    return game


def counting(monkeypatch) -> list[int]:
    """The number of objects each full layer computation covered (one entry per computation)."""
    calls: list[int] = []
    real = layers.compute_all

    def counted(game):  # type: ignore[no-untyped-def]
        calls.append(len(game.state.battlefield))
        return real(game)
    monkeypatch.setattr(layers, "compute_all", counted)
    monkeypatch.setattr("sandbox.core.game.compute_all", counted)
    return calls


def fresh_layers(game) -> dict:  # type: ignore[no-untyped-def]
    """Every permanent's characteristics, computed now from the state alone."""
    return {oid: comp.chars for oid, comp in layers.compute_all(game).items()}


def test_an_answer_replays_the_changes_before_it_without_recomputing_the_board(monkeypatch):
    game = ordering_decision()
    txn = game._txn
    assert txn is not None
    before = [t for t in txn.touches if t is not None]
    assert before, "the cast and its triggers changed characteristics"
    calls = counting(monkeypatch)
    order = tuple(o.value for o in game.pending.options)
    game.answer(*order)
    assert game.pending is None
    # One: the board once the triggers are on the stack in that order (a new state).
    assert len(calls) <= 1, f"{len(calls)} full layer computations replaying the answered cast"
    done = game.history[-1]
    replayed = [t for t in done.touches if t is not None][:len(before) - 1]
    assert replayed == before[:len(before) - 1]  # the same versions, change by change


def test_a_replayed_version_means_the_same_characteristics_as_a_fresh_computation():
    game = ordering_decision()
    order = tuple(o.value for o in game.pending.options)
    game.answer(*order)
    while game.state.stack:  # the four triggers resolve: tokens, copies
        game.perform(Pass())
    assert {oid: c.chars for oid, c in game.all_computed().items()} == fresh_layers(game)


def test_another_answer_after_an_undo_takes_new_versions_from_where_it_differs():
    game = ordering_decision()
    options = [o.value for o in game.pending.options]
    game.answer(*options)
    first = [t for t in game.history[-1].touches if t is not None]
    first_print = game.fingerprint()
    game.undo()  # back to the ordering decision
    assert game.pending is not None and game.pending.kind == "trigger_order"
    game.answer(*reversed(options))
    second = [t for t in game.history[-1].touches if t is not None]
    shared = [a for a, b in takewhile(lambda pair: pair[0] == pair[1], zip(first, second, strict=False))]
    assert shared and len(shared) < len(second)
    assert all(used == 0 for used, _ in shared)  # only the changes before the answer are shared
    assert {v for _, v in second[len(shared):]}.isdisjoint(v for _, v in first)
    assert {oid: c.chars for oid, c in game.all_computed().items()} == fresh_layers(game)
    assert game.fingerprint() != first_print
    game.undo()
    game.answer(*options)  # the first order again: exactly the same game
    assert game.fingerprint() == first_print
    assert {oid: c.chars for oid, c in game.all_computed().items()} == fresh_layers(game)


def test_a_what_if_copy_replays_with_the_same_versions(monkeypatch):
    game = ordering_decision()
    order = tuple(o.value for o in game.pending.options)
    trial = game.clone(what_if=True)
    calls = counting(monkeypatch)
    trial.answer(*order)
    assert len(calls) <= 1
    assert {oid: c.chars for oid, c in trial.all_computed().items()} == fresh_layers(trial)
    assert game.pending is not None  # the real game still asks
