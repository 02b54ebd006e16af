""""Draw three cards, then put two cards from your hand on top of your library in any order."
(401.4): Brainstorm and Conch Horn compiled from their Oracle text, on real boards. The player
chooses which cards of their hand (the ones just drawn included) and their order; with fewer
cards in hand, all of them go."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

BRAINSTORM = OracleFace("Brainstorm", "{U}", "Instant", "Draw three cards, then put two cards from your hand on top of "
                        "your library in any order.")
CONCH_HORN = OracleFace("Conch Horn", "{2}", "Artifact", "{1}, {T}, Sacrifice Conch Horn: Draw two cards, then put a card "
                        "from your hand on top of your library.")
LIBRARY = ["Forest", "Island", "Mountain", "Plains", "Swamp"]  # the last is the top


def _library(game, player: int = 0) -> list[str]:
    """Top card first."""
    return [game.chars(o).name for o in reversed(game.state.zone("library", player))]


def _hand(game, player: int = 0) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone("hand", player))


def test_401_4_brainstorm_draws_three_and_puts_back_two_in_the_chosen_order():
    game = make(you_hand=["Brainstorm", "Grizzly Bears"], library=LIBRARY, extra=compiled_cards(BRAINSTORM))
    cast(game, "Brainstorm")
    resolve(game)
    d = game.pending
    assert d is not None and d.rule == "401.4" and d.min == d.max == 2
    assert sorted(o.label.split(" #")[0] for o in d.options) == ["Grizzly Bears", "Mountain", "Plains", "Swamp"]
    bears, plains = find(game, "Grizzly Bears", "hand"), find(game, "Plains", "hand")
    resolve(game, [bears, plains])
    d = game.pending
    assert d is not None and d.ordered
    resolve(game, [[plains, bears]])  # Plains on top, the Bears under it
    assert _hand(game) == ["Mountain", "Swamp"]
    assert _library(game) == ["Plains", "Grizzly Bears", "Island", "Forest"]


def test_401_4_brainstorm_with_one_card_left_puts_that_one_back():
    game = make(you_hand=["Brainstorm"], library=["Swamp"], extra=compiled_cards(BRAINSTORM))
    cast(game, "Brainstorm")
    resolve(game)  # draws the only card (drawing from an empty library is a state-based loss later, 704.5b)
    assert game.pending is None
    assert _hand(game) == [] and _library(game) == ["Swamp"]


def test_401_4_conch_horn_puts_one_card_back():
    game = make(you_bf=["Conch Horn"], you_hand=["Grizzly Bears"], library=LIBRARY, extra=compiled_cards(CONCH_HORN))
    from .copyhelp import activate
    activate(game, find(game, "Conch Horn"), "{1}, {T}")
    resolve(game)
    d = game.pending
    assert d is not None and d.min == d.max == 1
    resolve(game, find(game, "Grizzly Bears", "hand"))
    assert _hand(game) == ["Plains", "Swamp"]
    assert _library(game)[0] == "Grizzly Bears"
    assert find(game, "Conch Horn", "graveyard")


@pytest.mark.parametrize("text", [
    "Draw three cards, then put two cards from your hand on top of your library in a random order.",
    "Draw three cards, then put two cards from your hand on the bottom of your library in any order.",
    "Draw three cards, then put two card from your hand on top of your library.",
    "Draw three cards, then put a cards from your hand on top of your library in any order.",
    "Draw three cards, then put two cards from your graveyard on top of your library in any order.",
    "Draw three cards, then put X cards from your hand on top of your library in any order.",
    "Draw two cards, then put a card from your hand on top of your library in any order.",
    "Draw three cards, then put two cards from your hand on top of target player's library in any order.",
])
def test_401_4_near_misses_are_refused(text):
    assert compile_text(text, type_line="Instant").table is None, text
