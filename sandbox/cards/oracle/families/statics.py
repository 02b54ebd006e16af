"""Static abilities (604, 611): anthems, granted abilities, restrictions, type changes."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, v_args

from sandbox.cards.filters import Filter
from sandbox.cards.model import Amount, Condition, ConditionKind
from sandbox.cards.oracle.families.base import (
    Base,
    attached_noun,
    card_types_of,
    counted_filter_text,
    filter_text,
    keyword_list,
    parse_pt,
    singular,
    word_number,
    x_amount,
)
from sandbox.cards.typeline import BASIC_LAND_MANA
from sandbox.errors import InvalidActionError
from sandbox.symbols import parse_cost


def _its_own(per: str, affects: str) -> str:
    """"~ gets +2/+2 for each Aura attached to it": "it" is this object only when it is the one
    that gets the bonus ("Equipped creature gets ... attached to it" is the equipped creature's;
    "Each creature you control gets ... attached to it" each creature's own: left refused)."""
    if affects == "self" and re.search(r"\battached to it$", per, re.I):
        return per[: -len("it")] + "~"
    return per


class StaticsFamily(Base):
    """The builders of the statics family's grammar rules (statics.lark)."""

    @v_args(inline=True)
    def static_line(self, effect: dict[str, Any]) -> dict[str, Any]:
        if effect.get("affects") == _IT:
            raise InvalidActionError("'it' names nothing here: it is read only after \"As long as ~ ...,\"")
        if effect.get("affects") == _PAIRED:
            raise InvalidActionError("'both creatures' / 'each of those creatures' is read only after \"As long as ~ is "
                                     "paired with another creature,\" (702.95a)")
        return {"static": {"text": self.text, "effects": [effect]}}

    @v_args(inline=True)
    def cda_each(self, phrase: Token) -> dict[str, Any]:
        """"~'s power and toughness are each equal to <amount>" (604.3, 208.2a): a
        characteristic-defining ability; the card must print "*/*"."""
        amount, plus = self._cda_amount(str(phrase))
        self._printed_star("power", plus)
        self._printed_star("toughness", plus)
        return self._cda([amount, amount], [plus, plus])

    @v_args(inline=True)
    def cda_power(self, phrase: Token) -> dict[str, Any]:
        """"~'s power is equal to <amount>" (604.3): the toughness is the printed number."""
        amount, plus = self._cda_amount(str(phrase))
        self._printed_star("power", plus)
        toughness = self.ctx.toughness
        if toughness is None or not toughness.isdigit():
            raise InvalidActionError(f"\"~'s power is equal to ...\" with a printed toughness {toughness!r}")
        return self._cda([amount, int(toughness)], [plus, 0])

    @v_args(inline=True)
    def cda_power_toughness_plus(self, phrase: Token, n: Token) -> dict[str, Any]:
        """"~'s power is equal to <amount> and its toughness is equal to that number plus N"
        (604.3): Tarmogoyf's "*/1+*"."""
        amount, plus = self._cda_amount(str(phrase))
        more = word_number(str(n))
        if plus or not isinstance(more, int):
            raise InvalidActionError("\"that number plus N\" is read only after a plain count and with a number")
        self._printed_star("power", 0)
        self._printed_star("toughness", more)
        return self._cda([amount, amount], [0, more])

    def _cda(self, pt: list[Any], plus: list[int]) -> dict[str, Any]:
        return {"cda_pt": pt, **({"cda_plus": plus} if any(plus) else {})}

    def _printed_star(self, key: str, plus: int) -> None:
        """The printed value a characteristic-defining P/T must fit: "*", or "N+*" for "N plus"."""
        printed = getattr(self.ctx, key)
        if printed != ("*" if plus == 0 else f"{plus}+*"):
            raise InvalidActionError(f"a characteristic-defining {key} with a printed {key} of {printed!r} (208.2a)")

    def _cda_amount(self, phrase: str) -> tuple[Any, int]:
        """"the number of <filter>", "the number of card types among cards in all graveyards"
        (205.2a), "your devotion to <color>", with "N plus" before it."""
        plus = 0
        if m := re.fullmatch(r"(\d+|one|two|three|four|five) plus (.+)", phrase, re.I):
            n = word_number(m.group(1))
            assert isinstance(n, int)
            plus, phrase = n, m.group(2)
        phrase = re.sub(r"\bin all graveyards$", "in a graveyard", phrase, flags=re.I)
        if m := re.fullmatch(r"the number of card types among (.+)", phrase, re.I):
            return {"card_types": filter_text(singular(m.group(1)))}, plus
        if not re.match(r"the number of |your devotion to ", phrase, re.I):
            raise InvalidActionError(f"a characteristic-defining amount {phrase!r} is not understood")
        return x_amount(phrase), plus

    @v_args(inline=True)
    def as_long_as_first(self, condition: Token, effect: dict[str, Any]) -> dict[str, Any]:
        """"As long as ~ is equipped, it gets +1/+1." (611.3a): "it" is this object only when
        the condition names it."""
        text = str(condition).strip()
        if effect.get("affects") == _PAIRED:
            # "As long as ~ is paired with another creature, both creatures have lifelink." (702.95a):
            # this creature and the one it's paired with, while the pairing holds (702.95e)
            if text.lower() != "~ is paired with another creature":
                raise InvalidActionError(f"'both creatures' after \"As long as {text},\": read only after \"As long as ~ "
                                         "is paired with another creature,\" (702.95a)")
            if set(effect) - {"affects", "modify_pt", "add_abilities"}:
                raise InvalidActionError("soulbond's paired creatures: only a P/T bonus and keywords are read (702.95a)")
            return {"static": {"text": self.text, "effects": [effect]}}
        if effect.get("affects") == _IT:
            host = re.match(r"(enchanted|equipped) (?:creature|permanent|land|artifact) is ", text, re.I)
            if host:
                # "As long as enchanted creature is white, it gets +1/+2": "it" is the host the
                # condition names (303.4, 301.5), affected while it matches (611.3a)
                effect = {**effect, "affects": host.group(1).lower()}
            elif not text.startswith("~ "):
                raise InvalidActionError("'it' after \"As long as ...,\" is read only when the condition names ~ "
                                         "or the enchanted or equipped object")
            else:
                effect = {k: v for k, v in effect.items() if k != "affects"}
        return self._as_long_as(text, effect)

    @v_args(inline=True)
    def as_long_as_quoted(self, condition: Token, effect: dict[str, Any]) -> dict[str, Any]:
        """"As long as ~ is paired with another creature, each of those creatures has "<ability>"."
        (702.95a): the granted ability, read only for soulbond's paired creatures."""
        if effect.get("affects") != _PAIRED:
            raise InvalidActionError("\"As long as ..., <object> has \"<ability>\"\" is read only of soulbond's paired "
                                     "creatures (702.95a)")
        return self.as_long_as_first(condition, effect)

    @v_args(inline=True)
    def as_long_as_last(self, effect: dict[str, Any], condition: Token) -> dict[str, Any]:
        """"~ gets +0/+3 as long as it's untapped." (611.3a): "it" is the subject, read only
        when that is this object."""
        if effect.get("affects") == _IT:
            raise InvalidActionError("'it' names nothing here: it is read only after \"As long as ~ ...,\"")
        text = str(condition).strip()
        if re.match(r"it\b", text) and effect.get("affects") in ("enchanted", "equipped") \
                and (m := re.fullmatch(r"it(?:'s| is) (.+)", text)):
            # "Enchanted creature gets +1/+2 as long as it's white." (611.3a): "it" is the host
            text = f"{effect['affects']} permanent is {m.group(1)}"
        elif re.match(r"it\b", text) and not re.fullmatch(r"it's (?:not )?your turn", text):
            if effect.get("affects", "self") != "self":
                raise InvalidActionError("'it' in \"as long as it ...\" is read only when the subject is ~")
            text = re.sub(r"^it(?:'s| is)", "~ is", text).replace("it has", "~ has", 1)
        return self._as_long_as(text, effect)

    def cant_attack_unless(self, args: list[Any]) -> dict[str, Any]:
        """"~ can't attack unless defending player controls an Island." (508.1c): a restriction
        that applies as long as the condition is false, checked as attackers are declared."""
        return self._unless(args, {"affects": self._affects(args[0]), "cant_attack": True})

    def cant_block_unless(self, args: list[Any]) -> dict[str, Any]:
        """"~ can't block unless you control another Minotaur." (509.1b)"""
        return self._unless(args, {"affects": self._affects(args[0]), "cant_block": True})

    def _unless(self, args: list[Any], effect: dict[str, Any]) -> dict[str, Any]:
        text = str(next(a for a in args if isinstance(a, Token) and a.type == "CONDITION")).strip()
        # "unless <it holds>" is "as long as <it doesn't>": read only where the opposite is a condition too
        m = re.fullmatch(r"(defending player controls|you control) (an?|another) (.+)", text, re.I)
        if not m:
            raise InvalidActionError(f"\"unless {text}\": only \"unless you control / defending player controls a <filter>\" is read")
        negated = f"{m.group(1)} no {'other ' if m.group(2).lower() == 'another' else ''}{m.group(3)}"
        if effect.get("affects") == _IT:
            raise InvalidActionError("'it' names nothing here")
        if effect.get("affects") == "self":
            effect = {k: v for k, v in effect.items() if k != "affects"}
        return self._as_long_as(negated, effect)

    def _as_long_as(self, text: str, effect: dict[str, Any]) -> dict[str, Any]:
        if "cda_pt" in effect:
            raise InvalidActionError("a characteristic-defining ability is never conditional (604.3a)")
        if any(str(a).lower() == "changeling" for a in effect.get("add_abilities", ())):
            # 604.3a: a characteristic-defining ability is never conditional.
            raise InvalidActionError("changeling defines its object's types (604.3a): an \"as long as\" changeling isn't read")
        condition = Condition.parse(text)  # refuses what no condition reads
        if condition.kind == ConditionKind.HOST_IS:
            # "enchanted ..." is said by an Aura (303.4), "equipped ..." by an Equipment (301.5)
            how = text.split()[0].lower()
            if {"enchanted": "aura", "equipped": "equipment"}[how] not in self.ctx.type_line.lower().split():
                raise InvalidActionError(f"\"as long as {text}\": only an {'Aura' if how == 'enchanted' else 'Equipment'} "
                                         f"has {how} objects")
        return self.static_line({**effect, "condition": text})

    def _affects(self, phrase: Any) -> str:
        p = str(phrase)
        if "target" in p.lower().split():
            # 115.1: only a spell, an activated or a triggered ability targets; a static's words
            # "Target creature can't block." name nothing it could affect
            raise InvalidActionError(f"'{p}': a static ability has no target (115.1)")
        for how in ("enchanted", "equipped"):
            if p.lower().startswith(how + " "):
                attached_noun(how, p[len(how) + 1:])
                return how
        if p == "~":
            return "self"
        if p.lower() == "it":
            return _IT
        if p.lower() in ("both creatures", "each of those creatures"):
            return _PAIRED
        low = p.lower()
        for group in ("each ", "all "):
            if low.startswith(group):
                p = p[len(group):]
                if group == "each " and singular(p) != p:
                    raise InvalidActionError(f"'each {p}': 'each' takes one noun, not a plural")
        return filter_text(singular(p))

    def anthem(self, args: list[Any]) -> dict[str, Any]:
        return {"affects": self._affects(args[0]), "modify_pt": parse_pt(str(args[-1]).replace("+", ""))}

    def anthem_keywords(self, args: list[Any]) -> dict[str, Any]:
        pt = next(a for a in args if isinstance(a, Token) and a.type == "SIGNED_PT")
        return {"affects": self._affects(args[0]), "modify_pt": parse_pt(str(pt).replace("+", "")),
                "add_abilities": keyword_list(str(args[-1]))}

    def anthem_per_keywords(self, args: list[Any]) -> dict[str, Any]:
        tokens = [a for a in args if isinstance(a, Token)]
        pt = next(a for a in tokens if a.type == "SIGNED_PT")
        per = [a for a in tokens if a.type == "PHRASE"][1]
        return {"affects": self._affects(args[0]),
                "modify_pt_per": {"pt": parse_pt(str(pt).replace("+", "")), "count": counted_filter_text(str(per))},
                "add_abilities": keyword_list(str(args[-1]))}

    def anthem_per(self, args: list[Any]) -> dict[str, Any]:
        tokens = [a for a in args if isinstance(a, Token)]
        pt = next(a for a in tokens if a.type == "SIGNED_PT")
        per = [a for a in tokens if a.type == "PHRASE"][1]
        affects = self._affects(args[0])
        return {"affects": affects,
                "modify_pt_per": {"pt": parse_pt(str(pt).replace("+", "")), "count": counted_filter_text(_its_own(str(per), affects))}}

    def static_quoted(self, args: list[Any]) -> dict[str, Any]:
        quoted = next(a for a in args if isinstance(a, Token) and a.type == "QUOTED")
        affects = self._affects(args[0])
        return {"affects": affects, "add_abilities": self._quoted_abilities(quoted, holder_is_self=affects == "self")}

    def grant_keywords(self, args: list[Any]) -> dict[str, Any]:
        return {"affects": self._affects(args[0]), "add_abilities": keyword_list(str(args[-1]))}

    def cant_attack_or_block(self, args: list[Any]) -> dict[str, Any]:
        return {"affects": self._affects(args[0]), "cant_attack": True, "cant_block": True}

    def cant_attack(self, args: list[Any]) -> dict[str, Any]:
        return {"affects": self._affects(args[0]), "cant_attack": True}

    def may_not_untap_line(self, _: list) -> dict[str, Any]:
        return {"may_not_untap": True}  # 502.3

    def doesnt_untap(self, args: list[Any]) -> dict[str, Any]:
        """"~ doesn't untap during your untap step" / "Enchanted creature doesn't untap during its
        controller's untap step" (502.3): "your" is said of this permanent only."""
        affects = self._affects_key(args[0])
        whose = next(str(a) for a in args if isinstance(a, Token) and a.type == "UNTAP_WHOSE").lower()
        if (whose == "your") != (not affects):
            raise InvalidActionError("\"your untap step\" is said of this permanent, \"its controller's\" of another")
        return {**affects, "doesnt_untap": True}

    def blocks_only(self, args: list[Any]) -> dict[str, Any]:
        phrases = [a for a in args if isinstance(a, Token) and a.type == "PHRASE"]
        return {**self._affects_key(phrases[0]), "blocks_only": filter_text(singular(str(phrases[-1])))}  # 509.1b

    def attacks_if_able(self, args: list[Any]) -> dict[str, Any]:
        return {**self._affects_key(args[0]), "attacks_if_able": True}  # 508.1d

    def cant_block(self, args: list[Any]) -> dict[str, Any]:
        return {"affects": self._affects(args[0]), "cant_block": True}

    def cant_block_these(self, args: list[Any]) -> dict[str, Any]:
        """"~ can't block creatures with power 2 or greater." (509.1b): a filter of the attacker
        it would block, read as a plural noun."""
        phrases = [a for a in args if isinstance(a, Token) and a.type == "PHRASE"]
        attackers = str(phrases[-1])
        if singular(attackers) == attackers or re.search(r"\bthis turn\b", attackers, re.I):
            raise InvalidActionError(f"'can't block {attackers}': the attackers are read only as a plural noun, as a static")
        if re.search(r"\bpower less than ~'s power\b", str(phrases[0]), re.I):
            raise InvalidActionError("'with power less than ~'s power' is read by lesser_power_cant_block_these")
        return {"affects": self._affects(phrases[0]), "cant_block_these": filter_text(singular(attackers))}

    def lesser_power_cant_block(self, _: list) -> dict[str, Any]:
        """"Creatures with power less than ~'s power can't block it." (509.1b): compared as
        blockers are declared."""
        return {"lesser_power_cant_block": True}

    @v_args(inline=True)
    def lesser_power_cant_block_these(self, phrase: Token) -> dict[str, Any]:
        """Champion of Lambholt: "Creatures with power less than ~'s power can't block creatures
        you control." (509.1b): the attackers are a plural noun; the power compared is ~'s."""
        attackers = str(phrase)
        if singular(attackers) == attackers or re.search(r"\b(?:this turn|it|them)\b", attackers, re.I):
            raise InvalidActionError(f"'can't block {attackers}': the attackers are read only as a plural noun")
        return {"affects": filter_text(singular(attackers)), "lesser_power_cant_block": True}

    def cant_block_or_be_blocked(self, args: list[Any]) -> dict[str, Any]:
        return {"affects": self._affects(args[0]), "cant_block": True, "cant_be_blocked": True}

    def cant_attack_alone(self, args: list[Any]) -> dict[str, Any]:
        return {"affects": self._affects(args[0]), "cant_attack_alone": True}  # 506.5, 508.1c

    def cant_block_alone(self, args: list[Any]) -> dict[str, Any]:
        return {"affects": self._affects(args[0]), "cant_block_alone": True}  # 506.5, 509.1b

    def cant_attack_or_block_alone(self, args: list[Any]) -> dict[str, Any]:
        return {"affects": self._affects(args[0]), "cant_attack_alone": True, "cant_block_alone": True}

    @v_args(inline=True)
    def set_land_types(self, phrase: Token, subtypes: Token) -> dict[str, Any]:
        return {"affects": _land_filter(self._affects(phrase)), "set_land_subtypes": _land_subtypes(str(subtypes))}

    @v_args(inline=True)
    def add_land_type(self, phrase: Token, subtypes: Token) -> dict[str, Any]:
        return {"affects": _land_filter(self._affects(phrase)), "add_subtypes": _land_subtypes(str(subtypes))}

    @v_args(inline=True)
    def add_types_all(self, phrase: Token, types: Token) -> dict[str, Any]:
        return {"affects": self._affects(phrase), "add_card_types": card_types_of(str(types))}

    @v_args(inline=True)
    def lands_are_creatures(self, phrase: Token, pt: Token, types: Token) -> dict[str, Any]:
        if card_types_of(str(types)) != ["Creature"]:
            raise InvalidActionError("only \"... are N/N creatures that are still lands\" is understood")
        return {"affects": self._affects(phrase), "add_card_types": ["Creature"], "set_pt": parse_pt(str(pt))}

    @v_args(inline=True)
    def pt_equal_mv(self, phrase: Token, types: Token) -> dict[str, Any]:
        added = [t for t in card_types_of(str(types)) if t.lower() not in str(phrase).lower().split()]
        return {"affects": self._affects(phrase), "add_card_types": added, "pt_equal_mv": True}

    @v_args(inline=True)
    def cost_more(self, phrase: Token, mana: Token) -> dict[str, Any]:
        more = _generic_or_mana(mana)
        return {"cost_more" if isinstance(more, int) else "cost_more_mana": more, **_spells_targeting(str(phrase))}  # 601.2f

    @v_args(inline=True)
    def cost_less(self, phrase: Token, mana: Token) -> dict[str, Any]:
        return {"cost_less": _generic(mana), **_spells_targeting(str(phrase))}  # 601.2f, 118.7a

    @v_args(inline=True)
    def self_cost_less(self, mana: Token) -> dict[str, Any]:
        return {"self_cost_less": _generic(mana)}

    @v_args(inline=True)
    def self_cost_less_if(self, mana: Token, condition: Token) -> dict[str, Any]:
        Condition.parse(str(condition))
        return {"self_cost_less": _generic(mana), "condition": str(condition)}

    @v_args(inline=True)
    def self_cost_less_if_targets(self, mana: Token, target: Token) -> dict[str, Any]:
        return {"self_cost_less": _generic(mana), "if_target": _a_target(str(target))}

    @v_args(inline=True)
    def if_self_cost_less(self, condition: Token, mana: Token) -> dict[str, Any]:
        return self.self_cost_less_if(mana, condition)

    @v_args(inline=True)
    def self_cost_less_per(self, mana: Token, counted: Token) -> dict[str, Any]:
        each = _and_is_or(str(counted))
        Amount.from_text("for each " + each)
        return {"self_cost_less": _generic(mana), "for_each": each}

    @v_args(inline=True)
    def you_control_it(self, phrase: Token) -> dict[str, Any]:
        affects = self._affects(phrase)
        if affects != "enchanted":
            raise InvalidActionError("\"You control <object>\" is understood for the enchanted permanent only")
        return {"affects": affects, "control": True}

    @v_args(inline=True)
    def cant_be_blocked(self, phrase: Token) -> dict[str, Any]:
        return {**self._affects_key(phrase), "cant_be_blocked": True}

    def cant_be_blocked_by(self, args: list[Any]) -> dict[str, Any]:
        """"~ can't be blocked by creatures with power 2 or less" / "by Walls" (509.1b): the
        blockers are a plural noun read as a filter of the would-be blocker, checked as blockers
        are declared ("more than one creature", "creatures with greater power" aren't filters)."""
        phrases = [a for a in args if isinstance(a, Token) and a.type == "PHRASE"]
        blockers = str(phrases[-1])
        if singular(blockers) == blockers:
            raise InvalidActionError(f"'can't be blocked by {blockers}': the blockers are read only as a plural noun")
        if re.search(r"\bthis turn\b", blockers, re.I):
            raise InvalidActionError("'... this turn' is a one-shot restriction, not a static ability")
        return {**self._affects_key(phrases[0]), "cant_be_blocked_by": filter_text(singular(blockers))}

    def max_blockers(self, args: list[Any]) -> dict[str, Any]:
        """"~ can't be blocked by more than one creature." (509.1b): checked on the blocks declared."""
        n = word_number(str(next(a for a in args if isinstance(a, Token) and a.type == "NUMBER")))
        noun = "creature" if n == 1 else "creatures"
        if not isinstance(n, int) or n < 1 or not self.text.rstrip(".").endswith(noun):
            raise InvalidActionError("'by more than N creature(s)': a fixed number that agrees with its noun")
        return {**self._affects_key(args[0]), "max_blockers": n}

    def min_blockers(self, args: list[Any]) -> dict[str, Any]:
        """"~ can't be blocked except by three or more creatures." (509.1b, as menace is 702.111b)"""
        n = word_number(str(next(a for a in args if isinstance(a, Token) and a.type == "NUMBER")))
        if not isinstance(n, int) or n < 2:
            raise InvalidActionError("'except by N or more creatures': a fixed number of two or more")
        return {**self._affects_key(args[0]), "min_blockers": n}

    def blocked_only_by(self, args: list[Any]) -> dict[str, Any]:
        """"~ can't be blocked except by creatures with flying." (509.1b): each blocker must match."""
        phrases = [a for a in args if isinstance(a, Token) and a.type == "PHRASE"]
        blockers = str(phrases[-1])
        if singular(blockers) == blockers or re.search(r"\bthis turn\b", blockers, re.I):
            raise InvalidActionError(f"'except by {blockers}': the blockers are read only as a plural noun, as a static")
        return {**self._affects_key(phrases[0]), "blocked_only_by": filter_text(singular(blockers))}

    @v_args(inline=True)
    def cant_be_enchanted(self, phrase: Token) -> dict[str, Any]:
        return {**self._affects_key(phrase), "cant_be_enchanted": True}

    def anthem_untargetable(self, args: list[Any]) -> dict[str, Any]:
        tokens = [a for a in args if isinstance(a, Token)]
        pt = next(a for a in tokens if a.type == "SIGNED_PT")
        by = next(str(a) for a in tokens if a.type == "TARGETED_BY").lower()
        return {**self._affects_key(args[0]), "modify_pt": parse_pt(str(pt).replace("+", "")),
                "cant_be_targeted": _TARGETED_BY[by]}

    @v_args(inline=True)
    def add_chosen_type(self, phrase: Token) -> dict[str, Any]:
        if str(phrase) != "~":
            raise InvalidActionError("only this object is \"the chosen type in addition\" here")
        return {"add_chosen_type": True}

    @v_args(inline=True)
    def activate_as_though_haste(self, phrase: Token) -> dict[str, Any]:
        return {"affects": self._affects(phrase), "activate_as_though_haste": True}

    def anthem_per_counter(self, args: list[Any]) -> dict[str, Any]:
        tokens = [a for a in args if isinstance(a, Token)]
        pt = next(a for a in tokens if a.type == "SIGNED_PT")
        kind = next(str(a) for a in tokens if a.type == "COUNTER_KIND")
        per = {"counters": kind, "on": "self"}
        amounts = [per if n == 1 else 0 if n == 0 else None for n in parse_pt(str(pt).replace("+", ""))]
        if None in amounts:
            raise InvalidActionError("only +1/+1, +1/+0 or +0/+1 \"for each counter\" is understood")
        return {"affects": self._affects(args[0]), "modify_pt": amounts}

    def _affects_key(self, phrase: Any) -> dict[str, Any]:
        """The `affects` key of a static effect: absent when it's this object itself."""
        affects = self._affects(phrase)
        return {} if affects == "self" else {"affects": affects}

    def spend_as_any(self, _: list) -> dict[str, Any]:
        return {"spend_as_any_color": "players"}

    @v_args(inline=True)
    def all_must_block(self, phrase: Token) -> dict[str, Any]:
        """Lure: "All creatures able to block ~ / enchanted creature do so." (509.1c): a blocking
        requirement of every creature able to block it; said of this creature or the one it's
        attached to only (a one-shot "this turn" is another sentence)."""
        affects = self._affects_key(phrase)
        if affects.get("affects", "self") not in ("self", "enchanted", "equipped"):
            raise InvalidActionError(f"'all creatures able to block {phrase} do so': read of ~ or the enchanted or equipped creature only")
        return {**affects, "all_must_block": True}

    @v_args(inline=True)
    def attack_tax(self, cost: Token) -> dict[str, Any]:
        """Propaganda: "Creatures can't attack you unless their controller pays {2} for each
        creature they control that's attacking you." (508.1d, 508.1g-i): a cost to attack."""
        return {"attack_tax": _tax_cost(cost)}

    @v_args(inline=True)
    def attack_tax_planeswalkers(self, cost: Token) -> dict[str, Any]:
        """Baird: "... can't attack you or planeswalkers you control unless their controller pays {1}
        for each of those creatures." (508.1d, 508.1g-i)"""
        return {"attack_tax": _tax_cost(cost), "attack_tax_planeswalkers": True}

    @v_args(inline=True)
    def block_additional(self, phrase: Token) -> dict[str, Any]:
        """"~ can block an additional creature each combat." (509.1a): of ~, the enchanted or
        equipped creature, or each creature of a filter ("Each creature you control")."""
        if re.search(r"\btargets?\b", str(phrase), re.I):
            raise InvalidActionError(f"'{phrase} can block an additional creature': a static reads no target")
        return {**self._affects_key(phrase), "block_additional": 1}

    @v_args(inline=True)
    def must_be_blocked(self, phrase: Token) -> dict[str, Any]:
        """"~ must be blocked if able." (509.1c): a blocking requirement; said of this creature or
        the one it's attached to only."""
        affects = self._affects_key(phrase)
        if affects.get("affects", "self") not in ("self", "enchanted", "equipped"):
            raise InvalidActionError(f"'{phrase} must be blocked if able': read of ~ or the enchanted or equipped creature only")
        return {**affects, "must_be_blocked": True}

    @v_args(inline=True)
    def spells_cant_be_countered(self, phrase: Token) -> dict[str, Any]:
        """"Creature spells you control can't be countered." (101.2): spells of the filter, any
        player's unless it says whose ("you control", "your opponents cast")."""
        text = str(phrase)
        if re.search(r"\b(?:with|without|this turn|next|by)\b", text, re.I):
            raise InvalidActionError(f"'{text} can't be countered': a plain kind of spells only")
        return {"cant_be_countered": True, **_spells_targeting(text)}

    def no_max_hand_size(self, _: list) -> dict[str, Any]:
        """"You have no maximum hand size." (402.2): its controller discards nothing in cleanup (514.1)."""
        return {"no_max_hand_size": "you"}

    def players_no_max_hand_size(self, _: list) -> dict[str, Any]:
        return {"no_max_hand_size": "players"}  # 402.2: every player

    def static_additional_lands(self, args: list[Any]) -> dict[str, Any]:
        """"You may play an additional land / two additional lands on each of your turns." (305.2):
        its controller's number of land plays on each of their turns grows by that many."""
        return {"additional_lands": self._land_count(args)}

    def static_players_additional_lands(self, args: list[Any]) -> dict[str, Any]:
        """"Each player may play an additional land on / during each of their turns." (305.2)"""
        return {"additional_lands": self._land_count(args), "land_players": "players"}

    def _land_count(self, args: list[Any]) -> int:
        word = str(next(a for a in args if isinstance(a, Token) and a.type == "LAND_COUNT")).lower()
        n = 1 if word == "an" else word_number(word)
        plural = bool(re.search(r"\blands\b", self.text, re.I))
        if not isinstance(n, int) or (n == 1) == plural:
            raise InvalidActionError("'additional land(s)': a number that agrees with its noun")
        return n

    def players_cant_gain_life(self, _: list) -> dict[str, Any]:
        """"Players can't gain life." (119.7): every player, while the permanent is there."""
        return {"cant_gain_life": "players"}

    def skip_draw_step(self, _: list) -> dict[str, Any]:
        """"Skip your draw step." (614.1b, 614.10): its controller's draw step doesn't happen."""
        return {"skip_draw_step": True}

    def cant_lose(self, _: list) -> dict[str, Any]:
        """Platinum Angel: "You can't lose the game and your opponents can't win the game." (104.3,
        704.5a-c): only the whole sentence (an opponent wins only when every other player has lost,
        104.2a, and the sandbox has no "you win the game" effect)."""
        return {"cant_lose": True}

    @v_args(inline=True)
    def triggers_additional_enters(self, phrase: Token) -> dict[str, Any]:
        """"If an artifact or creature entering the battlefield causes a triggered ability of a
        permanent you control to trigger, that ability triggers an additional time" (603.2d)."""
        return {"triggers_additional": "enters", "trigger_cause": filter_text(str(phrase))}

    @v_args(inline=True)
    def no_enter_triggers(self, phrase: Token) -> dict[str, Any]:
        """"Creatures entering the battlefield don't cause abilities to trigger" (603.2e)."""
        return {"no_triggers": "enters", "trigger_cause": filter_text(singular(str(phrase)))}


_IT = "it"
_PAIRED = "paired"
"""The affects of "both creatures" / "each of those creatures" after "As long as ~ is paired with
another creature," (702.95a): this creature and the one it's paired with."""
"""What a subject "it" reads as until an "as long as" says what it is (refused otherwise)."""


def _generic(mana: Token) -> int:
    """The generic amount of a cost change: "{2}" (118.7a); colored mana or X is refused."""
    m = re.fullmatch(r"\{(\d+)\}", str(mana).strip())
    if not m:
        raise InvalidActionError("only a generic amount (\"cost {1} more\", \"{2} less\") is understood")
    return int(m.group(1))


def _generic_or_mana(mana: Token) -> int | str:
    """An increase: generic ("{2}") or a mana cost ("{B}", "{1}{U}") whose symbols are added."""
    text = str(mana).strip()
    if re.fullmatch(r"\{\d+\}", text):
        return _generic(mana)
    if not re.fullmatch(r"(\{(\d+|[WUBRG])\})+", text):
        raise InvalidActionError("only a mana cost (\"cost {1} more\", \"{B} more\") is understood")
    return text


_CASTERS = {"you cast": "you control", "your opponents cast": "an opponent controls"}
"""Who casts the spells a cost change applies to, as their controller (a spell's caster
controls it, 601.2a)."""


def _spells_targeting(phrase: str) -> dict[str, str]:
    """`spells`, and `if_target` for "Spells your opponents cast that target ~" / "... that
    target a Merfolk you control" (601.2c: one of the spell's targets)."""
    m = re.fullmatch(r"(.+?) that target (.+)", phrase)
    if m is None:
        return {"spells": _spells(phrase)}
    target = m.group(2).strip()
    return {"spells": _spells(m.group(1)), "if_target": "self" if target == "~" else _a_target(target)}


def _a_target(phrase: str) -> str:
    """The filter of "a blue permanent" / "an attacking creature" (one target that matches)."""
    first, _, rest = phrase.strip().partition(" ")
    if first.lower() not in ("a", "an") or not rest:
        raise InvalidActionError(f"'targets {phrase}': only \"a <filter>\" or ~ is understood")
    return filter_text(rest)


def _spells(phrase: str) -> str:
    """The filter of "Instant and sorcery spells you cast" / "Noncreature spells your opponents
    cast" / "Spells": "instant or sorcery spell you control" (each spell of any kind named)."""
    low = phrase.lower()
    for word in ("chosen", "other", "another", "that", "this turn", "kicked"):  # kicked: decided as it's cast
        if re.search(rf"\b{word}\b", low):
            raise InvalidActionError(f"spells that cost more or less: {word!r} is not understood here")
    caster = ""
    for said, means in _CASTERS.items():
        if re.search(rf"\b{said}\b", phrase, re.I):
            phrase, caster = re.sub(rf" ?\b{said}\b", "", phrase, count=1, flags=re.I), " " + means
    text = singular(_and_is_or(phrase)) + caster
    if Filter.parse(text).zone != "stack":
        raise InvalidActionError(f"{phrase!r}: a cost change here is said of spells")
    return text


def _and_is_or(phrase: str) -> str:
    """"Instant and sorcery spells", "Blue spells and red spells": the spells of each kind, an
    "or" of the filter (a spell that is both counts once)."""
    return re.sub(r",? and ", lambda m: m.group(0).replace("and", "or"), phrase)


def _land_subtypes(text: str) -> list[str]:
    """Basic land types named in "are Mountains" / "is a Swamp" (305.6); others are refused."""
    out = []
    for w in text.split():
        singular = w if w in BASIC_LAND_MANA else w.removesuffix("s")
        if singular not in BASIC_LAND_MANA:
            raise InvalidActionError(f"{w!r} is not a basic land type")
        out.append(singular)
    return out


def _land_filter(affects: str) -> str:
    if "land" not in affects.lower().split():
        raise InvalidActionError("land types are given to lands only here")
    return affects


_TARGETED_BY = {"spells": "spells", "spells or abilities": "spells_and_abilities",
                "spells or abilities your opponents control": "opponents"}


def _tax_cost(cost: Token) -> str:
    """A fixed mana cost to attack ("{2}", "{W/P}"); X and amounts are refused."""
    text = str(cost)
    syms = parse_cost(text)
    if not syms or "X" in syms:
        raise InvalidActionError(f"an attack tax of {text}: a fixed mana cost only")
    return text
