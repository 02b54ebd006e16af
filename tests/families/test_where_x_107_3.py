""""..., where X is <amount>" (107.3a): every X of the sentence is that amount, counted as the
effect resolves, on real boards; and the near-misses that stay refused."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from ..rules.copyhelp import cast, compiled_cards, make, resolve


def test_107_3a_x_is_the_number_of_creatures_you_control_as_it_resolves():
    extra = compiled_cards(OracleFace("Rally Shot", "{R}", "Sorcery",
                                      "Rally Shot deals X damage to any target, where X is the number of creatures you control."))
    game = make(you_bf=["Grizzly Bears", "Llanowar Elves", "Balduvian Bears"], you_hand=["Rally Shot"], extra=extra)
    cast(game, "Rally Shot", "p1")
    resolve(game)
    assert game.state.players[1].life == 17


def test_107_3a_draw_x_where_x_is_the_number_of_lands_you_control():
    extra = compiled_cards(OracleFace("Land Study", "{U}", "Sorcery",
                                      "Draw X cards, where X is the number of lands you control."))
    game = make(you_bf=["Island", "Forest"], you_hand=["Land Study"], extra=extra)
    cast(game, "Land Study")
    resolve(game)
    assert len(game.state.zones["hand:0"]) == 2


def test_107_3a_that_creature_s_power_is_the_creature_that_entered():
    extra = compiled_cards(OracleFace("Welcomer", "{1}{W}", "Creature — Human", "Whenever another creature enters under "
                                      "your control, you gain X life, where X is that creature's power.", "1", "1"))
    game = make(you_bf=["Welcomer"], you_hand=["Balduvian Bears"], extra=extra)
    cast(game, "Balduvian Bears")
    resolve(game)
    assert game.state.players[0].life == 22


def test_107_3a_a_pump_of_x_where_x_is_its_power_doubles_the_target_s_power():
    extra = compiled_cards(OracleFace("Double Up", "{G}", "Instant",
                                      "Target creature gets +X/+0 until end of turn, where X is its power."))
    game = make(you_bf=["Grizzly Bears"], you_hand=["Double Up"], extra=extra)
    bears = game.state.battlefield[0]
    cast(game, "Double Up", bears)
    resolve(game)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 2)


@pytest.mark.parametrize(("text", "type_line"), [
    ("Draw a card, where X is the number of creatures you control.", "Sorcery"),
    ("When this creature dies, you gain X life, where X is its power.", "Creature — Elf"),
    ("When this creature dies, it deals X damage to any target, where X is its power.", "Creature — Elf"),
    ("You gain X life, where X is the greatest power among creatures you control.", "Sorcery"),
    ("Target creature gets +X/+X until end of turn, where X is the number of cards in target opponent's hand.", "Instant"),
    ("Target creature gets -X/-X until end of turn, where X is the number of Swamps you control.", "Instant"),
])
def test_107_3a_where_x_near_misses_are_refused(text, type_line):
    assert compile_text(text, type_line=type_line).table is None, text
