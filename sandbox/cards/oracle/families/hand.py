"""The hand: draw (121), discard (701.9)."""

from __future__ import annotations

from typing import Any

from sandbox.cards.oracle.families.base import Base


class HandFamily(Base):
    """The builders of the hand family's grammar rules (hand.lark)."""

    def draw(self, args: list[Any]) -> dict[str, Any]:
        return {"draw": {**self._who(args[:-1]), "count": args[-1]}}

    def discard(self, args: list[Any]) -> dict[str, Any]:
        return {"discard": {**self._who(args[:-1]), "count": args[-1]}}

    def discard_any_then_draw(self, _: list) -> dict[str, Any]:
        return {"discard": {"who": "you", "count": "any", "then_draw": True}}
