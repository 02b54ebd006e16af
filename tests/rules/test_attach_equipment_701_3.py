"""An Equipment attaching itself outside its equip ability (701.3a): 'When ~ enters, attach it to
target creature you control', 'Whenever a creature enters under your control, you may attach ~ to
it', '{B}{B}: Attach ~ to target creature you control'. 701.3b: it doesn't move to an object it
can't be attached to or one that's gone. Paladin's Shield, Sai of the Shinobi and Cranial Plating
compiled from their Oracle text, on real boards; near-misses refused."""

from __future__ import annotations

import pytest

from sandbox import Pass
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card

from .copyhelp import activate, cast, compiled_cards, find, make, resolve

SHIELD = OracleFace("Paladin's Shield", "{1}{W}", "Artifact — Equipment",
                    "Flash\nWhen Paladin's Shield enters, attach it to target creature you control.\n"
                    "Equipped creature gets +0/+2.\nEquip {3}")
SAI = OracleFace("Sai of the Shinobi", "{1}", "Artifact — Equipment",
                 "Equipped creature gets +1/+1.\nWhenever a creature enters under your control, you may attach "
                 "Sai of the Shinobi to it.\nEquip {2}")
PLATING = OracleFace("Cranial Plating", "{2}", "Artifact — Equipment",
                     "Equipped creature gets +1/+0 for each artifact you control.\n"
                     "{B}{B}: Attach Cranial Plating to target creature you control.\nEquip {1}")
CARDS = compiled_cards(SHIELD, SAI, PLATING)


def test_701_3a_paladins_shield_attaches_to_the_target_as_it_enters():
    game = make(you_hand=["Paladin's Shield"], you_bf=["Grizzly Bears", "Hill Giant"], extra=CARDS)
    giant = find(game, "Hill Giant")
    cast(game, "Paladin's Shield")
    resolve(game, giant)  # the trigger's target
    shield = find(game, "Paladin's Shield")
    assert game.obj(shield).attached_to == giant
    assert game.chars(giant).toughness == 5 and game.chars(find(game, "Grizzly Bears")).toughness == 2


def test_701_3b_its_target_gone_the_shield_stays_unattached():
    game = make(you_hand=["Paladin's Shield", "Shock"], you_bf=["Grizzly Bears"], extra=CARDS)
    bears = find(game, "Grizzly Bears")
    cast(game, "Paladin's Shield")
    game.perform(Pass())
    game.perform(Pass())  # the Shield resolves; its trigger targets the only creature you control
    assert [game.obj(s).kind for s in game.state.stack] == ["ability"]
    assert game.obj(game.state.stack[0]).targets == [bears]
    cast(game, "Shock", bears)  # in response: the Bears die
    resolve(game)
    shield = find(game, "Paladin's Shield")
    assert shield in game.state.battlefield and game.obj(shield).attached_to is None


def test_701_3a_sai_of_the_shinobi_may_move_to_the_creature_that_entered():
    game = make(you_hand=["Grizzly Bears"], you_bf=['{ card = "Hill Giant", ref = "giant" }', '{ card = "Sai of the Shinobi", attached_to = "giant" }'],
                extra=CARDS)
    cast(game, "Grizzly Bears")
    resolve(game, "yes")
    sai = find(game, "Sai of the Shinobi")
    assert game.obj(sai).attached_to == find(game, "Grizzly Bears")
    assert game.chars(find(game, "Grizzly Bears")).power == 3 and game.chars(find(game, "Hill Giant")).power == 3


def test_701_3a_cranial_plating_moves_at_instant_speed_for_bb():
    game = make(you_bf=["Grizzly Bears", "Hill Giant", "Cranial Plating"], extra=CARDS, step="beginning_of_combat")
    plating, bears = find(game, "Cranial Plating"), find(game, "Grizzly Bears")
    activate(game, plating, "{B}{B}", bears)
    resolve(game)
    assert game.obj(plating).attached_to == bears
    assert game.chars(bears).power == 3  # +1/+0 for its one artifact


@pytest.mark.parametrize(("text", "type_line"), [
    ("When ~ enters, create a 1/1 white Soldier creature token, then attach ~ to it.", "Artifact — Equipment"),  # it: the token
    ("Whenever a creature enters under your control, attach it to target creature you control.", "Artifact — Equipment"),
    ("When ~ enters, attach it to target creature you control.", "Enchantment — Aura"),       # an Aura isn't read
    ("When ~ enters, attach it to target creature you control.", "Artifact"),
    ("When ~ enters, attach it to each creature you control.", "Artifact — Equipment"),
])
def test_701_3_near_misses_are_refused(text, type_line):
    face = OracleFace("Test Blade", "{1}", type_line, text + ("\nEnchant creature" if "Aura" in type_line else ""))
    assert compile_card(OracleCard(face.name, (face,))).table is None
