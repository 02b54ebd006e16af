""""Put target <permanent> on top of / on the bottom of its owner's library." and "Put target card
from your graveyard on top of your library." (400.7): Time Ebb, Natural Obsolescence, Reclaim and
Wayward Soul compiled from their Oracle text, on real boards. The object goes to its owner's
library (not its controller's), at the place said, as a new object; a token ceases to exist."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, compiled_cards, find, make, resolve

TIME_EBB = OracleFace("Time Ebb", "{2}{U}", "Sorcery", "Put target creature on top of its owner's library.")
NATURAL_OBSOLESCENCE = OracleFace("Natural Obsolescence", "{1}{G}", "Instant", "Put target artifact on the bottom of its "
                                  "owner's library.")
RECLAIM = OracleFace("Reclaim", "{G}", "Instant", "Put target card from your graveyard on top of your library.")
WAYWARD_SOUL = OracleFace("Wayward Soul", "{2}{U}{U}", "Creature — Spirit", "Flying\n{U}: Put Wayward Soul on top of its "
                          "owner's library.", power="3", toughness="2")


def _library(game, player: int) -> list[str]:
    """Top card first."""
    return [game.chars(o).name for o in reversed(game.state.zone("library", player))]


def test_400_7_time_ebb_puts_the_opponents_creature_on_top_of_their_library():
    game = make(you_hand=["Time Ebb"], opp_bf=["Grizzly Bears"], opp_library=["Forest", "Island"],
                extra=compiled_cards(TIME_EBB))
    cast(game, "Time Ebb", find(game, "Grizzly Bears"))
    resolve(game)
    assert not any(game.chars(o).name == "Grizzly Bears" for o in game.state.battlefield)
    assert _library(game, 1) == ["Grizzly Bears", "Island", "Forest"]
    assert _library(game, 0) == ["Island"] * 10


def test_400_7_a_stolen_creature_goes_to_its_owners_library():
    game = make(you_hand=["Time Ebb"], you_bf=["Grizzly Bears"], extra=compiled_cards(TIME_EBB))
    bears = find(game, "Grizzly Bears")
    game.obj(bears).owner = 1  # an opponent's creature you control
    cast(game, "Time Ebb", bears)
    resolve(game)
    assert _library(game, 1)[0] == "Grizzly Bears" and "Grizzly Bears" not in _library(game, 0)


def test_400_7_natural_obsolescence_puts_it_on_the_bottom():
    game = make(you_hand=["Natural Obsolescence"], opp_bf=["Darksteel Ingot"], opp_library=["Forest", "Island"],
                extra=compiled_cards(NATURAL_OBSOLESCENCE))
    cast(game, "Natural Obsolescence", find(game, "Darksteel Ingot"))
    resolve(game)
    assert _library(game, 1) == ["Island", "Forest", "Darksteel Ingot"]


def test_400_7_reclaim_puts_a_card_from_your_graveyard_on_top():
    game = make(you_hand=["Reclaim"], you_gy=["Lightning Bolt"], library=["Forest", "Island"], extra=compiled_cards(RECLAIM))
    cast(game, "Reclaim", find(game, "Lightning Bolt", "graveyard"))
    resolve(game)
    assert _library(game, 0) == ["Lightning Bolt", "Island", "Forest"]
    assert [game.chars(o).name for o in game.state.zone("graveyard", 0)] == ["Reclaim"]


def test_400_7_wayward_soul_puts_itself_on_top():
    game = make(you_bf=["Wayward Soul"], library=["Forest"], extra=compiled_cards(WAYWARD_SOUL))
    activate(game, find(game, "Wayward Soul"), "{U}")
    resolve(game)
    assert _library(game, 0) == ["Wayward Soul", "Forest"]


@pytest.mark.parametrize("text", [
    "Put target creature on top of your library.",
    "Put target card from an opponent's graveyard on top of your library.",
    "Put each creature on top of its owner's library.",
    "Put all creatures on the bottom of their owners' libraries.",
    "Put up to two target creatures on top of their owners' libraries.",
    "Put any number of target creature cards from your graveyard on top of your library.",
    "Put target creature into its owner's library second from the top.",
    "Put target creature on top of target player's library.",
    "Put it on top of its owner's library.",
])
def test_400_7_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text
