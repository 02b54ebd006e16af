"""Prevention (615): "Prevent the next N damage that would be dealt to any target this turn",
"Prevent all combat damage that would be dealt this turn", "... dealt to you", "... dealt by
target creature", "... dealt to and dealt by that creature", "... to creatures you control":
shields for the rest of the turn (615.1a, 615.7)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, v_args

from sandbox.cards.filters import Filter
from sandbox.cards.oracle.families.base import Base, attached_noun, filter_text, singular, word_number
from sandbox.errors import InvalidActionError

_GROUP = "group:"
"""A plural noun read as a filter ("creatures you control"), until the builder says whether it
names what the damage is dealt to or by ("each <filter>", read as the damage would be dealt)."""
_YOU_AND = "you and:"
""""you and <plural noun>": two shields, one on you and one on the group."""
_GAIN_PREVENTED = "_gain_prevented"
"""The mark of "You gain life equal to the damage prevented this way.", put on the one shield before it."""
_UNPREVENTABLE = "_unpreventable"
"""The mark of "The damage can't be prevented.", put on the one damage effect before it."""
_ONE = ("target", "self", "enchanted", "equipped", "it", "you")
"""What one shield may name besides a group: the one target (or "that creature", "it"), this
permanent, the enchanted or equipped permanent, you."""


class PreventionFamily(Base):
    """The builders of the prevention family's grammar rules (prevention.lark)."""

    def dmg_all_any(self, _: list) -> dict[str, Any]:
        return {}

    def dmg_all_combat(self, _: list) -> dict[str, Any]:
        return {"combat": True}

    def shield_you(self, _: list) -> str:
        return "you"

    @v_args(inline=True)
    def shield_you_and(self, phrase: Token) -> str:
        return _YOU_AND + _group(str(phrase))

    @v_args(inline=True)
    def shield_group(self, phrase: Token) -> str:
        return _GROUP + _group(str(phrase))

    @v_args(inline=True)
    def prevent_next(self, n: Token, to: str) -> dict[str, Any]:
        """"Prevent the next N damage that would be dealt to <one> this turn" (615.7): one shield
        (a group would share it, which no such text means)."""
        count = word_number(str(n))
        if not isinstance(count, int):
            raise InvalidActionError("\"prevent the next X damage\" is not understood")
        return {"prevent": {"to": self._one(to, "to"), "amount": count}}

    @v_args(inline=True)
    def prevent_all(self, kind: dict[str, Any]) -> dict[str, Any]:
        return {"prevent": dict(kind)}

    @v_args(inline=True)
    def prevent_to(self, kind: dict[str, Any], to: str) -> list[dict[str, Any]]:
        """"Prevent all [combat] damage that would be dealt to <x> this turn": "you and creatures
        you control" is a shield on each (all damage: nothing is used up, so two shields are one)."""
        if to.startswith(_YOU_AND):
            return [{"prevent": {"to": "you", **kind}}, {"prevent": {"to": f"each {to[len(_YOU_AND):]}", **kind}}]
        return [{"prevent": {"to": self._ref(to, "to"), **kind}}]

    @v_args(inline=True)
    def prevent_by(self, kind: dict[str, Any], by: str) -> dict[str, Any]:
        if by == "you" or by.startswith(_YOU_AND):
            raise InvalidActionError("damage dealt by a player is not understood")
        return {"prevent": {"by": self._ref(by, "by"), **kind}}

    @v_args(inline=True)
    def prevent_to_and_by(self, kind: dict[str, Any], what: str) -> list[dict[str, Any]]:
        """"... dealt to and dealt by <one> this turn": two shields on the same object."""
        ref = self._one(what, "to")
        return [{"prevent": {"to": ref, **kind}}, {"prevent": {"by": ref, **kind}}]

    def chosen_source(self, args: list[Any]) -> str:
        """"a [black / black or red / artifact] source of your choice" (609.7a): an object filter."""
        quality = [str(a).lower() for a in args if isinstance(a, Token) and a.type == "SOURCE_QUALITY"]
        return filter_text(f"{quality[0]} object" if quality else "object")

    def prevent_next_time(self, args: list[Any]) -> dict[str, Any]:
        """"The next time a [red] source of your choice would deal damage [to <x>] this turn,
        prevent that damage" (609.7a): all the damage of that next time, once."""
        source, *to = args
        return {"prevent": {**({"to": self._one(to[0], "to")} if to else {}), "choose_source": source, "next_time": True}}

    def prevent_chosen(self, args: list[Any]) -> dict[str, Any]:
        """"Prevent all damage a source of your choice would deal this turn", "... that would be
        dealt to <x> this turn by a source of your choice" (609.7a)."""
        kind, *rest = args
        to = {"to": self._one(rest[0], "to")} if len(rest) == 2 else {}
        return {"prevent": {**to, "choose_source": rest[-1], **kind}}

    @v_args(inline=True)
    def prevent_chosen_to(self, kind: dict[str, Any], source: str, to: str) -> dict[str, Any]:
        """"Prevent all damage a source of your choice would deal to <one> this turn" (609.7a)."""
        return {"prevent": {"to": self._one(to, "to"), "choose_source": source, **kind}}

    @v_args(inline=True)
    def prevent_to_by(self, kind: dict[str, Any], to: str, by: str) -> dict[str, Any]:
        """"Prevent all damage that would be dealt to <one> this turn by <target / plural noun>":
        one shield naming both (615.1a)."""
        if by == "you" or by.startswith(_YOU_AND):
            raise InvalidActionError("damage dealt by a player is not understood")
        return {"prevent": {"to": self._one(to, "to"), "by": self._ref(by, "by"), **kind}}

    @v_args(inline=True)
    def prevent_next_chosen(self, n: Token, to: str, source: str) -> dict[str, Any]:
        """"Prevent the next N damage that would be dealt to <one> this turn by a source of your
        choice" (615.7, 609.7a)."""
        shield = self.prevent_next(n, to)
        shield["prevent"]["choose_source"] = source
        return shield

    def static_prevent_to(self, args: list[Any]) -> dict[str, Any]:
        """"Prevent all [combat / noncombat] damage that would be dealt to <~ / enchanted creature /
        creatures you control> [by <plural noun>]" (615.1a): while this permanent is on the
        battlefield; the sources are read as the damage would be dealt."""
        kind, to, *by = args
        out = {**_static_affects(str(to)), "prevent_damage_to": _kind(kind)}
        if by:
            out["prevent_from"] = _sources(str(by[0]))
        return out

    def static_prevent_by(self, args: list[Any]) -> dict[str, Any]:
        kind, by = args
        return {**_static_affects(str(by)), "prevent_damage_by": _kind(kind)}

    def static_prevent_to_and_by(self, args: list[Any]) -> dict[str, Any]:
        kind, what = args
        return {**_static_affects(str(what)), "prevent_damage_to": _kind(kind), "prevent_damage_by": _kind(kind)}

    def static_prevent_if(self, args: list[Any]) -> dict[str, Any]:
        """"If a <source> would deal [combat] damage to <x>, prevent N of that damage / prevent
        that damage" (615.1a, 615.9): the source a filter ("a source": any object; "a red
        source an opponent controls"), <x> you (its controller), ~, the enchanted or equipped
        permanent or "a <noun> you control"."""
        phrases = [a for a in args if isinstance(a, Token) and a.type == "PHRASE"]
        kind = next(a for a in args if isinstance(a, Token) and a.type == "STATIC_DAMAGE")
        numbers = [a for a in args if isinstance(a, Token) and a.type == "NUMBER"]
        frm, to = str(phrases[0]), str(phrases[1])
        out: dict[str, Any] = {}
        if to.lower() == "you":
            out["prevent_damage_to_you"] = _kind(kind)
        else:
            if re.match(r"an? ", to, re.I):
                one = re.sub(r"^an? ", "", to, flags=re.I)
                if singular(one) != one or re.search(r"\b(or|and)\b", one):
                    raise InvalidActionError(f"'{to}': one noun with its article is understood here")
                if not Filter.parse(one).objects or Filter.parse(one).players:
                    raise InvalidActionError(f"'{to}': only a permanent is understood here (\"you\" for you)")
                out["affects"] = filter_text(one)
            else:
                out.update(_static_affects_one(to))
            out["prevent_damage_to"] = _kind(kind)
        out["prevent_from"] = _one_source(frm)
        if numbers:
            n = word_number(str(numbers[0]))
            if not isinstance(n, int) or n < 1:
                raise InvalidActionError(f"\"prevent {numbers[0]} of that damage\" is not understood")
            out["prevent_amount"] = n
        return out

    @v_args(inline=True)
    def prevent_next_time_by(self, by: str) -> dict[str, Any]:
        """"The next time target creature / that creature would deal damage this turn, prevent
        that damage" (615.1a): all of the next damage it deals, once."""
        return {"prevent": {"by": self._one(by, "by"), "next_time": True}}

    def gain_prevented(self, _: list) -> dict[str, Any]:
        return {_GAIN_PREVENTED: True}  # joined to the shield before it (join_unpreventable)

    def the_damage_unpreventable(self, _: list) -> dict[str, Any]:
        return {_UNPREVENTABLE: True}  # joined to the damage before it (join_unpreventable)

    def no_prevention_this_turn(self, _: list) -> dict[str, Any]:
        return {"no_prevention": {}}

    def static_unpreventable_by(self, args: list[Any]) -> dict[str, Any]:
        """"[Combat] damage that would be dealt by <~ / creatures you control> can't be
        prevented" (615.12)."""
        kind, by = args
        if _kind(kind) == "noncombat":
            raise InvalidActionError("\"noncombat damage ... can't be prevented\" is not understood")
        return {**_static_affects(str(by)), "unpreventable_by": _kind(kind)}

    @v_args(inline=True)
    def static_prevent_remove(self, kind: Token) -> dict[str, Any]:
        """"If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~."
        (615.5): one counter for each damage event prevented this way."""
        return {"prevent_damage_to": "all", "prevent_remove": str(kind).lower()}

    @v_args(inline=True)
    def static_prevent_remove_many(self, kind: Token, _it: Token) -> dict[str, Any]:
        """"... prevent that damage and remove that many +1/+1 counters from it" (615.5): as many
        as the damage prevented."""
        return {"prevent_damage_to": "all", "prevent_remove": str(kind).lower(), "prevent_remove_that_many": True}

    @v_args(inline=True)
    def static_prevent_remove_while(self, has: Token, kind: Token, _it: Token) -> dict[str, Any]:
        """"If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage
        and remove a +1/+1 counter from it" (615.5): only while it has one (as the damage would
        be dealt)."""
        return {**self.static_prevent_remove(_same_kind(has, kind)), "condition": f"~ has a {str(has).lower()} counter on it"}

    @v_args(inline=True)
    def static_prevent_remove_many_while(self, has: Token, kind: Token, it: Token) -> dict[str, Any]:
        return {**self.static_prevent_remove_many(_same_kind(has, kind), it), "condition": f"~ has a {str(has).lower()} counter on it"}

    def _ref(self, ref: str, key: str) -> str:
        if ref.startswith(_GROUP):
            group = ref[len(_GROUP):]
            if group == "player":
                if key == "by":
                    raise InvalidActionError("damage dealt by players is not understood")
                return "each player"
            return f"each {group}"
        return self._one(ref, key)

    def _one(self, ref: str, key: str) -> str:
        if ref.startswith((_GROUP, _YOU_AND)) or not (ref in _ONE or ref.startswith("that:")):
            raise InvalidActionError(f"prevention {key} {ref.removeprefix(_GROUP)!r} is not understood")
        if ref == "you" and key == "by":
            raise InvalidActionError("damage dealt by a player is not understood")
        return ref


def _group(phrase: str) -> str:
    """A plural noun as the filter of one member ("creatures you control" -> "creature you
    control", "players" -> "player"); a singular noun is refused ("each creature" is not how
    Oracle text names a group here)."""
    if phrase.lower() == "players":
        return "player"
    one = singular(phrase)
    if one == phrase:
        raise InvalidActionError(f"'{phrase}': a group is read only as a plural noun")
    return filter_text(one)


def _kind(token: Token) -> str:
    """"damage" / "combat damage" / "noncombat damage" as `all` / `combat` / `noncombat`."""
    word = str(token).lower().split()[0]
    return "all" if word == "damage" else word


def _static_affects(phrase: str) -> dict[str, Any]:
    """What a static prevention ability protects: this permanent ("~", no `affects`), the
    enchanted or equipped permanent, or a plural noun read as a filter by its controller."""
    if re.search(r"\bthis turn\b|\bit\b|\bthem\b", phrase, re.I):
        raise InvalidActionError(f"'{phrase}': not what a static prevention ability names")
    if phrase == "~" or phrase.lower().startswith(("enchanted ", "equipped ")):
        return _static_affects_one(phrase)
    return {"affects": _group(phrase)}


def _sources(phrase: str) -> str:
    """The sources of "by <plural noun>": "creatures", "artifact creatures", "artifact sources"
    (a source is any object: "<quality> object")."""
    if re.search(r"\bthis turn\b|\bit\b|\bit's\b", phrase, re.I):
        raise InvalidActionError(f"'by {phrase}': not understood as the sources of the damage")
    if phrase.lower() == "sources" or phrase.lower().endswith(" sources"):
        return filter_text(phrase[:-len("sources")] + "object")
    return _group(phrase)


def _static_affects_one(phrase: str) -> dict[str, Any]:
    """~ or the enchanted / equipped permanent (a group is said "a <noun> you control" here)."""
    if phrase == "~":
        return {}
    for how in ("enchanted", "equipped"):
        if phrase.lower().startswith(how + " "):
            attached_noun(how, phrase[len(how) + 1:])
            return {"affects": how}
    raise InvalidActionError(f"'{phrase}': not what a static prevention ability names")


def _one_source(phrase: str) -> str:
    """"source" (any object), "<quality> source [an opponent controls]", "creature", "artifact":
    the filter of the source of the damage."""
    if re.search(r"\b(it|its|that|of)\b", phrase, re.I):
        raise InvalidActionError(f"'a {phrase}': not understood as the source of the damage")
    text = re.sub(r"(^|\b)source\b", r"\1object", phrase, count=1, flags=re.I)
    return filter_text(text)


def join_unpreventable(effects: list[Any], _text: str = "") -> list[Any]:
    """"<source> deals N damage to <x>. The damage can't be prevented." (615.12): the one damage
    effect of the ability, just before it, can't be prevented; "You gain life equal to the damage
    prevented this way." (615.5) is the one shield's just before it; anywhere else both are refused."""
    out: list[Any] = []
    for e in effects:
        if isinstance(e, dict) and _GAIN_PREVENTED in e:
            shields = [d for d in out if isinstance(d, dict) and "prevent" in d]
            if len(shields) != 1 or shields[0] is not out[-1]:
                raise InvalidActionError("\"the damage prevented this way\" must follow the one shield the ability makes")
            out[-1] = {"prevent": {**out[-1]["prevent"], "gain_life": True}}
        elif isinstance(e, dict) and _UNPREVENTABLE in e:
            damage = [d for d in out if isinstance(d, dict) and "damage" in d]
            if len(damage) != 1 or damage[0] is not out[-1]:
                raise InvalidActionError("\"The damage can't be prevented\" must follow the one damage the ability deals")
            out[-1] = {"damage": {**out[-1]["damage"], "unpreventable": True}}
        else:
            out.append(e)
    return out


def _same_kind(has: Token, kind: Token) -> Token:
    """"while it has a +1/+1 counter on it, ... remove a +1/+1 counter": the same kind twice."""
    if str(has).lower() != str(kind).lower():
        raise InvalidActionError(f"a {has} counter is checked but a {kind} counter removed: not understood")
    return kind
