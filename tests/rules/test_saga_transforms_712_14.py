"""A Saga's last chapter "Exile this Saga, then return it to the battlefield transformed under
your control." (714.2, 701.28a, 712.14a), read from the Oracle text of both faces of The Modern
Age // Vector Glider: chapter III exiles the Saga and returns the card back face up, a new object
(400.7) that is a 2/3 flying creature and no Saga (so nothing sacrifices it, 714.4). A card that
isn't double-faced stays in exile (712.14a). Near-misses refused: another object, no "then",
a return from a graveyard, no controller."""

from __future__ import annotations

import pytest

from sandbox import Edit
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.formats.save import to_toml

from .copyhelp import find, make, resolve

MODERN_AGE = OracleFace("The Modern Age", "{1}{U}", "Enchantment — Saga",
                        "(As this Saga enters and after your draw step, add a lore counter.)\n"
                        "I, II — Draw a card, then discard a card.\n"
                        "III — Exile this Saga, then return it to the battlefield transformed under your control.")
VECTOR_GLIDER = OracleFace("Vector Glider", "", "Enchantment Creature — Spirit", "Flying", "2", "3", color_indicator=("U",))


def _extra(card: OracleCard) -> str:
    result = compile_card(card)
    assert result.table is not None, result.refused
    return to_toml({"card": [result.table], "player": []})


def _chapter_three(game, saga: int) -> None:
    game.perform(Edit("counters", {"obj": saga, "n": 1, "kind": "lore"}))
    resolve(game)


def test_712_14a_the_modern_age_chapter_three_returns_it_as_vector_glider():
    card = OracleCard("The Modern Age // Vector Glider", (MODERN_AGE, VECTOR_GLIDER), layout="transform")
    game = make(['{ card = "The Modern Age", counters = { lore = 2 } }'], extra=_extra(card))
    saga = find(game, "The Modern Age")
    _chapter_three(game, saga)
    glider = find(game, "Vector Glider")
    assert glider != saga  # a new object (400.7)
    chars = game.chars(glider)
    assert (chars.power, chars.toughness) == (2, 3) and chars.has_keyword("flying")
    assert "Saga" not in chars.subtypes and game.controller(glider) == 0
    assert not game.state.zone("exile", 0)
    resolve(game)
    assert glider in game.state.battlefield  # not sacrificed: it's no longer a Saga (714.4)


def test_712_14a_the_front_face_alone_is_exiled_and_stays_in_exile():
    game = make(['{ card = "The Modern Age", counters = { lore = 2 } }'],
                extra=_extra(OracleCard(MODERN_AGE.name, (MODERN_AGE,))))
    _chapter_three(game, find(game, "The Modern Age"))
    assert find(game, "The Modern Age", "exile")
    assert not [o for o in game.state.battlefield if game.chars(o).name in ("The Modern Age", "Vector Glider")]


@pytest.mark.parametrize("line", [
    "III — Exile target creature you control, then return it to the battlefield transformed under your control.",
    "III — Exile this Saga. Return it to the battlefield transformed under your control.",
    "III — Return target creature card from your graveyard to the battlefield transformed under your control.",
    "III — Exile this Saga, then return it to the battlefield transformed.",
    "III — Exile this Saga, then return it to the battlefield transformed under your control tapped.",
])
def test_712_14a_near_misses_are_refused(line):
    text = "(As this Saga enters and after your draw step, add a lore counter.)\nI — Draw a card.\nII — Draw a card.\n" + line
    face = OracleFace("Test Saga", "{1}{U}", "Enchantment — Saga", text)
    assert compile_card(OracleCard(face.name, (face,))).table is None
