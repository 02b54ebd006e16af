"""The parsed card library cached in the user's cache folder is used only while it is whole
and unedited (issue 17, item 12: an edited cache made Lightning Bolt deal 19), and it is
used then (issue 16: start-up reads it instead of parsing every card)."""

from __future__ import annotations

import dataclasses
import hashlib
import pickle

import pytest

from sandbox.cards import library as library_module
from sandbox.cards.library import library


@pytest.fixture
def fresh_library(tmp_path, monkeypatch):
    """library() built anew, with its cache in a temporary folder."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(library_module, "_LIBRARY", None)
    monkeypatch.setattr(library_module, "_BUILTIN", None)
    yield tmp_path
    library_module._LIBRARY = library_module._BUILTIN = None


def bolt_damage() -> int:
    (effect,) = library().get("Lightning Bolt").spell_effects
    return effect["damage"]["amount"].value


def edited(payload: bytes) -> bytes:
    """The cached library with Lightning Bolt dealing 19."""
    db = pickle.loads(payload)
    (effect,) = db.get("Lightning Bolt").spell_effects
    effect["damage"]["amount"] = dataclasses.replace(effect["damage"]["amount"], value=19)
    return pickle.dumps(db)


@pytest.mark.parametrize("damage", ["edited", "truncated", "not a library"])
def test_an_edited_card_cache_is_parsed_again_not_trusted(fresh_library, damage):
    assert bolt_damage() == 3
    files = sorted((fresh_library / "mtg-sandbox").glob("library-*.pickle"))
    assert len(files) == 1, "the parsed library was cached"
    checksum, _, payload = files[0].read_bytes().partition(b"\n")
    if damage == "edited":  # the content changed, its checksum didn't
        files[0].write_bytes(checksum + b"\n" + edited(payload))
    elif damage == "truncated":
        files[0].write_bytes(checksum + b"\n" + payload[: len(payload) // 2])
    else:
        other = pickle.dumps({"Lightning Bolt": 19})
        files[0].write_bytes(hashlib.sha256(other).hexdigest().encode() + b"\n" + other)
    library_module._LIBRARY = library_module._BUILTIN = None
    assert bolt_damage() == 3
    library_module._LIBRARY = library_module._BUILTIN = None
    assert bolt_damage() == 3, "the rewritten cache is right"


def test_the_cached_library_is_used_while_it_matches(fresh_library):
    assert bolt_damage() == 3
    (cache,) = (fresh_library / "mtg-sandbox").glob("library-*.pickle")
    payload = edited(cache.read_bytes().partition(b"\n")[2])
    cache.write_bytes(hashlib.sha256(payload).hexdigest().encode() + b"\n" + payload)
    library_module._LIBRARY = library_module._BUILTIN = None
    assert bolt_damage() == 19  # read from the cache (a whole, checksummed file), not parsed again
