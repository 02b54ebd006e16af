""""Whenever a creature an opponent controls dies, that player loses 2 life" (603.2, 608.2h):
"that player" is the opponent who controlled the object as it last existed. Massacre Wurm and
Polluted Bonds, compiled from their Oracle text, on real boards. "that player" with no player
named in the trigger stays refused."""

from __future__ import annotations

import pytest

from sandbox import PlayLand
from sandbox.cards.oracle import OracleFace

from ..conftest import board
from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, make, resolve

WURM = OracleFace("Massacre Wurm", "{3}{B}{B}{B}", "Creature — Phyrexian Wurm", "When Massacre Wurm enters, creatures your "
                  "opponents control get -2/-2 until end of turn.\nWhenever a creature an opponent controls dies, that "
                  "player loses 2 life.", power="6", toughness="5")
BONDS = OracleFace("Polluted Bonds", "{3}{B}{B}", "Enchantment", "Whenever a land enters under an opponent's control, that "
                   "player loses 2 life and you gain 2 life.")


def test_608_2h_massacre_wurm_drains_the_controller_of_each_creature_that_dies():
    game = make(you_hand=["Massacre Wurm"], you_bf=["Llanowar Elves"], opp_bf=["Llanowar Elves", "Grizzly Bears", "Hill Giant"],
                pool="{B}{B}{B}{C}{C}{C}", extra=compiled_cards(WURM))
    cast(game, "Massacre Wurm")
    resolve(game, [0, 1])  # 603.3b: the two dies triggers, in either order
    names = [game.chars(o).name for o in game.state.battlefield if game.controller(o) == 1]
    assert names == ["Hill Giant"]
    assert game.state.players[1].life == 16 and game.state.players[0].life == 20  # two died: 2 x 2


def test_603_2_polluted_bonds_drains_the_player_whose_land_entered():
    game = board(f"""
[game]
turn = 4
active = "opponent"
step = "main1"

[[player]]
name = "You"
battlefield = ["Polluted Bonds"]
library = ["Island", "Island"]

[[player]]
name = "Opponent"
hand = ["Swamp"]
library = ["Island", "Island"]
{compiled_cards(BONDS)}""")
    game.perform(PlayLand(game.state.zone("hand", 1)[0]))
    resolve(game)
    assert (game.state.players[0].life, game.state.players[1].life) == (22, 18)


@pytest.mark.parametrize("text", [
    "Whenever a creature dies, that player loses 2 life.",
    "Whenever a creature you control dies, that player loses 2 life.",
    "Whenever a creature an opponent controls attacks, that player loses 2 life.",
    "Whenever a creature an opponent controls becomes tapped, that player loses 2 life.",
])
def test_603_2_that_player_near_misses_are_refused(text):
    assert compile_text(text, type_line="Enchantment").table is None, text
