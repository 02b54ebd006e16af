"""Activated abilities that work from a hand: those whose cost discards the card itself
("{2}, Discard this card: Draw a card.", cycling and typecycling, 702.29a, 702.29e). They
exist in every zone but can be activated only while the card is in its owner's hand
(702.29b); on the battlefield they can't be."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandbox.cards.model import Activated
from sandbox.errors import IllegalActionError

if TYPE_CHECKING:
    from sandbox.core.game import Game


def hand_abilities(game: Game, oid: int) -> list[int]:
    """The indexes (as ``Game.activated_abilities`` numbers them) of a card's abilities that
    work from a hand."""
    return [i for i, ab in enumerate(game.activated_abilities(oid))
            if isinstance(ab, Activated) and ab.cost.discard_self]


def check_hand_activation(game: Game, oid: int, index: int, player: int) -> None:
    """Raise unless ``player`` may activate ability ``index`` of the card ``oid`` in a hand."""
    obj = game.obj(oid)
    if obj.owner != player:
        raise IllegalActionError(f"{game.name(oid)} isn't in your hand (702.29a)")
    if index not in hand_abilities(game, oid):
        raise IllegalActionError(f"{game.name(oid)} is in a hand: only an ability that discards it can be "
                                 "activated there (702.29a)")


UNEARTH_TEXT = ("Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of "
                "the next end step. If it would leave the battlefield, exile it instead of putting it anywhere else.")
"""702.84a: what an unearth ability does (its effect ``unearth``)."""


def works_in_graveyard(ab: object) -> bool:
    """An ability that works only while its card is in a graveyard: unearth (702.84a), and one
    whose cost exiles the card from your graveyard (113.6m)."""
    return isinstance(ab, Activated) and (any("unearth_return" in e for e in ab.effects) or ab.cost.exile_from_graveyard)


def graveyard_abilities(game: Game, oid: int) -> list[int]:
    """The indexes (as ``Game.activated_abilities`` numbers them) of a card's abilities that
    work from a graveyard (unearth, 702.84a)."""
    return [i for i, ab in enumerate(game.activated_abilities(oid)) if works_in_graveyard(ab)]


def check_graveyard_activation(game: Game, oid: int, index: int, player: int) -> None:
    """Raise unless ``player`` may activate ability ``index`` of the card ``oid`` in a graveyard:
    only its unearth ability or one that exiles it from there, only in its owner's graveyard
    (702.84a, 113.6m)."""
    if game.obj(oid).owner != player:
        raise IllegalActionError(f"{game.name(oid)} isn't in your graveyard (702.84a)")
    if index not in graveyard_abilities(game, oid):
        raise IllegalActionError(f"{game.name(oid)} is in a graveyard: only its unearth ability or one that exiles "
                                 "it from there can be activated there (702.84a, 113.6m)")
