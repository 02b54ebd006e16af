"""Cards as data: the objects a card definition is made of (filters, costs, abilities,
characteristics, card definitions). Built from card files by ``sandbox.cards.parse``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import Any, ClassVar

from sandbox.cards.filters import Filter as Filter
from sandbox.cards.filters import filter_of as filter_of
from sandbox.cards.typeline import ARTIFACT_SUBTYPES as ARTIFACT_SUBTYPES
from sandbox.cards.typeline import BASIC_LAND_MANA as BASIC_LAND_MANA
from sandbox.cards.typeline import CARD_TYPES as CARD_TYPES
from sandbox.cards.typeline import SUPERTYPES as SUPERTYPES
from sandbox.errors import InvalidActionError
from sandbox.symbols import COLORS, NAME_TO_SYMBOL, is_number, parse_cost

WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "a": 1, "an": 1}


# ---------------------------------------------------------------- amounts (107.1, 107.3)

class AmountKind(StrEnum):
    """What a number on a card can be."""

    NUMBER = "number"
    X = "X"
    FOR_EACH = "for_each"
    POWER_OF = "power_of"
    TOUGHNESS_OF = "toughness_of"
    MANA_VALUE_OF = "mana_value_of"
    COUNTERS = "counters"
    DEVOTION = "devotion"
    PARTY = "party"
    DOMAIN = "domain"
    LIFE_LOST_THIS_WAY = "life_lost_this_way"
    DAMAGE_DEALT_THIS_WAY = "damage_dealt_this_way"
    CARD_TYPES = "card_types"
    EVENT_AMOUNT = "event_amount"


AMOUNT_DOC = {
    AmountKind.NUMBER: ("`3`", "a whole number"),
    AmountKind.X: ("`\"X\"`", "the value of X chosen as the spell was cast (107.3)"),
    AmountKind.FOR_EACH: ("`{ for_each = \"creature you control\" }`", "the number of objects matching a filter, counted as it resolves"),
    AmountKind.POWER_OF: ("`{ power_of = \"self\" }`", "an object's power (last known information if it left, 608.2h)"),
    AmountKind.TOUGHNESS_OF: ("`{ toughness_of = \"target\" }`", "an object's toughness"),
    AmountKind.MANA_VALUE_OF: ("`{ mana_value_of = \"target\" }`", "an object's mana value (202.3)"),
    AmountKind.COUNTERS: ("`{ counters = \"+1/+1\", on = \"self\" }`", "the number of counters of a kind on an object (`on` defaults to `self`)"),
    AmountKind.DEVOTION: ("`{ devotion = \"green\" }`", "your devotion to a color (700.5)"),
    AmountKind.PARTY: ("`{ party = \"you\" }`", "the number of creatures in your party: up to one each of Cleric, Rogue, Warrior and Wizard you control, as many as can be counted (700.8)"),
    AmountKind.DOMAIN: ("`{ domain = \"you\" }`", "the number of basic land types among lands you control (305.6; the ability word domain, 207.2c)"),
    AmountKind.LIFE_LOST_THIS_WAY: ("`{ life_lost_this_way = \"all\" }`", "the life the players lost to the effects before it in the same spell or ability (608.2c, 119.3)"),
    AmountKind.DAMAGE_DEALT_THIS_WAY: ("`{ damage_dealt_this_way = \"all\" }`", "the damage the effects before it in the same spell or ability dealt, after prevention (608.2c, 120.3, 615)"),
    AmountKind.CARD_TYPES: ("`{ card_types = \"card in a graveyard\" }`", "the number of card types (205.2a, Kindred included) among the cards in graveyards matching a filter"),
    AmountKind.EVENT_AMOUNT: ("`{ event_amount = \"trigger\" }`", "\"that much\" / \"that many\" in a triggered ability: the amount of the event that triggered it (the damage dealt, the life gained; 603.2, 608.2h)"),
}
"""How each amount is written in a table and what it means (docs/CARDS.md)."""

AMOUNT_OBJECTS = ("self", "target", "enchanted", "equipped", "trigger.object", "trigger.new", "sacrificed", "exiled")
"""Objects an amount may measure (``target2``... also; "exiled": the card exiled from a graveyard to
pay the ability's cost, scavenge 702.97a)."""

REFUSED_AMOUNTS = {
    "dealt this turn": "the engine doesn't record the damage dealt earlier in a turn",
}
"""Amount phrases refused on purpose, with the reason."""


@dataclass(frozen=True)
class Amount:
    """A number a card names: fixed, X, or counted as the effect happens (608.2h)."""

    kind: AmountKind = AmountKind.NUMBER
    value: int = 0
    """NUMBER: the number."""
    filter: Filter | None = None
    """FOR_EACH: what is counted."""
    of: str = ""
    """POWER_OF, TOUGHNESS_OF, MANA_VALUE_OF, COUNTERS: the object measured."""
    counter: str = ""
    """COUNTERS: the kind of counter."""
    color: str = ""
    """DEVOTION: the color symbol."""

    @classmethod
    def parse(cls, value: Any, where: str = "amount") -> Amount:
        """An amount from its table form: 3, "X", { for_each = ... }, { power_of = ... }, ..."""
        if isinstance(value, Amount):
            return value
        if isinstance(value, bool):
            raise InvalidActionError(f"{where}: expected a number, \"X\" or an amount table, found {value!r}")
        if isinstance(value, int):
            return cls(value=value)
        if value == "X":
            return cls(AmountKind.X)
        if isinstance(value, str):
            return cls.from_text(value, where)
        if not isinstance(value, dict):
            raise InvalidActionError(f"{where}: expected a number, \"X\" or an amount table, found {value!r}")
        kinds = [k for k in value if k in AmountKind.__members__.values() and k not in ("number", "X")]
        if len(kinds) > 1:
            raise InvalidActionError(f"{where}: one amount per table, found {', '.join(kinds)}")
        if not kinds:
            known = ", ".join(k for k in AmountKind if k not in ("number", "X"))
            bad = sorted(set(value) - {"on"})
            raise InvalidActionError(f"{where}: unknown amount {bad[0] if bad else ''!r}; known: a number, \"X\", {known}")
        kind = AmountKind(kinds[0])
        extra = set(value) - {kind, "on"} if kind == AmountKind.COUNTERS else set(value) - {kind}
        if extra:
            raise InvalidActionError(f"{where}: {kind}: unknown key {sorted(extra)[0]!r}")
        arg = value[kind]
        if not isinstance(arg, str) or not arg.strip():
            raise InvalidActionError(f"{where}: {kind}: expected a text, found {arg!r}")
        if kind == AmountKind.FOR_EACH:
            f = Filter.parse(arg, counted=True)
            if f.zone == "stack" or not f.objects or f.players is not None:
                raise InvalidActionError(f"{where}: for_each counts permanents or cards, found {arg!r}")
            return cls(kind, filter=f)
        if kind == AmountKind.CARD_TYPES:
            f = Filter.parse(arg)
            if f.zone != "graveyard" or not f.objects or f.players is not None:
                raise InvalidActionError(f"{where}: card_types counts among cards in graveyards, found {arg!r}")
            return cls(kind, filter=f)
        if kind == AmountKind.DEVOTION:
            return cls(kind, color=_color_of(arg, where))
        if kind == AmountKind.EVENT_AMOUNT:
            if arg != "trigger":
                raise InvalidActionError(f"{where}: {kind}: only \"trigger\", found {arg!r}")
            return cls(kind, of="trigger")
        if kind in (AmountKind.LIFE_LOST_THIS_WAY, AmountKind.DAMAGE_DEALT_THIS_WAY):
            if arg != "all":
                raise InvalidActionError(f"{where}: {kind}: only \"all\", found {arg!r}")
            return cls(kind, of="all")
        if kind in (AmountKind.PARTY, AmountKind.DOMAIN):
            if arg != "you":
                raise InvalidActionError(f"{where}: {kind}: only \"you\", found {arg!r}")
            return cls(kind, of="you")
        if kind == AmountKind.COUNTERS:
            return cls(kind, counter=arg, of=_amount_object(value.get("on", "self"), where))
        return cls(kind, of=_amount_object(arg, where))

    @classmethod
    def from_text(cls, text: str, where: str = "amount") -> Amount:
        """An amount from English: "three", "X", "for each creature you control", "equal to this
        creature's power", "the number of +1/+1 counters on it", "your devotion to green"."""
        t = text.strip().rstrip(".").strip()
        low = t.lower()
        for phrase, why in REFUSED_AMOUNTS.items():
            if phrase in low:
                raise InvalidActionError(f"{where}: amount {t!r} is not supported: {why}")
        if low == "x":
            return cls(AmountKind.X)
        if is_number(low) or low in WORD_NUMBERS:
            return cls(value=_number(low))
        if re.fullmatch(r"for each creature in your party|(?:equal to )?the number of creatures in your party", low):
            return cls(AmountKind.PARTY, of="you")  # 700.8
        if re.fullmatch(r"(?:equal to )?the life lost this way", low):
            return cls(AmountKind.LIFE_LOST_THIS_WAY, of="all")  # 608.2c: what an earlier part of the effect did
        if re.fullmatch(r"(?:equal to )?the damage dealt this way", low):
            return cls(AmountKind.DAMAGE_DEALT_THIS_WAY, of="all")  # 608.2c, 120.3
        if re.fullmatch(r"for each basic land type among lands you control"
                        r"|(?:equal to )?the number of basic land types among lands you control", low):
            return cls(AmountKind.DOMAIN, of="you")  # 305.6
        if m := re.fullmatch(r"for each (\S+) counters? on (.+)", t, re.I):
            return cls.parse({"counters": m.group(1), "on": _object_phrase(m.group(2), where)}, where)
        if low.startswith("for each "):
            return cls.parse({"for_each": t[len("for each "):]}, where)
        if m := re.fullmatch(r"(?:equal to )?(.+?)'s? (power|toughness|mana value)", t, re.I):
            key = {"power": "power_of", "toughness": "toughness_of", "mana value": "mana_value_of"}[m.group(2).lower()]
            return cls.parse({key: _object_phrase(m.group(1), where)}, where)
        if m := re.fullmatch(r"(?:equal to )?the number of (\S+) counters on (.+)", t, re.I):
            return cls.parse({"counters": m.group(1), "on": _object_phrase(m.group(2), where)}, where)
        if m := re.fullmatch(r"(?:equal to )?your devotion to (\w+)", t, re.I):
            return cls.parse({"devotion": m.group(1)}, where)
        raise InvalidActionError(f"{where}: can't read amount {t!r}; known: a number, X, for each <filter>, "
                                 f"<object>'s power/toughness/mana value, the number of <kind> counters on <object>, "
                                 f"your devotion to <color>")

    def table(self) -> Any:
        """The table form this amount is written as (``parse`` gives it back)."""
        if self.kind == AmountKind.NUMBER:
            return self.value
        if self.kind == AmountKind.X:
            return "X"
        if self.kind == AmountKind.FOR_EACH:
            return {"for_each": self.filter.text if self.filter else ""}
        if self.kind == AmountKind.CARD_TYPES:
            return {"card_types": self.filter.text if self.filter else ""}
        if self.kind == AmountKind.DEVOTION:
            return {"devotion": self.color}
        if self.kind == AmountKind.COUNTERS:
            return {"counters": self.counter, "on": self.of}
        return {str(self.kind): self.of}

    def __str__(self) -> str:
        if self.kind == AmountKind.NUMBER:
            return str(self.value)
        if self.kind == AmountKind.X:
            return "X"
        if self.kind == AmountKind.FOR_EACH:
            return f"the number of {self.filter}"
        if self.kind == AmountKind.CARD_TYPES:
            return f"the number of card types among {self.filter}"
        if self.kind == AmountKind.DEVOTION:
            return f"your devotion to {self.color}"
        if self.kind == AmountKind.PARTY:
            return "the number of creatures in your party"
        if self.kind == AmountKind.DOMAIN:
            return "the number of basic land types among lands you control"
        if self.kind == AmountKind.LIFE_LOST_THIS_WAY:
            return "the life lost this way"
        if self.kind == AmountKind.DAMAGE_DEALT_THIS_WAY:
            return "the damage dealt this way"
        if self.kind == AmountKind.EVENT_AMOUNT:
            return "that much (the triggering event's amount)"
        if self.kind == AmountKind.COUNTERS:
            return f"the number of {self.counter} counters on {self.of}"
        return f"{self.of}'s {self.kind.removesuffix('_of').replace('_', ' ')}"


def _amount_object(ref: Any, where: str) -> str:
    if isinstance(ref, str) and (ref in AMOUNT_OBJECTS or re.fullmatch(r"target[1-9]", ref)):
        return ref
    raise InvalidActionError(f"{where}: unknown object {ref!r}; known: {', '.join(AMOUNT_OBJECTS)}")


def _object_phrase(phrase: str, where: str) -> str:
    low = phrase.strip().lower()
    if low in ("this creature", "this permanent", "this artifact", "this land", "~", "it", "self"):
        return "self"
    if low in ("enchanted creature", "equipped creature"):
        return low.split()[0]
    if low in ("that creature", "target creature", "the target", "target"):
        return "target"
    if re.fullmatch(r"the sacrificed (?:creature|artifact|land|permanent)", low):
        return "sacrificed"  # the permanent sacrificed to pay the cost, as it last existed (608.2h)
    return _amount_object(low, where)


def _color_of(name: str, where: str) -> str:
    try:
        return parse_color(name)
    except InvalidActionError:
        raise InvalidActionError(f"{where}: unknown color {name!r}") from None


# ---------------------------------------------------------------- conditions (603.4)

_SELF = r"(?:this [a-z]+|~|it)"
"""How a card's text names itself ("this artifact"; "~"; "it" in a cost)."""


class ConditionKind(StrEnum):
    """Conditions of intervening "if" clauses (603.4) and of "as long as" statics (611.3a)."""

    YOU_CONTROL = "you control"
    YOU_CONTROL_NO = "you control no"
    OPPONENT_CONTROLS = "an opponent controls"
    WAS_KICKED = "it was kicked"
    YOU_PLAYED_A_LAND = "you played a land this turn"
    NO_SPELLS_LAST_TURN = "no spells were cast last turn"
    TWO_SPELLS_LAST_TURN = "a player cast two or more spells last turn"
    SELF_HAS_COUNTER = "this permanent has a counter on it"
    """"If this land has a luck counter on it": ``counter`` names the kind."""
    YOU_CONTROL_AT_LEAST = "you control at least"
    """"you control three or more artifacts": ``count`` of ``filter``."""
    YOUR_TURN = "it's your turn"
    NOT_YOUR_TURN = "it's not your turn"
    HAND_EMPTY = "you have no cards in hand"
    HAND_AT_MOST = "cards in your hand at most"
    """"you have one or fewer cards in hand": at most ``count``."""
    HAND_AT_LEAST = "cards in your hand at least"
    LIFE_AT_LEAST = "your life at least"
    """"you have 30 or more life": at least ``count``."""
    LIFE_AT_MOST = "your life at most"
    GRAVEYARD_AT_LEAST = "cards in your graveyard at least"
    """"seven or more cards are in your graveyard" (threshold)."""
    GRAVEYARD_CARD_TYPES = "card types in your graveyard at least"
    """"there are four or more card types among cards in your graveyard" (delirium; 205.2a)."""
    SELF_STATUS = "this permanent is"
    """"~ is tapped": ``status`` is one of ``STATUSES``."""
    DEFENDING_CONTROLS = "defending player controls"
    """"defending player controls an Island": in this two-player engine, the opponent of the
    ability's controller, the one its creatures attack (506.2, 508.1c)."""
    DEFENDING_CONTROLS_NO = "defending player controls no"
    YOU_CONTROL_AT_MOST = "you control at most"
    """"you control two or fewer other lands": at most ``count`` of ``filter``."""
    OPPONENTS_AT_LEAST = "opponents at least"
    """"you have two or more opponents": at least ``count`` opponents (102.2)."""
    TRIBUTE_NOT_PAID = "tribute wasn't paid"
    """702.104b: the opponent chosen for this permanent's tribute didn't put the counters on it."""
    CITYS_BLESSING = "you have the city's blessing"
    DAY = "it's day"
    """726: the game's designation is day (never while it's neither day nor night)."""
    NIGHT = "it's night"
    """702.131c: a designation a player gets through ascend and keeps for the rest of the game."""
    MONARCH = "you're the monarch"
    """724.1: the designation of one player at most (724.3)."""
    GREATER_THAN_SELF = ("that creature's power is greater than this creature's power and/or that creature's toughness "
                         "is greater than this creature's toughness")
    """Evolve's (702.100a): the creature the event names (as it is, or as it last existed, 608.2h)
    has a greater power or a greater toughness than this one; never when either isn't a creature
    (702.100c)."""
    HOST_IS = "the permanent it's attached to is"
    """"enchanted creature is white", "equipped creature is a Human", "enchanted permanent is a
    creature": the object this Aura or Equipment is attached to (303.4, 301.5) matches
    ``filter``, seen with the layers applied so far (613, 611.3a); false when it's attached to nothing."""


WHOLE_CONDITIONS = (ConditionKind.WAS_KICKED, ConditionKind.YOU_PLAYED_A_LAND, ConditionKind.NO_SPELLS_LAST_TURN,
                    ConditionKind.TWO_SPELLS_LAST_TURN, ConditionKind.YOUR_TURN, ConditionKind.NOT_YOUR_TURN,
                    ConditionKind.HAND_EMPTY, ConditionKind.GREATER_THAN_SELF, ConditionKind.CITYS_BLESSING,
                    ConditionKind.TRIBUTE_NOT_PAID, ConditionKind.MONARCH, ConditionKind.DAY, ConditionKind.NIGHT)
"""Conditions written out in full (no filter)."""

_FILTER_CONDITIONS = (ConditionKind.OPPONENT_CONTROLS, ConditionKind.DEFENDING_CONTROLS_NO, ConditionKind.DEFENDING_CONTROLS,
                      ConditionKind.YOU_CONTROL_NO, ConditionKind.YOU_CONTROL)
"""Conditions on the battlefield written "<kind> a <filter>" (longest first)."""

STATUSES = ("untapped", "tapped", "attacking", "blocking", "equipped", "enchanted", "monstrous")
"""What "~ is <status>" may say of a permanent (110.5, 506.4, 301.5, 303.4)."""

_N = r"(\d+|" + "|".join(WORD_NUMBERS) + ")"
_COUNTED_CONDITIONS = (
    (re.compile(rf"you control {_N} or more (.+)"), ConditionKind.YOU_CONTROL_AT_LEAST),
    (re.compile(rf"you control {_N} or fewer (.+)"), ConditionKind.YOU_CONTROL_AT_MOST),
    (re.compile(rf"you have {_N} or more opponents"), ConditionKind.OPPONENTS_AT_LEAST),
    (re.compile(rf"you have {_N} or (?:more|greater) cards? in (?:your )?hand"), ConditionKind.HAND_AT_LEAST),
    (re.compile(rf"you have {_N} or fewer cards? in (?:your )?hand"), ConditionKind.HAND_AT_MOST),
    (re.compile(rf"you have {_N} or more life"), ConditionKind.LIFE_AT_LEAST),
    (re.compile(rf"you have {_N} or less life"), ConditionKind.LIFE_AT_MOST),
    (re.compile(rf"{_N} or more cards are in your graveyard"), ConditionKind.GRAVEYARD_AT_LEAST),
    (re.compile(rf"there are {_N} or more card types among cards in your graveyard"), ConditionKind.GRAVEYARD_CARD_TYPES),
)
"""Conditions that count, by their wording: the number is the first group (a filter the second)."""


def _host_filter(noun: str, what: str) -> Filter:
    """What "enchanted <noun> is <what>" asks of the host: "a Human or an Angel" (a noun, with
    its articles dropped), or "white" / "red or green" / "legendary" / "untapped" (words said
    of the host's own noun). "attacking alone", a power, "the chosen ..." aren't filters:
    refused by ``Filter.parse``."""
    what = what.strip()
    if re.match(r"(?:a|an) ", what, re.I):
        nouns = re.split(r" or ", what)
        if not all(re.match(r"(?:a|an) \S", n, re.I) for n in nouns):
            raise InvalidActionError(f"condition: 'is {what}' mixes a noun with other words")
        text = " or ".join(re.sub(r"^(?:a|an) ", "", n, flags=re.I) for n in nouns)
    else:
        text = f"{what} {noun}"
    if re.search(r"\b(?:alone|named|chosen|the|that|its|power|toughness|in|on|with|without|not)\b", text, re.I):
        raise InvalidActionError(f"condition: 'is {what}' of the enchanted or equipped object is not understood")
    return Filter.parse(text)


def _count(word: str) -> int:
    return int(word) if word.isdigit() else WORD_NUMBERS[word]


def _known_condition(kind: ConditionKind) -> str:
    """How a condition kind is written, for error messages."""
    if kind == ConditionKind.SELF_HAS_COUNTER:
        return "\"this <permanent> has a <kind> counter on it\""
    if kind == ConditionKind.SELF_STATUS:
        return "\"~ is <" + "|".join(STATUSES) + ">\""
    if kind == ConditionKind.HOST_IS:
        return "\"enchanted/equipped <noun> is <filter>\""
    if written := next((rx.pattern.replace(_N, "N").replace("(.+)", "<filter>").replace("(?:your )?", "")
                        .replace("(?:more|greater)", "more").replace("cards?", "cards")
                        for rx, k in _COUNTED_CONDITIONS if k == kind), None):
        return f"\"{written}\""
    if kind in WHOLE_CONDITIONS:
        return f"\"{kind}\""
    return f"\"{kind} {'' if kind in (ConditionKind.YOU_CONTROL_NO, ConditionKind.DEFENDING_CONTROLS_NO) else 'a '}<filter>\""


REFUSED_CONDITIONS = {
    "instead": "\"if ... instead\" is a replacement the engine doesn't model",
    "attacked": "the engine doesn't record attacks this turn",
    "life": "only \"you have N or more life\" and \"you have N or less life\" are understood of life totals",
    "cast it": "the engine doesn't record how a permanent was cast",
    "was cast": "the engine doesn't record how a permanent was cast",
}
"""Condition words refused on purpose, with the reason."""


@dataclass(frozen=True)
class Condition:
    """An intervening "if" (603.4): checked as the ability triggers and as it resolves."""

    kind: ConditionKind
    filter: Filter = Filter()
    text: str = ""
    counter: str = ""
    """For SELF_HAS_COUNTER: the kind of counter (at least ``count`` of them, "there are two or
    more ki counters on ~"; at least one when ``count`` is 0)."""
    count: int = 0
    """For the counting kinds (YOU_CONTROL_AT_LEAST, LIFE_AT_MOST, ...): the number."""
    status: str = ""
    """For SELF_STATUS: one of STATUSES."""

    @classmethod
    def parse(cls, text: Any) -> Condition:
        if not isinstance(text, str) or not text.strip():
            raise InvalidActionError(f"condition: expected a text like \"you control a Swamp\", found {text!r}")
        t = text.strip().rstrip(".")
        low = t.lower().removeprefix("if ").strip()
        for whole in WHOLE_CONDITIONS:
            if low == whole:
                return cls(whole, text=t)
        if m := re.fullmatch(rf"{_SELF} has an? ([+-]\d/[+-]\d|[a-z]+) counter on it", low):
            return cls(ConditionKind.SELF_HAS_COUNTER, text=t, counter=m.group(1))
        if m := re.fullmatch(r"there are (\w+) or more ([+-]\d/[+-]\d|[a-z]+) counters on ~", low):
            return cls(ConditionKind.SELF_HAS_COUNTER, text=t, counter=m.group(2), count=_count(m.group(1)))
        if m := re.fullmatch(rf"{_SELF} is ({'|'.join(STATUSES)})", low):
            return cls(ConditionKind.SELF_STATUS, text=t, status=m.group(1))
        if m := re.fullmatch(r"(?:if )?(?:enchanted|equipped) (creature|permanent|land|artifact) is (.+)", t, re.I):
            return cls(ConditionKind.HOST_IS, _host_filter(m.group(1).lower(), m.group(2)), t)
        for rx, counted in _COUNTED_CONDITIONS:
            if m := rx.fullmatch(low):
                counts_yours = counted in (ConditionKind.YOU_CONTROL_AT_LEAST, ConditionKind.YOU_CONTROL_AT_MOST)
                filt = Filter.parse(m.group(2) + " you control") if counts_yours else Filter()
                return cls(counted, filt, t, count=_count(m.group(1)))
        for word, why in REFUSED_CONDITIONS.items():
            if re.search(rf"\b{word}\b", low):
                raise InvalidActionError(f"condition {t!r} is not supported: {why}")
        for kind in _FILTER_CONDITIONS:
            if low.startswith(kind + " "):
                rest = low[len(kind) + 1:]
                first, _, tail = rest.partition(" ")
                if kind not in (ConditionKind.YOU_CONTROL_NO, ConditionKind.DEFENDING_CONTROLS_NO):
                    if first not in ("a", "an", "another") or not tail:
                        break
                    rest = "other " + tail if first == "another" else tail
                    # "you control a Swamp or a Forest": one filter of either kind (one word each)
                    if m := re.fullmatch(r"([\w-]+) or an? ([\w-]+)", rest):
                        rest = f"{m.group(1)} or {m.group(2)}"
                theirs = (ConditionKind.OPPONENT_CONTROLS, ConditionKind.DEFENDING_CONTROLS, ConditionKind.DEFENDING_CONTROLS_NO)
                owner = " an opponent controls" if kind in theirs else " you control"
                return cls(kind, Filter.parse(rest + owner), t)
        raise InvalidActionError(f"unknown condition {t!r}; known: " + ", ".join(
            _known_condition(k) for k in ConditionKind))

    def __str__(self) -> str:
        return self.text


# ---------------------------------------------------------------- costs

class CostPart(StrEnum):
    """The parts an activation cost may have (118, 602.1)."""

    MANA = "mana"
    TAP = "tap"
    UNTAP = "untap"
    SACRIFICE_SELF = "sacrifice_self"
    EXILE_SELF = "exile_self"
    EXILE_SELF_GRAVEYARD = "exile_self_graveyard"
    DISCARD_RANDOM = "discard_random"
    SACRIFICE = "sacrifice"
    PAY_LIFE = "pay_life"
    PUT_COUNTERS = "put_counters"
    REMOVE_COUNTERS = "remove_counters"
    LOYALTY = "loyalty"
    REMOVE_X_COUNTERS = "remove_x_counters"
    EXILE = "exile"
    DISCARD = "discard"
    DISCARD_SELF = "discard_self"
    EXILE_CARDS = "exile_cards"
    TAP_OTHERS = "tap_others"
    RETURN = "return"
    SACRIFICE_N = "sacrifice_n"
    TAP_POWER = "tap_power"
    ENERGY = "energy"


COST_PARTS: dict[CostPart, tuple[str, str]] = {
    CostPart.TAP: (r"\{t\}", "`{T}` (tap this permanent)"),
    CostPart.UNTAP: (r"\{q\}", "`{Q}` (untap this permanent)"),
    CostPart.SACRIFICE_SELF: (rf"sacrifice {_SELF}", "`Sacrifice this artifact`"),
    CostPart.EXILE_SELF: (rf"exile {_SELF}", "`Exile this artifact` (the permanent exiles itself, 406.1)"),
    CostPart.EXILE_SELF_GRAVEYARD: (rf"exile {_SELF} from your graveyard",
                                    "`Exile this card from your graveyard`: the ability works only there (113.6m)"),
    CostPart.SACRIFICE: (r"sacrifice (an?|another) (.+)", "`Sacrifice a creature`, `Sacrifice another creature` (a filter)"),
    CostPart.SACRIFICE_N: (r"sacrifice (two|three|four|five) (other )?(.+)", "`Sacrifice two creatures`, `Sacrifice three other artifacts`"),
    CostPart.PAY_LIFE: (r"pay (\d+|x) life", "`Pay 2 life`, `Pay X life` (X is chosen, 107.3)"),
    CostPart.ENERGY: (r"pay ((?:\{e\})+)", "`Pay {E}{E}`: remove that many energy counters from yourself (107.14)"),
    CostPart.PUT_COUNTERS: (rf"put (\w+) ([+-]\d/[+-]\d|[a-z]+) counters? on {_SELF}", "`Put a -1/-1 counter on this creature`"),
    CostPart.REMOVE_X_COUNTERS: (rf"remove x ([a-z]+) counters from {_SELF}", "`Remove X storage counters from this land` (X is chosen, 107.3)"),
    CostPart.REMOVE_COUNTERS: (rf"remove (\w+) ([+-]\d/[+-]\d|[a-z]+) counters? from {_SELF}", "`Remove a +1/+1 counter from this creature`"),
    CostPart.EXILE: (r"exile an? (.+) you control", "`Exile a creature you control` (a filter)"),
    CostPart.DISCARD: (r"discard (a|an|one|two|three|x) ((?:[a-z]+ )*?)cards?", "`Discard a card`, `Discard two cards`, `Discard X cards`, `Discard a creature card` (701.9)"),
    CostPart.DISCARD_RANDOM: (r"discard (a|one|two|three) cards? at random", "`Discard a card at random` (701.9b)"),
    CostPart.DISCARD_SELF: (r"discard (?:this card|~)", "`Discard this card`: the ability works only while the card is in its owner's hand (702.29a)"),
    CostPart.EXILE_CARDS: (r"exile (a|an|one|two|three|four|five|x) ((?:[a-z]+ )*?)cards? from your graveyard",
                           "`Exile a creature card from your graveyard`, `Exile X cards from your graveyard`"),
    CostPart.RETURN: (r"return (an?|one|two|three) (.+?) you control to (its|their) owner's hand",
                      "`Return a land you control to its owner's hand`, `Return two Islands you control to their owner's hand`"),
    CostPart.TAP_OTHERS: (r"tap (an|one|two|three|four|five) untapped (.+?) you control",
                          "`Tap an untapped creature you control`, `Tap two untapped Allies you control` (not {T}: summoning sickness doesn't matter, 302.6)"),
    CostPart.TAP_POWER: (r"tap any number of untapped creatures you control with total power (\d+) or (?:more|greater)",
                         "`Tap any number of untapped creatures you control with total power 3 or more` (crew, 702.122a)"),
    CostPart.LOYALTY: (r"[+\-−][1-9]\d*|0|[\-−]x", "loyalty `+2`, `-1`, `0`, `-X` (606.4: a sign on every cost but 0)"),
    CostPart.MANA: (r"(?:\{[^{}]+\})+", "`{2}{G}`"),
}
"""Each cost part: the pattern its text must match in full, and an example."""


def _cost_part(raw: str) -> tuple[CostPart, re.Match[str]]:
    for part, (pattern, _) in COST_PARTS.items():
        if m := re.fullmatch(pattern, raw, re.I):
            return part, m
    raise InvalidActionError(f"unknown cost part {raw!r}; known: " + ", ".join(COST_PARTS))


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
    exile_self: bool = False
    exile_from_graveyard: bool = False
    """"Exile this card from your graveyard": the ability works only while the card is in its
    owner's graveyard (113.6m); the card is exiled as the cost is paid."""
    """"Exile this permanent": it is moved to exile as the cost is paid (406.1; it doesn't die)."""
    loyalty: int | None = None
    """Loyalty change (+N puts, -N removes counters; 606.4)."""
    self_counters: tuple[tuple[str, int], ...] = ()
    """Counters put on (positive) or removed from (negative) this permanent as a cost."""
    life: int = 0
    sacrifice: str | None = None
    """Filter text of a permanent to sacrifice ("Sacrifice a creature")."""
    x_counters: str = ""
    """Kind of counters of which X are removed from this permanent ("Remove X storage counters")."""
    exile: str | None = None
    """Filter text of a permanent you control to exile ("Exile a creature you control")."""
    discard: tuple[int, str] | None = None
    """How many cards, and their filter text, to discard from your hand ("Discard a creature card")."""
    discard_random: int = 0
    """How many cards to discard at random from your hand ("Discard a card at random", 701.9b)."""
    discard_self: bool = False
    """"Discard this card": the ability functions only while the card is in a hand (cycling, 702.29a)."""
    exile_cards: tuple[int, str] | None = None
    """How many cards, and their filter text, to exile from your graveyard ("Exile a creature card from your graveyard")."""
    tap_others: tuple[int, str] | None = None
    """How many untapped permanents you control, and their filter text (singular), to tap ("Tap two untapped Allies you control")."""
    sacrifice_n: tuple[int, str] | None = None
    """How many permanents you control, and their filter text (singular), to sacrifice at once ("Sacrifice two creatures")."""
    bounce: tuple[int, str] | None = None
    """How many permanents you control, and their filter text (singular), to return to their owner's hand."""
    energy: int = 0
    """Energy counters you pay ("Pay {E}{E}", 107.14): removed from you."""
    tap_power: int = 0
    """Tap any number of untapped creatures you control with total power this or more (crew, 702.122a)."""
    x_part: str = ""
    """The part whose number is X ("life", "discard" or "exile_cards"; its own number is 0):
    "Pay X life", "Discard X cards" (107.3: X is chosen as the cost is determined)."""
    text: str = ""

    @property
    def has_x(self) -> bool:
        """True when X appears in the cost (107.3): its value is chosen as it's activated."""
        return "X" in self.mana or bool(self.x_counters) or bool(self.x_part)

    def loyalty_change(self, x: int) -> int:
        """The loyalty counters this cost puts on (+) or removes (-), with X = ``x`` (606.4)."""
        return -x if self.x_part == "loyalty" else (self.loyalty or 0)

    def count(self, part: str, x: int) -> int:
        """How many a numbered part takes with X = ``x``: life to pay, cards to discard or exile."""
        if self.x_part == part:
            return x
        if part == "life":
            return self.life
        value = getattr(self, part)
        return value[0] if value else 0

    @classmethod
    def parse(cls, text: str) -> Cost:
        """A cost from its text: comma-separated parts, each one of ``COST_PARTS``."""
        mana: tuple[str, ...] = ()
        kw: dict[str, Any] = {}
        counters: list[tuple[str, int]] = []
        for raw in [p.strip() for p in text.split(",") if p.strip()]:
            part, m = _cost_part(raw)
            if part == CostPart.MANA:
                mana = mana + parse_cost(raw)
            elif part in (CostPart.TAP, CostPart.UNTAP, CostPart.SACRIFICE_SELF, CostPart.DISCARD_SELF, CostPart.EXILE_SELF,
                        CostPart.EXILE_SELF_GRAVEYARD):
                kw[{CostPart.TAP: "tap", CostPart.UNTAP: "untap", CostPart.SACRIFICE_SELF: "sacrifice_self",
                    CostPart.DISCARD_SELF: "discard_self", CostPart.EXILE_SELF: "exile_self",
                    CostPart.EXILE_SELF_GRAVEYARD: "exile_from_graveyard"}[part]] = True
            elif part == CostPart.LOYALTY:
                if raw.lower().endswith("x"):  # "−X": X is chosen as it's activated (107.3, 606.4)
                    kw.update(loyalty=0, x_part="loyalty")
                else:
                    kw["loyalty"] = int(raw.replace("−", "-"))
            elif part == CostPart.SACRIFICE:
                # "another": not the permanent whose ability it is (the filter's "other", 109.2)
                what = ("other " if m.group(1).lower() == "another" else "") + m.group(2)
                if re.search(r"\b(?:controls?|owns?)\b", what):
                    raise InvalidActionError(f"cost {raw!r}: what is sacrificed is a permanent you control (701.21a)")
                Filter.parse(what)
                kw["sacrifice"] = what
            elif part == CostPart.PAY_LIFE:
                kw.update({"x_part": "life"} if m.group(1).lower() == "x" else {"life": int(m.group(1))})
            elif part == CostPart.REMOVE_X_COUNTERS:
                kw["x_counters"] = m.group(1)
            elif part == CostPart.EXILE:
                Filter.parse(m.group(1))
                kw["exile"] = m.group(1)
            elif part in (CostPart.DISCARD, CostPart.EXILE_CARDS):
                what, x = f"{m.group(2)}card".strip(), m.group(1).lower() == "x"
                n = 0 if x else _number(m.group(1).lower())
                if (x or n > 1) != bool(re.search(r"cards\b", raw, re.I)):
                    raise InvalidActionError(f"cost part {raw!r}: 'card' doesn't agree with {m.group(1)!r}")
                Filter.parse(what)
                kw[str(part)] = (n, what)
                if x:
                    kw["x_part"] = str(part)
            elif part == CostPart.SACRIFICE_N:
                what = _singular_filter(m.group(3), m.group(1).lower())
                if re.search(r"\b(?:controls?|owns?)\b", what):
                    raise InvalidActionError(f"cost {raw!r}: what is sacrificed is a permanent you control (701.21a)")
                kw["sacrifice_n"] = (_number(m.group(1).lower()), ("other " if m.group(2) else "") + what)
            elif part == CostPart.RETURN:
                count = m.group(1).lower()
                if (count in ("a", "an", "one")) != (m.group(3).lower() == "its"):
                    raise InvalidActionError(f"cost part {raw!r}: {m.group(3)!r} doesn't agree with {count!r}")
                kw["bounce"] = (_number(count), _singular_filter(m.group(2), count))
            elif part == CostPart.TAP_OTHERS:
                n, what = _number(m.group(1).lower()), _singular_filter(m.group(2), m.group(1).lower())
                kw["tap_others"] = (n, what)
            elif part == CostPart.TAP_POWER:
                kw["tap_power"] = int(m.group(1))
            elif part == CostPart.DISCARD_RANDOM:
                n = _number(m.group(1).lower())
                if (n > 1) != bool(re.search(r"cards\b", raw, re.I)):
                    raise InvalidActionError(f"cost part {raw!r}: 'card' doesn't agree with {m.group(1)!r}")
                kw["discard_random"] = n
            elif part == CostPart.ENERGY:
                if "energy" in kw:
                    raise InvalidActionError(f"cost {text!r}: energy paid in two parts")
                kw["energy"] = m.group(1).count("{")  # 107.14: each {E} is one energy counter
            else:
                sign = 1 if part == CostPart.PUT_COUNTERS else -1
                counters.append((m.group(2), sign * _number(m.group(1))))
        cost = cls(mana=mana, self_counters=tuple(counters), text=text.strip(), **kw)
        if cost.loyalty is not None and len([p for p in text.split(",") if p.strip()]) > 1:
            raise InvalidActionError(f"cost {text!r}: a loyalty cost (606.4) is the whole cost of a loyalty ability")
        if cost.exile_from_graveyard and (cost.tap or cost.untap or cost.sacrifice_self or cost.exile_self
                                          or cost.self_counters or cost.x_counters or cost.discard_self):
            raise InvalidActionError(f"cost {text!r}: a card in a graveyard can't also be tapped, untapped, sacrificed, "
                                     "discarded or have its counters changed (113.6m)")
        xs = sum(1 for p in text.split(",") if re.search(r"\bx\b", p, re.I))
        if cost.x_part and xs > 1:
            raise InvalidActionError(f"cost {text!r}: X in more than one of its parts is not supported")
        return cost

    @classmethod
    def parse_additional(cls, text: str) -> Cost:
        """A spell's mandatory additional cost (601.2f, 118.8): only the parts a spell can
        pay as it's cast (sacrifice or exile a permanent you control, discard, pay life)."""
        cost = cls.parse(text)
        other = cls(sacrifice=cost.sacrifice, exile=cost.exile, discard=cost.discard, life=cost.life,
                    discard_random=cost.discard_random,
                    exile_cards=cost.exile_cards, tap_others=cost.tap_others, bounce=cost.bounce, x_part=cost.x_part,
                    sacrifice_n=cost.sacrifice_n, text=cost.text)
        if cost != other or not text.strip():
            raise InvalidActionError(f"additional cost {text!r}: a spell's additional cost is understood as sacrificing or "
                                     "exiling a permanent you control, discarding cards (chosen or at random) or paying life (601.2f)")
        if any(w and w.startswith("other ") for w in (cost.sacrifice, cost.sacrifice_n[1] if cost.sacrifice_n else None)):
            raise InvalidActionError(f"additional cost {text!r}: \"other\" than what? (a spell isn't a permanent)")
        if any(w and re.search(r"\bcontrols?\b", w) for w in (cost.sacrifice, cost.exile)):
            raise InvalidActionError(f"additional cost {text!r}: what is sacrificed or exiled is a permanent you control (701.21a)")
        return cost

    def __str__(self) -> str:
        return self.text


def _singular_filter(text: str, count: str) -> str:
    """The filter of one of "two untapped Allies" / "an untapped creature": a plural noun is
    made singular (its number must agree with the count)."""
    words = text.split()
    plural = count not in ("a", "an", "one")
    last = words[-1]
    if plural != (last.endswith("s") and not last.endswith("ss")):
        raise InvalidActionError(f"cost part {text!r}: the noun doesn't agree with {count!r}")
    if plural:
        low = last.lower()
        words[-1] = last[:-3] + ("f" if low.endswith("elves") else "y" if low.endswith("ies") else last[-3:-1]) \
            if low.endswith(("elves", "ies")) else last[:-1]
    what = " ".join(words)
    Filter.parse(what)
    return what


def _number(word: str) -> int:
    if is_number(word):
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
    only: str = ""
    """Spending restriction (106.6): the only spells it can be spent to cast (a filter;
    "of the chosen type" is read from its source as the mana is made)."""
    only_abilities: str = ""
    """With ``only``: the sources of the abilities it may also be spent to activate."""
    uncounterable: bool = False
    """A rider (106.6): a spell cast with this mana can't be countered."""
    text: str = ""

    per: tuple[str, ...] = ()
    """Mana added ``times`` times ("Add {G} for each creature you control")."""
    times: Amount | None = None
    """How many times ``per`` is added, counted as the ability resolves."""

    combination: tuple[str, ...] = ()
    """"N mana in any combination of {W} and/or {U}": the colors each mana may be."""
    count: int = 0
    """How many mana ``combination`` adds; with ``x_count``, X (chosen as it's activated)."""
    x_count: bool = False
    double_pool: bool = False
    """"Double the amount of each type of unspent mana you have" (Doubling Cube): as much
    again of each type in the pool, counted as it resolves (after its cost is paid)."""
    linked_colors: bool = False
    """"One mana of any of the exiled card's colors" (Chrome Mox): the colors of the cards its
    source exiled for its linked abilities (607.2a)."""
    sacrificed: bool = False
    """For could_produce: the permanent sacrificed to pay the cost, as it last existed (106.7, 608.2h)."""
    exiled_value_plus: int = 0
    """With ``one_color``: "X mana of any one color, where X is N plus the exiled creature's
    mana value": N, the mana value read from the permanent exiled to pay the cost."""
    instead: Produce | None = None
    """What it adds instead when every one of ``instead_if`` holds ("If ..., add {B} instead.")."""
    instead_if: tuple[Condition, ...] = ()

    @classmethod
    def parse(cls, text: str) -> Produce:
        """What a mana text adds: every sentence is understood exactly or refused."""
        t = text.strip()
        # "If ..., add {B} instead." or "If ..., instead add one mana of any color." (both templates are printed)
        if m := re.search(r"\.\s*if ([^.]+?), (?:add ([^.]+?) instead|instead add ([^.]+?))\.?$", t, re.I):
            inner = cls.parse(t[:m.start()])
            conds = tuple(Condition.parse(c) for c in _instead_conditions(m.group(1)))
            sentence = t[m.start() + 1:].strip().rstrip(".")
            return replace(inner, instead=cls.parse(m.group(2) or m.group(3)), instead_if=conds, text=f"{inner.text} {sentence}.")
        if m := re.search(r"\.\s*spend this mana only to cast (?:an? )?(.+?)\.?$", t, re.I):
            inner = cls.parse(t[:m.start()])
            sentence = t[m.start() + 1:].strip().rstrip(".")
            return replace(inner, text=f"{inner.text} {sentence}.", **_spend_only(m.group(1), text))
        if m := re.search(r"\.\s*this mana can't be spent to cast (?:an? )?(.+?)\.?$", t, re.I):
            inner = cls.parse(t[:m.start()])
            what = m.group(1).strip().lower()
            what = what[:-1] if what.endswith("spells") else what
            if re.search(r"\bkicked\b", what):
                raise InvalidActionError(f"can't read mana text {text!r}: a restriction on kicked spells is not understood")
            Filter.parse(what)
            sentence = t[m.start() + 1:].strip().rstrip(".")
            return replace(inner, restriction=what, text=f"{inner.text} {sentence}.")
        t = t.removesuffix(".").strip()
        if "." in t.replace("{", "").replace("}", ""):
            raise InvalidActionError(f"can't read mana text {text!r}: each sentence after the first must be "
                                     f"\"This mana can't be spent to cast ...\", \"Spend this mana only to cast ...\" "
                                     f"or \"If ..., add ... instead.\"")
        low = t.lower()
        if low == "add one mana of any of the exiled card's colors":
            return cls(linked_colors=True, text=t + ".")
        if low == "double the amount of each type of unspent mana you have":
            return cls(double_pool=True, text=t + ".")
        if low.startswith("add "):
            t, low = t[4:], low[4:]
        out = f"Add {t}."
        if re.fullmatch(rf"{_SYMS}(?:, {_SYMS})*,? or {_SYMS}", t):
            parts = [p.strip() for p in re.split(r",\s*(?:or\s+)?|\s+or\s+", t) if p.strip()]
            return cls(alternatives=tuple(_mana_symbols(p, text) for p in parts), text=out)
        if re.fullmatch(_SYMS, t):
            return cls(fixed=_mana_symbols(t, text), text=out)
        if m := re.fullmatch(r"((?:\{[^{}]+\})+) (for each .+)", t, re.I):
            return cls(per=_mana_symbols(m.group(1), text), times=Amount.from_text(m.group(2), "mana"), text=out)
        if m := re.fullmatch(r"an amount of ((?:\{[^{}]+\})+) equal to (.+)", t, re.I):
            times = Amount.from_text(m.group(2), "mana")
            if times.of == "sacrificed":  # mana production isn't told what paid the cost
                raise InvalidActionError("mana: an amount of mana equal to a value of the sacrificed permanent is not supported")
            return cls(per=_mana_symbols(m.group(1), text), times=times, text=out)
        if m := re.fullmatch(r"(\w+) mana of any color", low):
            return cls(any_color=_mana_count(m.group(1), text), text=out)
        if m := re.fullmatch(r"x mana of any one color, where x is (\w+) plus the exiled (\w+)'s mana value", low):
            Filter.parse(m.group(2))
            return cls(one_color=1, exiled_value_plus=_mana_count(m.group(1), text), text=out)
        if m := re.fullmatch(r"(\w+) mana of any one color", low):
            return cls(one_color=_mana_count(m.group(1), text), text=out)
        if m := re.fullmatch(r"(\w+) mana of the chosen color", low):
            return cls(chosen_color=_mana_count(m.group(1), text), text=out)
        if m := re.fullmatch(r"one mana of any (type|color) that an? (.+) could produce", low):
            return cls(could_produce=Filter.parse(m.group(2)), colors_only=m.group(1) == "color", text=out)
        if m := re.fullmatch(r"one mana of any (type|color) the sacrificed (\w+) could produce", low):
            return cls(could_produce=Filter.parse(m.group(2)), colors_only=m.group(1) == "color", sacrificed=True, text=out)
        if m := re.fullmatch(r"(\w+) mana in any combination of ((?:\{[wubrg]\}, )*\{[wubrg]\},? and/or \{[wubrg]\})", low):
            colors = tuple(c.upper() for c in re.findall(r"\{([wubrg])\}", m.group(2)))
            if len(set(colors)) != len(colors):
                raise InvalidActionError(f"can't read mana text {text!r}: a color is repeated")
            if m.group(1) == "x":
                return cls(combination=colors, x_count=True, text=out)
            return cls(combination=colors, count=_mana_count(m.group(1), text), text=out)
        raise InvalidActionError(f"can't read mana text {text!r}; known: Add {{G}}, Add {{B}}{{B}} or {{R}}{{R}}, "
                                 f"Add {{G}} for each <filter>, Add an amount of {{G}} equal to <amount>, "
                                 f"Add N mana of any color / any one color / the chosen color, "
                                 f"Add one mana of any type that a <filter> could produce, "
                                 f"Add one mana of any type the sacrificed <type> could produce, "
                                 f"Add X mana in any combination of {{W}} and/or {{U}}, "
                                 f"Double the amount of each type of unspent mana you have; "
                                 f"then \"If <condition>, add {{B}} instead.\"")


CHOSEN_TYPE = " of the chosen type"
"""In a spending restriction: the creature type chosen as the mana's source entered."""


def _spend_only(text: str, whole: str) -> dict[str, Any]:
    """"Spend this mana only to cast <spells>[ or activate abilities of <sources>][, and that
    spell can't be countered]" as Produce fields (106.6)."""
    low = text.strip().lower()
    out: dict[str, Any] = {}
    if low.endswith(", and that spell can't be countered"):
        out["uncounterable"] = True
        low = low.removesuffix(", and that spell can't be countered")
    spells, _, abilities = low.partition(" or activate abilities of ")
    spells = spells.removesuffix("s") if spells.endswith("spells") else spells
    if re.search(r"\bkicked\b", spells):
        # 702.33d: kicked is chosen as the spell is cast; the mana is matched to the spell's card
        raise InvalidActionError(f"can't read mana text {whole!r}: mana for kicked spells only is not understood")
    if not spells.removesuffix(CHOSEN_TYPE).endswith("spell"):
        raise InvalidActionError(f"can't read mana text {whole!r}: expected \"Spend this mana only to cast "
                                 f"<filter> spells[ or activate abilities of <filter>]\"")
    Filter.parse(spells.replace(CHOSEN_TYPE, ""))
    out["only"] = _restore_case(spells, text)
    if abilities:
        Filter.parse(abilities)
        out["only_abilities"] = _restore_case(abilities, text)
    return out


def _restore_case(low: str, original: str) -> str:
    """The words of ``low`` as written in ``original`` (subtypes keep their capitals)."""
    i = original.lower().find(low)
    return original[i:i + len(low)] if i >= 0 else low


def _instead_conditions(text: str) -> list[str]:
    """The conditions of "If you control an A and a B, add ... instead": each must hold."""
    low = text.strip()
    if m := re.fullmatch(r"you control (an? .+?) and (an? .+)", low, re.I):
        return [f"you control {m.group(1)}", f"you control {m.group(2)}"]
    return [low]


def _mana_count(word: str, whole: str) -> int:
    if is_number(word) or word in WORD_NUMBERS:
        return _number(word)
    raise InvalidActionError(f"can't read mana text {whole!r}: {word!r} mana is not a fixed number")


_SYMS = r"(?:\{[^{}]+\})+"


def _mana_symbols(text: str, whole: str) -> tuple[str, ...]:
    syms = parse_cost(text)
    if not syms or any(s not in COLORS + ("C",) for s in syms):
        raise InvalidActionError(f"mana abilities add mana symbols only, found {text!r} in {whole!r}")
    return syms


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
    effects: tuple = ()
    """What it also does as it resolves, after adding its mana (605.3b): a pain land's "~ deals
    1 damage to you", an Egg's "Draw a card" (``MANA_RIDERS``: untargeted, 605.1a)."""


MANA_RIDERS = {"damage": ("you",), "gain_life": ("", "each opponent"), "lose_life": ("", "each player"), "draw": ("",)}
"""The effects a mana ability may also have, and whom each may name (``to`` for damage, ``who``
for the others, "" for you): "Add {W} or {U}. ~ deals 1 damage to you.", "Add {C}. You gain 1
life.", "Add {R} or {G}. Each opponent gains 1 life.", "Add one mana of any color. Each player
loses 1 life.", "Add {U}{B}. Draw a card."; a mana ability has no target (605.1a)."""


ANY_NUMBER = 1000
"""The count of "any number of target ..." (up to it): more than one requirement can ever
have legal targets on a board."""


@dataclass(frozen=True)
class Target:
    """A target requirement: a filter and how many (115); "any number" is ``ANY_NUMBER``, up to."""

    filter: Filter
    count: int = 1
    up_to: bool = False
    divided: int | str | None = None
    """The amount divided among this requirement's targets, announced as it's cast or put on the
    stack (601.2d, 603.3d): a number or "X". There is then at least one target (none when the
    amount is 0), at most ``count`` and at most the amount, and each target gets at least 1."""


@dataclass(frozen=True)
class Mode:
    """One mode of a modal spell or ability: its own targets and effects (700.2)."""

    text: str
    targets: tuple[Target, ...] = ()
    effects: tuple = ()


@dataclass(frozen=True)
class Modal:
    """The modes of a modal activated or triggered ability (700.2): ``choose`` of them, up to
    ``choose_max`` ("choose one or both", "choose up to one": 0 to 1), chosen as it's activated
    (602.2b, 601.2b) or put on the stack (603.3c); each mode's effects follow the ability's own
    ``effects`` (none for a purely modal ability), with the targets chosen for that mode."""

    modes: tuple[Mode, ...] = ()
    choose: int = 1
    choose_max: int = 1


@dataclass(frozen=True)
class Activated(Modal, Ability):
    """A non-mana activated ability (602); loyalty abilities have ``cost.loyalty`` set."""

    cost: Cost = Cost()
    effects: tuple = ()
    targets: tuple[Target, ...] = ()
    sorcery_speed: bool = False
    once_each_turn: bool = False
    """"Activate only once each turn" (602.5b)."""
    timing: str = ""
    """"Activate only during your turn" and the like: one of ACTIVATION_TIMINGS (602.5b)."""
    condition: Condition | None = None
    """"Activate only if you control a Swamp" (602.5b): checked as it's activated."""
    class_level: int = 0
    """A Class level ability "{cost}: Level N" (716.2a): activate only if the Class is level
    N - 1, and only as a sorcery; 0 for any other ability."""


ACTIVATION_TIMINGS = {"your_turn": "during your turn", "your_upkeep": "during your upkeep", "combat": "during combat",
                      "your_turn_before_attackers": "during your turn, before attackers are declared"}
"""When an ability restricted by "Activate only ..." may be activated (602.5b), by its key and wording."""


@dataclass(frozen=True)
class Triggered(Modal, Ability):
    """A triggered ability (603): an event pattern, an optional intervening 'if', effects."""

    on: str = ""
    """Event kind: enters, cast, tapped_for_mana, dies, leaves, upkeep, draw_step, end_step,
    attacks, lore, becomes_target, counter_added."""
    params: tuple = ()
    """Pattern parameters as sorted (key, value) pairs."""
    effects: tuple = ()
    targets: tuple[Target, ...] = ()
    optional: bool = False
    condition: Condition | None = None
    """An intervening "if" (603.4)."""

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
class OpeningHand(Ability):
    """An opening-hand action (103.6): "If this card is in your opening hand[ and you're not the
    starting player], you may begin the game with it on the battlefield[ with a luck counter on
    it]. [If you do, exile a card from your hand.]" It functions only as a game begins, before
    the first turn, which the sandbox never plays (a board starts from a preset): it has no
    effect in play, and a preset states the result, e.g. ``{ card = "Gemstone Caverns",
    counters = { luck = 1 } }`` with the exiled card in ``exile`` (docs/ENGINE.md)."""

    not_starting_player: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    exile_from_hand: int = 0

    PATTERN: ClassVar[str] = (r"if this card is in your opening hand(?P<ns> and you're not the starting player)?, you may "
                              r"begin the game with (?:it|this card) on the battlefield(?: with an? (?P<kind>[a-z]+) counter on it)?\."
                              r"(?P<exile> if you do, exile a card from your hand\.)?")

    @classmethod
    def parse(cls, text: str) -> OpeningHand | None:
        """The ability if ``text`` is an opening-hand action as printed, else None."""
        m = re.fullmatch(cls.PATTERN, text.strip().lower())
        if m is None:
            return None
        return cls(text=text.strip(), not_starting_player=bool(m.group("ns")),
                   counters=((m.group("kind"), 1),) if m.group("kind") else (), exile_from_hand=1 if m.group("exile") else 0)


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
    no_mana_cost: bool = False
    """"it has no mana cost" (embalm 702.128a, eternalize 702.129a)."""
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
    tapped: bool = False
    """"enter tapped as a copy" (Vesuva): tapped only if it does copy something (614.1c)."""


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
    face_cost: tuple[str, ...] = ()
    """A back face's front-face mana cost: its mana value is computed from it (202.3b, 712.8e);
    never copied (a copy of a back face has mana value 0)."""

    @property
    def value_cost(self) -> tuple[str, ...]:
        """The mana cost its mana value is computed from (202.3, 202.3b)."""
        return self.mana_cost or self.face_cost

    def type_line(self) -> str:
        left = " ".join(self.supertypes + self.card_types)
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left

    def keywords(self) -> set[str]:
        return {a.name for a in self.abilities if isinstance(a, Keyword)}

    def has_keyword(self, name: str) -> bool:
        return any(isinstance(a, Keyword) and a.name == name for a in self.abilities)


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
    """A modal spell's modes (700.2); ``choose`` of them (up to ``choose_max``: "Choose one or
    both") are chosen as it's cast (601.2b)."""
    choose: int = 1
    choose_max: int = 1
    repeat_modes: bool = False
    """"You may choose the same mode more than once" (700.2d): the ``choose`` modes are chosen one
    at a time, each from all of them; a mode chosen twice happens twice in sequence, each time
    with its own targets (the same object may be chosen for each)."""
    back: Characteristics | None = None
    """A double-faced card's back face (712.2); None for a single-faced card."""
    back_oracle: str = ""
    uncounterable: bool = False
    """"This spell can't be countered": a static ability that works on the stack (101.2)."""
    additional_cost: Cost | None = None
    """"As an additional cost to cast this spell, <cost>": a mandatory cost paid as it's cast
    (601.2f-h, 118.8); a spell whose additional cost can't be paid can't be cast (118.3)."""
    halves: tuple[CardDef, ...] = ()
    """A split card's two halves (709.1), each with its own characteristics, targets and effects;
    ``chars`` is then both halves combined, as the card is in every zone but the stack (709.4).
    An adventurer card's (715.1): the card itself and its Adventure, ``chars`` the card's own
    (715.4). A modal double-faced card's (712.1, with ``modal``): its front face and its back
    face, ``chars`` the front face's (712.8a). Empty for any other card."""
    flipped: Characteristics | None = None
    """A flip card's flipped half (710.1b): its name, type line, power/toughness and abilities,
    with the card's own mana cost and colors (710.1c); used only while the permanent is flipped
    (710.2). None for any other card."""
    modal: bool = False
    """A modal double-faced card (712.1): ``halves`` are its two faces, each cast or played with
    that face up (712.12); it never transforms (701.27c), so it has no ``back``."""

    @property
    def adventurer(self) -> bool:
        """An adventurer card (715.1): its second half is an Adventure (an instant or sorcery
        with the subtype Adventure, 715.2)."""
        return not self.modal and len(self.halves) == 2 and "Adventure" in self.halves[1].chars.subtypes

    @property
    def name(self) -> str:
        return self.chars.name

    def differences(self, other: CardDef) -> list[str]:
        """The fields in which ``other`` defines this card differently (where each was defined
        aside): empty when the two definitions are the same card."""
        out = [f.name for f in fields(self.chars) if getattr(self.chars, f.name) != getattr(other.chars, f.name)]
        return out + [f.name for f in fields(self) if f.name not in ("chars", "source")
                      and getattr(self, f.name) != getattr(other, f.name)]


def parse_color(c: str) -> str:
    """The symbol of a color given as a symbol ("G") or a name ("green")."""
    c = str(c)
    if c.upper() in COLORS:
        return c.upper()
    if c.lower() in NAME_TO_SYMBOL:
        return NAME_TO_SYMBOL[c.lower()]
    raise InvalidActionError(f"unknown color {c!r}")
