"""Lines of play stored in a preset: the ``[demo]`` section (narrated steps, puzzle solutions).

A step is a table with one action key and an optional ``narration`` and ``expect``::

    [[demo.step]]
    activate = "forest"          # a ref or a card name (battlefield, controlled by the player with priority)
    ability = 1                  # which activated/mana ability, counting from 1 (default 1)
    narration = "Wild Growth's trigger is a mana ability: it resolves at once (605.4a)."

Action keys: ``cast`` (hand), ``play`` (a land from hand), ``activate``, ``pass`` (a count, or
true for one), ``resolve`` (true: pass until the stack is empty), ``answer`` (a list of
option names, refs, numbers, "you"/"opponent"), ``command`` (a line of the command language).
``cast``/``activate`` take ``x`` and ``targets``. ``expect`` is a goal-like table (see
goals.py) that must hold after the step. Names are resolved on the board as it is when
the step runs, so the same file works as the board changes.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import islice, product
from typing import TYPE_CHECKING, Any

from sandbox.core.actions import Action, Activate, Cast, Pass, PlayLand
from sandbox.errors import IllegalActionError, InvalidActionError
from sandbox.formats.demo import Demo, Step
from sandbox.formats.goals import conditions_hold, describe_goal, object_matches
from sandbox.script.names import obj_name, objects_in
from sandbox.script.session import Session

if TYPE_CHECKING:
    from sandbox.core.game import Game

# ---------------------------------------------------------------- resolving names

def _player_ref(v: Any) -> str | None:
    if isinstance(v, str) and v.lower() in ("you", "p0"):
        return "p0"
    if isinstance(v, str) and v.lower() in ("opponent", "p1"):
        return "p1"
    return None


def find_object(game: Game, spec: Any, zones: tuple[str, ...], player: int | None = None,
                prefer_untapped: bool = False, exclude: set[int] | None = None) -> int:
    """An object id from a ref, "#id", a name or a goal-like table (``{ name = ..., tapped = ... }``),
    searched zone by zone: the command language's pool of objects (``names.objects_in``: the
    controller on the battlefield and stack, the owner elsewhere) and its names
    (``names.obj_name``); a table matches as a goal's ``object`` does. A step's name means
    the first such object (an untapped one first if ``prefer_untapped``), not a choice to ask."""
    st = game.state
    if isinstance(spec, int) and not isinstance(spec, bool):
        if spec in st.objects:
            return spec
        raise IllegalActionError(f"there is no object #{spec}")
    if not isinstance(spec, (str, dict)) or not spec:
        raise IllegalActionError(f"expected a card name or ref, found {spec!r}")
    if isinstance(spec, str) and spec.startswith("#") and spec[1:].isdigit():
        return find_object(game, int(spec[1:]), zones)
    exclude = exclude or set()
    if isinstance(spec, str) and spec in game.refs and game.refs[spec] in st.objects and game.refs[spec] not in exclude:
        return game.refs[spec]
    for zone in zones:
        hits = [oid for oid in objects_in(game, [zone], player) if oid not in exclude and _is(game, oid, spec)]
        if hits:
            untapped = [o for o in hits if not st.objects[o].tapped]
            return untapped[0] if prefer_untapped and untapped else hits[0]
    if isinstance(spec, dict):
        raise IllegalActionError(f"nothing in {' or '.join(zones)} matches {spec}")
    raise IllegalActionError(f"no {spec!r} in {' or '.join(zones)}")


def _is(game: Game, oid: int, spec: str | dict[str, Any]) -> bool:
    """Is the object the one a step names: its name, or a goal-like table it fits?"""
    if isinstance(spec, dict):
        return object_matches(game, oid, spec)
    return obj_name(game, oid).lower() == spec.lower()


def _target_candidates(game: Game, t: Any) -> list[Any]:
    """Every object a target name could mean (refs and ids are exact)."""
    pr = _player_ref(t)
    if pr:
        return [pr]
    first = find_object(game, t, ("battlefield", "stack"))
    out = [first]
    if isinstance(t, str) and t not in game.refs and not t.startswith("#"):
        seen = {first}
        for _ in range(20):
            try:
                nxt = find_object(game, t, ("battlefield", "stack"), exclude=seen)
            except IllegalActionError:
                break
            seen.add(nxt)
            out.append(nxt)
    return out


def _perform_with_targets(game: Game, make: Callable[[Any], Action], spec_targets: list[Any] | None) -> None:
    """Perform the action; if a target name matches several objects, use the first legal one."""
    if spec_targets is None:
        game.perform(make(None))
        return
    cands = [_target_candidates(game, t) for t in spec_targets]
    first_error: IllegalActionError | None = None
    for combo in islice(product(*cands), 64):
        if len(set(map(repr, combo))) != len(combo):
            continue
        try:
            game.perform(make(tuple(combo)))
            return
        except IllegalActionError as e:
            first_error = first_error or e
    raise first_error or IllegalActionError("no legal choice of targets")


def _answer_values(game: Game, values: Any) -> list[Any]:
    d = game.pending
    if d is None:
        raise IllegalActionError("there is no decision to answer")
    if not isinstance(values, list):
        values = [values]
    if d.kind == "number":
        return [int(v) for v in values]
    out: list[Any] = []
    for v in values:
        if isinstance(v, str) and v.startswith("#") and v[1:].isdigit():
            v = int(v[1:])
        pick = None
        if isinstance(v, dict):
            for o in d.options:
                if o.value not in out and isinstance(o.value, int) and o.value in game.state.objects \
                        and object_matches(game, o.value, v):
                    pick = o
                    break
            if pick is None:
                raise IllegalActionError(f"no option for \"{d.prompt}\" matches {v}")
            out.append(pick.value)
            continue
        pr = _player_ref(v)
        for o in d.options:
            if o.value in out:
                continue
            if o.value == v or (pr and o.value == pr):
                pick = o
                break
        if pick is None and isinstance(v, str):
            want = v.lower()
            ref_id = game.refs.get(v)
            for o in d.options:
                if o.value in out:
                    continue
                if ref_id is not None and o.value == ref_id:
                    pick = o
                    break
                if isinstance(o.value, int) and not isinstance(o.value, bool) and o.value in game.state.objects \
                        and game.chars(o.value).name.lower() == want:
                    pick = o
                    break
                if o.label.lower() == want or str(o.value).lower() == want:
                    pick = o
                    break
            if pick is None:
                for o in d.options:
                    if o.value not in out and o.label.lower().startswith(want):
                        pick = o
                        break
        if pick is None:
            opts = "; ".join(f"{o.label}" for o in d.options)
            raise IllegalActionError(f"{v!r} is not an option for \"{d.prompt}\"; options: {opts}")
        out.append(pick.value)
    return out


def run_step(game: Game, step: Step | dict[str, Any]) -> None:
    """Perform one step on the game (raises IllegalActionError with one clear line)."""
    s = step.spec if isinstance(step, Step) else step
    st = game.state
    p = st.priority if st.priority is not None else st.active
    x = s.get("x")
    targets = list(s["targets"]) if "targets" in s else None
    if "command" in s:
        result = Session(game).run(str(s["command"]))
        if not result.ok:
            raise IllegalActionError(result.message)
    elif "cast" in s:
        card = find_object(game, s["cast"], ("hand",), p)
        _perform_with_targets(game, lambda t: Cast(card, x, t), targets)
    elif "play" in s:
        game.perform(PlayLand(find_object(game, s["play"], ("hand",), p)))
    elif "activate" in s:
        oid = find_object(game, s["activate"], ("battlefield",), p, prefer_untapped=True)
        idx = int(s.get("ability", 1)) - 1
        _perform_with_targets(game, lambda t: Activate(oid, idx, x, t), targets)
    elif "answer" in s:
        game.answer(*_answer_values(game, s["answer"]))
    elif "pass" in s:
        n = 1 if s["pass"] is True else int(s["pass"])
        for _ in range(n):
            if game.pending is not None:
                break
            game.perform(Pass())
    elif "resolve" in s:
        for _ in range(200):
            if not game.state.stack or game.pending is not None or game.state.over:
                break
            game.perform(Pass())
    if "expect" in s and not conditions_hold(game, s["expect"]):
        raise IllegalActionError(f"expected after this step: {describe_goal(s['expect'])}")


def run_demo(game: Game, demo: Demo) -> None:
    """Run every step (for tests and `check`); raises naming the failing step."""
    for i, step in enumerate(demo.steps, 1):
        try:
            run_step(game, step)
        except (IllegalActionError, InvalidActionError) as e:
            raise IllegalActionError(f"step {i} ({step.label}): {e}") from None


class Player:
    """Steps through a demo forward and back (back is the engine's exact undo)."""

    def __init__(self, game: Game, demo: Demo):
        self.game = game
        self.demo = demo
        self.pos = 0
        self._start = 0
        """The line starts from the board as loaded (no actions yet)."""

    @property
    def current(self) -> Step | None:
        return self.demo.steps[self.pos - 1] if self.pos else None

    @property
    def narration(self) -> str:
        if self.pos == 0:
            return self.demo.intro or self.demo.title or "Press → to play the first step."
        return self.demo.steps[self.pos - 1].narration or self.demo.steps[self.pos - 1].label

    def forward(self) -> bool:
        if self.pos >= len(self.demo.steps):
            return False
        run_step(self.game, self.demo.steps[self.pos])
        self.pos += 1
        return True

    def back(self) -> bool:
        """One step back: undo to the start (exact) and replay the earlier steps."""
        if self.pos == 0:
            return False
        target = self.pos - 1
        self.rewind()
        for _ in range(target):
            self.forward()
        return True

    def rewind(self) -> None:
        for _ in range(100_000):
            if len(self.game.history) <= self._start and self.game.pending is None:
                break
            if self.game.undo() is None:
                break
        self.pos = 0


def command_script(game: Game) -> list[str]:
    """The actions performed on ``game`` so far as lines of the command language (ids, so
    they replay exactly on the same board as loaded): a solution as a scenario script."""
    st = game.state
    lines: list[str] = []
    for action, answers in game.replay():
        lines.append(str(action))
        for ans in answers:
            vals = ans if isinstance(ans, (list, tuple)) else (ans,)
            words = [f"#{v}" if isinstance(v, int) and not isinstance(v, bool) and (v in st.objects or v in st.lki)
                     else str(v) for v in vals]
            lines.append("choose " + (", ".join(words) if words else "none"))
    return lines
