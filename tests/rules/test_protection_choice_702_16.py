""""Target creature you control gains protection from the color of your choice until end of turn"
(702.16a, 608.2d): the color is chosen as it resolves, and the creature then can't be the target
of spells of that color (702.16b). Real cards compiled from their Oracle text, on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.core.actions import Cast, Pass
from sandbox.errors import IllegalActionError

from ..oracle.helpers import compile_text
from .copyhelp import activate, advance_to, compiled_cards, find, hand, make, resolve

MOTHER_OF_RUNES = OracleFace("Mother of Runes", "{W}", "Creature — Human Cleric",
                             "{T}: Target creature you control gains protection from the color of your choice until end "
                             "of turn.", "1", "1")


def _protect_bears(game, color: str) -> int:
    bears = find(game, "Grizzly Bears")
    activate(game, find(game, "Mother of Runes"), "{T}", bears)
    resolve(game, color)
    return bears


def test_702_16b_protection_from_the_chosen_color_stops_a_red_spell():
    game = make(["Mother of Runes", "Grizzly Bears"], opp_hand=["Lightning Bolt"], opp_pool="{R}",
                extra=compiled_cards(MOTHER_OF_RUNES))
    bears = _protect_bears(game, "R")
    assert "protection from" in game.chars(bears).keywords()
    game.perform(Pass())
    with pytest.raises(IllegalActionError):
        game.perform(Cast(hand(game, "Lightning Bolt", 1), None, (bears,)))


def test_702_16_near_miss_another_color_doesnt_stop_it():
    game = make(["Mother of Runes", "Grizzly Bears"], opp_hand=["Lightning Bolt"], opp_pool="{R}",
                extra=compiled_cards(MOTHER_OF_RUNES))
    bears = _protect_bears(game, "G")
    game.perform(Pass())
    game.perform(Cast(hand(game, "Lightning Bolt", 1), None, (bears,)))
    resolve(game)
    assert find(game, "Grizzly Bears", "graveyard")


def test_514_2_the_protection_ends_with_the_turn():
    game = make(["Mother of Runes", "Grizzly Bears"], extra=compiled_cards(MOTHER_OF_RUNES))
    bears = _protect_bears(game, "B")
    advance_to(game, 4, "upkeep")
    assert "protection from" not in game.chars(bears).keywords()


@pytest.mark.parametrize("text", [
    "{T}: Target creature you control gains protection from the color of your choice.",
    "{T}: Target creature you control gains protection from the color of your choice until your next turn.",
    "{T}: Target creature you control gains protection from the colors of your choice until end of turn.",
])
def test_702_16_near_misses_are_refused(text):
    assert compile_text(text).table is None, text
