"""Every kind of decision appears as its modal screen, names its rule, and can be answered."""

from __future__ import annotations

import pytest

from widgets.app import make_app
from widgets.screens.decision import DecisionScreen

from .boards import DECISIONS, TOUR, reach


@pytest.mark.parametrize("kind", sorted(DECISIONS))
async def test_decision_kind_shows_modal_naming_rule_and_answers(kind):
    text, setup = DECISIONS[kind]
    app = make_app(text=text or TOUR, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await reach(kind, app, pilot)
        modal = app.screen
        assert isinstance(modal, DecisionScreen), f"no decision screen for {kind}"
        assert modal.decision.kind == kind
        title = str(modal.query_one("#decision-title").render())
        if modal.decision.rule:
            assert modal.decision.rule in title
        # Answer with the keyboard: Enter (single/ordered/number), or tick one and confirm.
        if kind == "yesno":
            await pilot.press("y")
        elif modal.decision.max > 1 and not modal.decision.ordered:
            for _ in range(modal.decision.min):
                await pilot.press("space", "down")
            await pilot.press("d")
        else:
            await pilot.press("enter")
        await pilot.pause()
        assert app.screen is not modal, f"{kind} was not answered"


async def test_replacement_order_previews_each_order_outcome_616_1():
    text, setup = DECISIONS["replacement_order"]
    app = make_app(text=text, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await reach("replacement_order", app, pilot)
        from textual.widgets import OptionList
        options = app.screen.query_one("#choices", OptionList)
        prompts = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
        assert len(prompts) == 2
        # Doubling then {B}: one {B}. {B} then doubling: two {B}.
        doubling_first = next(p for p in prompts if p.index("Doubling Lens") < p.index("Dark Prism"))
        prism_first = next(p for p in prompts if p.index("Dark Prism") < p.index("Doubling Lens"))
        assert "pool: empty → {B}\n" in doubling_first
        assert "pool: empty → {B}{B}\n" in prism_first
        game = app.game_screen.game
        assert str(game.state.players[0].pool) == "empty", "previews never change the real game"
        await pilot.press("down", "enter")  # commit the second order
        await pilot.pause()
        assert str(game.state.players[0].pool) == "{B}{B}"
