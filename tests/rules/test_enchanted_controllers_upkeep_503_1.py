""""At the beginning of the upkeep of enchanted creature's controller, ..." (503.1): an Aura's
trigger in the upkeep of the player who controls the permanent it's attached to, whoever
controls the Aura; "that player" is that player. Real cards compiled from their Oracle text
(Feedback, Stab Wound), on real boards through the real turn."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import advance_to, compiled_cards, make

FEEDBACK = OracleFace("Feedback", "{2}{U}", "Enchantment — Aura",
                      "Enchant enchantment\nAt the beginning of the upkeep of enchanted enchantment's controller, "
                      "Feedback deals 1 damage to that player.")
STAB_WOUND = OracleFace("Stab Wound", "{2}{B}", "Enchantment — Aura",
                        "Enchant creature\nEnchanted creature gets -2/-2.\nAt the beginning of the upkeep of enchanted "
                        "creature's controller, that player loses 2 life.")
CARDS = compiled_cards(FEEDBACK, STAB_WOUND)


def _life(game) -> tuple[int, int]:
    return game.state.players[0].life, game.state.players[1].life


def test_503_1_stab_wound_on_their_creature_triggers_in_their_upkeep_only():
    game = make(['{ card = "Stab Wound", attached_to = "giant" }'], opp_bf=['{ card = "Hill Giant", ref = "giant" }'],
                extra=CARDS)
    advance_to(game, 4, "draw")  # the opponent's upkeep
    assert _life(game) == (20, 18)
    advance_to(game, 5, "draw")  # yours: the Aura's controller's, but not the enchanted creature's controller's
    assert _life(game) == (20, 18)


def test_503_1_on_your_own_creature_it_is_your_upkeep():
    game = make(['{ card = "Hill Giant", ref = "giant" }', '{ card = "Stab Wound", attached_to = "giant" }'], extra=CARDS)
    advance_to(game, 4, "draw")
    assert _life(game) == (20, 20)
    advance_to(game, 5, "draw")
    assert _life(game) == (18, 20)


def test_503_1_feedback_deals_damage_to_the_enchanted_enchantments_controller():
    game = make(['{ card = "Feedback", attached_to = "anthem" }'], opp_bf=['{ card = "Glorious Anthem", ref = "anthem" }'],
                extra=CARDS)
    advance_to(game, 4, "draw")
    assert _life(game) == (20, 19)


@pytest.mark.parametrize("text, type_line", [
    ("At the beginning of the upkeep of enchanted creature's controller, that player loses 2 life.", "Creature — Elf"),
    ("At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that creature.",
     "Enchantment — Aura"),
    ("At the beginning of the upkeep of enchanted player's controller, that player loses 2 life.", "Enchantment — Aura"),
    ("At the beginning of the upkeep of enchanted creature's owner, that player loses 2 life.", "Enchantment — Aura"),
])
def test_503_1_near_misses_are_refused(text, type_line):
    assert compile_text("Enchant creature\n" + text, name="Wound", type_line=type_line).table is None, text
