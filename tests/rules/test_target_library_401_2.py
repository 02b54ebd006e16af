""""Look at the top card of target player's library. [You may put that card into their
graveyard.]" (401.2) and "Look at the top N cards of target player's library, then put them back
in any order. [You may have that player shuffle.]" (401.4, 701.24a): Eye Spy, Rootwater Mystic and
Natural Selection compiled from their Oracle text, on real boards. The caster looks and decides;
the target player's library is the one changed."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, compiled_cards, find, make, resolve

EYE_SPY = OracleFace("Eye Spy", "{U}", "Sorcery", "Look at the top card of target player's library. You may put that card "
                     "into their graveyard.")
ROOTWATER_MYSTIC = OracleFace("Rootwater Mystic", "{U}", "Creature — Merfolk Wizard", "{1}{U}: Look at the top card of "
                              "target player's library.", power="1", toughness="1")
NATURAL_SELECTION = OracleFace("Natural Selection", "{G}", "Instant", "Look at the top three cards of target player's "
                               "library, then put them back in any order. You may have that player shuffle.")
OPP_LIBRARY = ["Plains", "Forest", "Island", "Mountain", "Swamp"]  # Swamp on top


def _library(game, player: int) -> list[str]:
    """Top card first."""
    return [game.chars(o).name for o in reversed(game.state.zone("library", player))]


def test_401_2_eye_spy_may_mill_the_opponents_top_card():
    game = make(you_hand=["Eye Spy"], opp_library=OPP_LIBRARY, extra=compiled_cards(EYE_SPY))
    cast(game, "Eye Spy", "p1")
    resolve(game)
    d = game.pending
    assert d is not None and d.player == 0 and "Swamp" in d.prompt
    resolve(game, "yes")
    assert [game.chars(o).name for o in game.state.zone("graveyard", 1)] == ["Swamp"]
    assert _library(game, 1)[0] == "Mountain"


def test_401_2_eye_spy_may_leave_it():
    game = make(you_hand=["Eye Spy"], opp_library=OPP_LIBRARY, extra=compiled_cards(EYE_SPY))
    cast(game, "Eye Spy", "p1")
    resolve(game)
    resolve(game, "no")
    assert _library(game, 1) == list(reversed(OPP_LIBRARY)) and game.state.zone("graveyard", 1) == []


def test_401_2_rootwater_mystic_only_looks():
    game = make(you_bf=["Rootwater Mystic"], opp_library=OPP_LIBRARY, extra=compiled_cards(ROOTWATER_MYSTIC))
    activate(game, find(game, "Rootwater Mystic"), "{1}{U}", "p1")
    resolve(game)
    assert game.pending is None and _library(game, 1) == list(reversed(OPP_LIBRARY))
    assert any(e.rule == "401.2" and "Swamp" in e.text for e in game.log)


def test_401_4_natural_selection_orders_the_targets_library_and_may_shuffle_it():
    game = make(you_hand=["Natural Selection"], opp_library=OPP_LIBRARY, extra=compiled_cards(NATURAL_SELECTION))
    cast(game, "Natural Selection", "p1")
    resolve(game)
    d = game.pending
    assert d is not None and d.player == 0 and d.ordered
    assert sorted(o.label.split(" #")[0] for o in d.options) == ["Island", "Mountain", "Swamp"]
    order = [find(game, n, "library", player=1) for n in ("Island", "Swamp", "Mountain")]
    resolve(game, [order])
    d = game.pending
    assert d is not None and d.player == 0 and d.rule == "701.24a"
    resolve(game, "no")
    assert _library(game, 1) == ["Island", "Swamp", "Mountain", "Forest", "Plains"]
    assert _library(game, 0) == ["Island"] * 10


@pytest.mark.parametrize("text", [
    "Look at the top card of each opponent's library.",
    "Look at the top card of target player's library. You may exile that card.",
    "Look at the top card of your library. You may put that card into their graveyard.",
    "Look at the top three cards of your library, then put them back in any order. You may have that player shuffle.",
    "Look at the top three cards of target player's library, then put them back in any order. You may shuffle.",
    "Look at the top card of target player's library. You may put that card into your graveyard.",
    "Look at the top three cards of target player's library, then put them back in a random order.",
])
def test_401_2_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text
