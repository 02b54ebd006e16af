"""Costs named by keywords a spell is cast with (601.2b): evoke (702.74a) and dash (702.109a),
alternative costs paid rather than the mana cost (118.9), and buyback (702.27a), an optional
additional cost (118.8). Mulldrifter, Mardu Scout, Whispers of the Muse and Capsize compiled from
their Oracle text, cast through real actions on real boards."""

from __future__ import annotations

import pytest

from sandbox import Cast
from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError

from .copyhelp import advance_to, compiled_cards, find, make, resolve

MULLDRIFTER = OracleFace("Mulldrifter", "{4}{U}", "Creature — Elemental",
                         "Flying\nWhen Mulldrifter enters, draw two cards.\nEvoke {2}{U} (You may cast this spell for "
                         "its evoke cost. If you do, it's sacrificed when it enters.)", "2", "2")
SCOUT = OracleFace("Mardu Scout", "{R}{R}", "Creature — Goblin Scout",
                   "Dash {1}{R} (You may cast this spell for its dash cost. If you do, it gains haste, and it's returned "
                   "from the battlefield to its owner's hand at the beginning of the next end step.)", "3", "1")
WHISPERS = OracleFace("Whispers of the Muse", "{U}", "Instant",
                      "Buyback {5} (You may pay an additional {5} as you cast this spell. If you do, put this card into "
                      "your hand as it resolves.)\nDraw a card.")
CAPSIZE = OracleFace("Capsize", "{1}{U}{U}", "Instant",
                     "Buyback {3} (You may pay an additional {3} as you cast this spell. If you do, put this card into "
                     "your hand as it resolves.)\nReturn target permanent to its owner's hand.")
CARDS = compiled_cards(MULLDRIFTER, SCOUT, WHISPERS, CAPSIZE)


def _names(game, zone, player=0):
    return sorted(game.chars(o).name for o in game.state.zone(zone, player))


def _tapped(game):
    return sum(1 for o in game.state.battlefield if game.obj(o).tapped)


def test_702_74a_evoked_mulldrifter_draws_two_and_is_sacrificed():
    game = make(["Island"] * 3, ["Mulldrifter"], pool="", extra=CARDS, library=["Forest", "Swamp", "Plains"])
    card = find(game, "Mulldrifter", "hand")
    assert Cast(card, with_cost="evoke") in game.legal_actions()
    assert Cast(card) not in game.legal_actions()  # {4}{U} can't be paid with three Islands
    game.perform(Cast(card, with_cost="evoke"))
    assert _tapped(game) == 3
    resolve(game, (1, 0))  # the evoke trigger goes on the stack first: draw, then sacrifice
    assert "Mulldrifter" in _names(game, "graveyard") and not [o for o in game.state.battlefield
                                                                 if game.chars(o).name == "Mulldrifter"]
    assert len(game.state.zone("hand", 0)) == 2
    assert any(e.rule == "702.74a" for e in game.log)


def test_702_74a_near_miss_cast_for_its_mana_cost_it_stays():
    game = make(["Island"] * 5, ["Mulldrifter"], pool="", extra=CARDS)
    game.perform(Cast(find(game, "Mulldrifter", "hand")))
    resolve(game)
    assert find(game, "Mulldrifter") in game.state.battlefield and len(game.state.zone("hand", 0)) == 2
    assert not any(e.rule == "702.74a" for e in game.log)


def test_702_109a_dashed_it_has_haste_and_returns_at_the_next_end_step():
    game = make(["Mountain", "Mountain"], ["Mardu Scout"], pool="", extra=CARDS)
    game.perform(Cast(find(game, "Mardu Scout", "hand"), with_cost="dash"))
    resolve(game)
    scout = find(game, "Mardu Scout")
    assert game.chars(scout).has_keyword("haste") and not game.obj(scout).tapped
    advance_to(game, 3, "end")
    resolve(game)
    assert _names(game, "hand") == ["Mardu Scout"] and scout not in game.state.battlefield


def test_702_109a_near_miss_cast_for_its_mana_cost_no_haste_and_it_stays():
    game = make(["Mountain", "Mountain"], ["Mardu Scout"], pool="", extra=CARDS)
    game.perform(Cast(find(game, "Mardu Scout", "hand")))
    resolve(game)
    scout = find(game, "Mardu Scout")
    assert not game.chars(scout).has_keyword("haste")
    advance_to(game, 4, "upkeep")
    assert scout in game.state.battlefield


def test_702_27a_buyback_paid_the_spell_returns_to_hand():
    game = make(["Island"] * 6, ["Whispers of the Muse"], pool="", extra=CARDS, library=["Swamp", "Forest"])
    card = find(game, "Whispers of the Muse", "hand")
    assert Cast(card, with_cost="buyback") in game.legal_actions()
    game.perform(Cast(card, with_cost="buyback"))
    assert _tapped(game) == 6  # {U} + {5}
    resolve(game)
    assert _names(game, "hand") == ["Forest", "Whispers of the Muse"] and not game.state.zone("graveyard", 0)


def test_702_27a_near_miss_without_buyback_it_goes_to_the_graveyard():
    game = make(["Island"] * 6, ["Whispers of the Muse"], pool="", extra=CARDS, library=["Swamp", "Forest"])
    game.perform(Cast(find(game, "Whispers of the Muse", "hand")))
    assert _tapped(game) == 1
    resolve(game)
    assert _names(game, "hand") == ["Forest"] and _names(game, "graveyard") == ["Whispers of the Muse"]


def test_702_27a_countered_with_buyback_it_still_goes_to_the_graveyard():
    game = make(["Island"] * 6, ["Capsize"], opp_bf=["Grizzly Bears", "Island", "Island"], opp_hand=["Counterspell"],
                pool="", opp_pool="{U}{U}", extra=CARDS)
    bears = find(game, "Grizzly Bears")
    game.perform(Cast(find(game, "Capsize", "hand"), targets=(bears,), with_cost="buyback"))
    from .copyhelp import cast
    cast(game, "Counterspell", game.state.stack[-1], player=1)
    resolve(game)
    assert _names(game, "graveyard") == ["Capsize"] and bears in game.state.battlefield


def test_118_9_near_miss_a_card_without_the_keyword_can_t_be_cast_with_it():
    game = make(["Island"] * 5, ["Mulldrifter", "Grizzly Bears"], pool="", extra=CARDS)
    with pytest.raises(IllegalActionError, match="no dash"):
        game.perform(Cast(find(game, "Mulldrifter", "hand"), with_cost="dash"))
    with pytest.raises(IllegalActionError, match="no evoke"):
        game.perform(Cast(find(game, "Grizzly Bears", "hand"), with_cost="evoke"))
    assert len(game.state.zone("hand", 0)) == 2 and not game.state.stack
