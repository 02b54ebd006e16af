"""The sentences of an ability line, read by the Lark grammar ``oracle.lark`` into tables.

The compiler (``compiler.py``) hands over one line at a time, self-references and all. Here the
card's own name and "this <type>" become ``~``, the grammar finds every reading of the line, and
``_Builder`` turns each reading into ability or effect tables: filters, amounts and mana texts
go to the vocabulary's own strict parsers (``Filter.parse``, ``Amount.from_text``,
``Produce.parse``), so a word no parser places refuses the reading. The line means something
only if every reading that survives builds the same tables; two different ones are refused as
ambiguous, none as not understood.

Why a grammar and not patterns: the forms nest (an effect inside a trigger inside a quoted
ability inside a copy exception) and a pattern per whole sentence would repeat each part.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from typing import Any

from lark import Lark, Token, Transformer, Tree, v_args
from lark.exceptions import LarkError, VisitError
from lark.visitors import CollapseAmbiguities

from sandbox.cards import vocabulary
from sandbox.cards.model import Amount, Condition, Filter, Produce
from sandbox.cards.oracle.templating import to_tilde
from sandbox.cards.typeline import BASIC_LAND_MANA, CARD_TYPES, KNOWN_SUBTYPES
from sandbox.errors import InvalidActionError

_SELF_NOUNS = ("creature", "artifact", "enchantment", "aura", "saga", "land", "token", "permanent",
               "spell", "card", "planeswalker", "equipment", "vehicle")
_SELF = re.compile(rf"\bthis ({'|'.join(_SELF_NOUNS)})\b", re.I)
_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_TYPE_WORDS = {t.lower() for t in CARD_TYPES} | {"permanent", "spell", "card", "token"}
_WORD_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                 "seven": 7, "eight": 8, "nine": 9, "ten": 10}


_MAX_AMBIGUITIES = 12
"""More ambiguous spots than this in one sentence is refused (every reading is built)."""


@functools.cache
def _parser() -> Lark:
    grammar = resources.files("sandbox.cards.oracle").joinpath("oracle.lark").read_text(encoding="utf-8")
    return Lark(grammar, parser="earley", lexer="dynamic_complete", ambiguity="explicit")


@dataclass
class Context:
    """What a line is read against: the card, and how to compile a quoted ability's line."""

    name: str
    is_spell: bool
    is_planeswalker: bool
    compile_text: Callable[[str, Context, dict[str, Any], list[dict[str, Any]]], str]
    names: tuple[str, ...] = ()
    """What the text calls the card by (its name; a legendary's short name), longest first."""


def _normalise(text: str, ctx: Context) -> str:
    return to_tilde(_SELF.sub("~", text), ctx.names or ((ctx.name,) if ctx.name else ()))


def read_effects(text: str, ctx: Context, tokens: list[dict[str, Any]]) -> dict[str, Any]:
    reading = read(text, ctx, tokens)
    if "effects_only" not in reading:
        raise InvalidActionError("expected effects here")
    return reading["effects_only"]


def read(text: str, ctx: Context, tokens: list[dict[str, Any]]) -> dict[str, Any]:
    """The one meaning of a sentence: every reading the grammar allows must agree."""
    source = _normalise(text, ctx)
    tree = _parse(source)
    if isinstance(tree, str):
        raise InvalidActionError(tree)
    if sum(1 for t in tree.iter_subtrees() if t.data == "_ambig") > _MAX_AMBIGUITIES:
        raise InvalidActionError("too many readings to tell which one it means")
    readings: list[dict[str, Any]] = []
    errors: list[str] = []
    for alternative in CollapseAmbiguities().transform(tree):
        builder = _Builder(text, ctx)
        try:
            reading = builder.transform(alternative)
            readings.append({"reading": reading, "tokens": builder.tokens})
        except VisitError as e:
            errors.append(str(e.orig_exc))
        except InvalidActionError as e:
            errors.append(str(e))
    distinct = [r for i, r in enumerate(readings) if r not in readings[:i]]
    if not distinct:
        raise InvalidActionError(errors[0] if errors else "not understood")
    if len(distinct) > 1:
        raise InvalidActionError(f"ambiguous: {len(distinct)} readings")
    tokens.extend(t for t in distinct[0]["tokens"] if t not in tokens)
    return distinct[0]["reading"]


@functools.lru_cache(maxsize=8192)
def _parse(source: str) -> Tree | str:
    """The parse forest of a normalised line, or why it has none: one parse per distinct line,
    shared by every card that prints it (the forest is only read afterwards)."""
    try:
        return _parser().parse(source)
    except LarkError as e:
        return f"not understood{_where(e, source)}"


def _where(e: LarkError, source: str) -> str:
    """Where the grammar lost the sentence: the words it couldn't place."""
    column = getattr(e, "column", None)
    if not isinstance(column, int) or column <= 0:
        return ""
    rest = source[column - 1:].strip()
    if rest in (".", ""):
        return ": no form of sentence the compiler knows fits it"
    return f" from {rest!r}"


def _number(word: str) -> int | str:
    low = word.lower()
    if low == "x":
        return "X"
    if low.isdigit():
        return int(low)
    return _WORD_NUMBERS[low]


def _pt(text: str) -> list[int]:
    p, t = text.split("/")
    return [int(p), int(t)]


def _filter(text: str) -> str:
    Filter.parse(text)
    return text


def _keyword_list(text: str) -> list[str]:
    words = [w.strip() for w in re.split(r",| and ", text) if w.strip()]
    for w in words:
        if w.lower() not in vocabulary.KEYWORDS:
            raise InvalidActionError(f"{w!r} is not a keyword the engine implements")
    return [w.capitalize() for w in words]


class _Builder(Transformer):
    """One reading of a sentence -> ability/effect tables (targets collected on the way)."""

    def __init__(self, text: str, ctx: Context):
        super().__init__()
        self.text = text
        self.ctx = ctx
        self.targets: list[Any] = []
        self.tokens: list[dict[str, Any]] = []

    def __default__(self, data: Any, children: list[Any], meta: Any) -> Any:
        raise InvalidActionError(f"the form {data!r} has no meaning in the vocabulary yet")

    # --------------------------------------------------------- top level
    @v_args(inline=True)
    def start(self, reading: dict[str, Any]) -> dict[str, Any]:
        return self.resolve_it(reading, self._it_is_the_target() if self.targets else "self")

    def _that_target(self, noun: str) -> str:
        """"that <noun>" names the one target when its filter is of that noun ("target creature
        ... that creature"); anything else isn't tracked."""
        if self._it_is_the_target() and noun.lower() in self._target_words("target"):
            return "target"
        raise InvalidActionError(f"\"that {noun}\" refers to something this compiler doesn't track")

    def _it_is_the_target(self) -> str:
        """"it" with a target names the target: one object (a player is "that player", not "it")."""
        if len(self.targets) != 1:
            return ""
        t = self.targets[0]
        return "target" if Filter.parse(t["filter"] if isinstance(t, dict) else t).objects else ""

    def effects(self, sentences: list[Any]) -> dict[str, Any]:
        flat: list[Any] = []
        for s in sentences:
            flat.extend(s if isinstance(s, list) else [s])
        joined = _those_is_the_last_group(_join_kicked(_join_token_riders(_join_look_and_exile(flat), self.text)))
        out: dict[str, Any] = {"effects": _after_exile_it_is_moved(joined)}
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
        return it if e == "it" else e

    @v_args(inline=True)
    def then_chain(self, a: Any, b: Any) -> list[Any]:
        return [*_as_list(a), *_as_list(b)]

    @v_args(inline=True)
    def and_chain(self, a: Any, b: Any) -> list[Any]:
        return [*_as_list(a), *_as_list(b)]

    # --------------------------------------------------------- objects and players
    def self_ref(self, _: list) -> str:
        return "self"

    def it(self, _: list) -> str:
        return "it"

    def that_card(self, _: list) -> str:
        return "that:card"

    def _target(self, phrase: str, **extra: Any) -> str:
        f = _filter(phrase)
        self.targets.append({"filter": f, **extra} if extra else f)
        return "target" if len(self.targets) == 1 else f"target{len(self.targets)}"

    @v_args(inline=True)
    def target(self, phrase: Token) -> str:
        return self._target(str(phrase))

    @v_args(inline=True)
    def another_target(self, phrase: Token) -> str:
        return self._target(f"another {phrase}")

    @v_args(inline=True)
    def up_to_one_target(self, phrase: Token) -> str:
        return self._target(str(phrase), up_to=True)

    def any_target(self, _: list) -> str:
        return self._target("any target")

    @v_args(inline=True)
    def each(self, phrase: Token) -> str:
        return f"each {_filter(str(phrase))}"

    @v_args(inline=True)
    def all(self, phrase: Token) -> str:
        return f"each {_filter(_singular(str(phrase)))}"

    @v_args(inline=True)
    def enchanted(self, phrase: Token) -> str:
        _filter(str(phrase))
        return "enchanted"

    @v_args(inline=True)
    def equipped(self, phrase: Token) -> str:
        _filter(str(phrase))
        return "equipped"

    @v_args(inline=True)
    def that(self, phrase: Token) -> str:
        return f"that:{phrase}"

    @v_args(inline=True)
    def those(self, phrase: Token) -> str:
        return f"those:{_singular(str(phrase))}"

    def linked(self, _: list) -> str:
        return "linked"

    def you(self, _: list) -> str:
        return "you"

    def each_player(self, _: list) -> str:
        return "each player"

    def each_opponent(self, _: list) -> str:
        return "each opponent"

    def target_opponent(self, _: list) -> str:
        return self._target("opponent")

    def target_player(self, _: list) -> str:
        return self._target("player")

    def one_card(self, _: list) -> int:
        return 1

    @v_args(inline=True)
    def n_cards(self, n: Token) -> int | str:
        return _number(str(n))

    # --------------------------------------------------------- effects
    def _who(self, args: list[Any]) -> dict[str, Any]:
        who = [a for a in args if isinstance(a, str)]
        return {"who": who[0]} if who and who[0] != "you" else {}

    def draw(self, args: list[Any]) -> dict[str, Any]:
        return {"draw": {**self._who(args), "count": args[-1]}}

    def discard(self, args: list[Any]) -> dict[str, Any]:
        return {"discard": {**self._who(args), "count": args[-1]}}

    def each_discards(self, args: list[Any]) -> dict[str, Any]:
        return {"discard": {"who": args[0], "count": args[-1]}}

    def discard_any_then_draw(self, _: list) -> dict[str, Any]:
        return {"discard": {"who": "you", "count": "any", "then_draw": True}}

    @v_args(inline=True)
    def each_sacrifices(self, who: str, phrase: Token) -> dict[str, Any]:
        return {"sacrifice": {"who": who, "filter": _filter(str(phrase))}}

    @v_args(inline=True)
    def sacrifice(self, what: str) -> dict[str, Any]:
        return {"sacrifice": {"what": what}}

    @v_args(inline=True)
    def sacrifice_unless(self, what: str, phrase: Token) -> dict[str, Any]:
        return {"sacrifice": {"what": what, "unless": _filter(str(phrase))}}

    def damage(self, args: list[Any]) -> list[dict[str, Any]]:
        source, amount, *to = args
        if source != "self" and not (source == "it" and not self.ctx.is_spell):
            raise InvalidActionError("only this object deals damage here")
        return [{"damage": {"amount": _number(str(amount)), "to": t}} for t in to]

    @v_args(inline=True)
    def counter(self, what: str) -> dict[str, Any]:
        return {"counter": {"what": what}}

    @v_args(inline=True)
    def destroy(self, what: str) -> dict[str, Any]:
        return {"destroy": {"what": what}}

    @v_args(inline=True)
    def exile(self, what: str) -> dict[str, Any]:
        return {"exile": {"what": what}}

    @v_args(inline=True)
    def exile_until_leaves(self, what: str) -> dict[str, Any]:
        return {"exile": {"what": what, "until_leaves": True}}  # 610.3a

    def search_library(self, args: list[Any]) -> dict[str, Any]:
        phrase = next(str(a) for a in args if isinstance(a, Token) and a.type == "PHRASE")
        to = next(str(a) for a in args if isinstance(a, Token) and a.type == "SEARCH_TO").lower()
        spec: dict[str, Any] = {"filter": _filter(phrase)}
        if to != "into your hand":
            spec["to"] = "battlefield"
        if to.endswith("tapped"):
            spec["tapped"] = True
        return {"search_library": spec}  # 701.23a

    @v_args(inline=True)
    def bounce(self, what: str) -> dict[str, Any]:
        return {"bounce": {"what": what}}

    @v_args(inline=True)
    def return_to_your_hand(self, what: str) -> dict[str, Any]:
        # "to your hand" is the owner's hand only for a card in your own graveyard (400.3)
        words = " ".join(self._target_words(what))
        if "your graveyard" not in words:
            raise InvalidActionError("\"return ... to your hand\" is understood for a target card in your graveyard")
        return {"bounce": {"what": what}}

    def create_predefined(self, args: list[Any]) -> dict[str, Any]:
        n = _number(str(args[0]))
        tapped = any(isinstance(a, Token) and a.type == "TAPPED" for a in args)
        name = next(str(a) for a in args if isinstance(a, Token) and a.type == "PREDEFINED")
        spec: dict[str, Any] = {"token": name}  # the predefined tokens of 111.10, built in
        if n != 1:
            spec["count"] = n
        if tapped:
            spec["tapped"] = True
        return {"create_token": spec}

    @v_args(inline=True)
    def pump_gain(self, on: str, pt: Token, words: Token) -> list[dict[str, Any]]:
        p, t = str(pt).split("/")
        return [{"pump": {"on": on, "power": int(p), "toughness": int(t)}},
                {"become": {"on": on, "abilities": _keyword_list(str(words)), "until": "end_of_turn"}}]

    @v_args(inline=True)
    def group_pump_gain(self, phrase: Token, pt: Token, words: Token) -> list[dict[str, Any]]:
        on = f"each {_filter(_singular(str(phrase)))}"
        p, t = str(pt).split("/")
        return [{"pump": {"on": on, "power": int(p), "toughness": int(t)}},
                {"become": {"on": on, "abilities": _keyword_list(str(words)), "until": "end_of_turn"}}]

    @v_args(inline=True)
    def untap(self, what: str) -> dict[str, Any]:
        return {"untap": {"what": what}}

    @v_args(inline=True)
    def tap(self, what: str) -> dict[str, Any]:
        return {"tap": {"what": what}}

    @v_args(inline=True)
    def put_counters(self, n: Token, kind: Token, on: str) -> dict[str, Any]:
        return {"put_counters": {"on": on, "kind": str(kind), "count": _number(str(n))}}

    @v_args(inline=True)
    def create_token(self, n: Token, desc: tuple[str, Any]) -> dict[str, Any]:
        name, count = desc
        spec: dict[str, Any] = {"token": name}
        total = _number(str(n))
        if count is not None:
            if total != 1:
                raise InvalidActionError("a number of tokens \"for each\" is not understood")
            spec["count"] = count
        elif total != 1:
            spec["count"] = total
        return {"create_token": spec}

    def token_desc(self, args: list[Any]) -> tuple[str, Any]:
        tokens = [a for a in args if isinstance(a, Token)]
        pt = _pt(str(tokens[0]))
        colors: list[str] = []
        rest = tokens[1:]
        if rest and rest[0].type == "COLORS":
            words = str(rest[0]).lower().split(" and ")
            colors = [_COLOR_LETTERS[w] for w in words if w != "colorless"]
            rest = rest[1:]
        subtypes, types = str(rest[0]), str(rest[1])
        keywords = _keyword_list(str(rest[2])) if len(rest) > 2 and rest[2].type == "KEYWORDS" else []
        per = next((str(t) for t in rest if t.type == "PHRASE"), None)
        count = Amount.from_text(f"for each {per.replace('~', 'it')}").table() if per else None
        name = f"{subtypes} Token"
        token: dict[str, Any] = {"name": name, "token": True}
        if colors:
            token["colors"] = colors
        token["type_line"] = f"{types.title()} — {subtypes}"
        token["power"], token["toughness"] = pt
        if keywords:
            token["oracle"] = ", ".join([keywords[0]] + [k.lower() for k in keywords[1:]])
            token["abilities"] = keywords
        self.tokens.append(token)
        return name, count

    def token_copy(self, args: list[Any]) -> dict[str, Any]:
        spec: dict[str, Any] = {"of": args[0]}
        if len(args) > 1:
            spec["except"] = args[1]
        return {"token_copy": spec}

    @v_args(inline=True)
    def pump(self, on: str, _verb: Any = None, pt: Token | None = None) -> dict[str, Any]:
        token = pt if pt is not None else _verb
        p, t = str(token).split("/")
        return {"pump": {"on": on, "power": int(p), "toughness": int(t)}}

    def become(self, args: list[Any]) -> dict[str, Any]:
        on, pt, types = args[0], _pt(str(args[1])), str(args[2])
        on = "target" if on == "it" and self.targets else on
        listed = _types(types)
        kept = [w for w in self._target_words(on) if w.capitalize() in CARD_TYPES]
        if on not in ("target",) or not kept or not set(w.capitalize() for w in kept) <= set(listed):
            # 205.1b: "becomes a <type>" replaces the old card types unless they're named again
            raise InvalidActionError("\"becomes a ...\" is understood only for a target whose card types it names again")
        spec: dict[str, Any] = {"on": on, "add_types": listed, "pt": pt}
        if len(args) > 3:  # UNTIL_EOT
            spec["until"] = "end_of_turn"
        return {"become": spec}

    @v_args(inline=True)
    def group_pump(self, phrase: Token, pt: Token) -> dict[str, Any]:
        p, t = str(pt).split("/")
        return {"pump": {"on": f"each {_filter(_singular(str(phrase)))}", "power": int(p), "toughness": int(t)}}

    @v_args(inline=True)
    def become_copy(self, phrase: Token, of: str) -> dict[str, Any]:
        return {"become_copy": {"of": of, "on": f"each {_filter(str(phrase))}", "until": "end_of_turn"}}

    def sacrifice_it_at_end_step(self, _: list) -> dict[str, Any]:
        return {"rider": "sacrifice_at_end"}

    @v_args(inline=True)
    def token_gains(self, words: Token) -> dict[str, Any]:
        return {"rider": "gains", "gains": _keyword_list(str(words))}

    def become_still_land(self, args: list[Any]) -> dict[str, Any]:
        on = "target" if args[0] == "it" and self.targets else args[0]
        parts = {t.type: str(t) for t in args[1:] if isinstance(t, Token)}
        if "land" not in self._target_words(on) or _types(parts["TYPES"]) != ["Creature"]:
            raise InvalidActionError("\"becomes a ... creature that's still a land\" needs a target land")
        spec: dict[str, Any] = {"on": on, "add_types": ["Creature"]}
        if "SUBTYPES" in parts:
            spec["subtypes"] = parts["SUBTYPES"].split()
        spec["pt"] = _pt(parts["PT"])
        if "KEYWORDS" in parts:
            spec["abilities"] = _keyword_list(parts["KEYWORDS"])
        return {"become": spec}

    def gain_control(self, args: list[Any]) -> dict[str, Any]:
        spec: dict[str, Any] = {"what": args[0]}
        if len(args) > 1:  # UNTIL_EOT
            spec["until"] = "end_of_turn"
        return {"gain_control": spec}

    @v_args(inline=True)
    def exchange_control(self, phrase: Token) -> dict[str, Any]:
        self._target(_singular(str(phrase)), count=2)
        return {"exchange_control": {"what": "target", "with": "target2"}}

    @v_args(inline=True)
    def move_counters(self, n: Token, kind: Token, source: str, phrase: Token) -> dict[str, Any]:
        to = self._target(str(phrase))
        return {"move_counters": {"kind": str(kind), "count": _number(str(n)), "from": source, "to": to}}

    def proliferate(self, _: list) -> dict[str, Any]:
        return {"proliferate": {}}

    @v_args(inline=True)
    def may_pay(self, cost: Token, effect: Any) -> dict[str, Any]:
        return {"may_pay": {"cost": _generic_cost(str(cost)), "effects": _as_list(effect)}}

    @v_args(inline=True)
    def unless_pays(self, effect: Any, cost: Token) -> dict[str, Any]:
        effects = _as_list(effect)
        if not self._it_is_the_target() or "'target'" not in repr(effects):
            raise InvalidActionError("\"unless its controller pays\" needs the one target it names")
        return {"unless_pays": {"cost": _generic_cost(str(cost)), "who": "target", "effects": effects}}

    @v_args(inline=True)
    def kicked_instead(self, source: str, amount: Token) -> dict[str, Any]:
        return {"kicked_damage": _number(str(amount))}

    @v_args(inline=True)
    def become_also(self, on: str, types: Token) -> dict[str, Any]:
        return {"become": {"on": on, "add_types": _types(str(types))}}  # 205.1b: "in addition to"

    @v_args(inline=True)
    def gains_until_eot(self, on: str, _verb: Any, words: Token | None = None) -> dict[str, Any]:
        keywords = words if words is not None else _verb
        return {"become": {"on": on, "abilities": _keyword_list(str(keywords)), "until": "end_of_turn"}}

    @v_args(inline=True)
    def gain_life(self, *args: Any) -> dict[str, Any]:
        return {"gain_life": {**self._who(list(args[:-1])), "amount": _number(str(args[-1]))}}

    @v_args(inline=True)
    def lose_life(self, *args: Any) -> dict[str, Any]:
        return {"lose_life": {**self._who(list(args[:-1])), "amount": _number(str(args[-1]))}}

    @v_args(inline=True)
    def change_targets(self, what: str) -> dict[str, Any]:
        return {"change_targets": {"what": what}}

    @v_args(inline=True)
    def copy_spell(self, what: str) -> dict[str, Any]:
        return {"copy_spell": {"what": what}}

    @v_args(inline=True)
    def copy_spell_new_targets(self, what: str) -> dict[str, Any]:
        return {"copy_spell": {"what": what, "new_targets": True}}

    def _target_words(self, ref: str) -> list[str]:
        if not ref.startswith("target") or not self.targets:
            return []
        index = int(ref[len("target"):] or 1) - 1
        t = self.targets[index]
        return str(t["filter"] if isinstance(t, dict) else t).lower().split()

    def reanimate(self, args: list[Any]) -> dict[str, Any]:
        if args[0].startswith("target"):
            t = self.targets[int(args[0][len("target"):] or 1) - 1]
            if Filter.parse(t["filter"] if isinstance(t, dict) else t).zone != "graveyard":
                raise InvalidActionError("a card put onto the battlefield by target must be a card in a graveyard")
        spec: dict[str, Any] = {"what": args[0]}
        if len(args) > 1 and args[1] == "owner":
            spec["under"] = "owner"
        return {"reanimate": spec}

    def under_you(self, _: list) -> str:
        return "you"

    def under_owner(self, _: list) -> str:
        return "owner"

    @v_args(inline=True)
    def at_next_end_step(self, effect: dict[str, Any]) -> dict[str, Any]:
        (kind, spec), = effect.items()
        what = spec["what"]
        rest = self.text.rstrip(".")
        m = re.fullmatch(r"(.+?) at the beginning of the next end step", rest.split(". ")[-1], re.I)
        if not m:
            raise InvalidActionError("a delayed trigger must end its sentence")
        inner = {kind: {**spec, "what": "trigger.object"}}
        delayed_text = f"At the beginning of the next end step, {m.group(1)[0].lower()}{m.group(1)[1:]}."
        return {"delayed": {"at": "end_step", "object": what, "text": delayed_text, "effects": [inner]}}

    @v_args(inline=True)
    def transform_face(self, what: str) -> dict[str, Any]:
        if what not in ("self", "it"):
            raise InvalidActionError("only this permanent (\"transform this creature\", \"transform it\") is transformed")
        return {"transform": {"what": what}}

    def look_top(self, _: list) -> dict[str, Any]:
        return {"look_at_top": {}}

    def may_exile(self, _: list) -> dict[str, Any]:
        return {"may_exile_that": True}

    @v_args(inline=True)
    def add_mana(self, mana: Token) -> dict[str, Any]:
        return {"add_mana": {"add": _effect_mana(str(mana))}}

    def add_one_more_of_that_color(self, _: list) -> dict[str, Any]:
        return {"add_mana": {"add": "that:color"}}  # the trigger's chosen color, or refused

    @v_args(inline=True)
    def add_additional(self, mana: Token) -> dict[str, Any]:
        return {"add_mana": {"add": _effect_mana(str(mana))}}

    def controller_adds(self, args: list[Any]) -> dict[str, Any]:
        return {"add_mana": {"add": _effect_mana(str(args[-1]))}}

    # --------------------------------------------------------- triggers
    def triggered(self, args: list[Any]) -> dict[str, Any]:
        event, *riders, effects = args
        for rider in riders:
            event = {**event, **rider}
        body = effects["effects_only"]
        it = self._it_is_the_target() if self.targets else _trigger_it(event)
        that = {**_that_refs(event), **({"that:color": "chosen_color"} if event.get("chosen_color") else {})}
        body = _replace_refs(body, that)
        return {"triggered": {**event, "text": self.text, **self.resolve_it(body, it)}}

    def _object_event(self, on: str, what: str, **extra: Any) -> dict[str, Any]:
        if what != "self":
            raise InvalidActionError(f"\"{on}\" triggers of other objects are not understood yet")
        return {"on": on, "what": "self", **extra}

    @v_args(inline=True)
    def when_enters(self, what: str) -> dict[str, Any]:
        return self._object_event("enters", what)

    @v_args(inline=True)
    def when_dies(self, what: str) -> dict[str, Any]:
        return self._object_event("dies", what)

    @v_args(inline=True)
    def when_leaves(self, what: str) -> dict[str, Any]:
        return self._object_event("leaves", what)

    @v_args(inline=True)
    def when_to_graveyard(self, what: str) -> dict[str, Any]:
        return self._object_event("leaves", what, to="graveyard")

    @v_args(inline=True)
    def when_targeted(self, what: str) -> dict[str, Any]:
        return self._object_event("becomes_target", what)

    @v_args(inline=True)
    def when_attacks(self, what: str) -> dict[str, Any]:
        return self._object_event("attacks", what)

    def when_you_cast(self, args: list[Any]) -> dict[str, Any]:
        return {"on": "cast", "by": "you", "what": _filter(str(args[-1]))}

    def when_a_player_casts(self, args: list[Any]) -> dict[str, Any]:
        return {"on": "cast", "by": "any", "what": _filter(str(args[-1]))}

    @v_args(inline=True)
    def when_self_or_another_dies(self, phrase: Token) -> dict[str, Any]:
        # "this creature or another creature [you control]": any such creature, this one included
        f = _filter(str(phrase))
        if Filter.parse(f).other:
            raise InvalidActionError("\"or another other\" is not understood")
        return {"on": "dies", "what": f}

    @v_args(inline=True)
    def when_you_cast_targeting(self, phrase: Token) -> dict[str, Any]:
        return {"on": "cast", "by": "you", "spell_targets_single": _filter(str(phrase))}

    def when_player_taps(self, args: list[Any]) -> dict[str, Any]:
        return {"on": "tapped_for_mana", "what": _filter(str(args[-1])), "by": "any"}

    def when_you_tap(self, args: list[Any]) -> dict[str, Any]:
        return {"on": "tapped_for_mana", "what": _filter(str(args[-1])), "by": "you"}

    @v_args(inline=True)
    def when_tapped(self, what: str) -> dict[str, Any]:
        if what != "enchanted":
            raise InvalidActionError("only \"enchanted <land> is tapped for mana\" is understood")
        return {"on": "tapped_for_mana", "what": "enchanted"}

    def when_adds_chosen_color(self, args: list[Any]) -> dict[str, Any]:
        what = _filter(str(next(a for a in args if isinstance(a, Token))))
        return {"on": "adds_mana", "what": what, "by": "you", "chosen_color": True}  # 106.12b, 605.1b

    def when_a_player_sacrifices(self, args: list[Any]) -> dict[str, Any]:
        return {"on": "sacrificed", "by": "any", "what": _filter(str(args[-1]))}

    def when_exploits(self, _: list) -> dict[str, Any]:
        return {"on": "exploits", "what": "self"}  # 702.110b

    @v_args(inline=True)
    def when_you_control(self, phrase: Token) -> dict[str, Any]:
        state = f"you control {phrase}"
        Condition.parse(state)
        return {"on": "state", "state": state}  # a state trigger (603.8)

    def at_your_upkeep(self, _: list) -> dict[str, Any]:
        return {"on": "upkeep", "whose": "your"}

    def at_each_upkeep(self, _: list) -> dict[str, Any]:
        return {"on": "upkeep", "whose": "each"}

    def at_your_end_step(self, _: list) -> dict[str, Any]:
        return {"on": "end_step", "whose": "your"}

    def at_each_end_step(self, _: list) -> dict[str, Any]:
        return {"on": "end_step", "whose": "each"}

    @v_args(inline=True)
    def condition(self, phrase: Token) -> dict[str, Any]:
        Condition.parse(str(phrase))
        return {"condition": str(phrase)}

    def optional(self, _: list) -> dict[str, Any]:
        return {"optional": True}

    def a_some(self, _: list) -> str:
        return ""

    def another_some(self, _: list) -> str:
        return "another "

    def _some_event(self, on: str, some: str, phrase: Token) -> dict[str, Any]:
        return {"on": on, "what": _filter(f"{some}{phrase}")}

    @v_args(inline=True)
    def when_some_enters(self, some: str, phrase: Token) -> dict[str, Any]:
        return self._some_event("enters", some, phrase)

    @v_args(inline=True)
    def when_some_dies(self, some: str, phrase: Token) -> dict[str, Any]:
        return self._some_event("dies", some, phrase)

    @v_args(inline=True)
    def when_some_attacks(self, some: str, phrase: Token) -> dict[str, Any]:
        return self._some_event("attacks", some, phrase)

    @v_args(inline=True)
    def when_some_leaves(self, some: str, phrase: Token) -> dict[str, Any]:
        return self._some_event("leaves", some, phrase)

    def at_your_draw_step(self, _: list) -> dict[str, Any]:
        return {"on": "draw_step", "whose": "your"}

    def at_your_precombat_main(self, _: list) -> dict[str, Any]:
        return {"on": "precombat_main", "whose": "your"}

    def at_your_combat(self, _: list) -> dict[str, Any]:
        return {"on": "beginning_of_combat", "whose": "your"}

    # --------------------------------------------------------- statics
    @v_args(inline=True)
    def static_line(self, effect: dict[str, Any]) -> dict[str, Any]:
        return {"static": {"text": self.text, "effects": [effect]}}

    def _affects(self, phrase: Any) -> str:
        p = str(phrase)
        if p.lower().startswith("enchanted "):
            _filter(p[len("enchanted "):])
            return "enchanted"
        if p.lower().startswith("equipped "):
            _filter(p[len("equipped "):])
            return "equipped"
        if p == "~":
            return "self"
        low = p.lower()
        for group in ("each ", "all "):
            if low.startswith(group):
                p = p[len(group):]
        return _filter(_singular(p))

    def anthem(self, args: list[Any]) -> dict[str, Any]:
        return {"affects": self._affects(args[0]), "modify_pt": _pt(str(args[-1]).replace("+", ""))}

    def anthem_keywords(self, args: list[Any]) -> dict[str, Any]:
        pt = next(a for a in args if isinstance(a, Token) and a.type == "SIGNED_PT")
        return {"affects": self._affects(args[0]), "modify_pt": _pt(str(pt).replace("+", "")),
                "add_abilities": _keyword_list(str(args[-1]))}

    def anthem_per_keywords(self, args: list[Any]) -> dict[str, Any]:
        tokens = [a for a in args if isinstance(a, Token)]
        pt = next(a for a in tokens if a.type == "SIGNED_PT")
        per = [a for a in tokens if a.type == "PHRASE"][1]
        return {"affects": self._affects(args[0]),
                "modify_pt_per": {"pt": _pt(str(pt).replace("+", "")), "count": _filter(str(per))},
                "add_abilities": _keyword_list(str(args[-1]))}

    def anthem_per(self, args: list[Any]) -> dict[str, Any]:
        tokens = [a for a in args if isinstance(a, Token)]
        pt = next(a for a in tokens if a.type == "SIGNED_PT")
        per = [a for a in tokens if a.type == "PHRASE"][1]
        return {"affects": self._affects(args[0]),
                "modify_pt_per": {"pt": _pt(str(pt).replace("+", "")), "count": _filter(str(per))}}

    def static_quoted(self, args: list[Any]) -> dict[str, Any]:
        quoted = next(a for a in args if isinstance(a, Token) and a.type == "QUOTED")
        return {"affects": self._affects(args[0]), "add_abilities": self._quoted_abilities(quoted)}

    def _quoted_abilities(self, quoted: Token) -> list[Any]:
        """The abilities a quoted ability text grants, compiled as a line of its own; its `text`
        is the quote as printed (the parsed token has "~" for self-references)."""
        printed = [q for q in re.findall(r'"([^"]*)"', self.text) if f'"{_normalise(q, self.ctx)}"' == str(quoted)]
        if not printed:
            raise InvalidActionError("can't find the quoted ability in the text")
        inner: dict[str, Any] = {}
        self.ctx.compile_text(printed[0], self.ctx, inner, self.tokens)
        return list(inner.get("abilities", []))

    def grant_keywords(self, args: list[Any]) -> dict[str, Any]:
        return {"affects": self._affects(args[0]), "add_abilities": _keyword_list(str(args[-1]))}

    def cant_attack_or_block(self, args: list[Any]) -> dict[str, Any]:
        return {"affects": self._affects(args[0]), "cant_attack": True, "cant_block": True}

    def cant_attack(self, args: list[Any]) -> dict[str, Any]:
        return {"affects": self._affects(args[0]), "cant_attack": True}

    def cant_block(self, args: list[Any]) -> dict[str, Any]:
        return {"affects": self._affects(args[0]), "cant_block": True}

    @v_args(inline=True)
    def set_land_types(self, phrase: Token, subtypes: Token) -> dict[str, Any]:
        return {"affects": _land_filter(self._affects(phrase)), "set_land_subtypes": _land_subtypes(str(subtypes))}

    @v_args(inline=True)
    def add_land_type(self, phrase: Token, subtypes: Token) -> dict[str, Any]:
        return {"affects": _land_filter(self._affects(phrase)), "add_subtypes": _land_subtypes(str(subtypes))}

    @v_args(inline=True)
    def add_types_all(self, phrase: Token, types: Token) -> dict[str, Any]:
        return {"affects": self._affects(phrase), "add_card_types": _types(str(types))}

    @v_args(inline=True)
    def lands_are_creatures(self, phrase: Token, pt: Token, types: Token) -> dict[str, Any]:
        if _types(str(types)) != ["Creature"]:
            raise InvalidActionError("only \"... are N/N creatures that are still lands\" is understood")
        return {"affects": self._affects(phrase), "add_card_types": ["Creature"], "set_pt": _pt(str(pt))}

    @v_args(inline=True)
    def pt_equal_mv(self, phrase: Token, types: Token) -> dict[str, Any]:
        added = [t for t in _types(str(types)) if t.lower() not in str(phrase).lower().split()]
        return {"affects": self._affects(phrase), "add_card_types": added, "pt_equal_mv": True}

    @v_args(inline=True)
    def cost_more(self, phrase: Token, mana: Token) -> dict[str, Any]:
        m = re.fullmatch(r"\{(\d+)\}", str(mana).strip())
        if not m:
            raise InvalidActionError("only a generic amount (\"cost {1} more\") is understood")
        return {"cost_more": int(m.group(1)), "spells": _filter(_singular(str(phrase)))}

    @v_args(inline=True)
    def you_control_it(self, phrase: Token) -> dict[str, Any]:
        affects = self._affects(phrase)
        if affects != "enchanted":
            raise InvalidActionError("\"You control <object>\" is understood for the enchanted permanent only")
        return {"affects": affects, "control": True}

    @v_args(inline=True)
    def cant_be_blocked(self, phrase: Token) -> dict[str, Any]:
        return {**self._affects_key(phrase), "cant_be_blocked": True}

    @v_args(inline=True)
    def cant_be_enchanted(self, phrase: Token) -> dict[str, Any]:
        return {**self._affects_key(phrase), "cant_be_enchanted": True}

    def anthem_untargetable(self, args: list[Any]) -> dict[str, Any]:
        tokens = [a for a in args if isinstance(a, Token)]
        pt = next(a for a in tokens if a.type == "SIGNED_PT")
        by = next(str(a) for a in tokens if a.type == "TARGETED_BY").lower()
        return {**self._affects_key(args[0]), "modify_pt": _pt(str(pt).replace("+", "")),
                "cant_be_targeted": _TARGETED_BY[by]}

    @v_args(inline=True)
    def add_chosen_type(self, phrase: Token) -> dict[str, Any]:
        if str(phrase) != "~":
            raise InvalidActionError("only this object is \"the chosen type in addition\" here")
        return {"add_chosen_type": True}

    @v_args(inline=True)
    def activate_as_though_haste(self, phrase: Token) -> dict[str, Any]:
        return {"affects": self._affects(phrase), "activate_as_though_haste": True}

    def anthem_per_counter(self, args: list[Any]) -> dict[str, Any]:
        tokens = [a for a in args if isinstance(a, Token)]
        pt = next(a for a in tokens if a.type == "SIGNED_PT")
        kind = next(str(a) for a in tokens if a.type == "COUNTER_KIND")
        per = {"counters": kind, "on": "self"}
        amounts = [per if n == 1 else 0 if n == 0 else None for n in _pt(str(pt).replace("+", ""))]
        if None in amounts:
            raise InvalidActionError("only +1/+1, +1/+0 or +0/+1 \"for each counter\" is understood")
        return {"affects": self._affects(args[0]), "modify_pt": amounts}

    def _affects_key(self, phrase: Any) -> dict[str, Any]:
        """The `affects` key of a static effect: absent when it's this object itself."""
        affects = self._affects(phrase)
        return {} if affects == "self" else {"affects": affects}

    def spend_as_any(self, _: list) -> dict[str, Any]:
        return {"spend_as_any_color": "players"}

    # --------------------------------------------------------- replacements
    @v_args(inline=True)
    def replacement(self, spec: dict[str, Any]) -> dict[str, Any]:
        return {"replacement": {**spec, "text": self.text}}

    def enters_tapped(self, _: list) -> dict[str, Any]:
        return {"replaces": "enters", "tapped": True}

    @v_args(inline=True)
    def enters_with_counters(self, n: Token, kind: Token) -> dict[str, Any]:
        return {"replaces": "enters", "counters": {str(kind): _number(str(n))}}

    @v_args(inline=True)
    def as_enters_choose(self, choice: Token) -> dict[str, Any]:
        return {"replaces": "enters", "choose": str(choice).lower().split(" ", 1)[1]}

    @v_args(inline=True)
    def kicked_enters_with_counters(self, n: Token, kind: Token) -> dict[str, Any]:
        return {"replaces": "enters", "kicked": True, "counters": {str(kind): _number(str(n))}}

    @v_args(inline=True)
    def others_enter_with_counter(self, phrase: Token, kind: Token) -> dict[str, Any]:
        return {"replaces": "others_enter", "what": _filter(_singular(str(phrase))), "counters": {str(kind): 1}}

    @v_args(inline=True)
    def tokens_multiply(self, times: Token) -> dict[str, Any]:
        return {"replaces": "tokens", "multiply": _times(times)}

    def effect_counters_multiply(self, args: list[Any]) -> dict[str, Any]:
        phrase, times = (a for a in args if isinstance(a, Token))
        return {"replaces": "counters", "on": _filter(str(phrase)), "multiply": _times(times), "effect_only": True}

    def counters_multiply(self, args: list[Any]) -> dict[str, Any]:
        kind, phrase, times, kind_again = (a for a in args if isinstance(a, Token))
        if str(kind) != str(kind_again):
            raise InvalidActionError("the counters put instead are of another kind")
        return {"replaces": "counters", "on": _filter(str(phrase)), "kind": str(kind), "multiply": _times(times)}

    def counters_plus_one(self, args: list[Any]) -> dict[str, Any]:
        kind, phrase, kind_again = (a for a in args if isinstance(a, Token))
        if str(kind) != str(kind_again):
            raise InvalidActionError("the counters put instead are of another kind")
        return {"replaces": "counters", "on": _filter(str(phrase)), "kind": str(kind), "plus": 1}

    def any_counters_plus_one(self, args: list[Any]) -> dict[str, Any]:
        phrase = next(a for a in args if isinstance(a, Token))
        return {"replaces": "counters", "on": _filter(str(phrase)), "plus": 1}

    def discard_instead(self, args: list[Any]) -> dict[str, Any]:
        phrase = next(a for a in args if isinstance(a, Token))
        return {"replaces": "enters", "discard_instead": _filter(str(phrase))}

    def as_enters_choose_color(self, _: list) -> dict[str, Any]:
        return {"replaces": "enters", "choose_color": True}

    @v_args(inline=True)
    def you_multiply(self, times: Token) -> dict[str, Any]:
        return {"replaces": "mana", "multiply": 2 if str(times).lower() == "twice" else 3, "whose": "you"}

    @v_args(inline=True)
    def becomes_mana(self, phrase: Token, mana: Token) -> dict[str, Any]:
        m = re.fullmatch(r"\{([WUBRGC])\}", str(mana).strip())
        if not m:
            raise InvalidActionError("only one mana symbol (\"it produces {B} instead\") is understood")
        return {"replaces": "mana", "what": _filter(str(phrase)), "whose": "any", "becomes": m.group(1)}

    # --------------------------------------------------------- enters as a copy
    @v_args(inline=True)
    def copy_line(self, choice: str, phrase: Token, where: str, exceptions: dict[str, Any] | None = None) -> dict[str, Any]:
        if where == "battlefield" and choice != "any":
            raise InvalidActionError("\"a <kind> on the battlefield\" is not the printed form (\"any\")")
        if where == "you control" and choice != "a":
            raise InvalidActionError("\"any <kind> you control\" is not the printed form (\"a\")")
        of = f"{phrase} you control" if where == "you control" else str(phrase)
        spec: dict[str, Any] = {"of": _filter(of), "optional": True, "text": self.text}
        exceptions = dict(exceptions or {})
        extra = exceptions.pop("extra_counters_if", None)
        if exceptions:
            spec["except"] = exceptions
        if extra:
            spec["extra_counters_if"] = extra  # 707.9e: an additional effect, not a copiable value
        return {"enters_as_copy": spec}

    def any(self, _: list) -> str:
        return "any"

    def a(self, _: list) -> str:
        return "a"

    def on_battlefield(self, _: list) -> str:
        return "battlefield"

    def you_control(self, _: list) -> str:
        return "you control"

    def copy_except(self, parts: list[dict[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for p in parts:
            for k, v in p.items():
                if k in out and isinstance(v, list):
                    out[k] = out[k] + v
                elif k in out and isinstance(v, dict):
                    out[k] = {**out[k], **v}
                elif k in out:
                    raise InvalidActionError(f"two exceptions set {k}")
                else:
                    out[k] = v
        clause = _except_clause(self.text)
        if any("extra_counters_if" in p for p in parts):
            # the copy exceptions' own words: the extra counters are not copiable (707.9e)
            texts = _clause_parts(clause)
            if len(texts) != len(parts):
                raise InvalidActionError("can't tell the exceptions of this copy apart")
            clause = ", ".join(t for t, p in zip(texts, parts, strict=True) if "extra_counters_if" not in p)
        out["text"] = clause
        return out

    def named_self(self, _: list) -> dict[str, Any]:
        return {"name": self.ctx.name}

    @v_args(inline=True)
    def extra_counter(self, kind: Token, types: Token) -> dict[str, Any]:
        kinds = _types(str(types))
        if len(kinds) != 1:
            raise InvalidActionError("an extra counter \"if it's a <type>\" names one card type")
        return {"extra_counters_if": {kinds[0]: {str(kind): 1}}}

    @v_args(inline=True)
    def also_type(self, types: Token) -> dict[str, Any]:
        return {"add_card_types": _types(str(types))}

    @v_args(inline=True)
    def also_subtype(self, subtypes: Token) -> dict[str, Any]:
        return {"add_subtypes": str(subtypes).split()}

    @v_args(inline=True)
    def only_type(self, types: Token) -> dict[str, Any]:
        kinds = _types(str(types))
        if len(kinds) != 1:
            raise InvalidActionError("\"it's a <type>\" with several types is not understood")
        return {"card_types": kinds, "keep_subtypes": kinds[0].lower()}

    def not_legendary(self, _: list) -> dict[str, Any]:
        return {"nonlegendary": True}

    def also_legendary(self, _: list) -> dict[str, Any]:
        return {"add_supertypes": ["Legendary"]}

    @v_args(inline=True)
    def named(self, name: Token) -> dict[str, Any]:
        return {"name": str(name).strip()}

    @v_args(inline=True)
    def has_keywords(self, words: Token) -> dict[str, Any]:
        return {"add_abilities": _keyword_list(str(words))}

    def copy_except_quoted(self, parts: list[dict[str, Any]]) -> dict[str, Any]:
        return self.copy_except(parts)

    @v_args(inline=True)
    def has_quoted_part(self, quoted: Token) -> dict[str, Any]:
        return {"add_abilities": self._quoted_abilities(quoted)}


def _except_clause(text: str) -> str:
    """The words after ", except" up to the end of that sentence (quoted text kept whole)."""
    rest = text.partition(", except ")[2]
    quoted = False
    for i, ch in enumerate(rest):
        if ch == '"':
            quoted = not quoted
        elif ch == "." and not quoted and (i + 1 == len(rest) or rest[i + 1] == " "):
            return rest[:i]
    return rest


def _clause_parts(clause: str) -> list[str]:
    """The parts of an exception clause ("A, B, and C"), quoted text kept whole."""
    quoted: list[str] = []
    def hide(m: re.Match[str]) -> str:
        quoted.append(m.group(0))
        return f"\x00{len(quoted) - 1}\x00"
    hidden = re.sub(r'"[^"]*"', hide, clause)
    parts = [p.strip() for p in re.split(r",\s+and\s+|,\s+|\s+and\s+", hidden) if p.strip()]
    return [re.sub(r"\x00(\d+)\x00", lambda m: quoted[int(m.group(1))], p) for p in parts]


def _replace_refs(e: Any, refs: dict[str, str]) -> Any:
    if isinstance(e, dict):
        return {k: _replace_refs(v, refs) for k, v in e.items()}
    if isinstance(e, list):
        return [_replace_refs(v, refs) for v in e]
    return refs.get(e, e) if isinstance(e, str) else e


def _singular(phrase: str) -> str:
    """A group phrase as the filter of one member: "Creatures you control" -> "creature you control"."""
    out = []
    for w in phrase.split():
        low = w.lower()
        stem = low[:-1] if low.endswith("s") else low
        if stem in _TYPE_WORDS or stem.removeprefix("non") in _TYPE_WORDS:
            out.append(stem)
        elif low in _TYPE_WORDS or low.removeprefix("non") in _TYPE_WORDS or low in ("nonbasic", "basic", "legendary"):
            out.append(low)
        elif w[:1].isupper() and w.endswith("s") and w[:-1] in KNOWN_SUBTYPES:
            out.append(w[:-1])
        elif not out and w not in KNOWN_SUBTYPES:
            out.append(low)  # the sentence's capital: "Other creatures" is "other creature"
        else:
            out.append(w)
    return " ".join(out)


_TARGETED_BY = {"spells": "spells", "spells or abilities": "spells_and_abilities",
                "spells or abilities your opponents control": "opponents"}


def _times(token: Token) -> int:
    return 2 if str(token).lower() == "twice" else 3


def _generic_cost(text: str) -> str:
    """A mana cost to pay as an effect resolves ("{2}"), checked by the vocabulary."""
    cost = text.strip()
    if not re.fullmatch(r"(\{[^{}]+\})+", cost):
        raise InvalidActionError(f"expected a mana cost, found {cost!r}")
    return cost


def _as_list(e: Any) -> list[Any]:
    return e if isinstance(e, list) else [e]


def _that_refs(event: dict[str, Any]) -> dict[str, str]:
    """What "that <noun>" names in a triggered ability: the spell's single target, or the
    object of the event ("Whenever another creature enters, ... on that creature")."""
    if "spell_targets_single" in event:
        return {f"that:{event['spell_targets_single'].removesuffix(' you control')}": "trigger.spell_target"}
    what = event.get("what", "self")
    if event["on"] in ("dies", "leaves") and what == "self":
        return {"that:card": "trigger.new"}
    if what in ("self", "enchanted", "equipped") or event["on"] not in ("enters", "attacks", "dies", "leaves"):
        return {}
    ref = "trigger.new" if event["on"] in ("dies", "leaves") else "trigger.object"
    nouns = [w for w in what.lower().split() if w in _TYPE_WORDS]
    card = {"that:card": "trigger.new"} if ref == "trigger.new" else {}
    return {f"that:{nouns[-1]}": ref, **card} if nouns else card


def _trigger_it(event: dict[str, Any]) -> str:
    """What "it" names in an untargeted triggered ability's effect ("" when it can't be told)."""
    if event["on"] in ("dies", "leaves"):
        return "trigger.new"  # the card in its new zone (400.7)
    if event.get("what", "self") == "self":
        return "self"
    if event["on"] in ("enters", "attacks"):
        return "trigger.object"  # the permanent that entered or attacked
    return ""


def _after_exile_it_is_moved(effects: list[Any]) -> list[Any]:
    """After "exile <object>", "it" is the exiled card: a new object (400.7), `moved`."""
    out: list[Any] = []
    exiled = False
    for e in effects:
        out.append(_replace_refs(e, {"it": "moved", "that:card": "moved"}) if exiled else e)
        exiled = exiled or "exile" in e
    return out


def _those_is_the_last_group(effects: list[Any]) -> list[Any]:
    """"Those creatures" names the group the previous effect acted on ("Put a +1/+1 counter on
    each creature you control. Those creatures gain vigilance ..."), if its kind matches."""
    out: list[Any] = []
    for e in effects:
        refs = [v for v in _strings(e) if v.startswith("those:")]
        for ref in refs:
            noun = ref[len("those:"):]
            group = next((v for prev in reversed(out) for v in _strings(prev) if v.startswith("each ")), None)
            if group is None or noun not in group.split():
                raise InvalidActionError(f"\"those {noun}s\" names no group of {noun}s before it")
            e = _replace_refs(e, {ref: group})
        out.append(e)
    return out


def _strings(e: Any) -> list[str]:
    if isinstance(e, dict):
        return [s for v in e.values() for s in _strings(v)]
    if isinstance(e, list):
        return [s for v in e for s in _strings(v)]
    return [e] if isinstance(e, str) else []


def _join_kicked(effects: list[Any]) -> list[Any]:
    """"<source> deals N damage to <x>. If this spell was kicked, it deals M damage instead." is
    one effect with two outcomes (702.33d)."""
    out: list[Any] = []
    for e in effects:
        if isinstance(e, dict) and "kicked_damage" in e:
            if not out or "damage" not in out[-1]:
                raise InvalidActionError("\"if this spell was kicked, it deals ... instead\" must follow the damage it replaces")
            plain = out.pop()
            kicked = {"damage": {**plain["damage"], "amount": e["kicked_damage"]}}
            out.append({"if_kicked": {"then": [kicked], "otherwise": [plain]}})
        else:
            out.append(e)
    return out


def _join_token_riders(effects: list[Any], text: str) -> list[Any]:
    """"That token gains haste." and "Sacrifice it at the beginning of the next end step." after a
    token copy are about that token (a non-copy effect and a delayed trigger, 707.2)."""
    out: list[Any] = []
    for e in effects:
        if isinstance(e, dict) and "rider" in e:
            if not out or "token_copy" not in out[-1]:
                raise InvalidActionError("\"that token\" / \"sacrifice it\" must follow \"create a token that's a copy\"")
            spec = dict(out[-1]["token_copy"])
            if e["rider"] == "gains":
                spec["gains"] = e["gains"]
            else:
                sentence = next(s for s in re.split(r"(?<=\.) ", text) if s.lower().startswith("sacrifice it at"))
                spec["delayed"] = {"at": "end_step", "text": sentence,
                                   "effects": [{"sacrifice": {"what": "trigger.object"}}]}
            out[-1] = {"token_copy": spec}
        else:
            out.append(e)
    return out


def _types(text: str) -> list[str]:
    words = text.lower().split()
    if "legendary" in words:
        raise InvalidActionError("a legendary object made by an effect is not understood")
    return [w.removesuffix("s").capitalize() for w in words]


def _land_subtypes(text: str) -> list[str]:
    """Basic land types named in "are Mountains" / "is a Swamp" (305.6); others are refused."""
    out = []
    for w in text.split():
        singular = w if w in BASIC_LAND_MANA else w.removesuffix("s")
        if singular not in BASIC_LAND_MANA:
            raise InvalidActionError(f"{w!r} is not a basic land type")
        out.append(singular)
    return out


def _land_filter(affects: str) -> str:
    if "land" not in affects.lower().split():
        raise InvalidActionError("land types are given to lands only here")
    return affects


def _effect_mana(text: str) -> str:
    t = text.strip()
    low = t.lower()
    if low == "one mana of any type that land produced":
        return "produced"
    if low == "one mana of the chosen color":
        return "chosen_color"
    Produce.parse(f"Add {t}.")
    return t


def _join_look_and_exile(effects: list[Any]) -> list[Any]:
    """"Look at the top card of your library. You may exile that card." is one effect."""
    out: list[Any] = []
    for e in effects:
        if e == {"may_exile_that": True}:
            if not out or out[-1] != {"look_at_top": {}}:
                raise InvalidActionError("\"You may exile that card\" follows \"Look at the top card of your library\"")
            out[-1] = {"look_at_top": {"may_exile": True}}
        else:
            out.append(e)
    return out
