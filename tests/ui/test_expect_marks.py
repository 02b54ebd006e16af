"""`:expect` answers with a mark: ✓ and what held on the status line and in the Output pane,
or ✗ "expectation not met" (not "not done": nothing was to be done)."""

from __future__ import annotations

from widgets.app import make_app

from .boards import TOUR, settle


async def test_a_passing_expect_shows_a_pass_mark_and_a_failing_one_says_it_was_not_met():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = app.game_screen
        screen.run_command("expect life you 20")
        await settle(pilot)
        status = str(screen.status.render())
        assert "✓ You have 20 life" in status, status
        assert "✓ You have 20 life" in screen.inspector.text
        screen.run_command("expect life you 3")
        await settle(pilot)
        assert "✗" in str(screen.status.render()) and "expected" in screen.error
        assert screen.inspector.text.startswith("✗ expectation not met")
        screen.run_command("tap Siege Rhino")
        await settle(pilot)
        assert screen.inspector.text.startswith("✗ not done"), "a play command that can't be done"
