"""The game log: events, each naming the rule it follows, worded for the player named "You"."""

from __future__ import annotations

import re
from dataclasses import dataclass

_YOU_VERB = re.compile(r"\bYou (\w+s)\b")
_YOUR = re.compile(r"(^|[.:;] )You's|\bYou's")


def second_person(text: str) -> str:
    """Grammar for the player named "You": "You passes" -> "You pass", "You applies" -> "You
    apply", "You is" -> "You are", "You's" -> "your". Other players' names are left as they are."""
    def verb(m: re.Match) -> str:
        v = m.group(1)
        irregular = {"has": "have", "is": "are", "was": "were", "does": "do"}
        if v in irregular:
            base = irregular[v]
        elif v in ("this", "its") or v.endswith("ss"):
            return m.group(0)
        elif v.endswith("ies") and len(v) > 4:
            base = v[:-3] + "y"
        elif v.endswith(("sses", "ches", "shes", "xes", "zes")):
            base = v[:-2]
        else:
            base = v[:-1]
        return f"You {base}"
    text = _YOU_VERB.sub(verb, text)
    return _YOUR.sub(lambda m: (m.group(1) + "Your") if m.group(1) or m.start() == 0 else "your", text)


@dataclass
class LogEntry:
    """One event of the log; every entry names the rule it follows."""

    rule: str
    text: str
    kind: str = "event"
    ids: tuple[int, ...] = ()

    def __str__(self) -> str:
        return f"[{self.rule}] {self.text}" if self.rule else self.text
