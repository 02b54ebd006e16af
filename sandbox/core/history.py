"""Compact, exact snapshots of the game state for undo.

A snapshot is the state's pickle cut into chunks at each object boundary (the ``NEWOBJ``
opcode, one per dataclass instance), the chunks gathered into groups. Freezing a state
reuses every chunk and group equal to one of the recent snapshots', so consecutive
snapshots share almost all their bytes: tapping a land stores the few chunks it changed (the
land, the pool, the bookkeeping) and a short tuple, not the whole state. Thawing joins the
chunks back into the very same pickle, so undo stays exact.

Two things keep chunks equal from one state to the next:

- *Words.* A pickle refers back to a string or class seen earlier by its index in the
  pickle's memo, and that index counts everything memoized before it, so one new object
  early in the state would renumber every later reference. The pickler's memo is seeded
  with a :class:`Vocabulary` (strings and classes at fixed indices) and the unpickler's with
  the same objects, so references to them are the same bytes wherever they occur. Words are
  strings, classes and instances of frozen dataclasses (characteristics shared by several
  objects); being immutable, they can be shared by every state thawed. When a state brings
  new words (a new card, an ability's text) the vocabulary is extended: old words keep their
  indices, so earlier chunks stay valid.
- *Cuts.* The state's small fields (versions, priority) come first and each list or dict
  after a marker object, each zone's list too, so that what changes with every action is a
  chunk apart from the zones.
- *Groups.* A group ends after a chunk whose hash says so (content-defined, like rsync's
  blocks), so inserting a chunk (a new mana in a pool) changes one group, not every group
  after it.
"""

from __future__ import annotations

import gc
import io
import itertools
import operator
import pickle
import struct
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sandbox.core.state import State

if TYPE_CHECKING:
    from sandbox.core.actions import Action
    from sandbox.core.game import Game

CUT = b"\x81"
"""``pickle.NEWOBJ``: where one dataclass instance begins."""
GROUP = 16
"""Chunks per group on average: a group ends after a chunk whose hash is 0 modulo this."""
WINDOW = 4
"""Pieces are shared with recent snapshots: up to about this many states' worth of them."""
REWORD = 12
"""A snapshot with more new chunks than this looks for new words (extends the vocabulary)."""
PROTOCOL = 5
"""Protocol 4 and later memoize without writing an index, which keeps chunks position-free."""


@dataclass(frozen=True, eq=False)
class Vocabulary:
    """Strings and classes at fixed memo indices: its parent's words, then its own."""

    parent: Vocabulary | None
    extra: tuple[Any, ...]
    size: int
    """How many words in all (the parent's and these)."""
    _flat: list[tuple[Any, ...]] = field(default_factory=list, repr=False)

    @classmethod
    def extend(cls, parent: Vocabulary | None, extra: tuple[Any, ...]) -> Vocabulary:
        return cls(parent, extra, (parent.size if parent else 0) + len(extra))

    def words(self) -> tuple[Any, ...]:
        """Every word, in index order (kept once computed, only by the current vocabulary)."""
        flat = self._flat[:1]  # (a copy: a preview thread may thaw while the store drops it)
        if flat:
            return flat[0]
        parts: list[tuple[Any, ...]] = []
        node: Vocabulary | None = self
        while node is not None:
            parts.append(node.extra)
            node = node.parent
        return tuple(w for part in reversed(parts) for w in part)

    def keep_flat(self) -> tuple[Any, ...]:
        """The words, remembered on this vocabulary (the store's current one)."""
        if not self._flat:
            self._flat.append(self.words())
        return self._flat[0]

    def drop_flat(self) -> None:
        self._flat.clear()


_PRELUDE = [b""]
"""The opcodes for the most words asked so far (a prefix serves fewer words)."""


def _prelude(count: int) -> bytes:
    """Pickle opcodes that put word i at memo index i, through ``persistent_load``."""
    body = _PRELUDE[0]
    if len(body) < 8 * count:
        body = _PRELUDE[0] = b"".join(b"J" + struct.pack("<i", i) + b"Q\x940" for i in range(count + 256))
    return b"\x80\x05" + body[:8 * count] + b"N."


class _Unpickler(pickle.Unpickler):
    """Reads a vocabulary's prelude, then a state pickle written with that vocabulary."""

    def __init__(self, data: bytes, words: tuple[Any, ...]) -> None:
        super().__init__(io.BytesIO(_prelude(len(words)) + data))
        self.words = words

    def persistent_load(self, pid: Any) -> Any:
        return self.words[pid]


@dataclass(frozen=True, eq=False, slots=True)
class Frozen:
    """A frozen state: groups of pickle chunks and the vocabulary the pickle was written with."""

    groups: tuple[tuple[bytes, ...], ...]
    vocabulary: Vocabulary


def _is_word(obj: Any) -> bool:
    """Can this object be shared by every state that refers to it: a string, a class, or an
    instance of a frozen dataclass (characteristics, abilities, filters...)?"""
    if isinstance(obj, (str, type)):
        return True
    params = getattr(type(obj), "__dataclass_params__", None)
    return params is not None and params.frozen


class _Cut:
    """Written between the state's fields so that each big field starts a chunk of its own."""


def _reduce_state(state: State) -> tuple[Any, tuple[Any, ...]]:
    """Pickle a state as its small fields first, then each list or dict after a ``_Cut``, so
    the bookkeeping that changes with every action (versions, priority) is a chunk apart from
    the zones; a dict of lists (the zones) has a ``_Cut`` before each list too."""
    fields = vars(state)
    small = {k: v for k, v in fields.items() if not isinstance(v, (list, dict))}
    parts: list[Any] = [tuple(fields), small]
    for k, v in fields.items():
        if k in small:
            continue
        if isinstance(v, dict) and v and all(type(x) is list for x in v.values()):
            v = _Lists([(key, _Cut(), lst) for key, lst in v.items()])
        parts += [_Cut(), k, v]
    return _rebuild_state, tuple(parts)


class _Lists(list):
    """A dict of lists written as (key, cut, list) triples (see ``_reduce_state``)."""


def _rebuild_state(names: tuple[str, ...], small: dict[str, Any], *parts: Any) -> State:
    values = dict(small)
    for i in range(0, len(parts), 3):
        value = parts[i + 2]
        values[parts[i + 1]] = {k: lst for k, _, lst in value} if isinstance(value, _Lists) else value
    state = State.__new__(State)
    state.__dict__.update((k, values[k]) for k in names)
    return state


class SnapshotStore:
    """Freezes states so that each shares what it can with the one frozen before it."""

    def __init__(self) -> None:
        self._vocabulary = Vocabulary.extend(None, ())
        self._memo: dict[int, tuple[int, Any]] = {}
        self._chunks: dict[bytes, bytes] = {}
        self._groups: dict[tuple[bytes, ...], tuple[bytes, ...]] = {}
        self._learn_backoff = 0
        """Freezes skipped after the last look for new words that found none (see ``_worth_learning``)."""
        self._skip_learning = 0

    def _pickle(self, state: State) -> tuple[bytes, pickle.Pickler]:
        buf = io.BytesIO()
        pickler = pickle.Pickler(buf, protocol=PROTOCOL)
        pickler.dispatch_table = {State: _reduce_state}
        pickler.memo = self._memo
        pickler.dump(state)
        return buf.getvalue(), pickler

    def _worth_learning(self) -> bool:
        """Look for new words this time? Looking reads the whole pickle's memo, so after a
        look that found none the next ones are spaced out (1, 2, 4... up to 64 freezes apart):
        many new objects made of known words (a bulk of lands) don't pay it at every freeze."""
        if self._skip_learning:
            self._skip_learning -= 1
            return False
        return True

    def _learn(self, pickler: pickle.Pickler) -> bool:
        """Extend the vocabulary with the strings and classes the pickler met; any new?"""
        known = self._memo
        new = sorted((entry for key, entry in pickler.memo.copy().items()
                      if key not in known and _is_word(entry[1])), key=lambda e: e[0])
        if not new:
            self._learn_backoff = min(64, 2 * self._learn_backoff or 1)
            self._skip_learning = self._learn_backoff
            return False
        self._learn_backoff = 0
        old = self._vocabulary
        self._vocabulary = Vocabulary.extend(old, tuple(w for _, w in new))
        old.drop_flat()
        self._memo = {id(w): (i, w) for i, w in enumerate(self._vocabulary.keep_flat())}
        return True

    def freeze(self, state: State) -> Frozen:
        """The state as a compact snapshot (shares chunks with the recent snapshots)."""
        data, pickler = self._pickle(state)
        known = self._chunks
        chunks = _known_chunks(data, known)
        if len(chunks) - sum(map(known.__contains__, chunks)) > REWORD and self._worth_learning() \
                and self._learn(pickler):
            # New words moved the memo: write this snapshot with them, so the next ones share.
            data, _ = self._pickle(state)
            chunks = _known_chunks(data, known)
        known_groups = self._groups
        groups = [known_groups.get(g, g) for g in _grouped(chunks)]
        frozen = Frozen(tuple(groups), self._vocabulary)
        # Remember the recent snapshots' pieces (a land untapped next turn is the chunk it was
        # before it was tapped); start over from this one when that grows past WINDOW states.
        if len(self._chunks) > WINDOW * len(chunks):
            self._chunks, self._groups = {}, {}
        self._chunks.update(zip(chunks, chunks, strict=True))
        self._groups.update(zip(frozen.groups, frozen.groups, strict=True))
        return frozen


def _known_chunks(data: bytes, known: dict[bytes, bytes]) -> list[bytes]:
    """The pickle cut into chunks, each replaced by an equal chunk already kept, if any (the
    work is done by builtins, not a Python loop: a freeze is one pass over the state)."""
    parts = data.split(CUT)
    return list(map(known.get, parts, parts))


def _grouped(chunks: list[bytes]) -> list[tuple[bytes, ...]]:
    """The chunks in groups, each ending after a chunk whose hash is 0 modulo GROUP (or at the end)."""
    ends = list(itertools.compress(range(1, len(chunks) + 1), map(operator.not_, map(GROUP.__rmod__, map(hash, chunks)))))
    if not ends or ends[-1] != len(chunks):
        ends.append(len(chunks))
    return [tuple(chunks[a:b]) for a, b in zip([0, *ends[:-1]], ends, strict=True)]


def thaw(frozen: Frozen) -> State:
    """The state a snapshot holds (a new, independent copy each time)."""
    data = CUT.join(itertools.chain.from_iterable(frozen.groups))
    unpickler = _Unpickler(data, frozen.vocabulary.words())
    # The collector would scan the many new objects mid-load for nothing: pause it.
    collecting = gc.isenabled()
    gc.disable()
    try:
        unpickler.load()  # the prelude: the words into the memo
        state = unpickler.load()
    finally:
        if collecting:
            gc.enable()
    return state


# ---------------------------------------------------------------- steps and lazy snapshots

LAZY_FROM = 1000
"""A state with at least this many objects may leave the snapshot before an action to be
rebuilt when it is needed (see ``begin``); smaller states are always frozen at once."""
MAX_LAZY = 15
"""At least this many actions in a row may leave their snapshot lazy (every sixteenth freezes)."""
LAZY_PER_OBJECTS = 64
"""...and one more per this many objects, up to 63: a freeze's cost grows with the state, so
freezing less often keeps its share of each action the same on any size (a rebuild then
replays more actions, each of which costs little on such a board)."""


def max_lazy(state: State) -> int:
    """How many actions in a row may leave their snapshot lazy on this state."""
    return min(63, max(MAX_LAZY, len(state.objects) // LAZY_PER_OBJECTS))


@dataclass(eq=False)
class Txn:
    """An action being performed: the state before it (a snapshot, or how to rebuild one),
    where the log stood, and the answers given so far."""

    action: Action
    frozen: Frozen | None
    log_len: int
    answers: list[Any] = field(default_factory=list)
    rebuild: Callable[[], Frozen] | None = None
    """How to make the snapshot if it was left lazy: replay the actions since the last one kept."""
    after: tuple[int, int] | None = None
    """The state object (its id) and its version once the action was done (see ``finished``)."""
    touches: list[tuple[int, int] | None] = field(default_factory=list)
    """The last run of the action, change by change (``Game.touch``): (answers used so far,
    the characteristics version it took), or None for a change that took no new version."""
    ran_with: list[Any] = field(default_factory=list)
    """The answers of that run."""

    @property
    def snapshot(self) -> Frozen:
        """The state before the action (``thaw`` gives it back), rebuilt once if it was lazy."""
        if self.frozen is None:
            assert self.rebuild is not None, "a lazy step knows how to rebuild its snapshot"
            self.frozen, self.rebuild = self.rebuild(), None
        return self.frozen

    def again(self, snapshot: Frozen | None = None, log_len: int | None = None) -> Txn:
        """A copy to run elsewhere (a scratch or a what-if game): the same action, snapshot,
        answers and record of its last run (so a replay there takes the same versions)."""
        return Txn(self.action, self.snapshot if snapshot is None else snapshot,
                   self.log_len if log_len is None else log_len, list(self.answers),
                   touches=self.touches, ran_with=self.ran_with)

    def finished(self, state: State) -> Txn:
        """Note the state as the action left it (a later step may replay from this one)."""
        self.after = (id(state), state.version)
        return self


def begin(game: Game, action: Action) -> Txn:
    """The step for an action about to be performed on ``game``.

    Freezing the state before each action costs a pass over the whole state. On a large
    state, when nothing changed since the last step was done, the snapshot is left lazy: the
    state before this action is the state after the last step, which the actions since the
    last frozen snapshot rebuild exactly when an undo (or an answer, or a copy) needs it
    (actions are deterministic: answering a decision already re-runs an action from its
    snapshot). Every ``max_lazy(state) + 1`` actions one snapshot is frozen (16 up to 1,024
    objects, one more per 64 objects above, up to 64), so a rebuild replays at most
    ``max_lazy`` actions and one freeze is shared by that many."""
    history, state = game.history, game.state
    chain = _replay_chain(history, state, game.lazy_from)
    if chain is None:
        return Txn(action, game._store.freeze(state), len(game.log))
    return Txn(action, None, len(game.log), rebuild=lambda: _rebuild(game, chain))


def _replay_chain(history: list[Txn], state: State, lazy_from: int = LAZY_FROM) -> list[Txn] | None:
    """The steps whose replay, from the first one's frozen snapshot, gives ``state``; None if
    the state must be frozen now (small, changed outside an action, or the chain is long)."""
    if len(state.objects) < lazy_from or not history or history[-1].after != (id(state), state.version):
        return None
    for back in range(1, min(max_lazy(state), len(history)) + 1):
        if history[-back].frozen is not None:
            return history[-back:]
    return None


def _rebuild(game: Game, chain: list[Txn]) -> Frozen:
    """The state after the steps of ``chain``, replayed on a copy from the first one's snapshot, frozen."""
    scratch = game._spawn(thaw(chain[0].snapshot))
    scratch.status_sensitive = game.status_sensitive
    for txn in chain:
        scratch._run(txn.again(chain[0].frozen, 0), fresh=True)
        assert scratch.pending is None, "a step that was done replays to its end with its answers"
    # The replay took the steps' recorded versions, or new ones: those are taken here too.
    game._next_chars_version = max(game._next_chars_version, scratch._next_chars_version)
    return game._store.freeze(scratch.state)
