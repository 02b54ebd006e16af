"""``mtg-sandbox serve``: the app in a web browser (textual-serve), on 127.0.0.1 only."""

from __future__ import annotations

import argparse
import shlex
import sys

from .journal import JOURNAL_ENV


def serve(argv: list[str]) -> int:
    """Serve the app to browsers on this machine. Returns an exit code."""
    parser = argparse.ArgumentParser(prog="mtg-sandbox serve",
                                     description="Run the app in a web browser (http://127.0.0.1:PORT).")
    parser.add_argument("preset", nargs="?", help="a preset file to open (default: the tour board)")
    parser.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000)")
    args = parser.parse_args(argv)
    if not 1 <= args.port <= 65535:
        print(f"error: --port must be from 1 to 65535, found {args.port}", file=sys.stderr)
        return 2
    try:
        from textual_serve.server import Server
    except ImportError:
        print("error: textual-serve is not installed: run pip install -e . again to install it", file=sys.stderr)
        return 2
    # Each browser session is its own process; they don't journal (one journal file would be
    # shared by all of them, and a demo in a browser has nothing to restore after a crash).
    command = f"{JOURNAL_ENV}=off {shlex.quote(sys.executable)} -m sandbox.cli"
    if args.preset:
        command += " " + shlex.quote(args.preset)
    print(f"Serving mtg-sandbox on http://127.0.0.1:{args.port} (Ctrl+C to stop)")
    Server(command, host="127.0.0.1", port=args.port, title="mtg-sandbox").serve()
    return 0
