"""Why a payment plan taps what it taps: each source's line in the plan (what it pays, and
why it was chosen over the sources kept untapped), as the solver fills the plan in."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sandbox.core.mana import solver
from sandbox.symbols import TYPES, format_cost

if TYPE_CHECKING:
    from sandbox.core.game import Game


def describe_plan(game: Game, plan: solver.PaymentPlan, units: list[solver.SourceUnit], picks: list[tuple[int, int]],
              concrete: list[tuple[str, str]]) -> None:
    """Fill the plan's steps with what each source pays and why."""
    # Concrete symbols still unpaid, as (type or "generic", label) slots.
    slots: list[list[str]] = []
    for c, orig in concrete:
        if c.endswith("life"):
            continue
        label = f"{{{orig}}}" if c == orig else "{{{}}} as {}".format(orig, f"{{{c}}}" if not c.isdigit() else f"{c} generic")
        if c.isdigit():
            slots += [["generic", label] for _ in range(int(c))]
        else:
            slots.append([c, label])
    used_ids = {units[i].source for i, _ in picks}
    unused = [u for u in units if u.source is not None and u.source not in used_ids]
    for i, k in picks:
        u = units[i]
        produced, ability, choice, order, text, cost, hint, x, victim, source = u.options[k]
        pays = []
        paid_colors: list[str] = []
        for t in produced:
            slot = next((s for s in slots if s[0] == t), None) or next((s for s in slots if s[0] == "generic"), None)
            if slot is None:
                pays.append(f"nothing (the {{{t}}} stays in the pool)")
                continue
            slots.remove(slot)
            if slot[0] != "generic":
                paid_colors.append(t)
            pays.append(slot[1] if slot[0] != "generic" else f"generic ({slot[1]})")
        for c in cost:
            label = f"{{{c}}} of {u.name}'s cost"
            slots += [["generic", label] for _ in range(int(c))] if c.isdigit() else [[c, label]]
        if u.source is None:
            plan.pool.append(solver.PlanStep(None, None, u.name, text, produces=produced, pays=pays,
                                      why="already in the pool"))
            continue
        why = why_tapped(u, produced, paid_colors, unused,
                         game.activated_abilities(source)[ability] if source is not None and ability is not None else None)
        if cost:
            why += f"; its own cost {format_cost(cost)} is paid by mana listed after it"
        if victim is not None:
            why += f"; sacrifices {game.name(victim)}"
        name = game.name(source) if source is not None else u.name
        plan.steps.append(solver.PlanStep(source, ability, name, text, choice=choice, order=order, produces=produced,
                                   cost=cost, pays=pays, why=why, trigger_types=hint, x=x, victim=victim))
    groups: dict[tuple[str, str], list[str]] = {}
    for u in unused:
        can = format_cost(t for t in TYPES if t in u.flex)
        if u.sacrifice:
            reason = "it would be sacrificed"
        elif u.rider:
            reason = "it does more than add mana (605.3b)"
        elif len(u.flex) > 1:
            reason = "more flexible, so kept for later"
        elif u.creature:
            reason = "a creature, kept untapped (it may attack or block)"
        else:
            reason = "not needed"
        groups.setdefault((can, reason), []).append(u.name)
    for (can, reason), names in groups.items():
        plan.kept.append(f"{', '.join(names)} (could make {can}): {reason}")


def why_tapped(u: solver.SourceUnit, produced: tuple[str, ...], paid_colors: list[str], unused: list[solver.SourceUnit],
               ability: Any = None) -> str:
    """Why a source was tapped; ``paid_colors`` are the types it made that pay colored symbols
    (mana paying generic needs no particular type); ``ability``: the mana ability activated."""
    reasons = []
    if u.forced:
        reasons.append("you asked for it")
    colored = [t for t in paid_colors if t != "C"]
    for t in dict.fromkeys(colored):
        if not any(t in o.flex for o in unused):
            reasons.append(f"no source left untapped could make {{{t}}} instead")
            break
    if not paid_colors and produced:
        reasons.append("for generic mana, which any type of mana can pay")
    if len(u.flex) == 1:
        reasons.append(f"it makes only {{{next(iter(u.flex))}}}")
    elif len(produced) > 1:
        reasons.append(f"it makes {len(produced)} mana at once")
    else:
        reasons.append(f"it can make {format_cost(t for t in TYPES if t in u.flex)}; fewer flexible choices were left")
    if u.weight >= 100:
        reasons.append(f"{_what_it_costs(ability)} (used only because nothing else pays)")
    return "; ".join(reasons)


def _what_it_costs(ability: Any) -> str:
    """What makes a source a last resort: its ability sacrifices it, costs life, or does more than
    add mana (a pain land's damage, 605.3b)."""
    cost = getattr(ability, "cost", None)
    if cost is not None and cost.sacrifice_self:
        return "it is sacrificed"
    if cost is not None and cost.life:
        return f"it costs {cost.life} life"
    if ability is not None and bool(getattr(ability, "effects", None)):
        return "its ability does more than add mana"
    return "it costs more than a tap"
