""""Create a tapped 4/4 ... token" (111.1, 110.5): the token enters the battlefield tapped.
Crash the Party compiled from its Oracle text, on a real board."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.formats.save import to_toml

from ..oracle.helpers import compile_text
from .copyhelp import cast, make, resolve

CRASH_THE_PARTY = OracleFace("Crash the Party", "{4}{G}", "Instant",
                             "Create a tapped 4/4 green Rhino Warrior creature token for each tapped creature you "
                             "control.")


def _extra() -> str:
    result = compile_card(OracleCard(CRASH_THE_PARTY.name, (CRASH_THE_PARTY,)))
    assert result.table is not None, result.refused
    preset = to_toml({"card": [result.table, *result.tokens], "player": [{}, {}]})
    return preset[:preset.index("[[player]]")]


def test_111_1_one_tapped_rhino_for_each_tapped_creature_you_control():
    tapped_bears = '{ card = "Grizzly Bears", tapped = true }'
    game = make([tapped_bears, tapped_bears, "Llanowar Elves"], ["Crash the Party"],
                opp_bf=['{ card = "Grizzly Bears", tapped = true }'], extra=_extra())
    cast(game, "Crash the Party")
    resolve(game)
    rhinos = [o for o in game.state.battlefield if game.chars(o).name == "Rhino Warrior Token"]
    assert len(rhinos) == 2  # my two tapped Bears; not my untapped Elves, not the opponent's Bears
    assert all(game.obj(r).tapped and game.controller(r) == 0 for r in rhinos)
    assert game.chars(rhinos[0]).power == 4


@pytest.mark.parametrize("text", [
    "Create a tapped and attacking 4/4 green Rhino Warrior creature token.",  # 508.4: not read yet
    "Create a 4/4 green Rhino Warrior creature token tapped.",
    "Create an untapped 4/4 green Rhino Warrior creature token.",
])
def test_111_1_near_misses_are_refused(text):
    assert compile_text(text, type_line="Instant").table is None, text
