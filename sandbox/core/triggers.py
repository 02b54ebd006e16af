"""Triggered abilities (603): matching events, mana triggers at once, putting triggers on the stack."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sandbox.cards.filters import Filter
from sandbox.cards.model import Characteristics, Keyword, Triggered
from sandbox.cards.vocabulary import EITHER
from sandbox.core import casting, division, effects, interrupt, soulbond
from sandbox.core.actions import Decision, Option
from sandbox.core.conditions import condition_holds
from sandbox.core.keyword_abilities import standing_triggers
from sandbox.core.layers import distinct, emblems, matches
from sandbox.core.state import Obj, PendingTrigger
from sandbox.errors import IllegalActionError

if TYPE_CHECKING:
    from sandbox.core.game import Game

_LEAVES = ("leaves", "dies")
_LOOK_BACK = (*_LEAVES, "sacrificed", "exploits")
"""Events whose object may have left the battlefield: its abilities are read from last known
information (603.10a)."""


def _returning(keyword: str, counter: str) -> Triggered:
    """Persist (702.79a) or undying (702.93a) as the triggered ability it stands for."""
    text = (f"{keyword.capitalize()} (When this permanent is put into a graveyard from the battlefield, if it had "
            f"no {counter} counters on it, return it to the battlefield under its owner's control with a {counter} "
            "counter on it.)")
    return Triggered(text=text, on="leaves", params=(("to", "graveyard"), ("unless_it_had", counter), ("what", "self")),
                     effects=({"reanimate": {"what": "trigger.new", "under": "owner", "counters": {counter: 1}}},))


EXPLOIT = Triggered(text="Exploit (When this creature enters, you may sacrifice a creature.)", on="enters",
                   params=(("what", "self"),), optional=True,
                   effects=({"sacrifice": {"who": "you", "filter": "creature", "exploit": True}},))
"""Exploit (702.110a) as the triggered ability it stands for."""

KEYWORD_TRIGGERS = {"persist": (_returning("persist", "-1/-1"), "702.79a"),
                    "undying": (_returning("undying", "+1/+1"), "702.93a"),
                    "exploit": (EXPLOIT, "702.110a")}
"""Keywords that are triggered abilities, with the rule that defines each."""


def keyword_triggers(chars: Characteristics) -> list[Triggered]:
    """The triggered abilities an object's keywords stand for (persist, undying, exalted...)."""
    out: list[Triggered] = []
    for a in chars.abilities:
        if isinstance(a, Keyword):
            if a.name in KEYWORD_TRIGGERS:
                out.append(KEYWORD_TRIGGERS[a.name][0])
            else:
                out += standing_triggers(a)
    return out


def _had_counter(game: Game, ab: Triggered, oid: int, event: dict[str, Any]) -> bool:
    """Persist's and undying's intervening "if" (603.4), read from last known information
    (603.10a, 704.8): did it have that kind of counter as it left?"""
    counter = ab.param("unless_it_had")
    if not counter:
        return False
    lk = game.state.lki.get(event["object"])
    if lk is None or not lk.counters.get(counter, 0):
        return False
    keyword, rule = next((k, r) for k, (t, r) in KEYWORD_TRIGGERS.items() if t is ab)
    game.note("603.4", f"{lk.chars.name} #{oid} had a {counter} counter on it: its {keyword} ability doesn't trigger ({rule})", "trigger", oid)
    return True


Source = tuple[int, Characteristics, int]
"""A permanent that may trigger: (id, characteristics, controller)."""


@dataclass
class Simultaneous:
    """Objects leaving the battlefield at once (603.10a, 603.6c, 704.3): the permanents that
    could trigger just before the first of them left, and the look-back events held until
    all have left."""

    before: list[Source]
    events: list[dict[str, Any]] = field(default_factory=list)
    remembered: set[int] = field(default_factory=set)
    """Objects whose last known information was taken as the event began (113.7a)."""


@contextmanager
def simultaneously(game: Game) -> Iterator[Simultaneous]:
    """Everything that leaves the battlefield inside happens at once: its leaves-the-battlefield
    events are held, then checked against the game as it was just before (603.10a), so each
    permanent that was there sees every object that left with it, whatever the order of the
    moves. Nested uses join the outer one."""
    outer = game.simultaneous
    if outer is not None:
        yield outer
        return
    batch = game.simultaneous = Simultaneous(list(trigger_sources(game)))
    try:
        yield batch
    finally:
        game.simultaneous = None
    for event in batch.events:
        check_triggers(game, event, look_back=batch.before)


def check_triggers(game: Game, event: dict[str, Any], produced_types: list[str] | None = None,
                   look_back: list[Source] | None = None) -> None:
    """Check every triggered ability against an event (603.2); leaves-the-battlefield
    abilities look back in time (603.10a): inside ``simultaneously`` their events wait, then
    are checked against ``look_back``, the permanents as they were before. ``produced_types``:
    see ``Context.produced_types``. Work that repeats without bound passes here: the user may
    stop it (``interrupt``)."""
    interrupt.check(game)
    st = game.state
    kind = event["kind"]
    if kind in _LOOK_BACK and look_back is None and game.simultaneous is not None:
        game.simultaneous.events.append(event)
        return
    sources = list(trigger_sources(game) if look_back is None else look_back)
    gone = event.get("object")
    if kind in _LOOK_BACK and gone in st.lki and gone not in st.objects and all(s[0] != gone for s in sources):
        lk = st.lki[gone]
        sources.append((gone, lk.chars, lk.controller))
    if kind == "counter_added" and event.get("counter") == "lore":
        kind = "lore"
    suppressed: list[bool] = []  # 603.2e, read only once an ability would trigger (it scans the statics)

    def stopped() -> bool:
        if not suppressed:
            suppressed.append(_suppressed(game, kind, event))
        return suppressed[0]
    for d in list(st.delayed):
        # 603.7c: a delayed triggered ability triggers only once, the next time its event happens.
        if d.ability.on == kind and match_event(game, d.ability, event, d.source, d.controller) is not None \
                and not stopped():
            st.delayed.remove(d)
            st.pending_triggers.append(PendingTrigger(d.source, d.ability, d.controller, d.source_chars, dict(d.event)))
            game.note("603.7", f"delayed triggered ability of {d.source_chars.name} #{d.source} triggers: \"{d.ability.text}\"", "trigger", d.source)
            game.touch()
    for oid, chars, ctrl in sources:
        for ab in (*chars.abilities, *keyword_triggers(chars)):
            if not isinstance(ab, Triggered) or not _listens(ab, kind):
                continue
            data = match_event(game, ab, event, oid, ctrl)
            if data is None:
                continue
            if ab.condition and not condition_holds(game, ab.condition, ctrl, oid, data):
                continue
            if _had_counter(game, ab, oid, event):
                continue
            if ab.param("soulbond") and not soulbond.can_pair(game, oid, data["object"], ctrl):
                continue  # 702.95a: "if you control both ... and both are unpaired", an intervening "if" (603.4)
            if ab.param("unless_renowned") and st.objects[oid].chosen.get("renowned"):
                continue  # 702.112a: "if it isn't renowned", an intervening "if" (603.4)
            if _is_mana_trigger(ab, event):
                _resolve_mana_trigger(game, ab, oid, chars, ctrl, data, produced_types)
                continue
            if stopped():
                return
            for one in _each_chapter(data):
                for again in range(1 + _additional(game, kind, event, ctrl)):
                    st.pending_triggers.append(PendingTrigger(oid, ab, ctrl, chars, one))
                    chapter = f" (chapter {one['chapter']})" if "chapter" in one else ""
                    more = " an additional time (603.2d)" if again else ""
                    game.note("603.2", f"{chars.name} #{oid} triggers{chapter}{more}: \"{ab.text}\"", "trigger", oid)
            game.touch()


def _causes(game: Game, key: str, kind: str, event: dict[str, Any]) -> list[tuple[int, Any, int]]:
    """The rule modifications ``key`` (``triggers_additional``, ``no_triggers``) whose event is
    this one and whose ``trigger_cause`` the event's object matches (603.2d-e)."""
    if kind != "enters":
        return []
    obj = event.get("object")
    return [(ctrl, op, src) for ctrl, op, src in game.rule_effects(key)
            if op[key] == kind and isinstance(obj, int) and obj in game.state.objects
            and matches(game, Filter.parse(op["trigger_cause"]), obj, ctrl, src)]


def _suppressed(game: Game, kind: str, event: dict[str, Any]) -> bool:
    """603.2e: "Creatures entering the battlefield don't cause abilities to trigger"."""
    hit = _causes(game, "no_triggers", kind, event)
    if hit:
        game.note("603.2e", f"{game.name(event['object'])} entering doesn't cause abilities to trigger "
                  f"({game.name(hit[0][2])})", "trigger", event["object"])
    return bool(hit)


def _additional(game: Game, kind: str, event: dict[str, Any], ctrl: int) -> int:
    """603.2d: how many additional times a triggered ability of a permanent controlled by ``ctrl``
    triggers on this event (one for each "triggers an additional time" of that player's)."""
    return sum(1 for who, _, _ in _causes(game, "triggers_additional", kind, event) if who == ctrl)


def trigger_sources(game: Game) -> list[Source]:
    """The permanents with a triggered ability (or a keyword standing for one), in battlefield
    order: (id, characteristics, controller). Kept per characteristics version, which every
    change to the battlefield or to characteristics bumps, so the events of one action share it."""
    version = game.state.chars_version
    hit = game._trigger_sources
    if hit[0] == version:
        return hit[1]
    computed = game.all_computed()
    triggering = {key for key, comp in distinct(computed).items() if _has_triggers(comp.chars)}
    out = [(oid, comp.chars, comp.controller) for oid, comp in computed.items() if id(comp) in triggering] \
        if triggering else []
    out += [(e.id, e.token_chars, e.controller) for e in emblems(game)  # 114.4: they trigger from the command zone
            if e.token_chars is not None and _has_triggers(e.token_chars)]
    game._trigger_sources = (version, out)
    return out


def _has_triggers(chars: Characteristics) -> bool:
    return any(isinstance(ab, Triggered) for ab in chars.abilities) or bool(keyword_triggers(chars))


def _each_chapter(data: dict[str, Any]) -> list[dict[str, Any]]:
    """714.2c: lore counters passing several chapter numbers at once trigger each of them, once
    per chapter; any other event triggers an ability once."""
    chapters = data.pop("chapters", None)
    if not chapters:
        return [data]
    return [{**data, "chapter": n} for n in chapters]


def check_state_triggers(game: Game) -> None:
    """603.8: a state trigger triggers as soon as its state holds, and not again while the
    ability is waiting to go on the stack or is on it (checked when a player would receive
    priority, after state-based actions)."""
    st = game.state
    for oid, chars, ctrl in list(trigger_sources(game)):  # (only permanents with a triggered ability)
        for ab in chars.abilities:
            if not isinstance(ab, Triggered) or ab.on != "state" or _state_trigger_waiting(game, oid, ab):
                continue
            if condition_holds(game, ab.param("state"), ctrl, oid, {}):
                st.pending_triggers.append(PendingTrigger(oid, ab, ctrl, chars, {"kind": "state", "object": oid}))
                game.note("603.8", f"{chars.name} #{oid} triggers: {ab.param('state')} (a state trigger): \"{ab.text}\"", "trigger", oid)
                game.touch()


def _state_trigger_waiting(game: Game, oid: int, ab: Triggered) -> bool:
    """Has this state trigger of ``oid`` triggered and not yet left the stack (603.8)?"""
    st = game.state
    if any(t.source == oid and t.ability == ab for t in st.pending_triggers):
        return True
    return any(st.objects[s].source == oid and st.objects[s].ability == ab for s in st.stack)


def _listens(ab: Triggered, kind: str) -> bool:
    """Does the ability wait for this kind of event? ("whenever this enters or transforms into ...",
    "whenever this attacks or blocks")"""
    return ab.on == kind or kind in EITHER.get(ab.on, ()) or (
        kind == "enters" and ab.on == "transforms" and bool(ab.param("or_enters")))


def _by(ab: Triggered, player: int, ctrl: int, default: str = "you") -> bool:
    """Is the player who acted the one the ability names ("you", "an opponent", "a player")?"""
    by = ab.param("by", default)
    return by in ("any", "anyone") or (player == ctrl) == (by == "you")


def _is_mana_trigger(ab: Triggered, event: dict[str, Any]) -> bool:
    """605.1b: triggers from a mana ability, no targets, could add mana: a mana ability."""
    return (event["kind"] in ("tapped_for_mana", "adds_mana") and not ab.targets and not ab.modes
            and any("add_mana" in e for e in ab.effects))


def _resolve_mana_trigger(game: Game, ab: Triggered, oid: int, chars: Characteristics, ctrl: int,
                          data: dict[str, Any], produced_types: list[str] | None) -> None:
    game.note("605.4a", f"{chars.name} #{oid}: triggered mana ability resolves at once: \"{ab.text}\"", "mana", oid)
    # Who gets the mana is what the effect says (its add_mana's "who"), not the trigger's event.
    ctx = effects.Context(controller=ctrl, source_id=oid, source_name=f"{chars.name} #{oid}", source_chars=chars,
                          event=data, produced_types=produced_types)
    effects.run_effects(game, ctx, ab.effects)


def match_event(game: Game, ab: Triggered, event: dict[str, Any], oid: int, ctrl: int) -> dict[str, Any] | None:
    """If the event matches the pattern, the event data the ability remembers; else None."""
    kind = event["kind"]
    if kind == "counter_added" and event.get("counter") == "lore":
        kind = "lore"  # 714.2b: chapter abilities trigger on lore counters being put on it
    data = dict(event)
    what = ab.param("what")
    if kind in ("enters", "dies", "leaves", "attacks", "becomes_target", "turned_face_up", "becomes_monstrous", "sacrificed", "exploits",
                "combat_damage_player", "blocks", "becomes_blocked", "blocked_by", "unblocked", "attacks_alone",
                "deals_damage", "dealt_damage", "becomes_tapped", "becomes_untapped"):
        target = event["object"]
        if kind == "blocks" and not event.get("first", True) and not (ab.param("each") or ab.on == "blocks_or_blocked_by"):
            return None  # 509.3a: "whenever ~ blocks" once, however many it blocks; "blocks a creature" for each
        if kind == "deals_damage" and not _damage_matches(game, ab, event, data, ctrl, oid):
            return None
        if kind == "dealt_damage" and ab.param("combat") and not event.get("combat"):
            return None
        if ab.param("other") and not _object_matches(game, event["other"], ab.param("other"), ctrl, oid):
            return None  # flanking: "whenever a creature without flanking blocks this creature" (702.25a)
        if ab.param("to") and kind != "deals_damage" and event.get("to") != ab.param("to"):
            return None
        if kind == "sacrificed" and not _by(ab, event["player"], ctrl):
            return None
        if kind == "becomes_target" and not _targeted_by(game, ab, event, data, ctrl, oid):
            return None
        if kind == "attacks" and ab.param("with") and not any(
                o != target and game.obj(o).attacking is not None and _object_matches(game, o, ab.param("with"), ctrl, oid)
                for o in game.state.battlefield):
            return None  # "attacks with another creature with greater power" (training, 702.149a), as it attacks
        if what in (None, "self"):
            return data if target == oid else None
        if what in ("enchanted", "equipped"):
            return data if _attached_to(game, oid, target, event) else None
        return data if _object_matches(game, target, what, ctrl, oid, lki=event.get("lki", False)) else None
    if kind in ("cast", "copies"):
        if not _by(ab, event["player"], ctrl):
            return None
        if what and not _object_matches(game, event["object"], what, ctrl, oid):
            return None
        nth = ab.param("nth")
        if nth and (kind != "cast" or game.state.spells_cast.get(game.state.turn, [])[event["player"]] != nth):
            return None  # "your second spell each turn": that player's spells cast this turn, this one included
        if not _spell_targets(game, ab.param("spell_targets"), event.get("targets", []), ctrl, oid):
            return None
        single = ab.param("spell_targets_single")
        if single:
            targets = event.get("targets", [])
            # 'targets only a single artifact or creature you control' (D09)
            if len(targets) != 1 or not isinstance(targets[0], int):
                return None
            if not _object_matches(game, targets[0], single, ctrl, oid):
                return None
            data["spell_target"] = targets[0]
        return data
    if kind in ("tapped_for_mana", "adds_mana"):
        if not event.get("produced"):
            return None
        if not _by(ab, event["player"], ctrl, default="any"):
            return None
        src = event["object"]
        if what == "enchanted":
            host = game.obj(oid).attached_to if oid in game.state.objects else None
            if host != src:
                return None
        elif what == "self":
            if src != oid:
                return None
        elif what and not _object_matches(game, src, what, ctrl, oid):
            return None
        mana = ab.param("mana")
        if mana and mana not in event["produced"]:
            return None
        if ab.param("chosen_color") and (oid not in game.state.objects
                                         or game.obj(oid).chosen.get("color") not in event["produced"]):
            return None
        return data
    if kind in ("upkeep", "draw_step", "end_step", "precombat_main", "beginning_of_combat"):
        whose = ab.param("whose", "your")
        if whose in ("your", "you") and event["player"] != ctrl or whose == "opponent" and event["player"] == ctrl:
            return None
        if whose == "enchanted_controller":  # "the upkeep of enchanted creature's controller" (503.1)
            host = game.obj(oid).attached_to if oid in game.state.objects else None
            if host is None or host not in game.state.objects or game.controller(host) != event["player"]:
                return None
        return data
    if kind in ("gains_life", "draws", "discards"):
        return data if _by(ab, event["player"], ctrl) else None
    if kind == "class_level":  # 716.2a: "When this Class becomes level N"
        return data if event["object"] == oid and event["level"] == ab.param("level") else None
    if kind == "transforms":
        into = ab.param("into")
        if event["object"] != oid or (into is not None and (into == "back") != event["back"]):
            return None
        return data
    if kind == "lore":
        if event["object"] != oid:
            return None
        before, after = event["before"], event["after"]
        chapters = ab.param("chapter", ())
        hit = [n for n in chapters if before < n <= after]
        read_ahead = game.obj(oid).chosen.get("read_ahead") if oid in game.state.objects else None
        if read_ahead and before == 0:
            # 714.3c: with read ahead, chapters below the chosen one don't trigger.
            hit = [n for n in hit if n >= read_ahead]
        if not hit:
            return None
        data["chapters"] = tuple(hit)
        return data
    return data if kind == ab.on else None


def damage_events(batch: list[tuple[int, Any, int, bool]]) -> list[dict[str, Any]]:
    """The events of damage dealt at once (120.3, 603.2): for each source and each recipient it
    dealt damage to, a "deals_damage" event with that amount (the first of each source also has
    ``total``, all it dealt: "whenever ~ deals damage" triggers once for it); then for each
    recipient, one "dealt_damage" event with all the damage it was dealt ("whenever ~ is dealt
    damage" triggers once however many sources dealt it)."""
    pairs: dict[tuple[int, Any], list[Any]] = {}
    for src, to, n, combat in batch:
        pairs.setdefault((src, to), [0, False])
        pairs[(src, to)][0] += n
        pairs[(src, to)][1] = pairs[(src, to)][1] or combat
    out: list[dict[str, Any]] = []
    seen: set[int] = set()
    for (src, to), (n, combat) in pairs.items():
        event: dict[str, Any] = {"kind": "deals_damage", "object": src, "amount": n, "combat": combat, "to": to,
                                 **_recipient(to)}
        if src not in seen:
            seen.add(src)
            event["total"] = sum(m for (s, _), (m, _) in pairs.items() if s == src)
        out.append(event)
    totals: dict[Any, list[Any]] = {}
    for (_, to), (n, combat) in pairs.items():
        totals.setdefault(to, [0, False])
        totals[to][0] += n
        totals[to][1] = totals[to][1] or combat
    for to, (n, combat) in totals.items():
        if isinstance(to, int):
            out.append({"kind": "dealt_damage", "object": to, "amount": n, "combat": combat})
    return out


def _recipient(to: Any) -> dict[str, Any]:
    """`trigger.player` is a player dealt damage, `trigger.other` a permanent."""
    return {"player": int(to[1:])} if isinstance(to, str) else {"other": to}


def _damage_matches(game: Game, ab: Triggered, event: dict[str, Any], data: dict[str, Any], ctrl: int, oid: int) -> bool:
    """"Whenever ~ deals [combat] damage [to a player / to an opponent / to a creature]" (120.3):
    without a recipient, once for all the source dealt at once (`trigger.amount` is the total);
    with one, once for each recipient that matches."""
    if ab.param("combat") and not event.get("combat"):
        return False
    to = ab.param("to")
    if to is None:
        if "total" not in event:
            return False
        data["amount"] = event["total"]
        return True
    if "player" in event:
        p = event["player"]
        return to == "player" or to == "opponent" and p != ctrl or to == "you" and p == ctrl
    if to in ("player", "opponent", "you"):
        return False
    return _object_matches(game, event["other"], to, ctrl, oid)


def _targeted_by(game: Game, ab: Triggered, event: dict[str, Any], data: dict[str, Any], ctrl: int, oid: int) -> bool:
    """"... becomes the target of a <filter> spell [you / an opponent control(s)]" (115.1): the
    spell or ability that targets it, and who controls it ("that player", `trigger.player`)."""
    by = event.get("by")
    source = game.state.objects.get(by) if isinstance(by, int) else None
    if source is None:
        return ab.param("source") is None and ab.param("by") is None
    data["player"] = source.controller
    spell = ab.param("source")
    if spell is not None and (source.kind == "ability" or not _object_matches(game, source.id, spell, ctrl, oid)):
        return False
    return ab.param("by") is None or _by(ab, source.controller, ctrl)


def _spell_targets(game: Game, what: str | None, targets: list[Any], ctrl: int, oid: int) -> bool:
    """"Whenever you cast a spell that targets ~" (heroic): the spell's targets as it becomes
    cast (601.2c, 601.2i); however many of them it is, the ability triggers once."""
    if what is None:
        return True
    if what == "self":
        return oid in targets
    return any(isinstance(t, int) and _object_matches(game, t, what, ctrl, oid) for t in targets)


def _attached_to(game: Game, source: int, target: int, event: dict[str, Any]) -> bool:
    """Is the Aura or Equipment ``source`` attached to the event's object, or was it as that
    object left the battlefield ("when enchanted creature dies", 603.10a)?"""
    if source in event.get("attached", ()):
        return True
    obj = game.state.objects.get(source)
    return obj is not None and obj.zone == "battlefield" and obj.attached_to == target


def _object_matches(game: Game, oid: int, what: str, you: int, source: int, lki: bool = False) -> bool:
    return matches(game, Filter.parse(what), oid, you, source)


def put_triggers_on_stack(game: Game) -> None:
    """603.3b: APNAP order; each player orders their own triggers (a decision)."""
    st = game.state
    waiting = list(st.pending_triggers)
    st.pending_triggers.clear()
    order = [st.active] + [p.index for p in st.players if p.index != st.active]
    for player in order:
        mine = [t for t in waiting if t.controller == player]
        if len(mine) > 1 and all(_interchangeable(mine[0], t) for t in mine[1:]):
            game.note("603.3b", f"{st.players[player].name}'s {len(mine)} triggered abilities of {mine[0].source_chars.name} "
                      f"#{mine[0].source} are identical ({mine[0].ability.text}): every order is the same, so no order "
                      "is asked", "trigger", mine[0].source)
        elif len(mine) > 1:
            opts = [Option(i, f"{t.source_chars.name} #{t.source}{_chapter_label(t)}: {t.ability.text}") for i, t in enumerate(mine)]
            ans = game.decide(Decision(player, "order your triggered abilities: the first goes on the stack first (resolves last)",
                                       opts, "trigger_order", len(opts), len(opts), "603.3b", ordered=True))
            mine = [mine[i] for i in ans]
        for t in mine:
            _put_on_stack(game, t)


def _interchangeable(a: PendingTrigger, b: PendingTrigger) -> bool:
    """Two triggers of one ability of one source on the same event (apart from the chapter
    number, 714.2c: the same chapter ability triggering for chapters I and II): whichever goes
    on the stack first, the same abilities do the same thing, so their order is no choice."""
    def event(t: PendingTrigger) -> dict[str, Any]:
        return {k: v for k, v in t.event.items() if k != "chapter"}
    return (a.source, a.ability, a.source_chars, event(a)) == (b.source, b.ability, b.source_chars, event(b))


def _chapter_label(t: PendingTrigger) -> str:
    """" (chapter 2)" for a chapter ability's trigger (714.2c: one per chapter), else ""."""
    return f" (chapter {t.event['chapter']})" if "chapter" in t.event else ""


def _enters_x(game: Game, t: PendingTrigger) -> int | None:
    """107.3m: a permanent's own enters trigger uses the X of the spell that became it; 701.37c:
    a "when ~ becomes monstrous" trigger uses the X of its monstrosity."""
    if t.ability.on == "becomes_monstrous":
        return t.event.get("x")
    if t.ability.on != "enters" or t.event.get("object") != t.source or t.source not in game.state.objects:
        return None
    return game.obj(t.source).x


def _put_on_stack(game: Game, t: PendingTrigger) -> None:
    st = game.state
    aid = game.new_id()
    obj = Obj(id=aid, owner=t.controller, controller=t.controller, zone="stack", kind="ability", source=t.source,
              ability=t.ability, source_chars=t.source_chars, event=t.event, timestamp=st.ts(),
              x=_enters_x(game, t))
    st.objects[aid] = obj
    st.stack.append(aid)
    game.touch()
    label = f"{t.source_chars.name} #{t.source}"
    if t.ability.modes:
        # 603.3c, 700.2b: the modes are chosen as it's put on the stack; a mode without legal
        # targets can't be (700.2a); if no mode is chosen, it's removed from the stack.
        try:
            casting.choose_modes(game, obj, t.controller, label, "603.3c")
        except IllegalActionError:
            obj.chosen["modes"] = []
        if not obj.chosen["modes"]:
            st.stack.remove(aid)
            del st.objects[aid]
            game.note("603.3c", f"{label}'s modal triggered ability has no mode chosen, so it's removed from the stack", "trigger")
            return
    reqs = casting.ability_requirements(game, obj)
    if reqs:
        try:
            obj.targets = casting.choose_targets(game, reqs, None, t.controller, t.source,
                                         t.source_chars.colors, label, obj.x or 0)
        except IllegalActionError:
            st.stack.remove(aid)
            del st.objects[aid]
            game.note("603.3d", f"{label}'s triggered ability has no legal target, so it's removed from the stack", "trigger")
            return
    division.announce(game, obj, t.ability.targets, None, t.controller, label, lambda o: casting.target_name(game, o))  # 603.3d, 601.2d
    tgt = f" targeting {', '.join(casting.target_name(game, x) for x in obj.targets)}" if obj.targets else ""
    game.note("603.3", f"{label}'s triggered ability goes on the stack as #{aid}{tgt}", "trigger", aid)
    for x in obj.targets:
        if isinstance(x, int):
            game.fire({"kind": "becomes_target", "object": x, "by": aid})
