""""~ must be blocked if able." (509.1c): one requirement on the defending player, obeyed when one
or more creatures block it, as far as the restrictions allow; with Lure's requirements the most
that can be obeyed together must be. Gaea's Protector compiled from its Oracle text, through the
real declare-blockers step; a declaration that obeys fewer is refused and changes nothing."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError

from ..oracle.helpers import compile_text
from .copyhelp import block, compiled_cards, find, make, to_blockers

PROTECTOR = OracleFace("Gaea's Protector", "{3}{G}", "Creature — Elemental Warrior",
                       "Gaea's Protector must be blocked if able.", "4", "2")
UNICORN = OracleFace("Prized Unicorn", "{3}{G}", "Creature — Unicorn", "All creatures able to block Prized Unicorn do so.", "2", "2")
CARDS = compiled_cards(PROTECTOR, UNICORN)



def test_509_1c_no_block_is_refused_one_blocker_is_enough():
    game = make(["Gaea's Protector"], opp_bf=["Llanowar Elves", "Grizzly Bears"], extra=CARDS)
    to_blockers(game, "Gaea's Protector")
    before = game.state.version
    with pytest.raises(IllegalActionError, match="must be blocked if able"):
        block(game)
    assert game.state.version == before
    block(game, ("Grizzly Bears", "Gaea's Protector"))  # the Elves needn't block too
    assert game.obj(find(game, "Grizzly Bears", player=1)).blocking == find(game, "Gaea's Protector")
    assert game.obj(find(game, "Llanowar Elves", player=1)).blocking is None


def test_509_1c_blocking_the_other_attacker_instead_is_refused():
    game = make(["Gaea's Protector", "Savannah Lions"], opp_bf=["Grizzly Bears"], extra=CARDS)
    to_blockers(game, "Gaea's Protector", "Savannah Lions")
    with pytest.raises(IllegalActionError, match="509.1c"):
        block(game, ("Grizzly Bears", "Savannah Lions"))
    block(game, ("Grizzly Bears", "Gaea's Protector"))


def test_509_1c_no_creature_able_to_block_no_requirement():
    game = make(["Gaea's Protector"], opp_bf=['{ card = "Grizzly Bears", tapped = true }', "Llanowar Elves"], extra=CARDS)
    to_blockers(game, "Gaea's Protector")
    block(game, ("Llanowar Elves", "Gaea's Protector"))
    game = make(["Gaea's Protector", "Savannah Lions"], opp_bf=["Llanowar Elves"], extra=CARDS)
    to_blockers(game, "Savannah Lions")
    block(game)  # the Protector isn't attacking


def test_509_1c_with_lure_the_most_requirements_are_obeyed():
    """One blocker, the Unicorn (its requirement: this creature blocks it) and the Protector (it is
    blocked): either block obeys one requirement, so either is legal; none obeys none."""
    game = make(["Gaea's Protector", "Prized Unicorn"], opp_bf=["Grizzly Bears"], extra=CARDS)
    to_blockers(game, "Gaea's Protector", "Prized Unicorn")
    with pytest.raises(IllegalActionError, match="509.1c"):
        block(game)
    block(game, ("Grizzly Bears", "Gaea's Protector"))
    # two blockers: both on the Unicorn obey two, one on each obeys two; both on the Protector one
    game = make(["Gaea's Protector", "Prized Unicorn"], opp_bf=["Grizzly Bears", "Llanowar Elves"], extra=CARDS)
    to_blockers(game, "Gaea's Protector", "Prized Unicorn")
    with pytest.raises(IllegalActionError, match="509.1c"):
        block(game, ("Grizzly Bears", "Gaea's Protector"), ("Llanowar Elves", "Gaea's Protector"))
    block(game, ("Grizzly Bears", "Prized Unicorn"), ("Llanowar Elves", "Gaea's Protector"))
    game = make(["Gaea's Protector", "Prized Unicorn"], opp_bf=["Grizzly Bears", "Llanowar Elves"], extra=CARDS)
    to_blockers(game, "Gaea's Protector", "Prized Unicorn")
    block(game, ("Grizzly Bears", "Prized Unicorn"), ("Llanowar Elves", "Prized Unicorn"))


@pytest.mark.parametrize("text", [
    "Gaea's Protector must be blocked by two or more creatures if able.",
    "Gaea's Protector must be blocked this turn if able.",
    "Creatures you control must be blocked if able.",
    "Gaea's Protector must be blocked.",
    "Target creature must be blocked if able.",
])
def test_509_1c_near_misses_are_refused(text):
    assert compile_text(text, name="Gaea's Protector", type_line="Creature — Elemental Warrior").table is None, text
