"""The parsed card files cached in the user's cache folder are used only while they match
their source (issue 17, item 12): an edited cache made Lightning Bolt deal 19."""

from __future__ import annotations

import json

import pytest

from sandbox.cards import library as library_module
from sandbox.cards.library import library


@pytest.fixture
def fresh_library(tmp_path, monkeypatch):
    """library() built anew, with its cache in a temporary folder."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(library_module, "_LIBRARY", None)
    yield tmp_path
    library_module._LIBRARY = None


def bolt_damage() -> int:
    (effect,) = library().get("Lightning Bolt").spell_effects
    return effect["damage"]["amount"].value


def edit_bolt_in(entry) -> None:
    data = entry.get("data", entry)
    for card in data.get("card", []):
        if card["name"] == "Lightning Bolt":
            card["effects"][0]["damage"]["amount"] = 19


@pytest.mark.parametrize("old_format", [False, True], ids=["checksummed", "bare parse (older cache)"])
def test_an_edited_card_cache_is_parsed_again_not_trusted(fresh_library, old_format):
    assert bolt_damage() == 3
    files = sorted((fresh_library / "mtg-sandbox").glob("cards-*.json"))
    assert files, "the parse was cached"
    for f in files:
        entry = json.loads(f.read_text())
        if old_format:
            entry = entry["data"]
        edit_bolt_in(entry)
        f.write_text(json.dumps(entry))
    library_module._LIBRARY = None
    assert bolt_damage() == 3
    library_module._LIBRARY = None
    assert bolt_damage() == 3, "the rewritten cache is right"
