"""The card library: card definitions by name, loaded from TOML card files."""

from __future__ import annotations

import contextlib
import difflib
import functools
import hashlib
import itertools
import os
import re
import tomllib
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgspec
from platformdirs import user_cache_dir, user_data_dir

from sandbox.cards.model import CardDef
from sandbox.cards.parse import card_from_table
from sandbox.errors import InvalidActionError, LoadError, SandboxError
from sandbox.files import MAX_FILE_BYTES, read_bounded, write_atomically


@dataclass(frozen=True)
class _Unread:
    """A card table not read into a card yet (the built-in cards from the cache: start-up
    reads only the cards it uses)."""

    name: str
    table: dict[str, Any]
    source: str
    reread: Callable[[], dict[str, Any]] | None = None
    """The table read again from where it came from, for a cached table that doesn't read."""


@dataclass(frozen=True)
class PoolCard:
    """A card of the synced pool as a search lists it (``get`` reads it as a card)."""

    name: str
    mana_cost: str
    type_line: str
    compiled: bool
    """False for a card whose text the compiler refused (``get`` names its lines)."""


class CardDB:
    """The card library: definitions by name (case-insensitive), plus inline custom cards."""

    def __init__(self, cards: dict[str, CardDef | _Unread] | None = None,
                 more: Callable[[str], tuple[list[dict[str, Any]], list[str]]] | None = None):
        self._cards: dict[str, CardDef | _Unread] = dict(cards or {})
        self._more = more
        """Where a name not found is looked up next (the synced card pool): its tables, and
        the names to offer when it has none."""

    def __contains__(self, name: str) -> bool:
        return name.lower() in self._cards

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[CardDef]:
        return iter([self._read(key) for key in list(self._cards)])

    def names(self) -> list[str]:
        """Every card's name (without reading the cards not read yet)."""
        return [c.name for c in self._cards.values()]

    def pool_names(self) -> set[str]:
        """The names (lower case) where a name not found is looked up next: the synced pool's."""
        if self._more is None:
            return set()
        return self._more_names()

    def _more_names(self) -> set[str]:
        from sandbox.cards.pool import pool_names  # why: the pool's index is read only when a name misses
        return pool_names()

    def pool_search(self, query: str, names_only: bool = False) -> list[PoolCard]:
        """The synced pool's cards matching ``query`` (name, type line or Oracle text, any
        case) that the library doesn't hold, by name (none without a pool)."""
        if self._more is None:
            return []
        from sandbox.cards.pool import search  # why: as in _more_names
        return [PoolCard(e.name, e.mana_cost(), e.type_line(), e.verdict == "compiled")
                for e in search(query, names_only=names_only) if e.name.lower() not in self._cards]

    def pool_near_names(self, name: str) -> list[str]:
        """The synced pool's names closest to a misspelt ``name`` (none without a pool)."""
        if self._more is None:
            return []
        from sandbox.cards.pool import near_names  # why: as in _more_names
        return near_names(name)

    def get(self, name: str) -> CardDef:
        key = name.lower()
        if key in self._cards:
            return self._read(key)
        offered: list[str] = []
        if self._more is not None:
            tables, offered = self._more(key)
            for table in tables:
                if str(table.get("name", "")).lower() not in self._cards:
                    self.add_unread(table, "the card pool (cards sync)")
            if key in self._cards:
                return self._read(key)
            if tables:  # a card of several faces asked for by its whole name or its back face's
                return self._read(str(tables[0].get("name", "")).lower())
        near = difflib.get_close_matches(key, list(self._cards), n=3, cutoff=0.6)
        names = list(dict.fromkeys(offered + [self._cards[n].name for n in near]))[:3]
        hint = f" (did you mean {', '.join(names)}?)" if names else ""
        raise InvalidActionError(f"unknown card {name!r}{hint}")

    def _read(self, key: str) -> CardDef:
        entry = self._cards[key]
        if isinstance(entry, _Unread):
            try:
                card = card_from_table(entry.table, entry.source)
            except InvalidActionError:
                if entry.reread is None:
                    raise
                card = card_from_table(entry.reread(), entry.source)
            entry = self._cards[key] = card
        return entry

    def add(self, card: CardDef) -> None:
        self._cards[card.name.lower()] = card

    def add_unread(self, table: dict[str, Any], source: str,
                   reread: Callable[[], dict[str, Any]] | None = None) -> None:
        """Add a card table to be read when the card is first asked for: for tables already
        read once (the built-in cards' cache). One that doesn't read then is read again with
        ``reread``, or is an InvalidActionError naming it."""
        name = table.get("name")
        if not isinstance(name, str) or not name.strip():
            raise InvalidActionError("card: missing 'name'")
        self._cards[name.lower()] = _Unread(name, table, source, reread)

    def copy(self) -> CardDB:
        return CardDB(self._cards, self._more)

    def search(self, query: str = "") -> list[CardDef]:
        q = query.lower()
        return sorted((c for c in self
                       if q in c.name.lower() or q in c.oracle.lower() or q in c.chars.type_line().lower()),
                      key=lambda c: c.name)

    def load_file(self, path: str | Path, text: str | None = None, max_cards: int | None = None) -> None:
        """Add every card of a TOML file; raises LoadError naming the file and card (or, before
        any card is read, saying that the file holds over ``max_cards``)."""
        path = str(path)
        if text is None:
            try:
                text = read_bounded(path).decode("utf-8")
            except ValueError as e:  # too big, or not UTF-8 (UnicodeDecodeError is a ValueError)
                raise LoadError(path, "", "not a UTF-8 text file" if isinstance(e, UnicodeDecodeError) else str(e)) from None
        data = _parsed(path, text)
        cards = data.get("card")
        if max_cards is not None and isinstance(cards, list) and len(cards) > max_cards:
            raise LoadError(path, "", f"its {len(cards):,} cards would take the card folder over {MAX_USER_CARDS:,} "
                            "cards (each is read at every start)")
        try:
            self.load_data(data, path)
        except LoadError as e:
            raise _with_line(e, text) from None

    def load_data(self, data: dict, path: str) -> None:
        """Add the cards of a parsed card file."""
        self.load_tables(data.get("card", []), path)
        extra = set(data) - {"card"}
        if extra:
            raise LoadError(path, "", f"unknown top-level key {sorted(extra)[0]!r}: a card file holds [[card]] tables")

    def load_tables(self, tables: Any, path: str) -> None:
        if not isinstance(tables, list):
            raise LoadError(path, "card", "expected [[card]] tables")
        for i, table in enumerate(tables):
            try:
                self.add(card_from_table(table, f"{path}#{i + 1}"))
            except InvalidActionError as e:
                raise LoadError(path, f"card {i + 1}", str(e)) from None


_CARD_HEADER = re.compile(r"^[ \t]*\[\[[ \t]*card[ \t]*\]\]", re.M)


def _with_line(error: LoadError, text: str) -> LoadError:
    """The error of card N placed at the line of the file's N-th ``[[card]]`` header."""
    m = re.fullmatch(r"card (\d+)", error.place)
    if m is None:
        return error
    headers = [text.count("\n", 0, h.start()) + 1 for h in _CARD_HEADER.finditer(text)]
    n = int(m.group(1))
    if len(headers) < n:
        return error
    return LoadError(error.file, f"{headers[n - 1]}", f"card {n}: {error.message}")


_BUILTIN: CardDB | None = None
_LIBRARY: CardDB | None = None
_USER_PROBLEMS: list[str] = []
MAX_USER_FILES = 2000
MAX_USER_CARDS = 5000
MAX_USER_BYTES = 8_000_000
"""The card folder is read at every start: up to this many files, cards and bytes (a file that
would go over is skipped whole, said in one line)."""

DATA_DIR_ENV = "MTG_SANDBOX_DATA_DIR"
"""When set, the folder that holds the user's own files (presets, cards) instead of the platform's."""
CACHE_DIR_ENV = "MTG_SANDBOX_CACHE_DIR"
"""When set, the folder that holds every cache (parsed cards, Scryfall's answers) instead of the platform's."""

CARDS_DIR = Path(__file__).parent / "data" / "cards"
"""The built-in card files (not found through importlib.resources: its readers cost start-up)."""


def builtin_library() -> CardDB:
    """The built-in cards only (loaded with the library, from sandbox/data/cards/*.toml)."""
    global _BUILTIN
    if _BUILTIN is None:
        _BUILTIN = _load_builtin()
    return _BUILTIN


def library() -> CardDB:
    """The card library: the built-in cards, then the user's card folder (loaded once)."""
    global _LIBRARY
    if _LIBRARY is None:
        db = builtin_library().copy()
        _USER_PROBLEMS[:] = load_user_cards(db, user_cards_dir())
        db._more = _pool_lookup
        _LIBRARY = db
    return _LIBRARY


def _load_builtin() -> CardDB:
    """The built-in cards, their parsed TOML read from the user's cache when it is whole and
    current (the tables are checked as card tables either way: the cache is data)."""
    texts = {f"sandbox/data/cards/{p.name}": p.read_text(encoding="utf-8")
             for p in sorted(CARDS_DIR.iterdir(), key=lambda p: p.name) if p.name.endswith(".toml")}
    cache = _cache_file(texts)
    files = _cached(cache)
    if files is not None and files.keys() == texts.keys() and (db := _unread_db(files, texts, cache)) is not None:
        return db
    files = {name: _parsed(name, text) for name, text in texts.items()}
    db = _db_of(files)
    _store(cache, files)
    return db


def _unread_db(files: dict[str, Any], texts: dict[str, str], cache: Path | None) -> CardDB | None:
    """The cached tables as a library whose cards are read when first asked for (each was read
    when the cache was written; one that doesn't read then is read from its card file again,
    and the cache is dropped), or None if the cache isn't card files' tables."""
    db = CardDB()
    try:
        for name, data in files.items():
            tables = data.get("card")
            if set(data) != {"card"} or not isinstance(tables, list):
                return None
            for i, table in enumerate(tables):
                if not isinstance(table, dict):
                    return None
                db.add_unread(table, f"{name}#{i + 1}", functools.partial(_reread, cache, name, texts[name], i))
    except InvalidActionError:
        return None
    return db


def _db_of(files: dict[str, Any]) -> CardDB:
    db = CardDB()
    for name, data in files.items():
        db.load_data(data, name)
    return db


def _parsed(path: str, text: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise LoadError(path, "", f"not valid TOML: {e}") from None
    except RecursionError:
        raise LoadError(path, "", "nesting is too deep") from None


def _reread(cache: Path | None, name: str, text: str, i: int) -> dict[str, Any]:
    """Card ``i`` of a built-in card file read from its text again, the cache dropped (a
    module-level function: a library is pickled into the previews' process)."""
    if cache is not None:
        with contextlib.suppress(OSError):
            cache.unlink(missing_ok=True)  # written again at the next start
    return _parsed(name, text)["card"][i]


def _pool_lookup(key: str) -> tuple[list[dict[str, Any]], list[str]]:
    """A name missing from the library, in the synced card pool (read on the first miss)."""
    from sandbox.cards.pool import pool_tables  # why: the pool's index is read only when a name misses
    return pool_tables(key)


def user_card_problems() -> list[str]:
    """One line per user card file the library skipped at start (bad file, built-in name)."""
    library()
    return list(_USER_PROBLEMS)


def user_data_folder() -> Path:
    """The folder of the user's own files (presets, cards, the journal): the platform's data
    folder for mtg-sandbox, or ``$MTG_SANDBOX_DATA_DIR`` when that is set."""
    return Path(os.environ.get(DATA_DIR_ENV) or user_data_dir("mtg-sandbox", appauthor=False))


def user_cards_dir() -> Path:
    """The user's card folder (cards fetched by ``cards fetch``, or written by hand)."""
    return user_data_folder() / "cards"


def load_user_cards(db: CardDB, folder: Path) -> list[str]:
    """Add the cards of every ``*.toml`` file in ``folder`` to ``db``, after the built-in ones.
    A file that doesn't load is skipped whole; a card ``db`` already has is ``db``'s (said when
    the file defines it differently), the file's other cards load. The problems are returned one
    line each (the start of the app is never stopped by them)."""
    problems: list[str] = []
    skeletons = {skeleton(name): name for name in db.names()}
    try:
        files = sorted(itertools.islice(folder.glob("*.toml"), MAX_USER_FILES + 1))
    except OSError:
        return problems
    if len(files) > MAX_USER_FILES:
        problems.append(f"{folder}: over {MAX_USER_FILES:,} card files: only the first {MAX_USER_FILES:,} found are read")
        files = files[:MAX_USER_FILES]
    loaded = read = 0  # cards taken, bytes read
    for path in files:
        if path.is_symlink():
            problems.append(f"{path}: skipped: a link (card files are read from the folder itself, links aren't followed)")
            continue
        if not path.is_file():
            continue
        mine = CardDB()
        try:
            size = path.stat().st_size
            if size <= MAX_FILE_BYTES and read + size > MAX_USER_BYTES:
                problems.append(f"{path}: skipped: it would take the card folder over {MAX_USER_BYTES:,} bytes "
                                "(each file is read at every start)")
                continue
            read += size
            mine.load_file(path, max_cards=MAX_USER_CARDS - loaded)
        except LoadError as e:
            problems.append(f"{e.file}:{e.place}: skipped: {e.message}" if e.place else f"{e.file}: skipped: {e.message}")
            continue
        except SandboxError as e:
            problems.append(f"{path}: skipped: {e}")
            continue
        except OSError as e:
            problems.append(f"{path}: skipped: can't read it: {e.strerror or e}")
            continue
        except RecursionError:
            problems.append(f"{path}: skipped: nesting is too deep")
            continue
        odd = next((why for c in mine if (why := name_problem(c.name, db, skeletons))), None)
        if odd:
            problems.append(f"{path}: skipped: {odd}")
            continue
        loaded += len(mine)
        # A file written before the library had one of its cards still loads: a card defined
        # as the library defines it is the library's; one defined differently is left out
        # (a user card never redefines a library card: every board would play it), said once.
        for card in mine:
            if card.name in db:
                differs = db.get(card.name).differences(card)
                if differs and not _same_token(card, db):
                    problems.append(f"{path}: {card.name!r} is a card of the library now, and the library's is used "
                                    f"(this file's differs in {', '.join(differs)}); its other cards load")
                continue
            db.add(card)
            skeletons.setdefault(skeleton(card.name), card.name)
    return problems


def skeleton(name: str) -> str:
    """A name as it looks: compatibility forms, accents, case, spacing and punctuation don't count."""
    plain = unicodedata.normalize("NFKD", name).casefold()
    return "".join(c for c in plain if unicodedata.category(c)[0] in "LN")


def name_problem(name: str, db: CardDB, skeletons: dict[str, str]) -> str:
    """Why a user card's name can't stand beside the library's ("" if it can): not written
    plainly (NFKC, trimmed, single spaces, no control characters), letters of two scripts
    ("For\u0435st" with a Cyrillic е), or another card's name but for how it looks."""
    plain = " ".join(unicodedata.normalize("NFKC", name).split())
    if plain != name or any(unicodedata.category(c)[0] == "C" for c in name):
        return f"the card name {name!r} isn't written plainly (as {plain!r}: one space between words, no control characters)"
    scripts = {unicodedata.name(c, "?").split()[0] for c in name if c.isalpha()}
    if len(scripts) > 1:
        return f"the card name {name!r} mixes letters of several scripts ({', '.join(sorted(scripts))})"
    like = skeletons.get(skeleton(name))
    if like is not None and like.lower() != name.lower():
        return f"the card name {name!r} looks like {like!r}, a card of the library"
    return ""


def _same_token(card: CardDef, db: CardDB) -> bool:
    """Whether ``card`` is a token ``db`` already defines the same way (two fetched cards
    that make the same token both carry its table)."""
    return card.token and db.get(card.name).token and db.get(card.name).chars == card.chars


_NOT_LOADING = ("oracle", "scryfall.py")
"""Parts of the cards package that loading card files never runs (the Oracle-text compiler,
the Scryfall client): left out of the cache's name, so start-up doesn't read them."""


def loading_code() -> list[Path]:
    """The modules of the cards package that parse card files and define cards."""
    package = Path(__file__).parent
    return [code for code in sorted(package.rglob("*.py")) if code.relative_to(package).parts[0] not in _NOT_LOADING]


def cache_folder() -> Path:
    """The folder of the program's caches (the parsed built-in cards, Scryfall's answers):
    the platform's cache folder for mtg-sandbox, or ``$MTG_SANDBOX_CACHE_DIR`` when that is set."""
    return Path(os.environ.get(CACHE_DIR_ENV) or user_cache_dir("mtg-sandbox"))


def _cache_file(texts: dict[str, str]) -> Path | None:
    """Where the built-in card files' parsed TOML is kept in the user's cache: named by a hash
    of the card files and of the code that parses them and defines cards (a change to either
    misses it)."""
    digest = hashlib.sha256()
    for code in loading_code():
        digest.update(code.read_bytes())
    digest.update((Path(__file__).parents[1] / "symbols.py").read_bytes())
    for name, text in texts.items():
        digest.update(f"{name}\0{text}\0".encode())
    try:
        return cache_folder() / f"library-{digest.hexdigest()[:40]}.msgpack"
    except OSError:
        return None


def _cached(cache: Path | None) -> dict[str, Any] | None:
    """The cached tables by file name, if the file is whole: it starts with the hash of the
    rest (a truncated or damaged cache is parsed again, and rewritten). Only data is read
    (MessagePack: tables, strings, numbers), never code."""
    try:
        if cache is None or not cache.is_file():
            return None
        checksum, _, payload = cache.read_bytes().partition(b"\n")
        if checksum.decode("ascii", "replace") != hashlib.sha256(payload).hexdigest():
            return None
        files = msgspec.msgpack.decode(payload, type=dict[str, dict[str, Any]])
    except (OSError, msgspec.DecodeError):
        return None
    return files


def _store(cache: Path | None, files: dict[str, Any]) -> None:
    """Keep the parsed tables, unless MessagePack can't give back the very same ones (a TOML
    date, say)."""
    if cache is None:
        return
    try:
        payload = msgspec.msgpack.encode(files)
        if msgspec.msgpack.decode(payload) != files:
            return
    except (TypeError, OverflowError, msgspec.DecodeError):
        return
    write_atomically(cache, hashlib.sha256(payload).hexdigest().encode() + b"\n" + payload, quiet=True)
