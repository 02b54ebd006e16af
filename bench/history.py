"""Undo history and session journal: memory per action, journal cost per action, restore time.

Run: ``python bench/history.py`` (or ``python -m bench history``). Board: bench/engine.py's,
200 permanents, with libraries so turns can pass. A session of random taps for mana and
passes (one in five) is played through the engine with the journal on, as the app does
(``Journal.record`` after each action). Budgets (issue 16, bench/README.md):

- undo history at most 4 KB per action at 200 permanents (the bytes the history's objects
  take, each shared object once);
- memory after 5,000 actions under 60 MB above the board (everything the session added:
  history, log, layer caches, the journal's bookkeeping; each object once);
- the journal costs at most 1 ms per action at 5,000 entries (median of the last 500
  ``record`` calls; the slowest, a compaction, is in the max);
- restoring the 5,000-step journal takes under 2 s.
"""

from __future__ import annotations

import gc
import random
import sys
import tempfile
import time
import types
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import Result, report  # noqa: E402
from bench.engine import board_text  # noqa: E402
from sandbox import Activate, Pass, SandboxError, load_preset_text  # noqa: E402
from widgets.journal import Journal  # noqa: E402

ACTIONS = 5000


def session_board(n: int = 200) -> str:
    library = "library = [" + ", ".join(['"Forest"'] * 120) + "]\n"
    return board_text(n).replace("[[player]]\n", "[[player]]\n" + library)


def play(game, journal: Journal | None, actions: int, seed: int = 1) -> list[float]:
    """Random taps (4 in 5) and passes; returns the journal's ms per action."""
    rng = random.Random(seed)
    lands = [o for o in game.state.battlefield if game.chars(o).name in ("Forest", "Island")]
    costs = []
    for _ in range(actions):
        st = game.state
        mine = [o for o in lands if o in st.objects and not st.objects[o].tapped
                and game.controller(o) == st.priority]
        game.perform(Activate(rng.choice(mine), 0) if mine and rng.random() < 0.8 else Pass())
        if game.pending is not None:  # a mana color to choose (Urborg makes Islands swamps too)
            try:
                game.answer(game.pending.options[0].value)
            except SandboxError:
                game.undo()
        if journal is not None:
            t = time.perf_counter()
            journal.record(game)
            costs.append((time.perf_counter() - t) * 1000)
    return costs


def deep_bytes(roots: list, exclude: list) -> int:
    """Bytes of everything reachable from ``roots`` (each object once), not counting what is
    reachable from ``exclude`` (the card library, the live state), classes or modules."""
    skip: set[int] = set()
    stack = list(exclude)
    while stack:
        obj = stack.pop()
        if id(obj) not in skip and not isinstance(obj, (type, types.ModuleType)):
            skip.add(id(obj))
            stack.extend(gc.get_referents(obj))
    seen: set[int] = set()
    total = 0
    stack = list(roots)
    while stack:
        obj = stack.pop()
        if id(obj) in seen or id(obj) in skip or isinstance(obj, (type, types.ModuleType, types.FunctionType)):
            continue
        seen.add(id(obj))
        total += sys.getsizeof(obj)
        stack.extend(gc.get_referents(obj))
    return total


def history_bytes(game) -> int:
    """Bytes the undo history holds: every step, its snapshot's groups, chunks and
    vocabulary, each object counted once (shared ones once in all)."""
    seen: set[int] = set()
    total = 0

    def add(obj) -> None:
        nonlocal total
        if id(obj) not in seen:
            seen.add(id(obj))
            total += sys.getsizeof(obj)
            if isinstance(obj, tuple):
                for x in obj:
                    add(x)
    for txn in game.history:
        add(txn)
        add(txn.__dict__)
        add(txn.answers)
        frozen = txn.snapshot
        add(frozen)
        if isinstance(frozen, bytes):  # the format before issue 16: one pickle per action
            continue
        add(frozen.groups)
        vocab = frozen.vocabulary
        while vocab is not None and id(vocab) not in seen:
            add(vocab)
            add(vocab.extra)
            vocab = vocab.parent
    return total


def measure(rounds: int = 1) -> list[Result]:
    per_action, total_mb, journal_ms, restore_s = [], [], [], []
    for r in range(rounds):
        game, _ = load_preset_text(session_board(), "<bench history>")
        path = Path(tempfile.mkdtemp()) / "session.json"
        journal = Journal(path)
        journal.start(game, "bench")
        costs = play(game, journal, ACTIONS, seed=r + 1)
        gc.collect()
        added = [game.history, game.log, game._cache_lru, game._store, journal]
        total_mb.append(deep_bytes(added, [game.db, game.state]) / 2**20)
        per_action.append(history_bytes(game) / len(game.history) / 1024)
        journal_ms += costs[-500:]
        journal.close()
        t = time.perf_counter()
        restored, _, _ = Journal(path).restore()
        restore_s.append(time.perf_counter() - t)
        assert restored.fingerprint() == game.fingerprint(), "the journal restores a different game"
    return [
        Result("undo history per action, 200 permanents", per_action, "KB", 4.0),
        Result(f"memory after {ACTIONS} actions above the board", total_mb, "MB", 60.0, strict=True),
        Result(f"journal per action at {ACTIONS} entries", journal_ms, "ms", 1.0),
        Result(f"journal restore of {ACTIONS} steps", restore_s, "s", 2.0, strict=True),
    ]


def results() -> list[Result]:
    return measure()


def main() -> int:
    return report(results())


if __name__ == "__main__":
    sys.exit(main())
