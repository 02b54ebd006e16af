"""Discarding at random (701.9b) as a cost (118.3): "{2}, Discard a card at random: ..." and "As an
additional cost to cast this spell, discard a card at random" (601.2f). Nobody chooses the card:
it is drawn from the game's random state; with no card in hand the cost can't be paid. As an
effect: "that player discards a card at random" (Hypnotic Specter), "Target player discards X
cards at random" (Mind Twist). Each card compiled from its Oracle text, on a real board."""

from __future__ import annotations

import pytest

from sandbox.cards.model import Cost
from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError, InvalidActionError
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, compiled_cards, find, make, resolve

SHAMAN = OracleFace("Ogre Shaman", "{3}{R}{R}", "Creature — Ogre Shaman",
                    "{2}, Discard a card at random: Ogre Shaman deals 2 damage to any target.", "3", "3")
LOSSES = OracleFace("Acceptable Losses", "{3}{R}", "Sorcery",
                    "As an additional cost to cast this spell, discard a card at random.\nAcceptable Losses deals 5 "
                    "damage to target creature.")
SPECTER = OracleFace("Hypnotic Specter", "{1}{B}{B}", "Creature — Specter",
                     "Flying\nWhenever Hypnotic Specter deals damage to an opponent, that player discards a card at random.",
                     "2", "2")
TWIST = OracleFace("Mind Twist", "{X}{B}", "Sorcery", "Target player discards X cards at random.")
CARDS = compiled_cards(SHAMAN, LOSSES, SPECTER, TWIST)


def test_701_9b_discard_at_random_cost_asks_nobody():
    game = make(you_bf=["Ogre Shaman"], you_hand=["Forest", "Island", "Swamp"], extra=CARDS)
    activate(game, find(game, "Ogre Shaman"), "{2}", "p1")
    assert game.pending is None  # no choice of card was offered
    assert len(game.state.zone("hand", 0)) == 2 and len(game.state.zone("graveyard", 0)) == 1
    assert any(e.rule == "701.9b" and "at random" in e.text for e in game.log)
    resolve(game)
    assert game.state.players[1].life == 18


def test_701_9b_the_random_card_is_drawn_from_the_games_random_state():
    picked = set()
    for seed in range(12):
        game = make(you_bf=["Ogre Shaman"], you_hand=["Forest", "Island", "Swamp"], extra=CARDS)
        game.state.rng = seed
        activate(game, find(game, "Ogre Shaman"), "{2}", "p1")
        picked.add(game.chars(game.state.zone("graveyard", 0)[0]).name)
    assert len(picked) > 1


def test_118_3_empty_hand_cant_pay():
    game = make(you_bf=["Ogre Shaman"], extra=CARDS)
    with pytest.raises(IllegalActionError, match="at random"):
        activate(game, find(game, "Ogre Shaman"), "{2}", "p1")
    assert game.state.players[1].life == 20


def test_601_2f_additional_cost_discard_at_random():
    game = make(you_hand=["Acceptable Losses", "Forest"], opp_bf=["Hill Giant"], extra=CARDS)
    cast(game, "Acceptable Losses", find(game, "Hill Giant"))
    assert find(game, "Forest", "graveyard", player=0)  # the only other card: the spell itself isn't in the hand
    resolve(game)
    assert find(game, "Hill Giant", "graveyard", player=1)


def test_601_2f_additional_cost_with_no_other_card_cant_be_cast():
    game = make(you_hand=["Acceptable Losses"], opp_bf=["Hill Giant"], extra=CARDS)
    with pytest.raises(IllegalActionError):
        cast(game, "Acceptable Losses", find(game, "Hill Giant"))


@pytest.mark.parametrize("text", ["Discard a cards at random", "Discard two card at random", "Discard X cards at random",
                                  "Discard a creature card at random", "Discard a card at random from your hand"])
def test_701_9b_near_misses_cost(text):
    with pytest.raises(InvalidActionError):
        Cost.parse("{1}, " + text)


def test_701_9b_near_miss_sentence():
    assert compile_text("{2}, Discard a card at random or pay 2 life: Draw a card.").table is None


def test_701_9b_hypnotic_specter_the_damaged_opponent_discards_at_random():
    game = make(you_bf=["Hypnotic Specter"], opp_hand=["Forest", "Island", "Swamp"], extra=CARDS)
    session = Session(game)
    for c in ("next declare_attackers", "attack Hypnotic Specter", "next combat_damage"):
        assert session.run(c).ok, c
    resolve(game)
    assert game.pending is None  # nobody chose
    assert game.state.players[1].life == 18
    assert len(game.state.zone("hand", 1)) == 2 and len(game.state.zone("graveyard", 1)) == 1


@pytest.mark.parametrize("x, left", [(2, 1), (5, 0)])
def test_701_9b_mind_twist_x_cards_at_random(x, left):
    game = make(you_hand=["Mind Twist"], opp_hand=["Forest", "Island", "Swamp"], pool="{B}{C}{C}{C}{C}{C}", extra=CARDS)
    cast(game, "Mind Twist", "p1", x=x)
    resolve(game)
    assert game.pending is None
    assert len(game.state.zone("hand", 1)) == left and len(game.state.zone("graveyard", 1)) == 3 - left


@pytest.mark.parametrize("text", ["Target player discards a card at random from their hand.",
                                  "Target player discards a card at random or loses 2 life.",
                                  "Target player discards a creature card at random."])
def test_701_9b_near_miss_effects(text):
    assert compile_text(text, type_line="Sorcery").table is None, text
