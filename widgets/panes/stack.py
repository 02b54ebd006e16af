"""The stack pane: top first, so what resolves next is the first row."""

from __future__ import annotations

from .object_pane import ObjectPane


class StackPane(ObjectPane):
    """Spells and abilities on the stack, top first (405). When the stack changes, the cursor
    goes to the top: the object that resolves next."""

    FOLLOW_FIRST = True
