"""Oracle text -> a card table in the built-in TOML shape, sentence by sentence.

Each line of Oracle text is one ability (or, on an instant or sorcery, the spell's effect).
Reminder text is dropped first (207.2: it has no rules meaning), then self-references ("this
creature", the card's own name) become ``~``. A line is read by the first form that fits:
a chapter (714.2), a loyalty ability (606), a cost and a colon (mana ability when the effect
is "Add ...", 605.1a; else activated, 602.1), a line of keywords (702), and otherwise the
sentences themselves (``sentences.py``: triggered, static, replacement, enters-as-copy and
effects, read by the Lark grammar). Every ability built is checked by the vocabulary as the
line is read, so a refusal names its line. Nothing is read "close enough": what no rule
places refuses the card (or, with ``partial``, leaves that line out, marked).
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from typing import Any

from sandbox.cards import keyword_texts, vocabulary
from sandbox.cards.library import library
from sandbox.cards.model import ACTIVATION_TIMINGS, Condition, ConditionKind, Cost, OpeningHand, Produce
from sandbox.cards.oracle.families.base import singular
from sandbox.cards.oracle.result import Compiled, SentenceResult
from sandbox.cards.oracle.sentences import Context, read, read_effects
from sandbox.cards.oracle.source import OracleCard, OracleFace
from sandbox.cards.oracle.templating import (
    MAX_NAME,
    check_breaks,
    check_digits,
    check_length,
    check_name,
    modern,
    normalise_self,
    self_names,
    to_tilde,
    without_ability_word,
    without_reminder,
)
from sandbox.cards.oracle.tokens import token_conflicts
from sandbox.cards.parse import BACK_KEYS, BATTLE_REFUSAL, FLIP_KEYS, card_from_table, parse_ability
from sandbox.errors import InvalidActionError
from sandbox.symbols import is_number

_CHAPTER = re.compile(r"^((?:[IVX]+)(?:, [IVX]+)*) — (.+)$")
_LOYALTY = re.compile(r"^(\+[1-9]\d*|[−-][1-9]\d*|0|[−-]X): (.+)$", re.S)
"""A loyalty ability (606.4): "+N:", "−N:", "0:" or "−X:" (a sign on every cost but 0)."""
_LOYALTY_LIKE = re.compile(r"^[+−-]?(?:\d+|X)(?:, [^:]*)?: ")
"""What looks like a loyalty cost: a line so shaped that isn't one of ``_LOYALTY`` (a wrong sign,
"+0", "+X", a loyalty cost with another part) is refused, not read some other way."""
_LEVEL = re.compile(r"^LEVEL (\d+-\d+|\d+\+)$")
_CLASS_LEVEL = re.compile(r"^((?:\{[^{}:]+\})+): Level (\d+)$")
"""A Class's level ability (716.2a), "{2}{U}: Level 2": the lines after it, up to the next one,
are the abilities of that level's section (716)."""
_BECOMES_LEVEL = re.compile(r"^When ~ becomes level (\d+), (.+)$", re.S)
_SELF_COST = re.compile(r"^(?:if [^,]*, )?~ costs \{", re.I)
"""A spell's own cost change ("This spell costs {2} less to cast if ..."): a static ability of
the spell, on a permanent card as on an instant or sorcery (601.2f)."""
_CHOOSE = {"choose one —": (1, 1), "choose two —": (2, 2), "choose three —": (3, 3), "choose one or both —": (1, 2),
           "choose one or more —": (1, 0), "choose up to one —": (0, 1)}
"""How many modes a "Choose ... —" line chooses: at least, at most (0: all of them) (700.2);
"up to one" (none or one) only of an ability, whose trigger is removed if none is chosen (603.3c)."""
_SAME_MODE_AGAIN = re.compile(r"choose (two|three)\. you may choose the same mode more than once\.", re.I)
"""A modal spell whose caster may choose a mode more than once (700.2d)."""
_MODAL_HEAD = re.compile(r"(?:^|[,:] )choose [^.•]*—$", re.I)
"""A line that ends choosing modes ("Choose one —", "When ~ enters, choose one —", "{2}: Choose
one —"): the "•" lines after it are its modes (700.2)."""
_FLAVOR_WORD = re.compile(r"^[A-Z][A-Za-z',!-]*(?: [A-Za-z',!-]+)* — (?=\S)")
"""A mode's flavor word ("• Rouse the Party — Creatures you control ..."): no rules meaning (207.2d)."""
_ADDITIONAL = re.compile(r"As an additional cost to cast ~, (.+)\.", re.I)
_LAYOUT_RULES = {
    "modal_dfc": "712.1, 712.12: a modal double-faced card has two faces, cast or played with either face up",
    "split": "709.1: a split card has two halves, each an instant or sorcery (a Room, 709.5, is not read)",
    "adventure": "715.1: an adventurer card has one permanent face and one Adventure",
    "meld": "712.4, 701.42: two meld cards become one permanent",
}
"""The rule of each layout with several faces the compiler refuses, named in its one-line refusal."""
_SECOND_FACE_KEY = {"modal_dfc": "modal", "adventure": "adventure", "flip": "flip"}
"""The card-table key holding the second face of each layout read face by face."""
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9, "X": 10}
"""A Saga's chapter numerals (714.2a); another is refused ("IIII", "XI")."""

def compile_card(card: OracleCard, *, partial: bool = False) -> Compiled:
    """Compile a card's Oracle text; refuse it naming each sentence not understood.

    A transforming double-faced card (712) compiles both faces: the front face is the card
    table, the back face its ``back`` table. A modal double-faced card (712.1) compiles each
    face as a card of its own: the front face is the card table, the back face its ``modal``
    table (with its own mana cost, 712.12). With ``partial``, a card with refused sentences
    still gets a table without those abilities (each listed in ``refused`` as "partly
    understood: <sentence>").
    """
    if card.layout in ("split", "adventure", "modal_dfc", "flip") and len(card.faces) == 2:
        return _compile_halves(card, partial)
    if len(card.faces) != 1 and (card.layout != "transform" or len(card.faces) != 2):
        rule = _LAYOUT_RULES.get(card.layout, "")
        line = f"{card.name}: {card.layout} cards with {len(card.faces)} faces are not supported" \
               + (f" ({rule})" if rule else "") \
               + " (of the cards with several faces, only transforming double-faced cards are read)"
        return Compiled(table=None, sentences=(SentenceResult(card.name, refusal=line),), refused=(line,))
    if battle := next((f for f in card.faces if "battle" in modern(f.type_line).lower().split()), None):
        line = f"{card.name}: {BATTLE_REFUSAL} (face {battle.name!r} is a {battle.type_line.split(' —')[0]})"
        return Compiled(table=None, sentences=(SentenceResult(card.name, refusal=line),), refused=(line,))  # read no line of it
    if too_long := check_name(card.name, "") or next(
            (why for f in card.faces
             if (why := check_name(f.name, f.type_line) or check_length(f.oracle_text) or check_breaks(f.oracle_text)
                 or check_digits(f.oracle_text))),
            None):
        line = f"{card.name[:MAX_NAME]}: {too_long}"
        return Compiled(table=None, sentences=(SentenceResult(card.name, refusal=line),), refused=(line,))
    tokens: list[dict[str, Any]] = []
    table, results = _compile_face(card.faces[0], tokens)
    if len(card.faces) == 2:
        back, back_results = _compile_face(card.faces[1], tokens)
        results += [_on_back_face(r, card.faces[1].name) for r in back_results]
        results += _back_table(back, card.faces[1], table)
    refused = tuple(r.refusal or "" for r in results if not r.understood)
    if refused and partial:
        refused = tuple(f"partly understood: {r.refusal}" for r in results if not r.understood)
    if refused and not partial:
        return Compiled(table=None, sentences=tuple(results), refused=refused, tokens=tuple(tokens))
    if _flips(table) or _flips(table.get("back", {})):
        line = f"{card.name}: \"flip\" on a card with no flipped half (710.1: only a flip card, given with both halves, flips)"
        return Compiled(table=None, sentences=(*results, SentenceResult(card.name, refusal=line)), refused=(*refused, line),
                        tokens=tuple(tokens))
    try:
        _one_token_per_name(tokens)
        _link_exiles(table)
        if "back" in table:
            _link_exiles(table["back"])
        card_from_table(table)
    except InvalidActionError as e:
        line = str(e) if str(e).startswith("card ") else f"card {card.name!r}: {e}"
        return Compiled(table=None, sentences=tuple(results), refused=(*refused, line), tokens=tuple(tokens))
    return Compiled(table=table, sentences=tuple(results), refused=refused, tokens=tuple(tokens))


def _spell_types(face: OracleFace) -> tuple[set[str], list[str]]:
    """A face's card types and supertypes (left of the dash), and its subtypes."""
    left, _, right = modern(face.type_line).partition(" —")
    return set(left.split()), right.split()


def _halves_refusal(card: OracleCard) -> str | None:
    """Why a split card's or an adventurer card's faces can't be read as such, or None: a split
    card's halves are instants or sorceries (709.1; a Room's are enchantments, 709.5); an
    adventurer card is a permanent card with an Adventure, an instant or sorcery of the subtype
    Adventure (715.1, 715.2)."""
    if card.layout in ("flip", "modal_dfc") and (
            turning := next((f for f in card.faces if re.search(r"\btransform", f.oracle_text, re.I)), None)):
        return (f"{card.name}: face {turning.name!r} transforms, and a {'flip' if card.layout == 'flip' else 'modal double-faced'} "
                "card never does (701.27c): read as a transforming double-faced card or not at all")
    if card.layout == "flip":
        own, flipped = card.faces
        if not _spell_types(own)[0] or _spell_types(own)[0] & {"Instant", "Sorcery", "Battle"} \
                or not _spell_types(flipped)[0] or _spell_types(flipped)[0] & {"Instant", "Sorcery", "Battle"}:
            return (f"{card.name}: a flip card whose halves are a {own.type_line} and a {flipped.type_line} is not "
                    "supported (710.1: a flip card is one permanent card)")
        if flipped.mana_cost:
            return f"{card.name}: a flipped half with a mana cost of its own is not supported (710.1c: it has the card's)"
        return None
    if card.layout == "modal_dfc":
        if battle := next((f for f in card.faces if "battle" in modern(f.type_line).lower().split()), None):
            return f"{card.name}: {BATTLE_REFUSAL} (face {battle.name!r} is a {battle.type_line.split(' —')[0]})"
        if typeless := next((f for f in card.faces if not _spell_types(f)[0]), None):
            return f"{card.name}: face {typeless.name!r} has no card type (712.1: each face of a modal double-faced card is a card)"
        return None
    if card.layout == "split":
        if other := next((f for f in card.faces if not _spell_types(f)[0] or not _spell_types(f)[0] <= {"Instant", "Sorcery"}
                          or "Adventure" in _spell_types(f)[1]), None):
            return (f"{card.name}: split cards with a half that isn't an instant or sorcery are not supported "
                    f"(half {other.name!r} is a {other.type_line}; 709.1: the halves read are instants and sorceries, "
                    "not a Room's enchantment halves, 709.5)")
        return None
    own, adventure = card.faces
    types, subtypes = _spell_types(adventure)
    if len(types & {"Instant", "Sorcery"}) != 1 or not types <= {"Instant", "Sorcery"} or subtypes != ["Adventure"]:
        return (f"{card.name}: an adventure card whose second face {adventure.name!r} is a {adventure.type_line} is not "
                "supported (715.2: an Adventure is an instant or sorcery with the subtype Adventure)")
    if _spell_types(own)[0] & {"Instant", "Sorcery", "Battle"} or not _spell_types(own)[0]:
        return (f"{card.name}: an adventure card whose own face {own.name!r} is a {own.type_line} is not supported "
                "(715.1: an adventurer card is a permanent card)")
    return None


def _compile_halves(card: OracleCard, partial: bool) -> Compiled:
    """A split card (709): each half compiled as the instant or sorcery it is, the card's table
    holding both as ``halves`` (its characteristics are theirs combined off the stack, 709.4).
    An adventurer card (715): the card's own face is the table, its Adventure the ``adventure``
    table (715.4: the card has only its own characteristics but as an Adventure spell). A face
    of another kind (a Room's enchantment halves, 709.5) refuses the card in one line."""
    if line := _halves_refusal(card):
        return Compiled(table=None, sentences=(SentenceResult(card.name, refusal=line),), refused=(line,))
    if too_long := check_name(card.name, "") or next(
            (why for f in card.faces
             if (why := check_name(f.name, f.type_line) or check_length(f.oracle_text) or check_breaks(f.oracle_text)
                 or check_digits(f.oracle_text))), None):
        line = f"{card.name[:MAX_NAME]}: {too_long}"
        return Compiled(table=None, sentences=(SentenceResult(card.name, refusal=line),), refused=(line,))
    tokens: list[dict[str, Any]] = []
    halves, results = [], []
    for face in card.faces:
        half, half_results = _compile_face(face, tokens)
        halves.append(half)
        what = "half" if card.layout == "split" else "" if face is card.faces[0] \
            else "back face" if card.layout == "modal_dfc" else "flipped half" if card.layout == "flip" else "Adventure"
        results += [r if r.refusal is None or not what else SentenceResult(r.text, refusal=f"{what} {face.name!r}: {r.refusal}")
                    for r in half_results]
    refused = tuple(r.refusal or "" for r in results if not r.understood)
    if refused and partial:
        refused = tuple(f"partly understood: {r}" for r in refused)
    if refused and not partial:
        return Compiled(table=None, sentences=tuple(results), refused=refused, tokens=tuple(tokens))
    table: dict[str, Any] = {"name": card.name, "oracle": "\n//\n".join(f.oracle_text for f in card.faces), "halves": halves} \
        if card.layout == "split" else {**halves[0], _SECOND_FACE_KEY[card.layout]: halves[1]}
    flipping = [h for h in halves if _flips(h)]
    if flipping and (card.layout != "flip" or flipping != [halves[0]]):
        line = f"{card.name}: \"flip\" on a half that can't flip (710.1: only a flip card's own half flips it)"
        return Compiled(table=None, sentences=(*results, SentenceResult(card.name, refusal=line)), refused=(*refused, line),
                        tokens=tuple(tokens))
    if card.layout == "flip" and (extra := sorted(set(halves[1]) - FLIP_KEYS - {"mana_cost"})):
        line = f"flipped half {card.faces[1].name!r}: a flipped half with {', '.join(map(repr, extra))} is not supported (710.1b)"
        return Compiled(table=None, sentences=(*results, SentenceResult(card.faces[1].name, refusal=line)), refused=(*refused, line),
                        tokens=tuple(tokens))
    try:
        _one_token_per_name(tokens)
        for half in halves:
            _link_exiles(half)
        card_from_table(table)
    except InvalidActionError as e:
        line = str(e) if str(e).startswith("card ") else f"card {card.name!r}: {e}"
        return Compiled(table=None, sentences=tuple(results), refused=(*refused, line), tokens=tuple(tokens))
    return Compiled(table=table, sentences=tuple(results), refused=refused, tokens=tuple(tokens))


def _flips(table: dict[str, Any]) -> bool:
    """Does any ability or effect of this table flip (710.2)?"""
    return '"flip": {' in json.dumps(table)


def _compile_face(face: OracleFace, tokens: list[dict[str, Any]]) -> tuple[dict[str, Any], list[SentenceResult]]:
    """One face's table (its characteristics and abilities) and what became of each line."""
    ctx = Context(face.name, is_spell=_is_spell(face.type_line),
                  is_planeswalker="planeswalker" in face.type_line.lower(), compile_text=_compile_text,
                  names=self_names(face.name, face.type_line), type_line=face.type_line,
                  power=face.power, toughness=face.toughness)
    table: dict[str, Any] = _characteristics(face)
    results = [_compile_line(line, ctx, table, tokens) for line in _ability_lines(face.oracle_text)]
    if "saga" in face.type_line.lower().split() and all(r.understood for r in results) \
            and not any(isinstance(a, dict) and "chapter" in a for a in table.get("abilities", [])):
        results.append(SentenceResult(face.name, refusal=f"{face.name}: a Saga with no chapter abilities (714.2) is not supported"))
    _star_pt(table)
    return table, results


def _star_pt(table: dict[str, Any]) -> None:
    """A printed "*" is what the card's characteristic-defining ability defines (208.2a, 604.3),
    in every zone; the value stored for it ("*" as 0, "1+*" as 1, 208.2b) is what is left if the
    ability is ever lost. Without such an ability a "*" stays and the card is refused."""
    if not any("cda_pt" in op for a in table.get("abilities", []) if isinstance(a, dict) and "static" in a
               for op in a["static"].get("effects", [])):
        return
    for key in ("power", "toughness"):
        value = table.get(key)
        if isinstance(value, str) and (m := re.fullmatch(r"(?:(\d+)\+)?\*", value)):
            table[key] = int(m.group(1) or 0)


def _on_back_face(result: SentenceResult, name: str) -> SentenceResult:
    """A back-face line's result, its refusal saying which face it is on."""
    return result if result.refusal is None else SentenceResult(result.text, refusal=f"back face {name!r}: {result.refusal}")


def _back_table(back: dict[str, Any], face: OracleFace, front: dict[str, Any]) -> list[SentenceResult]:
    """Make ``back`` the front table's ``back`` (712.2): no mana cost of its own (712.8e, 202.3b),
    its colors from its color indicator; a refusal when the face has what a back can't."""
    back.pop("mana_cost", None)
    if face.color_indicator:
        back["colors"] = list(face.color_indicator)
    if extra := sorted(set(back) - BACK_KEYS):
        line = f"back face {face.name!r}: a back face with {', '.join(map(repr, extra))} is not supported"
        return [SentenceResult(face.name, refusal=line)]
    front["back"] = back
    return []


def _one_token_per_name(tokens: list[dict[str, Any]]) -> None:
    """An effect creates a token by its name ("Ooze Token", 111.4): two different tokens of one
    name on a card (Mitotic Slime's 2/2 Oozes and the 1/1 Oozes they make) can't be told apart."""
    names = [str(t.get("name")) for t in tokens]
    if clash := sorted({n for n in names if names.count(n) > 1}):
        raise InvalidActionError(f"the text describes different tokens named {clash[0]!r}: which one an effect makes can't be told")


def _link_exiles(table: dict[str, Any]) -> None:
    """"the exiled card" in one ability names what another ability of the card exiled (607.2a):
    that exile is marked linked; with no exile, or several, it isn't understood."""
    abilities = table.get("abilities", [])
    if "'linked'" not in repr(abilities):
        return
    exiles = [e for a in abilities if isinstance(a, dict) for spec in a.values() if isinstance(spec, dict)
              for e in [*spec.get("effects", []), *(x for m in spec.get("modes", []) for x in m.get("effects", []))]
              if "exile" in e]
    if len(exiles) != 1:
        raise InvalidActionError("\"the exiled card\" needs exactly one exile effect on the card (607.2a)")
    exiles[0]["exile"]["link"] = True


def _is_spell(type_line: str) -> bool:
    low = type_line.lower()
    return "instant" in low or "sorcery" in low


def _characteristics(face: OracleFace) -> dict[str, Any]:
    words = modern(face.type_line).split()
    table: dict[str, Any] = {"name": face.name, "type_line": modern(face.type_line)}
    if "Token" in words:
        table["token"] = True
        table["type_line"] = " ".join(w for w in words if w != "Token")
    if face.mana_cost:
        table["mana_cost"] = face.mana_cost
    for key in ("power", "toughness", "loyalty"):
        value = getattr(face, key)
        if value is not None:
            table[key] = int(value) if is_number(value) else value  # "*" is refused by card_from_table
    if face.oracle_text:
        table["oracle"] = face.oracle_text
    return table


def _ability_lines(text: str) -> list[str]:
    """The lines of Oracle text; a "Choose one —" line keeps its "•" modes with it, a "LEVEL N-M"
    line the P/T and abilities of its striation."""
    groups: list[list[str]] = []  # each group's lines, joined at the end (linear in the text)
    for line in (ln.strip() for ln in text.splitlines()):
        if not line:
            continue
        if line.startswith("•") and groups and (groups[-1][0].lower().startswith("choose ") or _MODAL_HEAD.search(groups[-1][0])):
            groups[-1].append(line)
        elif not _LEVEL.match(line) and groups and _LEVEL.match(groups[-1][0]):
            groups[-1].append(line)  # a striation's P/T and abilities (711.2)
        elif not _CLASS_LEVEL.match(line) and groups and _CLASS_LEVEL.match(groups[-1][0]):
            groups[-1].append(line)  # a Class level section's abilities (716)
        else:
            groups.append([line])
    return ["\n".join(group) for group in groups]


def _compile_line(line: str, ctx: Context, table: dict[str, Any], tokens: list[dict[str, Any]]) -> SentenceResult:
    """What one line of Oracle text became; a refused line leaves the table and tokens as they were."""
    text = without_reminder(line).strip().replace("\u2019", "'").replace("\u2018", "'")  # typographic apostrophes
    printed = text
    text, ability_word = without_ability_word(modern(text))
    if not text:
        return SentenceResult(line, became="reminder text: no rules meaning (207.2)")
    before, made = copy.deepcopy(table), len(tokens)
    try:
        became = _compile_text(text, ctx, table, tokens)
        if conflicts := token_conflicts(tokens[made:], library()):
            raise InvalidActionError(conflicts[0])
    except InvalidActionError as e:
        table.clear()
        table.update(before)
        del tokens[made:]
        return SentenceResult(line, refusal=f"{' '.join(printed.splitlines())}: {e}")
    if ability_word:
        became += f" (ability word {ability_word!r}: no rules meaning, 207.2c)"
    return SentenceResult(line, became=became)


def _compile_text(text: str, ctx: Context, table: dict[str, Any], tokens: list[dict[str, Any]]) -> str:
    """Add what ``text`` means to ``table``; return a one-line account of it."""
    if _CLASS_LEVEL.match(text.split("\n")[0]):
        return _class_level(text, ctx, table, tokens)
    if re.fullmatch(r"[^:]+: level \d+", text.strip(), re.I):
        raise InvalidActionError("a Class level ability (716.2a) is written \"{cost}: Level N\" with a mana cost")
    if re.search(r"\bmore to cast for each target beyond the first\b", text, re.I):
        raise InvalidActionError("strive (207.2c): the engine doesn't raise a spell's total cost by the number of "
                                 "targets chosen for it (601.2c, 601.2f)")
    if re.search(r"\bgets? an emblem\b", text, re.I) \
            and not re.fullmatch(r"(?:[+−-]?(?:\d+|X): )?You get an emblem with \"[^\"]+\"", text.strip()):
        raise InvalidActionError("only \"You get an emblem with \"...\"\" is understood of emblems (114.1)")
    if text.lower().startswith("choose "):
        return _modes(text, ctx, table, tokens)
    if "\n•" in text:
        return _modal_ability(text, ctx, table, tokens)
    if _LEVEL.match(text.split("\n")[0]):
        return _striation(text, table)
    if m := _CHAPTER.match(text):
        chapters = _chapters(m.group(1), ctx, table)
        reading = read_effects(m.group(2), ctx, tokens)
        ability = {"chapter": {"chapters": chapters, "text": text, **reading}}
        return _add_ability(table, ability)
    if _LOYALTY_LIKE.match(text):
        return _loyalty(text, ctx, table, tokens)
    if (split := _cost_split(text, ctx)) is not None:
        cost, effect = split
        if effect.lower().startswith("add ") or _produces_mana(effect):
            if Cost.parse(cost).discard:
                raise InvalidActionError("a mana ability with a discard cost is not supported (mana payment never discards)")
            add, rider = _mana_rider(effect, ctx, tokens)
            return _add_ability(table, {"mana": {"cost": cost, "add": add, "text": text, **rider}})
        effect, timing = _activate_only(effect)
        reading = read_effects(effect, ctx, tokens)
        return _add_ability(table, {"activated": {"cost": cost, **timing, "text": text, **reading}})
    if m := _ADDITIONAL.fullmatch(normalise_self(text, ctx.names)):
        return _additional_cost(m.group(1), table)
    if m := re.fullmatch(r"if ~ is in your opening hand(.*)", normalise_self(text, ctx.names), re.I | re.S):
        # 103.6a: an opening-hand action, as the card tables write it ("this card"); it acts
        # before the first turn, which a board never plays (its preset states the result)
        written = "If this card is in your opening hand" + m.group(1).replace("~", "this card")
        if OpeningHand.parse(written) is None:
            raise InvalidActionError("an opening-hand action other than \"you may begin the game with it on the battlefield\" (103.6)")
        return _add_ability(table, written)
    if re.fullmatch(r"~ can't be countered\.", normalise_self(text, ctx.names)):
        table["uncounterable"] = True  # a static ability that functions on the stack (101.2)
        return "this spell can't be countered (101.2)"
    if ctx.is_spell and _SELF_COST.match(normalise_self(text, ctx.names)):
        return _add_ability(table, read(text, ctx, tokens))
    if text.lower() == "devoid":
        if table.get("colors") == []:
            raise InvalidActionError("Devoid twice")
        table["colors"] = []  # 702.114a: colorless in every zone, whatever its mana cost
        return "Devoid: this card is colorless (702.114a)"
    if m := re.fullmatch(r"fabricate (\d+)", text.strip(), re.I):
        return _add_ability(table, _fabricate(int(m.group(1)), text.strip(), ctx, tokens))
    if m := re.fullmatch(r"graft (\d+)", text.strip(), re.I):
        for ability in _graft(int(m.group(1)), text.strip()):
            _add_ability(table, ability)
        return f"Graft {m.group(1)}: enters with +1/+1 counters; moves one onto another creature entering (702.58a)"
    if m := re.fullmatch(r"partner with (.+)", text.strip(), re.I):
        return _add_ability(table, _partner_with(m.group(1), text.strip(), ctx))
    if (keywords := _keywords(text)) is not None:
        if ctx.is_spell and "Ascend" in keywords and ("effects" in table or "modes" in table):
            raise InvalidActionError("Ascend after a spell's effects: its spell ability is read as the first thing the "
                                     "spell does (702.131a, 608.2c)")
        for k in keywords:
            _add_ability(table, k)
        return f"keywords: {', '.join(_describe(k) for k in keywords)}"
    if ctx.is_spell:
        reading = read_effects(text, ctx, tokens)
        _merge_spell(table, reading, text)
        return f"spell effects: {reading['effects']}" + (f"; targets {reading['targets']}" if "targets" in reading else "")
    ability = read(text, ctx, tokens)
    if "effects_only" in ability:
        raise InvalidActionError("a permanent's line that isn't an ability (effects are for instants and sorceries)")
    return _add_ability(table, ability)


def _class_level(text: str, ctx: Context, table: dict[str, Any], tokens: list[dict[str, Any]]) -> str:
    """A Class's level section (716): "{cost}: Level N" (716.2a: activate only at level N - 1, as a
    sorcery), then the abilities the Class has from level N on. Only on a Class, levels 2, 3, ...
    in order; "When this Class becomes level N, ..." only in section N; a section line that
    isn't an ability (or is a static ability: the engine doesn't apply one granted this way) is
    refused."""
    first, *lines = text.split("\n")
    m = _CLASS_LEVEL.match(first)
    assert m is not None, "_compile_text dispatches here only on a level line"
    cost, level = m.group(1), int(m.group(2))
    if "class" not in ctx.type_line.lower().split():
        raise InvalidActionError("a Class level ability (716.2a) on a face that isn't a Class is not supported")
    done = len(table.get("class_levels", []))
    if level != done + 2:
        raise InvalidActionError(f"Level {level} after level {done + 1}: a Class's levels go 2, 3, ... in order (716.2a)")
    section: dict[str, Any] = {}
    for line in lines:
        own = normalise_self(line, ctx.names)
        if (b := _BECOMES_LEVEL.match(own)) is not None:
            if int(b.group(1)) != level:
                raise InvalidActionError(f"\"{line}\" in the Level {level} section: a Class becomes level {b.group(1)} "
                                         f"in its Level {b.group(1)} section (716.2a)")
            reading = read_effects(b.group(2), ctx, tokens)
            _add_ability(section, {"triggered": {"on": "class_level", "level": level, "text": line, **reading}})
            continue
        _compile_text(line, ctx, section, tokens)
        if set(section) - {"abilities"}:
            raise InvalidActionError(f"\"{line}\" in a Class level section is not an ability of the Class (716)")
    abilities = section.get("abilities", [])
    if any(isinstance(a, dict) and "static" in a for a in abilities):
        raise InvalidActionError(f"Level {level}: a static ability in a Class level section is not supported (716: the "
                                 "engine doesn't apply a static ability granted to a permanent)")
    table.setdefault("class_levels", []).append({"level": level, "cost": cost, **({"abilities": abilities} if abilities else {})})
    return f"Class level {level} for {cost} (716.2a)" + (f": {len(abilities)} abilities" if abilities else "")


def _chapters(numerals: str, ctx: Context, table: dict[str, Any]) -> list[int]:
    """The chapter numbers of a chapter line (714.2): only on a Saga, numbered in order from I,
    each once, the line's numbers one after another following the previous line's (so "II — "
    before "I — ", "I — " twice, "I, III —" and a gap are refused, not read in some order)."""
    if "saga" not in ctx.type_line.lower().split():
        raise InvalidActionError("a chapter ability (714.2) on a face that isn't a Saga is not supported")
    words = [c.strip() for c in numerals.split(",")]
    if unknown := [w for w in words if w not in _ROMAN]:
        raise InvalidActionError(f"chapter {unknown[0]!r}: expected a chapter numeral from I to X (714.2a)")
    chapters = [_ROMAN[w] for w in words]
    done = max((n for a in table.get("abilities", []) if isinstance(a, dict) and "chapter" in a
                for n in a["chapter"]["chapters"]), default=0)
    if chapters != list(range(done + 1, done + 1 + len(chapters))):
        after = f"after chapter {next(k for k, v in _ROMAN.items() if v == done)}" if done else "first"
        raise InvalidActionError(f"chapter {numerals} {after}: a Saga's chapters are numbered in order from I, each once (714.2)")
    return chapters


def _loyalty(text: str, ctx: Context, table: dict[str, Any], tokens: list[dict[str, Any]]) -> str:
    """A planeswalker's loyalty ability (606): its cost puts on or removes loyalty counters
    (606.4), "−X" with X chosen as it's activated (107.3); the engine lets one loyalty ability of a
    permanent be activated each turn, as a sorcery (606.3). The cost's sign is checked: "2:",
    "+0:", "−0:", "+X:" and a loyalty cost with another part are refused, as is a loyalty cost
    on a face that isn't a planeswalker."""
    m = _LOYALTY.match(text)
    if m is None:
        cost = text.split(":")[0]
        raise InvalidActionError(f"loyalty cost {cost!r}: a loyalty ability's cost is +N, −N, 0 or −X alone (606.4)")
    if not ctx.is_planeswalker:
        raise InvalidActionError("a loyalty ability (606) on a face that isn't a planeswalker is not supported")
    reading = read_effects(m.group(2), ctx, tokens)
    if m.group(1)[1:] == "X" and not re.search(r"\bX\b", m.group(2)):
        raise InvalidActionError("a −X loyalty cost whose effect never names X is not supported")
    ability = {"loyalty": {"cost": m.group(1).replace("−", "-"), "text": text, **reading}}
    return _add_ability(table, ability)


def _additional_cost(cost: str, table: dict[str, Any]) -> str:
    """"As an additional cost to cast this spell, <cost>." (601.2f, 118.8): one cost the
    vocabulary knows, which must be paid as the spell is cast (not "you may ...")."""
    if "," in cost or re.match(r"you may\b", cost, re.I):
        raise InvalidActionError(f"additional cost {cost!r}: only one mandatory cost is understood (601.2f)")
    if "additional_cost" in table:
        raise InvalidActionError("a second additional cost is not supported")
    text = cost[0].upper() + cost[1:]
    Cost.parse_additional(text)
    table["additional_cost"] = text
    return f"additional cost to cast it: {text} (601.2f, 601.2h)"


def _describe(ability: Any) -> str:
    """A keyword ability's short name (its text, or the kind of its table: Equip)."""
    return ability if isinstance(ability, str) else next(iter(ability))


def _add_ability(table: dict[str, Any], ability: Any) -> str:
    """Add an ability the vocabulary accepts; return what it became, for the sentence report."""
    parse_ability(ability)  # the vocabulary's checks: refuse here, naming this sentence
    table.setdefault("abilities", []).append(ability)
    if isinstance(ability, str):
        return f"ability: {ability}"
    (kind, spec), = ability.items()
    shown = {k: v for k, v in spec.items() if k != "text"}
    return f"{kind}: {shown}"


def _merge_spell(table: dict[str, Any], reading: dict[str, Any], text: str) -> None:
    """Add a paragraph of an instant or sorcery to the spell's effects (608.2c: in order)."""
    if "effects" in table and reading.get("targets") and table.get("targets"):
        raise InvalidActionError("a second sentence with its own targets is not supported")
    if "effects" in table and re.search(r"\b(it|its|they|them|that)\b", text, re.I):
        raise InvalidActionError("a later paragraph referring back to an earlier one is not supported")
    table.setdefault("effects", []).extend(reading["effects"])
    if "targets" in reading:
        table["targets"] = reading["targets"]


def _modes(text: str, ctx: Context, table: dict[str, Any], tokens: list[dict[str, Any]]) -> str:
    """A spell's "Choose one —" and its "•" modes (700.2)."""
    first, *bullets = text.split("\n")
    if not ctx.is_spell and _CHOOSE.get(first.lower()) is not None and bullets:
        raise InvalidActionError("modes are understood on instants and sorceries only")
    if (again := _SAME_MODE_AGAIN.fullmatch(first)) and ctx.is_spell:
        # 700.2d: "Choose three. You may choose the same mode more than once."
        first = f"choose {again.group(1)} —"
        table["repeat_modes"] = True
    how_many, at_most = _counts(first, bullets)
    if how_many == 0:
        raise InvalidActionError("\"Choose up to one —\" is understood of a triggered ability only (603.3c)")
    return _choosing(table, _read_modes(bullets, lambda mode: read_effects(mode, ctx, tokens)), how_many, at_most)


def _counts(choose: str, bullets: list[str]) -> tuple[int, int]:
    """How many of the "•" modes a "Choose ... —" phrase chooses: at least, at most (700.2)."""
    counts = _CHOOSE.get(choose.lower())
    if counts is None or not bullets:
        raise InvalidActionError("only \"Choose one —\" (or two, three, one or both, one or more, up to one) with "
                                 "\"•\" modes is understood")
    how_many, at_most = counts[0], counts[1] or len(bullets)
    if len(bullets) < 2 or at_most > len(bullets) or (at_most > max(how_many, 1) and at_most != len(bullets)):
        raise InvalidActionError(f"{choose.rstrip(' —')} of {len(bullets)} modes")
    return how_many, at_most


def _read_modes(bullets: list[str], read_one: Callable[[str], dict[str, Any]]) -> list[dict[str, Any]]:
    """Each "•" mode, read by ``read_one`` without its flavor word (207.2d); a refused mode is named."""
    modes = []
    for b in bullets:
        mode_text = b.lstrip("• ").strip()
        try:
            reading = read_one(_FLAVOR_WORD.sub("", mode_text, count=1))
        except InvalidActionError as e:
            raise InvalidActionError(f"mode \"{mode_text}\": {e}") from None
        modes.append({"text": mode_text, **reading})
    return modes


def _modal_ability(text: str, ctx: Context, table: dict[str, Any], tokens: list[dict[str, Any]]) -> str:
    """A modal activated or triggered ability (700.2): "<cost>: Choose one —" or "<trigger>,
    choose one —" and its "•" modes. Each mode is read as the whole ability would be with that
    mode as its effect ("When ~ dies, <mode>"), so "it" and "that player" mean what they mean in
    the ability; every mode must then read the same trigger event, condition and "you may" as the
    head does with a plain effect, so no mode adds an intervening "if" (603.4) or an optional
    choice of its own. The modes are chosen as it's activated (602.2b) or put on the stack (603.3c)."""
    first, *bullets = text.split("\n")
    head = re.fullmatch(r"(.*?)(, |: )(choose [^,:]*—)", first, re.I | re.S)
    if head is None:
        raise InvalidActionError("only \"<cost>: Choose one —\" and \"<trigger>, choose one —\" with \"•\" modes are "
                                 "understood of modal abilities")
    how_many, at_most = _counts(head.group(3), bullets)
    if head.group(2) == ": " and (split := _cost_split(first, ctx)) is not None and split[1] == head.group(3):
        cost = split[0]
        if how_many == 0:
            raise InvalidActionError("\"Choose up to one —\" is understood of a triggered ability only (603.3c)")
        if Cost.parse(cost).loyalty is not None or _LOYALTY_LIKE.match(first):
            raise InvalidActionError("a modal loyalty ability is not supported")
        modes = _read_modes(bullets, lambda mode: read_effects(mode, ctx, tokens))
        ability: dict[str, Any] = {"cost": cost, "text": text}
        became = _choosing(ability, modes, how_many, at_most)
        _add_ability(table, {"activated": ability})
        return f"activated: {{'cost': {cost!r}}}, {became}"
    if head.group(2) != ", " or ctx.is_spell:
        raise InvalidActionError("only \"<cost>: Choose one —\" and \"<trigger>, choose one —\" with \"•\" modes are "
                                 "understood of modal abilities")
    trigger = head.group(1)

    def event(sentence: str) -> dict[str, Any]:
        reading = read(sentence, ctx, tokens)
        if "triggered" not in reading:
            raise InvalidActionError(f"{trigger!r} is not a trigger the compiler reads")
        return reading["triggered"]

    def rest(ability: dict[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in ability.items() if k not in ("text", "effects", "targets")}

    plain = rest(event(f"{trigger}, draw a card."))

    def one_mode(mode: str) -> dict[str, Any]:
        ability = event(f"{trigger}, {mode}")
        if rest(ability) != plain:
            raise InvalidActionError("a mode that changes the trigger (an \"if\" or \"you may\" of its own) is not supported")
        return {k: ability[k] for k in ("effects", "targets") if k in ability}

    modes = _read_modes(bullets, one_mode)
    ability = {**plain, "text": text}
    became = _choosing(ability, modes, how_many, at_most)
    _add_ability(table, {"triggered": ability})
    return f"triggered: {plain}, {became}"


def _choosing(table: dict[str, Any], modes: list[dict[str, Any]], how_many: int, at_most: int) -> str:
    """Put the modes and how many of them are chosen into a card's or an ability's table (700.2)."""
    table["modes"] = modes
    if how_many != 1:
        table["choose"] = how_many
    if at_most > how_many:
        table["choose_max"] = at_most
        return f"choose {how_many} or {at_most} of {len(modes)} modes (700.2)"
    return f"choose {how_many} of {len(modes)} modes (700.2)"


def _striation(text: str, table: dict[str, Any]) -> str:
    """A leveler's striation (711.2): "LEVEL 2-6", its P/T, then keyword lines."""
    first, *rest = text.split("\n")
    m = _LEVEL.match(first)
    if m is None or not rest or not re.fullmatch(r"\d+/\d+", rest[0]):
        raise InvalidActionError("a striation is \"LEVEL N-M\" then its power/toughness")
    abilities: list[Any] = []
    for line in rest[1:]:
        keywords = _keywords(line)
        if keywords is None or not all(isinstance(k, str) for k in keywords):
            raise InvalidActionError(f"only keywords are understood in a striation, found {line!r}")
        abilities += keywords
    power, toughness = (int(n) for n in rest[0].split("/"))
    level: dict[str, Any] = {"level": m.group(1), "pt": [power, toughness]}
    if abilities:
        level["abilities"] = abilities
    table.setdefault("levels", []).append(level)
    return f"striation: level {m.group(1)}: {power}/{toughness}" + (f", {', '.join(abilities)}" if abilities else "")


def _mana_rider(effect: str, ctx: Context, tokens: list[dict[str, Any]]) -> tuple[str, dict[str, Any]]:
    """A mana ability's text: the mana it adds, and a last sentence that is something else it
    does as it resolves (605.3b), read as effects: "Add {W} or {U}. ~ deals 1 damage to you."
    (a pain land). Without such a sentence, or when the mana text reads as a whole, none."""
    m = re.fullmatch(r"(.+\.)\s+([^.]+\.)", effect.strip())
    if m is None or _produces_mana(effect) or not _produces_mana(m.group(1)):
        return effect, {}
    try:
        reading = read_effects(m.group(2), ctx, tokens)
    except InvalidActionError:
        return effect, {}  # the mana text's own refusal names the sentence
    if "targets" in reading:
        raise InvalidActionError("a mana ability has no target (605.1a)")
    return m.group(1), {"effects": reading["effects"]}


def _produces_mana(effect: str) -> bool:
    """Is this effect one the vocabulary reads as mana production (605.1a: a mana ability)?"""
    try:
        Produce.parse(effect)
    except InvalidActionError:
        return False
    return True


_ACTIVATE_ONLY = re.compile(r"(.*\.) Activate only (as a sorcery|once each turn|during your turn|during your upkeep|"
                            r"during combat|during your turn, before attackers are declared|if ([^.]+))\.")
_ONLY_WHEN = {"as a sorcery": ("sorcery_speed", True), "once each turn": ("once_each_turn", True),
              **{words: ("timing", key) for key, words in ACTIVATION_TIMINGS.items()}}


def _activate_only(effect: str) -> tuple[str, dict[str, Any]]:
    """The effect without its "Activate only ..." (602.5b, 602.5d) and the restriction's keys."""
    m = _ACTIVATE_ONLY.fullmatch(effect)
    if m is None:
        return effect, {}
    if m.group(3):
        Condition.parse(m.group(3))  # refuses a condition no reading knows
        return m.group(1), {"condition": m.group(3)}
    key, value = _ONLY_WHEN[m.group(2)]
    return m.group(1), {key: value}


def _cost_split(text: str, ctx: Context) -> tuple[str, str] | None:
    """(cost, effect) when ``text`` is "<cost>: <effect>" with a cost the vocabulary knows
    (the card's own name in the cost is ``~``: "Sacrifice ~")."""
    if '"' in text.split(":")[0]:
        return None
    cost, sep, effect = text.partition(": ")
    cost = to_tilde(cost, ctx.names)
    if not sep:
        return None
    try:
        Cost.parse(cost)
    except InvalidActionError:
        if re.search(r"\{[^}]+\}", cost):
            raise
        return None
    return cost, effect


_SERVOS = {1: "a 1/1 colorless Servo artifact creature token", 2: "two 1/1 colorless Servo artifact creature tokens",
           3: "three 1/1 colorless Servo artifact creature tokens", 4: "four 1/1 colorless Servo artifact creature tokens"}


def _fabricate(n: int, text: str, ctx: Context, tokens: list[dict[str, Any]]) -> dict[str, Any]:
    """"Fabricate N" (702.123a): "When this permanent enters, you may put N +1/+1 counters on
    it. If you don't, create N 1/1 colorless Servo artifact creature tokens." (One that can't
    get the counters, having left the battlefield, makes the Servos.)"""
    if n not in _SERVOS:
        raise InvalidActionError(f"Fabricate {n}: expected a number from 1 to {max(_SERVOS)} (702.123a)")
    servos = read_effects(f"Create {_SERVOS[n]}.", ctx, tokens)["effects"]
    counters = {"put_counters": {"on": "self", "kind": "+1/+1", "count": n}}
    return {"triggered": {"on": "enters", "what": "self", "text": text,
                          "effects": [{"may_do": {"effects": [counters], "otherwise": servos}}]}}


def _graft(n: int, text: str) -> list[dict[str, Any]]:
    """"Graft N" (702.58a): "This permanent enters with N +1/+1 counters on it" and "Whenever
    another creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1
    counter from this permanent onto that creature." (any player's creature)."""
    if not 1 <= n <= 20:
        raise InvalidActionError(f"Graft {n}: expected a number of counters from 1 (702.58a)")
    move = {"move_counters": {"kind": "+1/+1", "count": 1, "from": "self", "to": "trigger.object"}}
    return [{"replacement": {"replaces": "enters", "counters": {"+1/+1": n}, "text": text}},
            {"triggered": {"on": "enters", "what": "another creature", "optional": True, "text": text,
                           "condition": "this permanent has a +1/+1 counter on it", "effects": [move]}}]


_CARD_NAME = re.compile(r"[A-Z][\w'-]*(?:,? (?:[A-Z][\w'-]*|of|the))*")
"""A card name as Oracle text prints it: capitalised words, with "of", "the" ... and a comma
after the first word of a legendary name ("Krav, the Unredeemed")."""


def _partner_with(name: str, text: str, ctx: Context) -> dict[str, Any]:
    """"Partner with [name]" (702.124j): in a game, the triggered ability "When this permanent
    enters, target player may search their library for a card named [name], reveal it, put it
    into their hand, then shuffle." Its other part, that the two may be commanders together
    (702.124a, 702.124j), changes only Commander deck construction: the sandbox has no Commander
    format, so that part has nothing to act on. One name, not this card's own."""
    name = name.strip()
    if not _CARD_NAME.fullmatch(name) or name.endswith(",") or name in ctx.names or name == "~":
        raise InvalidActionError(f"\"Partner with {name}\": expected one other card's name (702.124j)")
    search = {"who": "target", "optional": True, "filter": "card", "named": name, "reveal": True}
    return {"triggered": {"on": "enters", "what": "self", "targets": "player", "text": text,
                          "effects": [{"search_library": search}]}}


def _keywords(text: str) -> list[Any] | None:
    """The abilities of a line of keywords ("Reach, trample, protection from multicolored")."""
    parts = [p.strip() for p in text.split(",")]
    if re.match(r"escape—", text.strip(), re.I):
        parts = [text.strip()]  # 702.138a: its cost has a comma ("{4}{B}, Exile five other cards ...")
    out: list[Any] = []
    for p in parts:
        low = p.lower()
        if low in vocabulary.KEYWORDS:
            out.append(p.capitalize())
        elif low == "prowess":  # 702.108a: the triggered ability it stands for, one per instance (702.108b)
            out.append({"triggered": {"on": "cast", "by": "you", "what": "noncreature spell", "text": "Prowess",
                                      "effects": [{"pump": {"on": "self", "power": 1, "toughness": 1}}]}})
        elif low == "evolve":  # 702.100a: the triggered ability it stands for, one per instance (702.100d)
            out.append({"triggered": {"on": "enters", "what": "creature you control", "text": "Evolve",
                                      "condition": str(ConditionKind.GREATER_THAN_SELF),
                                      "effects": [{"put_counters": {"on": "self", "kind": "+1/+1", "count": 1}}]}})
        elif low == "totem armor":  # 702.89: umbra armor's former name, the same ability
            out.append("Umbra armor")
        elif low == "training":  # 702.149a: the triggered ability it stands for, one per instance
            out.append({"triggered": {"on": "attacks", "what": "self", "with": "another creature with power greater than ~'s power",
                                      "text": "Training",
                                      "effects": [{"put_counters": {"on": "self", "kind": "+1/+1", "count": 1}}]}})
        elif low == "battle cry":  # 702.91a: the triggered ability it stands for, one per instance (702.91b)
            out.append({"triggered": {"on": "attacks", "what": "self", "text": "Battle cry",
                                      "effects": [{"pump": {"on": "each other attacking creature", "power": 1,
                                                            "toughness": 0}}]}})
        elif low == "mentor":  # 702.134a: the triggered ability it stands for, one per instance
            out.append({"triggered": {"on": "attacks", "what": "self", "text": "Mentor",
                                      "targets": "attacking creature with power less than ~'s power",
                                      "effects": [{"put_counters": {"on": "target", "kind": "+1/+1", "count": 1}}]}})
        elif m := re.fullmatch(r"affinity for (\w+)", p, re.I):  # 702.41a: the static ability it stands for
            out.append({"static": {"text": p, "effects": [{"self_cost_less": 1, "for_each": singular(m.group(1)) + " you control"}]}})
        elif m := re.fullmatch(r"equip (\{[^ ]+\})", low):
            out.append({"activated": {"cost": m.group(1).upper(), "sorcery_speed": True, "targets": "creature you control",
                                      "text": p, "effects": [{"attach": {"what": "self", "to": "target"}}]}})
        elif re.fullmatch(r"(enchant|protection from) .+|(flashback|kicker|multikicker|level up|morph|megamorph|ninjutsu) \{[^ ]+\}", low):
            out.append(p[0].upper() + p[1:])
        elif keyword_texts.expand(p) is not None:  # cycling, typecycling (702.29): the ability they stand for
            out.append(p)
        elif vocabulary.refused_keyword_text(p):
            raise InvalidActionError(vocabulary.refused_keyword_message(str(vocabulary.refused_keyword_text(p))))
        else:
            return None
    return out
