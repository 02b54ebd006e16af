""""Target creature deals damage to itself equal to its power" (120.3): the target is both the
source and the recipient, so its own deathtouch and lifelink apply (702.2b, 702.15b); gone as it
resolves, nothing happens (608.2b). Real cards compiled from their Oracle text (Justice Strike,
Kiku, Night's Flower), on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, compiled_cards, find, make, resolve

JUSTICE_STRIKE = OracleFace("Justice Strike", "{R}{W}", "Instant", "Target creature deals damage to itself equal to its power.")
KIKU = OracleFace("Kiku, Night's Flower", "{B}{B}", "Legendary Creature — Human Assassin",
                  "{2}{B}{B}, {T}: Target creature deals damage to itself equal to its power.", "1", "1")
CARDS = compiled_cards(JUSTICE_STRIKE, KIKU)


def test_120_3_justice_strike_a_3_3_deals_3_to_itself():
    game = make(you_hand=["Justice Strike"], opp_bf=["Hill Giant", "Wall of Omens"], extra=CARDS)
    cast(game, "Justice Strike", find(game, "Hill Giant", player=1))
    resolve(game)
    assert find(game, "Hill Giant", "graveyard", player=1)


def test_120_3_a_0_4_wall_deals_no_damage_to_itself():
    game = make(you_hand=["Justice Strike"], opp_bf=["Wall of Omens"], extra=CARDS)
    wall = find(game, "Wall of Omens", player=1)
    cast(game, "Justice Strike", wall)
    resolve(game)
    assert game.obj(wall).damage == 0


def test_702_2b_702_15b_the_target_is_the_source_its_deathtouch_and_lifelink_apply():
    game = make(you_hand=["Justice Strike"], opp_bf=["Vampire Nighthawk"], extra=CARDS)
    cast(game, "Justice Strike", find(game, "Vampire Nighthawk", player=1))
    resolve(game)
    assert find(game, "Vampire Nighthawk", "graveyard", player=1)  # 2 damage to a 2/3, but from a deathtouch source
    assert game.state.players[1].life == 22  # its controller gains the life (lifelink)


def test_120_3_kiku_activated_on_an_opponents_creature():
    game = make(["Kiku, Night's Flower"], opp_bf=["Hill Giant"], extra=CARDS)
    activate(game, find(game, "Kiku, Night's Flower"), "{2}{B}{B}", find(game, "Hill Giant", player=1))
    resolve(game)
    assert find(game, "Hill Giant", "graveyard", player=1)


@pytest.mark.parametrize("text", [
    "Each creature deals damage to itself equal to its power.",  # each at once: not supported
    "Target player deals damage to itself equal to its power.",
    "Target creature or planeswalker deals damage to itself equal to its power.",
    "Blast deals damage to itself equal to its power.",
    "Target creature deals damage to itself equal to its toughness.",
])
def test_120_3_near_misses_are_refused(text):
    assert compile_text(text, name="Blast", type_line="Instant").table is None, text
