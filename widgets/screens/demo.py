"""Demo mode: step through a preset's narrated line of play, forward and back.

The board is on the left, the narration and the list of steps on the right. → (or Space)
plays the next step on the real game; ← goes back one step exactly (the engine's undo, then
the earlier steps replayed); Home returns to the start; Esc leaves demo mode with the board
as it is, so the presenter can go on by hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from sandbox.api import Demo, Player, SandboxError, board_text, goal_status

from .modal import PromptFrames

if TYPE_CHECKING:
    from sandbox.api import Game


def board_view(game: Game) -> Text:
    """The board as text: players, permanents (with P/T, counters, tapped), stack, pools."""
    out = Text(board_text(game))
    if game.pending is not None:
        who = game.state.players[game.pending.player].name
        out.append(f"\n\nDecision for {who}: {game.pending.prompt}", style="bold yellow")
    status = goal_status(game)
    if status is not None:
        out.append("\n\n" + status.text, style="bold green" if status.solved else "bold")
    return out


class DemoScreen(PromptFrames, Screen[None]):
    """A narrated line of play beside the board."""

    BINDINGS = [
        Binding("right,space,n", "forward", "Next", tooltip="Play the next step of the line", id="demo.next"),
        Binding("left,backspace,p", "back", "Back", tooltip="Go back one step (exact undo)", id="demo.back"),
        Binding("home", "rewind", "Start", tooltip="Back to the start of the line", id="demo.start"),
        Binding("escape", "close", "Leave", tooltip="Leave demo mode; the board stays as it is", id="demo.close"),
    ]
    DEFAULT_CSS = """
    DemoScreen #demo-board-box { width: 3fr; border: round $accent; padding: 0 1; }
    DemoScreen #demo-side { width: 2fr; border: round $accent; padding: 0 1; }
    """

    def __init__(self, game: Game, demo: Demo, title: str = "") -> None:
        super().__init__()
        self.game = game
        self.player = Player(game, demo)
        self.title_text = title or demo.title
        self.error = ""

    def compose(self) -> ComposeResult:
        with Horizontal():
            with VerticalScroll(id="demo-board-box"):
                yield Static("", id="demo-board")
            with VerticalScroll(id="demo-side"):
                yield Static("", id="demo-narration")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        g = self.game
        if g.history or g.pending is not None:
            # The line of play starts from the board as loaded: undo back there (the moves
            # undone can be redone with the game screen's redo until a step is played).
            self.player.rewind()
            self.error = "The board was put back as it was loaded to start the line of play."
        self.refresh_view()

    def narration_text(self) -> Text:
        pl = self.player
        out = Text()
        if self.title_text:
            out.append(self.title_text + "\n", style="bold")
        out.append(f"step {pl.pos} of {len(pl.demo.steps)}\n\n", style="dim")
        out.append(pl.narration + "\n", style="bold" if pl.pos else "")
        if self.error:
            out.append("\n" + self.error + "\n", style="bold red")
        out.append("\n")
        for i, step in enumerate(pl.demo.steps, 1):
            mark = "▶ " if i == pl.pos else ("✓ " if i < pl.pos else "  ")
            out.append(f"{mark}{i}. {step.label}\n", style="bold" if i == pl.pos else ("dim" if i > pl.pos else ""))
        return out

    def refresh_view(self) -> None:
        self.query_one("#demo-board", Static).update(board_view(self.game))
        self.query_one("#demo-narration", Static).update(self.narration_text())

    def _do(self, fn) -> None:
        self.error = ""
        try:
            fn()
        except SandboxError as e:
            self.error = str(e).splitlines()[0]
        self.refresh_view()

    def action_forward(self) -> None:
        """Play the next step."""
        self._do(self.player.forward)

    def action_back(self) -> None:
        """Go back one step."""
        self._do(self.player.back)

    def action_rewind(self) -> None:
        """Back to the start."""
        self._do(self.player.rewind)

    def action_close(self) -> None:
        """Leave demo mode."""
        self.dismiss(None)


def open_demo(screen) -> None:
    """Push demo mode over a GameScreen for its board's [demo] line of play (a puzzle's
    suggestion is shown from then on: the user asked for the solution)."""
    info = screen.info
    demo = info.demo if info is not None else None
    if demo is None:
        screen.show_error("this board has no narrated line of play (a [demo] section)")
        return
    title = info.title if info is not None else ""

    def start() -> None:
        demo_screen = DemoScreen(screen.game, demo, title)
        screen.solution_shown = True

        def left(_: None) -> None:
            screen.changed()
            screen.announce(left_message(demo_screen.player.pos, len(demo.steps)))
        screen.app.push_screen(demo_screen, left)
    screen.unless_unsaved("The demo starts from the board as loaded.", start)


def left_message(pos: int, total: int) -> str:
    """What leaving the demo did to the board, and how to go back."""
    if pos == 0:
        return "Left the demo at its start: the board is as loaded."
    return (f"Left the demo at step {pos} of {total}: the board stays there. "
            "u takes back one action at a time; d then Home starts the line again.")
