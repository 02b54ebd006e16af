"""Triggered abilities (603): the event, its condition, "you may"."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from sandbox.cards.model import Condition, Filter
from sandbox.cards.oracle.families.base import THAT_MUCH, TYPE_WORDS, Base, filter_text, read_condition, replace_refs
from sandbox.cards.oracle.families.damage import FIGHTER_IT, source_it
from sandbox.errors import InvalidActionError


def _object(on: str, **extra: Any) -> Any:
    """The builder of a rule "when <object> <event>": this object, or what it is attached to."""
    @v_args(inline=True)
    def build(self: TriggersFamily, what: str) -> dict[str, Any]:
        return self._object_event(on, what, **extra)
    return build


def _cast(by: str, on: str = "cast") -> Any:
    """The builder of "whenever <you / an opponent / a player> casts a <filter> spell" (and of
    magecraft's "whenever you cast or copy ...", 707.10)."""
    def build(self: TriggersFamily, args: list[Any]) -> dict[str, Any]:
        return {"on": on, "by": by, "what": filter_text(str(args[-1]))}
    return build


def _cast_nth(by: str) -> Any:
    """The builder of "whenever <you cast your / an opponent casts their / a player casts their>
    <first / second / third> spell each turn": that player's Nth spell cast this turn."""
    @v_args(inline=True)
    def build(self: TriggersFamily, ordinal: Token) -> dict[str, Any]:
        return {"on": "cast", "by": by, "what": "spell", "nth": ORDINALS.index(str(ordinal).lower()) + 1}
    return build


ORDINALS = ("first", "second", "third")


def _some(on: str) -> Any:
    """The builder of "whenever a / another <filter> <event>"."""
    @v_args(inline=True)
    def build(self: TriggersFamily, some: str, phrase: Token) -> dict[str, Any]:
        return self._some_event(on, some, phrase)
    return build


def _fixed(**event: Any) -> Any:
    """The builder of a rule that always means one event ("at the beginning of your upkeep")."""
    def build(self: TriggersFamily, _: list) -> dict[str, Any]:
        return dict(event)
    return build


class TriggersFamily(Base):
    """The builders of the triggers family's grammar rules (triggers.lark)."""

    def triggered(self, args: list[Any]) -> dict[str, Any]:
        event, *riders, effects = args
        for rider in riders:
            event = {**event, **rider}
        body = effects["effects_only"]
        it = self._it_is_the_target() if self.targets else _trigger_it(event)
        that = {**_that_refs(event), **({"that:color": "chosen_color"} if event.get("chosen_color") else {})}
        if event["on"] in ("cast", "casts_or_copies") and event.get("spell_targets") != "self":
            body = _counter_it(body)
        if event.get("optional") and "unless_pays" in repr(body):
            # 118.12: the player decides whether to pay before "you may" is chosen
            raise InvalidActionError("\"you may ... unless <player> pays\" is not understood")
        body = source_it(body, event, self.text, self.ctx)  # which object "it deals" the damage (damage.py)
        body = _that_much(body, event)
        body = self.resolve_it(replace_refs(body, that), it)
        if FIGHTER_IT in repr(body):
            fighter = _trigger_it(event)
            if fighter in ("", "trigger.new"):
                raise InvalidActionError("which creature \"it\" is, fighting, can't be told here (701.14a)")
            body = replace_refs(body, {FIGHTER_IT: fighter})
        if _measures(body, "trigger.new"):
            # the card in its new zone isn't the permanent that left (400.7): its power there is
            # the printed one, not the one it had as it left (608.2h)
            raise InvalidActionError("the power or mana value of the card that left is not understood")
        if _copies(body, "trigger.object"):
            # a spell that has left the stack is still copied, from last known information
            # (608.2h); the engine copies only a spell on the stack
            raise InvalidActionError("\"copy that spell\" is not understood (once it has left the stack, it is copied as it last existed)")
        return {"triggered": {**event, "text": self.text, **body}}

    def _object_event(self, on: str, what: str, **extra: Any) -> dict[str, Any]:
        if what in ("enchanted", "equipped") and on in ATTACHED_EVENTS:
            return {"on": on, "what": what, **extra}  # what the Aura or Equipment is attached to
        if what != "self":
            raise InvalidActionError(f"\"{on}\" triggers of other objects are not understood yet")
        return {"on": on, "what": "self", **extra}

    when_blocks = _object("blocks")  # 509.2: once, however many it blocks (509.3a)
    when_blocks_a_creature = _object("blocks", each=True)  # once for each creature it blocks (509.3b)
    when_becomes_blocked = _object("becomes_blocked")  # once, however many block it (509.1h)
    when_blocked_by = _object("blocked_by")  # once for each blocker
    when_unblocked = _object("unblocked")
    when_attacks_or_blocks = _object("attacks_or_blocks")
    when_enters_or_attacks = _object("enters_or_attacks")
    when_blocks_or_blocked_by = _object("blocks_or_blocked_by")
    when_blocks_or_becomes_blocked = _object("blocks_or_becomes_blocked")  # once as it blocks or becomes blocked (509.2, 509.3c)
    when_turned_face_up = _object("turned_face_up")  # 708.8
    when_becomes_monstrous = _object("becomes_monstrous")  # 701.37b
    when_becomes_tapped = _object("becomes_tapped")  # 701.26a
    when_becomes_untapped = _object("becomes_untapped")  # 701.26b

    when_an_opponent_casts = _cast("opponent")

    when_you_gain_life = _fixed(on="gains_life", by="you")  # 119.9
    when_an_opponent_gains_life = _fixed(on="gains_life", by="opponent")
    when_a_player_gains_life = _fixed(on="gains_life", by="any")
    when_you_draw = _fixed(on="draws", by="you")  # 121.2
    when_an_opponent_draws = _fixed(on="draws", by="opponent")
    when_a_player_draws = _fixed(on="draws", by="any")
    when_you_discard = _fixed(on="discards", by="you")  # 701.9a (cycling is discarding, 702.29a)
    when_an_opponent_discards = _fixed(on="discards", by="opponent")
    when_a_player_discards = _fixed(on="discards", by="any")
    when_day_night_changes = _fixed(on="day_night_changes")  # 726: not neither -> day
    at_each_opponents_upkeep = _fixed(on="upkeep", whose="opponent")

    def at_enchanted_controllers_upkeep(self, _: list) -> dict[str, Any]:
        """"At the beginning of the upkeep of enchanted creature's controller" (503.1): said by
        an Aura of what it's attached to; on anything else "enchanted" names nothing."""
        if "aura" not in self.ctx.type_line.lower().split():
            raise InvalidActionError("\"the upkeep of enchanted ...'s controller\" is understood only on an Aura")
        return {"on": "upkeep", "whose": "enchanted_controller"}
    at_each_opponents_end_step = _fixed(on="end_step", whose="opponent")
    at_each_combat = _fixed(on="beginning_of_combat", whose="each")

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

    when_enters = _object("enters")
    when_dies = _object("dies")
    when_leaves = _object("leaves")
    when_to_graveyard = _object("leaves", to="graveyard")
    when_targeted = _object("becomes_target")

    def when_targeted_by(self, args: list[Any]) -> dict[str, Any]:
        return self._object_event("becomes_target", args[0], **_targeted_by(str(args[-1])))

    @v_args(inline=True)
    def when_some_targeted(self, some: str, phrase: Token) -> dict[str, Any]:
        return self._some_event("becomes_target", some, phrase)

    def when_some_targeted_by(self, args: list[Any]) -> dict[str, Any]:
        some, phrase, spell = args[0], args[1], str(args[-1])
        return {**self._some_event("becomes_target", some, phrase), **_targeted_by(spell)}

    when_combat_damage_player = _object("combat_damage_player")  # 510.2
    when_attacks = _object("attacks")

    when_you_cast = _cast("you")
    when_you_cast_or_copy = _cast("you", "casts_or_copies")  # magecraft: a copy isn't cast (707.10c)

    when_a_player_casts = _cast("any")
    when_you_cast_nth = _cast_nth("you")
    when_an_opponent_casts_nth = _cast_nth("opponent")
    when_a_player_casts_nth = _cast_nth("any")

    @v_args(inline=True)
    def when_self_or_another_dies(self, phrase: Token) -> dict[str, Any]:
        return self._self_or_another("dies", str(phrase))

    @v_args(inline=True)
    def when_you_cast_targeting(self, phrase: Token) -> dict[str, Any]:
        return {"on": "cast", "by": "you", "spell_targets_single": filter_text(str(phrase))}

    def when_you_cast_targeting_self(self, args: list[Any]) -> dict[str, Any]:
        # heroic (no rules meaning of its own, 207.2c): the targets are chosen as the spell is
        # cast (601.2c) and the trigger looks at them as it becomes cast (601.2i)
        return {"on": "cast", "by": "you", "what": filter_text(str(args[-1])), "spell_targets": "self"}

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

    when_exploits = _fixed(on="exploits", what="self")  # 702.110b

    @v_args(inline=True)
    def when_you_control(self, phrase: Token) -> dict[str, Any]:
        state = f"you control {phrase}"
        Condition.parse(state)
        return {"on": "state", "state": state}  # a state trigger (603.8)

    at_your_upkeep = _fixed(on="upkeep", whose="your")
    at_each_upkeep = _fixed(on="upkeep", whose="each")
    at_your_end_step = _fixed(on="end_step", whose="your")
    at_each_end_step = _fixed(on="end_step", whose="each")

    @v_args(inline=True)
    def condition(self, phrase: Token) -> dict[str, Any]:
        read_condition(str(phrase))
        return {"condition": str(phrase)}

    def optional(self, _: list) -> dict[str, Any]:
        return {"optional": True}

    def _some_event(self, on: str, some: str, phrase: Token | str) -> dict[str, Any]:
        return {"on": on, "what": filter_text(f"{some}{phrase}")}

    when_some_enters = _some("enters")

    when_some_dies = _some("dies")

    when_some_attacks = _some("attacks")

    when_some_leaves = _some("leaves")

    when_some_becomes_tapped = _some("becomes_tapped")

    when_some_becomes_untapped = _some("becomes_untapped")

    at_your_draw_step = _fixed(on="draw_step", whose="your")
    at_your_precombat_main = _fixed(on="precombat_main", whose="your")
    at_your_combat = _fixed(on="beginning_of_combat", whose="your")

_CONTROLS = ((" you control", "you"), (" an opponent controls", "opponent"))
"""Who controls the spell or ability that targets it: "... a spell you control"."""
ATTACHED_EVENTS = ("dies", "leaves", "attacks", "combat_damage_player", "blocks", "becomes_blocked", "blocked_by",
                   "unblocked", "attacks_or_blocks", "blocks_or_becomes_blocked", "becomes_target", "deals_damage", "dealt_damage",
                   "becomes_tapped", "becomes_untapped")
"""Events of the permanent an Aura or Equipment is attached to that it may trigger on
("whenever equipped creature attacks", "when enchanted creature dies", 603.10a)."""
OTHER_CREATURE_EVENTS = ("blocks", "blocked_by", "blocks_or_blocked_by")
"""Events with a second creature: the one blocked, or the blocker ("that creature")."""


AMOUNT_EVENTS = ("deals_damage", "dealt_damage", "combat_damage_player", "gains_life")
"""Events with an amount ("that much damage", "that much life")."""


def _that_much(e: Any, event: dict[str, Any], key: str = "") -> Any:
    """"that much" / "that many" is the amount of the event that triggered the ability (603.2);
    refused on any other event."""
    if isinstance(e, dict):
        return {k: _that_much(v, event, k) for k, v in e.items()}
    if isinstance(e, list):
        return [_that_much(v, event, key) for v in e]
    if e == THAT_MUCH and key != "text":
        if event["on"] not in AMOUNT_EVENTS:
            raise InvalidActionError(f"\"that much\" after a trigger on {event['on']}: it names no amount")
        return {"event_amount": "trigger"}
    return e


def _measures(e: Any, ref: str) -> bool:
    """Does an amount in ``e`` measure the object ``ref`` ({"power_of": ref}, ...)?"""
    if isinstance(e, dict):
        return any(k in ("power_of", "toughness_of", "mana_value_of") and v == ref or _measures(v, ref)
                   for k, v in e.items())
    return isinstance(e, list) and any(_measures(v, ref) for v in e)


def _targeted_by(phrase: str) -> dict[str, Any]:
    """The keys of "... becomes the target of a <spell filter> / a spell or ability [you control /
    an opponent controls]" (115.1); a bare "spell or ability" is the rule without them."""
    by = next((b for suffix, b in _CONTROLS if phrase.endswith(suffix)), None)
    phrase = next((phrase.removesuffix(s) for s, b in _CONTROLS if b == by), phrase)
    if phrase == "spell or ability" and by is None:
        raise InvalidActionError("read by the rule without a controller")  # when_targeted
    if phrase != "spell or ability" and Filter.parse(phrase).zone != "stack":
        raise InvalidActionError(f"\"becomes the target of {phrase}\": only spells (or spells or abilities) are understood")
    return {**({} if phrase == "spell or ability" else {"source": phrase}), **({"by": by} if by else {})}


def _counter_it(e: Any) -> Any:
    """"Counter it" in a cast trigger: only a spell or ability can be countered (701.6a), so
    "it" is the spell cast."""
    if isinstance(e, dict):
        if isinstance(e.get("counter"), dict) and e["counter"].get("what") == "it":
            return {**e, "counter": {**e["counter"], "what": "trigger.object"}}
        return {k: _counter_it(v) for k, v in e.items()}
    return [_counter_it(v) for v in e] if isinstance(e, list) else e


def _copies(e: Any, ref: str) -> bool:
    """Does an effect in ``e`` copy the spell ``ref`` ({"copy_spell": {"what": ref}})?"""
    if isinstance(e, dict):
        return isinstance(e.get("copy_spell"), dict) and e["copy_spell"].get("what") == ref \
            or any(_copies(v, ref) for v in e.values())
    return isinstance(e, list) and any(_copies(v, ref) for v in e)


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
    if event["on"] == "combat_damage_player" or event["on"] == "deals_damage" and event.get("to") in ("player", "opponent"):
        return {"that:player": "trigger.player"}  # the player dealt the damage
    if event["on"] in ("tapped_for_mana", "adds_mana"):
        # the player who tapped the permanent for mana, who is its controller (602.2: only its
        # controller activates its mana abilities)
        return {"that:player": "trigger.player", "that:controller": "trigger.player"}
    if event["on"] == "deals_damage" and event.get("to") == "creature":
        return {"that:creature": "trigger.other"}  # the creature dealt the damage
    if event["on"] in ("deals_damage", "dealt_damage"):
        return {}
    if event["on"] in ("cast", "casts_or_copies"):
        return _spell_refs(event)
    if event["on"] == "becomes_target":
        return _targeted_refs(event)
    if event["on"] in ("upkeep", "draw_step", "end_step") and event.get("whose") in ("each", "opponent", "enchanted_controller") \
            or event["on"] in ("gains_life", "draws", "discards") and event.get("by") in ("any", "opponent"):
        return {"that:player": "trigger.player"}  # whose step it is; who gained life or drew
    what = event.get("what", "self")
    if event["on"] in OTHER_CREATURE_EVENTS:
        return {"that:creature": "trigger.other"}
    if event["on"] in ("dies", "leaves") and what in ("self", "enchanted", "equipped"):
        return {"that:card": "trigger.new"}
    if what in ("self", "enchanted", "equipped") or event["on"] not in ("enters", "attacks", "dies", "leaves",
                                                                         "becomes_tapped", "becomes_untapped"):
        return {}
    ref = "trigger.new" if event["on"] in ("dies", "leaves") else "trigger.object"
    nouns = [w for w in what.lower().split() if w in TYPE_WORDS]
    card = {"that:card": "trigger.new"} if ref == "trigger.new" else {}
    if what.lower().endswith(" an opponent controls") and event["on"] in ("enters", "dies"):
        # "Whenever a creature an opponent controls dies, that player loses 2 life": the opponent
        # who controlled it (as it last existed, 608.2h)
        card["that:player"] = "trigger.controller"
    return {f"that:{nouns[-1]}": ref, **card} if nouns else card


def _targeted_refs(event: dict[str, Any]) -> dict[str, str]:
    """"That player" is the opponent who controls the spell or ability; "that creature" the
    permanent that became its target (a filter's noun, or what the Aura is attached to)."""
    refs = {"that:player": "trigger.player"} if event.get("by") == "opponent" else {}
    what = event.get("what", "self")
    nouns = ["creature"] if what == "enchanted" else [w for w in what.lower().split() if w in TYPE_WORDS]
    if what not in ("self", "equipped") and nouns:
        refs[f"that:{nouns[-1]}"] = "trigger.object"
    return refs


def _spell_refs(event: dict[str, Any]) -> dict[str, str]:
    """"That spell" in a cast trigger is the spell (or the copy), as it last existed if it has
    left the stack (608.2h); "that player" who cast it; "that <noun>" its single target."""
    refs = {"that:spell": "trigger.object"}
    if event.get("by") in ("any", "opponent"):
        refs["that:player"] = "trigger.player"
    if single := event.get("spell_targets_single"):
        refs[f"that:{single.removesuffix(' you control')}"] = "trigger.spell_target"
    return refs


def _trigger_it(event: dict[str, Any]) -> str:
    """What "it" names in an untargeted triggered ability's effect ("" when it can't be told)."""
    if event["on"] in ("dies", "leaves"):
        return "trigger.new"  # the card in its new zone (400.7)
    if event["on"] == "deals_damage" and event.get("to") == "creature":
        return ""  # the source, or the creature dealt the damage: which can't be told
    if event.get("spell_targets") == "self":
        return "self"  # heroic: "put a +1/+1 counter on it" is this permanent, the one targeted
    if event.get("what", "self") == "self":
        return "self"
    if event["on"] in ("enters", "attacks", "combat_damage_player", "deals_damage", "dealt_damage",
                       "becomes_tapped", "becomes_untapped", "blocks_or_becomes_blocked") or event["on"] == "becomes_target" and event.get("what") != "enchanted":
        return "trigger.object"  # the permanent that entered, attacked, dealt combat damage (510.2) or became the target
    return ""
