"""Monstrosity (701.37a): "Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1
counters on it and it becomes monstrous." Becoming monstrous triggers "When ~ becomes monstrous"
(701.37b), whose X is the monstrosity's X (701.37c). Arbor Colossus compiled from its Oracle
text, activated on a real board; a second activation does nothing and triggers nothing; "as long
as ~ is monstrous" (Fleecemane Lion) holds from then on."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import activate, compiled_cards, find, make, resolve

COLOSSUS = OracleFace("Arbor Colossus", "{2}{G}{G}{G}", "Creature — Giant",
                      "Reach\n{3}{G}{G}{G}: Monstrosity 3. (If this creature isn't monstrous, put three +1/+1 counters "
                      "on it and it becomes monstrous.)\nWhen Arbor Colossus becomes monstrous, destroy target creature "
                      "with flying an opponent controls.", "6", "6")
X_HYDRA = OracleFace("Monstrous X Test Hydra", "{G}", "Creature — Hydra",
                     "{X}{X}{G}: Monstrosity X.\nWhen Monstrous X Test Hydra becomes monstrous, you gain X life.", "1", "1")
LION = OracleFace("Fleecemane Lion", "{G}{W}", "Creature — Cat",
                  "{3}{G}{W}: Monstrosity 1. (If this creature isn't monstrous, put a +1/+1 counter on it and it becomes "
                  "monstrous.)\nAs long as Fleecemane Lion is monstrous, it has hexproof and indestructible.", "3", "3")
CARDS = compiled_cards(COLOSSUS, X_HYDRA, LION)
POOL = "{G}{G}{G}{G}{G}{G}{G}{G}{G}{G}{G}{G}"


def test_701_37a_monstrosity_puts_counters_and_its_trigger_destroys_a_flyer():
    game = make(you_bf=["Arbor Colossus"], opp_bf=["Serra Angel", "Grizzly Bears"], pool=POOL, extra=CARDS)
    colossus = find(game, "Arbor Colossus")
    activate(game, colossus, "{3}{G}{G}{G}")
    resolve(game)
    assert game.obj(colossus).counters.get("+1/+1") == 3 and game.chars(colossus).power == 9
    assert game.obj(colossus).chosen.get("monstrous")
    assert find(game, "Serra Angel", "graveyard", player=1) and find(game, "Grizzly Bears", player=1)


def test_701_37a_already_monstrous_nothing_happens_and_nothing_triggers():
    game = make(you_bf=["Arbor Colossus"], opp_bf=["Serra Angel", "Air Elemental"], pool=POOL, extra=CARDS)
    colossus = find(game, "Arbor Colossus")
    activate(game, colossus, "{3}{G}{G}{G}")
    resolve(game, find(game, "Serra Angel", player=1))
    activate(game, colossus, "{3}{G}{G}{G}")
    resolve(game)
    assert game.obj(colossus).counters.get("+1/+1") == 3
    assert find(game, "Air Elemental", player=1)
    assert any("already monstrous" in e.text for e in game.log)


def test_701_37c_x_of_the_trigger_is_the_monstrosity_x():
    game = make(you_bf=["Monstrous X Test Hydra"], pool=POOL, extra=CARDS)
    hydra = find(game, "Monstrous X Test Hydra")
    activate(game, hydra, "{X}{X}{G}", x=3)
    resolve(game)
    assert game.obj(hydra).counters.get("+1/+1") == 3
    assert game.state.players[0].life == 23


def test_701_37b_as_long_as_it_is_monstrous():
    game = make(you_bf=["Fleecemane Lion"], pool="{G}{G}{G}{W}{W}", extra=CARDS)
    lion = find(game, "Fleecemane Lion")
    assert not game.chars(lion).has_keyword("hexproof")
    activate(game, lion, "{3}{G}{W}")
    resolve(game)
    assert game.chars(lion).has_keyword("hexproof") and game.chars(lion).has_keyword("indestructible")
    assert game.chars(lion).power == 4


@pytest.mark.parametrize("text", [
    "{5}{G}: Monstrosity.",
    "{5}{G}: Target creature gets monstrosity 3.",
    "When this creature becomes renowned or monstrous, draw a card.",
    "Whenever a creature you control becomes monstrous, draw a card.",
])
def test_701_37_near_misses_are_refused(text):
    assert compile_text(text).table is None, text
