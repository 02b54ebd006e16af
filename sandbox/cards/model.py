"""Cards as data: the objects a card definition is made of (filters, costs, abilities,
characteristics, card definitions). Built from card files by ``sandbox.cards.parse``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from sandbox.cards.filters import Filter as Filter
from sandbox.cards.filters import filter_of as filter_of
from sandbox.cards.typeline import ARTIFACT_SUBTYPES as ARTIFACT_SUBTYPES
from sandbox.cards.typeline import BASIC_LAND_MANA as BASIC_LAND_MANA
from sandbox.cards.typeline import CARD_TYPES as CARD_TYPES
from sandbox.cards.typeline import SUPERTYPES as SUPERTYPES
from sandbox.errors import InvalidActionError
from sandbox.symbols import COLORS, NAME_TO_SYMBOL, parse_cost

WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "a": 1, "an": 1}


# ---------------------------------------------------------------- costs

@dataclass(frozen=True)
class Cost:
    """An activation cost: mana plus other parts (118).

    >>> Cost.parse("{2}, {T}").tap
    True
    """

    mana: tuple[str, ...] = ()
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    loyalty: int | None = None
    """Loyalty change (+N puts, -N removes counters; 606.4)."""
    self_counters: tuple[tuple[str, int], ...] = ()
    """Counters put on (positive) or removed from (negative) this permanent as a cost."""
    life: int = 0
    sacrifice: str | None = None
    """Filter text of a permanent to sacrifice ("Sacrifice a creature")."""
    text: str = ""

    @classmethod
    def parse(cls, text: str) -> Cost:
        mana: tuple[str, ...] = ()
        kw: dict[str, Any] = {}
        counters: list[tuple[str, int]] = []
        for raw in [p.strip() for p in text.split(",") if p.strip()]:
            low = raw.lower()
            if low == "{t}":
                kw["tap"] = True
            elif low == "{q}":
                kw["untap"] = True
            elif raw.startswith("{"):
                mana = mana + parse_cost(raw)
            elif re.fullmatch(r"[+\-−]?\d+", raw.replace("−", "-")):
                kw["loyalty"] = int(raw.replace("−", "-"))
            elif re.match(r"sacrifice (this|~|it\b)", low):
                kw["sacrifice_self"] = True
            elif m := re.match(r"sacrifice an? (.+)", low):
                kw["sacrifice"] = Filter.parse(m.group(1)).text
            elif m := re.match(r"pay (\d+) life", low):
                kw["life"] = int(m.group(1))
            elif m := re.match(r"put (\w+) ([+\-]\d/[+\-]\d|\w+) counters? on (this|~)", low):
                counters.append((m.group(2), _number(m.group(1))))
            elif m := re.match(r"remove (\w+) ([+\-]\d/[+\-]\d|\w+) counters? from (this|~)", low):
                counters.append((m.group(2), -_number(m.group(1))))
            else:
                raise InvalidActionError(f"unknown cost part {raw!r}")
        return cls(mana=mana, self_counters=tuple(counters), text=text.strip(), **kw)

    def __str__(self) -> str:
        return self.text


def _number(word: str) -> int:
    if word.isdigit():
        return int(word)
    if word in WORD_NUMBERS:
        return WORD_NUMBERS[word]
    raise InvalidActionError(f"expected a number, found {word!r}")


# ---------------------------------------------------------------- mana production

@dataclass(frozen=True)
class Produce:
    """What a mana ability (or effect) adds (106.1)."""

    fixed: tuple[str, ...] = ()
    """Exact mana, e.g. ("C", "C")."""
    any_color: int = 0
    """N mana, each of any color chosen separately."""
    one_color: int = 0
    """N mana of any one color."""
    could_produce: Filter | None = None
    """Any type (or color) that matching lands could produce (106.7)."""
    colors_only: bool = False
    """For could_produce: colors only, never colorless ("any color that ...")."""
    chosen_color: int = 0
    """N mana of the color chosen as the source entered."""
    alternatives: tuple[tuple[str, ...], ...] = ()
    """One of several exact outputs, e.g. {B}{B}, {B}{R} or {R}{R} (filter lands)."""
    restriction: str = ""
    """Spending restriction on the mana (106.6): spells it can't be spent to cast."""
    text: str = ""

    @classmethod
    def parse(cls, text: str) -> Produce:
        t = text.strip()
        if m := re.search(r"\.\s*this mana can't be spent to cast (?:an? )?(.+?)\.?$", t, re.I):
            inner = cls.parse(t[:m.start()])
            what = m.group(1).strip().lower()
            what = what[:-1] if what.endswith("spells") else what
            Filter.parse(what)  # refuse a restriction whose words aren't understood
            sentence = t[m.start() + 1:].strip().rstrip(".")
            return replace(inner, restriction=what, text=f"{inner.text} {sentence}.")
        t = t.rstrip(".").strip()
        low = t.lower()
        if low.startswith("add "):
            t, low = t[4:], low[4:]
        if t.startswith("{") and ", or " in t or t.startswith("{") and " or " in t:
            parts = [p.strip() for p in re.split(r",\s*(?:or\s+)?|\s+or\s+", t) if p.strip()]
            alts = tuple(parse_cost(p) for p in parts)
            if any(s not in COLORS + ("C",) for a in alts for s in a):
                raise InvalidActionError(f"mana abilities add mana symbols only, found {t!r}")
            return cls(alternatives=alts, text=f"Add {t}.")
        if t.startswith("{"):
            syms = parse_cost(t.split(" ")[0] if " " in t else t)
            if any(s not in COLORS + ("C",) for s in syms):
                raise InvalidActionError(f"mana abilities add mana symbols only, found {t!r}")
            return cls(fixed=syms, text=f"Add {t}.")
        if m := re.fullmatch(r"(\w+) mana of any color", low):
            return cls(any_color=_number(m.group(1)), text=f"Add {t}.")
        if m := re.fullmatch(r"(\w+) mana of any one color", low):
            return cls(one_color=_number(m.group(1)), text=f"Add {t}.")
        if m := re.fullmatch(r"(\w+) mana of the chosen color", low):
            return cls(chosen_color=_number(m.group(1)), text=f"Add {t}.")
        if m := re.fullmatch(r"one mana of any (type|color) that an? (.+) could produce", low):
            return cls(could_produce=Filter.parse(m.group(2)), colors_only=m.group(1) == "color",
                       text=f"Add {t}.")
        raise InvalidActionError(f"unknown mana production {text!r}")


# ---------------------------------------------------------------- abilities

@dataclass(frozen=True)
class Ability:
    """Base of every ability. ``text`` is what the UI and explanations show."""

    text: str = ""

    @property
    def kind(self) -> str:
        return type(self).__name__.lower()


@dataclass(frozen=True)
class Keyword(Ability):
    """A keyword ability (702): flying, hexproof, enchant creature, protection from white."""

    name: str = ""
    arg: str = ""

    def __post_init__(self) -> None:
        if self.name == "enchant":
            Filter.parse(self.arg)  # what an Aura can enchant is a filter (303.4a): refuse a misread one


@dataclass(frozen=True)
class ManaAbility(Ability):
    """An activated mana ability (605.1a)."""

    cost: Cost = Cost()
    produce: Produce = Produce()


@dataclass(frozen=True)
class Target:
    """A target requirement: a filter and how many (115)."""

    filter: Filter
    count: int = 1
    up_to: bool = False


@dataclass(frozen=True)
class Activated(Ability):
    """A non-mana activated ability (602); loyalty abilities have ``cost.loyalty`` set."""

    cost: Cost = Cost()
    effects: tuple = ()
    targets: tuple[Target, ...] = ()
    sorcery_speed: bool = False


@dataclass(frozen=True)
class Triggered(Ability):
    """A triggered ability (603): an event pattern, an optional intervening 'if', effects."""

    on: str = ""
    """Event kind: enters, cast, tapped_for_mana, dies, leaves, upkeep, draw_step, end_step,
    attacks, lore, becomes_target, counter_added."""
    params: tuple = ()
    """Pattern parameters as sorted (key, value) pairs."""
    effects: tuple = ()
    targets: tuple[Target, ...] = ()
    optional: bool = False
    condition: str = ""

    def param(self, key: str, default: Any = None) -> Any:
        return dict(self.params).get(key, default)


@dataclass(frozen=True)
class Static(Ability):
    """A static ability generating continuous effects (604, 611.3)."""

    effects: tuple = ()


@dataclass(frozen=True)
class Replacement(Ability):
    """A replacement effect (614): enters_tapped, enters_with, mana_multiply, mana_becomes, ..."""

    replaces: str = ""
    params: tuple = ()

    def param(self, key: str, default: Any = None) -> Any:
        return dict(self.params).get(key, default)


@dataclass(frozen=True)
class CopyExceptions:
    """Exceptions of a copy effect (707.9); they become copiable values (707.9b)."""

    set_card_types: tuple[str, ...] | None = None
    add_card_types: tuple[str, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    keep_subtypes: str | None = None
    """"artifact": only artifact subtypes survive (Machine God's Effigy)."""
    remove_supertypes: tuple[str, ...] = ()
    add_supertypes: tuple[str, ...] = ()
    """Supertypes added ("it's legendary in addition to its other types", Sakashima)."""
    add_abilities: tuple[Ability, ...] = ()
    set_name: str | None = None
    set_pt: tuple[int, int] | None = None
    set_colors: tuple[str, ...] | None = None
    text: str = ""

    def is_empty(self) -> bool:
        return self == CopyExceptions(text=self.text)


@dataclass(frozen=True)
class EntersAsCopy(Ability):
    """"You may have this enter as a copy of ..." (614.1c, 707.5)."""

    of: Filter = Filter()
    optional: bool = True
    exceptions: CopyExceptions = CopyExceptions()
    extra_counters_if: tuple = ()
    """707.9e: "it enters with an additional counter if it's a <type>": (card type, ((kind, n), ...))
    pairs. An additional effect, not a copiable value; checked on the would-be copy (707.9f)."""


# ---------------------------------------------------------------- printed characteristics

@dataclass(frozen=True)
class Characteristics:
    """Characteristics of an object (109.3): printed, copiable, or computed."""

    name: str
    mana_cost: tuple[str, ...] = ()
    colors: frozenset[str] = frozenset()
    card_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    defense: int | None = None

    def type_line(self) -> str:
        left = " ".join(self.supertypes + self.card_types)
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left

    def keywords(self) -> set[str]:
        return {a.name for a in self.abilities if isinstance(a, Keyword)}

    def has_keyword(self, name: str) -> bool:
        return any(isinstance(a, Keyword) and a.name == name for a in self.abilities)


@dataclass(frozen=True)
class Mode:
    """One mode of a modal spell: its own targets and effects (700.2)."""

    text: str
    targets: tuple[Target, ...] = ()
    effects: tuple = ()


@dataclass(frozen=True)
class CardDef:
    """A card (or token) definition: printed characteristics plus display text."""

    chars: Characteristics
    oracle: str = ""
    rulings: tuple[str, ...] = ()
    token: bool = False
    spell_effects: tuple = ()
    """Effects of an instant or sorcery as it resolves."""
    targets: tuple[Target, ...] = ()
    """Target requirements of the spell (601.2c)."""
    x_counters: str = ""
    source: str = ""
    """Where it was defined: file and card index."""
    modes: tuple[Mode, ...] = ()
    """A modal spell's modes (700.2); ``choose`` of them are chosen as it's cast (601.2b)."""
    choose: int = 1

    @property
    def name(self) -> str:
        return self.chars.name


def parse_color(c: str) -> str:
    """The symbol of a color given as a symbol ("G") or a name ("green")."""
    c = str(c)
    if c.upper() in COLORS:
        return c.upper()
    if c.lower() in NAME_TO_SYMBOL:
        return NAME_TO_SYMBOL[c.lower()]
    raise InvalidActionError(f"unknown color {c!r}")
