"""Tribute N (702.104a): "As this creature enters, choose an opponent. That player may put an
additional N +1/+1 counters on it as it enters." Its trigger "if tribute wasn't paid" (702.104b)
is an intervening if (603.4). Snake of the Golden Grove and Pharagax Giant compiled from their
Oracle text, cast on a real board; the opponent decides."""

from __future__ import annotations

import pytest

from sandbox import Pass
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card

from .copyhelp import cast, compiled_cards, find, make

SNAKE = OracleFace("Snake of the Golden Grove", "{4}{G}", "Creature — Snake",
                   "Tribute 3 (As this creature enters, an opponent of your choice may put three +1/+1 counters on "
                   "it.)\nWhen Snake of the Golden Grove enters the battlefield, if tribute wasn't paid, you gain 4 life.",
                   "4", "4")
GIANT = OracleFace("Pharagax Giant", "{4}{R}", "Creature — Giant",
                   "Tribute 2 (As this creature enters, an opponent of your choice may put two +1/+1 counters on it.)\n"
                   "When Pharagax Giant enters the battlefield, if tribute wasn't paid, Pharagax Giant deals 5 damage "
                   "to each opponent.", "3", "3")
CARDS = compiled_cards(SNAKE, GIANT)


def _to_tribute(name: str, hand=()):
    game = make(["Forest"] * 5 + ["Mountain"] * 6, [name, *hand], pool="", extra=CARDS)
    cast(game, name)
    for _ in range(10):
        if game.pending is not None:
            break
        game.perform(Pass())
    d = game.pending
    assert d is not None and d.rule == "702.104a" and d.player == 1  # the opponent decides
    return game


def _settle(game) -> None:
    for _ in range(30):
        assert game.pending is None, game.pending.prompt
        if not game.state.stack:
            return
        game.perform(Pass())


def test_702_104a_tribute_paid_the_counters_and_no_trigger():
    game = _to_tribute("Snake of the Golden Grove")
    game.answer("yes")
    snake = find(game, "Snake of the Golden Grove")
    assert game.obj(snake).counters.get("+1/+1") == 3 and game.chars(snake).power == 7
    assert not game.state.stack
    _settle(game)
    assert game.state.players[0].life == 20


def test_702_104b_tribute_not_paid_the_trigger():
    game = _to_tribute("Snake of the Golden Grove")
    game.answer("no")
    snake = find(game, "Snake of the Golden Grove")
    assert not game.obj(snake).counters and game.chars(snake).power == 4
    _settle(game)
    assert game.state.players[0].life == 24


def test_702_104b_its_last_known_information_if_it_has_left():
    """The Giant is Bolted with its trigger on the stack: tribute still wasn't paid (608.2h)."""
    game = _to_tribute("Pharagax Giant", hand=("Lightning Bolt",))
    game.answer("no")
    assert game.state.stack
    cast(game, "Lightning Bolt", find(game, "Pharagax Giant"))
    _settle(game)
    assert "Pharagax Giant" in [game.chars(o).name for o in game.state.zone("graveyard", 0)]
    assert game.state.players[1].life == 15


@pytest.mark.parametrize("text", ["Tribute", "Tribute X", "Tribute 0",
                                  "Tribute 2\nWhen Test Tribute enters, if tribute was paid, you gain 4 life."])
def test_702_104_near_misses_refused(text):
    face = OracleFace("Test Tribute", "{4}{G}", "Creature — Snake", text, "4", "4")
    assert compile_card(OracleCard("Test Tribute", (face,))).table is None
