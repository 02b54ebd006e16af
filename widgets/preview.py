"""What-if outcomes of an ordering decision, computed on a clone of the game.

For trigger order and replacement order the screen shows, before the user commits, what
each order leads to: the clone answers the decision, lets the new stack objects resolve
(both players pass), and the difference in pools, life, board and log is summarised.
Nothing here changes the real game.
"""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from collections.abc import Iterator
from itertools import islice, permutations
from pathlib import Path
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
    g = game.clone(what_if=True)
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


def safe_outcome(game: Game, order: tuple[Any, ...], resolve: bool) -> list[str]:
    """:func:`outcome`, an engine defect shown as the preview instead of raised."""
    try:
        return outcome(game, order, resolve=resolve)
    except Exception as e:
        return [f"no preview (internal error: {type(e).__name__})"]


def freeze(game: Game) -> bytes:
    """A copy of the game as bytes (a few ms), for previews computed elsewhere."""
    return pickle.dumps(game, protocol=pickle.HIGHEST_PROTOCOL)


def serve() -> None:
    """(The other process) read a pickled (frozen game, [(index, order)], resolve) on stdin and
    write a pickled (index, outcome) on stdout for each order, as soon as it is known."""
    frozen, orders, resolve = pickle.load(sys.stdin.buffer)
    game = pickle.loads(frozen)
    for i, order in orders:
        pickle.dump((i, safe_outcome(game, order, resolve)), sys.stdout.buffer)
        sys.stdout.buffer.flush()


CHILD = """
import os
try:
    os.nice(10)  # background work, from its first import on: the app's keys come first
except (AttributeError, OSError):
    pass
from widgets.preview import serve
serve()
"""
"""What the other process runs."""


class OutcomeProcess:
    """Outcomes of some orders, computed in another process on a copy of the game.

    A thread computing them would hold the interpreter lock for seconds on a big board, and
    every key pressed meanwhile would wait for it; another process leaves this one free.
    Iterating yields (index, outcome) as each is known; :meth:`stop` ends the process.
    """

    def __init__(self, frozen: bytes, orders: list[tuple[int, tuple[Any, ...]]], resolve: bool) -> None:
        """``frozen``: the game pickled (:func:`freeze`), taken where the game is used."""
        root = str(Path(__file__).resolve().parent.parent)  # where ``widgets`` and ``sandbox`` are
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH")])))
        self._process = subprocess.Popen([sys.executable, "-c", CHILD],
                                         stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=subprocess.DEVNULL, env=env)
        assert self._process.stdin is not None
        try:
            pickle.dump((frozen, orders, resolve), self._process.stdin)
            self._process.stdin.close()
        except OSError:
            self.stop()
            raise

    def __iter__(self) -> Iterator[tuple[int, list[str]]]:
        out = self._process.stdout
        assert out is not None
        try:
            while True:
                yield pickle.load(out)
        except (EOFError, OSError, pickle.UnpicklingError):
            return

    def stop(self) -> None:
        """End the process (outcomes not sent yet are dropped)."""
        if self._process.poll() is None:
            self._process.kill()
        self._process.wait(timeout=5)
