"""Conditions: intervening "if" clauses (603.4) and the "as long as" of static abilities (611.3a).

One reading of each ``ConditionKind``, for triggered abilities (checked as they trigger and
resolve), mana abilities with an "instead" and static abilities (checked continuously: while
the condition is false the ability's effect doesn't apply). While the layers are being
computed, ``view`` is the partial result, so a condition never asks for the board it is
part of.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sandbox.cards.model import Condition, ConditionKind
from sandbox.core import layers

if TYPE_CHECKING:
    from sandbox.core.game import Game
    from sandbox.core.layers import Computed


def condition_holds(game: Game, condition: Condition, you: int, source: int | None, data: dict[str, Any],
                    view: dict[int, Computed] | None = None) -> bool:
    """Does ``condition`` hold now, for ``you`` and the object ``source``?"""
    st = game.state
    kind = condition.kind
    obj = st.objects.get(source) if source is not None else None
    if kind == ConditionKind.YOU_PLAYED_A_LAND:
        return st.players[you].lands_played > 0
    if kind == ConditionKind.WAS_KICKED:
        # 702.33d, 400.7d: the permanent knows whether the spell it was had been kicked.
        return bool(obj is not None and obj.chosen.get("kicked"))
    if kind == ConditionKind.SELF_HAS_COUNTER:
        return bool(obj is not None and obj.counters.get(condition.counter, 0) >= max(condition.count, 1))
    if kind == ConditionKind.SELF_STATUS:
        return obj is not None and obj.zone == "battlefield" and _has_status(game, source, condition.status, view)
    if kind == ConditionKind.HOST_IS:
        # 303.4, 301.5: the object the Aura or Equipment is attached to, as the layers so far see it (611.3a)
        host = obj.attached_to if obj is not None and obj.zone == "battlefield" else None
        return host is not None and host in st.objects and _matches(game, condition, host, you, source, view)
    if kind in (ConditionKind.NO_SPELLS_LAST_TURN, ConditionKind.TWO_SPELLS_LAST_TURN):
        counts = st.spells_cast.get(st.turn - 1, [])
        if kind == ConditionKind.NO_SPELLS_LAST_TURN:
            return not any(counts)
        return any(n >= 2 for n in counts)
    if kind in (ConditionKind.YOUR_TURN, ConditionKind.NOT_YOUR_TURN):
        return (st.active == you) == (kind == ConditionKind.YOUR_TURN)
    if kind == ConditionKind.TRIBUTE_NOT_PAID:
        # 702.104b; the permanent as it last existed if it has left (608.2h)
        lk = st.lki.get(source) if obj is None and source is not None else None
        paid = obj.chosen.get("tribute_paid") if obj is not None else (lk.tribute_paid if lk is not None else None)
        return paid is False
    if kind in (ConditionKind.DAY, ConditionKind.NIGHT):
        return st.day_night == ("day" if kind == ConditionKind.DAY else "night")  # 726
    if kind == ConditionKind.CITYS_BLESSING:
        return st.players[you].city_blessing  # 702.131c
    if kind == ConditionKind.MONARCH:
        return st.players[you].monarch  # 724.1
    if kind == ConditionKind.GREATER_THAN_SELF:
        return _greater_than_self(game, data.get("object"), source)
    if kind in _PLAYER_COUNTS:
        n, at_least = _PLAYER_COUNTS[kind](game, you)
        return n >= condition.count if at_least else n <= condition.count
    found = sum(1 for o in st.battlefield if _matches(game, condition, o, you, source, view))
    if kind in (ConditionKind.YOU_CONTROL_NO, ConditionKind.DEFENDING_CONTROLS_NO):
        return not found
    if kind in (ConditionKind.YOU_CONTROL, ConditionKind.OPPONENT_CONTROLS, ConditionKind.DEFENDING_CONTROLS):
        return found > 0
    if kind == ConditionKind.YOU_CONTROL_AT_LEAST:
        return found >= condition.count
    if kind == ConditionKind.YOU_CONTROL_AT_MOST:
        return found <= condition.count
    raise AssertionError(f"condition {kind} has no implementation")


def _matches(game: Game, condition: Condition, oid: int, you: int, source: int | None,
             view: dict[int, Computed] | None) -> bool:
    comp = view.get(oid) if view is not None else None
    return layers.matches(game, condition.filter, oid, you, source, comp)


def _greater_than_self(game: Game, other: Any, source: int | None) -> bool:
    """Evolve (702.100a): ``other`` has a greater power or a greater toughness than ``source``,
    each as it is on the battlefield or as it last existed there (608.2h); a noncreature has
    neither (702.100c)."""
    theirs, mine = _creature_pt(game, other), _creature_pt(game, source)
    if theirs is None or mine is None:
        return False
    return theirs[0] > mine[0] or theirs[1] > mine[1]


def _creature_pt(game: Game, oid: Any) -> tuple[int, int] | None:
    st = game.state
    if not isinstance(oid, int):
        return None
    obj = st.objects.get(oid)
    if obj is not None:
        chars = game.chars(oid) if obj.zone == "battlefield" else None
    else:
        lk = st.lki.get(oid)
        chars = lk.chars if lk is not None else None
    if chars is None or "Creature" not in chars.card_types or chars.power is None or chars.toughness is None:
        return None
    return chars.power, chars.toughness


def _card_types_in_graveyard(game: Game, you: int) -> int:
    """205.2a: the card types among the cards in a graveyard (Kindred is a card type too)."""
    return len({t for o in game.state.zone("graveyard", you) for t in game.chars(o).card_types})


_PLAYER_COUNTS = {
    ConditionKind.HAND_EMPTY: lambda g, p: (len(g.state.zone("hand", p)), False),
    ConditionKind.HAND_AT_MOST: lambda g, p: (len(g.state.zone("hand", p)), False),
    ConditionKind.HAND_AT_LEAST: lambda g, p: (len(g.state.zone("hand", p)), True),
    ConditionKind.LIFE_AT_LEAST: lambda g, p: (g.state.players[p].life, True),
    ConditionKind.LIFE_AT_MOST: lambda g, p: (g.state.players[p].life, False),
    ConditionKind.GRAVEYARD_AT_LEAST: lambda g, p: (len(g.state.zone("graveyard", p)), True),
    ConditionKind.GRAVEYARD_CARD_TYPES: lambda g, p: (_card_types_in_graveyard(g, p), True),
    ConditionKind.OPPONENTS_AT_LEAST: lambda g, p: (sum(1 for q in range(len(g.state.players)) if q != p), True),
}
"""The number a counting condition compares (HAND_EMPTY is "at most 0"), and whether it's a minimum."""


def _has_status(game: Game, oid: int | None, status: str, view: dict[int, Computed] | None) -> bool:
    """110.5 (tapped), 506.4 (attacking, blocking), 301.5c and 303.4 (equipped, enchanted),
    701.37b (monstrous: a designation until it leaves the battlefield)."""
    assert oid is not None
    obj = game.state.objects[oid]
    if status == "monstrous":
        return bool(obj.chosen.get("monstrous"))
    if status in ("tapped", "untapped"):
        return obj.tapped == (status == "tapped")
    if status == "attacking":
        return obj.attacking is not None
    if status == "blocking":
        return obj.blocking is not None
    subtype = "Equipment" if status == "equipped" else "Aura"
    for other in game.state.battlefield:
        if game.state.objects[other].attached_to == oid:
            comp = view.get(other) if view is not None else None
            if subtype in (comp.chars if comp is not None else game.chars(other)).subtypes:
                return True
    return False


def static_applies(game: Game, op: dict[str, Any], oid: int, controller: int,
                   view: dict[int, Computed] | None = None) -> bool:
    """Does this operation of a permanent's static ability apply now? A leveler's striation only
    in its range of level counters (711.2), an "as long as" only while its condition holds (611.3a)."""
    obj = game.state.objects[oid]
    if not layers.level_applies(op, obj):
        return False
    condition = op.get("condition")
    return condition is None or condition_holds(game, condition, controller, oid, {}, view)
