"""Writing and reading the user's files without following links planted in their folders."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

MAX_FILE_BYTES = 2_000_000
"""The largest preset or card file read (a bigger one is refused, not read whole)."""
MAX_SAVED_FILE_BYTES = 32_000_000
"""The largest board saved by the program (a ``[saved]`` table) that is read: a save holds the
board twice (its readable tables and its exact state), so the largest board ``add`` builds
(5,000 objects in each zone) saves over ``MAX_FILE_BYTES``."""


def write_atomically(path: str | Path, data: str | bytes, quiet: bool = False) -> None:
    """Replace ``path`` with ``data`` at once: written to a fresh temporary file in the same
    folder (created exclusively, with a random name, so no link planted beside it is
    followed), then renamed over ``path`` (which replaces a link there, never its target).
    Raises OSError, unless ``quiet``."""
    target = Path(path)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(payload)
            os.replace(tmp, target)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
    except OSError:
        if not quiet:
            raise


def open_for_append(path: str | Path) -> int:
    """A descriptor appending to ``path``, refusing a link there (OSError)."""
    return os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)


def read_bounded(path: str | Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file, refusing one over ``limit`` bytes before reading it
    (ValueError, one line) and a link (OSError); reads at most ``limit + 1`` bytes."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    with os.fdopen(fd, "rb") as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise ValueError(f"over {limit:,} bytes: too big to load")
    return data
