""""<player> shuffles their (hand and) graveyard into their library" (701.24a, 400.7) and a
subject's ", then <verb>" (the same player): Timetwister, Reminisce and Cephalid Looter compiled
from their Oracle text, on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, compiled_cards, find, make, resolve

TIMETWISTER = OracleFace("Timetwister", "{2}{U}", "Sorcery", "Each player shuffles their hand and graveyard into their "
                         "library, then draws seven cards.")
REMINISCE = OracleFace("Reminisce", "{2}{U}", "Sorcery", "Target player shuffles their graveyard into their library.")
LOOTER = OracleFace("Cephalid Looter", "{2}{U}", "Creature — Cephalid Rogue", "{T}: Target player draws a card, then "
                    "discards a card.", power="2", toughness="1")


def _zone(game, zone: str, p: int) -> int:
    return len(game.state.zone(zone, p))


def test_701_24a_timetwister_each_player_shuffles_hand_and_graveyard_then_draws_seven():
    game = make(you_hand=["Timetwister", "Forest", "Forest"], you_gy=["Grizzly Bears"], opp_hand=["Island"],
                opp_gy=["Lightning Bolt", "Forest"], library=["Island"] * 5, opp_library=["Island"] * 5,
                pool="{U}{U}{U}", extra=compiled_cards(TIMETWISTER))
    cast(game, "Timetwister")
    resolve(game)
    # you: 2 in hand + 1 in graveyard + 5 in library = 8 -> 7 drawn, 1 left; Timetwister then to the graveyard
    assert (_zone(game, "hand", 0), _zone(game, "library", 0), _zone(game, "graveyard", 0)) == (7, 1, 1)
    assert find(game, "Timetwister", "graveyard")
    # opponent: 1 + 2 + 5 = 8
    assert (_zone(game, "hand", 1), _zone(game, "library", 1), _zone(game, "graveyard", 1)) == (7, 1, 0)


def test_701_24a_reminisce_only_the_target_players_graveyard():
    game = make(you_hand=["Reminisce"], you_gy=["Grizzly Bears"], opp_gy=["Lightning Bolt", "Forest"],
                opp_hand=["Island"], pool="{U}{U}{U}", extra=compiled_cards(REMINISCE))
    cast(game, "Reminisce", "p1")
    resolve(game)
    assert _zone(game, "graveyard", 1) == 0 and _zone(game, "library", 1) == 12 and _zone(game, "hand", 1) == 1
    assert find(game, "Grizzly Bears", "graveyard")


def test_608_2c_cephalid_looter_the_target_player_draws_then_discards():
    game = make(you_bf=["Cephalid Looter"], opp_hand=["Forest"], opp_library=["Lightning Bolt"], extra=compiled_cards(LOOTER))
    activate(game, find(game, "Cephalid Looter"), "{T}", "p1")
    resolve(game)
    assert game.pending is not None and game.pending.player == 1  # the opponent discards, after drawing
    resolve(game, find(game, "Forest", "hand", player=1))
    assert find(game, "Lightning Bolt", "hand", player=1) and find(game, "Forest", "graveyard", player=1)


@pytest.mark.parametrize("text", [
    "Each player shuffles their hand and graveyard into your library.",
    "Target player shuffles your graveyard into their library.",
    "Target player shuffles their graveyard and hand into their library.",
    "Each player shuffles their hand into their library, then draws seven cards.",
    "Shuffle target player's graveyard into their library.",
])
def test_701_24a_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text
