"""Wording (issue 15, item 11): token names with their article, the payment plan's reason for
generic mana, the demo's step labels and board text in words."""

from __future__ import annotations

from sandbox.api import load_preset, plan_for
from sandbox.core.actions import Activate, Cast
from sandbox.core.effects import a_token
from tests.conftest import find
from widgets.app import make_app
from widgets.screens.demo import DemoScreen
from widgets.screens.payment import PaymentScreen

from .boards import PYROMANCER, TOUR, settle


def test_a_token_takes_its_article_and_no_doubled_token():
    assert a_token("Elemental Token") == "an Elemental token"
    assert a_token("Knight Token") == "a Knight token"
    assert a_token("Treasure") == "a Treasure token"


async def test_the_log_says_creates_an_elemental_token():
    app = make_app(text=PYROMANCER, flash=0)
    async with app.run_test(size=(160, 48)) as pilot:
        await settle(pilot)
        screen = app.game_screen
        game = screen.game
        screen.apply(Activate(find(game, "Forest"), 0))
        screen.apply(Cast(find(game, "Giant Growth", "hand"), targets=(find(game, "Young Pyromancer"),)))
        await settle(pilot)
        for _ in range(6):  # order the triggers if asked, resolve everything
            if game.pending is not None:
                await pilot.press("enter")
            elif game.state.stack:
                await pilot.press("r")
            await settle(pilot)
        text = "\n".join(line.plain for line in screen.log_pane._lines)
        assert "creates an Elemental token" in text
        assert "Token token" not in text and "a Elemental" not in text


async def test_payment_plan_says_why_for_generic_mana_truthfully():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(160, 48)) as pilot:
        await settle(pilot)
        screen = app.game_screen
        game = screen.game
        effigy = find(game, "Machine God's Effigy", "hand")
        await pilot.pause()
        screen.hand.focus()
        screen.hand.select_oid(effigy)
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, PaymentScreen)
        _, plan = plan_for(game, effigy, None, None)
        island = next(s for s in plan.steps if s.name.startswith("Island"))
        assert island.pays == ["generic ({4})"]
        assert "no source left untapped could make" not in island.why
        assert "for generic mana, which any type of mana can pay" in island.why


def test_a_colored_symbol_keeps_its_reason():
    game, _ = load_preset("presets/demo/default.toml")
    _, plan = plan_for(game, find(game, "Lightning Bolt", "hand"), None, None)
    assert plan.steps[0].why.startswith("no source left untapped could make {R} instead")


async def test_demo_step_labels_and_board_read_as_words():
    app = make_app("presets/demo/default.toml", flash=0)
    async with app.run_test(size=(160, 48)) as pilot:
        await settle(pilot)
        await pilot.press("d")
        await settle(pilot)
        assert isinstance(app.screen, DemoScreen)
        narration = str(app.screen.query_one("#demo-narration").render())
        assert "choose Siege Rhino (not a token)" in narration
        assert "{'name'" not in narration
        board = str(app.screen.query_one("#demo-board").render())
        assert "Turn 3, precombat main phase" in board


def test_board_text_names_the_step_in_words():
    game, info = load_preset("presets/puzzles/12_survive_the_attack.toml")
    from sandbox.api import Player, board_text
    player = Player(game, info.demo)
    while "declare" not in game.state.step:
        player.forward()
    text = board_text(game)
    assert "declare_" not in text and ("declare attackers step" in text or "declare blockers step" in text)
