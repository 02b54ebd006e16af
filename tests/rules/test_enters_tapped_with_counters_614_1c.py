""""~ enters tapped with two charge counters on it" (614.1c, 122.6): one replacement, the land is
tapped and has its counters as it enters; "{T}, Remove a charge counter" then pays for mana.
Vivid Crag compiled from its Oracle text, on a real board."""

from __future__ import annotations

import pytest

from sandbox import Activate, PlayLand
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.errors import IllegalActionError
from sandbox.formats.save import to_toml

from ..oracle.helpers import compile_text
from .copyhelp import ability_index, advance_to, find, hand, make

VIVID_CRAG = OracleFace("Vivid Crag", "", "Land",
                        "Vivid Crag enters the battlefield tapped with two charge counters on it.\n{T}: Add {R}.\n"
                        "{T}, Remove a charge counter from Vivid Crag: Add one mana of any color.")


def _extra() -> str:
    result = compile_card(OracleCard(VIVID_CRAG.name, (VIVID_CRAG,)))
    assert result.table is not None, result.refused
    preset = to_toml({"card": [result.table], "player": [{}, {}]})
    return preset[:preset.index("[[player]]")]


def _any_color(game, crag: int) -> None:
    game.perform(Activate(crag, ability_index(game, crag, "{T}, Remove a charge counter")))
    if game.pending is not None:
        game.answer("G")


def test_614_1c_it_enters_tapped_with_two_charge_counters_then_spends_them():
    game = make([], ["Vivid Crag"], pool="", extra=_extra())
    game.perform(PlayLand(hand(game, "Vivid Crag")))
    crag = find(game, "Vivid Crag")
    assert game.obj(crag).tapped
    assert game.obj(crag).counters.get("charge") == 2
    with pytest.raises(IllegalActionError):  # tapped: {T} can't be paid this turn
        _any_color(game, crag)
    advance_to(game, 5, "main1")
    _any_color(game, crag)
    assert game.obj(crag).counters.get("charge") == 1
    assert "{G}" in str(game.state.players[0].pool)


@pytest.mark.parametrize("text", [
    "Test Card enters tapped with two stun counters on it.",  # 122.1d
    "Test Card enters tapped with two charge counters.",
    "Test Card enters tapped with two charge counters on it unless you control a Mountain.",
    "Each land enters tapped with a charge counter on it.",
])
def test_614_1c_near_misses_are_refused(text):
    assert compile_text(text, type_line="Land").table is None, text
