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
        body = self.resolve_it(replace_refs(body, that), it)
        if _measures(body, "trigger.new"):
            # the card in its new zone isn't the permanent that left (400.7): its power there is
            # the printed one, not the one it had as it left (608.2h)
            raise InvalidActionError("the power or mana value of the card that left is not understood")
        return {"triggered": {**event, "text": self.text, **body}}

    def _object_event(self, on: str, what: str, **extra: Any) -> dict[str, Any]:
        if what in ("enchanted", "equipped") and on in ATTACHED_EVENTS:
            return {"on": on, "what": what, **extra}  # what the Aura or Equipment is attached to
        if what != "self":
            raise InvalidActionError(f"\"{on}\" triggers of other objects are not understood yet")
        return {"on": on, "what": "self", **extra}

    @v_args(inline=True)
    def when_blocks(self, what: str) -> dict[str, Any]:
        return self._object_event("blocks", what)  # 509.2

    @v_args(inline=True)
    def when_becomes_blocked(self, what: str) -> dict[str, Any]:
        return self._object_event("becomes_blocked", what)  # once, however many block it (509.1h)

    @v_args(inline=True)
    def when_blocked_by(self, what: str) -> dict[str, Any]:
        return self._object_event("blocked_by", what)  # once for each blocker

    @v_args(inline=True)
    def when_unblocked(self, what: str) -> dict[str, Any]:
        return self._object_event("unblocked", what)

    @v_args(inline=True)
    def when_attacks_or_blocks(self, what: str) -> dict[str, Any]:
        return self._object_event("attacks_or_blocks", what)

    @v_args(inline=True)
    def when_enters_or_attacks(self, what: str) -> dict[str, Any]:
        return self._object_event("enters_or_attacks", what)

    @v_args(inline=True)
    def when_blocks_or_blocked_by(self, what: str) -> dict[str, Any]:
        return self._object_event("blocks_or_blocked_by", what)

    @v_args(inline=True)
    def when_turned_face_up(self, what: str) -> dict[str, Any]:
        return self._object_event("turned_face_up", what)  # 708.8

    def when_an_opponent_casts(self, args: list[Any]) -> dict[str, Any]:
        return {"on": "cast", "by": "opponent", "what": filter_text(str(args[-1]))}

    def when_you_gain_life(self, _: list) -> dict[str, Any]:
        return {"on": "gains_life", "by": "you"}  # 119.9

    def when_an_opponent_gains_life(self, _: list) -> dict[str, Any]:
        return {"on": "gains_life", "by": "opponent"}

    def when_a_player_gains_life(self, _: list) -> dict[str, Any]:
        return {"on": "gains_life", "by": "any"}

    def when_you_draw(self, _: list) -> dict[str, Any]:
        return {"on": "draws", "by": "you"}  # 121.2

    def when_an_opponent_draws(self, _: list) -> dict[str, Any]:
        return {"on": "draws", "by": "opponent"}

    def when_a_player_draws(self, _: list) -> dict[str, Any]:
        return {"on": "draws", "by": "any"}

    def at_each_opponents_upkeep(self, _: list) -> dict[str, Any]:
        return {"on": "upkeep", "whose": "opponent"}

    def at_each_opponents_end_step(self, _: list) -> dict[str, Any]:
        return {"on": "end_step", "whose": "opponent"}

    def at_each_combat(self, _: list) -> dict[str, Any]:
        return {"on": "beginning_of_combat", "whose": "each"}

    @v_args(inline=True)
    def when_some_enters_yours(self, some: str, phrase: Token) -> dict[str, Any]:
        return self._some_event("enters", some, f"{phrase} you control")  # it entered under your control

    @v_args(inline=True)
    def when_some_enters_theirs(self, some: str, phrase: Token) -> dict[str, Any]:
        return self._some_event("enters", some, f"{phrase} an opponent controls")

    @v_args(inline=True)
    def when_self_or_another_enters(self, phrase: Token) -> dict[str, Any]:
        return self._self_or_another("enters", str(phrase))

    @v_args(inline=True)
    def when_self_or_another_enters_yours(self, phrase: Token) -> dict[str, Any]:
        return self._self_or_another("enters", f"{phrase} you control")

    def _self_or_another(self, on: str, phrase: str) -> dict[str, Any]:
        # "this creature or another <filter>": any such permanent, this one included, so this
        # card must itself match the filter's card types and subtypes (else it is refused)
        f = filter_text(phrase)
        parsed = Filter.parse(f)
        if parsed.other:
            raise InvalidActionError("\"or another other\" is not understood")
        if not _is_itself(self.ctx.type_line, phrase):
            raise InvalidActionError(f"\"~ or another {phrase}\": this card's type line doesn't say it is one itself")
        return {"on": on, "what": f}

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
        return self._self_or_another("dies", str(phrase))

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

    def _some_event(self, on: str, some: str, phrase: Token | str) -> dict[str, Any]:
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


ATTACHED_EVENTS = ("dies", "leaves", "attacks", "combat_damage_player", "blocks", "becomes_blocked", "blocked_by",
                   "unblocked", "attacks_or_blocks", "becomes_target")
"""Events of the permanent an Aura or Equipment is attached to that it may trigger on
("whenever equipped creature attacks", "when enchanted creature dies", 603.10a)."""
OTHER_CREATURE_EVENTS = ("blocks", "blocked_by", "blocks_or_blocked_by")
"""Events with a second creature: the one blocked, or the blocker ("that creature")."""


def _measures(e: Any, ref: str) -> bool:
    """Does an amount in ``e`` measure the object ``ref`` ({"power_of": ref}, ...)?"""
    if isinstance(e, dict):
        return any(k in ("power_of", "toughness_of", "mana_value_of") and v == ref or _measures(v, ref)
                   for k, v in e.items())
    return isinstance(e, list) and any(_measures(v, ref) for v in e)


def _is_itself(type_line: str, phrase: str) -> bool:
    """Does the card's own type line have every type and subtype word of ``phrase`` ("~ or
    another Ally": an Ally itself)? A word it doesn't show (or a changeling's) refuses."""
    words = set(type_line.replace("—", " ").lower().split())

    def shown(alternative: str) -> bool:
        named = [w for w in alternative.split() if w[:1].isupper() or w.lower() in TYPE_WORDS]
        return bool(named) and all(w.lower() in words for w in named)
    # "creature or planeswalker you control": it is one of them
    return any(shown(a) for a in phrase.removesuffix(" you control").split(" or "))


def _that_refs(event: dict[str, Any]) -> dict[str, str]:
    """What "that <noun>" names in a triggered ability: the spell's single target, or the
    object of the event ("Whenever another creature enters, ... on that creature")."""
    if event["on"] == "combat_damage_player":
        return {"that:player": "trigger.player"}  # the player dealt the damage
    if event["on"] in ("upkeep", "draw_step", "end_step") and event.get("whose") in ("each", "opponent") \
            or event["on"] in ("gains_life", "draws") and event.get("by") in ("any", "opponent"):
        return {"that:player": "trigger.player"}  # whose step it is; who gained life or drew
    if "spell_targets_single" in event:
        return {f"that:{event['spell_targets_single'].removesuffix(' you control')}": "trigger.spell_target"}
    what = event.get("what", "self")
    if event["on"] in OTHER_CREATURE_EVENTS:
        return {"that:creature": "trigger.other"}
    if event["on"] in ("dies", "leaves") and what in ("self", "enchanted", "equipped"):
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
