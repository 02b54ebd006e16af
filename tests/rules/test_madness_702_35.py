"""Madness (702.35): a card with madness that's discarded goes into exile instead, and its
madness ability triggers; as it resolves its owner may cast it for its madness cost, ignoring
timing (an alternative cost, 118.9), or put it into their graveyard."""

from __future__ import annotations

from sandbox.cards.oracle import OracleFace

from .copyhelp import activate, compiled_cards, find, make, resolve

SORCERY = OracleFace("Test Madness Sorcery", "{3}{R}", "Sorcery", "This spell deals 2 damage to any target.\nMadness {R}")
LOOTER = OracleFace("Test Discarder", "{1}{U}", "Creature — Human", "Discard a card: You gain 1 life.", "1", "1")
EXTRA = compiled_cards(SORCERY, LOOTER)


def _discard_it(pool: str = "{R}", step: str = "upkeep"):
    game = make(you_bf=["Test Discarder"], you_hand=["Test Madness Sorcery"], extra=EXTRA, pool=pool, step=step)
    activate(game, find(game, "Test Discarder"), "Discard")
    assert [game.chars(o).name for o in game.state.zone("exile", 0)] == ["Test Madness Sorcery"]
    assert not game.state.zone("graveyard", 0)
    return game


def test_702_35a_a_discarded_madness_card_is_cast_for_its_madness_cost_even_in_an_upkeep():
    game = _discard_it()
    resolve(game, "yes", "p1")
    assert game.state.players[1].life == 18
    assert game.state.players[0].pool.total() == 0  # {R} paid, not {3}{R}
    assert [game.chars(o).name for o in game.state.zone("graveyard", 0)] == ["Test Madness Sorcery"]


def test_702_35a_declining_puts_the_card_into_its_owners_graveyard():
    game = _discard_it()
    resolve(game, "no")
    assert [game.chars(o).name for o in game.state.zone("graveyard", 0)] == ["Test Madness Sorcery"]
    assert game.state.players[1].life == 20 and game.state.players[0].life == 21
