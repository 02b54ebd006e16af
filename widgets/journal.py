"""The session journal: the game and every action and answer, written as they happen.

After a crash or a killed terminal the next launch finds the journal and offers to restore
it; replaying it through the engine gives the same state (``game.fingerprint()``). A clean
quit removes it.

The file is JSON Lines, appended to as the session goes (one short line per change, so a
key costs the same at step 5 and at step 5,000) and rewritten now and then (compaction):

- ``{"journal": 2, "preset_name": ...}``: the first line;
- ``{"checkpoint": {...}}``: the game after ``at`` steps, as a saved board with its log
  (``checkpoint``); the first one is written at the start, so a session restores whatever
  format its board came from;
- ``{"step": i, "action": {...}, "answers": [...]}``: step ``i`` (0 = the first step of the
  game) is this action with these answers; steps from ``i`` on that were written before are
  dropped (an undo followed by a new action);
- ``{"keep": i}``: steps from ``i`` on are dropped (undone).

Every ``COMPACT_EVERY`` lines the file is rewritten (atomically) as the header, a checkpoint
of the game now (or before its pending action) and that pending step, so a restore replays
at most that many steps. An undo past the checkpoint also rewrites it. A line cut short by a
kill (the last one) is ignored.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from sandbox.api import (
    Action,
    Activate,
    Answer,
    Cast,
    Edit,
    Foretell,
    Game,
    Ninjutsu,
    Pass,
    PlayLand,
    PresetInfo,
    SandboxError,
    Suspend,
    TurnFaceUp,
    checkpoint,
    from_checkpoint,
    load_preset_text,
    open_for_append,
    user_data_folder,
    write_atomically,
)

JOURNAL_ENV = "MTG_SANDBOX_JOURNAL"
"""Which journal the app writes: "off" for none, "browser-<session id>" for a browser tab's
(``mtg-sandbox serve``: ``browser/<id>.json`` in the data folder, so that a reload of the tab
finds it), else the terminal's ``session.json``."""
BROWSER_SESSION = re.compile(r"[0-9a-f]{32}")
"""A browser tab's session id: 16 random bytes in hex (made by the served page)."""
ACTION_TYPES = {c.__name__: c for c in (Pass, PlayLand, Cast, Activate, Answer, Edit, TurnFaceUp, Ninjutsu, Suspend,
                                        Foretell)}
FORMAT = 2
COMPACT_EVERY = 400
"""Lines appended before the file is rewritten with a fresh checkpoint."""
MAX_BYTES = 64 * 1024 * 1024
"""A journal larger than this is not read (set aside as unreadable)."""

Step = tuple[dict[str, Any], list[Any]]
"""A journaled step: the action's data and its answers."""
Progress = Callable[[int, int], None]
"""Called as a restore goes: (steps replayed, steps in all)."""


class JournalError(ValueError):
    """The journal can't be read or replayed; the message says why."""


def browser_session(text: str) -> str | None:
    """``text`` if it is a browser tab's session id, else None (it names a file)."""
    return text if BROWSER_SESSION.fullmatch(text) else None


def journal_for(setting: str) -> Journal | None:
    """The journal of a session by ``JOURNAL_ENV``'s value (see there); None: "off", or a
    browser session without a valid id."""
    if setting.lower() == "off":
        return None
    if setting.startswith("browser-"):
        session = browser_session(setting.removeprefix("browser-"))
        return Journal(data_dir() / "browser" / f"{session}.json") if session else None
    return Journal()


def data_dir() -> Path:
    """The user's data folder (``$MTG_SANDBOX_DATA_DIR`` overrides it): the journal lives there."""
    return user_data_folder()


def _plain(v: Any) -> Any:
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    return v


def _tuples(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_tuples(x) for x in v)
    return v


def encode_action(action: Action) -> dict[str, Any]:
    """An action as JSON-able data."""
    return {"type": type(action).__name__,
            **{f.name: _plain(getattr(action, f.name)) for f in dataclasses.fields(action)}}


def decode_action(data: Any) -> Action:
    """The action :func:`encode_action` wrote (JournalError if it isn't one)."""
    kind = data.get("type") if isinstance(data, dict) else None
    if not isinstance(kind, str) or kind not in ACTION_TYPES:
        raise JournalError(f"not an action: {str(data)[:60]}")
    cls = ACTION_TYPES[data["type"]]
    try:
        return cls(**{k: _tuples(v) for k, v in data.items() if k != "type"})
    except TypeError as e:
        raise JournalError(f"not a {data['type']} action: {e}") from None


@dataclasses.dataclass
class Contents:
    """What a journal file holds, read and checked (nothing replayed yet)."""

    preset_name: str
    base: dict[str, Any] | None
    """The latest checkpoint (None in a version-1 journal)."""
    steps: list[tuple[dict[str, Any], list[Any]]]
    """The steps after the checkpoint: (action data, answers)."""
    preset_text: str = ""
    """The preset's text (version-1 journals only)."""
    damaged: str = ""
    """Why reading stopped before the end ("" if every line was read): the lines before the
    first damaged one are kept."""

    @property
    def done(self) -> int:
        """Steps performed before the first step listed."""
        return int(self.base["at"]) if self.base is not None else 0


def read_contents(path: Path) -> Contents:
    """Read and check a journal file. Raises JournalError (or OSError) saying why not."""
    if path.stat().st_size > MAX_BYTES:
        raise JournalError(f"it is larger than {MAX_BYTES // 2**20} MB")
    text = path.read_text(encoding="utf-8", errors="strict")
    lines = text.split("\n")
    try:
        first = json.loads(lines[0]) if lines[0].strip() else None
    except (ValueError, RecursionError):
        first = None
    if isinstance(first, dict) and first.get("journal") == FORMAT:
        return _read_lines(lines)
    return _read_version_1(text)


def _json_line(line: str, number: int, last: bool) -> Any:
    try:
        return json.loads(line)
    except (ValueError, RecursionError):
        if last:
            return None  # cut short by a kill: ignored
        raise JournalError(f"line {number} is not JSON") from None


def _read_lines(lines: list[str]) -> Contents:
    header = json.loads(lines[0])
    name = header.get("preset_name", "")
    base: dict[str, Any] | None = None
    steps: list[tuple[dict[str, Any], list[Any]]] = []
    body = [(i + 1, line) for i, line in enumerate(lines) if i > 0 and line.strip()]
    for n, (number, line) in enumerate(body):
        try:
            rec = _json_line(line, number, n == len(body) - 1)
            if rec is None:
                continue
            if not isinstance(rec, dict):
                raise JournalError(f"line {number} is not a record")
            if "checkpoint" in rec:
                cp = rec["checkpoint"]
                if not isinstance(cp, dict) or not isinstance(cp.get("at"), int):
                    raise JournalError(f"line {number}: a checkpoint without its step count")
                base, steps = cp, []
                continue
            if base is None:
                raise JournalError(f"line {number}: a step before any checkpoint")
            _read_step(rec, number, base, steps)
        except JournalError as e:
            if base is None:
                raise
            return Contents(str(name), base, steps, damaged=str(e))  # the lines before it are good
    if base is None:
        raise JournalError("it has no checkpoint")
    return Contents(str(name), base, steps)


def _read_step(rec: dict[str, Any], number: int, base: dict[str, Any], steps: list[Step]) -> None:
    """Apply one step or keep line to the steps after the checkpoint (JournalError if it's damaged)."""
    index = rec.get("step", rec.get("keep"))
    if not isinstance(index, int) or not base["at"] <= index <= base["at"] + len(steps):
        raise JournalError(f"line {number}: step {index!r} doesn't follow the steps before it")
    answers = rec.get("answers", [])
    if "step" in rec and not isinstance(answers, list):
        raise JournalError(f"line {number}: answers must be a list")
    del steps[index - base["at"]:]
    if "step" in rec:
        steps.append((rec.get("action"), answers))


def _read_version_1(text: str) -> Contents:
    """A journal written before version 2: one JSON object with the preset text and steps."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise JournalError("it is not JSON") from None
    if not isinstance(data, dict):
        raise JournalError(f"expected a JSON object, found {type(data).__name__}")
    steps, preset = data.get("steps"), data.get("preset_text")
    if not isinstance(steps, list) or not isinstance(preset, str):
        raise JournalError("expected \"steps\" (a list) and \"preset_text\" (a string)")
    out = []
    for i, step in enumerate(steps):
        if not isinstance(step, dict) or not isinstance(step.get("answers", []), list):
            raise JournalError(f"step {i + 1} is not an action with answers")
        out.append((step.get("action"), step.get("answers", [])))
    return Contents(str(data.get("preset_name") or ""), None, out, preset.lstrip("\ufeff"))


def _replay(game: Game, action: Any, answers: list[Any]) -> None:
    """One journaled step: its action, then its answers; a step that fails leaves the game as
    it was before it."""
    if game.pending is not None:
        raise JournalError("the journal continues past an unanswered decision")
    with game.transaction():
        game.perform(decode_action(action))
        for ans in answers:
            game.answer(_tuples(ans))


def _key(step: Any) -> tuple[Any, int]:
    """A step as the journal remembers it: the game's step object and how many answers it had."""
    return step, len(step.answers)


def _same(key: tuple[Any, int] | None, step: Any) -> bool:
    """Is this the step remembered (the same object, kept alive by the key, with as many answers)?"""
    return key is not None and key[0] is step and key[1] == len(step.answers)


class Journal:
    """One session's journal file."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else data_dir() / "session.json"
        """Where the journal is written."""
        self.preset_name = ""
        self.notice = ""
        """Set by :meth:`set_aside` when a journal couldn't be read: what happened to it."""
        self._file: IO[str] | None = None
        self._written: list[tuple[Any, int]] = []
        """The steps written since the checkpoint (``_key`` of each)."""
        self._done = 0
        """Steps before the checkpoint."""
        self._anchor: tuple[Any, int] | None = None
        """``_key`` of the last step before the checkpoint (an undo past it needs a new one)."""
        self._lines = 0

    # ------------------------------------------------------------------ writing

    def start(self, game: Game, preset_name: str) -> None:
        """Begin journaling a session on this game (from whatever it was loaded from)."""
        self.preset_name = preset_name
        self.compact(game)

    def record(self, game: Game) -> None:
        """Append what changed since the last call (an action, an answer, an undo)."""
        steps = game.steps()
        done, written = self._done, self._written
        if self._file is None or len(steps) < done or (done and not _same(self._anchor, steps[done - 1])):
            self.compact(game)  # not started, or undone past the checkpoint: a new checkpoint
            return
        same = min(len(written), len(steps) - done)
        while same > 0 and not _same(written[same - 1], steps[done + same - 1]):
            same -= 1
        lines = [self._step_line(i, steps[i]) for i in range(done + same, len(steps))]
        if same < len(written) and not lines:
            lines.append({"keep": done + same})
        if not lines:
            return
        del written[same:]
        written.extend(_key(s) for s in steps[done + same:])
        self._append(lines)
        if self._lines >= COMPACT_EVERY:
            self.compact(game)

    @staticmethod
    def _step_line(i: int, step: Any) -> dict[str, Any]:
        return {"step": i, "action": encode_action(step.action), "answers": [_plain(x) for x in step.answers]}

    def _append(self, records: list[dict[str, Any]]) -> None:
        try:
            assert self._file is not None
            self._file.write("".join(json.dumps(r, separators=(",", ":")) + "\n" for r in records))
            self._file.flush()  # in the OS's hands: survives a kill of this process
            self._lines += len(records)
        except (OSError, ValueError):
            self._file = None  # journaling is a safety net; a full disk must not stop the game

    def compact(self, game: Game) -> None:
        """Rewrite the file (atomically) as a checkpoint of the game and its pending step."""
        self.close()
        try:
            cp = checkpoint(game)
        except SandboxError:
            return  # a game that can't be saved isn't journaled (the engine says why elsewhere)
        steps = game.steps()
        pending = steps[cp["at"]:]
        records = [{"journal": FORMAT, "preset_name": self.preset_name}, {"checkpoint": cp}]
        records += [self._step_line(cp["at"] + i, s) for i, s in enumerate(pending)]
        try:
            write_atomically(self.path, "".join(json.dumps(r, separators=(",", ":")) + "\n" for r in records))
            self._file = os.fdopen(open_for_append(self.path), "a", encoding="utf-8")
        except OSError:
            self._file = None
            return
        self._done = cp["at"]
        self._anchor = _key(steps[self._done - 1]) if self._done else None
        self._written = [_key(s) for s in pending]
        self._lines = 0

    def close(self) -> None:
        """Stop appending (the file stays)."""
        if self._file is not None:
            with contextlib.suppress(OSError):
                self._file.close()
            self._file = None

    def discard(self) -> None:
        """Remove the journal (clean quit)."""
        self.close()
        with contextlib.suppress(OSError):
            self.path.unlink()

    # ------------------------------------------------------------------ after a crash

    def set_aside(self) -> Journal | None:
        """Move a journal left by an unclean exit aside (so this session can journal) and return
        it. One that can't be read is moved elsewhere and ``notice`` says where."""
        if not self.exists():
            return None
        try:
            contents = read_contents(self.path)
        except (OSError, UnicodeDecodeError, JournalError) as e:
            self.set_aside_unreadable(str(e) if isinstance(e, JournalError) else type(e).__name__)
            return None
        if not contents.steps and contents.base is not None and contents.done == 0 or \
                contents.base is None and not contents.steps:
            self.discard()  # nothing was done in that session: nothing to restore
            return None
        old = Journal(self.path.with_name(f"{self._name}-previous.json"))
        try:
            os.replace(self.path, old.path)
        except OSError:
            return None
        return old

    @property
    def _name(self) -> str:
        """The session's name, its set-aside copies' too: "session" (a terminal's), a browser
        tab's id."""
        return self.path.stem.removesuffix("-previous")

    def set_aside_unreadable(self, why: str) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self._name}-unreadable-{stamp}.json")
        try:
            os.replace(self.path, target)
        except OSError:
            self.notice = f"the last session's journal {self.path} can't be read ({why}) nor moved"
            return
        self.notice = f"the last session's journal couldn't be read ({why}); it was moved to {target}"

    def exists(self) -> bool:
        """Is there a journal left by a session that didn't end cleanly?"""
        return self.path.is_file()

    @property
    def of_browser_tab(self) -> bool:
        """Is this the journal of a browser tab's session (``serve``), not a terminal's?"""
        return self.path.parent.name == "browser"

    def summary(self) -> str:
        """One line describing the saved session, for the restore prompt."""
        try:
            c = read_contents(self.path)
        except (OSError, UnicodeDecodeError, JournalError):
            return "an unreadable session"
        return f"{c.preset_name or 'a board'}: {c.done + len(c.steps)} action(s)"

    def restore(self, progress: Progress | None = None) -> tuple[Game, PresetInfo, str]:
        """Rebuild the session: its checkpoint, then the steps after it. Raises JournalError,
        SandboxError or OSError if it can't; ``progress`` is told how far it got."""
        c = read_contents(self.path)
        if c.base is not None:
            game, info = from_checkpoint(c.base, c.preset_name or "<journal>")
        else:
            game, info = load_preset_text(c.preset_text, c.preset_name or "<journal>")
            info.path = c.preset_name
        total = len(c.steps)
        damaged = c.damaged
        for n, (action, answers) in enumerate(c.steps):
            try:
                _replay(game, action, answers)
            except Exception as e:  # noqa: BLE001 - a step that can't be replayed, whatever the error, ends the restore there (taken back)
                if c.base is None:
                    raise
                why = str(e) if isinstance(e, (JournalError, SandboxError)) else f"{type(e).__name__}: {e}"
                damaged = f"step {c.done + n + 1}: {why}"
                break
            if progress is not None:
                progress(n + 1, total)
        self.preset_name = c.preset_name
        if damaged:
            self.notice = (f"the journal is damaged ({damaged}): the session was restored up to the "
                           f"{len(game.steps())} action(s) before it")
        return game, info, c.preset_text
