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
    levels: list[Table]
    back: Table
    uncounterable: bool
    additional_cost: Text


class ModeTable(TypedDict, total=False):
    text: Text
    targets: Targets
    effects: Effects


class LevelTable(TypedDict, total=False):
    level: Text
    pt: list[int]
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
