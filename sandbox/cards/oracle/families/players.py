"""Players: a subject and its verbs ("target player draws two cards and loses 2 life"), life
gained and lost (119), damage (120)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from lark import Token, v_args

from sandbox.cards.model import Amount
from sandbox.cards.oracle.families.base import Base, Context, filter_text, read_condition, word_number
from sandbox.errors import InvalidActionError


class PlayersFamily(Base):
    """The builders of the players family's grammar rules (players.lark)."""

    @v_args(inline=True)
    def emblem_sentence(self, quoted: Token) -> dict[str, Any]:
        """"You get an emblem with "..."" (114.1-2): the quoted ability is the emblem's, read in
        the emblem's own context (the card's name in it is refused, 201.5); only static and
        triggered abilities, which work from the command zone (114.4)."""
        own = Context(name="", is_spell=False, is_planeswalker=False, compile_text=self.ctx.compile_text,
                      type_line="Emblem")
        abilities = self._quoted_abilities(quoted, ctx=own)
        if not abilities:
            raise InvalidActionError("the emblem's quoted ability is not understood")
        if bad := [a for a in abilities if not (isinstance(a, dict) and set(a) <= {"static", "triggered"})]:
            raise InvalidActionError(f"an emblem with {bad[0]!r}: only static and triggered abilities of an emblem "
                                     "are supported (114.4)")
        return {"emblem": {"abilities": abilities}}

    @v_args(inline=True)
    def gain_life(self, amount: Any) -> dict[str, Any]:
        return {"gain_life": _life(amount)}

    def additional_lands(self, args: list[Any]) -> dict[str, Any]:
        """"You may play an additional land this turn", "You may play up to three additional lands
        this turn" (305.2): "up to" is the same permission (playing them is always optional)."""
        nums = [a for a in args if isinstance(a, Token) and a.type == "NUMBER"]
        n = word_number(str(nums[0])) if nums else 1
        plural = bool(re.search(r"\blands this turn\b", self.text, re.I))
        if not isinstance(n, int) or n < 1 or (n == 1) == plural or (nums and n == 1):
            raise InvalidActionError("'additional land(s) this turn': a number that agrees with its noun")
        return {"additional_lands": {"count": n}}

    @v_args(inline=True)
    def cant_gain_life_this_turn(self, who: Token) -> dict[str, Any]:
        """"Players can't gain life this turn." / "Your opponents can't gain life this turn." (119.7)"""
        return {"cant_gain_life": {"who": "each player" if str(who).lower() == "players" else "each opponent"}}

    def become_monarch(self, _: list) -> dict[str, Any]:
        """"You become the monarch" (724.1): the controller of the spell or ability."""
        return {"become_monarch": {"who": "you"}}

    @v_args(inline=True)
    def get_energy(self, energy: Token) -> dict[str, Any]:
        """"You get {E}{E}" (107.14): that many energy counters."""
        return {"get_energy": {"count": str(energy).count("{")}}

    @v_args(inline=True)
    def lose_life(self, amount: Any) -> dict[str, Any]:
        return {"lose_life": _life(amount)}

    @v_args(inline=True)
    def life_per(self, n: Token, phrase: Token) -> LifePer:
        """"N life for each <filter>" (119.3): N times the count as it resolves, one life event
        (119.9); "for each <kind> counter on ~" too. Whose the things are must be said ("they
        control" is refused)."""
        times = word_number(str(n))
        if not isinstance(times, int) or times < 1:
            raise InvalidActionError(f"\"{n} life for each\" is not understood")
        return LifePer(times, Amount.from_text(f"for each {phrase}").table())

    @v_args(inline=True)
    def life_n(self, n: Token) -> Any:
        return word_number(str(n))

    @v_args(inline=True)
    def life_equal(self, phrase: Token) -> Any:
        """"life equal to <amount>": "its power" is the one target's (608.2h: as it last
        existed, if it has left); any other amount as ``equal_amount`` reads it."""
        return self.equal_amount(str(phrase))

    def subject_effect(self, args: list[Any]) -> list[dict[str, Any]]:
        who, *predicates = args
        return [{kind: {**({} if who == "you" else {"who": who}), **spec}} for kind, spec in predicates]

    @v_args(inline=True)
    def p_draws(self, n: Any) -> tuple[str, dict[str, Any]]:
        return "draw", {"count": n}

    @v_args(inline=True)
    def p_discards(self, n: Any) -> tuple[str, dict[str, Any]]:
        return "discard", {"count": n}

    @v_args(inline=True)
    def p_discards_random(self, n: Any) -> tuple[str, dict[str, Any]]:
        return "discard", {"count": n, "random": True}  # 701.9b

    @v_args(inline=True)
    def p_mills(self, n: Any) -> tuple[str, dict[str, Any]]:
        return "mill", {"count": n}  # 701.13a

    @v_args(inline=True)
    def p_gains(self, amount: Any) -> tuple[str, dict[str, Any]]:
        return "gain_life", _life(amount)

    @v_args(inline=True)
    def p_creates(self, n: Token, desc: tuple[str, Any]) -> tuple[str, dict[str, Any]]:
        table = self._create(n, desc)  # type: ignore[attr-defined]  # the tokens family's builder
        return "create_token", table["create_token"]  # 111.1: the token enters under that player's control

    @v_args(inline=True)
    def p_loses(self, amount: Any) -> tuple[str, dict[str, Any]]:
        return "lose_life", _life(amount)

    def may_search(self, args: list[Any]) -> dict[str, Any]:
        """"<player> may search their library for a <filter>, put it <where>, then shuffle"
        (701.23a): a search_library by that player, who may decline (then no shuffle)."""
        who = args[0]
        if who == "you":
            raise InvalidActionError("\"you may search their library\": whose library?")
        phrase = next(str(a) for a in args if isinstance(a, Token) and a.type == "PHRASE")
        to = next(str(a) for a in args if isinstance(a, Token) and a.type == "THEIR_TO").lower()
        spec: dict[str, Any] = {"who": who, "optional": True, "filter": filter_text(phrase)}
        if to != "into their hand":
            spec["to"] = "battlefield"
        if to.endswith("tapped"):
            spec["tapped"] = True
        if "reveal" in args:
            spec["reveal"] = True  # 701.20a
        return {"search_library": spec}

    def damage(self, args: list[Any]) -> list[dict[str, Any]]:
        source, amount, *to = args
        if source != "self" and not (source == "it" and not self.ctx.is_spell):
            raise InvalidActionError("only this object deals damage here")
        by = {"by": "it"} if source == "it" else {}  # which object "it" is: the damage family decides (damage.py)
        return [{"damage": {"amount": word_number(str(amount)), "to": t, **by}} for t in to]

    @v_args(inline=True)
    def damage_equal(self, source: str, phrase: Token, *to: str) -> list[dict[str, Any]]:
        """"~ deals damage equal to <amount> to <x>" (120.3): the amount as the vocabulary reads it."""
        if source != "self":
            raise InvalidActionError("only this object deals damage here")
        # "its power" after "~ deals damage" could be the source's or the target's: refused
        return [{"damage": {"amount": self.equal_amount(str(phrase), its=False), "to": t}} for t in to]

    @v_args(inline=True)
    def kicked_instead(self, source: str, amount: Token) -> dict[str, Any]:
        return {"kicked_damage": word_number(str(amount))}

    def if_instead(self, args: list[Any]) -> list[Any]:
        """"If <condition>, <effect> instead." (608.2c): joined with the effect before it
        (``join_instead``); a condition no reading of conditions knows refuses the sentence."""
        condition, chain = str(args[0]).strip(), args[1]
        read_condition(condition)
        return [{"if_instead_part": {"if": condition, "then": chain if isinstance(chain, list) else [chain]}}]


@dataclass(frozen=True)
class LifePer:
    """"N life for each <x>": the multiplier and the count."""

    times: int
    count: Any


def _life(amount: Any) -> dict[str, Any]:
    if isinstance(amount, LifePer):
        return {"amount": amount.count, **({"times": amount.times} if amount.times != 1 else {})}
    return {"amount": amount}


def join_instead(effects: list[Any], _text: str = "") -> list[Any]:
    """"<effect>. If <condition>, <effect> instead." (608.2c) is one effect with two outcomes: the
    later sentence replaces the one just before it, which must be the same kind of effect
    ("Draw two cards. If you control a Wizard, draw three cards instead.")."""
    out: list[Any] = []
    for e in effects:
        if isinstance(e, dict) and "if_instead_part" in e:
            part = e["if_instead_part"]
            then = part["then"]
            if not out or not isinstance(out[-1], dict) or [next(iter(x)) for x in then] != [next(iter(out[-1]))]:
                raise InvalidActionError("\"if ..., ... instead\" must follow the one effect of the same kind it replaces")
            out.append({"if_instead": {"if": part["if"], "then": then, "otherwise": [out.pop()]}})
        else:
            out.append(e)
    return out


def join_kicked(effects: list[Any], _text: str = "") -> list[Any]:
    """"<source> deals N damage to <x>. If this spell was kicked, it deals M damage instead." is
    one effect with two outcomes (702.33d)."""
    out: list[Any] = []
    for e in effects:
        if isinstance(e, dict) and "kicked_damage" in e:
            if not out or "damage" not in out[-1]:
                raise InvalidActionError("\"if this spell was kicked, it deals ... instead\" must follow the damage it replaces")
            plain = out.pop()
            kicked = {"damage": {**plain["damage"], "amount": e["kicked_damage"]}}
            out.append({"if_kicked": {"then": [kicked], "otherwise": [plain]}})
        else:
            out.append(e)
    return out
