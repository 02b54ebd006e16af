"""The ``mtg-sandbox`` command: the app, or headless tools (run, check, cards, board)."""

from __future__ import annotations

import argparse
import sys

from .errors import SandboxError


def board_text(game) -> str:
    """A plain-text picture of the board (used when the UI is unavailable, and by `board`)."""
    st = game.state
    lines = [f"Turn {st.turn}, {st.step}; active: {st.players[st.active].name}; "
             f"priority: {st.players[st.priority].name if st.priority is not None else '-'}"]
    for p in st.players:
        lines.append(f"{p.name}: {p.life} life, pool {p.pool}, hand {len(st.zone('hand', p.index))}, "
                     f"library {len(st.zone('library', p.index))}")
        for oid in game.battlefield(p.index):
            c = game.chars(oid)
            obj = game.obj(oid)
            pt = f" {c.power}/{c.toughness}" if "Creature" in c.card_types else ""
            flags = " (tapped)" if obj.tapped else ""
            counters = "".join(f" [{n} {k}]" for k, n in obj.counters.items())
            lines.append(f"  #{oid} {c.name}{pt}{flags}{counters}")
    if st.stack:
        lines.append("Stack (top first):")
        lines += [f"  {game.name(s)}" for s in reversed(st.stack)]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="mtg-sandbox", description="A terminal laboratory for Magic: The Gathering rules interactions.")
    parser.add_argument("preset", nargs="?", help="a preset file to open (default: the tour board)")
    parser.add_argument("--text", action="store_true", help="print the board as text instead of opening the app")
    args = parser.parse_args(argv)
    from .preset import default_game, load_preset
    try:
        game, info = load_preset(args.preset) if args.preset else default_game()
    except SandboxError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if args.text:
        print(board_text(game))
        return 0
    try:
        from widgets.app import run_app
    except ImportError:
        print(board_text(game))
        return 0
    return run_app(game, info) or 0


if __name__ == "__main__":
    sys.exit(main())
