"""The inspector pane shows the engine's description of the selected object (sandbox.describe)."""

from __future__ import annotations

from sandbox.describe import describe
from tests.conftest import find
from tests.ui.boards import wait_until
from tests.ui.test_app import SIZE, select, settle
from widgets.app import make_app
from widgets.screens.choose import ChooseScreen
from widgets.screens.payment import PaymentScreen


async def effigy_copies_the_rhino(pilot, screen) -> None:
    """Cast Machine God's Effigy by keys and have it enter as a copy of Siege Rhino (707.5)."""
    app, game = pilot.app, screen.game
    rhino = find(game, "Siege Rhino")
    await select(pilot, screen.hand, find(game, "Machine God's Effigy", "hand"))
    await pilot.press("c")
    await pilot.pause()
    assert isinstance(app.screen, PaymentScreen)
    await pilot.press("enter")
    await pilot.press("r")
    await pilot.pause()
    assert isinstance(app.screen, ChooseScreen)
    for _ in range([o.value for o in app.screen.decision.options].index(rhino)):
        await pilot.press("down")
    await pilot.press("enter")
    await settle(pilot)


async def test_inspector_describes_effigy_copy_and_its_trigger_on_the_stack_707_5_208_3():
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        game = screen.game
        rhino = find(game, "Siege Rhino")
        await effigy_copies_the_rhino(pilot, screen)
        copy = game.state.battlefield[-1]

        await select(pilot, screen.battlefield, copy)
        d = describe(game, copy)
        lines = screen.inspector.text.splitlines()
        assert lines[0].startswith(f"Siege Rhino  #{copy}")
        assert lines[1] == "Artifact", "a noncreature shows no power/toughness (208.3)"
        text = screen.inspector.text
        assert d.derivation in text and f"layer 1: copy of {game.name(rhino)}" in d.derivation
        assert f"copy of {game.name(rhino)} (707.5), except it's an artifact (only)" in text
        assert "Oracle text (Machine God's Effigy):" in text and "Oracle text (Siege Rhino):" in text

        await select(pilot, screen.battlefield, rhino)
        assert screen.inspector.text.splitlines()[1] == "Creature — Rhino  4/5"

        trigger = game.state.stack[-1]
        await select(pilot, screen.stack, trigger)
        text = screen.inspector.text
        assert text.startswith(f"Triggered ability of Siege Rhino  #{trigger}")
        assert "\nWhen this creature enters, each opponent loses 3 life" in text
        assert f"Source: {game.name(copy)}\n" in text, "the source's name and id, once"
        assert "Controller: You" in text and "Oracle text (Siege Rhino):" in text


async def read_text(pilot, screen) -> None:
    """Press e and wait for the reading (the first one loads the compiler in a thread)."""
    await pilot.press("e")
    await wait_until(pilot, lambda: "How the engine reads" in screen.inspector.text, "the Oracle reading")


async def test_e_shows_how_the_compiler_reads_the_selected_cards_oracle_text_line_by_line():
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        game = screen.game
        await select(pilot, screen.battlefield, find(game, "Llanowar Elves"))
        await read_text(pilot, screen)
        text = screen.inspector.text
        assert "How the engine reads Llanowar Elves's Oracle text, line by line:" in text
        assert "✓ {T}: Add {G}." in text and "→ mana: {'cost': '{T}', 'add': 'Add {G}.'}" in text
        assert screen.inspector.border_title.startswith("Output")
        await pilot.press("i")
        await pilot.pause()
        assert "How the engine reads" not in screen.inspector.text, "i goes back to the layer-by-layer inspector"


async def test_e_on_the_rhino_after_its_trigger_resolved_reads_every_line_as_compiled():
    """Siege Rhino is compiled from its Oracle text ("the life lost this way", 608.2c): right after
    the engine resolved its enters trigger, e marks each line understood."""
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        game = screen.game
        await effigy_copies_the_rhino(pilot, screen)
        await pilot.press("r")
        await settle(pilot)
        assert game.state.players[1].life == 17, "the trigger resolved"
        await select(pilot, screen.battlefield, find(game, "Siege Rhino"))
        await read_text(pilot, screen)
        text = screen.inspector.text
        assert "✓ When this creature enters, each opponent loses 3 life" in text
        assert "hand-written" not in text and "not understood" not in text and "✗" not in text
        assert "✓ Trample" in text


async def test_e_on_a_hand_written_card_says_the_refused_line_is_played_from_its_table():
    """Mutavault's animation is refused by the compiler but written by hand: e says so instead of
    "not understood"."""
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        screen.run_command("add Mutavault")
        await settle(pilot)
        await select(pilot, screen.battlefield, find(screen.game, "Mutavault"))
        await read_text(pilot, screen)
        text = screen.inspector.text
        assert "✎ {1}: This land becomes a 2/2 creature" in text
        assert "→ hand-written: the compiler refuses it (" in text and "the engine plays the card's own table" in text
        assert "not understood" not in text and "✗" not in text


async def test_e_reads_a_line_neither_compiled_nor_hand_written_as_not_understood():
    """Liliana of the Veil's table has no −6 (piles, 700.3): that line is not understood, and says so."""
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        screen.run_command("add Liliana of the Veil")
        await settle(pilot)
        await select(pilot, screen.battlefield, find(screen.game, "Liliana of the Veil"))
        await read_text(pilot, screen)
        text = screen.inspector.text
        assert "✗ −6: Separate all permanents" in text and "→ not understood: −6: Separate all permanents" in text
        assert "✓ +1: Each player discards a card." in text


async def test_e_with_nothing_selected_says_to_select_a_card():
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        screen.selected = None
        await pilot.press("e")
        await pilot.pause()
        assert "select a card to read its Oracle text" in screen.error
