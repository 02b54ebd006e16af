"""Outlast (702.107a): "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a
sorcery." Ainok Bond-Kin compiled from its Oracle text on real boards (its static ability gives
first strike to each creature you control with a +1/+1 counter)."""

from __future__ import annotations

import pytest

from sandbox import Activate
from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError

from .copyhelp import compiled_cards, find, make, resolve

BOND_KIN = OracleFace("Ainok Bond-Kin", "{1}{W}", "Creature — Dog Soldier",
                      "Outlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)\n"
                      "Each creature you control with a +1/+1 counter on it has first strike.", "2", "1")
CARDS = compiled_cards(BOND_KIN)


def test_702_107a_tap_and_pay_a_counter_on_it():
    game = make(["Ainok Bond-Kin", "Plains", "Plains"], pool="", extra=CARDS)
    kin = find(game, "Ainok Bond-Kin")
    assert not game.chars(kin).has_keyword("first strike")
    game.perform(Activate(kin, 0))
    resolve(game)
    assert game.obj(kin).tapped and game.obj(kin).counters.get("+1/+1") == 1
    assert game.chars(kin).has_keyword("first strike") and game.chars(kin).power == 3


def test_702_107a_near_miss_only_as_a_sorcery_and_not_when_summoning_sick():
    game = make(["Ainok Bond-Kin", "Plains", "Plains"], pool="", extra=CARDS, step="upkeep")
    kin = find(game, "Ainok Bond-Kin")
    assert Activate(kin, 0) not in game.legal_actions()
    with pytest.raises(IllegalActionError, match="sorcery"):
        game.perform(Activate(kin, 0))
    fresh = make(["Plains", "Plains"], ["Ainok Bond-Kin"], pool="{W}{W}", extra=CARDS)
    from .copyhelp import cast
    cast(fresh, "Ainok Bond-Kin")
    resolve(fresh)
    with pytest.raises(IllegalActionError, match="302.6"):
        fresh.perform(Activate(find(fresh, "Ainok Bond-Kin"), 0))
