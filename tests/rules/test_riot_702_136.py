"""Riot (702.136a): "You may have this permanent enter with an additional +1/+1 counter on it. If
you don't, it gains haste." Its controller chooses as it enters. Zhur-Taa Goblin compiled from its
Oracle text, cast on a real board both ways."""

from __future__ import annotations

from sandbox.cards.oracle import OracleFace

from .copyhelp import cast, compiled_cards, find, make, resolve

GOBLIN = OracleFace("Zhur-Taa Goblin", "{R}{G}", "Creature — Goblin Berserker",
                    "Riot (This creature enters with your choice of a +1/+1 counter or haste.)", "2", "2")
CARDS = compiled_cards(GOBLIN)


def _cast(answer: str):
    game = make(["Mountain", "Forest"], ["Zhur-Taa Goblin"], pool="", extra=CARDS)
    cast(game, "Zhur-Taa Goblin")
    resolve(game, answer)
    return game, find(game, "Zhur-Taa Goblin")


def test_702_136a_a_counter_and_no_haste():
    game, goblin = _cast("counter")
    c = game.chars(goblin)
    assert game.obj(goblin).counters.get("+1/+1") == 1 and (c.power, c.toughness) == (3, 3)
    assert not c.has_keyword("haste")


def test_702_136a_or_haste_and_no_counter():
    game, goblin = _cast("haste")
    c = game.chars(goblin)
    assert not game.obj(goblin).counters and (c.power, c.toughness) == (2, 2) and c.has_keyword("haste")
    assert game.pending is None and any(e.rule == "702.136a" for e in game.log)
