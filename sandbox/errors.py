"""Typed errors. All subclass ValueError, like python-chess's move errors."""

from __future__ import annotations


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
        self.file, self.place, self.message = file, place, message
        where = f"{file}:{place}" if place else file
        super().__init__(f"{where}: {message}")
