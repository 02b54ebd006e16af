"""One long command can be stopped (issue 17, item 4): the engine looks at a stop event as it
checks each event for triggers and each round of state-based actions; stopping takes the whole
command back, so the board is as it was before it."""

from __future__ import annotations

import threading
import time

from sandbox import Cast
from sandbox.core import interrupt
from sandbox.script.session import Session

from ..conftest import board, find

HORDE = '''
[[card]]
name = "Test Horde"
mana_cost = "{R}"
type_line = "Sorcery"
oracle = "Create COUNT 1/1 red Elemental creature tokens."
rulings = ["A test card (not a real Magic card)."]
effects = [ { create_token = { token = "Elemental Token", count = COUNT } } ]
[[player]]
hand = ["Test Horde"]
battlefield = ["Mountain", "Grizzly Bears"]
[[player]]
'''


def cast_horde(count: int = 1000) -> Session:
    game = board(HORDE.replace("COUNT", str(count)))
    game.perform(Cast(find(game, "Test Horde", "hand")))
    return Session(game)


def elementals(game) -> int:
    return sum(1 for o in list(game.state.battlefield) if o in game.state.objects and game.chars(o).name == "Elemental Token")


def test_a_stop_asked_before_a_command_takes_all_of_it_back():
    session = cast_horde()
    game = session.game
    before, steps = game.fingerprint(), len(game.history)
    stop = threading.Event()
    stop.set()
    result = session.run("resolve", stop)
    assert not result.ok and result.message == interrupt.STOPPED_MESSAGE
    assert game.fingerprint() == before and len(game.history) == steps
    assert session.run("add Forest").ok  # the next command isn't stopped by the old event


def test_a_long_resolve_stopped_from_another_thread_stops_mid_way_and_leaves_the_board_unchanged():
    session = cast_horde()
    game = session.game
    before, steps = game.fingerprint(), len(game.history)
    stop = threading.Event()
    results = []
    worker = threading.Thread(target=lambda: results.append(session.run("resolve", stop)))
    worker.start()
    deadline = time.monotonic() + 30
    while elementals(game) < 20 and worker.is_alive() and time.monotonic() < deadline:
        time.sleep(0.005)
    assert worker.is_alive(), "the resolve ended before it could be stopped"
    stopped_at = time.perf_counter()
    stop.set()
    worker.join(10)
    assert not worker.is_alive()
    assert time.perf_counter() - stopped_at < 2, "it stops at once, not at the end"
    (result,) = results
    assert not result.ok and result.message == interrupt.STOPPED_MESSAGE
    assert game.fingerprint() == before and len(game.history) == steps
    assert elementals(game) == 0 and [game.chars(o).name for o in game.state.stack] == ["Test Horde"]


def test_without_a_stop_the_same_resolve_runs_to_the_end():
    session = cast_horde(100)
    assert session.run("resolve", threading.Event()).ok
    assert elementals(session.game) == 100
