"""Casting spells (601), activating abilities (602, 605.3, 606), and resolving (608)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from sandbox.cards.filters import Filter
from sandbox.cards.model import (
    ACTIVATION_TIMINGS,
    Activated,
    Amount,
    CardDef,
    Characteristics,
    Cost,
    Keyword,
    ManaAbility,
    Static,
    Target,
    Triggered,
)
from sandbox.cards.vocabulary.keywords import escape_parts
from sandbox.core import amounts, division, effects, faces, foretell, from_hand, replacements, targeting, zones
from sandbox.core.actions import Decision, Option
from sandbox.core.ascend import ASCEND, bless
from sandbox.core.conditions import condition_holds
from sandbox.core.keyword_abilities import discard, forbid_under_split_second, spell_cast_triggers
from sandbox.core.keyword_payment import pay_with_keywords
from sandbox.core.layers import BESTOWED, FACE_DOWN, chars_match, matches, printed_face, split_halves
from sandbox.core.mana import paying, production
from sandbox.core.restrictions import restricted
from sandbox.core.state import PHASE_OF, STEPS, Obj, PendingTrigger
from sandbox.errors import IllegalActionError
from sandbox.symbols import add_generic, expand_x, format_cost, parse_cost

if TYPE_CHECKING:
    from sandbox.core.game import Game

MAX_X = 1000


FACE_DOWN_COST = ("3",)
"""What casting a card face down costs (702.37c, 702.168a)."""


def is_instant_speed(game: Game, chars: Characteristics) -> bool:
    return "Instant" in chars.card_types or chars.has_keyword("flash")


def sorcery_timing_ok(game: Game, player: int) -> bool:
    """307.1 / 117.1a: your main phase, stack empty."""
    st = game.state
    return player == st.active and st.step in ("main1", "main2") and not st.stack


def activation_restriction(game: Game, ab: Activated, oid: int, player: int) -> str | None:
    """Why ``player`` can't activate ``ab`` of ``oid`` now, by its "Activate only ..." (602.5b), or None."""
    st = game.state
    if ab.sorcery_speed and not sorcery_timing_ok(game, player):
        return "this ability can be activated only as a sorcery (307.1, 606.3)"
    if ab.once_each_turn and st.activated.get((oid, ab.text)) == st.turn:
        return "this ability can be activated only once each turn (602.5b), and it was this turn"
    if ab.timing and not _timing_ok(game, ab.timing, player):
        return f"this ability can be activated only {ACTIVATION_TIMINGS[ab.timing]} (602.5b)"
    if ab.class_level and int(game.obj(oid).chosen.get("class_level", 1)) != ab.class_level - 1:
        level = int(game.obj(oid).chosen.get("class_level", 1))
        return f"this Class is level {level}: its Level {ab.class_level} ability can be activated only at level {ab.class_level - 1} (716.2a)"
    if ab.condition is not None and not condition_holds(game, ab.condition, player, oid, {}):
        return f"this ability can be activated only if {ab.condition} (602.5b)"
    return None


def _timing_ok(game: Game, timing: str, player: int) -> bool:
    st = game.state
    if timing == "combat":
        return PHASE_OF.get(st.step) == "combat"
    if st.active != player:
        return False
    if timing == "your_upkeep":
        return st.step == "upkeep"
    if timing == "your_turn_before_attackers":
        return STEPS.index(st.step) < STEPS.index("declare_attackers")
    return True


def aura_requirement(chars: Characteristics) -> Target | None:
    """An Aura spell targets what it can enchant (303.4a)."""
    for a in chars.abilities:
        if isinstance(a, Keyword) and a.name == "enchant":
            return Target(Filter.parse(a.arg))
    return None


def spell_defs(game: Game, obj: Obj, halves: tuple[int, ...] | None = None) -> tuple[CardDef, ...]:
    """The definitions whose targets and effects a spell (or a card about to be cast as
    ``halves``) has: the half of a split card being cast (709.3b), both halves in order when
    fused (702.102c), else the card itself; () for an object with no card."""
    card = game.db.get(obj.card) if obj.card and obj.card in game.db else None
    if card is None:
        return ()
    hs = split_halves(obj) if halves is None else halves
    return tuple(card.halves[i] for i in hs) if card.halves and hs else (card,)


def half_chars(game: Game, oid: int, halves: tuple[int, ...]) -> Characteristics:
    """The characteristics card ``oid`` has as a spell cast as ``halves`` of a split card: the
    half's own (709.3a-b); fused or not split, the card's (702.102b)."""
    obj = game.obj(oid)
    card = game.db.get(obj.card) if obj.card and obj.card in game.db else None
    if len(halves) == 1 and card is not None and card.halves:
        return printed_face(card, False, halves)
    return game.chars(oid)


def half_question(card: CardDef, name: str) -> tuple[str, str]:
    """The question and rule of choosing what of a split card or an adventurer card is cast."""
    if card.modal:
        return f"cast {name} as {card.halves[0].name} or as {card.halves[1].name}?", "712.12"
    if card.adventurer:
        return f"cast {name} as {card.halves[0].name} or as its Adventure, {card.halves[1].name}?", "715.3"
    return f"cast which half of {name}?", "709.3"


def castable_halves(card: CardDef, zone: str, by_effect: bool = False) -> list[tuple[int, ...]]:
    """What of a split card may be cast from ``zone`` (709.3): a half with aftermath only from a
    graveyard (702.127a), a half without it from a hand (or, ``by_effect``, wherever an effect
    lets it be cast, a graveyard too), and both halves fused from a hand when the card has fuse
    (702.102a)."""
    if card.modal:  # 712.12: either face that isn't a land (a land face is played, 305.1), from a hand
        return [(i,) for i, h in enumerate(card.halves) if "Land" not in h.chars.card_types] \
            if by_effect or zone == "hand" else []
    if card.adventurer:  # 715.3: as the card or as its Adventure; from exile "on an adventure", not as it (715.3d)
        return [(0,), (1,)] if by_effect or zone == "hand" else [(0,)] if zone == "exile" else []
    out: list[tuple[int, ...]] = [(i,) for i, h in enumerate(card.halves)
                                  if (h.chars.has_keyword("aftermath") and zone == "graveyard")
                                  or (not h.chars.has_keyword("aftermath") and (zone != "graveyard" or by_effect))]
    if zone == "hand" and card.chars.has_keyword("fuse") and len(out) == 2:
        out.append((0, 1))
    return out


def land_face(game: Game, obj: Obj, face: int | None, player: int) -> int | None:
    """Which face of a modal double-faced card is played as a land (712.12): ``face`` if given,
    else its one land face, asked if both are lands; None for any other card (``face`` refused)."""
    card = game.db.get(obj.card) if obj.card and obj.card in game.db else None
    if card is None or not card.modal:
        if face is not None:
            raise IllegalActionError(f"{game.name(obj.id)} isn't a modal double-faced card: it has no face to choose (712.12)")
        return None
    if face is not None:
        if face not in (0, 1):
            raise IllegalActionError(f"{game.name(obj.id)} has faces 1 ({card.halves[0].name}) and 2 "
                                     f"({card.halves[1].name}), not {face + 1} (712.12)")
        return face
    lands = [i for i, h in enumerate(card.halves) if "Land" in h.chars.card_types]
    if len(lands) != 2:
        return lands[0] if lands else 0
    ans = game.decide(Decision(player, f"play {game.name(obj.id)} as {card.halves[0].name} or as {card.halves[1].name}?",
                               [Option(i, f"play {h.name}") for i, h in enumerate(card.halves)], "choose", rule="712.12"))
    return int(ans[0] if isinstance(ans, list) else ans)


def _modal(game: Game, obj: Obj) -> CardDef | Activated | Triggered | None:
    """What holds the modes of a modal spell or ability on the stack (700.2): the spell's card,
    or the ability; None when it isn't modal."""
    if obj.kind == "ability":
        ab = obj.ability
        return ab if isinstance(ab, (Activated, Triggered)) and ab.modes else None
    defs = spell_defs(game, obj)
    card = defs[0] if len(defs) == 1 else None
    return card if card is not None and card.modes else None


def chosen_modes(game: Game, obj: Obj) -> list:
    """The modes chosen for a modal spell (601.2b) or ability (602.2b, 603.3c), in the printed order."""
    holder = _modal(game, obj)
    return [] if holder is None else [holder.modes[i] for i in obj.chosen.get("modes", ())]


def ability_requirements(game: Game, obj: Obj) -> tuple[Target, ...]:
    """The target requirements of an ability on the stack: its own, then each chosen mode's (700.2c)."""
    ab = obj.ability
    own: tuple[Target, ...] = ab.targets if isinstance(ab, (Activated, Triggered)) else ()
    return own + tuple(t for mode in chosen_modes(game, obj) for t in mode.targets)


def modes_available(game: Game, modes: tuple, player: int, source: int | None, colors: frozenset[str]) -> list[int]:
    """The modes that can be chosen: each of a mode's target requirements has enough legal
    targets (700.2a, 601.2b); "up to" needs none."""
    return [i for i, m in enumerate(modes)
            if all(t.up_to or len(targeting.target_options(game, t, player, source, colors)) >= t.count for t in m.targets)]


def modes_castable(game: Game, oid: int, player: int, every: bool = False) -> bool:
    """Could card ``oid`` be cast as a modal spell by ``player`` now: enough of its modes can be
    chosen (700.2a), or ``every`` one of them (entwined, 702.42a)? True for a card without modes."""
    defs = spell_defs(game, game.obj(oid))
    card = defs[0] if len(defs) == 1 else None
    if card is None or not card.modes:
        return True
    n = len(modes_available(game, card.modes, player, oid, game.chars(oid).colors))
    return n == len(card.modes) if every else n >= (min(card.choose, 1) if card.repeat_modes else card.choose)


def choose_modes(game: Game, obj: Obj, player: int, name: str, rule: str = "601.2b") -> None:
    """Announce the modes of a modal spell (601.2b) or ability as it's activated (602.2b) or put on
    the stack (603.3c): a mode whose targets can't all be chosen can't be (700.2a). Raises
    IllegalActionError if fewer than the least number can be chosen; "choose up to one" may
    choose none (then ``chosen["modes"]`` is empty)."""
    holder = _modal(game, obj)
    if holder is None:
        return
    source = obj.source if obj.kind == "ability" else obj.id
    colors = (obj.source_chars or game.chars(obj.id)).colors if obj.kind == "ability" else game.chars(obj.id).colors
    opts = [Option(i, holder.modes[i].text) for i in modes_available(game, holder.modes, player, source, colors)]
    again = isinstance(holder, CardDef) and holder.repeat_modes
    if len(opts) < (min(holder.choose, 1) if again else holder.choose):
        raise IllegalActionError(f"{name}: not enough modes can be chosen (each needs legal targets, 700.2a)")
    if obj.chosen.get("with_cost") == "entwine":
        # 702.42a: every mode is chosen instead of the number specified; one that can't be
        # chosen (700.2a) can't be, so then the spell can't be entwined
        if len(opts) < len(holder.modes):
            raise IllegalActionError(f"{name}: it can't be entwined: not every mode can be chosen (each needs legal "
                                     "targets, 700.2a, 702.42a)")
        obj.chosen["modes"] = list(range(len(holder.modes)))
        game.note("702.42a", f"{name} is entwined: every mode is chosen", "cast", obj.id)
        return
    if again:
        # 700.2d: the same mode may be chosen more than once; one at a time, each from all the
        # modes that can be chosen; a mode chosen twice appears twice in sequence
        picks = [game.decide(Decision(player, f"choose mode {k} of {holder.choose} of {name} (a mode may be chosen "
                                              "again, 700.2d)", opts, "choose", rule=rule))
                 for k in range(1, holder.choose + 1)]
        obj.chosen["modes"] = sorted(int(a[0] if isinstance(a, list) else a) for a in picks)
        game.note(rule, f"mode(s) chosen: {'; '.join(holder.modes[i].text for i in obj.chosen['modes'])}", "cast", obj.id)
        return
    at_most = max(holder.choose, holder.choose_max)
    how_many = f"{holder.choose} or {holder.choose_max}" if holder.choose_max > holder.choose else str(holder.choose)
    if holder.choose == 0:
        how_many = f"up to {holder.choose_max}"
    ans = game.decide(Decision(player, f"choose {how_many} mode(s) of {name}", opts, "choose",
                               holder.choose, at_most, rule)) if opts else []
    picked = sorted(ans if isinstance(ans, list) else [ans])
    obj.chosen["modes"] = picked
    chosen = "; ".join(holder.modes[i].text for i in picked) or "none"
    game.note(rule, f"mode(s) chosen: {chosen}", {"602.2b": "activate", "603.3c": "trigger"}.get(rule, "cast"), obj.id)


def spell_requirements(game: Game, obj: Obj, halves: tuple[int, ...] | None = None) -> tuple[Target, ...]:
    chars = game.chars(obj.id) if halves is None else half_chars(game, obj.id, halves)
    reqs: tuple[Target, ...] = tuple(t for d in spell_defs(game, obj, halves) for t in d.targets)
    for mode in chosen_modes(game, obj):
        reqs = reqs + mode.targets
    if "Aura" in chars.subtypes:
        aura = aura_requirement(chars)
        if aura:
            reqs = reqs + (aura,)
    return reqs


def choose_targets(game: Game, reqs: tuple[Target, ...], given: tuple[Any, ...] | None, you: int,
                   source_id: int | None, colors: frozenset[str], what: str, x: int = 0, *, apart: bool = True) -> list[Any]:
    """Choose targets (601.2c, 602.2b, 603.3d); given targets are checked instead. ``x``: the X
    announced, for an amount of X divided among the targets (601.2d). ``apart``: a requirement's
    options leave out the targets chosen for the earlier ones (False: a mode chosen again may
    target the same object, 700.2d)."""
    chosen: list[Any] = []
    if given is not None:
        pos = 0
        for req in reqs:
            n = req.count
            part = list(given[pos:pos + n])
            pos += n
            lo, hi = division.target_range(req, x)
            if req.divided is not None and not lo <= len(part) <= hi:
                how = "no target" if hi == 0 else f"from {lo} to {hi} target(s)"
                raise IllegalActionError(f"{what} divides {division.amount(req, x)} among {how}: {req.filter}, "
                                         f"each getting at least 1 (601.2d)")
            if len(part) < lo:
                raise IllegalActionError(f"{what} needs {n} target(s): {req.filter}")
            if len(set(map(str, part))) < len(part):
                raise IllegalActionError(f"{what}: one word \"target\" can't choose the same object or player twice (115.3)")
            for t in part:
                if not targeting.target_ok(game, t, req, you, source_id, colors):
                    raise IllegalActionError(f"{game.name(t) if isinstance(t, int) and t in game.state.objects else t} isn't a legal target for {what} ({req.filter})")
            chosen += part
        if pos < len(given):
            raise IllegalActionError(f"{what} has only {pos} target(s), {len(given)} given")
        return chosen
    for req in reqs:
        opts = targeting.target_options(game, req, you, source_id, colors, exclude=chosen if apart else [])
        lo, hi = division.target_range(req, x)
        if len(opts) < lo:
            raise IllegalActionError(f"{what}: no legal target ({req.filter}) (601.2c)")
        if not opts or hi == 0:
            continue
        ans = game.decide(Decision(you, f"choose target for {what}: {req.filter}", opts, "targets",
                                   lo, min(hi, len(opts)), "601.2c"))
        chosen += ans if isinstance(ans, list) else [ans]
    return chosen


def choose_x(game: Game, x: int | None, player: int, what: str) -> int:
    if x is not None:
        if not 0 <= x <= MAX_X:
            raise IllegalActionError(f"X must be from 0 to {MAX_X}, found {x}")
        return x
    return int(game.decide(Decision(player, f"choose X for {what}", [], "number", rule="601.2b",
                                    low=0, high=MAX_X)))


def flashback_cost(chars: Characteristics) -> tuple[str, ...] | None:
    """The flashback cost of a card with flashback (702.34a), else None."""
    for a in chars.abilities:
        if isinstance(a, Keyword) and a.name == "flashback":
            return parse_cost(a.arg)
    return None


def escape_cost(chars: Characteristics) -> tuple[tuple[str, ...], int] | None:
    """The escape cost of a card with escape: its mana and how many other cards of its owner's
    graveyard it exiles (702.138a), else None."""
    for a in chars.abilities:
        if isinstance(a, Keyword) and a.name == "escape":
            return escape_parts(a.arg)
    return None


def _land_in_hand(game: Game, player: int) -> list[int]:
    return [o for o in game.state.zone("hand", player) if "Land" in game.chars(o).card_types]


def graveyard_cost(game: Game, chars: Characteristics, player: int, card: int | None = None) -> tuple[str, ...] | None:
    """The mana cost of casting a card from its owner's graveyard: its flashback cost
    (702.34a), its mana cost with aftermath (702.127a), its mana cost with jump-start when
    there's a card in hand to discard (702.133a) or with retrace when there's a land card in
    hand (702.81a), or its escape cost when there are enough other cards in that graveyard to
    exile (702.138a); None if it can't be cast from there."""
    flashback = flashback_cost(chars)
    if flashback is not None:
        return flashback
    if chars.has_keyword("aftermath"):
        return chars.mana_cost
    if chars.has_keyword("jump-start") and game.state.zone("hand", player):
        return chars.mana_cost
    if chars.has_keyword("retrace") and _land_in_hand(game, player):
        return chars.mana_cost
    escape = escape_cost(chars)
    if escape is not None and len([o for o in game.state.zone("graveyard", player) if o != card]) >= escape[1]:
        return escape[0]
    return None


def _discard_for_jump_start(game: Game, player: int, name: str) -> None:
    """Pay jump-start's additional cost: discard a card (702.133a, 601.2h)."""
    hand = game.state.zone("hand", player)
    pick = game.decide(Decision(player, f"{name}: discard a card for jump-start", [Option(o, game.name(o)) for o in hand],
                                "discard", rule="702.133a"))
    discard(game, pick)  # 701.9a (madness applies, 702.35a)


def _discard_for_retrace(game: Game, player: int, name: str) -> None:
    """Pay retrace's additional cost: discard a land card (702.81a, 601.2h)."""
    lands = _land_in_hand(game, player)
    pick = game.decide(Decision(player, f"{name}: discard a land card for retrace", [Option(o, game.name(o)) for o in lands],
                                "discard", rule="702.81a"))
    discard(game, pick)  # 701.9a


def _exile_for_escape(game: Game, player: int, spell: int, n: int, name: str) -> None:
    """Pay the rest of an escape cost: exile N other cards from its owner's graveyard (702.138a,
    601.2h); the spell itself is on the stack by now, so it is never one of them."""
    chosen: list[int] = []
    for i in range(n):
        left = [o for o in game.state.zone("graveyard", player) if o not in chosen]
        if len(left) == n - i:
            chosen += left
            break
        pick = game.decide(Decision(player, f"{name}: exile a card from your graveyard for escape ({i + 1} of {n})",
                                    [Option(o, game.name(o)) for o in left], "exile", rule="702.138a"))
        chosen.append(int(pick))
    game.note("702.138a", f"escape: {', '.join(game.name(o) for o in chosen)} exiled from the graveyard", "cast", spell)
    for o in chosen:
        game.move(o, "exile", rule="702.138a")


KICKS = "kicks"
"""``Obj.chosen`` key: how many times the spell was kicked (702.33c-d, "for each time it was
kicked"), which the permanent it becomes knows (400.7d)."""


def kicker_cost(chars: Characteristics, name: str = "kicker") -> tuple[str, ...] | None:
    """The kicker (or, ``name``, multikicker) cost of a card with it (702.33a, 702.33c), else None."""
    for a in chars.abilities:
        if isinstance(a, Keyword) and a.name == name:
            return parse_cost(a.arg)
    return None


COLORS_SPENT = "colors_spent"
"""``Obj.chosen`` key: the colors of mana spent to cast a spell (601.2h), which the permanent it
becomes knows (400.7d): sunburst counts them (702.44a)."""


ALTERNATIVE_KEYWORDS = ("evoke", "dash", "bestow", "surge")
"""Keywords whose cost is paid rather than the spell's mana cost (118.9, 702.74a, 702.109a,
702.103a, 702.117a)."""


def surge_allowed(game: Game, player: int) -> bool:
    """702.117a: a spell may be cast for its surge cost only if its caster (or a teammate: the
    sandbox has no teams) has cast another spell this turn."""
    return game.state.spells_cast.get(game.state.turn, [0] * len(game.state.players))[player] > 0


ADDITIONAL_KEYWORDS = ("buyback", "entwine")
"""Keywords whose cost is an optional additional cost (118.8, 702.27a, 702.42a: entwined, every
mode of the spell is chosen)."""



def casualty_cost(chars: Characteristics) -> Cost | None:
    """Casualty N's optional additional cost (702.153a): "sacrifice a creature with power N or
    greater"; None without casualty."""
    for a in chars.abilities:
        if isinstance(a, Keyword) and a.name == "casualty":
            return Cost.parse(f"Sacrifice a creature with power {int(a.arg)} or greater")
    return None


CASUALTY_COPY = Triggered(text="When you cast this spell, if a casualty cost was paid for it, copy it. If the spell has "
                               "any targets, you may choose new targets for the copy.", on="cast",
                          params=(("what", "self"),),
                          effects=({"copy_spell": {"what": "trigger.object", "new_targets": True}},))
"""702.153a: the triggered ability of casualty, put on the stack only for a spell whose casualty
cost was paid (so its "if" holds as it resolves, 603.4)."""


def keyword_cost(chars: Characteristics, name: str) -> tuple[str, ...] | None:
    """The mana cost of a card's evoke, dash, buyback, entwine or escalate keyword (702.74a,
    702.109a, 702.27a, 702.42a, 702.120a), () when its cost isn't mana, else None."""
    for a in chars.abilities:
        if isinstance(a, Keyword) and a.name == name:
            return parse_cost(a.arg) if a.arg.startswith("{") else ()
    return None


def keyword_other_cost(chars: Characteristics, name: str) -> Cost | None:
    """The cost of a card's entwine or escalate keyword when it isn't mana ("Entwine—Sacrifice
    two lands.", "Escalate—Discard a card.", 702.42a, 702.120a), else None."""
    for a in chars.abilities:
        if isinstance(a, Keyword) and a.name == name and not a.arg.startswith("{"):
            return Cost.parse_additional(a.arg)
    return None


def keyword_other_payable(game: Game, oid: int, chars: Characteristics, name: str, player: int) -> bool:
    """Could ``player`` pay the non-mana cost of the card's ``name`` keyword, if it has one (118.3)?"""
    other = keyword_other_cost(chars, name)
    try:
        if other is not None:
            check_payable(game, other, player, casting=oid)
    except IllegalActionError:
        return False
    return True


def with_additional(cost: tuple[str, ...], more: tuple[str, ...]) -> tuple[str, ...]:
    """A cost plus an additional cost (601.2f): generic mana adds up, other symbols are added."""
    for sym in more:
        cost = add_generic(cost, int(sym)) if sym.isdigit() else cost + (sym,)
    return cost


def cast_spell(game: Game, card: int, x: int | None, targets: tuple[Any, ...] | None, exclude: tuple[int, ...] = (),
               kicked: bool = False, face_down: bool = False, free_by: int | None = None,
               instead: tuple[str, ...] | None = None, with_cost: str = "", half: int | None = None,
               fused: bool = False, divided: tuple[int, ...] | None = None, kicks: int = 0) -> None:
    """Cast a spell (601.2). ``free_by``: a player an effect lets cast it without paying its mana
    cost as that effect resolves, ignoring timing (608.2g), from where it is; with ``instead``,
    paying that cost rather than its mana cost (an alternative cost, 118.9: madness, 702.35b).
    ``with_cost``: "evoke" or "dash" (its keyword's alternative cost, 118.9) or "buyback" (an
    additional cost, 118.8). ``half``: which half of a split card (0 left, 1 right; asked if not
    given, 709.3), or ``fused``: both halves from a hand (702.102a). ``divided``: the shares of an
    amount divided among its targets, in their order (601.2d); asked if None."""
    st = game.state
    p = st.priority if free_by is None else free_by
    assert p is not None, "Game._apply checks that a player has priority"
    obj = game.obj(card)
    forbid_under_split_second(game, "cast a spell")
    definition = game.db.get(obj.card) if obj.card and obj.card in game.db else None
    halves: tuple[int, ...] = ()
    if definition is not None and definition.halves and not face_down:
        halves = _choose_halves(game, obj, definition, half, fused, p, free_by is not None)
    elif half is not None or fused:
        raise IllegalActionError(f"{game.name(card)} isn't a split card: it has no halves to cast (709.3)")
    chars = FACE_DOWN if face_down else half_chars(game, card, halves)
    disturb = with_cost == "disturb"
    disturbed: tuple[str, ...] | None = None
    if disturb:
        disturbed, chars = _disturb(game, obj, chars, face_down or free_by is not None)
    foretold_for = None
    if foretell.foretold(game, card) and not face_down:
        chars = foretell.printed(game, card)  # its owner may look at it (702.143a); it's turned face up as it's cast
    if face_down and faces.morph_cost(game, obj) is None:
        raise IllegalActionError(f"{game.name(card)} has no morph: it can't be cast face down (702.37c)")
    flashback = None
    jump_start = retrace = False
    escape = None
    from_hand = obj.zone == "hand"
    aftermath = chars.has_keyword("aftermath") and len(halves) != 2
    if aftermath and obj.zone != "graveyard":
        raise IllegalActionError(f"{chars.name} has aftermath: it can be cast only from a graveyard (702.127a)")
    if disturb:
        pass  # 702.146a: from its owner's graveyard (checked by _disturb)
    elif free_by is None and obj.zone == "graveyard" and aftermath:
        pass  # 702.127a: "You may cast this half of this split card from your graveyard"
    elif free_by is None and obj.zone == "graveyard":
        flashback = flashback_cost(chars)
        jump_start = flashback is None and chars.has_keyword("jump-start")
        if jump_start and not st.zone("hand", obj.owner):
            raise IllegalActionError(f"{game.name(card)} has jump-start, but there's no card in hand to discard (702.133a)")
        retrace = flashback is None and not jump_start and chars.has_keyword("retrace")
        if retrace and not _land_in_hand(game, obj.owner):
            raise IllegalActionError(f"{game.name(card)} has retrace, but there's no land card in hand to discard (702.81a)")
        escape = escape_cost(chars) if flashback is None and not jump_start and not retrace else None
        if escape is not None and len(st.zone("graveyard", obj.owner)) - 1 < escape[1]:
            raise IllegalActionError(f"{game.name(card)} has escape, but there aren't {escape[1]} other cards in the "
                                     "graveyard to exile (702.138a)")
        if flashback is None and not jump_start and not retrace and escape is None:
            raise IllegalActionError(f"{game.name(card)} is in a graveyard and has no flashback: it can't be cast from there (702.34a)")
    elif free_by is None and foretell.foretold(game, card):
        foretold_for = foretell.foretold_cost(game, card, p)
        if foretold_for is None:
            raise IllegalActionError(f"{game.name(card)} was foretold: only its owner may cast it, on a later turn than "
                                     "the one it was foretold on (702.143a)")
    elif free_by is None and obj.zone == "exile" and obj.chosen.get("adventure_by") == p and halves:
        if halves != (0,):
            raise IllegalActionError(f"{game.name(card)} went on an adventure: from exile it can be cast, but not as "
                                     "its Adventure (715.3d)")
    elif free_by is None and obj.zone != "hand":
        raise IllegalActionError(f"{game.name(card)} isn't in a hand")
    if obj.owner != p and free_by is None:  # 608.2g: an effect may let a player cast another's card
        raise IllegalActionError(f"{game.name(card)} is in {st.players[obj.owner].name}'s {obj.zone}, but {st.players[p].name} has priority (117.1a: a player casts spells only while they hold priority)")
    if "Land" in chars.card_types:
        raise IllegalActionError(f"{game.name(card)} is a land: play it instead (305.1)")
    if free_by is None and not is_instant_speed(game, chars) and not sorcery_timing_ok(game, p):
        raise IllegalActionError(f"{chars.name} can be cast only in your main phase with an empty stack (307.1)")
    keyed = disturbed
    casualty = casualty_cost(chars) if with_cost == "casualty" else None
    if with_cost == "casualty":
        if casualty is None:
            raise IllegalActionError(f"{chars.name} has no casualty: it can't be cast with it (702.153a)")
        try:
            check_payable(game, casualty, p, casting=card)
        except IllegalActionError as e:
            raise IllegalActionError(f"{chars.name}: its casualty cost, {casualty.text}, can't be paid (702.153a): {e}") from None
    elif with_cost and not disturb:
        if with_cost not in ALTERNATIVE_KEYWORDS + ADDITIONAL_KEYWORDS:
            raise IllegalActionError(f"{with_cost!r} isn't a cost a spell is cast with; known: "
                                     + ", ".join(ALTERNATIVE_KEYWORDS + ADDITIONAL_KEYWORDS + ("casualty",)))
        keyed = keyword_cost(chars, with_cost)
        if keyed is None:
            raise IllegalActionError(f"{chars.name} has no {with_cost}: it can't be cast with it")
        if with_cost in ALTERNATIVE_KEYWORDS and (face_down or free_by is not None or flashback is not None or escape is not None
                                                  or foretold_for is not None):
            raise IllegalActionError(f"{chars.name}: only one alternative cost can be applied to a spell (118.9a)")
        if with_cost == "surge" and not surge_allowed(game, p):
            raise IllegalActionError(f"{chars.name}: its surge cost can be paid only if you've cast another spell this "
                                     "turn (702.117a)")
    kicker = kicker_cost(chars)
    if kicked and kicker is None:
        raise IllegalActionError(f"{chars.name} has no kicker: it can't be cast kicked (702.33a)")
    multikicker = kicker_cost(chars, "multikicker")
    if kicks and (multikicker is None or kicks < 0 or kicked):
        raise IllegalActionError(f"{chars.name} has no multikicker: it can't be kicked {kicks} times (702.33c)"
                                 if multikicker is None else f"{chars.name}: kicked {kicks} times? (702.33c)")
    extra = None if face_down else additional_cost(game, card, halves)
    if extra is not None:
        try:
            check_payable(game, extra, p, casting=card)
        except IllegalActionError as e:
            raise IllegalActionError(f"{chars.name} can't be cast: its additional cost, {extra.text}, can't be paid (601.2h): {e}") from None
    paid_for = (flashback if flashback is not None else escape[0] if escape is not None else foretold_for
                if foretold_for is not None else FACE_DOWN_COST if face_down
                else keyed if keyed is not None and (with_cost in ALTERNATIVE_KEYWORDS or disturb) else chars.mana_cost)
    if free_by is None and not paid_for:
        # 118.6: no mana cost is an unpayable cost ({0} is a cost, 118.5): only an alternative
        # cost or "without paying its mana cost" casts it (suspend, 702.62a)
        raise IllegalActionError(f"{chars.name} has no mana cost, an unpayable cost: it can't be cast for it (118.6)")
    name = game.name(card)
    from_zone = obj.zone
    sid = game.move(card, "stack", rule="601.2a")
    assert sid is not None, "a card moved to the stack still exists"
    spell = game.obj(sid)
    spell.controller = p
    if halves:
        spell.chosen["halves"] = list(halves)  # 709.3: chosen before it's put on the stack
        game.touch()
        if len(halves) == 2:
            name = f"{name} fused (both halves, 702.102a)"
        elif definition is not None and chars.name != definition.chars.name:
            name = f"{name} as {chars.name}" + (" (an Adventure, 715.3)" if definition.adventurer else "")
    if face_down:
        spell.face_down, name = "morph", "a face-down 2/2 creature spell (702.37c; its owner may look at it, 708.5)"
        game.touch()
    if disturb:
        spell.transformed = True  # 702.146a: cast transformed, its back face up on the stack
        game.touch()
        name = f"{name} transformed, as {game.name(sid)}"
    game.note("601.2a", f"{st.players[p].name} casts {name}: it moves to the stack as #{sid}", "cast", sid)
    if aftermath and from_zone == "graveyard":
        spell.chosen["aftermath"] = True
        game.note("702.127a", f"{chars.name} was cast from a graveyard with aftermath: it will be exiled when it leaves the stack", "cast", sid)
    if flashback is not None:
        spell.chosen["flashback"] = True
        game.note("702.34a", f"cast from the graveyard with flashback {format_cost(flashback)} instead of its mana cost; it will be exiled when it leaves the stack", "cast", sid)
    if jump_start:
        spell.chosen["jump_start"] = True
        game.note("702.133a", "cast from the graveyard with jump-start: a card is discarded as an additional cost; it will be exiled when it leaves the stack", "cast", sid)
    if foretold_for is not None:
        game.note("702.143a", f"cast from exile, where it was foretold, for its foretell cost {format_cost(foretold_for)} "
                  "instead of its mana cost (118.9)", "cast", sid)
    if retrace:
        game.note("702.81a", "cast from the graveyard with retrace: a land card is discarded as an additional cost", "cast", sid)
    if escape is not None:
        spell.chosen["escaped"] = True  # 702.138b: cast with escape; the permanent it becomes escaped too
        game.note("702.138a", f"cast from the graveyard with escape {format_cost(escape[0])} instead of its mana cost, "
                  f"exiling {escape[1]} other card(s) from that graveyard", "cast", sid)
    if kicked and kicker is not None:
        # 702.33d: announced with the other choices (601.2b); the kicker cost is added (601.2f).
        spell.chosen["kicked"] = True
        spell.chosen[KICKS] = 1
        game.note("702.33d", f"{chars.name} is cast kicked: it costs {format_cost(kicker)} more", "cast", sid)
    if kicks and multikicker is not None:
        # 702.33c: multikicker's cost paid any number of times, announced (601.2b) and added each time (601.2f)
        spell.chosen["kicked"] = True
        spell.chosen[KICKS] = kicks
        game.note("702.33c", f"{chars.name} is kicked {kicks} time(s): it costs {format_cost(multikicker)} more each "
                  "time", "cast", sid)
    if with_cost == "bestow":
        # 702.103b: as it's put on the stack, a spell cast bestowed becomes an Aura enchantment
        # spell with enchant creature, not a creature spell; it targets what it can enchant (303.4a).
        spell.chosen[BESTOWED] = True
        game.touch()
        chars = game.chars(sid)
    if with_cost and keyed is not None:
        spell.chosen["with_cost"] = with_cost  # 601.2b: announced; the permanent it becomes knows (400.7d)
        rule = {"evoke": "702.74a", "dash": "702.109a", "buyback": "702.27a", "bestow": "702.103a",
                "surge": "702.117a", "disturb": "702.146a", "entwine": "702.42a"}[with_cost]
        how = "instead of its mana cost (118.9)" if with_cost in ALTERNATIVE_KEYWORDS + ("disturb",) else "as an additional cost (118.8)"
        game.note(rule, f"{chars.name} is cast with {with_cost}: it costs {format_cost(keyed)} {how}", "cast", sid)
    if casualty is not None:
        spell.chosen["with_cost"] = "casualty"  # 601.2b: announced
        game.note("702.153a", f"{chars.name} is cast with casualty: {casualty.text.lower()} as an additional cost",
                  "cast", sid)
    choose_modes(game, spell, p, chars.name)
    base_cost = (flashback if flashback is not None else escape[0] if escape is not None else foretold_for
                 if foretold_for is not None else FACE_DOWN_COST if face_down else chars.mana_cost)
    escalate = keyword_cost(chars, "escalate")
    if keyed is not None and (with_cost in ALTERNATIVE_KEYWORDS or disturb):
        base_cost = keyed
    more = (kicker or ()) if kicked else ()
    for _ in range(kicks if multikicker is not None else 0):
        more = with_additional(more, multikicker or ())
    if keyed is not None and with_cost in ADDITIONAL_KEYWORDS:
        more = with_additional(more, keyed)
    beyond = max(len(spell.chosen.get("modes", ())) - 1, 0) if escalate is not None else 0
    if escalate is not None and beyond:
        # 702.120a: an additional cost for each mode chosen beyond the first (601.2f)
        for _ in range(beyond):
            more = with_additional(more, escalate)
        game.note("702.120a", f"{chars.name}: {beyond} mode(s) beyond the first, so its escalate cost "
                  f"{format_cost(escalate) or '(not mana)'} is paid for each", "cast", sid)
    if free_by is not None and instead is not None:
        base_cost = instead
        game.note("118.9", f"cast for an alternative cost, {format_cost(instead)}, as an effect resolves", "cast", sid)
    elif free_by is not None:
        base_cost = ()  # 118.9, 107.3b: X is 0
        game.note("608.2g", "cast without paying its mana cost, as an effect resolves", "cast", sid)
    spell.cast_from = "hand" if from_hand else obj.zone
    if "X" in base_cost or (extra is not None and extra.has_x and not ("X" in chars.mana_cost and free_by is not None)):
        spell.x = choose_x(game, x, p, chars.name)  # 601.2b; one X for the mana cost and the additional cost (107.3)
    elif x is not None:
        raise IllegalActionError(f"{chars.name} has no X in its cost")
    if extra is not None and extra.has_x:
        try:
            check_payable(game, extra, p, x=spell.x or 0)
        except IllegalActionError as e:
            raise IllegalActionError(f"{chars.name}: its additional cost, {extra.text}, can't be paid with X = {spell.x or 0} (601.2h): {e}") from None
    reqs = spell_requirements(game, spell)
    spell.targets = choose_targets(game, reqs, targets, p, sid, chars.colors, chars.name, spell.x or 0,
                                   apart=not any(d.repeat_modes for d in spell_defs(game, spell)))
    if spell.targets:
        game.note("601.2c", f"targets: {', '.join(target_name(game, t) for t in spell.targets)}", "cast", sid)
    division.announce(game, spell, reqs, divided, p, chars.name, lambda t: target_name(game, t))  # 601.2d
    cost = total_cost(game, chars, p, base_cost, spell.x or 0, more, spell=sid,
                      targets=tuple(spell.targets))
    cost = pay_with_keywords(game, chars, p, cost, sid)  # convoke, improvise, delve (702.51a, 702.126a, 702.66a)
    spent = paying.pay_mana(game, p, cost, chars.name, spell=chars, exclude=exclude)
    colors = sorted({m.type for m in spent if m.type in "WUBRG"})
    if colors:
        spell.chosen[COLORS_SPENT] = colors  # 601.2h: the colors of mana spent to cast it (sunburst, 702.44a)
    if jump_start:
        _discard_for_jump_start(game, p, chars.name)
    if retrace:
        _discard_for_retrace(game, p, chars.name)
    if escape is not None:
        _exile_for_escape(game, p, sid, escape[1], chars.name)
    if extra is not None:
        _pay_additional(game, spell, extra, p)
    # 601.2h: an entwine or escalate cost that isn't mana, once entwined, once for each mode
    # beyond the first (702.42a, 702.120a)
    for keyword, times in (("entwine", int(with_cost == "entwine")), ("escalate", beyond)):
        other = keyword_other_cost(chars, keyword) if times else None
        if other is not None:
            for _ in range(times):
                _pay_additional(game, spell, other, p)
    if casualty is not None:
        paid_with = pay_other_costs(game, sid, casualty, p)  # 702.153a, 601.2h
        game.note("702.153a", f"casualty: {game.name_lk(paid_with) if paid_with is not None else 'a creature'} is "
                  "sacrificed", "cast", sid)
    if any(m.uncounterable for m in spent):
        spell.chosen["uncounterable"] = True
        game.note("106.6", f"{chars.name} was cast with mana whose rider says it can't be countered", "cast", sid)
    spell.cast = True
    st.spells_cast.setdefault(st.turn, [0] * len(st.players))[p] += 1
    game.note("601.2i", f"{chars.name} becomes cast", "cast", sid)
    game.fire({"kind": "cast", "object": sid, "player": p, "targets": list(spell.targets)})
    spell_cast_triggers(game, spell, p)  # storm, cascade (702.40a, 702.85a)
    if casualty is not None:
        # 702.153a: "When you cast this spell, if a casualty cost was paid for it, copy it. If the
        # spell has any targets, you may choose new targets for the copy."
        st.pending_triggers.append(PendingTrigger(sid, CASUALTY_COPY, p, chars, {"kind": "cast", "object": sid}))
        game.note("702.153a", f"{chars.name} #{sid} triggers: its casualty cost was paid, so it's copied", "trigger", sid)
        game.touch()
    for t in spell.targets:
        if isinstance(t, int):
            game.fire({"kind": "becomes_target", "object": t, "by": sid})


def disturb_cost(game: Game, obj: Obj) -> tuple[str, ...] | None:
    """The disturb cost of a double-faced card with disturb in its owner's graveyard (702.146a),
    else None."""
    if obj.zone != "graveyard" or not obj.card or obj.card not in game.db or game.db.get(obj.card).back is None:
        return None
    return keyword_cost(game.chars(obj.id), "disturb")


def _disturb(game: Game, obj: Obj, front: Characteristics, other: bool) -> tuple[tuple[str, ...], Characteristics]:
    """702.146a: "Disturb [cost]" means "You may cast this card transformed from your graveyard by
    paying [cost] rather than its mana cost": its cost and the back face it's cast as (712.8d;
    its mana value stays the front face's, 202.3b). Only one alternative cost (118.9a)."""
    name = game.name(obj.id)
    cost = keyword_cost(front, "disturb")
    if cost is None:
        raise IllegalActionError(f"{name} has no disturb: it can't be cast with it (702.146a)")
    if obj.zone != "graveyard":
        raise IllegalActionError(f"{name} is in a {obj.zone}: disturb casts it only from its owner's graveyard (702.146a)")
    definition = game.db.get(obj.card) if obj.card and obj.card in game.db else None
    if definition is None or definition.back is None or obj.token_chars is not None:
        raise IllegalActionError(f"{name} isn't a double-faced card: it can't be cast transformed (702.146a)")
    if other:
        raise IllegalActionError(f"{name}: disturb is an alternative cost; only one applies to a spell (118.9a)")
    return cost, definition.back


def _choose_halves(game: Game, obj: Obj, card: CardDef, half: int | None, fused: bool, player: int,
                   by_effect: bool) -> tuple[int, ...]:
    """Which half of a split card is cast (709.3), chosen before it's put on the stack; both
    when fused, only from its owner's hand and only with fuse (702.102a). A half with
    aftermath is cast only from a graveyard, the other half not from there (702.127a)."""
    name = game.name(obj.id)
    if fused:
        if half is not None:
            raise IllegalActionError(f"{name}: a fused split spell is both halves; name no half (702.102a)")
        if not card.chars.has_keyword("fuse"):
            raise IllegalActionError(f"{name} has no fuse: only one half can be cast (709.3, 702.102a)")
        if obj.zone != "hand":
            raise IllegalActionError(f"{name} can be cast fused only from a hand, and it is in a {obj.zone} (702.102a)")
        if any(h.modes or h.additional_cost is not None for h in card.halves):
            raise IllegalActionError(f"{name}: a fused spell with modes or an additional cost is not supported")
        return (0, 1)
    if half is not None:
        if half not in (0, 1):
            raise IllegalActionError(f"{name} has halves 0 ({card.halves[0].name}) and 1 ({card.halves[1].name}), not {half} (709.3)")
        return (half,)
    opts = [Option(hs[0], f"cast {card.halves[hs[0]].name}") for hs in castable_halves(card, obj.zone, by_effect)
            if len(hs) == 1]
    if not opts:
        rule = "712.12" if card.modal else "715.3, 715.3d" if card.adventurer else "709.3, 702.127a"
        raise IllegalActionError(f"{name} can't be cast from a {obj.zone}, as neither of its halves ({rule})")
    question, rule = half_question(card, name)
    ans = game.decide(Decision(player, question, opts, "choose", rule=rule))
    return (int(ans[0] if isinstance(ans, list) else ans),)


def _pay_additional(game: Game, spell: Obj, cost: Cost, player: int) -> None:
    """Pay a spell's mandatory additional cost as it's cast, after its mana (601.2h, 118.8)."""
    with_x = f" (X = {spell.x or 0})" if cost.has_x else ""
    game.note("601.2h", f"{game.name(spell.id)}: its additional cost is paid: {cost.text}{with_x}", "cast", spell.id)
    paid = pay_other_costs(game, spell.id, cost, player, spell.x or 0)
    if paid is not None and cost.sacrifice and not cost.exile:
        spell.chosen["sacrificed"] = paid  # "the sacrificed creature": as it last existed (608.2h)


def target_name(game: Game, t: Any) -> str:
    if isinstance(t, str):
        return game.state.players[int(t[1:])].name
    return game.name_lk(t)


def cost_changes(game: Game, chars: Characteristics, player: int, card: int | None, x: int = 0,
                 targets: tuple[Any, ...] | None = None) -> list[tuple[int | None, int, tuple[str, ...]]]:
    """601.2f: the generic mana each cost change adds to (positive) or takes from (negative)
    ``player``'s spell with these characteristics, X and ``targets`` (None: not chosen yet), and
    the mana symbols it adds, as (source, generic, symbols): the statics of permanents
    (``cost_more``, ``cost_more_mana``, ``cost_less``), then the spell's own (``self_cost_less``;
    its source ``card``, the spell or the card about to be cast)."""
    out: list[tuple[int | None, int, tuple[str, ...]]] = []
    for key, sign in (("cost_more", 1), ("cost_less", -1), ("cost_more_mana", 0)):
        for ctrl, op, src in game.rule_effects(key):
            if chars_match(Filter.parse(op["spells"]), chars, player, ctrl, x) \
                    and _targets_fit(game, op, targets, ctrl, src, card, player, sign < 0):
                if sign:
                    out.append((src, sign * _change_amount(game, op, int(op[key]), ctrl, src), ()))
                else:
                    out.append((src, 0, parse_cost(op[key]) * _change_amount(game, op, 1, ctrl, src)))
    for ab in chars.abilities:
        for op in ab.effects if isinstance(ab, Static) else ():
            if "self_cost_less" in op and _targets_fit(game, op, targets, player, card, card, player, True):
                out.append((card, -_change_amount(game, op, int(op["self_cost_less"]), player, card), ()))
    return [(src, n, more) for src, n, more in out if n or more]


def _targets_fit(game: Game, op: dict[str, Any], targets: tuple[Any, ...] | None, you: int, source: int | None,
                 card: int | None, caster: int, reduction: bool) -> bool:
    """A change said of spells "that target ~" / "if it targets a <filter>" (``if_target``)
    applies if one of the spell's targets (chosen first, 601.2c) is that object or matches.
    Before they're chosen (listing, planning) a reduction applies if a legal target would match
    and an increase doesn't: the least the spell could cost."""
    want = op.get("if_target")
    if want is None:
        return True
    f = None if want == "self" else Filter.parse(want)

    def fits(t: Any) -> bool:
        return isinstance(t, int) and (t == source if f is None else matches(game, f, t, you, source))
    if targets is not None:
        return any(fits(t) for t in targets)
    if not reduction or card is None:
        return False
    colors = game.chars(card).colors
    return any(fits(o.value) for req in spell_requirements(game, game.obj(card))
               for o in targeting.target_options(game, req, caster, card, colors))


def _change_amount(game: Game, op: dict[str, Any], n: int, you: int, source: int | None) -> int:
    """A cost change's amount ``n``: 0 unless its condition holds, times its count (601.2f)."""
    condition = op.get("condition")
    if condition is not None and not condition_holds(game, condition, you, source, {}):
        return 0
    return n * amounts.evaluate(game, Amount.from_text("for each " + op["for_each"]), you, source) if "for_each" in op else n


def total_cost(game: Game, chars: Characteristics, player: int, base: tuple[str, ...], x: int = 0,
               additional: tuple[str, ...] = (), spell: int | None = None, card: int | None = None,
               targets: tuple[Any, ...] | None = None) -> tuple[str, ...]:
    """The total cost of a spell (601.2f): its mana or alternative cost with X, plus additional
    costs and cost increases, minus cost reductions; a generic reduction takes only generic mana
    (118.7a) and the cost is never less than {0}. With ``spell`` (the spell being cast), each
    step is explained; ``targets``: the spell's, once chosen."""
    cost = with_additional(expand_x(base, x), additional)
    changes = cost_changes(game, chars, player, spell if spell is not None else card, x, targets)
    for src, n, symbols in sorted(changes, key=lambda c: c[1] < 0):  # increases, then reductions
        cost = with_additional(add_generic(cost, n), symbols)
        if spell is not None:
            more = f"adds {format_cost(symbols) or f'{{{n}}}'} to" if n >= 0 else f"takes {{{-n}}} from"
            game.note("601.2f", f"{game.name(src) if src is not None else chars.name} {more} the cost", "cast",
                      src if src is not None else spell)
    if spell is not None:
        game.note("601.2f", f"total cost: {format_cost(cost) or '{0}'}", "cast", spell)
    return cost


def check_activation_costs(game: Game, oid: int, cost: Cost, chars: Characteristics) -> None:
    """Raise if a cost can't be paid (107.5, 107.6, 302.6, 606.3)."""
    obj = game.obj(oid)
    if cost.exile_from_graveyard and obj.zone != "graveyard":
        raise IllegalActionError(f"{game.name(oid)} isn't in a graveyard: an ability that exiles it from there works "
                                 "only there (113.6m)")
    if cost.discard_self and obj.zone != "hand":
        raise IllegalActionError(f"{game.name(oid)} isn't in a hand: an ability that discards it works only there (702.29a)")
    creature = "Creature" in chars.card_types
    sick = creature and game.is_sick(oid) and not chars.has_keyword("haste") \
        and not restricted(game, "activate_as_though_haste", oid)  # 302.6, 609.4
    if cost.tap:
        if obj.tapped:
            raise IllegalActionError(f"{game.name(oid)} is already tapped: it can't pay {{T}} (107.5)")
        if sick:
            raise IllegalActionError(f"{game.name(oid)} is a creature that hasn't been under its controller's control since their most recent turn began: it can't pay {{T}} (302.6)")
    if cost.untap:
        if not obj.tapped:
            raise IllegalActionError(f"{game.name(oid)} is untapped: it can't pay {{Q}} (107.6)")
        if sick:
            raise IllegalActionError(f"{game.name(oid)} is a summoning-sick creature: it can't pay {{Q}} (302.6)")
    if cost.loyalty is not None:
        if obj.loyalty_turn == game.state.turn:
            raise IllegalActionError(f"a loyalty ability of {game.name(oid)} was already activated this turn (606.3)")
        if cost.loyalty < 0 and obj.counters.get("loyalty", 0) < -cost.loyalty:
            raise IllegalActionError(f"{game.name(oid)} has {obj.counters.get('loyalty', 0)} loyalty: it can't pay {cost.loyalty} (606.6)")
    for kind, n in cost.self_counters:
        if n < 0 and obj.counters.get(kind, 0) < -n:
            raise IllegalActionError(f"{game.name(oid)} hasn't {-n} {kind} counter(s) to remove")
    check_payable(game, cost, game.controller(oid), source=oid if cost.tap else None, ability_of=oid)


def check_payable(game: Game, cost: Cost, player: int, casting: int | None = None, source: int | None = None,
                  ability_of: int | None = None, x: int = 0) -> None:
    """Raise if ``player`` can't pay the life, sacrifice, exile, discard or tap-others parts of
    a cost (119.4, 118.3), with X = ``x``; ``casting``: a card being cast, which can't be
    discarded or exiled for it; ``source``: a permanent whose {T} is also paid, which can't be
    tapped twice; ``ability_of``: the permanent whose ability it is ("sacrifice another
    creature" isn't it)."""
    life = cost.count("life", x)
    if life and game.state.players[player].life < life:
        raise IllegalActionError(f"not enough life to pay {life} (119.4)")
    for what, verb in ((cost.sacrifice, "sacrifice"), (cost.exile, "exile")):
        if what and not _permanents_to_pay(game, what, player, ability_of):
            raise IllegalActionError(f"no {what} to {verb} (118.3)")
    if cost.discard and len([o for o in _cards_to_discard(game, cost.discard[1], player) if o != casting]) < (n := cost.count("discard", x)):
        raise IllegalActionError(f"not {n} {cost.discard[1]}(s) in hand to discard (118.3)")
    if cost.exile_cards and len([o for o in _graveyard_cards(game, cost.exile_cards[1], player) if o != casting]) < (n := cost.count("exile_cards", x)):
        raise IllegalActionError(f"not {n} {cost.exile_cards[1]}(s) in your graveyard to exile (118.3)")
    if cost.tap_others and len([o for o in _untapped(game, cost.tap_others[1], player) if o != source]) < cost.tap_others[0]:
        n, what = cost.tap_others
        raise IllegalActionError(f"not {n} untapped {what}(s) you control to tap (118.3)")
    if cost.sacrifice_n and len(_permanents_to_pay(game, cost.sacrifice_n[1], player, ability_of)) < cost.sacrifice_n[0]:
        n, what = cost.sacrifice_n
        raise IllegalActionError(f"not {n} {what}(s) to sacrifice (118.3)")
    if cost.tap_power and sum(_power(game, o) for o in _untapped(game, "creature", player) if o != source) < cost.tap_power:
        raise IllegalActionError(f"untapped creatures you control haven't total power {cost.tap_power} to tap (702.122a)")
    if cost.discard_random and len([o for o in game.state.zone("hand", player) if o != casting]) < cost.discard_random:
        raise IllegalActionError(f"not {cost.discard_random} card(s) in hand to discard at random (118.3)")
    if cost.energy and game.state.players[player].energy < cost.energy:
        raise IllegalActionError(f"{game.state.players[player].name} has {game.state.players[player].energy} energy: "
                                 f"not {cost.energy} to pay (107.14, 118.3)")
    if cost.bounce and len(_permanents_to_pay(game, cost.bounce[1], player)) < cost.bounce[0]:
        n, what = cost.bounce
        raise IllegalActionError(f"not {n} {what}(s) you control to return to their owner's hand (118.3)")


def additional_cost(game: Game, card: int, halves: tuple[int, ...] = ()) -> Cost | None:
    """The mandatory additional cost of the card ``card`` as a spell (601.2f, 118.8), if any;
    of a split card, the half cast's (709.3a)."""
    defs = spell_defs(game, game.obj(card), halves)
    return defs[0].additional_cost if len(defs) == 1 else None


def pay_other_costs(game: Game, oid: int, cost: Cost, player: int, x: int = 0, victim: int | None = None) -> int | None:
    """Pay the non-mana parts of a cost (601.2h), in a fixed order; X counts as ``x``; a
    permanent to sacrifice is ``victim`` when it may be (else asked for). Returns the
    permanent sacrificed to pay it, if any."""
    obj = game.obj(oid)
    if cost.tap:
        game.set_tapped(oid, True)
        game.touch(chars=False)
        game.note("107.5", f"{game.name(oid)} is tapped to pay {{T}}", "cost", oid)
    if cost.untap:
        game.set_tapped(oid, False)
        game.note("107.6", f"{game.name(oid)} is untapped to pay {{Q}}", "cost", oid)
    if cost.loyalty is not None:
        change = cost.loyalty_change(x)
        if change < 0 and obj.counters.get("loyalty", 0) < -change:  # -X with X chosen (606.6)
            raise IllegalActionError(f"{game.name(oid)} has {obj.counters.get('loyalty', 0)} loyalty: it can't pay {change} (606.6)")
        obj.loyalty_turn = game.state.turn
        # A cost isn't an effect: "if an effect would put" replacements don't see it (Doubling Season ruling).
        replacements.put_counters(game, oid, "loyalty", change, by_effect=False)
        x_is = f" (X = {x})" if cost.x_part == "loyalty" else ""
        game.note("606.4", f"loyalty cost {change:+d}{x_is}: {game.name(oid)} has {obj.counters.get('loyalty', 0)} loyalty", "cost", oid)
    for kind, n in cost.self_counters:
        replacements.put_counters(game, oid, kind, n, by_effect=False)
        game.note("118.3", f"{'puts' if n > 0 else 'removes'} {abs(n)} {kind} counter(s) {'on' if n > 0 else 'from'} {game.name(oid)}", "cost", oid)
    if cost.x_counters:
        have = obj.counters.get(cost.x_counters, 0)
        if have < x:
            raise IllegalActionError(f"{game.name(oid)} has {have} {cost.x_counters} counter(s): it can't remove {x} (118.3)")
        game.add_counters(oid, cost.x_counters, -x)
        game.note("118.3", f"removes {x} {cost.x_counters} counter(s) from {game.name(oid)} (X = {x})", "cost", oid)
    if cost.count("life", x):
        game.lose_life(player, cost.count("life", x), rule="119.4")
    if cost.energy:
        pay_energy(game, player, cost.energy)
    if cost.discard and cost.count("discard", x):
        _discard_to_pay(game, player, cost.count("discard", x), cost.discard[1])
    if cost.discard_random:
        _discard_at_random(game, player, cost.discard_random)
    if cost.discard_self:
        game.note("702.29a", f"{game.state.players[player].name} discards {game.name(oid)} to pay the cost", "cost", oid)
        discard(game, oid)
    if cost.tap_others:
        _tap_to_pay(game, player, *cost.tap_others)
    if cost.tap_power:
        _tap_power_to_pay(game, player, cost.tap_power)
    if cost.bounce:
        _return_to_pay(game, player, *cost.bounce)
    if cost.sacrifice_n:
        n, what = cost.sacrifice_n
        chosen = _choose_to_pay(game, player, n, _permanents_to_pay(game, what, player, oid), f"sacrifice a {what}", "701.21a")
        zones.sacrifice_together(game, chosen)  # at once, each seeing the others leave (603.10a)
    if cost.exile_cards and cost.count("exile_cards", x):
        _exile_cards_to_pay(game, player, cost.count("exile_cards", x), cost.exile_cards[1])
    if not cost.sacrifice and not cost.exile and cost.loyalty is None and not cost.self_counters:
        game.touch(chars=False)
        return None
    paid = None
    if cost.sacrifice:
        paid = _pay_with_permanent(game, cost.sacrifice, player, victim, "sacrifice", "graveyard", ("701.21", "701.21a"), oid)
    if cost.exile:
        paid = _pay_with_permanent(game, cost.exile, player, victim, "exile", "exile", ("118.3", "701.13a"), oid)
    game.touch()
    return paid


def pay_energy(game: Game, player: int, n: int) -> None:
    """Pay N energy (107.14, 118.3): N energy counters are removed from the player; a player
    with fewer can't pay."""
    pl = game.state.players[player]
    if pl.energy < n:
        raise IllegalActionError(f"{pl.name} has {pl.energy} energy: not {n} to pay (107.14, 118.3)")
    pl.energy -= n
    game.note("107.14", f"{pl.name} pays {'{E}' * n} ({pl.energy} energy left)", "cost")
    game.touch(chars=False)


def _cards_to_discard(game: Game, what: str, player: int) -> list[int]:
    f = Filter.parse(what)
    return [o for o in game.state.zone("hand", player) if matches(game, f, o, player)]


def _discard_to_pay(game: Game, player: int, n: int, what: str) -> None:
    """Discard N <what> from your hand to pay a cost (118.3, 701.9a): the player chooses."""
    opts = [Option(o, game.name(o)) for o in _cards_to_discard(game, what, player)]
    if len(opts) < n:
        raise IllegalActionError(f"not {n} {what}(s) in hand to discard (118.3)")
    ans = game.decide(Decision(player, f"discard {n} {what}(s) to pay the cost", opts, "discard", n, n, "118.3"))
    for oid in (ans if isinstance(ans, list) else [ans]):
        discard(game, oid)


def random_cards(game: Game, cards: list[int], n: int) -> list[int]:
    """N of ``cards`` chosen at random, from the game's random state (which moves on)."""
    rng = random.Random(game.state.rng)
    chosen = rng.sample(cards, min(n, len(cards)))
    game.state.rng = rng.getrandbits(32)
    return chosen


def _discard_at_random(game: Game, player: int, n: int) -> None:
    """Discard N cards at random from your hand to pay a cost (118.3, 701.9b): chosen by the
    game's random state, not by anyone."""
    hand = list(game.state.zone("hand", player))
    if len(hand) < n:
        raise IllegalActionError(f"not {n} card(s) in hand to discard at random (118.3)")
    for oid in random_cards(game, hand, n):
        game.note("701.9b", f"{game.state.players[player].name} discards {game.name(oid)} at random to pay the cost",
                  "cost", oid)
        discard(game, oid)


def _graveyard_cards(game: Game, what: str, player: int) -> list[int]:
    f = Filter.parse(what)
    return [o for o in game.state.zone("graveyard", player) if matches(game, f, o, player)]


def _untapped(game: Game, what: str, player: int) -> list[int]:
    """The untapped <what> ``player`` controls: any of them may be tapped to pay a cost, even a
    creature that came under their control this turn (302.6 is about {T} and {Q} only)."""
    f = Filter.parse(what + " you control")
    return [o for o in game.state.battlefield
            if game.controller(o) == player and not game.obj(o).tapped and matches(game, f, o, player)]


def _choose_to_pay(game: Game, player: int, n: int, opts: list[int], what: str, rule: str) -> list[int]:
    """The player chooses exactly N of ``opts`` to pay a cost (118.3)."""
    if len(opts) < n:
        raise IllegalActionError(f"not {n} {what}(s) to pay the cost (118.3)")
    ans = game.decide(Decision(player, f"{what}: choose {n} to pay the cost", [Option(o, game.name(o)) for o in opts],
                               "choose", n, n, rule))
    return list(ans) if isinstance(ans, list) else [ans]


def _tap_to_pay(game: Game, player: int, n: int, what: str) -> None:
    """Tap N untapped <what> you control to pay a cost (118.3, 701.26a)."""
    for oid in _choose_to_pay(game, player, n, _untapped(game, what, player), f"tap an untapped {what}", "701.26a"):
        game.set_tapped(oid, True)
        game.note("701.26a", f"{game.name(oid)} is tapped to pay the cost", "cost", oid)
    game.touch(chars=False)


def _power(game: Game, oid: int) -> int:
    return max(game.chars(oid).power or 0, 0)


def _tap_power_to_pay(game: Game, player: int, n: int) -> None:
    """Tap any number of untapped creatures you control with total power N or more (crew,
    702.122a; not {T}: a creature that came under your control this turn may be tapped, 302.6)."""
    opts = _untapped(game, "creature", player)
    ans = game.decide(Decision(player, f"tap untapped creatures you control with total power {n} or more",
                               [Option(o, f"{game.name(o)} (power {_power(game, o)})") for o in opts], "choose", 1,
                               len(opts), "702.122a"))
    chosen = [ans] if isinstance(ans, int) else list(ans)
    total = sum(_power(game, o) for o in chosen)
    if total < n:
        raise IllegalActionError(f"their total power is {total}, not {n} or more (702.122a)")
    for oid in chosen:
        game.obj(oid).tapped = True
        game.note("702.122a", f"{game.name(oid)} is tapped to pay the cost (power {_power(game, oid)})", "cost", oid)
    game.touch(chars=False)


def _return_to_pay(game: Game, player: int, n: int, what: str) -> None:
    """Return N <what> you control to their owner's hand to pay a cost (118.3, 400.7)."""
    for oid in _choose_to_pay(game, player, n, _permanents_to_pay(game, what, player),
                              f"return a {what} to its owner's hand", "118.3"):
        game.move(oid, "hand", rule="118.3")


def _exile_cards_to_pay(game: Game, player: int, n: int, what: str) -> None:
    """Exile N <what> from your graveyard to pay a cost (118.3, 406.1)."""
    for oid in _choose_to_pay(game, player, n, _graveyard_cards(game, what, player), f"exile a {what} from your graveyard", "118.3"):
        game.move(oid, "exile", rule="406.1")


def _permanents_to_pay(game: Game, what: str, player: int, source: int | None = None) -> list[int]:
    """The permanents ``player`` could sacrifice or exile for "a <what> (you control)", read for
    the ability's ``source`` ("other creature" isn't the source itself)."""
    f = Filter.parse(what + " you control")
    return [o for o in game.state.battlefield if game.controller(o) == player and matches(game, f, o, player, source)]


def _pay_with_permanent(game: Game, what: str, player: int, victim: int | None, verb: str, zone: str,
                        rules: tuple[str, str], source: int | None = None) -> int:
    """Sacrifice or exile a <what> you control to pay a cost: ``victim`` if it may be, else
    the player chooses. Returns the permanent's id as it was on the battlefield."""
    opts = [Option(o, game.name(o)) for o in _permanents_to_pay(game, what, player, source)]
    if not opts:
        raise IllegalActionError(f"no {what} to {verb}")
    chosen = victim if victim is not None and victim in [o.value for o in opts] else \
        int(game.decide(Decision(player, f"{verb} a {what}", opts, "choose", rule=rules[0])))
    if verb == "sacrifice":
        zones.sacrifice(game, chosen, rule=rules[1])
    else:
        game.move(chosen, zone, rule=rules[1])
    return chosen




def activate_ability(game: Game, oid: int, index: int, x: int | None, targets: tuple[Any, ...] | None,
                     exclude: tuple[int, ...] = (), divided: tuple[int, ...] | None = None) -> None:
    st = game.state
    p = st.priority
    assert p is not None, "Game._apply checks that a player has priority"
    obj = game.obj(oid)
    if obj.zone == "hand":
        from_hand.check_hand_activation(game, oid, index, p)
    elif obj.zone == "graveyard":
        from_hand.check_graveyard_activation(game, oid, index, p)  # unearth (702.84a)
    elif obj.zone != "battlefield":
        raise IllegalActionError(f"{game.name(oid)} isn't on the battlefield")
    if game.controller(oid) != p:
        raise IllegalActionError(f"{game.name(oid)} is controlled by {st.players[game.controller(oid)].name}, but {st.players[p].name} has priority (602.2)")
    abilities = game.activated_abilities(oid)
    if not abilities:
        raise IllegalActionError(f"{game.name(oid)} has no activated abilities")
    if not 0 <= index < len(abilities):
        raise IllegalActionError(f"{game.name(oid)} has {len(abilities)} activated abilit{'y' if len(abilities) == 1 else 'ies'}; there is no ability {index + 1}")
    ab = abilities[index]
    if obj.zone == "battlefield" and from_hand.works_in_graveyard(ab):
        raise IllegalActionError(f"{game.name(oid)}'s ability works only from its owner's graveyard (702.84a, 113.6m)")
    chars = game.chars(oid)
    check_activation_costs(game, oid, ab.cost, chars)
    if isinstance(ab, ManaAbility):
        production.activate_mana_ability(game, oid, ab, p, x=x)
        return
    forbid_under_split_second(game, "activate an ability that isn't a mana ability")
    if (why := activation_restriction(game, ab, oid, p)) is not None:
        raise IllegalActionError(why)
    if ab.once_each_turn:
        st.activated[(oid, ab.text)] = st.turn
    aid = game.new_id()
    ability_obj = Obj(id=aid, owner=p, controller=p, zone="stack", kind="ability", source=oid,
                      ability=ab, source_chars=chars, timestamp=st.ts())
    st.objects[aid] = ability_obj
    st.stack.append(aid)
    game.note("602.2a", f"{st.players[p].name} activates {game.name(oid)}: \"{ab.text}\" (on the stack as #{aid})", "activate", aid)
    if ab.cost.has_x:
        ability_obj.x = choose_x(game, x, p, ab.text)
    choose_modes(game, ability_obj, p, ab.text or chars.name, "602.2b")  # 602.2b: as 601.2b, before the targets
    ability_obj.targets = choose_targets(game, ability_requirements(game, ability_obj), targets, p, oid, chars.colors,
                                         ab.text or chars.name, ability_obj.x or 0)
    if ability_obj.targets:
        game.note("602.2b", f"targets: {', '.join(target_name(game, t) for t in ability_obj.targets)}", "activate", aid)
    division.announce(game, ability_obj, ab.targets, divided, p, ab.text or chars.name, lambda t: target_name(game, t))  # 601.2d
    # The source can't also pay mana for a cost that taps, untaps or sacrifices it (601.2h).
    busy = (oid,) if ab.cost.tap or ab.cost.untap or ab.cost.sacrifice_self or ab.cost.exile_self else ()
    paying.pay_mana(game, p, expand_x(ab.cost.mana, ability_obj.x or 0), ab.text or chars.name, ability_of=chars,
                    exclude=busy + exclude)
    paid = pay_other_costs(game, oid, ab.cost, p, ability_obj.x or 0)
    if paid is not None and ab.cost.sacrifice:
        ability_obj.event = {"sacrificed": paid}  # "the sacrificed creature": by its last known information (608.2h)
    if ab.cost.sacrifice_self:
        zones.sacrifice(game, oid)
    if ab.cost.exile_from_graveyard and oid in st.objects and game.obj(oid).zone == "graveyard":
        game.note("118.3", f"{game.name(oid)} is exiled from the graveyard to pay the cost", "cost", oid)
        exiled = game.move(oid, "exile", rule="406.1")
        ability_obj.event = {**(ability_obj.event or {}), "exiled": exiled}  # "the card you exiled" (embalm, 702.128a)
    if ab.cost.exile_self and oid in st.objects and game.obj(oid).zone == "battlefield":
        game.note("118.3", f"{game.name(oid)} is exiled to pay the cost", "cost", oid)
        game.move(oid, "exile", rule="406.1")
    game.touch()
    for t in ability_obj.targets:
        if isinstance(t, int):
            game.fire({"kind": "becomes_target", "object": t, "by": aid})
    game.fire({"kind": "activated", "object": aid, "player": p})


def legal_targets_left(game: Game, sobj: Obj, reqs: tuple[Target, ...], colors: frozenset[str]) -> list[Any]:
    """Recheck targets on resolution (608.2b): illegal ones become None."""
    out: list[Any] = []
    pos = 0
    for req in reqs:
        for t in sobj.targets[pos:pos + req.count]:
            src = sobj.source if sobj.kind == "ability" else sobj.id
            out.append(t if targeting.target_ok(game, t, req, sobj.controller, src, colors) else None)
        pos += req.count
    return out


def resolve(game: Game, sid: int) -> None:
    """Resolve the top of the stack (608)."""
    st = game.state
    sobj = game.obj(sid)
    if sobj.kind == "ability":
        _resolve_ability(game, sobj)
        return
    chars = game.chars(sid)
    reqs = spell_requirements(game, sobj)
    targets = legal_targets_left(game, sobj, reqs, chars.colors)
    if sobj.targets and all(t is None for t in targets) and sobj.chosen.get(BESTOWED):
        # 702.103e, 608.3b: a bestowed Aura spell whose target is illegal stops being bestowed
        # and resolves as an enchantment creature spell.
        del sobj.chosen[BESTOWED]
        game.touch()
        game.note("702.103e", f"{game.name(sid)}: its target is illegal, so it stops being bestowed and resolves as "
                  "an enchantment creature spell", "resolve", sid)
        game.enter_battlefield(sid, sobj.controller, cast_x=sobj.x, rule="608.3")
        return
    if sobj.targets and all(t is None for t in targets):
        game.note("608.2b", f"{game.name(sid)}: all its targets are illegal, so it doesn't resolve", "resolve", sid)
        game.move(sid, "graveyard", rule="608.2b")
        return
    game.note("608.1", f"{game.name(sid)} resolves", "resolve", sid)
    if "Instant" in chars.card_types or "Sorcery" in chars.card_types:
        if chars.has_keyword(ASCEND):  # 702.131a: a spell ability, the first line of its text
            bless(game, sobj.controller, "702.131a")
        defs = spell_defs(game, sobj)
        card = defs[0] if defs else None
        # The spell's own effects use its own targets; each chosen mode uses the targets
        # chosen for it, in order (700.2, 601.2c). A fused split spell: the left half's
        # instructions, then the right half's, each with its own targets (702.102c).
        modes = chosen_modes(game, sobj)
        own = sum(t.count for t in card.targets) if card and (modes or len(defs) > 1) else len(targets)
        parts = [(card.spell_effects if card else (), own)]
        parts += [(d.spell_effects, sum(t.count for t in d.targets)) for d in defs[1:]]
        parts += [(m.effects, sum(t.count for t in m.targets)) for m in modes]
        pos = 0
        for effs, n in parts:
            ctx = effects.Context(controller=sobj.controller, source_id=sid, source_name=chars.name,
                          source_chars=chars, targets=targets[pos:pos + n], x=sobj.x or 0, stack_obj=sid,
                          kicked=bool(sobj.chosen.get("kicked")), event=_paid(sobj),
                          division=division.shares(sobj) if pos == 0 else ())
            effects.run_effects(game, ctx, effs)
            pos += n
        if sid in st.objects and game.obj(sid).zone == "stack" and sobj.chosen.get("with_cost") == "buyback":
            game.note("702.27a", f"{chars.name}'s buyback cost was paid: it goes to its owner's hand", "resolve", sid)
            game.move(sid, "hand", rule="702.27a")
        elif sid in st.objects and game.obj(sid).zone == "stack" and is_adventure(game, sobj):
            _go_on_adventure(game, sobj, chars)
        elif sid in st.objects and game.obj(sid).zone == "stack" and not _rebound(game, sobj, chars):
            game.move(sid, "graveyard", rule="608.2n")
        return
    attach = None
    if "Aura" in chars.subtypes and targets:
        attach = targets[-1]
    game.enter_battlefield(sid, sobj.controller, cast_x=sobj.x, rule="608.3", attach_to=attach)


def is_adventure(game: Game, spell: Obj) -> bool:
    """A spell cast as an Adventure (715.3), or a copy of one (707.10)."""
    card = game.db.get(spell.card) if spell.card and spell.card in game.db else None
    return card is not None and card.adventurer and split_halves(spell) == (1,)


def _go_on_adventure(game: Game, spell: Obj, chars: Characteristics) -> None:
    """715.3d: an Adventure spell resolving is exiled instead of put into its owner's graveyard;
    as long as it stays exiled, its controller may cast it, but not as an Adventure."""
    new = game.move(spell.id, "exile", rule="715.3d")
    if new is None:
        return  # a copy ceases to exist (707.10a)
    exiled = game.obj(new)
    if exiled.zone == "exile":
        exiled.chosen["adventure_by"] = spell.controller
        game.note("715.3d", f"{chars.name} was cast as an Adventure: its card is exiled, and "
                  f"{game.state.players[spell.controller].name} may cast {game.chars(new).name} from exile", "resolve", new)


def _paid(spell: Obj) -> dict[str, Any]:
    """What the spell's effects may name of its paid costs: the permanent sacrificed for its
    additional cost (a copy has it too: 707.10 copies the costs paid)."""
    return {"sacrificed": spell.chosen["sacrificed"]} if "sacrificed" in spell.chosen else {}


REBOUND_TEXT = "At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost."


def _rebound(game: Game, spell: Obj, chars: Characteristics) -> bool:
    """Rebound (702.88a): a spell cast from its owner's hand is exiled as it resolves, with a
    delayed trigger that lets its owner cast it at their next upkeep. Whether it did."""
    if not chars.has_keyword("rebound") or spell.cast_from != "hand":
        return False
    new = game.move(spell.id, "exile", rule="702.88a")
    game.note("702.88a", f"{chars.name} was cast from a hand: rebound exiles it as it resolves", "resolve", spell.id)
    if new is not None:
        ctx = effects.Context(controller=spell.controller, source_id=new, source_name=chars.name, source_chars=chars)
        effects.register_delayed(game, ctx, {"at": "upkeep", "whose": "your", "text": REBOUND_TEXT,
                                             "effects": ({"cast_without_paying": {"what": "trigger.object"}},)}, new)
    return True


def _resolve_ability(game: Game, aobj: Obj) -> None:
    st = game.state
    ab = aobj.ability
    assert ab is not None, "an ability on the stack has its ability"
    chars = aobj.source_chars or Characteristics(name="ability")
    targets = legal_targets_left(game, aobj, ability_requirements(game, aobj), chars.colors)
    label = f"{chars.name}'s ability #{aobj.id}"
    st.stack.remove(aobj.id)
    # Off the stack, it stays in st.objects while it resolves (for LKI and its decisions).
    aobj.zone = "resolving"
    if aobj.targets and all(t is None for t in targets):
        game.note("608.2b", f"{label}: all its targets are illegal, so it doesn't resolve", "resolve", aobj.id)
        del st.objects[aobj.id]
        game.touch()
        return
    if isinstance(ab, Triggered) and ab.condition and not condition_holds(game, ab.condition, aobj.controller, aobj.source, aobj.event):
        game.note("603.4", f"{label}: its condition ({ab.condition}) is false now, so it does nothing", "resolve", aobj.id)
        del st.objects[aobj.id]
        game.touch()
        return
    game.note("608.2", f"{label} resolves: \"{ab.text}\"", "resolve", aobj.id)
    if getattr(ab, "optional", False):
        yes = game.ask_yes(aobj.controller, f"{label}: \"{ab.text}\" — do it?", "603.5")
        if not yes:
            game.note("603.5", f"{st.players[aobj.controller].name} chooses not to", "resolve", aobj.id)
            del st.objects[aobj.id]
            game.touch()
            return
    # Its own effects with its own targets, then each chosen mode's with the targets chosen for
    # it, in the printed order (700.2, 603.3c).
    modes = chosen_modes(game, aobj)
    own = sum(t.count for t in ab.targets) if modes and isinstance(ab, (Activated, Triggered)) else len(targets)
    pos = 0
    for effs, n in [(ab.effects, own)] + [(m.effects, sum(t.count for t in m.targets)) for m in modes]:
        ctx = effects.Context(controller=aobj.controller, source_id=aobj.source, source_name=chars.name,
                      source_chars=chars, targets=targets[pos:pos + n], x=aobj.x or 0, event=aobj.event, stack_obj=aobj.id,
                      division=division.shares(aobj) if pos == 0 else ())
        effects.run_effects(game, ctx, effs)
        pos += n
    st.objects.pop(aobj.id, None)
    game.touch()
