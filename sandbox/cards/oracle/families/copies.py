"""Copy effects (707): "enter as a copy", token copies' exceptions (707.9)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, v_args

from sandbox.cards.oracle.families.base import Base, card_types_of, filter_text, keyword_list
from sandbox.errors import InvalidActionError


class CopiesFamily(Base):
    """The builders of the copies family's grammar rules (copies.lark)."""

    @v_args(inline=True)
    def become_copy(self, phrase: Token, of: str) -> dict[str, Any]:
        return {"become_copy": {"of": of, "on": f"each {filter_text(str(phrase))}", "until": "end_of_turn"}}

    @v_args(inline=True)
    def copy_line(self, choice: str, phrase: Token, where: str, exceptions: dict[str, Any] | None = None) -> dict[str, Any]:
        if where == "battlefield" and choice != "any":
            raise InvalidActionError("\"a <kind> on the battlefield\" is not the printed form (\"any\")")
        if where == "you control" and choice != "a":
            raise InvalidActionError("\"any <kind> you control\" is not the printed form (\"a\")")
        of = f"{phrase} you control" if where == "you control" else str(phrase)
        spec: dict[str, Any] = {"of": filter_text(of), "optional": True, "text": self.text}
        exceptions = dict(exceptions or {})
        extra = exceptions.pop("extra_counters_if", None)
        if exceptions:
            spec["except"] = exceptions
        if extra:
            spec["extra_counters_if"] = extra  # 707.9e: an additional effect, not a copiable value
        return {"enters_as_copy": spec}

    def any(self, _: list) -> str:
        return "any"

    def a(self, _: list) -> str:
        return "a"

    def on_battlefield(self, _: list) -> str:
        return "battlefield"

    def you_control(self, _: list) -> str:
        return "you control"

    def copy_except(self, parts: list[dict[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for p in parts:
            for k, v in p.items():
                if k in out and isinstance(v, list):
                    out[k] = out[k] + v
                elif k in out and isinstance(v, dict):
                    out[k] = {**out[k], **v}
                elif k in out:
                    raise InvalidActionError(f"two exceptions set {k}")
                else:
                    out[k] = v
        clause = _except_clause(self.text)
        if any("extra_counters_if" in p for p in parts):
            # the copy exceptions' own words: the extra counters are not copiable (707.9e)
            texts = _clause_parts(clause)
            if len(texts) != len(parts):
                raise InvalidActionError("can't tell the exceptions of this copy apart")
            clause = ", ".join(t for t, p in zip(texts, parts, strict=True) if "extra_counters_if" not in p)
        out["text"] = clause
        return out

    def named_self(self, _: list) -> dict[str, Any]:
        return {"name": self.ctx.name}

    @v_args(inline=True)
    def extra_counter(self, kind: Token, types: Token) -> dict[str, Any]:
        kinds = card_types_of(str(types))
        if len(kinds) != 1:
            raise InvalidActionError("an extra counter \"if it's a <type>\" names one card type")
        return {"extra_counters_if": {kinds[0]: {str(kind): 1}}}

    @v_args(inline=True)
    def also_type(self, types: Token) -> dict[str, Any]:
        return {"add_card_types": card_types_of(str(types))}

    @v_args(inline=True)
    def also_subtype(self, subtypes: Token) -> dict[str, Any]:
        return {"add_subtypes": str(subtypes).split()}

    @v_args(inline=True)
    def only_type(self, types: Token) -> dict[str, Any]:
        kinds = card_types_of(str(types))
        if len(kinds) != 1:
            raise InvalidActionError("\"it's a <type>\" with several types is not understood")
        return {"card_types": kinds, "keep_subtypes": kinds[0].lower()}

    def not_legendary(self, _: list) -> dict[str, Any]:
        return {"nonlegendary": True}

    def also_legendary(self, _: list) -> dict[str, Any]:
        return {"add_supertypes": ["Legendary"]}

    @v_args(inline=True)
    def named(self, name: Token) -> dict[str, Any]:
        return {"name": str(name).strip()}

    @v_args(inline=True)
    def has_keywords(self, words: Token) -> dict[str, Any]:
        return {"add_abilities": keyword_list(str(words))}

    def copy_except_quoted(self, parts: list[dict[str, Any]]) -> dict[str, Any]:
        return self.copy_except(parts)

    @v_args(inline=True)
    def has_quoted_part(self, quoted: Token) -> dict[str, Any]:
        return {"add_abilities": self._quoted_abilities(quoted, holder_is_self=True)}


def _except_clause(text: str) -> str:
    """The words after ", except" up to the end of that sentence (quoted text kept whole)."""
    rest = text.partition(", except ")[2]
    quoted = False
    for i, ch in enumerate(rest):
        if ch == '"':
            quoted = not quoted
        elif ch == "." and not quoted and (i + 1 == len(rest) or rest[i + 1] == " "):
            return rest[:i]
    return rest


def _clause_parts(clause: str) -> list[str]:
    """The parts of an exception clause ("A, B, and C"), quoted text kept whole."""
    quoted: list[str] = []
    def hide(m: re.Match[str]) -> str:
        quoted.append(m.group(0))
        return f"\x00{len(quoted) - 1}\x00"
    hidden = re.sub(r'"[^"]*"', hide, clause)
    parts = [p.strip() for p in re.split(r",\s+and\s+|,\s+|\s+and\s+", hidden) if p.strip()]
    return [re.sub(r"\x00(\d+)\x00", lambda m: quoted[int(m.group(1))], p) for p in parts]
