"""A Session: a game played through the command language.

``Session(game, info)`` holds the game, the preset's info, and what the command
language remembers between commands: where each command began (so ``undo`` takes back a
whole command), how many actions each undone command had (for ``redo``), and the names of
objects seen so far (so ``expect 0 <name>`` knows a name that has left the game).

``session.run("cast Lightning Bolt")`` runs one line and returns a ``CommandResult``.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from sandbox.core import interrupt
from sandbox.errors import SandboxError
from sandbox.script import commands
from sandbox.script.lexer import CommandError, CommandResult, ExpectationFailed, Tok, strip_comment
from sandbox.script.names import obj_name

if TYPE_CHECKING:
    from sandbox.core.game import Game
    from sandbox.formats.preset import PresetInfo


class Session:
    """A game, its preset's info, and the command-level undo groups."""

    def __init__(self, game: Game, info: PresetInfo | None = None) -> None:
        self.game = game
        self.info = info
        """Where the board came from (title, path, its demo line if any)."""
        self.marks: list[int] = []
        """History lengths at which commands began."""
        self.redo: list[int] = []
        """How many actions each undone command had, the last undone last."""
        self.seen_names: set[str] = set()
        """Names of every object seen after a play or edit command (as it was then made)."""
        self.named_below = 0
        """Objects with smaller ids have had their names added to ``seen_names``."""

    def run(self, text: str, stop: threading.Event | None = None) -> CommandResult:
        """Run one command line (see ``run_command``). With ``stop``: setting that event (from
        another thread) stops the command at the engine's next check and takes it back."""
        if stop is None:
            return run_command(self, text)
        with interrupt.stoppable(self.game, stop):
            return run_command(self, text)

    def command_marks(self) -> list[int]:
        """History lengths at which commands began (so `undo` undoes a whole command)."""
        while self.marks and self.marks[-1] > len(self.game.history):
            self.marks.pop()  # someone undid actions directly
        return self.marks

    def redo_groups(self) -> list[int]:
        """Actions per undone command, or empty once a new action cleared the engine's redo list."""
        if sum(self.redo) > len(self.game._redo):
            self.redo.clear()
        return self.redo


MAX_COMMAND = 10_000
"""The longest command read (a longer one is refused without being read or echoed back)."""


def run_command(session: Session, text: str) -> CommandResult:
    """Run one command. Never raises for user errors; a rejected command changes nothing."""
    game = session.game
    if len(text) > MAX_COMMAND:
        return CommandResult(False, f"expected a command of at most {MAX_COMMAND:,} characters, found {len(text):,}")
    text = strip_comment(text)
    args: list[Tok] = []
    first_new = game.state.next_id
    try:
        with game.transaction():
            name, args = commands.parse(text)
            before, pending_before = len(game.history), game.pending is not None
            target = session if name in commands.SESSION_COMMANDS else game
            result = commands.COMMANDS[name](target, args)
    except ExpectationFailed as e:
        return CommandResult(False, str(e), kind="expect")
    except CommandError as e:
        return CommandResult(False, str(e), column=e.column or _default_column(text, args))
    except SandboxError as e:
        # the rules refused the action: point at what it was about (its first argument)
        return CommandResult(False, str(e), column=_default_column(text, args))
    except RecursionError:
        return CommandResult(False, "the command is nested too deeply")
    except Exception as e:  # an engine defect must not crash the command line
        return CommandResult(False, f"internal error ({type(e).__name__}: {e}); the board is unchanged")
    if result.ok and result.kind in ("play", "edit"):
        _remember_names(session, first_new)
        if not pending_before and (len(game.history) > before or game.pending is not None):
            session.command_marks().append(before)
    return result


def _remember_names(session: Session, first_new: int) -> None:
    """Add the names of the objects made since ``first_new`` (or not yet named) to
    ``seen_names``: only the new ids are looked at, so a command costs the same on any board
    (an object that left keeps its name in last known information, read by ``expect``)."""
    objects = session.game.state.objects
    end = session.game.state.next_id
    start = min(first_new, session.named_below)  # (below it after an undo gave ids back)
    session.seen_names.update(obj_name(session.game, o) for o in range(start, end) if o in objects)
    session.named_below = end


def _default_column(text: str, args: list[Tok]) -> int | None:
    if args:
        return args[0].col
    return (len(text) - len(text.lstrip())) + 1 if text.strip() else None


def command_lines(text: str) -> list[str]:
    """The commands of a text: one per line, or several on a line separated by ``;`` outside
    quotes (comments and blank ones left out)."""
    out = []
    for line in text.splitlines():
        start, quoted = 0, False
        line = strip_comment(line)
        for i, ch in enumerate(line + ";"):
            if ch == '"':
                quoted = not quoted
            elif ch == ";" and not quoted:
                if line[start:i].strip():
                    out.append(line[start:i].strip())
                start = i + 1
    return out


def run_lines(session: Session, text: str) -> list[CommandResult]:
    """Run several lines (for tests); stops at the first failure."""
    out = []
    for line in text.splitlines():
        if not strip_comment(line).strip():
            continue
        r = run_command(session, line)
        out.append(r)
        if not r.ok:
            break
    return out
