""""You may <action>. When you do, <effect>." (603.12): if the action was done, a reflexive
triggered ability triggers; it goes on the stack as a new object, its target chosen then, and the
players may respond to it. Real cards compiled from their Oracle text, on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

CAVALIER = OracleFace("Cavalier of Night", "{2}{B}{B}{B}", "Creature — Elemental Knight",
                      "Lifelink\nWhen this creature enters, you may sacrifice another creature. When you do, destroy "
                      "target creature an opponent controls.", "4", "5")
HELLION = OracleFace("Pyroclastic Hellion", "{4}{R}", "Creature — Hellion",
                     "When this creature enters, you may return a land you control to its owner's hand. When you do, "
                     "this creature deals 2 damage to each opponent.", "4", "4")


def _cavalier_enters(opp_bf=("Hill Giant",)):
    game = make(["Grizzly Bears"], ["Cavalier of Night"], list(opp_bf), pool="{B}{B}{B}{B}{B}",
                extra=compiled_cards(CAVALIER))
    cast(game, "Cavalier of Night")
    resolve(game)  # the creature spell resolves; its enters trigger waits for the answer
    return game


def test_603_12_the_reflexive_trigger_goes_on_the_stack_after_the_sacrifice_and_destroys_its_target():
    game = _cavalier_enters()
    game.answer("yes")  # sacrifice the only other creature
    assert find(game, "Grizzly Bears", "graveyard")
    top = game.obj(game.state.stack[-1])
    assert top.kind == "ability" and top.ability.text.startswith("When you do, destroy target creature")
    assert top.targets == [find(game, "Hill Giant", player=1)]  # chosen as it went on the stack
    resolve(game)
    assert find(game, "Hill Giant", "graveyard", player=1)


def test_603_12_declined_nothing_triggers():
    game = _cavalier_enters()
    resolve(game, "no")
    assert find(game, "Grizzly Bears") and find(game, "Hill Giant", player=1)
    assert not game.state.stack


def test_603_3d_with_no_legal_target_the_reflexive_trigger_is_removed():
    game = _cavalier_enters(opp_bf=())
    resolve(game, "yes")
    assert find(game, "Grizzly Bears", "graveyard") and not game.state.stack


def test_603_12_a_reflexive_trigger_with_no_target():
    game = make(["Mountain", "Forest"], ["Pyroclastic Hellion"], pool="{R}{R}{R}{R}{R}", extra=compiled_cards(HELLION))
    cast(game, "Pyroclastic Hellion")
    resolve(game, "yes", find(game, "Forest"))
    assert find(game, "Forest", "hand")
    assert game.state.players[1].life == 18


@pytest.mark.parametrize("text", [
    "You may sacrifice a creature. When you do, it deals 2 damage to any target.",  # which "it"?
    "You may sacrifice a creature. When you do, destroy target creature and target land.",  # two targets
    "You may tap target creature. When you do, draw a card.",  # the action's own target
    "You may sacrifice two creatures. When you do, draw a card.",  # done in part isn't told
    "You may sacrifice a creature. Whenever you do, draw a card.",
])
def test_603_12_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text
