"""The preset format's tables, their types, ranges and descriptions declared once (msgspec,
strict: no coercion, so ``tapped = "no"`` or ``life = true`` is an error, not a guess).
``checked`` turns the first violation into the loader's one line: ``place: expected ...,
found ...``.

Cross-table rules (refs, links, card names, steps with priority) stay in ``preset``."""

from __future__ import annotations

import re
import types
from typing import Annotated, Any, Literal, TypeVar, Union, get_args, get_origin

import msgspec
import msgspec.structs
from msgspec import Meta

from sandbox.errors import LoadError

BIG = 1_000_000
"""The largest life total or damage a preset may state."""

PlayerName = Literal[0, 1, "you", "You", "p0", "opponent", "Opponent", "p1"]

Text = Annotated[str, Meta(description="a string")]
OptionalText = Annotated[str | None, Meta(description="a string")]
RuleList = Annotated[list[str], Meta(description='a list of strings like ["707.5"]')]
Cards = Annotated[list[Any], Meta(description="a list of cards")]
Flag = Annotated[bool, Meta(description="true or false")]
Who = Annotated[PlayerName, Meta(description='"you" or "opponent"')]
OptionalWho = Annotated[PlayerName | None, Meta(description='"you" or "opponent"')]
ObjectRef = Annotated[str | None, Meta(description="the ref of another object")]
Count = Annotated[int, Meta(ge=0, le=100_000, description="a count from 0 to 100000")]


class _Table(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A preset table: unknown keys are refused, values are never coerced (each table
    repeats ``frozen=True``: type checkers do not inherit it)."""


class PresetMeta(_Table, frozen=True):
    title: OptionalText = None
    description: Text = ""
    topic: Text = ""
    rules: RuleList = []
    rulings: RuleList = []
    suggested: Text = ""
    difficulty: Annotated[Annotated[int, Meta(ge=1, le=100)] | None,
                          Meta(description="a whole number from 1 to 100")] = None


class GameSection(_Table, frozen=True):
    turn: Annotated[int, Meta(ge=1, le=10_000, description="a turn number from 1 to 10000")] = 1
    active: Who = "you"
    step: Annotated[str, Meta(description='a step name like "main1"')] = "main1"
    priority: OptionalWho = None
    seed: Annotated[int | None, Meta(description="a whole number")] = None


class PlayerSection(_Table, frozen=True):
    name: OptionalText = None
    life: Annotated[int, Meta(ge=-BIG, le=BIG, description=f"a whole number from -{BIG} to {BIG}")] = 20
    poison: Annotated[int, Meta(ge=0, le=1000, description="a count from 0 to 1000")] = 0
    city_blessing: Flag = False
    monarch: Flag = False
    energy: Annotated[int, Meta(ge=0, le=1000, description="energy counters (107.14), a count from 0 to 1000")] = 0
    pool: Annotated[str | None, Meta(description='mana like "{G}{C}"')] = None
    library: Cards = []
    hand: Cards = []
    graveyard: Cards = []
    exile: Cards = []
    battlefield: Cards = []


class ObjectSpec(_Table, frozen=True):
    card: Annotated[str, Meta(description="a card name")]
    ref: Annotated[str | None, Meta(description="a name for this object")] = None
    tapped: Flag = False
    sick: Flag = False
    token: Annotated[bool | None, Meta(description="true or false")] = None
    counters: Annotated[dict[str, Count] | None,
                        Meta(description='a table of counts like { "+1/+1" = 2 }')] = None
    damage: Annotated[int, Meta(ge=0, le=BIG, description=f"a whole number from 0 to {BIG}")] = 0
    attached_to: ObjectRef = None
    copy_of: ObjectRef = None
    controller: OptionalWho = None
    chosen_color: Annotated[str | None, Meta(description="one of W U B R G")] = None
    chosen_type: Annotated[str | None, Meta(description="a creature type chosen as it entered (Cavern of Souls)")] = None


class CardNumbers(_Table, frozen=True, forbid_unknown_fields=False):
    """A preset's own [[card]] table: its printed numbers (the rest is checked by the card
    vocabulary as the card is read, so other keys pass through here)."""

    name: Annotated[str, Meta(description="a card name")]
    loyalty: Annotated[Annotated[int, Meta(ge=0, le=1000)] | None,
                       Meta(description="a starting loyalty from 0 to 1000")] = None


M = TypeVar("M", bound=_Table)

_AT = re.compile(r" - at `\$(?P<path>[^`]*)`$")
_STEP = re.compile(r"\.([^.\[]+)|\[(\d+|\.\.\.)\]")
_UNKNOWN = re.compile(r"^Object contains unknown field `(?P<key>[^`]*)`")
_MISSING = re.compile(r"^Object missing required field `(?P<key>[^`]*)`")


def checked(model: type[M], data: Any, file: str, place: str) -> M:
    """``data`` as ``model``, or a LoadError for its first problem in the order the fields
    are declared, unknown keys last (the place and the field's declared description:
    ``player[1].life: expected a whole number from ...``)."""
    if not isinstance(data, dict):
        raise LoadError(file, place, f"expected a table, found {data!r}")
    try:
        return msgspec.convert(data, type=model, strict=True)
    except msgspec.ValidationError as e:
        field, message = _first_problem(model, data, str(e))
    at = _AT.search(message)
    path = _path(data, model, field, at.group("path") if at else "")
    problem = message[:at.start()] if at else message
    if unknown := _UNKNOWN.match(problem):
        path.append(unknown.group("key"))
        allowed = ", ".join(sorted(model.__struct_fields__))
        return _refuse(file, _where(place, path), f"unknown key; allowed: {allowed}")
    types = _field_types(model)
    if missing := _MISSING.match(problem):
        key = missing.group("key")
        path.append(key)
        return _refuse(file, _where(place, path), f"missing {key!r} ({_description(types.get(key)) or 'required'})")
    field_type = types.get(str(path[0])) if path else None
    what = (_description(_item_type(field_type)) if len(path) > 1 else None) or _description(field_type)
    return _refuse(file, _where(place, path), f"expected {what or 'something else'}, found {_shown(_at(data, path))}")


def _first_problem(model: type[_Table], data: dict[str, Any], message: str) -> tuple[str | None, str]:
    """The first declared field that is missing or wrong, with msgspec's message about it
    alone (its path then starts at that field); else the whole table's ``message``."""
    for f in msgspec.structs.fields(model):
        if f.name not in data:
            if f.required:
                return None, f"Object missing required field `{f.name}`"
            continue
        try:
            msgspec.convert(data[f.name], type=f.type, strict=True)
        except msgspec.ValidationError as e:
            return f.name, str(e)
    return None, message


def _path(data: Any, model: type[_Table], field: str | None, path: str) -> list[str | int]:
    """The keys and indexes of msgspec's ``.life`` / ``.rules[1]`` / ``.counters[...]``
    path (below ``field`` if given); a ``[...]`` (a table's entry) becomes the first entry
    of that table that fails."""
    parts: list[str | int] = [field] if field else []
    for key, index in _STEP.findall(path):
        if key:
            parts.append(key)
        elif index != "...":
            parts.append(int(index))
        else:
            table = _at(data, parts)
            item = _item_type(_field_types(model).get(str(parts[0])))
            parts.append(next((k for k, v in table.items() if not _fits(v, item)), "..."))
    return parts


def _fits(value: Any, item: Any) -> bool:
    try:
        msgspec.convert(value, type=item, strict=True)
    except msgspec.ValidationError:
        return False
    return True


def _at(data: Any, path: list[str | int]) -> Any:
    for part in path:
        data = data[part]
    return data


def _where(place: str, path: list[str | int]) -> str:
    return ".".join([place, *map(str, path)]) if place else ".".join(map(str, path))


def _field_types(model: type[_Table]) -> dict[str, Any]:
    return {f.name: f.type for f in msgspec.structs.fields(model)}


def _description(tp: Any) -> str | None:
    """The description a field's (or an entry's) type declares."""
    for meta in get_args(tp)[1:] if get_origin(tp) is Annotated else ():
        if isinstance(meta, Meta) and meta.description:
            return meta.description
    return None


def _item_type(tp: Any) -> Any:
    """The type of one entry of a list or table field (``None`` for other fields)."""
    while get_origin(tp) in (Annotated, Union, types.UnionType):
        tp = get_args(tp)[0]
    args = get_args(tp)
    return args[-1] if get_origin(tp) in (list, dict) and args else None


def _shown(value: Any) -> str:
    """A value as the file wrote it (TOML's true/false, not Python's)."""
    return str(value).lower() if isinstance(value, bool) else repr(value)


def _refuse(file: str, place: str, message: str) -> Any:
    raise LoadError(file, place, message)
