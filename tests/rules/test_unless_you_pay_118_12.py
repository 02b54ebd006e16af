"""'<effect> unless you pay {N}' (118.12): the ability's controller decides as it resolves whether
to pay; the effect happens only if they don't (and it can't be paid without the mana). Phantasmal
Forces' upkeep trigger and Rupture Spire's enters trigger compiled from their Oracle text, on real
boards; near-misses refused."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.script.session import Session

from .copyhelp import compiled_cards, find, make

FORCES = OracleFace("Phantasmal Forces", "{3}{U}", "Creature — Illusion",
                    "Flying\nAt the beginning of your upkeep, sacrifice Phantasmal Forces unless you pay {U}.", "4", "1")
SPIRE = OracleFace("Rupture Spire", "", "Land",
                   "This land enters tapped.\nWhen this land enters, sacrifice it unless you pay {1}.\n"
                   "{T}: Add one mana of any color.")


def _run(game, *commands: str) -> None:
    session = Session(game)
    for c in commands:
        result = session.run(c)
        assert result.ok, (c, result.message)


def _at_my_next_upkeep(lands: list[str]):
    game = make(you_bf=["Phantasmal Forces", *lands], extra=compiled_cards(FORCES), pool="")
    _run(game, "next turn", "next turn")
    assert game.state.active == 0 and game.state.step == "upkeep"
    assert [game.chars(s).name for s in game.state.stack] == ["Phantasmal Forces"]
    _run(game, "resolve")
    return game


def _where(game, name: str) -> str:
    if any(game.chars(o).name == name for o in game.state.battlefield):
        return "battlefield"
    return "graveyard" if any(game.chars(o).name == name for o in game.state.zone("graveyard", 0)) else "?"


def test_118_12_paying_keeps_phantasmal_forces_and_spends_the_mana():
    game = _at_my_next_upkeep(["Island"])
    assert game.pending is not None and {o.value for o in game.pending.options} == {"yes", "no"}
    _run(game, "choose yes")
    assert _where(game, "Phantasmal Forces") == "battlefield"
    assert game.obj(find(game, "Island")).tapped


def test_118_12_not_paying_sacrifices_it():
    game = _at_my_next_upkeep(["Island"])
    _run(game, "choose no")
    assert _where(game, "Phantasmal Forces") == "graveyard"
    assert not game.obj(find(game, "Island")).tapped


def test_118_12_without_blue_mana_it_cant_be_paid_and_is_sacrificed():
    game = _at_my_next_upkeep(["Mountain", "Mountain"])
    if game.pending is not None:  # only "don't pay" is offered
        assert [o.value for o in game.pending.options] == ["no"]
        _run(game, "choose no")
    assert _where(game, "Phantasmal Forces") == "graveyard"
    assert not any(game.obj(o).tapped for o in game.state.battlefield)


def test_118_12_rupture_spire_is_sacrificed_as_it_enters_unless_you_pay_1():
    game = make(you_hand=["Rupture Spire"], you_bf=["Forest"], extra=compiled_cards(SPIRE), pool="")
    _run(game, "play Rupture Spire", "resolve", "choose yes")
    spire = find(game, "Rupture Spire")
    assert spire in game.state.battlefield and game.obj(spire).tapped and game.obj(find(game, "Forest")).tapped
    game = make(you_hand=["Rupture Spire"], you_bf=["Forest"], extra=compiled_cards(SPIRE), pool="")
    _run(game, "play Rupture Spire", "resolve", "choose no")
    assert _where(game, "Rupture Spire") == "graveyard"


@pytest.mark.parametrize("text", [
    "At the beginning of your upkeep, sacrifice ~ unless you pay {X}.",              # X is nothing here
    "At the beginning of your upkeep, sacrifice ~ unless you pay 2 life.",           # life, not mana
    "At the beginning of your upkeep, sacrifice ~ unless you pay {1} for each card in your hand.",
    "At the beginning of your upkeep, tap ~ and sacrifice a land unless you pay {2}.",   # which part?
    "At the beginning of your upkeep, put a +1/+1 counter on ~, then sacrifice ~ unless you pay {1}.",
    "At the beginning of your upkeep, sacrifice ~ unless you pay {U} or {B}.",
])
def test_118_12_near_misses_are_refused(text):
    face = OracleFace("Test Illusion", "{3}{U}", "Creature — Illusion", text, "4", "1")
    assert compile_card(OracleCard(face.name, (face,))).table is None
