"""Everything a front end needs from the engine, in one flat namespace.

The package root (``import sandbox``) holds the small API for scripting the engine: a game,
its actions and errors, presets. This module re-exports those names plus what the Textual UI
(``widgets``) uses: the payment planner, goals, saving, the preset catalogue, demos and the
command language. ``widgets`` imports only from here (an import-linter contract checks it),
so the engine's packages can be rearranged without touching the UI.

>>> from sandbox.api import Catalogue, load_any, plan_for
>>> game, info, _ = load_any(Catalogue().filter("puzzles", "wild growth")[0].path)
>>> elves = next(o for o in game.battlefield(0) if game.chars(o).name == "Llanowar Elves")
>>> planned, payment = plan_for(game, elves, 0)
>>> planned.what, payment.ok
('{T}: Add {G}.', True)
"""

# Modules inside sandbox/ never import the package root, so the root's names are imported
# from their own modules here too.
import importlib
from typing import TYPE_CHECKING, Any

from sandbox.loading import collect_now, collection_due, collection_paused, interactive_collection

with collection_paused():
    from sandbox.cards.library import CardDB, library, user_data_folder
    from sandbox.cards.model import ManaAbility
    from sandbox.core.actions import (
        Action,
        Activate,
        Answer,
        Cast,
        Decision,
        Edit,
        Foretell,
        Ninjutsu,
        Option,
        Pass,
        PlayLand,
        Suspend,
        TurnFaceUp,
        cast_halves,
    )
    from sandbox.core.casting import MAX_X, half_question
    from sandbox.core.game import Game, LogEntry, second_person
    from sandbox.core.mana.paying import paid
    from sandbox.core.mana.planning import PlannedCost, cost_for, kicker_offer, needs_sources, plan_for
    from sandbox.core.mana.solver import PaymentPlan
    from sandbox.core.state import STEP_NAMES
    from sandbox.describe import ObjectDescription, ability_kind, board_summary, board_text, describe
    from sandbox.errors import (
        AmbiguousNameError,
        IllegalActionError,
        InvalidActionError,
        LoadError,
        SandboxError,
    )
    from sandbox.files import open_for_append, write_atomically
    from sandbox.formats.catalogue import TOPICS, Catalogue, PresetEntry, load_any
    from sandbox.formats.checkpoint import checkpoint, from_checkpoint
    from sandbox.formats.goals import GoalWatcher, goal_status
    from sandbox.formats.preset import (
        PresetInfo,
        default_game,
        load_preset,
        load_preset_text,
        presets_dir,
        read_preset_file,
    )
    from sandbox.formats.save import default_save_path, path_inside, save_preset, user_dir
    from sandbox.script.playback import Demo, Player
    from sandbox.script.scenario import EMPTY_BOARD
    from sandbox.script.session import Session, command_lines, run_command
    from sandbox.symbols import format_cost

__all__ = [
    # The package root's API: a game, its actions and errors, presets.
    "Action", "Activate", "AmbiguousNameError", "Answer", "CardDB", "Cast", "Decision", "Edit",
    "Game", "IllegalActionError", "InvalidActionError", "LoadError", "Option", "Pass", "PlayLand",
    "PresetInfo", "TurnFaceUp", "Ninjutsu", "Suspend", "Foretell", "SandboxError", "default_game", "library", "load_preset", "load_preset_text", "user_data_folder",
    # The game as the UI shows it.
    "LogEntry", "ManaAbility", "MAX_X", "ObjectDescription", "STEP_NAMES", "ability_kind", "board_summary", "board_text",
    "describe", "format_cost", "second_person",
    # Paying costs.
    "PaymentPlan", "PlannedCost", "cast_halves", "half_question", "cost_for", "kicker_offer", "paid", "needs_sources", "plan_for",
    # Presets: the catalogue, goals, saving.
    "Catalogue", "GoalWatcher", "PresetEntry", "TOPICS", "default_save_path", "goal_status",
    "load_any", "path_inside", "presets_dir", "read_preset_file", "save_preset", "user_dir",
    # Journals: checkpoints of a game, files written without following planted links.
    "checkpoint", "from_checkpoint", "open_for_append", "write_atomically",
    # Demos and the command language.
    "Demo", "EMPTY_BOARD", "Player", "Session", "command_lines", "run_command",
    # The garbage collector: a front end's imports without its passes, a session's full
    # passes at idle moments.
    "collect_now",
    "collection_due",
    "collection_paused",
    "interactive_collection",
    # The Oracle-text compiler's reading of a card, line by line (loaded on first use).
    "sentence_report",
]

if TYPE_CHECKING:
    from sandbox.cards.oracle.report import sentence_report

_LAZY = {"sentence_report": "sandbox.cards.oracle.report"}
"""Names loaded on first use: the Oracle compiler (and Lark) stay out of the app's start-up."""


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'sandbox.api' has no attribute {name!r}")
