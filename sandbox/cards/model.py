"""Cards as data: the schema, the ability vocabulary and the TOML loader.

A card file holds ``[[card]]`` tables (see docs/CARDS.md for the full schema). Nothing in
a card file is evaluated as code: abilities are built from a small vocabulary of engine
primitives, and simple abilities may be written as their text (``"{T}: Add {G}."``).
"""

from __future__ import annotations

import difflib
import functools
import re
import tomllib
from dataclasses import dataclass, replace
from importlib import resources
from pathlib import Path
from typing import Any

from sandbox.errors import InvalidActionError, LoadError
from sandbox.symbols import COLORS, NAME_TO_SYMBOL, colors_of_cost, parse_cost

CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land",
              "Planeswalker", "Sorcery")
SUPERTYPES = ("Basic", "Legendary", "Snow", "World")
PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
ARTIFACT_SUBTYPES = ("Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment",
                     "Food", "Fortification", "Gold", "Incubator", "Junk", "Lander", "Map",
                     "Powerstone", "Spacecraft", "Treasure", "Vehicle")
KEYWORDS = ("flying", "trample", "haste", "vigilance", "first strike", "double strike",
            "deathtouch", "lifelink", "reach", "defender", "hexproof", "shroud", "indestructible",
            "flash", "menace", "read ahead")
WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "a": 1, "an": 1}


# ---------------------------------------------------------------- filters

@dataclass(frozen=True)
class Filter:
    """Which objects (or players) something may refer to, e.g. "artifact or creature you control".

    >>> str(Filter.parse("noncreature artifact you control"))
    'noncreature artifact you control'
    """

    any_of: tuple[str, ...] = ()
    """Card types or subtypes, any one of which must match (empty: no restriction)."""
    none_of: tuple[str, ...] = ()
    """Types the object must not have ("noncreature")."""
    controller: str | None = None
    """"you", "opponent" or None."""
    players: bool = False
    """Players may be chosen too ("any target")."""
    only_players: str | None = None
    """"player", "opponent" or "you" when only players match."""
    zone: str = "battlefield"
    """"battlefield" or "stack" (spells)."""
    other: bool = False
    """Excludes the source itself ("another")."""
    supertypes: tuple[str, ...] = ()
    mv_max: int | None = None
    """"with mana value N or less" (202.3)."""
    text: str = ""

    @classmethod
    def parse(cls, text: str) -> "Filter":
        """The filter a phrase means (parsed once per distinct phrase: filters are immutable)."""
        return _parse_filter(cls, text)

    @classmethod
    def _parse(cls, text: str) -> "Filter":
        words = text.strip().lower()
        orig = text.strip()
        if not words:
            raise InvalidActionError("empty filter")
        controller = None
        for suffix, who in ((" you control", "you"), (" an opponent controls", "opponent"),
                            (" your opponents control", "opponent")):
            if words.endswith(suffix):
                controller, words = who, words[: -len(suffix)]
        if words in ("player", "opponent", "you"):
            return cls(only_players=words, text=orig)
        gy = re.search(r"\s+(?:card\s+)?(?:in|from) (a|your|any) graveyards?$", words)
        if gy:
            # "creature card in a graveyard": cards in graveyards (115.1, 400.1)
            inner = replace(cls.parse(words[:gy.start()]), zone="graveyard", text=orig)
            return replace(inner, controller="you") if gy.group(1) == "your" else inner
        mv = re.search(r"\s+with mana value (\d+) or less$", words)
        if mv:
            return replace(cls.parse(words[:mv.start()]), mv_max=int(mv.group(1)), text=orig)
        if words == "any target":
            return cls(any_of=("Creature", "Planeswalker", "Battle"), players=True, text=orig)
        other = False
        if words.startswith("another ") or words.startswith("other "):
            other, words = True, words.split(" ", 1)[1]
        zone = "battlefield"
        any_of: list[str] = []
        none_of: list[str] = []
        supers: list[str] = []
        for part in re.split(r"\s+or\s+|\s*,\s*", words):
            tokens = part.split()
            head = []
            for tok in tokens:
                if tok.startswith("non") and len(tok) > 3 and tok != "none":
                    none_of.append(tok[3:].capitalize())
                elif tok.capitalize() in SUPERTYPES:
                    supers.append(tok.capitalize())
                else:
                    head.append(tok)
            for tok in head:
                if tok in ("spell", "spells"):
                    zone = "stack"
                elif tok in ("permanent", "permanents", "card", "object"):
                    pass
                else:
                    any_of.append(tok.rstrip("s").capitalize() if tok.endswith("s") and tok != "glass" else tok.capitalize())
        return cls(any_of=tuple(any_of), none_of=tuple(none_of), controller=controller,
                   zone=zone, other=other, supertypes=tuple(supers), text=orig)

    def __str__(self) -> str:
        return self.text or "any"


@functools.lru_cache(maxsize=4096)
def _parse_filter(cls: type, text: str) -> Filter:
    return cls._parse(text)


def filter_of(value: Any, where: str = "") -> Filter:
    if isinstance(value, Filter):
        return value
    if isinstance(value, str):
        return Filter.parse(value)
    raise InvalidActionError(f"{where}expected a filter text like \"creature you control\", found {value!r}")


# ---------------------------------------------------------------- costs

@dataclass(frozen=True)
class Cost:
    """An activation cost: mana plus other parts (118)."""

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
    def parse(cls, text: str) -> "Cost":
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
                kw["sacrifice"] = m.group(1)
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
    def parse(cls, text: str) -> "Produce":
        t = text.strip()
        if m := re.search(r"\.\s*this mana can't be spent to cast (?:an? )?(.+?)\.?$", t, re.I):
            inner = cls.parse(t[:m.start()])
            what = m.group(1).strip().lower()
            what = what[:-1] if what.endswith("spells") else what
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


def ability_kind(a: Ability) -> str:
    return a.kind


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

    def has_type(self, t: str) -> bool:
        return t in self.card_types or t in self.subtypes

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
    modes: tuple["Mode", ...] = ()
    """A modal spell's modes (700.2); ``choose`` of them are chosen as it's cast (601.2b)."""
    choose: int = 1

    @property
    def name(self) -> str:
        return self.chars.name


def parse_type_line(line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Split "Legendary Creature — Goblin Shaman" into (supertypes, card types, subtypes)."""
    left, _, right = line.replace(" - ", " — ").partition("—")
    supers: list[str] = []
    types: list[str] = []
    for word in left.split():
        w = word.capitalize()
        if w in SUPERTYPES:
            supers.append(w)
        elif w in CARD_TYPES:
            types.append(w)
        elif w == "Token":
            continue
        else:
            raise InvalidActionError(f"unknown type {word!r} in type line {line!r}")
    return tuple(supers), tuple(types), tuple(right.split())


# ---------------------------------------------------------------- ability parsing

_MANA_TEXT = re.compile(r"^(?P<cost>[^:]+):\s*(?P<add>Add .+)$", re.I)
_ACT_TEXT = re.compile(r"^(?P<cost>[^:\"]+):\s*(?P<rest>.+)$")


def parse_ability(value: Any, where: str = "") -> Ability:
    """Build an ability from its data form (a string or a one-key table)."""
    if isinstance(value, str):
        return _ability_from_text(value)
    if not isinstance(value, dict) or len(value) != 1:
        raise InvalidActionError(f"an ability is a text or a table with one key, found {value!r}")
    (key, spec), = value.items()
    builder = _BUILDERS.get(key)
    if builder is None:
        near = difflib.get_close_matches(key, list(_BUILDERS), n=3)
        hint = f" (did you mean {', '.join(near)}?)" if near else ""
        raise InvalidActionError(f"unknown ability kind {key!r}{hint}; known: {', '.join(_BUILDERS)}")
    if not isinstance(spec, dict):
        raise InvalidActionError(f"{key}: expected a table, found {spec!r}")
    return builder(spec)


def _ability_from_text(text: str) -> Ability:
    t = text.strip()
    low = t.lower()
    if low in KEYWORDS:
        return Keyword(text=t.capitalize(), name=low)
    if m := re.fullmatch(r"(enchant|protection from) (.+)", low):
        return Keyword(text=t, name=m.group(1), arg=m.group(2))
    if m := re.fullmatch(r"flashback (\{.+\})", low):
        parse_cost(m.group(1))
        return Keyword(text=t, name="flashback", arg=m.group(1))
    if m := _MANA_TEXT.match(t):
        return ManaAbility(text=t, cost=Cost.parse(m.group("cost")), produce=Produce.parse(m.group("add")))
    if low == "this enters tapped." or low.endswith("enters tapped."):
        return Replacement(text=t, replaces="enters", params=(("tapped", True),))
    raise InvalidActionError(
        f"can't read ability text {t!r}: write it as a table (mana, activated, triggered, static, "
        f"replacement, enters_as_copy, keyword)")


def _effects(spec: dict, key: str = "effects") -> tuple:
    raw = spec.get(key, [])
    if isinstance(raw, dict):
        raw = [raw]
    if not isinstance(raw, list):
        raise InvalidActionError(f"{key}: expected a list of effect tables, found {raw!r}")
    from sandbox.core.effects import check_effect  # the vocabulary lives with its interpreter
    return tuple(check_effect(e) for e in raw)


def _targets(spec: Any) -> tuple[Target, ...]:
    if spec is None:
        return ()
    if isinstance(spec, (str, dict)):
        spec = [spec]
    out = []
    for t in spec:
        if isinstance(t, str):
            out.append(Target(Filter.parse(t)))
        elif isinstance(t, dict):
            _only(t, {"filter", "count", "up_to"}, "target")
            out.append(Target(Filter.parse(t["filter"]), int(t.get("count", 1)), bool(t.get("up_to", False))))
        else:
            raise InvalidActionError(f"target: expected a filter text or table, found {t!r}")
    return tuple(out)


def _only(spec: dict, allowed: set[str], what: str) -> None:
    extra = set(spec) - allowed
    if extra:
        bad = sorted(extra)[0]
        near = difflib.get_close_matches(bad, sorted(allowed), n=1)
        hint = f" (did you mean {near[0]!r}?)" if near else ""
        raise InvalidActionError(f"{what}: unknown key {bad!r}{hint}; allowed: {', '.join(sorted(allowed))}")


def _build_mana(spec: dict) -> Ability:
    _only(spec, {"cost", "add", "text"}, "mana")
    cost = Cost.parse(spec.get("cost", "{T}"))
    add = spec.get("add")
    if add is None:
        raise InvalidActionError("mana: missing 'add'")
    produce = Produce.parse(add)
    return ManaAbility(text=spec.get("text", f"{cost.text}: {produce.text}"), cost=cost, produce=produce)


def _build_activated(spec: dict) -> Ability:
    _only(spec, {"cost", "effects", "targets", "text", "sorcery_speed"}, "activated")
    cost = Cost.parse(str(spec.get("cost", "")))
    return Activated(text=spec.get("text", ""), cost=cost, effects=_effects(spec),
                     targets=_targets(spec.get("targets")),
                     sorcery_speed=bool(spec.get("sorcery_speed", False)) or cost.loyalty is not None)


def _build_loyalty(spec: dict) -> Ability:
    _only(spec, {"cost", "effects", "targets", "text"}, "loyalty")
    spec = dict(spec)
    spec["cost"] = str(spec.get("cost", "0")).replace("−", "-")
    return _build_activated(spec)


TRIGGER_EVENTS = ("enters", "cast", "tapped_for_mana", "dies", "leaves", "upkeep", "draw_step",
                  "end_step", "attacks", "lore", "becomes_target", "precombat_main", "beginning_of_combat")


def _build_triggered(spec: dict) -> Ability:
    common = {"on", "effects", "targets", "text", "optional", "condition"}
    on = spec.get("on")
    if on not in TRIGGER_EVENTS:
        near = difflib.get_close_matches(str(on), TRIGGER_EVENTS, n=1)
        hint = f" (did you mean {near[0]!r}?)" if near else ""
        raise InvalidActionError(f"triggered: 'on' must be one of {', '.join(TRIGGER_EVENTS)}, found {on!r}{hint}")
    params = {k: v for k, v in spec.items() if k not in common}
    _only(params, {"what", "by", "mana", "chapter", "spell_targets_single", "whose", "to"}, f"triggered on {on}")
    if "what" in params and params["what"] not in ("self", "enchanted", "equipped"):
        Filter.parse(params["what"])
    return Triggered(text=spec.get("text", ""), on=on, params=tuple(sorted(params.items())),
                     effects=_effects(spec), targets=_targets(spec.get("targets")),
                     optional=bool(spec.get("optional", False)), condition=spec.get("condition", ""))


def _build_chapter(spec: dict) -> Ability:
    _only(spec, {"chapters", "effects", "targets", "text"}, "chapter")
    chapters = spec.get("chapters")
    if isinstance(chapters, int):
        chapters = [chapters]
    if not chapters or not all(isinstance(c, int) and c > 0 for c in chapters):
        raise InvalidActionError("chapter: 'chapters' must be a positive number or list of them")
    return Triggered(text=spec.get("text", ""), on="lore", params=(("chapter", tuple(chapters)),),
                     effects=_effects(spec), targets=_targets(spec.get("targets")))


def _build_static(spec: dict) -> Ability:
    _only(spec, {"effects", "text"}, "static")
    from sandbox.core.layers import check_static_effect
    raw = spec.get("effects", [])
    if isinstance(raw, dict):
        raw = [raw]
    return Static(text=spec.get("text", ""), effects=tuple(check_static_effect(e) for e in raw))


REPLACEMENTS = ("enters", "mana")


def _build_replacement(spec: dict) -> Ability:
    what = spec.get("replaces")
    if what not in REPLACEMENTS:
        raise InvalidActionError(f"replacement: 'replaces' must be one of {', '.join(REPLACEMENTS)}, found {what!r}")
    params = {k: v for k, v in spec.items() if k not in ("replaces", "text")}
    allowed = {"enters": {"tapped", "counters", "choose_color", "counters_if", "extra_counters"},
               "mana": {"multiply", "becomes", "what", "whose"}}[what]
    _only(params, allowed, f"replacement of {what}")
    if "counters" in params:
        _check_counters(params["counters"])
    if "extra_counters" in params:
        _check_counters(params["extra_counters"])
    frozen = tuple(sorted((k, _freeze(v)) for k, v in params.items()))
    return Replacement(text=spec.get("text", ""), replaces=what, params=frozen)


def _check_counters(value: Any) -> None:
    if not isinstance(value, dict):
        raise InvalidActionError(f"counters: expected a table like {{ \"+1/+1\" = \"X\" }}, found {value!r}")
    for k, v in value.items():
        if not (isinstance(v, int) or v == "X"):
            raise InvalidActionError(f"counters: {k!r} must be a number or \"X\", found {v!r}")


def _freeze(v: Any) -> Any:
    if isinstance(v, dict):
        return tuple(sorted((k, _freeze(x)) for k, x in v.items()))
    if isinstance(v, list):
        return tuple(_freeze(x) for x in v)
    return v


def parse_exceptions(spec: dict | None) -> CopyExceptions:
    spec = spec or {}
    _only(spec, {"card_types", "add_card_types", "add_subtypes", "keep_subtypes", "remove_supertypes",
                 "add_abilities", "name", "pt", "colors", "nonlegendary", "text", "add_supertypes"}, "copy exceptions")
    def types(key: str) -> tuple[str, ...]:
        vals = tuple(str(t).capitalize() for t in spec.get(key, ()))
        for t in vals:
            if t not in CARD_TYPES:
                raise InvalidActionError(f"{key}: unknown card type {t!r}")
        return vals
    supers = tuple(str(s).capitalize() for s in spec.get("remove_supertypes", ()))
    if spec.get("nonlegendary"):
        supers += ("Legendary",)
    pt = spec.get("pt")
    return CopyExceptions(
        set_card_types=types("card_types") if "card_types" in spec else None,
        add_card_types=types("add_card_types"),
        add_subtypes=tuple(spec.get("add_subtypes", ())),
        keep_subtypes=spec.get("keep_subtypes"),
        remove_supertypes=supers,
        add_supertypes=tuple(str(s).capitalize() for s in spec.get("add_supertypes", ())),
        add_abilities=tuple(parse_ability(a) for a in spec.get("add_abilities", ())),
        set_name=spec.get("name"),
        set_pt=tuple(pt) if pt else None,
        set_colors=tuple(_color(c) for c in spec["colors"]) if "colors" in spec else None,
        text=spec.get("text", ""),
    )


def _color(c: str) -> str:
    c = str(c)
    if c.upper() in COLORS:
        return c.upper()
    if c.lower() in NAME_TO_SYMBOL:
        return NAME_TO_SYMBOL[c.lower()]
    raise InvalidActionError(f"unknown color {c!r}")


def _build_copy(spec: dict) -> Ability:
    _only(spec, {"of", "optional", "except", "text", "extra_counters_if"}, "enters_as_copy")
    extra = spec.get("extra_counters_if", {})
    if not isinstance(extra, dict):
        raise InvalidActionError(f"extra_counters_if: expected a table like {{ Creature = {{ \"+1/+1\" = 1 }} }}, found {extra!r}")
    for cs in extra.values():
        _check_counters(cs)
    return EntersAsCopy(text=spec.get("text", ""), of=filter_of(spec.get("of", "creature")),
                        optional=bool(spec.get("optional", True)),
                        exceptions=parse_exceptions(spec.get("except")),
                        extra_counters_if=_freeze(extra))


def _build_keyword(spec: dict) -> Ability:
    _only(spec, {"name", "arg", "text"}, "keyword")
    if str(spec.get("name", "")).lower() == "flashback":
        parse_cost(str(spec.get("arg", "")))  # 702.34a: flashback [cost]
    return Keyword(text=spec.get("text", spec.get("name", "")), name=str(spec.get("name", "")).lower(),
                   arg=str(spec.get("arg", "")).lower())


_BUILDERS = {
    "mana": _build_mana,
    "activated": _build_activated,
    "loyalty": _build_loyalty,
    "triggered": _build_triggered,
    "chapter": _build_chapter,
    "static": _build_static,
    "replacement": _build_replacement,
    "enters_as_copy": _build_copy,
    "keyword": _build_keyword,
}


# ---------------------------------------------------------------- card definitions

CARD_KEYS = {"name", "mana_cost", "type_line", "colors", "power", "toughness", "loyalty", "defense",
             "oracle", "rulings", "abilities", "effects", "targets", "token", "check", "note",
             "color_indicator", "modes", "choose"}


def card_from_table(table: dict, source: str = "") -> CardDef:
    """Build a CardDef from one ``[[card]]`` table; raises InvalidActionError on bad data."""
    if not isinstance(table, dict):
        raise InvalidActionError(f"a card is a table, found {table!r}")
    _only(table, CARD_KEYS, "card")
    name = table.get("name")
    if not isinstance(name, str) or not name.strip():
        raise InvalidActionError("card: missing 'name'")
    where = f"card {name!r}: "
    try:
        type_line = table.get("type_line")
        if not isinstance(type_line, str):
            raise InvalidActionError("missing 'type_line' (e.g. \"Creature — Elf Druid\")")
        supers, types, subtypes = parse_type_line(type_line)
        cost = parse_cost(str(table.get("mana_cost", "")))
        if "colors" in table:
            colors = frozenset(_color(c) for c in table["colors"])
        else:
            colors = colors_of_cost(cost)
        for key in ("power", "toughness", "loyalty", "defense"):
            v = table.get(key)
            if v is not None and not isinstance(v, int):
                raise InvalidActionError(f"{key} must be a whole number, found {v!r}")
        if "Creature" in types and (table.get("power") is None or table.get("toughness") is None):
            raise InvalidActionError("a creature needs power and toughness")
        abilities = table.get("abilities", [])
        if not isinstance(abilities, list):
            raise InvalidActionError(f"'abilities' must be a list, found {abilities!r}")
        parsed = []
        for i, a in enumerate(abilities):
            try:
                parsed.append(parse_ability(a))
            except InvalidActionError as e:
                raise InvalidActionError(f"ability {i + 1}: {e}") from None
        # Intrinsic mana abilities of basic land types are added in layer 6, not here (305.6).
        chars = Characteristics(
            name=name, mana_cost=cost, colors=colors, card_types=types, subtypes=subtypes,
            supertypes=supers, abilities=tuple(parsed), power=table.get("power"),
            toughness=table.get("toughness"), loyalty=table.get("loyalty"), defense=table.get("defense"))
        rulings = table.get("rulings", [])
        if not isinstance(rulings, list) or not all(isinstance(r, str) for r in rulings):
            raise InvalidActionError("'rulings' must be a list of texts")
        effects = _effects(table) if "effects" in table else ()
        modes = _modes(table.get("modes", []))
        choose = table.get("choose", 1)
        if not isinstance(choose, int) or not 1 <= choose <= max(len(modes), 1):
            raise InvalidActionError(f"'choose' must be a number from 1 to the number of modes, found {choose!r}")
        return CardDef(chars=chars, oracle=str(table.get("oracle", "")), rulings=tuple(rulings),
                       token=bool(table.get("token", False)), spell_effects=effects,
                       targets=_targets(table.get("targets")), source=source, modes=modes, choose=choose)
    except InvalidActionError as e:
        raise InvalidActionError(where + str(e)) from None


def _modes(raw: Any) -> tuple[Mode, ...]:
    if not isinstance(raw, list):
        raise InvalidActionError(f"'modes' must be a list of tables, found {raw!r}")
    out = []
    for i, m in enumerate(raw):
        if not isinstance(m, dict):
            raise InvalidActionError(f"mode {i + 1}: expected a table with text, targets and effects, found {m!r}")
        _only(m, {"text", "targets", "effects"}, f"mode {i + 1}")
        out.append(Mode(str(m.get("text", f"mode {i + 1}")), _targets(m.get("targets")), _effects(m)))
    return tuple(out)


class CardDB:
    """The card library: definitions by name (case-insensitive), plus inline custom cards."""

    def __init__(self, cards: dict[str, CardDef] | None = None):
        self._cards: dict[str, CardDef] = dict(cards or {})

    def __contains__(self, name: str) -> bool:
        return name.lower() in self._cards

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self):
        return iter(self._cards.values())

    def get(self, name: str) -> CardDef:
        try:
            return self._cards[name.lower()]
        except KeyError:
            near = difflib.get_close_matches(name.lower(), list(self._cards), n=3, cutoff=0.6)
            names = [self._cards[n].name for n in near]
            hint = f" (did you mean {', '.join(names)}?)" if names else ""
            raise InvalidActionError(f"unknown card {name!r}{hint}") from None

    def add(self, card: CardDef) -> None:
        self._cards[card.name.lower()] = card

    def copy(self) -> "CardDB":
        return CardDB(self._cards)

    def search(self, query: str = "") -> list[CardDef]:
        q = query.lower()
        return sorted((c for c in self._cards.values()
                       if q in c.name.lower() or q in c.oracle.lower() or q in c.chars.type_line().lower()),
                      key=lambda c: c.name)

    def load_file(self, path: str | Path, text: str | None = None) -> None:
        """Add every card of a TOML file; raises LoadError naming the file and card."""
        path = str(path)
        if text is None:
            text = Path(path).read_text(encoding="utf-8")
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as e:
            raise LoadError(path, "", f"not valid TOML: {e}") from None
        self.load_data(data, path)

    def load_data(self, data: dict, path: str) -> None:
        """Add the cards of a parsed card file."""
        self.load_tables(data.get("card", []), path)
        extra = set(data) - {"card"}
        if extra:
            raise LoadError(path, "", f"unknown top-level key {sorted(extra)[0]!r}: a card file holds [[card]] tables")

    def load_tables(self, tables: Any, path: str) -> None:
        if not isinstance(tables, list):
            raise LoadError(path, "card", "expected [[card]] tables")
        for i, table in enumerate(tables):
            try:
                self.add(card_from_table(table, f"{path}#{i + 1}"))
            except InvalidActionError as e:
                raise LoadError(path, f"card {i + 1}", str(e)) from None


_LIBRARY: CardDB | None = None


def library() -> CardDB:
    """The built-in card library (loaded once, from sandbox/data/cards/*.toml)."""
    global _LIBRARY
    if _LIBRARY is None:
        db = CardDB()
        folder = resources.files("sandbox.cards") / "data" / "cards"
        for entry in sorted(folder.iterdir(), key=lambda p: p.name):
            if entry.name.endswith(".toml"):
                name = f"sandbox/data/cards/{entry.name}"
                db.load_data(_parsed_library_file(name, entry.read_text(encoding="utf-8")), name)
        _LIBRARY = db
    return _LIBRARY


def _parsed_library_file(name: str, text: str) -> dict:
    """A built-in card file's TOML, parsed; the parse is kept as JSON in the user's cache
    (keyed by the file's hash) because TOML parsing is the slowest part of start-up."""
    import hashlib
    import json
    try:
        from platformdirs import user_cache_dir
        cache = Path(user_cache_dir("mtg-sandbox")) / f"cards-{hashlib.sha1(text.encode()).hexdigest()}.json"
        if cache.is_file():
            return json.loads(cache.read_text(encoding="utf-8"))
    except (OSError, ValueError, ImportError):
        cache = None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise LoadError(name, "", f"not valid TOML: {e}") from None
    if cache is not None:
        try:
            cache.parent.mkdir(parents=True, exist_ok=True)
            tmp = cache.with_suffix(".tmp")
            tmp.write_text(json.dumps(data), encoding="utf-8")
            tmp.replace(cache)
        except OSError:
            pass
    return data


def with_chars(card: CardDef, **changes: Any) -> CardDef:
    return replace(card, chars=replace(card.chars, **changes))
