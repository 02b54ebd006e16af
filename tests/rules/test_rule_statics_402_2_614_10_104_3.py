"""Statics that change the rules of the game for a player, compiled from real cards' Oracle text
and played on real boards: no maximum hand size (402.2, 514.1: Spellbook, Reliquary Tower),
"Skip your draw step" (614.1b, 614.10: Yawgmoth's Bargain) and Platinum Angel's "You can't lose
the game and your opponents can't win the game" (104.3, 704.5a-b)."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.core.actions import Edit

from ..oracle.helpers import compile_text
from .copyhelp import advance_to, compiled_cards, find, make

SPELLBOOK = OracleFace("Spellbook", "{0}", "Artifact", "You have no maximum hand size.", None, None)
YAWGMOTHS_BARGAIN = OracleFace("Yawgmoth's Bargain", "{4}{B}{B}", "Enchantment",
                               "Skip your draw step.\nPay 1 life: Draw a card.", None, None)
PLATINUM_ANGEL = OracleFace("Platinum Angel", "{7}", "Artifact Creature — Angel",
                            "Flying\nYou can't lose the game and your opponents can't win the game.", "4", "4")
NINE = ["Island"] * 9


@pytest.mark.parametrize("yours, opps, kept", [(["Spellbook"], [], 9), ([], [], 7), ([], ["Spellbook"], 7)])
def test_402_2_no_maximum_hand_size_only_for_the_spellbooks_controller(yours, opps, kept):
    game = make(yours, NINE, opps, extra=compiled_cards(SPELLBOOK))
    advance_to(game, 4, "upkeep")  # through your end step and cleanup (514.1)
    assert len(game.state.zone("hand", 0)) == kept


def test_614_10_yawgmoths_bargain_skips_only_its_controllers_draw_step():
    game = make(["Yawgmoth's Bargain"], extra=compiled_cards(YAWGMOTHS_BARGAIN))
    opp_hand = len(game.state.zone("hand", 1))
    advance_to(game, 4, "main1")
    assert len(game.state.zone("hand", 1)) == opp_hand + 1  # the opponent draws as usual
    library = len(game.state.zone("library", 0))
    advance_to(game, 5, "main1")
    assert len(game.state.zone("library", 0)) == library      # you drew nothing
    assert "draw step is skipped" in " ".join(e.text for e in game.log[-40:])


def test_104_3_platinum_angel_keeps_its_controller_in_the_game_at_zero_life():
    game = make(["Platinum Angel"], extra=compiled_cards(PLATINUM_ANGEL))
    game.perform(Edit("life", (("player", 0), ("value", 0))))
    assert not game.state.players[0].lost and game.state.winner is None
    game.perform(Edit("move", (("obj", find(game, "Platinum Angel")), ("zone", "graveyard"))))
    assert game.state.players[0].lost and game.state.winner == 1  # 704.5a as soon as it's gone


def test_704_5b_a_draw_from_an_empty_library_is_forgotten_under_platinum_angel():
    game = make(["Platinum Angel"], library=["Island"], extra=compiled_cards(PLATINUM_ANGEL))
    game.perform(Edit("move", (("obj", game.state.zone("library", 0)[0]), ("zone", "hand"))))
    advance_to(game, 5, "main1")  # your draw step: the library is empty
    assert not game.state.players[0].lost
    game.perform(Edit("move", (("obj", find(game, "Platinum Angel")), ("zone", "graveyard"))))
    assert not game.state.players[0].lost  # the attempt was before the last check (704.5b)


def test_104_3_the_opponents_platinum_angel_doesnt_save_you():
    game = make([], opp_bf=["Platinum Angel"], extra=compiled_cards(PLATINUM_ANGEL))
    game.perform(Edit("life", (("player", 0), ("value", 0))))
    assert game.state.players[0].lost


@pytest.mark.parametrize("text", [
    "You can't lose the game.",                                   # only Platinum Angel's whole sentence
    "You can't win the game and your opponents can't lose the game.",
    "You can't lose the game this turn and your opponents can't win the game this turn.",
    "Skip your untap step.",
    "Each player skips their draw step.",
    "Skip your next draw step.",
    "Your maximum hand size is reduced by two.",
    "You have no maximum hand size until end of turn.",
    "Each opponent has no maximum hand size.",
])
def test_rule_static_near_misses_are_refused(text):
    assert compile_text(text, type_line="Enchantment").table is None, text
