"""The qualifiers a filter is made of: each a small class with ``test(subject, view)`` (card
type, subtype, supertype, color, status, controller, owner, keyword, a number compared, a
counter, the chosen color or type, and the combinators All, AnyOf, Not), and what they are tested on:
the ``Subject`` (characteristics plus status) and the ``View`` (who asks, the source)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, ClassVar

from sandbox.cards.typeline import ALL_CREATURE_TYPES, CREATURE_SUBTYPES, PERMANENT_TYPES
from sandbox.symbols import NAME_TO_SYMBOL, mana_value

if TYPE_CHECKING:
    from sandbox.cards.model import Characteristics


# ---------------------------------------------------------------- what a filter is tested on

@dataclass(slots=True)
class Subject:
    """An object as a filter sees it: its current characteristics and its status."""

    chars: Characteristics
    controller: int
    owner: int
    oid: int | None = None
    tapped: bool = False
    attacking: bool = False
    blocking: bool = False
    token: bool = False
    counters: Mapping[str, int] = field(default_factory=dict)
    x: int = 0
    """The value of X in its mana cost: chosen on the stack, 0 elsewhere (107.3m, 202.3e)."""
    face_down: bool = False
    """A face-down permanent (708.2)."""
    attached_to: int | None = None
    """The object this Aura, Equipment or Fortification is attached to (301.5, 303.4)."""
    blocking_id: int | None = None
    """The attacking creature it blocks (509.1)."""
    kicked: bool = False
    """A spell on the stack cast kicked (702.33d)."""


@dataclass(frozen=True)
class View:
    """Whose point of view a filter is read from: "you", the source ("another"), its X and
    its chosen color."""

    you: int
    source_id: int | None = None
    x: int | None = None
    chosen_color: str | None = None
    chosen_type: str | None = None
    """The creature type chosen as the source entered (614.12)."""
    combat_damaged: frozenset[int] = frozenset()
    """The players the source dealt combat damage to this turn (510.2)."""
    source_power: int | None = None
    """The source's power now, or as it last existed on the battlefield (608.2h); filled only
    for a filter that compares with it (``PowerLessThanSource``)."""
    source_name: str = ""
    """The source's name now ("named ~"); "" if it has none (a face-down permanent, 708.2)."""
    source_blocking: int | None = None
    """The attacking creature the source blocks (509.1), if it blocks."""
    defending: int | None = None
    """The defending player: in a two-player game, the nonactive player during the combat phase
    (506.2); None outside it."""
    damage: frozenset[tuple[int, int | str]] = frozenset()
    """(source, recipient) for each time damage was dealt this turn (120.3): the recipient an
    object id or "p<N>"."""


# ---------------------------------------------------------------- qualifiers

class Qualifier:
    """One condition of a filter."""

    kind: ClassVar[str] = ""
    """What sort of qualifier this is (for docs and counts)."""
    status: ClassVar[bool] = False
    """Depends on an object's status (tapped, attacking...), not only its characteristics."""

    def test(self, s: Subject, v: View) -> bool:
        raise NotImplementedError

    def parts(self) -> Iterator[Qualifier]:
        yield self


@dataclass(frozen=True)
class Anything(Qualifier):
    kind: ClassVar[str] = "noun"

    def test(self, s: Subject, v: View) -> bool:
        return True


@dataclass(frozen=True)
class All(Qualifier):
    """Every part holds (the words of one kind, or a kind and the clauses)."""

    items: tuple[Qualifier, ...]

    def test(self, s: Subject, v: View) -> bool:
        return all(q.test(s, v) for q in self.items)

    def parts(self) -> Iterator[Qualifier]:
        for q in self.items:
            yield from q.parts()


@dataclass(frozen=True)
class AnyOf(Qualifier):
    """One of the kinds holds ("artifact or creature")."""

    items: tuple[Qualifier, ...]

    def test(self, s: Subject, v: View) -> bool:
        return any(q.test(s, v) for q in self.items)

    def parts(self) -> Iterator[Qualifier]:
        for q in self.items:
            yield from q.parts()


@dataclass(frozen=True)
class Not(Qualifier):
    """"non<word>": the word doesn't hold."""

    item: Qualifier

    def test(self, s: Subject, v: View) -> bool:
        return not self.item.test(s, v)

    def parts(self) -> Iterator[Qualifier]:
        yield self
        yield from self.item.parts()


@dataclass(frozen=True)
class HasCardType(Qualifier):
    kind: ClassVar[str] = "card type"
    name: str

    def test(self, s: Subject, v: View) -> bool:
        return self.name in s.chars.card_types


@dataclass(frozen=True)
class IsPermanent(Qualifier):
    """"permanent": has a permanent card type (110.4)."""

    kind: ClassVar[str] = "noun"

    def test(self, s: Subject, v: View) -> bool:
        return any(t in PERMANENT_TYPES for t in s.chars.card_types)


@dataclass(frozen=True)
class HasSubtype(Qualifier):
    kind: ClassVar[str] = "subtype"
    name: str

    def test(self, s: Subject, v: View) -> bool:
        c = s.chars
        if self.name in c.subtypes:
            return True
        # 702.73a: an object with every creature type is each of them.
        return (self.name in CREATURE_SUBTYPES and ALL_CREATURE_TYPES in c.subtypes
                and ("Creature" in c.card_types or "Kindred" in c.card_types))


@dataclass(frozen=True)
class HasSupertype(Qualifier):
    kind: ClassVar[str] = "supertype"
    name: str

    def test(self, s: Subject, v: View) -> bool:
        return self.name in s.chars.supertypes


@dataclass(frozen=True)
class HasColor(Qualifier):
    """A color (white...), or "colorless", "monocolored", "multicolored" (105.2)."""

    kind: ClassVar[str] = "color"
    name: str

    def test(self, s: Subject, v: View) -> bool:
        n = len(s.chars.colors)
        if self.name == "colorless":
            return n == 0
        if self.name == "monocolored":
            return n == 1
        if self.name == "multicolored":
            return n > 1
        return NAME_TO_SYMBOL[self.name] in s.chars.colors


@dataclass(frozen=True)
class Historic(Qualifier):
    """"historic" (700.6): has the legendary supertype, the artifact card type or the Saga subtype."""

    kind: ClassVar[str] = "historic"

    def test(self, s: Subject, v: View) -> bool:
        c = s.chars
        return "Legendary" in c.supertypes or "Artifact" in c.card_types or "Saga" in c.subtypes


class Status(Enum):
    TAPPED = "tapped"
    UNTAPPED = "untapped"
    ATTACKING = "attacking"
    BLOCKING = "blocking"
    TOKEN = "token"
    FACE_DOWN = "face-down"


@dataclass(frozen=True)
class HasStatus(Qualifier):
    """Tapped, untapped (110.5), attacking, blocking (506.4), token (111.1), face-down (708.2)."""

    kind: ClassVar[str] = "status"
    status: ClassVar[bool] = True
    name: Status

    def test(self, s: Subject, v: View) -> bool:
        if self.name is Status.TAPPED:
            return s.tapped
        if self.name is Status.UNTAPPED:
            return not s.tapped
        if self.name is Status.ATTACKING:
            return s.attacking
        if self.name is Status.BLOCKING:
            return s.blocking
        if self.name is Status.FACE_DOWN:
            return s.face_down
        return s.token


class Who(Enum):
    YOU = "you"
    OPPONENT = "opponent"
    DEFENDING = "defending player"
    """506.2: in a two-player game, the nonactive player during the combat phase; nobody else."""


def _is(player: int, who: Who, v: View) -> bool:
    if who is Who.DEFENDING:
        return v.defending is not None and player == v.defending
    return (player == v.you) == (who is Who.YOU)


@dataclass(frozen=True)
class ControlledBy(Qualifier):
    kind: ClassVar[str] = "controller"
    who: Who

    def test(self, s: Subject, v: View) -> bool:
        return _is(s.controller, self.who, v)


@dataclass(frozen=True)
class OwnedBy(Qualifier):
    """"you own", "in your graveyard" (a card in a graveyard is its owner's, 404.1)."""

    kind: ClassVar[str] = "owner"
    who: Who

    def test(self, s: Subject, v: View) -> bool:
        return _is(s.owner, self.who, v)


@dataclass(frozen=True)
class HasKeyword(Qualifier):
    """"with flying" (702): has the keyword now."""

    kind: ClassVar[str] = "with keyword"
    name: str

    def test(self, s: Subject, v: View) -> bool:
        return s.chars.has_keyword(self.name)


class Stat(Enum):
    MANA_VALUE = "mana value"
    POWER = "power"
    TOUGHNESS = "toughness"


class Compare(Enum):
    AT_MOST = "or less"
    AT_LEAST = "or greater"
    EXACTLY = ""


@dataclass(frozen=True)
class StatIs(Qualifier):
    """"with mana value 3 or less" (202.3), "with power 4 or greater" (208.1); ``number``
    None means X (the source's X as it was cast, 0 without one: 107.3)."""

    kind: ClassVar[str] = "with number"
    stat: Stat
    compare: Compare
    number: int | None

    def test(self, s: Subject, v: View) -> bool:
        c = s.chars
        have = (mana_value(c.value_cost, s.x) if self.stat is Stat.MANA_VALUE
                else c.power if self.stat is Stat.POWER else c.toughness)
        if have is None:
            return False  # 208.3: a noncreature permanent has no power or toughness
        want = self.number if self.number is not None else (v.x or 0)
        if self.compare is Compare.AT_MOST:
            return have <= want
        if self.compare is Compare.AT_LEAST:
            return have >= want
        return have == want


@dataclass(frozen=True)
class HasCounter(Qualifier):
    """"with a +1/+1 counter on it" (122.1)."""

    kind: ClassVar[str] = "with counter"
    status: ClassVar[bool] = True
    counter: str

    def test(self, s: Subject, v: View) -> bool:
        return s.counters.get(self.counter, 0) > 0


@dataclass(frozen=True)
class ControllerDealtCombatDamageBySource(Qualifier):
    """"whose controller was dealt combat damage by ~ this turn" (510.2): the object's controller
    is a player the source (the same object, 400.7) dealt combat damage to this turn."""

    kind: ClassVar[str] = "controller dealt combat damage"
    status: ClassVar[bool] = True

    def test(self, s: Subject, v: View) -> bool:
        return s.controller in v.combat_damaged


@dataclass(frozen=True)
class PowerLessThanSource(Qualifier):
    """"with power less than ~'s power" (208.1): a creature whose power is less than the
    source's (mentor's "target attacking creature with lesser power", 702.134a); ``greater``:
    "with power greater than ~'s power" (training's "another creature with greater power",
    702.149a). With no power to compare (a noncreature, 208.3) nothing matches."""

    kind: ClassVar[str] = "with power less (or greater) than the source's"
    greater: bool = False

    def test(self, s: Subject, v: View) -> bool:
        if s.chars.power is None or v.source_power is None:
            return False
        return s.chars.power > v.source_power if self.greater else s.chars.power < v.source_power
class AttachedToSource(Qualifier):
    """"attached to ~" (301.5, 303.4): an Aura or Equipment attached to the source itself."""

    kind: ClassVar[str] = "attached to ~"
    status: ClassVar[bool] = True

    def test(self, s: Subject, v: View) -> bool:
        return s.attached_to is not None and s.attached_to == v.source_id


@dataclass(frozen=True)
class BlockingSource(Qualifier):
    """"blocking ~" (509.1): a creature blocking the source; "blocking or blocked by ~" also the
    creature the source blocks (509.1h: a creature stays blocking, and blocked, after the other
    leaves combat)."""

    kind: ClassVar[str] = "blocking ~"
    status: ClassVar[bool] = True
    or_blocked_by: bool = False

    def test(self, s: Subject, v: View) -> bool:
        if v.source_id is None:
            return False
        if s.blocking_id is not None and s.blocking_id == v.source_id:
            return True
        return self.or_blocked_by and s.oid is not None and v.source_blocking == s.oid


@dataclass(frozen=True)
class Kicked(Qualifier):
    """"kicked spell" (702.33d): a spell on the stack whose kicker cost was paid as it was cast."""

    kind: ClassVar[str] = "kicked"
    status: ClassVar[bool] = True

    def test(self, s: Subject, v: View) -> bool:
        return s.kicked


@dataclass(frozen=True)
class Named(Qualifier):
    """"named <name>" (201.2): has that name; "named ~" the source's own name (201.4). An object
    with no name (face down, 708.2) has no name to share."""

    kind: ClassVar[str] = "named"
    name: str
    """The name, or "~" for the source's."""

    def test(self, s: Subject, v: View) -> bool:
        want = v.source_name if self.name == "~" else self.name
        return bool(want) and not s.face_down and s.chars.name == want


class Damage(Enum):
    """How an object took part in damage this turn (120.3)."""

    DEALT_BY_SOURCE = "dealt damage by ~ this turn"
    WAS_DEALT = "that was dealt damage this turn"
    DEALT = "that dealt damage this turn"
    DEALT_TO_YOU = "that dealt damage to you this turn"


@dataclass(frozen=True)
class DamageThisTurn(Qualifier):
    """"dealt damage by ~ this turn" (the source, the same object: 400.7), "that was dealt damage
    this turn" (by any source), "that dealt damage this turn" (to anything), "that dealt damage to
    you this turn" (120.3): read from the damage dealt this turn, after prevention (615); an object
    that left the battlefield is tested as it last existed, by its id then (608.2h)."""

    kind: ClassVar[str] = "damage this turn"
    status: ClassVar[bool] = True
    how: Damage

    def test(self, s: Subject, v: View) -> bool:
        if s.oid is None:
            return False
        if self.how is Damage.DEALT_BY_SOURCE:
            return v.source_id is not None and (v.source_id, s.oid) in v.damage
        if self.how is Damage.WAS_DEALT:
            return any(to == s.oid for _, to in v.damage)
        if self.how is Damage.DEALT:
            return any(by == s.oid for by, _ in v.damage)
        return (s.oid, f"p{v.you}") in v.damage


@dataclass(frozen=True)
class OfChosenColor(Qualifier):
    """"of the chosen color": the color chosen as the source entered (614.12)."""

    kind: ClassVar[str] = "chosen color"

    def test(self, s: Subject, v: View) -> bool:
        return v.chosen_color is not None and v.chosen_color in s.chars.colors


@dataclass(frozen=True)
class OfChosenType(Qualifier):
    """"of the chosen type": the creature type chosen as the source entered (614.12, 607.2d);
    nothing matches if no type was chosen (607.5a)."""

    kind: ClassVar[str] = "chosen type"

    def test(self, s: Subject, v: View) -> bool:
        return v.chosen_type is not None and (v.chosen_type in s.chars.subtypes
                                              or "All creature types" in s.chars.subtypes)
