""""Prevent all [combat] damage target creature would deal this turn", "Prevent all damage a red
source of your choice would deal this turn", "The next time a red source of your choice would
deal damage this turn, prevent that damage" (615.1a, 609.7a): shields against one source, for
damage to anything. Real cards compiled from their Oracle text (Resistance Fighter, Burrenton
Forge-Tender, Pilgrim of Justice, Shieldmage Elder) and a Prodigal Sorcerer, on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, compiled_cards, find, make, resolve

RESISTANCE_FIGHTER = OracleFace("Resistance Fighter", "{W}", "Creature — Human Soldier",
                                "Sacrifice Resistance Fighter: Prevent all combat damage target creature would deal this turn.",
                                "1", "1")
SHIELDMAGE = OracleFace("Shieldmage Adept", "{1}{W}", "Creature — Human Cleric",
                        "{T}: Prevent all damage target creature would deal this turn.", "1", "1")
FORGE_TENDER = OracleFace("Burrenton Forge-Tender", "{W}", "Creature — Kithkin Wizard",
                          "Protection from red\nSacrifice Burrenton Forge-Tender: Prevent all damage a red source of your "
                          "choice would deal this turn.", "1", "1")
PILGRIM = OracleFace("Pilgrim of Justice", "{2}{W}", "Creature — Human Cleric",
                     "Protection from red\n{W}, Sacrifice Pilgrim of Justice: The next time a red source of your choice "
                     "would deal damage this turn, prevent that damage.", "1", "3")
CARDS = compiled_cards(RESISTANCE_FIGHTER, SHIELDMAGE, FORGE_TENDER, PILGRIM)


def _ping(game, target) -> None:
    """The opponent's Prodigal Sorcerer deals 1 damage to ``target`` (not combat damage)."""
    activate(game, find(game, "Prodigal Sorcerer", player=1), "{T}", target)
    resolve(game)


def test_615_1a_all_damage_the_target_would_deal_this_turn_is_prevented():
    game = make(["Shieldmage Adept"], opp_bf=["Prodigal Sorcerer"], extra=CARDS)
    activate(game, find(game, "Shieldmage Adept"), "{T}", find(game, "Prodigal Sorcerer", player=1))
    resolve(game)
    _ping(game, "p0")
    assert game.state.players[0].life == 20


def test_615_1a_combat_damage_only_lets_its_ability_deal_damage():
    game = make(["Resistance Fighter"], opp_bf=["Prodigal Sorcerer"], extra=CARDS)
    activate(game, find(game, "Resistance Fighter"), "Sacrifice", find(game, "Prodigal Sorcerer", player=1))
    resolve(game)
    _ping(game, "p0")
    assert game.state.players[0].life == 19


def test_615_1a_all_damage_a_red_source_of_your_choice_would_deal_this_turn():
    game = make(["Burrenton Forge-Tender", "Grizzly Bears"], opp_hand=["Lightning Bolt", "Shock"], opp_pool="{R}{R}",
                extra=CARDS)
    bears = find(game, "Grizzly Bears")
    cast(game, "Lightning Bolt", bears, player=1)
    activate(game, find(game, "Burrenton Forge-Tender"), "Sacrifice")
    resolve(game)  # the only red source, the Bolt, is chosen; its damage to the Bears is prevented
    assert game.obj(bears).damage == 0
    cast(game, "Shock", "p0", player=1)  # another red source
    resolve(game)
    assert game.state.players[0].life == 18


def test_615_1a_the_next_time_a_red_source_would_deal_damage_to_anything():
    game = make(["Pilgrim of Justice", "Grizzly Bears", "Plains"], opp_hand=["Lightning Bolt"], opp_pool="{R}", extra=CARDS)
    bears = find(game, "Grizzly Bears")
    cast(game, "Lightning Bolt", bears, player=1)
    activate(game, find(game, "Pilgrim of Justice"), "{W}")
    resolve(game)
    assert game.obj(bears).damage == 0 and game.state.prevention == []  # used up


@pytest.mark.parametrize("text", [
    "Prevent all damage each creature would deal this turn.",
    "Prevent all damage up to one target creature would deal this turn.",
    "Prevent all damage Ward would deal this turn.",  # an instant deals no damage later
    "Prevent all damage target creature would deal.",
    "Prevent all damage a purple source of your choice would deal this turn.",
])
def test_615_1a_near_misses_are_refused(text):
    assert compile_text(text, name="Ward", type_line="Instant").table is None, text
