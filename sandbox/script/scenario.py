"""Scenarios: a board plus commands plus expectations, run headlessly (``mtg-sandbox run``).

Two shapes (see docs/COMMANDS.md):

* one TOML file: a preset (``[game]``, ``[[player]]``, ``[[card]]`` ...) with a top-level
  ``script = '''...'''`` string holding one command per line;
* a script file (``*.script``): commands, one per line, whose first command may be
  ``use <preset file>`` (relative to the script; ``use default`` for the tour board). A
  script without ``use`` starts from an empty board (two players at 20 life, turn 1, your
  precombat main phase).

Every error names the file, the line and (where it applies) the column: errors in the
preset part are located from the place the preset loader names (``player[1].hand[2]``).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from sandbox.cards.library import CardDB
from sandbox.errors import LoadError, SandboxError, printable, say
from sandbox.files import MAX_FILE_BYTES, MAX_SAVED_FILE_BYTES, NotAFile, TooBig, read_regular
from sandbox.formats.forge import load_pzl
from sandbox.formats.preset import PresetInfo, default_game, preset_from_data, presets_dir, size_limit
from sandbox.script.commands import parse
from sandbox.script.lexer import CommandError, strip_comment
from sandbox.script.session import Session

if TYPE_CHECKING:
    from sandbox.core.game import Game

SCRIPT_SUFFIXES = (".script",)
EMPTY_BOARD = """
[game]
turn = 1
active = "you"
step = "main1"
[[player]]
name = "You"
[[player]]
name = "Opponent"
"""


class ScenarioError(LoadError):
    """A scenario that can't be loaded: ``file:line:col: message``."""

    def __init__(self, file: str, line: int | None, col: int | None, message: str):
        place = f"{line}:{col}" if line and col else (str(line) if line else "")
        super().__init__(file, place, message)
        self.line, self.col = line, col


@dataclass
class Scenario:
    path: str
    game: Game
    info: PresetInfo
    lines: list[tuple[int, str]] = field(default_factory=list)
    """(line number in the file, command text)."""
    kind: str = "scenario"
    """scenario | preset | script."""


# ------------------------------------------------------------------ reading files

def read_text(path: str | Path) -> str:
    """A scenario's or preset's text, read once and bounded (ScenarioError naming the file for
    a folder, a device or a pipe, a file too big, or bytes that aren't UTF-8)."""
    try:
        data = read_regular(path, MAX_SAVED_FILE_BYTES)
    except OSError as e:
        raise ScenarioError(str(path), None, None, f"can't read the file: {e.strerror or e}") from None
    except TooBig as e:
        raise ScenarioError(str(path), None, None,
                            f"expected a file of at most {MAX_FILE_BYTES} bytes, found {e.size} bytes") from None
    except NotAFile as e:
        raise ScenarioError(str(path), None, None, str(e)) from None
    try:
        text = data.decode("utf-8-sig")  # a byte-order mark is fine
    except UnicodeDecodeError as e:
        before = e.object[:e.start]
        line = before.count(b"\n") + 1
        col = e.start - (before.rfind(b"\n") + 1) + 1
        raise ScenarioError(str(path), line, col, f"expected UTF-8 text, found byte {e.object[e.start]:#04x}") from None
    if len(data) > size_limit(text):
        raise ScenarioError(str(path), None, None,
                            f"expected a file of at most {MAX_FILE_BYTES} bytes, found {len(data)} bytes")
    return text


_TOML_POS = re.compile(r"\s*\(at line (\d+), column (\d+)\)\s*$")


def parse_toml(text: str, name: str, quote_content: bool = True) -> dict:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        msg = str(e)
        m = _TOML_POS.search(msg)
        if m:
            line, col = int(m.group(1)), int(m.group(2))
            what = msg[:m.start()]
            friendly = {"Cannot overwrite a value": "found a key set twice",
                        "Illegal character '\\n'": "found the end of the line inside a string (a missing closing quote?)"}
            if what in friendly:
                raise ScenarioError(name, line, col, f"expected valid TOML, {friendly[what]}") from None
            found = f", found {_found_at(text, line, col)}" if quote_content else ""
            raise ScenarioError(name, line, col, f"expected valid TOML{found}: {what}") from None
        m = re.search(r"\(at end of document\)", msg)
        if m:
            lines = text.splitlines() or [""]
            raise ScenarioError(name, len(lines), len(lines[-1]) + 1,
                                f"expected valid TOML, found the end of the file: {msg[:m.start()].strip()}") from None
        raise ScenarioError(name, None, None, f"expected valid TOML: {msg}") from None
    except RecursionError:
        raise ScenarioError(name, None, None, "expected at most a few levels of nesting, found nesting too deep to read") from None


def _found_at(text: str, line: int, col: int) -> str:
    lines = text.splitlines()
    if not 1 <= line <= len(lines):
        return "the end of the file"
    rest = lines[line - 1][col - 1:]
    if not rest.strip():
        return "the end of the line"
    return repr(rest.strip()[:20])


# ------------------------------------------------------------------ locating preset places

_SEG = re.compile(r"([A-Za-z_][\w\-]*|\"[^\"]*\")(?:\[(\d+)\])?")


def locate(text: str, place: str) -> tuple[int | None, int | None]:
    """Best-effort line and column of a preset place like ``player[2].battlefield[3].counters``."""
    if not place:
        return None, None
    lines = text.splitlines()
    m = re.fullmatch(r"card (\d+)", place)
    if m:
        return _nth_header(lines, "card", int(m.group(1)), array=True)
    segs = [(s.strip('"'), int(i) if i else None) for s, i in _SEG.findall(place)]
    if not segs:
        return None, None
    top, idx = segs[0]
    start, end = 0, len(lines)
    line, col = None, None
    header = _nth_header(lines, top, idx or 1, array=idx is not None)
    rest = segs[1:]
    if header[0] is not None:
        start = header[0]  # the line after the header (1-based header line == 0-based next line)
        end = _section_end(lines, start)
        line, col = header
    else:
        # a top-level key (`script = ...`, `foo = 1`)
        hit = _key_line(lines, top, 0, _section_end(lines, 0))
        if hit[0] is None:
            return None, None
        line, col = hit
        if idx is not None:
            return _array_item(lines, hit[0], idx) or hit
        return hit
    for key, i in rest:
        hit = _key_line(lines, key, start, end)
        if hit[0] is None:
            return line, col
        line, col = hit
        if i is not None:
            item = _array_item(lines, hit[0], i)
            if item:
                line, col = item
                start, end = item[0] - 1, min(end, item[0] + 30)
            continue
        start = hit[0]
    return line, col


def _nth_header(lines: list[str], name: str, n: int, array: bool) -> tuple[int | None, int | None]:
    pat = re.compile(r"^\s*\[\[\s*" + re.escape(name) + r"\s*\]\]" if array else r"^\s*\[\s*" + re.escape(name) + r"\s*\]")
    count = 0
    for i, ln in enumerate(lines):
        if pat.match(ln):
            count += 1
            if count == n:
                return i + 1, ln.index("[") + 1
    return None, None


def _section_end(lines: list[str], start: int) -> int:
    for i in range(start, len(lines)):
        if re.match(r"^\s*\[", lines[i]) and not re.match(r"^\s*\[\s*[\"{\d]", lines[i]) and \
                re.match(r"^\s*\[\[?\s*[A-Za-z_\"]", lines[i]) and "=" not in lines[i].split("]")[0]:
            return i
    return len(lines)


def _key_line(lines: list[str], key: str, start: int, end: int) -> tuple[int | None, int | None]:
    pat = re.compile(r"(^|[\s{,])(" + re.escape(key) + r"|\"" + re.escape(key) + r"\")\s*=")
    for i in range(max(0, start), min(end, len(lines))):
        m = pat.search(lines[i])
        if m:
            return i + 1, m.start(2) + 1
    return None, None


def _array_item(lines: list[str], line: int, n: int) -> tuple[int, int] | None:
    """Line and column of the n-th (1-based) item of the array whose key is on ``line``."""
    text = "\n".join(lines[line - 1:])
    pos = text.find("=")
    k = text.find("[", pos) if pos >= 0 else -1
    if k < 0:
        return None
    depth, count, in_str = 0, 0, ""
    while k < len(text):
        ch = text[k]
        if in_str:
            if ch == "\\" and in_str == '"':
                k += 2
                continue
            if ch == in_str:
                in_str = ""
        elif ch == "#":
            nl = text.find("\n", k)
            k = len(text) if nl < 0 else nl
            continue
        elif depth == 1 and not ch.isspace() and ch not in ",]" and count == n - 1:
            before = text[:k]
            return line + before.count("\n"), k - (before.rfind("\n") + 1) + 1
        elif ch in "\"'":
            in_str = ch
        elif ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
            if depth == 0:
                return None
        elif ch == "," and depth == 1:
            count += 1
        k += 1
    return None


def _located(err: LoadError, text: str, name: str) -> ScenarioError:
    place = err.place
    line, col = locate(text, place) if place else (None, None)
    m = re.search(r"unknown key '([^']+)'", err.message)
    if m and line is not None:
        lines = text.splitlines()
        hit = _key_line(lines, m.group(1), line - 1, _section_end(lines, line))
        if hit[0] is not None:
            line, col = hit
    msg = f"{place}: {err.message}" if place else err.message
    return ScenarioError(name, line, col, msg)


# ------------------------------------------------------------------ loading

def script_lines(text: str, first_line: int) -> list[tuple[int, str]]:
    out = []
    for i, raw in enumerate(text.splitlines()):
        line = strip_comment(raw)
        if line.strip():
            out.append((first_line + i, line))
    return out


def _script_start(text: str, key: str) -> int:
    """The file line on which the first line of the script string (``key = ...``) sits."""
    lines = text.splitlines()
    for i, ln in enumerate(lines):
        m = re.match(r"^\s*" + key + r"\s*=\s*(\"\"\"|'''|\"|')", ln)
        if m:
            delim = m.group(1)
            after = ln[m.end():]
            if len(delim) == 3 and not after.strip():
                return i + 2  # TOML trims a newline right after the opening delimiter
            return i + 1
    return 1


def load_scenario(path: str | Path, text: str | None = None, quote_content: bool = True) -> Scenario:
    """Load a scenario (TOML with ``script``), a plain preset, or a ``.script`` file.
    Without ``quote_content``, a syntax error doesn't quote the text it stopped at."""
    name = str(path)
    if name.lower().endswith(".pzl"):
        return _load_puzzle(name)
    if text is None:
        text = read_text(path)
    if name.endswith(SCRIPT_SUFFIXES):
        return _load_script_file(name, text)
    data = parse_toml(text, name, quote_content)
    script = data.get("script")
    first = 1
    if isinstance(script, dict):
        # the [script] table: commands = '''...'''
        extra = sorted(set(script) - {"commands"})
        if extra or "commands" not in script:
            line, col = locate(text, f"script.{extra[0]}" if extra else "script")
            found = f"key {extra[0]!r}" if extra else "no commands"
            raise ScenarioError(name, line, col, f"[script]: expected one key, commands = '''...''', found {found}")
        script = script["commands"]
        if isinstance(script, str):
            first = _script_start(text, r"commands")
    elif isinstance(script, str):
        first = _script_start(text, "script")
    if script is not None and not isinstance(script, str):
        line, col = locate(text, "script")
        raise ScenarioError(name, line, col, f"script: expected a string of commands ('''...'''), found {type(script).__name__}")
    try:
        game, info = preset_from_data(data, name)
    except LoadError as e:
        err = _located(e, text, name)
        if "unknown key 'script'" in e.message or e.place.endswith(".script"):
            err = ScenarioError(name, err.line, err.col, err.message + "; a top-level `script = ...` must come before the "
                                "first [section] (TOML), or put it last in a [script] table as `commands = '''...'''`")
        raise err from None
    except RecursionError:
        raise ScenarioError(name, None, None, "expected a shallow file, found nesting too deep to load") from None
    lines = script_lines(script, first) if script is not None else []
    return Scenario(name, game, info, lines, "scenario" if script is not None else "preset")


USE_SUFFIXES = (".toml", ".pzl")


def used_preset_path(script: str, target: str, lineno: int, col: int) -> Path:
    """The preset a script's ``use`` names: a .toml or .pzl file beside the script or below
    it, else a curated preset by its path in ``presets/`` (``.toml`` may be left out).
    Nothing else is read, so a script can't show any other file's content."""
    rel = Path(target)
    if rel.is_absolute() or ".." in rel.parts:
        raise ScenarioError(script, lineno, col, f"expected a preset beside the script or below it (a relative path "
                            f"without ..) or a curated preset's name, found {target!r}")
    if rel.suffix.lower() not in USE_SUFFIXES:
        rel = rel.with_name(rel.name + ".toml")
    for folder in (Path(script).parent, presets_dir()):
        candidate = folder / rel
        if candidate.resolve().is_relative_to(folder.resolve()) and candidate.is_file():
            return candidate
    raise ScenarioError(script, lineno, col, f"expected a preset file (.toml or .pzl), found {target!r}: no such "
                        "file beside the script or among the curated presets")


def _load_puzzle(name: str) -> Scenario:
    """A Forge puzzle (.pzl) as a preset; what can't be represented is noted in the game log."""
    game, info, report = load_pzl(name, strict=False)
    if report.unsupported:
        game.note("sandbox", "Forge import: " + " | ".join(report.lines()), "edit")
    return Scenario(name, game, info, [], "preset")


def _load_script_file(name: str, text: str) -> Scenario:
    lines = script_lines(text, 1)
    if lines and lines[0][1].split()[0].lower() == "use":
        lineno, cmd = lines[0]
        target = cmd.split(None, 1)[1].strip().strip('"') if len(cmd.split(None, 1)) > 1 else ""
        col = cmd.find(target) + 1 if target else len(cmd) + 1
        if not target:
            raise ScenarioError(name, lineno, col, "expected `use <preset file>` or `use default`, found nothing after `use`")
        if target.lower() == "default":
            game, info = default_game()
        elif target.lower() == "empty":
            game, info = preset_from_data(tomllib.loads(EMPTY_BOARD), name)
        else:
            ppath = used_preset_path(name, target, lineno, col)
            try:
                sc = load_scenario(ppath, quote_content=False)
            except LoadError as e:
                raise ScenarioError(name, lineno, col, f"in {target}: {e}") from None
            game, info = sc.game, sc.info
        lines = lines[1:]
    else:
        game, info = preset_from_data(tomllib.loads(EMPTY_BOARD), name)
    return Scenario(name, game, info, lines, "script")


# ------------------------------------------------------------------ checking without running

def check_script(sc: Scenario) -> list[str]:
    """Syntax errors of the script lines (tokens and command names), as error lines."""
    errs = []
    for lineno, cmd in sc.lines:
        try:
            name, args = parse(cmd)
            if name == "expect" and not args:
                raise CommandError("expected something to check after `expect`, found nothing", len(cmd) + 1)
            if name == "use":
                raise CommandError("`use` must be the first command", 1)
        except CommandError as e:
            col = _col_in_line(cmd, e.column)
            errs.append(f"{sc.path}:{lineno}:{col}: error: {e}" if col else f"{sc.path}:{lineno}: error: {e}")
    return errs


def _col_in_line(cmd: str, col: int | None) -> int | None:
    """Columns of a command are already columns of its line (indentation is kept)."""
    return col


def check_file(path: str | Path) -> tuple[str, str]:
    """Validate a preset, scenario, script or card file without running it.

    Returns (kind, summary); raises LoadError (one line) on the first problem.
    """
    name = str(path)
    if name.lower().endswith(".pzl"):
        sc = load_scenario(name)
        return "puzzle", f"{len(sc.game.state.objects)} object(s)"
    text = read_text(path)
    if not name.endswith(SCRIPT_SUFFIXES):
        data = parse_toml(text, name)
        if set(data) == {"card"} or (data and set(data) <= {"card"}):
            db = CardDB()
            try:
                db.load_tables(data["card"], name)
            except LoadError as e:
                raise _located(e, text, name) from None
            return "cards", f"{len(db)} card(s)"
    sc = load_scenario(path, text)
    errs = check_script(sc)
    if errs:
        raise _Preformatted(errs[0])
    own = "".join(f"; its own version of {card!r} (differs from the library's in {what})"
                  for card, what in sc.game.own_versions.items())
    if sc.kind == "preset":
        return "preset", f"{len(sc.game.state.objects)} object(s){own}"
    n_expect = sum(1 for _, c in sc.lines if c.split()[0].lower() == "expect")
    return sc.kind, f"{len(sc.lines)} command(s), {n_expect} expectation(s){own}"


class _Preformatted(SandboxError):
    """An error line already formatted as ``file:line:col: error: ...``."""


def format_error(e: Exception) -> str:
    """One line for an error about a file: ``file:line:col: error: what was expected, found``."""
    if isinstance(e, _Preformatted):
        return printable(str(e))
    if isinstance(e, LoadError):
        where = f"{e.file}:{e.place}" if e.place else e.file
        return printable(f"{where}: error: {e.message}")
    return printable(f"error: {e}")


# ------------------------------------------------------------------ running

@dataclass
class RunResult:
    passed: int = 0
    failed: int = 0
    messages: list[str] = field(default_factory=list)


def run_scenario(sc: Scenario, emit: Callable[[str], None] = print, verbose: bool = False) -> RunResult:
    """Run every command; count expectations. A failing non-expect command stops the file."""
    res = RunResult()
    if not sc.lines:
        res.failed += 1
        emit(f"{sc.path}: expected a script of commands with `expect` checks, found none")
        return res
    expects = 0
    session = Session(sc.game, sc.info)
    for lineno, cmd in sc.lines:
        r = session.run(cmd)
        is_expect = r.kind == "expect" or (not r.ok and cmd.lstrip().lower().startswith(("expect", "check ")))
        if is_expect:
            expects += 1
        if r.ok:
            if is_expect:
                res.passed += 1
            if verbose:
                emit(f"{sc.path}:{lineno}: {cmd.strip()}  ->  {r.message}")
            continue
        col = _col_in_line(cmd, r.column)
        where = f"{sc.path}:{lineno}:{col}" if col else f"{sc.path}:{lineno}"
        res.failed += 1
        if is_expect and r.kind == "expect":
            emit(f"{where}: {r.message}")
            continue
        emit(f"{where}: error: {r.message}")
        rest = len(sc.lines) - sc.lines.index((lineno, cmd)) - 1
        if rest:
            emit(f"{sc.path}: stopped at line {lineno}; {rest} later line(s) not run")
        return res
    if expects == 0:
        res.failed += 1
        emit(f"{sc.path}: expected at least one `expect` check in the script, found none")
    return res


def run_files(paths: list[str], out: TextIO, verbose: bool = False) -> int:
    """``mtg-sandbox run``: run scenario files; print failures and ``N passed, M failed``."""
    total = RunResult()
    files = expand_paths(paths, scenarios_only=True)
    if not files:
        say("error: expected scenario files, found none", file=out)
        say("0 passed, 0 failed", file=out)
        return 2
    explicit = {str(p) for p in paths}
    ran = 0
    for f in files:
        try:
            sc = load_scenario(f)
        except SandboxError as e:
            say(format_error(e), file=out)
            total.failed += 1
            continue
        except Exception as e:  # a defect in a loader: report it for this file and go on
            say(f"{f}: error: internal error while loading ({type(e).__name__}: {e})", file=out)
            total.failed += 1
            continue
        if sc.kind == "preset" and f not in explicit:
            continue  # a directory holds presets too: run only the scenarios
        ran += 1
        if sc.kind == "preset":
            say(f"{f}: error: expected a scenario (a preset with a [script] table of commands), found a preset without a script", file=out)
            total.failed += 1
            continue
        r = run_scenario(sc, lambda s: say(s, file=out), verbose)
        total.passed += r.passed
        total.failed += r.failed
    if not ran and not total.failed:
        say("error: expected scenario files (with a [script] of commands), found only presets", file=out)
    say(f"{total.passed} passed, {total.failed} failed", file=out)
    return 0 if total.failed == 0 and total.passed > 0 else 1


def expand_paths(paths: list[str], scenarios_only: bool = False) -> list[str]:
    out: list[str] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            for f in sorted(path.rglob("*")):
                if f.is_file() and (f.suffix == ".toml" or f.name.endswith(SCRIPT_SUFFIXES)):
                    out.append(str(f))
        else:
            out.append(p)
    return out
