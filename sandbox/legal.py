"""Enumerating legal actions (python-chess's legal_moves, for Magic)."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from .actions import Action, Activate, Answer, Cast, Pass, PlayLand
from .cards import ManaAbility
from .errors import IllegalActionError

if TYPE_CHECKING:
    from .game import Game


def answers(game: "Game") -> list[Action]:
    """Every answer to the pending decision (a sample for very large multi-choices)."""
    d = game.pending
    vals = [o.value for o in d.options]
    if d.kind == "number":
        picks = sorted({d.low, min(d.high, d.low + 1), min(d.high, d.low + 2), min(d.high, 3)})
        return [Answer((n,)) for n in picks]
    if d.ordered:
        return [Answer(tuple(vals)), Answer(tuple(reversed(vals)))] if len(vals) > 1 else [Answer(tuple(vals))]
    out: list[Action] = []
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


def legal_actions(game: "Game") -> list[Action]:
    st = game.state
    if game.pending is not None:
        return [a for a in answers(game) if game.answer_is_legal(*a.values)]
    if st.winner is not None or st.priority is None:
        return []
    p = st.priority
    out: list[Action] = [Pass()]
    from .casting import check_activation_costs, is_instant_speed, sorcery_timing_ok, spell_requirements
    sorcery_ok = sorcery_timing_ok(game, p)
    for oid in st.zone("hand", p):
        c = game.chars(oid)
        if "Land" in c.card_types:
            if sorcery_ok and st.players[p].lands_played < 1:
                out.append(PlayLand(oid))
            continue
        if not (sorcery_ok or is_instant_speed(game, c)):
            continue
        if not _affordable(game, p, c.mana_cost):
            continue
        if not _has_targets(game, game.obj(oid), p, spell_requirements(game, game.obj(oid)), c):
            continue
        out.append(Cast(oid))
    for oid in st.battlefield:
        if game.controller(oid) != p:
            continue
        chars = game.chars(oid)
        for i, ab in enumerate(game.activated_abilities(oid)):
            try:
                check_activation_costs(game, oid, ab.cost, chars)
            except IllegalActionError:
                continue
            if not isinstance(ab, ManaAbility):
                if ab.sorcery_speed and not sorcery_ok:
                    continue
                if ab.targets and not all(game.target_options(t, p, oid, chars.colors) or t.up_to for t in ab.targets):
                    continue
            if ab.cost.mana and not _affordable(game, p, ab.cost.mana):
                continue
            out.append(Activate(oid, i))
    return out


def _affordable(game: "Game", player: int, cost: tuple[str, ...]) -> bool:
    from .mana import expand_x, pay_from_pool
    from .production import auto_pay_plan
    cost = expand_x(cost, 0)
    if not cost:
        return True
    pool = game.state.players[player].pool.mana
    if pay_from_pool(pool, cost) is not None:
        return True
    return auto_pay_plan(game, player, cost) is not None


def _has_targets(game: "Game", obj, player: int, reqs, chars) -> bool:
    return all(req.up_to or len(game.target_options(req, player, None, chars.colors)) >= req.count for req in reqs)
