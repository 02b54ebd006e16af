"""The hand: draw (121), discard (701.9)."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from sandbox.cards.oracle.families.base import Base, filter_text
from sandbox.errors import InvalidActionError


class HandFamily(Base):
    """The builders of the hand family's grammar rules (hand.lark)."""

    def draw(self, args: list[Any]) -> dict[str, Any]:
        return {"draw": {**self._who(args[:-1]), "count": args[-1]}}

    def discard(self, args: list[Any]) -> dict[str, Any]:
        return {"discard": {**self._who(args[:-1]), "count": args[-1]}}

    def discard_random(self, args: list[Any]) -> dict[str, Any]:
        """"Discard a card at random" (701.9b): nobody chooses."""
        return {"discard": {**self._who(args[:-1]), "count": args[-1], "random": True}}

    def discard_any_then_draw(self, _: list) -> dict[str, Any]:
        return {"discard": {"who": "you", "count": "any", "then_draw": True}}

    @v_args(inline=True)
    def reveal_choose_discard(self, who: str, card: Token) -> dict[str, Any]:
        """"Target opponent reveals their hand. You choose a nonland card from it. That player
        discards that card." (701.20a, 701.9a): one effect, the chosen card of the revealed hand."""
        if who not in ("target", "that:player"):
            raise InvalidActionError(f"\"{who} reveals their hand\": only a target player or \"that player\" is understood")
        what = str(card).split(" ", 1)[1]
        return {"discard_chosen": {"who": who, "filter": filter_text(what)}}
