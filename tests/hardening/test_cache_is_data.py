"""Files in the cache folder are data (issue 30, item 1): a planted pickle or marshal file
never runs, the built-in cards' cache holds only parsed TOML checked as card tables, and
``$MTG_SANDBOX_CACHE_DIR`` moves every cache."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import marshal
import os
import pickle
import subprocess
import sys

import msgspec
import pytest

from sandbox.cards import library as library_module
from sandbox.cards import scryfall
from sandbox.cards.library import library


class _Planted:
    """A pickle that, once loaded, writes a marker file."""

    def __init__(self, marker: str):
        self.marker = marker

    def __reduce__(self):
        return (exec, (f"open({self.marker!r}, 'w').write('ran')",))


@pytest.fixture
def fresh_library(tmp_path, monkeypatch):
    """library() built anew, with every cache in a temporary folder."""
    monkeypatch.setenv("MTG_SANDBOX_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(library_module, "_LIBRARY", None)
    monkeypatch.setattr(library_module, "_BUILTIN", None)
    yield tmp_path / "cache"
    library_module._LIBRARY = library_module._BUILTIN = None


def _with_checksum(payload: bytes) -> bytes:
    return hashlib.sha256(payload).hexdigest().encode() + b"\n" + payload


def bolt_damage() -> int:
    (effect,) = library().get("Lightning Bolt").spell_effects
    return effect["damage"]["amount"].value


def _dataclass_sources() -> list[str]:
    """The method texts ``dataclasses`` compiles as the command line's modules load."""
    record = ("import dataclasses, json, sys\n"
              "seen = []\n"
              "def exec_(source, *args):\n"
              "    seen.append(source)\n"
              "    return exec(source, *args)\n"
              "dataclasses.exec = exec_\n"
              "import sandbox.cli\n"
              "json.dump(seen, sys.stdout)")
    run = subprocess.run([sys.executable, "-c", record], capture_output=True, text=True, check=True, timeout=120)
    sources = json.loads(run.stdout)
    assert len(sources) > 100
    return sources


def test_planted_pickle_and_marshal_caches_never_run_through_the_cli(tmp_path):
    """The real entry point (``mtg-sandbox --text``) with a cache folder holding a checksummed
    pickle under every library cache name and a marshal file of code under the name the
    dataclass-code cache had: nothing they hold runs."""
    cache = tmp_path / "cache"
    env = {**os.environ, "MTG_SANDBOX_CACHE_DIR": str(cache), "XDG_CACHE_HOME": str(cache),
           "MTG_SANDBOX_DATA_DIR": str(tmp_path / "data")}
    first = subprocess.run([sys.executable, "-m", "sandbox.cli", "--text"], env=env, capture_output=True, text=True,
                           timeout=120)
    assert first.returncode == 0, first.stderr
    (written,) = cache.glob("library-*")
    assert written.suffix == ".msgpack"
    marker = tmp_path / "ran"
    payload = pickle.dumps(_Planted(str(marker)))
    for folder in (cache, cache / "mtg-sandbox"):
        folder.mkdir(exist_ok=True)
        for name in (written.name, written.with_suffix(".pickle").name):
            (folder / name).write_bytes(_with_checksum(payload))
        tag = f"{sys.implementation.cache_tag}-{importlib.util.MAGIC_NUMBER.hex()}"
        code = compile(f"open({str(marker)!r}, 'w').write('ran')", "<planted>", "exec")
        planted = dict.fromkeys(_dataclass_sources(), code)
        (folder / f"dataclass-code-{tag}.marshal").write_bytes(marshal.dumps(planted))
    second = subprocess.run([sys.executable, "-m", "sandbox.cli", "--text"], env=env, capture_output=True, text=True,
                            timeout=120)
    assert second.returncode == 0, second.stderr
    assert second.stdout == first.stdout
    assert not marker.exists()


def test_the_library_cache_is_messagepack_of_the_card_files_tables(fresh_library):
    assert bolt_damage() == 3
    (cache,) = fresh_library.glob("library-*.msgpack")
    checksum, _, payload = cache.read_bytes().partition(b"\n")
    files = msgspec.msgpack.decode(payload)
    assert checksum.decode() == hashlib.sha256(payload).hexdigest()
    assert all(name.startswith("sandbox/data/cards/") and isinstance(data["card"], list) for name, data in files.items())


@pytest.mark.parametrize("damage", ["truncated", "a pickle", "not tables", "bad tables"])
def test_a_damaged_library_cache_is_parsed_again_and_rewritten(fresh_library, damage):
    assert bolt_damage() == 3
    (cache,) = fresh_library.glob("library-*.msgpack")
    payload = cache.read_bytes().partition(b"\n")[2]
    if damage == "truncated":
        cache.write_bytes(_with_checksum(payload[: len(payload) // 2]))
    elif damage == "a pickle":
        cache.write_bytes(_with_checksum(pickle.dumps({"Lightning Bolt": 19})))
    elif damage == "not tables":
        cache.write_bytes(_with_checksum(msgspec.msgpack.encode([1, 2, 3])))
    else:  # Lightning Bolt's table as no card file could hold it
        files = msgspec.msgpack.decode(payload)
        for data in files.values():
            data["card"] = [{"name": "Lightning Bolt", "power": {"x": 1}} if t["name"] == "Lightning Bolt" else t
                            for t in data["card"]]
        cache.write_bytes(_with_checksum(msgspec.msgpack.encode(files)))
    library_module._LIBRARY = library_module._BUILTIN = None
    assert bolt_damage() == 3
    assert len(library()) > 300 and all(card.name for card in library())
    library_module._LIBRARY = library_module._BUILTIN = None  # the next start
    assert bolt_damage() == 3
    assert msgspec.msgpack.decode(cache.read_bytes().partition(b"\n")[2]) == msgspec.msgpack.decode(payload)


def test_start_up_reads_only_the_cached_cards_it_uses(fresh_library, monkeypatch):
    """The built-in cards from the cache are read into cards when first asked for."""
    library()
    library_module._LIBRARY = library_module._BUILTIN = None
    read = []
    real = library_module.card_from_table
    monkeypatch.setattr(library_module, "card_from_table", lambda table, source="": read.append(table["name"]) or real(table, source))
    db = library()
    assert "Lightning Bolt" in db and "lightning bolt" in db and read == []
    assert db.get("Lightning Bolt").name == "Lightning Bolt" and read == ["Lightning Bolt"]
    assert len(list(db)) == len(db) > 300


def test_cache_dir_variable_moves_every_cache(fresh_library):
    library()
    assert list(fresh_library.glob("library-*.msgpack"))
    assert scryfall.cache_dir() == fresh_library / "scryfall"
    assert scryfall.Cache().folder == fresh_library / "scryfall"
