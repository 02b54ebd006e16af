"""Spells and abilities on the stack: counter (701.5), copy (707.10), new targets, "unless pays"."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, v_args

from sandbox.cards.oracle.families.base import Base, as_list, energy_cost, generic_cost
from sandbox.errors import InvalidActionError


class StackFamily(Base):
    """The builders of the stack family's grammar rules (stack.lark)."""

    @v_args(inline=True)
    def counter(self, what: str) -> dict[str, Any]:
        return {"counter": {"what": what}}

    @v_args(inline=True)
    def may_pay(self, cost: Token, effect: Any) -> dict[str, Any]:
        if energy := energy_cost(str(cost)):
            return {"may_pay": {"energy": energy, "effects": as_list(effect)}}  # 107.14
        return {"may_pay": {"cost": generic_cost(str(cost)), "effects": as_list(effect)}}

    @v_args(inline=True)
    def may_do(self, action: Any, effect: Any) -> dict[str, Any]:
        done = as_list(action)
        kinds = [next(iter(e)) for e in done]
        if len(done) != 1 or kinds[0] not in DOABLE:
            raise InvalidActionError(f"\"you may {kinds[0] if kinds else '...'}. If you do\" is not understood")
        if done[0][kinds[0]].get("count", 1) != 1:
            # done in part (two cards asked, one discarded): whether "you do" isn't told here
            raise InvalidActionError("\"you may ... If you do\" is understood for one card or permanent only")
        return {"may_do": {"effects": done, "then": as_list(effect)}}

    @v_args(inline=True)
    def may_when(self, action: Any, effect: Any) -> dict[str, Any]:
        """"You may <action>. When you do, <effect>." (603.12): if the action was done, a reflexive
        triggered ability triggers; its one target, if any, is chosen as it goes on the stack.
        Read only where every target of the line is the reflexive ability's, and it names no "it"
        or "that ..." (what those would refer to isn't tracked across the trigger)."""
        spec = self.may_do(action, effect)["may_do"]
        then = spec.pop("then")
        if _mentions(spec["effects"], lambda v: v.startswith("target")):
            raise InvalidActionError("\"you may <action on a target>. When you do\" is not understood")
        if _mentions(then, lambda v: v == "it" or v.startswith("that:")):
            raise InvalidActionError("\"When you do\": 'it' or 'that ...' in the reflexive ability is not understood")
        reflexive: dict[str, Any] = {"effects": then}
        if self.targets:
            if len(self.targets) != 1 or not isinstance(self.targets[0], str) or not _mentions(then, lambda v: v == "target"):
                raise InvalidActionError("\"When you do\" is understood with one target of its own")
            reflexive["target"] = self.targets.pop()
        at = self.text.lower().find("when you do,")
        reflexive["text"] = self.text[at:] if at >= 0 else "When you do, ..."
        return {"may_do": {**spec, "reflexive": reflexive}}

    @v_args(inline=True)
    def unless_pays(self, effect: Any, cost: Token) -> dict[str, Any]:
        effects = as_list(effect)
        if not self._it_is_the_target() or "'target'" not in repr(effects):
            raise InvalidActionError("\"unless its controller pays\" needs the one target it names")
        return {"unless_pays": {"cost": generic_cost(str(cost)), "who": "target", "effects": effects}}

    @v_args(inline=True)
    def unless_that_player_pays(self, effect: Any, cost: Token) -> dict[str, Any]:
        # "that player" is the event's player, given by the trigger (else refused)
        return {"unless_pays": {"cost": generic_cost(str(cost)), "who": "that:player", "effects": as_list(effect)}}

    @v_args(inline=True)
    def unless_you_pay(self, effect: Any, cost: Token) -> dict[str, Any]:
        """"At the beginning of your upkeep, sacrifice ~ unless you pay {1}{U}." (118.12): the
        ability's controller decides as it resolves; the effects happen if they don't pay. A cost
        with {X} is refused (nothing says what X is)."""
        energy = energy_cost(str(cost))
        text = str(cost).strip() if energy else generic_cost(str(cost))
        for sentence in re.split(r"(?<=\.)\s+", self.text):
            before, found, _ = sentence.lower().partition(" unless you pay ")
            clause = before.rsplit(", ", 1)[-1]
            if found and (" and " in clause or clause.startswith("then ")):
                # "tap ~ and sacrifice a land unless you pay {2}": which part the payment avoids is unclear
                raise InvalidActionError("\"... and/then ... unless you pay\": the payment's scope is unclear")
        if re.search(r"\{X\}", text, re.I):
            raise InvalidActionError("\"unless you pay {X}\": nothing says what X is")
        if energy:
            return {"unless_pays": {"energy": energy, "who": "you", "effects": as_list(effect)}}  # 107.14
        return {"unless_pays": {"cost": text, "who": "you", "effects": as_list(effect)}}

    @v_args(inline=True)
    def change_targets(self, what: str) -> dict[str, Any]:
        return {"change_targets": {"what": what}}

    @v_args(inline=True)
    def copy_spell(self, what: str) -> dict[str, Any]:
        return {"copy_spell": {"what": what}}

    @v_args(inline=True)
    def copy_spell_new_targets(self, what: str) -> dict[str, Any]:
        return {"copy_spell": {"what": what, "new_targets": True}}


DOABLE = ("discard", "sacrifice", "exile", "bounce", "draw", "tap", "untap", "put_counters", "mill", "destroy",
          "create_token")
"""Actions whose "if you do" is told by whether they changed the game: a discard with no card,
a sacrifice with nothing to sacrifice, a tap of a tapped permanent change nothing."""


def _mentions(value: Any, test: Any) -> bool:
    """Does any text value inside these effect tables pass ``test``?"""
    if isinstance(value, str):
        return bool(test(value))
    if isinstance(value, dict):
        return any(_mentions(v, test) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_mentions(v, test) for v in value)
    return False
