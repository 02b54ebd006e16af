"""'Whenever ~ becomes the target of a <filter> spell [you control / an opponent controls]' (115.1,
603.2) read from Oracle text, on real boards: only a spell that matches, or any spell or ability
of the player named ("that player" is who controls it); near-misses stay refused."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

STORMCHASER_DRAKE = OracleFace("Stormchaser Drake", "{1}{U}", "Creature — Drake",
                               "Flying\nWhenever Stormchaser Drake becomes the target of a spell you control, draw a card.",
                               "2", "1")
MOSSDOG = OracleFace("Mossdog", "{G}", "Creature — Plant Dog",
                     "Whenever Mossdog becomes the target of a spell or ability an opponent controls, put a +1/+1 "
                     "counter on Mossdog.", "1", "1")
ASHENMOOR_LIEGE = OracleFace("Ashenmoor Liege", "{1}{B/R}{B/R}{B/R}", "Creature — Elemental Knight",
                             "Other black creatures you control get +1/+1.\nOther red creatures you control get +1/+1.\n"
                             "Whenever Ashenmoor Liege becomes the target of a spell or ability an opponent controls, "
                             "that player loses 4 life.", "4", "1")
FUGITIVE_DRUID = OracleFace("Fugitive Druid", "{3}{G}", "Creature — Human Druid",
                            "Whenever Fugitive Druid becomes the target of an Aura spell, you draw a card.", "3", "2")


def _hand(game, player: int = 0) -> int:
    return len(game.state.zone("hand", player))


def test_115_1_a_spell_you_control_triggers_an_opponent_s_doesnt():
    game = make(you_bf=["Stormchaser Drake"], you_hand=["Giant Growth"], opp_hand=["Giant Growth"], opp_pool="{G}",
                extra=compiled_cards(STORMCHASER_DRAKE))
    drake = find(game, "Stormchaser Drake")
    cast(game, "Giant Growth", drake, player=1)
    assert len(game.state.stack) == 1
    resolve(game)
    cast(game, "Giant Growth", drake)
    assert len(game.state.stack) == 2
    resolve(game)
    assert _hand(game) == 1  # drew one card: for its own controller's spell only


def test_115_1_a_spell_an_opponent_controls_triggers_and_that_player_is_its_controller():
    game = make(you_bf=["Mossdog", "Ashenmoor Liege"], you_hand=["Giant Growth"], opp_hand=["Shock", "Giant Growth"],
                opp_pool="{R}{G}", extra=compiled_cards(MOSSDOG, ASHENMOOR_LIEGE))
    dog, liege = find(game, "Mossdog"), find(game, "Ashenmoor Liege")
    cast(game, "Giant Growth", dog)  # your own spell: nothing
    assert len(game.state.stack) == 1
    resolve(game)
    cast(game, "Giant Growth", dog, player=1)
    resolve(game)
    assert game.obj(dog).counters.get("+1/+1") == 1
    cast(game, "Shock", liege, player=1)
    resolve(game)
    assert game.state.players[1].life == 16 and game.state.players[0].life == 20


def test_115_1_an_aura_spell_that_targets_it_triggers_an_instant_doesnt():
    game = make(you_bf=["Fugitive Druid"], you_hand=["Giant Growth", "Rancor"], extra=compiled_cards(FUGITIVE_DRUID))
    druid = find(game, "Fugitive Druid")
    cast(game, "Giant Growth", druid)
    resolve(game)
    assert _hand(game) == 1
    cast(game, "Rancor", druid)
    resolve(game)
    assert _hand(game) == 1  # Rancor left the hand, a card was drawn


WILD_DEFIANCE = OracleFace("Wild Defiance", "{2}{G}", "Enchantment",
                           "Whenever a creature you control becomes the target of an instant or sorcery spell, that "
                           "creature gets +3/+3 until end of turn.")
COWARDICE = OracleFace("Cowardice", "{3}{U}{U}", "Enchantment",
                       "Whenever a creature becomes the target of a spell or ability, return that creature to its "
                       "owner's hand. (It won't be affected by the spell or ability.)")
THUNDERBREAK_REGENT = OracleFace("Thunderbreak Regent", "{2}{R}{R}", "Creature — Dragon",
                                 "Flying\nWhenever a Dragon you control becomes the target of a spell or ability an "
                                 "opponent controls, Thunderbreak Regent deals 3 damage to that player.", "4", "4")


def test_115_1_a_creature_you_control_that_becomes_the_target_of_an_instant_is_that_creature():
    game = make(you_bf=["Wild Defiance", "Grizzly Bears"], you_hand=["Giant Growth"], opp_hand=["Giant Growth"],
                opp_bf=["Balduvian Bears"], opp_pool="{G}", extra=compiled_cards(WILD_DEFIANCE))
    bears, theirs = find(game, "Grizzly Bears"), find(game, "Balduvian Bears", player=1)
    cast(game, "Giant Growth", theirs, player=1)  # not a creature you control
    assert len(game.state.stack) == 1
    resolve(game)
    cast(game, "Giant Growth", bears)
    resolve(game)
    assert game.chars(bears).power == 8 and game.chars(theirs).power == 5  # 2 + 3 + 3; 2 + 3


def test_115_1_whenever_a_creature_becomes_the_target_return_that_creature_before_the_spell_resolves():
    game = make(you_bf=["Cowardice"], you_hand=["Shock"], opp_bf=["Grizzly Bears"], extra=compiled_cards(COWARDICE))
    cast(game, "Shock", find(game, "Grizzly Bears", player=1))
    resolve(game)  # the Bears return to hand; Shock has no legal target (608.2b)
    assert [game.chars(o).name for o in game.state.zone("hand", 1)] == ["Grizzly Bears"]
    assert game.state.players[1].life == 20


def test_115_1_a_dragon_you_control_targeted_by_an_opponent_that_player_is_dealt_damage():
    game = make(you_bf=["Thunderbreak Regent", "Grizzly Bears"], opp_hand=["Shock", "Shock"], opp_pool="{R}{R}",
                extra=compiled_cards(THUNDERBREAK_REGENT))
    cast(game, "Shock", find(game, "Grizzly Bears"), player=1)  # not a Dragon
    assert len(game.state.stack) == 1
    resolve(game)
    cast(game, "Shock", find(game, "Thunderbreak Regent"), player=1)
    resolve(game)
    assert game.state.players[1].life == 17 and game.state.players[0].life == 20


@pytest.mark.parametrize("text", [
    "Whenever a creature you control becomes the target of a spell or ability for the first time each turn, draw a card.",
    "Whenever a creature becomes the target of an ability, draw a card.",
    "Whenever a creature becomes the target of a spell, that player loses 1 life.",
    "When enchanted creature becomes the target of a spell or ability, sacrifice it.",
    "Whenever a creature becomes the target of a spell or ability, that spell's controller loses 1 life.",
    "Whenever Tester becomes the target of a spell or ability for the first time each turn, draw a card.",
    "Whenever Tester becomes the target of a creature, draw a card.",
    "Whenever Tester becomes the target of an ability, draw a card.",
    "Whenever Tester becomes the target of a spell, that player loses 1 life.",
    "Whenever Tester becomes the target of a spell you control, that player loses 1 life.",
    "Whenever two creatures you control become the target of a spell, draw a card.",
    "Whenever Tester becomes the target of a spell, that spell's controller loses 1 life.",
])
def test_115_1_near_misses_of_becomes_the_target_are_refused(text):
    assert compile_text(text, name="Tester").table is None, text
