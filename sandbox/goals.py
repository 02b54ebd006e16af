"""Puzzle goals: what a preset asks the player to reach, checked live by the engine."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import InvalidActionError

if TYPE_CHECKING:
    from .game import Game

GOAL_KEYS = {"text", "win", "life_at_most", "player", "mana_at_least", "color", "control", "count",
             "turn_limit"}


def check_goal_spec(goal: Any) -> None:
    """Validate a [goal] table."""
    if not isinstance(goal, dict):
        raise InvalidActionError("goal: expected a table")
    extra = set(goal) - GOAL_KEYS
    if extra:
        raise InvalidActionError(f"goal: unknown key {sorted(extra)[0]!r}; allowed: {', '.join(sorted(GOAL_KEYS))}")


def goal_met(game: "Game") -> bool | None:
    """True when the preset's goal is met, False if not, None if there is no goal."""
    goal = game.state.goal
    if not goal:
        return None
    st = game.state
    who = 1 if goal.get("player", "opponent") == "opponent" else 0
    if goal.get("win"):
        return st.winner == 0
    if "life_at_most" in goal:
        return st.players[who].life <= int(goal["life_at_most"])
    if "mana_at_least" in goal:
        color = goal.get("color")
        return st.players[0].pool.count(color) >= int(goal["mana_at_least"])
    if "control" in goal:
        n = sum(1 for o in st.battlefield if game.controller(o) == 0 and game.chars(o).name == goal["control"])
        return n >= int(goal.get("count", 1))
    return None
