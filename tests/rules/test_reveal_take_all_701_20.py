""""Reveal the top N cards of your library. Put all <quality> cards revealed this way into your
hand and the rest into your graveyard / on the bottom of your library in any order." (701.20a,
608.2c): Mulch and Goblin Ringleader compiled from their Oracle text, on real boards. Every
revealed card with the quality is taken (no choice), every other one goes where "the rest" go;
cards under the N revealed stay."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

MULCH = OracleFace("Mulch", "{1}{G}", "Sorcery", "Reveal the top four cards of your library. Put all land cards revealed "
                   "this way into your hand and the rest into your graveyard.")
GOBLIN_RINGLEADER = OracleFace("Goblin Ringleader", "{3}{R}", "Creature — Goblin", "Haste\nWhen this creature enters, reveal "
                               "the top four cards of your library. Put all Goblin cards revealed this way into your hand "
                               "and the rest on the bottom of your library in any order.", power="2", toughness="2")


def _names(game, zone: str, player: int = 0) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone(zone, player))


def test_701_20a_mulch_takes_every_land_and_mills_the_rest():
    game = make(you_hand=["Mulch"], library=["Plains", "Forest", "Grizzly Bears", "Island", "Lightning Bolt"],
                extra=compiled_cards(MULCH))
    cast(game, "Mulch")
    resolve(game)
    assert game.pending is None  # nothing to choose
    assert _names(game, "hand") == ["Forest", "Island"]
    assert _names(game, "graveyard") == ["Grizzly Bears", "Lightning Bolt", "Mulch"]
    assert _names(game, "library") == ["Plains"]


def test_701_20a_goblin_ringleader_takes_goblins_and_puts_the_rest_on_the_bottom():
    game = make(you_hand=["Goblin Ringleader"],
                library=["Plains", "Forest", "Goblin Ringleader", "Island", "Raging Goblin"],
                extra=compiled_cards(GOBLIN_RINGLEADER))
    cast(game, "Goblin Ringleader")
    resolve(game)
    resolve(game)
    if game.pending is not None and game.pending.ordered:
        resolve(game, [[find(game, "Forest", "library"), find(game, "Island", "library")]])
    assert game.pending is None
    assert _names(game, "hand") == ["Goblin Ringleader", "Raging Goblin"]
    lib = [game.chars(o).name for o in game.state.zone("library", 0)]  # bottom first
    assert lib == ["Island", "Forest", "Plains"]  # Plains wasn't revealed: it is on top now


@pytest.mark.parametrize("text", [
    "Reveal the top four cards of your library. Put all land card revealed this way into your hand and the rest into "
    "your graveyard.",
    "Reveal the top two cards of your library. Put all creature and land cards revealed this way into your hand and "
    "the rest on the bottom of your library in any order.",
    "Reveal the top four cards of your library. Put all land cards revealed this way into your graveyard and the rest "
    "into your hand.",
    "Reveal the top four cards of your library. Put all land cards revealed this way onto the battlefield and the rest "
    "into your graveyard.",
    "Reveal the top four cards of target player's library. Put all land cards revealed this way into your hand and the "
    "rest into your graveyard.",
    "Reveal the top four cards of your library. Put all land cards revealed this way into your hand.",
    "Put all land cards revealed this way into your hand and the rest into your graveyard.",
])
def test_701_20a_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text
