"""Characteristic-defining power and toughness (604.3, 208.2a), compiled from Oracle text and
played on real boards: "~'s power and toughness are each equal to the number of ...", "~'s power
is equal to ..." (the printed toughness stays), and Tarmogoyf's "the number of card types among
cards in all graveyards and its toughness is equal to that number plus 1" (205.2a: Kindred is a
card type; two cards of one type count once). A CDA works in every zone (604.3): a Tarmogoyf in
a graveyard counts itself. The printed "*" must be what the ability defines, else refused."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

GOYF = OracleFace("Tarmogoyf", "{1}{G}", "Creature — Lhurgoyf", "Tarmogoyf's power is equal to the number of card "
                  "types among cards in all graveyards and its toughness is equal to that number plus 1.",
                  power="*", toughness="1+*")
SCION = OracleFace("Scion of the Wild", "{4}{G}", "Creature — Avatar", "Scion of the Wild's power and toughness are "
                   "each equal to the number of creatures you control.", power="*", toughness="*")
INCARNATE = OracleFace("Zendikar Incarnate", "{2}{R}{G}", "Creature — Elemental", "Zendikar Incarnate's power is "
                       "equal to the number of lands you control.", power="*", toughness="4")
REVENANT = OracleFace("Revenant", "{4}{B}", "Creature — Spirit", "Flying\nRevenant's power and toughness are each "
                      "equal to the number of creature cards in your graveyard.", power="*", toughness="*")
KINDRED = '''
[[card]]
name = "Kindred Trinket (test card)"
mana_cost = "{1}"
type_line = "Kindred Artifact — Goblin"
'''


def _pt(game, oid) -> tuple[int | None, int | None]:
    c = game.chars(oid)
    return c.power, c.toughness


def test_604_3_tarmogoyf_counts_card_types_not_cards_in_all_graveyards():
    game = make(you_bf=["Tarmogoyf"], you_gy=["Grizzly Bears", "Llanowar Elves", "Forest"], extra=compiled_cards(GOYF))
    goyf = find(game, "Tarmogoyf")
    assert _pt(game, goyf) == (2, 3)  # creature, land: two creatures are one type
    game = make(you_bf=["Tarmogoyf"], you_gy=["Forest"], opp_gy=["Walking Ballista", "Lightning Bolt"],
                extra=compiled_cards(GOYF))
    assert _pt(game, find(game, "Tarmogoyf")) == (4, 5)  # land; the opponent's artifact creature, instant


def test_205_2a_kindred_is_a_card_type():
    game = make(you_bf=["Tarmogoyf"], you_gy=["Kindred Trinket (test card)"], extra=compiled_cards(GOYF) + KINDRED)
    assert _pt(game, find(game, "Tarmogoyf")) == (2, 3)  # Kindred and artifact


def test_608_2n_the_bolt_is_in_the_graveyard_before_tarmogoyf_is_checked():
    # 2/3 with a creature and a land in graveyards; the Bolt's own card makes it 3/4 with 3 damage
    game = make(opp_bf=["Tarmogoyf"], you_hand=["Lightning Bolt"], you_gy=["Grizzly Bears", "Forest"], pool="{R}",
                extra=compiled_cards(GOYF))
    goyf = find(game, "Tarmogoyf", player=1)
    assert _pt(game, goyf) == (2, 3)
    cast(game, "Lightning Bolt", goyf)
    resolve(game)
    assert goyf in game.state.battlefield and _pt(game, goyf) == (3, 4)
    assert game.obj(goyf).damage == 3


def test_604_3_a_tarmogoyf_in_a_graveyard_counts_itself():
    game = make(you_gy=["Tarmogoyf"], extra=compiled_cards(GOYF))
    assert _pt(game, find(game, "Tarmogoyf", "graveyard")) == (1, 2)


def test_604_3_scion_of_the_wild_counts_creatures_you_control_even_in_hand():
    game = make(you_bf=["Scion of the Wild", "Grizzly Bears"], opp_bf=["Grizzly Bears"], you_hand=["Scion of the Wild"],
                extra=compiled_cards(SCION))
    assert _pt(game, find(game, "Scion of the Wild")) == (2, 2)  # itself and the Bears, not the opponent's
    assert _pt(game, find(game, "Scion of the Wild", "hand")) == (2, 2)


def test_604_3_power_only_keeps_the_printed_toughness():
    game = make(you_bf=["Zendikar Incarnate", "Forest", "Mountain", "Forest"], opp_bf=["Island"],
                extra=compiled_cards(INCARNATE))
    assert _pt(game, find(game, "Zendikar Incarnate")) == (3, 4)


def test_604_3_revenant_counts_only_your_graveyard():
    game = make(you_bf=["Revenant"], you_gy=["Grizzly Bears", "Forest"], opp_gy=["Llanowar Elves", "Grizzly Bears"],
                extra=compiled_cards(REVENANT))
    assert _pt(game, find(game, "Revenant")) == (1, 1)


@pytest.mark.parametrize(("text", "power", "toughness"), [
    ("~'s power and toughness are each equal to the number of creatures you control.", "2", "2"),
    ("~'s power and toughness are each equal to the number of creatures you control.", "*", "1+*"),
    ("~'s power is equal to the number of creatures you control.", "*", "*"),
    ("~'s power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.", "*", "*"),
    ("~'s power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 2.", "*", "1+*"),
    ("~'s power and toughness are each equal to twice the number of creatures you control.", "*", "*"),
    ("~'s power and toughness are each equal to your life total.", "*", "*"),
    ("As long as you control a Forest, ~'s power and toughness are each equal to the number of creatures you control.", "*", "*"),
    ("~'s power and toughness are each equal to the number of card types among creatures you control.", "*", "*"),
])
def test_604_3_near_misses_are_refused(text, power, toughness):
    assert compile_text(text, type_line="Creature — Avatar", power=power, toughness=toughness).table is None, text
