"""Tokens: created (111), predefined (111.10), copies of permanents (707.2)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, v_args

from sandbox.cards.model import Amount
from sandbox.cards.oracle.families.base import COLOR_LETTERS, Base, Context, keyword_list, parse_pt, word_number
from sandbox.errors import InvalidActionError


class TokensFamily(Base):
    """The builders of the tokens family's grammar rules (tokens.lark)."""

    def incubate(self, args: list) -> dict[str, Any]:
        """Incubate N (701.53a): create an Incubator token with N +1/+1 counters on it, a
        double-faced token ("{2}: Transform this artifact.") whose back face is a 0/0 Phyrexian
        artifact creature. N is a number as printed; "incubate X" (its X defined elsewhere, or
        "where X is ...") and "that many" are refused."""
        n = word_number(str(args[0]))
        if not isinstance(n, int) or str(args[0]).lower() in ("a", "an"):
            raise InvalidActionError(f"incubate {args[0]} (701.53a): only a printed number of counters is read")
        return {"create_token": {"token": "Incubator", "counters": n}} if n else {"create_token": {"token": "Incubator"}}

    def incubator_token(self, _: list) -> dict[str, Any]:
        """"Create an Incubator token" with no counters is not how incubate is worded (701.53a):
        refused, naming the rule."""
        raise InvalidActionError("create an Incubator token (701.53a): only \"incubate N\" is read")

    def create_predefined(self, args: list[Any]) -> dict[str, Any]:
        n = word_number(str(args[0]))
        tapped = any(isinstance(a, Token) and a.type == "TAPPED" for a in args)
        name = next(str(a) for a in args if isinstance(a, Token) and a.type == "PREDEFINED")
        spec: dict[str, Any] = {"token": name}  # the predefined tokens of 111.10, built in
        if n != 1:
            spec["count"] = n
        if tapped:
            spec["tapped"] = True
        return {"create_token": spec}

    def investigate(self, _: list) -> dict[str, Any]:
        return {"create_token": {"token": "Clue"}}  # 701.36a

    def create_token(self, args: list[Any]) -> dict[str, Any]:
        """"Create a [tapped] 2/2 black Zombie creature token" (111.1; tapped: 111.2, 110.5)."""
        (n, desc), tapped = _untapped(args)
        return self._create(n, desc, tapped)

    def create_token_number(self, args: list[Any]) -> dict[str, Any]:
        """"Create a number of 1/1 white Soldier creature tokens equal to your devotion to white"
        (111.1, 107.1): the amount as the vocabulary reads it, counted as the effect resolves."""
        (desc, phrase), tapped = _untapped(args)
        spec: dict[str, Any] = {"token": desc[0], "count": Amount.from_text(f"equal to {phrase}").table()}
        if tapped:
            spec["tapped"] = True
        return {"create_token": spec}

    def plural_token_desc(self, args: list[Any]) -> tuple[str, Any]:
        return self.token_desc(args)

    def create_token_with_quoted(self, args: list[Any]) -> dict[str, Any]:
        """"Create a 1/1 ... creature token with "When this creature dies, ..."" (111.4): the
        quoted ability is the token's; "this creature" in it is the token."""
        (n, desc, quoted), tapped = _untapped(args)
        effect = self._create(n, desc, tapped)
        self._give_quoted(desc[0], quoted)
        return effect

    def create_token_has_quoted(self, args: list[Any]) -> dict[str, Any]:
        """"Create two 1/1 ... tokens. They have "Sacrifice this creature: Add {C}."": "It has"
        follows one token, "They have" more than one."""
        (n, desc, has, quoted), tapped = _untapped(args)
        effect = self._create(n, desc, tapped)
        one = "count" not in effect["create_token"]
        if one != (str(has).lower() == "it has"):
            raise InvalidActionError(f"\"{has}\" doesn't agree with the number of tokens created")
        self._give_quoted(desc[0], quoted)
        return effect

    def _give_quoted(self, name: str, quoted: Token) -> None:
        token = next(t for t in reversed(self.tokens) if t.get("name") == name)
        # The token's own context: "this creature" in the quote is the token, a permanent (not
        # a spell); the card's name in it is refused (201.5, see _quoted_abilities).
        own = Context(name="", is_spell=False, is_planeswalker=False, compile_text=self.ctx.compile_text,
                      type_line=str(token["type_line"]))
        abilities = self._quoted_abilities(quoted, ctx=own)
        if not abilities:
            raise InvalidActionError("the quoted ability is not understood")
        token["abilities"] = [*token.get("abilities", []), *abilities]
        texts = [str(token["oracle"])] if token.get("oracle") else []
        token["oracle"] = "\n".join(texts + [_ability_text(a) for a in abilities])

    def _create(self, n: Token, desc: tuple[str, Any], tapped: bool = False) -> dict[str, Any]:
        name, count = desc
        spec: dict[str, Any] = {"token": name}
        if tapped:
            spec["tapped"] = True
        total = word_number(str(n))
        if count is not None:
            if total != 1:
                raise InvalidActionError("a number of tokens \"for each\" is not understood")
            spec["count"] = count
        elif total != 1:
            spec["count"] = total
        return {"create_token": spec}

    def token_desc(self, args: list[Any]) -> tuple[str, Any]:
        tokens = [a for a in args if isinstance(a, Token)]
        pt = parse_pt(str(tokens[0]))
        colors: list[str] = []
        rest = tokens[1:]
        if rest and rest[0].type == "COLORS":
            words = str(rest[0]).lower().split(" and ")
            colors = [COLOR_LETTERS[w] for w in words if w != "colorless"]
            rest = rest[1:]
        subtypes, types = str(rest[0]), str(rest[1])
        keywords = keyword_list(str(rest[2])) if len(rest) > 2 and rest[2].type == "KEYWORDS" else []
        per = next((str(t) for t in rest if t.type == "PHRASE"), None)
        count = Amount.from_text(f"for each {per.replace('~', 'it')}").table() if per else None
        name = f"{subtypes} Token"
        token: dict[str, Any] = {"name": name, "token": True}
        if colors:
            token["colors"] = colors
        token["type_line"] = f"{types.title()} — {subtypes}"
        token["power"], token["toughness"] = pt
        if keywords:
            token["oracle"] = ", ".join([keywords[0]] + [k.lower() for k in keywords[1:]])
            token["abilities"] = keywords
        self.tokens.append(token)
        return name, count

    def token_copy(self, args: list[Any]) -> dict[str, Any]:
        spec: dict[str, Any] = {"of": args[0]}
        if len(args) > 1:
            spec["except"] = args[1]
        return {"token_copy": spec}

    def sacrifice_it_at_end_step(self, _: list) -> dict[str, Any]:
        return {"rider": "sacrifice_at_end"}

    def exile_it_at_end_step(self, _: list) -> dict[str, Any]:
        return {"rider": "exile_at_end"}  # 603.7: a delayed trigger exiles the token

    @v_args(inline=True)
    def token_gains(self, words: Token) -> dict[str, Any]:
        return {"rider": "gains", "gains": keyword_list(str(words))}


def _untapped(args: list[Any]) -> tuple[list[Any], bool]:
    """A create rule's children without its TAPPED word, and whether it had one."""
    rest = [a for a in args if not (isinstance(a, Token) and a.type == "TAPPED")]
    return rest, len(rest) != len(args)


def _ability_text(ability: Any) -> str:
    """The printed text of a compiled ability table ({kind = {text = ...}}) or keyword."""
    if isinstance(ability, dict):
        inner = next(iter(ability.values()))
        if isinstance(inner, dict) and inner.get("text"):
            return str(inner["text"])
    return str(ability)


def join_token_riders(effects: list[Any], text: str) -> list[Any]:
    """"That token gains haste." and "Sacrifice it at the beginning of the next end step." after a
    token copy are about that token (a non-copy effect and a delayed trigger, 707.2)."""
    out: list[Any] = []
    for e in effects:
        if isinstance(e, dict) and "rider" in e:
            if not out or "token_copy" not in out[-1]:
                raise InvalidActionError("\"that token\" / \"sacrifice it\" must follow \"create a token that's a copy\"")
            spec = dict(out[-1]["token_copy"])
            if e["rider"] == "gains":
                spec["gains"] = e["gains"]
            else:
                verb = "sacrifice" if e["rider"] == "sacrifice_at_end" else "exile"
                sentence = next(s for s in re.split(r"(?<=\.) ", text)
                                if re.match(rf"{verb} (it|that token) at", s, re.I))
                spec["delayed"] = {"at": "end_step", "text": sentence,
                                   "effects": [{verb: {"what": "trigger.object"}}]}
            out[-1] = {"token_copy": spec}
        else:
            out.append(e)
    return out
