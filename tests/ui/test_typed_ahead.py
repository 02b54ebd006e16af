"""Keys typed while a screen opens reach that screen, in order (a paste, a fast typist, a
loaded machine): every key is handled after the one before it, whatever it opened."""

from __future__ import annotations

from textual import events

from tests.conftest import find
from widgets.app import make_app
from widgets.screens.payment import PaymentScreen

from .boards import TOUR, settle, wait_until

SIZE = (120, 40)
NAMES = {":": "colon", " ": "space", "\n": "enter", "'": "apostrophe"}


async def type_at_once(pilot, text: str, done, what: str) -> None:
    """Put every key of ``text`` in the app's queue at once (nothing runs between them), then
    let the app run until ``done()`` (what the keys do) holds."""
    app = pilot.app
    for ch in text:
        key = NAMES.get(ch, ch)
        event = events.Key(key, None if key == "enter" else ch)
        event.set_sender(app)
        app._driver.send_message(event)
    await wait_until(pilot, done, what)
    await settle(pilot)


async def test_a_command_typed_at_once_reaches_the_command_line_whole():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        await settle(pilot)
        await type_at_once(pilot, ":expect life 20\n", lambda: bool(screen.command_history), "the command to run")
        assert app.screen is screen, "the command ran and the command line closed"
        assert screen.command_history == ["expect life 20"]
        assert not screen.error, screen.error


async def test_keys_typed_after_c_reach_the_payment_dialog_it_opens():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        game = screen.game
        await pilot.pause()
        screen.hand.focus()
        assert screen.hand.select_oid(find(game, "Machine God's Effigy", "hand"))
        await settle(pilot)
        seen = []
        original = app.push_screen

        def push(new, *args, **kwargs):
            seen.append(type(new))
            return original(new, *args, **kwargs)
        app.push_screen = push
        await type_at_once(pilot, "c\n", lambda: bool(game.state.stack), "the Effigy cast")
        assert seen == [PaymentScreen], "c opened the payment plan, Enter paid it"
        assert app.screen is screen and game.state.stack, "Machine God's Effigy is on the stack"


async def test_a_key_still_on_its_way_as_the_app_closes_goes_nowhere_and_raises_nothing():
    """On a loaded machine a key's KeyHandled can arrive after the last screen is gone (the
    key fuzz under load): it is dropped, with no "No screens on stack"."""
    from widgets.app import KeyHandled
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
    assert not app.screen_stack
    app._key_busy = True
    app._send_barrier()  # as the barrier's resend timer would
    await app.on_key_handled(KeyHandled(app._barrier))


async def test_a_key_that_arrives_after_the_last_screen_is_gone_goes_nowhere_and_raises_nothing():
    """The key fuzz under load (load average 8-18): a key reached the app as run_test closed
    it, and looking up its bindings raised "No screens on stack"; it is dropped."""
    from textual import events
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
    assert not app.screen_stack
    app._held.append(events.Key("y", "y"))
    await app._key_in(events.Key("x", "x"))
    assert not app._held and not app._key_busy
