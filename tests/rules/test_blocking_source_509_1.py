""""creature blocking ~" and "creature blocking or blocked by ~" (509.1): the creatures blocking
the source, and the creature the source blocks. Knight of Dusk, compiled from its Oracle text,
attacks on a real board: its ability may target only the creature blocking it. "blocking it"
stays refused ("it" may be another object), and so does "creature ~ is blocking"."""

from __future__ import annotations

import pytest

from sandbox.cards.filters import Filter
from sandbox.cards.oracle import OracleFace
from sandbox.cards.qualifiers import Subject, View
from sandbox.errors import IllegalActionError, InvalidActionError
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import activate, compiled_cards, find, make, resolve

KNIGHT = OracleFace("Knight of Dusk", "{1}{B}{B}", "Creature — Human Knight", "{B}{B}: Destroy target creature blocking "
                    "Knight of Dusk.", power="2", toughness="2")


def _blocked(game) -> None:
    session = Session(game)
    for c in ("next declare_attackers", "attack Knight of Dusk", "next declare_blockers"):
        assert session.run(c).ok, c
    assert session.run("choose Hill Giant blocks Knight of Dusk").ok
    for _ in range(6):
        if game.pending is None and game.state.step == "declare_blockers" and game.state.priority == 0:
            return
        assert session.run("choose none" if game.pending is not None else "pass").ok


def test_509_1_knight_of_dusk_destroys_the_creature_blocking_it_only():
    game = make(you_bf=["Knight of Dusk", "Swamp", "Swamp"], opp_bf=["Hill Giant", "Grizzly Bears"],
                extra=compiled_cards(KNIGHT))
    knight = find(game, "Knight of Dusk")
    giant, bears = find(game, "Hill Giant", player=1), find(game, "Grizzly Bears", player=1)
    with pytest.raises(IllegalActionError, match="isn't a legal target"):
        activate(game, knight, "{B}{B}", giant)  # nobody blocks yet
    _blocked(game)
    with pytest.raises(IllegalActionError, match="isn't a legal target"):
        activate(game, knight, "{B}{B}", bears)  # not blocking
    activate(game, knight, "{B}{B}", giant)
    resolve(game)
    assert giant not in game.state.battlefield and bears in game.state.battlefield


def test_509_1_blocking_or_blocked_by_reads_both_ways():
    game = make(you_bf=["Grizzly Bears"], opp_bf=["Hill Giant"])
    bears, giant = find(game, "Grizzly Bears"), find(game, "Hill Giant", player=1)
    either = Filter.parse("creature blocking or blocked by ~")
    only = Filter.parse("creature blocking ~")
    blocker = Subject(game.chars(giant), 1, 1, giant, blocking=True, blocking_id=bears)
    assert either.test(blocker, View(0, source_id=bears)) and only.test(blocker, View(0, source_id=bears))
    attacker = Subject(game.chars(giant), 1, 1, giant, attacking=True)
    assert either.test(attacker, View(0, source_id=bears, source_blocking=giant))  # the source blocks it
    assert not only.test(attacker, View(0, source_id=bears, source_blocking=giant))
    assert not either.test(attacker, View(0, source_id=bears))


@pytest.mark.parametrize(("text", "why"), [
    ("creature blocking it", "'it' is not understood"),
    ("creature ~ is blocking", "'~' is not understood"),
    ("creature blocking or blocked by it", "'blocked' is not understood"),
])
def test_filter_near_misses_are_refused(text, why):
    with pytest.raises(InvalidActionError, match=why):
        Filter.parse(text)


@pytest.mark.parametrize("text", [
    "{R}: This creature deals 1 damage to target creature blocking it.",
    "{B}, Sacrifice this creature: Destroy target creature this creature is blocking.",
])
def test_card_near_misses_are_refused(text):
    assert compile_text(text).table is None, text
