"""Ascend (702.131) and the city's blessing: a player designation kept for the rest of the game
(702.131c). On a permanent ascend is a static ability: any time its controller controls ten or
more permanents, they get the city's blessing (702.131b); on an instant or sorcery it is a spell
ability: as the spell resolves, if its controller controls ten or more permanents, they get it
(702.131a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sandbox.core.game import Game

ASCEND = "ascend"
PERMANENTS = 10
"""702.131a-b: "If you control ten or more permanents"."""


def _permanents(game: Game, player: int) -> list[int]:
    return [o for o in game.state.battlefield if game.controller(o) == player]


def bless(game: Game, player: int, rule: str) -> None:
    """``player`` gets the city's blessing if they control ten or more permanents (and haven't it)."""
    p = game.state.players[player]
    if p.city_blessing or len(_permanents(game, player)) < PERMANENTS:
        return
    p.city_blessing = True
    game.note(rule, f"{p.name} controls {PERMANENTS} or more permanents and gets the city's blessing for the rest of "
                    "the game", "event")
    game.touch()  # "as long as you have the city's blessing" statics apply from now on


def check_ascend(game: Game) -> None:
    """702.131b: each player without the city's blessing who controls a permanent with ascend
    and ten or more permanents gets it. Checked as a permanent enters and whenever a player
    would receive priority (a static ability: it doesn't wait for either)."""
    st = game.state
    if len(st.battlefield) < PERMANENTS:
        return
    for p in st.players:
        if p.city_blessing:
            continue
        mine = _permanents(game, p.index)
        if len(mine) >= PERMANENTS and any(game.chars(o).has_keyword(ASCEND) for o in mine):
            bless(game, p.index, "702.131b")
