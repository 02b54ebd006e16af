"""Control-changing effects (613.1b, 701.12) and summoning sickness following control (302.6).

Control is a characteristic computed in layer 2 (``layers``): an effect here is a continuous
effect whose controller becomes the object's controller. A permanent whose controller changes
stays the same object (no zone change: counters, damage, Auras and timestamps stay); what
changes is since when its controller has controlled it continuously, which ``follow_control``
notes whenever a player would receive priority.
"""

from __future__ import annotations

import weakref
from itertools import compress
from operator import attrgetter, ne
from typing import TYPE_CHECKING

from sandbox.core.layers import extends
from sandbox.core.state import ContinuousEffect

if TYPE_CHECKING:
    from sandbox.core.game import Game
    from sandbox.core.layers import Computed
    from sandbox.core.state import State


def gain_control(game: Game, ids: list[int], player: int, source_name: str, until: str = "permanent") -> None:
    """``player`` gains control of the permanents ``ids`` (a layer-2 effect, 613.1b); one
    ``until = "end_of_turn"`` ends in the cleanup step (514.2)."""
    ids = [o for o in ids if game.obj(o).zone == "battlefield"]
    if not ids:
        return
    game.state.effects.append(ContinuousEffect({"control": True}, tuple(ids), source_name, player,
                                               game.state.ts(), until, "613.1b"))
    game.touch()
    game.note("613.1b", f"{game.state.players[player].name} gains control of {', '.join(game.name(o) for o in ids)}"
              + (" until end of turn" if until == "end_of_turn" else ""), "resolve", *ids)


def exchange_control(game: Game, first: list[int], second: list[int], source_name: str) -> None:
    """Exchange control of two permanents (701.12b): all or nothing. If either is gone, or one
    player controls both, nothing happens; otherwise each controller gains the other's at once."""
    a, b = (ids[0] if ids and game.obj(ids[0]).zone == "battlefield" else None for ids in (first, second))
    if a is None or b is None or game.controller(a) == game.controller(b):
        game.note("701.12b", f"{source_name}: no exchange of control (a permanent is gone, or one player controls both)", "resolve")
        return
    ca, cb = game.controller(a), game.controller(b)
    ts = game.state.ts()
    game.state.effects += [ContinuousEffect({"control": True}, (a,), source_name, cb, ts, "permanent", "701.12b"),
                           ContinuousEffect({"control": True}, (b,), source_name, ca, ts, "permanent", "701.12b")]
    game.touch()
    game.note("701.12b", f"{game.state.players[cb].name} gains control of {game.name(a)} and "
              f"{game.state.players[ca].name} of {game.name(b)}", "resolve", a, b)


def follow_control(game: Game) -> None:
    """302.6: a permanent whose controller changed since the last look has been controlled by
    its new controller only from now on (it can't attack or pay {T} until their next turn,
    unless it has haste). Looks whenever a player would receive priority; what it sees first
    of a permanent is taken as it is."""
    st = game.state
    computed = game.all_computed()
    last, _LOOKED[game] = _LOOKED.get(game), (st, computed)
    # only the permanent put on the battlefield since the last look, if nothing else changed
    ids = st.battlefield[-1:] if last is not None and last[0] is st and extends(computed, last[1]) else st.battlefield
    objects = list(map(st.objects.__getitem__, ids))
    controllers = list(map(_CONTROLLER, map(computed.__getitem__, ids)))
    # only the permanents whose controller isn't the one last seen (found by builtins)
    for obj, now in compress(zip(objects, controllers, strict=True), map(ne, map(_SEEN, objects), controllers)):
        oid = obj.id
        if obj.control_seen is None:
            obj.control_seen = now  # a board as loaded: its controller is as the board says
            continue
        if now != obj.control_seen:
            obj.control_seen = now
            obj.controlled_since = st.ts()
            game.touch(chars=False)
            lost = [e for e in st.effects if e.rule == "702.62a" and oid in e.affected]
            if lost:  # 702.62a: the haste of a permanent cast with suspend lasts until its caster loses control
                st.effects = [e for e in st.effects if not (e.rule == "702.62a" and oid in e.affected)]
                game.touch()
                game.note("702.62a", f"{game.name(oid)}'s controller changed: the haste it had from suspend ends",
                          "control", oid)
            game.note("302.6", f"{game.name(oid)} changed control: {st.players[now].name} hasn't controlled it "
                      "continuously since their most recent turn began", "control", oid)


_CONTROLLER, _SEEN = attrgetter("controller"), attrgetter("control_seen")
_LOOKED: weakref.WeakKeyDictionary[Game, tuple[State, dict[int, Computed]]] = weakref.WeakKeyDictionary()
"""Per game: the state and the board's layer results at the last look (``follow_control``)."""
