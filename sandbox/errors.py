"""Typed errors. All subclass ValueError, like python-chess's move errors."""

from __future__ import annotations

import re
import sys
from typing import TextIO


class SandboxError(ValueError):
    """Base of every error the sandbox reports to a user as one line."""


class InvalidActionError(SandboxError):
    """An action or command that is malformed (syntax, unknown option)."""


class IllegalActionError(SandboxError):
    """A well-formed action the rules don't allow now; the state is unchanged."""


class AmbiguousNameError(SandboxError):
    """A name that matches several objects or cards."""

    def __init__(self, name: str, candidates: list[str]):
        self.candidates = candidates
        super().__init__(f"{name!r} is ambiguous: could be {', '.join(candidates)}")


class LoadError(SandboxError):
    """A card, preset or scenario file that can't be loaded: file, place, what was wrong."""

    def __init__(self, file: str, place: str, message: str):
        # why: a key or value quoted from the file may hold a line break; the error stays one line
        place, message = one_line(place), one_line(message)
        self.file, self.place, self.message = file, place, message
        where = f"{file}:{place}" if place else file
        super().__init__(f"{where}: {message}")


_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_BREAKS = re.compile(r"[\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]")


def one_line(text: str) -> str:
    """``text`` with its line breaks (every one ``str.splitlines`` knows) shown as escapes."""
    return _BREAKS.sub(lambda m: repr(m.group())[1:-1], text)

ECHO_LIMIT = 1000
"""The longest line printed back to the user; the rest is counted, not shown."""


def printable(text: str, limit: int = ECHO_LIMIT) -> str:
    """``text`` safe to print on a terminal: control characters (escape codes) shown as
    ``\\xNN`` and every line cut to ``limit`` characters with a count of what was left out.
    Every line the command line prints goes through here."""
    lines = []
    for line in _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", text.replace("\t", " ")).split("\n"):
        if len(line) > limit:
            line = f"{line[:limit]}… ({len(line) - limit:,} more characters)"
        lines.append(line)
    return "\n".join(lines)


def say(text: object, file: TextIO | None = None) -> None:
    """Print one message for the user (made printable: see ``printable``)."""
    print(printable(str(text)), file=file if file is not None else sys.stdout)
