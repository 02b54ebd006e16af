"""Spells and abilities on the stack: counter (701.5), copy (707.10), new targets, "unless pays"."""

from __future__ import annotations

import re
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
        text = generic_cost(str(cost))
        for sentence in re.split(r"(?<=\.)\s+", self.text):
            before, found, _ = sentence.lower().partition(" unless you pay ")
            clause = before.rsplit(", ", 1)[-1]
            if found and (" and " in clause or clause.startswith("then ")):
                # "tap ~ and sacrifice a land unless you pay {2}": which part the payment avoids is unclear
                raise InvalidActionError("\"... and/then ... unless you pay\": the payment's scope is unclear")
        if re.search(r"\{X\}", text, re.I):
            raise InvalidActionError("\"unless you pay {X}\": nothing says what X is")
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
