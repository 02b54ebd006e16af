"""Keywords refused by name, each with its reason (a card naming one is refused, never loaded
without it): hideaway (702.75), bare partner (702.124a), and strive, an ability
word whose cost increase is per target (207.2c, 601.2f)."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.cards.parse import parse_ability
from sandbox.errors import InvalidActionError

CASES = [
    ("Hideaway 4 (When this permanent enters, look at the top four cards of your library.)", "hideaway", "702.75"),
    ("Partner (You can have two commanders if both have partner.)", "partner", "702.124a"),
]


def _refusal(text: str, type_line: str = "Creature — Human") -> str:
    pt = ("2", "2") if "Creature" in type_line else ()
    result = compile_card(OracleCard("Test Card", (OracleFace("Test Card", "{2}{W}", type_line, text, *pt),)))
    assert result.table is None
    return " ".join(result.refused)


@pytest.mark.parametrize("text, keyword, rule", CASES)
def test_refused_by_name_with_the_rule(text, keyword, rule):
    assert f"keyword '{keyword}' is not implemented: {rule}" in _refusal(text)
    with pytest.raises(InvalidActionError, match=f"keyword '{keyword}' is not implemented: {rule}"):
        parse_ability(text.split(" (")[0])


def test_207_2c_strive_refused_with_its_reason():
    text = "Strive — This spell costs {1}{G} more to cast for each target beyond the first.\nAny number of target creatures each get +1/+1 until end of turn."
    assert "strive (207.2c)" in _refusal(text, "Instant")
