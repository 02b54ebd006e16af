"""Trigger events (603) and their pattern keys; replacement kinds (614) and their keys."""

from __future__ import annotations

import difflib
from enum import StrEnum
from typing import Any

from sandbox.cards.filters import Filter
from sandbox.cards.vocabulary.schema import Entry, Key, Value, register, unknown
from sandbox.errors import InvalidActionError


class Event(StrEnum):
    """Events a triggered ability (or a delayed trigger) may wait for."""

    ENTERS = "enters"
    CAST = "cast"
    COPIES = "copies"
    CASTS_OR_COPIES = "casts_or_copies"
    TAPPED_FOR_MANA = "tapped_for_mana"
    DIES = "dies"
    LEAVES = "leaves"
    UPKEEP = "upkeep"
    DRAW_STEP = "draw_step"
    END_STEP = "end_step"
    ATTACKS = "attacks"
    LORE = "lore"
    BECOMES_TARGET = "becomes_target"
    PRECOMBAT_MAIN = "precombat_main"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    STATE = "state"
    ADDS_MANA = "adds_mana"
    TRANSFORMS = "transforms"
    TURNED_FACE_UP = "turned_face_up"
    CLASS_LEVEL = "class_level"
    BECOMES_MONSTROUS = "becomes_monstrous"
    SACRIFICED = "sacrificed"
    EXPLOITS = "exploits"
    COMBAT_DAMAGE_PLAYER = "combat_damage_player"
    BLOCKS = "blocks"
    BECOMES_BLOCKED = "becomes_blocked"
    BLOCKED_BY = "blocked_by"
    UNBLOCKED = "unblocked"
    GAINS_LIFE = "gains_life"
    DRAWS = "draws"
    ATTACKS_OR_BLOCKS = "attacks_or_blocks"
    ENTERS_OR_ATTACKS = "enters_or_attacks"
    BLOCKS_OR_BLOCKED_BY = "blocks_or_blocked_by"
    BLOCKS_OR_BECOMES_BLOCKED = "blocks_or_becomes_blocked"
    DEALS_DAMAGE = "deals_damage"
    DEALT_DAMAGE = "dealt_damage"
    BECOMES_TAPPED = "becomes_tapped"
    BECOMES_UNTAPPED = "becomes_untapped"
    DISCARDS = "discards"
    DAY_NIGHT_CHANGES = "day_night_changes"


EITHER: dict[str, tuple[str, str]] = {
    Event.ATTACKS_OR_BLOCKS: (Event.ATTACKS, Event.BLOCKS),
    Event.ENTERS_OR_ATTACKS: (Event.ENTERS, Event.ATTACKS),
    Event.BLOCKS_OR_BLOCKED_BY: (Event.BLOCKS, Event.BLOCKED_BY),
    Event.BLOCKS_OR_BECOMES_BLOCKED: (Event.BLOCKS, Event.BECOMES_BLOCKED),
    Event.CASTS_OR_COPIES: (Event.CAST, Event.COPIES),
}
"""Events written "whenever this X or Y": the ability waits for either one."""


_OBJ = Key(Value.WHAT, "`self`, `enchanted` / `equipped` (what this Aura or Equipment is attached to, or was as it left: \"when enchanted creature dies\") or a filter")
_WHOSE = Key(Value.WHOSE, "`your` or `each`; `opponent`; `enchanted_controller`: the controller of the permanent this Aura is attached to (none if it isn't attached)")
EVENTS: dict[Event, Entry] = {e.name: e for e in (  # type: ignore[misc]
    Entry(Event.ENTERS, {"what": _OBJ}, "a permanent enters", "603.6a"),
    Entry(Event.CAST, {"by": Key(Value.BY, "`you` (default) or `any`"), "what": Key(Value.FILTER, "a spell filter"),
                       "spell_targets_single": Key(Value.FILTER, "the spell has a single target matching this"),
                       "nth": Key(Value.INT, "\"your second spell each turn\": the caster's Nth spell cast this turn"),
                       "spell_targets": Key(Value.WHAT, "`self` (heroic: this permanent is one of the spell's targets) "
                                            "or a filter one of its targets matches, as it becomes cast")},
          "a spell is cast", "601.2i"),
    Entry(Event.COPIES, {"by": Key(Value.BY, "`you` (default) or `any`: who puts the copy on the stack"),
                         "what": Key(Value.FILTER, "a spell filter")},
          "a copy of a spell is put on the stack (it isn't cast, 707.10c); `trigger.object` is the copy", "707.10"),
    Entry(Event.CASTS_OR_COPIES, {"by": Key(Value.BY, "`you` (default) or `any`"), "what": Key(Value.FILTER, "a spell filter")},
          "a spell is cast, or a copy of a spell is put on the stack (magecraft)", "707.10"),
    Entry(Event.TAPPED_FOR_MANA, {"what": Key(Value.WHAT, "`enchanted`, `self` or a filter"), "by": Key(Value.BY, "`you` or `any`"),
                                  "mana": Key(Value.COLOR, "a type of mana it must have made")},
          "a mana ability with {T} resolved and made mana; adds mana at once (605.1b)", "106.12a"),
    Entry(Event.DIES, {"what": _OBJ}, "a creature dies (looks back in time, 603.10a); `trigger.new` is the card in the graveyard", "700.4"),
    Entry(Event.LEAVES, {"what": _OBJ, "to": Key(Value.ZONE, "a zone: `graveyard`, ...")}, "a permanent leaves the battlefield (looks back in time, 603.10a)", "603.6c"),
    Entry(Event.UPKEEP, {"whose": _WHOSE}, "the upkeep begins", "503.1"),
    Entry(Event.DRAW_STEP, {"whose": _WHOSE}, "the draw step begins", "504.1"),
    Entry(Event.END_STEP, {"whose": _WHOSE}, "the end step begins", "513.1"),
    Entry(Event.ATTACKS, {"what": _OBJ, "with": Key(Value.FILTER, "another attacking creature, one of which must match "
                                                    "as it attacks (training's \"attacks with another creature with greater "
                                                    "power\", 702.149a)")},
          "a creature attacks", "508.1"),
    Entry(Event.LORE, {"chapter": Key(Value.CHAPTERS)}, "lore counters reach a chapter (use `chapter`)", "714.2b"),
    Entry(Event.BECOMES_TARGET, {"what": _OBJ, "source": Key(Value.FILTER, "a spell filter: only a spell that matches targets it (else any spell or ability)"),
                                 "by": Key(Value.BY, "`you` or `opponent`: who controls that spell or ability (else anyone); `trigger.player` is that player")},
          "it becomes the target of a spell or ability", "115.1"),
    Entry(Event.PRECOMBAT_MAIN, {"whose": _WHOSE}, "the precombat main phase begins", "505.1"),
    Entry(Event.BEGINNING_OF_COMBAT, {"whose": _WHOSE}, "the beginning of combat step begins", "507.1"),
    Entry(Event.STATE, {"state": Key(Value.CONDITION, "a condition such as `\"you control no other creatures\"`", True)},
          "a state trigger: the state holds (checked whenever a player would receive priority); it triggers "
          "again only after the ability has left the stack", "603.8"),
    Entry(Event.ADDS_MANA, {"what": Key(Value.WHAT, "a filter of the permanent whose ability made the mana"),
                            "by": Key(Value.BY, "`you` or `any`"), "mana": Key(Value.COLOR, "a type of mana it must have made"),
                            "chosen_color": Key(Value.BOOL, "it must have made mana of the color chosen for this permanent")},
          "any mana ability of a permanent resolved and made mana, {T} in its cost or not; adds mana at once (605.1b)", "106.12b"),
    Entry(Event.TRANSFORMS, {"what": _OBJ, "into": Key(Value.FACE, "`front` or `back`: the face it transforms into"),
                             "or_enters": Key(Value.BOOL, "\"whenever this enters or transforms into ...\"")},
          "a double-faced permanent transforms", "701.27a"),
    Entry(Event.SACRIFICED, {"what": _OBJ, "by": Key(Value.BY, "`you` (default) or `any`: who sacrificed it")},
          "a permanent is sacrificed (looks back in time, 603.10a)", "701.21a"),
    Entry(Event.EXPLOITS, {"what": _OBJ}, "\"when this exploits a creature\" (looks back in time if it sacrificed itself)", "702.110b"),
    Entry(Event.COMBAT_DAMAGE_PLAYER, {"what": _OBJ},
          "a creature deals combat damage to a player; `trigger.player` is that player", "510.2"),
    Entry(Event.CLASS_LEVEL, {"level": Key(Value.INT, "the level it becomes", True)},
          "\"When this Class becomes level N\": this Class's own level becomes N (716.2a)", "716.2a"),
    Entry(Event.TURNED_FACE_UP, {"what": _OBJ}, "a face-down permanent is turned face up (it didn't enter, 708.8)", "708.8"),
    Entry(Event.BECOMES_MONSTROUS, {"what": _OBJ}, "a permanent becomes monstrous (\"When ~ becomes monstrous\"; X in its "
          "effects is the monstrosity's X, 701.37c)", "701.37b"),
    Entry(Event.BLOCKS, {"what": _OBJ, "each": Key(Value.BOOL, "\"blocks a creature\": once for each creature it blocks (509.3b); without it, once however many it blocks (509.3a)")},
          "a creature is declared as a blocker; `trigger.other` is the creature it blocks (the first, without `each`)", "509.2"),
    Entry(Event.BECOMES_BLOCKED, {"what": _OBJ}, "an attacking creature becomes blocked (once, however many block it)", "509.1h"),
    Entry(Event.BLOCKED_BY, {"what": _OBJ}, "an attacking creature becomes blocked by a creature (once for each blocker); `trigger.other` is the blocker", "509.2"),
    Entry(Event.UNBLOCKED, {"what": _OBJ}, "an attacking creature isn't blocked: no creature was declared to block it", "509.1h"),
    Entry(Event.GAINS_LIFE, {"by": Key(Value.BY, "`you` (default), `opponent` or `any`: who gains the life")},
          "a player gains life (once for each life-gaining event, whatever the amount); `trigger.amount` is how much", "119.9"),
    Entry(Event.DRAWS, {"by": Key(Value.BY, "`you` (default), `opponent` or `any`: who draws")},
          "a player draws a card (once for each card)", "121.2"),
    Entry(Event.ATTACKS_OR_BLOCKS, {"what": _OBJ}, "a creature attacks or blocks", "508.1"),
    Entry(Event.ENTERS_OR_ATTACKS, {"what": _OBJ}, "a permanent enters or attacks", "603.6a"),
    Entry(Event.DEALS_DAMAGE, {"what": Key(Value.WHAT, "the source: `self`, `enchanted` / `equipped` or a filter"),
                               "to": Key(Value.TEXT, "`player`, `opponent`, `you` or a permanent filter (`creature`): once for each "
                                         "such recipient; absent: once for all the damage the source dealt at once"),
                               "combat": Key(Value.BOOL, "combat damage only")},
          "a source deals damage (after prevention); `trigger.amount` is how much (the total without `to`), "
          "`trigger.player` the player dealt it, `trigger.other` the permanent", "120.3"),
    Entry(Event.DEALT_DAMAGE, {"what": _OBJ, "combat": Key(Value.BOOL, "combat damage only")},
          "a permanent is dealt damage: once for all the damage dealt to it at once, whatever the number of sources; "
          "`trigger.amount` is how much", "120.3"),
    Entry(Event.BECOMES_TAPPED, {"what": _OBJ}, "an untapped permanent becomes tapped (for a cost, by an effect, "
          "attacking); one that enters tapped doesn't", "701.26a"),
    Entry(Event.BECOMES_UNTAPPED, {"what": _OBJ}, "a tapped permanent becomes untapped (its untap step, an effect, {Q})", "701.26b"),
    Entry(Event.DAY_NIGHT_CHANGES, {}, "day becomes night or night becomes day (726); the game first becoming day or "
          "night, from neither, isn't a change from one to the other", "726"),
    Entry(Event.DISCARDS, {"by": Key(Value.BY, "`you` (default), `opponent` or `any`: who discards")},
          "a player discards a card (once for each card; cycling discards it too, 702.29a; into exile with madness too); "
          "`trigger.player` is who discarded, `trigger.object` the card", "701.9a"),
    Entry(Event.BLOCKS_OR_BLOCKED_BY, {"what": _OBJ}, "a creature blocks, or becomes blocked by a creature (once for each); `trigger.other` is the other creature", "509.2"),
    Entry(Event.BLOCKS_OR_BECOMES_BLOCKED, {"what": _OBJ}, "a creature blocks (509.2), or becomes blocked, once however many "
          "creatures block it (509.1h, 509.3c); `trigger.object` is that creature", "509.2"),
)}
"""Every event and its pattern keys."""
TRIGGER_EVENTS = tuple(str(e) for e in Event)


def check_trigger(on: Any, params: dict[str, Any]) -> dict[str, Any]:
    """The pattern keys of a triggered ability waiting for ``on``, checked."""
    if on not in TRIGGER_EVENTS:
        near = difflib.get_close_matches(str(on), TRIGGER_EVENTS, n=1)
        hint = f" (did you mean {near[0]!r}?)" if near else ""
        raise InvalidActionError(f"triggered: 'on' must be one of {', '.join(TRIGGER_EVENTS)}, found {on!r}{hint}")
    checked = EVENTS[Event(on)].check(params, f"triggered on {on}")
    if on in NOT_ATTACHED and checked.get("what") in ("enchanted", "equipped"):
        raise InvalidActionError(f"triggered on {on}: what = {checked['what']!r} can't trigger: "
                                 f"{NOT_ATTACHED[on]}")
    return checked


NOT_ATTACHED = {"enters": "nothing is attached to a permanent as it enters (303.4f, 301.5c)",
                 "enters_or_attacks": "nothing is attached to a permanent as it enters (303.4f, 301.5c)",
                 "exploits": "the object of an exploit event is the creature that exploits (702.110b)",
                 "transforms": "a transform trigger watches its own permanent (`self`)"}

"""Events whose object can't be the one an Aura or Equipment is attached to."""


# ---------------------------------------------------------------- replacement effects (614)

class ReplacementKind(StrEnum):
    """What a replacement effect may replace."""

    ENTERS = "enters"
    MANA = "mana"
    COUNTERS = "counters"
    TOKENS = "tokens"
    OTHERS_ENTER = "others_enter"
    GRAVEYARD = "graveyard"


REPLACEMENT_KINDS: dict[ReplacementKind, Entry] = {e.name: e for e in (  # type: ignore[misc]
    Entry(ReplacementKind.ENTERS, {"tapped": Key(Value.BOOL), "counters": Key(Value.COUNTERS, "`{ \"+1/+1\" = \"X\" }` (X paid as it was cast, else 0: 107.3m)"),
                                   "per_kick": Key(Value.BOOL, "the counters once for each time it was kicked (\"for each time "
                                                               "it was kicked\", 702.33c; none if it wasn't)", needs=("counters",)),
                                   "counters_if": Key(Value.COUNTERS_IF, "`{ Creature = { \"+1/+1\" = 1 } }`"),
                                   "choose_color": Key(Value.BOOL),
                                   "choose": Key(Value.CHOOSE, "\"As this enters, choose a color / creature type / opponent / card name\" (614.12); read by `of the chosen color`, `of the chosen type`, ..."),
                                   "kicked": Key(Value.BOOL, "applies only if it was kicked as it was cast (702.33d)"),
                                   "escaped": Key(Value.BOOL, "applies only if it escaped: the spell it was had been cast with escape (\"~ escapes with ...\", 702.138b-c)"),
                                   "unless": Key(Value.CONDITION, "`tapped` applies unless this condition holds as it would enter (\"unless you control two or fewer other lands\"; what enters with it isn't counted)", needs=("tapped",)),
                                   "if": Key(Value.CONDITION, "`tapped` applies only if this condition holds as it would enter", needs=("tapped",)),
                                   "unless_pay_life": Key(Value.INT, "\"As this enters, you may pay N life. If you don't, it enters tapped\": its controller chooses as it would enter (614.12); only with at least that much life (119.4)", needs=("tapped",)),
                                   "discard_instead": Key(Value.FILTER, "\"you may discard a <filter> instead; if you don't, put it into its owner's graveyard\""),
                                   "becomes_day": Key(Value.BOOL, "\"If it's neither day nor night, it becomes day as this enters\" (726, 614.12): day if it was neither, else nothing"),
                                   "turn_face_down": Key(Value.FILTER, "\"As this enters, turn all other nontoken creatures face down\" (614.12, 708.2): the permanents of this filter (`other nontoken creature`) are turned face down as it enters; one without morph can't be turned face up")},
          "how a permanent enters", "614.1c"),
    Entry(ReplacementKind.MANA, {"multiply": Key(Value.INT), "becomes": Key(Value.COLORS, "the type(s) it produces instead"),
                                 "what": Key(Value.WHAT, "a filter of the tapped permanent"), "whose": Key(Value.WHOSE, "`you` or `any`")},
          "what a permanent tapped for mana produces", "106.12b", any_of=("multiply", "becomes")),
    Entry(ReplacementKind.COUNTERS, {"on": Key(Value.FILTER, "the permanents it watches (`permanent you control`), or the players (`you`: \"If you would get one or more counters\")", True),
                                     "kind": Key(Value.COUNTER_KIND, "only this kind of counter (`+1/+1`); any kind if absent"),
                                     "multiply": Key(Value.INT, "\"twice that many\": 2"), "plus": Key(Value.INT, "\"that many plus one\": 1"),
                                     "effect_only": Key(Value.BOOL, "\"if an effect would put\": not counters put as a cost")},
          "counters being put on a permanent, entering with them included (122.6), or counters a player gets (poison, energy)", "614.1a",
          any_of=("multiply", "plus")),
    Entry(ReplacementKind.TOKENS, {"multiply": Key(Value.INT, "\"twice that many\": 2", True)},
          "an effect creating tokens under your control (111.1); a resolving copy of a permanent spell isn't created (707.10f)", "614.1a"),
    Entry(ReplacementKind.OTHERS_ENTER, {"what": Key(Value.FILTER, "the entering permanents (`other creature you control of the chosen type`)", True),
                                         "counters": Key(Value.COUNTERS, "additional counters they enter with", True)},
          "how other permanents enter (\"enters with an additional +1/+1 counter\")", "614.1c"),
    Entry(ReplacementKind.GRAVEYARD, {"what": Key(Value.WHAT, "`self` (this object, from any zone it is in: \"from anywhere\", 113.6), `enchanted` / "
                                                  "`equipped`, or a filter of the object that would be put into a graveyard (`card or token`, "
                                                  "`creature an opponent controls`)", True),
                                      "dies": Key(Value.BOOL, "only as it would die: from the battlefield (700.4); absent: from anywhere"),
                                      "whose": Key(Value.WHOSE, "`opponent`: only into an opponent's graveyard (a card goes to its owner's, 404.2); "
                                                   "`your`: only into yours; absent (or `any`, `each`): any graveyard"),
                                      "cards_only": Key(Value.BOOL, "\"a card\": not a token (108.2)")},
          "an object that would be put into a graveyard is exiled instead (Rest in Peace, Leyline of the Void, "
          "\"If this creature would die, exile it instead\"); it never reaches the graveyard, so it doesn't die (700.4)", "614.1a"),
)}
REPLACEMENTS = tuple(str(k) for k in ReplacementKind)


def check_replacement(what: Any, params: dict[str, Any]) -> dict[str, Any]:
    """The keys of a replacement effect of ``what``, checked (returned as written: they're frozen)."""
    if what not in REPLACEMENTS:
        raise InvalidActionError(f"replacement: 'replaces' must be one of {', '.join(REPLACEMENTS)}, found {what!r}")
    REPLACEMENT_KINDS[ReplacementKind(what)].check(params, f"replacement of {what}")
    if what in (ReplacementKind.COUNTERS, ReplacementKind.OTHERS_ENTER):
        watched = params.get("on", params.get("what"))
        f = Filter.parse(watched) if isinstance(watched, str) else None
        players_only = what == ReplacementKind.COUNTERS and f is not None and not f.objects
        if f is not None and f.players is not None and not players_only:
            why = ("only permanents enter" if what == ReplacementKind.OTHERS_ENTER else
                   "write one replacement for the permanents and one for the players (`on = \"you\"`)")
            raise InvalidActionError(f"replacement of {what}: {watched!r} names players: {why}")
        if players_only and (params.get("kind") not in (None, "poison") or params.get("effect_only")):
            raise InvalidActionError(f"replacement of {what} on players: players get poison counters only, "
                                     "and 'effect_only' is for permanents")
    return params


def _event(v: Any, where: str) -> str:
    if v not in TRIGGER_EVENTS:
        raise InvalidActionError(f"{where}: {unknown('event', v, TRIGGER_EVENTS)}")
    return str(v)


register(Value.EVENT, _event)
