"""Ascend (702.131) and the city's blessing: a player designation kept for the rest of the game
(702.131c). On a permanent ascend is a static ability: any time its controller controls ten or
more permanents, they get the city's blessing (702.131b); on an instant or sorcery it is a spell
ability: as the spell resolves, if its controller controls ten or more permanents, they get it
(702.131a)."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from sandbox.core.layers import extends

if TYPE_CHECKING:
    from sandbox.core.game import Game
    from sandbox.core.layers import Computed
    from sandbox.core.state import State

ASCEND = "ascend"
PERMANENTS = 10
"""702.131a-b: "If you control ten or more permanents"."""

_TALLY: weakref.WeakKeyDictionary[Game, tuple[State, dict[int, Computed], tuple[int, ...], frozenset[int]]] = \
    weakref.WeakKeyDictionary()
"""Per game, the last look: the permanents each player controls, and who controls one with ascend."""


def _tally(game: Game) -> tuple[tuple[int, ...], frozenset[int]]:
    """How many permanents each player controls, and which players control one with ascend;
    after one permanent put on the battlefield (nothing else changed) only that one is looked at,
    so a large board isn't read again for each land played."""
    st = game.state
    computed = game.all_computed()
    last = _TALLY.get(game)
    if last is not None and last[0] is st and last[1] is computed:
        return last[2], last[3]
    if last is not None and last[0] is st and extends(computed, last[1]) and len(last[2]) == len(st.players):
        counts, ascend = list(last[2]), set(last[3])
        comp = computed[st.battlefield[-1]]
        counts[comp.controller] += 1
        if comp.chars.has_keyword(ASCEND):
            ascend.add(comp.controller)
    else:
        counts, ascend = [0] * len(st.players), set()
        for oid in st.battlefield:
            comp = computed[oid]
            counts[comp.controller] += 1
            if comp.chars.has_keyword(ASCEND):
                ascend.add(comp.controller)
    _TALLY[game] = (st, computed, tuple(counts), frozenset(ascend))
    return tuple(counts), frozenset(ascend)


def bless(game: Game, player: int, rule: str) -> None:
    """``player`` gets the city's blessing if they control ten or more permanents (and haven't it)."""
    p = game.state.players[player]
    if p.city_blessing or _tally(game)[0][player] < PERMANENTS:
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
    if len(st.battlefield) < PERMANENTS or all(p.city_blessing for p in st.players):
        return
    counts, ascend = _tally(game)
    for p in sorted(ascend):
        if not st.players[p].city_blessing and counts[p] >= PERMANENTS:
            bless(game, p, "702.131b")
