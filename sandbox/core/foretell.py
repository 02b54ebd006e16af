"""Foretell (702.143): "Foretell [cost]" works while the card is in a hand. Any time its owner
has priority during their own turn they may pay {2} and exile it face down: a special action
(116.2h). On a later turn they may cast it from exile for its foretell cost rather than its mana
cost (an alternative cost, 118.9), with the timing its card type allows. Face down in exile it
has no characteristics anyone else may see (406.3); the engine reads its printed values only to
cast it (``printed``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandbox.cards.model import Characteristics, Keyword
from sandbox.core.layers import FORETOLD, printed_face
from sandbox.core.mana import paying
from sandbox.errors import IllegalActionError
from sandbox.symbols import format_cost, parse_cost

if TYPE_CHECKING:
    from sandbox.core.game import Game

FORETELL_ACTION_COST = ("2",)
"""702.143a: "pay {2} and exile it from your hand face down"."""


def printed(game: Game, oid: int) -> Characteristics:
    """The printed values of a card (its owner may look at a card they foretold, 702.143a)."""
    obj = game.obj(oid)
    if obj.face_down == FORETOLD and obj.card and obj.card in game.db:
        return printed_face(game.db.get(obj.card), False, ())
    return game.chars(oid)


def foretell_cost(chars: Characteristics) -> tuple[str, ...] | None:
    """The foretell cost of a card with foretell (702.143a), else None."""
    for a in chars.abilities:
        if isinstance(a, Keyword) and a.name == "foretell":
            return parse_cost(a.arg)
    return None


def foretold(game: Game, oid: int) -> bool:
    """Is ``oid`` a card foretold (exiled face down with foretell, 702.143a)?"""
    obj = game.state.objects.get(oid)
    return obj is not None and obj.zone == "exile" and obj.face_down == FORETOLD


def foretold_cost(game: Game, oid: int, player: int) -> tuple[str, ...] | None:
    """The cost ``player`` may cast the foretold card ``oid`` for now: its foretell cost, if
    they own it and it was foretold on an earlier turn (702.143a); else None."""
    obj = game.state.objects.get(oid)
    if obj is None or not foretold(game, oid) or obj.owner != player:
        return None
    if obj.chosen.get("foretold_turn", game.state.turn) >= game.state.turn:
        return None  # "Cast it on a later turn"
    return foretell_cost(printed(game, oid))


def foretell(game: Game, card: int) -> None:
    """The special action (116.2h, 702.143a): during their turn, a player with priority pays {2}
    and exiles a card with foretell from their hand face down."""
    st = game.state
    p = st.priority
    assert p is not None, "Game._apply checks that a player has priority"
    obj = game.obj(card)
    if obj.zone != "hand" or obj.owner != p or foretell_cost(game.chars(card)) is None:
        raise IllegalActionError(f"{game.name(card)} isn't a card with foretell in your hand (702.143a)")
    if st.active != p:
        raise IllegalActionError("a card can be foretold only during its owner's turn (702.143a)")
    name = game.chars(card).name
    paying.pay_mana(game, p, FORETELL_ACTION_COST, f"foretell {name}")
    new = game.move(card, "exile", rule="702.143a", quiet=True)
    assert new is not None, "a card moved to exile still exists"
    game.obj(new).face_down = FORETOLD
    game.obj(new).chosen["foretold_turn"] = st.turn
    game.touch()
    game.note("702.143a", f"{st.players[p].name} foretells a card for {format_cost(FORETELL_ACTION_COST)}: it's exiled face "
              f"down as #{new} (a special action, 116.2h; its owner may look at it: {name}); it may be cast on a later "
              f"turn for its foretell cost, {format_cost(foretell_cost(printed(game, new)) or ())}", "special", new)
