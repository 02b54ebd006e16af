"""Prevention shields (615) compiled from Oracle text, on real boards: "the next N damage" is used
up as it prevents; "all combat damage" stops combat damage only; shields end at cleanup (514.2);
prevented damage isn't dealt (no lifelink, no "deals combat damage" trigger, 510.2)."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import advance_to, cast, compiled_cards, find, make, resolve

MEND = OracleFace("Mend", "{W}", "Instant", "Prevent the next 3 damage that would be dealt to any target this turn.")
FOG = OracleFace("Mist", "{G}", "Instant", "Prevent all combat damage that would be dealt this turn.")
WARD = OracleFace("Guard", "{W}", "Instant", "Prevent all damage that would be dealt to target creature this turn.")


def _board(**kw):
    return make(extra=compiled_cards(MEND, FOG, WARD), **kw)


def test_615_1a_the_next_3_damage_to_a_creature_is_prevented_and_the_rest_dealt():
    game = _board(you_bf=["Grizzly Bears"], you_hand=["Mend", "Lightning Bolt", "Lightning Bolt"])
    bears = find(game, "Grizzly Bears")
    cast(game, "Mend", bears)
    resolve(game)
    cast(game, "Lightning Bolt", bears)
    resolve(game)
    assert game.obj(bears).damage == 0 and game.obj(bears).zone == "battlefield"
    cast(game, "Lightning Bolt", bears)  # the shield was used up by the first 3
    resolve(game)
    assert find(game, "Grizzly Bears", "graveyard")


def test_615_1a_a_shield_on_a_player_prevents_part_of_the_damage():
    game = _board(you_hand=["Mend", "Lava Axe"])
    cast(game, "Mend", "p1")
    resolve(game)
    cast(game, "Lava Axe", "p1")
    resolve(game)
    assert game.state.players[1].life == 18  # 5 damage, 3 prevented


def test_615_1a_all_damage_to_target_creature_this_turn():
    game = _board(you_bf=["Grizzly Bears"], you_hand=["Guard", "Lightning Bolt", "Lightning Bolt"])
    bears = find(game, "Grizzly Bears")
    cast(game, "Guard", bears)
    resolve(game)
    for _ in range(2):
        cast(game, "Lightning Bolt", bears)
        resolve(game)
    assert game.obj(bears).zone == "battlefield" and game.obj(bears).damage == 0


def _attack_through_fog(fog: bool):
    extra = compiled_cards(FOG, OracleFace("Raider", "{1}{B}", "Creature — Rogue",
                                           "Lifelink\nWhenever this creature deals combat damage to a player, draw a card.", "3", "3"))
    game = make(you_bf=["Raider"], opp_hand=["Mist"] if fog else [], opp_bf=["Forest"], extra=extra)
    session = Session(game)
    for c in ("next declare_attackers", "attack Raider"):
        assert session.run(c).ok, c
    if fog:
        cast(game, "Mist", player=1)
        resolve(game)
    for _ in range(20):
        if game.state.step in ("end_combat", "main2"):
            break
        assert session.run("choose none" if game.pending is not None else "pass").ok
    resolve(game)
    return game


def test_615_1a_all_combat_damage_is_prevented_so_nothing_is_dealt():
    game = _attack_through_fog(True)
    assert game.state.players[1].life == 20 and game.state.players[0].life == 20  # no lifelink either
    assert game.state.zones["hand:0"] == []  # no combat damage was dealt: nothing triggers (510.2)
    game = _attack_through_fog(False)
    assert game.state.players[1].life == 17 and game.state.players[0].life == 23 and len(game.state.zones["hand:0"]) == 1


def test_615_1a_all_combat_damage_doesnt_stop_a_spell_s_damage():
    game = _board(you_hand=["Mist", "Lightning Bolt"], you_bf=["Forest", "Mountain"])
    cast(game, "Mist")
    resolve(game)
    cast(game, "Lightning Bolt", "p1")
    resolve(game)
    assert game.state.players[1].life == 17


def test_514_2_prevention_ends_with_the_turn():
    game = _board(you_hand=["Mend"], opp_hand=["Lightning Bolt"], opp_bf=["Mountain"])
    cast(game, "Mend", "p0")
    resolve(game)
    advance_to(game, 4, "main1")
    cast(game, "Lightning Bolt", "p0", player=1)
    resolve(game)
    assert game.state.players[0].life == 17


@pytest.mark.parametrize("text", [
    "Prevent the next X damage that would be dealt to any target this turn.",
    "Prevent all damage that would be dealt to each creature this turn.",
    "Prevent the next 3 damage that would be dealt to any target.",
])
def test_615_prevention_near_misses_are_refused(text):
    assert compile_text(text, type_line="Instant").table is None, text
