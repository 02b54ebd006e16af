"""Start-up time: process start to the complete first frame, the app vs a bare Textual app.

Run: ``python bench/startup.py`` (or ``python -m bench startup``). Each measurement starts a
fresh Python process that runs the app headless (80x24) as ``mtg-sandbox`` does (the
default board, the journal on) and exits at the first frame painted after the secondary
panes (the hand's castable marks, the inspector, the key bar) have been filled in: the
complete first frame, not a provisional one. The bare app exits at its first frame (it is
complete at once). The time is taken by the parent from just before starting the process
to the frame (the child writes the time of the frame; the time it takes to exit is not
counted). Budget (issue 16): the app's median at most 1.5x the bare app's,
measured in the same run, alternating.

As the README installs it (``pip install -e .``): Python writes bytecode on the first start
and reuses it after. Here the bytecode goes to a temporary folder (``PYTHONPYCACHEPREFIX``),
so nothing is written into the source tree; one start of each warms it.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import ROOT, Result, report  # noqa: E402

BUDGET_RATIO = 1.5
ROUNDS = 9

BARE = """
import os, time
from textual.app import App
from textual.widgets import Static

class Bare(App):
    def compose(self):
        yield Static("hello")
    def _display(self, screen, renderable):
        super()._display(screen, renderable)
        if renderable is not None:
            os.write(1, repr(time.time()).encode())
            self.exit()

Bare().run(headless=True, size=(80, 24))
"""

SANDBOX = """
import os, time
from sandbox.api import default_game
from widgets.app import SandboxApp, make_app
from widgets.journal import Journal

class FirstFrame(SandboxApp):
    def _display(self, screen, renderable):
        super()._display(screen, renderable)
        game_screen = self.game_screen
        complete = bool(game_screen._bindings_sig)  # set by the last pane filled in
        if renderable is not None and complete:
            os.write(1, repr(time.time()).encode())
            self.exit()

game, info = default_game()
journal = Journal()
app = make_app(game=game, info=info, journal=journal, restore_from=journal.set_aside())
app.__class__ = FirstFrame
app.run(headless=True, size=(80, 24))
"""


CACHE = tempfile.mkdtemp(prefix="mtg-bench-pycache-")


def once(code: str, root: Path = ROOT) -> float:
    env = dict(os.environ, PYTHONPATH=str(root), MTG_SANDBOX_DATA_DIR=tempfile.mkdtemp(), PYTHONPYCACHEPREFIX=CACHE)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.time()
    done = subprocess.run([sys.executable, "-c", code], cwd=tempfile.gettempdir(), env=env, check=True,
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    return float(done.stdout) - start  # the child's clock at the frame: its exit isn't counted


def measure(root: Path = ROOT, rounds: int = ROUNDS) -> tuple[list[float], list[float]]:
    """Seconds to the complete first frame: (bare app, mtg-sandbox), alternating."""
    once(BARE, root), once(SANDBOX, root)  # bytecode written, files cached
    bare, ours = [], []
    for _ in range(rounds):
        bare.append(once(BARE, root))
        ours.append(once(SANDBOX, root))
    return bare, ours


def results(root: Path = ROOT) -> list[Result]:
    bare, ours = measure(root)
    b = statistics.median(bare)
    return [
        Result("start-up: bare Textual app, first frame", [x * 1000 for x in bare], "ms"),
        Result("start-up: mtg-sandbox, complete first frame", [x * 1000 for x in ours], "ms"),
        Result("start-up: mtg-sandbox / bare app", [x / b for x in ours], "x", BUDGET_RATIO),
    ]


def main() -> int:
    root = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT
    return report(results(root))


if __name__ == "__main__":
    sys.exit(main())
