"""Filters: which objects or players a phrase such as "another target nontoken Rogue creature an
opponent controls" refers to, parsed into a typed predicate.

Grammar (words are case-insensitive; plurals of nouns and subtypes are accepted)::

    filter       := "any target" | players | ["another" | "other"] ["target"] kinds clause*
    players      := "player" | "opponent" | "you"
    kinds        := kind ( ("," kind)* [","] ("or" | "and/or") kind )?  -- OR only where the text says
                                                                   "or" or "and/or";
                                                                   without "or", commas join
                                                                   adjectives ("nonartifact,
                                                                   nonblack creature")
    kind         := adjective* noun+ | adjective+               -- a kind with no noun borrows the
                                                                   next kind's ("attacking or
                                                                   blocking creature")
    adjective    := status | color | supertype | "historic" | "kicked" (before "spell") | P "/" T
                  | "non" word | "non-" word
    noun         := card type | subtype | "permanent" | "spell" | "card" | "token" | "player" | "opponent"
    clause       := control | zone | "with" has | "without" keyword | "of the chosen color"
                  | "of the chosen type" | "whose controller was dealt combat damage by ~ this turn"
                  | "that's" that ( ("," that)* [","] "or" that )?
                  | "dealt damage by ~ this turn" | ["that was"] "dealt damage this turn"
                  | "that dealt damage" ["to you"] "this turn" | "attached to ~"
                  | "blocking ~" | "blocking or blocked by ~" | "named" ("~" | Name)   -- a name: capitalized words
    that         := ["a" | "an"] (status | color | supertype | card type | subtype) | "one or more colors"
    control      := "you control" | "you don't control" | "an opponent controls"
                  | "your opponents control" | "opponents control" | "you own"
                  | "defending player controls"               -- 506.2: during combat only
    zone         := ("in" | "from") ("your" | "a" | "any" | "an opponent's" | "defending player's") "graveyard"
                  | ("in" | "from") "graveyards" | "on the battlefield" | "on the stack"
                  | "in your hand"                             -- only where cards are counted
                                                                   (``Filter.parse(text, counted=True)``)
    has          := keyword | ("mana value" | "power" | "toughness") number ["or less" | "or greater" | "or more"]
                  | "power less than ~'s power" | "power greater than ~'s power"
                  | ("a" | "an" | "one or more") counter-kind "counter"["s"] "on" ("it" | "them")

Every word of a kind is required (AND): "Dragon creature" is a creature that is a Dragon,
"attacking creature" a creature that is attacking. Clauses and the leading "another" apply to
every kind. A word the grammar doesn't know refuses the whole filter, naming the word, so a card
never loads with a filter that means something else than its text.

The parser is a hand-written recursive descent over words: the language is small, every word
class comes from the type tables (``sandbox.cards.typeline``), and the errors name the exact
word with a suggestion, which a generated parser would make harder to phrase.

The result is a tree of small qualifier classes, each with ``test(subject, view)``; the engine
builds the ``Subject`` (characteristics plus status: tapped, attacking, token, counters) and the
``View`` (who is asking, the source, its X and chosen color) and calls ``Filter.test``.
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any

from sandbox.cards.qualifiers import (
    All,
    AnyOf,
    Anything,
    AttachedToSource,
    BlockingSource,
    Compare,
    ControlledBy,
    ControllerDealtCombatDamageBySource,
    Damage,
    DamageThisTurn,
    HasCardType,
    HasColor,
    HasCounter,
    HasKeyword,
    HasStatus,
    HasSubtype,
    HasSupertype,
    Historic,
    IsPermanent,
    Kicked,
    Named,
    Not,
    OfChosenColor,
    OfChosenType,
    OwnedBy,
    PowerLessThanSource,
    Qualifier,
    Stat,
    StatIs,
    Status,
    Subject,
    View,
    Who,
)
from sandbox.cards.typeline import (
    ALL_CREATURE_TYPES,
    CARD_TYPES,
    KEYWORDS,
    KNOWN_SUBTYPES,
    SUPERTYPES,
)
from sandbox.errors import InvalidActionError
from sandbox.symbols import COLOR_NAMES, is_number

if TYPE_CHECKING:
    pass


# ---------------------------------------------------------------- the filter

class PlayerKind(Enum):
    ANY = "player"
    OPPONENT = "opponent"
    YOU = "you"


@dataclass(frozen=True)
class Filter:
    """Which objects (or players) something may refer to, e.g. "artifact or creature you control".

    >>> str(Filter.parse("noncreature artifact you control"))
    'noncreature artifact you control'
    >>> Filter.parse("Dragon creature you control").zone
    'battlefield'
    >>> Filter.parse("Dragon creatur you control")
    Traceback (most recent call last):
    ...
    sandbox.errors.InvalidActionError: filter 'Dragon creatur you control': 'creatur' is not understood (did you mean 'creature'?)
    """

    predicate: Qualifier = Anything()
    """What an object must be (kinds AND clauses)."""
    objects: bool = True
    """Objects may match (False for "player", "opponent", "you")."""
    players: PlayerKind | None = None
    """Which players match, if any ("any target", "creature or player")."""
    zone: str = "battlefield"
    """Where the objects are: "battlefield", "stack" (spells), "graveyard" or "hand" (cards in
    your hand: only counted, never targeted or acted on)."""
    other: bool = False
    """Excludes the source itself ("another")."""
    text: str = ""

    @classmethod
    def parse(cls, text: str, *, counted: bool = False) -> Filter:
        """The filter a phrase means (parsed once per distinct phrase: filters are immutable).
        ``counted``: the phrase is what an amount counts ("for each card in your hand"), the one
        place a filter of cards in a hand is read (402.3: a hand is hidden; no effect here acts
        on the cards of a hand through a filter)."""
        f = _parse_cached(text)
        if f.zone == "hand" and not counted:
            raise InvalidActionError(f"filter {f.text!r}: cards in a hand are read only where they are counted "
                                     "('for each card in your hand', 'the number of cards in your hand')")
        return f

    def test(self, s: Subject, v: View) -> bool:
        """Does the object ``s`` match, read from ``v``?"""
        if not self.objects:
            return False
        if self.other and s.oid is not None and s.oid == v.source_id:
            return False
        return self.predicate.test(s, v)

    def matches_player(self, player: int, you: int) -> bool:
        if self.players is PlayerKind.OPPONENT:
            return player != you
        if self.players is PlayerKind.YOU:
            return player == you
        return self.players is PlayerKind.ANY

    def qualifiers(self) -> list[Qualifier]:
        """Every qualifier in the predicate."""
        return list(self.predicate.parts())

    @functools.cached_property
    def uses_source_power(self) -> bool:
        """Compares with the source's power ("with power less than ~'s power")."""
        return any(isinstance(q, PowerLessThanSource) for q in self.predicate.parts())

    @functools.cached_property
    def uses_status(self) -> bool:
        """Depends on tapped/attacking/blocking/counters, which change without a layer change."""
        return any(q.status or isinstance(q, (ControlledBy, OwnedBy)) and q.who is Who.DEFENDING  # the step decides
                   for q in self.predicate.parts())

    def __str__(self) -> str:
        return self.text or "any"


@functools.lru_cache(maxsize=4096)
def _parse_cached(text: str) -> Filter:
    return _Parser(text).filter()


def filter_of(value: Any, where: str = "") -> Filter:
    if isinstance(value, Filter):
        return value
    if isinstance(value, str):
        return Filter.parse(value)
    raise InvalidActionError(f"{where}expected a filter text like \"creature you control\", found {value!r}")


# ---------------------------------------------------------------- words

_STATUSES = {s.value: s for s in Status}
_COLORS = tuple(COLOR_NAMES.values()) + ("colorless", "monocolored", "multicolored")
_TYPE_WORDS = {t.lower(): t for t in CARD_TYPES} | {"tribal": "Kindred"}
_SUPER_WORDS = {t.lower(): t for t in SUPERTYPES}
_SUB_WORDS = {t.lower(): t for t in KNOWN_SUBTYPES if t != ALL_CREATURE_TYPES}
_MULTIWORD = {t.lower() for t in KNOWN_SUBTYPES if " " in t} | {k for k in KEYWORDS if " " in k}
_NOUNS = ("permanent", "spell", "card", "object", "token")
_PLAYER_NOUNS = {"player": PlayerKind.ANY, "opponent": PlayerKind.OPPONENT}
_IRREGULAR = {"elves": "elf", "dwarves": "dwarf", "wolves": "wolf", "werewolves": "werewolf",
              "fungi": "fungus", "mice": "mouse", "octopi": "octopus", "sorceries": "sorcery",
              "allies": "ally", "harpies": "harpy", "zombies": "zombie", "faeries": "faerie"}
_CONTROL = (("you", "control"), ("you", "don't", "control"), ("an", "opponent", "controls"),
            ("your", "opponents", "control"), ("opponents", "control"), ("you", "own"),
            ("defending", "player", "controls"))
_NUMBER_WORDS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                 "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_CLAUSE_STARTS = {"with", "without", "you", "an", "your", "opponents", "in", "from", "on", "of", "whose", "that's", "that", "dealt", "defending", "attached", "named"}
_DAMAGE_CLAUSES = {  # 120.3: damage dealt this turn
    ("dealt", "damage", "by", "~", "this", "turn"): Damage.DEALT_BY_SOURCE,
    ("dealt", "damage", "this", "turn"): Damage.WAS_DEALT,
    ("that", "was", "dealt", "damage", "this", "turn"): Damage.WAS_DEALT,
    ("that", "dealt", "damage", "this", "turn"): Damage.DEALT,
    ("that", "dealt", "damage", "to", "you", "this", "turn"): Damage.DEALT_TO_YOU,
}
_DEALT_COMBAT_DAMAGE_BY_IT = ("whose", "controller", "was", "dealt", "combat", "damage", "by", "~", "this", "turn")
_VOCABULARY = sorted(set(_STATUSES) | set(_COLORS) | set(_TYPE_WORDS) | set(_SUPER_WORDS)
                     | set(_SUB_WORDS) | set(_NOUNS) | set(_PLAYER_NOUNS) | set(KEYWORDS)
                     | {"another", "other", "target", "or", "non", "any", "with", "without",
                        "control", "controls", "graveyard", "battlefield", "mana", "value",
                        "power", "toughness", "less", "greater", "counter", "chosen", "color", "type",
                        "historic", "and/or", "kicked"})


def _singular(word: str, known: Mapping[str, str]) -> str | None:
    """The known word a (possibly plural) word is, or None."""
    if word in known:
        return known[word]
    if word in _IRREGULAR and _IRREGULAR[word] in known:
        return known[_IRREGULAR[word]]
    for suffix, repl in (("ies", "y"), ("es", ""), ("s", "")):
        if word.endswith(suffix) and word[: -len(suffix)] + repl in known:
            return known[word[: -len(suffix)] + repl]
    return None


def _tokens(text: str) -> list[str]:
    words = re.findall(r"[^\s,]+|,", text.strip())
    out: list[str] = []
    i = 0
    while i < len(words):
        pair = f"{words[i]} {words[i + 1]}".lower() if i + 1 < len(words) else ""
        if pair in _MULTIWORD:
            out.append(f"{words[i]} {words[i + 1]}")
            i += 2
        else:
            out.append(words[i])
            i += 1
    return out


# ---------------------------------------------------------------- the parser

@dataclass
class _Kind:
    """One "or" branch while parsing: its qualifiers and whether it has a noun."""

    quals: list[Qualifier] = field(default_factory=list)
    nouns: list[Qualifier] = field(default_factory=list)
    has_noun: bool = False
    player: PlayerKind | None = None


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text.strip()
        self.words = _tokens(self.text)
        self.low = [w.lower() for w in self.words]
        self.i = 0
        self.zone: str | None = None
        self.clauses: list[Qualifier] = []
        self.nouns: set[str] = set()
        self.and_or = False
        """The kinds are joined by "and/or" (either kind, or both)."""
        self.with_clause = False
        """A "with"/"without" clause was read."""

    # -- errors
    def fail(self, why: str) -> InvalidActionError:
        return InvalidActionError(f"filter {self.text!r}: {why}")

    def unknown(self, at: int) -> InvalidActionError:
        word = self.words[at]
        near = [w for w in difflib.get_close_matches(word.lower(), _VOCABULARY, n=2, cutoff=0.75) if w != word.lower()]
        hint = f" (did you mean {near[0]!r}?)" if near else \
            " (filters know card types, subtypes, supertypes, colors, statuses: see docs/CARDS.md, Filters)"
        return self.fail(f"{word!r} is not understood{hint}")

    # -- helpers
    def peek(self, *seq: str) -> bool:
        return tuple(self.low[self.i:self.i + len(seq)]) == seq

    def take(self, *seq: str) -> bool:
        if self.peek(*seq):
            self.i += len(seq)
            return True
        return False

    def set_zone(self, zone: str) -> None:
        if self.zone is not None and self.zone != zone:
            raise self.fail(f"it names two zones ({self.zone} and {zone})")
        self.zone = zone

    # -- grammar
    def filter(self) -> Filter:
        if not self.words:
            raise InvalidActionError("empty filter")
        if self.low == ["any", "target"]:
            permanents = AnyOf(tuple(HasCardType(t) for t in ("Creature", "Planeswalker", "Battle")))
            return Filter(predicate=permanents, players=PlayerKind.ANY, text=self.text)
        if self.low in (["player"], ["opponent"], ["you"], ["players"], ["opponents"]):
            return Filter(objects=False, players=PlayerKind(self.low[0].rstrip("s")), text=self.text)
        other = self.take("another") or self.take("other")
        self.take("target")
        kinds = self.kinds()
        while self.i < len(self.words):
            self.clause()
        if self.and_or and self.with_clause:
            # "Walls and/or creatures with flying": does "with flying" describe the Walls too?
            raise self.fail("'and/or' is not read with a 'with' clause (it may describe only the last kind)")
        objects = [k for k in kinds if k.player is None]
        players = {k.player for k in kinds if k.player is not None}
        if len(players) > 1:
            raise self.fail("it names two kinds of players")
        if players and (self.clauses or other):
            raise self.fail("'player' or 'opponent' can't take clauses in one filter with objects")
        pred: Qualifier = AnyOf(tuple(All(tuple(k.quals)) for k in objects)) if len(objects) > 1 \
            else All(tuple(objects[0].quals)) if objects else Anything()
        if self.clauses:
            pred = All((pred, *self.clauses))
        return Filter(predicate=pred, objects=bool(objects), players=players.pop() if players else None,
                      zone=self.zone or "battlefield", other=other, text=self.text)

    def kinds(self) -> list[_Kind]:
        kinds = [_Kind()]
        end = next((j for j in range(self.i, len(self.words)) if self.clause_at(j)), len(self.words))
        # A comma lists kinds only in a list that says "or" or "and" ("artifact, creature, or
        # land"); otherwise it joins adjectives ("nonartifact, nonblack creature": both hold).
        span = self.low[self.i:end]
        joiner = "and/or" if "and/or" in span else "and" if "and" in span else "or"
        if sum(j in span for j in ("and", "or", "and/or")) > 1:
            raise self.fail(f"{joiner!r} is not understood in a list that also says "
                            f"{'or' if joiner != 'or' and 'or' in span else 'and'!r}")
        self.and_or = joiner == "and/or"  # either kind or both: an OR of the kinds
        listing = joiner in span
        while self.i < len(self.words) and not self.at_clause():
            w = self.low[self.i]
            if w == "," and not listing:
                self.i += 1
            elif w == ",":
                self.i += 1
                self.take(joiner)
                kinds.append(_Kind())
            elif w == joiner:
                self.i += 1
                kinds.append(_Kind())
            else:
                self.word(kinds[-1])
        if joiner == "and" and any(not k.has_noun for k in kinds):
            # "artifacts and enchantments" is either kind; "red and green creature" is both colors.
            raise self.fail("'and' is not understood here (nouns joined by 'and' are either kind: "
                            "'artifacts and enchantments'; adjectives joined by 'and' aren't read)")
        if any(not k.quals and k.player is None for k in kinds):
            raise self.fail("a kind is missing around 'or' or ','" if len(kinds) > 1 else "it names no kind of object")
        if not kinds[-1].has_noun and kinds[-1].player is None:
            raise self.fail(f"{self.words[self.i - 1]!r} needs a noun (e.g. '{self.text} creature' or '{self.text} permanent')")
        # "attacking or blocking creature": a kind without a noun borrows the next kind's nouns.
        for n, k in enumerate(kinds):
            if not k.has_noun and k.player is None:
                nxt = next(x for x in kinds[n + 1:] if x.has_noun)
                k.quals.extend(nxt.nouns)
        return kinds

    def at_clause(self) -> bool:
        return self.clause_at(self.i)

    def clause_at(self, j: int) -> bool:
        if self.low[j] == "blocking":  # "creature blocking ~"; "attacking or blocking creature" is an adjective
            return self.low[j + 1:j + 2] == ["~"] or self.low[j + 1:j + 5] == ["or", "blocked", "by", "~"]
        if self.low[j] not in _CLAUSE_STARTS:
            return False
        return self.low[j] != "you" or j + 1 < len(self.low)

    def word(self, kind: _Kind) -> None:
        at, w = self.i, self.low[self.i]
        self.i += 1
        if kind.player is not None:
            raise self.fail(f"{self.words[at]!r} can't follow 'player'")
        if w in _PLAYER_NOUNS or w.rstrip("s") in _PLAYER_NOUNS:
            if kind.quals:
                raise self.fail(f"{self.words[at]!r} can't take adjectives")
            kind.player = _PLAYER_NOUNS[w.rstrip("s")]
            return
        if w in _STATUSES and w != "token":
            kind.quals.append(HasStatus(_STATUSES[w]))
            return
        if w == "historic":
            kind.quals.append(Historic())  # 700.6
            return
        if w.rstrip("s") == "commander":
            # 903.3: only the Commander variant has commanders; this sandbox plays two-player games
            raise self.fail(f"{self.words[at]!r}: the sandbox has no Commander games, so nothing is a commander (903.3)")
        if re.fullmatch(r"\d+/\d+", w):  # "1/1 creature": that power and that toughness (208.1)
            p, t = w.split("/")
            kind.quals.append(All((StatIs(Stat.POWER, Compare.EXACTLY, int(p)), StatIs(Stat.TOUGHNESS, Compare.EXACTLY, int(t)))))
            return
        if w == "kicked":
            if self.low[self.i:self.i + 1] not in (["spell"], ["spells"]):
                raise self.fail("'kicked' is read only before 'spell' (702.33d: a spell cast kicked)")
            kind.quals.append(Kicked())
            return
        if w in _COLORS:
            kind.quals.append(HasColor(w))
            return
        if w in _SUPER_WORDS:
            kind.quals.append(HasSupertype(_SUPER_WORDS[w]))
            return
        if w.startswith("non") and len(w) > 3:
            rest = w[4:] if w.startswith("non-") else w[3:]
            q = self.adjective_or_noun(rest)
            if q is None:
                raise self.unknown(at)
            kind.quals.append(Not(q))
            return
        q = self.adjective_or_noun(w)
        if q is None:
            raise self.unknown(at)
        kind.quals.append(q)
        kind.nouns.append(q)
        kind.has_noun = True

    def adjective_or_noun(self, w: str) -> Qualifier | None:
        """A type, subtype, supertype, color or noun word (what may follow "non")."""
        if (t := _singular(w, _TYPE_WORDS)) is not None:
            return HasCardType(t)
        if (s := _singular(w, _SUB_WORDS)) is not None:
            return HasSubtype(s)
        if w in _SUPER_WORDS:
            return HasSupertype(_SUPER_WORDS[w])
        if w in _COLORS:
            return HasColor(w)
        noun = _singular(w, {n: n for n in _NOUNS})
        if noun == "token":
            return HasStatus(Status.TOKEN)
        if noun in ("permanent", "spell"):
            self.nouns.add(noun)
            if self.nouns == {"permanent", "spell"}:
                raise self.fail("spells and permanents are in different zones (the stack, the battlefield): one filter can't name both")
        if noun == "permanent":
            return IsPermanent()
        if noun == "spell":
            self.set_zone("stack")
            return Anything()
        if noun in ("card", "object"):
            return Anything()
        return None

    def clause(self) -> None:
        at = self.i
        for seq in _CONTROL:
            if self.take(*seq):
                who = Who.YOU if seq in (("you", "control"), ("you", "own")) else \
                    Who.DEFENDING if seq[0] == "defending" else Who.OPPONENT  # 506.2
                q: Qualifier = OwnedBy(who) if seq[-1] == "own" else ControlledBy(who)
                self.clauses.append(q)
                return
        if self.take("in", "your", "hand"):
            self.set_zone("hand")  # 402.1: each player's hand; its cards are its owner's (108.3)
            self.clauses.append(OwnedBy(Who.YOU))
            return
        if self.low[self.i] in ("in", "from"):
            if self.low[self.i] == "in" and (self.low[-1] == "hand" or "hand" in self.low[self.i + 1:self.i + 4]):
                raise self.fail("only 'in your hand' is understood for cards in a hand (counted: "
                                "'for each card in your hand')")
            self.i += 1
            if self.take("graveyards"):
                self.set_zone("graveyard")
                return
            for owner, whose in ((("your",), Who.YOU), (("a",), None), (("any",), None),
                                 (("an", "opponent's"), Who.OPPONENT), (("defending", "player's"), Who.DEFENDING)):
                if self.take(*owner, "graveyard"):
                    self.set_zone("graveyard")
                    if whose is not None:
                        self.clauses.append(OwnedBy(whose))
                    return
            raise self.unknown(min(self.i, len(self.words) - 1))
        if self.take("on", "the", "battlefield"):
            self.set_zone("battlefield")
            return
        if self.take("on", "the", "stack"):
            self.set_zone("stack")
            return
        if self.take("of", "the", "chosen", "color"):
            self.clauses.append(OfChosenColor())
            return
        if self.take(*_DEALT_COMBAT_DAMAGE_BY_IT):
            self.clauses.append(ControllerDealtCombatDamageBySource())
            return
        if self.low[self.i] == "whose":
            j = next((k for k, w in enumerate(_DEALT_COMBAT_DAMAGE_BY_IT) if self.low[self.i + k:self.i + k + 1] != [w]), 0)
            raise self.unknown(min(self.i + j, len(self.words) - 1))
        if self.take("of", "the", "chosen", "type"):
            self.clauses.append(OfChosenType())
            return
        if self.low[self.i] == "of":
            j = next((k for k, w in enumerate(("of", "the", "chosen", "color")) if self.low[self.i + k:self.i + k + 1] != [w]), 0)
            raise self.unknown(min(self.i + j, len(self.words) - 1))
        if self.take("without"):
            self.with_clause = True
            self.clauses.append(Not(self.keyword()))
            return
        if self.take("with"):
            self.with_clause = True
            self.clauses.append(self.with_clause_())
            return
        if self.take("that's"):
            self.clauses.append(self.thats())
            return
        if self.take("named"):
            self.clauses.append(Named(self.name()))  # 201.2
            return
        if self.take("blocking", "~"):
            self.clauses.append(BlockingSource())  # 509.1
            return
        if self.take("blocking", "or", "blocked", "by", "~"):
            self.clauses.append(BlockingSource(or_blocked_by=True))
            return
        if self.take("attached", "to", "~"):
            self.clauses.append(AttachedToSource())  # 301.5, 303.4: to the source itself
            return
        if self.take("attached"):
            raise self.unknown(min(self.i + 1 if self.peek("to") else self.i, len(self.words) - 1))
        if self.low[self.i] in ("that", "dealt"):
            for words, how in _DAMAGE_CLAUSES.items():
                if self.take(*words):
                    self.clauses.append(DamageThisTurn(how))
                    return
            # name the first word no damage clause reads ("dealt damage by enchanted creature")
            j = max(next((k for k, w in enumerate(words) if self.low[self.i + k:self.i + k + 1] != [w]), len(words))
                    for words in _DAMAGE_CLAUSES if words[0] == self.low[self.i])
            raise self.unknown(min(self.i + (j if j > 1 else 0), len(self.words) - 1))
        raise self.unknown(at)

    def name(self) -> str:
        """A card name after "named": "~", or capitalized words (with "of", "the" between them),
        up to the next clause or the end; a list of names is refused."""
        if self.take("~"):
            return "~"
        start = self.i
        while self.i < len(self.words) and (self.words[self.i][:1].isupper() or
                                            self.low[self.i] in ("of", "the") and self.i > start):
            self.i += 1
        if self.i == start or self.low[self.i - 1] in ("of", "the"):
            raise self.unknown(min(self.i, len(self.words) - 1)) if self.i < len(self.words) else \
                self.fail("'named' needs a name")
        if self.i < len(self.words) and self.low[self.i] == ",":
            raise self.fail("a list of names is not understood")
        return " ".join(self.words[start:self.i])

    def thats(self) -> Qualifier:
        """"that's white, blue, black, or red", "that's a Wolf or a Werewolf", "that's attacking or
        blocking", "that's one or more colors" (105.2): one of the listed words holds."""
        items: list[Qualifier] = []
        while True:
            if self.i >= len(self.words):
                raise self.fail(f"'{self.words[-1]}' needs what follows it")
            if self.take("one", "or", "more", "colors"):
                items.append(Not(HasColor("colorless")))  # 105.2c: colorless is not a color
            else:
                article = self.take("a") or self.take("an")
                at, w = self.i, self.low[self.i]
                self.i += 1
                if w in _STATUSES and not article:
                    items.append(HasStatus(_STATUSES[w]))
                elif w in _COLORS and not article:
                    items.append(HasColor(w))
                elif (t := _singular(w, _TYPE_WORDS)) is not None and w == t.lower():
                    items.append(HasCardType(t))
                elif w in _SUB_WORDS:
                    items.append(HasSubtype(_SUB_WORDS[w]))
                elif w in _SUPER_WORDS and not article:
                    items.append(HasSupertype(_SUPER_WORDS[w]))
                else:
                    raise self.unknown(at)
            if self.i >= len(self.words):
                break
            if self.take(","):
                self.take("or")
            elif not self.take("or"):
                raise self.unknown(self.i)
        return items[0] if len(items) == 1 else AnyOf(tuple(items))

    def keyword(self) -> HasKeyword:
        if self.i >= len(self.words):
            raise self.fail(f"'{self.words[-1]}' needs what follows it")
        w = self.low[self.i]
        if w not in KEYWORDS:
            near = difflib.get_close_matches(w, KEYWORDS, n=1, cutoff=0.75)
            hint = f"did you mean {near[0]!r}?" if near else (
                "expected an implemented keyword (" + ", ".join(KEYWORDS) + "), 'mana value', 'power', "
                "'toughness' or 'a <kind> counter on it'")
            raise self.fail(f"{self.words[self.i]!r} after {self.words[self.i - 1]!r} is not understood ({hint})")
        self.i += 1
        return HasKeyword(w)

    def with_clause_(self) -> Qualifier:
        if self.take("power", "less", "than", "~'s", "power"):
            return PowerLessThanSource()  # the source's own power (208.1; mentor, 702.134a)
        if self.take("power", "greater", "than", "~'s", "power"):
            return PowerLessThanSource(greater=True)  # (208.1; training, 702.149a)
        for stat in Stat:
            if self.take(*stat.value.split()):
                number = self.number()
                compare = Compare.EXACTLY
                if self.take("or", "less"):
                    compare = Compare.AT_MOST
                elif self.take("or", "greater") or self.take("or", "more"):
                    compare = Compare.AT_LEAST
                return StatIs(stat, compare, number)
        if self.take("a") or self.take("an") or self.take("one", "or", "more"):
            rest = self.low[self.i:self.i + 4]
            if len(rest) < 4 or rest[1] not in ("counter", "counters") or rest[2:] not in (["on", "it"], ["on", "them"]):
                raise self.fail("say 'with a <kind> counter on it' (e.g. 'creature with a +1/+1 counter on it')")
            self.i += 4
            return HasCounter(rest[0])
        return self.keyword()

    def number(self) -> int | None:
        if self.i >= len(self.words):
            raise self.fail("a number is missing at the end")
        w = self.low[self.i]
        self.i += 1
        if w == "x":
            return None
        if is_number(w):
            return int(w)
        if w in _NUMBER_WORDS:
            return _NUMBER_WORDS[w]
        raise self.fail(f"{self.words[self.i - 1]!r} is not a number")


def qualifier_kinds() -> dict[str, int]:
    """How many words of each qualifier kind the grammar knows (for docs and counts)."""
    return {
        "card type": len(_TYPE_WORDS), "supertype": len(_SUPER_WORDS), "subtype": len(_SUB_WORDS),
        "status": len(_STATUSES), "color": len(set(_COLORS)), "negation (non-)": 1, "noun": len(_NOUNS),
        "players": len(_PLAYER_NOUNS) + 2, "controller/owner": len(_CONTROL), "zone": 8,
        "with keyword": len(KEYWORDS), "with number": len(Stat) * len(Compare),
        "with counter": 1, "with power less than the source's": 1, "chosen color": 1, "chosen type": 1, "another": 1, "historic": 1, "that's": 1,
    }
