"""First run (issue 15, item 9): the guide says who has priority, that one person plays both
seats and whose hand the hand pane shows first, and what that player can do now (from the
legal actions); the board's suggestion is visible at once (not behind the inspector)."""

from __future__ import annotations

from sandbox.core.actions import Activate, Cast, Pass
from tests.conftest import find
from widgets import view
from widgets.app import make_app

from .boards import TOUR, settle

SIZE = (120, 40)

NBSP = "\u00a0"


async def test_guide_says_who_has_priority_and_whose_hand_is_shown_then_follows_a_pass():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.game_screen
        guide = screen.guide.text
        assert "▶ You have priority" in guide
        assert "you play both seats: the hand pane shows your hand first" in guide
        await pilot.press("space")
        await settle(pilot)
        guide = screen.guide.text
        assert screen.game.state.priority == 1
        assert "▶ Opponent has priority" in guide
        assert "the hand pane shows Opponent's hand first" in guide
        # the hand pane does show the Opponent's hand first
        assert screen.hand._rows[0][1].plain.startswith("Opponent: 1 card")


async def test_guide_lists_what_the_player_can_do_from_the_legal_actions():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.game_screen
        game = screen.game
        legal = game.legal_actions()
        casts = {game.chars(a.card).name for a in legal if isinstance(a, Cast)}
        mana_sources = {a.obj for a in legal if isinstance(a, Activate)}
        line = next(x for x in screen.guide.text.replace(NBSP, " ").splitlines() if x.startswith("You can: "))
        assert f"tap {len(mana_sources)} permanents for mana (t)" in line
        for name in casts:
            assert name in line
        assert line.endswith("pass (Space)")
        # the Opponent, with two Islands and Counterspell (nothing to counter): tap or pass
        await pilot.press("space")
        await settle(pilot)
        line = next(x for x in screen.guide.text.replace(NBSP, " ").splitlines() if x.startswith("Opponent can: "))
        assert line == "Opponent can: tap 2 lands for mana (t), pass (Space)"


def test_possible_moves_names_a_land_to_play_and_abilities_to_activate():
    from tests.conftest import board
    game = board('[game]\nturn = 3\nstep = "main1"\n[[player]]\nhand = ["Forest"]\n'
                 'battlefield = ["Vesuvan Duplimancy", "Llanowar Elves"]\n[[player]]\n')
    moves = [m.replace(NBSP, " ") for m in view.possible_moves(game, game.legal_actions())]
    assert all(NBSP + "(" in m for m in view.possible_moves(game, game.legal_actions()))  # keys never wrap alone
    assert "play Forest (c)" in moves
    assert "tap 1 permanent for mana (t)" in moves
    assert moves[-1] == "pass (Space)"


async def test_suggestion_is_shown_on_the_fresh_board_and_goes_after_the_first_action():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.game_screen
        # at 80x24 too, with the battlefield focused (the inspector shows the Forest)
        assert "Try: Tap the Forest enchanted by Wild Growth" in screen.guide.text
        assert screen.guide.region.height >= 3 and screen.guide.region.y == 1
        screen.apply(Pass())
        await settle(pilot)
        assert "Try:" not in screen.guide.text


async def test_during_a_decision_the_status_says_who_decides_what():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=(200, 40)) as pilot:
        await settle(pilot)
        screen = app.game_screen
        game = screen.game
        screen.apply(Cast(find(game, "Machine God's Effigy", "hand")))
        await settle(pilot)
        await pilot.press("enter")  # pay as planned
        await settle(pilot)
        await pilot.press("r")
        await settle(pilot)
        assert game.pending is not None and game.pending.kind == "copy"
        status = str(screen.status.render())
        assert "priority" not in status
        assert "You decide: Machine God's Effigy enters as a copy of which creature?" in status
        assert "▶ You answer the dialog" in screen.guide.text


def test_status_names_another_deciding_player_as_it_is():
    from tests.conftest import board
    game = board('[[player]]\nname = "Alice"\n[[player]]\nname = "Bob"\n')
    assert "priority Alice" in view.status_text(game).plain
    guide = view.turn_guide(game, game.legal_actions()).plain
    assert guide.startswith("▶ Alice has priority · you play both seats: the hand pane shows Alice's hand first")
