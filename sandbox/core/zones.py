"""Zone changes with a meaning of their own: objects leaving the battlefield at once (603.10a),
sacrifice (701.21), shuffling a library (701.24)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from sandbox.core import triggers

if TYPE_CHECKING:
    from sandbox.core.game import Game


def move_together(game: Game, moves: Sequence[tuple[int, str]], zone: str) -> list[int | None]:
    """Move several permanents (id, rule) to ``zone`` at once (a wrath, state-based actions,
    704.3): the last known information of each is taken before any moves (113.7a), then all
    move, then their leaves-the-battlefield abilities look back at the game as it was just
    before (603.10a, 603.6c): each permanent that left sees every other one leave. Returns the
    new objects, in order (None for each that became nothing)."""
    with triggers.simultaneously(game) as batch:
        for oid, _ in moves:
            if oid not in batch.remembered:
                game._remember(oid)
                batch.remembered.add(oid)
        return [game.move(oid, zone, rule=rule) for oid, rule in moves]


def sacrifice(game: Game, oid: int, rule: str = "701.21a") -> int | None:
    """Sacrifice a permanent (701.21a): it moves from the battlefield to its owner's graveyard
    (indestructible doesn't stop it); then a "sacrificed" event, which looks back at it (603.10a).
    Returns the new object in the graveyard, if any."""
    return sacrifice_together(game, [oid], rule)[0]


def sacrifice_together(game: Game, ids: Sequence[int], rule: str = "701.21a") -> list[int | None]:
    """Sacrifice several permanents at once (701.21a, 603.10a): see ``move_together``."""
    with triggers.simultaneously(game):
        players = [game.controller(oid) for oid in ids]
        news = move_together(game, [(oid, rule) for oid in ids], "graveyard")
        for oid, player, new in zip(ids, players, news, strict=True):
            game.fire({"kind": "sacrificed", "object": oid, "player": player, "lki": True, "new": new})
    return news


def shuffle(game: Game, player: int) -> None:
    """Shuffle a library (701.24a), from the game's own seed so that replays are exact."""
    st = game.state
    rng = random.Random(st.rng)
    rng.shuffle(st.zone("library", player))
    st.rng = rng.getrandbits(32)
    game.touch(chars=False)
    game.note("701.24a", f"{st.players[player].name} shuffles their library", "zone")
