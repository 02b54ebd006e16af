""""Look at the top N cards of your library, then put them back in any order." (401.4) and
"You may shuffle." after it (701.24a): real cards compiled from their Oracle text, on real
boards. The player chooses the new order of exactly the cards looked at; the next draw takes
the card they put on top."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

PONDER = OracleFace("Ponder", "{U}", "Sorcery", "Look at the top three cards of your library, then put them back in any "
                    "order. You may shuffle.\nDraw a card.")
SAGE_OWL = OracleFace("Sage Owl", "{1}{U}", "Creature — Bird", "Flying\nWhen Sage Owl enters, look at the top four cards "
                      "of your library, then put them back in any order.", power="1", toughness="1")
LIBRARY = ["Forest", "Island", "Mountain", "Plains", "Swamp"]  # the last is the top


def _library(game, player: int = 0) -> list[str]:
    """Top card first."""
    return [game.chars(o).name for o in reversed(game.state.zone("library", player))]


def test_401_4_ponder_reorders_the_top_three_then_draws_the_new_top():
    game = make(you_hand=["Ponder"], library=LIBRARY, extra=compiled_cards(PONDER))
    cast(game, "Ponder")
    resolve(game)
    d = game.pending
    assert d is not None and d.ordered and d.rule == "401.4"
    assert sorted(o.label.split(" #")[0] for o in d.options) == ["Mountain", "Plains", "Swamp"]  # only the top three
    order = [find(game, n, "library") for n in ("Mountain", "Swamp", "Plains")]
    resolve(game, [order], "no")
    assert [game.chars(o).name for o in game.state.zone("hand", 0)] == ["Mountain"]
    assert _library(game) == ["Swamp", "Plains", "Island", "Forest"]
    assert find(game, "Ponder", "graveyard")
    assert not any("shuffle their library" in e.text for e in game.log)


def test_701_24a_ponder_may_shuffle_after_arranging():
    game = make(you_hand=["Ponder"], library=LIBRARY * 4, extra=compiled_cards(PONDER))
    cast(game, "Ponder")
    resolve(game)
    order = [o.value for o in game.pending.options]
    resolve(game, [order])
    d = game.pending
    assert d is not None and d.rule == "701.24a"
    resolve(game, "yes")
    assert any(e.rule == "701.24a" and "shuffle their library" in e.text for e in game.log)
    assert len(game.state.zone("hand", 0)) == 1 and len(game.state.zone("library", 0)) == 19


def test_401_4_sage_owl_enters_and_reorders_the_top_four():
    game = make(you_hand=["Sage Owl"], library=LIBRARY, extra=compiled_cards(SAGE_OWL))
    cast(game, "Sage Owl")
    resolve(game)  # the creature spell resolves; its enters trigger goes on the stack
    resolve(game)
    d = game.pending
    assert d is not None and d.ordered and len(d.options) == 4
    order = [find(game, n, "library") for n in ("Island", "Mountain", "Plains", "Swamp")]
    resolve(game, [order])
    assert game.pending is None
    assert _library(game) == ["Island", "Mountain", "Plains", "Swamp", "Forest"]  # Forest wasn't looked at
    assert find(game, "Sage Owl")


@pytest.mark.parametrize("text", [
    "Look at the top three cards of each opponent's library, then put them back in any order.",
    "Look at the top three cards of your library, then put them back in a random order.",
    "Look at the top three cards of your library, then put them on the bottom in any order.",
    "Look at the top card of your library, then put them back in any order.",
    "You may shuffle.",
    "Draw a card. You may shuffle.",
    "Look at the top three cards of your library, then put them back in any order. You may shuffle. You may shuffle.",
    "Look at the top three cards of your library, then put them back in any order. You may shuffle your graveyard.",
])
def test_401_4_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text
