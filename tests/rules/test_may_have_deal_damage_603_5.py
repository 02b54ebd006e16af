""""..., you may have ~ deal 1 damage to any target" (603.5, 120.3): the same damage as "~
deals 1 damage to any target", in an optional triggered ability: its target is chosen as it goes
on the stack (603.3d), and whether to deal the damage as it resolves. Real cards compiled from
their Oracle text (Goblin Arsonist, Reclusive Artificer), on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import compiled_cards, make

GOBLIN_ARSONIST = OracleFace("Goblin Arsonist", "{R}", "Creature — Goblin Shaman",
                             "When Goblin Arsonist dies, you may have it deal 1 damage to any target.", "1", "1")
RECLUSIVE_ARTIFICER = OracleFace("Reclusive Artificer", "{2}{U}{R}", "Creature — Human Artificer",
                                 "Haste\nWhen Reclusive Artificer enters the battlefield, you may have it deal damage to "
                                 "target creature equal to the number of artifacts you control.", "2", "3")
CARDS = compiled_cards(GOBLIN_ARSONIST, RECLUSIVE_ARTIFICER)


def _run(session: Session, *commands: str) -> None:
    for c in commands:
        r = session.run(c)
        assert r.ok, (c, r.message)


@pytest.mark.parametrize("answer, life", [("yes", 19), ("no", 20)])
def test_603_5_goblin_arsonist_dies_and_you_may_have_it_deal_1_damage(answer, life):
    game = make(["Goblin Arsonist"], you_hand=["Lightning Bolt"], extra=CARDS)
    s = Session(game)
    _run(s, "cast Lightning Bolt targets Goblin Arsonist", "resolve", "choose opponent", "resolve", f"choose {answer}")
    assert game.state.players[1].life == life and game.state.players[0].life == 20


def test_603_5_reclusive_artificer_counts_your_artifacts():
    game = make(["Sol Ring", "Mind Stone", "Island", "Mountain"], you_hand=["Reclusive Artificer"],
                opp_bf=["Hill Giant"], extra=CARDS)
    s = Session(game)
    _run(s, "cast Reclusive Artificer", "resolve", "choose Hill Giant", "resolve", "choose yes")
    giant = next(o for o in game.state.battlefield if game.chars(o).name == "Hill Giant")
    assert game.obj(giant).damage == 2


@pytest.mark.parametrize("text", [
    "When Blast dies, any opponent may have it deal 4 damage to them.",
    "When Blast dies, you may have target creature deal 1 damage to any target.",
    "When Blast dies, you may have each creature deal 1 damage to any target.",
])
def test_603_5_near_misses_are_refused(text):
    assert compile_text(text, name="Blast").table is None, text
