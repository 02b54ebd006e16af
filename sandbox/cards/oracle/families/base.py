"""What every family shares: the builder's base (targets, "it", joined effects) and the
small readers of numbers, P/T, filters and keyword lists every family calls.

A family module (``hand.py``, ``library.py``...) holds the builders of the rules in its grammar
fragment (``hand.lark``...); ``families/__init__.py`` assembles the grammar and the builder.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from lark import Token, Transformer, v_args

from sandbox.cards import vocabulary
from sandbox.cards.model import Amount, Condition, ConditionKind, Filter
from sandbox.cards.oracle.templating import normalise_self
from sandbox.cards.typeline import CARD_TYPES, KNOWN_SUBTYPES
from sandbox.errors import InvalidActionError


@dataclass
class Context:
    """What a line is read against: the card, and how to compile a quoted ability's line."""

    name: str
    is_spell: bool
    is_planeswalker: bool
    compile_text: Callable[[str, Context, dict[str, Any], list[dict[str, Any]]], str]
    names: tuple[str, ...] = ()
    """What the text calls the card by (its name; a legendary's short name), longest first."""
    type_line: str = ""
    power: str | None = None
    toughness: str | None = None
    """The printed power and toughness ("*", "1+*"), which a characteristic-defining ability must fit (604.3)."""


Join = Callable[[list[Any], str], list[Any]]
"""A pass over a sentence's effects that joins one to the one before it ("You may exile that
card" after "Look at the top card of your library")."""


COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}

TYPE_WORDS = {t.lower() for t in CARD_TYPES} | {"permanent", "spell", "card", "token"}

_WORD_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                 "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
                 "fourteen": 14, "fifteen": 15, "twenty": 20}



_BARE_VERB_AFTER_SUBJECT = re.compile(r"\b(?:draws|discards|mills|loses|gains)\b[^.]*?\band (?:draw|discard|mill|lose|gain)\b",
                                      re.I)


_IT_BEFORE_TARGET = re.compile(r"^(?:(?!\btarget\b).)*(?<!\bif )\bit\b(?!')", re.I | re.S)
"""An "it" before the first "target" of the text (not "it's", not an intervening "if it was
kicked" condition, 603.4, which the trigger reads on its own)."""


class Base(Transformer):
    """One reading of a sentence -> ability/effect tables (targets collected on the way)."""

    JOINS: tuple[Join, ...] = ()
    """The families' joins, in order (set by the assembled builder)."""

    def __init__(self, text: str, ctx: Context):
        super().__init__()
        self.text = text
        self.ctx = ctx
        self.targets: list[Any] = []
        self.tokens: list[dict[str, Any]] = []

    def __default__(self, data: Any, children: list[Any], meta: Any) -> Any:
        raise InvalidActionError(f"the form {data!r} has no meaning in the vocabulary yet")

    @v_args(inline=True)
    def start(self, reading: dict[str, Any]) -> dict[str, Any]:
        if len(self.targets) > 1 and any(isinstance(t, dict) and t.get("count", 1) != 1 for t in self.targets):
            # 601.2c: "up to two" may be fewer, so a later requirement's place among the targets isn't fixed
            raise InvalidActionError("several targets are read only as the ability's one target requirement")
        if "it:fighter" in repr(reading):  # damage.FIGHTER_IT: only a trigger says which creature it is
            raise InvalidActionError("which creature \"it\" is, fighting a target, can't be told here (701.14a)")
        return self.resolve_it(reading, self._it_is_the_target() if self.targets else "self")

    def _that_target(self, noun: str) -> str:
        """"that <noun>" names the one target when its filter is of that noun ("target creature
        ... that creature"); anything else isn't tracked."""
        if self._it_is_the_target() and noun.lower() in self._target_words("target"):
            return "target"
        said = "its controller" if noun == "controller" else f"that {noun}"  # "its controller adds" (mana.py)
        raise InvalidActionError(f"\"{said}\" refers to something this compiler doesn't track")

    def equal_amount(self, phrase: str, *, its: bool = True) -> Any:
        """The amount of "... equal to <phrase>" ("life equal to", "damage equal to", "cards
        equal to"): "that creature's power" names the one target of that noun or the object the
        trigger is about (or is refused), "the sacrificed creature's power" what paid the cost;
        "its power" the one target only, and only with ``its`` (else whose it is can't be told)."""
        amount = x_amount(phrase)
        if isinstance(amount, dict) and any(v in ("that:card", "that:spell") for v in amount.values()):
            # a card or spell that moved is a new object (400.7); only permanents leave last known information
            raise InvalidActionError(f"\"{phrase}\": the value of a card or spell that has moved is not tracked")
        if isinstance(amount, dict) and "it" in amount.values():
            if not its or not self._it_is_the_target():
                raise InvalidActionError(f"\"{phrase}\": whose it is can't be told (it needs the one target it names)")
            return {k: "target" for k in amount}
        return amount

    def _it_is_the_target(self) -> str:
        """"it" with a target names the target: one object (a player is "that player", not "it")."""
        if len(self.targets) != 1:
            return ""
        t = self.targets[0]
        if isinstance(t, dict) and t.get("count", 1) != 1:
            return ""  # "it" isn't one of several targets
        return "target" if Filter.parse(t["filter"] if isinstance(t, dict) else t).objects else ""

    def effects(self, sentences: list[Any]) -> dict[str, Any]:
        flat: list[Any] = []
        for s in sentences:
            flat.extend(s if isinstance(s, list) else [s])
        for join in self.JOINS:
            flat = join(flat, self.text)
        out: dict[str, Any] = {"effects": flat}
        if len(self.targets) > 1 and any(isinstance(t, dict) and t.get("count", 1) != 1 for t in self.targets):
            # "target2" is the second object chosen: with a requirement of several objects and
            # another requirement, which is which can't be told (115.1, 601.2c)
            raise InvalidActionError("a requirement of several targets and another target requirement are not understood together")
        if self.targets:
            out["targets"] = self.targets[0] if len(self.targets) == 1 else self.targets
        return {"effects_only": out}

    def resolve_it(self, e: Any, it: str) -> Any:
        """"it" names the target if there is one, else this object (the trigger decides first)."""
        if isinstance(e, dict):
            return {k: self.resolve_it(v, it) for k, v in e.items()}
        if isinstance(e, list):
            return [self.resolve_it(v, it) for v in e]
        if isinstance(e, str) and e.startswith("that:"):
            return self._that_target(e[len("that:"):])
        if e == "it" and not it:
            raise InvalidActionError("\"it\" refers to something this compiler doesn't track here")
        if e == "it" and it == "target" and _IT_BEFORE_TARGET.search(self.text):
            # "you may sacrifice it. If you do, destroy target creature ...": an "it" said before
            # any target is named refers back to something else (the trigger's object)
            raise InvalidActionError("\"it\" before the target is named refers to something this compiler doesn't track here")
        return it if e == "it" else e

    @v_args(inline=True)
    def where_x(self, chain: Any, phrase: Token) -> list[Any]:
        """"..., where X is <amount>": every X of the sentence is that amount, counted as it
        resolves (107.3a); a sentence without an X is refused."""
        amount = x_amount(str(phrase))
        if amount in ({"power_of": "it"}, {"toughness_of": "it"}, {"mana_value_of": "it"}) and self.targets \
                and not (self._it_is_the_target() and self.text.lower().startswith("target ")):
            # "its" is the target only when the target is the sentence's subject ("Target
            # creature gets +X/+0 ..., where X is its power")
            raise InvalidActionError("\"its\" in \"where X is\" with a target: whose it is can't be told")
        found = [0]

        def put(e: Any, key: str = "") -> Any:
            if isinstance(e, dict):
                return {k: put(v, k) for k, v in e.items()}
            if isinstance(e, list):
                return [put(v, key) for v in e]
            if e == "X" and key != "text":
                found[0] += 1
                return amount
            return e
        out = put(as_list(chain))
        if not found[0]:
            raise InvalidActionError("\"where X is\" with no X before it")
        return out

    @v_args(inline=True)
    def then_chain(self, a: Any, b: Any) -> list[Any]:
        return _chain(a, b)

    @v_args(inline=True)
    def and_chain(self, a: Any, b: Any) -> list[Any]:
        if _BARE_VERB_AFTER_SUBJECT.search(self.text):
            # "Target player draws two cards and lose 2 life": the second verb has no subject of
            # its own and doesn't agree with the first one's; it is never read as "you".
            raise InvalidActionError("a verb after \"and\" has neither its own subject nor the one before it")
        return _chain(a, b)

    def _target_words(self, ref: str) -> list[str]:
        if not ref.startswith("target") or not self.targets:
            return []
        index = int(ref[len("target"):] or 1) - 1
        t = self.targets[index]
        return str(t["filter"] if isinstance(t, dict) else t).lower().split()

    def _target(self, phrase: str, **extra: Any) -> str:
        f = filter_text(phrase)
        self.targets.append({"filter": f, **extra} if extra else f)
        return "target" if len(self.targets) == 1 else f"target{len(self.targets)}"


    def _who(self, args: list[Any]) -> dict[str, Any]:
        who = [a for a in args if isinstance(a, str)]
        return {"who": who[0]} if who and who[0] != "you" else {}


    def _quoted_abilities(self, quoted: Token, *, holder_is_self: bool = False, ctx: Context | None = None) -> list[Any]:
        """The abilities a quoted ability text grants, compiled as a line of its own; its `text`
        is the quote as printed (the parsed token has "~" for self-references); ``ctx`` the object
        that has it when it isn't this card (a token's own context)."""
        printed = [q for q in re.findall(r'"([^"]*)"', self.text) if f'"{normalise_self(q, self.ctx.names or (self.ctx.name,))}"' == str(quoted)]
        if not printed:
            raise InvalidActionError("can't find the quoted ability in the text")
        # 201.5: the card's name in an ability it grants still means the card, not the object that
        # has the granted ability (an Aura's counters, an Equipment sacrificed): not "~" there,
        # unless the card grants it to itself.
        if not holder_is_self and any(re.search(rf"(?<![\w']){re.escape(n)}(?![\w'])", printed[0]) for n in (self.ctx.names or (self.ctx.name,)) if n):
            raise InvalidActionError("a granted ability names the card that grants it: that is not the object that has it")
        inner: dict[str, Any] = {}
        self.ctx.compile_text(printed[0], ctx or self.ctx, inner, self.tokens)
        return list(inner.get("abilities", []))



THAT_MUCH = "that much"
"""What "that much" / "that many" reads as until a triggered ability on an event with an amount
makes it that amount (``{ event_amount = "trigger" }``); left as it is, no amount reads it."""


_IF_YOU_DO = {"may_pay": "effects", "may_do": "then"}
"""Effects whose "If you do, ..." list is under this key."""


def _chain(a: Any, b: Any) -> list[Any]:
    """Two effects joined by "and" / ", then". After "You may pay {1}. If you do, <effect>" the
    rest of the sentence is part of what "if you do" covers ("If you do, each opponent loses 2
    life and you gain 2 life", 608.2c): the grammar's "If you do, <effect>" holds one effect, so
    the second is put with it here; after "When you do, ..." (a reflexive trigger) it is refused."""
    first = as_list(a)
    last = first[-1] if first else None
    if isinstance(last, dict) and len(last) == 1:
        kind = next(iter(last))
        if kind in _IF_YOU_DO and "reflexive" not in last[kind] and _IF_YOU_DO[kind] in last[kind]:
            key = _IF_YOU_DO[kind]
            return [*first[:-1], {kind: {**last[kind], key: [*as_list(last[kind][key]), *as_list(b)]}}]
        if kind == "may_do":
            raise InvalidActionError("\"and\" / \", then\" after \"When you do, ...\": what it covers can't be told")
    return [*first, *as_list(b)]


def word_number(word: str) -> int | str:
    low = word.lower()
    if low == "x":
        return "X"
    if low in ("that much", "that many"):
        return THAT_MUCH
    if low.isdigit():
        return int(low)
    return _WORD_NUMBERS[low]


def parse_pt(text: str) -> list[int]:
    p, t = text.split("/")
    return [int(p), int(t)]


def filter_text(text: str) -> str:
    Filter.parse(text)
    return text


def read_condition(text: str) -> Condition:
    """A condition of a triggered ability or an "if ... instead" (603.4, 608.2c). One about the
    enchanted or equipped object is read only in an "as long as" static (611.3a), where "it" is
    known to be that object; elsewhere "tap it" / "put two counters on it" would be misread."""
    condition = Condition.parse(text)
    if condition.kind == ConditionKind.HOST_IS:
        raise InvalidActionError(f"condition {text!r}: the enchanted or equipped object is read as a condition "
                                 "only in an \"as long as\" static ability (611.3a)")
    return condition


def counted_filter_text(text: str) -> str:
    """A filter an amount counts ("for each card in your hand" may name a hand)."""
    Filter.parse(text, counted=True)
    return text


def attached_noun(how: str, phrase: str) -> None:
    """The noun of "enchanted creature" / "equipped creature": one word, since the reading
    keeps only "enchanted"/"equipped" (a word between, "enchanted target creature", would be
    dropped)."""
    if len(phrase.split()) != 1:
        raise InvalidActionError(f"'{how} {phrase}': only one noun is understood after '{how}'")
    filter_text(phrase)


def keyword_list(text: str) -> list[str]:
    words = [w.strip() for w in re.split(r",| and ", text) if w.strip()]
    for w in words:
        if w.lower() not in vocabulary.KEYWORDS and not re.fullmatch(r"ward \{\d+\}", w, re.I):
            raise InvalidActionError(f"{w!r} is not a keyword the engine implements")
    return [w.capitalize() for w in words]  # "Ward {2}": the keyword ward with its cost (702.21a)


_X_OBJECT = re.compile(r"(its|~'s|that (?:creature|spell|card|permanent)'s|the sacrificed creature's) "
                       r"(power|toughness|mana value)", re.I)


def x_amount(text: str) -> Any:
    """The amount a "where X is" clause names, as a table: "its power" is "it" (the target, or
    the object the trigger is about), "that creature's power" the one "that creature" names,
    "the number of <filter>" a count; else what ``Amount.from_text`` reads."""
    t = text.strip()
    if m := _X_OBJECT.fullmatch(t):
        whose = m.group(1).lower()
        ref = {"its": "it", "~'s": "self", "the sacrificed creature's": "sacrificed"}.get(whose)
        key = m.group(2).lower().replace(" ", "_") + "_of"
        return {key: ref or f"that:{whose.split()[1][:-2]}"}
    if m := re.fullmatch(r"the number of (?!\S+ counters on )(.+)", t, re.I):
        return Amount.from_text(f"for each {singular(m.group(1))}").table()
    return Amount.from_text(t).table()


def replace_refs(e: Any, refs: dict[str, str]) -> Any:
    if isinstance(e, dict):
        return {k: replace_refs(v, refs) for k, v in e.items()}
    if isinstance(e, list):
        return [replace_refs(v, refs) for v in e]
    return refs.get(e, e) if isinstance(e, str) else e


def singular(phrase: str) -> str:
    """A group phrase as the filter of one member: "Creatures you control" -> "creature you control"."""
    out = []
    for w in phrase.split():
        low = w.lower()
        stem = low[:-1] if low.endswith("s") else low
        if stem in TYPE_WORDS or stem.removeprefix("non") in TYPE_WORDS:
            out.append(stem)
        elif low in TYPE_WORDS or low.removeprefix("non") in TYPE_WORDS or low in ("nonbasic", "basic", "legendary"):
            out.append(low)
        elif w[:1].isupper() and w.endswith("s") and w[:-1] in KNOWN_SUBTYPES:
            out.append(w[:-1])
        elif not out and w not in KNOWN_SUBTYPES:
            out.append(low)  # the sentence's capital: "Other creatures" is "other creature"
        else:
            out.append(w)
    return " ".join(out)


def multiplier(token: Token) -> int:
    return 2 if str(token).lower() == "twice" else 3


def generic_cost(text: str) -> str:
    """A mana cost to pay as an effect resolves ("{2}"), checked by the vocabulary."""
    cost = text.strip()
    if not re.fullmatch(r"(\{[^{}]+\})+", cost):
        raise InvalidActionError(f"expected a mana cost, found {cost!r}")
    return cost


def energy_cost(text: str) -> int:
    """How many energy symbols a cost of energy only is ("{E}{E}": 2, 107.14); 0 for any other
    cost. Energy mixed with mana ("{1}{E}") is refused."""
    cost = text.strip()
    if re.fullmatch(r"(\{E\})+", cost):
        return cost.count("{")
    if "{E}" in cost:
        raise InvalidActionError(f"a cost of energy and mana together {cost!r} is not supported")
    return 0


def as_list(e: Any) -> list[Any]:
    return e if isinstance(e, list) else [e]


def strings_in(e: Any) -> list[str]:
    if isinstance(e, dict):
        return [s for v in e.values() for s in strings_in(v)]
    if isinstance(e, list):
        return [s for v in e for s in strings_in(v)]
    return [e] if isinstance(e, str) else []


def card_types_of(text: str) -> list[str]:
    words = text.lower().split()
    if "legendary" in words:
        raise InvalidActionError("a legendary object made by an effect is not understood")
    return [w.removesuffix("s").capitalize() for w in words]


