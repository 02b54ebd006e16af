""""You may <action>. If you do, ..." (608.2d) on real boards: the rest happens only when the
action was done; an action that couldn't be done (no card to discard) does nothing more."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from ..rules.copyhelp import cast, compiled_cards, find, make, resolve

LOOTER = OracleFace("Looter", "{1}{U}", "Creature — Human", "When this creature enters, you may discard a card. "
                    "If you do, draw a card.", "1", "1")


def _enter(hand, answers):
    game = make(you_hand=["Looter", *hand], library=["Island"] * 5, extra=compiled_cards(LOOTER))
    cast(game, "Looter")
    resolve(game, *answers)
    return game


def test_608_2d_you_may_discard_then_draw_when_you_did():
    game = _enter(["Forest"], ["yes"])
    assert [game.chars(o).name for o in game.state.zones["graveyard:0"]] == ["Forest"]
    assert [game.chars(o).name for o in game.state.zones["hand:0"]] == ["Island"]


def test_608_2d_nothing_to_discard_so_nothing_is_drawn():
    game = _enter([], ["yes"])
    assert game.state.zones["hand:0"] == [] and len(game.state.zones["library:0"]) == 5
    assert any("couldn't be done" in e.text for e in game.log)


def test_608_2d_choosing_not_to_does_nothing():
    game = _enter(["Forest"], ["no"])
    assert [game.chars(o).name for o in game.state.zones["hand:0"]] == ["Forest"]


def test_701_21a_you_may_sacrifice_another_creature_if_you_do_counters():
    extra = compiled_cards(OracleFace("Eater", "{1}{B}", "Creature — Horror", "When this creature enters, you may sacrifice "
                                      "another creature. If you do, put two +1/+1 counters on this creature.", "1", "1"))
    game = make(you_bf=["Grizzly Bears"], you_hand=["Eater"], extra=extra)
    cast(game, "Eater")
    resolve(game, "yes", find(game, "Grizzly Bears"))
    eater = next(o for o in game.state.battlefield if game.chars(o).name == "Eater")
    assert game.obj(eater).counters == {"+1/+1": 2}
    assert [game.chars(o).name for o in game.state.zones["graveyard:0"]] == ["Grizzly Bears"]


@pytest.mark.parametrize("text", [
    "When this creature enters, you may gain 3 life. If you do, draw a card.",
    "When this creature enters, you may discard two cards. If you do, draw three cards.",
    "When this creature enters, you may discard a card. If you don't, draw a card.",
    "When this creature enters, you may discard a card. If you do, draw a card. Otherwise, you lose 2 life.",
])
def test_608_2d_may_do_near_misses_are_refused(text):
    assert compile_text(text).table is None, text
