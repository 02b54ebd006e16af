"""The session journal: the preset and every action and answer, written as they happen.

After a crash or a killed terminal the next launch finds the journal and offers to restore
it; replaying it through the engine gives the same state (``game.fingerprint()``).
A clean quit removes it.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
from pathlib import Path
from typing import Any

from sandbox.api import (
    Action,
    Activate,
    Answer,
    Cast,
    Edit,
    Game,
    Pass,
    PlayLand,
    PresetInfo,
    load_preset_text,
)

ENV_DIR = "MTG_SANDBOX_DATA_DIR"
"""Environment variable that overrides where the journal lives (used by tests)."""
JOURNAL_ENV = "MTG_SANDBOX_JOURNAL"
"""Set to "off" to run without a journal (browser sessions of ``mtg-sandbox serve``)."""
ACTION_TYPES = {c.__name__: c for c in (Pass, PlayLand, Cast, Activate, Answer, Edit)}


def data_dir() -> Path:
    """The user's data directory for mtg-sandbox (platformdirs), or $MTG_SANDBOX_DATA_DIR."""
    env = os.environ.get(ENV_DIR)
    if env:
        return Path(env)
    from platformdirs import user_data_dir
    return Path(user_data_dir("mtg-sandbox", appauthor=False))


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


def decode_action(data: dict[str, Any]) -> Action:
    """The action :func:`encode_action` wrote."""
    cls = ACTION_TYPES[data["type"]]
    return cls(**{k: _tuples(v) for k, v in data.items() if k != "type"})


class Journal:
    """One session's journal file."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else data_dir() / "session.json"
        """Where the journal is written."""
        self.preset_text = ""
        self.preset_name = ""

    def start(self, preset_text: str, preset_name: str) -> None:
        """Begin journaling a session on this preset."""
        self.preset_text, self.preset_name = preset_text, preset_name

    def record(self, game: Game) -> None:
        """Write the session as it is now (atomically: a kill never leaves half a file)."""
        steps = [{"action": encode_action(a), "answers": [_plain(x) for x in ans]} for a, ans in game.replay()]
        data = {"version": 1, "preset_name": self.preset_name, "preset_text": self.preset_text,
                "steps": steps}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_suffix(".tmp")
            tmp.write_text(json.dumps(data), encoding="utf-8")
            os.replace(tmp, self.path)
        except OSError:
            pass  # journaling is a safety net; a read-only disk must not stop the game

    def discard(self) -> None:
        """Remove the journal (clean quit)."""
        with contextlib.suppress(OSError):
            self.path.unlink()

    def set_aside(self) -> Journal | None:
        """Move a journal left by an unclean exit aside (so this session can journal) and return it."""
        if not self.exists():
            return None
        try:
            steps = json.loads(self.path.read_text(encoding="utf-8")).get("steps")
        except (OSError, ValueError, AttributeError):
            steps = None
        if steps == []:  # nothing was done in that session: nothing to restore
            self.discard()
            return None
        old = Journal(self.path.with_name("session-previous.json"))
        try:
            os.replace(self.path, old.path)
        except OSError:
            return None
        return old

    def exists(self) -> bool:
        """Is there a journal left by a session that didn't end cleanly?"""
        return self.path.is_file()

    def summary(self) -> str:
        """One line describing the saved session, for the restore prompt."""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            return f"{data.get('preset_name') or 'a board'}: {len(data.get('steps', []))} action(s)"
        except (OSError, ValueError):
            return "an unreadable session"

    def restore(self) -> tuple[Game, PresetInfo, str]:
        """Replay the journal into a new game. Raises SandboxError / ValueError if it can't."""
        data = json.loads(self.path.read_text(encoding="utf-8"))
        text, name = data["preset_text"], data.get("preset_name", "")
        game, info = load_preset_text(text, name or "<journal>")
        info.path = name
        for step in data.get("steps", []):
            if game.pending is not None:
                raise ValueError("the journal continues past an unanswered decision")
            game.perform(decode_action(step["action"]))
            for ans in step["answers"]:
                game.answer(_tuples(ans))
        self.preset_text, self.preset_name = text, name
        return game, info, text
