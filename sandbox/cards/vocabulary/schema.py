"""The schema language of card tables: value types, their checkers, and the registry entry.

Every value in a card table has a ``Value`` type with one checker that refuses anything else
with one line; an ``Entry`` is a registry entry (an effect, an event, a replacement kind) with
the keys of its table.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from sandbox.cards import parse
from sandbox.cards.bounds import MAX_AMOUNT, check_amount, check_count
from sandbox.cards.model import CARD_TYPES, Ability, Amount, Condition, Filter, Produce, parse_color
from sandbox.errors import InvalidActionError
from sandbox.symbols import is_number, parse_cost


def unknown(what: str, found: Any, known: list[str] | tuple[str, ...]) -> InvalidActionError:
    """The one-line error for a name outside a registry, with a "did you mean"."""
    near = difflib.get_close_matches(str(found), [str(k) for k in known], n=1)
    hint = f" (did you mean {near[0]!r}?)" if near else ""
    return InvalidActionError(f"unknown {what} {found!r}{hint}; known: {', '.join(map(str, known))}")


def only_keys(spec: dict[str, Any], allowed: list[str] | tuple[str, ...], what: str) -> None:
    allowed = [str(a) for a in allowed]
    extra = sorted(set(spec) - set(allowed))
    if extra:
        near = difflib.get_close_matches(extra[0], sorted(allowed), n=1)
        hint = f" (did you mean {near[0]!r}?)" if near else ""
        raise InvalidActionError(f"{what}: unknown key {extra[0]!r}{hint}; allowed: {', '.join(sorted(allowed))}")


# ---------------------------------------------------------------- value types

class Value(StrEnum):
    """The type of a value in a card table; each has one checker (``check_value``)."""

    AMOUNT = "amount"
    COUNT = "count"
    """An amount that can't be negative (damage, life, cards, counters, tokens)."""
    INT = "int"
    BOOL = "bool"
    TEXT = "text"
    REST = "rest"
    """Where the cards looked at and not taken go."""
    FILTER = "filter"
    OBJECT = "object"
    PLAYER = "player"
    OBJECT_OR_PLAYER = "object_or_player"
    WHAT = "what"
    MANA = "mana"
    COUNTER_KIND = "counter_kind"
    COUNTERS = "counters"
    COUNTERS_IF = "counters_if"
    EFFECTS = "effects"
    DELAYED = "delayed"
    REFLEXIVE = "reflexive"
    EXCEPTIONS = "exceptions"
    ABILITIES = "abilities"
    CARD_TYPES = "card_types"
    SUBTYPES = "subtypes"
    COLORS = "colors"
    COLOR = "color"
    PT = "pt"
    PT_AMOUNTS = "pt_amounts"
    PER = "per"
    EVENT = "event"
    CHAPTERS = "chapters"
    UNTIL = "until"
    BY = "by"
    WHOSE = "whose"
    ZONE = "zone"
    DISCARD_COUNT = "discard_count"
    WHO_SPENDS = "who_spends"
    UNDER = "under"
    TARGETED_BY = "targeted_by"
    LEVEL_RANGE = "level_range"
    CONDITION = "condition"
    CHOOSE = "choose"
    MANA_COST = "mana_cost"
    FACE = "face"
    SEARCH_TO = "search_to"
    TOP_TO = "top_to"
    LIBRARY_POSITION = "library_position"
    RESTRICTION = "restriction"
    SHUFFLED_ZONES = "shuffled_zones"
    DAMAGE_KIND = "damage_kind"
    DAY_NIGHT = "day_night"


UP_TO_ONE, FROM_YOUR_HAND = "up to one ", " from your hand"
CHOSEN_ONE = "a chosen "
EACH_TARGET = "each target"
"""Every object target of the ability's one requirement of several ("tap up to two target
creatures", 115.3), each still legal as it resolves (608.2b)."""
"""`a chosen <filter> you control`: the permanent of theirs the controller chooses as the effect
resolves, not targeted (608.2d: "return a land you control to its owner's hand")."""
"""An object reference "up to one <filter> from your hand": chosen as the effect resolves (or none)."""
OBJECT_REFS = ("target", "target2", "self", "enchanted", "equipped", "trigger.object", "trigger.new",
               "trigger.spell_target", "trigger.other", "moved", "linked", "sacrificed", "exiled",
               "each target")
"""Object references (besides "each <filter>") an effect may name ("exiled": the card exiled from
its owner's graveyard to pay the ability's cost, 702.128a; "each target": every object
chosen for the ability's one target requirement of several, "each of up to two target
creatures", still legal as it resolves, 608.2b)."""
PLAYER_REFS = ("you", "each opponent", "each player", "target", "target2", "each target", "controller", "trigger.player",
               "trigger.controller")
"""Player references an effect may name ("controller": the controller of the first target
object, as it last existed if it has left, 608.2h; "trigger.player": the player of the triggering
event, such as the player dealt combat damage; "trigger.controller": the controller of the
triggering object, as it last existed if it has left: "Whenever a creature an opponent controls
dies, that player loses 2 life")."""
CHOICES: dict[Value, tuple[str, ...]] = {
    Value.REST: ("bottom_any", "bottom_random", "graveyard"),
    Value.UNTIL: ("permanent", "end_of_turn"),
    Value.BY: ("you", "any", "anyone", "opponent"),
    Value.WHOSE: ("your", "you", "each", "any", "opponent", "enchanted_controller"),
    Value.ZONE: ("graveyard", "exile", "hand", "library"),
    Value.SHUFFLED_ZONES: ("graveyard", "hand and graveyard"),
    Value.WHO_SPENDS: ("players", "you"),
    Value.UNDER: ("you", "owner"),
    Value.TARGETED_BY: ("spells", "spells_and_abilities", "opponents"),
    Value.CHOOSE: ("color", "creature type", "opponent", "card name"),
    Value.FACE: ("front", "back"),
    Value.SEARCH_TO: ("hand", "battlefield", "split", "top", "graveyard"),
    Value.LIBRARY_POSITION: ("top", "bottom", "shuffle"),
    Value.TOP_TO: ("hand", "graveyard", "battlefield", "battlefield_tapped"),
    Value.RESTRICTION: ("cant_block", "cant_be_blocked", "cant_attack", "cant_attack_or_block", "all_must_block"),
    Value.DAMAGE_KIND: ("all", "combat", "noncombat"),
    Value.DAY_NIGHT: ("day", "night", "switch"),
}
"""Values that are one of a fixed set of words."""


def _text(v: Any, where: str) -> str:
    if not isinstance(v, str):
        raise InvalidActionError(f"{where}: expected a text, found {v!r}")
    return v


def _list(v: Any, where: str) -> list[Any]:
    if isinstance(v, (str, dict)):
        return [v]
    if not isinstance(v, (list, tuple)):
        raise InvalidActionError(f"{where}: expected a list, found {v!r}")
    return list(v)


def _object(v: Any, where: str) -> str:
    ref = _text(v, where)
    if ref == EACH_TARGET:
        return ref
    if ref.startswith("each "):
        Filter.parse(ref[5:])
        return ref
    if ref.startswith(UP_TO_ONE) and ref.endswith(FROM_YOUR_HAND):
        Filter.parse(ref[len(UP_TO_ONE):-len(FROM_YOUR_HAND)])
        return ref
    if ref.startswith(CHOSEN_ONE) and ref.endswith(" you control"):
        Filter.parse(ref[len(CHOSEN_ONE):])
        return ref
    if ref not in OBJECT_REFS:
        raise InvalidActionError(f"{where}: {unknown('object', ref, OBJECT_REFS + ('each <filter>', 'up to one <filter> from your hand', 'a chosen <filter> you control'))}")
    return ref


def _player(v: Any, where: str) -> str:
    ref = _text(v, where)
    if ref not in PLAYER_REFS:
        raise InvalidActionError(f"{where}: {unknown('player', ref, PLAYER_REFS)}")
    return ref


def _object_or_player(v: Any, where: str) -> str:
    ref = _text(v, where)
    return ref if ref in PLAYER_REFS else _object(ref, where)


def _what(v: Any, where: str) -> str:
    ref = _text(v, where)
    if ref not in ("self", "enchanted", "equipped"):
        Filter.parse(ref)
    return ref


def _int(v: Any, where: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise InvalidActionError(f"{where}: expected a whole number, found {v!r}")
    return v


def _bool(v: Any, where: str) -> bool:
    if not isinstance(v, bool):
        raise InvalidActionError(f"{where}: expected true or false, found {v!r}")
    return v


def _mana(v: Any, where: str) -> str:
    text = _text(v, where)
    if text not in ("produced", "chosen_color"):
        Produce.parse(text)
    return text


def _counters(v: Any, where: str) -> dict[str, Any]:
    if not isinstance(v, dict) or not v:
        raise InvalidActionError(f"{where}: expected a table like {{ \"+1/+1\" = \"X\" }}, found {v!r}")
    for k, n in v.items():
        if isinstance(n, bool) or not (isinstance(n, int) or n == "X"):
            raise InvalidActionError(f"{where}: {k!r} must be a number or \"X\", found {n!r}")
        if isinstance(n, int) and not 0 <= n <= MAX_AMOUNT:
            raise InvalidActionError(f"{where}: {k!r} must be a number from 0 to {MAX_AMOUNT}, found {n}")
    return v


def _counters_if(v: Any, where: str) -> dict[str, Any]:
    if not isinstance(v, dict):
        raise InvalidActionError(f"{where}: expected a table like {{ Creature = {{ \"+1/+1\" = 1 }} }}, found {v!r}")
    for t, cs in v.items():
        if t not in CARD_TYPES:
            raise InvalidActionError(f"{where}: {unknown('card type', t, CARD_TYPES)}")
        _counters(cs, f"{where}.{t}")
    return v


def _abilities(v: Any, where: str) -> tuple[Ability, ...]:
    return tuple(a if isinstance(a, Ability) else parse.parse_ability(a) for a in _list(v, where))


def _card_types(v: Any, where: str) -> tuple[str, ...]:
    out = tuple(str(t).capitalize() for t in _list(v, where))
    for t in out:
        if t not in CARD_TYPES:
            raise InvalidActionError(f"{where}: unknown card type {t!r}")
    return out


def _subtypes(v: Any, where: str) -> tuple[str, ...]:
    return tuple(_text(t, where).capitalize() for t in _list(v, where))


def _pt(v: Any, where: str) -> tuple[int, int]:
    if not (isinstance(v, (list, tuple)) and len(v) == 2 and all(isinstance(n, int) and not isinstance(n, bool) for n in v)):
        raise InvalidActionError(f"{where}: expected [power, toughness], found {v!r}")
    return (v[0], v[1])


def _pt_amounts(v: Any, where: str) -> tuple[Amount, Amount]:
    if not (isinstance(v, (list, tuple)) and len(v) == 2):
        raise InvalidActionError(f"{where}: expected [power, toughness] (numbers or amounts), found {v!r}")
    return (check_amount(Amount.parse(v[0], where), where), check_amount(Amount.parse(v[1], where), where))


def _per(v: Any, where: str) -> dict[str, Any]:
    if not isinstance(v, dict):
        raise InvalidActionError(f"{where}: expected {{ pt = [p, t], count = \"filter\" }}, found {v!r}")
    only_keys(v, ("pt", "count"), where)
    if "count" not in v or "pt" not in v:
        raise InvalidActionError(f"{where}: expected {{ pt = [p, t], count = \"filter\" }}, found {v!r}")
    Filter.parse(_text(v["count"], where), counted=True)
    return {"pt": _pt(v["pt"], where), "count": v["count"]}


def _chapters(v: Any, where: str) -> tuple[int, ...]:
    vals = [v] if isinstance(v, int) else v
    if not vals or not isinstance(vals, list) or not all(isinstance(c, int) and not isinstance(c, bool) and c > 0 for c in vals):
        raise InvalidActionError(f"{where}: expected a positive number or a list of them, found {v!r}")
    return tuple(vals)


def _choice(kind: Value) -> Callable[[Any, str], str]:
    def check(v: Any, where: str) -> str:
        if v not in CHOICES[kind]:
            raise InvalidActionError(f"{where}: expected one of {', '.join(CHOICES[kind])}, found {v!r}")
        return str(v)
    return check


def _level_range(v: Any, where: str) -> tuple[int, int | None]:
    """A striation's range (711.2): "2-6" or "7+" (N1-N2 or N3+ level counters)."""
    text = _text(v, where).strip()
    low, dash, high = text.partition("-")
    if text.endswith("+") and is_number(text[:-1]):
        return (int(text[:-1]), None)
    if dash and is_number(low) and is_number(high) and int(low) <= int(high):
        return (int(low), int(high))
    raise InvalidActionError(f"{where}: expected a level range like \"2-6\" or \"7+\", found {v!r}")
def _mana_cost(v: Any, where: str) -> str:
    text = _text(v, where)
    if not parse_cost(text) or "X" in parse_cost(text):
        raise InvalidActionError(f"{where}: expected a mana cost without X like \"{{2}}\", found {v!r}")
    return text


def _discard_count(v: Any, where: str) -> Any:
    return "any" if v == "any" else check_count(Amount.parse(v, where), where)


_CHECKERS: dict[Value, Callable[[Any, str], Any]] = {
    Value.AMOUNT: lambda v, w: check_amount(Amount.parse(v, w), w),
    Value.COUNT: lambda v, w: check_count(Amount.parse(v, w), w),
    Value.INT: _int,
    Value.BOOL: _bool,
    Value.TEXT: _text,
    Value.FILTER: lambda v, w: (Filter.parse(_text(v, w)), v)[1],
    Value.OBJECT: _object,
    Value.PLAYER: _player,
    Value.OBJECT_OR_PLAYER: _object_or_player,
    Value.WHAT: _what,
    Value.MANA: _mana,
    Value.COUNTER_KIND: _text,
    Value.COUNTERS: _counters,
    Value.COUNTERS_IF: _counters_if,
    Value.EXCEPTIONS: lambda v, w: parse.parse_exceptions(v if isinstance(v, dict) else _fail_table(v, w)),
    Value.ABILITIES: _abilities,
    Value.CARD_TYPES: _card_types,
    Value.SUBTYPES: _subtypes,
    Value.COLORS: lambda v, w: tuple(parse_color(_text(c, w)) for c in _list(v, w)),
    Value.COLOR: lambda v, w: parse_color(_text(v, w)),
    Value.PT: _pt,
    Value.PT_AMOUNTS: _pt_amounts,
    Value.PER: _per,
    Value.CHAPTERS: _chapters,
    Value.DISCARD_COUNT: _discard_count,
    Value.LEVEL_RANGE: _level_range,
    Value.CONDITION: lambda v, w: Condition.parse(v),
    Value.MANA_COST: _mana_cost,
    **{k: _choice(k) for k in CHOICES},
}


def _fail_table(v: Any, where: str) -> dict[str, Any]:
    raise InvalidActionError(f"{where}: expected a table, found {v!r}")


def register(kind: Value, checker: Callable[[Any, str], Any]) -> None:
    """Give a value type its checker: the registries whose names are values (effects, events)
    register theirs as they're defined."""
    _CHECKERS[kind] = checker


def as_list(v: Any, where: str) -> list[Any]:
    """A value that may be one item or a list of them, as a list."""
    return _list(v, where)


def check_value(kind: Value, value: Any, where: str) -> Any:
    """Check one value of a card table; returns its loaded form."""
    return _CHECKERS[kind](value, where)


@dataclass(frozen=True)
class Key:
    """One key of a table: its value type, whether it must be there, what it means."""

    type: Value
    doc: str = ""
    required: bool = False
    needs: tuple[str, ...] = ()
    """Keys that must come with this one (without them it would load and mean nothing)."""


@dataclass(frozen=True)
class Entry:
    """A registry entry: a name, the keys of its table, the rule it follows, what it does."""

    name: str
    keys: dict[str, Key] = field(default_factory=dict)
    doc: str = ""
    rule: str = ""
    one_of: tuple[str, ...] = ()
    """Keys of which the table holds exactly one (each alone says what the others would)."""
    any_of: tuple[str, ...] = ()
    """Keys of which the table holds one or more (a cost in mana, energy or life: not none)."""

    def check(self, spec: Any, what: str = "") -> dict[str, Any]:
        """The table checked key by key (unknown keys and wrong types refused), in its loaded form."""
        what = what or self.name
        if not isinstance(spec, dict):
            raise InvalidActionError(f"{what}: expected a table, found {spec!r}")
        only_keys(spec, list(self.keys), what)
        for k, key in self.keys.items():
            if key.required and k not in spec:
                raise InvalidActionError(f"{what}: missing {k!r}")
            missing = [n for n in key.needs if n not in spec]
            if k in spec and missing:
                raise InvalidActionError(f"{what}.{k}: only with {missing[0]!r}")
        if self.one_of and sum(k in spec for k in self.one_of) != 1:
            raise InvalidActionError(f"{what}: needs exactly one of {', '.join(map(repr, self.one_of))}")
        if self.any_of and not any(k in spec for k in self.any_of):
            raise InvalidActionError(f"{what}: needs one or more of {', '.join(map(repr, self.any_of))}")
        return {k: check_value(self.keys[k].type, v, f"{what}.{k}") for k, v in spec.items()}
