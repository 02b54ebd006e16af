"""Checkpoints: a game as JSON-able data that loads back to an equal game (for journals).

A checkpoint is a saved preset (``formats.save``: the readable board and the exact state in
``[saved]``) plus what a preset doesn't hold: the log, the preset's own metadata (its
``[demo]`` too) and the number of steps performed before it. If a decision is pending, the checkpoint holds the game
as it was before the action that asked (the journal keeps that action as a step after it).
It doesn't depend on the format the game was first loaded from (a preset, a ``.pzl``, a
``.script``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sandbox.core.log import LogEntry
from sandbox.errors import LoadError, SandboxError
from sandbox.formats.demo import Demo, parse_demo
from sandbox.formats.preset import PresetInfo, preset_from_data
from sandbox.formats.save import save_data

if TYPE_CHECKING:
    from sandbox.core.game import Game

CHECKPOINT_FORMAT = 1
INFO_FIELDS = ("title", "description", "topic", "rules", "rulings", "suggested", "path")


def checkpoint(game: Game) -> dict[str, Any]:
    """The game before its pending action (or now) as JSON-able data; ``at`` = steps done."""
    base = game.clone(before_pending=True)
    info = game.info
    return {"format": CHECKPOINT_FORMAT, "at": len(game.history),
            "saved": save_data(base),
            "log": [[e.rule, e.text, e.kind, list(e.ids)] for e in base.log],
            "info": {k: getattr(info, k) for k in INFO_FIELDS} if info is not None else None,
            "demo": _demo_table(info.demo) if info is not None and info.demo is not None else None}


def _demo_table(demo: Demo) -> dict[str, Any]:
    """A demo as the ``[demo]`` table it was read from (``parse_demo`` reads it back)."""
    return {"title": demo.title, "intro": demo.intro, "step": [dict(s.spec) for s in demo.steps]}


def from_checkpoint(data: Any, name: str) -> tuple[Game, PresetInfo]:
    """The game a checkpoint holds (no history: undo starts from here). Raises LoadError."""
    if not isinstance(data, dict) or data.get("format") != CHECKPOINT_FORMAT:
        raise LoadError(name, "checkpoint", f"expected a checkpoint of format {CHECKPOINT_FORMAT}")
    saved, log, meta = data.get("saved"), data.get("log"), data.get("info")
    if not isinstance(saved, dict) or "saved" not in saved:
        raise LoadError(name, "checkpoint.saved", "expected a saved board")
    if not isinstance(log, list) or not all(_log_entry_ok(e) for e in log):
        raise LoadError(name, "checkpoint.log", "expected a list of [rule, text, kind, ids]")
    if meta is not None and not (isinstance(meta, dict) and all(k in INFO_FIELDS for k in meta)):
        raise LoadError(name, "checkpoint.info", f"expected a table with keys among {', '.join(INFO_FIELDS)}")
    try:
        game, info = preset_from_data(saved, name)
    except LoadError:
        raise
    except (SandboxError, ValueError, TypeError, KeyError, AttributeError) as e:
        raise LoadError(name, "checkpoint.saved", f"the saved board is damaged: {e}") from None
    game.log = [LogEntry(rule, text, kind, tuple(ids)) for rule, text, kind, ids in log]
    if meta is not None:
        if any(not isinstance(meta.get(k, []), list) for k in ("rules", "rulings")):
            raise LoadError(name, "checkpoint.info", "expected rules and rulings as lists of texts")
        info = PresetInfo(title=str(meta.get("title", "")), description=str(meta.get("description", "")),
                          topic=str(meta.get("topic", "")), rules=[str(r) for r in meta.get("rules", [])],
                          rulings=[str(r) for r in meta.get("rulings", [])],
                          suggested=str(meta.get("suggested", "")), path=str(meta.get("path", "")))
    if data.get("demo") is not None:
        try:
            info.demo = parse_demo(data["demo"], "checkpoint.demo")
        except SandboxError as e:
            raise LoadError(name, "checkpoint.demo", str(e)) from None
    game.info = info
    return game, info


def _log_entry_ok(entry: Any) -> bool:
    return (isinstance(entry, list) and len(entry) == 4 and all(isinstance(x, str) for x in entry[:3])
            and isinstance(entry[3], list) and all(isinstance(i, int) for i in entry[3]))
