"""Start-up (issue 16): the program's imports run without the garbage collector's passes."""

import dataclasses
import gc
import marshal
import subprocess
import sys

import pytest

from sandbox import loading
from sandbox.loading import collection_paused


def test_collection_paused_turns_the_collector_off_then_back_on():
    gc.unfreeze()
    assert gc.isenabled() and gc.get_freeze_count() == 0
    with collection_paused():
        assert not gc.isenabled()
        made = [object()]
    assert gc.isenabled()
    assert gc.get_freeze_count() > 0 and made  # what the block made is out of later passes


def test_collection_paused_leaves_a_collector_that_was_off_off():
    gc.disable()
    try:
        with collection_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_collection_paused_nested_resumes_only_at_the_outermost():
    with collection_paused():
        with collection_paused():
            pass
        assert not gc.isenabled()
    assert gc.isenabled()


def test_collection_paused_resumes_after_an_error():
    try:
        with collection_paused():
            raise KeyError("x")
    except KeyError:
        pass
    assert gc.isenabled()


def test_importing_the_api_and_the_app_leaves_the_collector_on():
    code = ("import gc, sandbox.cli, sandbox.api, widgets.app\n"
            "print(gc.isenabled(), gc.get_freeze_count() > 10000)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["True", "True"]


def _define_point() -> type:
    @dataclasses.dataclass(frozen=True)
    class Point:
        x: int
        y: str = "a"

    return Point


def _check_point(point_class: type) -> None:
    p = point_class(1)
    assert p == point_class(1, "a") and hash(p) == hash(point_class(1, "a")) and p != point_class(2)
    assert repr(p).endswith("Point(x=1, y='a')")
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.x = 3
    assert point_class.__init__.__annotations__ == {"x": int, "y": str, "return": None}  # not strings


def test_dataclass_methods_are_compiled_once_then_read_from_the_cache(tmp_path, monkeypatch):
    cache = tmp_path / "code.marshal"
    monkeypatch.setattr(loading, "_cache_file", lambda: cache)
    compiled = []
    monkeypatch.setattr(loading, "compile", lambda *a, **k: compiled.append(a[0]) or compile(*a, **k), raising=False)
    with collection_paused():
        first = _define_point()
    assert len(compiled) == 6 and cache.is_file()  # __init__, __repr__, __eq__, __hash__, __setattr__, __delattr__
    assert "exec" not in vars(dataclasses)  # dataclasses uses the builtin again after the block
    compiled.clear()
    with collection_paused():
        second = _define_point()
    assert compiled == []
    _check_point(first)
    _check_point(second)


def test_dataclass_code_cache_unreadable_file_is_compiled_again_and_rewritten(tmp_path, monkeypatch):
    cache = tmp_path / "code.marshal"
    cache.write_bytes(b"\x00not marshal")
    monkeypatch.setattr(loading, "_cache_file", lambda: cache)
    with collection_paused():
        point = _define_point()
    _check_point(point)
    assert len(marshal.loads(cache.read_bytes())) == 6


def test_dataclass_code_cache_only_the_outermost_block_installs_it(tmp_path, monkeypatch):
    monkeypatch.setattr(loading, "_cache_file", lambda: tmp_path / "code.marshal")
    with collection_paused():
        outer = vars(dataclasses)["exec"]
        with collection_paused():
            assert vars(dataclasses)["exec"] is outer
        assert vars(dataclasses)["exec"] is outer
    assert "exec" not in vars(dataclasses)


def test_dataclass_code_cache_file_is_read_once_per_process(tmp_path, monkeypatch):
    monkeypatch.setattr(loading, "_cache_file", lambda: tmp_path / "code.marshal")
    monkeypatch.setattr(loading, "_code_cache", None)
    reads = []
    real_load = loading._CodeCache._load
    monkeypatch.setattr(loading._CodeCache, "_load", lambda self: reads.append(1) or real_load(self))
    with collection_paused():
        _define_point()
    with collection_paused():  # as widgets/app.py's block after sandbox.api's
        _check_point(_define_point())
    assert reads == [1]


def test_the_library_cache_is_named_by_the_code_that_loads_cards_and_only_by_it():
    """The Oracle compiler and the Scryfall client never run when card files load, so the
    cache's name doesn't read them; the parsers and the card model do count."""
    from sandbox.cards import library

    names = {p.name for p in library.loading_code()}
    assert {"parse.py", "model.py", "filters.py", "library.py"} <= names
    assert "scryfall.py" not in names
    assert not any("oracle" in p.parts for p in library.loading_code())
    code = ("import sys\nfrom sandbox.cards.library import library\n"
            "assert len(library()) > 300\n"
            "print(sorted(m for m in sys.modules if m.startswith(('sandbox.cards.oracle', 'sandbox.cards.scryfall', "
            "'lark', 'httpx'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout
