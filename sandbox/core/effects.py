"""What effects do as they resolve (608.2): the handlers of the effect vocabulary.

An effect is a one-key table, e.g. ``{ damage = { amount = 3, to = "target" } }``.
References to objects: ``"target"`` (first target), ``"target2"``, ``"self"`` (the
source), ``"enchanted"``, ``"trigger.object"`` (the object of the triggering event),
``"trigger.spell_target"`` (the single target of the spell that triggered, recorded when
it triggered), or ``"each <filter>"``. Players: ``"you"``, ``"each opponent"``,
``"each player"``, ``"target"`` (a targeted player), ``"controller"`` (of the target).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from sandbox.cards import bounds
from sandbox.cards.filters import Filter
from sandbox.cards.model import Characteristics, Keyword, Produce, Target, Triggered
from sandbox.cards.parse import parse_ability
from sandbox.cards.vocabulary import (
    CHOSEN_ONE,
    EACH_TARGET,
    FROM_YOUR_HAND,
    RESTRICTIONS,
    UP_TO_ONE,
    Effect,
)
from sandbox.core import (
    amounts,
    casting,
    control,
    counters,
    daynight,
    entering,
    faces,
    library,
    monarch,
    prevention,
    regeneration,
    replacements,
    soulbond,
    targeting,
    zones,
)
from sandbox.core.actions import Decision, Option
from sandbox.core.cascade import resolve as cascade_resolve
from sandbox.core.conditions import condition_holds
from sandbox.core.copying import copy_effect_of
from sandbox.core.keyword_abilities import discard
from sandbox.core.layers import matches, view
from sandbox.core.mana import paying, production, solver
from sandbox.core.mana.pool import Mana, describe_mana
from sandbox.core.state import ContinuousEffect, Obj, PendingTrigger
from sandbox.errors import InvalidActionError
from sandbox.symbols import COLOR_NAMES, COLORS, format_cost, parse_cost

if TYPE_CHECKING:
    from sandbox.core.game import Game

@dataclass
class Context:
    """Who and what an effect acts for."""

    controller: int
    source_id: int | None
    source_name: str
    source_chars: Characteristics | None = None
    targets: list[Any] = field(default_factory=list)
    x: int = 0
    event: dict[str, Any] = field(default_factory=dict)
    stack_obj: int | None = None
    produced_types: list[str] | None = None
    """Types a payment plan already chose for "add one mana of any type that land produced"
    triggered mana abilities of one event, used up in order (shared by those triggers)."""
    moved: list[int] = field(default_factory=list)
    """What earlier parts of this effect moved to a public zone, as the new objects (400.7j)."""
    kicked: bool = False
    """The spell was kicked (702.33d; a copy of a kicked spell is kicked, 707.10)."""
    life_lost: int = 0
    """The life players lost to this spell's or ability's effects so far: "the life lost this
    way" (608.2c)."""
    damage_dealt: int = 0
    """The damage this spell's or ability's effects dealt so far, after prevention: "the damage
    dealt this way" (608.2c, 120.3)."""
    damaged: list[int] = field(default_factory=list)
    """The objects earlier parts of this effect dealt damage to (more than 0, after prevention):
    "a creature dealt damage this way"."""
    division: tuple[int, ...] = ()
    """The shares of a divided amount announced as it was cast or put on the stack, one per
    target in ``targets``' order (601.2d)."""


def run_effects(game: Game, ctx: Context, effects: tuple) -> None:
    for e in effects:
        (key, spec), = e.items()
        _HANDLERS[key](game, ctx, spec)


# ------------------------------------------------------------------ references

def chosen_target(ctx: Context, ref: str) -> Any:
    """What "target" / "target2"... was chosen as: an object id or a player ("p1"), or None."""
    idx = int(ref[6:] or 1) - 1
    return ctx.targets[idx] if idx < len(ctx.targets) else None


def sees(game: Game, ctx: Context, f: Filter, oid: int, you: int | None = None) -> bool:
    """Does ``oid`` match ``f`` as this effect reads it: from ``you`` (the effect's controller by
    default), for its source, with the X of the spell or ability resolving (107.3a: an activated
    ability's X is its own, not its source's)."""
    you = ctx.controller if you is None else you
    v = view(game, you, ctx.source_id)
    resolving = game.state.objects.get(ctx.stack_obj) if ctx.stack_obj is not None else None
    if resolving is not None and resolving.x is not None:
        v = replace(v, x=resolving.x)
    return matches(game, f, oid, you, ctx.source_id, v=v)


def objects(game: Game, ctx: Context, ref: str) -> list[int]:
    """Resolve an object reference to the ids it means now (missing ones are dropped)."""
    st = game.state
    if ref.startswith("target"):
        t = chosen_target(ctx, ref)
        return [t] if isinstance(t, int) and t in st.objects else []
    if ref == "self":
        return [ctx.source_id] if ctx.source_id in st.objects and game.obj(ctx.source_id).zone == "battlefield" else []
    if ref in ("enchanted", "equipped"):
        if ctx.source_id in st.objects:
            host = game.obj(ctx.source_id).attached_to
            return [host] if host in st.objects else []
        return []
    if ref.startswith("trigger.") or ref in ("sacrificed", "exiled"):
        oid = ctx.event.get(_event_key(ref))
        return [oid] if isinstance(oid, int) and oid in st.objects else []
    if ref == EACH_TARGET:  # 608.2b: an illegal target is None by now
        return [t for t in ctx.targets if isinstance(t, int) and t in st.objects]
    if ref == "moved":
        return [o for o in ctx.moved if o in st.objects]
    if ref == "linked":
        return st.linked_exile(ctx.source_id)
    if ref.startswith("each "):
        f = Filter.parse(ref[5:])
        return [o for o in list(st.battlefield)
                if sees(game, ctx, f, o)]
    if ref.startswith(UP_TO_ONE) and ref.endswith(FROM_YOUR_HAND):
        return _up_to_one_from_hand(game, ctx, ref[len(UP_TO_ONE):-len(FROM_YOUR_HAND)])
    if ref.startswith(CHOSEN_ONE):
        return _chosen_one(game, ctx, ref[len(CHOSEN_ONE):])
    raise InvalidActionError(f"unknown object reference {ref!r}")


def _event_key(ref: str) -> str:
    """The key of the event (or of the paid cost) that an object reference reads: "trigger.new"
    is "new"; "sacrificed" is the permanent sacrificed to pay the cost (or exploited, 702.110b);
    "exiled" the card exiled from its owner's graveyard to pay the cost (702.128a)."""
    return ref.split(".", 1)[1] if ref.startswith("trigger.") else ref


def last_known(game: Game, ctx: Context, ref: str) -> int | None:
    """The object a reference to one object ("target", "trigger.object") meant, if it has
    left its zone since: its id, which keys its last known information (608.2h, 113.7a)."""
    if ref.startswith("target"):
        raw = chosen_target(ctx, ref)
    elif ref.startswith("trigger.") or ref == "sacrificed":
        raw = ctx.event.get(_event_key(ref))
    else:
        return None
    st = game.state
    return raw if isinstance(raw, int) and raw not in st.objects and raw in st.lki else None


def _up_to_one_from_hand(game: Game, ctx: Context, what: str) -> list[int]:
    """The card the controller chooses from their hand for "you may ... a <what> from your
    hand", or none (they may choose none, or have none)."""
    f = Filter.parse(what)
    cards = [o for o in game.state.zone("hand", ctx.controller) if sees(game, ctx, f, o)]
    opts = [Option(o, game.name(o)) for o in cards] + [Option("none", f"no {what}")]
    pick = game.decide(Decision(ctx.controller, f"{ctx.source_name}: choose up to one {what} from your hand", opts,
                                "choose", rule="608.2d"))
    return [pick] if isinstance(pick, int) and pick in cards else []


def _chosen_one(game: Game, ctx: Context, what: str) -> list[int]:
    """The permanent the controller chooses as the effect resolves for "return a land you control
    to its owner's hand" (608.2d): not targeted, so any matching one, this permanent included;
    none if they control none."""
    f = Filter.parse(what)
    opts = [Option(o, game.name(o)) for o in game.state.battlefield if sees(game, ctx, f, o)]
    if not opts:
        game.note("608.2d", f"{ctx.source_name}: there is no {what} to choose", "resolve")
        return []
    pick = game.decide(Decision(ctx.controller, f"{ctx.source_name}: choose a {what}", opts, "choose", rule="608.2d"))
    return [pick] if isinstance(pick, int) else []


def players(game: Game, ctx: Context, ref: str) -> list[int]:
    n = len(game.state.players)
    if ref == "you":
        return [ctx.controller]
    if ref == "each opponent":
        return [p for p in range(n) if p != ctx.controller]
    if ref == "each player":
        return list(range(n))
    if ref == "trigger.player":
        return [ctx.event["player"]] if isinstance(ctx.event.get("player"), int) else []
    if ref == "trigger.controller":  # the triggering object's controller, as it last existed (608.2h)
        oid = ctx.event.get("object")
        if isinstance(oid, int) and oid in game.state.objects and game.obj(oid).zone == "battlefield":
            return [game.controller(oid)]
        if isinstance(oid, int) and oid in game.state.lki:
            return [game.state.lki[oid].controller]
        return []
    if ref == "each target":  # every player still a legal target (608.2b: an illegal one is None)
        return [int(t[1:]) for t in ctx.targets if isinstance(t, str)]
    if ref.startswith("target") or ref == "controller":
        idx = 0 if ref == "controller" else int(ref[6:] or 1) - 1
        t = ctx.targets[idx] if idx < len(ctx.targets) else None
        if isinstance(t, str):
            return [int(t[1:])]
        if isinstance(t, int) and t in game.state.objects:
            return [game.controller(t)]
        if isinstance(t, int) and t in game.state.lki:
            return [game.state.lki[t].controller]  # 608.2h: its controller as it last existed
        return []
    raise InvalidActionError(f"unknown player reference {ref!r}")


def amount(game: Game, ctx: Context, value: Any) -> int:
    """The number an amount of the effect stands for as it resolves (608.2h), refused past
    what one effect may count (sandbox.cards.bounds)."""
    return bounds.bounded(amounts.evaluate(game, value, ctx.controller, ctx.source_id, x=ctx.x, targets=ctx.targets, event=ctx.event,
                                           life_lost=ctx.life_lost, damage_dealt=ctx.damage_dealt))


# ------------------------------------------------------------------ handlers

def _add_mana(game: Game, ctx: Context, spec: dict) -> None:
    for who in players(game, ctx, spec.get("who", "you")):  # the players the text names (106.3)
        _add_mana_to(game, ctx, spec["add"], who)


def _add_mana_to(game: Game, ctx: Context, add: str, who: int) -> None:
    if add == "produced":
        types = sorted(set(ctx.event.get("produced", ())), key=lambda t: "WUBRGC".index(t))
        if not types:
            game.note("106.5", f"{ctx.source_name}: no type of mana was produced, so it adds nothing", "mana")
            return
        hint = ctx.produced_types
        if hint and hint[0] in types:
            t = hint.pop(0)
        else:
            t = game.decide(Decision(who, f"{ctx.source_name}: add one mana of which type the source produced?",
                                     [Option(x, COLOR_NAMES[x]) for x in types], "color", rule="106.12a"))
        kinds = [t]
    elif add == "chosen_color":
        src = ctx.source_id
        color = game.obj(src).chosen.get("color") if src in game.state.objects else None
        kinds = [color] if color else []
    else:
        kinds = production.mana_from_produce(game, Produce.parse(add), who, ctx.source_id, ctx.source_name)
    via: tuple[str, ...] = ()
    if ctx.event.get("kind") == "tapped_for_mana":
        via = (f"triggered mana ability, on tapping {game.name_lk(ctx.event['object'])} for mana (605.1b, 605.4a)",)
    mana = [Mana(k, ctx.source_name, via, ctx.source_id) for k in kinds]
    game.add_mana(who, mana)
    if mana:
        rule = "605.4a" if via else "106.3"
        game.note(rule, f"{ctx.source_name} adds {describe_mana(mana)} to {game.state.players[who].name}'s pool", "mana")


def _draw(game: Game, ctx: Context, spec: dict) -> None:
    for p in players(game, ctx, spec.get("who", "you")):
        game.draw(p, amount(game, ctx, spec.get("count", 1)))


def _scry(game: Game, ctx: Context, spec: dict) -> None:
    for p in players(game, ctx, spec.get("who", "you")):
        library.scry(game, p, amount(game, ctx, spec.get("count", 1)), ctx.source_name)


def _surveil(game: Game, ctx: Context, spec: dict) -> None:
    for p in players(game, ctx, spec.get("who", "you")):
        library.surveil(game, p, amount(game, ctx, spec.get("count", 1)), ctx.source_name)


def _mill(game: Game, ctx: Context, spec: dict) -> None:
    for p in players(game, ctx, spec.get("who", "you")):
        library.mill(game, p, amount(game, ctx, spec.get("count", 1)))


def _shuffle_into_library(game: Game, ctx: Context, spec: dict) -> None:
    """"<player> shuffles their (hand and) graveyard into their library" (701.24a): all those
    cards move into the library (new objects, 400.7), then it is shuffled."""
    for p in players(game, ctx, spec.get("who", "you")):
        cards = [o for z in str(spec["from"]).split(" and ") for o in list(game.state.zone(z, p))]
        for oid in cards:
            game.move(oid, "library", rule="701.24a", quiet=True)
        game.note("701.24a", f"{game.state.players[p].name} puts {len(cards)} card(s) from their "
                  f"{spec['from']} into their library", "resolve")
        zones.shuffle(game, p)


def _exile_graveyard(game: Game, ctx: Context, spec: dict) -> None:
    """"Exile all graveyards" / "Exile target player's graveyard" (406.2): every card there moves
    to exile (each a new object, 400.7)."""
    for p in players(game, ctx, spec["who"]):
        cards = list(game.state.zone("graveyard", p))
        for oid in cards:
            game.move(oid, "exile", rule="406.2", quiet=True)
        game.note("406.2", f"{game.state.players[p].name}'s graveyard is exiled ({len(cards)} card(s))", "resolve")


def _dig(game: Game, ctx: Context, spec: dict) -> None:
    p = ctx.controller
    f = Filter.parse(spec["filter"]) if "filter" in spec else None
    library.dig(game, p, amount(game, ctx, spec.get("count", 1)), source=ctx.source_name, take=amount(game, ctx, spec.get("take", 1)),
                matching=(lambda c: sees(game, ctx, f, c, p)) if f is not None else None,
                optional=bool(spec.get("optional")), rest=spec.get("rest", "bottom_any"), reveal=bool(spec.get("reveal")))


def _look_mill_any(game: Game, ctx: Context, spec: dict) -> None:
    library.look_mill_any(game, ctx.controller, amount(game, ctx, spec.get("count", 1)), source=ctx.source_name)


def _arrange_top(game: Game, ctx: Context, spec: dict) -> None:
    for owner in players(game, ctx, spec.get("who", "you")):
        library.arrange_top(game, owner, amount(game, ctx, spec.get("count", 1)), source=ctx.source_name,
                            may_shuffle=bool(spec.get("may_shuffle")), chooser=ctx.controller)


def _hand_to_top(game: Game, ctx: Context, spec: dict) -> None:
    library.hand_to_top(game, ctx.controller, amount(game, ctx, spec.get("count", 1)), source=ctx.source_name)


def _reveal_top(game: Game, ctx: Context, spec: dict) -> None:
    """Reveal the top card of your library (701.20a); if it has the quality asked it goes to
    ``then``, otherwise to ``otherwise`` (or stays on top)."""
    p = ctx.controller
    name = game.state.players[p].name
    lib = game.state.zone("library", p)
    if not lib:
        game.note("401.1", f"{name}'s library is empty: nothing is revealed", "resolve")
        return
    top = lib[-1]
    game.note("701.20a", f"{name} reveals the top card of their library: {game.name(top)}", "resolve", top)
    f = Filter.parse(spec["filter"])
    hit = sees(game, ctx, f, top, p)
    to = spec["then"] if hit else spec.get("otherwise")
    if to is None:
        game.note("608.2c", f"{game.name(top)} isn't a {f}: it stays on top of the library", "resolve", top)
        return
    game.note("608.2c", f"{game.name(top)} is {'' if hit else 'not '}a {f}", "resolve", top)
    if to.startswith("battlefield"):
        entering.enter(game, top, p, rule="608.2c", tapped=to == "battlefield_tapped")
    else:
        game.move(top, to, rule="608.2c")


def _to_library(game: Game, ctx: Context, spec: dict) -> None:
    """Put an object on top of or on the bottom of its owner's library (400.7: a new object; a
    token goes there and then ceases to exist, 704.5d)."""
    what = spec.get("what", "target")
    ids = objects(game, ctx, what)
    if what == "self" and not ids and ctx.source_id == ctx.stack_obj and ctx.source_id in game.state.objects \
            and game.obj(ctx.source_id).zone == "stack":
        ids = [ctx.source_id]  # a resolving spell's own card ("Shuffle ~ into its owner's library", 608.2n)
    for oid in ids:
        owner = game.obj(oid).owner
        if spec["position"] == "shuffle":
            new = game.move(oid, "library", rule="701.24a")
            zones.shuffle(game, owner)  # 701.24a: shuffled into it, even if it went elsewhere (a flashback spell is exiled)
            continue
        bottom = spec["position"] == "bottom"
        new = game.move(oid, "library", index=0 if bottom else None, rule="400.7")
        if new is not None and game.obj(new).zone == "library":
            name = game.state.players[owner].name
            game.note("400.7", f"{game.name(new)} is put on the {'bottom' if bottom else 'top'} of {name}'s library", "resolve", new)


def _reveal_take_all(game: Game, ctx: Context, spec: dict) -> None:
    p = ctx.controller
    f = Filter.parse(spec["filter"])
    library.reveal_take_all(game, p, amount(game, ctx, spec.get("count", 1)),
                            matching=lambda c: sees(game, ctx, f, c, p), rest=spec.get("rest", "bottom_any"))


def _discard(game: Game, ctx: Context, spec: dict) -> None:
    for p in players(game, ctx, spec.get("who", "you")):
        hand = game.state.zone("hand", p)
        any_number = spec.get("count") == "any"
        n = len(hand) if any_number else min(len(hand), amount(game, ctx, spec.get("count", 1)))
        if not n:
            if spec.get("then_draw"):
                game.note("701.9", f"{game.state.players[p].name} discards no cards and draws none", "resolve")
            continue
        if spec.get("random") and not any_number:
            chosen = casting.random_cards(game, list(hand), n)  # 701.9b: nobody chooses
            game.note("701.9b", f"{game.state.players[p].name} discards {', '.join(game.name(o) for o in chosen)} at "
                      "random", "resolve", *chosen)
        else:
            opts = [Option(o, game.name(o)) for o in hand]
            ans = game.decide(Decision(p, f"discard {'any number of' if any_number else n} card(s)", opts, "discard",
                                       0 if any_number else n, n, "701.9"))
            chosen = ans if isinstance(ans, list) else [ans]
        for oid in chosen:
            discard(game, oid)
        if spec.get("then_draw"):
            game.draw(p, len(chosen))


def _discard_chosen(game: Game, ctx: Context, spec: dict) -> None:
    for p in players(game, ctx, spec.get("who", "you")):
        _reveal_and_discard(game, ctx, p, spec["filter"])


def _reveal_and_discard(game: Game, ctx: Context, player: int, what: str) -> None:
    """``player`` reveals their hand (701.20a); the effect's controller chooses a ``what`` from it
    (none, if none matches) and ``player`` discards it (701.9a)."""
    hand = list(game.state.zone("hand", player))
    name = game.state.players[player].name
    game.note("701.20a", f"{name} reveals their hand: {', '.join(game.name(o) for o in hand) or 'no cards'}", "resolve", *hand)
    f = Filter.parse(what)
    opts = [Option(o, game.name(o)) for o in hand if matches(game, f, o, ctx.controller)]
    if not opts:
        game.note("701.9a", f"{name}'s hand has no {what}: nothing is discarded", "resolve")
        return
    chosen = game.decide(Decision(ctx.controller, f"choose a {what} from {name}'s hand to be discarded", opts, "choose",
                                  rule="701.9a"))
    discard(game, int(chosen))


def _damage(game: Game, ctx: Context, spec: dict) -> None:
    """120.3: the damage one effect deals is dealt at once (one "deals damage" event per source)."""
    with game.damage_at_once():
        _deal(game, ctx, spec)


def _deal(game: Game, ctx: Context, spec: dict) -> None:
    divided = bool(spec.get("divided"))
    n = 0 if divided else amount(game, ctx, spec.get("amount", 0))
    to = spec.get("to", "target")
    this_way = ctx  # the damage dealt counts for the resolving spell or ability (608.2c)
    if spec.get("by_target"):
        # "Target creature you control deals damage ...": that creature is the source (120.3);
        # gone or illegal, it deals none (608.2b)
        by = chosen_target(ctx, "target")
        if not isinstance(by, int) or by not in game.state.objects or game.obj(by).zone != "battlefield":
            return
        ctx = _dealt_by(game, ctx, by)
    hit = _hitter(game, ctx, this_way, bool(spec.get("unpreventable")))
    if divided:
        # 601.2d: each target is dealt its share as announced; one illegal now (None) isn't
        # dealt its share, and no other target is dealt more (608.2b)
        for t, share in zip(ctx.targets, ctx.division, strict=False):
            if t is not None:
                hit(t, share)
        return
    if to.startswith("target"):
        t = chosen_target(ctx, to)
        if t is not None:
            hit(t, n)
        return
    if to in ("each opponent", "each player", "you", "trigger.player", "trigger.controller", "controller"):
        infect, lifelink = bool(ctx.source_chars and ctx.source_chars.has_keyword("infect")), _lifelink_player(game, ctx)
        for p in players(game, ctx, to):
            this_way.damage_dealt += game.deal_damage(ctx.source_name, f"p{p}", n, infect=infect, lifelink_player=lifelink,
                                                      source=ctx.source_id, unpreventable=bool(spec.get("unpreventable")))
        return
    for oid in objects(game, ctx, to):
        hit(oid, n)


def _dealt_by(game: Game, ctx: Context, oid: int) -> Context:
    """The context with permanent ``oid`` as the source of the damage (120.3: its deathtouch,
    lifelink, infect and wither count)."""
    return replace(ctx, source_id=oid, source_name=game.name(oid), source_chars=game.chars(oid), damaged=ctx.damaged)


def _lifelink_player(game: Game, ctx: Context) -> int | None:
    """Who gains life from the source's damage (702.15b), if it has lifelink."""
    if not (ctx.source_chars and ctx.source_chars.has_keyword("lifelink")):
        return None
    src = ctx.source_id
    return game.controller(src) if src in game.state.objects else ctx.controller


def _hitter(game: Game, ctx: Context, this_way: Context, unpreventable: bool = False) -> Callable[[Any, int], None]:
    """Deals ``n`` damage from the context's source to an object or player, counted for the
    resolving spell or ability (``this_way``, 608.2c)."""
    deathtouch = bool(ctx.source_chars and ctx.source_chars.has_keyword("deathtouch"))
    colors = ctx.source_chars.colors if ctx.source_chars else None
    counters: dict[str, Any] = {k: bool(ctx.source_chars and ctx.source_chars.has_keyword(k)) for k in ("infect", "wither")}
    counters["unpreventable"] = unpreventable  # 615.12
    counters["source_types"] = ctx.source_chars.card_types if ctx.source_chars else ()  # 120.3b, d; 702.16e
    if (lifelink := _lifelink_player(game, ctx)) is not None:  # 702.15b: any damage it deals
        counters["lifelink_player"] = lifelink

    def hit(t: Any, n: int) -> None:
        dealt = game.deal_damage(ctx.source_name, t, n, deathtouch=deathtouch, source_colors=colors,
                                 source=ctx.source_id, **counters)
        this_way.damage_dealt += dealt
        if dealt and isinstance(t, int):
            ctx.damaged.append(t)
    return hit


def _fight(game: Game, ctx: Context, spec: dict) -> None:
    """701.14a: each of the two creatures deals damage equal to its power to the other, at once
    (120.3: each is the source of its damage; 701.14d: not combat damage). 701.14b: if either
    has left the battlefield, isn't a creature, or is an illegal target now, neither deals any;
    701.14c: a creature that fights itself deals that damage to itself twice."""
    fighters = []
    for ref in (spec["what"], spec["other"]):
        found = [chosen_target(ctx, ref)] if ref.startswith("target") else objects(game, ctx, ref)
        oid = found[0] if len(found) == 1 else None
        if not isinstance(oid, int) or oid not in game.state.objects or game.obj(oid).zone != "battlefield" \
                or "Creature" not in game.chars(oid).card_types:
            game.note("701.14b", f"{ctx.source_name}: no fight: a creature that would fight is gone, not a creature, "
                      "or an illegal target, so no damage is dealt", "resolve")
            return
        fighters.append(oid)
    a, b = fighters
    powers = {a: max(0, game.chars(a).power or 0), b: max(0, game.chars(b).power or 0)}
    game.note("701.14a", f"{game.name(a)} and {game.name(b)} fight: each deals damage equal to its power to the other",
              "resolve", a, b)
    with game.damage_at_once():
        for src, to in ((a, b), (b, a)):
            _hitter(game, _dealt_by(game, ctx, src), ctx)(to, powers[src])


def _exile_if_dies(game: Game, ctx: Context, spec: dict) -> None:
    """"If that creature would die this turn, exile it instead" (614.1a): the permanent, if it
    is put into a graveyard from the battlefield this turn (700.4), is exiled instead (see
    ``Game._move``); "a creature dealt damage this way": each one this effect dealt damage to."""
    st = game.state
    if "dealt_damage" in spec:
        f = Filter.parse(spec["dealt_damage"])
        ids = [o for o in dict.fromkeys(ctx.damaged) if o in st.objects and game.obj(o).zone == "battlefield"
               and sees(game, ctx, f, o)]
    else:
        ids = [o for o in objects(game, ctx, spec.get("what", "target")) if game.obj(o).zone == "battlefield"]
    for oid in ids:
        game.obj(oid).chosen["exile_if_dies"] = st.turn
        game.note("614.1a", f"{ctx.source_name}: if {game.name(oid)} would die this turn, it is exiled instead", "resolve", oid)


def _uncounterable(game: Game, oid: int) -> bool:
    name = game.obj(oid).card
    if name and name in game.db and game.db.get(name).uncounterable:
        return True
    # 101.2: "Creature spells you control can't be countered" (a permanent's static ability)
    return any(matches(game, Filter.parse(op["spells"]), oid, ctrl, src)
               for ctrl, op, src in game.rule_effects("cant_be_countered"))


def _counter(game: Game, ctx: Context, spec: dict) -> None:
    for oid in objects(game, ctx, spec.get("what", "target")):
        if game.obj(oid).zone == "stack" and game.obj(oid).chosen.get("uncounterable"):
            game.note("106.6", f"{game.name(oid)} can't be countered (a rider of the mana spent to cast it)", "resolve", oid)
        elif game.obj(oid).zone == "stack" and game.obj(oid).kind != "ability" and _uncounterable(game, oid):
            # 101.2: "can't" beats the effect that would counter it; the counterspell does nothing to it
            game.note("101.2", f"{game.name(oid)} can't be countered", "resolve", oid)
        elif game.obj(oid).zone == "stack":
            game.note("701.6a", f"{game.name(oid)} is countered", "resolve", oid)
            if game.obj(oid).kind == "ability":
                game.state.stack.remove(oid)
                del game.state.objects[oid]
                game.touch()
            else:
                game.move(oid, "graveyard", rule="701.6a")


def _zone_effect(zone: str, rule: str):
    def handler(game: Game, ctx: Context, spec: dict) -> None:
        until = spec.get("until_leaves")
        if until and objects(game, ctx, "self") == []:
            game.note("610.3a", f"{ctx.source_name} has already left the battlefield: nothing is exiled", "resolve")
            return
        moving = []
        for oid in objects(game, ctx, spec.get("what", "target")):
            if zone == "graveyard" and game.chars(oid).has_keyword("indestructible") and rule.startswith("701.8"):
                game.note("702.12b", f"{game.name(oid)} is indestructible", "resolve", oid)
                continue
            if zone == "graveyard" and rule.startswith("701.8") and game.obj(oid).zone == "battlefield" \
                    and regeneration.survives_destruction(game, oid, not spec.get("no_regenerate")):
                continue
            moving.append(oid)
        # "Destroy all creatures": they leave at once, and see each other leave (603.10a).
        on_battlefield = [(oid, rule) for oid in moving if game.obj(oid).zone == "battlefield"]
        moved = dict(zip([oid for oid, _ in on_battlefield], zones.move_together(game, on_battlefield, zone), strict=True))
        for oid in moving:
            new = moved[oid] if oid in moved else game.move(oid, zone, rule=rule)
            if new is not None and zone in ("graveyard", "exile"):
                ctx.moved.append(new)  # 400.7j: later parts of this effect can find it there
                if spec.get("link"):
                    game.obj(new).chosen["exiled_by"] = ctx.source_id  # 607.2a: for its linked abilities
                if until:
                    game.obj(new).chosen["exiled_until"] = ctx.source_id  # 610.3: returns when it leaves
    return handler


def _tap(value: bool):
    def handler(game: Game, ctx: Context, spec: dict) -> None:
        for oid in _chosen_to_tap(game, ctx, spec, value) if "up_to" in spec else objects(game, ctx, spec.get("what", "target")):
            game.set_tapped(oid, value)
            game.note("701.26a" if value else "701.26b", f"{game.name(oid)} {'taps' if value else 'untaps'}", "resolve", oid)
        game.touch()
    return handler


def _chosen_to_tap(game: Game, ctx: Context, spec: dict, value: bool) -> list[int]:
    """"Untap up to N lands": no target, the effect's controller chooses as it resolves (608.2d)
    among the matching permanents that it would change."""
    f = Filter.parse(spec["filter"])
    n = amount(game, ctx, spec["up_to"])
    opts = [Option(o, game.name(o)) for o in game.state.battlefield
            if game.obj(o).tapped != value and sees(game, ctx, f, o)]
    if not opts or not n:
        return []
    picked = game.decide(Decision(ctx.controller, f"{ctx.source_name}: {'tap' if value else 'untap'} up to {n} {f}",
                                  opts, "choose", 0, min(n, len(opts)), "608.2d"))
    return [v for v in (picked if isinstance(picked, list) else [picked]) if isinstance(v, int)]


def _put_counters(game: Game, ctx: Context, spec: dict) -> None:
    n = amount(game, ctx, spec.get("count", 1))
    kind = spec.get("kind", "+1/+1")
    for oid in objects(game, ctx, spec.get("on", "target")):
        # 616.1: each permanent's counters are replaced separately, ordered by its controller.
        put = replacements.put_counters(game, oid, kind, n)
        game.note("122.1", f"{put} {kind} counter(s) put on {game.name(oid)}", "counter", oid)


def _create_token(game: Game, ctx: Context, spec: dict) -> None:
    token = spec.get("token", "")
    definition = game.db.get(token)
    # 122.6: "with N +1/+1 counters on it" (incubate N, 701.53a): it enters with them
    counters = {"+1/+1": n} if (n := amount(game, ctx, spec.get("counters", 0))) > 0 else None
    for player in players(game, ctx, spec.get("who", "you")):
        for _ in range(replacements.token_count(game, player, amount(game, ctx, spec.get("count", 1)))):
            # A double-faced token (the Incubator, 701.53a) is its definition's two faces: it
            # can transform (701.27a, 712.9); any other token has the values its effect states.
            oid = game.create_token(None if definition.back is not None else definition.chars, player,
                                    card=definition.name if definition.back is not None else None,
                                    tapped=bool(spec.get("tapped", False)), rule="111.1", counters=counters)
            if oid:
                who = "" if player == ctx.controller else f" for {game.state.players[player].name}"
                game.note("111.1", f"{ctx.source_name} creates {a_token(definition.name)}{who} (#{oid})", "token", oid)


def a_token(name: str) -> str:
    """A token named in a sentence: "an Elemental token" (a token card's name may end in "Token")."""
    base = name[:-len(" token")] if name.lower().endswith(" token") else name
    article = "an" if base[:1].lower() in "aeiou" else "a"
    return f"{article} {base} token"


def _token_copy(game: Game, ctx: Context, spec: dict) -> None:
    """Create a token that's a copy of an object (707.2, 111.3); last known info if it left (608.2h)."""
    ref = spec.get("of", "target")
    ids = objects(game, ctx, ref)
    lki_id = None
    if not ids:
        # 608.2h: the object is gone; use its last known information.
        lki_id = last_known(game, ctx, ref)
        if lki_id is None:
            game.note("608.2h", f"{ctx.source_name}: nothing to copy", "resolve")
            return
    for _ in range(replacements.token_count(game, ctx.controller, amount(game, ctx, spec.get("count", 1)))):
        effect = copy_effect_of(game, ids[0] if ids else None, spec.get("except"), lki_id=lki_id, token=True)
        # 707.8a: a token copy of a double-faced permanent enters with the same face up.
        up = bool(effect.faces) and bool(ids) and game.obj(ids[0]).transformed
        oid = game.create_token(None, ctx.controller, copies=[effect], rule="707.2", transformed=up)
        if oid:
            src = "last known information of " if lki_id else ""
            via = f" (which is copying {' -> '.join(effect.chain)}: 707.3)" if effect.chain else ""
            exc = f", except {effect.exceptions.text} (707.9b)" if effect.exceptions.text else ""
            game.note("707.2", f"{ctx.source_name} creates a token that's a copy of {src}{effect.original}{via}{exc} (#{oid})", "token", oid)
            if lki_id:
                game.note("608.2h", f"{game.name_lk(lki_id)} has left the battlefield: its last known copiable values are used", "token", oid)
            if spec.get("gains"):
                # "That token gains haste": a non-copy effect in layer 6, not a copiable value.
                game.state.effects.append(ContinuousEffect({"add_abilities": tuple(spec["gains"])}, (oid,), ctx.source_name,
                                                           ctx.controller, game.state.ts(), "permanent", "611.2c"))
                game.note("611.2c", f"{game.name(oid)} gains " + "; ".join(a.text or a.kind for a in spec["gains"]), "token", oid)
                game.touch()
            if spec.get("delayed"):
                register_delayed(game, ctx, spec["delayed"], oid)


def register_delayed(game: Game, ctx: Context, spec: dict, obj: int | None) -> None:
    """Create a delayed triggered ability (603.7): it triggers once, the next time ``at`` happens;
    "trigger.object" in its effects is ``obj``."""
    ab = Triggered(text=spec.get("text", "") or f"at the beginning of the next {spec['at'].replace('_', ' ')}: ...",
                   on=spec["at"], params=(("whose", spec.get("whose", "each")),), effects=tuple(spec["effects"]))
    chars = ctx.source_chars or Characteristics(name=ctx.source_name)
    game.state.delayed.append(PendingTrigger(ctx.source_id if ctx.source_id is not None else -1, ab, ctx.controller,
                                             chars, {"object": obj}))
    game.note("603.7", f"{ctx.source_name} creates a delayed triggered ability: \"{ab.text}\"", "trigger")
    game.touch()


def _become_copy(game: Game, ctx: Context, spec: dict) -> None:
    """Permanents become copies of an object (707.4): no zone change, so no enters or leaves
    triggers; their counters, status and non-copy effects stay (they live in other layers)."""
    of = objects(game, ctx, spec.get("of", "target"))
    if not of:
        game.note("608.2b", f"{ctx.source_name}: nothing to copy", "resolve")
        return
    original = of[0]
    ids = [o for o in objects(game, ctx, spec.get("on", "each other creature")) if o != original]
    until = spec.get("until", "permanent")
    for oid in ids:
        effect = replace(copy_effect_of(game, original, spec.get("except"), rule="707.4"), until=until)
        game.obj(oid).copies.append(effect)
    game.touch()
    if ids:
        game.note("707.4", f"{', '.join(game.name(o) for o in ids)} become(s) a copy of {effect.original}"
                  + (" until end of turn" if until == "end_of_turn" else "")
                  + "; no permanent enters or leaves, counters and other effects stay", "resolve", *ids)


def _delayed(game: Game, ctx: Context, spec: dict) -> None:
    """A delayed trigger about an object: one that has left is kept by its last known
    information ("create a token that's a copy of that artifact" after it was sacrificed, 608.2h)."""
    ref = spec.get("object")
    ids = objects(game, ctx, ref) if ref else []
    register_delayed(game, ctx, spec, ids[0] if ids else last_known(game, ctx, ref) if ref else None)


def _sacrifice(game: Game, ctx: Context, spec: dict) -> None:
    """Sacrifice (701.21): given objects, or each named player chooses one matching permanent;
    "If you can't, ..." (`if_cant`) happens when you control none (609.3: do as much as possible)."""
    if "unless" in spec and _sacrifice_instead(game, ctx, str(spec["unless"])):
        return
    if "who" not in spec:
        # 701.21a, 603.10a: sacrificed at once, each seeing the others leave.
        ctx.moved += [new for new in zones.sacrifice_together(game, objects(game, ctx, spec.get("what", "target")))
                      if new is not None]  # 400.7j
        return
    f = Filter.parse(str(spec.get("filter", "permanent")))
    victims: list[int] = []
    for p in players(game, ctx, spec["who"]):
        opts = [Option(o, game.name(o)) for o in game.state.battlefield
                if game.controller(o) == p and sees(game, ctx, f, o, p)]
        if not opts:
            game.note("701.21", f"{game.state.players[p].name} has no {f} to sacrifice"
                      + (": they can't, so the rest happens" if "if_cant" in spec else ""), "resolve")
            run_effects(game, ctx, spec.get("if_cant", ()))
            continue
        n = min(amount(game, ctx, spec.get("count", 1)), len(opts))  # 609.3: as many as they can
        if n < 1:
            continue
        picked = game.decide(Decision(p, f"sacrifice {'a' if n == 1 else n} {f}", opts, "choose", n, n, rule="701.21a"))
        for victim in (picked if isinstance(picked, list) else [picked]):
            game.note("701.21a", f"{game.state.players[p].name} sacrifices {game.name(victim)}", "resolve", victim)
            victims.append(victim)
    # Each player chooses in turn (101.4), then all are sacrificed at once (603.10a).
    zones.sacrifice_together(game, victims)
    if spec.get("exploit"):
        for victim in victims:
            # 702.110b: the source "exploits" the creature its exploit ability sacrificed.
            game.note("702.110b", f"{ctx.source_name} exploits {game.name(victim)}", "resolve", victim)
            game.fire({"kind": "exploits", "object": ctx.source_id, "sacrificed": victim, "lki": True})


def _sacrifice_instead(game: Game, ctx: Context, what: str) -> bool:
    """"... unless you sacrifice a <filter>": the controller may sacrifice one instead (118.12)."""
    p = ctx.controller
    f = Filter.parse(what + " you control")
    opts = [Option(o, game.name(o)) for o in game.state.battlefield
            if o != ctx.source_id and sees(game, ctx, f, o, p)]
    if not opts:
        game.note("118.12", f"{game.state.players[p].name} controls no {what} to sacrifice instead", "resolve")
        return False
    opts.append(Option("no", "don't"))
    victim = game.decide(Decision(p, f"{ctx.source_name}: sacrifice a {what}? (if you don't, the other sacrifice happens)",
                                  opts, "choose", rule="118.12"))
    if victim == "no":
        return False
    game.note("118.12", f"{game.state.players[p].name} sacrifices {game.name(victim)} instead", "resolve", victim)
    zones.sacrifice(game, victim)
    return True


def _look_at_top(game: Game, ctx: Context, spec: dict) -> None:
    """Look at the top card of your (or each named player's) library; you may exile it
    (Puresight Merrow) or put it into its owner's graveyard (Eye Spy)."""
    for owner in players(game, ctx, spec["who"]) if "who" in spec else [ctx.controller]:
        _look_at_top_of(game, ctx, spec, owner)


def _look_at_top_of(game: Game, ctx: Context, spec: dict, owner: int) -> None:
    p = ctx.controller
    lib = game.state.zone("library", owner)
    if not lib:
        game.note("401.1", f"{game.state.players[owner].name}'s library is empty: nothing to look at", "resolve")
        return
    top = lib[-1]
    whose = "their" if owner == p else f"{game.state.players[owner].name}'s"
    game.note("401.2", f"{game.state.players[p].name} looks at the top card of {whose} library: {game.name(top)}", "resolve", top)
    if spec.get("may_mill"):
        yes = game.ask_yes(p, f"put {game.name(top)} into {game.state.players[owner].name}'s graveyard?", "608.2d")
        if yes:
            game.move(top, "graveyard", rule="608.2c")
        return
    if "reveal_if" in spec:
        _may_reveal(game, ctx, spec, top)
    if spec.get("may_exile") and top in game.state.zone("library", owner):  # "then" may have moved it (a draw)
        yes = game.ask_yes(p, f"exile {game.name(top)} from the top of your library?", "603.5")
        if yes:
            game.move(top, "exile", rule="701.13a")


def _may_reveal(game: Game, ctx: Context, spec: dict, top: int) -> None:
    """"You may reveal that card. If a <filter> card is revealed this way, <then>" (701.20a)."""
    p = ctx.controller
    yes = game.ask_yes(p, f"reveal {game.name(top)}?", "701.20a")
    if not yes:
        game.note("701.20a", f"{game.state.players[p].name} doesn't reveal it", "resolve")
        return
    game.note("701.20a", f"{game.state.players[p].name} reveals {game.name(top)}", "resolve", top)
    if sees(game, ctx, Filter.parse(spec["reveal_if"]), top, p):
        run_effects(game, ctx, spec.get("then", ()))
    else:
        game.note("608.2c", f"{game.name(top)} isn't a {spec['reveal_if']}: nothing more happens", "resolve", top)


def _flip(game: Game, ctx: Context, spec: dict) -> None:
    """Flip (710.2): a flip permanent's flipped half applies from now on, the same object with
    its counters and effects; a permanent already flipped stays so (710.4), and one that isn't a
    flip card doesn't flip."""
    for oid in objects(game, ctx, spec.get("what", "self")):
        obj = game.obj(oid)
        definition = game.db.get(obj.card) if obj.card and obj.card in game.db and obj.token_chars is None else None
        if obj.zone != "battlefield" or definition is None or definition.flipped is None or obj.copies or obj.face_down:
            game.note("710.2", f"{game.name(oid)} isn't a flip permanent: it doesn't flip", "resolve", oid)
            continue
        if obj.face:
            game.note("710.4", f"{game.name(oid)} is already flipped: flipping is one way", "resolve", oid)
            continue
        before = game.name(oid)
        obj.face = 1
        game.touch()
        game.note("710.2", f"{before} flips: it's {game.name(oid)} (same object: counters and effects stay)", "resolve", oid)


def _class_level(game: Game, ctx: Context, spec: dict) -> None:
    """A Class level ability resolves (716.2a): the Class's level becomes N, so its level-N section's
    abilities apply (716); "When this Class becomes level N" triggers. A Class that has left the
    battlefield (a new object, 400.7) gains nothing."""
    oid = ctx.source_id
    level = int(spec["level"])
    if oid is None or oid not in game.state.objects or game.obj(oid).zone != "battlefield":
        game.note("716.2a", f"{ctx.source_name} is no longer on the battlefield: its level doesn't change", "resolve")
        return
    game.obj(oid).chosen["class_level"] = level
    game.touch()
    game.note("716.2a", f"{game.name(oid)} becomes level {level}", "resolve", oid)
    game.fire({"kind": "class_level", "object": oid, "level": level})


def _transform(game: Game, ctx: Context, spec: dict) -> None:
    """Transform (701.27a): an ability of the permanent itself transforms it only if it hasn't
    transformed since the ability was put on the stack (701.27f)."""
    what = spec.get("what", "self")
    since = None
    if what == "self" and ctx.stack_obj in game.state.objects:
        since = game.obj(ctx.stack_obj).timestamp
    for oid in objects(game, ctx, what):
        faces.transform(game, oid, since=since)


def _cast_without_paying(game: Game, ctx: Context, spec: dict) -> None:
    """"You may cast that card without paying its mana cost" during resolution (608.2g): timing
    is ignored; a card that has left the zone it was in is a new object it doesn't find (400.7)."""
    for oid in objects(game, ctx, spec.get("what", "trigger.object")):
        if game.obj(oid).zone not in ("exile", "graveyard"):
            continue
        yes = game.ask_yes(ctx.controller, f"cast {game.name(oid)} without paying its mana cost?", "608.2g")
        if yes:
            casting.cast_spell(game, oid, None, None, free_by=ctx.controller)
        else:
            game.note("608.2g", f"{game.state.players[ctx.controller].name} doesn't cast {game.name(oid)}", "resolve", oid)


def _put_from_hand(game: Game, ctx: Context, spec: dict) -> None:
    """"Each player may put a <filter> from their hand onto the battlefield": each chooses in
    turn order (101.4), then all of them enter at the same time (none sees the others, 614.12)."""
    f = Filter.parse(spec["filter"])
    chosen: dict[int, int] = {}
    order = players(game, ctx, spec.get("who", "you"))
    active = game.state.active
    for p in sorted(order, key=lambda q: (q - active) % len(game.state.players)):
        opts = [Option(o, game.name(o)) for o in game.state.zone("hand", p) if matches(game, f, o, p)]
        if not opts:
            game.note("608.2", f"{game.state.players[p].name} has no {f} in hand", "resolve")
            continue
        pick = game.decide(Decision(p, f"{ctx.source_name}: put a {f} from your hand onto the battlefield? (or none)",
                                    opts, "choose", 0, 1, "101.4"))
        pick = pick[0] if isinstance(pick, list) and pick else pick
        if isinstance(pick, int):
            chosen[pick] = p
    if chosen:
        game.note("614.12", f"{', '.join(game.name(o) for o in chosen)} enter the battlefield at the same time", "resolve", *chosen)
        entering.enter_many(game, list(chosen), ctx.controller, rule="608.2", controllers=chosen)


def _searched_name(game: Game, ctx: Context, named: str | None) -> str | None:
    """The name a search asks for: "self" is the source's own name (its last known one if it
    has left, 608.2h), else the name printed."""
    if named != "self":
        return named
    if ctx.source_chars is not None:
        return ctx.source_chars.name
    if ctx.source_id is not None and ctx.source_id in game.state.objects:
        return game.chars(ctx.source_id).name
    return ctx.source_name.split(" #")[0]


def _search_library(game: Game, ctx: Context, spec: dict) -> None:
    """Search your library for cards with a stated quality (701.23a); you may find fewer, even
    none (701.23b); they go to your hand or onto the battlefield, then you shuffle (701.24a).
    ``who``: the player(s) who search their own libraries, choosing in turn order (101.4), the
    cards found entering at the same time; ``optional`` ("may search"): one who declines
    doesn't search, so doesn't shuffle either."""
    f = Filter.parse(spec["filter"])
    n = amount(game, ctx, spec.get("count", 1))
    named = _searched_name(game, ctx, spec.get("named"))
    to = spec.get("to", "hand")
    active = game.state.active
    found_by: dict[int, list[int]] = {}
    for p in sorted(players(game, ctx, spec.get("who", "you")), key=lambda q: (q - active) % len(game.state.players)):
        if spec.get("optional"):
            yes = game.ask_yes(p, f"{ctx.source_name}: search your library for {f}?", "701.23a")
            if not yes:
                game.note("701.23a", f"{game.state.players[p].name} doesn't search their library", "resolve")
                continue
        opts = [Option(o, game.name(o)) for o in game.state.zone("library", p) if sees(game, ctx, f, o, p)
                and (named is None or game.chars(o).name == named)]
        found: list[int] = []
        if opts and n:
            picked = game.decide(Decision(p, f"{ctx.source_name}: search your library for up to {n} {f}", opts, "choose",
                                          0, min(n, len(opts)), "701.23b"))
            found = [v for v in (picked if isinstance(picked, list) else [picked]) if isinstance(v, int)]
        game.note("701.20a" if spec.get("reveal") else "701.23a",
                  f"{game.state.players[p].name} searches their library and finds "
                  + (", ".join(game.name(o) for o in found) or "nothing") + (" (revealed)" if spec.get("reveal") and found else ""),
                  "resolve", *found)
        found_by[p] = found
    if to == "split":
        for p, found in found_by.items():
            _split_found(game, ctx, p, found)
            zones.shuffle(game, p)
        return
    if to == "top":
        for p, found in found_by.items():
            _shuffle_then_on_top(game, p, found)
        return
    if to == "graveyard":  # Entomb: the card found is put into its owner's graveyard
        for p, found in found_by.items():
            for oid in found:
                game.move(oid, "graveyard", rule="701.23a")
            zones.shuffle(game, p)
        return
    if to == "battlefield":
        controllers = {o: p for p, found in found_by.items() for o in found}
        if controllers:
            entering.enter_many(game, list(controllers), ctx.controller, rule="701.23a", controllers=controllers,
                                tapped=bool(spec.get("tapped")))
    else:
        for found in found_by.values():
            for oid in found:
                game.move(oid, "hand", rule="701.23a")
    for p in found_by:
        zones.shuffle(game, p)


def _shuffle_then_on_top(game: Game, p: int, found: list[int]) -> None:
    """Vampiric Tutor: the card found stays in the library while the rest is shuffled, then it
    is put on top (a move within the library: the same object, 701.23a, 701.24a)."""
    lib = game.state.zone("library", p)
    for oid in found:
        lib.remove(oid)
    zones.shuffle(game, p)
    lib.extend(found)
    game.touch(chars=False)
    if found:
        game.note("701.23a", f"{game.state.players[p].name} puts {', '.join(game.name(o) for o in found)} on top of their library",
                  "resolve", *found)


def _split_found(game: Game, ctx: Context, p: int, found: list[int]) -> None:
    """Cultivate's split: of the (up to) two found, one enters tapped, the other goes to the hand."""
    if not found:
        return
    if len(found) == 1:  # one found: it may be either "one" or "the other"
        where = game.decide(Decision(p, f"{ctx.source_name}: put {game.name(found[0])} where?",
                                     [Option("battlefield", "onto the battlefield tapped"),
                                      Option("hand", "into your hand")], "choose", rule="701.23a"))
        to_battlefield = found[0] if where == "battlefield" else None
    else:
        to_battlefield = game.decide(Decision(
            p, f"{ctx.source_name}: which card goes onto the battlefield tapped (the other to your hand)?",
            [Option(o, game.name(o)) for o in found], "choose", rule="701.23a"))
    for oid in found:
        if oid == to_battlefield:
            entering.enter(game, oid, p, rule="701.23a", tapped=True)
        else:
            game.move(oid, "hand", rule="701.23a")


def _enter_attacking(game: Game, ctx: Context, spec: dict) -> None:
    """Put a card from a hand onto the battlefield tapped and attacking (702.49c): it attacks
    what the returned creature attacked; it was never declared as an attacker (508.4)."""
    for oid in objects(game, ctx, "trigger.object"):
        if game.obj(oid).zone != "hand":
            game.note("702.49c", f"{game.name(oid)} is no longer in a hand: it isn't put onto the battlefield", "resolve", oid)
            continue
        new = entering.enter(game, oid, ctx.controller, tapped=True, rule="702.49c")
        if new is not None and new in game.state.battlefield:
            game.obj(new).attacking = ctx.event.get("attacking")
            game.touch()
            game.note("702.49c", f"{game.name(new)} is attacking (it wasn't declared as an attacker, 508.4)", "resolve", new)


def _manifest(game: Game, ctx: Context, spec: dict) -> None:
    """Manifest (701.40a): the top card of your library enters face down as a 2/2 creature."""
    p = ctx.controller
    for _ in range(amount(game, ctx, spec.get("count", 1))):
        lib = game.state.zone("library", p)
        if not lib:
            game.note("701.40a", f"{game.state.players[p].name}'s library is empty: nothing to manifest", "resolve")
            return
        oid = entering.enter(game, lib[-1], p, rule="701.40a", face_down="manifest")
        if oid is not None:
            game.note("701.40a", f"{game.state.players[p].name} manifests the top card of their library (#{oid})", "resolve", oid)


def _reanimate(game: Game, ctx: Context, spec: dict) -> None:
    """Put a card onto the battlefield under your (or its owner's) control (110.2a), with the
    counters the effect names (122.6); it's not cast. A card that has left the zone it was
    put in is a new object the effect doesn't find (603.6, 400.7)."""
    counters = {k: ctx.x if n == "X" else int(n) for k, n in dict(spec.get("counters") or {}).items()}
    for oid in objects(game, ctx, spec.get("what", "target")):
        obj = game.obj(oid)
        if obj.zone not in ("graveyard", "hand", "exile", "library"):
            continue
        if spec.get("transformed") and not faces.is_double_faced(game, obj):
            game.note("712.14a", f"{game.name(oid)} isn't a double-faced card: told to enter transformed, it stays in the {obj.zone}", "resolve", oid)
            continue
        controller = obj.owner if spec.get("under") == "owner" else ctx.controller
        entering.enter(game, oid, controller, rule="110.2a", counters=counters, tapped=bool(spec.get("tapped")),
                       transformed=bool(spec.get("transformed")))


def _return_all(game: Game, ctx: Context, spec: dict) -> None:
    """Return every matching card from your graveyard to the battlefield at the same time."""
    f = Filter.parse(str(spec.get("filter", "permanent")))
    cards = [o for o in game.state.zone("graveyard", ctx.controller)
             if matches(game, f, o, ctx.controller)]
    if cards:
        game.note("614.12", f"{ctx.source_name}: {len(cards)} card(s) enter the battlefield at the same time", "resolve")
        entering.enter_many(game, cards, ctx.controller, rule="608.2")


def _pump(game: Game, ctx: Context, spec: dict) -> None:
    ids = objects(game, ctx, spec.get("on", "target"))
    if not ids:
        return
    p, t = amount(game, ctx, spec.get("power", 0)), amount(game, ctx, spec.get("toughness", 0))
    game.state.effects.append(ContinuousEffect({"modify_pt": (p, t)}, tuple(ids), ctx.source_name, ctx.controller,
                                               game.state.ts(), "end_of_turn", "611.2a"))
    game.note("611.2a", f"{', '.join(game.name(i) for i in ids)} gets {p:+d}/{t:+d} until end of turn", "resolve", *ids)
    game.touch()


def _restrict(game: Game, ctx: Context, spec: dict) -> None:
    """"Target creature can't block this turn": a rule modification of the objects named as it
    resolves (611.2c), ending in the cleanup step (514.2)."""
    ids = objects(game, ctx, spec.get("on", "target"))
    if not ids:
        return
    op = {k: True for k in RESTRICTIONS[spec["rule"]]}
    game.state.effects.append(ContinuousEffect(op, tuple(ids), ctx.source_name, ctx.controller,
                                               game.state.ts(), "end_of_turn", "611.2a"))
    said = "all creatures able to block it do so" if spec["rule"] == "all_must_block" else \
        spec["rule"].replace("cant_", "can't ").replace("_", " ")
    game.note("611.2a", f"{', '.join(game.name(i) for i in ids)}: {said} this turn (514.2)", "resolve", *ids)
    game.touch()


def _skip_untap(game: Game, ctx: Context, spec: dict) -> None:
    """"It doesn't untap during its controller's next untap step" (502.3): a `doesnt_untap` of
    that object until an untap step of its controller has passed (turns.py ends it)."""
    for oid in objects(game, ctx, spec.get("on", "target")):
        game.state.effects.append(ContinuousEffect({"doesnt_untap": True}, (oid,), ctx.source_name, ctx.controller,
                                                   game.state.ts(), "next_untap", "502.3"))
        game.note("502.3", f"{game.name(oid)} doesn't untap during its controller's next untap step", "resolve", oid)
    game.touch()


def _become(game: Game, ctx: Context, spec: dict) -> None:
    ids = objects(game, ctx, spec.get("on", "target"))
    if not ids:
        return
    op = dict(spec["op"])
    if "pt" in spec:
        op["set_pt"] = tuple(amount(game, ctx, a) for a in spec["pt"])
    if spec.get("protection_choice"):
        color = game.decide(Decision(ctx.controller, f"{ctx.source_name}: protection from which color?",
                                     [Option(c, COLOR_NAMES[c]) for c in COLORS], "color", rule="608.2d"))
        op["add_abilities"] = tuple(op.get("add_abilities", ())) + (parse_ability(f"Protection from {COLOR_NAMES[color]}"),)
    game.state.effects.append(ContinuousEffect(op, tuple(ids), ctx.source_name, ctx.controller,
                                               game.state.ts(), spec.get("until", "permanent"), "611.2c"))
    game.note("611.2c", f"{', '.join(game.name(i) for i in ids)} becomes {_describe(spec, op)}", "resolve", *ids)
    game.touch()


def _describe(spec: dict, op: dict) -> str:
    parts = []
    if "set_pt" in op:
        parts.append("{}/{}".format(*op["set_pt"]))
    parts += [" ".join(spec.get("add_types", spec.get("types", ())))]
    if spec.get("subtypes"):
        parts.append(" ".join(spec["subtypes"]))
    out = " ".join(p for p in parts if p)
    return out + (" until end of turn" if spec.get("until") == "end_of_turn" else "")


def _life(gain: bool):
    def handler(game: Game, ctx: Context, spec: dict) -> None:
        n = bounds.bounded(amount(game, ctx, spec.get("amount", 1)) * amount(game, ctx, spec.get("times", 1)))
        for p in players(game, ctx, spec.get("who", "you")):
            (game.gain_life if gain else game.lose_life)(p, n)
            if not gain:
                ctx.life_lost += n
    return handler


def _change_targets(game: Game, ctx: Context, spec: dict) -> None:
    """Choose new targets for a spell or ability (115.7)."""
    for sid in objects(game, ctx, spec.get("what", "target")):
        sobj = game.obj(sid)
        reqs = casting.ability_requirements(game, sobj) if sobj.ability is not None else casting.spell_requirements(game, sobj)
        if not reqs:
            continue
        chars = game.chars(sid)
        new: list[Any] = []
        for req in reqs:
            opts = targeting.target_options(game, req, sobj.controller, sobj.source if sobj.kind == "ability" else sid, chars.colors)
            opts = [o for o in opts if o.value != sid]
            if not opts:
                new = list(sobj.targets)
                break
            ans = game.decide(Decision(ctx.controller, f"choose a new target for {game.name(sid)}", opts,
                                       "targets", 1, 1, "115.7"))
            new.append(ans)
        old = ", ".join(casting.target_name(game, t) for t in sobj.targets)
        before = list(sobj.targets)
        sobj.targets = new
        game.note("115.7", f"{game.name(sid)}'s target changes from {old} to {', '.join(casting.target_name(game, t) for t in new)}", "resolve", sid)
        game.touch()
        for t in new:
            if isinstance(t, int) and t not in before and t in game.state.objects:
                game.fire({"kind": "becomes_target", "object": t, "by": sid})


def _copy_spell(game: Game, ctx: Context, spec: dict) -> None:
    """Put a copy of a spell on the stack (707.10): it copies the spell's copiable values and
    choices (modes, X, targets) and isn't cast; its controller may choose new targets (707.10c)."""
    st = game.state
    for sid in objects(game, ctx, spec.get("what", "target")):
        orig = game.obj(sid)
        if orig.zone != "stack" or orig.kind == "ability":
            continue
        cid = game.new_id()
        you = ctx.controller
        copy = Obj(id=cid, owner=you, controller=you, zone="stack", card=orig.card, kind="spell_copy",
                   token_chars=orig.token_chars, copies=list(orig.copies), x=orig.x,
                   targets=list(orig.targets), timestamp=st.ts(), entered_turn=st.turn,
                   chosen={k: v for k, v in orig.chosen.items() if k not in ("flashback", "jump_start", "aftermath", "colors_spent", "escaped")})
        st.objects[cid] = copy
        st.stack.append(cid)
        game.touch()
        game.note("707.10", f"{st.players[you].name} puts a copy of {game.name(sid)} on the stack as #{cid} (it isn't cast)", "resolve", cid)
        if spec.get("new_targets") and copy.targets:
            _new_copy_targets(game, copy)
        # "whenever you cast or copy a spell" (707.10): the copy is on the stack, its targets chosen
        game.fire({"kind": "copies", "object": cid, "player": you, "targets": list(copy.targets)})


def _new_copy_targets(game: Game, copy: Obj) -> None:
    """The copy's controller may choose new targets for it, keeping any (707.10c)."""
    st, cid, you = game.state, copy.id, copy.controller
    reqs = casting.spell_requirements(game, copy)
    colors = game.chars(cid).colors
    new: list[Any] = []
    pos = 0
    for req in reqs:
        for old in copy.targets[pos:pos + req.count]:
            opts = [Option(old, f"{casting.target_name(game, old)} (keep)")]
            opts += [o for o in targeting.target_options(game, req, you, cid, colors, exclude=[old, *new])]
            ans = game.decide(Decision(you, f"choose a new target for {game.name(cid)}, or keep it", opts,
                                       "targets", 1, 1, "707.10c"))
            new.append(ans[0] if isinstance(ans, list) else ans)
        pos += req.count
    new += copy.targets[pos:]
    if new != copy.targets:
        old_txt = ", ".join(casting.target_name(game, t) for t in copy.targets)
        before = list(copy.targets)
        copy.targets = new
        game.touch()
        game.note("115.7", f"{game.name(cid)}'s target changes from {old_txt} to {', '.join(casting.target_name(game, t) for t in new)}", "resolve", cid)
        for t in new:
            if isinstance(t, int) and t not in before and t in st.objects:
                game.fire({"kind": "becomes_target", "object": t, "by": cid})


def _attach(game: Game, ctx: Context, spec: dict) -> None:
    """701.3a: attach an Equipment (or other attachment) to an object. 701.3b: to an object it
    can't be attached to (an Equipment to a noncreature, 301.5c; itself; one not on the
    battlefield) it doesn't move, nor if it's already attached to it."""
    what = objects(game, ctx, spec.get("what", "self"))
    to = [t for t in objects(game, ctx, spec.get("to", "target")) if game.obj(t).zone == "battlefield"]
    for oid in what:
        if not to:
            continue
        host = to[0]
        if host == oid or ("Equipment" in game.chars(oid).subtypes and "Creature" not in game.chars(host).card_types):
            game.note("701.3b", f"{game.name(oid)} can't be attached to {game.name(host)}: it doesn't move", "resolve", oid)
            continue
        if game.obj(oid).attached_to == host:
            game.note("701.3b", f"{game.name(oid)} is already attached to {game.name(host)}", "resolve", oid)
            continue
        game.obj(oid).attached_to = host
        game.obj(oid).timestamp = game.state.ts()  # 613.7e: a new timestamp as it becomes attached
        game.note("701.3a", f"{game.name(oid)} becomes attached to {game.name(host)}", "resolve", oid)
    game.touch()


def _gain_control(game: Game, ctx: Context, spec: dict) -> None:
    control.gain_control(game, objects(game, ctx, spec.get("what", "target")), ctx.controller, ctx.source_name,
                         spec.get("until", "permanent"))


def _exchange_control(game: Game, ctx: Context, spec: dict) -> None:
    control.exchange_control(game, objects(game, ctx, spec.get("what", "target")),
                             objects(game, ctx, spec.get("with", "target2")), ctx.source_name)


def _madness(game: Game, ctx: Context, spec: dict) -> None:
    """702.35a: its owner may cast the card discarded into exile for its madness cost (timing
    ignored, 608.2g), or it's put into their graveyard."""
    for oid in objects(game, ctx, "trigger.object"):
        if game.obj(oid).zone != "exile":
            continue
        cost = parse_cost(spec["cost"])
        yes = game.decide(Decision(ctx.controller, f"madness: cast {game.name(oid)} for {format_cost(cost)}?",
                                   [Option("yes", f"cast it for {format_cost(cost)}"), Option("no", "put it into your graveyard")],
                                   "yesno", rule="702.35a"))
        if yes == "yes":
            casting.cast_spell(game, oid, None, None, free_by=ctx.controller, instead=cost)
        else:
            game.move(oid, "graveyard", rule="702.35a")


def _cumulative_upkeep(game: Game, ctx: Context, spec: dict) -> None:
    """702.24a: an age counter on this permanent (if it's still on the battlefield, 603.4), then
    its controller may pay the cost once for each age counter on it (mana, or life); if they
    don't, they sacrifice it."""
    oid = ctx.source_id
    if oid is None or oid not in game.state.battlefield:
        return
    replacements.put_counters(game, oid, "age", 1)
    n = game.obj(oid).counters.get("age", 0)
    who = game.controller(oid)
    name = game.state.players[who].name
    if "life" in spec:
        life = amount(game, ctx, spec["life"]) * n
        can = game.state.players[who].life >= life  # 119.4
        opts = ([Option("yes", f"pay {life} life")] if can else []) + [Option("no", f"sacrifice {game.name(oid)}")]
        if game.decide(Decision(who, f"{ctx.source_name}: cumulative upkeep, {n} age counter(s): pay {life} life?",
                                opts, "choose", rule="702.24a")) == "yes":
            game.lose_life(who, life, rule="119.4")
            game.note("702.24a", f"{name} pays {life} life for {n} age counter(s)", "resolve", oid)
            return
    else:
        one = parse_cost(spec["cost"])
        total: tuple[str, ...] = ()
        for _ in range(n):
            total = casting.with_additional(total, one)
        if _pays(game, ctx, {"cost": format_cost(total)}, who, "702.24a"):
            return
    game.note("702.24a", f"{name} doesn't pay the cumulative upkeep: {game.name(oid)} is sacrificed", "resolve", oid)
    zones.sacrifice(game, oid)


def _unearth(game: Game, ctx: Context, spec: dict) -> None:
    """702.84a: the card returns from its owner's graveyard to the battlefield under the
    ability's controller's control (if it's still there: 400.7), gains haste, is exiled at the
    beginning of the next end step, and is exiled instead if it would leave the battlefield
    (``chosen["unearthed"]``, read as it moves)."""
    oid = ctx.source_id
    if oid is None or oid not in game.state.objects or game.obj(oid).zone != "graveyard":
        game.note("702.84a", f"{ctx.source_name} is no longer in the graveyard: unearth does nothing", "resolve")
        return
    new = entering.enter(game, oid, ctx.controller, rule="702.84a")
    if new is None or new not in game.state.battlefield:
        return
    game.obj(new).chosen["unearthed"] = True
    st = game.state
    st.effects.append(ContinuousEffect({"add_abilities": (parse_ability("Haste"),)}, (new,), ctx.source_name,
                                       ctx.controller, st.ts(), "permanent", "702.84a"))
    game.touch()
    register_delayed(game, ctx, {"at": "end_step", "text": "At the beginning of the next end step, exile the unearthed "
                                 "permanent (702.84a).", "effects": ({"exile": {"what": "trigger.object"}},)}, new)


def _suspend_tick(game: Game, ctx: Context, spec: dict) -> None:
    """702.62a: "if this card is suspended, remove a time counter from it" (the intervening "if"
    checked again as it resolves, 603.4); the last one removed triggers its cast ability
    (``Game.add_counters``)."""
    from sandbox.core.suspend import suspended
    oid = ctx.source_id
    if oid is None or not suspended(game, oid):
        game.note("603.4", f"{ctx.source_name} isn't suspended any more: its suspend ability does nothing", "resolve")
        return
    game.add_counters(oid, "time", -1)
    game.note("702.62a", f"a time counter is removed from {game.name(oid)} in exile "
              f"({game.obj(oid).counters.get('time', 0)} left)", "resolve", oid)


def _suspend_cast(game: Game, ctx: Context, spec: dict) -> None:
    """702.62a: "if it's exiled, you may cast it without paying its mana cost if able. If you
    don't, it remains exiled. If you cast a creature spell this way, it gains haste until you
    lose control of the spell or the permanent it becomes." Timing is ignored (608.2g); a card
    with no legal targets, or an additional cost it can't pay, can't be cast and stays exiled."""
    from sandbox.core.legal import could_cast_now
    oid = ctx.source_id
    st = game.state
    if oid is None or oid not in st.objects or game.obj(oid).zone != "exile":
        game.note("702.62a", f"{ctx.source_name} is no longer exiled: its suspend ability does nothing", "resolve")
        return
    name = game.name(oid)
    if not could_cast_now(game, oid, ctx.controller):
        game.note("702.62a", f"{name} can't be cast (no legal targets, or a cost that can't be paid): it remains "
                  "exiled", "resolve", oid)
        return
    if not game.ask_yes(ctx.controller, f"suspend: cast {name} without paying its mana cost?", "702.62a"):
        game.note("702.62a", f"{st.players[ctx.controller].name} doesn't cast {name}: it remains exiled", "resolve", oid)
        return
    creature = "Creature" in game.chars(oid).card_types
    card = game.obj(oid).card
    casting.cast_spell(game, oid, None, None, free_by=ctx.controller)
    spell = next((s for s in reversed(st.stack) if st.objects[s].kind == "card" and st.objects[s].card == card), None)
    if creature and spell is not None:
        st.objects[spell].chosen["suspend_haste"] = ctx.controller  # 702.62a: read as it enters (entering.py)
        game.note("702.62a", f"{name} was cast with suspend: it gains haste until "
                  f"{st.players[ctx.controller].name} loses control of it", "cast", spell)


def _fading(game: Game, ctx: Context, spec: dict) -> None:
    """702.32a: remove a fade counter from this permanent; if you can't, sacrifice the permanent."""
    oid = ctx.source_id
    if oid is None or oid not in game.state.battlefield:
        return
    if game.obj(oid).counters.get("fade", 0) > 0:
        game.add_counters(oid, "fade", -1)
        game.note("702.32a", f"a fade counter is removed from {game.name(oid)} ({game.obj(oid).counters.get('fade', 0)} "
                  "left)", "resolve", oid)
        return
    game.note("702.32a", f"{game.name(oid)} has no fade counter to remove: it is sacrificed", "resolve", oid)
    zones.sacrifice(game, oid)


def _rampage(game: Game, ctx: Context, spec: dict) -> None:
    """702.23a: "it gets +N/+N until end of turn for each creature blocking it beyond the first";
    the bonus is counted once, as the ability resolves (702.23b)."""
    oid = ctx.source_id
    st = game.state
    if oid is None or oid not in st.battlefield:
        return
    blockers = [o for o in st.battlefield if "Creature" in game.chars(o).card_types
                and (game.obj(o).blocking == oid or oid in game.obj(o).also_blocking)]
    beyond = max(0, len(blockers) - 1)
    n = amount(game, ctx, spec.get("count", 1)) * beyond
    game.note("702.23b", f"{game.name(oid)} is blocked by {len(blockers)} creature(s): {beyond} beyond the first", "resolve", oid)
    if n:
        _pump(game, ctx, {"on": "self", "power": n, "toughness": n})


def _monstrosity(game: Game, ctx: Context, spec: dict) -> None:
    """701.37a: "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes
    monstrous." Becoming monstrous is an event ("When ~ becomes monstrous", 701.37b) whose X is
    this N (701.37c)."""
    oid = ctx.source_id
    if oid is None or oid not in game.state.battlefield:
        return
    if game.obj(oid).chosen.get("monstrous"):
        game.note("701.37a", f"{game.name(oid)} is already monstrous: monstrosity does nothing", "resolve", oid)
        return
    n = amount(game, ctx, spec.get("count", 1))
    put = replacements.put_counters(game, oid, "+1/+1", n)
    game.obj(oid).chosen["monstrous"] = True  # 701.37b: until it leaves the battlefield
    game.note("701.37a", f"{game.name(oid)} gets {put} +1/+1 counter(s) and becomes monstrous", "resolve", oid)
    game.touch()
    game.fire({"kind": "becomes_monstrous", "object": oid, "x": n})


def _renown(game: Game, ctx: Context, spec: dict) -> None:
    """702.112a: "put N +1/+1 counters on it and it becomes renowned", if it isn't renowned (the
    intervening "if", checked again as it resolves, 603.4)."""
    oid = ctx.source_id
    if oid is None or oid not in game.state.battlefield or game.obj(oid).chosen.get("renowned"):
        return
    n = replacements.put_counters(game, oid, "+1/+1", amount(game, ctx, spec["count"]))
    game.obj(oid).chosen["renowned"] = True  # 702.112b: a designation, until it leaves the battlefield
    game.note("702.112a", f"{game.name(oid)} gets {n} +1/+1 counter(s) and becomes renowned", "resolve", oid)
    game.touch()


GERM = Characteristics(name="Phyrexian Germ", colors=frozenset({"B"}), card_types=("Creature",),
                       subtypes=("Phyrexian", "Germ"), power=0, toughness=0)
"""The token living weapon creates (702.92a)."""


AFTERLIFE_SPIRIT = Characteristics(name="Spirit Token", colors=frozenset({"W", "B"}), card_types=("Creature",),
                                   subtypes=("Spirit",), power=1, toughness=1,
                                   abilities=(Keyword(text="Flying", name="flying"),))
"""The token afterlife creates (702.135a): a 1/1 white and black Spirit creature with flying,
named for its subtype (111.4); not the library's white Spirit Token."""


def _afterlife(game: Game, ctx: Context, spec: dict) -> None:
    """702.135a: "create N 1/1 white and black Spirit creature tokens with flying" (under the
    ability's controller's control; token doublers apply, 614.1a)."""
    for _ in range(replacements.token_count(game, ctx.controller, int(spec["count"]))):
        oid = game.create_token(AFTERLIFE_SPIRIT, ctx.controller, rule="702.135a")
        if oid:
            game.note("702.135a", f"{ctx.source_name}'s afterlife creates a 1/1 white and black Spirit token with flying "
                      f"(#{oid})", "token", oid)


def _soulbond_pair(game: Game, ctx: Context, spec: dict) -> None:
    """702.95a: soulbond's triggered abilities pair this creature with the one that entered, or
    with another unpaired creature its controller chooses when it entered itself (603.4: checked
    again as it resolves)."""
    if ctx.source_id is not None and ctx.event.get("object") is not None:
        soulbond.pair(game, ctx.source_id, int(ctx.event["object"]), ctx.controller)


def _living_weapon(game: Game, ctx: Context, spec: dict) -> None:
    """702.92a: "create a 0/0 black Phyrexian Germ creature token, then attach this to it." (if
    this Equipment has left the battlefield, the Germ is created and nothing is attached, 701.3b;
    if a replacement made several Germs, it's attached to the first)."""
    germs = []
    for _ in range(replacements.token_count(game, ctx.controller, 1)):
        oid = game.create_token(GERM, ctx.controller, rule="702.92a")
        if oid:
            game.note("702.92a", f"{ctx.source_name} creates a Phyrexian Germ token (#{oid})", "token", oid)
            germs.append(oid)
    if germs:
        _attach(game, replace(ctx, moved=germs[:1]), {"what": "self", "to": "moved"})


def _emblem(game: Game, ctx: Context, spec: dict) -> None:
    """114.1-2: the effect's controller gets an emblem with these abilities: an object in the
    command zone, owned and controlled by that player, with no other characteristics; it never
    leaves (114.3), and its static and triggered abilities work from there (114.4)."""
    st = game.state
    who = ctx.controller
    chars = Characteristics(name=f"Emblem ({ctx.source_name})", abilities=tuple(spec["abilities"]))
    oid = game.new_id()
    st.objects[oid] = Obj(id=oid, owner=who, controller=who, zone="command", kind="emblem", token_chars=chars,
                          timestamp=st.ts())
    st.zone("command").append(oid)
    game.touch()
    texts = "; ".join(f'"{a.text}"' for a in chars.abilities)
    game.note("114.1", f"{st.players[who].name} gets an emblem with {texts} (in the command zone, 114.4)", "resolve", oid)


def _cascade(game: Game, ctx: Context, spec: dict) -> None:
    cascade_resolve(game, ctx.controller, ctx.event.get("mana_value", 0), ctx.source_name,
                    lambda card, p: casting.cast_spell(game, card, None, None, free_by=p))


def _explore(game: Game, ctx: Context, spec: dict) -> None:
    """701.44a: the exploring permanent's controller reveals the top card of their library; a land
    card goes to their hand, otherwise the permanent gets a +1/+1 counter and they may put the
    card into their graveyard. A permanent that left explores as it last existed (701.44c): no
    counter, and the reveal is still done by the player who controlled it."""
    what = spec.get("what", "self")
    there = objects(game, ctx, what)
    oid = there[0] if there else None
    if oid is None and what.startswith("target"):
        return  # an illegal target: this part of the effect does nothing (608.2b)
    p = game.controller(oid) if oid is not None else ctx.controller
    who = game.state.players[p].name
    explorer = game.name(oid) if oid is not None else ctx.source_name
    lib = game.state.zone("library", p)
    if not lib:
        game.note("701.44b", f"{explorer} explores: {who}'s library is empty, nothing is revealed", "resolve")
        top = None
    else:
        top = lib[-1]
        game.note("701.44a", f"{explorer} explores: {who} reveals {game.name(top)}", "resolve", top)
    if top is not None and "Land" in game.chars(top).card_types:
        game.move(top, "hand", rule="701.44a")
    else:
        if oid is not None:
            replacements.put_counters(game, oid, "+1/+1", 1)
        if top is not None:
            yes = game.ask_yes(p, f"{explorer} explores: put {game.name(top)} into your graveyard?", "701.44a")
            if yes:
                game.move(top, "graveyard", rule="701.44a")
    game.fire({"kind": "explores", "object": oid if oid is not None else ctx.source_id, "player": p})


def _day_night(game: Game, ctx: Context, spec: dict) -> None:
    """"It becomes night." / "It becomes day." / "If it's night, it becomes day. Otherwise, it
    becomes night." (726): ``switch`` makes day of night and night of day or of neither."""
    to = spec["to"]
    if to == "switch":
        to = daynight.DAY if game.state.day_night == daynight.NIGHT else daynight.NIGHT
    if game.state.day_night == to:
        game.note("726", f"{ctx.source_name}: it's already {to}", "resolve")
        return
    daynight.becomes(game, to, "726", f"{ctx.source_name}")


def _proliferate(game: Game, ctx: Context, spec: dict) -> None:
    counters.proliferate(game, ctx.controller, ctx.source_name)


def _move_counters(game: Game, ctx: Context, spec: dict) -> None:
    counters.move_counters(game, objects(game, ctx, spec.get("from", "target")), objects(game, ctx, spec.get("to", "target2")),
                           spec["kind"], amount(game, ctx, spec.get("count", 1)), ctx.controller)
def _pays(game: Game, ctx: Context, spec: dict, payer: int, rule: str) -> bool:
    """The paying player decides whether to pay the cost now (608.2d, 118.12), paying from the pool
    and with mana abilities as a spell's cost is paid (601.2g-h); offered only if it can be paid.
    After the mana: energy (107.14) from the payer's energy counters, then life (119.4: only
    with that much life)."""
    energy = amount(game, ctx, spec["energy"]) if "energy" in spec else 0
    life = amount(game, ctx, spec["life"]) if "life" in spec else 0
    cost = parse_cost(spec["cost"]) if "cost" in spec else ()
    pl = game.state.players[payer]
    parts = ([format_cost(cost)] if cost else []) + (["{E}" * energy] if energy else []) + ([f"{life} life"] if life else [])
    what = " and ".join(parts) or "nothing"
    can = (not cost or solver.plan_payment(game, payer, cost).ok) and pl.energy >= energy and pl.life >= life
    opts = ([Option("yes", f"pay {what}")] if can else []) + [Option("no", "don't pay")]
    have = f" (you have {pl.energy} energy)" if energy else ""
    ans = game.decide(Decision(payer, f"{ctx.source_name}: pay {what}?{have}", opts, "choose", rule=rule))
    if ans != "yes":
        game.note(rule, f"{pl.name} doesn't pay {what}" + ("" if can else " (they can't)"), "resolve")
        return False
    if cost:
        paying.pay_mana(game, payer, cost, f"{ctx.source_name}: {what}")
    if energy:
        casting.pay_energy(game, payer, energy)
    if life:
        game.lose_life(payer, life, rule="119.4")
    game.note(rule, f"{pl.name} pays {what}", "resolve")
    return True


def _vanishing(game: Game, ctx: Context, spec: dict) -> None:
    """702.63a: "if there is a time counter on this permanent, remove a time counter from it" (the
    intervening "if" checked again as it resolves, 603.4); the last one removed triggers the
    sacrifice (``Game.add_counters``)."""
    oid = ctx.source_id
    if oid is None or oid not in game.state.battlefield or not game.obj(oid).counters.get("time"):
        game.note("603.4", f"{ctx.source_name} has no time counter: vanishing does nothing", "resolve")
        return
    game.add_counters(oid, "time", -1)
    game.note("702.63a", f"a time counter is removed from {game.name(oid)} ({game.obj(oid).counters.get('time', 0)} "
              "left)", "resolve", oid)


def _ward(game: Game, ctx: Context, spec: dict) -> None:
    """Ward's triggered ability resolves (702.21a): the spell or ability that targeted the
    permanent (the event's ``by``) is countered unless its controller pays the ward cost, mana
    and/or life. Gone from the stack: nothing happens."""
    by = ctx.event.get("by")
    st = game.state
    if not isinstance(by, int) or by not in st.stack:
        game.note("702.21a", f"{ctx.source_name}'s ward: what targeted it is no longer on the stack", "resolve")
        return
    if _pays(game, ctx, spec, st.objects[by].controller, "702.21a"):
        game.note("702.21a", f"the ward cost is paid: {game.name(by)} isn't countered", "resolve", by)
        return
    _counter(game, ctx, {"what": "trigger.by"})  # 701.6a


def _cant_gain_life(game: Game, ctx: Context, spec: dict) -> None:
    """"Players / Your opponents can't gain life this turn" (119.7)."""
    st = game.state
    for p in players(game, ctx, spec["who"]):
        st.players[p].cant_gain_life_turn = st.turn
        game.note("119.7", f"{st.players[p].name} can't gain life this turn", "resolve")
    game.touch(chars=False)


def _additional_lands(game: Game, ctx: Context, spec: dict) -> None:
    """"You may play an additional land this turn" (305.2): more land plays for the rest of this turn."""
    n = amount(game, ctx, spec["count"])
    pl = game.state.players[ctx.controller]
    pl.extra_lands += max(0, n)
    game.note("305.2", f"{pl.name} may play {n} additional land{'s' if n != 1 else ''} this turn", "resolve")
    game.touch()


def _become_monarch(game: Game, ctx: Context, spec: dict) -> None:
    """"You become the monarch" (724.1, 724.3)."""
    for p in players(game, ctx, spec.get("who", "you")):
        monarch.become(game, p)


def _get_energy(game: Game, ctx: Context, spec: dict) -> None:
    """"You get {E}{E}" (107.14): the controller gets that many energy counters (122.1)."""
    n = bounds.bounded(amount(game, ctx, spec.get("count", 1)))
    if n <= 0:
        return
    got = replacements.give_player_counters(game, ctx.controller, "energy", n)
    pl = game.state.players[ctx.controller]
    game.note("107.14", f"{pl.name} gets {'{E}' * got} ({pl.energy} energy)", "resolve")


def _may_pay(game: Game, ctx: Context, spec: dict) -> None:
    """"You may pay {N}. If you do, ..." (608.2d)."""
    if _pays(game, ctx, spec, ctx.controller, "608.2d"):
        run_effects(game, ctx, spec["effects"])


def _prevent(game: Game, ctx: Context, spec: dict) -> None:
    """A prevention shield until end of turn (615.1a) on the damage that would be dealt to what
    ``to`` names and by what ``by`` names (anything where absent): the targets, this permanent,
    players ("you", as it resolves); "each <filter>" / "each player" are read as the damage
    would be dealt (611.2c: a prevention effect isn't locked in to the objects there now). With
    ``choose_source`` the controller chooses the source as it resolves (609.7a): a permanent or
    a spell on the stack matching the filter (and what ``by`` names, if said). With
    ``next_time`` it prevents all of the next such damage (at most ``amount``), then ends."""
    left = amount(game, ctx, spec["amount"]) if "amount" in spec else None
    kw: dict[str, Any] = {"amount": left, "combat": bool(spec.get("combat")), "next_time": bool(spec.get("next_time")),
                          "controller": ctx.controller, "source_id": ctx.source_id, "gain_life": bool(spec.get("gain_life"))}
    by: list[Any] = [None]
    if "by" in spec:
        ref = spec["by"]
        if ref.startswith("each ") and ref != EACH_TARGET:
            kw["by_filter"] = ref[5:]
        else:
            by = [t for t in _shielded(game, ctx, ref) if isinstance(t, int)]
            if not by:
                game.note("615.1a", f"{ctx.source_name}: the source it names is gone: nothing is prevented", "resolve")
                return
    if "choose_source" in spec:
        chosen = _choose_source(game, ctx, spec["choose_source"])
        if chosen is None or by != [None] and chosen not in by:
            return
        by = [chosen]
    to: list[Any] = [None]
    if "to" in spec:
        ref = spec["to"]
        if ref == "each player":
            kw["to_filter"] = "player"
        elif ref.startswith("each ") and ref != EACH_TARGET and ref != "each opponent":
            kw["to_filter"] = ref[5:]
        else:
            to = _shielded(game, ctx, ref)
    for t in to:
        for b in by:
            prevention.add_shield(game, ctx.source_name, to=t, by=b, **kw)


def _shielded(game: Game, ctx: Context, ref: str) -> list[Any]:
    """The objects and players ("p<N>") a shield names: the chosen targets (objects or players),
    players, objects; "enchanted creature" after the Aura was sacrificed to pay the cost is the
    creature it was attached to as it last existed (608.2h)."""
    if ref.startswith("target"):
        return [t for t in [chosen_target(ctx, ref)] if t is not None]
    if ref == EACH_TARGET:
        return [t for t in ctx.targets if isinstance(t, str) or isinstance(t, int) and t in game.state.objects]
    if ref in ("you", "each opponent", "each player", "controller", "trigger.player"):
        return [f"p{p}" for p in players(game, ctx, ref)]
    if ref in ("enchanted", "equipped") and ctx.source_id not in game.state.objects and ctx.source_id in game.state.lki:
        host = game.state.lki[ctx.source_id].attached_to
        return [host] if host in game.state.objects else []
    return list(objects(game, ctx, ref))


def _no_prevention(game: Game, ctx: Context, spec: dict) -> None:
    prevention.no_prevention(game, ctx.source_name)


def _choose_source(game: Game, ctx: Context, what: str) -> int | None:
    """"A <quality> source of your choice" (609.7a): chosen as the effect is created, from the
    permanents and the spells on the stack that match ``what`` (an object filter); None if there
    is none."""
    f = Filter.parse(what)
    st = game.state
    pool = list(st.battlefield) + [o for o in st.stack if game.obj(o).kind != "ability"]
    opts = [Option(o, game.name(o)) for o in pool if sees(game, ctx, f, o)]
    if not opts:
        game.note("609.7a", f"{ctx.source_name}: there is no {what} to choose as the source", "resolve")
        return None
    pick = game.decide(Decision(ctx.controller, f"{ctx.source_name}: choose a source ({what})", opts, "choose",
                                rule="609.7a"))
    return pick if isinstance(pick, int) else None


def _regenerate(game: Game, ctx: Context, spec: dict) -> None:
    for oid in objects(game, ctx, spec.get("what", "target")):
        regeneration.add_shield(game, oid)


def _may_do(game: Game, ctx: Context, spec: dict) -> None:
    """"You may <action>. If you do, ..." (608.2d): the rest happens only if the action was done,
    that is, it changed the game (no card to discard, nothing to sacrifice: not done).
    ``otherwise`` ("If you don't, ..."): what happens when it wasn't done, declined or not
    possible (fabricate, 702.123a: no counters on a permanent that left, so Servos)."""
    p = ctx.controller
    yes = game.ask_yes(p, f"{ctx.source_name}: do it? ({_effects_text(spec['effects'])})", "608.2d")
    if not yes:
        run_effects(game, ctx, spec.get("otherwise", ()))
        return
    before = _fingerprint(game)
    run_effects(game, ctx, spec["effects"])
    if _fingerprint(game) == before:
        game.note("608.2d", f"{ctx.source_name}: it couldn't be done, so what depends on it doesn't happen", "resolve")
        run_effects(game, ctx, spec.get("otherwise", ()))
        return
    run_effects(game, ctx, spec.get("then", ()))
    if "reflexive" in spec:
        _reflexive_trigger(game, ctx, spec["reflexive"])


def _reflexive_trigger(game: Game, ctx: Context, spec: dict) -> None:
    """"When you do, ..." (603.12): a reflexive triggered ability triggers now; like any trigger
    it goes on the stack the next time a player would receive priority, its target chosen then."""
    targets = (Target(Filter.parse(spec["target"])),) if "target" in spec else ()
    ab = Triggered(text=spec.get("text") or "When you do, ...", on="reflexive", effects=tuple(spec["effects"]), targets=targets)
    chars = ctx.source_chars or Characteristics(name=ctx.source_name)
    source = ctx.source_id if ctx.source_id is not None else -1
    game.state.pending_triggers.append(PendingTrigger(source, ab, ctx.controller, chars, {}))
    game.note("603.12", f"{ctx.source_name}'s reflexive triggered ability triggers: \"{ab.text}\"", "trigger")
    game.touch()


def _effects_text(effects: tuple) -> str:
    return ", ".join(next(iter(e)).replace("_", " ") for e in effects)


def _fingerprint(game: Game) -> tuple:
    """What an action can change: the zones' contents, life totals, taps and counters."""
    st = game.state
    return (tuple((k, tuple(v)) for k, v in sorted(st.zones.items())), tuple(p.life for p in st.players),
            tuple((o, st.objects[o].tapped, tuple(sorted(st.objects[o].counters.items()))) for o in st.battlefield))


def _unless_pays(game: Game, ctx: Context, spec: dict) -> None:
    """"... unless <player> pays {N}" (118.12): the effects happen if that player doesn't pay."""
    payers = players(game, ctx, spec.get("who", "target"))
    if not payers or not _pays(game, ctx, spec, payers[0], "118.12"):
        run_effects(game, ctx, spec["effects"])


def _if_kicked(game: Game, ctx: Context, spec: dict) -> None:
    """"If this spell was kicked, ... instead" (702.33d): one set of effects or the other."""
    if ctx.kicked:
        game.note("702.33d", f"{ctx.source_name} was kicked", "resolve")
    run_effects(game, ctx, spec["then"] if ctx.kicked else spec.get("otherwise", ()))


def _if_instead(game: Game, ctx: Context, spec: dict) -> None:
    """"<effect>. If <condition>, <effect> instead." (608.2c): the later text replaces the earlier
    effect when its condition holds as the spell or ability resolves."""
    condition = spec["if"]  # read as the card loaded (Value.CONDITION)
    holds = condition_holds(game, condition, ctx.controller, ctx.source_id, ctx.event)
    game.note("608.2c", f"{ctx.source_name}: \"{condition.text}\" is {'true' if holds else 'false'}"
              + (": the effect after \"instead\" happens" if holds else ": the first effect happens"), "resolve")
    run_effects(game, ctx, spec["then"] if holds else spec.get("otherwise", ()))


_HANDLERS: dict[Effect, Any] = {
    Effect.ADD_MANA: _add_mana,
    Effect.MAY_DO: _may_do,
    Effect.REGENERATE: _regenerate,
    Effect.EXILE_IF_DIES: _exile_if_dies,
    Effect.PREVENT: _prevent,
    Effect.NO_PREVENTION: _no_prevention,
    Effect.DRAW: _draw,
    Effect.DISCARD: _discard,
    Effect.SCRY: _scry,
    Effect.SURVEIL: _surveil,
    Effect.MILL: _mill,
    Effect.SHUFFLE_INTO_LIBRARY: _shuffle_into_library,
    Effect.EXILE_GRAVEYARD: _exile_graveyard,
    Effect.DIG: _dig,
    Effect.DAMAGE: _damage,
    Effect.FIGHT: _fight,
    Effect.COUNTER: _counter,
    Effect.DESTROY: _zone_effect("graveyard", "701.8a"),
    Effect.EXILE: _zone_effect("exile", "701.13a"),
    Effect.BOUNCE: _zone_effect("hand", "400.7"),
    Effect.SACRIFICE: _sacrifice,
    Effect.DELAYED: _delayed,
    Effect.BECOME_COPY: _become_copy,
    Effect.REANIMATE: _reanimate,
    Effect.LOOK_AT_TOP: _look_at_top,
    Effect.RETURN_ALL: _return_all,
    Effect.TAP: _tap(True),
    Effect.SKIP_UNTAP: _skip_untap,
    Effect.UNTAP: _tap(False),
    Effect.PUT_COUNTERS: _put_counters,
    Effect.CREATE_TOKEN: _create_token,
    Effect.TOKEN_COPY: _token_copy,
    Effect.PUMP: _pump,
    Effect.BECOME: _become,
    Effect.RESTRICT: _restrict,
    Effect.DISCARD_CHOSEN: _discard_chosen,
    Effect.ARRANGE_TOP: _arrange_top,
    Effect.HAND_TO_TOP: _hand_to_top,
    Effect.REVEAL_TOP: _reveal_top,
    Effect.TO_LIBRARY: _to_library,
    Effect.REVEAL_TAKE_ALL: _reveal_take_all,
    Effect.LOOK_MILL_ANY: _look_mill_any,
    Effect.GAIN_LIFE: _life(True),
    Effect.LOSE_LIFE: _life(False),
    Effect.CHANGE_TARGETS: _change_targets,
    Effect.COPY_SPELL: _copy_spell,
    Effect.ATTACH: _attach,
    Effect.GAIN_CONTROL: _gain_control,
    Effect.EXCHANGE_CONTROL: _exchange_control,
    Effect.PROLIFERATE: _proliferate,
    Effect.GET_ENERGY: _get_energy,
    Effect.BECOME_MONARCH: _become_monarch,
    Effect.ADDITIONAL_LANDS: _additional_lands,
    Effect.CANT_GAIN_LIFE: _cant_gain_life,
    Effect.WARD: _ward,
    Effect.VANISHING: _vanishing,
    Effect.MONSTROSITY: _monstrosity,
    Effect.RAMPAGE: _rampage,
    Effect.EXPLORE: _explore,
    Effect.CASCADE: _cascade,
    Effect.EMBLEM: _emblem,
    Effect.CLASS_LEVEL: _class_level,
    Effect.FLIP: _flip,
    Effect.MADNESS: _madness,
    Effect.MOVE_COUNTERS: _move_counters,
    Effect.IF_KICKED: _if_kicked,
    Effect.IF_INSTEAD: _if_instead,
    Effect.MAY_PAY: _may_pay,
    Effect.UNLESS_PAYS: _unless_pays,
    Effect.CUMULATIVE_UPKEEP: _cumulative_upkeep,
    Effect.UNEARTH: _unearth,
    Effect.SUSPEND_TICK: _suspend_tick,
    Effect.SUSPEND_CAST: _suspend_cast,
    Effect.FADING: _fading,
    Effect.RENOWN: _renown,
    Effect.LIVING_WEAPON: _living_weapon,
    Effect.SOULBOND_PAIR: _soulbond_pair,
    Effect.AFTERLIFE: _afterlife,
    Effect.TRANSFORM: _transform,
    Effect.DAY_NIGHT: _day_night,
    Effect.MANIFEST: _manifest,
    Effect.PUT_FROM_HAND: _put_from_hand,
    Effect.SEARCH_LIBRARY: _search_library,
    Effect.ENTER_ATTACKING: _enter_attacking,
    Effect.CAST_WITHOUT_PAYING: _cast_without_paying,
}
