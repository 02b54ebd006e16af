""""Creatures with power less than ~'s power can't block it." (509.1b) and Champion of Lambholt's
"... can't block creatures you control": a restriction on each blocker, its power compared with
the source's power as blockers are declared (a pumped source shuts out more blockers). Compiled
from Oracle text, through the real declare-blockers step; near-misses stay refused."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

WOLF = OracleFace("Wandering Wolf", "{1}{G}", "Creature — Wolf",
                  "Creatures with power less than Wandering Wolf's power can't block it.", "2", "1")
CHAMPION = OracleFace("Champion of Lambholt", "{1}{G}{G}", "Creature — Human Warrior",
                      "Creatures with power less than Champion of Lambholt's power can't block creatures you control.\n"
                      "Whenever another creature enters the battlefield under your control, put a +1/+1 counter on "
                      "Champion of Lambholt.", "1", "1")
CARDS = compiled_cards(WOLF, CHAMPION)


def _blocks(game, *attackers: str) -> set[tuple[str, str]]:
    """The blocks the defending player is offered after these attack."""
    session = Session(game)
    for c in ("next declare_attackers", f"attack {', '.join(attackers)}", "next declare_blockers"):
        assert session.run(c).ok, c
    if game.pending is None:
        return set()
    assert game.pending.kind == "blockers"
    pairs = [o.value.partition(">") for o in game.pending.options]
    return {(game.chars(int(b)).name, game.chars(int(a)).name) for b, _, a in pairs}


def test_509_1b_a_creature_with_less_power_cant_block_the_wolf():
    game = make(["Wandering Wolf"], opp_bf=["Llanowar Elves", "Grizzly Bears", "Hill Giant"], extra=CARDS)
    assert _blocks(game, "Wandering Wolf") == {("Grizzly Bears", "Wandering Wolf"), ("Hill Giant", "Wandering Wolf")}


def test_509_1b_the_power_is_compared_as_blockers_are_declared():
    game = make(["Wandering Wolf"], ["Giant Growth"], opp_bf=["Llanowar Elves", "Grizzly Bears", "Hill Giant"], extra=CARDS)
    cast(game, "Giant Growth", find(game, "Wandering Wolf"))
    resolve(game)  # 5/4: no creature of theirs has power 5 or more
    assert _blocks(game, "Wandering Wolf") == set()


def test_509_1b_champion_of_lambholt_compares_with_its_own_power_for_each_of_your_creatures():
    game = make(['{ card = "Champion of Lambholt", counters = { "+1/+1" = 2 } }', "Grizzly Bears"],
                opp_bf=["Grizzly Bears", "Hill Giant"], extra=CARDS)
    offered = _blocks(game, "Champion of Lambholt", "Grizzly Bears")
    assert offered == {("Hill Giant", "Champion of Lambholt"), ("Hill Giant", "Grizzly Bears")}  # 2 < 3: their Bears can't


@pytest.mark.parametrize("text", [
    "Creatures with power less than Wandering Wolf's power can't block it this turn.",
    "Creatures with power less than Wandering Wolf's power can't block.",
    "Creatures with power less than or equal to Wandering Wolf's power can't block it.",
    "Creatures with power greater than Wandering Wolf's power can't block it.",
    "Creatures with toughness less than Wandering Wolf's power can't block it.",
    "Creatures with power less than Wandering Wolf's power can't block target creature.",
])
def test_509_1b_near_misses_are_refused(text):
    assert compile_text(text, name="Wandering Wolf", type_line="Creature — Wolf").table is None, text
