"""More land plays (305.2): "You may play an additional land on each of your turns" (Exploration),
"two additional lands" (Azusa), "Each player may play an additional land on each of their turns",
and the one-shot "You may play an additional land this turn" (Explore) / "up to three additional
lands this turn" (Summer Bloom), compiled from Oracle text; the land plays are counted on a real
board, a play past the number is refused and changes nothing, and "this turn" ends with the turn."""

from __future__ import annotations

import pytest

from sandbox import PlayLand
from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError

from ..oracle.helpers import compile_text
from .copyhelp import advance_to, cast, compiled_cards, hand, make, resolve

EXPLORATION = OracleFace("Exploration", "{G}", "Enchantment", "You may play an additional land on each of your turns.", None, None)
AZUSA = OracleFace("Azusa, Lost but Seeking", "{2}{G}", "Legendary Creature — Human Monk",
                   "You may play two additional lands on each of your turns.", "1", "2")
EACH_PLAYER = OracleFace("Land Tester", "{3}", "Artifact", "Each player may play an additional land on each of their turns.", None, None)
EXPLORE = OracleFace("Explore", "{1}{G}", "Sorcery", "You may play an additional land this turn.\nDraw a card.", None, None)
SUMMER_BLOOM = OracleFace("Summer Bloom", "{1}{G}", "Sorcery", "You may play up to three additional lands this turn.", None, None)
CARDS = compiled_cards(EXPLORATION, AZUSA, EACH_PLAYER, EXPLORE, SUMMER_BLOOM)
FORESTS = ["Forest"] * 5


def _play(game, n: int, player: int = 0) -> None:
    for _ in range(n):
        game.perform(PlayLand(hand(game, "Forest", player)))


def _refused(game, player: int = 0) -> None:
    lands = len(game.battlefield(player))
    assert not any(isinstance(a, PlayLand) for a in game.legal_actions())
    with pytest.raises(IllegalActionError, match="305.2"):
        _play(game, 1, player)
    assert len(game.battlefield(player)) == lands


@pytest.mark.parametrize("card, plays", [(None, 1), ("Exploration", 2), ("Azusa, Lost but Seeking", 3),
                                         ("Land Tester", 2)])
def test_305_2_land_plays_on_each_of_your_turns(card, plays):
    game = make([card] if card else [], FORESTS, extra=CARDS)
    _play(game, plays)
    assert game.state.players[0].lands_played == plays
    _refused(game)


def test_305_2_your_additional_land_isnt_the_opponents_but_each_players_is():
    for card, theirs in (("Exploration", 1), ("Land Tester", 2)):
        game = make([card], opp_hand=FORESTS, extra=CARDS)
        advance_to(game, 4, "main1")
        _play(game, theirs, player=1)
        _refused(game, player=1)


@pytest.mark.parametrize("spell, plays", [("Explore", 2), ("Summer Bloom", 4)])
def test_305_2_additional_lands_this_turn_end_with_the_turn(spell, plays):
    game = make([], [spell, *FORESTS], extra=CARDS, library=["Forest"] * 10)
    cast(game, spell)
    resolve(game)
    _play(game, plays)
    _refused(game)
    advance_to(game, 5, "main1")  # your next turn: one land again
    _play(game, 1)
    _refused(game)


@pytest.mark.parametrize("text", [
    "You may play an additional lands this turn.",                      # number and noun disagree
    "You may play two additional land on each of your turns.",
    "You may play up to one additional land this turn.",
    "Target player may play an additional land this turn.",             # another player
    "You may play an additional land on each of your turns from your graveyard.",
    "You may play an additional land on each player's turn.",
    "You may play X additional lands this turn.",
])
def test_305_2_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery" if "this turn" in text else "Enchantment").table is None, text
