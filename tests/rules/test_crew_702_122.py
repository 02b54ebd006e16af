"""Crew N (702.122a): "Tap any number of untapped creatures you control with total power N or
more: This Vehicle becomes an artifact creature until end of turn." A Vehicle isn't a creature
until crewed (301.7); the creatures tapped pay a cost that isn't {T}, so one that came under
your control this turn may crew (302.6). Smuggler's Copter compiled from its Oracle text, on
real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.cards.parse import parse_ability
from sandbox.errors import IllegalActionError, InvalidActionError

from .copyhelp import activate, advance_to, cast, compiled_cards, find, make, resolve

COPTER = OracleFace("Smuggler's Copter", "{2}", "Artifact — Vehicle",
                    "Flying\nWhenever Smuggler's Copter attacks or blocks, you may draw a card. If you do, discard a card."
                    "\nCrew 1 (Tap any number of untapped creatures you control with total power 1 or more: This Vehicle "
                    "becomes an artifact creature until end of turn.)", "3", "3")
CARDS = compiled_cards(COPTER)


def _is_creature(game, oid):
    return "Creature" in game.chars(oid).card_types


def test_301_7_a_vehicle_isn_t_a_creature_until_crewed():
    game = make(["Smuggler's Copter"], extra=CARDS)
    copter = find(game, "Smuggler's Copter")
    assert not _is_creature(game, copter) and "Artifact" in game.chars(copter).card_types


def test_702_122a_crewed_by_power_2_it_becomes_an_artifact_creature_until_end_of_turn():
    game = make(["Smuggler's Copter", "Grizzly Bears", "Savannah Lions"], extra=CARDS)
    copter, bears, lions = find(game, "Smuggler's Copter"), find(game, "Grizzly Bears"), find(game, "Savannah Lions")
    activate(game, copter, "Crew 1")
    assert game.pending is not None and game.pending.rule == "702.122a"
    game.answer([bears])
    assert game.obj(bears).tapped and not game.obj(lions).tapped and not game.obj(copter).tapped
    assert not _is_creature(game, copter)  # the ability is on the stack
    resolve(game)
    c = game.chars(copter)
    assert _is_creature(game, copter) and "Artifact" in c.card_types and (c.power, c.toughness) == (3, 3)
    assert c.has_keyword("flying")
    advance_to(game, 4, "upkeep")
    assert not _is_creature(game, copter)


def test_302_6_a_creature_that_entered_this_turn_may_crew():
    game = make(["Smuggler's Copter", "Forest", "Forest"], ["Grizzly Bears"], pool="", extra=CARDS)
    cast(game, "Grizzly Bears")
    resolve(game)
    bears = find(game, "Grizzly Bears")
    assert game.is_sick(bears)
    activate(game, find(game, "Smuggler's Copter"), "Crew 1")  # the one creature that can pay: chosen at once
    assert game.obj(bears).tapped
    resolve(game)
    assert _is_creature(game, find(game, "Smuggler's Copter"))


def test_702_122a_near_miss_total_power_too_low():
    game = make(["Smuggler's Copter", "Birds of Paradise", "Birds of Paradise"], extra=CARDS)
    copter = find(game, "Smuggler's Copter")
    with pytest.raises(IllegalActionError, match="total power"):
        activate(game, copter, "Crew 1")
    assert not game.state.stack and not any(game.obj(o).tapped for o in game.state.battlefield)


def test_702_122a_near_miss_the_chosen_creatures_must_reach_the_power():
    game = make(["Smuggler's Copter", "Birds of Paradise", "Grizzly Bears"], extra=CARDS)
    activate(game, find(game, "Smuggler's Copter"), "Crew 1")
    thopter = find(game, "Birds of Paradise")
    assert not game.answer_is_legal([thopter])
    with pytest.raises(IllegalActionError):
        game.answer([thopter])


def test_702_122a_near_miss_crew_needs_a_number():
    for text in ("Crew", "Crew X", "Crew one"):
        with pytest.raises(InvalidActionError):
            parse_ability(text)
