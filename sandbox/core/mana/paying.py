"""Carrying out a payment plan: ``pay_mana`` and ``commit_plan`` while a spell is cast or an
ability activated (601.2g-h), ``perform_plan`` as ordinary undoable actions beforehand, and
``paid``: paying and acting as one step.

``game.perform(paid(game, plan, Cast(card)))`` taps what the plan says and casts the spell in
one engine action: one ``undo()`` takes all of it back, and a refusal (the cast is illegal)
leaves nothing tapped and no undo entry. The action carries the taps as plain data (source,
ability, the answers to its questions), so it replays and journals like any other."""

from __future__ import annotations

import contextlib
import dataclasses
from collections import Counter
from collections.abc import Iterable
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING, Any

from sandbox.cards.model import Characteristics, ManaAbility
from sandbox.core import game as game_module
from sandbox.core.actions import Activate, Cast
from sandbox.core.mana import production, solver
from sandbox.core.mana.pool import Mana, describe_mana, pay_from_pool
from sandbox.errors import IllegalActionError
from sandbox.symbols import TYPES, format_cost

if TYPE_CHECKING:
    from sandbox.core.game import Game


def execution_order(plan: solver.PaymentPlan, game: Game | None = None) -> list[solver.PlanStep]:
    """Sources without a mana cost first, those that sacrifice another permanent after them
    (a land is tapped for mana before it is sacrificed), on ``game`` each before the sacrifice
    of a land its planned mana depends on; then the filters, each after those that pay for it
    (the reverse of the order the plan counted them in)."""
    free = [s for s in plan.steps if not s.cost]
    victims = [s for s in free if s.victim is not None]
    if game is not None and len(victims) > 1:
        victims = _dependents_first(game, victims)
    return [s for s in free if s.victim is None] + victims + list(reversed([s for s in plan.steps if s.cost]))


def _dependents_first(game: Game, steps: list[solver.PlanStep]) -> list[solver.PlanStep]:
    """Order the sacrifices so that each sacrificed permanent can still produce the mana
    planned from it when its turn comes (106.7): Reflecting Pool, which could produce only what
    the Forest could, is sacrificed while the Forest is still there. Otherwise the plan's order."""
    before = {i: {j for j, t in enumerate(steps) if j != i and not _still_produces(game, s, t.victim)}
              for i, s in enumerate(steps)}  # i must be sacrificed before each j
    left, order = list(range(len(steps))), []
    while left:
        ready = [i for i in left if not any(i in before[j] for j in left if j != i)]
        pick = (ready or left)[0]
        order.append(pick)
        left.remove(pick)
    return [steps[i] for i in order]


def _still_produces(game: Game, step: solver.PlanStep, gone: int | None) -> bool:
    """Could ``step``'s sacrificed permanent still produce its planned mana once ``gone`` has
    left the battlefield? (Judged on a copy of the game that is thrown away.)"""
    if gone is None or step.victim is None:
        return True
    g = game.clone(what_if=True)
    g.state.battlefield.remove(gone)
    g.touch()
    could = g.could_produce(step.victim)
    return all(t in could for t in step.produces)


def _filter_payments(pool: dict[str, int], filters: list[solver.PlanStep], outer: tuple[str, ...]):
    """Which pool mana pays the first filter's cost so that the rest (later filters, then the
    cost itself) can still be paid: a small exhaustive search. Returns the types, or None."""
    memo: dict = {}

    def ways(counts: Counter, cost: tuple[str, ...]):
        colored = [c for c in cost if not c.isdigit()]
        generic = sum(int(c) for c in cost if c.isdigit())
        left = Counter(counts)
        for c in colored:
            if left[c] <= 0:
                return
            left[c] -= 1
        kinds = [t for t in TYPES if left[t] > 0]
        for combo in combinations_with_replacement(kinds, generic):
            cc = Counter(combo)
            if all(left[t] >= n for t, n in cc.items()):
                yield tuple(colored) + combo, left - cc

    def search(i: int, counts: Counter):
        key = (i, tuple(counts[t] for t in TYPES))
        if key in memo:
            return memo[key]
        if i == len(filters):
            got = pay_from_pool({Mana(t): n for t, n in counts.items() if n > 0}, outer, life_ok=False) is not None
            memo[key] = () if got else None
            return memo[key]
        result = None
        for paid, left in ways(counts, filters[i].cost):
            if search(i + 1, left + Counter(filters[i].produces)) is not None:
                result = paid
                break
        memo[key] = result
        return result

    return search(0, Counter(pool))


def commit_plan(game: Game, plan: solver.PaymentPlan, what: str, spell: Characteristics | None = None,
                ability_of: Characteristics | None = None) -> dict[Mana, int]:
    """Activate the plan's sources (601.2g), then pay from the pool exactly as planned (601.2h).
    Returns the mana spent."""
    if not plan.ok:
        raise IllegalActionError(f"can't pay {format_cost(plan.cost)} for {what}: {plan.problem}")
    player = plan.player
    pool = game.state.players[player].pool
    symbols = tuple(c for c in plan.payment if not c.endswith("life"))
    steps = execution_order(plan, game)
    for s in steps:
        source, index = s.activation()
        ab = game.activated_abilities(source)[index]
        assert isinstance(ab, ManaAbility), "a plan activates mana abilities"
        exact = None
        if s.cost:
            later = [t for t in steps if t.cost]
            later = later[later.index(s):]
            exact = _filter_payments(pool.type_counts(), later, symbols)
            if exact is None:
                raise IllegalActionError(f"can't pay {format_cost(plan.cost)} for {what}: the pool {pool} can't pay "
                                         f"{s.name}'s cost as planned")
        production.activate_mana_ability(game, source, ab, player, s.choice, rule="601.2g", order=s.order, cost_types=exact,
                                         trigger_types=s.trigger_types, x=s.x, victim=s.victim)
    usable = solver.spell_usable(game, player, spell, ability_of)
    paid = pay_from_pool(pool.amounts, symbols, life_ok=False, usable=usable,
                         any_color=solver.spends_as_any_color(game, player))
    if paid is None:
        raise IllegalActionError(f"can't pay {format_cost(plan.cost)} for {what}: the sources made {pool}, "
                                 f"not what the plan expected")
    spent, _ = paid
    pool.remove(spent)
    if plan.life:
        game.lose_life(player, plan.life, rule="107.4f")
    game.note("601.2h", f"pays {format_cost(plan.cost)} with {describe_mana(spent) or 'no mana'}"
              + (f" and {plan.life} life" if plan.life else ""), "cost")
    game.touch()
    return spent


def perform_plan(game: Game, plan: solver.PaymentPlan) -> None:
    """Carry out a (possibly edited) plan as ordinary, undoable actions: activate each planned
    source and answer its color and replacement-order questions as planned. The mana lands in
    the pool; casting or activating afterwards pays from it (the manual way, 601.2g)."""
    if not plan.ok:
        raise IllegalActionError(f"can't pay {format_cost(plan.cost)}: {plan.problem}")
    steps = execution_order(plan, game)
    for k, s in enumerate(steps):
        game.perform(Activate(*s.activation()))
        letters = list(s.choice or "")
        if s.choice and len(s.choice) > 1 and game.pending is not None and game.pending.kind == "mana":
            letters = [s.choice]  # alternatives like "BR" are one answer
        letters += list(s.trigger_types or ())
        for _ in range(16):
            d = game.pending
            if d is None:
                break
            values = [o.value for o in d.options]
            if d.rule == "601.2h":  # which pool mana pays the filter: what leaves the rest payable
                paid = _filter_payments(game.state.players[game.controller(s.activation()[0])].pool.type_counts(),
                                        [t for t in steps[k:] if t.cost], plan.cost)
                chosen = "".join(sorted(paid, key=TYPES.index)) if paid is not None else None
                if chosen not in values:
                    return
                game.answer(chosen)
            elif d.kind == "replacement_order" and s.order is not None:
                game.answer(*s.order)
            elif d.kind == "number" and s.x is not None:
                game.answer(s.x)
            elif d.kind == "mana" and s.choice in values:
                game.answer(s.choice)  # a combination ("WU") is one answer
                letters = list(s.trigger_types or ())
            elif d.rule in ("701.21", "118.3") and s.victim in values:
                game.answer(s.victim)
            elif d.kind in ("color", "mana") and letters and letters[0] in values:
                game.answer(letters.pop(0))
            else:
                return  # a question the plan didn't foresee: left for the player


def pay_mana(game: Game, player: int, cost: tuple[str, ...], what: str, *,
             spell: Characteristics | None = None, ability_of: Characteristics | None = None,
             exclude: Iterable[int] = ()) -> dict[Mana, int]:
    """Pay a mana cost (601.2h) for casting ``spell`` or activating an ability of
    ``ability_of``: from the pool first, activating mana abilities as the payment plan says if
    the pool is short (601.2g). Returns the mana spent; raises IllegalActionError if it can't
    be paid."""
    if not cost:
        return {}
    if len(game.state.players[player].pool) >= len(cost):
        # The usual case when a payment plan has tapped the sources first (and on every replay
        # of it): the pool pays, which the full plan prefers too, without looking at every
        # permanent; paying life instead of mana is left to the full plan.
        plan = solver.plan_payment(game, player, cost, spell=spell, ability_of=ability_of, pool_only=True)
        if plan.ok and not plan.life:
            return commit_plan(game, plan, what, spell, ability_of)
    plan = solver.plan_payment(game, player, cost, spell=spell, ability_of=ability_of, exclude=exclude)
    return commit_plan(game, plan, what, spell, ability_of)


Taps = tuple[tuple[int, int, tuple[tuple[Any, ...], ...]], ...]
"""(source, mana ability index, the answers to its questions), in the order they're tapped."""


def planned_taps(game: Game, plan: solver.PaymentPlan) -> Taps:
    """The taps a plan makes, with the answers to their questions (worked out on a copy).

    A question the plan didn't foresee ends the list there: what's left is paid as the
    spell or ability is (601.2g-h), asking the player.
    """
    trial = game.clone()
    with contextlib.suppress(IllegalActionError):  # keep the taps made so far; the action says why
        perform_plan(trial, plan)
    return tuple((t.action.obj, t.action.ability, tuple(t.answers)) for t in trial.history if isinstance(t.action, Activate))


def paid(game: Game, plan: solver.PaymentPlan, action: Cast | Activate) -> Cast | Activate:
    """``action`` preceded by tapping the plan's sources, as one action; the rest of its
    payment (what the pool pays, life for Phyrexian mana) keeps off the sources the plan
    was made without."""
    return dataclasses.replace(action, paying=planned_taps(game, plan), exclude=plan.excluded)


def tap_sources(game: Game, taps: Taps) -> None:
    """Activate each planned mana ability, answering its questions as recorded (601.2g)."""
    outer = game._answer_iter
    try:
        for source, ability, answers in taps:
            game._answer_iter = iter(answers)
            try:
                game.activate(source, ability)
                game.settle()
            except game_module.NeedDecision as nd:
                raise IllegalActionError(f"paying: {game.name(source)} asks {nd.decision.prompt!r}, "
                                         "which the payment plan didn't foresee") from None
    finally:
        game._answer_iter = outer
