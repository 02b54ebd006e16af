"""The library: search (701.23), look at the top card, scry (701.22), surveil (701.25), mill (701.13)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, v_args

from sandbox.cards.oracle.families.base import Base, filter_text, singular, word_number
from sandbox.errors import InvalidActionError


class LibraryFamily(Base):
    """The builders of the library family's grammar rules (library.lark)."""

    def search_library(self, args: list[Any]) -> dict[str, Any]:
        phrase = next(str(a) for a in args if isinstance(a, Token) and a.type == "PHRASE")
        to = next(str(a) for a in args if isinstance(a, Token) and a.type == "SEARCH_TO").lower()
        plural = any(isinstance(a, Token) and a.type == "NUMBER" for a in args)
        spec: dict[str, Any] = _search_filter(phrase, plural=plural)
        if to != "into your hand":
            spec["to"] = "battlefield"
        if to.endswith("tapped"):
            spec["tapped"] = True
        if "reveal" in args:
            spec["reveal"] = True  # 701.20a: every player sees the card found
        return {"search_library": spec}  # 701.23a

    def search_up_to(self, args: list[Any]) -> dict[str, Any]:
        n = next(str(a) for a in args if isinstance(a, Token) and a.type == "NUMBER")
        count = word_number(n)
        if not isinstance(count, int) or count < 2:
            raise InvalidActionError(f"\"up to {n}\" with \"them\" is not understood")
        table = self.search_library(args)
        table["search_library"]["count"] = count
        return table

    def search_split(self, args: list[Any]) -> dict[str, Any]:
        phrase = next(str(a) for a in args if isinstance(a, Token) and a.type == "PHRASE")
        # Cultivate: of the (up to) two found, one enters tapped, the other goes to the hand
        return {"search_library": {"filter": filter_text(phrase), "count": 2, "to": "split", "reveal": True}}

    def search_to_top(self, args: list[Any]) -> dict[str, Any]:
        # Vampiric Tutor: the card found stays in the library; the rest is shuffled and it goes
        # on top (701.23a, 701.24a)
        table = self.search_library([*args, Token("SEARCH_TO", "into your hand")])
        table["search_library"]["to"] = "top"
        return table

    def search_to_graveyard(self, args: list[Any]) -> dict[str, Any]:
        # Entomb: the card found goes into your graveyard (701.23a), then you shuffle
        table = self.search_library([*args, Token("SEARCH_TO", "into your hand")])
        table["search_library"]["to"] = "graveyard"
        return table

    def search_up_to_graveyard(self, args: list[Any]) -> dict[str, Any]:
        table = self.search_up_to([*args, Token("SEARCH_TO", "into your hand")])
        table["search_library"]["to"] = "graveyard"
        return table

    def reveal_one(self, _: list) -> str:
        return "reveal"

    def reveal_them(self, _: list) -> str:
        return "reveal"

    @v_args(inline=True)
    def scry(self, n: Token) -> dict[str, Any]:
        return {"scry": {"count": word_number(str(n))}}  # 701.22a

    @v_args(inline=True)
    def surveil(self, n: Token) -> dict[str, Any]:
        return {"surveil": {"count": word_number(str(n))}}  # 701.25a

    def mill(self, args: list[Any]) -> dict[str, Any]:
        return {"mill": {**self._who(args[:-1]), "count": args[-1]}}  # 701.13a

    @v_args(inline=True)
    def look_top_n(self, n: Token) -> dict[str, Any]:
        return {"part": "look", "count": word_number(str(n))}

    @v_args(inline=True)
    def take_one(self, n: Token, rest: str) -> dict[str, Any]:
        return {"part": "take", "take": _take_count(n), "rest": rest}

    @v_args(inline=True)
    def take_one_other(self, n: Token, rest: str) -> dict[str, Any]:
        return {"part": "take", "take": _take_count(n), "rest": rest, "one_other": True}

    @v_args(inline=True)
    def dig_rest(self, order: Token) -> str:
        return _rest(order)

    def other_bottom(self, _: list) -> str:
        return "bottom_any"  # one card: no order

    def dig_rest_graveyard(self, _: list) -> str:
        return "graveyard"

    def take_revealed(self, args: list[Any]) -> dict[str, Any]:
        phrase = next(str(a) for a in args if isinstance(a, Token) and a.type == "PHRASE")
        return {"part": "take", "take": 1, "filter": filter_text(phrase), "optional": True, "after_look": True}

    @v_args(inline=True)
    def rest_on_bottom(self, order: Token) -> dict[str, Any]:
        return {"part": "rest", "rest": _rest(order)}

    @v_args(inline=True)
    def arrange_top(self, n: Token) -> dict[str, Any]:
        count = word_number(str(n))
        if count == 1 or str(n).lower() in ("a", "an"):
            raise InvalidActionError("\"the top one card\" is not how a card is looked at")
        return {"arrange_top": {"count": count}}  # 401.4: the player orders them

    def may_shuffle(self, _: list) -> dict[str, Any]:
        return {"may_shuffle_part": True}

    @v_args(inline=True)
    def hand_to_top_one(self, n: Token) -> dict[str, Any]:
        if str(n).lower() not in ("a", "one"):
            raise InvalidActionError(f"\"put {n} card from your hand\": the number and noun don't agree")
        return {"hand_to_top": {"count": 1}}  # 401.4

    @v_args(inline=True)
    def hand_to_top_many(self, n: Token, order: Token) -> dict[str, Any]:
        count = word_number(str(n))
        if not isinstance(count, int) or count < 2:
            raise InvalidActionError(f"\"put {n} cards from your hand\": the number and noun don't agree")
        if str(order).lower() != "in any order":
            raise InvalidActionError("cards put on top of a library from a hand are put in any order (401.4)")
        return {"hand_to_top": {"count": count}}  # 401.4

    def reveal_top(self, _: list) -> dict[str, Any]:
        return {"reveal_part": "reveal"}

    def reveal_if(self, args: list[Any]) -> dict[str, Any]:
        phrase = next(str(a) for a in args if isinstance(a, Token) and a.type == "PHRASE")
        to = next(str(a) for a in args if isinstance(a, Token) and a.type == "TOP_TO")
        return {"reveal_part": "if", "filter": filter_text(phrase), "to": _top_to(to)}

    def reveal_otherwise(self, args: list[Any]) -> dict[str, Any]:
        to = next(str(a) for a in args if isinstance(a, Token) and a.type == "TOP_TO")
        return {"reveal_part": "otherwise", "to": _top_to(to)}

    @v_args(inline=True)
    def reveal_top_n(self, n: Token) -> dict[str, Any]:
        return {"part": "look", "count": word_number(str(n)), "reveal": True}

    def draw_next_upkeep(self, _: list) -> dict[str, Any]:
        # 603.7: a delayed triggered ability; its controller (the controller of the spell or
        # ability that made it, 603.7d) draws. An upkeep already begun isn't "the next turn's"
        # (its beginning has passed: the next upkeep event is the next turn's, 503.1).
        return {"delayed": {"at": "upkeep", "whose": "each", "text": "At the beginning of the next turn's upkeep, draw a card.",
                            "effects": [{"draw": {"count": 1}}]}}

    @v_args(inline=True)
    def to_library_top(self, what: str) -> dict[str, Any]:
        return self._to_library(what, "top")

    @v_args(inline=True)
    def to_library_bottom(self, what: str) -> dict[str, Any]:
        return self._to_library(what, "bottom")

    @v_args(inline=True)
    def to_your_library_top(self, what: str) -> dict[str, Any]:
        return self._to_library(what, "top", yours=True)

    @v_args(inline=True)
    def to_your_library_bottom(self, what: str) -> dict[str, Any]:
        return self._to_library(what, "bottom", yours=True)

    def _to_library(self, what: str, position: str, *, yours: bool = False) -> dict[str, Any]:
        # One object: several put at once would be ordered by their owner (401.4), not done here.
        if what not in ("target", "self"):
            raise InvalidActionError("putting into a library is understood for one target object or this one")
        words = " ".join(self._target_words(what)).lower()
        if what == "target" and (words.startswith(("up to", "any number")) or words.split()[:1] in (["two"], ["three"])):
            raise InvalidActionError("several objects put into a library are ordered by their owner (401.4): not supported")
        if yours and (what != "target" or "from your graveyard" not in words):
            # "your library" is the owner's only for a card in your own graveyard (400.3)
            raise InvalidActionError("\"on top of your library\" is understood for a target card in your graveyard")
        return {"to_library": {"what": what, "position": position}}

    @v_args(inline=True)
    def shuffle_into(self, what: str) -> dict[str, Any]:
        if what not in ("target", "self"):
            raise InvalidActionError("shuffling into a library is understood for one target object or this one")
        words = " ".join(self._target_words(what)).lower()
        if what == "target" and words.startswith(("up to", "any number")):
            raise InvalidActionError("shuffling several objects into libraries is not supported")
        return {"to_library": {"what": what, "position": "shuffle"}}  # 701.24a

    @v_args(inline=True)
    def reveal_all(self, phrase: Token, rest: str) -> dict[str, Any]:
        text = str(phrase)
        if not text.lower().endswith("cards") or re.search(r"\b(and|or)\b", text, re.I) or "," in text:
            raise InvalidActionError(f"'all {text} revealed this way': one plural quality of cards is understood")
        return {"part": "all", "filter": filter_text(singular(text)), "rest": rest}

    def reveal_may_put(self, args: list[Any]) -> dict[str, Any]:
        phrase = next(str(a) for a in args if isinstance(a, Token) and a.type == "PHRASE")
        return {"part": "take", "take": 1, "filter": filter_text(phrase), "optional": True, "after_reveal": True}

    def rest_graveyard(self, _: list) -> dict[str, Any]:
        return {"part": "rest", "rest": "graveyard"}

    def mill_any_rest_top(self, _: list) -> dict[str, Any]:
        return {"part": "mill_any"}

    @v_args(inline=True)
    def look_top_of(self, who: str) -> dict[str, Any]:
        return {"look_at_top": {"who": _one_target_player(who)}}

    @v_args(inline=True)
    def arrange_top_of(self, n: Token, who: str) -> dict[str, Any]:
        table = self.arrange_top(n)
        table["arrange_top"]["who"] = _one_target_player(who)
        return table

    def may_have_shuffle(self, _: list) -> dict[str, Any]:
        return {"may_shuffle_part": "that player"}

    def may_mill_that(self, _: list) -> dict[str, Any]:
        return {"may_mill_that": True}

    def piles(self, _: list) -> dict[str, Any]:
        raise InvalidActionError("separating cards into piles and choosing a pile (700.3) is not supported: "
                                 "the engine has no pile decision")

    def look_top(self, _: list) -> dict[str, Any]:
        return {"look_at_top": {}}

    def may_exile(self, _: list) -> dict[str, Any]:
        return {"may_exile_that": True}


def join_look_and_exile(effects: list[Any], _text: str = "") -> list[Any]:
    """"Look at the top card of your library. You may exile that card." is one effect."""
    out: list[Any] = []
    for e in effects:
        if e == {"may_exile_that": True}:
            if not out or out[-1] != {"look_at_top": {}}:
                raise InvalidActionError("\"You may exile that card\" follows \"Look at the top card of your library\"")
            out[-1] = {"look_at_top": {"may_exile": True}}
        elif e == {"may_mill_that": True}:
            if not out or out[-1] != {"look_at_top": {"who": "target"}}:
                raise InvalidActionError("\"You may put that card into their graveyard\" follows \"Look at the top card of "
                                         "target player's library\"")
            out[-1] = {"look_at_top": {"who": "target", "may_mill": True}}
        else:
            out.append(e)
    return out


_NAMED = re.compile(r"(cards?) named (~|[A-Z][A-Za-z'-]*(?: (?:[A-Z][A-Za-z'-]*|of|the))*)")


def _search_filter(phrase: str, *, plural: bool) -> dict[str, Any]:
    """What a search looks for: a filter, or "card(s) named <name>" (by name: this object's
    own, "~", or another card's, 201.2)."""
    m = _NAMED.fullmatch(phrase)
    if m is None:
        if " named " in f" {phrase} ":
            raise InvalidActionError(f"'{phrase}': only \"a card named <one name>\" is understood")
        return {"filter": filter_text(phrase)}
    if (m.group(1) == "cards") != plural:
        raise InvalidActionError(f"'{phrase}': the number and the noun don't agree")
    return {"filter": "card", "named": "self" if m.group(2) == "~" else m.group(2)}


def _one_target_player(who: str) -> str:
    if who != "target":
        raise InvalidActionError("another player's library is understood for the one target player")
    return who


def _top_to(text: str) -> str:
    low = text.lower()
    return {"into your hand": "hand", "into your graveyard": "graveyard", "onto the battlefield": "battlefield",
            "onto the battlefield tapped": "battlefield_tapped"}[low]


def join_arrange(effects: list[Any], _text: str = "") -> list[Any]:
    """"You may shuffle." belongs to the "look at the top N cards ..., then put them back in any
    order" just before it (the player may shuffle after arranging, 701.24a)."""
    out: list[Any] = []
    for e in effects:
        if isinstance(e, dict) and "may_shuffle_part" in e:
            theirs = e["may_shuffle_part"] == "that player"
            prev = out[-1] if out and isinstance(out[-1], dict) else {}
            if "arrange_top" not in prev or prev["arrange_top"].get("may_shuffle") or ("who" in prev["arrange_top"]) != theirs:
                raise InvalidActionError("\"You may shuffle\" / \"You may have that player shuffle\" follows \"look at the top N "
                                         "cards of your / target player's library, then put them back\"")
            out[-1] = {"arrange_top": {**prev["arrange_top"], "may_shuffle": True}}
        else:
            out.append(e)
    return out


def join_reveal_top(effects: list[Any], _text: str = "") -> list[Any]:
    """"Reveal the top card of your library." + "If it's a <quality>, put it <zone>." [+
    "Otherwise, put that card <zone>."]: one reveal_top effect; parts out of that order, or
    left over, are refused."""
    out: list[Any] = []
    i = 0
    while i < len(effects):
        e = effects[i]
        if not (isinstance(e, dict) and "reveal_part" in e):
            out.append(e)
            i += 1
            continue
        if e["reveal_part"] != "reveal" or i + 1 >= len(effects) or not isinstance(effects[i + 1], dict) \
                or effects[i + 1].get("reveal_part") != "if":
            raise InvalidActionError("\"If it's a ...\" needs the \"reveal the top card of your library\" just before it")
        cond = effects[i + 1]
        spec: dict[str, Any] = {"filter": cond["filter"], "then": cond["to"]}
        i += 2
        if i < len(effects) and isinstance(effects[i], dict) and effects[i].get("reveal_part") == "otherwise":
            spec["otherwise"] = effects[i]["to"]
            i += 1
        out.append({"reveal_top": spec})
    return out


def _take_count(n: Token) -> int:
    count = word_number(str(n))
    if not isinstance(count, int) or count < 1 or str(n).lower() in ("a", "an"):
        raise InvalidActionError(f"\"put {n} of them into your hand\" is not understood")
    return count


def _rest(order: Token) -> str:
    return "bottom_random" if "random" in str(order).lower() else "bottom_any"


def join_dig(effects: list[Any], _text: str = "") -> list[Any]:
    """"Look at the top N cards of your library." + what is taken ("Put one of them into your
    hand", "You may reveal a <quality> card from among them and put it into your hand") + where
    the rest go: one ``dig`` effect. Parts out of that order, or left over, are refused."""
    out: list[Any] = []
    i = 0
    while i < len(effects):
        e = effects[i]
        if not (isinstance(e, dict) and "part" in e):
            out.append(e)
            i += 1
            continue
        parts = [e]
        while i + len(parts) < len(effects) and isinstance(effects[i + len(parts)], dict) and "part" in effects[i + len(parts)]:
            parts.append(effects[i + len(parts)])
        i += len(parts)
        out.append(_dig(parts))
    return out


def _dig(parts: list[dict[str, Any]]) -> dict[str, Any]:
    kinds = [p["part"] for p in parts]
    look = parts[0]
    revealed = bool(look.get("reveal"))
    if kinds == ["look", "all"] and revealed:  # 701.20a: every revealed card with the quality
        spec: dict[str, Any] = {"count": look["count"], "filter": parts[1]["filter"]}
        if parts[1]["rest"] != "bottom_any":
            spec["rest"] = parts[1]["rest"]
        return {"reveal_take_all": spec}
    if kinds == ["look", "mill_any"] and not revealed:
        return {"look_mill_any": {"count": look["count"]}}
    if kinds not in (["look", "take"], ["look", "take", "rest"]):
        raise InvalidActionError("\"look at / reveal the top N cards\" needs what is put into your hand and where the rest go")
    take = parts[1]
    if take.get("after_reveal") and not revealed or take.get("after_look") and revealed:
        raise InvalidActionError("\"from among them\" doesn't fit how the cards were seen (looked at or revealed)")
    n = take.get("take", 1)
    if isinstance(look["count"], int) and look["count"] <= n:
        raise InvalidActionError("more cards are taken than are looked at")
    if take.get("one_other") and look["count"] != n + 1:
        raise InvalidActionError("\"the other\" is one card: one more than are put into your hand is looked at")
    if not take.get("one_other") and isinstance(look["count"], int) and look["count"] == n + 1:
        raise InvalidActionError("\"the rest\" of one card is \"the other\"")
    if ("rest" in take) == (len(parts) == 3):
        raise InvalidActionError("where the rest of the cards go is said once")
    spec = {"count": look["count"], "take": n}
    if revealed:
        spec["reveal"] = True
    for key in ("filter", "optional"):
        if key in take:
            spec[key] = take[key]
    rest = take.get("rest") or parts[2]["rest"]
    if rest != "bottom_any":
        spec["rest"] = rest
    return {"dig": spec}
