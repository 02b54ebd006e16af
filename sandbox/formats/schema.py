"""The preset format's tables, their types and ranges declared once (pydantic, strict: no
coercion, so ``tapped = "no"`` or ``life = true`` is an error, not a guess). ``checked``
turns the first violation into the loader's one line: ``place: expected ..., found ...``.

Cross-table rules (refs, links, card names, steps with priority) stay in ``preset``."""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from sandbox.errors import LoadError

BIG = 1_000_000
"""The largest life total or damage a preset may state."""

PlayerName = Literal[0, 1, "you", "You", "p0", "opponent", "Opponent", "p1"]


def _field(description: str, default: Any = None, **limits: Any) -> Any:
    return Field(default, description=description, **limits)


class _Table(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class PresetMeta(_Table):
    title: str | None = _field("a string")
    description: str = _field("a string", "")
    topic: str = _field("a string", "")
    rules: list[str] = _field('a list of strings like ["707.5"]', [])
    rulings: list[str] = _field('a list of strings like ["707.5"]', [])
    suggested: str = _field("a string", "")
    difficulty: int | None = _field("a whole number from 1 to 100", None, ge=1, le=100)


class GameSection(_Table):
    turn: int = _field("a turn number from 1 to 10000", 1, ge=1, le=10_000)
    active: PlayerName = _field('"you" or "opponent"', "you")
    step: str = _field("a step name like \"main1\"", "main1")
    priority: PlayerName | None = _field('"you" or "opponent"', None)
    seed: int | None = _field("a whole number", None)


class PlayerSection(_Table):
    name: str | None = _field("a string")
    life: int = _field(f"a whole number from -{BIG} to {BIG}", 20, ge=-BIG, le=BIG)
    poison: int = _field("a count from 0 to 1000", 0, ge=0, le=1000)
    pool: str | None = _field('mana like "{G}{C}"')
    library: list[Any] = _field("a list of cards", [])
    hand: list[Any] = _field("a list of cards", [])
    graveyard: list[Any] = _field("a list of cards", [])
    exile: list[Any] = _field("a list of cards", [])
    battlefield: list[Any] = _field("a list of cards", [])


Count = Annotated[int, Field(ge=0, le=100_000)]


class ObjectSpec(_Table):
    card: str = _field("a card name", ...)
    ref: str | None = _field("a name for this object")
    tapped: bool = _field("true or false", False)
    sick: bool = _field("true or false", False)
    token: bool | None = _field("true or false")
    counters: dict[str, Count] | None = _field('a table of counts like { "+1/+1" = 2 }', None,
                                               json_schema_extra={"item": "a count from 0 to 100000"})
    damage: int = _field(f"a whole number from 0 to {BIG}", 0, ge=0, le=BIG)
    attached_to: str | None = _field("the ref of another object")
    copy_of: str | None = _field("the ref of another object")
    controller: PlayerName | None = _field('"you" or "opponent"')
    chosen_color: str | None = _field("one of W U B R G")


class CardNumbers(_Table):
    """A preset's own [[card]] table: its printed numbers (the rest is checked by the card
    vocabulary as the card is read)."""

    model_config = ConfigDict(strict=True, extra="allow", frozen=True)
    name: str = _field("a card name", ...)
    loyalty: int | None = _field("a starting loyalty from 0 to 1000", None, ge=0, le=1000)


M = TypeVar("M", bound=_Table)


def checked(model: type[M], data: Any, file: str, place: str) -> M:
    """``data`` as ``model``, or a LoadError for its first problem (the place and the
    field's declared description: ``player[1].life: expected a whole number from ...``)."""
    if not isinstance(data, dict):
        raise LoadError(file, place, f"expected a table, found {data!r}")
    try:
        return model.model_validate(data)
    except ValidationError as e:
        err = e.errors()[0]
    loc = [str(part) for part in err["loc"]]
    where = ".".join([place, *loc]) if place else ".".join(loc)
    if err["type"] == "extra_forbidden":
        return _refuse(file, where, f"unknown key; allowed: {', '.join(sorted(model.model_fields))}")
    field = model.model_fields.get(loc[0]) if loc else None
    if err["type"] == "missing":
        return _refuse(file, where, f"missing {loc[0]!r} ({field.description if field else 'required'})")
    extra = field.json_schema_extra if field is not None and isinstance(field.json_schema_extra, dict) else {}
    what = extra.get("item") if len(loc) > 1 and extra.get("item") else (field.description if field else "something else")
    return _refuse(file, where, f"expected {what}, found {_shown(err['input'])}")


def _shown(value: Any) -> str:
    """A value as the file wrote it (TOML's true/false, not Python's)."""
    return str(value).lower() if isinstance(value, bool) else repr(value)


def _refuse(file: str, place: str, message: str) -> Any:
    raise LoadError(file, place, message)
