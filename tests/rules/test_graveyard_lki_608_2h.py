"""A card that leaves a graveyard keeps its last known information (608.2h, 113.7a): Reanimate,
compiled from its Oracle text, puts the card onto the battlefield (a new object, 400.7) and then
"its mana value" is the card's as it last existed in the graveyard."""

from __future__ import annotations

from sandbox.cards.oracle import OracleFace

from .copyhelp import cast, compiled_cards, find, make, resolve

REANIMATE = OracleFace("Reanimate", "{B}", "Sorcery", "Put target creature card from a graveyard onto the battlefield "
                       "under your control. You lose life equal to its mana value.")


def test_608_2h_reanimate_loses_life_equal_to_the_returned_cards_mana_value():
    game = make(you_hand=["Reanimate"], opp_gy=["Air Elemental"], pool="{B}", extra=compiled_cards(REANIMATE))
    cast(game, "Reanimate", find(game, "Air Elemental", "graveyard", player=1))
    resolve(game)
    assert game.state.players[0].life == 15  # {3}{U}{U}: mana value 5
    assert game.controller(find(game, "Air Elemental")) == 0


def test_608_2h_reanimate_from_your_own_graveyard():
    game = make(you_hand=["Reanimate"], you_gy=["Grizzly Bears"], pool="{B}", extra=compiled_cards(REANIMATE))
    cast(game, "Reanimate", find(game, "Grizzly Bears", "graveyard"))
    resolve(game)
    assert find(game, "Grizzly Bears") in game.state.battlefield
    assert game.state.players[0].life == 18
