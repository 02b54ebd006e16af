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

from sandbox.cards.oracle import earley
from sandbox.cards.oracle.families import Builder, Context, grammar
from sandbox.cards.oracle.templating import normalise_self
from sandbox.errors import InvalidActionError

__all__ = ["Context", "read", "read_effects"]

_MAX_AMBIGUITIES = 12
"""More ambiguous spots than this in one sentence is refused (every reading is built)."""


@functools.cache
def _parser() -> Lark:
    return earley.build(grammar())


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
    try:
        return earley.parse(_parser(), source)
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
