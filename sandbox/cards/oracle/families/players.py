"""Players: life gained and lost (119), damage (120)."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from sandbox.cards.oracle.families.base import Base, word_number
from sandbox.errors import InvalidActionError


class PlayersFamily(Base):
    """The builders of the players family's grammar rules (players.lark)."""

    @v_args(inline=True)
    def gain_life(self, *args: Any) -> dict[str, Any]:
        return {"gain_life": {**self._who(list(args[:-1])), "amount": word_number(str(args[-1]))}}

    @v_args(inline=True)
    def lose_life(self, *args: Any) -> dict[str, Any]:
        return {"lose_life": {**self._who(list(args[:-1])), "amount": word_number(str(args[-1]))}}

    def damage(self, args: list[Any]) -> list[dict[str, Any]]:
        source, amount, *to = args
        if source != "self" and not (source == "it" and not self.ctx.is_spell):
            raise InvalidActionError("only this object deals damage here")
        return [{"damage": {"amount": word_number(str(amount)), "to": t}} for t in to]

    @v_args(inline=True)
    def kicked_instead(self, source: str, amount: Token) -> dict[str, Any]:
        return {"kicked_damage": word_number(str(amount))}


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
