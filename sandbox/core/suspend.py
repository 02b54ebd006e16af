"""Suspend (702.62): "Suspend N—[cost]" is three abilities. From a hand, a special action
(116.2f): pay [cost] and exile the card with N time counters on it, whenever its owner could
begin to cast it (its timing; it doesn't use the stack). In exile, two triggered abilities: at
the beginning of its owner's upkeep, if it's suspended, a time counter is removed
(``SUSPEND_UPKEEP``); when the last is removed, if it's still exiled, its owner may cast it
without paying its mana cost, and a creature spell cast this way gains haste until they lose
control of it (``SUSPEND_CAST``, triggered from ``Game.add_counters``). A card is suspended if
it's in exile, has suspend and has a time counter on it (702.62b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandbox.cards.model import Keyword
from sandbox.cards.vocabulary.keywords import suspend_parts
from sandbox.core import casting
from sandbox.core.keyword_abilities import SUSPEND_UPKEEP
from sandbox.core.mana import paying
from sandbox.core.state import PendingTrigger
from sandbox.errors import IllegalActionError
from sandbox.symbols import format_cost

if TYPE_CHECKING:
    from sandbox.core.game import Game


def suspend_of(game: Game, card: int) -> tuple[int, tuple[str, ...]] | None:
    """The time counters and cost of a card's suspend (702.62a), or None."""
    for a in game.chars(card).abilities:
        if isinstance(a, Keyword) and a.name == "suspend":
            return suspend_parts(a.arg)
    return None


def suspended(game: Game, oid: int) -> bool:
    """702.62b: in exile, with suspend and a time counter on it."""
    obj = game.state.objects.get(oid)
    return (obj is not None and obj.zone == "exile" and obj.counters.get("time", 0) > 0
            and game.chars(oid).has_keyword("suspend"))


def could_begin_to_cast(game: Game, card: int, player: int) -> bool:
    """702.62a: "If you could begin to cast this card by putting it onto the stack from your
    hand": it's in its owner's hand and its timing allows it now (117.1a, 307.1; an instant or a
    card with flash any time its owner has priority)."""
    obj = game.obj(card)
    if obj.zone != "hand" or obj.owner != player or game.state.priority != player:
        return False
    chars = game.chars(card)
    if "Land" in chars.card_types:
        return False
    return casting.is_instant_speed(game, chars) or casting.sorcery_timing_ok(game, player)


def suspend(game: Game, card: int) -> None:
    """The special action (116.2f, 702.62a): pay the suspend cost and exile the card from its
    owner's hand with N time counters on it. It doesn't use the stack."""
    st = game.state
    p = st.priority
    assert p is not None, "Game._apply checks that a player has priority"
    found = suspend_of(game, card) if game.obj(card).zone == "hand" else None
    if found is None:
        raise IllegalActionError(f"{game.name(card)} isn't a card with suspend in a hand (702.62a)")
    if not could_begin_to_cast(game, card, p):
        raise IllegalActionError(f"{game.name(card)} can be suspended only when its owner could begin to cast it from "
                                 "their hand: in their main phase with an empty stack, unless it's an instant or has "
                                 "flash (702.62a, 307.1)")
    n, cost = found
    name = game.chars(card).name
    paying.pay_mana(game, p, cost, f"suspend of {name}")
    new = game.move(card, "exile", rule="702.62a")
    assert new is not None, "a card moved to exile still exists"
    game.obj(new).counters["time"] = n  # exiled "with N time counters on it" (122.6-like: it arrives with them)
    game.touch()
    game.note("702.62a", f"{st.players[p].name} suspends {name} for {format_cost(cost)}: it's exiled with {n} time "
              "counter(s) on it (a special action, 116.2f; it doesn't use the stack)", "special", new)


def suspend_upkeep(game: Game, player: int) -> None:
    """702.62a: at the beginning of ``player``'s upkeep, each card they own that is suspended
    triggers (an ability of a card in exile, controlled by its owner)."""
    st = game.state
    for oid in st.zone("exile", player):
        if suspended(game, oid) and game.obj(oid).owner == player:
            st.pending_triggers.append(PendingTrigger(oid, SUSPEND_UPKEEP, player, game.chars(oid),
                                                      {"kind": "upkeep", "player": player}))
            game.note("702.62a", f"upkeep: {game.name(oid)} is suspended ({game.obj(oid).counters['time']} time "
                      "counter(s)): its suspend ability triggers", "trigger", oid)
            game.touch()
