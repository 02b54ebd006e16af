"""The game screen: the one owner of the Game. Panes show it; this screen applies intents.

Panes post messages (an object highlighted or chosen); key bindings call actions here;
every change goes through :meth:`GameScreen.apply` (or an answer to a decision), after
which :meth:`GameScreen.changed` journals the session, re-renders only the panes whose
content changed, briefly highlights new stack objects and mana changes, and asks the next
pending decision as a modal screen.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import os
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import events, getters, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widget import Widget

import sandbox.api
from sandbox.api import (
    MAX_X,
    Action,
    Activate,
    Cast,
    Decision,
    GoalWatcher,
    ManaAbility,
    Option,
    Pass,
    PlayLand,
    SandboxError,
    Session,
    cast_halves,
    command_lines,
    cost_for,
    default_save_path,
    describe,
    format_cost,
    goal_status,
    half_question,
    kicker_offer,
    needs_sources,
    open_for_append,
    paid,
    path_inside,
    plan_for,
    presets_dir,
    save_preset,
    second_person,
    user_dir,
)

from .. import BROWSER_ENV, render, view
from ..commands import CardCommands, ObjectCommands
from ..panes.battlefield import BattlefieldPane
from ..panes.guide import GuideBar
from ..panes.hand import HandPane
from ..panes.inspector import InspectorPane
from ..panes.key_bar import KeyBar
from ..panes.log import LogPane
from ..panes.mana_pool import ManaPoolPane
from ..panes.object_pane import ObjectPane
from ..panes.stack import StackPane
from ..panes.status import StatusBar
from .decision import screen_for
from .modal import PromptFrames, apply_breakpoints

if TYPE_CHECKING:
    from sandbox.api import Game, PaymentPlan, PresetInfo

    from ..journal import Journal
    from .command_line import RunningScreen


@dataclass(frozen=True)
class Marks:
    """What the screen compares before and after a change (for highlights)."""

    stack: frozenset[int]
    battlefield: frozenset[int]
    pools: tuple[str, ...]
    version: int


MIN_SIZE = (80, 24)
"""The smallest terminal (columns, rows) the board's panes fit in; below it the status line says so."""

LONG_COMMANDS = {"resolve"}
"""Commands that may run long alone (a chain of triggers): run as a run of commands, Esc stops them."""


class GameScreen(PromptFrames, Screen[None]):
    """Battlefield, stack, mana pool, hand, log and inspector, driven by keys."""

    COMMANDS = {ObjectCommands, CardCommands}
    BINDINGS = [
        Binding("t", "tap", "Tap", tooltip="Tap the selected permanent for mana (605.3a)", id="game.tap"),
        Binding("a", "activate", "Activate", tooltip="Activate an ability of the selected permanent (602)",
                id="game.activate"),
        Binding("c", "cast", "Cast", tooltip="Cast the selected card, or play it if it is a land (601, 305.1)",
                id="game.cast"),
        Binding("c", "why_not_cast", "Cast", show=False, id="game.cast_refused",
                tooltip="On a card that can't be cast now: say why, with the rule"),
        Binding("c", "cast_from_hand_pane", "Cast", show=False, id="game.cast_elsewhere",
                tooltip="Elsewhere: cast the only castable card, or move to the hand's castable cards"),
        Binding("space", "pass_priority", "Pass", tooltip="The player with priority passes (117.3d)",
                id="game.pass"),
        Binding("r", "resolve", "Resolve", tooltip="Both players pass until the top of the stack resolves (608)",
                id="game.resolve"),
        Binding("n", "next_step", "Next step", tooltip="Pass on an empty stack until the step ends (500.2)",
                id="game.next_step"),
        Binding("N", "next_turn", "Next turn", tooltip="Pass until the next turn begins (500.2)",
                id="game.next_turn", show=False),
        Binding("u", "undo", "Undo", tooltip="Undo the last action or answer (exact)", id="game.undo"),
        Binding("y", "redo", "Redo", tooltip="Redo what was undone", id="game.redo"),
        Binding("i", "inspect", "Inspect", tooltip="Show the selected object in the inspector, layer by layer",
                id="game.inspect", show=False),
        Binding("e", "read_oracle", "Read text", tooltip="Show how the engine reads the selected card's Oracle "
                "text, line by line (the Oracle-text compiler)", id="game.read_oracle", show=False),
        Binding("z", "toggle_reading", "Enlarge output", tooltip="Give the Output/Inspector pane the whole "
                "screen to read a long output (:help, i, e); z again goes back to the board", id="game.reading",
                show=False),
        Binding("tab", "cycle_pane(1)", "Next pane", tooltip="Move to the next pane", id="game.next_pane",
                show=False),
        Binding("shift+tab", "cycle_pane(-1)", "Previous pane", tooltip="Move to the previous pane",
                id="game.previous_pane", show=False),
        Binding("b", "focus_pane('battlefield')", "Battlefield", tooltip="Move to the battlefield pane",
                id="game.focus_battlefield", show=False),
        Binding("h", "focus_pane('hand')", "Hand", tooltip="Move to the hand pane", id="game.focus_hand", show=False),
        Binding("k", "focus_pane('stack')", "Stack", tooltip="Move to the stack pane", id="game.focus_stack",
                show=False),
        Binding("o", "open_preset", "Open", tooltip="Open a preset file", id="game.open", show=False),
        Binding("s", "save_preset", "Save", tooltip="Save the board as a preset file", id="game.save", show=False),
        Binding("p", "browse_presets", "Presets", tooltip="Browse presets and puzzles: filter, preview, open",
                id="game.browse", show=False),
        Binding("d", "demo", "Demo", tooltip="Step through this board's narrated line of play", id="game.demo",
                show=False),
        *(Binding(key, f"why_not('{action}')", description, show=False, id=f"game.{action}_refused",
                  tooltip="When it can't be done now: say why, with the rule")
          for key, action, description in (
              ("t", "tap", "Tap"), ("a", "activate", "Activate"), ("space", "pass_priority", "Pass"),
              ("r", "resolve", "Resolve"), ("n", "next_step", "Next step"), ("N", "next_turn", "Next turn"),
              ("u", "undo", "Undo"), ("y", "redo", "Redo"), ("i", "inspect", "Inspect"))),
        Binding("escape", "escape", "Clear", tooltip="Clear the message on the status line and the Output pane; "
                "in the enlarged output (z), back to the board", id="game.escape", show=False),
        Binding("colon", "command_line", "Command", tooltip="Type a command of the command language",
                id="game.command"),
        Binding("question_mark", "help", "Help", tooltip="List every key", id="game.help"),
    ]

    battlefield = getters.query_one("#battlefield", BattlefieldPane)
    stack = getters.query_one("#stack", StackPane)
    hand = getters.query_one("#hand", HandPane)
    mana = getters.query_one("#mana", ManaPoolPane)
    log_pane = getters.query_one("#log", LogPane)
    inspector = getters.query_one("#inspector", InspectorPane)
    status = getters.query_one("#status", StatusBar)
    guide = getters.query_one("#guide", GuideBar)
    key_bar = getters.query_one("#keys", KeyBar)

    def __init__(self, game: Game, info: PresetInfo | None, preset_text: str = "", *,
                 journal: Journal | None = None, flash: float = 0.6) -> None:
        super().__init__()
        self.session = Session(game, info)
        """The game (the truth: only this screen changes it), its preset's info, command undo groups."""
        self.preset_text = preset_text
        self.journal = journal
        self.flash_seconds = flash
        """How long new stack objects and mana changes stay highlighted (0: never)."""
        self.selected: int | None = None
        """The object the user acts on."""
        self.error = ""
        """The last error (shown on the status line until the next change)."""
        self._error_version = -1
        self._error_output: Text | None = None
        """The error shown in the Output pane (left there by a change only if it is still the error)."""
        self.note = ""
        """What the last undo or redo (or command run) did, on the status line until the next change."""
        self.command_history: list[str] = []
        self.output: Text | None = None
        """The last command's output (echoed command first): shown in the inspector until the
        user moves on (selects another object or presses i)."""
        self._focus_before_reading: Widget | None = None
        """Where the focus was before z enlarged the Output pane (it goes back there)."""
        self._labels: dict[int, str] = {}
        """What each user action was, by the history length where it began (for "Undid: ...")."""
        self._undo_by_dialog = False
        self._legal_version: int | None = None
        self._legal: list[Action] = []
        self._asking = False
        self._fresh_stack: frozenset[int] = frozenset()
        self._fresh_bf: frozenset[int] = frozenset()
        self._journal_version: int | None = None
        self._bindings_sig: tuple = ()
        self._flash_pools = False
        self._saved_at: tuple[int, object | None] = (0, None)
        self._goal_watch = GoalWatcher()
        """Announces a puzzle solved (or failed) once, when it changes."""
        """The history's length and last entry when the board was loaded or last saved."""
        self.solution_shown = False
        """A puzzle's suggestion (its solution) is shown only after the user asked for it (d)."""

    @property
    def game(self) -> Game:
        """The game: the truth (only this screen changes it)."""
        return self.session.game

    @property
    def info(self) -> PresetInfo | None:
        """The preset's metadata, if the game came from one."""
        return self.session.info

    # ------------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        apply_breakpoints(self)  # before the panes mount: they are styled once, with the width classes
        yield StatusBar(id="status")
        yield GuideBar(id="guide")
        with Horizontal(id="main"):
            with Vertical(id="left"):
                yield BattlefieldPane(id="battlefield", title="Battlefield")
                yield LogPane(id="log")
            with Vertical(id="right"):
                yield ManaPoolPane(id="mana")
                yield StackPane(id="stack", title="Stack: ▶ resolves next")
                yield HandPane(id="hand", title="Hand")
                yield InspectorPane(id="inspector")
        yield KeyBar(id="keys")

    def on_resize(self, event: events.Resize) -> None:
        self.show_status()  # "terminal too small" comes and goes with the size

    def on_mount(self) -> None:
        for pane in self.query(ObjectPane):
            pane.on_highlight = self._object_highlighted
        self.call_after_refresh(self.start_journal)  # its checkpoint waits for the first frame
        apply_breakpoints(self)  # the size may have changed since compose (no restyle if not)
        self.battlefield.focus()
        self.refresh_panes()
        self._cursor_on_own_permanent()
        self.ask()

    def _cursor_on_own_permanent(self) -> None:
        """The battlefield's cursor starts on the first permanent of the player who acts
        (priority), not on whatever row comes first."""
        st = self.game.state
        who = st.priority if st.priority is not None else st.active
        first = next((o for o in self.battlefield.oids() if self.game.controller(o) == who), None)
        if first is not None and self.battlefield.select_oid(first):
            self.selected = first
            self.show_inspector()

    # ------------------------------------------------------------------ boards

    def load(self, game: Game, info: PresetInfo | None, preset_text: str, *, journal: bool = True) -> None:
        """Show a new game (a preset opened, or a journal restored)."""
        self.session, self.preset_text = Session(game, info), preset_text
        self.app.clear_notifications()  # they were about the board that is gone ("Puzzle solved")
        self.solution_shown = False
        self.selected = None
        self.clear_error()
        self.output = None
        self._labels = {}
        self._legal_version = None
        self.mark_saved()
        if journal:
            self.start_journal()
        self.battlefield.focus()
        self.refresh_panes()
        self._cursor_on_own_permanent()
        self.ask()

    def replace_board(self, game: Game, info: PresetInfo | None, text: str, title: str) -> None:
        """Show another board, once the user agreed to discard unsaved actions (if any)."""
        def load() -> None:
            self.load(game, info, text)
            self.notify(f"opened {title}", timeout=3)
        self.unless_unsaved(f"Opening {title} replaces this board.", load)

    def mark_saved(self) -> None:
        """The board as it is now is saved (or was just loaded)."""
        history = self.game.history
        self._saved_at = (len(history), history[-1] if history else None)

    def forget_saved(self) -> None:
        """Nothing done on this board is saved (a restored session: its actions count)."""
        self._saved_at = (0, None)

    def unsaved_actions(self) -> int:
        """How many actions were done since the board was loaded or last saved."""
        history = self.game.history
        n, last = self._saved_at
        if n <= len(history) and (n == 0 or history[n - 1] is last):
            return len(history) - n
        return len(history)

    def unless_unsaved(self, consequence: str, proceed: Callable[[], None]) -> None:
        """Run ``proceed`` at once if nothing is unsaved, else after the user agreed to discard
        the unsaved actions (a yes/no dialog; no leaves everything as it is)."""
        n = self.unsaved_actions()
        if n == 0:
            proceed()
            return
        from .confirm import ConfirmScreen
        actions = f"{n} action{'' if n == 1 else 's'}"
        question = f"Discard {actions} done since the board was loaded or saved?"
        detail = f"{consequence} No keeps this board (s saves it as a preset)."

        def answered(yes: bool | None) -> None:
            if yes:
                proceed()
        self.app.push_screen(ConfirmScreen(question, detail, yes="Discard", no="Keep"), answered)

    def start_journal(self) -> None:
        """Begin journaling the current game."""
        if self.journal is not None:
            name = self.info.path if self.info is not None else ""
            self.journal.start(self.game, name)
            self._journal_version = self.game.version

    # ------------------------------------------------------------------ queries

    def legal(self) -> list[Action]:
        """The legal casts, plays and activations now (computed once per game version).

        None while a decision is pending: its answers are the dialog's business, and trying
        each one (``legal_actions`` does) costs a re-run of the action per answer."""
        if self.game.pending is not None:
            return []
        v = self.game.version
        if v != self._legal_version:
            try:
                self._legal = self.game.legal_actions()
            except Exception:  # an engine defect: show no actions rather than crash
                self._legal = []
            self._legal_version = v
        return self._legal

    def _sel(self, zone: str) -> int | None:
        oid = self.selected
        if oid is None or oid not in self.game.state.objects or self.game.obj(oid).zone != zone:
            return None
        return oid

    def activations(self, oid: int | None, mana: bool) -> list[Activate]:
        """Legal activations of an object's mana abilities (or its other abilities)."""
        if oid is None or self.game.pending is not None:
            return []
        abilities = self.game.activated_abilities(oid)
        out = []
        for a in self.legal():
            if (isinstance(a, Activate) and a.obj == oid and a.ability < len(abilities)
                    and isinstance(abilities[a.ability], ManaAbility) == mana):
                out.append(a)
        return out

    def play_action(self, oid: int | None) -> Action | None:
        """The legal Cast or PlayLand of a card in hand, if any."""
        if oid is None or self.game.pending is not None:
            return None
        for a in self.legal():
            if isinstance(a, (Cast, PlayLand)) and a.card == oid:
                return a
        return None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        g = self.game
        st = g.state
        can_act = g.pending is None and not st.over and st.priority is not None
        if action == "tap":
            return bool(self.activations(self._sel("battlefield"), True))
        if action == "activate":
            return bool(self.activations(self._sel("battlefield"), False))
        if action == "cast":
            return self.play_action(self._sel("hand")) is not None
        if action == "why_not_cast":
            return self._sel("hand") is not None and g.pending is None
        if action == "inspect":
            return self.selected is not None
        if action == "pass_priority":
            return can_act
        if action == "resolve":
            return can_act and bool(st.stack)
        if action in ("next_step", "next_turn"):
            return can_act and not st.stack
        if action == "undo":
            return bool(getattr(g, "can_undo", bool(g.history) or g.pending is not None))
        if action == "redo":
            return g.pending is None and g.can_redo
        return True

    # ------------------------------------------------------------------ applying changes

    def marks(self) -> Marks:
        """What to compare after a change."""
        st = self.game.state
        return Marks(frozenset(st.stack), frozenset(st.battlefield), tuple(str(p.pool) for p in st.players),
                     self.game.version)

    def _perform(self, action: Action) -> bool:
        """Perform an action; an error is shown and leaves the board as it was."""
        try:
            self.game.perform(action)
        except SandboxError as e:
            self.show_error(str(e))
            return False
        except Exception as e:  # an engine defect must never close the app
            self.show_error(f"internal error ({type(e).__name__}: {e}); the action was not completed")
            self._log_defect()
            return False
        self.clear_error()
        return True

    def apply(self, action: Action, label: str = "") -> bool:
        """Perform one action (one user action: one undo step) and update the screen."""
        before = self.marks()
        start = self.begin_user_action()
        ok = self._perform(action)
        self.end_user_action(start, label or view.action_label(self.game, action))
        self.changed(before)
        return ok

    def begin_user_action(self) -> tuple[int, bool]:
        """Where the history stands before a user action (for :meth:`end_user_action`)."""
        return len(self.game.history), self.game.pending is not None

    def end_user_action(self, start: tuple[int, bool], label: str) -> None:
        """Make everything done since ``start`` one undo step, remembered as ``label``."""
        length, was_pending = start
        g = self.game
        if not was_pending and (len(g.history) > length or g.pending is not None):
            self.session.command_marks().append(length)
            self._labels[length] = label

    def show_error(self, message: str, heading: str = "✗ not done") -> None:
        """Show an error on the status line (cut to its width) and whole in the Output pane
        under ``heading``, until the game changes (or another message replaces it)."""
        self.error = message
        self._error_version = self.game.version
        out = Text(heading + "\n", style="bold red")
        out.append(message)
        self.output = self._error_output = out
        self.show_inspector()

    def clear_error(self) -> None:
        """The last error no longer applies: off the status line, and out of the Output pane."""
        self.error = ""
        if self.output is not None and self.output is self._error_output:
            self.output = None
        self._error_output = None

    def _log_defect(self) -> None:
        try:
            from ..journal import data_dir
            path = data_dir() / "errors.log"
            path.parent.mkdir(parents=True, exist_ok=True)
            with os.fdopen(open_for_append(path), "a", encoding="utf-8") as f:  # a link planted there is refused
                f.write(traceback.format_exc() + "\n")
        except OSError:
            pass

    def changed(self, before: Marks | None = None) -> None:
        """After any change: journal, re-render what changed, highlight, ask decisions."""
        g = self.game
        self.note = ""
        if self.error and g.version != self._error_version:
            self.clear_error()  # the game moved on: the error is about a board that is gone
        if self.journal is not None and g.version != self._journal_version:
            self.journal.record(g)
            self._journal_version = g.version
        if before is not None and self.flash_seconds > 0:
            st = g.state
            self._fresh_stack = frozenset(st.stack) - before.stack
            self._fresh_bf = frozenset(st.battlefield) - before.battlefield
            if tuple(str(p.pool) for p in st.players) != before.pools:
                self._flash_pools = True
                self.set_timer(self.flash_seconds, self._unflash)
            if self._fresh_stack or self._fresh_bf:
                self.set_timer(self.flash_seconds, self._unflash)
        self.refresh_panes()
        announce = self._goal_watch.update(g)
        if announce:
            self.notify(announce, title="Puzzle", timeout=8)
        self.ask()

    def _unflash(self) -> None:
        if self._fresh_stack or self._fresh_bf or self._flash_pools:
            self._fresh_stack = self._fresh_bf = frozenset()
            self._flash_pools = False
            self.refresh_panes()

    def refresh_panes(self) -> None:
        """Re-render the panes from the engine (each pane skips itself if unchanged).

        Everything a change affects, the hand's castable marks, the inspector, the key bar
        and the guide included, is updated before the next frame: a key is answered by one
        complete frame (Textual paints at most one frame per 1/60 s, so a pane filled in a
        frame later would cost every key at least that much more).
        """
        g = self.game
        self.show_status()
        self.battlefield.show(view.battlefield_rows(g, self._fresh_bf))
        self.stack.show(view.stack_rows(g, self._fresh_stack))
        self.mana.show(view.pools_text(g, self._flash_pools))
        self.log_pane.show(g.log)
        self._refresh_secondary(hand=True)
        self.show_guide()

    def show_status(self) -> None:
        """The status line: the game's state, then the last error or note, else the title."""
        g = self.game
        title = self.info.title if self.info is not None else ""
        goal = goal_status(g)
        if goal is not None:
            title = f"{goal.text} · {title}" if title else goal.text
        text = view.status_text(g, title, self.error, self.note)
        width, height = self.app.size
        if width < MIN_SIZE[0] or height < MIN_SIZE[1]:  # first: the line is cut at the right
            text = Text(f" terminal too small ({width}x{height}): the board needs {MIN_SIZE[0]}x{MIN_SIZE[1]} ",
                        style="bold reverse red") + text
        self.status.show(text)

    def show_guide(self) -> None:
        """Who acts now and what they can do; the board's suggestion while nothing was done."""
        text = view.turn_guide(self.game, self.legal())
        hint = self.suggestion()
        if hint and not self.game.history and self.game.pending is None:
            text.append("\nTry: " + hint, style="italic")
        self.guide.show(text)

    def is_puzzle(self) -> bool:
        """The board has a goal (a puzzle)."""
        return goal_status(self.game) is not None

    def suggestion(self) -> str:
        """The board's suggested line; a puzzle's only once the user asked for the solution."""
        if self.info is None or not self.info.suggested:
            return ""
        if self.is_puzzle() and not self.solution_shown:
            return ""
        return self.info.suggested

    def _refresh_secondary(self, hand: bool = False) -> None:
        """The panes that follow the selection and the legal actions: the hand's castable
        marks (if ``hand``), the inspector and the key bar."""
        if hand:
            playable = frozenset(a.card for a in self.legal() if isinstance(a, (Cast, PlayLand)))
            self.hand.show(view.hand_rows(self.game, playable))
        self._sync_selection()
        self.update_bindings()

    def update_bindings(self) -> None:
        """Refresh the footer only when the set of applicable keys changed (it is costly)."""
        sig = tuple(bool(self.check_action(b.action, ())) for b in self.BINDINGS if isinstance(b, Binding))
        if sig != self._bindings_sig:
            self._bindings_sig = sig
            self.refresh_bindings()
            self.key_bar.show_bindings(self)  # in this frame, not after the next idle

    def _sync_selection(self) -> None:
        focused = self.focused
        if isinstance(focused, ObjectPane):
            self.selected = focused.selected_oid
        if self.selected is not None and self.selected not in self.game.state.objects:
            self.selected = None
        self.show_inspector()

    def show_output(self, command: str, message: str, output: str) -> None:
        """Keep a command's output in the inspector, the command echoed above it."""
        out = Text(f":{command}\n", style="bold")
        if message and message not in output:
            out.append(message + "\n")
        if output:
            out.append("\n" + output)
        self.output = out
        self.show_inspector()

    def leave_output(self) -> None:
        """The user moved on: the inspector explains the selection again."""
        if self.output is not None:
            self.output = None
            self.show_inspector()

    def _title_inspector(self) -> None:
        """The pane's title says what it shows and how to get more room or leave."""
        name = "Output" if self.output is not None else "Inspector"
        if self.reading:
            self.inspector.border_title = f"{name} (z: back to the board)"
        else:
            self.inspector.border_title = "Output (z enlarges · select something or i to leave)" \
                if self.output is not None else name

    def show_inspector(self) -> None:
        """Explain the selected object (or describe the board), or show the command output."""
        self._title_inspector()
        if self.output is not None:
            self.inspector.show(self.output)
            return
        if self.selected is None:
            text = Text()
            if self.info is not None:
                text.append(self.info.title + "\n", style="bold")
                text.append(self.info.description + "\n")
                if self.suggestion():
                    text.append("\nTry: " + self.suggestion() + "\n", style="italic")
                elif self.info.suggested:
                    text.append("\nThe solution is hidden: d plays it step by step.\n", style="italic")
            text.append("\nSelect an object (Tab, ↑↓) to see how it got its characteristics. ? lists the keys.",
                        style="dim")
            self.inspector.show(text)
        else:
            self.inspector.show(render.inspect(self.game, self.selected))

    # ------------------------------------------------------------------ decisions

    def ask(self) -> None:
        """If the engine waits for a decision, ask it in a modal screen."""
        if self.game.pending is None or self._asking:
            return
        self._asking = True
        screen = screen_for(self.game)

        def undo() -> None:
            self._undo_by_dialog = True
            screen.dismiss(None)
        screen.undo_hook = undo
        self.app.push_screen(screen, self._answered)

    def _answered(self, values: tuple[Any, ...] | None) -> None:
        self._asking = False
        before = self.marks()
        if values is None and self._undo_by_dialog:
            # u in a dialog: the whole user action that asked is taken back
            self._undo_by_dialog = False
            self.action_undo()
            return
        if values is None:
            # Cancel: undo back to before the action that asked (each undo takes back one answer).
            for _ in range(200):
                if self.game.pending is None:
                    break
                self.game.undo()
            marks = self.session.command_marks()
            if marks and marks[-1] == len(self.game.history):
                marks.pop()  # the cancelled action's step: it never completed
            self.notify("cancelled: the action was undone", timeout=3)
        else:
            try:
                self.game.answer(*values)
                self.clear_error()
            except SandboxError as e:
                self.show_error(str(e))
            except Exception as e:
                self.show_error(f"internal error ({type(e).__name__}: {e})")
                self._log_defect()
        self.changed(before)

    # ------------------------------------------------------------------ payment plans

    def pay_then(self, action: Action) -> None:
        """Cast or activate in the rules' order (601.2b-h): X, then targets, then the payment
        plan if the pool can't already pay, then the action with its payment as one step."""
        if not isinstance(action, (Cast, Activate)) or self.game.pending is not None:
            self.apply(action)
            return
        idx = None if isinstance(action, Cast) else action.ability
        oid = action.card if isinstance(action, Cast) else action.obj
        kicked = isinstance(action, Cast) and action.kicked
        halves = cast_halves(action) if isinstance(action, Cast) else ()
        try:
            pc = cost_for(self.game, oid, idx, action.x, kicked, halves)
            if idx is not None and isinstance(self.game.activated_abilities(oid)[idx], ManaAbility):
                self.apply(action)
                return
            if pc.needs_x:
                self._ask_x(action, pc.what)
                return
            if not pc.cost:
                self.apply(action)
                return
            pc, plan = plan_for(self.game, oid, idx, action.x, kicked=kicked, halves=halves)
        except SandboxError:
            self.apply(action)  # the engine says why
            return
        if not needs_sources(plan):
            self.apply(action)  # the pool pays, or the engine says why it can't be paid
            return
        if action.targets is None and self._ask_targets_first(action):
            return
        if self._lone_source(plan, oid, idx, action.x, halves):
            self._pay_and_apply(plan, action)
            return
        from .payment import PaymentScreen
        screen = PaymentScreen(self.game, pc, plan)

        def confirmed(chosen) -> None:
            if chosen is not None:
                self._pay_and_apply(chosen, action)

        def undo() -> None:
            screen.dismiss(None)
            self.action_undo()
        screen.undo_hook = undo
        self.app.push_screen(screen, confirmed)

    def _lone_source(self, plan: PaymentPlan, oid: int, idx: int | None, x: int | None,
                     halves: tuple[int, ...] = ()) -> bool:
        """A single symbol paid by the only source that could pay it: nothing to confirm."""
        if not plan.ok or len(plan.steps) != 1 or len(plan.cost) != 1 or plan.pool:
            return False
        step = plan.steps[0]
        try:
            _, other = plan_for(self.game, oid, idx, x, exclude=(step.source,), halves=halves)
        except SandboxError:
            return True
        return not other.ok

    def _ask_targets_first(self, action: Cast | Activate) -> bool:
        """Ask the targets before the payment (601.2c before 601.2g): the action is tried on a
        copy of the game, whose target questions are asked here; then the payment follows with
        the targets chosen. False if the action asks no targets before paying."""
        trial = self.game.clone(what_if=True)  # played on, answered, then thrown away
        try:
            trial.perform(action)
        except SandboxError:
            return False
        if trial.pending is None or trial.pending.kind != "targets":
            return False
        self._ask_trial_target(action, trial, [])
        return True

    def _ask_trial_target(self, action: Cast | Activate, trial: Game, chosen: list[Any]) -> None:
        from .choose import ChooseScreen
        assert trial.pending is not None
        screen = ChooseScreen(trial, trial.pending)

        def answered(values: tuple[Any, ...] | None) -> None:
            if values is None:
                return  # cancelled: nothing was done
            chosen.extend(values)
            # The copy stops at the payment (its pool is empty) once every target is chosen.
            with contextlib.suppress(SandboxError):
                trial.answer(*values)
            if trial.pending is not None and trial.pending.kind == "targets" and len(trial.pending.options):
                self._ask_trial_target(action, trial, chosen)
            else:
                self.pay_then(dataclasses.replace(action, targets=tuple(chosen)))

        def undo() -> None:
            screen.dismiss(None)
            self.action_undo()
        screen.undo_hook = undo
        self.app.push_screen(screen, answered)

    def _ask_x(self, action: Action, what: str) -> None:
        """X first (601.2b), so the plan can count it."""

        from .number import NumberScreen
        d = Decision(self.game.state.priority or 0, f"choose X for {what}", [], "number", rule="601.2b",
                     low=0, high=MAX_X)

        def chosen(values) -> None:
            if values:
                self.pay_then(dataclasses.replace(action, x=int(values[0])))
        self.app.push_screen(NumberScreen(self.game, d), chosen)

    def _pay_and_apply(self, plan, action: Action) -> None:
        """Tap the plan's sources and cast or activate, as one action (one undo takes it back)."""
        before = self.marks()
        start = self.begin_user_action()
        label = view.action_label(self.game, action)
        self._perform(paid(self.game, plan, action))
        self.end_user_action(start, label)
        self.changed(before)

    # ------------------------------------------------------------------ pane messages

    def on_key(self, event: events.Key) -> None:
        """A printable key that no binding of this screen takes: say so (bindings run after
        this handler, so the key is looked up among them)."""
        if event.is_printable and event.character and event.key not in self.active_bindings:
            self.show_error(f"{event.character}: no key does that here; ? lists the keys")
            self.show_status()
        elif event.key == "enter" and not isinstance(self.focused, ObjectPane):
            # The log and the Output/Inspector pane hold text, not objects to act on.
            where = "the log" if self.focused is self.log_pane else "the Output/Inspector pane"
            self.show_error(f"Enter acts on an object, and {where} holds none: b (battlefield), h (hand) "
                            "or k (stack) goes to one")
            self.show_status()

    def _object_highlighted(self, pane: ObjectPane, oid: int | None) -> None:
        if pane is self.focused and self.selected != oid:
            self.selected = oid
            self.output = None
            self._refresh_secondary()

    def on_descendant_focus(self, event) -> None:
        widget = event.widget if hasattr(event, "widget") else None
        if isinstance(widget, ObjectPane) and widget.selected_oid != self.selected:
            # Moving to a pane keeps an output in view (Tab to act on it after e or :help);
            # moving the cursor in a pane leaves it (_object_highlighted).
            self.selected = widget.selected_oid
            if self.output is None:
                self.show_inspector()
            self.update_bindings()

    @on(ObjectPane.NothingChosen)
    def _nothing_chosen(self, event: ObjectPane.NothingChosen) -> None:
        name = {"battlefield": "the battlefield", "hand": "the hand", "stack": "the stack"}.get(event.pane.id or "",
                                                                                            "this pane")
        self.show_error(f"{name} is empty: Enter acts on the object under the cursor")
        self.show_status()

    @on(ObjectPane.ObjectChosen)
    def _object_chosen(self, event: ObjectPane.ObjectChosen) -> None:
        self.selected = event.oid
        self.act(event.oid)

    def hand_action(self, oid: int) -> Cast | PlayLand:
        """Playing a card from hand if it is a land, else casting it (legal or not)."""
        return PlayLand(oid) if "Land" in self.game.chars(oid).card_types else Cast(oid)

    def act(self, oid: int) -> None:
        """Do the usual thing with an object (Enter)."""
        g = self.game
        if oid not in g.state.objects:
            return
        zone = g.obj(oid).zone
        if zone == "stack":
            if g.state.stack and g.state.stack[-1] == oid:
                self.action_resolve()
            else:
                self.show_error(f"{g.name(oid)} resolves after the objects above it (405.5: the top object "
                                "resolves first); Enter on the top one (▶) resolves it")
                self.show_status()
        elif zone == "hand":
            action = self.play_action(oid)
            if action is None:
                self.apply(self.hand_action(oid))  # an illegal one shows the engine's reason
            else:
                self.cast_from_hand(action)
        elif zone == "battlefield":
            if self.activations(oid, True):
                self.action_tap()
            elif self.activations(oid, False):
                self.action_activate()
            elif g.activated_abilities(oid):
                self.apply(Activate(oid, 0))  # shows why it can't be activated now
            else:
                self.show_error(f"{g.name(oid)} has no ability to activate: the inspector (i) says what it does")
                self.show_status()

    # ------------------------------------------------------------------ key actions

    def action_tap(self) -> None:
        """Tap the selected permanent for mana."""
        acts = self.activations(self._sel("battlefield"), True)
        if acts:
            self._choose_activation(acts)

    def action_activate(self) -> None:
        """Activate a (non-mana) ability of the selected permanent."""
        acts = self.activations(self._sel("battlefield"), False)
        if acts:
            self._choose_activation(acts)

    def _choose_activation(self, acts: list[Activate]) -> None:
        if len(acts) == 1:
            self.pay_then(acts[0])
            return
        oid = acts[0].obj
        abilities = self.game.activated_abilities(oid)
        d = Decision(self.game.state.priority or 0, f"activate which ability of {self.game.name(oid)}?",
                     [Option(i, abilities[a.ability].text or f"ability {a.ability + 1}") for i, a in enumerate(acts)],
                     "choose", rule="602.2")
        from .choose import ChooseScreen

        def picked(values: tuple[Any, ...] | None) -> None:
            if values:
                self.pay_then(acts[values[0]])
        self.app.push_screen(ChooseScreen(self.game, d), picked)

    def action_cast(self) -> None:
        """Cast (or play) the selected card from hand."""
        action = self.play_action(self._sel("hand"))
        if action is not None:
            self.cast_from_hand(action)

    def cast_from_hand(self, action: Action) -> None:
        """Play or cast a card from hand; a split card first asks which half (or both, fused) to
        cast when more than one can be cast now (709.3, 702.102a); a card with kicker first asks
        whether to kick it when the kicked cast can be paid (702.33d, the engine's ``kicker_offer``);
        a modal double-faced card which face to cast or play (712.12)."""
        def faced(a: Action) -> bool:
            return (isinstance(a, Cast) and bool(cast_halves(a))) or (isinstance(a, PlayLand) and a.face is not None)
        if faced(action):
            assert isinstance(action, (Cast, PlayLand))
            casts: list[Cast | PlayLand] = [a for a in self.legal() if isinstance(a, (Cast, PlayLand))
                                            and a.card == action.card and faced(a)]
            if len(casts) > 1:
                self._choose_half(casts)
                return
        offer = kicker_offer(self.game, action.card) if isinstance(action, Cast) and not action.kicked else None
        if offer is None:
            self.pay_then(action)
            return
        from .yesno import YesNoScreen

        def answered(values: tuple[Any, ...] | None) -> None:
            if values:
                self.pay_then(dataclasses.replace(action, kicked=values[0] == "yes"))
        self.app.push_screen(YesNoScreen(self.game, offer), answered)

    def _choose_half(self, casts: list[Cast | PlayLand]) -> None:
        """Which half of a split card to cast, or both fused (709.3, 702.102a): each castable
        one with its mana cost; the chosen one is then paid for and cast. A modal double-faced
        card's land face is offered to be played (712.12)."""
        oid = casts[0].card
        g = self.game
        options = []
        card = g.db.get(g.obj(oid).card or "")
        for i, a in enumerate(casts):
            if isinstance(a, PlayLand):
                options.append(Option(i, f"play {card.halves[a.face or 0].name} (a land, 712.12)"))
                continue
            pc = cost_for(g, oid, None, a.x, False, cast_halves(a))
            cost = format_cost(pc.cost) or "{0}"
            options.append(Option(i, f"both halves, fused ({pc.what}): {cost} (702.102a)" if a.fused
                                  else f"{pc.what}: {cost}"))
        question, rule = half_question(card, g.chars(oid).name)
        d = Decision(g.state.priority or 0, question, options, "choose", rule=rule)
        from .choose import ChooseScreen

        def picked(values: tuple[Any, ...] | None) -> None:
            if values:
                self.pay_then(casts[values[0]])
        self.app.push_screen(ChooseScreen(g, d), picked)

    def action_why_not_cast(self) -> None:
        """Say why the selected card can't be cast (or played) now: the engine's reason, from
        trying it on a copy of the game (the game itself is untouched)."""
        oid = self._sel("hand")
        if oid is None:
            return
        action = self.hand_action(oid)
        trial = self.game.clone(what_if=True)  # played on, answered, then thrown away
        try:
            trial.perform(action)
        except SandboxError as e:
            verb = "play" if isinstance(action, PlayLand) else "cast"
            self.show_error(second_person(f"can't {verb} {self.game.name(oid)} now: {e}"))
            self.refresh_panes()
            return
        self.pay_then(action)  # the engine allows it after all

    def action_cast_from_hand_pane(self) -> None:
        """``c`` away from the hand: cast the only card that can be cast or played now, or move
        to the hand with the cursor on the first of them; say so if there is none."""
        playable = [a for a in self.legal() if isinstance(a, (Cast, PlayLand))]
        cards = list(dict.fromkeys(a.card for a in playable))
        if not cards:
            self.show_error(self.why_not("cast"))
            return
        if len(cards) == 1:
            self.hand.focus()
            self.hand.select_oid(cards[0])
            self.cast_from_hand(next(a for a in playable if a.card == cards[0]))
            return
        self.hand.focus()
        self.hand.select_oid(cards[0])
        names = ", ".join(view.card_name(self.game, oid) for oid in cards)
        self.announce(f"Pick a card in the hand (↑↓), then c casts it: {names}")

    def action_why_not(self, action: str) -> None:
        """A key whose action can't be done now: say why on the status line."""
        self.show_error(self.why_not(action))
        self.show_status()

    def why_not(self, action: str) -> str:
        """Why a key's action can't be done now, with the rule when there is one."""
        st = self.game.state
        if action == "undo":
            return "nothing to undo: the board is as it was loaded"
        if action == "redo":
            return "nothing to redo: y redoes what u undid, until something else is done"
        if action == "inspect":
            return "select an object first (Tab or b/h/k, then ↑↓): i shows how it got its characteristics"
        if st.over:
            return f"the game is over ({st.result()}): u undoes the last action"
        if st.priority is None:
            return "nobody has priority now (117.1)"
        if action in ("tap", "activate"):
            return self._why_not_activate(action == "tap")
        if action == "cast":
            return "no card can be cast or played now: the guide lists what can be done"
        if action == "resolve":
            return "the stack is empty: nothing to resolve (405); n goes to the next step"
        if action in ("next_step", "next_turn"):
            return "the stack isn't empty: r resolves its top object first (500.2: a step ends when the stack is empty)"
        return "that can't be done now"

    def _why_not_activate(self, mana: bool) -> str:
        """Why ``t`` (``mana``) or ``a`` does nothing on the battlefield's selection: the engine's
        reason from trying the ability on a what-if copy of the game, or what the object lacks."""
        oid = self._sel("battlefield")
        verb = "t taps a permanent for mana" if mana else "a activates an ability"
        if oid is None:
            return f"{verb}: select one on the battlefield first (b, then ↑↓)"
        g = self.game
        kinds = [i for i, ab in enumerate(g.activated_abilities(oid)) if isinstance(ab, ManaAbility) == mana]
        if not kinds:
            other = "; its mana ability is on t" if not mana and g.activated_abilities(oid) else ""
            what = "mana ability" if mana else "activated ability other than mana"
            return f"{g.name(oid)} has no {what}{other}: the inspector (i) says what it does"
        trial = g.clone(what_if=True)  # tried, then thrown away
        try:
            trial.perform(Activate(oid, kinds[0]))
        except SandboxError as e:
            return second_person(str(e))
        return f"{g.name(oid)}'s ability can't be activated now"

    def action_inspect(self) -> None:
        """Show the selected object in the inspector and move there."""
        if self.focused is self.inspector and self.output is None and self.selected is not None:
            self.announce(f"The inspector shows {self.game.name(self.selected)}: ↑↓ scroll it, z enlarges it, "
                          "Tab goes back to the panes")
            return
        self.output = None
        self.show_inspector()
        self.inspector.focus()

    def action_read_oracle(self) -> None:
        """Show in the inspector what the Oracle-text compiler makes of the selected card."""
        cards = describe(self.game, self.selected).cards if self.selected is not None else []
        if not cards:
            self.show_error("select a card to read its Oracle text")
            return
        card = self.game.db.get(cards[0][0])
        self.run_worker(self._read_oracle(card), group="oracle", exclusive=True, exit_on_error=False)

    async def _read_oracle(self, card: Any) -> None:
        # In a thread: the first reading loads the compiler (about half a second).
        report = await asyncio.to_thread(lambda: sandbox.api.sentence_report(card))
        self.output = render.oracle_reading(card.name, report)
        self.show_inspector()

    def action_pass_priority(self) -> None:
        """The player with priority passes."""
        self.apply(Pass())

    def action_resolve(self) -> None:
        """Pass until the top object of the stack has resolved."""
        st = self.game.state
        if not st.stack:
            return
        top = st.stack[-1]
        self._pass_until(lambda st: not st.stack or st.stack[-1] != top, limit=8,
                         label=f"resolve {view.stack_object_name(self.game, top)}")

    def action_next_step(self) -> None:
        """Pass on an empty stack until the step changes."""
        start = (self.game.state.turn, self.game.state.step)
        self._pass_until(lambda st: bool(st.stack) or (st.turn, st.step) != start, limit=8,
                         label="pass to the next step")

    def action_next_turn(self) -> None:
        """Pass until the next turn begins (stops at triggers and decisions)."""
        turn = self.game.state.turn
        self._pass_until(lambda st: bool(st.stack) or st.turn != turn, limit=60, label="pass to the next turn")

    def _pass_until(self, done, limit: int, label: str) -> None:
        """Pass priority until ``done(state)``, a decision, or nobody has priority (one undo step)."""
        g = self.game
        before = self.marks()
        start = self.begin_user_action()
        for _ in range(limit):
            if g.pending is not None or g.state.priority is None or done(g.state):
                break
            if not self._perform(Pass()):
                break
        self.end_user_action(start, label)
        self.changed(before)

    def action_undo(self) -> None:
        """Undo the last user action (all the passes of one ``r`` or ``n`` at once)."""
        marks = self.session.command_marks()
        history = self.game.history
        start = marks[-1] if marks else len(history) - 1
        label = self._labels.get(start) or (view.action_label(self.game, history[start].action)
                                            if 0 <= start < len(history) else "")
        if self._step_history("undo"):
            self.announce(f"Undid: {label}" if label else "Undid the last action")

    def action_redo(self) -> None:
        """Redo the last user action undone."""
        if self._step_history("redo"):
            marks = self.session.command_marks()
            label = self._labels.get(marks[-1], "") if marks else ""
            self.announce(f"Redid: {label}" if label else "Redid the last action")

    def announce(self, message: str) -> None:
        """Say what just happened, on the status line until the next change (a notification
        would cost the key two or three more frames: it is mounted, then laid out)."""
        self.note = message
        self.show_status()

    def _step_history(self, command: str) -> bool:
        """Undo or redo one user action; errors show in the app and never close it."""
        before = self.marks()
        result = self.session.run(command)
        if result.ok:
            self.clear_error()
        else:
            self.show_error(result.message)
        self.changed(before)
        return result.ok

    PANE_ORDER = ("battlefield", "hand", "stack", "log", "inspector")
    """The order Tab moves through the panes (the ones acted on most come first)."""

    def action_cycle_pane(self, step: int) -> None:
        """Move the focus to the next (1) or previous (-1) pane."""
        if self.reading:  # the other panes are hidden: back to the board first
            self._stop_reading()
            return
        names = self.PANE_ORDER
        current = self.focused
        index = 0
        for i, name in enumerate(names):
            pane = self.query_one(f"#{name}")
            if current is not None and (current is pane or pane in current.ancestors_with_self):
                index = i
                break
        else:
            step = 0 if step > 0 else step
        self.query_one(f"#{names[(index + step) % len(names)]}").focus()

    def action_focus_pane(self, name: str) -> None:
        """Move the focus to a pane (say so if it has it already)."""
        pane = self.query_one(f"#{name}")
        if pane is self.focused and not self.reading:
            self.announce(f"Already in the {name} pane: ↑↓ move the cursor, Enter acts on the object")
            return
        self._stop_reading()
        pane.focus()

    def action_escape(self) -> None:
        """Esc: leave the enlarged output, else clear the message shown, else say what Esc is for."""
        if self.reading:
            self._stop_reading()
        elif self.error or self.note or self.output is not None:
            self.clear_error()
            self.note = ""
            self.output = None
            self.show_inspector()
            self.show_status()
        else:
            self.announce("Esc closes a dialog or the command line, and clears a message: nothing to close now")

    @property
    def reading(self) -> bool:
        """Is the Output/Inspector pane enlarged to the whole screen (z)?"""
        return self.has_class("-reading")

    def action_toggle_reading(self) -> None:
        """Enlarge the Output/Inspector pane to the screen's width and height, focused so the
        arrows and Page keys scroll it; again: the board comes back, focus where it was."""
        if self.reading:
            self._stop_reading()
            return
        self._focus_before_reading = self.focused
        self.add_class("-reading")
        self.inspector.focus()
        self._title_inspector()

    def _stop_reading(self) -> None:
        if not self.reading:
            return
        self.remove_class("-reading")
        before = self._focus_before_reading
        back = before is not None and before.is_attached and before is not self.inspector
        (before if back and before is not None else self.battlefield).focus()
        self._title_inspector()

    def action_help(self) -> None:
        """Show every key (read from the bindings of each screen) and the glyphs."""
        from .browser import BrowserScreen
        from .choose import ChooseScreen
        from .decision import DecisionScreen
        from .demo import DemoScreen
        from .help import HelpScreen
        from .payment import PaymentScreen
        from .yesno import YesNoScreen

        def of(*screens: Any) -> list[Binding]:
            return [b for s in screens for b in s.BINDINGS if isinstance(b, Binding)]
        self.app.push_screen(HelpScreen([
            ("Game", of(self, self.app)),
            ("Payment plan (a cast or activation that needs sources tapped)", of(PaymentScreen)),
            ("Dialogs (choices the rules ask for)", of(DecisionScreen, ChooseScreen, YesNoScreen)),
            ("Preset browser (p)", of(BrowserScreen)),
            ("Demo (d)", of(DemoScreen)),
        ]))

    def action_command_line(self) -> None:
        """Open the command line."""
        from .command_line import CommandLineScreen
        self.app.push_screen(CommandLineScreen(self.command_history), self.run_command)

    def run_command(self, text: str | None) -> None:
        """Run a command of the command language and show its result."""
        if not text or not text.strip():
            return
        self.command_history.append(text)
        lines = command_lines(text)
        if len(lines) == 1 and lines[0].split()[0].lower() == "use":
            self.use_board(lines[0].split(None, 1)[1].strip().strip('"') if len(lines[0].split()) > 1 else "")
            return
        if len(lines) > 1 or (lines and lines[0].split()[0].lower() in LONG_COMMANDS):
            self.call_after_refresh(self.run_commands, lines)  # once the command line has closed
            return
        before = self.marks()
        try:
            result = self.session.run(text)
        except Exception as e:  # run_command reports user errors itself; this is a defect
            self.show_error(f"internal error ({type(e).__name__}: {e})")
            self.changed(before)
            return
        expectation = lines[0].split()[0].lower() in ("expect", "check")
        if result.ok:
            self.clear_error()
            if result.message or result.output:
                self.show_output(text, ("✓ " if expectation else "") + result.message, result.output)
        else:
            self.show_error(result.message or "the command failed",
                            heading="✗ expectation not met" if expectation else "✗ not done")
        self.changed(before)
        if result.ok and expectation:
            self.announce(f"✓ {result.message}")  # after the change, which clears the last note

    def use_board(self, target: str) -> None:
        """``:use default``, ``:use empty`` or ``:use <curated preset>`` (``.toml`` optional):
        open that board, as a script's first line would (asking first if actions aren't saved)."""
        name = target.lower()
        try:
            if name == "default":
                game, info = sandbox.api.default_game()
                text = ""
            elif name == "empty":
                game, info = sandbox.api.load_preset_text(sandbox.api.EMPTY_BOARD, "empty board")
                text = sandbox.api.EMPTY_BOARD
            else:
                from .browser import load_any
                base = presets_dir()
                path = path_inside(base / (target if target.endswith((".toml", ".pzl")) else target + ".toml"),
                                   base, doing="uses presets")
                game, info, text = load_any(str(path))
                info.path = str(path)
        except (SandboxError, OSError, ValueError) as e:
            self.show_error(f"`use` needs default, empty or a curated preset (e.g. copies/effigy_token), found "
                            f"{target!r}: {str(e).splitlines()[0]}; p browses the presets, o opens a file")
            self.refresh_panes()
            return
        self.replace_board(game, info, text, info.title or target)

    def run_commands(self, lines: list[str]) -> None:
        """Run several commands with their progress shown; the app keeps answering keys, and
        Esc stops the run after the command under way (each command is one undo step)."""
        from .command_line import RunningScreen
        progress = RunningScreen(len(lines))
        self.app.push_screen(progress)
        self.run_worker(self._run_lines(lines, progress), group="commands", exit_on_error=False)

    async def _run_lines(self, lines: list[str], progress: RunningScreen) -> None:
        before = self.marks()
        done, failure = 0, ""
        for line in lines:
            if progress.stopped:
                break
            try:  # in a thread, so that Esc is read while one long command runs
                result = await asyncio.to_thread(self.session.run, line, progress.stop)
                failure = "" if result.ok else result.message or "the command failed"
            except Exception as e:  # run_command reports user errors itself; this is a defect
                failure = f"internal error ({type(e).__name__}: {e})"
            if progress.stop.is_set():
                failure = ""  # stopped: the command under way was taken back
                break
            if failure:
                failure = f"{line}: {failure}"
                break
            done += 1
            if done % 10 == 0 or done == len(lines):
                progress.progress(done)
            await asyncio.sleep(0)  # let keys (Esc) and the progress bar through
        progress.dismiss(None)
        self.changed(before)
        summary = f"ran {done} of {len(lines)} commands"
        if failure:
            self.show_error(f"{failure} ({summary})")
        elif progress.stopped:
            self.announce(f"Stopped: {summary}")
        else:
            self.clear_error()
            self.announce(summary.capitalize())

    def action_browse_presets(self) -> None:
        """Browse presets and puzzles: the library, your folder, paths given on the command line."""
        from .browser import open_browser
        open_browser(self)

    def action_demo(self) -> None:
        """Step through this board's narrated line of play (its [demo] section)."""
        from .demo import open_demo
        open_demo(self)

    def action_open_preset(self) -> None:
        """Open a preset file."""

        from .path_prompt import PathPromptScreen
        folders = ((user_dir(), "[yours] "), (presets_dir(), ""))  # the boards you saved first
        choices: list = []
        for folder, _ in folders:
            with contextlib.suppress(OSError):
                choices += sorted(folder.rglob("*.toml"))[:500]
        self.app.push_screen(PathPromptScreen("Open a preset (↑↓ and Enter, or type a path)", "", choices,
                                              folders), self.open_preset)

    def open_preset(self, path: str | None) -> None:
        """Load a preset file and show it (the old session's journal is replaced)."""
        if not path:
            return
        from .browser import load_any, openable
        try:
            path = openable(path)
            game, info, text = load_any(path)
        except (SandboxError, OSError) as e:
            self.show_error(str(e))
            self.refresh_panes()
            return
        info.path = str(path)
        self.replace_board(game, info, text, info.title or str(path))

    def action_save_preset(self) -> None:
        """Save the board as a preset file."""

        from .path_prompt import PathPromptScreen
        default = str(default_save_path(self.info.title if self.info is not None else ""))
        self.app.push_screen(PathPromptScreen("Save the board as a preset", default), self.save_preset)

    def save_preset(self, path: str | None) -> None:
        """Write the board to ``path`` as a preset."""
        if not path:
            return
        try:
            if os.environ.get(BROWSER_ENV):
                path = str(path_inside(path, user_dir()))
            written = save_preset(self.game, path)
        except (SandboxError, OSError) as e:
            self.show_error(str(e))
            return
        self.mark_saved()
        self.notify(f"saved to {written}", timeout=4)
