"""Damage that can't be prevented (615.12), compiled from Oracle text and played on real boards:
Pinpoint Avalanche ("... The damage can't be prevented."), Flaring Pain ("Damage can't be
prevented this turn.") and Excruciator ("Damage that would be dealt by Excruciator can't be
prevented."). It wins over every prevention effect, protection's included (702.16e is one), and
the shields aren't reduced by it."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

AVALANCHE = OracleFace("Pinpoint Avalanche", "{3}{R}{R}", "Instant",
                       "Pinpoint Avalanche deals 4 damage to target creature. The damage can't be prevented.")
FLARING = OracleFace("Flaring Pain", "{1}{R}", "Instant",
                     "Damage can't be prevented this turn.\nFlashback {R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)")
EXCRUCIATOR = OracleFace("Excruciator", "{6}{R}{R}", "Creature — Avatar",
                         "Damage that would be dealt by Excruciator can't be prevented.", "7", "7")
MEND = OracleFace("Mend", "{W}", "Instant", "Prevent the next 3 damage that would be dealt to any target this turn.")
FOG = OracleFace("Fog", "{G}", "Instant", "Prevent all combat damage that would be dealt this turn.")
WALL = OracleFace("Stone Wall", "{2}", "Creature — Wall", "Defender", "0", "8")
PILGRIM = OracleFace("Red Ward Pilgrim", "{W}", "Creature — Human Cleric", "Protection from red", "1", "1")
CARDS = compiled_cards(AVALANCHE, FLARING, EXCRUCIATOR, MEND, FOG, WALL, PILGRIM)


def test_615_12_the_damage_cant_be_prevented_and_the_shield_isnt_reduced():
    game = make(["Stone Wall"], you_hand=["Mend", "Pinpoint Avalanche", "Shock"], extra=CARDS)
    wall = find(game, "Stone Wall")
    cast(game, "Mend", wall)
    resolve(game)
    cast(game, "Pinpoint Avalanche", wall)
    resolve(game)
    assert game.obj(wall).damage == 4
    cast(game, "Shock", wall)
    resolve(game)
    assert game.obj(wall).damage == 4  # the shield still had all 3 (615.12)


def test_615_12_damage_cant_be_prevented_this_turn_beats_protection():
    game = make(["Red Ward Pilgrim"], you_hand=["Pyroclasm"], extra=CARDS)
    cast(game, "Pyroclasm")
    resolve(game)
    assert game.obj(find(game, "Red Ward Pilgrim")).damage == 0  # protection from red prevents it (702.16e)
    game2 = make(["Red Ward Pilgrim"], you_hand=["Flaring Pain", "Pyroclasm"], extra=CARDS)
    cast(game2, "Flaring Pain")
    resolve(game2)
    cast(game2, "Pyroclasm")
    resolve(game2)
    assert find(game2, "Red Ward Pilgrim", "graveyard")


def test_615_12_excruciator_s_combat_damage_gets_through_a_fog():
    game = make(["Excruciator", "Hill Giant"], opp_hand=["Fog"], opp_bf=["Forest"], extra=CARDS)
    session = Session(game)
    for c in ("next declare_attackers", f"attack #{find(game, 'Excruciator')}, #{find(game, 'Hill Giant')}"):
        assert session.run(c).ok, c
    cast(game, "Fog", player=1)
    resolve(game)
    for _ in range(30):
        if game.state.step in ("end_combat", "main2"):
            break
        assert session.run("choose none" if game.pending is not None else "pass").ok
    assert game.state.players[1].life == 13  # the Excruciator's 7; the Giant's 3 prevented


def test_615_12_without_it_the_shield_prevents():
    game = make(["Stone Wall"], you_hand=["Mend", "Lightning Bolt"], extra=CARDS)
    wall = find(game, "Stone Wall")
    cast(game, "Mend", wall)
    resolve(game)
    cast(game, "Lightning Bolt", wall)
    resolve(game)
    assert game.obj(wall).damage == 0


@pytest.mark.parametrize("text", [
    "The damage can't be prevented.",
    "Draw a card. The damage can't be prevented.",
    "~ deals 2 damage to any target and 3 damage to you. The damage can't be prevented.",
    "~ deals 3 damage to any target. ~ deals 2 damage to you. The damage can't be prevented.",
])
def test_615_12_near_misses_stay_refused(text):
    assert compile_text(text, type_line="Instant").table is None, text


@pytest.mark.parametrize("text", ["Damage can't be prevented.", "Noncombat damage that would be dealt by ~ can't be prevented."])
def test_615_12_static_near_misses_stay_refused(text):
    assert compile_text(text, type_line="Enchantment").table is None, text
