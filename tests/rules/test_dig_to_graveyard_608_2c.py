""""Look at the top N cards of your library. Put K of them into your hand and the rest (the
other) into your graveyard." (608.2c): Strategic Planning, Ancestral Memories and Tower Geist
compiled from their Oracle text, on real boards. Exactly K of the cards looked at go to the
hand, every other one of them to the graveyard; the cards under them stay."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

STRATEGIC_PLANNING = OracleFace("Strategic Planning", "{1}{U}", "Sorcery", "Look at the top three cards of your library. "
                                "Put one of them into your hand and the rest into your graveyard.")
ANCESTRAL_MEMORIES = OracleFace("Ancestral Memories", "{2}{U}{U}{U}", "Sorcery", "Look at the top seven cards of your "
                                "library. Put two of them into your hand and the rest into your graveyard.")
TOWER_GEIST = OracleFace("Tower Geist", "{3}{U}", "Creature — Spirit", "Flying\nWhen this creature enters, look at the top "
                         "two cards of your library. Put one of them into your hand and the other into your graveyard.",
                         power="2", toughness="2")
LIBRARY = ["Plains", "Forest", "Island", "Mountain", "Swamp", "Grizzly Bears", "Lightning Bolt", "Counterspell"]


def _names(game, zone: str, player: int = 0) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone(zone, player))


def test_608_2c_strategic_planning_one_to_hand_the_rest_to_the_graveyard():
    game = make(you_hand=["Strategic Planning"], library=LIBRARY, extra=compiled_cards(STRATEGIC_PLANNING))
    cast(game, "Strategic Planning")
    resolve(game)
    d = game.pending
    assert d is not None and d.min == d.max == 1
    assert sorted(o.label.split(" #")[0] for o in d.options) == ["Counterspell", "Grizzly Bears", "Lightning Bolt"]
    resolve(game, find(game, "Lightning Bolt", "library"))
    assert _names(game, "hand") == ["Lightning Bolt"]
    assert _names(game, "graveyard") == ["Counterspell", "Grizzly Bears", "Strategic Planning"]
    assert _names(game, "library") == sorted(LIBRARY[:5])


def test_608_2c_ancestral_memories_two_of_seven():
    game = make(you_hand=["Ancestral Memories"], library=LIBRARY, extra=compiled_cards(ANCESTRAL_MEMORIES))
    cast(game, "Ancestral Memories")
    resolve(game)
    d = game.pending
    assert d is not None and d.min == d.max == 2 and len(d.options) == 7
    resolve(game, [find(game, "Lightning Bolt", "library"), find(game, "Forest", "library")])
    assert _names(game, "hand") == ["Forest", "Lightning Bolt"]
    assert len(game.state.zone("graveyard", 0)) == 6  # five looked at and the spell
    assert _names(game, "library") == ["Plains"]


def test_608_2c_tower_geist_one_to_hand_the_other_to_the_graveyard():
    game = make(you_hand=["Tower Geist"], library=LIBRARY, extra=compiled_cards(TOWER_GEIST))
    cast(game, "Tower Geist")
    resolve(game)
    resolve(game)
    resolve(game, find(game, "Lightning Bolt", "library"))
    assert _names(game, "hand") == ["Lightning Bolt"] and _names(game, "graveyard") == ["Counterspell"]
    assert len(game.state.zone("library", 0)) == 6


@pytest.mark.parametrize("text", [
    "Look at the top three cards of your library. Put one of them into your hand and the other into your graveyard.",
    "Look at the top two cards of your library. Put two of them into your hand and the rest into your graveyard.",
    "Look at the top X cards of your library. Put one of them into your hand and the other into your graveyard.",
    "Look at the top four cards of your library. Put a of them into your hand and the rest into your graveyard.",
    "Look at the top four cards of your library. Put one of them into your hand and the rest into target player's graveyard.",
    "Look at the top four cards of your library. Put one of them into your hand and the rest into your graveyard in any order.",
    "Look at the top four cards of your library. Put one of them into your hand and the rest into exile.",
    "Look at the top four cards of your library. Put one of them into your graveyard and the rest into your hand.",
    "Look at the top four cards of target player's library. Put one of them into your hand and the rest into their graveyard.",
])
def test_608_2c_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text
