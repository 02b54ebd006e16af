"""The whole card pool: ``cards sync`` on a bulk file of the public pool's size (issue 31).

Run: ``python bench/pool.py GIT_DIR [--limit N] [--jobs N] [--bulk FILE]``, GIT_DIR a git directory of the
public repository lzybluee/MTGJSON (read by ``../shared/tools/pool_coverage.py``). Its Oracle
dumps (one printing per name of the ordinary card types) are converted to Scryfall's bulk
``oracle_cards`` shape, each object padded with the fields a real one carries (legalities,
prices, image addresses...) to about 5 KB, so the file is about the real one's 160 MB. Then,
in a temporary data folder, as a user runs it: ``mtg-sandbox cards sync --from FILE`` (a first
sync), the same again (nothing changed), and the peak memory of each (the sync's own process
and its largest worker). Budgets (issue 31): first sync under 120 s, a sync with nothing
changed under 10 s. The dump is card data: it is never written into the project. ``--bulk
FILE`` syncs a bulk file written before (``python bench/pool.py --write GIT_DIR FILE 0``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import ROOT, Result, report  # noqa: E402

FIRST_BUDGET = 120.0
AGAIN_BUDGET = 10.0
PAD = {  # what a real oracle_cards object carries besides its printed text (sizes as Scryfall's)
    "legalities": {f"format{i}": "not_legal" for i in range(21)},
    "image_uris": {k: "https://cards.scryfall.io/" + k + "/front/0/0/00000000-0000-0000-0000-000000000000.jpg?1"
                   for k in ("small", "normal", "large", "png", "art_crop", "border_crop")},
    "prices": {"usd": "0.10", "usd_foil": None, "eur": "0.05", "tix": "0.02"},
    "related_uris": {k: "https://example.invalid/" + "x" * 120 for k in ("gatherer", "edhrec", "tcgplayer")},
    "purchase_uris": {k: "https://example.invalid/" + "y" * 160 for k in ("tcgplayer", "cardmarket", "cardhoarder")},
    "flavor_text": "f" * 200,
    "artist": "A. Artist",
    "games": ["paper", "mtgo"],
    "padding": "p" * 4000,  # stands for the rest: keywords, finishes, promo types, preview, rulings addresses...
}
RUN = ("import resource, sys\n"
       "from sandbox.cli import main\n"
       "code = main(sys.argv[1:])\n"
       "me = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
       "kids = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss\n"
       "print(f'PEAK {me} {kids}', file=sys.stderr)\n"
       "sys.exit(code)\n")


def bulk_objects(gitdir: str, limit: int | None) -> list[dict]:
    tools = [p for p in (ROOT.parent / "shared" / "tools", ROOT.parent.parent / "shared" / "tools") if p.is_dir()]
    sys.path.insert(0, str(tools[0]) if tools else "")
    import pool_coverage  # the shared tool's reader of the dumps
    out = []
    for i, card in enumerate(pool_coverage.cards(gitdir)[:limit]):
        typ, power, toughness, loyalty = pool_coverage.split_type(card.get("Type", ""))
        obj = {"object": "card", "id": f"00000000-0000-4000-8000-{i:012d}", "name": card["Name"], "layout": "normal",
               "mana_cost": card.get("ManaCost", ""), "type_line": typ,
               "oracle_text": pool_coverage.normalise(card.get("CardText", "")), "set": card["set"].lower(),
               "scryfall_uri": f"https://scryfall.com/card/{card['set'].lower()}/{i}/card"}
        for key, value in (("power", power), ("toughness", toughness), ("loyalty", loyalty)):
            if value is not None:
                obj[key] = value
        out.append({**obj, **PAD})
    return out


def sync(data: Path, bulk: Path, jobs: int | None) -> tuple[float, int, int, str]:
    env = {**os.environ, "MTG_SANDBOX_DATA_DIR": str(data)}
    argv = ["cards", "sync", "--from", str(bulk)] + (["--jobs", str(jobs)] if jobs else [])
    start = time.perf_counter()
    run = subprocess.run([sys.executable, "-c", RUN, *argv], env=env, capture_output=True, text=True, cwd=ROOT)
    took = time.perf_counter() - start
    if run.returncode != 0:
        raise SystemExit(run.stderr)
    peak = next(line for line in run.stderr.splitlines() if line.startswith("PEAK ")).split()
    return took, int(peak[1]), int(peak[2]), run.stdout.strip()


def write_bulk(gitdir: str, path: Path, limit: int | None) -> None:
    cards = bulk_objects(gitdir, limit)
    with path.open("w", encoding="utf-8") as f:
        f.write("[\n" + ",\n".join(json.dumps(c, ensure_ascii=False) for c in cards) + "\n]\n")


def results(gitdir: str, limit: int | None = None, jobs: int | None = None,
            bulk_file: str | None = None) -> list[Result]:
    with tempfile.TemporaryDirectory(prefix="mtg-sandbox-pool-") as tmp:
        bulk = Path(bulk_file) if bulk_file else Path(tmp) / "oracle-cards.json"
        # why: in its own process: a child keeps its parent's peak memory across exec (Linux), so
        # this process stays small for the sync's figures to be its own
        if not bulk_file:
            subprocess.run([sys.executable, __file__, "--write", gitdir, str(bulk), str(limit or 0)], check=True)
        with bulk.open("rb") as f:
            cards = sum(1 for line in f if line.startswith(b"{"))
        size = bulk.stat().st_size / 1e6
        first, me1, kid1, said = sync(Path(tmp) / "data", bulk, jobs)
        again, me2, kid2, _ = sync(Path(tmp) / "data", bulk, jobs)
        print(f"{cards} cards, {size:.0f} MB file: {said}", file=sys.stderr)
        index = Path(tmp) / "data" / "pool" / "index.msgpack"
        pool_card, builtin = by_name(Path(tmp), index, "pool"), by_name(Path(tmp), index, "library")
        return [
            Result(f"cards sync, first ({cards} cards, {size:.0f} MB)", [first], "s", FIRST_BUDGET),
            Result("cards sync, first: cards per second", [cards / first], "cards/s"),
            Result("cards sync, nothing changed", [again], "s", AGAIN_BUDGET),
            Result("cards sync, first: peak memory of the sync's process", [me1 / 1024], "MB"),
            Result("cards sync, first: peak memory of its largest worker", [kid1 / 1024], "MB"),
            Result("cards sync, nothing changed: peak memory", [me2 / 1024], "MB"),
            Result(f"the pool's index file ({cards} cards)", [index.stat().st_size / 1e6], "MB"),
            Result("new process: run `add NAME` of a pool card", pool_card, "s"),
            Result("new process: run `add NAME` of a built-in card (the same without the pool)", builtin, "s"),
        ]


def by_name(tmp: Path, index: Path, source: str, runs: int = 5) -> list[float]:
    """Seconds for ``mtg-sandbox run`` of a script adding one card by name in a new process:
    a compiled card only the pool has, or a built-in one (which never reads the pool)."""
    from sandbox.cards.library import builtin_library
    from sandbox.cards.pool import read_index
    cards = read_index(index).cards  # type: ignore[union-attr]
    builtin = builtin_library()
    if source == "pool":
        name = next(e.name for e in cards.values() if e.verdict == "compiled" and e.name not in builtin
                    and "Creature" in e.type_line() and len(e.faces) == 1)
    else:
        name = "Grizzly Bears"
    script = tmp / f"{source}.script"
    script.write_text(f"use empty\nadd {name}\nexpect 1 {name} on battlefield\n", encoding="utf-8")
    env = {**os.environ, "MTG_SANDBOX_DATA_DIR": str(index.parent.parent)}
    took = []
    for _ in range(runs):
        start = time.perf_counter()
        run = subprocess.run([sys.executable, "-m", "sandbox.cli", "run", str(script)], env=env, cwd=ROOT,
                             capture_output=True, text=True)
        took.append(time.perf_counter() - start)
        if run.returncode != 0:
            raise SystemExit(run.stdout + run.stderr)
    return took


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:1] == ["--write"]:
        write_bulk(args[1], Path(args[2]), int(args[3]) or None)
        sys.exit(0)
    if not args:
        raise SystemExit(__doc__)
    limit = int(args[args.index("--limit") + 1]) if "--limit" in args else None
    jobs = int(args[args.index("--jobs") + 1]) if "--jobs" in args else None
    bulk_file = args[args.index("--bulk") + 1] if "--bulk" in args else None
    sys.exit(report(results(args[0], limit, jobs, bulk_file)))
