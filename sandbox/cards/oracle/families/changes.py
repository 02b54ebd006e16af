"""Characteristics changed for a while: +N/+N (611), "becomes a ..." (205.1b), counters (122), proliferate (701.34)."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from sandbox.cards.oracle.families.base import (
    Base,
    card_types_of,
    filter_text,
    keyword_list,
    parse_pt,
    replace_refs,
    singular,
    strings_in,
    word_number,
)
from sandbox.cards.oracle.families.references import THOSE_TARGETS
from sandbox.cards.typeline import CARD_TYPES
from sandbox.cards.vocabulary import EACH_TARGET
from sandbox.errors import InvalidActionError


class ChangesFamily(Base):
    """The builders of the changes family's grammar rules (changes.lark)."""

    @v_args(inline=True)
    def pump_gain(self, on: str, pt: Token, words: Token) -> list[dict[str, Any]]:
        p, t = str(pt).split("/")
        return [{"pump": {"on": on, "power": int(p), "toughness": int(t)}},
                {"become": {"on": on, "abilities": keyword_list(str(words)), "until": "end_of_turn"}}]

    @v_args(inline=True)
    def group_pump_gain(self, phrase: Token, pt: Token, words: Token) -> list[dict[str, Any]]:
        on = _group(phrase)
        p, t = str(pt).split("/")
        return [{"pump": {"on": on, "power": int(p), "toughness": int(t)}},
                {"become": {"on": on, "abilities": keyword_list(str(words)), "until": "end_of_turn"}}]

    @v_args(inline=True)
    def monstrosity(self, n: Token) -> dict[str, Any]:
        return {"monstrosity": {"count": word_number(str(n))}}  # 701.37a

    @v_args(inline=True)
    def put_counters(self, n: Token, kind: Token, on: str) -> dict[str, Any]:
        return {"put_counters": {"on": on, "kind": str(kind), "count": word_number(str(n))}}

    @v_args(inline=True)
    def pump(self, on: str, _verb: Any = None, pt: Token | None = None) -> dict[str, Any]:
        token = pt if pt is not None else _verb
        p, t = (part.lstrip("+") for part in str(token).split("/"))
        return {"pump": {"on": on, "power": p if p == "X" else int(p), "toughness": t if t == "X" else int(t)}}

    def become(self, args: list[Any]) -> dict[str, Any]:
        on, pt, types = args[0], parse_pt(str(args[1])), str(args[2])
        on = "target" if on == "it" and self.targets else on
        listed = card_types_of(types)
        kept = [w for w in self._target_words(on) if w.capitalize() in CARD_TYPES]
        if on not in ("target",) or not kept or not set(w.capitalize() for w in kept) <= set(listed):
            # 205.1b: "becomes a <type>" replaces the old card types unless they're named again
            raise InvalidActionError("\"becomes a ...\" is understood only for a target whose card types it names again")
        spec: dict[str, Any] = {"on": on, "add_types": listed, "pt": pt}
        if len(args) > 3:  # UNTIL_EOT
            spec["until"] = "end_of_turn"
        return {"become": spec}

    @v_args(inline=True)
    def group_pump(self, phrase: Token, pt: Token) -> dict[str, Any]:
        p, t = str(pt).split("/")
        return {"pump": {"on": _group(phrase), "power": int(p), "toughness": int(t)}}

    def become_still_land(self, args: list[Any]) -> dict[str, Any]:
        on = "target" if args[0] == "it" and self.targets else args[0]
        parts = {t.type: str(t) for t in args[1:] if isinstance(t, Token)}
        if "land" not in self._target_words(on) or card_types_of(parts["TYPES"]) != ["Creature"]:
            raise InvalidActionError("\"becomes a ... creature that's still a land\" needs a target land")
        spec: dict[str, Any] = {"on": on, "add_types": ["Creature"]}
        if "SUBTYPES" in parts:
            spec["subtypes"] = parts["SUBTYPES"].split()
        spec["pt"] = parse_pt(parts["PT"])
        if "KEYWORDS" in parts:
            spec["abilities"] = keyword_list(parts["KEYWORDS"])
        return {"become": spec}

    @v_args(inline=True)
    def move_counters(self, n: Token, kind: Token, source: str, phrase: Token) -> dict[str, Any]:
        to = self._target(str(phrase))
        return {"move_counters": {"kind": str(kind), "count": word_number(str(n)), "from": source, "to": to}}

    @v_args(inline=True)
    def day_night(self, which: Token) -> dict[str, Any]:
        """"It becomes night." / "It becomes day." (726)"""
        return {"day_night": {"to": str(which).lower()}}

    def day_night_switch(self, _: list) -> dict[str, Any]:
        """The Celestus: "If it's night, it becomes day. Otherwise, it becomes night." (726): from
        neither day nor night too, it becomes night."""
        return {"day_night": {"to": "switch"}}

    def proliferate(self, _: list) -> dict[str, Any]:
        return {"proliferate": {}}

    @v_args(inline=True)
    def explore(self, what: str) -> dict[str, Any]:
        if what not in ("self", "target", "it"):  # "it": this permanent or the target, decided later
            raise InvalidActionError(f"only this permanent or a target explores here, found {what!r}")
        if what == "target" and not self._it_is_the_target():
            raise InvalidActionError("only a permanent explores (701.44a): the target must be one object")
        return {"explore": {"what": what}}  # 701.44a

    @v_args(inline=True)
    def become_also(self, on: str, types: Token) -> dict[str, Any]:
        return {"become": {"on": on, "add_types": card_types_of(str(types))}}  # 205.1b: "in addition to"

    @v_args(inline=True)
    def restrict(self, on: str, said: Token) -> dict[str, Any]:
        return _restrict(on, said)

    @v_args(inline=True)
    def lure_this_turn(self, on: str) -> dict[str, Any]:
        """"All creatures able to block target creature this turn do so." (509.1c, 611.2a): a
        blocking requirement for this turn on the object named as it resolves."""
        return {"restrict": {"on": on, "rule": "all_must_block"}}

    @v_args(inline=True)
    def group_restrict(self, phrase: Token, said: Token) -> dict[str, Any]:
        return _restrict(_group(phrase), said)

    @v_args(inline=True)
    def pump_restrict(self, on: str, *args: Token) -> list[dict[str, Any]]:
        pt, said = args[-2], args[-1]
        p, t = str(pt).split("/")
        return [{"pump": {"on": on, "power": int(p), "toughness": int(t)}}, _restrict(on, said)]

    @v_args(inline=True)
    def gains_protection_choice(self, on: str, *_: Any) -> dict[str, Any]:
        """"... gains protection from the color of your choice until end of turn" (702.16a, 608.2d)."""
        return {"become": {"on": on, "protection_choice": True, "until": "end_of_turn"}}

    @v_args(inline=True)
    def group_gain(self, phrase: Token, words: Token) -> dict[str, Any]:
        return {"become": {"on": _group(phrase), "abilities": keyword_list(str(words)), "until": "end_of_turn"}}

    @v_args(inline=True)
    def skip_untap(self, on: str) -> dict[str, Any]:
        """"It doesn't untap during its controller's next untap step." (502.3): one object; the
        effect lasts until its controller's next untap step has come."""
        if on.startswith("each ") or on in ("enchanted", "equipped"):
            raise InvalidActionError("\"doesn't untap during its controller's next untap step\" is read for one object")
        return {"skip_untap": {"on": on}}

    @v_args(inline=True)
    def skip_untap_each(self, on: str) -> dict[str, Any]:
        """"Those creatures don't untap during their controller's next untap step" (502.3): the
        targets of the one requirement of several (or the group acted on before, see
        ``those_is_the_last_group``), each until its own controller's next untap step."""
        if on != EACH_TARGET and not on.startswith("those:"):
            raise InvalidActionError("\"don't untap during their controller's next untap step\" is read for the targets named before")
        return {"skip_untap": {"on": on}}

    @v_args(inline=True)
    def gains_until_eot(self, on: str, _verb: Any, words: Token | None = None) -> dict[str, Any]:
        keywords = words if words is not None else _verb
        return {"become": {"on": on, "abilities": keyword_list(str(keywords)), "until": "end_of_turn"}}


def _restrict(on: str, said: Token) -> dict[str, Any]:
    """"... can't block this turn" (508.1c, 509.1a-b): a `restrict` effect."""
    rule = str(said).lower().removesuffix(" this turn").replace("can't ", "cant_").replace(" ", "_")
    return {"restrict": {"on": on, "rule": rule}}


def those_is_the_last_group(effects: list[Any], _text: str = "") -> list[Any]:
    """"Those creatures" names the group the previous effect acted on ("Put a +1/+1 counter on
    each creature you control. Those creatures gain vigilance ..."), if its kind matches."""
    out: list[Any] = []
    for e in effects:
        refs = [v for v in strings_in(e) if v.startswith("those:")]
        for ref in refs:
            noun, targets = ref[len("those:"):].removesuffix(THOSE_TARGETS), ref.endswith(THOSE_TARGETS)
            group = next((v for prev in reversed(out) for v in strings_in(prev) if v.startswith("each ")), None)
            if group == EACH_TARGET and targets:
                e = replace_refs(e, {ref: group})  # "Tap up to two target creatures. Those creatures ..."
                continue
            if group is None or noun not in group.split():
                raise InvalidActionError(f"\"those {noun}s\" names no group of {noun}s before it")
            e = replace_refs(e, {ref: group})
        out.append(e)
    return out


def _group(phrase: Token) -> str:
    """The group "Knights you control get ...": plural, with no "each" ("each" takes "gets")."""
    if str(phrase).lower().startswith(("each ", "another ")):
        raise InvalidActionError(f"'{phrase} get': '{str(phrase).split()[0]}' takes one noun and 'gets', not a plural")
    if str(phrase).lower().split()[0] in ("target", "up", "any"):
        raise InvalidActionError(f"'{phrase}': a target is not a group")
    return f"each {filter_text(singular(str(phrase)))}"
