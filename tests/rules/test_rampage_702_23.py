"""Rampage N (702.23a): "Whenever this creature becomes blocked, it gets +N/+N until end of turn for
each creature blocking it beyond the first." The bonus is counted once, as the ability resolves
(702.23b). Wolverine Pack compiled from its Oracle text, attacking on a real board through the
declare-blockers step."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.cards.parse import parse_ability
from sandbox.errors import InvalidActionError
from sandbox.script.session import Session

from .copyhelp import compiled_cards, find, make, resolve

PACK = OracleFace("Wolverine Pack", "{2}{G}{G}", "Creature — Wolverine",
                  "Rampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each creature "
                  "blocking it beyond the first.)", "2", "4")
CARDS = compiled_cards(PACK)


def _blocked_by(blockers: list[str]):
    game = make(["Wolverine Pack"], opp_bf=["Grizzly Bears", "Llanowar Elves", "Hill Giant"], extra=CARDS)
    session = Session(game)
    cmds = ["next declare_attackers", "attack Wolverine Pack", "next declare_blockers"]
    cmds += [f"block {', '.join(f'{b} blocks Wolverine Pack' for b in blockers)}" if blockers else "block none"]
    for c in cmds:
        assert session.run(c).ok, c
    return game


@pytest.mark.parametrize("blockers, pt", [
    (["Grizzly Bears"], (2, 4)),
    (["Grizzly Bears", "Llanowar Elves"], (4, 6)),
    (["Grizzly Bears", "Llanowar Elves", "Hill Giant"], (6, 8)),
])
def test_702_23a_plus_n_for_each_blocker_beyond_the_first(blockers, pt):
    game = _blocked_by(blockers)
    assert [game.chars(s).name for s in game.state.stack] == ["Wolverine Pack"]
    resolve(game)
    pack = find(game, "Wolverine Pack")
    assert (game.chars(pack).power, game.chars(pack).toughness) == pt


def test_702_23a_unblocked_nothing_triggers():
    game = _blocked_by([])
    assert not game.state.stack


@pytest.mark.parametrize("text", ["Rampage", "Rampage X", "Rampage {2}"])
def test_702_23a_near_misses_are_refused(text):
    with pytest.raises(InvalidActionError):
        parse_ability(text)
