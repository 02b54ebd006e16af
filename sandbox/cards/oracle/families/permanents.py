"""Permanents moved or changed in state: destroy (701.8), exile, return to hand, sacrifice (701.21), tap, control (108.4), transform (701.27)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, v_args

from sandbox.cards.oracle.families.base import Base, filter_text, normalise_self, replace_refs, singular, word_number
from sandbox.cards.vocabulary import CHOSEN_ONE, EACH_TARGET
from sandbox.errors import InvalidActionError


class PermanentsFamily(Base):
    """The builders of the permanents family's grammar rules (permanents.lark)."""

    @v_args(inline=True)
    def each_sacrifices(self, who: str, phrase: Token) -> dict[str, Any]:
        return {"sacrifice": {"who": who, "filter": filter_text(str(phrase))}}

    @v_args(inline=True)
    def destroy_no_regenerate(self, what: str) -> dict[str, Any]:
        it_or_they = "they" if "they can't" in self.text.lower() else "it"
        if (it_or_they == "they") != what.startswith("each "):
            raise InvalidActionError(f"\"{it_or_they.capitalize()} can't be regenerated\" after a destroy of "
                                     f"{'one object' if it_or_they == 'they' else 'a group'}")
        return {"destroy": {"what": what, "no_regenerate": True}}  # 701.19c

    @v_args(inline=True)
    def regenerate(self, what: str) -> dict[str, Any]:
        return {"regenerate": {"what": what}}  # 701.19a

    @v_args(inline=True)
    def sacrifice_one(self, some: str, phrase: Token) -> dict[str, Any]:
        return {"sacrifice": {"who": "you", "filter": filter_text(f"{some}{phrase}")}}  # one of your choice (701.21a)

    @v_args(inline=True)
    def sacrifice(self, what: str) -> dict[str, Any]:
        return {"sacrifice": {"what": what}}

    @v_args(inline=True)
    def sacrifice_unless(self, what: str, phrase: Token) -> dict[str, Any]:
        return {"sacrifice": {"what": what, "unless": filter_text(str(phrase))}}

    @v_args(inline=True)
    def destroy(self, what: str) -> dict[str, Any]:
        return {"destroy": {"what": what}}

    @v_args(inline=True)
    def exile(self, what: str) -> dict[str, Any]:
        return {"exile": {"what": what}}

    @v_args(inline=True)
    def exile_until_leaves(self, what: str) -> dict[str, Any]:
        return {"exile": {"what": what, "until_leaves": True}}  # 610.3a

    @v_args(inline=True)
    def bounce(self, what: str) -> dict[str, Any]:
        if what == EACH_TARGET and re.search(r"\breturn up to \w+ target .*\bto its owner's hand", self.text, re.I):
            # "Return up to two target creatures to its owner's hand": "its" is one object's
            raise InvalidActionError("several targets return \"to their owners' hands\", not \"to its owner's hand\"")
        return {"bounce": {"what": what}}

    @v_args(inline=True)
    def bounce_chosen(self, some: str, phrase: Token) -> dict[str, Any]:
        """"Return a land you control to its owner's hand." (608.2d): not targeted; the controller
        chooses one of theirs as it resolves. Only "you control" is read (whose choice otherwise?)."""
        text = str(phrase)
        if "target" in text.lower().split():
            raise InvalidActionError("\"return a target ...\" is targeted, not chosen as it resolves")
        if not text.endswith(" you control"):
            raise InvalidActionError("\"return a <permanent> to its owner's hand\" is read only for a permanent you control")
        return {"bounce": {"what": CHOSEN_ONE + filter_text(("other " if some else "") + text)}}

    @v_args(inline=True)
    def return_to_your_hand(self, what: str) -> dict[str, Any]:
        # "to your hand" is the owner's hand only for a card in your own graveyard (400.3)
        words = " ".join(self._target_words("target" if what == EACH_TARGET else what))
        if "your graveyard" not in words:
            raise InvalidActionError("\"return ... to your hand\" is understood for a target card in your graveyard")
        return {"bounce": {"what": what}}

    @v_args(inline=True)
    def attach_it(self, to: str) -> dict[str, Any]:
        """"When ~ enters, attach it to target creature you control." (701.3a): "it" is this
        Equipment only in its own enters trigger (elsewhere "it" is another object)."""
        if not re.match(r"when ~ enters(?: the battlefield)?, ", self._line()):
            raise InvalidActionError("\"attach it to ...\" is read only in \"When ~ enters, ...\"")
        return self.attach_self(to)

    @v_args(inline=True)
    def attach_self(self, to: str) -> dict[str, Any]:
        """"Attach ~ to <one object>" (701.3a, 301.5): only an Equipment attaching itself; an
        Aura moving to another object isn't read (303.4: what it may enchant)."""
        if "equipment" not in self.ctx.type_line.lower().split():
            raise InvalidActionError("\"attach ~ to ...\" is read only for an Equipment")
        if to.startswith("each ") or to in ("self", "enchanted", "equipped"):
            raise InvalidActionError("an Equipment is attached to one other object")
        if to == "it" and not re.match(r"whenever an? [^,]* enters(?: the battlefield)?(?: under your control)?, (?:you may )?attach ~ to it\.?$",
                                       self._line()):
            # "create a token, then attach ~ to it": "it" is the token, which isn't tracked
            raise InvalidActionError("\"attach ~ to it\" is read only as the object of \"Whenever a ... enters\"")
        return {"attach": {"what": "self", "to": to}}

    def _line(self) -> str:
        return normalise_self(self.text, self.ctx.names or (self.ctx.name,)).lower()

    @v_args(inline=True)
    def up_to_n_targets(self, n: Token, phrase: Token) -> str:
        return self._many_targets(n, phrase, up_to=True)

    @v_args(inline=True)
    def n_targets(self, n: Token, phrase: Token) -> str:
        return self._many_targets(n, phrase, up_to=False)

    def _many_targets(self, n: Token, phrase: Token, *, up_to: bool) -> str:
        """"Tap up to two target creatures" (115.3, 601.2c): one requirement of N targets (each
        object once, up to N or exactly N); the effect is on each of them still legal (608.2b).
        Read only as the ability's one target requirement, a plural noun and a fixed N of 2 or more."""
        count = word_number(str(n))
        if not isinstance(count, int) or count < 2:
            raise InvalidActionError(f"'{n} target {phrase}': only a fixed number of two or more targets is read here")
        noun = str(phrase)
        if singular(noun) == noun:
            raise InvalidActionError(f"'{n} target {noun}': the targets are a plural noun")
        if self.targets:
            raise InvalidActionError("several targets are read only as the ability's one target requirement")
        self._target(singular(noun), count=count, **({"up_to": True} if up_to else {}))
        return EACH_TARGET

    @v_args(inline=True)
    def untap(self, what: str) -> dict[str, Any]:
        return {"untap": {"what": what}}

    @v_args(inline=True)
    def untap_up_to(self, n: Token, phrase: Token) -> dict[str, Any]:
        """"Untap up to N <permanents>" (701.26b): not targeted, so the effect's controller
        chooses which as it resolves (608.2d); any player's unless the filter says whose."""
        count = word_number(str(n))
        text = str(phrase)
        if not isinstance(count, int) or count < 2 or singular(text) == text or text.lower().startswith(("target", "other")):
            raise InvalidActionError(f"\"untap up to {n} {phrase}\" is not understood")
        return {"untap": {"up_to": count, "filter": filter_text(singular(text))}}

    @v_args(inline=True)
    def tap(self, what: str) -> dict[str, Any]:
        return {"tap": {"what": what}}

    def gain_control(self, args: list[Any]) -> dict[str, Any]:
        spec: dict[str, Any] = {"what": args[0]}
        if len(args) > 1:  # UNTIL_EOT
            spec["until"] = "end_of_turn"
        return {"gain_control": spec}

    @v_args(inline=True)
    def exchange_control(self, phrase: Token) -> dict[str, Any]:
        self._target(singular(str(phrase)), count=2)
        return {"exchange_control": {"what": "target", "with": "target2"}}

    @v_args(inline=True)
    def flip_face(self, what: str) -> dict[str, Any]:
        """"Flip it" / "flip <this card's name>" (710.2): only the flip permanent itself."""
        if what not in ("self", "it"):
            raise InvalidActionError("only this permanent (\"flip it\", \"flip <its name>\") is flipped (710.2)")
        return {"flip": {"what": "self"}}

    @v_args(inline=True)
    def transform_face(self, what: str) -> dict[str, Any]:
        if what not in ("self", "it"):
            raise InvalidActionError("only this permanent (\"transform this creature\", \"transform it\") is transformed")
        return {"transform": {"what": what}}


def after_exile_it_is_moved(effects: list[Any], _text: str = "") -> list[Any]:
    """After "exile <object>", "it" is the exiled card: a new object (400.7), `moved`."""
    out: list[Any] = []
    exiled = False
    for e in effects:
        out.append(replace_refs(e, {"it": "moved", "that:card": "moved"}) if exiled else e)
        exiled = exiled or "exile" in e
    return out
