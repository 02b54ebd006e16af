"""Keywords the engine doesn't implement are refused by name, never read as something else nor
refused as unreadable text: amplify
(702.38a), decayed (702.147a), overload (702.96a), emerge (702.119a)."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.cards.parse import parse_ability
from sandbox.errors import InvalidActionError


@pytest.mark.parametrize("text, name", [
    ("Amplify 1", "amplify"), ("Decayed", "decayed"), ("Overload {2}{R}", "overload"),
    ("Emerge {5}{G}{G}", "emerge"),
])
def test_702_refused_keywords_say_their_name(text, name):
    with pytest.raises(InvalidActionError, match=f"keyword '{name}' is not implemented"):
        parse_ability(text)
    face = OracleFace("Test Card", "{3}{R}", "Sorcery", text)
    result = compile_card(OracleCard("Test Card", (face,)))
    assert result.table is None
    assert f"keyword '{name}' is not implemented" in str(result.refused)
