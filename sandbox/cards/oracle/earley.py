"""The Earley parser of the Oracle grammar, and how it is driven to parse fast.

Lark's Earley parser with its dynamic lexer finds every reading of a line, which the grammar of
the sentence families needs (a free phrase is a filter, an amount or a mana text, told apart
only by the words around it). Left as it is, it predicts the whole grammar wherever a sentence
may start and tries every prefix of every match as a token. The parser built here gives the
same readings, found with far less work:

- each nonterminal predicts its own rules, not its whole left-corner closure;
- a terminal is matched once per place, and its shorter matches end only where a word ends;
- a rule is predicted only where its first terminal can match the next word, and only if the
  rest of the line holds every fixed word it needs. The last would stop reading a refused
  line earlier than the grammar does, so ``parse`` reads a refused line again without it: the
  error then names the same words as an Earley parser predicting every rule.

``tests/oracle/test_parse_speedups.py`` checks the readings and the errors against such a
parser; ``bench/README.md`` has the figures.
"""

from __future__ import annotations

from typing import Any

from lark import Lark, Tree
from lark.exceptions import LarkError

__all__ = ["build", "parse"]

_PREDICTIONS = "oracle_next_word_predictions"
"""The attribute of a built parser holding its predictions (to read a refused line again)."""


def build(grammar: str) -> Lark:
    """An Earley parser of ``grammar`` (every reading kept as an ambiguity) that predicts only
    what the line can hold."""
    parser = Lark(grammar, parser="earley", lexer="dynamic_complete", ambiguity="explicit")
    _predict_own_rules(parser)
    _remember_matches(parser)
    _predict_by_next_word(parser)
    return parser


def parse(parser: Lark, line: str) -> Tree:
    """The parse forest of ``line``; a refused line raises the error of a parse that doesn't
    leave rules out by the words ahead, so it says where the grammar lost the line."""
    predictions = getattr(parser, _PREDICTIONS, None)
    try:
        return parser.parse(line)
    except LarkError:
        if predictions is None:
            raise
    predictions.by_words = False
    try:
        return parser.parse(line)
    finally:
        predictions.by_words = True


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
    setattr(parser, _PREDICTIONS, predictions)


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
