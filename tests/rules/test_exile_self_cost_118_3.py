"""The cost part "Exile ~" (118.3, 406.1): the permanent whose ability it is is exiled as the cost
is paid, after its targets are chosen (601.2c before 601.2h, through 602.2b); it doesn't die and
it can't be exiled twice. Brittle Effigy and Hanged Executioner compiled from their Oracle text."""

from __future__ import annotations

import pytest

from sandbox.cards.model import Cost
from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError, InvalidActionError

from ..oracle.helpers import compile_text
from .copyhelp import activate, compiled_cards, find, make, resolve

EFFIGY = OracleFace("Brittle Effigy", "{1}", "Artifact", "{4}, {T}, Exile Brittle Effigy: Exile target creature.")
EXECUTIONER = OracleFace("Hanged Executioner", "{2}{W}", "Creature — Spirit",
                         "Flying\nWhen Hanged Executioner enters the battlefield, create a 1/1 white Spirit creature token "
                         "with flying.\n{3}{W}, Exile Hanged Executioner: Exile target creature.", "1", "1")
CARDS = compiled_cards(EFFIGY, EXECUTIONER)


def test_118_3_exile_self_cost_then_the_effect():
    game = make(you_bf=["Brittle Effigy"], opp_bf=["Grizzly Bears"], extra=CARDS)
    effigy = find(game, "Brittle Effigy")
    activate(game, effigy, "{4}, {T}", find(game, "Grizzly Bears"))
    assert find(game, "Brittle Effigy", "exile", player=0)  # paid before the ability resolves
    assert [game.chars(s).name for s in game.state.stack] == ["Brittle Effigy"]
    resolve(game)
    assert find(game, "Grizzly Bears", "exile", player=1)
    assert not game.state.zone("graveyard", 0)


def test_118_3_a_creature_exiling_itself_doesnt_die_and_can_target_itself_only_before_paying():
    game = make(you_bf=["Hanged Executioner"], opp_bf=["Grizzly Bears"], extra=CARDS)
    exe = find(game, "Hanged Executioner")
    activate(game, exe, "{3}{W}", exe)  # it may be its own target: the target is chosen first (601.2c)
    resolve(game)
    assert find(game, "Hanged Executioner", "exile", player=0) and find(game, "Grizzly Bears", player=1)


def test_118_3_tapped_effigy_cant_pay():
    game = make(you_bf=['{ card = "Brittle Effigy", tapped = true }'], opp_bf=["Grizzly Bears"], extra=CARDS)
    with pytest.raises(IllegalActionError):
        activate(game, find(game, "Brittle Effigy"), "{4}, {T}", find(game, "Grizzly Bears"))
    assert find(game, "Brittle Effigy")


@pytest.mark.parametrize("text", [
    "{T}, Exile ~ from your graveyard: Draw a card.",
    "Exile ~ and another artifact: Draw a card.",
    "{T}, Exile target artifact: Draw a card.",
    "{T}, Exile ~: Add {C}{C}{C}.",
])
def test_118_3_near_misses_are_refused(text):
    assert compile_text(text, type_line="Artifact", name="~").table is None, text


def test_118_3_exile_self_cost_part():
    assert Cost.parse("{T}, Exile ~").exile_self and not Cost.parse("{T}, Exile ~").exile
    with pytest.raises(InvalidActionError):
        Cost.parse("Exile ~ from your hand")
