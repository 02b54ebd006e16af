"""Tokens with a quoted ability (111.4, 113.1a): "Create two 1/1 ... tokens. They have "Sacrifice
this creature: Add {C}."" and "... token with "When this creature dies, ..."": the ability is the
token's own, "this creature" in it is the token. "It has" goes with one token, "They have" with
more; a quote naming the card that creates the token (201.5) and two different tokens of one name
on a card are refused. Real cards compiled from their Oracle text, on real boards."""

from __future__ import annotations

import pytest

from sandbox import Activate
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.formats.save import to_toml

from ..oracle.helpers import compile_text
from .copyhelp import ability_index, cast, find, make, resolve

CALL_THE_SCIONS = OracleFace("Call the Scions", "{2}", "Sorcery — Eldrazi",
                             "Devoid (This card has no color.)\nCreate two 1/1 colorless Eldrazi Scion creature "
                             "tokens. They have \"Sacrifice this creature: Add {C}.\"")
DANCE_WITH_DEVILS = OracleFace("Dance with Devils", "{3}{R}", "Instant",
                               "Create two 1/1 red Devil creature tokens. They have \"When this creature dies, it "
                               "deals 1 damage to any target.\"")
PEST_SUMMONING = OracleFace("Pest Summoning", "{B/G}{B/G}", "Sorcery — Lesson",
                            "Create two 1/1 black and green Pest creature tokens with \"When this creature dies, "
                            "you gain 1 life.\"")


def _extra(*faces) -> str:
    tables = []
    for face in faces:
        result = compile_card(OracleCard(face.name, (face,)))
        assert result.table is not None, result.refused
        tables += [result.table, *result.tokens]
    preset = to_toml({"card": tables, "player": [{}, {}]})
    return preset[:preset.index("[[player]]")]


def _named(game, name: str) -> list[int]:
    return [o for o in game.state.battlefield if game.chars(o).name == name]


def test_111_4_scions_sacrifice_themselves_for_colorless_mana():
    game = make(["Wastes", "Wastes"], ["Call the Scions"], extra=_extra(CALL_THE_SCIONS))
    cast(game, "Call the Scions")
    resolve(game)
    scions = _named(game, "Eldrazi Scion Token")
    assert len(scions) == 2 and all(game.chars(s).power == 1 for s in scions)
    before = str(game.state.players[0].pool).count("{C}")
    game.perform(Activate(scions[0], ability_index(game, scions[0], "Sacrifice this creature")))
    assert str(game.state.players[0].pool).count("{C}") == before + 1  # 605.3a: a mana ability, no stack
    assert _named(game, "Eldrazi Scion Token") == [scions[1]]  # it sacrificed itself, not the other
    assert not game.state.stack


def test_111_4_a_devil_that_dies_deals_1_damage():
    game = make(["Mountain"] * 5, ["Dance with Devils", "Lightning Bolt"], extra=_extra(DANCE_WITH_DEVILS))
    cast(game, "Dance with Devils")
    resolve(game)
    devils = _named(game, "Devil Token")
    assert len(devils) == 2
    life = game.state.players[1].life
    cast(game, "Lightning Bolt", devils[0])
    resolve(game, "p1")  # the dies trigger's target: the opponent
    assert len(_named(game, "Devil Token")) == 1
    assert game.state.players[1].life == life - 1


def test_111_4_a_pest_that_dies_gains_its_controller_1_life():
    game = make([], ["Pest Summoning", "Lightning Bolt"], extra=_extra(PEST_SUMMONING))
    cast(game, "Pest Summoning")
    resolve(game)
    pests = _named(game, "Pest Token")
    assert len(pests) == 2
    life = game.state.players[0].life
    cast(game, "Lightning Bolt", pests[0])
    resolve(game)
    assert _named(game, "Pest Token") == [pests[1]]
    assert game.state.players[0].life == life + 1  # the Pest's own ability, for its controller
    assert find(game, "Pest Summoning", "graveyard")


@pytest.mark.parametrize("text", [
    # "It has" after two tokens, "They have" after one
    'Create two 1/1 colorless Eldrazi Scion creature tokens. It has "Sacrifice this creature: Add {C}."',
    'Create a 1/1 colorless Eldrazi Scion creature token. They have "Sacrifice this creature: Add {C}."',
    # the card's own name in the token's ability is the card, not the token (201.5)
    'Create a 1/1 green Wolf creature token. It has "This creature gets +1/+1 for each card named Test Card in '
    'each graveyard."',
    # an ability the compiler doesn't know
    'Create a 1/1 red Devil creature token with "When this creature dies, it frobnicates."',
    # two different Ooze tokens on one card can't be told apart by name
    'Create two 2/2 green Ooze creature tokens. They have "When this creature dies, create two 1/1 green Ooze '
    'creature tokens."',
])
def test_111_4_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text
