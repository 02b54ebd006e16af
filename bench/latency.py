"""App latency: from a key written to the terminal to the settled frame, on 800 permanents.

Run: ``python bench/latency.py`` (or ``python -m bench latency``). The app runs as a user
runs it: its own process on a pseudo-terminal (160x48), the journal on, a board of 800
permanents. This script writes each key to the terminal and reads what the app writes back;
a key's latency is the time from writing it to the last byte of output before the app is
idle (no output and almost no CPU in its main thread for ``QUIET`` seconds), i.e. until
every pane (the hand's marks, the inspector, the key bar, a dialog) has been painted. An
order dialog's previews, computed by another process, fill in after that; the keys pressed
next are measured while they do. Keys that change nothing on screen
write nothing and are left out (counted).

Keys: cursor moves, tapping lands, undo, redo, pane switches, a pass, casting Clone (the
payment plan dialog, then its copy choice: a dialog listing 400 creatures), resolving,
casting Giant Growth (target dialog, then four triggers: the order dialog, whose 24 previews
fill in from another process), committing the order, and resolving again.

Budgets (issue 16): median <= 50 ms and 95th percentile <= 100 ms.
"""

from __future__ import annotations

import fcntl
import os
import select
import struct
import subprocess
import sys
import tempfile
import termios
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import ROOT, Result, report  # noqa: E402

BUDGET_MEDIAN_MS = 50.0
BUDGET_P95_MS = 100.0
QUIET = 0.25
"""Seconds without output (and without work) after which the frame is settled."""
IDLE_TICKS = 2
"""At most this much CPU (clock ticks, 10 ms each) in QUIET seconds counts as idle."""
SIZE = (160, 48)
PERMANENTS = 800

KEYS = {"down": "\x1b[B", "up": "\x1b[A", "enter": "\r", "tab": "\t", "space": " ", "escape": "\x1b"}
SCRIPT = (
    ["b"] + ["t", "down"] * 6 + ["u", "y", "u", "y"] + ["down"] * 5 + ["up"] * 3
    + ["tab", "tab", "b", "h", "down", "up"]
    + ["c"]                      # cast Clone (the pool pays)
    + ["r"]                      # resolve: the copy choice (400 creatures)
    + ["down", "down", "enter"]  # choose one
    + ["h", "down", "c"]         # Giant Growth: the payment plan
    + ["down", "enter"]          # confirmed: the target dialog
    + ["down", "down", "enter"]  # a target: the four triggers' order dialog
    + ["down", "down", "enter"]  # commit an order
    + ["r", "r", "r", "u", "u", "y", "space"]
)
"""What is pressed, in order (names in KEYS, else the character itself)."""

CHILD = """
import sys
from widgets.app import make_app
from widgets.journal import Journal
app = make_app(text=open(sys.argv[1], encoding="utf-8").read(), journal=Journal(), flash=0)
app.run()
"""


def board_text(n: int = PERMANENTS) -> str:
    """n permanents: your lands first (Islands and Forests to pay with), two Young Pyromancers
    and two Vesuvan Duplimancies (an instant triggers all four), creatures; Clone, Giant
    Growth and Lightning Bolt in hand."""
    mine = ['"Island"', '"Forest"'] * 10 + ['"Young Pyromancer"'] * 2 + ['"Vesuvan Duplimancy"'] * 2
    filler = ['"Grizzly Bears"', '"Llanowar Elves"', '"Mountain"', '"Siege Rhino"', '"Plains"']
    half = n // 2
    mine += [filler[i % 5] for i in range(half - len(mine))]
    theirs = [filler[i % 5] for i in range(n - half)]
    return (f'[game]\nturn = 3\nstep = "main1"\n[[player]]\nhand = ["Clone", "Giant Growth", "Lightning Bolt"]\n'
            f'library = ["Island", "Island", "Island"]\nbattlefield = [{", ".join(mine)}]\n'
            f'[[player]]\nlibrary = ["Island", "Island"]\nbattlefield = [{", ".join(theirs)}]\n')


class Terminal:
    """The app in its own process on a pseudo-terminal."""

    def __init__(self, root: Path, board: str) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="mtg-bench-"))
        board_file = self.dir / "board.toml"
        board_file.write_text(board, encoding="utf-8")
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", SIZE[1], SIZE[0], 0, 0))
        env = dict(os.environ, PYTHONPATH=str(root), TERM="xterm-256color", MTG_SANDBOX_DATA_DIR=str(self.dir),
                   COLUMNS=str(SIZE[0]), LINES=str(SIZE[1]))
        env.pop("TEXTUAL", None)
        # Textual writes the screen to stderr: all three go to the terminal, as in a shell.
        self.proc = subprocess.Popen([sys.executable, "-c", CHILD, str(board_file)], cwd=self.dir,
                                     stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True)
        os.close(slave)

    def cpu_ticks(self) -> int:
        """CPU time the app's main thread (the one that answers keys and paints) has used so
        far, clock ticks. Worker threads and the process computing an order dialog's
        previews are not counted: while they work, the app still answers keys (their output
        is: the list repainted as outcomes arrive)."""
        try:
            with open(f"/proc/{self.proc.pid}/task/{self.proc.pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            return int(fields[11]) + int(fields[12])
        except (OSError, IndexError, ValueError):
            return 0

    def settle(self, timeout: float = 60.0) -> tuple[float | None, int, float | None]:
        """Read until the app is idle: no output for QUIET s and (almost) no CPU used in that
        time, so a long computation that hasn't painted yet isn't taken for a settled frame.
        Returns (time of the last byte, bytes read, time of the first byte)."""
        last, total, first = None, 0, None
        start = time.perf_counter()
        samples = [(start, self.cpu_ticks())]
        while True:
            now = time.perf_counter()
            if now - start > timeout:
                break
            ready, _, _ = select.select([self.master], [], [], 0.02)
            if ready:
                try:
                    data = os.read(self.master, 65536)
                except OSError:
                    break
                last, total = time.perf_counter(), total + len(data)
                first = first if first is not None else last
                continue
            now = time.perf_counter()
            samples.append((now, self.cpu_ticks()))
            window = [t for t in samples if t[0] >= now - QUIET]
            quiet_since = last if last is not None else start
            if now - quiet_since >= QUIET and now - samples[0][0] >= QUIET \
                    and window[-1][1] - window[0][1] <= IDLE_TICKS:
                break
        return last, total, first

    def press(self, key: str) -> tuple[float, int, float]:
        """Write a key: seconds to the settled frame, bytes written back (0: nothing changed on
        screen), seconds to the first byte (the key answered)."""
        start = time.perf_counter()
        os.write(self.master, KEYS.get(key, key).encode())
        last, total, first = self.settle()
        return (last - start if last is not None else 0.0), total, (first - start if first is not None else 0.0)

    def close(self) -> None:
        try:
            os.write(self.master, b"q")
            self.proc.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()
        os.close(self.master)


def measure(root: Path = ROOT) -> tuple[list[float], list[tuple[str, float]], int, list[float]]:
    """Latencies (ms) of the keys that changed the screen, (key, ms) for each, how many
    changed nothing, and the times to each key's first byte (ms)."""
    term = Terminal(root, board_text())
    try:
        first, _, _ = term.settle(timeout=120)
        assert first is not None, "the app wrote nothing"
        lat, named, silent, answered = [], [], 0, []
        for key in SCRIPT:
            seconds, nbytes, first_byte = term.press(key)
            if os.environ.get("BENCH_VERBOSE"):
                print(f"  {key!r}: {seconds * 1000:.0f} ms, {nbytes} bytes", file=sys.stderr)
            if nbytes == 0:
                silent += 1
                continue
            lat.append(seconds * 1000)
            named.append((key, seconds * 1000))
            answered.append(first_byte * 1000)
        return lat, named, silent, answered
    finally:
        term.close()


def results(root: Path = ROOT) -> list[Result]:
    lat, named, silent, answered = measure(root)
    p95 = percentile(lat, 0.95)
    slowest = ", ".join(f"{k} {ms:.0f} ms" for k, ms in sorted(named, key=lambda e: -e[1])[:4])
    print(f"latency: {len(lat)} keys changed the screen, {silent} changed nothing; slowest: {slowest}")
    return [
        Result(f"key to settled frame (pty, journal on, {PERMANENTS} permanents), median", lat, "ms",
               BUDGET_MEDIAN_MS),
        Result(f"key to settled frame (pty, journal on, {PERMANENTS} permanents), p95", [p95], "ms", BUDGET_P95_MS),
        Result("key to its first painted byte (answered), median", answered, "ms"),
        Result("key to its first painted byte (answered), p95", [percentile(answered, 0.95)], "ms"),
    ]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, int(len(ordered) * q + 0.5) - 1)]


def main() -> int:
    root = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT
    return report(results(root))


if __name__ == "__main__":
    sys.exit(main())
