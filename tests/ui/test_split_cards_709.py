"""Split cards in the app (709.3, 702.102a): casting Wear // Tear from hand asks which half to
cast, or both fused, each with its mana cost; the chosen one is paid for and cast."""

from __future__ import annotations

from tests.conftest import find
from widgets.app import make_app
from widgets.screens.choose import ChooseScreen

from .boards import settle
from .test_app import select

SIZE = (120, 40)

BOARD = """
[game]
turn = 3
step = "main1"
[[player]]
hand = ["Wear // Tear"]
battlefield = ["Mountain", "Mountain", "Plains"]
[[player]]
battlefield = ["Bonesplitter", "Glorious Anthem"]
"""


async def _cast(pilot, app, pick: int) -> list[str]:
    """Cast Wear // Tear from hand choosing option ``pick``; returns the options' labels."""
    screen = app.game_screen
    await select(pilot, screen.hand, find(screen.game, "Wear // Tear", "hand"))
    await pilot.press("c")
    await settle(pilot)
    modal = app.screen
    assert isinstance(modal, ChooseScreen) and modal.decision.rule == "709.3"
    assert modal.decision.prompt == "cast which half of Wear // Tear?"
    labels = [o.label for o in modal.decision.options]
    modal.answer((pick,))
    await settle(pilot)
    game = screen.game
    for _ in range(6):  # targets, payment: answer each dialog the engine asks
        if game.state.stack and not game.pending and app.screen is screen:
            break
        await pilot.press("enter")
        await settle(pilot)
    assert game.state.stack, "the spell is on the stack"
    screen.action_resolve()
    await settle(pilot)
    return labels


def _graveyard(game, player: int) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone("graveyard", player))


async def test_709_3_the_app_asks_which_half_and_casts_both_fused():
    app = make_app(text=BOARD, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        labels = await _cast(pilot, app, 2)
        assert labels == ["Wear: {1}{R}", "Tear: {W}", "both halves, fused (Wear // Tear): {1}{R}{W} (702.102a)"]
        game = app.game_screen.game
        assert _graveyard(game, 1) == ["Bonesplitter", "Glorious Anthem"]
        assert _graveyard(game, 0) == ["Wear // Tear"]
        assert all(game.obj(o).tapped for o in game.state.battlefield if game.controller(o) == 0)


async def test_709_3_the_app_casts_only_the_half_chosen():
    app = make_app(text=BOARD, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await _cast(pilot, app, 1)
        game = app.game_screen.game
        assert _graveyard(game, 1) == ["Glorious Anthem"]
        tapped = sorted(game.chars(o).name for o in game.state.battlefield if game.obj(o).tapped)
        assert tapped == ["Plains"]


async def test_709_3_near_miss_one_castable_half_casts_it_without_asking():
    app = make_app(text=BOARD.replace('"Mountain", "Mountain", "Plains"', '"Plains"'), flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        await select(pilot, screen.hand, find(screen.game, "Wear // Tear", "hand"))
        await pilot.press("c")
        await settle(pilot)
        assert not isinstance(app.screen, ChooseScreen)
        game = screen.game
        for _ in range(4):
            if game.state.stack and app.screen is screen:
                break
            await pilot.press("enter")
            await settle(pilot)
        assert game.chars(game.state.stack[-1]).name == "Tear"


async def test_709_the_hand_shows_each_half_with_its_cost_and_the_inspector_each_halfs_text():
    from widgets import render
    app = make_app(text=BOARD.replace('hand = ["Wear // Tear"]', 'hand = ["Wear // Tear", "Brazen Borrower"]'), flash=0)
    async with app.run_test(size=SIZE):
        game = app.game_screen.game
        wear_tear, borrower = game.state.zone("hand", 0)
        assert render.hand_line(game, wear_tear, True).plain.endswith("Wear 1 R // Tear W")
        assert render.hand_line(game, borrower, True).plain.endswith("Brazen Borrower 1 U U // Petty Theft 1 U (Adventure)")
        text = render.inspect(game, wear_tear).plain
        assert "Oracle text (Wear {1}{R} — Instant):\nDestroy target artifact." in text
        assert "Oracle text (Tear {W} — Instant):\nDestroy target enchantment." in text
        assert "both halves of Wear // Tear, combined (709.4)" in text
        assert "Oracle text (Petty Theft {1}{U} — Instant — Adventure, its Adventure (715.1)):" in render.inspect(game, borrower).plain
