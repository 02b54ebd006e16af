""""Prevent the next N damage that would be dealt to you this turn" / "Prevent all damage that
would be dealt to you this turn" (615.1a, 615.7): a prevention shield on the controller of the
spell or ability, for the rest of the turn. Real cards compiled from their Oracle text (Shield
of the Ages, Riot Control), on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, compiled_cards, find, make, resolve

SHIELD = OracleFace("Shield of the Ages", "{2}", "Artifact", "{2}: Prevent the next 1 damage that would be dealt to you this turn.")
RIOT_CONTROL = OracleFace("Riot Control", "{2}{W}", "Instant",
                          "You gain 1 life for each creature your opponents control. Prevent all damage that would be "
                          "dealt to you this turn.")
CARDS = compiled_cards(SHIELD, RIOT_CONTROL)


def test_615_7_the_next_1_damage_to_you_is_prevented_once():
    game = make(["Shield of the Ages"], opp_hand=["Lightning Bolt", "Lightning Bolt"], opp_pool="{R}{R}", extra=CARDS)
    activate(game, find(game, "Shield of the Ages"), "{2}")
    resolve(game)
    cast(game, "Lightning Bolt", "p0", player=1)
    resolve(game)
    assert game.state.players[0].life == 18  # 3 - 1
    cast(game, "Lightning Bolt", "p0", player=1)
    resolve(game)
    assert game.state.players[0].life == 15  # the shield is used up


def test_615_1a_the_shield_is_yours_not_your_creatures():
    game = make(["Shield of the Ages", "Hill Giant"], opp_hand=["Lightning Bolt"], opp_pool="{R}", extra=CARDS)
    activate(game, find(game, "Shield of the Ages"), "{2}")
    resolve(game)
    cast(game, "Lightning Bolt", find(game, "Hill Giant"), player=1)
    resolve(game)
    assert find(game, "Hill Giant", "graveyard")


def test_615_1a_riot_control_prevents_all_damage_to_you_this_turn():
    game = make(you_hand=["Riot Control"], opp_bf=["Grizzly Bears"], opp_hand=["Lightning Bolt"], opp_pool="{R}",
                extra=CARDS)
    cast(game, "Riot Control")
    resolve(game)
    assert game.state.players[0].life == 21
    cast(game, "Lightning Bolt", "p0", player=1)
    resolve(game)
    assert game.state.players[0].life == 21


@pytest.mark.parametrize("text", [
    "Prevent the next X damage that would be dealt to you this turn.",
    "Prevent the next 2 damage that would be dealt to you.",
    "Prevent the next 2 damage that would be dealt to you and target creature this turn.",
    "Prevent all damage that would be dealt to you and creatures you control this turn.",
])
def test_615_1a_near_misses_are_refused(text):
    assert compile_text(text, name="Ward", type_line="Instant").table is None, text
