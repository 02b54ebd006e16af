"""Loading the program's modules without the cyclic garbage collector's passes, and without
compiling the same generated dataclass methods on every start."""

from __future__ import annotations

import builtins
import dataclasses
import gc
import importlib.util
import marshal
import os
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import CodeType
from typing import Any

from platformdirs import user_cache_dir

_code_cache: _CodeCache | None = None  # read once per process, by the first paused block
_code_cache_active = False  # an outermost paused block is running


@contextmanager
def collection_paused() -> Iterator[None]:
    """Run a block (a module's imports) with the cyclic garbage collector off, then exempt
    what exists by then from its later passes (``gc.freeze``) and turn it back on.

    Importing the engine and Textual makes a few hundred thousand long-lived objects
    (classes, functions, tables) and next to no garbage, yet the collector walks the young
    ones every 700 allocations: about 10 ms of the app's start-up (issue 16). The app
    freezes everything again when it runs (``SandboxApp.run``). Inside another paused block
    this does nothing (the outermost one resumes collection).

    The outermost block also reuses the compiled methods of the dataclasses it defines
    (see ``_CodeCache``)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        with _dataclass_code_cached():
            yield
    finally:
        if was_enabled:
            gc.freeze()
            gc.enable()


PASS_AT_THE_LATEST = 1_000_000
"""Allocations (net of frees) after which a session that never pauses gets its pass anyway."""


def interactive_collection() -> None:
    """Set the cyclic garbage collector up for a session that answers keys: exempt what
    exists now (modules, the card library, the loaded board) from its passes, and make no
    pass while a key is being answered. Its passes walk every young or every live object
    (on 800 permanents a key that replays an action triggered 100-140 young passes and
    now and then a full one: 10-60 ms of that key); the session makes them at idle moments
    with ``collect_now``, or when ``collection_due``. Reference counting frees everything
    that isn't part of a cycle at once, whatever this says."""
    gc.freeze()
    gc.disable()


def collection_due() -> bool:
    """Whether so much has been allocated since the last pass that one is due now, idle or not."""
    return gc.get_count()[0] > PASS_AT_THE_LATEST


def collect_now() -> float:
    """A full pass of the collector now (at an idle moment); its seconds."""
    start = time.perf_counter()
    gc.collect()
    return time.perf_counter() - start


@contextmanager
def _dataclass_code_cached() -> Iterator[None]:
    """While the block runs, the ``dataclasses`` module compiles each generated method's
    source text once per Python version, not once per start (outermost block only)."""
    global _code_cache, _code_cache_active
    if _code_cache_active:
        yield
        return
    path = _cache_file()
    if _code_cache is None or _code_cache.path != path:
        _code_cache = _CodeCache(path)
    cache, _code_cache_active = _code_cache, True
    dataclasses.exec = cache.exec  # type: ignore[attr-defined]  # its global shadows the builtin
    try:
        yield
    finally:
        del dataclasses.exec  # type: ignore[attr-defined]
        _code_cache_active = False
        cache.save()


def _cache_file() -> Path | None:
    """The code cache's file in the user's cache, named by the interpreter's bytecode version."""
    tag = f"{sys.implementation.cache_tag}-{importlib.util.MAGIC_NUMBER.hex()}"
    try:
        return Path(user_cache_dir("mtg-sandbox")) / f"dataclass-code-{tag}.marshal"
    except OSError:
        return None


class _CodeCache:
    """Compiled code for source texts, kept in a file between starts.

    ``dataclasses`` writes each class's ``__init__``, ``__repr__``, ``__eq__``, ``__hash__``,
    ``__setattr__`` and ``__delattr__`` as source text and runs it with ``exec``: compiling
    those texts was about 20 ms of the engine's 45 ms import (issue 16). A text's code is
    what ``compile`` makes of that exact text, so a hit runs the same code; a missing,
    unreadable or foreign file only means compiling again."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.stored = self._load()
        self.used: dict[str, CodeType] = {}

    def _load(self) -> dict[str, CodeType]:
        try:
            if self.path is None or not self.path.is_file():
                return {}
            table = marshal.loads(self.path.read_bytes())
        except (OSError, EOFError, ValueError, TypeError):
            return {}
        if not isinstance(table, dict):
            return {}
        return {k: v for k, v in table.items() if isinstance(k, str) and isinstance(v, CodeType)}

    def exec(self, source: Any, globals: dict[str, Any] | None = None, locals: Any = None) -> None:
        """``exec`` as ``dataclasses`` calls it (text, globals, namespace), the text's code cached."""
        if not isinstance(source, str) or globals is None:
            builtins.exec(source, globals if globals is not None else vars(dataclasses), locals)
            return
        code = self.used.get(source) or self.stored.get(source)
        if code is None:
            code = compile(source, "<string>", "exec", dont_inherit=True)
        self.used[source] = code
        builtins.exec(code, globals, locals)

    def save(self) -> None:
        """Write the file again if this block compiled a text it didn't have (keeping the
        others' texts, unless most of them went unused: old code's texts don't pile up)."""
        if self.path is None or self.used.keys() <= self.stored.keys():
            return
        table = dict(self.stored) if len(self.stored) <= 4 * len(self.used) else {}
        table.update(self.used)
        self.stored = table
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_bytes(marshal.dumps(table))
            tmp.replace(self.path)
        except (OSError, ValueError):
            pass
