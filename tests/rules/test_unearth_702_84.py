"""Unearth (702.84a): "[Cost]: Return this card from your graveyard to the battlefield. It gains
haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile
it instead of putting it anywhere else. Activate only as a sorcery." An ability that works only
from its owner's graveyard. Kathari Screecher compiled from its Oracle text on real boards."""

from __future__ import annotations

import pytest

from sandbox import Activate
from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError

from .copyhelp import advance_to, cast, compiled_cards, find, make, resolve

SCREECHER = OracleFace("Kathari Screecher", "{2}{U}", "Creature — Bird Soldier",
                       "Flying\nUnearth {2}{U} ({2}{U}: Return this card from your graveyard to the battlefield. It gains "
                       "haste. Exile it at the beginning of the next end step or if it would leave the battlefield. "
                       "Unearth only as a sorcery.)", "2", "2")
CARDS = compiled_cards(SCREECHER)
ISLANDS = ["Island", "Island", "Island"]


def _unearth(game):
    card = find(game, "Kathari Screecher", "graveyard")
    assert Activate(card, 0) in game.legal_actions()
    game.perform(Activate(card, 0))
    resolve(game)
    return find(game, "Kathari Screecher")


def test_702_84a_it_returns_with_haste_and_is_exiled_at_the_next_end_step():
    game = make(ISLANDS, you_gy=["Kathari Screecher"], pool="", extra=CARDS)
    bird = _unearth(game)
    assert bird in game.state.battlefield and game.chars(bird).has_keyword("haste")
    assert all(game.obj(o).tapped for o in game.state.battlefield if o != bird)
    advance_to(game, 3, "end")
    resolve(game)
    assert find(game, "Kathari Screecher", "exile") and not game.state.zone("graveyard", 0)


def test_702_84a_leaving_the_battlefield_it_is_exiled_instead():
    game = make(ISLANDS + ["Mountain"], ["Lightning Bolt"], you_gy=["Kathari Screecher"], pool="", extra=CARDS)
    bird = _unearth(game)
    cast(game, "Lightning Bolt", bird)
    resolve(game)
    assert find(game, "Kathari Screecher", "exile") and [game.chars(o).name for o in game.state.zone("graveyard", 0)] \
        == ["Lightning Bolt"]
    assert any(e.rule == "702.84a" and "exiled instead" in e.text for e in game.log)


def test_702_84a_near_miss_only_as_a_sorcery():
    game = make(ISLANDS, you_gy=["Kathari Screecher"], pool="", extra=CARDS, step="upkeep")
    card = find(game, "Kathari Screecher", "graveyard")
    assert Activate(card, 0) not in game.legal_actions()
    with pytest.raises(IllegalActionError, match="sorcery"):
        game.perform(Activate(card, 0))


def test_702_84a_near_miss_not_from_the_battlefield_nor_an_opponent_s_graveyard():
    game = make(ISLANDS + ["Kathari Screecher"], opp_gy=["Kathari Screecher"], pool="", extra=CARDS)
    mine = find(game, "Kathari Screecher")
    with pytest.raises(IllegalActionError, match="graveyard"):
        game.perform(Activate(mine, 0))
    theirs = game.state.zone("graveyard", 1)[0]
    with pytest.raises(IllegalActionError):
        game.perform(Activate(theirs, 0))
    assert Activate(mine, 0) not in game.legal_actions() and Activate(theirs, 0) not in game.legal_actions()


def test_702_84a_returned_to_hand_it_is_exiled_instead_too():
    game = make(ISLANDS + ["Island"], ["Unsummon"], you_gy=["Kathari Screecher"], pool="", extra=CARDS)
    bird = _unearth(game)
    cast(game, "Unsummon", bird)
    resolve(game)
    assert find(game, "Kathari Screecher", "exile") and [game.chars(o).name for o in game.state.zone("hand", 0)] == []
