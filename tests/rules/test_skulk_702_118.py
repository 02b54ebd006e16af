"""Skulk (702.118b): a creature with skulk can't be blocked by creatures with greater power (its
power and theirs as blockers are declared). Compiled from its keyword line, attacking through
the real declare-blockers step."""

from __future__ import annotations

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from .copyhelp import cast, compiled_cards, find, make

SKULKER = compiled_cards(OracleFace("Skulker", "{1}{B}", "Creature — Horror", "Skulk", "2", "2"))
PLAIN = compiled_cards(OracleFace("Skulker", "{1}{B}", "Creature — Horror", "Deathtouch", "2", "2"))
BLOCKERS = ["Grizzly Bears", "Hill Giant", "Birds of Paradise", "Serra Angel"]


def _offered(extra: str, pump: bool = False) -> list[str]:
    game = make(you_bf=["Skulker", "Forest"], you_hand=["Giant Growth"], opp_bf=BLOCKERS, extra=extra, pool="")
    session = Session(game)
    for c in ("next declare_attackers", "attack Skulker"):
        assert session.run(c).ok, c
    if pump:  # before blockers: the Skulker is a 5/5 as they're declared
        cast(game, "Giant Growth", find(game, "Skulker"))
        assert session.run("resolve").ok
    assert session.run("next declare_blockers").ok
    assert game.pending is not None and game.pending.kind == "blockers"
    return sorted({game.chars(int(o.value.split(">")[0])).name for o in game.pending.options})


def test_702_118b_only_creatures_with_power_no_greater_than_its_own_can_block_it():
    assert _offered(SKULKER) == ["Birds of Paradise", "Grizzly Bears"]  # power 0 and 2; not 3 nor 4


def test_702_118b_its_power_as_blockers_are_declared_counts():
    assert _offered(SKULKER, pump=True) == ["Birds of Paradise", "Grizzly Bears", "Hill Giant", "Serra Angel"]


def test_702_118b_near_miss_without_skulk_any_of_them_may_block():
    assert _offered(PLAIN) == ["Birds of Paradise", "Grizzly Bears", "Hill Giant", "Serra Angel"]
