"""Cards by name from Scryfall: its card JSON read as printed text, a polite client, a cache.

The client follows Scryfall's API guidelines (see /shared/SCRYFALL.md): it names itself in
``User-Agent``, sends ``Accept``, waits at least half a second between card look-ups, stops at
the first HTTP 429 (and refuses to ask again for 30 seconds), and keeps every card it fetched
in the user's cache folder, so a name fetched once is read from disk with no request (and
works offline). Nothing here runs unless a user asks for a fetch: tests and scripts never
touch the network.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import os
import re
import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any

import tomli_w

from sandbox.cards.library import CardDB, builtin_library, cache_folder, user_cards_dir
from sandbox.cards.oracle import compile_card
from sandbox.cards.oracle.source import OracleCard, OracleFace
from sandbox.cards.oracle.templating import MAX_NAME
from sandbox.cards.parse import card_from_table
from sandbox.errors import InvalidActionError, SandboxError
from sandbox.files import read_bounded, write_atomically

if TYPE_CHECKING:
    import httpx

API = "https://api.scryfall.com"
ACCEPT = "application/json;q=0.9,*/*;q=0.8"
SPACING = 0.5
"""Seconds between two card look-ups (Scryfall allows about 2 a second on /cards/*)."""
RATE_LIMIT_PAUSE = 30.0
"""Seconds Scryfall limits access after an HTTP 429; no request is made before they pass."""
TIMEOUT = 15.0
"""Seconds to wait for Scryfall's answer (and at most 5 to connect)."""

COLORS = ("W", "U", "B", "R", "G")
FILE_HEADER = "# Compiled from its Oracle text, as fetched from Scryfall (each card's note says where and when).\n\n"
"""The only text of a card file not written by the TOML writer: it holds nothing fetched."""
_ADDRESS = re.compile(r"https://[!-~]{1,500}")
_ID = re.compile(r"[0-9a-f-]{1,64}")
_WHEN = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\+00:00|Z)?")

_FACE_LAYOUTS = {"transform", "modal_dfc", "split", "flip", "adventure", "double_faced_token",
                 "reversible_card", "art_series", "prepare"}


def user_agent() -> str:
    """``MTGSandbox/<version>``: how the sandbox names itself to Scryfall."""
    try:
        version = metadata.version("mtg-sandbox")
    except metadata.PackageNotFoundError:
        version = "0"
    return f"MTGSandbox/{version}"


class ScryfallError(SandboxError):
    """A fetch that didn't give a card: one line saying why (no network, not found, 429...)."""


class CardNotFound(ScryfallError):
    """Scryfall has no card by that name; ``suggestion`` is its fuzzy match, if unambiguous."""

    def __init__(self, message: str, suggestion: str | None = None, details: str = ""):
        super().__init__(message)
        self.suggestion = suggestion
        self.details = details or message


class BadAnswer(ScryfallError):
    """A name or an answer that can't be a card (a control character, another card's name,
    colors that aren't colors): that card is refused, the next one may still be fetched."""


class RateLimited(ScryfallError):
    """Scryfall answered HTTP 429 (or did within the last 30 seconds): stop asking."""


# ---------------------------------------------------------------- card JSON -> printed text

def oracle_card(data: Any) -> OracleCard:
    """A Scryfall card object as printed text: its faces from ``card_faces`` when it has
    several (DFCs, split cards, adventures...), else the top-level fields."""
    if not isinstance(data, dict) or data.get("object") != "card":
        kind = data.get("object") if isinstance(data, dict) else type(data).__name__
        raise ScryfallError(f"expected a Scryfall card object, found {kind!r}")
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ScryfallError("a Scryfall card object without a name")
    check_card_name(name)
    layout = str(data.get("layout") or "normal")
    raw_faces = data.get("card_faces")
    if isinstance(raw_faces, list) and raw_faces:
        faces = tuple(_face(f, name) for f in raw_faces)
    else:
        faces = (_face(data, name),)
    return OracleCard(name=name, faces=faces, layout=layout)


def check_card_name(name: str) -> None:
    """Refuse a name no card has: one with a control or format character (a line break, NUL,
    an escape), or over ``MAX_NAME`` characters (ScryfallError)."""
    bad = next((c for c in name if unicodedata.category(c)[0] == "C"), None)
    if bad is not None:
        raise BadAnswer(f"a card name with the control character U+{ord(bad):04X}: {name[:60]!r}")
    if len(name) > MAX_NAME:
        raise BadAnswer(f"a card name of {len(name)} characters (at most {MAX_NAME}): {name[:60]!r}...")


def _face(data: Any, card_name: str) -> OracleFace:
    if not isinstance(data, dict):
        raise ScryfallError(f"{card_name}: a card face that isn't an object: {str(data)[:60]!r}")
    if isinstance(data.get("name"), str) and data["name"]:
        check_card_name(data["name"])

    def text(key: str) -> str:
        value = data.get(key)
        return value if isinstance(value, str) else ""

    def stat(key: str) -> str | None:
        value = data.get(key)
        return value if isinstance(value, str) else None

    indicator = data.get("color_indicator")
    return OracleFace(name=text("name") or card_name, mana_cost=text("mana_cost"), type_line=text("type_line"),
                      oracle_text=text("oracle_text"), power=stat("power"), toughness=stat("toughness"),
                      loyalty=stat("loyalty"),
                      color_indicator=tuple(c for c in indicator if isinstance(c, str)) if isinstance(indicator, list) else ())


def face_colors(data: dict) -> list[list[str]]:
    """Each face's colors as Scryfall gives them (``colors`` per face, else the card's);
    ScryfallError for colors that aren't a list of W, U, B, R, G."""
    faces = data.get("card_faces")
    if isinstance(faces, list) and faces and all(isinstance(f, dict) for f in faces):
        return [_colors(f.get("colors", data.get("colors", []))) for f in faces]
    return [_colors(data.get("colors", []))]


def _colors(value: Any) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(c, str) and c in COLORS for c in value):
        raise BadAnswer(f"colors must be a list of W, U, B, R, G; found {str(value)[:60]}")
    return list(value)


def related_tokens(data: dict) -> list[tuple[str, str]]:
    """The tokens this card makes, as Scryfall links them: ``(name, type_line)`` pairs from
    ``all_parts`` entries whose component is ``token``."""
    parts = data.get("all_parts")
    if not isinstance(parts, list):
        return []
    return [(str(p.get("name", "")), str(p.get("type_line", ""))) for p in parts
            if isinstance(p, dict) and p.get("component") == "token"]


def card_uri(data: dict) -> str:
    """Where a person can see the card: its Scryfall page, else its API address (an address
    with spaces or control characters, or not https, isn't taken: the card's id is)."""
    for key in ("scryfall_uri", "uri"):
        value = data.get(key)
        if isinstance(value, str) and _ADDRESS.fullmatch(value):
            return value
    card_id = data.get("id")
    return f"{API}/cards/{card_id if isinstance(card_id, str) and _ID.fullmatch(card_id) else 'unknown'}"


# ---------------------------------------------------------------- the cache

@dataclass(frozen=True)
class Fetched:
    """A card object as fetched, when, and whether it came from the cache (no request)."""

    data: dict
    fetched_at: str
    from_cache: bool = False

    @property
    def name(self) -> str:
        return str(self.data.get("name", ""))


def name_key(name: str) -> str:
    """A name as Scryfall compares names: case, accents and punctuation don't count (letters
    and digits of every script do: 稲妻 and 雷電 are two names)."""
    plain = unicodedata.normalize("NFKD", name.replace("//", " ")).casefold().replace("æ", "ae")
    kept = "".join(c if unicodedata.category(c)[0] in "LN" else " " if c.isspace() else "" for c in plain)
    return " ".join(kept.split())


def card_file_name(name: str) -> str:
    """The card file for a card: its name key with dashes (``dragon-fodder.toml``) when that
    is plain ASCII and short, else the ASCII part cut short and a hash of the key, so no two
    names share one file and no name makes a file name too long."""
    key = name_key(name)
    slug = key.replace(" ", "-")
    if slug and len(slug) <= 80 and re.fullmatch(r"[a-z0-9-]+", slug):
        return f"{slug}.toml"
    ascii_part = "-".join(re.sub(r"[^a-z0-9 ]+", "", key).split())[:40] or "card"
    return f"{ascii_part}_{hashlib.sha256(key.encode()).hexdigest()[:16]}.toml"


def card_names(data: dict) -> set[str]:
    """The name keys a card object answers to: its name and each face's."""
    return {name_key(str(data.get("name", "")))} | {name_key(f.name) for f in _faces_or_none(data)}


def cache_dir() -> Path:
    """The fetched-card cache: ``scryfall`` in the cache folder (``$MTG_SANDBOX_CACHE_DIR``
    or the platform's)."""
    return cache_folder() / "scryfall"


class Cache:
    """Raw card JSON by name, with the time it was fetched. A card is filed under its full
    name and each face's name, so any of them finds it again."""

    def __init__(self, folder: Path | None = None):
        self.folder = folder if folder is not None else cache_dir()

    def _path(self, name: str) -> Path:
        return self.folder / f"{hashlib.sha256(name_key(name).encode()).hexdigest()[:32]}.json"

    def get(self, name: str) -> Fetched | None:
        """The cached card for ``name``, or None (an unreadable entry counts as missing)."""
        try:
            entry = json.loads(read_bounded(self._path(name)).decode("utf-8"))
        except (OSError, ValueError, RecursionError):
            return None
        if not isinstance(entry, dict) or not isinstance(entry.get("card"), dict):
            return None
        card = entry["card"]
        if name_key(name) not in card_names(card):
            return None
        when = entry.get("fetched_at")
        return Fetched(card, when if isinstance(when, str) and _WHEN.fullmatch(when) else "", from_cache=True)

    def put(self, fetched: Fetched) -> None:
        """File a card under its name and its faces' names (a write error leaves no cache)."""
        entry = json.dumps({"fetched_at": fetched.fetched_at, "card": fetched.data}, ensure_ascii=False)
        names = {fetched.name} | {f.name for f in _faces_or_none(fetched.data)}
        for name in names:
            write_atomically(self._path(name), entry, quiet=True)

    def blocked_until(self) -> float:
        """The wall-clock time before which Scryfall must not be asked (after a 429)."""
        try:
            return float((self.folder / "rate-limited-until").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return 0.0

    def block(self, until: float) -> None:
        write_atomically(self.folder / "rate-limited-until", str(until), quiet=True)


def _faces_or_none(data: dict) -> tuple[OracleFace, ...]:
    try:
        return oracle_card(data).faces
    except ScryfallError:
        return ()


# ---------------------------------------------------------------- the client

class Client:
    """Scryfall's ``/cards/named``, politely: see the module docstring. ``transport`` replaces
    the network (tests pass an ``httpx.MockTransport``); ``clock``/``sleep`` the waiting."""

    def __init__(self, cache: Cache | None = None, transport: httpx.BaseTransport | None = None,
                 spacing: float = SPACING, clock: Callable[[], float] = time.time,
                 sleep: Callable[[float], None] = time.sleep):
        # why: importing httpx loads rich (for its own command-line tool) when rich is installed,
        # and the engine never loads UI libraries (STYLE.md 1): httpx loads only when a client is made
        import httpx
        self.cache = cache if cache is not None else Cache()
        self.spacing, self.clock, self.sleep = spacing, clock, sleep
        self.requests = 0
        self._last: float | None = None
        self._httpx = httpx
        self._http = httpx.Client(base_url=API, transport=transport, timeout=httpx.Timeout(TIMEOUT, connect=5.0),
                                  follow_redirects=False, headers={"User-Agent": user_agent(), "Accept": ACCEPT})

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def card(self, name: str, refresh: bool = False) -> Fetched:
        """The card named exactly ``name`` (any case, punctuation optional): from the cache
        when it is there (no request) unless ``refresh``, else from Scryfall, then cached.
        When there is no such card, CardNotFound offers Scryfall's fuzzy match if it has one."""
        name = " ".join(name.split())
        if not name_key(name):
            raise BadAnswer(f"expected a card name, found {name!r}" if name else "expected a card name, found nothing")
        check_card_name(name)
        if not refresh and (hit := self.cache.get(name)) is not None:
            return hit
        try:
            data = self.named(exact=name)
        except CardNotFound as e:
            raise self._not_found(name, e) from None
        if name_key(name) not in card_names(data):
            raise BadAnswer(f"Scryfall answered {str(data.get('name'))[:60]!r} when asked for {name!r}; not used")
        fetched = Fetched(data, datetime.now(UTC).isoformat(timespec="seconds"))
        self.cache.put(fetched)
        return fetched

    def _not_found(self, name: str, exact: CardNotFound) -> CardNotFound:
        """Why ``name`` isn't a card, offering Scryfall's fuzzy match when it is unambiguous
        (never taking it: the user must ask for that name)."""
        try:
            found = self.named(fuzzy=name)
        except CardNotFound as fuzzy:
            return CardNotFound(f"no card named {name!r} on Scryfall ({fuzzy.details})")
        except RateLimited:
            raise
        except ScryfallError:
            return CardNotFound(f"no card named {name!r} on Scryfall ({exact.details})")
        suggestion = str(found.get("name", ""))
        return CardNotFound(f"no card named {name!r} on Scryfall; did you mean {suggestion!r}?", suggestion)

    def named(self, *, exact: str | None = None, fuzzy: str | None = None) -> dict:
        """One ``GET /cards/named`` request: the card object, or a one-line ScryfallError."""
        params = {"exact": exact} if exact is not None else {"fuzzy": fuzzy or ""}
        asked = exact if exact is not None else fuzzy
        self._wait()
        try:
            response = self._http.get("/cards/named", params=params)
        except self._httpx.TimeoutException:
            raise ScryfallError(f"Scryfall did not answer in time (looking up {asked!r}); try again later") from None
        except self._httpx.TransportError as e:
            raise ScryfallError(f"can't reach Scryfall ({API}): no network? ({type(e).__name__}: {e})") from None
        finally:
            self._last = self.clock()
            self.requests += 1
        return self._card_of(response, str(asked))

    def _wait(self) -> None:
        now = self.clock()
        blocked = self.cache.blocked_until()
        if now < blocked:
            raise RateLimited(f"Scryfall limited requests (HTTP 429); wait {blocked - now:.0f} more seconds before fetching again")
        if self._last is not None and now - self._last < self.spacing:
            self.sleep(self.spacing - (now - self._last))

    def _card_of(self, response: httpx.Response, asked: str) -> dict:
        if response.status_code == 429:
            self.cache.block(self.clock() + RATE_LIMIT_PAUSE)
            raise RateLimited(f"Scryfall says too many requests (HTTP 429): stopped; wait at least {RATE_LIMIT_PAUSE:.0f} seconds before fetching again")
        try:
            body = response.json()
        except ValueError:
            raise ScryfallError(f"Scryfall answered HTTP {response.status_code} with something that isn't JSON") from None
        kind = body.get("object") if isinstance(body, dict) else None
        if kind == "card":
            return body
        if kind == "error":
            details = " ".join(str(body.get("details") or body.get("code") or "no details").split())
            if body.get("status") == 404 or response.status_code == 404:
                raise CardNotFound(f"Scryfall: {details}", details=details)
            raise ScryfallError(f"Scryfall answered HTTP {response.status_code}: {details}")
        raise ScryfallError(f"Scryfall answered HTTP {response.status_code} with a {kind!r} object, not a card (looking up {asked!r})")


# ---------------------------------------------------------------- into the user's card folder

@dataclass(frozen=True)
class Outcome:
    """What became of one asked name: ``saved`` is the card file written (None if not)."""

    asked: str
    message: str
    saved: Path | None = None
    refused: tuple[str, ...] = ()


def fetch_into_folder(name: str, client: Client, folder: Path | None = None, builtin: CardDB | None = None,
                      refresh: bool = False, offline: bool = False) -> Outcome:
    """Fetch ``name`` (cache first), compile its Oracle text and save it as a card file in the
    user's card folder. A name of the built-in library is not fetched; a card the compiler
    refuses is not saved (the outcome names the refused sentences). Network trouble raises
    ScryfallError; a name Scryfall doesn't know, or an answer that can't be a card, is an
    outcome, not an error."""
    folder = folder if folder is not None else user_cards_dir()
    builtin = builtin if builtin is not None else builtin_library()
    if name in builtin:
        return Outcome(name, f"{name}: a built-in card already; nothing to fetch")
    try:
        if offline:
            check_card_name(name)
            fetched = client.cache.get(name)
            if fetched is None:
                return Outcome(name, f"{name}: not in the cache (offline: no request made)")
        else:
            fetched = client.card(name, refresh=refresh)
        return _compiled_into_folder(name, fetched, folder, builtin)
    except CardNotFound as e:
        return Outcome(name, f"{name}: {e}")
    except BadAnswer as e:
        return Outcome(name, f"{name}: refused, not saved: {e}", refused=(str(e),))
    except OSError as e:
        return Outcome(name, f"{name}: not saved: can't write to {folder}: {e.strerror or e}")


def _compiled_into_folder(name: str, fetched: Fetched, folder: Path, builtin: CardDB) -> Outcome:
    card = oracle_card(fetched.data)
    if card.name in builtin:
        return Outcome(name, f"{name}: {card.name} is a built-in card already; not saved")
    compiled = compile_card(card)
    if compiled.table is None or compiled.refused:
        reasons = compiled.refused or ("the compiler made no card of it",)
        return Outcome(name, f"{card.name}: refused, not saved: {'; '.join(reasons)}", refused=tuple(reasons))
    table = card_table(compiled.table, fetched)
    tokens = [t for t in compiled.tokens if str(t.get("name", "")) not in builtin]
    try:
        for t in (table, *tokens):
            card_from_table(t, card.name)
    except InvalidActionError as e:
        return Outcome(name, f"{card.name}: refused, not saved: {e}", refused=(str(e),))
    path = save_card_file([table, *tokens], fetched, folder)
    origin = "from the cache" if fetched.from_cache else "from Scryfall"
    return Outcome(name, f"{card.name}: saved to {path} ({origin})", saved=path)


def card_table(compiled: dict[str, Any], fetched: Fetched) -> dict[str, Any]:
    """The compiled ``[[card]]`` table with its source: the Oracle text as Scryfall gave it,
    the colors of a card whose color indicator isn't its mana cost, and where and when it was
    fetched (``note``)."""
    table = dict(compiled)
    card = oracle_card(fetched.data)
    faces = card.faces[:1] if "back" in table else card.faces  # a back face keeps its own text (712)
    table.setdefault("oracle", "\n//\n".join(f.oracle_text for f in faces))
    if "colors" not in table and len(card.faces) == 1 and fetched.data.get("color_indicator"):
        table["colors"] = face_colors(fetched.data)[0]
    source = f"Scryfall {card_uri(fetched.data)}, fetched {fetched.fetched_at}"
    table["note"] = f"{table['note']}; {source}" if table.get("note") else source
    return table


def save_card_file(tables: list[dict[str, Any]], fetched: Fetched, folder: Path) -> Path:
    """Write a card's table (then the tables of the tokens it makes) as ``<name>.toml`` in
    ``folder``, replacing an older fetch of it."""
    path = folder / card_file_name(str(tables[0]["name"]))
    write_atomically(path, FILE_HEADER + tomli_w.dumps({"card": tables}, multiline_strings=True))
    return path


# ---------------------------------------------------------------- bulk data

BULK_KIND = "oracle_cards"
"""The bulk file of one object per Oracle card (Scryfall's guidance for tools needing many cards)."""


def bulk_folder() -> Path:
    """Where the downloaded bulk file is kept: ``bulk`` in the cache folder."""
    return cache_folder() / "bulk"


def download_bulk(transport: httpx.BaseTransport | None = None, folder: Path | None = None,
                  progress: Callable[[int, int], None] | None = None) -> tuple[Path, bool]:
    """The local ``oracle_cards`` file, downloaded when Scryfall's (``GET /bulk-data``) is
    newer than it: (path, downloaded now). The file is kept as sent (gzip-compressed when the
    server compresses it: ``open_bulk`` reads either), so a download cut short resumes where it
    stopped (HTTP Range, in the bytes sent) the next time; ``progress`` gets (bytes, total).
    After an HTTP 429 no request is made for 30 seconds, as for card look-ups. ScryfallError
    for network trouble or an answer that isn't Scryfall's bulk-data list."""
    import httpx
    folder = folder if folder is not None else bulk_folder()
    target, part, meta = folder / f"{BULK_KIND}.json", folder / f"{BULK_KIND}.json.part", folder / f"{BULK_KIND}.meta.json"
    headers = {"User-Agent": user_agent(), "Accept": ACCEPT}
    limits = Cache(folder.parent / "scryfall")  # where card look-ups keep their 429 pause
    if time.time() < limits.blocked_until():
        raise RateLimited(f"Scryfall limited requests (HTTP 429); wait {limits.blocked_until() - time.time():.0f} "
                          "more seconds before syncing again")
    with httpx.Client(base_url=API, transport=transport, timeout=httpx.Timeout(TIMEOUT, connect=5.0),
                      follow_redirects=True, headers=headers) as http:
        entry = _bulk_entry(http, limits)
        updated = str(entry.get("updated_at", ""))
        if target.is_file() and _read_meta(meta).get("updated_at") == updated:
            return target, False
        if _read_meta(meta).get("downloading") != updated:
            part.unlink(missing_ok=True)  # a part of an older file: start again
        folder.mkdir(parents=True, exist_ok=True)
        write_atomically(meta, json.dumps({**_read_meta(meta), "downloading": updated}))
        _download(http, str(entry["download_uri"]), part, int(entry.get("size") or 0), progress)
    os.replace(part, target)
    write_atomically(meta, json.dumps({"updated_at": updated}))
    return target, True


def _bulk_entry(http: httpx.Client, limits: Cache) -> dict[str, Any]:
    import httpx
    try:
        response = http.get("/bulk-data")
        body = response.json()
    except httpx.TransportError as e:
        raise ScryfallError(f"can't reach Scryfall ({API}): no network? ({type(e).__name__}: {e})") from None
    except ValueError:
        raise ScryfallError("Scryfall's bulk-data list isn't JSON") from None
    if response.status_code == 429:
        limits.block(time.time() + RATE_LIMIT_PAUSE)
        raise RateLimited(f"Scryfall says too many requests (HTTP 429): stopped; wait at least {RATE_LIMIT_PAUSE:.0f} "
                          "seconds before syncing again")
    items = body.get("data") if isinstance(body, dict) and body.get("object") == "list" else None
    if not isinstance(items, list):
        raise ScryfallError(f"Scryfall answered HTTP {response.status_code} without its bulk-data list")
    for item in items:
        if isinstance(item, dict) and item.get("type") == BULK_KIND and isinstance(item.get("download_uri"), str) \
                and _ADDRESS.fullmatch(item["download_uri"]):
            return item
    raise ScryfallError(f"Scryfall's bulk-data list has no {BULK_KIND!r} file with an https address")


def _download(http: httpx.Client, address: str, part: Path, total: int,
              progress: Callable[[int, int], None] | None) -> None:
    import httpx
    have = part.stat().st_size if part.is_file() else 0
    # why: the bytes as sent (iter_raw), compressed or not, so that a Range counts the same bytes
    headers = {"Accept-Encoding": "gzip", **({"Range": f"bytes={have}-"} if have else {})}
    try:
        with http.stream("GET", address, headers=headers) as response:
            if response.status_code not in (200, 206):
                raise ScryfallError(f"the bulk file answered HTTP {response.status_code} ({address})")
            if response.status_code == 200:
                have = 0  # the server sent the whole file again
            fd = os.open(part, os.O_WRONLY | os.O_CREAT | (os.O_APPEND if have else os.O_TRUNC)
                         | getattr(os, "O_NOFOLLOW", 0), 0o600)
            with os.fdopen(fd, "wb") as out:
                for chunk in response.iter_raw():
                    out.write(chunk)
                    have += len(chunk)
                    if progress is not None:
                        progress(have, total)
    except httpx.TransportError as e:
        raise ScryfallError(f"the download of the bulk file stopped at {have:,} bytes ({type(e).__name__}); "
                            "run the sync again to resume it") from None


def forget_bulk(folder: Path | None = None) -> None:
    """Remove the downloaded file and what is known of it (a damaged one: download it again)."""
    folder = folder if folder is not None else bulk_folder()
    for name in (f"{BULK_KIND}.json", f"{BULK_KIND}.meta.json"):
        (folder / name).unlink(missing_ok=True)


def open_bulk(path: str | Path) -> tuple[io.BufferedIOBase, io.BufferedReader]:
    """A bulk file to read as JSON (decompressed as it is read when it is gzip, as a download
    may be), and the file itself (whose position says how far it has been read)."""
    raw = open(path, "rb")  # noqa: SIM115 (the caller closes it)
    if raw.peek(2)[:2] == b"\x1f\x8b":  # peek: a pipe can't be read again
        return gzip.GzipFile(fileobj=raw, mode="rb"), raw
    return raw, raw


def _read_meta(meta: Path) -> dict[str, Any]:
    try:
        data = json.loads(meta.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}
