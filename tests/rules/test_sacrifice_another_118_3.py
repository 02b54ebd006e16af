""""Sacrifice another creature" as a cost (118.3, 701.21a): any creature its controller controls
except the permanent whose ability it is; with no other creature, the ability can't be activated.
Real cards compiled from their Oracle text, on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError

from ..oracle.helpers import compile_text
from .copyhelp import activate, compiled_cards, find, make, resolve

VORACIOUS_NULL = OracleFace("Voracious Null", "{2}{B}", "Creature — Zombie",
                            "{1}{B}, Sacrifice another creature: Put two +1/+1 counters on Voracious Null. Activate only "
                            "as a sorcery.", "2", "2")
PITILESS_PONTIFF = OracleFace("Pitiless Pontiff", "{W}{B}", "Creature — Vampire Cleric",
                              "{1}, Sacrifice another creature: Pitiless Pontiff gains deathtouch and indestructible until "
                              "end of turn.", "2", "1")


def test_118_3_another_creature_is_offered_and_the_source_is_not():
    game = make(["Voracious Null", "Grizzly Bears", "Llanowar Elves"], pool="{C}{B}", extra=compiled_cards(VORACIOUS_NULL))
    null = find(game, "Voracious Null")
    activate(game, null, "{1}{B}, Sacrifice another creature")
    assert game.pending is not None
    offered = {o.value for o in game.pending.options}
    assert offered == {find(game, "Grizzly Bears"), find(game, "Llanowar Elves")}
    resolve(game, find(game, "Grizzly Bears"))
    assert find(game, "Grizzly Bears", "graveyard")
    assert game.obj(null).counters == {"+1/+1": 2}


def test_118_3_with_no_other_creature_it_cant_be_activated():
    game = make(["Pitiless Pontiff", "Swamp"], pool="{C}", extra=compiled_cards(PITILESS_PONTIFF))
    pontiff = find(game, "Pitiless Pontiff")
    with pytest.raises(IllegalActionError, match="other creature"):
        activate(game, pontiff, "{1}, Sacrifice another creature")
    assert find(game, "Pitiless Pontiff") == pontiff and game.state.players[0].pool  # nothing paid


def test_118_3_the_only_other_creature_is_sacrificed_without_asking():
    game = make(["Pitiless Pontiff", "Grizzly Bears"], pool="{C}", extra=compiled_cards(PITILESS_PONTIFF))
    pontiff = find(game, "Pitiless Pontiff")
    activate(game, pontiff, "{1}, Sacrifice another creature")
    resolve(game)
    assert find(game, "Grizzly Bears", "graveyard")
    assert {"deathtouch", "indestructible"} <= game.chars(pontiff).keywords()


@pytest.mark.parametrize("text", [
    "{1}, Sacrifice another: Draw a card.",
    "{1}, Sacrifice two other creature: Draw a card.",     # number and noun disagree
    "{1}, Sacrifice another creature or artifact you don't control: Draw a card.",
])
def test_118_3_near_misses_are_refused(text):
    assert compile_text(text).table is None, text


def test_118_3_sacrifice_two_other_creatures_isnt_the_source():
    """"Sacrifice two other creatures" (a count, 701.21a): the permanent whose ability it is
    isn't one of them."""
    card = compile_text("{1}, Sacrifice two other creatures: Draw a card.")
    assert card.table is not None, card.refused
    assert card.table["abilities"][0]["activated"]["cost"] == "{1}, Sacrifice two other creatures"
