"""The replacement-order dialog for counters (616.1): the same order screen as for mana
replacements, each order previewed with the counters it leads to."""

from __future__ import annotations

from textual.widgets import OptionList

from sandbox.core.actions import Activate, Cast, Pass
from widgets.app import make_app
from widgets.journal import decode_action, encode_action
from widgets.screens.order import OrderScreen

from ..conftest import find
from .boards import wait_until

COUNTERS = """
[[player]]
battlefield = ["Hardened Scales", "Doubling Season", { card = "Walking Ballista", counters = { "+1/+1" = 1 } },
               "Forest", "Forest", "Forest", "Forest"]
[[player]]
"""


async def _reach_order(pilot) -> None:
    await pilot.pause()
    screen = pilot.app.game_screen
    screen.apply(Activate(find(screen.game, "Walking Ballista"), 0))
    screen.apply(Pass())
    screen.apply(Pass())
    # The dialog opens, then fills in its previews from a worker: wait for both (on a loaded
    # machine the dialog may not even be open after one pause; a bounded count of pauses
    # went on with the previews still "working out").
    await wait_until(pilot, lambda: isinstance(pilot.app.screen, OrderScreen) and pilot.app.screen.is_mounted,
                     "the order dialog")
    await wait_until(pilot, lambda: not pilot.app.screen.pending_previews and not any(
        "working out" in str(option.prompt) for option in pilot.app.screen.query_one("#choices", OptionList).options),
        "the order previews")
    await pilot.pause()


async def test_616_1_counter_order_dialog_previews_each_orders_counters():
    app = make_app(text=COUNTERS, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await _reach_order(pilot)
        modal = app.screen
        assert modal.decision.kind == "replacement_order" and modal.decision.rule == "616.1"
        options = modal.query_one("#choices", OptionList)
        prompts = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
        scales_first = next(p for p in prompts if p.index("Hardened Scales") < p.index("Doubling Season"))
        season_first = next(p for p in prompts if p.index("Doubling Season") < p.index("Hardened Scales"))
        assert "Walking Ballista 1/1 → Walking Ballista 5/5" in scales_first  # 1 + (1+1)x2
        assert "Walking Ballista 1/1 → Walking Ballista 4/4" in season_first  # 1 + 1x2+1
        game = app.game_screen.game
        assert game.obj(find(game, "Walking Ballista")).counters == {"+1/+1": 1}, "previews never change the game"
        await pilot.press("enter")
        await pilot.pause()
        assert game.obj(find(game, "Walking Ballista")).counters["+1/+1"] in (4, 5)


def test_616_1_counter_order_dialog_snapshot(snap_compare):
    """Two orders of Hardened Scales and Doubling Season on one +1/+1 counter for Walking
    Ballista (1/1): Scales first shows 5/5, Season first 4/4."""
    assert snap_compare(make_app(text=COUNTERS, flash=0), terminal_size=(120, 36), run_before=_reach_order)


def test_702_33d_a_kicked_cast_is_journaled_as_kicked():
    action = Cast(5, targets=("p1",), kicked=True)
    assert encode_action(action)["kicked"] is True
    assert decode_action(encode_action(action)) == action
