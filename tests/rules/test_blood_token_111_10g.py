"""Blood tokens (111.10g): "Create a Blood token" makes the predefined colorless Blood artifact
token with "{1}, {T}, Discard a card, Sacrifice this token: Draw a card." Real cards compiled from
their Oracle text, on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.errors import IllegalActionError
from sandbox.formats.save import to_toml

from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, find, hand, make, resolve

FALKENRATH_CELEBRANTS = OracleFace(
    "Falkenrath Celebrants", "{4}{R}{R}", "Creature — Vampire",
    "Menace (This creature can't be blocked except by two or more creatures.)\n"
    "When Falkenrath Celebrants enters the battlefield, create two Blood tokens. (They're artifacts with "
    "\"{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.\")", "4", "4")


def _extra() -> str:
    result = compile_card(OracleCard(FALKENRATH_CELEBRANTS.name, (FALKENRATH_CELEBRANTS,)))
    assert result.table is not None, result.refused
    preset = to_toml({"card": [result.table], "player": [{}, {}]})
    return preset[:preset.index("[[player]]")]


def _bloods(game) -> list[int]:
    return [o for o in game.state.battlefield if game.chars(o).name == "Blood"]


def test_111_10g_two_blood_tokens_rummage_a_card():
    game = make(["Mountain"] * 7, ["Falkenrath Celebrants", "Grizzly Bears"], library=["Island"] * 5,
                extra=_extra())
    cast(game, "Falkenrath Celebrants")
    resolve(game)
    bloods = _bloods(game)
    assert len(bloods) == 2
    blood = bloods[0]
    assert game.chars(blood).card_types == ("Artifact",) and not game.chars(blood).colors
    assert game.obj(blood).kind == "token"
    bears = hand(game, "Grizzly Bears")
    activate(game, blood, "{1}, {T}, Discard a card")
    resolve(game, bears)  # the only card in hand: discarded as the cost is paid (601.2h)
    assert find(game, "Grizzly Bears", "graveyard")  # the discarded card
    assert [game.chars(o).name for o in game.state.zone("hand", 0)] == ["Island"]  # the card drawn
    assert len(_bloods(game)) == 1  # the sacrificed token


def test_111_10g_no_card_to_discard_no_activation():
    game = make(["Mountain"] * 7, ["Falkenrath Celebrants"], extra=_extra())
    cast(game, "Falkenrath Celebrants")
    resolve(game)
    with pytest.raises(IllegalActionError):  # 118.3: the discard can't be paid from an empty hand
        activate(game, _bloods(game)[0], "{1}, {T}, Discard a card")


@pytest.mark.parametrize("text", [
    "Create a Blood token for each opponent you have.",
    "Create a Blood creature token.",
    "Create a Blood token with flying.",
    "Create a blood token.",  # a predefined token is named with a capital letter (111.10)
    "Create a Bloodline token.",
])
def test_111_10g_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text
