"""Paths that name no file (issue 30, items 10, 11 and 16): a preset, puzzle or script that is
a pipe, a device (``/dev/zero``, or a link to it) or a folder is refused in one line naming
it, never read (a pipe would wait for a writer for ever, ``/dev/zero`` filled the memory:
"internal error: MemoryError"); a cache entry is read only from the cache folder itself."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from sandbox.cards.scryfall import Cache
from sandbox.errors import LoadError
from sandbox.files import NotAFile, TooBig, read_bounded, read_regular
from sandbox.formats.catalogue import Catalogue, load_any

WURM = Path(__file__).parents[1] / "scryfall" / "data" / "craw_wurm.json"


@pytest.fixture
def odd(tmp_path):
    """A pipe, a link to /dev/zero and a folder, each named like a preset or a puzzle."""
    folder = tmp_path / "odd"
    folder.mkdir()
    os.mkfifo(folder / "pipe.toml")
    (folder / "zero.toml").symlink_to("/dev/zero")
    (folder / "zero.pzl").symlink_to("/dev/zero")
    (folder / "folder.toml").mkdir()
    return folder


def _cli(tmp_path, *argv: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "MTG_SANDBOX_DATA_DIR": str(tmp_path / "data"),
           "MTG_SANDBOX_CACHE_DIR": str(tmp_path / "cache")}
    # the timeout only ends a process that waits on a pipe: it is no measure of speed
    return subprocess.run([sys.executable, "-m", "sandbox.cli", *argv], env=env, capture_output=True, text=True,
                          timeout=300)


@pytest.mark.parametrize("name", ["pipe.toml", "zero.toml", "zero.pzl", "folder.toml"])
def test_text_refuses_a_path_that_names_no_file_in_one_line(tmp_path, odd, name):
    run = _cli(tmp_path, "--text", str(odd / name))
    assert run.returncode == 2
    found = "a folder" if name == "folder.toml" else "a device or a pipe"
    assert run.stdout + run.stderr == f"{odd / name}: error: expected a file, found {found}\n"


def test_check_and_run_refuse_each_path_that_names_no_file_and_go_on(tmp_path, odd):
    good = Path(__file__).parents[2] / "presets" / "stack" / "last_in_first_out.toml"
    names = ["pipe.toml", "zero.toml", "zero.pzl"]
    for command in ("check", "run"):
        run = _cli(tmp_path, command, *(str(odd / n) for n in names))
        out = run.stdout + run.stderr
        assert run.returncode == 1 and "internal error" not in out
        for n in names:
            assert f"{odd / n}: error: expected a file, found a device or a pipe" in out
    assert _cli(tmp_path, "check", str(good), str(odd / "pipe.toml")).stdout.startswith(f"{good}: ok")


def test_the_preset_browser_skips_odd_files_and_bounds_what_it_reads(odd):
    """The browser lists only files, and one over a preset's size as unreadable (it was read
    whole and listed as a preset); opening such a puzzle is one line."""
    (odd / "huge.toml").write_text("# padding\n" * 250_000 + '[preset]\ntitle = "Huge"\n', encoding="utf-8")
    mine = {e.path.name: e for e in Catalogue(user=odd).entries if e.source == "yours"}
    assert mine.keys() == {"huge.toml"}
    assert mine["huge.toml"].error == f"can't read: file is {(odd / 'huge.toml').stat().st_size} bytes; a preset may be at most 2000000 bytes"
    with pytest.raises(LoadError, match="expected a file, found a device or a pipe"):
        load_any(odd / "zero.pzl")


def test_read_regular_reads_at_most_one_byte_over_the_bound(tmp_path, odd):
    with pytest.raises(NotAFile):
        read_regular(odd / "pipe.toml")
    with pytest.raises(NotAFile):
        read_regular("/dev/zero")
    big = tmp_path / "big.toml"
    big.write_bytes(b"#" * 101)
    with pytest.raises(TooBig, match="over 100 bytes"):
        read_regular(big, 100)
    assert read_regular(big, 101) == b"#" * 101
    with pytest.raises(OSError):
        read_bounded(odd / "zero.toml")  # a link, in a folder read whole


def test_a_scryfall_cache_entry_is_never_read_through_a_link(tmp_path):
    """An entry planted as a link to a file elsewhere is missing, as a damaged one is: the
    answer is asked for again, not read from outside the cache folder."""
    cache = Cache(tmp_path / "cache")
    elsewhere = tmp_path / "elsewhere.json"
    elsewhere.write_text(json.dumps({"fetched_at": "", "card": json.loads(WURM.read_text(encoding="utf-8"))}),
                         encoding="utf-8")
    cache.folder.mkdir()
    cache._path("Craw Wurm").symlink_to(elsewhere)
    assert cache.get("Craw Wurm") is None
    cache._path("Craw Wurm").unlink()
    os.link(elsewhere, cache._path("Craw Wurm"))  # the same file, not a link: read
    hit = cache.get("Craw Wurm")
    assert hit is not None and hit.data["name"] == "Craw Wurm"
