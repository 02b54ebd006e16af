"""Spells and abilities on the stack: counter (701.5), copy (707.10), new targets, "unless pays"."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from sandbox.cards.oracle.families.base import Base, as_list, generic_cost
from sandbox.errors import InvalidActionError


class StackFamily(Base):
    """The builders of the stack family's grammar rules (stack.lark)."""

    @v_args(inline=True)
    def counter(self, what: str) -> dict[str, Any]:
        return {"counter": {"what": what}}

    @v_args(inline=True)
    def may_pay(self, cost: Token, effect: Any) -> dict[str, Any]:
        return {"may_pay": {"cost": generic_cost(str(cost)), "effects": as_list(effect)}}

    @v_args(inline=True)
    def unless_pays(self, effect: Any, cost: Token) -> dict[str, Any]:
        effects = as_list(effect)
        if not self._it_is_the_target() or "'target'" not in repr(effects):
            raise InvalidActionError("\"unless its controller pays\" needs the one target it names")
        return {"unless_pays": {"cost": generic_cost(str(cost)), "who": "target", "effects": effects}}

    @v_args(inline=True)
    def change_targets(self, what: str) -> dict[str, Any]:
        return {"change_targets": {"what": what}}

    @v_args(inline=True)
    def copy_spell(self, what: str) -> dict[str, Any]:
        return {"copy_spell": {"what": what}}

    @v_args(inline=True)
    def copy_spell_new_targets(self, what: str) -> dict[str, Any]:
        return {"copy_spell": {"what": what, "new_targets": True}}
