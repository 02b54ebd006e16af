""""~ deals damage to <x> equal to <amount>" (120.3): the amount said after the recipient, the
same as "~ deals damage equal to <amount> to <x>", counted as it resolves; and "~ deals N damage
to that player" in a triggered ability, the player of the event (whose upkeep it is). Real cards
compiled from their Oracle text, on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import advance_to, cast, compiled_cards, find, make, resolve

SPITTING_EARTH = OracleFace("Spitting Earth", "{1}{R}", "Sorcery",
                            "Spitting Earth deals damage to target creature equal to the number of Mountains you control.")
FEEDBACK_BOLT = OracleFace("Feedback Bolt", "{4}{R}", "Instant",
                           "Feedback Bolt deals damage to target player or planeswalker equal to the number of artifacts "
                           "you control.")
KESSIG_MALCONTENTS = OracleFace("Kessig Malcontents", "{2}{R}", "Creature — Human Warrior",
                                "When Kessig Malcontents enters the battlefield, it deals damage to target player or "
                                "planeswalker equal to the number of Humans you control.", "3", "1")
VISE = OracleFace("Upkeep Vise", "{1}", "Artifact",
                  "At the beginning of each opponent's upkeep, Upkeep Vise deals 2 damage to that player.")
CARDS = compiled_cards(SPITTING_EARTH, FEEDBACK_BOLT, KESSIG_MALCONTENTS, VISE)


def test_120_3_spitting_earth_counts_the_mountains_as_it_resolves():
    game = make(["Mountain", "Mountain", "Mountain", "Forest"], you_hand=["Spitting Earth"], opp_bf=["Hill Giant"],
                pool="{R}{R}", extra=CARDS)
    giant = find(game, "Hill Giant", player=1)
    cast(game, "Spitting Earth", giant)
    resolve(game)
    assert find(game, "Hill Giant", "graveyard", player=1)  # 3 damage: Mountains only, not the Forest


def test_120_3_spitting_earth_with_two_mountains_leaves_a_3_3_alive():
    game = make(["Mountain", "Mountain", "Forest"], you_hand=["Spitting Earth"], opp_bf=["Hill Giant"],
                pool="{R}{R}", extra=CARDS)
    giant = find(game, "Hill Giant", player=1)
    cast(game, "Spitting Earth", giant)
    resolve(game)
    assert game.obj(giant).damage == 2


def test_120_3_feedback_bolt_counts_your_artifacts_not_theirs():
    game = make(["Sol Ring", "Mind Stone"], you_hand=["Feedback Bolt"], opp_bf=["Sol Ring"],
                pool="{R}{R}{R}{R}{R}", extra=CARDS)
    cast(game, "Feedback Bolt", "p1")
    resolve(game)
    assert game.state.players[1].life == 18


def test_120_3_kessig_malcontents_it_deals_the_damage_as_its_enters_trigger_resolves():
    game = make(["Kessig Malcontents"], you_hand=["Kessig Malcontents"], pool="{R}{R}{R}", extra=CARDS)
    cast(game, "Kessig Malcontents")
    resolve(game, "p1")  # the trigger's target
    assert game.state.players[1].life == 18  # two Humans


def test_120_3_that_player_is_the_opponent_whose_upkeep_it_is():
    game = make(["Upkeep Vise"], extra=CARDS)
    advance_to(game, 4, "draw")  # the opponent's upkeep
    assert (game.state.players[0].life, game.state.players[1].life) == (20, 18)
    advance_to(game, 5, "draw")  # yours: no trigger
    assert (game.state.players[0].life, game.state.players[1].life) == (20, 18)


@pytest.mark.parametrize("text", [
    "Blast deals damage to target creature equal to its power.",  # whose power: refused
    "Target creature deals damage to target player equal to the number of Mountains you control.",
    "Blast deals damage to target creature equal to the number of Mountains you control plus the number of cards in your hand.",
    "Blast deals 2 damage to that player.",  # no event with a player
    "Blast deals damage to that player equal to the number of Mountains you control.",
])
def test_120_3_near_misses_are_refused(text):
    assert compile_text(text, name="Blast", type_line="Instant").table is None, text
