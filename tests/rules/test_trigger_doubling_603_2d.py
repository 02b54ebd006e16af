"""Trigger doubling and suppression (603.2d, 603.2e): Panharmonicon ("If an artifact or creature
entering the battlefield causes a triggered ability of a permanent you control to trigger, that
ability triggers an additional time"), Yarok (any permanent) and Torpor Orb ("Creatures entering
the battlefield don't cause abilities to trigger"). Played on real boards; near-misses refused."""

from __future__ import annotations

import pytest

from sandbox import Pass
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card

from .copyhelp import cast, make


def _settle(game) -> None:
    for _ in range(200):
        d = game.pending
        if d is not None:
            if d.kind == "trigger_order":
                game.answer(*[o.value for o in d.options])
            elif [o.value for o in d.options] == ["yes", "no"]:
                game.answer("yes")
            else:
                game.answer(*[o.value for o in d.options][:max(1, d.min)])
            continue
        if not game.state.stack:
            return
        game.perform(Pass())
    raise AssertionError("the stack never emptied")


def _triggered(game, name: str) -> int:
    return sum(1 for e in game.log if e.rule == "603.2" and e.text.startswith(f"{name} #"))


def test_603_2d_panharmonicon_doubles_a_creatures_own_enters_trigger():
    game = make(["Panharmonicon"], ["Gray Merchant of Asphodel"])
    cast(game, "Gray Merchant of Asphodel")
    _settle(game)
    assert _triggered(game, "Gray Merchant of Asphodel") == 2
    assert game.state.players[1].life == 20 - 2 - 2  # devotion to black 2, drained twice


def test_603_2d_clone_copying_siege_rhino_drains_twice():
    game = make(["Panharmonicon", "Siege Rhino"], ["Clone"])
    cast(game, "Clone")
    _settle(game)  # the copy choice: the only other creature, Siege Rhino
    assert game.state.players[1].life == 14 and game.state.players[0].life == 26


def test_603_2d_only_the_doublers_controllers_permanents():
    """An opponent's Panharmonicon doesn't double your Soul Warden; yours doubles it."""
    game = make(["Soul Warden"], ["Grizzly Bears"], ["Panharmonicon"])
    cast(game, "Grizzly Bears")
    _settle(game)
    assert game.state.players[0].life == 21
    game = make(["Soul Warden", "Panharmonicon"], ["Grizzly Bears"])
    cast(game, "Grizzly Bears")
    _settle(game)
    assert game.state.players[0].life == 22


def test_603_2d_panharmonicon_ignores_an_enchantment_and_yarok_doesnt():
    game = make(["Panharmonicon"], ["Banishing Light"], ["Grizzly Bears", "Elite Vanguard"])
    cast(game, "Banishing Light")
    _settle(game)
    assert _triggered(game, "Banishing Light") == 1  # an enchantment: not an artifact or creature
    game = make(["Yarok, the Desecrated"], ["Banishing Light"], ["Grizzly Bears", "Elite Vanguard"])
    cast(game, "Banishing Light")
    _settle(game)
    assert _triggered(game, "Banishing Light") == 2  # Yarok: any permanent


def test_603_2d_two_doublers_add_one_each():
    game = make(["Panharmonicon", "Yarok, the Desecrated"], ["Gray Merchant of Asphodel"])
    cast(game, "Gray Merchant of Asphodel")
    _settle(game)
    assert _triggered(game, "Gray Merchant of Asphodel") == 3


def test_603_2e_torpor_orb_stops_creatures_entering_from_triggering_anything():
    game = make(["Torpor Orb", "Soul Warden", "Panharmonicon"], ["Gray Merchant of Asphodel"])
    cast(game, "Gray Merchant of Asphodel")
    _settle(game)
    assert _triggered(game, "Gray Merchant of Asphodel") == 0 and _triggered(game, "Soul Warden") == 0
    assert game.state.players[1].life == 20 and game.state.players[0].life == 20


@pytest.mark.parametrize("text", [
    # dying looks back in time (603.10a): not read yet
    "If a creature dying causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.",
    "If an artifact or creature entering the battlefield causes a triggered ability of a permanent an opponent controls to trigger, that ability triggers an additional time.",
    "If an artifact entering the battlefield causes a triggered ability of a permanent you control to trigger, that ability triggers two additional times.",
    "Creatures entering the battlefield or dying don't cause abilities to trigger.",
    "Creatures entering the battlefield don't cause abilities of permanents you control to trigger.",
])
def test_603_2d_near_misses_are_refused(text):
    face = OracleFace("Near Miss", "{4}", "Artifact", text)
    assert compile_card(OracleCard("Near Miss", (face,))).table is None
