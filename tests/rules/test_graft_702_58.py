"""Graft N (702.58a): "This permanent enters with N +1/+1 counters on it" and "Whenever another
creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from
this permanent onto that creature." Simic Initiate (0/0, Graft 1) and Llanowar Reborn (a land with
Graft 1) compiled from their Oracle text, on a real board."""

from __future__ import annotations

import pytest

from sandbox import Pass, PlayLand
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card

from .copyhelp import cast, compiled_cards, find, make

INITIATE = OracleFace("Simic Initiate", "{G}", "Creature — Human Mutant",
                      "Graft 1 (This creature enters with a +1/+1 counter on it. Whenever another creature enters, "
                      "you may move a +1/+1 counter from this creature onto it.)", "0", "0")
REBORN = OracleFace("Llanowar Reborn", "", "Land",
                    "Llanowar Reborn enters the battlefield tapped.\n{T}: Add {G}.\n"
                    "Graft 1 (This land enters with a +1/+1 counter on it. Whenever a creature enters, you may move a "
                    "+1/+1 counter from this land onto it.)")
CARDS = compiled_cards(INITIATE, REBORN)


def _settle(game, *answers) -> None:
    todo = list(answers)
    for _ in range(30):
        if game.pending is not None:
            assert todo, game.pending.prompt
            game.answer(todo.pop(0))
            continue
        if not game.state.stack:
            return
        game.perform(Pass())


def _with_initiate(hand=("Grizzly Bears",)):
    game = make(["Forest", "Forest", "Forest"], ["Simic Initiate", *hand], pool="", extra=CARDS)
    cast(game, "Simic Initiate")
    _settle(game)
    initiate = find(game, "Simic Initiate")
    assert game.obj(initiate).counters.get("+1/+1") == 1 and game.chars(initiate).power == 1  # enters with it
    return game, initiate


def test_702_58a_the_counter_moves_onto_the_creature_that_entered():
    game, initiate = _with_initiate()
    cast(game, "Grizzly Bears")
    _settle(game, "yes")
    bears = find(game, "Grizzly Bears")
    assert game.obj(bears).counters.get("+1/+1") == 1 and game.chars(bears).power == 3
    # the 0/0 Initiate without its counter is put into the graveyard (704.5f)
    assert initiate not in game.state.battlefield
    assert "Simic Initiate" in [game.chars(o).name for o in game.state.zone("graveyard", 0)]


def test_702_58a_near_miss_it_may_keep_it():
    game, initiate = _with_initiate()
    cast(game, "Grizzly Bears")
    _settle(game, "no")
    assert game.obj(initiate).counters.get("+1/+1") == 1 and not game.obj(find(game, "Grizzly Bears")).counters


def test_702_58a_near_miss_without_a_counter_it_doesnt_trigger():
    """Llanowar Reborn on a loaded board never entered: no counter, so the Bears don't trigger it."""
    game = make(["Llanowar Reborn", "Forest", "Forest"], ["Grizzly Bears"], pool="", extra=CARDS)
    cast(game, "Grizzly Bears")
    for _ in range(5):
        if not game.state.stack or game.pending is not None:
            break
        game.perform(Pass())
    assert game.pending is None and not game.state.stack
    assert not game.obj(find(game, "Grizzly Bears")).counters


def test_702_58a_a_land_with_graft_and_a_land_entering():
    """The land enters with its counter; another land entering isn't a creature: no trigger."""
    game = make(["Forest", "Forest"], ["Llanowar Reborn", "Grizzly Bears"], pool="", extra=CARDS)
    game.perform(PlayLand(find(game, "Llanowar Reborn", "hand")))
    reborn = find(game, "Llanowar Reborn")
    assert game.obj(reborn).counters.get("+1/+1") == 1 and game.obj(reborn).tapped and not game.state.stack
    cast(game, "Grizzly Bears")
    _settle(game, "yes")
    assert game.obj(find(game, "Grizzly Bears")).counters.get("+1/+1") == 1 and not game.obj(reborn).counters


@pytest.mark.parametrize("text", ["Graft", "Graft X", "Graft 0", "Graft {2}"])
def test_702_58a_near_misses_refused(text):
    face = OracleFace("Test Graft", "{G}", "Creature — Mutant", text, "0", "0")
    assert compile_card(OracleCard("Test Graft", (face,))).table is None
