"""The sentences of an ability line, read by the grammar of the sentence families.

The compiler (``compiler.py``) hands over one line at a time, self-references and all. Here the
card's own name and "this <type>" become ``~``, the grammar (the core ``oracle.lark`` and each
family's fragment, ``families/``) finds every reading of the line, and the families' builders
turn each reading into ability or effect tables: filters, amounts and mana texts go to the
vocabulary's own strict parsers (``Filter.parse``, ``Amount.from_text``, ``Produce.parse``), so
a word no parser places refuses the reading. The line means something only if every reading
that survives builds the same tables; two different ones are refused as ambiguous, none as not
understood.

Why a grammar and not patterns: the forms nest (an effect inside a trigger inside a quoted
ability inside a copy exception) and a pattern per whole sentence would repeat each part.
"""

from __future__ import annotations

import functools
from typing import Any

from lark import Lark, Tree
from lark.exceptions import LarkError, VisitError
from lark.visitors import CollapseAmbiguities

from sandbox.cards.oracle.families import Builder, Context, grammar
from sandbox.cards.oracle.templating import normalise_self
from sandbox.errors import InvalidActionError

__all__ = ["Context", "read", "read_effects"]

_MAX_AMBIGUITIES = 12
"""More ambiguous spots than this in one sentence is refused (every reading is built)."""


@functools.cache
def _parser() -> Lark:
    parser = Lark(grammar(), parser="earley", lexer="dynamic_complete", ambiguity="explicit")
    _predict_own_rules(parser)
    _remember_matches(parser)
    _predict_by_next_word(parser)
    return parser


def _predict_own_rules(parser: Lark) -> None:
    """Predict a nonterminal's own rules, not its whole left-corner closure (speed only).

    Lark's Earley predictor adds every rule of the closure once per item that predicts it; a
    line's first column then builds the grammar's closure about a hundred times over. With each
    nonterminal's own rules, the predictor reaches the same closure through the items it adds
    (each added once per column), so the parse forest is the same, built about 1.6 times faster.
    Left as Lark builds it when its internals differ."""
    earley: Any = getattr(getattr(parser, "parser", None), "parser", None)
    closures = getattr(earley, "predictions", None)
    if not isinstance(closures, dict):
        return
    own: dict[Any, list[Any]] = {origin: [] for origin in closures}
    for rule in parser.rules:
        own.setdefault(rule.origin, []).append(rule)
    if any(set(own[origin]) - set(rules) for origin, rules in closures.items()):
        return
    earley.predictions = own


_LEFT_OUT_BY_WORDS: list[Any] = [None]
"""The parser's predictions, whose fixed-word test is switched off to find where a refused
line goes wrong: leaving out rules by a word far ahead would make the parse stop earlier."""


_SPACES = " \t\f\r\n"
"""What the grammar ignores between words (``%ignore WS``)."""


class _NextWordPredictions(dict[Any, list[Any]]):
    """A nonterminal's rules that can begin where the line goes on (speed only).

    The predictor asks for a nonterminal's rules at each place it is expected. A rule whose
    first terminal can't match at that place (after spaces), or one with a fixed word that the
    rest of the line doesn't hold, could never complete, so leaving it out changes nothing in
    the parse forest. Rules that can be empty are always kept. Words are compared in lower
    case only on a line whose letters are all ASCII (where that is exactly what the grammar's
    case-insensitive match does); other lines ask each terminal's own pattern."""

    def __init__(self, own: dict[Any, list[Any]], first: dict[Any, _First | None],
                 words: dict[Any, tuple[str, ...]], match: Any) -> None:
        super().__init__(own)
        self.first = first
        self.words = words
        self.match = match
        self.line = ""
        self.plain = True
        self.rest = self.next_words = ""
        self.place = self.word = -1
        self.by_words = True  # off while a refused line is read again for where it went wrong
        self.starts: dict[Any, bool] = {}
        self.chosen: dict[Any, list[Any]] = {}

    def at(self, line: str, place: int) -> None:
        if place != self.place or line is not self.line:
            if line is not self.line:
                self.plain = all(c.isascii() or c.lower() == c == c.upper() for c in line)
            rest = line[place:]
            self.line, self.place, self.rest = line, place, rest.lower()
            self.word = place + len(rest) - len(rest.lstrip(_SPACES))
            self.next_words = line[self.word:].lower()
            self.starts, self.chosen = {}, {}

    def __getitem__(self, nonterminal: Any) -> list[Any]:
        chosen = self.chosen.get(nonterminal)
        if chosen is None:
            chosen = self.chosen[nonterminal] = [
                rule for rule in dict.__getitem__(self, nonterminal) if self._may_start(rule)]
        return chosen

    def _may_start(self, rule: Any) -> bool:
        first = self.first[rule]
        if first is None:
            return True
        if not self.plain:
            return any(map(self._starts, first.literal_terminals + first.others))
        if self.by_words and not all(word in self.rest for word in self.words[rule]):
            return False
        if first.literals and self.next_words.startswith(first.literals):
            return True
        return any(map(self._starts, first.others))

    def _starts(self, terminal: Any) -> bool:
        known = self.starts.get(terminal)
        if known is None:
            line, place, word = self.line, self.place, self.word
            known = self.starts[terminal] = bool(
                self.match(terminal, line, place) or (word != place and self.match(terminal, line, word)))
        return known


class _First:
    """A rule's possible first terminals: fixed words (lower case) and the others."""

    def __init__(self, terminals: set[Any], literal: dict[str, str]) -> None:
        fixed = sorted((t for t in terminals if literal.get(t.name, _SPACES)[:1] not in _SPACES),
                       key=lambda t: t.name)
        self.literals = tuple(literal[t.name] for t in fixed)
        self.literal_terminals = tuple(fixed)
        self.others = tuple(sorted(terminals - set(fixed), key=lambda t: t.name))


def _predict_by_next_word(parser: Lark) -> None:
    """Predict only the rules whose first word can be the line's next one (see
    ``_NextWordPredictions``). Left as it is when Lark's internals differ."""
    earley: Any = getattr(getattr(parser, "parser", None), "parser", None)
    own = getattr(earley, "predictions", None)
    match = getattr(earley, "term_matcher", None)
    if not isinstance(own, dict) or match is None or type(own) is not dict:
        return
    if not all(hasattr(earley, name) for name in ("parse", "predict_and_complete")):
        return
    literal = _literals(parser)
    first = {rule: None if terminals is None else _First(set(terminals), literal)
             for rule, terminals in _first_terminals(parser.rules).items()}
    words = _fixed_words(parser, literal)
    predictions = _NextWordPredictions(own, first, words, match)
    parse, predict_and_complete = earley.parse, earley.predict_and_complete

    def parse_line(line: Any, start: Any) -> Any:
        predictions.place = -1  # a new parse: nothing chosen for another one holds
        predictions.at(line, 0)
        return parse(line, start)

    def predict_at(i: int, *rest: Any) -> Any:
        predictions.at(predictions.line, i)
        return predict_and_complete(i, *rest)

    earley.predictions = predictions
    earley.parse, earley.predict_and_complete = parse_line, predict_at
    _LEFT_OUT_BY_WORDS[0] = predictions


def _literals(parser: Lark) -> dict[str, str]:
    """Each fixed-word terminal's word, in lower case."""
    return {t.name: t.pattern.value.lower() for t in parser.terminals
            if type(t.pattern).__name__ == "PatternStr"}


def _fixed_words(parser: Lark, literal: dict[str, str]) -> dict[Any, tuple[str, ...]]:
    """The fixed words (lower case) that every match of each rule holds.

    A nonterminal holds the words all of its rules hold; found as the greatest fixed point,
    which is sound for every finite derivation (by induction on its depth)."""
    rules: dict[Any, list[Any]] = {}
    for rule in parser.rules:
        rules.setdefault(rule.origin, []).append(rule)
    held: dict[Any, frozenset[str] | None] = {origin: None for origin in rules}  # None: any word

    def in_rule(rule: Any) -> frozenset[str] | None:
        words: set[str] = set()
        for symbol in rule.expansion:
            if symbol.is_term:
                words |= {literal[symbol.name]} if symbol.name in literal else set()
            else:
                inner = held.get(symbol, frozenset())
                if inner is None:
                    return None
                words |= inner
        return frozenset(words)

    changed = True
    while changed:
        changed = False
        for origin, alternatives in rules.items():
            found: frozenset[str] | None = None
            for rule in alternatives:
                words = in_rule(rule)
                found = words if found is None else (found if words is None else found & words)
            if found != held[origin]:
                held[origin], changed = found, True
    return {rule: tuple(sorted(in_rule(rule) or ())) for rule in parser.rules}


def _first_terminals(rules: list[Any]) -> dict[Any, frozenset[Any] | None]:
    """Each rule's possible first terminals, or None for a rule that can match nothing."""
    nullable: set[Any] = set()
    first: dict[Any, set[Any]] = {}
    changed = True
    while changed:
        changed = False
        for rule in rules:
            found = first.setdefault(rule.origin, set())
            before = len(found)
            for symbol in rule.expansion:
                found |= {symbol} if symbol.is_term else first.setdefault(symbol, set())
                if symbol.is_term or symbol not in nullable:
                    break
            else:
                if rule.origin not in nullable:
                    nullable.add(rule.origin)
                    changed = True
            changed |= len(found) != before
    result: dict[Any, frozenset[Any] | None] = {}
    for rule in rules:
        terminals: set[Any] = set()
        for symbol in rule.expansion:
            terminals |= {symbol} if symbol.is_term else first.get(symbol, set())
            if symbol.is_term or symbol not in nullable:
                result[rule] = frozenset(terminals)
                break
        else:
            result[rule] = None
    return result


def _remember_matches(parser: Lark) -> None:
    """Match each terminal once per place in a line, and let a terminal's shorter matches end
    only where a word ends (speed only).

    The scanner asks again for every item that expects a terminal, and, for every match, tries
    each shorter prefix of it as a token of its own: a phrase of 40 letters gave 39 tokens,
    nearly all ending inside a word, where no sentence of the grammar can go on."""
    earley: Any = getattr(getattr(parser, "parser", None), "parser", None)
    match = getattr(earley, "term_matcher", None)
    if match is None:
        return
    seen: dict[tuple[str, str, int], Any] = {}
    last: list[Any] = ["", 0]  # the line and place of the last whole match: its prefixes follow

    def remembered(term: Any, text: str, index: int | None = None) -> Any:
        if index is None:  # a prefix of the last match, tried on its own
            after = last[1] + len(text)
            if text and text[-1].isalnum() and after < len(last[0]) and last[0][after].isalnum():
                return None
            index = 0
        else:
            last[0], last[1] = text, index
        key = (term.name, text, index)
        if key not in seen:
            if len(seen) > 100_000:
                seen.clear()
            seen[key] = match(term, text, index)
        return seen[key]

    earley.term_matcher = remembered


def _normalise(text: str, ctx: Context) -> str:
    return normalise_self(text, ctx.names or ((ctx.name,) if ctx.name else ()))


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
        builder = Builder(text, ctx)
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
    parser = _parser()
    try:
        return parser.parse(source)
    except LarkError:
        pass
    predictions = _LEFT_OUT_BY_WORDS[0]
    if predictions is not None:
        predictions.by_words = False
    try:
        return parser.parse(source)
    except LarkError as e:
        return f"not understood{_where(e, source)}"
    finally:
        if predictions is not None:
            predictions.by_words = True


def _where(e: LarkError, source: str) -> str:
    """Where the grammar lost the sentence: the words it couldn't place."""
    column = getattr(e, "column", None)
    if not isinstance(column, int) or column <= 0:
        return ""
    rest = source[column - 1:].strip()
    if rest in (".", ""):
        return ": no form of sentence the compiler knows fits it"
    return f" from {rest!r}"
