""""As long as" statics (611.3a): compiled from real cards' Oracle text and played on real boards.
The effect applies exactly while its condition holds, turning on and off with the change that
makes it true or false (a land entering, life lost, a card discarded, the turn passing, tapping,
an Equipment attached), and the inspector says which it is."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.core.actions import Edit

from ..oracle.helpers import compile_text
from .copyhelp import activate, advance_to, compiled_cards, find, make, resolve

SEDGE_TROLL = OracleFace("Sedge Troll", "{2}{R}", "Creature — Troll",
                         "Sedge Troll gets +1/+1 as long as you control a Swamp.\n{B}: Regenerate Sedge Troll.", "2", "2")
GIANT_TORTOISE = OracleFace("Giant Tortoise", "{1}{U}", "Creature — Turtle",
                            "Giant Tortoise gets +0/+3 as long as it's untapped.", "1", "1")
TRIUMPHANT_ADVENTURER = OracleFace("Triumphant Adventurer", "{W}{B}", "Creature — Human Knight",
                                   "Deathtouch\nAs long as it's your turn, Triumphant Adventurer has first strike.", "2", "1")
ARMORY_VETERAN = OracleFace("Armory Veteran", "{1}{R}", "Creature — Human Warrior",
                            "As long as Armory Veteran is equipped, it has menace.", "2", "2")
MYSTIC_ZEALOT = OracleFace("Mystic Zealot", "{3}{W}", "Creature — Human Nomad Mystic",
                           "Threshold — As long as seven or more cards are in your graveyard, Mystic Zealot gets +1/+1 "
                           "and has flying.", "2", "4")
RAKDOS_PIT_DRAGON = OracleFace("Rakdos Pit Dragon", "{2}{R}{R}", "Creature — Dragon",
                               "Hellbent — Rakdos Pit Dragon has double strike as long as you have no cards in hand.", "3", "3")
SERRA_ASCENDANT = OracleFace("Serra Ascendant", "{W}", "Creature — Human Monk",
                             "Lifelink\nAs long as you have 30 or more life, Serra Ascendant gets +5/+5 and has flying.", "1", "1")
THRABEN_DOOMSAYER = OracleFace("Thraben Doomsayer", "{1}{W}{W}", "Creature — Human Cleric",
                               "{T}: Create a 1/1 white Human creature token.\nFateful hour — As long as you have 5 or less "
                               "life, other creatures you control get +2/+2.", "2", "2")
PURESTEEL_LIKE = OracleFace("Court Homunculus", "{W}", "Artifact Creature — Homunculus",
                            "Court Homunculus gets +1/+1 as long as you control another artifact.", "1", "1")
SPIKED_SENTRY = OracleFace("Kolvori Guard", "{2}{W}", "Creature — Human Soldier",
                           "Kolvori Guard gets +2/+2 as long as you control three or more Humans.", "1", "1")
WINTER_REST = OracleFace("Spectral Lock", "{1}{U}", "Enchantment",
                         "As long as it's not your turn, creatures your opponents control can't block.", None, None)


def _pt(game, name: str, zone: str = "battlefield") -> tuple[int | None, int | None]:
    c = game.chars(find(game, name, zone))
    return c.power, c.toughness



def test_611_3a_sedge_troll_is_bigger_only_while_you_control_a_swamp():
    game = make(["Sedge Troll"], ["Swamp"], extra=compiled_cards(SEDGE_TROLL))
    assert _pt(game, "Sedge Troll") == (2, 2)
    assert "not now, so it doesn't apply" in game.explain(find(game, "Sedge Troll"))
    game.perform(Edit("add", (("card", "Swamp"), ("player", 0), ("zone", "battlefield"))))
    assert _pt(game, "Sedge Troll") == (3, 3)
    assert "as long as you control a Swamp" in game.explain(find(game, "Sedge Troll"))
    game.undo()
    assert _pt(game, "Sedge Troll") == (2, 2)


def test_611_3a_an_opponents_swamp_is_not_yours():
    game = make(["Sedge Troll"], opp_bf=["Swamp"], extra=compiled_cards(SEDGE_TROLL))
    assert _pt(game, "Sedge Troll") == (2, 2)


def test_611_3a_giant_tortoise_loses_its_bonus_as_it_taps():
    game = make(["Giant Tortoise"], extra=compiled_cards(GIANT_TORTOISE))
    tortoise = find(game, "Giant Tortoise")
    assert _pt(game, "Giant Tortoise") == (1, 4)
    game.perform(Edit("tap", (("obj", tortoise),)))
    assert _pt(game, "Giant Tortoise") == (1, 1)
    game.perform(Edit("untap", (("obj", tortoise),)))
    assert _pt(game, "Giant Tortoise") == (1, 4)


def test_611_3a_first_strike_only_on_your_own_turn():
    game = make(["Triumphant Adventurer"], extra=compiled_cards(TRIUMPHANT_ADVENTURER))
    assert "first strike" in game.chars(find(game, "Triumphant Adventurer")).keywords()
    advance_to(game, 4, "main1")  # the opponent's turn
    assert game.state.active == 1
    assert "first strike" not in game.chars(find(game, "Triumphant Adventurer")).keywords()
    assert "deathtouch" in game.chars(find(game, "Triumphant Adventurer")).keywords()


def test_611_3a_armory_veteran_has_menace_while_equipped():
    game = make(["Armory Veteran", "Bonesplitter"], pool="{C}", extra=compiled_cards(ARMORY_VETERAN))
    veteran = find(game, "Armory Veteran")
    assert "menace" not in game.chars(veteran).keywords()
    activate(game, find(game, "Bonesplitter"), "Equip {1}", veteran)
    resolve(game)
    assert "menace" in game.chars(veteran).keywords()
    assert game.chars(veteran).power == 4  # and Bonesplitter's +2/+0


def test_611_3a_threshold_counts_the_cards_in_your_graveyard():
    game = make(["Mystic Zealot"], you_gy=["Island"] * 6, opp_gy=["Island"] * 9, extra=compiled_cards(MYSTIC_ZEALOT))
    assert _pt(game, "Mystic Zealot") == (2, 4)  # six of yours; the opponent's don't count
    game.perform(Edit("add", (("card", "Island"), ("player", 0), ("zone", "graveyard"))))
    assert _pt(game, "Mystic Zealot") == (3, 5)
    assert "flying" in game.chars(find(game, "Mystic Zealot")).keywords()


def test_611_3a_hellbent_turns_on_when_the_last_card_leaves_your_hand():
    game = make(["Rakdos Pit Dragon"], ["Island"], extra=compiled_cards(RAKDOS_PIT_DRAGON))
    assert "double strike" not in game.chars(find(game, "Rakdos Pit Dragon")).keywords()
    game.perform(Edit("move", (("obj", find(game, "Island", "hand")), ("zone", "graveyard"))))
    assert "double strike" in game.chars(find(game, "Rakdos Pit Dragon")).keywords()


def test_611_3a_serra_ascendant_follows_your_life_total():
    game = make(["Serra Ascendant"], extra=compiled_cards(SERRA_ASCENDANT))
    assert _pt(game, "Serra Ascendant") == (1, 1)
    game.perform(Edit("life", (("player", 0), ("value", 30))))
    assert _pt(game, "Serra Ascendant") == (6, 6)
    game.perform(Edit("life", (("player", 0), ("value", 29))))
    assert _pt(game, "Serra Ascendant") == (1, 1)


def test_611_3a_fateful_hour_pumps_the_others_at_5_or_less_life():
    game = make(["Thraben Doomsayer", "Grizzly Bears"], extra=compiled_cards(THRABEN_DOOMSAYER))
    game.perform(Edit("life", (("player", 0), ("value", 5))))
    assert _pt(game, "Grizzly Bears") == (4, 4)
    assert _pt(game, "Thraben Doomsayer") == (2, 2)  # "other creatures"
    game.perform(Edit("life", (("player", 0), ("value", 6))))
    assert _pt(game, "Grizzly Bears") == (2, 2)


def test_611_3a_another_artifact_doesnt_count_itself():
    game = make(["Court Homunculus"], extra=compiled_cards(PURESTEEL_LIKE))
    assert _pt(game, "Court Homunculus") == (1, 1)
    game.perform(Edit("add", (("card", "Sol Ring"), ("player", 0), ("zone", "battlefield"))))
    assert _pt(game, "Court Homunculus") == (2, 2)


HUMAN_TOKEN = (("player", 0), ("spec", (("name", "Human"), ("types", ("Creature",)), ("subtypes", ("Human",)),
                                        ("power", 1), ("toughness", 1))))


def test_611_3a_three_or_more_counts_itself():
    game = make(["Kolvori Guard", "Isamaru, Hound of Konda"], extra=compiled_cards(SPIKED_SENTRY))
    assert _pt(game, "Kolvori Guard") == (1, 1)
    game.perform(Edit("token", HUMAN_TOKEN))
    assert _pt(game, "Kolvori Guard") == (1, 1)  # two Humans (itself and the token)
    game.perform(Edit("token", HUMAN_TOKEN))
    assert _pt(game, "Kolvori Guard") == (3, 3)


def test_611_3a_a_rule_modification_applies_only_while_its_condition_holds():
    game = make(["Spectral Lock"], opp_bf=["Grizzly Bears"], extra=compiled_cards(WINTER_REST))
    bears = find(game, "Grizzly Bears")
    assert not any(op.get("cant_block") for _, op, _ in game.rule_effects("cant_block"))  # your turn
    advance_to(game, 4, "main1")
    assert [src for _, op, src in game.rule_effects("cant_block")] == [find(game, "Spectral Lock")]
    assert game.controller(bears) == 1


@pytest.mark.parametrize("text", [
    "Creatures you control get +1/+1 as long as it's untapped.",        # "it" isn't this creature
    "As long as you control a Forest, it gets +1/+1.",                  # "it" with a condition that doesn't name ~
    "It gets +1/+1.",
    "This creature gets +1/+1 as long as you control exactly two Elves.",
    "This creature gets +1/+1 as long as you have 5 or fewer life.",
    "This creature gets +1/+1 as long as an opponent has eight or more cards in their graveyard.",
    "This creature gets +1/+1 as long as enchanted permanent is a creature.",
    "This creature gets +1/+1 as long as it was cast.",
    "This creature gets +1/+1 for as long as you control a Swamp.",
    "This creature gets +1/+1 as long as you control a Swamp, an Island.",
    "As long as you control a Swamp, this creature gets +1/+1 until end of turn.",
    "This creature gets +1/+1 as long as you attacked this turn.",
])
def test_611_3a_near_misses_are_refused(text):
    assert compile_text(text).table is None, text


def test_611_3a_an_auras_it_is_the_enchanted_creature():
    """"it" after "Enchanted creature gets ..." is the enchanted creature: the condition asks
    about the host (tests/rules/test_host_conditions_611_3a.py plays it)."""
    c = compile_text("Enchant creature\nEnchanted creature gets +2/+2 as long as it's untapped.",
                     type_line="Enchantment — Aura")
    assert c.table is not None
    (effect,) = c.table["abilities"][-1]["static"]["effects"]
    assert effect["affects"] == "enchanted" and effect["condition"] == "enchanted permanent is untapped"



HELLBENT_DRAW = OracleFace("Hellbent Scholar", "{1}{B}", "Creature — Human Wizard",
                           "At the beginning of your upkeep, if you have no cards in hand, draw a card.", "1", "1")


@pytest.mark.parametrize("hand, drawn", [([], 1), (["Island"], 0)])
def test_603_4_an_intervening_if_on_your_hand_is_checked_as_your_upkeep_begins(hand, drawn):
    game = make(["Hellbent Scholar"], hand, extra=compiled_cards(HELLBENT_DRAW))
    advance_to(game, 5, "upkeep")
    library = len(game.state.zone("library", 0))
    while game.state.stack:
        resolve(game)
    assert library - len(game.state.zone("library", 0)) == drawn
