"""The battlefield pane: both players' permanents, grouped into lands, creatures and other."""

from __future__ import annotations

from .object_pane import ObjectPane


class BattlefieldPane(ObjectPane):
    """Every permanent, one per row, with its badges (see ``render.permanent_line``)."""
