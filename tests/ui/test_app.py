"""Pilot tests: the real app driven by key presses, asserting on the real engine state."""

from __future__ import annotations

from sandbox.core.actions import Pass
from tests.conftest import find
from widgets.app import make_app
from widgets.panes.object_pane import ObjectPane
from widgets.screens.choose import ChooseScreen
from widgets.screens.decision import DecisionScreen
from widgets.screens.payment import PaymentScreen

from .boards import through_path_prompt

SIZE = (120, 40)


async def select(pilot, pane: ObjectPane, oid: int) -> None:
    """Focus a pane and put its cursor on an object, as the arrow keys would."""
    await pilot.pause()
    pane.focus()
    assert pane.select_oid(oid), f"#{oid} is not in {pane.id}"
    await settle(pilot)


async def settle(pilot) -> None:
    """Wait until the screen has refreshed and its after-refresh updates (inspector, hand
    marks, key bar) have run."""
    await pilot.pause()
    await pilot.pause()


async def test_open_preset_tap_forest_with_wild_growth_pool_shows_two_green_605_4a():
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        game = screen.game
        forest = game.refs["forest"]
        assert "empty" in str(screen.mana.render())
        await select(pilot, screen.battlefield, forest)
        assert screen.selected == forest
        await pilot.press("t")
        await pilot.pause()
        assert str(game.state.players[0].pool) == "{G}{G}"
        shown = screen.mana.render()
        assert "G×2" in str(shown)
        assert any(e.rule == "605.4a" for e in game.log)


async def test_open_preset_file_with_o_key(tmp_path):
    preset = tmp_path / "tiny.toml"
    preset.write_text('[preset]\ntitle = "Tiny"\n[[player]]\nbattlefield = ["Mountain"]\n[[player]]\n')
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await through_path_prompt(pilot, "o", str(preset))
        game = app.game_screen.game
        assert [game.chars(o).name for o in game.state.battlefield] == ["Mountain"]
        assert "Tiny" in str(app.game_screen.status.render())


async def test_effigy_copies_siege_rhino_through_modal_badge_and_explanation_707_5_E09():
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        game = screen.game
        effigy = find(game, "Machine God's Effigy", "hand")
        rhino = find(game, "Siege Rhino")
        await select(pilot, screen.hand, effigy)
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, PaymentScreen), "the pool is empty: the payment plan is shown first"
        await pilot.press("enter")
        await pilot.pause()
        assert game.state.stack, "Effigy is on the stack"
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ChooseScreen) and app.screen.decision.kind == "copy"
        assert "707.5" in str(app.screen.query_one("#decision-title").render())
        # Move the cursor to Siege Rhino and choose it.
        options = app.screen.decision.options
        for _ in range([o.value for o in options].index(rhino)):
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, DecisionScreen)
        copy = game.state.battlefield[-1]
        assert game.chars(copy).name == "Siege Rhino"
        row = screen.battlefield.row_text(str(copy))
        assert "copy of Siege Rhino #18" in str(row)
        await select(pilot, screen.battlefield, copy)
        inspector = screen.inspector.text
        assert "layer 1" in inspector and "Siege Rhino" in inspector
        # The copy's ETB trigger is on the stack; resolve it from the stack pane with Enter.
        assert game.state.stack
        await select(pilot, screen.stack, game.state.stack[-1])
        await pilot.press("enter")
        await pilot.pause()
        assert game.state.players[1].life == 17 and game.state.players[0].life == 23


async def test_giant_growth_on_rhino_triggers_duplimancy_resolved_from_stack_pane_then_undo_to_start_603_2():
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        game = screen.game
        start = game.fingerprint()
        growth = find(game, "Giant Growth", "hand")
        rhino = find(game, "Siege Rhino")
        await select(pilot, screen.hand, growth)
        await pilot.press("enter")
        await pilot.pause()
        # Targets first (601.2c), then the payment (601.2g).
        assert isinstance(app.screen, ChooseScreen) and app.screen.decision.kind == "targets"
        values = [o.value for o in app.screen.decision.options]
        for _ in range(values.index(rhino)):
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PaymentScreen)
        await pilot.press("enter")  # pay as planned
        await pilot.pause()
        top = game.state.stack[-1]
        assert game.obj(top).kind == "ability" and game.obj(top).source_chars.name == "Vesuvan Duplimancy"
        assert str(screen.stack.row_at(0)).startswith("▶") and f"#{top}" in str(screen.stack.row_at(0))
        await pilot.press("k")  # to the stack pane: the cursor is on what resolves next
        await pilot.pause()
        assert screen.selected == top
        await pilot.press("enter")
        await pilot.pause()
        tokens = [o for o in game.state.battlefield if game.obj(o).kind == "token"]
        assert [game.chars(t).name for t in tokens] == ["Siege Rhino"]
        row = str(screen.battlefield.row_text(str(tokens[0])))
        assert "[token]" in row and "copy of Siege Rhino" in row
        for _ in range(20):
            # Undo steps back through answers: a decision screen comes back, Esc cancels it.
            if isinstance(app.screen, DecisionScreen):
                await pilot.press("escape")
            elif game.can_undo:
                await pilot.press("u")
            else:
                break
            await pilot.pause()
        assert game.fingerprint() == start
        assert not screen.check_action("undo", ())


async def test_escape_in_a_decision_cancels_the_action_601_2():
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        game = screen.game
        start = game.fingerprint()
        await select(pilot, screen.hand, find(game, "Lightning Bolt", "hand"))
        await pilot.press("c")  # cast: the target is asked first
        await pilot.pause()
        assert isinstance(app.screen, DecisionScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert game.pending is None and game.fingerprint() == start


async def test_illegal_action_shows_error_and_keeps_board():
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        game = screen.game
        counterspell = find(game, "Counterspell", "hand")
        start = game.fingerprint()
        await select(pilot, screen.hand, counterspell)
        assert not screen.check_action("cast", ())
        await pilot.press("enter")  # Enter tries anyway: the engine says why not
        await pilot.pause()
        assert game.fingerprint() == start
        assert screen.error and "✗" in str(screen.status.render())


async def test_footer_shows_only_applicable_bindings():
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        await select(pilot, screen.battlefield, screen.game.refs["forest"])
        assert screen.check_action("tap", ()) and not screen.check_action("cast", ())
        assert not screen.check_action("resolve", ()) and not screen.check_action("redo", ())
        await select(pilot, screen.hand, find(screen.game, "Giant Growth", "hand"))
        assert screen.check_action("cast", ()) and not screen.check_action("tap", ())
        active = {b.binding.action for b in app.active_bindings.values()}
        assert "cast" in active and "tap" not in active and "resolve" not in active


async def test_help_lists_every_binding():
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        from widgets.screens.help import HelpScreen
        assert isinstance(app.screen, HelpScreen)
        text = app.screen.query_one("#help-table").content
        from rich.console import Console
        console = Console(width=120, record=True)
        console.print(text)
        out = console.export_text()
        for b in app.game_screen.BINDINGS:
            assert b.description in out, b.description
        await pilot.press("escape")
        assert not isinstance(app.screen, HelpScreen)


async def test_command_line_runs_a_command():
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        game = app.game_screen.game
        await pilot.press("colon")
        await pilot.pause()
        for ch in "pass":
            await pilot.press(ch)
        await pilot.press("enter")
        await pilot.pause()
        assert game.state.priority == 1, "You passed priority to the opponent"


async def test_command_palette_taps_by_fuzzy_name():
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        game = app.game_screen.game
        await pilot.press("ctrl+p")
        await pilot.pause()
        for ch in "tap llanowar":
            await pilot.press(ch if ch != " " else "space")
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert str(game.state.players[0].pool) == "{G}"


async def test_save_board_as_preset_loads_back(tmp_path):
    from sandbox.formats.preset import load_preset
    app = make_app(flash=0)
    out = tmp_path / "saved.toml"
    async with app.run_test(size=SIZE) as pilot:
        game = app.game_screen.game
        app.game_screen.apply(Pass())
        await through_path_prompt(pilot, "s", str(out))
        assert out.is_file()
        loaded, _ = load_preset(out)
        names = sorted(loaded.chars(o).name for o in loaded.state.battlefield)
        assert names == sorted(game.chars(o).name for o in game.state.battlefield)


async def test_textual_themes_apply_to_the_panes():
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        before = app.game_screen.battlefield.styles.background
        app.theme = "textual-light"
        await settle(pilot)
        after = app.game_screen.battlefield.styles.background
        assert before != after, "pane colours come from the theme"


async def test_command_palette_finds_a_library_card_and_shows_its_rulings():
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        for ch in "card exotic orchard":
            await pilot.press(ch if ch != " " else "space")
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press("enter")
        await settle(pilot)
        text = app.game_screen.inspector.text
        assert text.startswith("Exotic Orchard") and "Rulings:" in text
