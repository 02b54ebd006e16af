"""Multikicker (702.33c): "You may pay an additional [cost] any number of times as you cast this
spell"; "for each time it was kicked" counts the payments (a spell kicked at least once is kicked,
702.33d). Gnarlid Pack and Flametongue Yearling compiled from their Oracle text, cast through real
actions kicked a chosen number of times."""

from __future__ import annotations

import pytest

from sandbox import Cast
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.errors import IllegalActionError

from .copyhelp import compiled_cards, find, make, resolve

PACK = OracleFace("Gnarlid Pack", "{1}{G}", "Creature — Beast",
                  "Multikicker {1}{G} (You may pay an additional {1}{G} any number of times as you cast this spell.)\n"
                  "Gnarlid Pack enters with a +1/+1 counter on it for each time it was kicked.", "2", "2")
YEARLING = OracleFace("Flametongue Yearling", "{R}{R}", "Creature — Kavu",
                      "Multikicker {2} (You may pay an additional {2} any number of times as you cast this spell.)\n"
                      "Flametongue Yearling enters with a +1/+1 counter on it for each time it was kicked.\n"
                      "When Flametongue Yearling enters, it deals damage equal to its power to target creature.", "2", "1")
CARDS = compiled_cards(PACK, YEARLING)


def _tapped(game):
    return sum(1 for o in game.state.battlefield if game.obj(o).tapped and game.obj(o).controller == 0)


def test_702_33c_kicked_twice_two_counters_and_each_payment_added():
    game = make(["Forest"] * 7, ["Gnarlid Pack"], pool="", extra=CARDS)
    card = find(game, "Gnarlid Pack", "hand")
    offered = sorted(a.kicks for a in game.legal_actions() if isinstance(a, Cast) and a.card == card)
    assert offered == [0, 1, 2]  # seven Forests: {1}{G} and up to two more {1}{G}
    game.perform(Cast(card, kicks=2))
    assert _tapped(game) == 6
    resolve(game)
    pack = find(game, "Gnarlid Pack")
    assert game.obj(pack).counters == {"+1/+1": 2} and (game.chars(pack).power, game.chars(pack).toughness) == (4, 4)
    assert any(e.rule == "702.33c" for e in game.log)


def test_702_33c_yearling_kicked_once_deals_three():
    game = make(["Mountain"] * 4, ["Flametongue Yearling"], ["Hill Giant", "Centaur Courser"], pool="", extra=CARDS)
    giant = find(game, "Hill Giant", player=1)
    game.perform(Cast(find(game, "Flametongue Yearling", "hand"), kicks=1))
    resolve(game, giant)
    assert giant not in game.state.battlefield  # 3 damage: its power with one counter
    assert find(game, "Centaur Courser", player=1) in game.state.battlefield


def test_702_33c_near_misses_not_kicked_and_kicker_confusions():
    game = make(["Forest"] * 7, ["Gnarlid Pack", "Llanowar Elves"], pool="", extra=CARDS)
    pack = find(game, "Gnarlid Pack", "hand")
    with pytest.raises(IllegalActionError, match="702.33a"):
        game.perform(Cast(pack, kicked=True))  # multikicker isn't kicker: "kicked" alone names a kicker cost
    with pytest.raises(IllegalActionError, match="702.33c"):
        game.perform(Cast(find(game, "Llanowar Elves", "hand"), kicks=1))
    game.perform(Cast(pack))
    resolve(game)
    assert not game.obj(find(game, "Gnarlid Pack")).counters and _tapped(game) == 2


@pytest.mark.parametrize("text", ["Multikicker", "Multikicker 2",
                                  "Test Pack enters with a +1/+1 counter on it for each time it was cast."])
def test_702_33c_near_miss_texts_stay_refused(text):
    face = OracleFace("Test Pack", "{1}{G}", "Creature — Beast", f"Multikicker {{1}}{{G}}\n{text}", "2", "2")
    assert compile_card(OracleCard(face.name, (face,))).table is None
