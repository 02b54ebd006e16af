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


# ------------------------------------------------------------------ issue 29, item 16

CLONED_RHINO = '''
[game]
turn = 3
step = "main1"
[[player]]
hand = ["Machine God's Effigy"]
battlefield = ["Forest", "Forest", "Forest", "Forest", { card = "Siege Rhino", ref = "rhino" },
               { card = "Clone", ref = "clone", copy_of = "rhino" }]
[[player]]
'''


async def test_add_says_which_object_it_added_to_whose_zone_in_lower_case():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = app.game_screen
        screen.run_command("add Grizzly Bears")
        await settle(pilot)
        bears = max(o for o in screen.game.state.battlefield if screen.game.chars(o).name == "Grizzly Bears")
        assert f"added Grizzly Bears #{bears} to your battlefield" in screen.inspector.text
        screen.run_command("add 2 Forest for opponent")
        await settle(pilot)
        assert "added 2 × Forest to Opponent's battlefield" in screen.inspector.text


def test_a_saved_board_says_its_step_in_words(tmp_path):
    from sandbox.api import default_game, save_preset
    game, info = default_game()
    path = tmp_path / "saved.toml"
    save_preset(game, path)
    text = path.read_text(encoding="utf-8")
    assert "Saved on turn 3, precombat main phase." in text and "main1." not in text


async def test_a_filter_matching_nothing_says_what_to_do_in_plain_words():
    from textual.widgets import Input, Static
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("p")
        await settle(pilot)
        app.screen.query_one("#browser-filter", Input).value = "zzzz no such board"
        await settle(pilot)
        shown = str(app.screen.query_one("#browser-preview", Static).render())
        assert shown.startswith("Nothing matches the filter") and "clears nothing" not in shown


async def test_the_copy_dialog_and_the_battlefield_say_which_rhino_is_the_clone_707_5():
    from widgets.screens.choose import ChooseScreen
    app = make_app(text=CLONED_RHINO, flash=0)
    async with app.run_test(size=(160, 48)) as pilot:
        await settle(pilot)
        screen = app.game_screen
        game = screen.game
        rhino, clone = game.refs["rhino"], game.refs["clone"]
        assert game.chars(clone).name == "Siege Rhino"
        screen.run_command("cast Machine God's Effigy")
        screen.run_command("resolve")
        await settle(pilot)
        assert isinstance(app.screen, ChooseScreen)
        labels = [o.label for o in app.screen.decision.options]
        assert f"Siege Rhino #{clone} (Clone)" in labels and f"Siege Rhino #{rhino}" in labels
        for _ in range([o.value for o in app.screen.decision.options].index(clone)):
            await pilot.press("down")
        await pilot.press("enter")
        await settle(pilot)
        effigy = next(o for o in game.state.battlefield if game.obj(o).card == "Machine God's Effigy")
        row = next(text.plain for key, text in screen.battlefield._rows if key == str(effigy))
        assert f"[copy of Siege Rhino #{clone} (Clone)]" in row and row.count("[") == 1, "no brackets in brackets"


async def test_a_terminal_smaller_than_80x24_says_so_on_the_status_line():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(60, 18)) as pilot:
        await settle(pilot)
        status = str(app.game_screen.status.render())
        assert "terminal too small (60x18): the board needs 80x24" in status
        await pilot.resize_terminal(120, 40)
        await settle(pilot)
        assert "too small" not in str(app.game_screen.status.render())


async def test_the_cursor_starts_on_a_permanent_of_the_player_with_priority():
    from sandbox.api import presets_dir
    app = make_app(presets_dir() / "stack" / "mana_ability_in_response.toml", flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = app.game_screen
        game = screen.game
        assert game.state.priority == 1, "the opponent acts first on this board"
        assert screen.selected is not None and game.controller(screen.selected) == 1
