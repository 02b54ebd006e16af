"""Devour N (702.82a): "As this object enters, you may sacrifice any number of creatures. This
permanent enters with N times that many +1/+1 counters on it." Thunder-Thrash Elder (1/1,
Devour 3) compiled from its Oracle text, cast on a real board."""

from __future__ import annotations

import pytest

from sandbox import Pass
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card

from .copyhelp import cast, compiled_cards, find, make

ELDER = OracleFace("Thunder-Thrash Elder", "{2}{R}", "Creature — Viashino Warrior",
                   "Devour 3 (As this enters, you may sacrifice any number of creatures. This creature enters with "
                   "three times that many +1/+1 counters on it.)", "1", "1")
CARDS = compiled_cards(ELDER)


def _cast_elder():
    game = make(["Grizzly Bears", "Savannah Lions", "Mountain", "Mountain", "Mountain"], ["Thunder-Thrash Elder"],
                opp_bf=["Hill Giant"], pool="", extra=CARDS)
    cast(game, "Thunder-Thrash Elder")
    for _ in range(10):
        if game.pending is not None:
            break
        game.perform(Pass())
    d = game.pending
    assert d is not None and d.rule == "702.82a" and d.min == 0
    return game, d


def _graveyard(game) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone("graveyard", 0))


def test_702_82a_three_counters_for_each_creature_sacrificed():
    game, d = _cast_elder()
    game.answer([find(game, "Grizzly Bears"), find(game, "Savannah Lions")])
    elder = find(game, "Thunder-Thrash Elder")
    assert game.obj(elder).counters.get("+1/+1") == 6 and (game.chars(elder).power, game.chars(elder).toughness) == (7, 7)
    assert _graveyard(game) == ["Grizzly Bears", "Savannah Lions"]


def test_702_82a_only_your_creatures_may_be_devoured():
    game, d = _cast_elder()
    assert sorted(o.label.split(" #")[0] for o in d.options) == ["Grizzly Bears", "Savannah Lions"]  # not lands, not theirs


def test_702_82a_near_miss_devouring_none():
    game, _ = _cast_elder()
    game.answer([])
    elder = find(game, "Thunder-Thrash Elder")
    assert not game.obj(elder).counters and game.chars(elder).power == 1 and _graveyard(game) == []
    assert len([o for o in game.state.battlefield if game.is_creature(o)]) == 4


@pytest.mark.parametrize("text", ["Devour", "Devour X", "Devour artifact 1", "Devour 0"])
def test_702_82_near_misses_refused(text):
    face = OracleFace("Test Devourer", "{2}{R}", "Creature — Viashino", text, "1", "1")
    assert compile_card(OracleCard("Test Devourer", (face,))).table is None
