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


# "You may sacrifice it. If you do, <something with a target>": the "it" is said before any target
# is named, so it is the trigger's own object, not the target (Thalakos Deceiver, Greenwarden of
# Murasa and Necrite were read as sacrificing or exiling their target): refused until "it" is
# tracked by position. An "if it was kicked" condition before the target isn't such an "it".
@pytest.mark.parametrize(("name", "type_line", "text"), [
    ("Thalakos Deceiver", "Creature — Human Wizard",
     "Whenever Thalakos Deceiver attacks and isn't blocked, you may sacrifice it. If you do, gain control of target creature."),
    ("Greenwarden of Murasa", "Creature — Elemental",
     "When Greenwarden of Murasa dies, you may exile it. If you do, return target card from your graveyard to your hand."),
    ("Necrite", "Creature — Thrull", "Whenever Necrite attacks and isn't blocked, you may sacrifice it. If you do, "
                                    "destroy target creature an opponent controls. It can't be regenerated."),
])
def test_608_2d_an_it_before_the_target_is_not_the_target(name, type_line, text):
    result = compile_text(text, name=name, type_line=type_line)
    assert result.table is None
    assert "before the target is named" in " ".join(result.refused)


def test_608_2d_an_if_it_was_kicked_condition_doesn_t_stop_it_naming_the_target():
    text = ("When this creature enters, if it was kicked, gain control of target creature until end of turn. "
            "Untap that creature. It gains haste until end of turn.")
    result = compile_text("Kicker {2}{R}\n" + text, type_line="Creature — Human Warrior")
    assert result.table is not None, result.refused
    trigger = result.table["abilities"][1]["triggered"]
    assert trigger["condition"] == "it was kicked"
    assert trigger["effects"][2] == {"become": {"on": "target", "abilities": ["Haste"], "until": "end_of_turn"}}
