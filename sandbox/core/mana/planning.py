"""The payment plan for casting a card or activating an ability, before anything is done.

``plan_for`` works out the total cost the way casting and activating will (601.2f, with X),
and asks ``solver.plan_payment`` how the pool and untapped sources would pay it
(601.2g-h). Nothing changes on the board: the command line (``plan``, ``pay auto``) and the
app's payment screen show the plan, let the player exclude sources, and then carry it out with
``paying.perform_plan`` (ordinary, undoable mana abilities) before the cast, which then
pays from the pool.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sandbox.core import casting, foretell, keyword_payment
from sandbox.core.actions import Decision, Option
from sandbox.core.mana.solver import PaymentPlan, plan_payment
from sandbox.errors import IllegalActionError, SandboxError
from sandbox.symbols import expand_x, format_cost

if TYPE_CHECKING:
    from sandbox.cards.model import Characteristics
    from sandbox.core.game import Game


@dataclass
class PlannedCost:
    """What is being paid for: a spell from hand or an activated ability."""

    oid: int
    ability: int | None
    player: int
    what: str
    cost: tuple[str, ...]
    needs_x: bool
    x: int | None = None
    busy: tuple[int, ...] = ()
    """Sources that can't pay (the ability taps, untaps or sacrifices its own source, 601.2h)."""
    halves: tuple[int, ...] = ()
    """The halves of a split card cast (709.3; both fused, 702.102a): the cost is theirs."""


def cost_for(game: Game, oid: int, ability: int | None = None, x: int | None = None, kicked: bool = False,
             halves: tuple[int, ...] = ()) -> PlannedCost:
    """The total mana cost of casting ``oid`` from hand (ability None), kicked or not (702.33),
    as ``halves`` of a split card (709.3a: the half cast; both fused, 702.102b), or of activating
    its ability ``ability``; X counts as ``x`` (0 if not given, see ``needs_x``)."""
    obj = game.obj(oid)
    xv = x or 0
    if ability is None:
        chars = casting.half_chars(game, oid, halves)
        base = None
        if obj.zone == "graveyard":  # 702.34a flashback, 702.127a aftermath, 702.133a, 702.81a, 702.138a
            base = casting.graveyard_cost(game, chars, obj.owner, oid)
        elif foretell.foretold(game, oid):  # 702.143a
            chars = foretell.printed(game, oid)
            base = foretell.foretold_cost(game, oid, obj.owner)
        if obj.zone != "hand" and base is None:
            raise IllegalActionError(f"{game.name(oid)} isn't in a hand")
        base = chars.mana_cost if base is None else base
        p = obj.owner
        kicker = casting.kicker_cost(chars) if kicked else None
        cost = casting.total_cost(game, chars, p, base, xv, kicker or (), card=oid)
        return PlannedCost(oid, None, p, chars.name, cost, "X" in base and x is None, x, halves=halves)
    abilities = game.activated_abilities(oid)
    if not 0 <= ability < len(abilities):
        raise IllegalActionError(f"{game.name(oid)} has no ability {ability + 1}")
    ab = abilities[ability]
    busy = (oid,) if ab.cost.tap or ab.cost.untap or ab.cost.sacrifice_self else ()
    return PlannedCost(oid, ability, game.controller(oid), ab.text or game.name(oid),
                       expand_x(ab.cost.mana, xv), "X" in ab.cost.mana and x is None, x, busy)


def plan_for(game: Game, oid: int, ability: int | None = None, x: int | None = None, *,
             exclude: Iterable[int] = (), force: Iterable[int] = (), kicked: bool = False,
             halves: tuple[int, ...] = ()) -> tuple[PlannedCost, PaymentPlan]:
    """The cost and its payment plan (nothing on the board changes)."""
    pc = cost_for(game, oid, ability, x, kicked, halves)
    spell = casting.half_chars(game, oid, halves) if ability is None else None
    source = game.chars(oid) if ability is not None else None
    exclude = tuple(exclude) + pc.busy
    plan = plan_payment(game, pc.player, pc.cost, spell=spell, ability_of=source, exclude=exclude, force=force)
    if not plan.ok and spell is not None and keyword_payment.keywords(spell):
        plan = _plan_with_helpers(game, pc, spell, exclude, tuple(force)) or plan
    plan.excluded = tuple(e for e in plan.excluded if e not in pc.busy)
    return pc, plan


def _plan_with_helpers(game: Game, pc: PlannedCost, spell: Characteristics, exclude: tuple[int, ...],
                       force: tuple[int, ...]) -> PaymentPlan | None:
    """When mana alone can't pay: the fewest convoke, improvise or delve helpers (601.2h; ones
    that aren't mana sources themselves) with which the rest can be paid with mana, or None."""
    most = len(keyword_payment.helper_payments(game, spell, pc.player, pc.cost, exclude=exclude)[0])
    for n in range(1, most + 1):
        used, rest = keyword_payment.helper_payments(game, spell, pc.player, pc.cost, n, exclude)
        plan = plan_payment(game, pc.player, rest, spell=spell, exclude=exclude + tuple(h for _, h, _ in used), force=force)
        if plan.ok:
            plan.cost, plan.mana = pc.cost, rest
            paid: dict[str, list[str]] = {}
            for keyword, _, unit in used:
                paid.setdefault(keyword, []).append(unit)
            plan.helped = ", ".join(f"{k} pays {format_cost(keyword_payment.as_cost(v))}" for k, v in paid.items())
            plan.helpers = [f"{game.name(h)} pays {{{unit}}} ({keyword}, {keyword_payment.PAYERS[keyword][0]}: "
                            f"{keyword_payment.PAYERS[keyword][1]})" for keyword, h, unit in used]
            return plan
    return None


def kicker_offer(game: Game, oid: int) -> Decision | None:
    """"Kick it (pay {4} more)?" for casting card ``oid`` from hand (702.33d, announced with the
    other choices, 601.2b): a yes/no decision when it has kicker and the kicked cast can be paid
    now; None otherwise (nothing on the board changes). "yes" means cast it kicked."""
    kicker = casting.kicker_cost(game.chars(oid))
    if kicker is None:
        return None
    try:
        pc, plan = plan_for(game, oid, kicked=True)
    except SandboxError:
        return None
    if not plan.ok:
        return None
    more = format_cost(kicker)
    return Decision(pc.player, f"kick {game.chars(oid).name} (pay {more} more)?",
                    [Option("yes", f"kick it: pay {more} more"), Option("no", "don't kick it")], "yesno", rule="702.33d")


def needs_sources(plan: PaymentPlan) -> bool:
    """True when the plan activates sources (the pool alone doesn't pay)."""
    return plan.ok and bool(plan.steps)
