"""Keywords (702): the ones the engine implements, and real keywords refused on purpose."""

from __future__ import annotations

import re
from typing import Any

from sandbox.cards.model import WORD_NUMBERS, Cost, Filter
from sandbox.cards.typeline import KEYWORDS as KEYWORDS
from sandbox.cards.typeline import WITH_ARG as WITH_ARG
from sandbox.cards.typeline import KeywordName as KeywordName
from sandbox.cards.vocabulary.schema import unknown
from sandbox.errors import InvalidActionError
from sandbox.symbols import parse_cost

KEYWORD_RULES = {"flying": "702.9", "trample": "702.19", "haste": "702.10", "vigilance": "702.20",
                 "first strike": "702.7", "double strike": "702.4", "deathtouch": "702.2", "lifelink": "702.15",
                 "reach": "702.17", "defender": "702.3", "hexproof": "702.11", "shroud": "702.18",
                 "indestructible": "702.12", "flash": "702.8", "menace": "702.111", "read ahead": "702.155",
                 "enchant": "702.5", "protection from": "702.16", "flashback": "702.34",
                 "persist": "702.79", "undying": "702.93", "kicker": "702.33", "morph": "702.37", "megamorph": "702.37b", "rebound": "702.88",
                 "exploit": "702.110", "ninjutsu": "702.49", "intimidate": "702.13", "fear": "702.36",
                 "shadow": "702.28", "horsemanship": "702.31", "plainswalk": "702.14", "islandwalk": "702.14",
                 "swampwalk": "702.14", "mountainwalk": "702.14", "forestwalk": "702.14",
                 "infect": "702.90", "wither": "702.80", "changeling": "702.73",
                 "exalted": "702.83", "flanking": "702.25", "bushido": "702.45",
                 "split second": "702.61", "storm": "702.40", "cascade": "702.85",
                 "echo": "702.30", "madness": "702.35", "annihilator": "702.86", "jump-start": "702.133",
                 "soulshift": "702.46", "evoke": "702.74", "dash": "702.109", "buyback": "702.27",
                 "entwine": "702.42", "escalate": "702.120",
                 "convoke": "702.51", "improvise": "702.126", "delve": "702.66",
                 "cumulative upkeep": "702.24", "skulk": "702.118",
                 "fading": "702.32", "modular": "702.43", "bloodthirst": "702.54", "renown": "702.112",
                 "extort": "702.101", "riot": "702.136", "unleash": "702.98",
                 "living weapon": "702.92", "afflict": "702.130", "ward": "702.21",
                 "vanishing": "702.63", "rampage": "702.23", "aftermath": "702.127", "fuse": "702.102",
                 "ascend": "702.131", "devour": "702.82", "tribute": "702.104",
                 "bestow": "702.103", "surge": "702.117", "sunburst": "702.44", "assist": "702.132",
                 "umbra armor": "702.89", "casualty": "702.153",
                 "soulbond": "702.95", "multikicker": "702.33c",
                 "afterlife": "702.135",
                 "retrace": "702.81", "escape": "702.138", "suspend": "702.62",
                 "foretell": "702.143", "dredge": "702.52",
                 "daybound": "702.145", "nightbound": "702.145", "disturb": "702.146"}
PROTECTION_FROM = ("white", "blue", "black", "red", "green", "multicolored", "everything", "artifacts", "creatures",
                   "enchantments", "instants", "sorceries", "planeswalkers", "lands")
"""What "protection from" may name (702.16): the qualities the engine checks."""
REFUSED_KEYWORDS = ("prowess", "equip", "landfall",
                    "affinity", "toxic", "disguise", "partner",
                    "emerge", "mentor",
                    "banding", "phasing", "landwalk",
                    "hideaway",
                    "amplify", "decayed", "overload")
"""Real keywords the engine does not implement: a card naming one is refused, never loaded
without it."""
REFUSED_WHY = {"hideaway": "702.75: a card exiled face down, linked to the permanent and played later without paying "
                           "its mana cost (607.2a), which the engine doesn't track",
               "partner": "702.124a: it changes only Commander deck construction, and the sandbox has no Commander "
                          "format (\"Partner with [name]\" is read: its enters trigger, 702.124j)"}
"""Why a refused keyword is refused, where it says more than "not implemented"."""
STANDS_FOR = {"cycling": ("702.29", "`\"Cycling {2}\"`, `\"Cycling—Pay 2 life.\"`, `\"Swampcycling {2}\"`: the activated "
                                    "ability \"[cost], Discard this card: ...\" (702.29a, 702.29e)"),
              "crew": ("702.122", "`\"Crew 3\"`: the activated ability \"Tap any number of untapped creatures you control "
                                  "with total power 3 or more: This Vehicle becomes an artifact creature until end of turn.\" "
                                  "(702.122a)"),
              "unearth": ("702.84", "`\"Unearth {2}{B}\"`: the activated ability \"{2}{B}: Return this card from your "
                                    "graveyard to the battlefield. It gains haste. Exile it at the beginning of the next "
                                    "end step. If it would leave the battlefield, exile it instead of putting it anywhere "
                                    "else. Activate only as a sorcery.\" (702.84a; it works only from a graveyard)"),
              "embalm": ("702.128", "`\"Embalm {3}{W}\"`: the activated ability \"{3}{W}, Exile this card from your "
                                    "graveyard: Create a token that's a copy of it, except it's white, it has no mana cost, "
                                    "and it's a Zombie in addition to its other types. Activate only as a sorcery.\" "
                                    "(702.128a; it works only from a graveyard)"),
              "eternalize": ("702.129", "`\"Eternalize {4}{B}\"`: the same as embalm, except the token is black and 4/4 "
                                        "(702.129a)"),
              "scavenge": ("702.97", "`\"Scavenge {4}{G}{G}\"`: the activated ability \"{4}{G}{G}, Exile this card from "
                                      "your graveyard: Put a number of +1/+1 counters equal to the power of the card you "
                                      "exiled on target creature. Activate only as a sorcery.\" (702.97a)"),
              "outlast": ("702.107", "`\"Outlast {1}{W}\"`: the activated ability \"{1}{W}, {T}: Put a +1/+1 counter on "
                                     "this creature. Activate only as a sorcery.\" (702.107a)")}
"""Keywords read as the ability of the vocabulary they stand for, written as their text."""


def check_keyword(name: Any, arg: Any = "") -> tuple[str, str]:
    """A keyword's name and argument, checked: only implemented keywords load."""
    low = str(name).strip().lower()
    if low not in set(KeywordName):
        if low in STANDS_FOR:
            raise InvalidActionError(f"keyword {low!r} stands for an ability: write its text ({STANDS_FOR[low][1]})")
        if low in REFUSED_KEYWORDS or low.split(" ")[0] in REFUSED_KEYWORDS:
            raise InvalidActionError(refused_keyword_message(low) if low in REFUSED_KEYWORDS
                                     else f"keyword {low!r} is not implemented")
        raise unknown("keyword", low, list(KeywordName))
    arg = str(arg or "").strip().lower()
    if low in WITH_ARG and not arg:
        raise InvalidActionError(f"keyword {low!r} needs 'arg' (\"{low} <what>\")")
    if low not in WITH_ARG and arg:
        raise InvalidActionError(f"keyword {low!r} takes no 'arg', found {arg!r}")
    # 702.24a: cumulative upkeep [a mana cost, or "Pay N life"]
    if low == KeywordName.CUMULATIVE_UPKEEP and not re.fullmatch(r"pay [1-9]\d? life", arg) and "X" in parse_cost(arg):
        raise InvalidActionError("cumulative upkeep {X}: nothing says what X is")
    if low == KeywordName.WARD and not re.fullmatch(r"pay [1-9]\d? life", arg) and (
            not re.fullmatch(r"(\{[^{}]+\})+", arg) or "X" in parse_cost(arg)):
        # 702.21a: ward [cost]; the costs understood are mana (without X) and "Pay N life"
        raise InvalidActionError(f"ward {arg!r}: only a mana cost (\"Ward {{2}}\") or \"Ward—Pay N life.\" is implemented")
    if low == KeywordName.ESCAPE:
        escape_parts(arg)  # 702.138a
    if low == KeywordName.SUSPEND:
        suspend_parts(arg)  # 702.62a
    if low == KeywordName.PROTECTION_FROM and arg not in PROTECTION_FROM:
        raise InvalidActionError(f"protection from {arg!r} is not implemented; known: {', '.join(PROTECTION_FROM)}")
    if low == KeywordName.ENCHANT:
        Filter.parse(arg)
    if low in (KeywordName.BUSHIDO, KeywordName.ANNIHILATOR, KeywordName.SOULSHIFT, KeywordName.FADING,
               KeywordName.MODULAR, KeywordName.BLOODTHIRST, KeywordName.RENOWN, KeywordName.AFFLICT, KeywordName.VANISHING,
               KeywordName.RAMPAGE, KeywordName.DEVOUR, KeywordName.TRIBUTE, KeywordName.CASUALTY,
               KeywordName.AFTERLIFE, KeywordName.DREDGE) and not re.fullmatch(r"[1-9]\d?", arg):
        raise InvalidActionError(f"{low} takes a number (\"{low.capitalize()} 2\", 702.45a, 702.86a, 702.46a), found {arg!r}")
    if low == KeywordName.FORETELL and (not re.fullmatch(r"(\{[^{}]+\})+", arg) or "X" in parse_cost(arg)):
        raise InvalidActionError(f"foretell {arg!r}: only a mana cost without X is implemented (702.143a)")
    if low in (KeywordName.ENTWINE, KeywordName.ESCALATE) and not arg.startswith("{"):
        # 702.42a entwine, 702.120a escalate [cost]: a mana cost, or one other cost an additional
        # cost may be ("Entwine—Sacrifice two lands.", "Escalate—Discard a card.", 601.2f-h)
        if "," in arg or Cost.parse_additional(arg).has_x:
            raise InvalidActionError(f"{low} {arg!r}: only a mana cost or one other cost without X is implemented")
    elif low in (KeywordName.MORPH, KeywordName.MEGAMORPH, KeywordName.NINJUTSU, KeywordName.ECHO, KeywordName.MADNESS,
                 KeywordName.MULTIKICKER,
                 KeywordName.EVOKE, KeywordName.DASH, KeywordName.BUYBACK, KeywordName.BESTOW, KeywordName.SURGE,
                 KeywordName.DISTURB, KeywordName.ENTWINE, KeywordName.ESCALATE):
        parse_cost(arg)  # 702.37a morph [cost], 702.49a ninjutsu [cost]
    return low, arg


_ESCAPE = re.compile(r"((?:\{[^{}]+\})+), exile (\w+) other cards? from your graveyard", re.I)
"""702.138a: "Escape—[mana cost], Exile N other cards from your graveyard." (the only escape cost
printed; any other cost is refused)."""


def escape_parts(arg: str) -> tuple[tuple[str, ...], int]:
    """An escape cost's mana cost and how many other cards of its owner's graveyard it exiles
    (702.138a); InvalidActionError if the cost is another one."""
    m = _ESCAPE.fullmatch(str(arg).strip().rstrip("."))
    n = (int(m.group(2)) if m.group(2).isdigit() else WORD_NUMBERS.get(m.group(2).lower())) if m else None
    if m is None or not n:
        raise InvalidActionError(f"escape {arg!r}: only \"Escape—{{mana cost}}, Exile N other cards from your "
                                 "graveyard.\" is implemented (702.138a)")
    cost = parse_cost(m.group(1))
    if "X" in cost:
        raise InvalidActionError(f"escape {arg!r}: nothing says what X is")
    return cost, n


def suspend_parts(arg: str) -> tuple[int, tuple[str, ...]]:
    """"Suspend N—[cost]" (702.62a): N time counters and the mana cost paid to exile the card
    from a hand; InvalidActionError for anything else ("Suspend X—{X}{B}": X isn't read)."""
    m = re.fullmatch(r"([1-9]\d?)—((?:\{[^{}]+\})+)", str(arg).strip())
    if m is None:
        raise InvalidActionError(f"suspend {arg!r}: only \"Suspend N—{{mana cost}}\" with a number N is implemented "
                                 "(702.62a)")
    cost = parse_cost(m.group(2))
    if "X" in cost:
        raise InvalidActionError(f"suspend {arg!r}: nothing says what X is")
    return int(m.group(1)), cost


def refused_keyword_message(keyword: str) -> str:
    """The refusal of a keyword in REFUSED_KEYWORDS, with its reason if it has one."""
    why = REFUSED_WHY.get(keyword)
    return f"keyword {keyword!r} is not implemented" + (f": {why}" if why else "")


def refused_keyword_text(text: str) -> str | None:
    """The refused keyword a text begins with ("Rampage 2", "Multikicker {1}{G}", "Suspend
    4—{1}{R}"), if any."""
    low = re.sub(r"[\s—-]*(\{.*|\d+(?:—.*)?|x—.*|\(.*)$", "", text.strip().lower()).strip()
    if low in REFUSED_KEYWORDS:
        return low
    return None
