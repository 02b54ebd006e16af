"""Static prevention of part of each damage event (615.9: "If a source would deal damage to you,
prevent 1 of that damage" prevents only that much of each applicable event, and applies
separately to each source's damage at the same time), compiled from Oracle text on real boards:
Urza's Armor, Sphere of Law (a red source), Guardian Seraph (a source an opponent controls),
Daunting Defender (a Cleric creature you control), Thunderstaff (as long as it is untapped,
combat damage from a creature); and Scarecrow's one-shot "to you this turn by creatures with
flying"."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, compiled_cards, find, make, resolve

ARMOR = OracleFace("Urza's Armor", "{6}", "Artifact", "If a source would deal damage to you, prevent 1 of that damage.")
LAW = OracleFace("Sphere of Law", "{3}{W}", "Enchantment", "If a red source would deal damage to you, prevent 2 of that damage.")
SERAPH = OracleFace("Guardian Seraph", "{2}{W}{W}", "Creature — Angel",
                    "Flying\nIf a source an opponent controls would deal damage to you, prevent 1 of that damage.", "3", "4")
DEFENDER = OracleFace("Daunting Defender", "{4}{W}", "Creature — Human Cleric",
                      "If a source would deal damage to a Cleric creature you control, prevent 1 of that damage.", "3", "3")
STAFF = OracleFace("Thunderstaff", "{3}", "Artifact",
                   "As long as Thunderstaff is untapped, if a creature would deal combat damage to you, prevent 1 of that damage.\n"
                   "{2}, {T}: Attacking creatures get +1/+0 until end of turn.")
SCARECROW = OracleFace("Scarecrow", "{5}", "Artifact Creature — Scarecrow",
                       "{6}, {T}: Prevent all damage that would be dealt to you this turn by creatures with flying.", "2", "2")
CLERIC = OracleFace("Acolyte", "{W}", "Creature — Human Cleric", "", "2", "2")
CARDS = compiled_cards(ARMOR, LAW, SERAPH, DEFENDER, STAFF, SCARECROW, CLERIC)
RED = "{R}{R}{R}{R}{R}{R}{R}{R}{R}{R}"


def _attacked_by(game, attackers):
    """The opponent attacks you with ``attackers``; you don't block."""
    game.state.active = 1
    session = Session(game)
    refs = ", ".join(f"#{find(game, a)}" for a in attackers)
    for c in ("next declare_attackers", f"attack {refs}", "next declare_blockers"):
        assert session.run(c).ok, c
    return session


def _to_end_of_combat(game, session):
    for _ in range(30):
        if game.state.step in ("end_combat", "main2"):
            break
        assert session.run("block none" if game.pending is not None else "pass").ok


def test_615_9_urzas_armor_one_of_each_source_s_damage():
    game = make(["Urza's Armor"], opp_bf=["Grizzly Bears", "Hill Giant"], opp_hand=["Lightning Bolt"], opp_pool=RED, extra=CARDS)
    cast(game, "Lightning Bolt", "p0", player=1)
    resolve(game)
    assert game.state.players[0].life == 18  # 3 - 1
    _to_end_of_combat(game, _attacked_by(game, ["Grizzly Bears", "Hill Giant"]))
    assert game.state.players[0].life == 15  # (2 - 1) + (3 - 1): separately for each source at the same time


def test_615_9_sphere_of_law_only_red_sources():
    game = make(["Sphere of Law"], opp_bf=["Grizzly Bears"], opp_hand=["Lightning Bolt"], opp_pool=RED, extra=CARDS)
    cast(game, "Lightning Bolt", "p0", player=1)
    resolve(game)
    assert game.state.players[0].life == 19
    _to_end_of_combat(game, _attacked_by(game, ["Grizzly Bears"]))
    assert game.state.players[0].life == 17  # a green source: all of it


def test_615_9_guardian_seraph_only_a_source_an_opponent_controls():
    game = make(["Guardian Seraph"], you_hand=["Shock"], opp_hand=["Shock"], opp_pool=RED, extra=CARDS)
    cast(game, "Shock", "p0")
    resolve(game)
    assert game.state.players[0].life == 18
    cast(game, "Shock", "p0", player=1)
    resolve(game)
    assert game.state.players[0].life == 17


def test_615_9_daunting_defender_each_cleric_you_control():
    game = make(["Daunting Defender", "Acolyte", "Grizzly Bears"], opp_bf=["Acolyte"], you_hand=["Pyroclasm"], extra=CARDS)
    cast(game, "Pyroclasm")
    resolve(game)
    assert game.obj(find(game, "Daunting Defender")).damage == 1
    assert game.obj(find(game, "Acolyte", player=0)).damage == 1
    assert find(game, "Grizzly Bears", "graveyard") and find(game, "Acolyte", "graveyard")  # not a Cleric / not yours


def test_615_9_thunderstaff_only_while_untapped():
    game = make(["Thunderstaff"], opp_bf=["Hill Giant"], extra=CARDS)
    _to_end_of_combat(game, _attacked_by(game, ["Hill Giant"]))
    assert game.state.players[0].life == 18
    game = make(["Thunderstaff"], opp_bf=["Hill Giant"], extra=CARDS)
    game.obj(find(game, "Thunderstaff")).tapped = True
    _to_end_of_combat(game, _attacked_by(game, ["Hill Giant"]))
    assert game.state.players[0].life == 17


def test_615_1a_scarecrow_creatures_with_flying_only():
    game = make(["Scarecrow"], opp_bf=["Serra Angel", "Hill Giant"], extra=CARDS)
    activate(game, find(game, "Scarecrow"), "{6}")
    resolve(game)
    _to_end_of_combat(game, _attacked_by(game, ["Serra Angel", "Hill Giant"]))
    assert game.state.players[0].life == 17  # the Angel's 4 prevented, the Giant's 3 dealt


@pytest.mark.parametrize("text", [
    "If a source would deal damage to a player, prevent 1 of that damage.",
    "If a source would deal damage to you or a permanent you control, prevent 1 of that damage.",
    "If a source would deal damage to another Dinosaur you control, prevent all but 1 of that damage.",
    "If a source would deal 3 or less damage to ~, prevent that damage.",
    "If a source would deal damage to you, prevent X of that damage.",
    "If a source would deal damage to creatures you control, prevent 1 of that damage.",
    "If a source of the chosen color would deal damage to you, prevent 1 of that damage.",
])
def test_615_9_near_misses_stay_refused(text):
    assert compile_text(text, type_line="Enchantment").table is None, text
