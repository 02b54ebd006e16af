"""Puzzle goals: what a preset asks the player to reach, checked live by the engine.

A ``[goal]`` table holds one or more conditions; all of them must hold at once for the
puzzle to be solved. Optional limits (``turn_limit``, ``action_limit``) make it fail when
passed. See docs/PRESETS.md for the full list.

>>> check_goal_spec({"life_at_most": 0, "player": "opponent"})
>>> describe_goal({"mana_at_least": 5, "color": "G"})
'produce at least 5 {G} in one step'
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sandbox.core.state import STEPS, State
from sandbox.errors import InvalidActionError
from sandbox.symbols import TYPES, mana_value

if TYPE_CHECKING:
    from sandbox.core.game import Game

CONDITION_KEYS = {"win", "life_at_most", "mana_at_least", "mana_at_most", "control", "object", "survive_until"}
GOAL_KEYS = CONDITION_KEYS | {"text", "player", "color", "count", "turn_limit", "action_limit"}
OBJECT_KEYS = {"name", "ref", "controller", "power", "toughness", "card_types", "subtypes", "supertypes",
               "colors", "token", "counters", "tapped", "zone", "abilities", "mana_value", "count"}


def _who(goal: dict[str, Any]) -> int:
    return 0 if goal.get("player", "opponent") in ("you", "You", 0, "p0") else 1


def _int(goal: dict[str, Any], key: str, low: int = -1_000_000) -> int:
    v = goal[key]
    if isinstance(v, bool) or not isinstance(v, int) or v < low:
        raise InvalidActionError(f"goal.{key}: expected a whole number of at least {low}, found {v!r}")
    return v


def check_goal_spec(goal: Any) -> None:
    """Validate a [goal] table; raises InvalidActionError with one clear line."""
    if not isinstance(goal, dict):
        raise InvalidActionError("goal: expected a table")
    extra = set(goal) - GOAL_KEYS
    if extra:
        raise InvalidActionError(f"goal: unknown key {sorted(extra)[0]!r}; allowed: {', '.join(sorted(GOAL_KEYS))}")
    if not set(goal) & CONDITION_KEYS:
        raise InvalidActionError(f"goal: name at least one condition ({', '.join(sorted(CONDITION_KEYS))})")
    if "player" in goal and goal["player"] not in ("you", "opponent", "You", "Opponent", "p0", "p1", 0, 1):
        raise InvalidActionError(f"goal.player: expected \"you\" or \"opponent\", found {goal['player']!r}")
    if "win" in goal and not isinstance(goal["win"], bool):
        raise InvalidActionError("goal.win: expected true or false")
    if "life_at_most" in goal:
        _int(goal, "life_at_most")
    if "mana_at_least" in goal:
        _int(goal, "mana_at_least", 1)
    if "mana_at_most" in goal:
        _int(goal, "mana_at_most", 0)
    if "color" in goal and (not isinstance(goal["color"], str) or goal["color"].upper() not in TYPES):
        raise InvalidActionError(f"goal.color: expected one of W U B R G C, found {goal['color']!r}")
    if "control" in goal and not isinstance(goal["control"], str):
        raise InvalidActionError("goal.control: expected a card name")
    if "count" in goal:
        _int(goal, "count", 1)
    for key in ("turn_limit", "action_limit"):
        if key in goal:
            _int(goal, key, 1)
    if "object" in goal:
        o = goal["object"]
        if not isinstance(o, dict):
            raise InvalidActionError("goal.object: expected a table like { name = \"Siege Rhino\", power = 6 }")
        bad = set(o) - OBJECT_KEYS
        if bad:
            raise InvalidActionError(f"goal.object: unknown key {sorted(bad)[0]!r}; allowed: {', '.join(sorted(OBJECT_KEYS))}")
        if not ("name" in o or "ref" in o):
            raise InvalidActionError("goal.object: give the object's name or ref")
    if "survive_until" in goal:
        s = goal["survive_until"]
        if not isinstance(s, dict) or "step" not in s or s["step"] not in STEPS:
            raise InvalidActionError(f"goal.survive_until: expected {{ turn = N, step = \"end\" }} with a step of: {', '.join(STEPS)}")
        if "turn" in s and (not isinstance(s["turn"], int) or s["turn"] < 1):
            raise InvalidActionError("goal.survive_until.turn: expected a turn number")


def describe_goal(goal: dict[str, Any]) -> str:
    """The goal in words (its ``text`` if it has one)."""
    if goal.get("text"):
        return str(goal["text"])
    who = "you" if _who(goal) == 0 else "the opponent"
    parts = []
    if goal.get("win"):
        parts.append("win the game")
    if "life_at_most" in goal:
        parts.append(f"reduce {who} to {goal['life_at_most']} life or less")
    if "mana_at_least" in goal:
        col = goal.get("color")
        parts.append(f"produce at least {goal['mana_at_least']} {'{' + col.upper() + '}' if col else 'mana'} in one step")
    if "mana_at_most" in goal:
        col = goal.get("color")
        parts.append(f"have at most {goal['mana_at_most']} {'{' + col.upper() + '}' if col else 'mana'} in your pool")
    if "control" in goal:
        parts.append(f"control {goal.get('count', 1)} permanent(s) named {goal['control']}")
    if "object" in goal:
        o = goal["object"]
        what = ", ".join(f"{k} {v}" for k, v in o.items() if k not in ("name", "ref"))
        parts.append(f"make {o.get('name', o.get('ref'))} have {what}")
    if "survive_until" in goal:
        s = goal["survive_until"]
        parts.append(f"survive until the {s['step']} step" + (f" of turn {s['turn']}" if "turn" in s else ""))
    text = " and ".join(parts)
    if "turn_limit" in goal:
        text += f" by the end of turn {goal['turn_limit']}"
    if "action_limit" in goal:
        text += f" in at most {goal['action_limit']} actions"
    return text


@dataclass(frozen=True)
class GoalStatus:
    """Where a puzzle stands: solved, failed (a limit passed or you lost), or in progress."""

    solved: bool
    failed: bool
    text: str
    """One line for the app, e.g. "Puzzle solved: reduce the opponent to 0 life or less"."""


def object_matches(game: Game, oid: int, o: dict[str, Any]) -> bool:
    """Does the object fit a goal's ``object`` table (name, ref, controller, P/T, types, ...)?"""
    c = game.chars(oid)
    obj = game.obj(oid)
    if "name" in o and c.name != o["name"]:
        return False
    if "ref" in o and game.refs.get(o["ref"]) != oid:
        return False
    if "controller" in o and game.controller(oid) != (0 if o["controller"] in ("you", 0) else 1):
        return False
    for key in ("power", "toughness"):
        if key in o and getattr(c, key) != o[key]:
            return False
    for key in ("card_types", "subtypes", "supertypes"):
        if key in o and sorted(getattr(c, key)) != sorted(o[key]):
            return False
    if "mana_value" in o and mana_value(c.mana_cost) != o["mana_value"]:
        return False
    if "colors" in o and set(c.colors) != {x.upper() for x in o["colors"]}:
        return False
    if "token" in o and (obj.kind == "token") != bool(o["token"]):
        return False
    if "tapped" in o and obj.tapped != bool(o["tapped"]):
        return False
    if "counters" in o and any(obj.counters.get(k, 0) != n for k, n in o["counters"].items()):
        return False
    if "abilities" in o:
        texts = [(a.text or getattr(a, "name", "")).lower() for a in c.abilities]
        if not all(any(want.lower() in t for t in texts) for want in o["abilities"]):
            return False
    return True


def conditions_hold(game: Game, goal: dict[str, Any]) -> bool:
    """Do all of a goal table's conditions hold now (limits aside)?"""
    st = game.state
    who = _who(goal)
    if goal.get("win") and st.winner != 0:
        return False
    if "life_at_most" in goal and st.players[who].life > int(goal["life_at_most"]):
        return False
    if "mana_at_least" in goal:
        color = goal.get("color")
        pool = st.players[0].pool
        n = pool.count(color.upper()) if color else pool.total()
        if n < int(goal["mana_at_least"]):
            return False
    if "mana_at_most" in goal:
        color = goal.get("color")
        pool = st.players[0].pool
        if (pool.count(color.upper()) if color else pool.total()) > int(goal["mana_at_most"]):
            return False
    if "control" in goal:
        n = sum(1 for o in st.battlefield if game.controller(o) == 0 and game.chars(o).name == goal["control"])
        if n < int(goal.get("count", 1)):
            return False
    if "object" in goal:
        o = goal["object"]
        zone = o.get("zone", "battlefield")
        ids = [i for i, ob in st.objects.items() if ob.zone == zone]
        n = sum(1 for i in ids if object_matches(game, i, o))
        if (n != o["count"]) if "count" in o else n < 1:
            return False
    if "survive_until" in goal:
        s = goal["survive_until"]
        if st.players[0].lost or st.winner == 1:
            return False
        turn = s.get("turn", st.turn)
        if (st.turn, STEPS.index(st.step)) < (turn, STEPS.index(s["step"])):
            return False
    return True


_LAST: weakref.WeakKeyDictionary[Game, tuple[weakref.ref[State], int, int, GoalStatus]] = weakref.WeakKeyDictionary()
"""Per game: the state object, its version and the number of actions when its status was
last computed, and that status (the app asks several times per action)."""


def goal_status(game: Game) -> GoalStatus | None:
    """The puzzle's status now, or None if the board has no goal."""
    st = game.state
    if not st.goal:
        return None
    last = _LAST.get(game)
    if last is not None and last[0]() is st and last[1] == st.version and last[2] == len(game.history):
        return last[3]
    status = _status(game)
    _LAST[game] = (weakref.ref(st), st.version, len(game.history), status)
    return status


def _status(game: Game) -> GoalStatus:
    st = game.state
    goal = st.goal
    desc = describe_goal(goal)
    if conditions_hold(game, goal):
        return GoalStatus(True, False, f"Puzzle solved: {desc}")
    if st.players[0].lost or st.winner == 1:
        return GoalStatus(False, True, f"Puzzle failed: you lost the game. Goal: {desc}")
    if "turn_limit" in goal and st.turn > int(goal["turn_limit"]):
        return GoalStatus(False, True, f"Puzzle failed: turn {goal['turn_limit']} has ended. Goal: {desc}")
    if "action_limit" in goal and len(game.history) >= int(goal["action_limit"]):
        return GoalStatus(False, True, f"Puzzle failed: the {goal['action_limit']}-action limit is used up. Goal: {desc}")
    return GoalStatus(False, False, f"Goal: {desc}")


class GoalWatcher:
    """Announces a puzzle's status once when it changes to solved (or failed).

    >>> w = GoalWatcher()
    """

    def __init__(self) -> None:
        self.last: tuple[bool, bool] | None = None

    def update(self, game: Game) -> str | None:
        """The announcement to show now ("Puzzle solved: ..."), or None."""
        status = goal_status(game)
        if status is None:
            self.last = None
            return None
        now = (status.solved, status.failed)
        before, self.last = self.last, now
        if now != before and before is not None and (status.solved or status.failed):
            return status.text
        return None
