"""Bulk edits are linear (issue 17, item 4): on a large board an action leaves the snapshot of
the state before it lazy (rebuilt from the last frozen one by replaying the actions since, when
undo needs it), and one `add` runs the same Python code on 1,000 or 4,000 permanents: what is
left of the board's size is read by builtins. Undo and redo stay exact."""

from __future__ import annotations

import sys

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sandbox import load_preset_text
from sandbox.core import history
from sandbox.core.actions import Cast, Pass
from sandbox.core.history import LAZY_FROM, MAX_LAZY, SnapshotStore, max_lazy
from sandbox.script.session import Session

from ..conftest import find
from ..engine.test_properties import BOARDS, check_invariants
from ..ui.test_responsiveness import four_triggers


def lands(n: int) -> Session:
    half = ", ".join(['"Forest"'] * (n // 2))
    game, _ = load_preset_text(f"[[player]]\nbattlefield = [{half}]\n[[player]]\nbattlefield = [{half}]\n", "<lands>")
    return Session(game)


def python_calls(fn) -> int:
    """How many Python functions run during ``fn()`` (builtins not counted)."""
    calls = 0

    def count(frame, event, arg):  # type: ignore[no-untyped-def]
        nonlocal calls
        if event == "call":
            calls += 1
    sys.setprofile(count)
    try:
        fn()
    finally:
        sys.setprofile(None)
    return calls


def test_one_add_runs_the_same_python_code_on_1000_or_4000_permanents():
    counts = []
    for n in (1000, 4000):
        session = lands(n)
        for _ in range(2):  # the first add freezes (nothing to replay from yet)
            assert session.run("add Forest").ok
        counts.append(python_calls(lambda: session.run("add Forest")))  # noqa: B023
        assert len(session.game.state.battlefield) == n + 3
    assert counts[0] == counts[1], f"Python calls for one add: {counts} (1,000 / 4,000 permanents)"


def test_on_a_large_board_one_freeze_serves_sixteen_actions_or_more(monkeypatch):
    session = lands(2 * LAZY_FROM)
    frozen: list[int] = []
    real = SnapshotStore.freeze

    def counted(self, state):  # type: ignore[no-untyped-def]
        frozen.append(len(state.objects))
        return real(self, state)
    monkeypatch.setattr(SnapshotStore, "freeze", counted)
    for _ in range(4 * (MAX_LAZY + 1)):
        assert session.run("add Forest").ok
    assert 1 <= len(frozen) <= 4, f"{len(frozen)} freezes for {4 * (MAX_LAZY + 1)} adds"
    assert max_lazy(session.game.state) == len(session.game.state.objects) // 64 > MAX_LAZY  # (fewer on larger states)
    frozen.clear()
    session = lands(LAZY_FROM // 2)  # a small board freezes before every action, as before
    for _ in range(5):
        assert session.run("add Forest").ok
    assert len(frozen) == 5


def test_undo_on_a_large_board_rebuilds_each_state_exactly():
    session = lands(LAZY_FROM)
    game = session.game
    prints = [game.fingerprint()]
    for i in range(2 * MAX_LAZY + 5):
        assert session.run("add Forest" if i % 3 else "add Grizzly Bears for opponent").ok
        prints.append(game.fingerprint())
    assert sum(t.frozen is None for t in game.history) >= MAX_LAZY, "most steps were left lazy"
    for i in range(len(prints) - 1, 0, -1):
        assert game.fingerprint() == prints[i]
        assert session.run("undo").ok
    assert game.fingerprint() == prints[0]
    for i in range(1, len(prints)):
        assert session.run("redo").ok
        assert game.fingerprint() == prints[i]


LIBRARY = ", ".join(['"Island"'] * LAZY_FROM)


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(["combat", "copies", "zones"]), data=st.data())
def test_random_play_on_a_large_state_undoes_and_redoes_exactly(name, data):
    """The property tests' boards, each with a thousand more cards in a library so that their
    snapshots are left lazy: a random line of play (decisions answered too), then undo to the
    start and redo to the end, every state equal to the one played."""
    text = BOARDS[name].replace("library = [", f"library = [{LIBRARY}, ", 1)
    game, _ = load_preset_text(text, "<large>")
    assert len(game.state.objects) >= LAZY_FROM
    prints = [game.fingerprint()]
    for _ in range(20):
        actions = game.legal_actions()
        if not actions:
            break
        game.perform(data.draw(st.sampled_from(actions)))
        check_invariants(game)
        prints.append(game.fingerprint())
    steps = len(prints) - 1
    assert steps < 3 or any(t.frozen is None for t in game.history), "some snapshots were left lazy"
    for i in range(steps, 0, -1):
        assert game.fingerprint() == prints[i], f"state {i} of {steps}"
        game.undo()
    assert game.fingerprint() == prints[0]
    for i in range(1, steps + 1):
        game.redo()
        assert game.fingerprint() == prints[i], f"redo to state {i} of {steps}"


def test_a_rebuild_replays_at_most_max_lazy_actions(monkeypatch):
    session = lands(LAZY_FROM)
    for _ in range(3 * (MAX_LAZY + 1)):
        assert session.run("add Forest").ok
    replayed: list[int] = []
    real = history._rebuild

    def counted(game, chain):  # type: ignore[no-untyped-def]
        replayed.append(len(chain))
        return real(game, chain)
    monkeypatch.setattr(history, "_rebuild", counted)
    for _ in range(MAX_LAZY + 1):
        assert session.run("undo").ok
    assert replayed and max(replayed) <= max_lazy(session.game.state) <= 63


def test_an_entering_permanent_extends_the_board_result_exactly_as_a_full_computation(monkeypatch):
    from sandbox.core import layers
    session = lands(LAZY_FROM)
    game = session.game
    extended = []
    real = layers._extended

    def counted(game, base, oid):  # type: ignore[no-untyped-def]
        out = real(game, base, oid)
        extended.append(out is not None)
        return out
    monkeypatch.setattr(layers, "_extended", counted)
    for line in ("add Forest", "add Grizzly Bears for opponent", "add Island", "add Llanowar Elves"):
        assert session.run(line).ok
    assert extended and all(extended), "each add extended the board's result"
    fast = game.all_computed()
    full = layers.compute_all(type(game)(game.state, game.db))  # a fresh game: computed from scratch
    assert list(fast) == list(full) == game.state.battlefield
    for oid in full:
        assert (fast[oid].chars, fast[oid].controller) == (full[oid].chars, full[oid].controller)
    assert session.run("add Mirari's Wake").ok  # a static ability: the full layer computation
    assert extended[-1] is False
    elves = next(o for o in game.state.battlefield if game.chars(o).name == "Llanowar Elves")
    assert game.chars(elves).power == 2  # +1/+1 from the Wake


def test_a_what_if_copy_freezes_nothing_before_its_actions_and_reaches_the_same_outcome(monkeypatch):
    game, _ = load_preset_text(four_triggers(40), "<triggers>")  # small: a live game freezes before each action
    game.perform(Cast(find(game, "Giant Growth", "hand"), targets=(find(game, "Young Pyromancer"),)))
    assert game.pending is not None and game.pending.kind == "trigger_order"
    order = tuple(o.value for o in game.pending.options)
    frozen: list[int] = []
    real = SnapshotStore.freeze

    def counted(self, state):  # type: ignore[no-untyped-def]
        frozen.append(len(state.objects))
        return real(self, state)
    monkeypatch.setattr(SnapshotStore, "freeze", counted)
    outcomes = {}
    for what_if in (False, True):
        frozen.clear()
        g = game.clone(what_if=what_if)
        g.answer(*order)
        before_last = g.fingerprint()
        while g.pending is None and g.state.stack:
            before_last = g.fingerprint()
            g.perform(Pass())
        outcomes[what_if] = (g.fingerprint(), len(frozen))
        g.undo()  # a lazy step's state is rebuilt when needed
        assert g.fingerprint() == before_last
    assert outcomes[False][1] >= 4 and outcomes[True][1] == 0, outcomes  # the passes froze the state, or didn't
    assert outcomes[True][0] == outcomes[False][0]  # the same outcome
    assert game.pending is not None and game.pending.kind == "trigger_order"  # the live game is untouched
