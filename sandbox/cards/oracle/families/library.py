"""The library: search (701.23), look at the top card, scry (701.22), surveil (701.25), mill (701.13)."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from sandbox.cards.oracle.families.base import Base, filter_text, word_number
from sandbox.errors import InvalidActionError


class LibraryFamily(Base):
    """The builders of the library family's grammar rules (library.lark)."""

    def search_library(self, args: list[Any]) -> dict[str, Any]:
        phrase = next(str(a) for a in args if isinstance(a, Token) and a.type == "PHRASE")
        to = next(str(a) for a in args if isinstance(a, Token) and a.type == "SEARCH_TO").lower()
        spec: dict[str, Any] = {"filter": filter_text(phrase)}
        if to != "into your hand":
            spec["to"] = "battlefield"
        if to.endswith("tapped"):
            spec["tapped"] = True
        return {"search_library": spec}  # 701.23a

    @v_args(inline=True)
    def scry(self, n: Token) -> dict[str, Any]:
        return {"scry": {"count": word_number(str(n))}}  # 701.22a

    @v_args(inline=True)
    def surveil(self, n: Token) -> dict[str, Any]:
        return {"surveil": {"count": word_number(str(n))}}  # 701.25a

    def mill(self, args: list[Any]) -> dict[str, Any]:
        return {"mill": {**self._who(args), "count": args[-1]}}  # 701.13a

    def look_top(self, _: list) -> dict[str, Any]:
        return {"look_at_top": {}}

    def may_exile(self, _: list) -> dict[str, Any]:
        return {"may_exile_that": True}


def join_look_and_exile(effects: list[Any], _text: str = "") -> list[Any]:
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
