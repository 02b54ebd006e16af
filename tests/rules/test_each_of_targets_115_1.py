""""Put a +1/+1 counter on each of up to three target creatures" and "deals 2 damage to each of
two target creatures" (115.1, 601.2c, 608.2b): one target requirement of several objects (up to
that many, or exactly that many), the effect done to each one still legal. Real cards compiled
from their Oracle text, on real boards."""

from __future__ import annotations

import pytest

from sandbox import Cast
from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, hand, make, resolve

REAP = OracleFace("Reap What Is Sown", "{1}{G}{W}", "Instant",
                  "Put a +1/+1 counter on each of up to three target creatures.")
SWELTER = OracleFace("Swelter", "{2}{R}", "Sorcery", "Swelter deals 2 damage to each of two target creatures.")
REGENESIS = OracleFace("Regenesis", "{3}{G}", "Instant",
                       "Return up to two target permanent cards from your graveyard to your hand.")
DOUBLE_NEGATIVE = OracleFace("Double Negative", "{U}{U}", "Instant", "Counter up to two target spells.")


def test_115_1_up_to_three_targets_each_get_a_counter_and_no_other():
    game = make(["Grizzly Bears", "Llanowar Elves", "Savannah Lions"], ["Reap What Is Sown"],
                opp_bf=["Hill Giant"], extra=compiled_cards(REAP))
    bears, elves, lions = (find(game, n) for n in ("Grizzly Bears", "Llanowar Elves", "Savannah Lions"))
    giant = find(game, "Hill Giant")
    cast(game, "Reap What Is Sown", bears, giant)  # two of up to three
    resolve(game)
    assert game.obj(bears).counters.get("+1/+1") == 1
    assert game.obj(giant).counters.get("+1/+1") == 1
    assert not game.obj(elves).counters and not game.obj(lions).counters
    assert game.chars(bears).power == 3


def test_608_2b_a_target_gone_illegal_gets_nothing_the_others_still_do():
    game = make(["Grizzly Bears", "Llanowar Elves"], ["Reap What Is Sown"], opp_hand=["Lightning Bolt"],
                opp_pool="{R}", extra=compiled_cards(REAP))
    bears, elves = find(game, "Grizzly Bears"), find(game, "Llanowar Elves")
    cast(game, "Reap What Is Sown", bears, elves)
    cast(game, "Lightning Bolt", elves, player=1)  # in response: the Elves die first
    resolve(game)
    assert find(game, "Llanowar Elves", "graveyard")
    assert game.obj(bears).counters.get("+1/+1") == 1


def test_115_1_each_of_two_targets_needs_exactly_two_and_damages_both():
    game = make(["Grizzly Bears"], ["Swelter"], opp_bf=["Hill Giant", "Llanowar Elves"], extra=compiled_cards(SWELTER))
    bears, giant = find(game, "Grizzly Bears"), find(game, "Hill Giant")
    with pytest.raises(IllegalActionError):  # "two target creatures": not one
        game.perform(Cast(hand(game, "Swelter"), None, (giant,)))
    cast(game, "Swelter", bears, giant)
    resolve(game)
    assert find(game, "Grizzly Bears", "graveyard")
    assert game.obj(giant).damage == 2
    assert find(game, "Llanowar Elves") is not None  # not targeted


def test_115_1_up_to_two_target_cards_in_your_graveyard_return_to_your_hand_none_or_one_too():
    """"Return up to two target permanent cards from your graveyard to your hand" (Regenesis):
    the same one requirement as "each of up to two" (115.1, 601.2c)."""
    game = make([], ["Regenesis"], you_gy=["Grizzly Bears", "Hill Giant", "Lightning Bolt"],
                extra=compiled_cards(REGENESIS))
    bears, giant, bolt = (find(game, n, "graveyard") for n in ("Grizzly Bears", "Hill Giant", "Lightning Bolt"))
    with pytest.raises(IllegalActionError):  # an instant card isn't a permanent card
        game.perform(Cast(hand(game, "Regenesis"), None, (bears, bolt)))
    cast(game, "Regenesis", bears, giant)
    resolve(game)
    assert find(game, "Grizzly Bears", "hand") and find(game, "Hill Giant", "hand")
    assert find(game, "Lightning Bolt", "graveyard")
    one = make([], ["Regenesis"], you_gy=["Grizzly Bears", "Hill Giant"], extra=compiled_cards(REGENESIS))
    cast(one, "Regenesis", find(one, "Hill Giant", "graveyard"))
    resolve(one)
    assert find(one, "Hill Giant", "hand") and find(one, "Grizzly Bears", "graveyard")


def test_115_1_counter_up_to_two_target_spells():
    game = make(["Island"], ["Double Negative"], opp_hand=["Lightning Bolt", "Shock"], opp_pool="{R}{R}",
                extra=compiled_cards(DOUBLE_NEGATIVE))
    bolt = cast(game, "Lightning Bolt", "p0", player=1)
    shock = cast(game, "Shock", "p0", player=1)
    cast(game, "Double Negative", bolt, shock)
    resolve(game)
    assert game.state.players[0].life == 20
    assert find(game, "Lightning Bolt", "graveyard") and find(game, "Shock", "graveyard")


@pytest.mark.parametrize("text", [
    "Return up to two target creature cards from your graveyard to your hand. Destroy target artifact.",
    "Up to two target creatures each get +1/+2 until end of turn.",  # "each" after the group
    "Destroy up to X target creatures.",  # not a fixed number
    "Return up to two target creature cards from a graveyard to your hand.",  # "your hand" only for your cards
    "Put a +1/+1 counter on each of up to X target creatures.",  # not a fixed number
    "Put a +1/+1 counter on each of up to one target creature.",
    "Put a +1/+1 counter on each of up to two target creature.",  # the noun must be plural
    "Put a +1/+1 counter on each of up to two target Merfolk.",  # plural = singular: can't be told
    "Destroy target artifact. Put a +1/+1 counter on each of up to two target creatures.",
    "Put a +1/+1 counter on each of up to two target creatures. Target player draws a card.",
])
def test_115_1_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text
