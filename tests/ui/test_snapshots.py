"""Snapshot tests: the main screen at two sizes and every decision screen.

Run ``pytest tests/ui/test_snapshots.py --snapshot-update`` after an intended change and
review the SVGs in ``__snapshots__``.
"""

from __future__ import annotations

import pytest

from tests.conftest import find
from widgets.app import make_app

from .boards import DECISIONS, TOUR, reach


def _app(text=None):
    return make_app(text=text or TOUR, flash=0)


class TestMainScreen:
    """The game screen on the default board."""

    def test_default_board_80x24(self, snap_compare):
        """At 80x24: status line, battlefield with both players grouped (Forest shows
        "⊕ Wild Growth"), mana pool, stack "(empty ...)", hand with ✓ on castable cards,
        log, inspector and the footer with only applicable keys."""
        assert snap_compare(_app(), terminal_size=(80, 24))

    def test_default_board_160x48(self, snap_compare):
        """At 160x48 the same panes use the room: every permanent visible, taller log,
        wide inspector with the preset's description."""
        assert snap_compare(_app(), terminal_size=(160, 48))

    def test_after_tapping_forest_160x48(self, snap_compare):
        """After Enter on the Forest: it shows "↷tapped"; your pool shows G×2 in green;
        the log ends with Wild Growth's 605.4a mana ability."""
        async def run_before(pilot):
            await pilot.pause()
            screen = pilot.app.game_screen
            screen.battlefield.focus()
            screen.battlefield.select_oid(screen.game.refs["forest"])  # the pinned tour board
            await pilot.pause()
        assert snap_compare(_app(), press=["enter"], terminal_size=(160, 48), run_before=run_before)

    def test_help_screen(self, snap_compare):
        """? shows every key with its description and tooltip."""
        assert snap_compare(_app(), press=["question_mark"], terminal_size=(100, 40))


class TestDecisionScreens:
    """One snapshot per decision kind; each names its rule in the title."""

    @pytest.mark.parametrize("kind", sorted(DECISIONS))
    def test_decision_screen(self, snap_compare, kind):
        """The modal for this decision kind over the board: title with the rule, the prompt,
        the options (orders with their outcomes for trigger and replacement order), and the
        keys that answer or cancel."""
        text, _ = DECISIONS[kind]

        async def run_before(pilot):
            await reach(kind, pilot.app, pilot)
        assert snap_compare(_app(text), terminal_size=(120, 36), run_before=run_before)


class TestPaymentScreen:
    """The payment plan shown before a cast the pool can't pay (601.2g-h)."""

    def test_payment_plan_80x24(self, snap_compare):
        """c on Machine God's Effigy ({4}) with an empty pool: title "Pay 4 for Machine God's
        Effigy  rule 601.2g-h", one row per source tapped (source -> mana, what it pays, why),
        the sources kept untapped with why, and the keys: Enter, x, r, Esc."""
        async def run_before(pilot):
            await pilot.pause()
            screen = pilot.app.game_screen
            screen.hand.focus()
            screen.hand.select_oid(find(screen.game, "Machine God's Effigy", "hand"))
            await pilot.pause()
        assert snap_compare(_app(), press=["c"], terminal_size=(80, 24), run_before=run_before)
