"""Entwine (702.42) and escalate (702.120) on modal spells read from real cards' Oracle text.
"Entwine [cost]": the caster may choose every mode instead of the number specified, paying [cost]
more (702.42a; announced with the modes, 601.2b; paid with the other costs, 601.2f-h); a mode that
can't be chosen (no legal target, 700.2a) means the spell can't be entwined. "Escalate [cost]":
[cost] more for each mode chosen beyond the first (702.120a, 601.2f)."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.core import legal
from sandbox.core.actions import Cast
from sandbox.errors import IllegalActionError

from ..oracle.helpers import compile_text
from .copyhelp import compiled_cards, find, make, resolve

BARBED_LIGHTNING = OracleFace("Barbed Lightning", "{2}{R}", "Instant",
                              "Choose one —\n• Barbed Lightning deals 3 damage to target creature.\n"
                              "• Barbed Lightning deals 3 damage to target player or planeswalker.\n"
                              "Entwine {2} (Choose both if you pay the entwine cost.)")
RAIN_OF_RUST = OracleFace("Rain of Rust", "{3}{R}{R}", "Instant",
                          "Choose one —\n• Destroy target artifact.\n• Destroy target land.\n"
                          "Entwine {3}{R} (Choose both if you pay the entwine cost.)")
BORROWED_MALEVOLENCE = OracleFace("Borrowed Malevolence", "{B}", "Instant",
                                  "Escalate {2} (Pay this cost for each mode chosen beyond the first.)\n"
                                  "Choose one or both —\n• Target creature gets +1/+1 until end of turn.\n"
                                  "• Target creature gets -1/-1 until end of turn.")


def test_702_42a_entwined_every_mode_for_the_entwine_cost_more():
    game = make(opp_bf=["Grizzly Bears"], you_hand=["Barbed Lightning"], pool="{C}{C}{C}{C}{R}",
                extra=compiled_cards(BARBED_LIGHTNING))
    bears = find(game, "Grizzly Bears")
    game.perform(Cast(find(game, "Barbed Lightning", "hand"), targets=(bears, "p1"), with_cost="entwine"))
    assert game.pending is None  # no mode is asked: every one is chosen
    assert game.obj(game.state.stack[-1]).chosen["modes"] == [0, 1]
    assert game.state.players[0].pool.total() == 0  # {2}{R} and the entwine cost {2}
    resolve(game)
    assert find(game, "Grizzly Bears", "graveyard") and game.state.players[1].life == 17


def test_702_42a_not_entwined_one_mode_for_the_mana_cost():
    game = make(opp_bf=["Grizzly Bears"], you_hand=["Barbed Lightning"], pool="{C}{C}{C}{C}{R}",
                extra=compiled_cards(BARBED_LIGHTNING))
    assert {a.with_cost for a in legal.legal_actions(game) if isinstance(a, Cast)} == {"", "entwine"}
    game.perform(Cast(find(game, "Barbed Lightning", "hand"), targets=("p1",)))
    game.answer(1)
    resolve(game)
    assert game.state.players[1].life == 17 and find(game, "Grizzly Bears")
    assert game.state.players[0].pool.total() == 2


def test_702_42a_entwine_needs_every_mode_to_have_legal_targets():
    # No artifact: "Destroy target artifact" can't be chosen (700.2a), so Rain of Rust can't be
    # entwined; cast for one mode it destroys the land.
    game = make(opp_bf=["Forest"], you_hand=["Rain of Rust"], pool="{C}{C}{C}{C}{C}{C}{R}{R}{R}",
                extra=compiled_cards(RAIN_OF_RUST))
    rain = find(game, "Rain of Rust", "hand")
    assert [a.with_cost for a in legal.legal_actions(game) if isinstance(a, Cast)] == [""]
    with pytest.raises(IllegalActionError, match="702.42a"):
        game.perform(Cast(rain, with_cost="entwine"))
    game.perform(Cast(rain))
    resolve(game)
    assert find(game, "Forest", "graveyard")


def test_702_120a_escalate_costs_more_for_each_mode_beyond_the_first():
    game = make(["Grizzly Bears"], ["Borrowed Malevolence"], opp_bf=["Llanowar Elves"], pool="{C}{C}{B}",
                extra=compiled_cards(BORROWED_MALEVOLENCE))
    bears, elves = find(game, "Grizzly Bears"), find(game, "Llanowar Elves")
    game.perform(Cast(find(game, "Borrowed Malevolence", "hand"), targets=(bears, elves)))
    game.answer(0, 1)
    assert game.state.players[0].pool.total() == 0  # {B} and {2} for the second mode
    resolve(game)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (3, 3)
    assert find(game, "Llanowar Elves", "graveyard")


def test_702_120a_escalate_one_mode_costs_the_mana_cost_only():
    game = make(["Grizzly Bears"], ["Borrowed Malevolence"], pool="{C}{C}{B}", extra=compiled_cards(BORROWED_MALEVOLENCE))
    bears = find(game, "Grizzly Bears")
    game.perform(Cast(find(game, "Borrowed Malevolence", "hand"), targets=(bears,)))
    game.answer(1)
    resolve(game)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (1, 1)
    assert game.state.players[0].pool.total() == 2


def test_702_120a_escalate_both_modes_unaffordable_is_refused():
    game = make(["Grizzly Bears"], ["Borrowed Malevolence"], pool="{C}{B}", extra=compiled_cards(BORROWED_MALEVOLENCE))
    bears = find(game, "Grizzly Bears")
    game.perform(Cast(find(game, "Borrowed Malevolence", "hand"), targets=(bears, bears)))
    with pytest.raises(IllegalActionError):
        game.answer(0, 1)  # {B}{2} can't be paid from {C}{B} (601.2g)
    assert game.pending is not None and game.pending.rule == "601.2b"  # still choosing: nothing was cast
    assert game.state.players[0].pool.total() == 2 and (game.chars(bears).power, game.chars(bears).toughness) == (2, 2)


COLLECTIVE_BRUTALITY = OracleFace("Collective Brutality", "{1}{B}", "Sorcery",
                                  "Escalate—Discard a card. (Pay this cost for each mode chosen beyond the first.)\n"
                                  "Choose one or more —\n• Target opponent reveals their hand. You choose an instant or "
                                  "sorcery card from it. That player discards that card.\n"
                                  "• Target creature gets -2/-2 until end of turn.\n"
                                  "• Target opponent loses 2 life and you gain 2 life.")
SOLAR_TIDE = OracleFace("Solar Tide", "{4}{W}{W}", "Sorcery",
                        "Choose one —\n• Destroy all creatures with power 2 or less.\n"
                        "• Destroy all creatures with power 3 or greater.\n"
                        "Entwine—Sacrifice two lands. (Choose both if you pay the entwine cost.)")


def test_702_120a_escalate_with_a_discard_cost_discards_for_each_mode_beyond_the_first():
    game = make(["Grizzly Bears"], ["Collective Brutality", "Island", "Forest"], opp_bf=["Llanowar Elves"],
                pool="{C}{B}", extra=compiled_cards(COLLECTIVE_BRUTALITY))
    elves = find(game, "Llanowar Elves")
    game.perform(Cast(find(game, "Collective Brutality", "hand"), targets=(elves, "p1")))
    game.answer(1, 2)
    game.answer(find(game, "Island", "hand"))  # the one discard for the one mode beyond the first
    resolve(game)
    assert find(game, "Llanowar Elves", "graveyard") and find(game, "Island", "graveyard")
    assert [game.chars(o).name for o in game.state.zone("hand", 0)] == ["Forest"]
    assert (game.state.players[0].life, game.state.players[1].life) == (22, 18)


def test_702_42a_entwine_with_a_sacrifice_cost():
    game = make(["Grizzly Bears", "Plains", "Plains", "Forest"], ["Solar Tide"], opp_bf=["Hill Giant"],
                pool="{C}{C}{C}{C}{W}{W}", extra=compiled_cards(SOLAR_TIDE))
    game.perform(Cast(find(game, "Solar Tide", "hand"), with_cost="entwine"))
    game.answer(find(game, "Plains"), find(game, "Forest"))  # two lands to sacrifice
    resolve(game)
    assert find(game, "Grizzly Bears", "graveyard") and find(game, "Hill Giant", "graveyard")
    assert [game.chars(o).name for o in game.state.battlefield] == ["Plains"]


@pytest.mark.parametrize("text", [
    "Target creature gets +2/+2 until end of turn.\nEntwine {2}",                    # not a modal spell
    "Choose one —\n• Draw a card.\n• You gain 2 life.\nEscalate {1}",                # escalate on "choose one"
    "Choose one —\n• Draw a card.\n• You gain 2 life.\nEntwine—Sacrifice X lands.",   # X in a non-mana cost
    "Choose one or both —\n• Draw a card.\n• You gain 2 life.\nEscalate—Pay X life.",
    "Choose one —\n• Draw a card.\n• You gain 2 life.\nEntwine—Sacrifice a land, discard a card.",  # two costs
    "Choose one —\n• Draw a card.\n• You gain 2 life.\nEntwine—Flip a coin.",
    "Choose one —\n• Draw a card.\n• You gain 2 life.\nEntwine",
])
def test_702_42_entwine_escalate_near_misses_are_refused(text):
    assert compile_text(text, type_line="Instant").table is None, text
