"""Predicting only the rules that can begin at the next word and whose fixed words the rest of
the line holds changes nothing the parser finds: for real lines (the outside corpus and the
Oracle library) and for the same lines with a word left out, the readings, and where a refused
line goes wrong, are those of the same parser predicting every rule."""

from __future__ import annotations

import random
import re
import tomllib
from functools import cache
from pathlib import Path

import pytest
from lark import Lark
from lark.exceptions import LarkError
from lark.visitors import CollapseAmbiguities

from sandbox.cards.oracle import earley, sentences
from sandbox.cards.oracle.families import grammar
from sandbox.cards.oracle.templating import normalise_self

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [ROOT / "tests" / "oracle" / "corpus" / "outside.toml",
           *sorted((ROOT / "sandbox" / "cards" / "data" / "oracle").glob("*.toml"))]


def _lines() -> list[str]:
    lines: set[str] = set()
    for source in SOURCES:
        for card in tomllib.loads(source.read_text(encoding="utf-8"))["card"]:
            text = card.get("oracle_text", card.get("oracle", ""))
            for line in text.split("\n"):
                line = re.sub(r"\s*\([^)]*\)", "", line).strip()
                if line:
                    lines.add(normalise_self(line, (card["name"],)))
    return sorted(lines)


LINES = random.Random(7).sample([line for line in _lines() if len(line) <= 90], 40)
"""A fixed sample: predicting every rule takes a tenth of a second or more per line."""


def _cut(line: str, seed: int) -> str:
    """The line with one word left out: mostly sentences the grammar refuses."""
    words = line.split()
    if len(words) < 3:
        return line
    del words[random.Random(seed).randrange(len(words))]
    return " ".join(words)


@cache
def _plain() -> Lark:
    parser = Lark(grammar(), parser="earley", lexer="dynamic_complete", ambiguity="explicit")
    earley._predict_own_rules(parser)
    earley._remember_matches(parser)
    return parser


def _readings(parser: Lark, line: str) -> list[str] | str:
    try:
        tree = parser.parse(line)
    except LarkError as e:
        return f"refused at {getattr(e, 'column', None)}"
    return sorted(str(t) for t in CollapseAmbiguities().transform(tree))


def _fast(line: str) -> list[str] | str:
    tree = sentences._parse.__wrapped__(line)
    if isinstance(tree, str):
        return tree
    return sorted(str(t) for t in CollapseAmbiguities().transform(tree))


def _plain_message(line: str) -> str:
    try:
        _plain().parse(line)
    except LarkError as e:
        return f"not understood{sentences._where(e, line)}"
    raise AssertionError("expected a refusal")


def test_the_lines_are_many_and_some_are_refused():
    assert len(_lines()) > 400
    refused = [line for line in LINES if isinstance(_fast(line), str)]
    assert refused and len(refused) < len(LINES)


@pytest.mark.parametrize("start", range(0, 40, 10))
def test_readings_and_refusals_are_those_of_a_parser_predicting_every_rule(start):
    for line in LINES[start:start + 10]:
        for text in (line, _cut(line, start)):
            expected = _readings(_plain(), text)
            found = _fast(text)
            if isinstance(expected, str):
                assert found == _plain_message(text), text
            else:
                assert found == expected, text
