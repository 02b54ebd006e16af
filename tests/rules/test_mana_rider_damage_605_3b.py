"""A mana ability that also deals damage to you (605.1a, 605.3b): "{T}: Add {W} or {U}. ~ deals
1 damage to you." (pain lands), or gains or loses life or draws a card. It resolves at once,
without the stack: the mana is added and the land deals the damage to its controller. Real cards compiled from their Oracle text, on real
boards; payment plans use a painful source last and tap a pain land for its painless mana
when that pays."""

from __future__ import annotations

import pytest

from sandbox import Activate
from sandbox.cards.model import ManaAbility
from sandbox.cards.oracle import OracleFace
from sandbox.core.mana import paying
from sandbox.core.mana.solver import plan_payment
from sandbox.symbols import parse_cost

from ..oracle.helpers import compile_text
from .copyhelp import ability_index, compiled_cards, find, make

ADARKAR_WASTES = OracleFace("Adarkar Wastes", "", "Land",
                            "{T}: Add {C}.\n{T}: Add {W} or {U}. Adarkar Wastes deals 1 damage to you.")
TARNISHED_CITADEL = OracleFace("Tarnished Citadel", "", "Land",
                               "{T}: Add {C}.\n{T}: Add one mana of any color. Tarnished Citadel deals 3 damage to you.")
ELVES_OF_DEEP_SHADOW = OracleFace("Elves of Deep Shadow", "{G}", "Creature — Elf Druid",
                                  "{T}: Add {B}. Elves of Deep Shadow deals 1 damage to you.", "1", "1")

PRISTINE_TALISMAN = OracleFace("Pristine Talisman", "{3}", "Artifact", "{T}: Add {C}. You gain 1 life.")
GROVE_OF_THE_BURNWILLOWS = OracleFace("Grove of the Burnwillows", "", "Land",
                                      "{T}: Add {C}.\n{T}: Add {R} or {G}. Each opponent gains 1 life.")
CRYPTOLITH_FRAGMENT = OracleFace("Cryptolith Fragment", "{3}", "Artifact",
                                 "{T}: Add one mana of any color. Each player loses 1 life.")
DARKWATER_EGG = OracleFace("Darkwater Egg", "{1}", "Artifact", "{2}, {T}, Sacrifice Darkwater Egg: Add {U}{B}. Draw a card.")


def _life(game) -> tuple[int, int]:
    return game.state.players[0].life, game.state.players[1].life


def test_605_3b_the_colored_mana_comes_with_1_damage_to_you():
    game = make(["Adarkar Wastes"], pool="", extra=compiled_cards(ADARKAR_WASTES))
    wastes = find(game, "Adarkar Wastes")
    game.perform(Activate(wastes, ability_index(game, wastes, "{T}: Add {W} or {U}")))
    game.answer("U")
    assert str(game.state.players[0].pool) == "{U}" and _life(game) == (19, 20)
    assert not game.state.stack  # 605.3b: no stack


def test_605_3b_the_colorless_ability_deals_no_damage():
    game = make(["Adarkar Wastes"], pool="", extra=compiled_cards(ADARKAR_WASTES))
    wastes = find(game, "Adarkar Wastes")
    game.perform(Activate(wastes, ability_index(game, wastes, "{T}: Add {C}")))
    assert str(game.state.players[0].pool) == "{C}" and _life(game) == (20, 20)


def test_605_3b_tarnished_citadel_any_color_for_3_damage():
    game = make(["Tarnished Citadel"], pool="", extra=compiled_cards(TARNISHED_CITADEL))
    citadel = find(game, "Tarnished Citadel")
    game.perform(Activate(citadel, ability_index(game, citadel, "{T}: Add one mana of any color")))
    game.answer("G")
    assert str(game.state.players[0].pool) == "{G}" and _life(game) == (17, 20)


def test_605_3b_elves_of_deep_shadow_the_creature_deals_the_damage():
    game = make(["Elves of Deep Shadow"], pool="", extra=compiled_cards(ELVES_OF_DEEP_SHADOW))
    elves = find(game, "Elves of Deep Shadow")
    assert [a.effects for a in game.activated_abilities(elves) if isinstance(a, ManaAbility)] != [()]
    game.perform(Activate(elves, 0))
    assert str(game.state.players[0].pool) == "{B}" and _life(game) == (19, 20)
    assert any("Elves of Deep Shadow" in e.text and "1 damage" in e.text for e in game.log)


def test_605_3b_a_plan_pays_a_white_cost_with_plains_before_the_pain_land():
    game = make(["Adarkar Wastes", "Plains"], pool="", extra=compiled_cards(ADARKAR_WASTES))
    plan = plan_payment(game, 0, parse_cost("{W}"))
    assert plan.ok and plan.sources == [find(game, "Plains")]
    paying.perform_plan(game, plan)
    assert _life(game) == (20, 20)


def test_605_3b_a_plan_taps_the_pain_land_for_colorless_when_that_pays():
    game = make(["Adarkar Wastes", "Plains"], pool="", extra=compiled_cards(ADARKAR_WASTES))
    plan = plan_payment(game, 0, parse_cost("{1}{W}"))
    assert plan.ok
    paying.perform_plan(game, plan)
    assert str(game.state.players[0].pool) in ("{W}{C}", "{C}{W}") and _life(game) == (20, 20)


def test_605_3b_a_plan_that_needs_the_color_takes_the_damage():
    game = make(["Adarkar Wastes", "Plains"], pool="", extra=compiled_cards(ADARKAR_WASTES))
    plan = plan_payment(game, 0, parse_cost("{W}{U}"))
    assert plan.ok
    paying.perform_plan(game, plan)
    assert _life(game) == (19, 20)


def test_605_3b_pristine_talisman_adds_colorless_and_you_gain_1_life():
    game = make(["Pristine Talisman"], pool="", extra=compiled_cards(PRISTINE_TALISMAN))
    game.perform(Activate(find(game, "Pristine Talisman"), 0))
    assert str(game.state.players[0].pool) == "{C}" and _life(game) == (21, 20)


def test_605_3b_grove_of_the_burnwillows_each_opponent_gains_1_life():
    game = make(["Grove of the Burnwillows"], pool="", extra=compiled_cards(GROVE_OF_THE_BURNWILLOWS))
    grove = find(game, "Grove of the Burnwillows")
    game.perform(Activate(grove, ability_index(game, grove, "{T}: Add {R} or {G}")))
    game.answer("G")
    assert str(game.state.players[0].pool) == "{G}" and _life(game) == (20, 21)


def test_605_3b_cryptolith_fragment_each_player_loses_1_life():
    game = make(["Cryptolith Fragment"], pool="", extra=compiled_cards(CRYPTOLITH_FRAGMENT))
    game.perform(Activate(find(game, "Cryptolith Fragment"), 0))
    game.answer("B")
    assert str(game.state.players[0].pool) == "{B}" and _life(game) == (19, 19)


def test_605_3b_darkwater_egg_is_sacrificed_adds_two_mana_and_draws_a_card():
    game = make(["Darkwater Egg"], pool="{G}{G}", library=["Forest", "Island"], extra=compiled_cards(DARKWATER_EGG))
    game.perform(Activate(find(game, "Darkwater Egg"), 0))
    assert str(game.state.players[0].pool) == "{U}{B}"
    assert len(game.state.zones["hand:0"]) == 1 and len(game.state.zones["library:0"]) == 1  # one card drawn
    assert [game.chars(o).name for o in game.state.zones["graveyard:0"]] == ["Darkwater Egg"]


@pytest.mark.parametrize("text", [
    "{T}: Add {B}. ~ deals 1 damage to you if you don't control an Ogre.",  # a condition no rule reads
    "{T}: Add {B}. ~ deals 1 damage to any target.",  # a target: not a mana ability (605.1a)
    "{T}: Add {B}. ~ deals 1 damage to each opponent.",  # only damage to you rides along here
    "{T}: Add {B}. ~ deals 1 damage to you. Draw a card.",  # two riders
    "{T}: Add {B}. Target player loses 1 life.",
    "{T}: Add {B}. ~ deals 1 damage to you unless you pay {1}.",
    "{T}: Add {C}. Target player gains 1 life.",  # a target (605.1a)
    "{T}: Add {C}. Each player draws a card.",  # only you draw
    "{T}: Add {C}. You gain 1 life for each creature you control. Draw a card.",
    "{T}: Add {C}. Target opponent loses 1 life.",
])
def test_605_1a_near_misses_are_refused(text):
    assert compile_text(text.replace("~", "Test Land"), name="Test Land", type_line="Land").table is None, text
