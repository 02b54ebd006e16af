"""'Tap up to two target creatures', 'Destroy two target artifacts', 'Return up to two target
creatures to their owners' hands' (115.3, 601.2c): one target requirement of N (exactly, or up to
N: none or more), each object chosen once; the effect is on each target still legal as it
resolves (608.2b). Real Oracle text cast on boards; near-misses refused."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.errors import IllegalActionError

from .copyhelp import cast, compiled_cards, find, make, resolve

REPEL = OracleFace("Repel the Darkness", "{2}{W}", "Instant", "Tap up to two target creatures.\nDraw a card.")
RACK = OracleFace("Rack and Ruin", "{2}{R}", "Instant", "Destroy two target artifacts.")
VOID = OracleFace("Into the Void", "{3}{U}", "Sorcery", "Return up to two target creatures to their owners' hands.")
CARDS = compiled_cards(REPEL, RACK, VOID)


def test_115_3_tap_up_to_two_target_creatures_taps_both_and_draws():
    game = make(you_hand=["Repel the Darkness"], opp_bf=["Grizzly Bears", "Hill Giant", "Savannah Lions"], extra=CARDS)
    bears, giant, lions = (find(game, n, player=1) for n in ("Grizzly Bears", "Hill Giant", "Savannah Lions"))
    cast(game, "Repel the Darkness", bears, giant)
    resolve(game)
    assert game.obj(bears).tapped and game.obj(giant).tapped and not game.obj(lions).tapped
    assert len(game.state.zone("hand", 0)) == 1  # the card drawn


def test_601_2c_up_to_two_may_be_one_or_none():
    game = make(you_hand=["Repel the Darkness"], opp_bf=["Grizzly Bears", "Hill Giant"], extra=CARDS)
    cast(game, "Repel the Darkness", find(game, "Hill Giant", player=1))
    resolve(game)
    assert game.obj(find(game, "Hill Giant", player=1)).tapped and not game.obj(find(game, "Grizzly Bears", player=1)).tapped
    game = make(you_hand=["Repel the Darkness"], opp_bf=["Grizzly Bears"], extra=CARDS)
    cast(game, "Repel the Darkness")  # asked: none chosen
    assert game.pending is not None and game.pending.kind == "targets" and (game.pending.min, game.pending.max) == (0, 1)
    game.answer()
    resolve(game)
    assert not game.obj(find(game, "Grizzly Bears", player=1)).tapped and len(game.state.zone("hand", 0)) == 1


def test_115_3_two_target_artifacts_are_two_different_ones_and_exactly_two():
    game = make(you_hand=["Rack and Ruin"], opp_bf=["Darksteel Ingot", "Manalith", "Memnite"], extra=CARDS)
    ingot, manalith = find(game, "Darksteel Ingot", player=1), find(game, "Manalith", player=1)
    with pytest.raises(IllegalActionError):
        cast(game, "Rack and Ruin", manalith)  # one is too few
    with pytest.raises(IllegalActionError):
        cast(game, "Rack and Ruin", manalith, manalith)  # the same object twice
    cast(game, "Rack and Ruin", ingot, manalith)
    resolve(game)
    assert ingot in game.state.battlefield  # indestructible (702.12b)
    assert manalith not in game.state.battlefield and find(game, "Memnite", player=1) in game.state.battlefield
    assert [game.chars(o).name for o in game.state.zone("graveyard", 1)] == ["Manalith"]


def test_608_2b_a_target_gone_before_resolution_the_other_is_still_returned():
    game = make(you_hand=["Into the Void", "Shock"], opp_bf=["Grizzly Bears", "Hill Giant"], extra=CARDS)
    bears, giant = find(game, "Grizzly Bears", player=1), find(game, "Hill Giant", player=1)
    cast(game, "Into the Void", bears, giant)
    cast(game, "Shock", bears)  # in response: the Bears die first
    resolve(game)
    assert sorted(game.chars(o).name for o in game.state.zone("hand", 1)) == ["Hill Giant"]
    assert [game.chars(o).name for o in game.state.zone("graveyard", 1)] == ["Grizzly Bears"]


@pytest.mark.parametrize("text", [
    "Tap up to X target creatures.",                                # no fixed number
    "Tap up to two target creature.",                               # number and noun disagree
    "Tap up to two target creatures. Target player draws a card.",  # a second requirement: its place isn't fixed
    "Target player draws a card. Tap up to two target creatures.",
    "Return up to two target creatures to its owner's hand.",
    "Tap up to two target creatures. Put a +1/+1 counter on it.",   # which one is 'it'?
])
def test_115_3_near_misses_are_refused(text):
    face = OracleFace("Test Spell", "{2}{U}", "Instant", text)
    assert compile_card(OracleCard(face.name, (face,))).table is None
