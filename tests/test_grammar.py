"""One grammar helper for player names: "You" takes the second person, other names stay."""

from __future__ import annotations

import pytest

from sandbox.api import second_person


@pytest.mark.parametrize("text, expected", [
    ("You applies them", "You apply them"),
    ("You has priority", "You have priority"),
    ("You is the active player", "You are the active player"),
    ("You passes", "You pass"),
    ("You casts Lightning Bolt", "You cast Lightning Bolt"),
    ("You's pool is empty", "Your pool is empty"),
    ("adds {G} to You's pool", "adds {G} to your pool"),
    ("You decides", "You decide"),
])
def test_you_takes_the_second_person(text, expected):
    assert second_person(text) == expected


@pytest.mark.parametrize("text", ["Alice applies them", "Alice has priority", "Alice is the active player",
                                  "Alice's pool is empty"])
def test_a_named_player_keeps_the_third_person(text):
    assert second_person(text) == text
