"""The command language's words: results, errors and the scanner that splits a line into tokens.

Lines are split by a small scanner (``tokenize``) rather than ``shlex``: shlex treats an
apostrophe as a quote, and card names are full of them (Machine God's Effigy). Tokens keep
their column so errors can point at the word they are about.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from sandbox.errors import SandboxError

# ------------------------------------------------------------------ results and errors

@dataclass
class CommandResult:
    """What a command did: ``ok``, a one-line ``message``, and ``output`` for look commands."""

    ok: bool
    message: str = ""
    output: str = ""
    kind: str = ""
    """play | edit | look | expect | meta (empty for a rejected command)."""
    column: int | None = None
    """1-based column of the command text the error is about, when it applies."""

    def __bool__(self) -> bool:
        return self.ok


class CommandError(SandboxError):
    """A command that can't be run: what was expected, what was found; the column if known.

    ``unknown`` marks a name that matches nothing at all (a malformed command rather than
    an action the rules forbid)."""

    def __init__(self, message: str, column: int | None = None, unknown: bool = False):
        super().__init__(message)
        self.column = column
        self.unknown = unknown


class ExpectationFailed(SandboxError):
    """An ``expect`` whose actual value differs."""


# ------------------------------------------------------------------ tokens

@dataclass
class Tok:
    text: str
    col: int
    """1-based column in the command text."""
    quoted: bool = False

    @property
    def low(self) -> str:
        return self.text.lower()


def tokenize(text: str) -> list[Tok]:
    """Split on spaces; double quotes group words; commas are their own tokens.

    Apostrophes are ordinary letters (card names have them: Machine God's Effigy).
    """
    out: list[Tok] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
            continue
        if c == ",":
            out.append(Tok(",", i + 1))
            i += 1
            continue
        if c == '"':
            j = text.find('"', i + 1)
            if j < 0:
                raise CommandError("expected a closing \" for the quoted name, found the end of the line", i + 1)
            out.append(Tok(text[i + 1:j], i + 1, True))
            i = j + 1
            continue
        j = i
        while j < n and not text[j].isspace() and text[j] not in ',"':
            j += 1
        out.append(Tok(text[i:j], i + 1))
        i = j
    return out


def strip_comment(line: str) -> str:
    """Drop a comment: a line starting with ``#`` + space/end, or text after `` # ``."""
    s = line.strip()
    if s.startswith("#") and (len(s) == 1 or not s[1].isdigit()):
        return ""
    m = re.search(r"\s#(\s|$)", line)
    if m and line.count('"', 0, m.start()) % 2 == 0:
        line = line[:m.start()]
    return line.rstrip()


def words(toks: list[Tok]) -> str:
    return " ".join(t.text for t in toks).replace(" , ", ", ").replace(" ,", ",")

def split_commas(toks: list[Tok]) -> list[list[Tok]]:
    groups: list[list[Tok]] = [[]]
    for t in toks:
        if t.text == "," and not t.quoted:
            groups.append([])
        else:
            groups[-1].append(t)
    return [g for g in groups if g]


def take_until(toks: list[Tok], stops: set[str]) -> tuple[list[Tok], list[Tok]]:
    """Tokens before the first unquoted stop word, and the rest (starting with it)."""
    for i, t in enumerate(toks):
        if not t.quoted and t.low in stops:
            return toks[:i], toks[i:]
    return toks, []


def near(text: str, names: list[str]) -> str:
    low = {n.lower(): n for n in names}
    near = difflib.get_close_matches(text.lower(), list(low), n=3, cutoff=0.5)
    if not near:
        # also try prefixes of longer names
        near = [k for k in low if k.startswith(text.lower()[:3])][:3] if len(text) >= 3 else []
    return f" (did you mean {', '.join(repr(low[n]) for n in near)}?)" if near else ""


def col_of(toks: list[Tok], fallback: int | None = None) -> int | None:
    return toks[0].col if toks else fallback


def parse_int(tok: Tok, what: str = "a number", lo: int = -10**6, hi: int = 10**6) -> int:
    if not re.fullmatch(r"[+-]?[0-9]+", tok.text):  # int() takes "٣", "1_000" and "³"-free other scripts' digits
        raise CommandError(f"expected {what}, found {tok.text!r}", tok.col)
    n = int(tok.text)
    if not lo <= n <= hi:
        raise CommandError(f"expected {what} from {lo} to {hi}, found {n}", tok.col)
    return n


