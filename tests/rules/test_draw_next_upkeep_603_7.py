""""Draw a card at the beginning of the next turn's upkeep." (603.7): a delayed triggered ability.
Ray of Erasure and Pyknite compiled from their Oracle text, on real boards: nothing is drawn as
it resolves; the spell's controller draws one card in the next upkeep (the opponent's turn, if
that comes next), once only (603.7c); cast during an upkeep, it waits for the next turn's."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import advance_to, cast, compiled_cards, make, resolve

RAY = OracleFace("Ray of Erasure", "{U}", "Instant", "Target player mills a card.\nDraw a card at the beginning of the "
                 "next turn's upkeep.")
PYKNITE = OracleFace("Pyknite", "{2}{G}", "Creature — Ouphe", "When this creature enters, draw a card at the beginning of "
                     "the next turn's upkeep.", power="1", toughness="1")


def _hand(game, player: int) -> int:
    return len(game.state.zone("hand", player))


def test_603_7_ray_of_erasure_draws_in_the_next_upkeep_once():
    game = make(you_hand=["Ray of Erasure"], extra=compiled_cards(RAY))
    cast(game, "Ray of Erasure", "p1")
    resolve(game)
    assert _hand(game, 0) == 0 and len(game.state.delayed) == 1
    assert len(game.state.zone("graveyard", 1)) == 1  # the opponent milled a card
    advance_to(game, 4, "draw")  # the opponent's turn: its upkeep is the next one
    assert _hand(game, 0) == 1 and not game.state.delayed
    assert _hand(game, 1) == 1  # only the opponent's own draw step's card: they didn't draw for it
    advance_to(game, 5, "draw")
    assert _hand(game, 0) == 2  # your own draw step only: nothing more in your upkeep (603.7c)


def test_603_7_cast_during_an_upkeep_waits_for_the_next_turns():
    game = make(you_hand=["Ray of Erasure"], extra=compiled_cards(RAY), step="upkeep")
    cast(game, "Ray of Erasure", "p1")
    resolve(game)
    advance_to(game, 3, "main1")
    assert _hand(game, 0) == 1  # only the draw step's card
    advance_to(game, 4, "draw")
    assert _hand(game, 0) == 2


def test_603_7_pyknite_enters_and_its_controller_draws_next_upkeep():
    game = make(you_hand=["Pyknite"], extra=compiled_cards(PYKNITE))
    cast(game, "Pyknite")
    resolve(game)
    resolve(game)
    assert _hand(game, 0) == 0 and len(game.state.delayed) == 1
    advance_to(game, 4, "draw")
    assert _hand(game, 0) == 1


@pytest.mark.parametrize("text", [
    "Draw two cards at the beginning of the next turn's upkeep.",
    "Draw a card at the beginning of your next upkeep.",
    "Draw a card at the beginning of the next end step.",
    "Target player draws a card at the beginning of the next turn's upkeep and loses 1 life.",
    "Draw a card at the beginning of the next turn's upkeep if you control a creature.",
    "You may draw a card at the beginning of the next turn's upkeep.",
])
def test_603_7_near_misses_are_refused(text):
    assert compile_text(text, type_line="Instant").table is None, text
