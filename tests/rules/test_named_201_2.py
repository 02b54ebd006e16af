""""named ~" and "named <name>" in filters (201.2, 201.4): objects with that name; "~" is the
source's own name. Real cards compiled from their Oracle text on real boards: Timberpack Wolf
("for each other creature you control named ~": not itself, not the opponent's), Take Inventory
(the cards with its name in your graveyard: not the spell on the stack, not the opponent's),
Walker of the Wastes ("land you control named Wastes": a Plains isn't). A list of names and a
name that isn't one ("named it") are refused."""

from __future__ import annotations

import pytest

from sandbox.cards.filters import Filter
from sandbox.cards.oracle import OracleFace
from sandbox.errors import InvalidActionError

from .copyhelp import cast, compiled_cards, find, make, resolve

WOLF = OracleFace("Timberpack Wolf", "{1}{G}", "Creature — Wolf", "Timberpack Wolf gets +1/+1 for each other creature you "
                  "control named Timberpack Wolf.", power="2", toughness="2")
INVENTORY = OracleFace("Take Inventory", "{1}{U}", "Sorcery", "Draw a card, then draw cards equal to the number of cards "
                       "named Take Inventory in your graveyard.")
WALKER = OracleFace("Walker of the Wastes", "{4}{C}", "Creature — Eldrazi", "Trample\nWalker of the Wastes gets +1/+1 for "
                    "each land you control named Wastes.", power="4", toughness="4")
WASTES = '''
[[card]]
name = "Wastes"
type_line = "Basic Land"
abilities = ["{T}: Add {C}."]
'''


def test_201_2_timberpack_wolf_counts_your_other_wolves_only():
    game = make(you_bf=["Timberpack Wolf", "Timberpack Wolf", "Grizzly Bears"], opp_bf=["Timberpack Wolf"],
                extra=compiled_cards(WOLF))
    mine = [o for o in game.state.battlefield if game.chars(o).name == "Timberpack Wolf" and game.controller(o) == 0]
    assert [(game.chars(o).power, game.chars(o).toughness) for o in mine] == [(3, 3), (3, 3)]
    theirs = find(game, "Timberpack Wolf", player=1)
    assert (game.chars(theirs).power, game.chars(theirs).toughness) == (2, 2)


def test_201_2_take_inventory_counts_the_copies_in_your_graveyard():
    game = make(you_hand=["Take Inventory"], you_gy=["Take Inventory", "Take Inventory", "Forest"], opp_gy=["Take Inventory"],
                library=["Island"] * 8, pool="{U}{C}", extra=compiled_cards(INVENTORY))
    cast(game, "Take Inventory")
    resolve(game)
    assert len(game.state.zone("hand", 0)) == 3  # one, then two more (the spell itself was on the stack)


def test_201_2_walker_of_the_wastes_counts_lands_named_wastes():
    game = make(you_bf=["Walker of the Wastes", "Wastes", "Wastes", "Plains"], opp_bf=["Wastes"],
                extra=compiled_cards(WALKER) + WASTES)
    walker = find(game, "Walker of the Wastes")
    assert (game.chars(walker).power, game.chars(walker).toughness) == (6, 6)


@pytest.mark.parametrize(("text", "why"), [
    ("Equipment named Sword of Kaldra, ~, and Helm of Kaldra", "a list of names is not understood"),
    ("creature named it", "'it' is not understood"),
    ("creature named", "'named' needs a name"),
])
def test_filter_near_misses_are_refused(text, why):
    with pytest.raises(InvalidActionError, match=why):
        Filter.parse(text)
