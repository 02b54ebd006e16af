""""Whenever ~ blocks or becomes blocked, it gets +N/+N until end of turn" (509.2, 509.3c): one
trigger as it blocks, one as it becomes blocked however many creatures block it (509.1h), none
when it attacks unblocked. Chub Toad and Gift of the Woods compiled from their Oracle text, in
real combats; near-misses stay refused."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import compiled_cards
from .test_trigger_events_509_119_121 import _combat, _id, _pt, resolve

CHUB_TOAD = OracleFace("Chub Toad", "{2}{G}", "Creature — Frog",
                       "Whenever Chub Toad blocks or becomes blocked, it gets +2/+2 until end of turn.", "1", "1")
GIFT = OracleFace("Gift of the Woods", "{G}", "Enchantment — Aura",
                  "Enchant creature\nWhenever enchanted creature blocks or becomes blocked, it gets +0/+3 "
                  "until end of turn and you gain 1 life.", None, None)
CARDS = compiled_cards(CHUB_TOAD, GIFT)


def test_509_1h_becomes_blocked_by_two_creatures_triggers_once():
    game, _ = _combat(CARDS, ["Chub Toad"], ["Grizzly Bears", "Balduvian Bears"],
                      "Grizzly Bears blocks Chub Toad, Balduvian Bears blocks Chub Toad")
    resolve(game)
    assert _pt(game, _id(game, "Chub Toad", 0)) == (3, 3)


def test_509_2_it_blocks_triggers_and_unblocked_doesnt():
    game, _ = _combat(CARDS, ["Grizzly Bears"], ["Chub Toad"], "Chub Toad blocks Grizzly Bears")
    resolve(game)
    assert _pt(game, _id(game, "Chub Toad", 1)) == (3, 3)
    game, _ = _combat(CARDS, ["Chub Toad"], ["Grizzly Bears"], None)
    resolve(game)
    assert _pt(game, _id(game, "Chub Toad", 0)) == (1, 1)
    assert not game.state.stack


def test_603_10a_gift_of_the_woods_on_the_blocker_pumps_it_and_its_controller_gains_life():
    game, _ = _combat(CARDS, ["Grizzly Bears"],
                      ['{ card = "Savannah Lions", ref = "l" }', '{ card = "Gift of the Woods", attached_to = "l" }'],
                      "Savannah Lions blocks Grizzly Bears")
    life = game.state.players[1].life
    resolve(game)
    assert _pt(game, _id(game, "Savannah Lions", 1)) == (2, 4)
    assert game.state.players[1].life == life + 1


@pytest.mark.parametrize("text", [
    "Whenever Chub Toad blocks or becomes blocked, it gets +2/+2.",                 # no duration
    "Whenever another creature blocks or becomes blocked, it gets +2/+2 until end of turn.",
    "Whenever Chub Toad blocks or becomes blocked by a non-Wall creature, it gets +2/+2 until end of turn.",
    "Whenever Chub Toad blocks or becomes blocked this turn, it gets +2/+2 until end of turn.",
    "Whenever Chub Toad attacks or becomes blocked, it gets +2/+2 until end of turn.",
])
def test_509_2_near_misses_are_refused(text):
    assert compile_text(text, name="Chub Toad", type_line="Creature — Frog").table is None, text
