"""The whole card pool offline: Scryfall's bulk "oracle_cards" file read as a stream, every
card compiled in a process pool, and an index of verdicts in the user's data folder.

The index (``pool/index.msgpack``) is data: for each card its name, the hash of its Oracle
text, its verdict, the compiled tables (the card and its tokens) or the refused lines, its
first card type and set, and the compiler version the verdict came from. A re-sync compiles
only the cards whose text or compiler version changed.
"""

from __future__ import annotations

import dataclasses
import hashlib
import io
import json
import os
import re
import shlex
import signal
import zlib
from collections import Counter, deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

import msgspec

from sandbox.cards.library import user_data_folder
from sandbox.errors import InvalidActionError, SandboxError
from sandbox.files import write_atomically

if TYPE_CHECKING:
    from sandbox.cards.oracle.source import OracleCard

CHUNK = 1 << 12
"""Bytes handed to the JSON parser at a time."""
MAX_OBJECT = 1 << 20
"""The most bytes read for one card object (a bigger one means the file isn't Scryfall's)."""
MAX_OPENINGS = 2000
"""The most ``[`` and ``{`` read for one card object (a real one has under a hundred): the
parser keeps a path per nesting level, so a file nested thousands deep would take gigabytes."""
BATCH = 64
"""Cards sent to a worker process at a time."""


class PoolError(SandboxError):
    """A bulk file or an index that can't be read: one line saying where and why."""


# ---------------------------------------------------------------- reading the bulk file

def iter_bulk(stream: IO[bytes] | io.BufferedIOBase, name: str = "<bulk>") -> Iterator[dict[str, Any]]:
    """The objects of a JSON array of card objects, one at a time, parsed by ijson as the
    file is read (memory bounded by one object and one chunk, whatever the file's size);
    PoolError for anything else."""
    import ijson  # type: ignore[import-untyped]
    guard = _Guard(stream, name)
    head = guard.first()
    if head != b"[":
        found = repr(head.decode("utf-8", "replace")) if head else "nothing"
        raise PoolError(f"{name}: expected a JSON array of card objects, found {found}")
    count = 0
    try:
        for obj in ijson.items(guard, "item", use_float=True, buf_size=CHUNK):
            if not isinstance(obj, dict):
                raise PoolError(f"{name}: card {count + 1} is not an object")
            count += 1
            guard.card = count
            guard.openings = guard.read_bytes = 0
            yield obj
    except ijson.JSONError as e:
        raise PoolError(f"{name}: {_json_problem(e)} after card {count}") from None


def _json_problem(error: Exception) -> str:
    """The parser's complaint in a few words (it quotes the text around the error on more lines)."""
    raw = error.args[0] if error.args else ""
    text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else str(raw)
    if "premature EOF" in text:
        return "cut short"
    if "trailing garbage" in text:
        return "something after the array's end"
    if "UTF8" in text:
        return "not UTF-8 text"
    first = " ".join(text.splitlines()[0].split()) if text.strip() else type(error).__name__
    return f"not JSON ({first[:80]})"


class _Guard:
    """The byte stream as the parser reads it, refusing a card object over ``MAX_OBJECT``
    bytes or ``MAX_OPENINGS`` brackets (counted from the last object taken)."""

    def __init__(self, stream: IO[bytes] | io.BufferedIOBase, name: str):
        self.stream, self.name = stream, name
        self.pending = b""
        self.card = self.openings = self.read_bytes = 0

    def first(self) -> bytes:
        """The first byte that isn't white space (b"" for an empty stream), left to be read."""
        while not self.pending.strip():
            chunk = self.stream.read(CHUNK)
            if not chunk:
                return b""
            self.pending += chunk
        return self.pending.lstrip()[:1]

    def read(self, size: int = CHUNK) -> bytes:
        if size == 0:  # the parser asks for nothing first, to see whether it reads bytes or text
            return b""
        try:
            chunk, self.pending = (self.pending, b"") if self.pending else (self.stream.read(size), b"")
        except (OSError, EOFError, zlib.error) as e:  # a gzip file damaged or cut short
            raise PoolError(f"{self.name}: not a readable gzip file after card {self.card} ({e or type(e).__name__})") from None
        self.openings += chunk.count(b"[") + chunk.count(b"{")
        self.read_bytes += len(chunk)
        if self.openings > MAX_OPENINGS:
            raise PoolError(f"{self.name}: card {self.card + 1} opens over {MAX_OPENINGS:,} arrays or objects: "
                            "nested too deeply, or not a card")
        if self.read_bytes > MAX_OBJECT + CHUNK:
            raise PoolError(f"{self.name}: card {self.card + 1} is over {MAX_OBJECT:,} bytes: not a card")
        return chunk


# ---------------------------------------------------------------- compiling one card

def compiler_version() -> str:
    """A hash of the Oracle compiler's and the card model's code: a verdict from another
    version is compiled again."""
    from sandbox.cards.library import loading_code
    package = Path(__file__).parent
    digest = hashlib.sha256()
    for code in sorted((package / "oracle").rglob("*")) + loading_code():
        if code.is_file() and code.suffix in (".py", ".lark"):
            digest.update(code.read_bytes())
    return digest.hexdigest()[:16]


def text_hash(data: dict[str, Any]) -> str:
    """A hash of what the compiler reads of a card object (its faces' printed text)."""
    keys = ("name", "mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty", "layout",
            "color_indicator", "colors")
    raw = data.get("card_faces")
    faces = raw if isinstance(raw, list) else []
    printed = [{k: data.get(k) for k in keys}] + [{k: f.get(k) for k in keys} for f in faces if isinstance(f, dict)]
    return hashlib.sha256(json.dumps(printed, sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:24]


class Face(msgspec.Struct, frozen=True):
    """A face as printed (``OracleFace``'s fields), kept to search and to compile it again."""

    name: str
    mana_cost: str = ""
    type_line: str = ""
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    color_indicator: list[str] = []


class Entry(msgspec.Struct, frozen=True):
    """One card of the index: what a search, a look-up by name and the coverage report read.
    The compiled tables stay MessagePack bytes until the card is asked for, so reading the
    index (tens of thousands of cards) doesn't build them all."""

    name: str
    hash: str
    """``text_hash`` of the card object compiled."""
    verdict: str
    """``compiled`` or ``refused``."""
    set: str = ""
    type: str = "Other"
    """Its first card type, for the coverage report."""
    layout: str = "normal"
    faces: list[Face] = []
    refused: list[str] = []
    tables: msgspec.Raw = msgspec.Raw(msgspec.msgpack.encode([]))
    """The compiled ``[[card]]`` tables, the card's then its tokens' (MessagePack)."""

    def card_tables(self) -> list[dict[str, Any]]:
        tables = msgspec.msgpack.decode(self.tables)
        return tables if isinstance(tables, list) else []

    def printed(self) -> OracleCard:
        """The card as printed, to compile again (``cards compile --pool NAME``)."""
        from sandbox.cards.oracle.source import OracleCard, OracleFace
        faces = tuple(OracleFace(**{**msgspec.structs.asdict(f), "color_indicator": tuple(f.color_indicator)})
                      for f in self.faces)
        return OracleCard(self.name, faces, self.layout)

    def type_line(self) -> str:
        return " // ".join(f.type_line for f in self.faces)

    def mana_cost(self) -> str:
        return " // ".join(f.mana_cost for f in self.faces if f.mana_cost)

    def text(self) -> str:
        return "\n//\n".join(f.oracle_text for f in self.faces)


def compile_entry(data: dict[str, Any]) -> Entry:
    """One card object's index entry: its verdict and the compiled tables or refused lines."""
    from sandbox.cards.oracle import compile_card
    from sandbox.cards.scryfall import Fetched, ScryfallError, card_table, oracle_card
    tables: list[dict[str, Any]] = []
    try:
        card = oracle_card(data)
        compiled = compile_card(card)
        if compiled.table is not None and not compiled.refused:
            tables = [card_table(compiled.table, Fetched(data, "")), *compiled.tokens]
        refused = list(compiled.refused or ([] if tables else ["the compiler made no card of it"]))
        faces = card.faces
    except (ScryfallError, SandboxError) as e:
        refused, faces = [str(e)], ()
    except RecursionError:
        refused, faces = ["nested too deeply"], ()
    return Entry(name=str(data.get("name", ""))[:200], hash=text_hash(data), verdict="compiled" if tables else "refused",
                 set=str(data.get("set", ""))[:10], type=_first_type(str(data.get("type_line", ""))),
                 layout=str(data.get("layout") or "normal")[:40],
                 faces=[Face(**{**dataclasses.asdict(f), "color_indicator": list(f.color_indicator)}) for f in faces],
                 refused=refused, tables=msgspec.Raw(msgspec.msgpack.encode(tables)))


def _compile_batch(batch: list[dict[str, Any]]) -> list[Entry]:
    return [compile_entry(d) for d in batch]


def _worker_start() -> None:
    """A compiling process leaves Ctrl+C to the sync, which stops them (no half-written batch
    or traceback of theirs on the terminal)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _first_type(type_line: str) -> str:
    for word in type_line.split("—")[0].split():
        if word in ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Land", "Planeswalker",
                    "Sorcery", "Kindred", "Tribal"):
            return word
    return "Other"


# ---------------------------------------------------------------- the index

def index_path() -> Path:
    """The pool's index in the user's data folder."""
    return user_data_folder() / "pool" / "index.msgpack"


FORMAT = 2
"""The index's layout: an index of another layout is compiled anew by the next sync."""


class Index(msgspec.Struct, frozen=True):
    compiler: str
    """The ``compiler_version`` the verdicts came from."""
    cards: dict[str, Entry]
    """By lower-case name."""
    format: int = 1


def read_index(path: Path | None = None) -> Index | None:
    """The index, or None if there is none; PoolError if it can't be read."""
    path = path or index_path()
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as e:
        raise PoolError(f"{path}: can't read the pool's index: {e.strerror or e}") from None
    try:
        return msgspec.msgpack.decode(data, type=Index)
    except (msgspec.DecodeError, msgspec.ValidationError) as e:
        raise PoolError(f"{path}: not a pool index ({e}); run cards sync again") from None


_LOADED: tuple[Path, float, dict[str, Entry], dict[str, str]] | None = None


def _pool_cards(path: Path | None = None) -> dict[str, Entry]:
    """The synced pool's entries by lower-case name (read once per change of the index)."""
    return _loaded(path)[0]


def _loaded(path: Path | None = None) -> tuple[dict[str, Entry], dict[str, str]]:
    """The pool's entries, and the lower-case names of the faces of its cards with several
    (``delver of secrets``) to their card's (``delver of secrets // insectile aberration``)."""
    global _LOADED
    path = path or index_path()
    try:
        stamp = path.stat().st_mtime
    except OSError:
        return {}, {}
    if _LOADED is None or _LOADED[:2] != (path, stamp):
        index = read_index(path)
        if index is None:
            return {}, {}
        faces = {f.name.lower(): key for key, e in index.cards.items() if len(e.faces) > 1 for f in e.faces}
        _LOADED = (path, stamp, index.cards, {k: v for k, v in faces.items() if k not in index.cards})
    return _LOADED[2], _LOADED[3]


def pool_entry(name: str, path: Path | None = None) -> Entry | None:
    """The pool's card by its name or one of its faces' (any case), or None."""
    cards, faces = _loaded(path)
    key = name.lower()
    return cards.get(faces.get(key, key))


def pool_names() -> set[str]:
    """The lower-case names of the synced pool's cards, and of their faces."""
    cards, faces = _loaded()
    return set(cards) | set(faces)


def pool_tables(key: str, path: Path | None = None) -> tuple[list[dict[str, Any]], list[str]]:
    """The compiled tables (the card, then its tokens) of the pool's card named ``key``
    (case-insensitive; a face's name finds its card), and near names of the pool to offer
    when it has none. A card the pool refused is an InvalidActionError naming its refused
    lines."""
    entry = pool_entry(key, path)
    if entry is None:
        return [], near_names(key, path)
    if entry.verdict != "compiled":
        raise InvalidActionError(refusal(entry))
    return entry.card_tables(), []


def refusal(entry: Entry) -> str:
    """Why a pool card can't be used: its refused lines, and how to see what the lines
    understood make of it (``cards compile --partial``)."""
    refused = "; ".join(entry.refused) or "not understood"
    offer = f"; to see the lines understood: mtg-sandbox cards compile --partial --pool {shlex.quote(entry.name)}" \
        if entry.faces else ""
    return f"{entry.name} is in the card pool but its text isn't understood: {refused}{offer}"


def near_names(name: str, path: Path | None = None, n: int = 3) -> list[str]:
    """The pool's names closest to ``name`` (a misspelling), best first. Only names sharing
    its first letter or one of its words are compared, so a miss costs milliseconds, not the
    whole pool's comparisons."""
    import difflib
    cards = _pool_cards(path)
    key = name.lower().strip()
    if not key:
        return []
    words = {w for w in key.split() if len(w) > 2}
    candidates = [k for k in cards if k[:1] == key[:1] or any(w in k for w in words)]
    return [cards[k].name for k in difflib.get_close_matches(key, candidates, n=n, cutoff=0.75)]


def search(query: str, path: Path | None = None, names_only: bool = False) -> list[Entry]:
    """The pool's cards whose name, type line or Oracle text holds ``query`` (any case), by
    name; with ``names_only``, those whose name holds each of its words."""
    q = query.lower()
    words = q.split()
    if names_only:  # each word somewhere in the name: "fodder dragon" finds Dragon Fodder
        found = [e for k, e in _pool_cards(path).items() if all(w in k for w in words)]
    else:
        found = [e for k, e in _pool_cards(path).items()
                 if q in k or q in e.type_line().lower() or q in e.text().lower()]
    return sorted(found, key=lambda e: e.name)


@dataclass
class SyncReport:
    """What a sync did: objects read, skipped (not cards), cards compiled now, reused from the
    index, and the verdicts of the index written."""

    read: int = 0
    skipped: int = 0
    """Objects of the file that aren't cards to play (tokens, art cards, planes...)."""
    compiled_now: int = 0
    reused: int = 0
    verdicts: Counter[str] = field(default_factory=Counter)


NOT_CARDS = frozenset({"token", "double_faced_token", "emblem", "art_series", "vanguard", "planar", "scheme"})
"""Layouts of the bulk file's objects that aren't cards a deck holds: not compiled (a card's
tokens come with it, from its own text)."""

KEEP = ("object", "id", "name", "layout", "mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty",
        "colors", "color_indicator", "card_faces", "set", "scryfall_uri", "uri", "all_parts")
"""The fields of a card object the compiler and the index read (prices, images and the rest
aren't kept, nor sent to the workers)."""


def sync(cards: Iterable[dict[str, Any]], path: Path | None = None, jobs: int | None = None,
         progress: Callable[[int], None] | None = None) -> SyncReport:
    """Compile every card object (only those whose text or compiler changed since the index
    was written) in ``jobs`` processes as they are read (a few batches in flight: memory
    bounded whatever the pool's size), and write the index (atomically: a sync stopped by
    Ctrl+C leaves the old index)."""
    path = path or index_path()
    try:
        old = read_index(path)
    except PoolError:
        old = None  # a damaged index is written anew
    version = compiler_version()
    known = old.cards if old is not None and (old.compiler, old.format) == (version, FORMAT) else {}
    workers = jobs or os.cpu_count() or 1
    report = SyncReport()
    entries: dict[str, Entry] = {}
    in_flight: deque[Future[list[Entry]]] = deque()
    executor: ProcessPoolExecutor | None = None

    def collect(batch: list[Entry]) -> None:
        for entry in batch:
            entries[entry.name.lower()] = entry
        report.compiled_now += len(batch)
        if progress is not None:
            progress(report.compiled_now + report.reused)

    def submit(batch: list[dict[str, Any]], last: bool = False) -> None:
        nonlocal executor
        if executor is None and (workers == 1 or last):
            collect(_compile_batch(batch))  # one batch in all: no processes to start
            return
        if executor is None:
            executor = ProcessPoolExecutor(max_workers=workers, initializer=_worker_start)
        in_flight.append(executor.submit(_compile_batch, batch))
        while len(in_flight) > 2 * workers:
            collect(in_flight.popleft().result())

    try:
        batch: list[dict[str, Any]] = []
        for data in cards:
            report.read += 1
            if data.get("layout") in NOT_CARDS:
                report.skipped += 1
                continue
            key = str(data.get("name", "")).lower()
            hit = known.get(key)
            if hit is not None and hit.hash == text_hash(data):
                entries[key] = hit
                report.reused += 1
                if progress is not None and report.reused % 1000 == 0:
                    progress(report.compiled_now + report.reused)
                continue
            batch.append({k: data[k] for k in KEEP if k in data})
            if len(batch) >= BATCH:
                submit(batch)
                batch = []
        if batch:
            submit(batch, last=True)
        while in_flight:
            collect(in_flight.popleft().result())
    except BrokenProcessPool:
        raise PoolError("a compiling process ended unexpectedly (out of memory?); the index is unchanged") from None
    finally:
        if executor is not None:  # after Ctrl+C too: the batches not started are dropped, the running ones end
            executor.shutdown(wait=True, cancel_futures=True)
    if progress is not None:
        progress(report.compiled_now + report.reused)
    for entry in entries.values():
        report.verdicts[entry.verdict] += 1
    write_atomically(path, msgspec.msgpack.encode(Index(version, entries, FORMAT)))
    return report


# ---------------------------------------------------------------- the coverage report

def coverage(index: Index, top: int = 20) -> dict[str, Any]:
    """How many cards compile, by type and by set, and the refused shapes ranked by how many
    cards each would unlock (a card counts for a shape when it is its only refusal)."""
    by_type: dict[str, Counter[str]] = {}
    by_set: dict[str, Counter[str]] = {}
    unlock: Counter[str] = Counter()
    seen: Counter[str] = Counter()
    for entry in index.cards.values():
        by_type.setdefault(entry.type, Counter())[entry.verdict] += 1
        by_set.setdefault(entry.set, Counter())[entry.verdict] += 1
        shapes = {shape_of(line, entry.name) for line in entry.refused}
        for s in shapes:
            seen[s] += 1
        if len(shapes) == 1:
            unlock[next(iter(shapes))] += 1
    total = Counter(e.verdict for e in index.cards.values())

    def table(groups: dict[str, Counter[str]]) -> list[dict[str, Any]]:
        return [{"name": k, "cards": sum(c.values()), "compiled": c["compiled"]}
                for k, c in sorted(groups.items(), key=lambda kv: (-sum(kv[1].values()), kv[0]))]

    return {"cards": sum(total.values()), "compiled": total["compiled"], "refused": total["refused"],
            "by_type": table(by_type), "by_set": table(by_set),
            "shapes": [{"shape": s, "unlocks": n, "cards": seen[s]}
                       for s, n in sorted(unlock.items(), key=lambda kv: (-kv[1], kv[0]))[:top]]}


def shape_of(line: str, name: str) -> str:
    """A refused line with the card's name as ~ and numbers as N, so that cards refused for
    the same wording count together."""
    text = line.replace(name, "~")
    text = re.sub(r"^~: ", "", text)
    return re.sub(r"\b\d+\b", "N", text)[:200]
