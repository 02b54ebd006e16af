"""Triggered abilities (603): the event, its condition, "you may"."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from sandbox.cards.model import Condition, Filter
from sandbox.cards.oracle.families.base import TYPE_WORDS, Base, filter_text, replace_refs
from sandbox.errors import InvalidActionError


class TriggersFamily(Base):
    """The builders of the triggers family's grammar rules (triggers.lark)."""

    def triggered(self, args: list[Any]) -> dict[str, Any]:
        event, *riders, effects = args
        for rider in riders:
            event = {**event, **rider}
        body = effects["effects_only"]
        it = self._it_is_the_target() if self.targets else _trigger_it(event)
        that = {**_that_refs(event), **({"that:color": "chosen_color"} if event.get("chosen_color") else {})}
        body = replace_refs(body, that)
        return {"triggered": {**event, "text": self.text, **self.resolve_it(body, it)}}

    def _object_event(self, on: str, what: str, **extra: Any) -> dict[str, Any]:
        if what != "self":
            raise InvalidActionError(f"\"{on}\" triggers of other objects are not understood yet")
        return {"on": on, "what": "self", **extra}

    @v_args(inline=True)
    def when_enters(self, what: str) -> dict[str, Any]:
        return self._object_event("enters", what)

    @v_args(inline=True)
    def when_dies(self, what: str) -> dict[str, Any]:
        return self._object_event("dies", what)

    @v_args(inline=True)
    def when_leaves(self, what: str) -> dict[str, Any]:
        return self._object_event("leaves", what)

    @v_args(inline=True)
    def when_to_graveyard(self, what: str) -> dict[str, Any]:
        return self._object_event("leaves", what, to="graveyard")

    @v_args(inline=True)
    def when_targeted(self, what: str) -> dict[str, Any]:
        return self._object_event("becomes_target", what)

    @v_args(inline=True)
    def when_combat_damage_player(self, what: str) -> dict[str, Any]:
        return self._object_event("combat_damage_player", what)  # 510.2

    @v_args(inline=True)
    def when_attacks(self, what: str) -> dict[str, Any]:
        return self._object_event("attacks", what)

    def when_you_cast(self, args: list[Any]) -> dict[str, Any]:
        return {"on": "cast", "by": "you", "what": filter_text(str(args[-1]))}

    def when_a_player_casts(self, args: list[Any]) -> dict[str, Any]:
        return {"on": "cast", "by": "any", "what": filter_text(str(args[-1]))}

    @v_args(inline=True)
    def when_self_or_another_dies(self, phrase: Token) -> dict[str, Any]:
        # "this creature or another creature [you control]": any such creature, this one included
        f = filter_text(str(phrase))
        if Filter.parse(f).other:
            raise InvalidActionError("\"or another other\" is not understood")
        return {"on": "dies", "what": f}

    @v_args(inline=True)
    def when_you_cast_targeting(self, phrase: Token) -> dict[str, Any]:
        return {"on": "cast", "by": "you", "spell_targets_single": filter_text(str(phrase))}

    def when_player_taps(self, args: list[Any]) -> dict[str, Any]:
        return {"on": "tapped_for_mana", "what": filter_text(str(args[-1])), "by": "any"}

    def when_you_tap(self, args: list[Any]) -> dict[str, Any]:
        return {"on": "tapped_for_mana", "what": filter_text(str(args[-1])), "by": "you"}

    @v_args(inline=True)
    def when_tapped(self, what: str) -> dict[str, Any]:
        if what != "enchanted":
            raise InvalidActionError("only \"enchanted <land> is tapped for mana\" is understood")
        return {"on": "tapped_for_mana", "what": "enchanted"}

    def when_adds_chosen_color(self, args: list[Any]) -> dict[str, Any]:
        what = filter_text(str(next(a for a in args if isinstance(a, Token))))
        return {"on": "adds_mana", "what": what, "by": "you", "chosen_color": True}  # 106.12b, 605.1b

    def when_a_player_sacrifices(self, args: list[Any]) -> dict[str, Any]:
        return {"on": "sacrificed", "by": "any", "what": filter_text(str(args[-1]))}

    def when_exploits(self, _: list) -> dict[str, Any]:
        return {"on": "exploits", "what": "self"}  # 702.110b

    @v_args(inline=True)
    def when_you_control(self, phrase: Token) -> dict[str, Any]:
        state = f"you control {phrase}"
        Condition.parse(state)
        return {"on": "state", "state": state}  # a state trigger (603.8)

    def at_your_upkeep(self, _: list) -> dict[str, Any]:
        return {"on": "upkeep", "whose": "your"}

    def at_each_upkeep(self, _: list) -> dict[str, Any]:
        return {"on": "upkeep", "whose": "each"}

    def at_your_end_step(self, _: list) -> dict[str, Any]:
        return {"on": "end_step", "whose": "your"}

    def at_each_end_step(self, _: list) -> dict[str, Any]:
        return {"on": "end_step", "whose": "each"}

    @v_args(inline=True)
    def condition(self, phrase: Token) -> dict[str, Any]:
        Condition.parse(str(phrase))
        return {"condition": str(phrase)}

    def optional(self, _: list) -> dict[str, Any]:
        return {"optional": True}

    def _some_event(self, on: str, some: str, phrase: Token) -> dict[str, Any]:
        return {"on": on, "what": filter_text(f"{some}{phrase}")}

    @v_args(inline=True)
    def when_some_enters(self, some: str, phrase: Token) -> dict[str, Any]:
        return self._some_event("enters", some, phrase)

    @v_args(inline=True)
    def when_some_dies(self, some: str, phrase: Token) -> dict[str, Any]:
        return self._some_event("dies", some, phrase)

    @v_args(inline=True)
    def when_some_attacks(self, some: str, phrase: Token) -> dict[str, Any]:
        return self._some_event("attacks", some, phrase)

    @v_args(inline=True)
    def when_some_leaves(self, some: str, phrase: Token) -> dict[str, Any]:
        return self._some_event("leaves", some, phrase)

    def at_your_draw_step(self, _: list) -> dict[str, Any]:
        return {"on": "draw_step", "whose": "your"}

    def at_your_precombat_main(self, _: list) -> dict[str, Any]:
        return {"on": "precombat_main", "whose": "your"}

    def at_your_combat(self, _: list) -> dict[str, Any]:
        return {"on": "beginning_of_combat", "whose": "your"}


def _that_refs(event: dict[str, Any]) -> dict[str, str]:
    """What "that <noun>" names in a triggered ability: the spell's single target, or the
    object of the event ("Whenever another creature enters, ... on that creature")."""
    if event["on"] == "combat_damage_player":
        return {"that:player": "trigger.player"}  # the player dealt the damage
    if "spell_targets_single" in event:
        return {f"that:{event['spell_targets_single'].removesuffix(' you control')}": "trigger.spell_target"}
    what = event.get("what", "self")
    if event["on"] in ("dies", "leaves") and what == "self":
        return {"that:card": "trigger.new"}
    if what in ("self", "enchanted", "equipped") or event["on"] not in ("enters", "attacks", "dies", "leaves"):
        return {}
    ref = "trigger.new" if event["on"] in ("dies", "leaves") else "trigger.object"
    nouns = [w for w in what.lower().split() if w in TYPE_WORDS]
    card = {"that:card": "trigger.new"} if ref == "trigger.new" else {}
    return {f"that:{nouns[-1]}": ref, **card} if nouns else card


def _trigger_it(event: dict[str, Any]) -> str:
    """What "it" names in an untargeted triggered ability's effect ("" when it can't be told)."""
    if event["on"] in ("dies", "leaves"):
        return "trigger.new"  # the card in its new zone (400.7)
    if event.get("what", "self") == "self":
        return "self"
    if event["on"] in ("enters", "attacks"):
        return "trigger.object"  # the permanent that entered or attacked
    return ""
