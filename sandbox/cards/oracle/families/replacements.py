"""Replacement effects (614): entering tapped or with counters, doublers (614.1)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, v_args

from sandbox.cards.oracle.families.base import Base, filter_text, multiplier, read_condition, singular, word_number
from sandbox.errors import InvalidActionError


class ReplacementsFamily(Base):
    """The builders of the replacements family's grammar rules (replacements.lark)."""

    @v_args(inline=True)
    def replacement(self, spec: dict[str, Any]) -> dict[str, Any]:
        return {"replacement": {**spec, "text": self.text}}

    def enters_tapped(self, _: list) -> dict[str, Any]:
        return {"replaces": "enters", "tapped": True}

    @v_args(inline=True)
    def enters_tapped_unless(self, condition: Token) -> dict[str, Any]:
        """"~ enters tapped unless you control two or fewer other lands." (614.1c): the condition
        is checked as it would enter; permanents entering with it aren't on the battlefield yet."""
        text = str(condition).strip()
        read_condition(text)  # refuses what no condition reads
        return {"replaces": "enters", "tapped": True, "unless": text}

    @v_args(inline=True)
    def enters_tapped_if(self, condition: Token) -> dict[str, Any]:
        """"If you control two or more other lands, ~ enters tapped." (614.1c)"""
        text = str(condition).strip()
        read_condition(text)
        return {"replaces": "enters", "tapped": True, "if": text}

    @v_args(inline=True)
    def enters_tapped_unless_life(self, n: Token) -> dict[str, Any]:
        """"As ~ enters, you may pay 2 life. If you don't, it enters tapped." (614.12, 119.4)"""
        life = word_number(str(n))
        if not isinstance(life, int) or life < 1:
            raise InvalidActionError("only a fixed amount of life to pay is understood")
        return {"replaces": "enters", "tapped": True, "unless_pay_life": life}

    @v_args(inline=True)
    def enters_with_counters(self, n: Token, kind: Token) -> dict[str, Any]:
        return {"replaces": "enters", "counters": {str(kind): word_number(str(n))}}

    @v_args(inline=True)
    def enters_with_counters_per_kick(self, kind: Token) -> dict[str, Any]:
        """"~ enters with a +1/+1 counter on it for each time it was kicked." (702.33c, 614.1c)"""
        return {"replaces": "enters", "counters": {str(kind): 1}, "per_kick": True}

    @v_args(inline=True)
    def enters_tapped_with_counters(self, n: Token, kind: Token) -> dict[str, Any]:
        """"~ enters tapped with two charge counters on it": one replacement, both at once (614.1c, 122.6)."""
        return {"replaces": "enters", "tapped": True, "counters": {str(kind): word_number(str(n))}}

    @v_args(inline=True)
    def as_enters_choose(self, choice: Token) -> dict[str, Any]:
        return {"replaces": "enters", "choose": str(choice).lower().split(" ", 1)[1]}

    @v_args(inline=True)
    def kicked_enters_with_counters(self, n: Token, kind: Token) -> dict[str, Any]:
        return {"replaces": "enters", "kicked": True, "counters": {str(kind): word_number(str(n))}}

    @v_args(inline=True)
    def escapes_with_counters(self, n: Token, kind: Token) -> dict[str, Any]:
        """"~ escapes with N <kind> counters on it" (702.138c): "If this permanent escaped, it
        enters with N <kind> counters on it" (escaped: cast with escape, 702.138b)."""
        count = word_number(str(n))
        if not isinstance(count, int):
            raise InvalidActionError(f"\"escapes with {n} counters\": expected a number of counters (702.138c)")
        return {"replaces": "enters", "escaped": True, "counters": {str(kind): count}}

    @v_args(inline=True)
    def others_enter_with_counter(self, phrase: Token, kind: Token) -> dict[str, Any]:
        return {"replaces": "others_enter", "what": filter_text(singular(str(phrase))), "counters": {str(kind): 1}}

    @v_args(inline=True)
    def as_enters_turn_face_down(self, phrase: Token) -> dict[str, Any]:
        """"As ~ enters, turn all other nontoken creatures face down." (614.12, 708.2): only a group
        of other permanents ("all other <plural>"), turned face down as it enters."""
        words = str(phrase).split()
        if not words or words[0].lower() != "other" or singular(str(phrase)) == str(phrase):
            raise InvalidActionError("\"turn all ... face down\" is read for \"all other <plural>\" only")
        return {"replaces": "enters", "turn_face_down": filter_text(singular(str(phrase)))}

    def as_enters_becomes_day(self, _: list) -> dict[str, Any]:
        """"If it's neither day nor night, it becomes day as ~ enters." (726, 614.12): only as
        it enters, and only if the game is neither day nor night."""
        return {"replaces": "enters", "becomes_day": True}

    @v_args(inline=True)
    def tokens_multiply(self, times: Token) -> dict[str, Any]:
        return {"replaces": "tokens", "multiply": multiplier(times)}

    def effect_counters_multiply(self, args: list[Any]) -> dict[str, Any]:
        phrase, times = (a for a in args if isinstance(a, Token))
        return {"replaces": "counters", "on": filter_text(str(phrase)), "multiply": multiplier(times), "effect_only": True}

    def counters_multiply(self, args: list[Any]) -> dict[str, Any]:
        kind, phrase, times, kind_again = (a for a in args if isinstance(a, Token))
        if str(kind) != str(kind_again):
            raise InvalidActionError("the counters put instead are of another kind")
        return {"replaces": "counters", "on": filter_text(str(phrase)), "kind": str(kind), "multiply": multiplier(times)}

    def counters_plus_one(self, args: list[Any]) -> dict[str, Any]:
        kind, phrase, kind_again = (a for a in args if isinstance(a, Token))
        if str(kind) != str(kind_again):
            raise InvalidActionError("the counters put instead are of another kind")
        return {"replaces": "counters", "on": filter_text(str(phrase)), "kind": str(kind), "plus": 1}

    def any_counters_plus_one(self, args: list[Any]) -> dict[str, Any]:
        phrase = next(a for a in args if isinstance(a, Token))
        return {"replaces": "counters", "on": filter_text(str(phrase)), "plus": 1}

    def discard_instead(self, args: list[Any]) -> dict[str, Any]:
        phrase = next(a for a in args if isinstance(a, Token))
        return {"replaces": "enters", "discard_instead": filter_text(str(phrase))}

    def as_enters_choose_color(self, _: list) -> dict[str, Any]:
        return {"replaces": "enters", "choose_color": True}

    @v_args(inline=True)
    def you_multiply(self, times: Token) -> dict[str, Any]:
        return {"replaces": "mana", "multiply": multiplier(times), "whose": "you"}

    @v_args(inline=True)
    def becomes_mana(self, phrase: Token, mana: Token) -> dict[str, Any]:
        m = re.fullmatch(r"\{([WUBRGC])\}", str(mana).strip())
        if not m:
            raise InvalidActionError("only one mana symbol (\"it produces {B} instead\") is understood")
        return {"replaces": "mana", "what": filter_text(str(phrase)), "whose": "any", "becomes": m.group(1)}

    # ------------------------------------------------------------ put into a graveyard: exiled instead (614.1a)

    def self_graveyard_exile(self, _: list) -> dict[str, Any]:
        """"If ~ would be put into a graveyard from anywhere, exile it instead." (614.1a, 614.6):
        from every zone, the stack and a hand and a library too ("from anywhere", 113.6)."""
        return {"replaces": "graveyard", "what": "self"}

    def self_dies_exile(self, _: list) -> dict[str, Any]:
        """"If ~ would die, exile it instead." (614.1a, 700.4: from the battlefield only)."""
        return {"replaces": "graveyard", "what": "self", "dies": True}

    def all_graveyard_exile(self, _: list) -> dict[str, Any]:
        """Rest in Peace: "If a card or token would be put into a graveyard from anywhere, exile
        it instead." (614.1a): every object, every graveyard."""
        return {"replaces": "graveyard", "what": "card or token"}

    def cards_graveyard_exile(self, args: list[Any]) -> dict[str, Any]:
        """Leyline of the Void: "If a card would be put into an opponent's graveyard from anywhere,
        exile it instead."; "If an instant or sorcery card would be put into a graveyard from
        anywhere, ..." (614.1a): cards only (a token isn't a card, 108.2), into any graveyard or
        an opponent's (a card goes to its owner's graveyard, 404.2)."""
        phrase, whose = (a for a in args if isinstance(a, Token))
        words = str(phrase).split()
        if not words or words[-1].lower() != "card" or "or token" in str(phrase).lower():
            raise InvalidActionError(f"'a {phrase} would be put into a graveyard': only \"a <kind> card\" is read")
        rest = " ".join(words[:-1])
        if re.search(r"\b(?:you|your|opponent|controls?|owns?|named|other|another|that|this)\b", rest, re.I):
            raise InvalidActionError(f"'a {phrase}': a card's kind only (where it goes is said by whose graveyard)")
        spec = {"replaces": "graveyard", "what": filter_text(f"{rest} card" if rest else "card"), "cards_only": True}
        return {**spec, "whose": "opponent"} if str(whose).lower().startswith("an opponent") else spec

    def dies_exile(self, args: list[Any]) -> dict[str, Any]:
        """"If a creature an opponent controls would die, exile it instead." / "If another creature
        would die, ..." (614.1a, 700.4): a permanent of the filter, as it is on the battlefield."""
        article, phrase = (a for a in args if isinstance(a, Token))
        text = str(phrase)
        if singular(text) != text or not re.search(r"\bcreatures?\b", text, re.I) \
                or re.search(r"\b(?:dealt|this turn|blocked|blocking|attacking|that|card)\b", text, re.I):
            raise InvalidActionError(f"'{article} {text} would die': a creature of a plain filter only")
        what = ("other " if str(article).lower() == "another" else "") + text
        return {"replaces": "graveyard", "what": filter_text(what), "dies": True}
