"""Incubate N (701.53a) creates an Incubator token, a double-faced token whose back face is a
0/0 Phyrexian artifact creature; the engine transforms only double-faced cards and token copies
of them (712.9), so a card that incubates is refused in one line naming the rule, not misread."""

from __future__ import annotations

import pytest

from ..oracle.helpers import compile_text


@pytest.mark.parametrize("text", [
    "Incubate 2. (Create an Incubator token with two +1/+1 counters on it and \"{2}: Transform this artifact.\" "
    "It transforms into a 0/0 Phyrexian artifact creature.)",
    "Draw a card. Incubate X, where X is the number of cards in your hand.",
    "Create an Incubator token.",
])
def test_701_53_incubate_is_refused_naming_the_rule(text):
    result = compile_text(text, name="Brood", type_line="Sorcery")
    assert result.table is None
    assert len(result.refused) == 1 and "701.53" in result.refused[0] and "\n" not in result.refused[0]
