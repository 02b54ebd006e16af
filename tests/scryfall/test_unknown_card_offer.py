"""An unknown card name offers the fetch (never makes it): in the command language and the app."""

from __future__ import annotations

from sandbox.formats.preset import default_game
from sandbox.script.session import Session, run_command
from widgets.app import make_app

OFFER = "to fetch it from Scryfall: mtg-sandbox cards fetch Shahrazad (fetched cards load at start)"


def test_add_an_unknown_card_offers_the_fetch_command_and_changes_nothing():
    game, info = default_game()
    before = game.fingerprint()
    result = run_command(Session(game, info), "add Shahrazad")
    assert not result.ok
    assert result.message.startswith("expected a card name, found 'Shahrazad': unknown card")
    assert result.message.endswith(f"; {OFFER}")
    assert result.column == 5
    assert game.fingerprint() == before


def test_a_known_prefix_is_still_found_without_an_offer():
    game, info = default_game()
    result = run_command(Session(game, info), "add Grizzly")
    assert result.ok, result.message


async def test_the_app_command_line_shows_the_offer_for_an_unknown_name():
    app = make_app(flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.game_screen
        await pilot.press("colon")
        await pilot.pause()
        for ch in "add Shahrazad":
            await pilot.press("space" if ch == " " else ch)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.error.endswith(OFFER)
