""""Create a number of 1/1 white Soldier creature tokens equal to your devotion to white" (111.1,
700.5): the amount is counted as the ability resolves, the creature itself included. Evangel of
Heliod compiled from its Oracle text, on a real board."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.formats.save import to_toml

from ..oracle.helpers import compile_text
from .copyhelp import cast, make, resolve

EVANGEL = OracleFace("Evangel of Heliod", "{4}{W}{W}", "Creature — Human Cleric",
                     "When Evangel of Heliod enters the battlefield, create a number of 1/1 white Soldier creature "
                     "tokens equal to your devotion to white. (Each {W} in the mana costs of permanents you control "
                     "counts toward your devotion to white.)", "1", "3")


def _extra() -> str:
    result = compile_card(OracleCard(EVANGEL.name, (EVANGEL,)))
    assert result.table is not None, result.refused
    preset = to_toml({"card": [result.table, *result.tokens], "player": [{}, {}]})
    return preset[:preset.index("[[player]]")]


def test_700_5_one_soldier_per_white_symbol_among_your_permanents():
    # Evangel's {W}{W} and Savannah Lions' {W}: 3; the opponent's Serra Angel doesn't count.
    game = make(["Savannah Lions"], ["Evangel of Heliod"], opp_bf=["Serra Angel"], extra=_extra())
    cast(game, "Evangel of Heliod")
    resolve(game)
    soldiers = [o for o in game.state.battlefield if game.chars(o).name == "Soldier Token"]
    assert len(soldiers) == 3
    assert all(game.controller(o) == 0 and game.chars(o).power == 1 for o in soldiers)


@pytest.mark.parametrize("text", [
    "Create a number of 1/1 white Soldier creature token equal to your devotion to white.",  # singular
    "Create a number of 1/1 white Soldier creature tokens equal to the number of opponents you have.",
    "Create a number of 1/1 white Soldier creature tokens equal to your devotion to white and blue.",
    "Create a number of 1/1 white Soldier creature tokens.",
])
def test_111_1_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text
