""""A. Then B." is read as "A, then B." (608.2c: the instructions are followed in the order
written): the same effects, in the same order; a "Then" that starts anything but an effect
(a condition, a trigger) is still refused."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card


def _table(text: str, type_line: str = "Sorcery") -> dict | None:
    return compile_card(OracleCard("Then Test", (OracleFace("Then Test", "{1}", type_line, text),))).table


@pytest.mark.parametrize(("sentences", "comma"), [
    ("Return all creature cards from your graveyard to the battlefield. Then destroy all Swamps you control.",
     "Return all creature cards from your graveyard to the battlefield, then destroy all Swamps you control."),
    ("Target creature you control gets +2/+2 until end of turn. Then it fights target creature you don't control.",
     "Target creature you control gets +2/+2 until end of turn, then it fights target creature you don't control."),
])
def test_608_2c_a_then_sentence_reads_as_a_then_clause(sentences, comma):
    a, b = _table(sentences), _table(comma)
    assert a is not None and b is not None
    assert a["effects"] == b["effects"] and a.get("targets") == b.get("targets")


@pytest.mark.parametrize("text", [
    "Draw a card. Then if you control a Forest, draw a card.",
    "Draw a card. Then, when you do, draw a card.",
    "Draw a card. Then.",
])
def test_608_2c_near_misses_after_then_are_refused(text):
    assert _table(text) is None
