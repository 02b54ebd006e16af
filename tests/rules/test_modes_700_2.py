"""Modal spells read from real cards' Oracle text (700.2): "Choose one or both —" and "Choose one
or more —" let the caster choose how many of the modes (601.2b), each mode's targets chosen for
it (700.2c); a mode's flavor word ("• Smash It — ...") has no rules meaning (207.2d)."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.core.actions import Cast
from sandbox.errors import IllegalActionError

from ..oracle.helpers import compile_text
from .copyhelp import compiled_cards, find, make, resolve

REMEMBER_THE_FALLEN = OracleFace("Remember the Fallen", "{2}{W}", "Sorcery",
                                 "Choose one or both —\n• Return target creature card from your graveyard to your hand.\n"
                                 "• Return target artifact card from your graveyard to your hand.")
YOU_FIND_A_CURSED_IDOL = OracleFace("You Find a Cursed Idol", "{1}{G}", "Instant",
                                    "Choose one —\n• Smash It — Destroy target artifact.\n"
                                    "• Lift the Curse — Destroy target enchantment.")
FEROCIOUS_CHARGE = OracleFace("Test Volley", "{2}{R}", "Instant",
                              "Choose one or more —\n• Test Volley deals 1 damage to each creature.\n• Draw a card.\n"
                              "• You gain 2 life.")


def _hand_names(game) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone("hand", 0))


def _cast_choosing(game, name: str, *modes: int) -> None:
    game.perform(Cast(find(game, name, "hand")))
    assert game.pending is not None and game.pending.kind == "choose"
    game.answer(*modes)
    resolve(game)


def test_700_2_one_or_both_both_modes_return_a_creature_and_an_artifact():
    game = make(you_hand=["Remember the Fallen"], you_gy=["Grizzly Bears", "Sol Ring"], pool="{C}{C}{W}",
                extra=compiled_cards(REMEMBER_THE_FALLEN))
    assert game.pending is None
    _cast_choosing(game, "Remember the Fallen", 0, 1)
    assert _hand_names(game) == ["Grizzly Bears", "Sol Ring"]


def test_700_2_one_or_both_one_mode_only():
    game = make(you_hand=["Remember the Fallen"], you_gy=["Grizzly Bears", "Sol Ring"], pool="{C}{C}{W}",
                extra=compiled_cards(REMEMBER_THE_FALLEN))
    _cast_choosing(game, "Remember the Fallen", 1)
    assert _hand_names(game) == ["Sol Ring"]
    assert find(game, "Grizzly Bears", "graveyard")


def test_700_2a_a_mode_without_a_legal_target_cant_be_chosen():
    game = make(you_hand=["Remember the Fallen"], you_gy=["Sol Ring"], pool="{C}{C}{W}",
                extra=compiled_cards(REMEMBER_THE_FALLEN))
    game.perform(Cast(find(game, "Remember the Fallen", "hand")))
    assert game.pending is None and game.obj(game.state.stack[-1]).chosen["modes"] == [1]  # the only one it can have
    resolve(game)
    assert _hand_names(game) == ["Sol Ring"]


def test_700_2a_with_no_mode_able_to_be_chosen_it_cant_be_cast():
    game = make(you_hand=["Remember the Fallen"], pool="{C}{C}{W}", extra=compiled_cards(REMEMBER_THE_FALLEN))
    with pytest.raises(IllegalActionError, match="700.2a"):
        game.perform(Cast(find(game, "Remember the Fallen", "hand")))
    assert find(game, "Remember the Fallen", "hand")


def test_700_2_one_or_more_all_three_modes_in_printed_order():
    game = make(["Grizzly Bears"], ["Test Volley"], pool="{C}{C}{R}", extra=compiled_cards(FEROCIOUS_CHARGE))
    _cast_choosing(game, "Test Volley", 0, 1, 2)
    assert game.obj(find(game, "Grizzly Bears")).damage == 1
    assert len(game.state.zone("hand", 0)) == 1 and game.state.players[0].life == 22


def test_207_2d_a_flavor_word_names_a_mode_and_means_nothing():
    game = make(["Sol Ring"], ["You Find a Cursed Idol"], opp_bf=["Mirari's Wake"], pool="{C}{G}",
                extra=compiled_cards(YOU_FIND_A_CURSED_IDOL))
    game.perform(Cast(find(game, "You Find a Cursed Idol", "hand")))
    assert [o.label for o in game.pending.options] == ["Smash It — Destroy target artifact.",
                                                       "Lift the Curse — Destroy target enchantment."]
    game.answer(0)
    resolve(game)
    assert find(game, "Sol Ring", "graveyard") and find(game, "Mirari's Wake")


@pytest.mark.parametrize("text", [
    "Choose one or both —\n• Draw a card.",                                          # one mode can't be "both"
    "Choose one or both —\n• Draw a card.\n• Scry 1.\n• You gain 2 life.",           # three modes
    "Choose any number —\n• Draw a card.\n• Scry 1.",
    "Choose one —\n• smash it — Destroy target artifact.\n• Destroy target enchantment.",  # not a flavor word
    "Choose one. You may choose the same mode more than once.\n• Draw a card.\n• Scry 1.",
])
def test_700_2_near_misses_are_refused(text):
    assert compile_text(text, type_line="Instant").table is None, text
