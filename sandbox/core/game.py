"""The Game: one object that is the truth, like python-chess's Board.

``game.legal_actions()`` lists what may be done; ``game.perform(action)`` does it; when a
player must choose, the engine stops and ``game.pending`` describes the decision, which
``game.answer(...)`` resolves. ``undo()`` / ``redo()`` are exact.

How decisions work: every action runs as a transaction from a snapshot of the state.
When the rules need a choice that hasn't been answered yet, the engine raises
``NeedDecision``; the partial state stays visible while ``pending`` is set. Answering
re-runs the action from its snapshot with the answers given so far, so effects are
ordinary functions and the state stays plain data (no suspended generators to save).
"""

from __future__ import annotations

import pickle
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sandbox.cards.library import CardDB, library
from sandbox.cards.model import Activated, Characteristics, ManaAbility, Replacement, Static
from sandbox.core import (
    ascend,
    casting,
    conditions,
    control,
    daynight,
    edits,
    entering,
    keyword_abilities,
    layers,
    legal,
    monarch,
    prevention,
    sba,
    special,
    targeting,
    triggers,
    turns,
)
from sandbox.core.actions import Action, Activate, Answer, Cast, Decision, Edit, Option, Pass, PlayLand
from sandbox.core.history import LAZY_FROM, SnapshotStore, Txn, begin, thaw
from sandbox.core.layers import Computed, Step, compute_all, copiable_values
from sandbox.core.log import LogEntry, second_person
from sandbox.core.mana import could_produce, paying
from sandbox.core.mana.pool import Mana, ManaAmounts
from sandbox.core.replacements import give_player_counters, put_counters, to_graveyard
from sandbox.core.state import CopyEffect, LastKnown, Obj, Player, State
from sandbox.errors import IllegalActionError, InvalidActionError, SandboxError
from sandbox.symbols import COLOR_NAMES, COLORS, format_cost


class NeedDecision(Exception):
    """Raised inside a transaction when an unanswered decision is reached."""

    def __init__(self, decision: Decision):
        self.decision = decision


class _Answers:
    """The answers of a run, in order, counting how many were used."""

    def __init__(self, answers: list[Any]) -> None:
        self._answers = answers
        self.used = 0

    def __iter__(self) -> Iterator[Any]:
        return self

    def __next__(self) -> Any:
        if self.used >= len(self._answers):
            raise StopIteration
        self.used += 1
        return self._answers[self.used - 1]


def _common_prefix(a: list[Any], b: list[Any]) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


class Game:
    """A game of Magic between two players, both controlled by the user."""

    def __init__(self, state: State | None = None, db: CardDB | None = None):
        self.db = db if db is not None else library()
        self.state = state if state is not None else State(players=[Player(0, "You"), Player(1, "Opponent")])
        self.log: list[LogEntry] = []
        self.pending: Decision | None = None
        self.history: list[Txn] = []
        self._store = SnapshotStore()  # freezes the state before each action, sharing unchanged parts
        self.lazy_from = LAZY_FROM
        """Boards of at least this many objects may leave an action's snapshot lazy (``history.begin``)."""
        self._redo: list[Action] = []
        self._txn: Txn | None = None
        self._answer_iter: Iterator[Any] = iter(())
        self._answers = _Answers([])
        """The running action's own answers (``_answer_iter`` may be a mana ability's, while paying)."""
        self._replayed: list[tuple[int, int] | None] = []
        """The previous run of the running action, change by change (``Txn.touches``)."""
        self._replay_same = 0
        """How many first answers this run shares with that one."""
        self._cache_version = -1
        self._cache: dict[int, Computed] = {}
        self._cache_lru: dict[int, dict[int, Computed]] = {}
        self._rules_cache: tuple[int, list] = (-1, [])
        self._trigger_sources: tuple[int, list] = (-1, [])  # (triggers.trigger_sources)
        self.simultaneous: triggers.Simultaneous | None = None
        self.damage_batch: list[tuple[int, Any, int, bool]] | None = None
        """Damage dealt at once while a ``damage_at_once`` block runs: (source, recipient, amount, combat)."""
        """Objects leaving the battlefield at once, while they move (``triggers.simultaneously``)."""
        self.prevention_riders: dict[tuple[Any, ...], Any] = {}
        """The additional effects of the prevention in the damage being dealt (615.5, ``prevention.run_riders``)."""
        # Caches keyed on the characteristics version (a number never reused, even across undo):
        self._mana_rep_cache: tuple[int, list[tuple[int, Replacement, int]]] = (-1, [])
        """Mana replacement effects in play (``mana.replacements``)."""
        self._could_cache: tuple[int, dict[int, dict[str, str]], dict[tuple, frozenset[str]]] = (-1, {}, {})
        """What each permanent could produce, and a memo of "could produce" filters (``mana.could_produce``)."""
        self._next_chars_version = self.state.chars_version
        self._computing: dict[int, Computed] = {}
        self._layering = False
        self._cda_busy: set[int] = set()
        """Objects whose characteristic-defining P/T is being counted off the battlefield (it may count itself)."""
        self._entered: tuple[int, dict[int, Computed], int] | None = None  # (see touch)
        self.status_sensitive = False
        """A filter that depends on status (tapped, attacking, counters) has been used: status
        changes then invalidate the layer caches too (set by ``layers.matches``)."""
        self.last_error: str = ""
        self.refs: dict[str, int] = {}
        """Names given to objects by the preset (``ref = "bears"``)."""
        self.info: Any = None
        """The preset's metadata (``formats.preset.PresetInfo``), if it came from one."""
        self.custom_cards: list[dict[str, Any]] = []
        """The preset's own ``[[card]]`` tables, written back when the board is saved."""
        self.own_versions: dict[str, str] = {}
        """Cards the preset defines its own version of, though the library has them: the
        card's name and what differs from the library's definition."""

    # ------------------------------------------------------------------ public API

    @property
    def version(self) -> int:
        """Changes whenever the visible state changes (for UI refresh)."""
        return hash((self.state.version, len(self.history), self.pending is not None, len(self.log)))

    def legal_actions(self) -> list[Action]:
        """Every action the player with priority (or the deciding player) may take now."""
        return legal.legal_actions(self)

    def perform(self, action: Action) -> None:
        """Apply an action. Raises IllegalActionError (state unchanged) if it isn't legal."""
        if isinstance(action, Answer):
            self.answer(*action.values)
            return
        if self.pending is not None:
            raise IllegalActionError(f"a decision is pending: {self.pending.prompt}")
        if self.state.over and not isinstance(action, Edit):
            raise IllegalActionError(f"the game is over: {self.state.result()}")
        txn = begin(self, action)  # the state before it: frozen now, or rebuilt when needed
        self._run(txn, fresh=True)
        self._redo.clear()

    push = perform

    def answer(self, *values: Any) -> None:
        """Answer the pending decision; the action it belongs to continues."""
        if self.pending is None or self._txn is None:
            raise IllegalActionError("there is no decision to answer")
        if len(values) == 1 and isinstance(values[0], (list, tuple)):
            values = tuple(values[0])
        checked = self.pending.check(tuple(values))
        txn = self._txn
        txn.answers.append(checked)
        self._redo.clear()
        try:
            self._run(txn, keep_on_error=True)
        except IllegalActionError:
            txn.answers.pop()
            self._run(txn, keep_on_error=True)
            raise

    def answer_is_legal(self, *values: Any) -> bool:
        """Would this answer to the pending decision be accepted? (Tried on a scratch game.)"""
        if self.pending is None or self._txn is None:
            return False
        scratch = self._spawn(self.state)
        scratch._txn = self._txn.again(log_len=0)
        scratch.pending = self.pending
        try:
            scratch.answer(*values)
        except SandboxError:
            return False
        return True

    def undo(self) -> Action | None:
        """Undo the last step: an action, or one answer to a decision. Returns the action.

        Undoing an answer goes back to the decision it answered; undoing an action with no
        answers restores the state from before it (or cancels it if it is still pending).
        """
        if self._txn is not None and self.pending is not None:
            txn = self._txn
        elif self.history:
            txn = self.history.pop()
        else:
            return None
        if txn.answers:
            last = txn.answers.pop()
            self._redo.append(Answer(last))
            self._run(txn)
            return txn.action
        self._restore(txn)
        self._txn = None
        self.pending = None
        self._redo.append(txn.action)
        return txn.action

    pop = undo

    def redo(self) -> Action | None:
        """Redo the last undone step (an action or an answer)."""
        if not self._redo:
            return None
        step = self._redo.pop()
        keep = self._redo
        self._redo = []
        try:
            self.perform(step)
        finally:
            self._redo = keep
        return step

    @property
    def can_undo(self) -> bool:
        return bool(self.history) or self.pending is not None

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def fingerprint(self) -> tuple:
        """A value equal (==) for equal game states: the state, the log and the pending decision."""
        pending = (self.pending.prompt, tuple(o.value for o in self.pending.options)) if self.pending else None
        state = pickle.loads(self._snapshot())
        state.version = state.chars_version = 0  # bookkeeping for caches and redraws, not game state
        return (state, tuple(str(e) for e in self.log), pending)

    def clone(self, before_pending: bool = False, what_if: bool = False) -> Game:
        """An independent copy with the log, names, metadata and cards: carrying the pending
        decision (for 'what if' outcomes) or, ``before_pending``, as before the pending action.
        A ``what_if`` copy, played on and thrown away, leaves every action's snapshot lazy
        (rebuilt only if an undo or an illegal action needs it) on any size of board."""
        txn = self._txn if self.pending is not None else None
        g = self._spawn(thaw(txn.snapshot) if before_pending and txn is not None else pickle.loads(self._snapshot()))
        g.log = self.log[:txn.log_len] if before_pending and txn is not None else list(self.log)
        g.refs, g.info, g.custom_cards, g.own_versions = dict(self.refs), self.info, self.custom_cards, self.own_versions
        if txn is not None and not before_pending:  # the copy can answer it ("what if I chose ...")
            g._txn, g.pending = txn.again(), self.pending
        if what_if:
            g.lazy_from = 0
        return g

    def _spawn(self, state: State) -> Game:
        """A new Game on ``state`` starting with this one's layer results (keyed by versions it shares)."""
        g = Game(state, self.db)
        g._cache_lru = dict(self._cache_lru)
        g._next_chars_version = max(self._next_chars_version, state.chars_version)
        return g

    def steps(self) -> list[Txn]:
        """The steps performed, the pending one last (the same objects while unchanged)."""
        return [*self.history, *([self._txn] if self._txn is not None and self.pending is not None else [])]

    def replay(self) -> list[tuple[Action, list[Any]]]:
        """The actions and answers performed so far, the pending one last (for journals)."""
        return [(t.action, list(t.answers)) for t in self.steps()]

    # ------------------------------------------------------------------ queries

    def obj(self, oid: int) -> Obj:
        try:
            return self.state.objects[oid]
        except KeyError:
            raise IllegalActionError(f"there is no object #{oid}") from None

    def computed(self, oid: int) -> Computed:
        """Its layer result: a permanent's from the board's cache (computed once per version),
        any other object's from its copiable values (without recomputing the board)."""
        obj = self.obj(oid)
        if obj.zone == "battlefield":
            if self._cache_version != self.state.chars_version:
                self._refresh_cache()
            comp = self._cache.get(oid)
            if comp is not None:
                return comp
        if obj.kind == "ability":
            chars = obj.source_chars or Characteristics(name="ability")
            return Computed(chars, obj.controller, [Step("base", "ability on the stack", rule="113.7")])
        chars, steps = copiable_values(self, obj)
        comp = Computed(chars, obj.controller, steps)
        layers.add_intrinsic_abilities(comp)
        if obj.zone != "battlefield":
            layers.cda_pt_anywhere(self, obj, comp)
        return comp

    def _refresh_cache(self) -> None:
        cv = self.state.chars_version
        cached = self._cache_lru.get(cv)
        if cached is None:
            self._layering = True  # (a card's characteristic-defining P/T counts with the layers' view)
            try:
                cached = compute_all(self)
            finally:
                self._layering = False
            self._cache_lru[cv] = cached
            if len(self._cache_lru) > 16:
                del self._cache_lru[next(iter(self._cache_lru))]
        self._cache = cached
        self._cache_version = cv

    def chars(self, oid: int) -> Characteristics:
        """Current characteristics of an object (613)."""
        if self._cache_version == self.state.chars_version:
            comp = self._cache.get(oid)
            if comp is not None:
                return comp.chars
        return self.computed(oid).chars

    def controller(self, oid: int) -> int:
        """Current controller (a permanent's may be changed by layer-2 effects)."""
        if self._cache_version == self.state.chars_version:
            comp = self._cache.get(oid)
            if comp is not None:
                return comp.controller
        return self.computed(oid).controller if self.obj(oid).zone == "battlefield" else self.obj(oid).controller

    def all_computed(self) -> dict[int, Computed]:
        """Every permanent's layer result, in battlefield order (the cache itself: read only)."""
        if self._cache_version != self.state.chars_version:
            self._refresh_cache()
        return self._cache

    def all_chars(self) -> dict[int, Characteristics]:
        """Characteristics of every permanent."""
        if self._cache_version != self.state.chars_version:
            self._refresh_cache()
        return {oid: c.chars for oid, c in self._cache.items()}

    def explain(self, oid: int) -> str:
        """The layer-by-layer derivation of an object's characteristics."""
        comp = self.computed(oid)
        obj = self.obj(oid)
        c = comp.chars
        lines = [f"{c.name} #{oid} ({obj.zone}, controlled by {self.state.players[comp.controller].name})"]
        lines += [f"  {s}" for s in comp.steps]
        pt = f" {c.power}/{c.toughness}" if "Creature" in c.card_types and c.power is not None else ""
        colors = " ".join(COLOR_NAMES[x] for x in COLORS if x in c.colors) or "colorless"
        lines.append(f"  = {c.type_line()}{pt}; {colors}; mana cost {format_cost(c.mana_cost) or 'none'}")
        if c.abilities:
            lines.append("  abilities: " + " | ".join(a.text or a.kind for a in c.abilities))
        if obj.counters:
            lines.append("  counters: " + ", ".join(f"{n} {k}" for k, n in obj.counters.items() if n))
        return "\n".join(lines)

    def name(self, oid: int) -> str:
        """Display name with id: "Grizzly Bears #4"."""
        if oid in self.state.objects:
            return f"{self.chars(oid).name or layers.nameless(self.obj(oid))} #{oid}"
        lk = self.state.lki.get(oid)
        return f"{lk.chars.name} #{oid}" if lk else f"#{oid}"

    def battlefield(self, player: int | None = None) -> list[int]:
        return [o for o in self.state.battlefield if player is None or self.controller(o) == player]

    def is_sick(self, oid: int) -> bool:
        """Summoning sickness (302.6): not controlled continuously since its controller's turn began."""
        obj = self.obj(oid)
        ctrl = self.controller(oid)
        return obj.controlled_since > self.state.players[ctrl].turn_began

    def is_creature(self, oid: int) -> bool:
        return "Creature" in self.chars(oid).card_types

    def rule_effects(self, key: str) -> list[tuple[int, Any, int]]:
        """Static rule modifications (non-layer) in play: (controller, value, source id).

        They depend only on characteristics, so the scan is kept per characteristics version
        (combat asks once per creature)."""
        cv = self.state.chars_version
        if self._rules_cache[0] != cv:
            statics = []
            for oid in self.state.battlefield:
                for ab in self.chars(oid).abilities:
                    if isinstance(ab, Static):
                        statics += [(self.controller(oid), op, oid) for op in ab.effects
                                    if conditions.static_applies(self, op, oid, self.controller(oid))]
            for emblem in layers.emblems(self):  # 114.4: an emblem's rule modifications work from the command zone
                for ab in emblem.token_chars.abilities if emblem.token_chars is not None else ():
                    if isinstance(ab, Static):
                        statics += [(emblem.controller, op, emblem.id) for op in ab.effects
                                    if conditions.static_applies(self, op, emblem.id, emblem.controller)]
            self._rules_cache = (cv, statics)
        return [entry for entry in self._rules_cache[1] if key in entry[1]]

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Keep everything done inside, or, if it raises, take it all back: the history, the
        pending decision and the redo list are then as they were."""
        size, had_pending, redo = len(self.history), self.pending is not None, list(self._redo)
        try:
            yield
        except Exception:
            try:
                if self.pending is not None and not had_pending:
                    self.undo()
                while len(self.history) > size:
                    self.undo()
                self._redo[:] = redo
            except Exception:
                pass  # a defect in undo must not hide the error that started the rollback
            raise

    # ------------------------------------------------------------------ transactions

    def _snapshot(self) -> bytes:
        return pickle.dumps(self.state, protocol=pickle.HIGHEST_PROTOCOL)

    def _restore(self, txn: Txn) -> None:
        self.state = thaw(txn.snapshot)
        del self.log[txn.log_len:]
        self._cache_version = -1

    def _run(self, txn: Txn, keep_on_error: bool = False, fresh: bool = False) -> None:
        if not fresh:
            self._restore(txn)  # the live state already equals a fresh snapshot
        self._txn = txn
        self._answer_iter = self._answers = _Answers(txn.answers)
        self._replayed, self._replay_same = txn.touches, _common_prefix(txn.ran_with, txn.answers)
        txn.touches, txn.ran_with = [], list(txn.answers)
        self.pending = None
        try:
            self._apply(txn.action)
            self.settle()
        except NeedDecision as nd:
            self.pending = nd.decision
            self.touch()
            return
        except IllegalActionError as e:
            self._restore(txn)
            self._txn = None
            self.last_error = str(e)
            raise
        except InvalidActionError as e:
            self._restore(txn)
            self._txn = None
            raise IllegalActionError(str(e)) from None
        self._txn = None
        self.history.append(txn.finished(self.state))

    def ask_yes(self, player: int, prompt: str, rule: str) -> bool:
        """A yes/no decision ("you may ...", 603.5, 608.2d): True for yes."""
        options = [Option("yes", "yes"), Option("no", "no")]
        return bool(self.decide(Decision(player, prompt, options, "yesno", rule=rule)) == "yes")

    def decide(self, decision: Decision) -> Any:
        """Get the answer to a decision: the next recorded answer, or stop and ask.

        A decision with exactly one possible answer isn't asked. Returns a list for
        decisions that take several values (or none), else the single value.
        """
        multi = decision.ordered or decision.min != 1 or decision.max != 1
        if decision.kind not in ("number", "yesno") and not multi and len(decision.options) == 1:
            # One option to choose one of: the one answer there is, said with the rule that asks.
            self.note(decision.rule, f"{decision.prompt}: {decision.options[0].label} (the only possible answer)", "decision")
            return decision.options[0].value
        if multi and not decision.ordered and decision.options and decision.min == len(decision.options):
            # Every option must be chosen (discard 2 from a hand of 2): the one answer there is.
            self.note(decision.rule, f"{decision.prompt}: {', '.join(o.label for o in decision.options)}"
                      " (the only possible answer)", "decision")
            return [o.value for o in decision.options]
        try:
            values = next(self._answer_iter)
        except StopIteration:
            raise NeedDecision(decision) from None
        return list(values) if multi else values[0]

    def touch(self, chars: bool = True, entered: int | None = None) -> None:
        """Mark the state changed. ``chars=False`` for changes that can't affect characteristics
        (tapping, mana, life, damage, priority), so the layer computation stays cached; ``entered``:
        the only change is that permanent put last on the battlefield (see ``layers.compute_all``)."""
        self.state.version += 1
        txn = self._txn
        if not (chars or self.status_sensitive):
            if txn is not None:
                txn.touches.append(None)
            return
        base = self._cache if self._cache_version == self.state.chars_version else None
        version = self._replayed_version(txn)
        if version is None:
            # A number never reused by this Game for another state, so states restored by
            # undo keep their cache.
            self._next_chars_version = version = max(self._next_chars_version, self.state.chars_version) + 1
        self.state.chars_version = version
        if txn is not None:
            txn.touches.append((self._answers.used, version))
        self._entered = (version, base, entered) if base is not None and entered else None

    def _replayed_version(self, txn: Txn | None) -> int | None:
        """The version this change took in the previous run of the same action, if this run
        has been that one so far: the same change (by count) after the same answers. Actions are
        deterministic, so the state is then the same, and so is its layer result, which
        stays cached (answering a decision replays the action: without this, each answer
        recomputed the whole board's characteristics once per change before it)."""
        if txn is None:
            return None
        n, replayed = len(txn.touches), self._replayed
        entry = replayed[n] if n < len(replayed) else None
        if entry is not None and entry[0] == self._answers.used <= self._replay_same:
            return entry[1]
        self._replay_same = -1  # this run differs from here on: every later change takes a new number
        return None

    def note(self, rule: str, text: str, kind: str = "event", *ids: int) -> None:
        """Add a log entry naming the rule it follows."""
        self.log.append(LogEntry(rule, second_person(text), kind, ids))

    # ------------------------------------------------------------------ applying actions

    def _apply(self, action: Action) -> None:
        st = self.state
        if isinstance(action, Edit):
            edits.apply_edit(self, action)
            return
        if st.priority is None:
            raise IllegalActionError("no player has priority now")
        if isinstance(action, (Cast, Activate)):
            paying.tap_sources(self, action.paying)
        if isinstance(action, Pass):
            turns.pass_priority(self)
        elif isinstance(action, PlayLand):
            self._play_land(action.card, action.face)
        elif isinstance(action, Cast):
            self.cast(action.card, action.x, action.targets, action.exclude, action.kicked, action.face_down, action.with_cost,
                      action.half, action.fused, action.divided, action.kicks)
        elif isinstance(action, special.ACTIONS):
            special.perform(self, action)
        elif isinstance(action, Activate):
            self.activate(action.obj, action.ability, action.x, action.targets, action.exclude, action.divided)
        else:
            raise InvalidActionError(f"unknown action {action!r}")

    def _after_player_action(self) -> None:
        self.state.passes = 0
        self.touch(chars=False)

    # ------------------------------------------------------------------ zones

    def new_id(self) -> int:
        st = self.state
        oid = st.next_id
        st.next_id += 1
        return oid

    def move(self, oid: int, zone: str, *, to_player: int | None = None, rule: str = "400.7",
             index: int | None = None, quiet: bool = False) -> int | None:
        """Move an object to a zone: it becomes a new object with a new id (400.7). A token
        stays there until 704.5d and can't move again (111.8); a spell copy ceases to exist at
        once (707.10a). Returns the new id, or None if nothing moved or nothing remains.
        A permanent's leaves-the-battlefield abilities look back in time (603.10a): see
        ``zones.move_together`` for several leaving at once."""
        if self.obj(oid).zone == "battlefield" and self.simultaneous is None:
            with triggers.simultaneously(self):
                return self._move(oid, zone, to_player=to_player, rule=rule, index=index, quiet=quiet)
        return self._move(oid, zone, to_player=to_player, rule=rule, index=index, quiet=quiet)

    def _move(self, oid: int, zone: str, *, to_player: int | None, rule: str, index: int | None,
              quiet: bool) -> int | None:
        st = self.state
        obj = self.obj(oid)
        old_zone = obj.zone
        old_name = self.name(oid)
        if obj.kind == "token" and old_zone != "battlefield":
            self.note("111.8", f"{old_name} is a token that has left the battlefield: it can't move to the {zone}", "zone", oid)
            return None
        was_perm = old_zone == "battlefield"
        if was_perm and zone == "graveyard" and obj.chosen.get("exile_if_dies") == st.turn:
            # 614.1a: "if it would die this turn, exile it instead" (700.4: dies = battlefield to graveyard)
            self.note("614.1a", f"{old_name} would die: it is exiled instead", "zone", oid)
            zone, rule, index = "exile", "614.1a", None
        if zone == "graveyard" and (instead := to_graveyard(self, oid, obj.owner)) is not None:
            # 614.1a, 614.6: exiled instead; it never reaches a graveyard (so it doesn't die, 700.4)
            self.note("614.1a", f"{old_name} would be put into a graveyard: {self.name(instead[0])} exiles it instead",
                      "zone", oid)
            zone, rule, index = "exile", "614.1a", None
        if was_perm and zone != "exile" and obj.chosen.get("unearthed"):
            # 702.84a: "If it would leave the battlefield, exile it instead of putting it anywhere else."
            self.note("702.84a", f"{old_name} was unearthed: it is exiled instead", "zone", oid)
            zone, rule, index = "exile", "702.84a", None
        if was_perm and not (self.simultaneous and oid in self.simultaneous.remembered) \
                or old_zone == "stack" and obj.kind != "ability" or old_zone in ("graveyard", "exile"):
            # a spell too: "that spell's mana value" once it has left; and a card leaving a
            # graveyard or exile: Reanimate's "its mana value" after it is put onto the battlefield (608.2h)
            self._remember(oid)
        entering.leaving(self, obj, zone)
        self._remove_from_zone(obj)
        del st.objects[oid]
        # Auras and equipment attached to it become unattached (state-based actions act on them);
        # "when enchanted creature dies" looks back at them (603.10a).
        attached: list[int] = []
        if was_perm:
            for other in st.objects.values():
                if other.attached_to == oid:
                    other.attached_to = None
                    attached.append(other.id)
        owner = obj.owner
        if obj.kind in ("ability",):
            self.touch()
            return None
        if old_zone == "stack" and (obj.chosen.get("flashback") or obj.chosen.get("jump_start")
                                    or obj.chosen.get("aftermath")) and zone != "exile":
            # 702.34a, 702.133a, 702.127a: a spell cast with flashback or jump-start, or with aftermath
            # from a graveyard, is exiled instead of going anywhere else.
            zone, index = "exile", None
            rule = "702.34a" if obj.chosen.get("flashback") else "702.133a" if obj.chosen.get("jump_start") else "702.127a"
        if obj.kind == "spell_copy" and zone != "stack":
            if not quiet:
                self.note("707.10a", f"{old_name} (a copy of a spell) leaves the stack and ceases to exist", "zone", oid)
            self.touch()
            return None
        new = Obj(id=self.new_id(), owner=owner, controller=owner if zone != "stack" else obj.controller,
                  zone=zone, card=obj.card, kind=obj.kind, token_chars=obj.token_chars,
                  timestamp=st.ts(), entered_turn=st.turn)
        if obj.kind == "spell_copy":
            new.copies = obj.copies
        st.objects[new.id] = new
        lst = st.zone(zone, owner if zone not in ("battlefield", "stack") else None)
        if index is None:
            lst.append(new.id)
        else:
            lst.insert(index, new.id)
        if not quiet:
            self.note(rule, f"{old_name} moves from {old_zone} to {zone} as new object #{new.id}", "zone", oid, new.id)
        self.touch()
        if was_perm:
            entering.left_battlefield(self, oid, zone, new.id, tuple(attached))
        return new.id

    name_lk = name
    """The display name, from last known information once it has left (``name`` does both)."""

    def _remove_from_zone(self, obj: Obj) -> None:
        st = self.state
        key = st.zone_key(obj.zone, obj.owner)
        lst = st.zones.get(key, [])
        if obj.id in lst:
            lst.remove(obj.id)

    def _remember(self, oid: int) -> None:
        """Keep last known information as it leaves (113.7a); objects leaving at once are
        remembered together, before any of them moves (``zones.move_together``)."""
        comp = self.computed(oid)
        obj = self.obj(oid)
        copiable, _ = copiable_values(self, obj)
        self.state.lki[oid] = LastKnown(oid, comp.chars, comp.controller, obj.owner, dict(obj.counters),
                                        list(obj.copies), obj.kind == "token", obj.zone, obj.attached_to,
                                        copiable, obj.tapped, obj.attacking is not None, obj.blocking is not None,
                                        (obj.x or 0) if obj.zone == "stack" else 0, obj.chosen.get("tribute_paid"))

    def put_in_zone(self, card: str | None, owner: int, zone: str, *, token_chars: Characteristics | None = None,
                    kind: str = "card", controller: int | None = None) -> int:
        """Create an object directly in a zone (set-up and edits; not a zone change)."""
        st = self.state
        obj = Obj(id=self.new_id(), owner=owner, controller=owner if controller is None else controller,
                  zone=zone, card=card, kind=kind, token_chars=token_chars, timestamp=st.ts(),
                  entered_turn=st.turn)
        st.objects[obj.id] = obj
        st.zone(zone, owner).append(obj.id)
        self.touch(chars=zone != "command")  # (what waits there to enter changes no characteristic)
        return obj.id

    def draw(self, player: int, n: int = 1, rule: str = "121.1") -> None:
        from sandbox.core.dredge import instead_of_drawing
        lib = self.state.zone("library", player)
        for _ in range(n):
            if instead_of_drawing(self, player):  # 702.52a: each draw may be replaced by a dredge (121.2)
                continue
            if not lib:
                self.state.players[player].drew_from_empty = True
                self.note("121.4", f"{self.state.players[player].name} can't draw from an empty library", "draw")
                continue
            self.move(lib[-1], "hand", rule=rule, quiet=True)
            self.note(rule, f"{self.state.players[player].name} draws a card", "draw")
            self.fire({"kind": "draws", "player": player})  # 121.2: one card at a time, one event each

    def add_counters(self, oid: int, kind: str, n: int) -> None:
        """Put (n > 0) or remove (n < 0) counters (122)."""
        obj = self.obj(oid)
        before = obj.counters.get(kind, 0)
        after = max(0, before + n)
        if after:
            obj.counters[kind] = after
        else:
            obj.counters.pop(kind, None)
        self.touch()
        if after > before:
            self.fire({"kind": "counter_added", "object": oid, "counter": kind, "before": before, "after": after})
        elif kind == "time" and before and not after:
            keyword_abilities.last_time_counter_removed(self, oid)  # vanishing (702.63a)

    # ------------------------------------------------------------------ entering the battlefield

    def enter_battlefield(self, oid: int, controller: int, *, tapped: bool = False,
                          cast_x: int | None = None, rule: str = "608.3",
                          attach_to: int | None = None, counters: dict[str, int] | None = None,
                          face: int = 0) -> int | None:
        """Move an object onto the battlefield, applying 'as enters' replacements (614.1c-d, 614.12);
        ``counters``: what the effect that puts it there says it enters with (122.6); ``face``: a
        modal double-faced card played with its back face up (1, 712.12)."""
        return entering.enter(self, oid, controller, tapped=tapped, cast_x=cast_x, rule=rule, attach_to=attach_to,
                              counters=counters, face=face)

    def create_token(self, chars: Characteristics | None, controller: int, *, copies: list[CopyEffect] | None = None,
                     card: str | None = None, tapped: bool = False, rule: str = "111.1", transformed: bool = False,
                     counters: dict[str, int] | None = None) -> int | None:
        """Create a token and put it onto the battlefield (111.1, 111.3), back face up if ``transformed`` (707.8a),
        with ``counters`` (122.6). With no ``chars`` and a ``card``, the token is that definition, both
        faces of a double-faced token (the Incubator, 701.53a)."""
        tmp = self.put_in_zone(card, controller, "command", token_chars=chars, kind="token")
        obj = self.obj(tmp)
        obj.copies, obj.transformed = list(copies or []), transformed
        return self.enter_battlefield(tmp, controller, tapped=tapped, rule=rule, counters=counters)

    # ------------------------------------------------------------------ events and triggers

    def set_tapped(self, oid: int, tapped: bool) -> None:
        """Tap or untap a permanent (701.26); one that changes fires "becomes tapped" / "becomes
        untapped" (a permanent entering tapped doesn't become tapped, and tapping a tapped one
        does nothing)."""
        obj = self.obj(oid)
        if obj.tapped == tapped:
            return
        obj.tapped = tapped
        self.fire({"kind": "becomes_tapped" if tapped else "becomes_untapped", "object": oid})

    def fire(self, event: dict[str, Any]) -> None:
        """An event happened: check every triggered ability (603.2), mana ones at once (605.4a)."""
        if event["kind"] == "enters":
            ascend.check_ascend(self)  # 702.131b: the tenth permanent blesses at once
        triggers.check_triggers(self, event)
        monarch.check_triggers(self, event)  # 724.2

    def settle(self) -> None:
        """Before a player receives priority: SBAs, then put waiting triggers on the stack (117.5)."""
        for _ in range(1000):
            daynight.check(self)  # 702.145c-g: not state-based actions, but checked as often
            ascend.check_ascend(self)
            sba.run_sbas(self)
            if self.state.over:
                self.state.pending_triggers.clear()
                return
            control.follow_control(self)
            triggers.check_state_triggers(self)
            if not self.state.pending_triggers:
                return
            triggers.put_triggers_on_stack(self)
        raise IllegalActionError("the game is in a loop of triggers (stopped after 1000 rounds)")

    def sba_needed(self) -> bool:
        """Would a state-based action happen now (704.3)?"""
        return bool(sba.find_sbas(self))

    # ------------------------------------------------------------------ casting and activating

    def land_plays(self, player: int) -> int:
        """How many lands the player may play this turn (305.2): one, and the additional ones
        static abilities ("on each of your turns") and resolved effects ("this turn") allow."""
        more = sum(op["additional_lands"] for ctrl, op, _ in self.rule_effects("additional_lands")
                   if ctrl == player or op.get("land_players") == "players")
        return 1 + more + self.state.players[player].extra_lands

    def _play_land(self, card: int, face: int | None = None) -> None:
        st = self.state
        obj = self.obj(card)
        p = st.priority
        assert p is not None, "Game._apply checks that a player has priority"
        if obj.zone != "hand" or obj.owner != p:
            raise IllegalActionError(f"{self.name(card)} isn't in {st.players[p].name}'s hand")
        face = casting.land_face(self, obj, face, p)
        chars = self.chars(card) if face is None else self.db.get(obj.card or "").halves[face].chars
        if "Land" not in chars.card_types:
            raise IllegalActionError(f"{chars.name if face is not None else self.name(card)} isn't a land"
                                     + (" (712.12: only a land face of a modal double-faced card is played)" if face is not None else ""))
        if p != st.active or st.step not in ("main1", "main2") or st.stack:
            raise IllegalActionError("a land can be played only in your main phase with an empty stack (305.2)")
        if st.players[p].lands_played >= (most := self.land_plays(p)):
            raise IllegalActionError(f"you've already played {'a land' if most == 1 else f'{most} lands'} this turn (305.2)")
        st.players[p].lands_played += 1
        self.note("305.1", f"{st.players[p].name} plays {self.name(card)}" + (f" as {chars.name}, that face up (712.12)" if face else "")
                  + " (special action, 116.2a)", "action")
        self.enter_battlefield(card, p, rule="305.1", face=face or 0)
        self._after_player_action()

    def cast(self, card: int, x: int | None = None, targets: tuple[Any, ...] | None = None,
             exclude: tuple[int, ...] = (), kicked: bool = False, face_down: bool = False, with_cost: str = "",
             half: int | None = None, fused: bool = False, divided: tuple[int, ...] | None = None,
             kicks: int = 0) -> None:
        """Cast a spell (601.2), kicked or not (702.33), its multikicker cost paid ``kicks`` times
        (702.33c), face down for {3} (702.37c), for its evoke or dash cost or with buyback
        (``with_cost``), as one half of a split card or both fused (709.3, 702.102a); the mana
        payment uses none of the ``exclude`` sources; ``divided``: the shares of an amount divided
        among its targets (601.2d), asked if None."""
        casting.cast_spell(self, card, x, targets, exclude, kicked, face_down, with_cost=with_cost, half=half, fused=fused,
                           divided=divided, kicks=kicks)
        self._after_player_action()

    def activate(self, oid: int, index: int, x: int | None = None, targets: tuple[Any, ...] | None = None,
                 exclude: tuple[int, ...] = (), divided: tuple[int, ...] | None = None) -> None:
        """Activate an activated or mana ability (602, 605.3); the mana payment uses none of
        the ``exclude`` sources; ``divided`` as for ``cast``."""
        casting.activate_ability(self, oid, index, x, targets, exclude, divided)
        self._after_player_action()

    def activated_abilities(self, oid: int) -> list[Activated | ManaAbility]:
        """An object's activated abilities, in order (the index used by Activate)."""
        return [a for a in self.chars(oid).abilities if isinstance(a, (Activated, ManaAbility))]

    def resolve_top(self) -> None:
        """Resolve the top object of the stack (608)."""
        casting.resolve(self, self.state.stack[-1])

    # ------------------------------------------------------------------ mana

    def add_mana(self, player: int, mana: list[Mana] | ManaAmounts, rule: str = "106.3") -> None:
        self.state.players[player].pool.add(mana)
        self.touch(chars=False)

    def could_produce(self, oid: int) -> dict[str, str]:
        """Types of mana this permanent could produce (106.7), each with a reason."""
        return could_produce.could_produce(self, oid)

    # ------------------------------------------------------------------ damage and life

    def lose_life(self, player: int, n: int, rule: str = "119.3") -> None:
        self.state.players[player].life -= n
        self.note(rule, f"{self.state.players[player].name} loses {n} life ({self.state.players[player].life})", "life")
        self.touch(chars=False)

    def cant_gain_life(self, player: int) -> str | None:
        """Why the player can't gain life (119.7), or None: a static "Players can't gain life" /
        "Your opponents can't gain life", or a one-shot one for this turn."""
        st = self.state
        if st.players[player].cant_gain_life_turn == st.turn:
            return "this turn"
        for ctrl, op, src in self.rule_effects("cant_gain_life"):
            who = op["cant_gain_life"]
            if who == "players" or (who == "you") == (ctrl == player):
                return self.name(src)
        return None

    def gain_life(self, player: int, n: int, rule: str = "119.1") -> None:
        if n > 0 and (why := self.cant_gain_life(player)) is not None:
            # 119.7: an effect that would make them gain life does nothing: no life gain event (119.9)
            self.note("119.7", f"{self.state.players[player].name} can't gain life ({why}): gains no life", "life")
            return
        self.state.players[player].life += n
        self.note(rule, f"{self.state.players[player].name} gains {n} life ({self.state.players[player].life})", "life")
        self.touch(chars=False)
        if n > 0:  # 119.9: gaining 0 life is no life-gain event
            self.fire({"kind": "gains_life", "player": player, "amount": n})

    @contextmanager
    def damage_at_once(self) -> Iterator[None]:
        """Damage dealt inside is dealt at once (120.3, 510.2): then the "deals damage" and "is
        dealt damage" events fire, one per source and one per recipient with the total, and one per
        source and recipient (``triggers.damage_events``). Nested uses join the outer one."""
        if self.damage_batch is not None:
            yield
            return
        self.damage_batch = []
        try:
            yield
        finally:
            batch, self.damage_batch = self.damage_batch, None
        prevention.run_riders(self)  # 615.5: right after the damage event
        for event in triggers.damage_events(batch):
            self.fire(event)

    def deal_damage(self, source_name: str, target: Any, n: int, *, deathtouch: bool = False,
                    lifelink_player: int | None = None, source_colors: frozenset[str] | None = None,
                    source_types: tuple[str, ...] = (), infect: bool = False, wither: bool = False,
                    combat: bool = False, source: int | None = None, unpreventable: bool = False) -> int:
        """Deal damage (see ``_deal_damage``); ``source``: the id of the object that deals it, for
        the "deals damage" / "is dealt damage" triggers (120.3, 603.2); ``unpreventable``: "the
        damage can't be prevented" (615.12)."""
        dealt = self._deal_damage(source_name, target, n, deathtouch=deathtouch, lifelink_player=lifelink_player,
                                  source_colors=source_colors, source_types=source_types, infect=infect,
                                  wither=wither, combat=combat, source=source, unpreventable=unpreventable)
        if dealt > 0 and source is not None:
            st = self.state
            st.damage_dealt = [e for e in st.damage_dealt if e[0] == st.turn] + [(st.turn, source, target)]
            if self.damage_batch is not None:
                self.damage_batch.append((source, target, dealt, combat))
            else:
                for event in triggers.damage_events([(source, target, dealt, combat)]):
                    self.fire(event)
        return dealt

    def _deal_damage(self, source_name: str, target: Any, n: int, *, deathtouch: bool = False,
                     lifelink_player: int | None = None, source_colors: frozenset[str] | None = None,
                     source_types: tuple[str, ...] = (), infect: bool = False, wither: bool = False,
                     combat: bool = False, source: int | None = None, unpreventable: bool = False) -> int:
        """Deal damage (120.3): to a player (life, or poison counters from a source with infect,
        120.3b), planeswalker (loyalty), creature (marked, or -1/-1 counters from a source with
        wither or infect, 120.3d). Damage from a source the permanent has protection from is
        prevented (702.16e), and prevention shields prevent what they can (615). Returns the
        damage dealt."""
        cant = unpreventable or prevention.unpreventable(self, source, combat)  # 615.12: protection can't either
        if n > 0 and not cant and (source_colors or source_types) and isinstance(target, int) and target in self.state.objects \
                and self.obj(target).zone == "battlefield" \
                and targeting.protected_from(self, target, source_colors or frozenset(), source_types):
            # 616.1: the affected object's controller orders the prevention effects; protection
            # first keeps their shields (and spares a Phantom's counter, 615.5)
            self.note("702.16e", f"{n} damage from {source_name} to {self.name(target)} is prevented (protection)", "damage", target)
            return 0
        n = prevention.prevent(self, source_name, target, n, combat, source, cant)
        if n <= 0:
            return 0
        if isinstance(target, str):
            p = int(target[1:])
            hurt = self.state.players_damaged.setdefault(self.state.turn, [])
            if p not in hurt:
                hurt.append(p)  # 702.54a: bloodthirst asks whether an opponent was dealt damage this turn
            if infect:
                got = give_player_counters(self, p, "poison", n)
                self.note("702.90b", f"{source_name} deals {n} damage to {self.state.players[p].name} (infect): "
                          f"{got} poison counter(s) ({self.state.players[p].poison})", "damage")
            else:
                self.state.players[p].life -= n
                self.note("120.3a", f"{source_name} deals {n} damage to {self.state.players[p].name} ({self.state.players[p].life} life)", "damage")
        elif target in self.state.objects and self.obj(target).zone == "battlefield":
            c = self.chars(target)
            if "Planeswalker" in c.card_types:
                self.add_counters(target, "loyalty", -n)
                self.note("120.3c", f"{source_name} deals {n} damage to {self.name(target)}: {n} loyalty counter(s) removed", "damage", target)
            if "Creature" in c.card_types and (infect or wither):
                obj = self.obj(target)
                obj.deathtouch_damage = obj.deathtouch_damage or deathtouch
                put = put_counters(self, target, "-1/-1", n)
                self.note("120.3d", f"{source_name} deals {n} damage to {self.name(target)} "
                          f"({'infect, 702.90c' if infect else 'wither, 702.80b'}): {put} -1/-1 counter(s)", "damage", target)
            elif "Creature" in c.card_types:
                obj = self.obj(target)
                obj.damage += n
                obj.deathtouch_damage = obj.deathtouch_damage or deathtouch
                self.note("120.3e", f"{source_name} deals {n} damage to {self.name(target)}", "damage", target)
            if "Creature" not in c.card_types and "Planeswalker" not in c.card_types:
                self.note("120.4", f"{self.name(target)} is neither a creature nor a planeswalker: no damage is dealt", "damage", target)
                return 0
        else:
            return 0
        if lifelink_player is not None:
            self.gain_life(lifelink_player, n, rule="702.15b")
        self.touch()
        return n

