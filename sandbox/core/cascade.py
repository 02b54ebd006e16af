"""Cascade (702.85): as a spell with cascade is cast, it triggers; the ability exiles cards
from the top of its controller's library until a nonland card with a lesser mana value, which
may be cast without paying its mana cost; the other exiled cards go on the bottom of the
library in a random order."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from sandbox.core.layers import mana_value_of

if TYPE_CHECKING:
    from sandbox.core.game import Game


def resolve(game: Game, player: int, mana_value: int, source: str, cast: Callable[[int, int], None]) -> None:
    """The cascade ability of a spell with mana value ``mana_value`` resolves (702.85a);
    ``cast(card, player)`` casts a card without paying its mana cost (608.2g)."""
    st = game.state
    name = st.players[player].name
    exiled: list[int] = []
    hit = None
    while st.zone("library", player):
        new = game.move(st.zone("library", player)[-1], "exile", rule="702.85a")
        if new is None:
            continue
        exiled.append(new)
        c = game.chars(new)
        if "Land" not in c.card_types and mana_value_of(c, game.obj(new)) < mana_value:
            hit = new
            break
    game.note("702.85a", f"{source}: {name} exiles {len(exiled)} card(s) from the top of their library"
              + (f", stopping at {game.name(hit)}" if hit is not None else ", finding no nonland card with mana value "
                 f"less than {mana_value}"), "resolve")
    if hit is not None:
        yes = game.ask_yes(player, f"cascade: cast {game.name(hit)} without paying its mana cost?", "702.85a")
        if yes:
            cast(hit, player)
    rest = [o for o in exiled if o in st.objects and game.obj(o).zone == "exile"]
    rng = random.Random(st.rng)
    rng.shuffle(rest)
    st.rng = rng.getrandbits(32)
    for o in rest:
        game.move(o, "library", index=0, rule="702.85a")
    if rest:
        game.note("702.85a", f"{name} puts {len(rest)} card(s) on the bottom of their library in a random order", "resolve")

