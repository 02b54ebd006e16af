"""The ``[demo]`` section of a preset: a narrated line of play (or a puzzle's solution) as data.

A step is a table with one action key and an optional ``narration`` and ``expect``::

    [[demo.step]]
    activate = "forest"          # a ref or a card name (battlefield, controlled by the player with priority)
    ability = 1                  # which activated/mana ability, counting from 1 (default 1)
    narration = "Wild Growth's trigger is a mana ability: it resolves at once (605.4a)."

The loader checks the tables here; ``sandbox.script.playback`` runs the steps.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sandbox.errors import InvalidActionError
from sandbox.formats.goals import check_goal_spec

ACTION_KEYS = ("cast", "play", "activate", "pass", "resolve", "answer", "command")
STEP_KEYS = set(ACTION_KEYS) | {"ability", "x", "targets", "narration", "expect", "title"}


@dataclass
class Step:
    """One step of a demo or solution."""

    spec: dict[str, Any]
    narration: str = ""

    @property
    def label(self) -> str:
        """The step in words ("choose Siege Rhino (not a token)", "pass priority")."""
        for k in ACTION_KEYS:
            if k in self.spec:
                v = self.spec[k]
                if k in ("pass", "resolve") and v is True:
                    return "pass priority" if k == "pass" else "resolve the top of the stack"
                if k == "command":
                    return f":{v}"
                verb = "choose" if k == "answer" else k
                extra = ""
                if "targets" in self.spec:
                    extra = " targeting " + _words(self.spec["targets"])
                return f"{verb} {_words(v)}{extra}"
        return "?"


def _words(value: Any) -> str:
    """A step's value in words: names as they are, a name table with its qualifiers."""
    if isinstance(value, list):
        return ", ".join(_words(v) for v in value)
    if isinstance(value, dict) and "name" in value:
        qualifiers = []
        if "token" in value:
            qualifiers.append("the token" if value["token"] else "not a token")
        types = value.get("card_types")
        if types:
            qualifiers.append("the " + " ".join(map(str, types)) if isinstance(types, list) else f"the {types}")
        return f"{value['name']} ({', '.join(qualifiers)})" if qualifiers else str(value["name"])
    return str(value)


@dataclass
class Demo:
    """A narrated line of play."""

    title: str = ""
    intro: str = ""
    steps: list[Step] = field(default_factory=list)


def parse_demo(data: Any, where: str = "demo") -> Demo:
    """Validate a ``[demo]`` table; raises InvalidActionError naming the bad step."""
    if not isinstance(data, dict):
        raise InvalidActionError(f"{where}: expected a table")
    bad = set(data) - {"title", "intro", "step"}
    if bad:
        raise InvalidActionError(f"{where}: unknown key {sorted(bad)[0]!r}; allowed: intro, step, title")
    steps = data.get("step", [])
    if not isinstance(steps, list) or not steps:
        raise InvalidActionError(f"{where}: expected [[demo.step]] tables")
    out = []
    for i, s in enumerate(steps, 1):
        place = f"{where}.step[{i}]"
        if not isinstance(s, dict):
            raise InvalidActionError(f"{place}: expected a table")
        bad = set(s) - STEP_KEYS
        if bad:
            raise InvalidActionError(f"{place}: unknown key {sorted(bad)[0]!r}; allowed: {', '.join(sorted(STEP_KEYS))}")
        acts = [k for k in ACTION_KEYS if k in s]
        if len(acts) != 1:
            raise InvalidActionError(f"{place}: expected exactly one of {', '.join(ACTION_KEYS)}")
        if "expect" in s:
            check_goal_spec(s["expect"])
        out.append(Step(dict(s), str(s.get("narration", ""))))
    return Demo(str(data.get("title", "")), str(data.get("intro", "")), out)
