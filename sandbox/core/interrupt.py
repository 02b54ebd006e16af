"""Stopping long work from outside: a resolve of a long chain, a thousand tokens with their
triggers, a command that runs many others. The app runs such a command in a worker thread
under ``stoppable(game, event)`` and sets the event when the user presses Esc; the engine
looks at it wherever it does work that can repeat without bound (each event checked for
triggers, each round of state-based actions, each command) and raises ``Stopped``, which
rolls the command back like any refused action: the board is as it was before it."""

from __future__ import annotations

import threading
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from sandbox.errors import IllegalActionError

if TYPE_CHECKING:
    from sandbox.core.game import Game


class Stopped(IllegalActionError):
    """The user stopped the work; everything the command did is taken back."""


_WATCHED: weakref.WeakKeyDictionary[Game, threading.Event] = weakref.WeakKeyDictionary()
"""Games whose work may be stopped now, and the event that asks for it."""

STOPPED_MESSAGE = "stopped: the command was taken back (the board is as it was before it)"


@contextmanager
def stoppable(game: Game, stop: threading.Event) -> Iterator[None]:
    """Work done on ``game`` inside raises ``Stopped`` at its next check once ``stop`` is set
    (only this game: previews and scratch copies of it aren't stopped)."""
    _WATCHED[game] = stop
    try:
        yield
    finally:
        _WATCHED.pop(game, None)


def check(game: Game) -> None:
    """Raise ``Stopped`` if the user asked to stop the work on this game."""
    stop = _WATCHED.get(game)
    if stop is not None and stop.is_set():
        del _WATCHED[game]  # once: taking the command back (undo re-runs actions) isn't stopped
        raise Stopped(STOPPED_MESSAGE)
