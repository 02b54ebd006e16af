""""<player> may search their library for a <filter>, put it <where>, then shuffle" (701.23a,
101.4): real cards compiled from their Oracle text, on real boards. "Its controller" is the
controller of the exiled creature as it last existed (608.2h); the searching player chooses
whether to search and what to find (701.23b); one who doesn't search doesn't shuffle (701.24a);
several players choose in turn order and what they find enters at the same time."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

PATH = OracleFace("Path to Exile", "{W}", "Instant", "Exile target creature. Its controller may search their library for "
                  "a basic land card, put that card onto the battlefield tapped, then shuffle.")
DRYADS = OracleFace("Old-Growth Dryads", "{G}", "Creature — Dryad", "Reach\nWhen Old-Growth Dryads enters, each opponent "
                    "may search their library for a basic land card, put it onto the battlefield tapped, then shuffle.",
                    power="3", toughness="3")
WAYFINDER = OracleFace("Jungle Wayfinder", "{2}{G}", "Creature — Human Warrior", "When Jungle Wayfinder enters, each "
                       "player may search their library for a basic land card, reveal it, put it into their hand, then shuffle.",
                       power="3", toughness="3")


def _shuffled(game, who: str) -> bool:
    return any(e.rule == "701.24a" and e.text.startswith(who) for e in game.log)


def test_701_23a_path_to_exile_the_exiled_creatures_controller_searches():
    game = make(you_hand=["Path to Exile"], opp_bf=["Grizzly Bears"], pool="{W}",
                opp_library=["Island", "Forest", "Island"], extra=compiled_cards(PATH))
    bears = find(game, "Grizzly Bears")
    cast(game, "Path to Exile", bears)
    resolve(game)
    d = game.pending
    assert d is not None and d.player == 1  # the opponent, who controlled the creature, decides
    resolve(game, "yes")
    d = game.pending
    assert d is not None and d.player == 1
    assert sorted(o.label.split(" #")[0] for o in d.options) == ["Forest", "Island", "Island"]
    forest = find(game, "Forest", "library", player=1)
    resolve(game, forest)
    assert find(game, "Grizzly Bears", "exile", player=1)
    land = find(game, "Forest", player=1)
    assert game.controller(land) == 1 and game.obj(land).tapped
    assert len(game.state.zone("library", 1)) == 2 and len(game.state.zone("library", 0)) == 10
    assert _shuffled(game, "Opponent") and not _shuffled(game, "You")


def test_701_23a_path_to_exile_declined_no_search_no_shuffle():
    game = make(you_hand=["Path to Exile"], opp_bf=["Grizzly Bears"], pool="{W}",
                opp_library=["Island", "Forest"], extra=compiled_cards(PATH))
    cast(game, "Path to Exile", find(game, "Grizzly Bears"))
    resolve(game, "no")
    assert game.pending is None and not game.state.stack
    assert find(game, "Grizzly Bears", "exile", player=1)
    assert [game.chars(o).name for o in game.state.zone("library", 1)] == ["Island", "Forest"]
    assert not _shuffled(game, "Opponent")
    assert not [o for o in game.state.battlefield if game.controller(o) == 1]


def test_608_2h_path_to_exile_on_your_own_creature_you_search():
    game = make(you_hand=["Path to Exile"], you_bf=["Grizzly Bears"], pool="{W}",
                library=["Plains", "Grizzly Bears"], extra=compiled_cards(PATH))
    cast(game, "Path to Exile", find(game, "Grizzly Bears"))
    resolve(game)
    assert game.pending is not None and game.pending.player == 0
    resolve(game, "yes", find(game, "Plains", "library"))
    plains = find(game, "Plains")
    assert game.controller(plains) == 0 and game.obj(plains).tapped
    assert find(game, "Grizzly Bears", "library")  # not a basic land: not offered


def test_101_4_each_player_searches_in_turn_order_into_their_own_hand():
    game = make(you_hand=["Jungle Wayfinder"], pool="{G}{G}{G}", library=["Swamp", "Grizzly Bears"],
                opp_library=["Mountain", "Island"], extra=compiled_cards(WAYFINDER))
    cast(game, "Jungle Wayfinder")
    resolve(game)  # the creature spell resolves, its trigger goes on the stack
    resolve(game)
    assert game.pending is not None and game.pending.player == 0  # the active player first
    resolve(game, "yes", find(game, "Swamp", "library"))
    assert game.pending is not None and game.pending.player == 1
    resolve(game, "yes", find(game, "Mountain", "library", player=1))
    assert find(game, "Swamp", "hand", player=0) and find(game, "Mountain", "hand", player=1)
    assert _shuffled(game, "You") and _shuffled(game, "Opponent")


def test_701_23a_each_opponent_only_the_opponent_searches():
    game = make(you_hand=["Old-Growth Dryads"], pool="{G}", opp_library=["Forest"], library=["Plains"],
                extra=compiled_cards(DRYADS))
    cast(game, "Old-Growth Dryads")
    resolve(game)
    resolve(game)
    assert game.pending is not None and game.pending.player == 1
    resolve(game, "yes", find(game, "Forest", "library", player=1))
    forest = find(game, "Forest", player=1)
    assert game.obj(forest).tapped and game.controller(forest) == 1
    assert find(game, "Plains", "library")


@pytest.mark.parametrize("text", [
    "Exile target creature. You may search their library for a basic land card, put that card onto the battlefield tapped, then shuffle.",
    "Exile target creature. Its controller may search their library for a basic land card, put that card into your hand, then shuffle.",
    "Exile target creature. Its controller may search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.",
    "Exile target creature. Its controller may search their library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.",
    "Exile target creature. Its controller may search their library for a basic land card and put it onto the battlefield. Then each player who searched their library this way shuffles.",
    "Exile all creatures. Its controller may search their library for a basic land card, put that card onto the battlefield tapped, then shuffle.",
    "Exile target creature. Its controller may search their library for a basic land card, put that card onto the battlefield tapped.",
])
def test_701_23a_near_misses_are_refused(text):
    assert compile_text(text, type_line="Instant").table is None, text
