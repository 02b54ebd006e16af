"""The ``mtg-sandbox`` command: the app, or headless tools (run, check, cards, board)."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from sandbox.loading import collection_paused

with collection_paused():
    from sandbox.cards.library import library, user_card_problems, user_cards_dir
    from sandbox.describe import board_text
    from sandbox.errors import SandboxError, say
    from sandbox.formats.forge import load_pzl
    from sandbox.formats.preset import default_game
    from sandbox.formats.save import to_toml
    from sandbox.script.scenario import check_file, expand_paths, format_error, load_scenario, run_files
    from sandbox.symbols import format_cost

if TYPE_CHECKING:
    from sandbox.cards.scryfall import Client

SUBCOMMANDS = ("run", "check", "cards")


def main(argv: list[str] | None = None) -> int:
    """Entry point. User mistakes print one line and return non-zero; never a traceback."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        if argv and argv[0] == "serve":  # the app in a browser (widgets/serve.py)
            from widgets.serve import serve  # why: the UI (textual) loads only when asked for
            return serve(argv[1:])
        if argv and argv[0] in SUBCOMMANDS:
            return _subcommand(argv[0], argv[1:])
        return _open(argv)
    except SystemExit as e:  # argparse: usage errors (code 2) and --help (code 0)
        return e.code if isinstance(e.code, int) else 2
    except KeyboardInterrupt:
        say("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `mtg-sandbox cards | head`
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except RecursionError:
        say("error: the input is nested too deeply", file=sys.stderr)
        return 2
    except SandboxError as e:
        say(format_error(e), file=sys.stderr)
        return 2
    except Exception as e:  # a defect: still one line, and a non-zero exit
        say(f"internal error: {type(e).__name__}: {e}", file=sys.stderr)
        return 3


def _subcommand(name: str, argv: list[str]) -> int:
    if name == "run":
        p = argparse.ArgumentParser(prog="mtg-sandbox run", description="Run scenarios headlessly: print each failed "
                                    "expectation with its line, then `N passed, M failed`. Exit 0 only if all passed.")
        p.add_argument("files", nargs="+", metavar="FILE", help="scenario files or directories")
        p.add_argument("-v", "--verbose", action="store_true", help="print every command and its result")
        args = p.parse_args(argv)
        return run_files(args.files, sys.stdout, args.verbose)
    if name == "check":
        p = argparse.ArgumentParser(prog="mtg-sandbox check", description="Validate presets, scenarios and card files "
                                    "without running them (directories are searched).")
        p.add_argument("files", nargs="+", metavar="FILE")
        p.add_argument("-q", "--quiet", action="store_true", help="print only errors")
        args = p.parse_args(argv)
        return check_files(args.files, args.quiet)
    if argv and argv[0] == "fetch":
        return _cards_fetch(argv[1:])
    if argv and argv[0] == "compile":
        return _compile_command(argv[1:])
    if argv and argv[0] == "sync":
        return _sync_command(argv[1:])
    if argv and argv[0] == "coverage":
        return _coverage_command(argv[1:])
    p = argparse.ArgumentParser(prog="mtg-sandbox cards", description="List or search the card library "
                                "(by name, type line or Oracle text) and the synced card pool; `cards fetch NAME...` "
                                "fetches cards from Scryfall, `cards sync` every card, `cards coverage` reports on them.")
    p.add_argument("query", nargs="*", help="words to search for")
    p.add_argument("-o", "--oracle", action="store_true", help="print each card's Oracle text")
    args = p.parse_args(argv)
    return list_cards(" ".join(args.query), args.oracle)


def _cards_fetch(argv: list[str]) -> int:
    p = argparse.ArgumentParser(
        prog="mtg-sandbox cards fetch",
        description="Fetch cards by exact name from Scryfall (cached: a name fetched once needs no network), "
                    "compile their Oracle text and save each to your card folder, which the library loads at start. "
                    "A card whose text isn't understood is not saved: the sentences are named.")
    p.add_argument("names", nargs="+", metavar="NAME", help='a card name; quote names with spaces ("Doubling Season")')
    p.add_argument("--refresh", action="store_true", help="ask Scryfall again even for names in the cache")
    p.add_argument("--offline", action="store_true", help="use only the cache: never make a request")
    args = p.parse_args(argv)
    # why: the Scryfall client (httpx) and the compiler (Lark) load only for this command, never at start-up
    from sandbox.cards.scryfall import Client
    with Client() as client:
        return fetch_cards(args.names, client, refresh=args.refresh, offline=args.offline)


def fetch_cards(names: list[str], client: Client, folder: Path | None = None, refresh: bool = False,
                offline: bool = False) -> int:
    """Fetch each name into the user's card folder, one progress line each, then a summary.
    Stops at the first network trouble or HTTP 429 (the rest are counted as not tried)."""
    from sandbox.cards.scryfall import ScryfallError, fetch_into_folder  # why: as in _cards_fetch
    saved = 0
    for i, name in enumerate(names):
        say(f"[{i + 1}/{len(names)}] {name}")
        try:
            outcome = fetch_into_folder(name, client, folder, refresh=refresh, offline=offline)
        except ScryfallError as e:
            say(f"  stopped: {e}")
            say(f"{saved} saved, {i - saved} not saved, {len(names) - i} not tried")
            return 2
        say(f"  {outcome.message}")
        saved += outcome.saved is not None
    folder_text = folder if folder is not None else user_cards_dir()
    say(f"{saved} saved, {len(names) - saved} not saved (card folder: {folder_text})")
    return 0 if saved == len(names) else 1


def check_files(paths: list[str], quiet: bool = False) -> int:
    files = expand_paths(paths)
    if not files:
        say("error: expected files to check, found none")
        return 2
    bad = 0
    for f in files:
        try:
            kind, summary = check_file(f)
        except SandboxError as e:
            bad += 1
            say(format_error(e))
            continue
        except Exception as e:  # a defect in a loader: report it for this file and go on
            bad += 1
            say(f"{f}: error: internal error while checking ({type(e).__name__}: {e})")
            continue
        if not quiet:
            say(f"{f}: ok ({kind}, {summary})")
    say(f"{len(files) - bad} ok, {bad} with errors")
    return 1 if bad else 0


def list_cards(query: str, oracle: bool = False) -> int:
    cards = library().search(query)
    for problem in user_card_problems():
        say(f"warning: {problem}", file=sys.stderr)
    width = max((len(c.name) for c in cards), default=0)
    cost_w = max((len(format_cost(c.chars.mana_cost)) for c in cards), default=0)
    for c in cards:
        cost = format_cost(c.chars.mana_cost)
        pt = f" {c.chars.power}/{c.chars.toughness}" if c.chars.power is not None else ""
        loyalty = f" (loyalty {c.chars.loyalty})" if c.chars.loyalty is not None else ""
        say(f"{c.name:<{width}}  {cost:<{cost_w}}  {c.chars.type_line()}{pt}{loyalty}".rstrip())
        if oracle and c.oracle:
            for line in c.oracle.splitlines():
                say(f"    {line}")
    pool = library().pool_search(query) if query else []
    width = max((len(c.name) for c in pool), default=0)
    for p in pool:
        say(f"{p.name:<{width}}  {p.mana_cost}  {p.type_line}  (card pool{'' if p.compiled else ', refused'})")
    more = f", {len(pool)} more in the card pool" if pool else ""
    say(f"{len(cards)} card(s)" + (f" matching {query!r}" if query else "") + more)
    return 0 if cards or pool else 1


def _sync_command(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="mtg-sandbox cards sync", description="Compile every card of Scryfall's bulk "
                                "\"oracle_cards\" file into the card pool (the user data folder's pool/index.msgpack): "
                                "afterwards any card compiled is there by name, offline. Only cards whose text or "
                                "compiler changed are compiled again.")
    p.add_argument("--from", dest="source", metavar="FILE",
                   help="a bulk oracle_cards JSON file you have (default: download Scryfall's when it is newer "
                        "than the one kept in the cache folder)")
    p.add_argument("-j", "--jobs", type=int, default=None, help="processes to compile in (default: every core)")
    args = p.parse_args(argv)
    if args.jobs is not None and not 1 <= args.jobs <= 64:
        say(f"error: --jobs must be from 1 to 64, found {args.jobs}", file=sys.stderr)
        return 2
    from sandbox.cards.pool import (  # why: the compiler loads only for this command
        PoolError,
        index_path,
        iter_bulk,
        sync,
    )
    from sandbox.cards.scryfall import forget_bulk, open_bulk
    from widgets.console import progress_bar  # why: Rich loads only for the commands that draw with it
    downloaded = args.source is None
    if downloaded:
        args.source = str(_downloaded_bulk())
    try:
        stream, raw = open_bulk(args.source)
    except OSError as e:
        say(f"error: can't read {args.source}: {e.strerror or e}", file=sys.stderr)
        return 2
    with raw, stream, progress_bar("cards sync", total=os.fstat(raw.fileno()).st_size or None, unit="bytes") as shown:
        def progress(cards: int) -> None:
            try:
                shown(raw.tell(), note=f"{cards:,} cards")
            except OSError:  # a pipe: no position
                shown(0, note=f"{cards:,} cards")
        try:
            report = sync(iter_bulk(stream, args.source), jobs=args.jobs, progress=progress)
        except PoolError as e:
            if downloaded:  # a damaged download isn't kept as the newest: the next sync downloads it again
                forget_bulk()
                raise PoolError(f"{e}; the downloaded file is removed: run cards sync again to download it anew") from None
            raise
        except OSError as e:
            say(f"error: the card pool's index was not written ({index_path()}): {e.strerror or e}", file=sys.stderr)
            return 2
    skipped = f", {report.skipped} not cards (tokens, art cards...) skipped" if report.skipped else ""
    say(f"{report.read} objects read: {report.verdicts['compiled']} cards compiled, {report.verdicts['refused']} "
        f"refused ({report.compiled_now} compiled now, {report.reused} unchanged){skipped}; index: {index_path()}")
    return 0


def _downloaded_bulk() -> Path:
    """Scryfall's oracle_cards file, downloaded if newer than the kept one (a progress bar on stderr)."""
    from sandbox.cards.scryfall import download_bulk
    from widgets.console import progress_bar  # why: as in _sync_command

    with progress_bar("downloading oracle_cards", unit="bytes") as shown:
        path, fresh = download_bulk(progress=lambda have, total: shown(have, total=total or None))
    if not fresh:
        say(f"{path}: Scryfall's file is no newer; not downloaded")
    return path


def _coverage_command(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="mtg-sandbox cards coverage", description="How many cards of the synced pool "
                                "compile, by type and by set, and the refused shapes ranked by the cards each would unlock.")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--top", type=int, default=20, help="refused shapes listed (default 20)")
    args = p.parse_args(argv)
    import json

    from sandbox.cards.pool import coverage, read_index
    index = read_index()
    if index is None:
        say("error: no card pool yet: run mtg-sandbox cards sync --from FILE first", file=sys.stderr)
        return 2
    report = coverage(index, max(1, args.top))
    if args.format == "json":
        print(json.dumps(report, ensure_ascii=False, indent=1))
        return 0
    from widgets.console import bar_table, ranked  # why: Rich loads only for the commands that draw with it
    say(f"{report['compiled']} of {report['cards']} cards compile ({_percent(report['compiled'], report['cards'])})")
    bar_table("by type", report["by_type"][:args.top])
    bar_table("by set", report["by_set"][:args.top])
    ranked("refused shapes, by the cards each would unlock", [(row["unlocks"], row["shape"]) for row in report["shapes"]])
    return 0


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f}%" if whole else "-"


def _compile_command(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="mtg-sandbox cards compile", description="Compile Oracle text into a card "
                                "table: print what each sentence became (and the table as TOML), or what was "
                                "refused. Exit 1 if any sentence is refused.")
    p.add_argument("text", nargs="?", help="the Oracle text (lines separated by newlines or \\n)")
    p.add_argument("--pool", metavar="NAME", help="compile the synced card pool's card of that name (all its faces) "
                   "instead of a TEXT")
    p.add_argument("--name", default="Compiled Card", help="the card's name (its own name in the text is a self-reference)")
    p.add_argument("--type-line", default="Creature", help="e.g. \"Creature — Elf Druid\" (default: Creature)")
    p.add_argument("--mana-cost", default="", help="e.g. \"{1}{G}\"")
    p.add_argument("--power", help="the creature's power (default 0 for a creature)")
    p.add_argument("--toughness", help="the creature's toughness (default 0 for a creature)")
    p.add_argument("--loyalty", help="a planeswalker's loyalty")
    p.add_argument("--partial", action="store_true", help="keep the sentences understood; mark the rest \"partly understood\"")
    args = p.parse_args(argv)
    # why: the compiler (and Lark) load only for this command, never at the app's start-up
    from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
    if (args.text is None) == (args.pool is None):
        say("error: give the Oracle TEXT to compile, or --pool NAME (not both)", file=sys.stderr)
        return 2
    if args.pool is not None:
        from sandbox.cards.pool import near_names, pool_entry
        entry = pool_entry(args.pool)
        if entry is None or not entry.faces:
            near = near_names(args.pool)
            hint = f" (did you mean {', '.join(near)}?)" if near else " (run mtg-sandbox cards sync first?)"
            say(f"error: no card named {args.pool!r} in the card pool{hint}", file=sys.stderr)
            return 2
        card = entry.printed()
    else:
        text = args.text.replace("\\n", "\n")
        is_creature = "creature" in args.type_line.lower()
        face = OracleFace(name=args.name, mana_cost=args.mana_cost, type_line=args.type_line, oracle_text=text,
                          power=args.power or ("0" if is_creature else None),
                          toughness=args.toughness or ("0" if is_creature else None), loyalty=args.loyalty)
        card = OracleCard(args.name, (face,))
    result = compile_card(card, partial=args.partial)
    for s in result.sentences:
        if s.understood:
            say(f"ok: {s.text}\n    -> {s.became}")
        else:
            say(f"refused: {s.refusal}")
    for line in result.refused:
        if not any(s.refusal and s.refusal in line for s in result.sentences):
            say(f"refused: {line}")  # the card as a whole (its characteristics, linked abilities)
    if result.table is not None:
        say("")
        say(to_toml({"card": [result.table, *result.tokens], "player": []}).rstrip())
    understood = sum(s.understood for s in result.sentences)
    verdict = "compiled" if result.table is not None else "refused"
    say(f"{verdict}: {understood} of {len(result.sentences)} line(s) understood", file=sys.stderr)
    return 0 if result.table is not None else 1


def _open(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="mtg-sandbox", description="A terminal laboratory for Magic: The Gathering rules interactions.")
    parser.add_argument("preset", nargs="?", help="a preset file to open (default: the tour board)")
    parser.add_argument("--text", action="store_true", help="print the board as text instead of opening the app")
    parser.epilog = ("subcommands: run FILE... (run scenarios), check FILE... (validate files), "
                     "cards [QUERY] (search cards), cards compile TEXT (Oracle text to a card), "
                     "cards fetch NAME... (cards from Scryfall), cards sync (every card, offline), cards coverage "
                     "(what the pool compiles), serve (the app in a browser on 127.0.0.1)")
    args = parser.parse_args(argv)
    try:
        if args.preset and args.preset.lower().endswith(".pzl"):  # a Forge puzzle: what we can't represent is listed
            game, info, report = load_pzl(args.preset, strict=False)
            info.path = args.preset
            for line in report.lines():
                say(f"{args.preset}: {line}", file=sys.stderr)
        elif args.preset:
            sc = load_scenario(args.preset)  # errors name the file, line and column
            game, info = sc.game, sc.info
        else:
            game, info = default_game()
    except SandboxError as e:
        say(format_error(e), file=sys.stderr)
        return 2
    if args.text:
        say(board_text(game))
        return 0
    try:
        from widgets.app import run_app  # why: the UI is optional; without it the board prints as text
    except ImportError:
        say(board_text(game))
        return 0
    return run_app(game, info) or 0


if __name__ == "__main__":
    sys.exit(main())
