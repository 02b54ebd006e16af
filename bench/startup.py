"""Start-up time: process start to the first frame, the app vs a bare Textual app.

Run: ``python bench/startup.py``. Each measurement starts a fresh Python process that runs
the app headless (80x24) and exits as soon as the compositor produces its first frame; the
time is taken by the parent from just before starting the process to the child's exit.
Budget (bench/README.md): the app's median at most 1.5x the bare app's median, both
measured in the same run, alternating.

Both run as installed programs run: with compiled bytecode. (Textual in site-packages is
compiled when installed; our packages are compiled here first, since an environment with
PYTHONDONTWRITEBYTECODE=1 would otherwise recompile every module of ours on every start.)
"""

from __future__ import annotations

import compileall
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUDGET_RATIO = 1.5
ROUNDS = 9

BARE = """
from textual.app import App
from textual.widgets import Static

class Bare(App):
    def compose(self):
        yield Static("hello")
    def _display(self, screen, renderable):
        super()._display(screen, renderable)
        if renderable is not None:
            self.exit()

Bare().run(headless=True, size=(80, 24))
"""

SANDBOX = """
from widgets.app import SandboxApp, make_app

class FirstFrame(SandboxApp):
    def _display(self, screen, renderable):
        super()._display(screen, renderable)
        if renderable is not None:
            self.exit()

app = make_app()
app.__class__ = FirstFrame
app.run(headless=True, size=(80, 24))
"""


def once(code: str) -> float:
    env = dict(os.environ, PYTHONPATH=str(ROOT), MTG_SANDBOX_DATA_DIR=tempfile.mkdtemp())
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> int:
    for package in ("sandbox", "widgets"):
        compileall.compile_dir(ROOT / package, quiet=1)
    once(BARE), once(SANDBOX)  # warm the file cache
    bare, ours = [], []
    for _ in range(ROUNDS):
        bare.append(once(BARE))
        ours.append(once(SANDBOX))
    b, o = statistics.median(bare), statistics.median(ours)
    ratio = o / b
    print(f"bare Textual app: median {b * 1000:.0f} ms to first frame (min {min(bare) * 1000:.0f})")
    print(f"mtg-sandbox app:  median {o * 1000:.0f} ms to first frame (min {min(ours) * 1000:.0f})")
    print(f"ratio {ratio:.2f} (budget {BUDGET_RATIO})")
    ok = ratio <= BUDGET_RATIO
    print("OK" if ok else "OVER BUDGET")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
