"""Enumerating legal actions (python-chess's legal_moves, for Magic)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import TYPE_CHECKING

from sandbox.cards.model import Activated, Cost, ManaAbility, Replacement, Triggered
from sandbox.core import (
    casting,
    faces,
    foretell,
    from_hand,
    keyword_abilities,
    keyword_payment,
    ninjutsu,
    suspend,
    targeting,
)
from sandbox.core.actions import Action, Activate, Answer, Cast, Foretell, Ninjutsu, Pass, PlayLand, Suspend, TurnFaceUp
from sandbox.core.layers import FACE_DOWN
from sandbox.core.mana import solver
from sandbox.core.mana.pool import Mana, pay_from_pool
from sandbox.errors import IllegalActionError
from sandbox.symbols import COLORS, TYPES, expand_x

if TYPE_CHECKING:
    from sandbox.cards.model import Characteristics, Target
    from sandbox.core.game import Game


def answers(game: Game) -> list[Answer]:
    """Every answer to the pending decision (a sample for very large multi-choices)."""
    d = game.pending
    assert d is not None, "answers needs a pending decision"
    vals = [o.value for o in d.options]
    if d.kind == "number":
        picks = sorted({d.low, min(d.high, d.low + 1), min(d.high, d.low + 2), min(d.high, 3)})
        return [Answer((n,)) for n in picks]
    if d.ordered:
        return [Answer(tuple(vals)), Answer(tuple(reversed(vals)))] if len(vals) > 1 else [Answer(tuple(vals))]
    out: list[Answer] = []
    for k in range(d.min, d.max + 1):
        for combo in combinations(vals, k):
            if d.kind in ("attackers", "blockers"):
                # Each creature attacks (or blocks) once: "a>b" pairs share their left side.
                lefts = [str(v).partition(">")[0] for v in combo]
                if len(set(lefts)) != len(lefts):
                    continue
            out.append(Answer(tuple(combo)))
            if len(out) >= 64:
                return out
    return out


MAX_KICKS = 20
"""The most times the legal actions offer to pay a multikicker cost (702.33c)."""


def _payable(game: Game, cost: Cost, player: int, card: int) -> bool:
    """Can ``player`` pay these non-mana cost parts while casting ``card``?"""
    try:
        casting.check_payable(game, cost, player, casting=card)
    except IllegalActionError:
        return False
    return True


def _additional_payable(game: Game, oid: int, player: int, chars: Characteristics, halves: tuple[int, ...] = ()) -> bool:
    """Can ``player`` pay the card's mandatory additional cost (601.2h, 118.3)? A face-down
    spell has none."""
    extra = None if chars is FACE_DOWN else casting.additional_cost(game, oid, halves)
    try:
        if extra is not None:
            casting.check_payable(game, extra, player, casting=oid)
    except IllegalActionError:
        return False
    return True


def could_cast_now(game: Game, oid: int, player: int) -> bool:
    """Could ``player`` cast the card ``oid`` without paying its mana cost as an effect resolves
    (608.2g, timing ignored): it isn't a land (305.1), its mandatory additional cost can be paid
    (601.2h) and each target requirement has a legal target (601.2c)."""
    c = game.chars(oid)
    return ("Land" not in c.card_types and _additional_payable(game, oid, player, c)
            and _has_targets(game, player, casting.spell_requirements(game, game.obj(oid), None), c.colors, oid))


def legal_actions(game: Game) -> list[Action]:
    st = game.state
    if game.pending is not None:
        return [a for a in answers(game) if game.answer_is_legal(*a.values)]
    if st.over or st.priority is None:
        return []
    p = st.priority
    out: list[Action] = [Pass()]
    afford: dict[tuple[str, ...], bool] = {}
    fixed_mana = _fixed_mana(game, p)
    sources = solver.SourceTable(game, p)  # each permanent's mana options, worked out once for all costs

    def affordable(cost: tuple[str, ...]) -> bool:
        if cost not in afford:
            afford[cost] = _affordable(game, p, cost, fixed_mana, sources)
        return afford[cost]

    sorcery_ok = casting.sorcery_timing_ok(game, p)

    def castable(oid: int, c: Characteristics, cost: tuple[str, ...] | None, halves: tuple[int, ...] = ()) -> bool:
        """Could the spell be cast now for ``cost``: timing, mana (601.2f), targets (601.2c)?"""
        return (bool(cost) and cost is not None and (sorcery_ok or casting.is_instant_speed(game, c))  # no cost: 118.6
                and _additional_payable(game, oid, p, c, halves)
                and affordable(keyword_payment.reducible(game, c, p, casting.total_cost(game, c, p, cost, card=oid)))
                and _has_targets(game, p, casting.spell_requirements(game, game.obj(oid), halves or None), c.colors, oid))

    def split_casts(oid: int, zone: str) -> list[Action]:
        """Each half of a split card castable now from ``zone``, and both fused (709.3, 702.102a)."""
        out: list[Action] = []
        for hs in casting.castable_halves(split[oid], zone):
            c = casting.half_chars(game, oid, hs)
            if castable(oid, c, c.mana_cost, hs):
                out.append(Cast(oid, fused=True) if len(hs) == 2 else Cast(oid, half=hs[0]))
        return out

    split = {o: d for o in st.zone("hand", p) + st.zone("graveyard", p) + st.zone("exile", p)
             if (name := game.obj(o).card) and name in game.db and (d := game.db.get(name)).halves}
    for oid in st.zone("exile", p):
        if oid in split and game.obj(oid).chosen.get("adventure_by") == p:
            out += split_casts(oid, "exile")  # 715.3d: the card, not its Adventure
        elif castable(oid, foretell.printed(game, oid), foretell.foretold_cost(game, oid, p)):
            out.append(Cast(oid))  # 702.143a: a card foretold on an earlier turn
    for oid in st.zone("hand", p):
        c = game.chars(oid)
        if oid in split:
            out += split_casts(oid, "hand")
            if split[oid].modal and sorcery_ok and st.players[p].lands_played < 1:  # 712.12: a land face is played
                out += [PlayLand(oid, face=i) for i, h in enumerate(split[oid].halves) if "Land" in h.chars.card_types]
        elif "Land" in c.card_types:
            if sorcery_ok and st.players[p].lands_played < game.land_plays(p):
                out.append(PlayLand(oid))
        elif not c.has_keyword("aftermath") and castable(oid, c, c.mana_cost) and casting.modes_castable(game, oid, p):  # 702.127a
            out.append(Cast(oid))
            kicker = casting.kicker_cost(c)
            if kicker is not None and castable(oid, c, casting.with_additional(c.mana_cost, kicker)):
                out.append(Cast(oid, kicked=True))  # 702.33d
            multi, kicked_cost = casting.kicker_cost(c, "multikicker"), c.mana_cost
            for n in range(1, MAX_KICKS + 1) if multi is not None else ():
                kicked_cost = casting.with_additional(kicked_cost, multi or ())
                if not castable(oid, c, kicked_cost):
                    break
                out.append(Cast(oid, kicks=n))  # 702.33c: each number of times it can be paid
        for name in casting.ALTERNATIVE_KEYWORDS + casting.ADDITIONAL_KEYWORDS:  # 118.9, 118.8
            keyed = casting.keyword_cost(c, name)
            if name == "surge" and not casting.surge_allowed(game, p):
                continue  # 702.117a
            if keyed is not None and castable(oid, c, keyed if name in casting.ALTERNATIVE_KEYWORDS
                                              else casting.with_additional(c.mana_cost, keyed)) \
                    and casting.modes_castable(game, oid, p, every=name == "entwine") \
                    and casting.keyword_other_payable(game, oid, c, name, p):
                out.append(Cast(oid, with_cost=name))  # 702.74a evoke, 702.109a dash, 702.27a buyback, 702.42a entwine
        casualty = casting.casualty_cost(c)
        if casualty is not None and castable(oid, c, c.mana_cost) and _payable(game, casualty, p, oid):
            out.append(Cast(oid, with_cost="casualty"))  # 702.153a
        if faces.morph_cost(game, game.obj(oid)) is not None and castable(oid, FACE_DOWN, casting.FACE_DOWN_COST):
            out.append(Cast(oid, face_down=True))  # 702.37c
        if st.active == p and foretell.foretell_cost(c) is not None and affordable(foretell.FORETELL_ACTION_COST):
            out.append(Foretell(oid))  # 116.2h, 702.143a
        found = suspend.suspend_of(game, oid)
        if found is not None and suspend.could_begin_to_cast(game, oid, p) and affordable(found[1]):
            out.append(Suspend(oid))  # 116.2f, 702.62a
        cost = ninjutsu.ninjutsu_cost(game, oid)
        if cost is not None and affordable(cost):
            out += [Ninjutsu(oid, a) for a in ninjutsu.unblocked_attackers(game, p)]  # 702.49a
        for i in from_hand.hand_abilities(game, oid):  # 702.29a: cycling, "Discard this card: ..."
            ab = game.activated_abilities(oid)[i]
            assert isinstance(ab, Activated), "hand_abilities lists activated abilities"
            try:
                casting.check_activation_costs(game, oid, ab.cost, c)
            except IllegalActionError:
                continue
            if casting.activation_restriction(game, ab, oid, p) or not _targets_ok(game, p, ab, c.colors, oid):
                continue
            if not ab.cost.mana or affordable(ab.cost.mana):
                out.append(Activate(oid, i))
    for oid in st.zone("graveyard", p):
        c = game.chars(oid)
        if oid in split:
            out += split_casts(oid, "graveyard")  # 702.127a: a half with aftermath
        elif castable(oid, c, casting.graveyard_cost(game, c, p, oid)):
            out.append(Cast(oid))  # 702.34a, 702.133a
        disturb = casting.disturb_cost(game, game.obj(oid))
        if disturb is not None:  # 702.146a: cast transformed, as its back face
            back = game.db.get(str(game.obj(oid).card)).back
            assert back is not None, "disturb_cost is None for a card without a back face"
            aura = casting.aura_requirement(back) if "Aura" in back.subtypes else None
            if castable(oid, back, disturb) and (aura is None or _has_targets(game, p, (aura,), back.colors, oid)):
                out.append(Cast(oid, with_cost="disturb"))
        for i in from_hand.graveyard_abilities(game, oid):  # 702.84a: unearth
            ab = game.activated_abilities(oid)[i]
            assert isinstance(ab, Activated), "graveyard_abilities lists activated abilities"
            try:
                casting.check_activation_costs(game, oid, ab.cost, c)
            except IllegalActionError:
                continue
            if not _targets_ok(game, p, ab, c.colors, oid):
                continue
            if not casting.activation_restriction(game, ab, oid, p) and (not ab.cost.mana or affordable(ab.cost.mana)):
                out.append(Activate(oid, i))
    for oid in st.battlefield:
        if game.controller(oid) != p:
            continue
        up = faces.face_up_cost(game, game.obj(oid))
        if up is not None and affordable(up[0]):
            out.append(TurnFaceUp(oid))  # 116.2b
        chars = game.chars(oid)
        for i, ab in enumerate(game.activated_abilities(oid)):
            if from_hand.works_in_graveyard(ab):
                continue  # unearth works only from a graveyard (702.84a)
            try:
                casting.check_activation_costs(game, oid, ab.cost, chars)
            except IllegalActionError:
                continue
            if not isinstance(ab, ManaAbility):
                if casting.activation_restriction(game, ab, oid, p):
                    continue
                if not _targets_ok(game, p, ab, chars.colors, oid):
                    continue
            if ab.cost.mana and not (_affordable_without(game, p, ab.cost.mana, oid, fixed_mana, sources)
                                     if ab.cost.tap or ab.cost.sacrifice_self or ab.cost.exile_self
                                     else affordable(ab.cost.mana)):
                continue
            out.append(Activate(oid, i))
    if keyword_abilities.split_second_spell(game) is not None:  # 702.61a: mana abilities and special actions only
        out = [a for a in out if not isinstance(a, (Cast, Ninjutsu)) and not (
            isinstance(a, Activate) and not isinstance(game.activated_abilities(a.obj)[a.ability], ManaAbility))]
    return out


class _Quick:
    """What a quick look at a player's mana can tell without a payment search."""

    def __init__(self, fixed: dict | None, types: set[str] | None, by_source: dict[int, tuple[str, ...]]):
        self.fixed = fixed
        """Pool plus fixed outputs of untapped {T} sources (None if replacements exist)."""
        self.by_source = by_source
        """What each of those sources adds to ``fixed``."""
        self.types = types
        """Every type any source could add (None if unknown: mana triggers, replacements)."""
        self._pays: dict[tuple, bool] = {}

    def pays(self, cost: tuple[str, ...], any_color: bool, without: int | None = None) -> bool:
        """Do the pool and the fixed {T} sources (but ``without``) cover ``cost``? Known
        once per cost and per what the source left out adds."""
        if self.fixed is None:
            return False
        made = self.by_source.get(without, ()) if without is not None else ()
        key = (cost, any_color, made)
        if key not in self._pays:
            mana = dict(self.fixed)
            for t in made:
                mana[Mana(t)] -= 1
            self._pays[key] = pay_from_pool(mana, cost, life_ok=False, any_color=any_color) is not None
        return self._pays[key]


def _fixed_mana(game: Game, player: int) -> _Quick:
    """The pool plus what untapped fixed-output {T} sources would add, and the types any
    source could add; both unknown (None) when mana replacements or triggers are in play."""
    st = game.state
    types: set[str] | None = {m.type for m in st.players[player].pool.amounts}
    for oid in st.battlefield:
        for a in game.chars(oid).abilities:
            if isinstance(a, Replacement) and a.replaces == "mana":
                return _Quick(None, None, {})
            if isinstance(a, Triggered) and a.on == "tapped_for_mana":
                types = None
    mana = {m: n for m, n in st.players[player].pool.amounts.items() if not m.restricted}
    by_source: dict[int, tuple[str, ...]] = {}
    for oid in st.battlefield:
        if game.controller(oid) != player or game.obj(oid).tapped:
            continue
        for ab in game.activated_abilities(oid):
            if types is not None and isinstance(ab, ManaAbility):
                p = ab.produce
                if p.fixed and p.instead is None:
                    types.update(p.fixed)
                elif p.chosen_color and game.obj(oid).chosen.get("color"):
                    types.add(game.obj(oid).chosen["color"])
                else:
                    types.update(COLORS + ("C",))
        for ab in game.activated_abilities(oid):
            # One fixed {T} ability per permanent: it can be tapped only once.
            if isinstance(ab, ManaAbility) and ab.produce.fixed and ab.cost.tap and not ab.cost.mana \
                    and not ab.cost.sacrifice_self and not ab.cost.self_counters and not ab.cost.life \
                    and not ab.produce.restriction and not ab.produce.only and ab.produce.instead is None:
                try:
                    casting.check_activation_costs(game, oid, ab.cost, game.chars(oid))
                except IllegalActionError:
                    break
                by_source[oid] = ab.produce.fixed
                break
    # Counted per type first: a Mana is slow to build and hash.
    for t, n in Counter(t for made in by_source.values() for t in made).items():
        mana[Mana(t)] = mana.get(Mana(t), 0) + n
    return _Quick(mana, types, by_source)


def _affordable(game: Game, player: int, cost: tuple[str, ...], quick: _Quick, sources: solver.SourceTable) -> bool:
    """Can ``player`` pay ``cost`` now? Fixed-output sources are a quick yes, a color no
    source can make a quick no; otherwise a full payment search decides."""
    cost = expand_x(cost, 0)
    if not cost:
        return True
    anyc = solver.spends_as_any_color(game, player)
    if quick.pays(cost, anyc):
        return True
    if not anyc and quick.types is not None and any(s in TYPES and s not in quick.types for s in cost):
        return False
    pool = game.state.players[player].pool.amounts
    if pay_from_pool(pool, cost, any_color=anyc) is not None:
        return True
    return solver.plan_payment(game, player, cost, sources=sources).ok


def _affordable_without(game: Game, player: int, cost: tuple[str, ...], source: int, quick: _Quick,
                        sources: solver.SourceTable) -> bool:
    """Can ``player`` pay ``cost`` without ``source``'s mana? (Its ability taps or sacrifices
    it, so it can't also be tapped for mana to pay that ability, 602.2b.) The other
    fixed-output sources are a quick yes; otherwise a full payment search decides."""
    cost = expand_x(cost, 0)
    anyc = solver.spends_as_any_color(game, player)
    if quick.pays(cost, anyc, without=source):
        return True
    if pay_from_pool(game.state.players[player].pool.amounts, cost, any_color=anyc) is not None:
        return True
    return solver.plan_payment(game, player, cost, exclude=(source,), sources=sources).ok


def _targets_ok(game: Game, player: int, ab: Activated, colors: frozenset[str], source: int) -> bool:
    """Can the ability's targets be chosen (602.2b, 601.2c), and enough of its modes, each with
    its targets (700.2a)?"""
    if ab.targets and not _has_targets(game, player, ab.targets, colors, source):
        return False
    return not ab.modes or len(casting.modes_available(game, ab.modes, player, source, colors)) >= ab.choose


def _has_targets(game: Game, player: int, reqs: tuple[Target, ...], colors: frozenset[str], source: int | None) -> bool:
    """Does each target requirement have enough legal targets? Stops at the first found."""
    st = game.state
    for req in reqs:
        # a divided amount needs one target (601.2d), unless it's X, which may be 0
        need = (0 if req.divided == "X" else 1) if req.divided is not None else 0 if req.up_to else req.count
        if need == 0:
            continue
        found = 0
        candidates: list[str | int] = [f"p{q.index}" for q in st.players]
        candidates += st.stack if req.filter.zone == "stack" else st.battlefield
        for t in candidates:
            if targeting.target_ok(game, t, req, player, source, colors):
                found += 1
                if found >= need:
                    break
        if found < need:
            return False
    return True
