"""Dredge (702.52a): while the card is in its owner's graveyard and they have at least N cards in
their library, each time they would draw a card they may mill N cards instead, and the card
returns from their graveyard to their hand. With fewer than N cards in the library it can't be
used (702.52b). Darkblast compiled from its Oracle text, on real boards: the draw step's draw and
a spell's two draws, each replaced one at a time (121.2)."""

from __future__ import annotations

import pytest

from sandbox import Pass
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card

from .copyhelp import cast, compiled_cards, find, make, resolve

DARKBLAST = OracleFace("Darkblast", "{B}", "Instant",
                       "Target creature gets -1/-1 until end of turn.\nDredge 3 (If you would draw a card, you may mill "
                       "three cards instead. If you do, return this card from your graveyard to your hand.)")
CARDS = compiled_cards(DARKBLAST)
LIBRARY = ["Forest", "Mountain", "Plains", "Swamp", "Island"]  # the last is the top


def _names(game, zone: str) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone(zone, 0))


def _to_draw_step(game) -> None:
    while game.state.step == "upkeep" and game.pending is None:
        game.perform(Pass())


def test_702_52a_the_draw_steps_draw_is_replaced_by_milling_three_and_returning_it():
    game = make(you_gy=["Darkblast"], library=LIBRARY, step="upkeep", extra=CARDS)
    _to_draw_step(game)
    assert game.pending is not None and game.pending.rule == "702.52a"
    game.answer(find(game, "Darkblast", "graveyard"))
    assert _names(game, "hand") == ["Darkblast"]  # no card drawn
    assert _names(game, "graveyard") == ["Island", "Plains", "Swamp"]  # the top three, milled
    assert _names(game, "library") == ["Forest", "Mountain"]


def test_702_52a_choosing_to_draw_draws_and_it_stays():
    game = make(you_gy=["Darkblast"], library=LIBRARY, step="upkeep", extra=CARDS)
    _to_draw_step(game)
    game.answer("draw")
    assert _names(game, "hand") == ["Island"] and _names(game, "graveyard") == ["Darkblast"]


def test_702_52b_near_miss_fewer_cards_in_the_library_than_n_it_cant_dredge():
    game = make(you_gy=["Darkblast"], library=["Forest", "Island"], step="upkeep", extra=CARDS)
    _to_draw_step(game)
    assert game.pending is None and _names(game, "hand") == ["Island"] and _names(game, "graveyard") == ["Darkblast"]


def test_702_52a_each_draw_of_draw_two_is_replaced_on_its_own():
    game = make(you_gy=["Darkblast"], you_hand=["Counsel of the Soratami"], library=LIBRARY + ["Forest", "Forest"],
                pool="{U}{U}{U}", extra=CARDS)
    cast(game, "Counsel of the Soratami")
    resolve(game, find(game, "Darkblast", "graveyard"))  # the first draw: dredged (Darkblast returns)
    assert game.pending is None  # the second draw: Darkblast is in the hand now, nothing to dredge
    assert _names(game, "hand") == ["Darkblast", "Swamp"] and len(game.state.zone("library", 0)) == 3


@pytest.mark.parametrize("line", ["Dredge X", "Dredge", "Dredge—Mill three cards."])
def test_702_52_near_misses_are_refused(line):
    face = OracleFace("Darkblast", "{B}", "Instant", f"Target creature gets -1/-1 until end of turn.\n{line}")
    assert compile_card(OracleCard(face.name, (face,))).table is None
