"""'Tap target creature. It doesn't untap during its controller's next untap step.' (502.3): the
object stays tapped in the next untap step of the player who controls it, and only that one.
Take into Custody and Spire Patrol compiled from their Oracle text, on real boards over several
turns; near-misses refused."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card

from .copyhelp import advance_to, cast, compiled_cards, find, make, resolve

CUSTODY = OracleFace("Take into Custody", "{U}", "Instant",
                     "Tap target creature. It doesn't untap during its controller's next untap step.")
PATROL = OracleFace("Spire Patrol", "{2}{W}{U}", "Creature — Human Soldier",
                    "Flying\nWhen Spire Patrol enters, tap target creature an opponent controls. "
                    "That creature doesn't untap during its controller's next untap step.", "3", "2")
PARALYSIS = OracleFace("Decision Paralysis", "{3}{U}", "Instant",
                       "Tap up to two target creatures. Those creatures don't untap during their controller's next "
                       "untap step.")
CARDS = compiled_cards(CUSTODY, PATROL, PARALYSIS)


def test_502_3_the_opponents_creature_stays_tapped_through_their_next_untap_step_only():
    game = make(you_hand=["Take into Custody"], opp_bf=["Grizzly Bears", "Hill Giant"], extra=CARDS)
    bears = find(game, "Grizzly Bears", player=1)
    cast(game, "Take into Custody", bears)
    resolve(game)
    assert game.obj(bears).tapped
    game.obj(find(game, "Hill Giant", player=1)).tapped = True  # a control: it untaps as usual
    advance_to(game, 4, "upkeep")  # the opponent's turn
    assert game.state.active == 1
    assert game.obj(bears).tapped and not game.obj(find(game, "Hill Giant", player=1)).tapped
    advance_to(game, 6, "upkeep")  # their next turn: the effect has ended
    assert not game.obj(bears).tapped


def test_502_3_your_own_creature_skips_your_next_untap_step_not_the_opponents():
    game = make(you_hand=["Take into Custody"], you_bf=["Grizzly Bears"], extra=CARDS)
    bears = find(game, "Grizzly Bears")
    cast(game, "Take into Custody", bears)
    resolve(game)
    advance_to(game, 4, "upkeep")  # the opponent's untap step: not the Bears' controller's
    assert game.obj(bears).tapped
    advance_to(game, 5, "upkeep")  # yours: it doesn't untap
    assert game.obj(bears).tapped
    advance_to(game, 7, "upkeep")
    assert not game.obj(bears).tapped


def test_502_3_spire_patrol_taps_and_holds_an_opponents_creature():
    game = make(you_hand=["Spire Patrol"], opp_bf=["Grizzly Bears"], extra=CARDS)
    bears = find(game, "Grizzly Bears", player=1)
    cast(game, "Spire Patrol")
    resolve(game, bears)
    assert game.obj(bears).tapped
    advance_to(game, 4, "upkeep")
    assert game.obj(bears).tapped


def test_502_3_those_creatures_are_the_targets_each_held_through_its_controllers_next_untap_step():
    """Decision Paralysis on one creature of each player: each stays tapped through the next
    untap step of the player who controls it (115.1: up to two targets, one requirement)."""
    game = make(you_hand=["Decision Paralysis"], you_bf=["Llanowar Elves"], opp_bf=["Grizzly Bears", "Hill Giant"],
                extra=CARDS)
    elves, bears, giant = find(game, "Llanowar Elves"), find(game, "Grizzly Bears", player=1), find(game, "Hill Giant", player=1)
    cast(game, "Decision Paralysis", elves, bears)
    resolve(game)
    assert game.obj(elves).tapped and game.obj(bears).tapped and not game.obj(giant).tapped
    advance_to(game, 4, "upkeep")  # the opponent's untap step: the Bears stay tapped
    assert game.obj(bears).tapped and game.obj(elves).tapped
    advance_to(game, 5, "upkeep")  # yours: the Elves stay tapped
    assert game.obj(elves).tapped
    advance_to(game, 6, "upkeep")
    assert not game.obj(bears).tapped
    advance_to(game, 7, "upkeep")
    assert not game.obj(elves).tapped


@pytest.mark.parametrize("text", [
    "Tap up to two target creatures. Those lands don't untap during their controller's next untap step.",
    "Those creatures don't untap during their controller's next untap step.",  # no group before it
    "Tap up to X target creatures. Those creatures don't untap during their controller's next untap step.",
    "Tap all creatures. They don't untap during their controllers' next untap steps.",
    "Tap target creature. It doesn't untap during its controller's untap step.",           # a static's words
    "Tap target creature. It doesn't untap during its controller's next two untap steps.",
    "Tap each creature you control. Each creature you control doesn't untap during its controller's next untap step.",
])
def test_502_3_near_misses_are_refused(text):
    face = OracleFace("Test Spell", "{U}", "Instant", text)
    assert compile_card(OracleCard(face.name, (face,))).table is None
