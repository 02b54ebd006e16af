"""The card vocabulary: one typed registry per kind of name a card file may use.

Card files are data, never code. Every effect, static operation, trigger event, replacement,
cost part, keyword, condition and amount a card names is an entry of a registry here, keyed
by an enum; each entry knows the schema of its table and checks it as the card is loaded,
so what isn't understood is refused with one line instead of being misread. The engine
(``sandbox.core``) implements what the entries mean, looked up by the same enum keys:
effect handlers in ``effects``, layer operations in ``layers``, events in ``triggers``
(a test checks every entry has its implementation and the other way round).

``python -m sandbox.cards.vocabulary`` prints the tables of docs/CARDS.md from these
registries (``--write`` updates the file).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from sandbox.cards import parse
from sandbox.cards.model import (
    AMOUNT_DOC,
    AMOUNT_OBJECTS,
    CARD_TYPES,
    COST_PARTS,
    REFUSED_AMOUNTS,
    REFUSED_CONDITIONS,
    Ability,
    Amount,
    AmountKind,
    ConditionKind,
    CostPart,
    Filter,
    Produce,
    parse_color,
)
from sandbox.errors import InvalidActionError

__all__ = ["AmountKind", "ConditionKind", "CostPart", "COST_PARTS", "Amount"]


def unknown(what: str, found: Any, known: list[str] | tuple[str, ...]) -> InvalidActionError:
    """The one-line error for a name outside a registry, with a "did you mean"."""
    near = difflib.get_close_matches(str(found), [str(k) for k in known], n=1)
    hint = f" (did you mean {near[0]!r}?)" if near else ""
    return InvalidActionError(f"unknown {what} {found!r}{hint}; known: {', '.join(map(str, known))}")


def _only(spec: dict[str, Any], allowed: list[str] | tuple[str, ...], what: str) -> None:
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
    INT = "int"
    BOOL = "bool"
    TEXT = "text"
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
    YOUR_GRAVEYARD = "your_graveyard"
    DISCARD_COUNT = "discard_count"
    WHO_SPENDS = "who_spends"


OBJECT_REFS = ("target", "target2", "self", "enchanted", "equipped", "trigger.object", "trigger.new",
               "trigger.spell_target")
"""Object references (besides "each <filter>") an effect may name."""
PLAYER_REFS = ("you", "each opponent", "each player", "target", "target2")
"""Player references an effect may name."""
CHOICES: dict[Value, tuple[str, ...]] = {
    Value.UNTIL: ("permanent", "end_of_turn"),
    Value.BY: ("you", "any", "anyone"),
    Value.WHOSE: ("your", "you", "each", "any"),
    Value.ZONE: ("graveyard", "exile", "hand", "library"),
    Value.YOUR_GRAVEYARD: ("your graveyard",),
    Value.WHO_SPENDS: ("players", "you"),
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
    if ref.startswith("each "):
        Filter.parse(ref[5:])
        return ref
    if ref not in OBJECT_REFS:
        raise InvalidActionError(f"{where}: {unknown('object', ref, OBJECT_REFS + ('each <filter>',))}")
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
    return v


def _counters_if(v: Any, where: str) -> dict[str, Any]:
    if not isinstance(v, dict):
        raise InvalidActionError(f"{where}: expected a table like {{ Creature = {{ \"+1/+1\" = 1 }} }}, found {v!r}")
    for t, cs in v.items():
        if t not in CARD_TYPES:
            raise InvalidActionError(f"{where}: {unknown('card type', t, CARD_TYPES)}")
        _counters(cs, f"{where}.{t}")
    return v


def _effects(v: Any, where: str) -> tuple[dict[str, Any], ...]:
    return tuple(check_effect(e) for e in _list(v, where))


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
    return (Amount.parse(v[0], where), Amount.parse(v[1], where))


def _per(v: Any, where: str) -> dict[str, Any]:
    if not isinstance(v, dict):
        raise InvalidActionError(f"{where}: expected {{ pt = [p, t], count = \"filter\" }}, found {v!r}")
    _only(v, ("pt", "count"), where)
    if "count" not in v or "pt" not in v:
        raise InvalidActionError(f"{where}: expected {{ pt = [p, t], count = \"filter\" }}, found {v!r}")
    Filter.parse(_text(v["count"], where))
    return {"pt": _pt(v["pt"], where), "count": v["count"]}


def _event(v: Any, where: str) -> str:
    if v not in set(Event):
        raise InvalidActionError(f"{where}: {unknown('event', v, list(Event))}")
    return str(v)


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


def _discard_count(v: Any, where: str) -> Any:
    return "any" if v == "any" else Amount.parse(v, where)


_CHECKERS: dict[Value, Callable[[Any, str], Any]] = {
    Value.AMOUNT: lambda v, w: Amount.parse(v, w),
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
    Value.EFFECTS: _effects,
    Value.DELAYED: lambda v, w: check_effect({"delayed": v})["delayed"],
    Value.EXCEPTIONS: lambda v, w: parse.parse_exceptions(v if isinstance(v, dict) else _fail_table(v, w)),
    Value.ABILITIES: _abilities,
    Value.CARD_TYPES: _card_types,
    Value.SUBTYPES: _subtypes,
    Value.COLORS: lambda v, w: tuple(parse_color(_text(c, w)) for c in _list(v, w)),
    Value.COLOR: lambda v, w: parse_color(_text(v, w)),
    Value.PT: _pt,
    Value.PT_AMOUNTS: _pt_amounts,
    Value.PER: _per,
    Value.EVENT: _event,
    Value.CHAPTERS: _chapters,
    Value.DISCARD_COUNT: _discard_count,
    **{k: _choice(k) for k in CHOICES},
}


def _fail_table(v: Any, where: str) -> dict[str, Any]:
    raise InvalidActionError(f"{where}: expected a table, found {v!r}")


def check_value(kind: Value, value: Any, where: str) -> Any:
    """Check one value of a card table; returns its loaded form."""
    return _CHECKERS[kind](value, where)


@dataclass(frozen=True)
class Key:
    """One key of a table: its value type, whether it must be there, what it means."""

    type: Value
    doc: str = ""
    required: bool = False


@dataclass(frozen=True)
class Entry:
    """A registry entry: a name, the keys of its table, the rule it follows, what it does."""

    name: str
    keys: dict[str, Key] = field(default_factory=dict)
    doc: str = ""
    rule: str = ""

    def check(self, spec: Any, what: str = "") -> dict[str, Any]:
        """The table checked key by key (unknown keys and wrong types refused), in its loaded form."""
        what = what or self.name
        if not isinstance(spec, dict):
            raise InvalidActionError(f"{what}: expected a table, found {spec!r}")
        _only(spec, list(self.keys), what)
        for k, key in self.keys.items():
            if key.required and k not in spec:
                raise InvalidActionError(f"{what}: missing {k!r}")
        return {k: check_value(self.keys[k].type, v, f"{what}.{k}") for k, v in spec.items()}


# ---------------------------------------------------------------- effects (608.2)

class Effect(StrEnum):
    """Effect kinds: the one key of an effect table."""

    ADD_MANA = "add_mana"
    DRAW = "draw"
    DISCARD = "discard"
    DAMAGE = "damage"
    COUNTER = "counter"
    DESTROY = "destroy"
    EXILE = "exile"
    BOUNCE = "bounce"
    SACRIFICE = "sacrifice"
    LOOK_AT_TOP = "look_at_top"
    TAP = "tap"
    UNTAP = "untap"
    PUT_COUNTERS = "put_counters"
    CREATE_TOKEN = "create_token"
    TOKEN_COPY = "token_copy"
    DELAYED = "delayed"
    BECOME_COPY = "become_copy"
    REANIMATE = "reanimate"
    RETURN_ALL = "return_all"
    PUMP = "pump"
    BECOME = "become"
    GAIN_LIFE = "gain_life"
    LOSE_LIFE = "lose_life"
    CHANGE_TARGETS = "change_targets"
    COPY_SPELL = "copy_spell"
    ATTACH = "attach"


_WHAT = Key(Value.OBJECT, "the object (`target`, `self`, `each <filter>`, ...)")
EFFECTS: dict[Effect, Entry] = {e.name: e for e in (  # type: ignore[misc]
    Entry(Effect.ADD_MANA, {"add": Key(Value.MANA, "a mana text (`\"{B}{B}{B}\"`, `\"one mana of any color\"`, `\"{G} for each creature you control\"`), `\"produced\"` (a type the tapped source produced) or `\"chosen_color\"`", True)},
          "adds mana", "106.3"),
    Entry(Effect.DRAW, {"count": Key(Value.AMOUNT), "who": Key(Value.PLAYER)}, "draws cards", "121.1"),
    Entry(Effect.DISCARD, {"count": Key(Value.DISCARD_COUNT, "an amount or `\"any\"`"), "who": Key(Value.PLAYER),
                           "then_draw": Key(Value.BOOL, "draw as many as were discarded")}, "discards cards", "701.9"),
    Entry(Effect.DAMAGE, {"amount": Key(Value.AMOUNT), "to": Key(Value.OBJECT_OR_PLAYER, "`target`, `each opponent`, `each creature`, ...")},
          "deals damage", "120.3"),
    Entry(Effect.COUNTER, {"what": _WHAT}, "counters a spell or ability", "701.6a"),
    Entry(Effect.DESTROY, {"what": _WHAT}, "destroys (indestructible survives)", "701.8a"),
    Entry(Effect.EXILE, {"what": _WHAT}, "exiles", "701.13a"),
    Entry(Effect.BOUNCE, {"what": _WHAT}, "returns to its owner's hand", "400.7"),
    Entry(Effect.SACRIFICE, {"what": _WHAT, "who": Key(Value.PLAYER, "each such player sacrifices one of their choice"),
                             "filter": Key(Value.FILTER, "what `who` sacrifices"),
                             "unless": Key(Value.FILTER, "\"unless you sacrifice a <filter>\": the controller may sacrifice one instead")},
          "sacrifices", "701.21a"),
    Entry(Effect.LOOK_AT_TOP, {"may_exile": Key(Value.BOOL)}, "look at the top card of your library; you may exile it", "401.2"),
    Entry(Effect.TAP, {"what": _WHAT}, "taps", "701.26a"),
    Entry(Effect.UNTAP, {"what": _WHAT}, "untaps", "701.26b"),
    Entry(Effect.PUT_COUNTERS, {"kind": Key(Value.COUNTER_KIND, "`+1/+1`, `loyalty`, ..."), "count": Key(Value.AMOUNT), "on": _WHAT},
          "puts counters", "122.1"),
    Entry(Effect.CREATE_TOKEN, {"token": Key(Value.TEXT, "a token card name", True), "count": Key(Value.AMOUNT), "tapped": Key(Value.BOOL)},
          "creates tokens", "111.1"),
    Entry(Effect.TOKEN_COPY, {"of": _WHAT, "count": Key(Value.AMOUNT), "except": Key(Value.EXCEPTIONS, "copiable exceptions (707.9)"),
                              "gains": Key(Value.ABILITIES, "abilities the token gains: a non-copy effect"),
                              "delayed": Key(Value.DELAYED, "a delayed trigger about the token")},
          "creates a token that's a copy (last known information if it left)", "707.2"),
    Entry(Effect.DELAYED, {"at": Key(Value.EVENT, "an event such as `end_step`", True), "effects": Key(Value.EFFECTS),
                           "object": Key(Value.OBJECT, "becomes `trigger.object`"), "text": Key(Value.TEXT)},
          "a delayed triggered ability that triggers once", "603.7"),
    Entry(Effect.BECOME_COPY, {"of": _WHAT, "on": Key(Value.OBJECT, "`each creature`, ... (the original is skipped)"),
                               "until": Key(Value.UNTIL), "except": Key(Value.EXCEPTIONS)},
          "permanents become copies without entering", "707.4"),
    Entry(Effect.REANIMATE, {"what": _WHAT}, "puts that card onto the battlefield under your control", "110.2a"),
    Entry(Effect.RETURN_ALL, {"filter": Key(Value.FILTER, "", True), "from": Key(Value.YOUR_GRAVEYARD, "only `\"your graveyard\"`")},
          "every matching card in your graveyard enters the battlefield at the same time", "608.2"),
    Entry(Effect.PUMP, {"on": _WHAT, "power": Key(Value.AMOUNT), "toughness": Key(Value.AMOUNT)},
          "+power/+toughness until end of turn (amounts counted as it resolves)", "611.2a"),
    Entry(Effect.BECOME, {"on": _WHAT, "until": Key(Value.UNTIL), "types": Key(Value.CARD_TYPES), "add_types": Key(Value.CARD_TYPES),
                          "subtypes": Key(Value.SUBTYPES), "pt": Key(Value.PT_AMOUNTS, "[power, toughness]: numbers or amounts, counted as it resolves"),
                          "abilities": Key(Value.ABILITIES), "colors": Key(Value.COLORS)},
          "becomes something (an animation)", "611.2c"),
    Entry(Effect.GAIN_LIFE, {"amount": Key(Value.AMOUNT), "who": Key(Value.PLAYER)}, "gains life", "119.3"),
    Entry(Effect.LOSE_LIFE, {"amount": Key(Value.AMOUNT), "who": Key(Value.PLAYER)}, "loses life", "119.3"),
    Entry(Effect.CHANGE_TARGETS, {"what": _WHAT}, "choose new targets for a spell or ability", "115.7"),
    Entry(Effect.COPY_SPELL, {"what": _WHAT, "new_targets": Key(Value.BOOL)}, "puts a copy of a spell on the stack; it isn't cast", "707.10"),
    Entry(Effect.ATTACH, {"what": _WHAT, "to": Key(Value.OBJECT)}, "attaches", "701.3a"),
)}
"""Every effect kind and the schema of its table."""
EFFECT_KEYS: dict[str, set[str]] = {str(k): set(e.keys) for k, e in EFFECTS.items()}
"""Each effect's keys (for tools that list them)."""


def check_effect(e: Any) -> dict[str, Any]:
    """Validate an effect table at load time (nothing is evaluated as code)."""
    if not isinstance(e, dict) or len(e) != 1:
        raise InvalidActionError(f"an effect is a table with one key, found {e!r}")
    (key, spec), = e.items()
    if key not in EFFECTS:
        raise unknown("effect", key, list(EFFECTS))
    kind = Effect(key)
    out = EFFECTS[kind].check(spec)
    if kind == Effect.BECOME:
        out["op"] = check_static_effect(become_op(spec))
        if "pt" in out and all(a.kind == AmountKind.NUMBER for a in out["pt"]):
            out["op"]["set_pt"] = tuple(a.value for a in out["pt"])
    return {key: out}


BECOME_OPS = {"types": "set_card_types", "add_types": "add_card_types", "subtypes": "add_subtypes",
              "abilities": "add_abilities", "colors": "set_colors"}
"""A `become` effect's keys and the layer operations they stand for (its `pt` becomes `set_pt`:
fixed numbers at once, other amounts counted as it resolves)."""


def become_op(spec: dict[str, Any]) -> dict[str, Any]:
    """The layer operations of a `become` effect's table (all but its P/T)."""
    return {op: spec[key] for key, op in BECOME_OPS.items() if key in spec}


# ---------------------------------------------------------------- static effects (611, 613)

class StaticOp(StrEnum):
    """Operations of a static effect; each applies in one layer (613.1)."""

    CONTROL = "control"
    SET_CARD_TYPES = "set_card_types"
    ADD_CARD_TYPES = "add_card_types"
    ADD_SUBTYPES = "add_subtypes"
    SET_LAND_SUBTYPES = "set_land_subtypes"
    ALL_CREATURE_TYPES = "all_creature_types"
    REMOVE_SUPERTYPES = "remove_supertypes"
    SET_COLORS = "set_colors"
    ADD_ABILITIES = "add_abilities"
    REMOVE_ABILITIES = "remove_abilities"
    CDA_PT = "cda_pt"
    SET_PT = "set_pt"
    PT_EQUAL_MV = "pt_equal_mv"
    MODIFY_PT = "modify_pt"
    MODIFY_PT_PER = "modify_pt_per"


@dataclass(frozen=True)
class Op:
    """A static operation: its layer and value type."""

    op: StaticOp
    layer: str
    type: Value
    doc: str


STATIC_OPS: dict[StaticOp, Op] = {o.op: o for o in (
    Op(StaticOp.CONTROL, "2", Value.BOOL, "the effect's controller controls the object"),
    Op(StaticOp.SET_CARD_TYPES, "4", Value.CARD_TYPES, "card types become exactly these"),
    Op(StaticOp.ADD_CARD_TYPES, "4", Value.CARD_TYPES, "card types added"),
    Op(StaticOp.ADD_SUBTYPES, "4", Value.SUBTYPES, "subtypes added"),
    Op(StaticOp.SET_LAND_SUBTYPES, "4", Value.SUBTYPES, "land subtypes become these; rules-text abilities lost (305.7)"),
    Op(StaticOp.ALL_CREATURE_TYPES, "4", Value.BOOL, "has every creature type"),
    Op(StaticOp.REMOVE_SUPERTYPES, "4", Value.SUBTYPES, "supertypes removed"),
    Op(StaticOp.SET_COLORS, "5", Value.COLORS, "colors become exactly these ([] for colorless)"),
    Op(StaticOp.ADD_ABILITIES, "6", Value.ABILITIES, "abilities added (texts or ability tables)"),
    Op(StaticOp.REMOVE_ABILITIES, "6", Value.BOOL, "loses all abilities"),
    Op(StaticOp.CDA_PT, "7a", Value.PT_AMOUNTS, "a characteristic-defining ability: power/toughness are these amounts (604.3, 613.4a)"),
    Op(StaticOp.SET_PT, "7b", Value.PT, "power/toughness become [p, t]"),
    Op(StaticOp.PT_EQUAL_MV, "7b", Value.BOOL, "power and toughness each equal its mana value"),
    Op(StaticOp.MODIFY_PT, "7c", Value.PT_AMOUNTS, "+p/+t: numbers or amounts (`{ for_each = \"enchantment you control\" }`), counted as the layers apply"),
    Op(StaticOp.MODIFY_PT_PER, "7c", Value.PER, "{ pt = [p, t], count = \"filter\" }: +p/+t for each match"),
)}
"""Every static operation, its layer and its value."""
LAYER_OF = {str(k): o.layer for k, o in STATIC_OPS.items()}
"""Each operation of a static effect and the layer it applies in (613.1)."""


class RuleKey(StrEnum):
    """Keys of rule modifications: static effects outside the layers."""

    CANT_ATTACK = "cant_attack"
    CANT_BLOCK = "cant_block"
    COST_MORE = "cost_more"
    SPELLS = "spells"
    SPEND_AS_ANY_COLOR = "spend_as_any_color"


RULE_OPS: dict[RuleKey, tuple[Value, str]] = {
    RuleKey.CANT_ATTACK: (Value.BOOL, "can't attack"),
    RuleKey.CANT_BLOCK: (Value.BOOL, "can't block"),
    RuleKey.COST_MORE: (Value.INT, "spells matching `spells` cost this much generic mana more"),
    RuleKey.SPELLS: (Value.FILTER, "the spells `cost_more` applies to"),
    RuleKey.SPEND_AS_ANY_COLOR: (Value.WHO_SPENDS, "`\"players\"` or `\"you\"`: mana may be spent as though it were mana of any color (609.4b)"),
}
RULE_KEYS = {str(k) for k in RuleKey}
LAYERS = ("2", "4", "5", "6", "7a", "7b", "7c", "7d")
"""Layers of non-copy effects, in the order they apply (layer 1 is copy effects, 707)."""
LAYER_RULE = {"1": "613.1a", "2": "613.1b", "4": "613.1d", "5": "613.1e", "6": "613.1f",
              "7a": "613.4a", "7b": "613.4b", "7c": "613.4c", "7d": "613.4d"}
"""The rule that defines each layer, cited in explanations."""
CDA_AMOUNTS = (AmountKind.NUMBER, AmountKind.FOR_EACH, AmountKind.DEVOTION, AmountKind.COUNTERS)
"""Amounts a characteristic-defining P/T may use (measuring P/T itself would be circular)."""


def check_static_effect(spec: Any) -> dict[str, Any]:
    """Validate one effect table of a static ability or animation; abilities get parsed."""
    if not isinstance(spec, dict):
        raise InvalidActionError(f"a static effect is a table, found {spec!r}")
    _only(spec, [*STATIC_OPS, *RULE_OPS, "affects"], "static effect")
    out: dict[str, Any] = {"affects": check_value(Value.WHAT, spec["affects"], "affects")} if "affects" in spec else {}
    for key, v in spec.items():
        if key in STATIC_OPS:
            out[key] = check_value(STATIC_OPS[StaticOp(key)].type, v, key)
        elif key in RULE_OPS:
            out[key] = check_value(RULE_OPS[RuleKey(key)][0], v, key)
    if "cda_pt" in out:
        if out.get("affects", "self") != "self":
            raise InvalidActionError("cda_pt: a characteristic-defining ability defines its own object's power and toughness (604.3): no 'affects'")
        for a in out["cda_pt"]:
            if a.kind not in CDA_AMOUNTS:
                raise InvalidActionError(f"cda_pt: {a.kind} can't define power or toughness; known: {', '.join(CDA_AMOUNTS)}")
    return out


# ---------------------------------------------------------------- trigger events (603)

class Event(StrEnum):
    """Events a triggered ability (or a delayed trigger) may wait for."""

    ENTERS = "enters"
    CAST = "cast"
    TAPPED_FOR_MANA = "tapped_for_mana"
    DIES = "dies"
    LEAVES = "leaves"
    UPKEEP = "upkeep"
    DRAW_STEP = "draw_step"
    END_STEP = "end_step"
    ATTACKS = "attacks"
    LORE = "lore"
    BECOMES_TARGET = "becomes_target"
    PRECOMBAT_MAIN = "precombat_main"
    BEGINNING_OF_COMBAT = "beginning_of_combat"


_OBJ = Key(Value.WHAT, "`self` or a filter")
_WHOSE = Key(Value.WHOSE, "`your` or `each`")
EVENTS: dict[Event, Entry] = {e.name: e for e in (  # type: ignore[misc]
    Entry(Event.ENTERS, {"what": _OBJ}, "a permanent enters", "603.6a"),
    Entry(Event.CAST, {"by": Key(Value.BY, "`you` (default) or `any`"), "what": Key(Value.FILTER, "a spell filter"),
                       "spell_targets_single": Key(Value.FILTER, "the spell has a single target matching this")},
          "a spell is cast", "601.2i"),
    Entry(Event.TAPPED_FOR_MANA, {"what": Key(Value.WHAT, "`enchanted`, `self` or a filter"), "by": Key(Value.BY, "`you` or `any`"),
                                  "mana": Key(Value.COLOR, "a type of mana it must have made")},
          "a mana ability with {T} resolved and made mana; adds mana at once (605.1b)", "106.12a"),
    Entry(Event.DIES, {"what": _OBJ, "to": Key(Value.ZONE)}, "a creature dies (looks back in time, 603.10a); `trigger.new` is the card in the graveyard", "700.4"),
    Entry(Event.LEAVES, {"what": _OBJ, "to": Key(Value.ZONE, "a zone: `graveyard`, ...")}, "a permanent leaves the battlefield (looks back in time, 603.10a)", "603.6c"),
    Entry(Event.UPKEEP, {"whose": _WHOSE}, "the upkeep begins", "503.1"),
    Entry(Event.DRAW_STEP, {"whose": _WHOSE}, "the draw step begins", "504.1"),
    Entry(Event.END_STEP, {"whose": _WHOSE}, "the end step begins", "513.1"),
    Entry(Event.ATTACKS, {"what": _OBJ}, "a creature attacks", "508.1"),
    Entry(Event.LORE, {"chapter": Key(Value.CHAPTERS)}, "lore counters reach a chapter (use `chapter`)", "714.2b"),
    Entry(Event.BECOMES_TARGET, {"what": _OBJ}, "it becomes the target of a spell or ability", "115.1"),
    Entry(Event.PRECOMBAT_MAIN, {"whose": _WHOSE}, "the precombat main phase begins", "505.1"),
    Entry(Event.BEGINNING_OF_COMBAT, {"whose": _WHOSE}, "the beginning of combat step begins", "507.1"),
)}
"""Every event and its pattern keys."""
TRIGGER_EVENTS = tuple(str(e) for e in Event)


def check_trigger(on: Any, params: dict[str, Any]) -> dict[str, Any]:
    """The pattern keys of a triggered ability waiting for ``on``, checked."""
    if on not in TRIGGER_EVENTS:
        near = difflib.get_close_matches(str(on), TRIGGER_EVENTS, n=1)
        hint = f" (did you mean {near[0]!r}?)" if near else ""
        raise InvalidActionError(f"triggered: 'on' must be one of {', '.join(TRIGGER_EVENTS)}, found {on!r}{hint}")
    return EVENTS[Event(on)].check(params, f"triggered on {on}")


# ---------------------------------------------------------------- replacement effects (614)

class ReplacementKind(StrEnum):
    """What a replacement effect may replace."""

    ENTERS = "enters"
    MANA = "mana"


REPLACEMENT_KINDS: dict[ReplacementKind, Entry] = {e.name: e for e in (  # type: ignore[misc]
    Entry(ReplacementKind.ENTERS, {"tapped": Key(Value.BOOL), "counters": Key(Value.COUNTERS, "`{ \"+1/+1\" = \"X\" }` (X paid as it was cast, else 0: 107.3m)"),
                                   "counters_if": Key(Value.COUNTERS_IF, "`{ Creature = { \"+1/+1\" = 1 } }`"),
                                   "choose_color": Key(Value.BOOL)},
          "how a permanent enters", "614.1c"),
    Entry(ReplacementKind.MANA, {"multiply": Key(Value.INT), "becomes": Key(Value.COLORS, "the type(s) it produces instead"),
                                 "what": Key(Value.WHAT, "a filter of the tapped permanent"), "whose": Key(Value.WHOSE, "`you` or `any`")},
          "what a permanent tapped for mana produces", "106.12b"),
)}
REPLACEMENTS = tuple(str(k) for k in ReplacementKind)


def check_replacement(what: Any, params: dict[str, Any]) -> dict[str, Any]:
    """The keys of a replacement effect of ``what``, checked (returned as written: they're frozen)."""
    if what not in REPLACEMENTS:
        raise InvalidActionError(f"replacement: 'replaces' must be one of {', '.join(REPLACEMENTS)}, found {what!r}")
    REPLACEMENT_KINDS[ReplacementKind(what)].check(params, f"replacement of {what}")
    return params


# ---------------------------------------------------------------- keywords (702)

class KeywordName(StrEnum):
    """Keyword abilities the engine implements."""

    FLYING = "flying"
    TRAMPLE = "trample"
    HASTE = "haste"
    VIGILANCE = "vigilance"
    FIRST_STRIKE = "first strike"
    DOUBLE_STRIKE = "double strike"
    DEATHTOUCH = "deathtouch"
    LIFELINK = "lifelink"
    REACH = "reach"
    DEFENDER = "defender"
    HEXPROOF = "hexproof"
    SHROUD = "shroud"
    INDESTRUCTIBLE = "indestructible"
    FLASH = "flash"
    MENACE = "menace"
    READ_AHEAD = "read ahead"
    ENCHANT = "enchant"
    PROTECTION_FROM = "protection from"
    FLASHBACK = "flashback"


WITH_ARG = (KeywordName.ENCHANT, KeywordName.PROTECTION_FROM, KeywordName.FLASHBACK)
"""Keywords written with what follows them ("Enchant creature", "Flashback {2}{R}")."""
KEYWORDS = tuple(str(k) for k in KeywordName if k not in WITH_ARG)
"""Keyword abilities (702) a card may name as plain text."""
KEYWORD_RULES = {"flying": "702.9", "trample": "702.19", "haste": "702.10", "vigilance": "702.20",
                 "first strike": "702.7", "double strike": "702.4", "deathtouch": "702.2", "lifelink": "702.15",
                 "reach": "702.17", "defender": "702.3", "hexproof": "702.11", "shroud": "702.18",
                 "indestructible": "702.12", "flash": "702.8", "menace": "702.111", "read ahead": "702.155",
                 "enchant": "702.5", "protection from": "702.16", "flashback": "702.34"}
PROTECTION_FROM = ("white", "blue", "black", "red", "green", "multicolored", "everything")
"""What "protection from" may name (702.16): the qualities the engine checks."""
REFUSED_KEYWORDS = ("infect", "wither", "prowess", "ward", "kicker", "multikicker", "cycling", "convoke", "equip", "landfall",
                    "cascade", "affinity", "delve", "undying", "persist", "toxic", "exalted", "flanking",
                    "bushido", "morph", "evoke", "madness", "storm", "annihilator", "partner", "changeling",
                    "intimidate", "fear", "shadow", "horsemanship", "split second", "rampage", "afflict",
                    "crew", "bloodthirst", "unearth", "dash", "emerge", "riot", "mentor", "training",
                    "ninjutsu", "suspend", "echo", "cumulative upkeep", "banding", "phasing", "islandwalk",
                    "forestwalk", "swampwalk", "mountainwalk", "plainswalk", "landwalk")
"""Real keywords the engine does not implement: a card naming one is refused, never loaded
without it."""


def check_keyword(name: Any, arg: Any = "") -> tuple[str, str]:
    """A keyword's name and argument, checked: only implemented keywords load."""
    low = str(name).strip().lower()
    if low not in set(KeywordName):
        if low in REFUSED_KEYWORDS or low.split(" ")[0] in REFUSED_KEYWORDS:
            raise InvalidActionError(f"keyword {low!r} is not implemented")
        raise unknown("keyword", low, list(KeywordName))
    arg = str(arg or "").strip().lower()
    if low in WITH_ARG and not arg:
        raise InvalidActionError(f"keyword {low!r} needs 'arg' (\"{low} <what>\")")
    if low not in WITH_ARG and arg:
        raise InvalidActionError(f"keyword {low!r} takes no 'arg', found {arg!r}")
    if low == KeywordName.PROTECTION_FROM and arg not in PROTECTION_FROM:
        raise InvalidActionError(f"protection from {arg!r} is not implemented; known: {', '.join(PROTECTION_FROM)}")
    if low == KeywordName.ENCHANT:
        Filter.parse(arg)
    return low, arg


def refused_keyword_text(text: str) -> str | None:
    """The refused keyword a text begins with ("Infect", "Ward {2}", "Kicker {1}{G}"), if any."""
    low = re.sub(r"[\s—-]*(\{.*|\d+|\(.*)$", "", text.strip().lower()).strip()
    if low in REFUSED_KEYWORDS:
        return low
    return None


# ---------------------------------------------------------------- conditions and amounts

CONDITION_DOC = {
    ConditionKind.YOU_CONTROL: "`\"you control a <filter>\"`",
    ConditionKind.YOU_CONTROL_NO: "`\"you control no <filter>\"`",
    ConditionKind.OPPONENT_CONTROLS: "`\"an opponent controls a <filter>\"`",
}


# ---------------------------------------------------------------- the tables of docs/CARDS.md

def _keys_doc(entry: Entry) -> str:
    return ", ".join(f"`{k}`" + (" (required)" if key.required else "") + (f": {key.doc}" if key.doc else f" ({key.type})")
                     for k, key in entry.keys.items())


def markdown() -> dict[str, str]:
    """The generated tables of docs/CARDS.md, by block name."""
    rows: dict[str, list[str]] = {}
    rows["effects"] = ["| effect | rule | does | keys |", "| --- | --- | --- | --- |"] + [
        f"| `{k}` | {e.rule} | {e.doc} | {_keys_doc(e)} |" for k, e in EFFECTS.items()]
    rows["events"] = ["| `on` | rule | fires when | keys |", "| --- | --- | --- | --- |"] + [
        f"| `{k}` | {e.rule} | {e.doc} | {_keys_doc(e)} |" for k, e in EVENTS.items()]
    rows["static"] = ["| operation | layer | value | meaning |", "| --- | --- | --- | --- |"] + [
        f"| `{k}` | {o.layer} | {o.type} | {o.doc} |" for k, o in STATIC_OPS.items()] + [
        f"| `{k}` | rule | {t} | {d} |" for k, (t, d) in RULE_OPS.items()]
    rows["replacements"] = ["| `replaces` | rule | replaces | keys |", "| --- | --- | --- | --- |"] + [
        f"| `{k}` | {e.rule} | {e.doc} | {_keys_doc(e)} |" for k, e in REPLACEMENT_KINDS.items()]
    rows["costs"] = ["| cost part | example |", "| --- | --- |"] + [f"| `{k}` | {ex} |" for k, (_, ex) in COST_PARTS.items()]
    rows["keywords"] = ["| keyword | rule |", "| --- | --- |"] + [f"| {k} | {KEYWORD_RULES[k]} |" for k in KeywordName] + [
        "", "`Protection from` names one of: " + ", ".join(PROTECTION_FROM) + "; `Enchant` a filter; `Flashback` a mana cost.",
        "", "Refused on purpose (\"keyword 'infect' is not implemented\"): " + ", ".join(REFUSED_KEYWORDS) + "."]
    rows["conditions"] = ["| condition | written |", "| --- | --- |"] + [f"| `{k}` | {d} |" for k, d in CONDITION_DOC.items()] + [
        "", "Refused on purpose: " + "; ".join(f"\"{w}\" ({why})" for w, why in REFUSED_CONDITIONS.items()) + "."]
    rows["amounts"] = ["| amount | written | means |", "| --- | --- | --- |"] + [
        f"| `{k}` | {w} | {d} |" for k, (w, d) in AMOUNT_DOC.items()] + [
        "", f"Objects an amount measures: {', '.join(f'`{o}`' for o in AMOUNT_OBJECTS)}, `target2`. "
        "Refused on purpose: " + "; ".join(f"\"{w}\" ({why})" for w, why in REFUSED_AMOUNTS.items()) + "."]
    return {k: "\n".join(v) for k, v in rows.items()}


def render_doc(doc: str) -> str:
    """``doc`` with every ``<!-- vocabulary:NAME -->`` block replaced by its generated table."""
    tables = markdown()

    def block(m: re.Match[str]) -> str:
        name = m.group(1)
        if name not in tables:
            raise InvalidActionError(f"docs: unknown vocabulary block {name!r}")
        return f"<!-- vocabulary:{name} -->\n{tables[name]}\n<!-- /vocabulary:{name} -->"
    return re.sub(r"<!-- vocabulary:(\w+) -->.*?<!-- /vocabulary:\1 -->", block, doc, flags=re.S)
