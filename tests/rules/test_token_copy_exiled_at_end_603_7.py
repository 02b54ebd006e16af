""""Create a token that's a copy of target artifact. That token gains haste. Exile it at the
beginning of the next end step." (707.2, 603.7): the copy has haste and a delayed trigger exiles
it at the next end step. Cogwork Assembler compiled from its Oracle text, on a real board."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.formats.save import to_toml

from ..oracle.helpers import compile_text
from .copyhelp import activate, advance_to, find, make, resolve

COGWORK_ASSEMBLER = OracleFace("Cogwork Assembler", "{3}", "Artifact Creature — Assembly-Worker",
                               "{7}: Create a token that's a copy of target artifact. That token gains haste. Exile "
                               "it at the beginning of the next end step.", "2", "3")


def _extra() -> str:
    result = compile_card(OracleCard(COGWORK_ASSEMBLER.name, (COGWORK_ASSEMBLER,)))
    assert result.table is not None, result.refused
    preset = to_toml({"card": [result.table], "player": [{}, {}]})
    return preset[:preset.index("[[player]]")]


def _memnites(game) -> list[int]:
    return [o for o in game.state.battlefield if game.chars(o).name == "Memnite"]


def test_603_7_the_hasty_copy_is_exiled_at_the_next_end_step():
    game = make(["Cogwork Assembler", "Memnite"], extra=_extra())
    memnite = find(game, "Memnite")
    activate(game, find(game, "Cogwork Assembler"), "{7}", memnite)
    resolve(game)
    copies = [o for o in _memnites(game) if o != memnite]
    assert len(copies) == 1 and game.obj(copies[0]).kind == "token"
    assert game.chars(copies[0]).has_keyword("haste")
    advance_to(game, 4, "upkeep")
    assert _memnites(game) == [memnite]  # the token was exiled (and ceased to exist, 111.7); the original stays


@pytest.mark.parametrize("text", [
    "{7}: Create a 1/1 colorless Thopter artifact creature token. Exile it at the beginning of the next end step.",
    "{7}: Create a token that's a copy of target artifact. Exile it at the beginning of your next upkeep.",
    "{7}: Create a token that's a copy of target artifact. Exile them at the beginning of the next end step.",
])
def test_603_7_near_misses_are_refused(text):
    assert compile_text(text, type_line="Artifact").table is None, text
