"""'Return a <permanent> you control to its owner's hand' (608.2d): not targeted; the ability's
controller chooses one of theirs as it resolves (the source itself may be chosen). Azorius
Chancery and Whitemane Lion compiled from their Oracle text, on real boards; near-misses refused."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

CHANCERY = OracleFace("Azorius Chancery", "", "Land",
                      "This land enters tapped.\nWhen this land enters, return a land you control to its owner's hand.\n"
                      "{T}: Add {W}{U}.")
LION = OracleFace("Whitemane Lion", "{1}{W}", "Creature — Cat",
                  "Flash\nWhen this creature enters, return a creature you control to its owner's hand.", "2", "2")


def _names(game, zone: str, player: int = 0) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone(zone, player))


def test_608_2d_a_bounce_land_returns_the_land_its_controller_chooses():
    game = make(you_hand=["Azorius Chancery"], you_bf=["Plains", "Island"], opp_bf=["Forest"],
                extra=compiled_cards(CHANCERY), pool="")
    assert Session(game).run("play Azorius Chancery").ok
    resolve(game)
    assert game.pending is not None
    offered = sorted(game.chars(o.value).name for o in game.pending.options)
    assert offered == ["Azorius Chancery", "Island", "Plains"]  # not the opponent's Forest
    game.answer(find(game, "Island"))
    assert _names(game, "hand") == ["Island"]
    assert sorted(game.chars(o).name for o in game.state.battlefield if game.controller(o) == 0) == \
        ["Azorius Chancery", "Plains"]


def test_608_2d_the_bounce_land_may_return_itself():
    game = make(you_hand=["Azorius Chancery"], extra=compiled_cards(CHANCERY), pool="")
    assert Session(game).run("play Azorius Chancery").ok
    resolve(game, find(game, "Azorius Chancery"))
    assert _names(game, "hand") == ["Azorius Chancery"]
    assert not any(game.controller(o) == 0 for o in game.state.battlefield)


def test_608_2d_whitemane_lion_with_no_other_creature_returns_itself():
    game = make(you_hand=["Whitemane Lion"], opp_bf=["Grizzly Bears"], extra=compiled_cards(LION))
    cast(game, "Whitemane Lion")
    resolve(game)  # the spell, then the trigger: the Lion is the only creature you control
    if game.pending is not None:
        assert [game.chars(o.value).name for o in game.pending.options] == ["Whitemane Lion"]
        game.answer(game.pending.options[0].value)
    assert _names(game, "hand") == ["Whitemane Lion"]
    assert find(game, "Grizzly Bears", player=1) in game.state.battlefield


@pytest.mark.parametrize("text", [
    "When this creature enters, return a creature to its owner's hand.",               # whose choice?
    "When this creature enters, return a creature an opponent controls to its owner's hand.",
    "When this creature enters, return two creatures you control to their owner's hand.",
    "When this creature enters, return up to one creature you control to its owner's hand.",
    "When this creature enters, return a creature you control to your hand.",
])
def test_608_2d_near_misses_are_refused(text):
    face = OracleFace("Test Cat", "{1}{W}", "Creature — Cat", text, "2", "2")
    assert compile_card(OracleCard(face.name, (face,))).table is None


def test_115_1_another_target_creature_you_control_is_targeted_not_chosen_as_it_resolves():
    """"Return another target creature you control" names a target (115.1): the word "target"
    is never read as a no-op inside a permanent chosen as the effect resolves."""
    table = compile_text("Return another target creature you control to its owner's hand.", type_line="Instant").table
    assert table is not None
    assert table["effects"] == [{"bounce": {"what": "target"}}] and table["targets"] == "another creature you control"
