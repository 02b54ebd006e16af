"""What-if outcomes of an ordering decision, computed on a clone of the game.

For trigger order and replacement order the screen shows, before the user commits, what
each order leads to: the clone answers the decision, lets the new stack objects resolve
(both players pass), and the difference in pools, life, board and log is summarised.
Nothing here changes the real game.
"""

from __future__ import annotations

from itertools import islice, permutations
from typing import TYPE_CHECKING, Any

from sandbox.api import Pass, SandboxError

if TYPE_CHECKING:
    from sandbox.api import Game

MAX_ORDERS = 24
"""At most this many orders are previewed (4 items have 24 orders)."""


def _board(game: Game) -> dict[int, str]:
    out = {}
    for oid in game.state.battlefield:
        obj = game.obj(oid)
        c = game.chars(oid)
        pt = f" {c.power}/{c.toughness}" if c.power is not None and "Creature" in c.card_types else ""
        out[oid] = f"{c.name}{pt}" + (" (token)" if obj.kind == "token" else "")
    return out


def outcome(game: Game, order: tuple[Any, ...], resolve: bool = True) -> list[str]:
    """What answering the pending decision with ``order`` leads to, as short lines."""
    g = game.clone()
    base_stack = len(game.state.stack)
    before_pools = [str(p.pool) for p in game.state.players]
    before_life = [p.life for p in game.state.players]
    before_board = _board(game)
    log_start = len(game.log)
    try:
        g.answer(*order)
        for _ in range(40):
            if not resolve or g.pending is not None or len(g.state.stack) <= base_stack:
                break
            g.perform(Pass())
    except SandboxError as e:
        return [f"not allowed: {e}"]
    lines: list[str] = []
    for p in g.state.players:
        pool = str(p.pool)
        if pool != before_pools[p.index]:
            lines.append(f"{p.name}'s pool: {before_pools[p.index]} → {pool}")
        if p.life != before_life[p.index]:
            lines.append(f"{p.name}: {before_life[p.index]} → {p.life} life")
    after = _board(g)
    for oid, text in after.items():
        if oid not in before_board:
            lines.append(f"+ {text} #{oid}")
        elif before_board[oid] != text:
            lines.append(f"~ {before_board[oid]} → {text}")
    for oid, text in before_board.items():
        if oid not in after:
            lines.append(f"- {text} #{oid}")
    if g.pending is not None:
        lines.append(f"then asks: {g.pending.prompt}")
    new_log = [str(e) for e in g.log[min(log_start, len(g.log)):]][-3:]
    lines += [f"log {x}" for x in new_log]
    return lines or ["no visible difference"]


def orders(values: list[Any]) -> list[tuple[Any, ...]]:
    """The orders to preview (all of them, up to MAX_ORDERS)."""
    return list(islice(permutations(values), MAX_ORDERS))
