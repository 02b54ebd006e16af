"""Cycling and typecycling (702.29): activated abilities that work only while the card is in
its owner's hand, paid by discarding it; compiled from the keyword lines, on real boards."""

from __future__ import annotations

import pytest

from sandbox import Activate
from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError

from .copyhelp import compiled_cards, find, hand, make, resolve

CYCLER = OracleFace("Test Cycler", "{3}{U}", "Creature — Beast", "Cycling {1}{U}", "3", "3")
SWAMPER = OracleFace("Test Swamper", "{4}{B}", "Creature — Zombie", "Swampcycling {2}", "4", "4")
CHANNEL = OracleFace("Test Channeler", "{4}{G}", "Creature — Spirit", "{G}, Discard this card: You gain 3 life.", "4", "4")
EXTRA = compiled_cards(CYCLER, SWAMPER, CHANNEL)


def test_702_29a_cycling_discards_the_card_as_a_cost_then_draws_as_it_resolves():
    game = make(you_hand=["Test Cycler"], library=["Forest", "Island"], extra=EXTRA)
    card = hand(game, "Test Cycler")
    assert Activate(card, 0) in game.legal_actions()
    game.perform(Activate(card, 0))
    top = game.obj(game.state.stack[-1])
    assert top.kind == "ability" and game.state.zone("hand", 0) == []  # discarded as it was activated
    assert [game.chars(o).name for o in game.state.zone("graveyard", 0)] == ["Test Cycler"]
    resolve(game)
    assert len(game.state.zone("hand", 0)) == 1


def test_702_29a_cycling_cant_be_activated_from_the_battlefield_and_nothing_changes():
    game = make(you_bf=["Test Cycler"], extra=EXTRA)
    oid = find(game, "Test Cycler")
    assert not any(isinstance(a, Activate) and a.obj == oid for a in game.legal_actions())
    before = game.state.version
    with pytest.raises(IllegalActionError, match="702.29a"):
        game.perform(Activate(oid, 0))
    assert game.state.version == before


def test_702_29a_only_its_owner_may_cycle_a_card_in_a_hand():
    game = make(opp_hand=["Test Cycler"], extra=EXTRA)
    card = hand(game, "Test Cycler", player=1)
    with pytest.raises(IllegalActionError):
        game.perform(Activate(card, 0))
    assert card in game.state.zone("hand", 1)


def test_702_29e_typecycling_searches_for_a_card_of_that_type_only():
    game = make(you_hand=["Test Swamper"], library=["Forest", "Swamp", "Island"], extra=EXTRA)
    game.perform(Activate(hand(game, "Test Swamper"), 0))
    resolve(game)
    assert game.pending is not None
    assert [game.chars(o.value).name for o in game.pending.options] == ["Swamp"]
    game.answer(game.pending.options[0].value)
    resolve(game)
    assert [game.chars(o).name for o in game.state.zone("hand", 0)] == ["Swamp"]


def test_702_29a_a_discard_this_card_ability_works_from_the_hand_as_written():
    game = make(you_hand=["Test Channeler"], extra=EXTRA)
    game.perform(Activate(hand(game, "Test Channeler"), 0))
    resolve(game)
    assert game.state.players[0].life == 23
    assert [game.chars(o).name for o in game.state.zone("graveyard", 0)] == ["Test Channeler"]


def test_702_29a_cycling_without_the_mana_is_not_offered_and_is_refused():
    game = make(you_hand=["Test Cycler"], extra=EXTRA, pool="{G}")
    card = hand(game, "Test Cycler")
    assert Activate(card, 0) not in game.legal_actions()
    with pytest.raises(IllegalActionError):
        game.perform(Activate(card, 0))
    assert card in game.state.zone("hand", 0)
