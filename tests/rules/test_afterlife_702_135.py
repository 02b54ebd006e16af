"""Afterlife N (702.135a): "When this permanent is put into a graveyard from the battlefield,
create N 1/1 white and black Spirit creature tokens with flying." Orzhov Enforcer and Ministrant of
Obligation compiled from their Oracle text, played through real actions."""

from __future__ import annotations

import pytest

from sandbox import Cast
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card

from .copyhelp import compiled_cards, find, make, resolve

ENFORCER = OracleFace("Orzhov Enforcer", "{1}{B}", "Creature — Human Rogue",
                      "Deathtouch\nAfterlife 1 (When this creature dies, create a 1/1 white and black Spirit creature token "
                      "with flying.)", "1", "2")
MINISTRANT = OracleFace("Ministrant of Obligation", "{2}{W}", "Creature — Human Cleric",
                        "Afterlife 2 (When this creature dies, create two 1/1 white and black Spirit creature tokens with "
                        "flying.)", "2", "1")
CARDS = compiled_cards(ENFORCER, MINISTRANT)


def _spirits(game, player=0):
    return [o for o in game.state.battlefield if game.chars(o).name == "Spirit Token" and game.controller(o) == player]


def test_702_135a_dies_and_creates_white_and_black_flying_spirits():
    game = make(["Mountain", "Mountain", "Orzhov Enforcer", "Ministrant of Obligation"], ["Lightning Bolt", "Shock"],
                pool="", extra=CARDS)
    game.perform(Cast(find(game, "Lightning Bolt", "hand"), targets=(find(game, "Orzhov Enforcer"),)))
    resolve(game)
    spirits = _spirits(game)
    assert len(spirits) == 1
    c = game.chars(spirits[0])
    assert c.colors == frozenset({"W", "B"}) and (c.power, c.toughness) == (1, 1) and c.has_keyword("flying")
    assert c.card_types == ("Creature",) and c.subtypes == ("Spirit",) and game.obj(spirits[0]).kind == "token"
    game.perform(Cast(find(game, "Shock", "hand"), targets=(find(game, "Ministrant of Obligation"),)))
    resolve(game)
    assert len(_spirits(game)) == 3  # afterlife 2
    assert sum(e.rule == "702.135a" for e in game.log) >= 3


def test_702_135a_near_miss_exiled_it_doesnt_die():
    game = make(["Plains", "Orzhov Enforcer"], ["Swords to Plowshares"], pool="", extra=CARDS)
    game.perform(Cast(find(game, "Swords to Plowshares", "hand"), targets=(find(game, "Orzhov Enforcer"),)))
    resolve(game)
    assert not _spirits(game) and not any(e.rule == "702.135a" for e in game.log)


@pytest.mark.parametrize("text", ["Afterlife", "Afterlife X", "Afterlife—Pay 2 life."])
def test_702_135_near_miss_texts_stay_refused(text):
    face = OracleFace("Test Cleric", "{1}{W}", "Creature — Human Cleric", text, "1", "1")
    assert compile_card(OracleCard(face.name, (face,))).table is None
