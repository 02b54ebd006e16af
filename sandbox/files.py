"""Writing and reading the user's files without following links planted in their folders."""

from __future__ import annotations

import contextlib
import os
import stat
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


class NotAFile(ValueError):
    """The path names a folder, a device or a pipe, not a file."""


class TooBig(ValueError):
    """The file is over the size read."""

    def __init__(self, size: int, limit: int):
        super().__init__(f"over {limit:,} bytes: too big to load")
        self.size, self.limit = size, limit


def read_regular(path: str | Path, limit: int = MAX_FILE_BYTES, *, follow_links: bool = True) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes, reading at most ``limit + 1``.
    Opened without waiting (a pipe would wait for a writer), then refused unless it is a
    regular file (NotAFile: a folder, ``/dev/zero``, a pipe) or when over ``limit`` (TooBig);
    OSError when it can't be opened, or is a link and ``follow_links`` is false."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | (0 if follow_links else getattr(os, "O_NOFOLLOW", 0))
    fd = os.open(path, flags)
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise NotAFile("expected a file, found a folder")
        if not stat.S_ISREG(st.st_mode):
            raise NotAFile("expected a file, found a device or a pipe")
        if st.st_size > limit:
            raise TooBig(st.st_size, limit)
    except BaseException:
        os.close(fd)
        raise
    with os.fdopen(fd, "rb") as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise TooBig(len(data), limit)
    return data


def read_bounded(path: str | Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file in a folder the program reads whole (the card folder, the
    caches), refusing a link there (OSError), a file over ``limit`` bytes (TooBig, one line)
    or anything but a file (NotAFile)."""
    return read_regular(path, limit, follow_links=False)
