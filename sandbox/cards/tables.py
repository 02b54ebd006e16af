"""The shapes of a card file's tables, declared once and checked strictly (msgspec, as the
preset format is: no coercion, so ``colors = 5`` or ``targets = {}`` is an error naming the
key, not a crash later). Only the types of the keys are checked here; what the values mean
(a filter, a cost, an effect) is read by ``parse`` and the vocabulary."""

from __future__ import annotations

import re
from typing import Any, Literal, TypedDict

import msgspec

from sandbox.errors import InvalidActionError

Table = dict[str, Any]
Effects = list[Table] | Table
Text = str


class TargetTable(TypedDict, total=False):
    filter: Text
    count: int | Literal["any"]
    up_to: bool
    divided: int | Literal["X"]


Targets = Text | TargetTable | list[Text | TargetTable]


class CardTable(TypedDict, total=False):
    name: Text
    mana_cost: Text
    type_line: Text
    colors: list[Text]
    color_indicator: list[Text]
    power: int
    toughness: int
    loyalty: int
    defense: int
    oracle: Text
    rulings: list[Text]
    abilities: list[Text | Table]
    effects: Effects
    targets: Targets
    token: bool
    check: Any
    note: Text
    modes: list[Table]
    choose: int
    choose_max: int
    repeat_modes: bool
    levels: list[Table]
    class_levels: list[Table]
    back: Table
    uncounterable: bool
    additional_cost: Text
    halves: list[Table]
    adventure: Table
    modal: Table
    flip: Table


class ModeTable(TypedDict, total=False):
    text: Text
    targets: Targets
    effects: Effects


class LevelTable(TypedDict, total=False):
    level: Text
    pt: list[int]
    abilities: list[Text | Table]


class ClassLevelTable(TypedDict, total=False):
    level: int
    cost: Text
    abilities: list[Text | Table]


class ManaTable(TypedDict, total=False):
    cost: Text
    add: Text
    text: Text
    effects: Effects  # a rider: damage to you (605.1a, MANA_RIDERS)


class ActivatedTable(TypedDict, total=False):
    cost: Text
    effects: Effects
    targets: Targets
    text: Text
    sorcery_speed: bool
    modes: list[Table]  # a modal ability (700.2), as a card's: each mode a ModeTable
    choose: int
    choose_max: int


class LoyaltyTable(TypedDict, total=False):
    cost: Text | int
    effects: Effects
    targets: Targets
    text: Text


class TriggeredTable(TypedDict, total=False):
    on: Text
    effects: Effects
    targets: Targets
    text: Text
    optional: bool
    modes: list[Table]  # a modal triggered ability (700.2, 603.3c)
    choose: int
    choose_max: int


class ChapterTable(TypedDict, total=False):
    chapters: int | list[int]
    effects: Effects
    targets: Targets
    text: Text


class StaticTable(TypedDict, total=False):
    effects: Effects
    text: Text


class ReplacementTable(TypedDict, total=False):
    replaces: Text
    text: Text


class CopyTable(TypedDict, total=False):
    of: Text
    optional: bool
    text: Text
    extra_counters_if: dict[str, Table]
    # why: "except" is a Python keyword; its table is read by parse_exceptions


class ExceptionsTable(TypedDict, total=False):
    card_types: list[Text]
    add_card_types: list[Text]
    add_subtypes: list[Text]
    keep_subtypes: Text
    remove_supertypes: list[Text]
    add_supertypes: list[Text]
    add_abilities: list[Text | Table]
    name: Text
    pt: list[int]
    colors: list[Text]
    nonlegendary: bool
    no_mana_cost: bool
    text: Text
"""A copy effect's exceptions (707.9b), read by ``parse_exceptions``."""


class KeywordTable(TypedDict, total=False):
    name: Text
    arg: Text
    text: Text


ABILITY_TABLES: dict[str, type] = {
    "mana": ManaTable, "activated": ActivatedTable, "loyalty": LoyaltyTable, "triggered": TriggeredTable,
    "chapter": ChapterTable, "static": StaticTable, "replacement": ReplacementTable,
    "enters_as_copy": CopyTable, "keyword": KeywordTable,
}

_KINDS = {"str": "a text", "int": "a whole number", "bool": "true or false", "array": "a list",
          "object": "a table", "float": "a number", "null": "nothing", "datetime": "a date",
          "date": "a date", "time": "a time"}
_PROBLEM = re.compile(r"^Expected `(?P<expected>[^`]*)`, got `(?P<found>[^`]*)`(?: - at `\$(?P<at>[^`]*)`)?$")


def shaped(model: type, data: Any, what: str) -> Any:
    """``data`` if its keys have the types ``model`` declares, else InvalidActionError naming
    the first key that hasn't: ``what.colors: expected a list, found a whole number (5)``
    (``what`` empty: ``colors: ...``)."""
    if not isinstance(data, dict):
        raise InvalidActionError(f"{what}: expected a table, found {_short(data)}")
    try:
        msgspec.convert(data, type=model, strict=True)
    except msgspec.ValidationError as e:
        raise InvalidActionError(_message(str(e), data, what)) from None
    return data


_FREE_TEXT = frozenset({"name", "oracle", "rulings", "note", "text", "mana_cost"})
"""Keys whose texts are shown, never read as rules (a note may be in any script), and the mana
cost, whose symbols ``parse_cost`` reads in ASCII digits only."""
_ODD_DIGIT = re.compile(r"(?![0-9])\d")


def odd_digit(data: Any, what: str = "") -> str | None:
    """Why a card table can't be read (None if it can): a text read as rules with a decimal
    digit other than 0-9 ("Pay ٣ life" was read as 3, since ``\\d`` takes every script's
    digits). Names, notes and display texts may hold any."""
    stack: list[tuple[str, Any]] = [(what, data)]
    while stack:
        place, value = stack.pop()
        if isinstance(value, str):
            if m := _ODD_DIGIT.search(value):
                return (f"{place.lstrip('.') or 'a text'}: the digit {m.group()!r} (U+{ord(m.group()):04X}) is no number "
                        f"a card prints: numbers are written with 0-9")
        elif isinstance(value, dict):
            stack.extend((f"{place}.{k}", v) for k, v in reversed(value.items()) if k not in _FREE_TEXT)
        elif isinstance(value, list):
            stack.extend((f"{place}[{i}]", v) for i, v in reversed(list(enumerate(value))))
    return None


def _message(problem: str, data: Any, what: str) -> str:
    m = _PROBLEM.match(problem)
    if m is None:
        return f"{what}: {problem}"
    at = m.group("at") or ""
    place = (what + "".join(f".{k}" if k else f" {i}" for k, i in re.findall(r"\.([^.\[]+)|\[(\d+)\]", at))).lstrip(".")
    expected = " or ".join(_KINDS.get(k.strip(), k.strip()) for k in m.group("expected").split("|"))
    found = _KINDS.get(m.group("found"), m.group("found"))
    value = _at(data, at)
    return f"{place}: expected {expected}, found {found}" + (f" ({_short(value)})" if value is not _MISSING else "")


_MISSING = object()


def _at(data: Any, at: str) -> Any:
    for key, index in re.findall(r"\.([^.\[]+)|\[(\d+)\]", at):
        try:
            data = data[key] if key else data[int(index)]
        except (KeyError, IndexError, TypeError):
            return _MISSING
    return data


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
