"""Mana added by an effect (106.3, 605.4a)."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from sandbox.cards.model import Produce
from sandbox.cards.oracle.families.base import Base


class ManaFamily(Base):
    """The builders of the mana family's grammar rules (mana.lark)."""

    @v_args(inline=True)
    def add_mana(self, mana: Token) -> dict[str, Any]:
        return {"add_mana": {"add": _effect_mana(str(mana))}}

    def add_one_more_of_that_color(self, _: list) -> dict[str, Any]:
        return {"add_mana": {"add": "that:color"}}  # the trigger's chosen color, or refused

    @v_args(inline=True)
    def add_additional(self, mana: Token) -> dict[str, Any]:
        return {"add_mana": {"add": _effect_mana(str(mana))}}

    def controller_adds(self, args: list[Any]) -> dict[str, Any]:
        """"Its controller adds ...": the one target's controller, or in a trigger on tapping a
        permanent for mana that permanent's controller (the trigger resolves "that:controller");
        not the trigger's controller, who gets the mana of a bare "add" (106.3)."""
        who = "controller" if self._it_is_the_target() else "that:controller"
        return {"add_mana": {"add": _effect_mana(str(args[-1])), "who": who}}

    def that_player_adds(self, args: list[Any]) -> dict[str, Any]:
        """"That player adds ...": the event's player, resolved by the trigger (else refused)."""
        return {"add_mana": {"add": _effect_mana(str(args[-1])), "who": "that:player"}}


def _effect_mana(text: str) -> str:
    t = text.strip()
    low = t.lower()
    if low == "one mana of any type that land produced":
        return "produced"
    if low == "one mana of the chosen color":
        return "chosen_color"
    Produce.parse(f"Add {t}.")
    return t
