"""The hand pane: each player's hand, castable cards marked."""

from __future__ import annotations

from .object_pane import ObjectPane


class HandPane(ObjectPane):
    """Cards in hand, grouped by player."""
