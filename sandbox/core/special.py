"""Player actions other than casting, activating from the battlefield and playing a land:
turning a face-down permanent face up (a special action, 116.2b), activating ninjutsu
from a hand (702.49a), suspending a card from a hand (a special action, 116.2f, 702.62a) and
foretelling one (a special action, 116.2h, 702.143a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandbox.core import faces, foretell, ninjutsu, suspend
from sandbox.core.actions import Foretell, Ninjutsu, Suspend, TurnFaceUp

if TYPE_CHECKING:
    from sandbox.core.actions import Action
    from sandbox.core.game import Game

ACTIONS = (TurnFaceUp, Ninjutsu, Suspend, Foretell)
"""The action types ``perform`` takes."""


def perform(game: Game, action: Action) -> None:
    """Do one of ``ACTIONS`` for the player with priority."""
    if isinstance(action, TurnFaceUp):
        faces.turn_face_up(game, action.obj)
    elif isinstance(action, Ninjutsu):
        ninjutsu.activate(game, action.card, action.attacker)
    elif isinstance(action, Suspend):
        suspend.suspend(game, action.card)
    elif isinstance(action, Foretell):
        foretell.foretell(game, action.card)
