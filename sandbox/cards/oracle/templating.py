"""Wording that means the same, read the same: older Oracle templating, self-references and
ability words, rewritten before a line is read.

Oracle text has been re-templated over the years without changing what cards do: "enters the
battlefield" is now "enters", "converted mana cost" is "mana value" (2021), "Tribal" is
"Kindred" (2024), and a card's own name became "this creature" and the like. Saved or pasted
texts from any of those years compile the same. An ability word (207.2c) has no rules meaning:
"Landfall — Whenever ..." is read as "Whenever ...".
"""

from __future__ import annotations

import re

MAX_TEXT = 2500
"""Longest Oracle text read (the longest real ones are about 1,200 characters)."""
MAX_LINE = 700
"""Longest line read."""
MAX_NAME = 200
"""The longest card name (or type line) read: the longest real name is under 150 characters."""

_OLD_WORDING = (
    (re.compile(r"\benters the battlefield\b", re.I), "enters"),
    (re.compile(r"\bentered the battlefield\b", re.I), "entered"),
    (re.compile(r"\bconverted mana costs?\b", re.I), "mana value"),
    (re.compile(r"\bTribal\b"), "Kindred"),
)

ABILITY_WORDS = frozenset((
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel", "chroma",
    "cohort", "constellation", "converge", "corrupted", "council's dilemma", "coven", "delirium",
    "descend 4", "descend 8", "domain", "eerie", "eminence", "enrage", "fateful hour", "fathomless descent",
    "ferocious", "flurry", "formidable", "grandeur", "hellbent", "heroic", "imprint", "inspired",
    "join forces", "kinship", "landfall", "lieutenant", "magecraft", "metalcraft", "morbid",
    "pack tactics", "paradox", "parley", "radiance", "raid", "rally", "revolt", "secret council",
    "spell mastery", "strive", "survival", "sweep", "tempting offer", "threshold", "undergrowth",
    "valiant", "will of the council",
))
"""The ability words of 207.2c: they tie cards together and have no rules meaning."""

_ABILITY_WORD = re.compile(r"^([A-Za-z' ]+?[48]?) — (?=\S)")


_ODD_BREAKS = re.compile(r"[\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]|[^\S\n ]")


def check_breaks(text: str) -> str | None:
    """Why a text's lines can't be read as printed, or None: Oracle text breaks lines with a
    newline only, and spaces words with a plain space (a CR, VT, NEL, U+2028, a tab or a
    no-break space is refused, not taken as a break or a space)."""
    if m := _ODD_BREAKS.search(text):
        return f"Oracle text with the character U+{ord(m.group()):04X} at {m.start() + 1}: lines break with a newline, words with a space"
    return None


_ODD_DIGIT = re.compile(r"(?![0-9])\d")


def check_digits(text: str) -> str | None:
    """Why a text's numbers can't be read, or None: Oracle text writes them with 0-9 (the
    grammar's ``\\d`` took every script's digits: "Draw ٣ cards" drew 3)."""
    if m := _ODD_DIGIT.search(text):
        return f"Oracle text with the digit {m.group()!r} (U+{ord(m.group()):04X}) at {m.start() + 1}: numbers are written with 0-9"
    return None


def check_name(name: str, type_line: str) -> str | None:
    """Why a face's name or type line is too long to read, or None (each is a pattern of every
    line's self-references, or read word by word)."""
    for what, value in (("name", name), ("type line", type_line)):
        if len(value) > MAX_NAME:
            return f"a {what} of {len(value)} characters is longer than the {MAX_NAME} read"
    return None


def check_length(text: str) -> str | None:
    """Why a text is too long to read, or None."""
    if len(text) > MAX_TEXT:
        return f"Oracle text of {len(text)} characters is longer than the {MAX_TEXT} read"
    longest = max((len(line) for line in text.splitlines()), default=0)
    if longest > MAX_LINE:
        return f"a line of {longest} characters is longer than the {MAX_LINE} read"
    return None


_PARENTHESES = re.compile(r"\([^()]*\)")


def without_reminder(line: str) -> str:
    """``line`` without its reminder text (207.2): each innermost parenthesized part, and the
    spaces before it, removed. Linear in the line: a match starts only at a "(" and spans no
    other, and the spaces are trimmed off the text kept (a pattern starting with ``\\s*``
    would scan each run of spaces again from each of its places: 40,000 spaces took minutes)."""
    kept: list[str] = []
    start = 0
    for m in _PARENTHESES.finditer(line):
        kept.append(line[start:m.start()].rstrip())
        start = m.end()
    kept.append(line[start:])
    return "".join(kept)


def modern(text: str) -> str:
    """``text`` in today's Oracle wording (old templates read as the new ones)."""
    for pattern, now in _OLD_WORDING:
        text = pattern.sub(now, text)
    return text


def without_ability_word(line: str) -> tuple[str, str | None]:
    """The line without a leading ability word (207.2c), and the word (or None)."""
    m = _ABILITY_WORD.match(line)
    if m and m.group(1).lower() in ABILITY_WORDS:
        return line[m.end():], m.group(1)
    return line, None


_HALF_NAME = re.compile(r"([^()/]{1,60}) \(([^()/]{1,60})/([^()/]{1,60})\)")
"""A split card's half given alone, named "<half> (<left>/<right>)" ("Fire (Fire/Ice)")."""


def self_names(name: str, type_line: str) -> tuple[str, ...]:
    """The names a face's text calls itself by: its name; the half's own name for one half of a
    split card given alone as "Fire (Fire/Ice)" (each half has its own name, 709.4a); for a
    legendary card, the short name before the comma ("Ayula" for "Ayula, Queen Among Bears");
    longest first."""
    names = [name] if name else []
    if name and (m := _HALF_NAME.fullmatch(name)) and m.group(1) in (m.group(2), m.group(3)):
        names.append(m.group(1))  # one half of a split card named as Gatherer does: "Fire (Fire/Ice)" (709.4a)
    if name and "legendary" in type_line.lower() and ", " in name:
        names.append(name.split(", ")[0])
    return tuple(names)


_SELF_NOUNS = ("creature", "artifact", "enchantment", "aura", "saga", "land", "token", "permanent",
               "spell", "card", "planeswalker", "equipment", "vehicle", "class")
_THIS = re.compile(rf"\bthis ({'|'.join(_SELF_NOUNS)})\b", re.I)


def normalise_self(text: str, names: tuple[str, ...]) -> str:
    """Each self-reference ("this creature", the card's names) becomes ``~``."""
    return to_tilde(_THIS.sub("~", text), names)


def to_tilde(text: str, names: tuple[str, ...]) -> str:
    """Each self-reference by name becomes ``~``."""
    for n in names:
        text = re.sub(rf"(?<![\w']){re.escape(n)}(?![\w'])", "~", text)
        # its possessive before a lowercase word ("Tarmogoyf's power", "Mortivore's toughness") is
        # the card's own; before a capital it is part of another name ("Koma's Coil") and stays
        text = re.sub(rf"(?<![\w']){re.escape(n)}(?='s [a-z])", "~", text)
    return text
