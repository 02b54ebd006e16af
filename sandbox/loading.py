"""Loading the program's modules without the cyclic garbage collector's passes."""

from __future__ import annotations

import gc
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
    this does nothing (the outermost one resumes collection)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.freeze()
            gc.enable()
