"""The monarch (724): a designation a player can have. Only one player is the monarch at a time:
as a player becomes the monarch, the current one ceases to be (724.3). Two triggered abilities
come with it (724.2); they have no source, and the player who was the monarch as they triggered
controls them:
  "At the beginning of the monarch's end step, that player draws a card."
  "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch."
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sandbox.cards.model import Characteristics, Triggered
from sandbox.core.state import PendingTrigger

if TYPE_CHECKING:
    from sandbox.core.game import Game

NO_SOURCE = 0
"""The source id of the monarch's triggered abilities: none (724.2); object ids start at 1."""
MONARCH = Characteristics(name="The monarch")
"""What the stack and the log show as the "source" of those abilities."""
END_STEP_DRAW = Triggered(text="At the beginning of the monarch's end step, that player draws a card.",
                          on="end_step", effects=({"draw": {"count": 1, "who": "you"}},))
STEAL = Triggered(text="Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.",
                  on="combat_damage_player", effects=({"become_monarch": {"who": "trigger.controller"}},))


def monarch(game: Game) -> int | None:
    """The player who is the monarch, or None (no one has become it yet)."""
    return next((p.index for p in game.state.players if p.monarch), None)


def become(game: Game, player: int) -> None:
    """724.3: ``player`` becomes the monarch; the current monarch ceases to be. Becoming it again
    while being it changes nothing."""
    st = game.state
    if st.players[player].monarch:
        game.note("724.3", f"{st.players[player].name} is already the monarch", "resolve")
        return
    for p in st.players:
        p.monarch = p.index == player
    game.note("724.1", f"{st.players[player].name} becomes the monarch", "resolve")
    game.touch()


def check_triggers(game: Game, event: dict[str, Any]) -> None:
    """724.2: the monarch's two triggered abilities, checked on each event like a permanent's."""
    who = monarch(game)
    if who is None:
        return
    kind = event["kind"]
    if kind == "end_step" and event.get("player") == who:
        ab = END_STEP_DRAW
    elif kind == "combat_damage_player" and event.get("player") == who:
        ab = STEAL  # the source is a creature: only creatures deal combat damage (510.1)
    else:
        return
    game.state.pending_triggers.append(PendingTrigger(NO_SOURCE, ab, who, MONARCH, dict(event)))
    game.note("724.2", f"the monarch's triggered ability triggers: \"{ab.text}\"", "trigger")
    game.touch()
