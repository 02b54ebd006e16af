"""Actions and decisions as plain values.

Actions are hashable and have a text form in the command language (``str(action)``).
A decision is what the engine asks when a player must choose; ``Answer`` answers it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sandbox.errors import IllegalActionError


def _ref(t: Any) -> str:
    return t if isinstance(t, str) else f"#{t}"


def _x_and_targets(x: int | None, targets: tuple[Any, ...] | None, divided: tuple[int, ...] | None = None) -> str:
    out = f" x={x}" if x is not None else ""
    if targets:
        out += " targets " + " ".join(_ref(t) for t in targets)
    if divided is not None:
        out += " divided " + " ".join(map(str, divided))
    return out


def _paying(taps: tuple[Any, ...], exclude: tuple[int, ...] = ()) -> str:
    out = " paying " + ", ".join(f"#{t[0]}" for t in taps) if taps else ""
    return out + (" without " + ", ".join(f"#{e}" for e in exclude) if exclude else "")


@dataclass(frozen=True)
class Action:
    """Base of every action."""


@dataclass(frozen=True)
class Pass(Action):
    """The player with priority passes (117.3d)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class PlayLand(Action):
    """Play a land from hand: a special action (116.2a, 305.1)."""

    card: int
    face: int | None = None
    """Which face of a modal double-faced card is played (0 front, 1 back, 712.12): asked if
    both are lands, else its land face; None for any other card."""

    def __str__(self) -> str:
        return f"play #{self.card}" + (f" half {self.face + 1}" if self.face is not None else "")


@dataclass(frozen=True)
class Cast(Action):
    """Cast a spell from hand (601). Missing X or targets are asked as decisions."""

    card: int
    x: int | None = None
    targets: tuple[Any, ...] | None = None
    paying: tuple[Any, ...] = ()
    """Mana abilities to activate first, as one step (see ``sandbox.core.mana.paying.paid``)."""
    exclude: tuple[int, ...] = ()
    """Sources the rest of the payment must not use (the plan was made without them)."""
    kicked: bool = False
    """Cast with its kicker cost paid (702.33d), announced with the other choices (601.2b)."""
    kicks: int = 0
    """How many times its multikicker cost is paid (702.33c), announced with the other choices."""
    face_down: bool = False
    """Cast face down as a 2/2 creature for {3} (morph, 702.37c)."""
    with_cost: str = ""
    """The keyword cost it's cast with, announced with the other choices (601.2b): "evoke" or
    "dash", alternative costs paid rather than its mana cost (118.9, 702.74a, 702.109a), or
    "buyback" or "entwine", an additional cost (118.8, 702.27a, 702.42a), or "disturb": from its
    owner's graveyard, transformed, for its disturb cost (702.146a)."""
    divided: tuple[int, ...] | None = None
    """The shares of an amount divided among its targets, in their order (601.2d); asked if None."""
    half: int | None = None
    """Which half of a split card is cast: 0 (left) or 1 (right), chosen before it's put on the
    stack (709.3); None: asked as a decision if the card is a split card."""
    fused: bool = False
    """Both halves of a split card with fuse, cast from a hand as one spell (702.102a)."""

    def __str__(self) -> str:
        return (f"cast #{self.card}" + (f" half {self.half + 1}" if self.half is not None else "")
                + (" fused" if self.fused else "")
                + (" kicked" if self.kicked else "") + (f" kicked {self.kicks} times" if self.kicks else "")
                + (" face down" if self.face_down else "")
                + (f" with {self.with_cost}" if self.with_cost else "")
                + _x_and_targets(self.x, self.targets, self.divided)
                + _paying(self.paying, self.exclude))


def cast_halves(action: Cast) -> tuple[int, ...]:
    """The halves of a split card a Cast names (709.3): both when fused (702.102a), else the
    one given, else none (the card isn't split, or the half is still to be asked)."""
    return (0, 1) if action.fused else (action.half,) if action.half is not None else ()


@dataclass(frozen=True)
class Activate(Action):
    """Activate an ability of a permanent (602), or a mana ability (605.3a)."""

    obj: int
    ability: int = 0
    """Index among the object's activated and mana abilities."""
    x: int | None = None
    targets: tuple[Any, ...] | None = None
    paying: tuple[Any, ...] = ()
    """Mana abilities to activate first, as one step (see ``sandbox.core.mana.paying.paid``)."""
    exclude: tuple[int, ...] = ()
    """Sources the rest of the payment must not use (the plan was made without them)."""
    divided: tuple[int, ...] | None = None
    """The shares of an amount divided among its targets, in their order (601.2d); asked if None."""

    def __str__(self) -> str:
        return (f"activate #{self.obj} {self.ability + 1}" + _x_and_targets(self.x, self.targets, self.divided)
                + _paying(self.paying, self.exclude))


@dataclass(frozen=True)
class TurnFaceUp(Action):
    """Turn a face-down permanent face up: a special action (116.2b, 702.37e, 701.40b)."""

    obj: int

    def __str__(self) -> str:
        return f"turn #{self.obj} face up"


@dataclass(frozen=True)
class Ninjutsu(Action):
    """Activate a card's ninjutsu from a hand, returning an unblocked attacker (702.49a)."""

    card: int
    attacker: int

    def __str__(self) -> str:
        return f"ninjutsu #{self.card} returning #{self.attacker}"


@dataclass(frozen=True)
class Suspend(Action):
    """Exile a card with suspend from your hand for its suspend cost, with its time counters: a
    special action (116.2f, 702.62a)."""

    card: int

    def __str__(self) -> str:
        return f"suspend #{self.card}"


@dataclass(frozen=True)
class Foretell(Action):
    """Pay {2} and exile a card with foretell from your hand face down, during your turn: a
    special action (116.2h, 702.143a)."""

    card: int

    def __str__(self) -> str:
        return f"foretell #{self.card}"


@dataclass(frozen=True)
class Answer(Action):
    """Answer the pending decision with option values (in order, for ordering decisions)."""

    values: tuple[Any, ...]

    def __str__(self) -> str:
        return "choose " + " ".join(_ref(v) if isinstance(v, int) and not isinstance(v, bool) else str(v)
                                    for v in self.values)


@dataclass(frozen=True)
class Edit(Action):
    """A sandbox edit of the board (not a game action): add, remove, move, life, counters, ...

    Edits go through the engine like actions so they are logged, undoable and replayable.
    """

    op: str
    args: tuple[tuple[str, Any], ...] = ()

    def arg(self, key: str, default: Any = None) -> Any:
        return dict(self.args).get(key, default)

    def __str__(self) -> str:
        return f"edit {self.op} " + " ".join(f"{k}={v!r}" for k, v in self.args)


@dataclass(frozen=True)
class Option:
    """One choice offered by a decision."""

    value: Any
    label: str

    def __str__(self) -> str:
        return self.label


@dataclass
class Decision:
    """A choice the engine needs (who, prompt, options, how many, the rule that asks)."""

    player: int
    prompt: str
    options: list[Option]
    kind: str = "choose"
    """choose | order | number | yesno | color | copy | targets | attackers | blockers |
    legend | replacement_order | trigger_order | mana."""
    min: int = 1
    max: int = 1
    rule: str = ""
    ordered: bool = False
    """If true, the answer lists every option in the chosen order."""
    low: int = 0
    high: int = 0
    """For kind "number": the allowed range."""
    context: dict[str, Any] = field(default_factory=dict)

    def check(self, values: tuple[Any, ...]) -> tuple[Any, ...]:
        """Validate an answer; return it normalised. Raises IllegalActionError."""
        if self.kind == "number":
            if len(values) != 1:
                raise IllegalActionError(f"answer one number from {self.low} to {self.high}")
            try:
                n = int(values[0])
            except (TypeError, ValueError):
                raise IllegalActionError(f"expected a number from {self.low} to {self.high}, found {values[0]!r}") from None
            if not self.low <= n <= self.high:
                raise IllegalActionError(f"{n} is out of range: choose from {self.low} to {self.high}")
            return (n,)
        allowed = [o.value for o in self.options]
        for v in values:
            if v not in allowed:
                labels = ", ".join(str(o.value) for o in self.options) or "nothing"
                raise IllegalActionError(f"{v!r} is not an option here; options: {labels}")
        if len(set(map(repr, values))) != len(values):
            raise IllegalActionError("an option was chosen twice")
        if self.ordered:
            if len(values) != len(allowed):
                raise IllegalActionError(f"give all {len(allowed)} options in the order you want")
        elif not self.min <= len(values) <= self.max:
            want = str(self.min) if self.min == self.max else f"{self.min} to {self.max}"
            raise IllegalActionError(f"choose {want} option(s), found {len(values)}")
        return tuple(values)

    def label_of(self, value: Any) -> str:
        for o in self.options:
            if o.value == value:
                return o.label
        return str(value)
