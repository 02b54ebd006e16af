"""Zone changes with a meaning of their own: sacrifice (701.21), shuffling a library (701.24)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sandbox.core.game import Game


def sacrifice(game: Game, oid: int, rule: str = "701.21a") -> int | None:
    """Sacrifice a permanent (701.21a): it moves from the battlefield to its owner's graveyard
    (indestructible doesn't stop it); then a "sacrificed" event, which looks back at it (603.10a).
    Returns the new object in the graveyard, if any."""
    player = game.controller(oid)
    new = game.move(oid, "graveyard", rule=rule)
    game.fire({"kind": "sacrificed", "object": oid, "player": player, "lki": True, "new": new})
    return new


def shuffle(game: Game, player: int) -> None:
    """Shuffle a library (701.24a), from the game's own seed so that replays are exact."""
    st = game.state
    rng = random.Random(st.rng)
    rng.shuffle(st.zone("library", player))
    st.rng = rng.getrandbits(32)
    game.touch(chars=False)
    game.note("701.24a", f"{st.players[player].name} shuffles their library", "zone")
