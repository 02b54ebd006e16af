""""Target creature you control deals damage equal to its power to target creature you don't
control" (120.3, 608.2b): the first target is the source of the damage (its deathtouch and
lifelink count, 702.2b, 702.15b), the other creature deals none back, and with the first target
gone nothing is dealt. Real cards compiled from their Oracle text, on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

RABID_BITE = OracleFace("Rabid Bite", "{1}{G}", "Sorcery",
                        "Target creature you control deals damage equal to its power to target creature you don't control.")
SOULS_FIRE = OracleFace("Soul's Fire", "{2}{R}", "Instant",
                        "Target creature you control deals damage equal to its power to any target.")


def test_120_3_rabid_bite_is_one_sided():
    game = make(["Grizzly Bears"], you_hand=["Rabid Bite"], opp_bf=["Centaur Courser"], pool="{G}{G}",
                extra=compiled_cards(RABID_BITE))
    bears, courser = find(game, "Grizzly Bears"), find(game, "Centaur Courser")
    cast(game, "Rabid Bite", bears, courser)
    resolve(game)
    assert game.obj(courser).damage == 2 and game.obj(bears).damage == 0


def test_702_15b_the_biting_creatures_deathtouch_and_lifelink_apply():
    game = make(["Vampire Nighthawk"], you_hand=["Rabid Bite"], opp_bf=["Centaur Courser"], pool="{G}{G}",
                extra=compiled_cards(RABID_BITE))
    cast(game, "Rabid Bite", find(game, "Vampire Nighthawk"), find(game, "Centaur Courser"))
    resolve(game)
    assert find(game, "Centaur Courser", "graveyard", player=1)  # 702.2b: deathtouch
    assert game.state.players[0].life == 22  # 702.15b: lifelink, the Nighthawk's controller


def test_608_2b_with_the_biting_creature_gone_no_damage_is_dealt():
    game = make(["Grizzly Bears"], you_hand=["Rabid Bite"], opp_bf=["Centaur Courser"], opp_hand=["Lightning Bolt"],
                pool="{G}{G}", opp_pool="{R}", extra=compiled_cards(RABID_BITE))
    bears, courser = find(game, "Grizzly Bears"), find(game, "Centaur Courser")
    cast(game, "Rabid Bite", bears, courser)
    cast(game, "Lightning Bolt", bears, player=1)
    resolve(game)
    assert find(game, "Grizzly Bears", "graveyard") and game.obj(courser).damage == 0


def test_120_3_souls_fire_at_a_player():
    game = make(["Centaur Courser"], you_hand=["Soul's Fire"], pool="{R}{R}{R}", extra=compiled_cards(SOULS_FIRE))
    cast(game, "Soul's Fire", find(game, "Centaur Courser"), "p1")
    resolve(game)
    assert game.state.players[1].life == 17


@pytest.mark.parametrize("text", [
    "Target creature you control deals damage equal to its power to another target creature.",  # 115.3: not checked
    "Target artifact deals damage equal to its power to any target.",  # a creature only
    "Target creature you control gets +1/+1 until end of turn. It deals damage equal to its power to target creature.",
    "Target creature you control deals damage equal to its toughness to target creature you don't control.",
    "Target creature you control deals 2 damage to target creature you don't control.",
    "Target creature an opponent controls deals damage equal to its power to another target creature that player controls.",
])
def test_120_3_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery", name="Bite").table is None, text
