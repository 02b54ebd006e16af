"""Restrictions and "as though" permissions from static abilities (rule modifications outside
the layers): "can't attack", "can't be blocked", "can't be enchanted", "can't be the target
of ...", "activate as though it had haste". Each is enforced where the engine decides the
legality it changes (combat, targeting, activation)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sandbox.cards.filters import Filter
from sandbox.core.layers import matches

if TYPE_CHECKING:
    from sandbox.core.game import Game


def applying(game: Game, key: str, oid: int) -> list[tuple[int, Any, int | None]]:
    """The rule modifications ``key`` in play that apply to the permanent ``oid``, as
    (controller of the effect, value, source): a static ability's ``affects`` is ``self`` (the
    default), ``enchanted``, ``equipped`` or a filter read by the source's controller; a resolved
    effect's ("can't block this turn") is the set fixed as it resolved (611.2c), with no source."""
    out: list[tuple[int, Any, int | None]] = [(e.controller, e.op[key], None) for e in game.state.effects
                                              if key in e.op and oid in e.affected]
    for ctrl, op, src in game.rule_effects(key):
        affects = op.get("affects", "self")
        if affects == "self":
            hit = src == oid
        elif affects in ("enchanted", "equipped"):
            hit = game.obj(src).attached_to == oid
        else:
            hit = matches(game, Filter.parse(affects), oid, ctrl, src)
        if hit:
            out.append((ctrl, op[key], src))
    return out


def restricted(game: Game, key: str, oid: int) -> bool:
    """Does a rule modification ``key`` (``cant_attack``, ``cant_be_blocked``, ...) apply to ``oid``?"""
    return bool(applying(game, key, oid))


def untargetable_by(game: Game, oid: int, you: int, by_spell: bool) -> bool:
    """115.4: can't ``oid`` be the target of a spell (``by_spell``) or ability controlled by
    ``you``, because of a "can't be the target of ..." ability?"""
    for _, who, _ in applying(game, "cant_be_targeted", oid):
        if who == "spells_and_abilities" or (who == "spells" and by_spell) \
                or (who == "opponents" and you != game.controller(oid)):
            return True
    return False
