"""Unleash (702.98a): "You may have this permanent enter with a +1/+1 counter on it. It can't
block as long as it has a +1/+1 counter on it." Rakdos Cackler compiled from its Oracle text on a
real board, through the real declare-blockers step."""

from __future__ import annotations

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from .copyhelp import cast, compiled_cards, find, make, resolve

CACKLER = OracleFace("Rakdos Cackler", "{B/R}", "Creature — Devil",
                     "Unleash (You may have this creature enter with a +1/+1 counter on it. It can't block as long as "
                     "it has a +1/+1 counter on it.)", "1", "1")
CARDS = compiled_cards(CACKLER)


def _blockers_offered(answer: str) -> tuple[object, list[str]]:
    game = make(["Swamp"], ["Rakdos Cackler"], opp_bf=["Grizzly Bears"], pool="", extra=CARDS)
    cast(game, "Rakdos Cackler")
    resolve(game, answer)
    session = Session(game)
    for c in ("next turn", "next declare_attackers", "attack Grizzly Bears", "next declare_blockers"):
        assert session.run(c).ok, c
    offered = [] if game.pending is None or game.pending.kind != "blockers" else sorted(
        {game.chars(int(o.value.split(">")[0])).name for o in game.pending.options})
    return game, offered


def test_702_98a_with_the_counter_it_can_t_block():
    game, offered = _blockers_offered("yes")
    cackler = find(game, "Rakdos Cackler")
    assert game.obj(cackler).counters.get("+1/+1") == 1 and game.chars(cackler).power == 2
    assert offered == []


def test_702_98a_near_miss_without_the_counter_it_may_block():
    game, offered = _blockers_offered("no")
    assert not game.obj(find(game, "Rakdos Cackler")).counters and offered == ["Rakdos Cackler"]
