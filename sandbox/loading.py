"""Loading the program's modules without the cyclic garbage collector's passes, and the
collector's policy in an interactive session."""

from __future__ import annotations

import gc
import time
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collection_paused() -> Iterator[None]:
    """Run a block (a module's imports) with the cyclic garbage collector off, then exempt
    what exists by then from its later passes (``gc.freeze``) and turn it back on.

    Importing the engine and Textual makes a few hundred thousand long-lived objects
    (classes, functions, tables) and next to no garbage, yet the collector walks the young
    ones every 700 allocations: about 10 ms of the app's start-up (issue 16). The app
    freezes everything again when it runs (``SandboxApp.run``). Inside another paused block
    this does nothing (the outermost one resumes collection).

    Nothing compiled is kept between starts: the methods ``dataclasses`` generates are
    compiled again at each start, since code read back from a cache folder would run with
    the user's rights whoever wrote it (docs/ENGINE.md, "Threat model")."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
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
