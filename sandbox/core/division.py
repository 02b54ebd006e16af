"""Dividing an amount among targets (601.2d): "~ deals 3 damage divided as you choose among one,
two, or three targets". As the spell is cast (or the ability activated, 602.2b, or put on the
stack, 603.3d), after its targets are chosen, its controller announces how much each target
gets: each at least 1, all of it shared out. The division stays as announced: a target that is
illegal as it resolves isn't dealt its share, and the others aren't dealt more (608.2b)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sandbox.cards.model import Target
from sandbox.core.actions import Decision
from sandbox.errors import IllegalActionError

if TYPE_CHECKING:
    from sandbox.core.game import Game
    from sandbox.core.state import Obj


def amount(req: Target, x: int) -> int:
    """The amount a divided requirement shares out: its number, or X as announced (601.2b)."""
    return x if req.divided == "X" else int(req.divided or 0)


def target_range(req: Target, x: int) -> tuple[int, int]:
    """How many targets a requirement takes: a divided one from one target (none if the amount
    is 0) to ``count`` and no more than the amount, each getting at least 1 (601.2d); else
    ``count``, or from none with "up to"."""
    if req.divided is None:
        return (0 if req.up_to else req.count), req.count
    n = amount(req, x)
    return min(1, n), min(req.count, n)


def announce(game: Game, obj: Obj, reqs: tuple[Target, ...], given: tuple[int, ...] | None,
             player: int, what: str, name: Any) -> None:
    """Announce the division of a divided requirement among ``obj``'s chosen targets (601.2d)
    into ``obj.chosen["division"]``, one share per target in their order; ``given`` is checked
    instead of asking. The compiler allows a divided requirement only as the only one, so the
    shares line up with all of ``obj.targets``. ``name`` names a target for a prompt."""
    split = [r for r in reqs if r.divided is not None]
    if not split:
        if given is not None:
            raise IllegalActionError(f"{what} divides nothing among its targets: leave out the division")
        return
    total = amount(split[0], obj.x or 0)
    targets = list(obj.targets)
    if given is not None:
        if len(given) != len(targets):
            raise IllegalActionError(f"{what}: give one share of the {total} for each of its {len(targets)} target(s), "
                                     f"found {len(given)} (601.2d)")
        if any(n < 1 for n in given) or sum(given) != total:
            raise IllegalActionError(f"{what}: the {total} must be divided with at least 1 for each target, "
                                     f"found {', '.join(map(str, given))} (601.2d)")
        shares = list(given)
    else:
        shares = []
        left = total
        for i, t in enumerate(targets):
            after = len(targets) - i - 1
            if after == 0 or left - after == 1:
                shares += [left] if after == 0 else [1] * (after + 1)  # the one answer there is
                break
            n = int(game.decide(Decision(player, f"{what}: divide {total}: how much to {name(t)} ({left} left, "
                                         f"{after} more target(s) after it)", [], "number", rule="601.2d",
                                         low=1, high=left - after)))
            shares.append(n)
            left -= n
    obj.chosen["division"] = shares
    if targets:
        game.note("601.2d", f"{what}: divided as {', '.join(f'{n} to {name(t)}' for n, t in zip(shares, targets, strict=True))}",
                  "cast", obj.id)


def shares(obj: Obj) -> tuple[int, ...]:
    """The division ``obj`` announced, one share per target (none if it divides nothing)."""
    return tuple(obj.chosen.get("division", ()))
