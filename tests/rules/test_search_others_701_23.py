""""Search your library for a card, put that card into your graveyard, then shuffle." and "Its
controller may search their library for a basic land card, put that card onto the battlefield
tapped, then shuffle." (701.23a, 608.2h): Entomb, Buried Alive and Path to Exile compiled from
their Oracle text, on real boards. The controller of the exiled creature (not the caster) decides
whether to search, searches their own library, and the land enters under their control."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

ENTOMB = OracleFace("Entomb", "{B}", "Instant", "Search your library for a card, put that card into your graveyard, then "
                    "shuffle.")
BURIED_ALIVE = OracleFace("Buried Alive", "{2}{B}", "Sorcery", "Search your library for up to three creature cards, put "
                          "them into your graveyard, then shuffle.")
PATH_TO_EXILE = OracleFace("Path to Exile", "{W}", "Instant", "Exile target creature. Its controller may search their "
                           "library for a basic land card, put that card onto the battlefield tapped, then shuffle.")


def _names(game, zone: str, player: int = 0) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone(zone, player))


def test_701_23a_entomb_puts_the_card_found_into_your_graveyard():
    game = make(you_hand=["Entomb"], library=["Forest", "Grizzly Bears", "Island"], extra=compiled_cards(ENTOMB))
    cast(game, "Entomb")
    resolve(game)
    resolve(game, find(game, "Grizzly Bears", "library"))
    assert _names(game, "graveyard") == ["Entomb", "Grizzly Bears"]
    assert _names(game, "library") == ["Forest", "Island"] and _names(game, "hand") == []


def test_701_23b_buried_alive_up_to_three_creatures():
    game = make(you_hand=["Buried Alive"], library=["Forest", "Grizzly Bears", "Llanowar Elves", "Island"],
                extra=compiled_cards(BURIED_ALIVE))
    cast(game, "Buried Alive")
    resolve(game)
    d = game.pending
    assert d is not None and d.max == 2 and sorted(o.label.split(" #")[0] for o in d.options) == ["Grizzly Bears", "Llanowar Elves"]
    resolve(game, [o.value for o in d.options])
    assert _names(game, "graveyard") == ["Buried Alive", "Grizzly Bears", "Llanowar Elves"]


def test_701_23a_path_to_exile_the_creatures_controller_searches_their_own_library():
    game = make(you_hand=["Path to Exile"], opp_bf=["Grizzly Bears"], library=["Plains"] * 5,
                opp_library=["Forest", "Lightning Bolt", "Swamp"], extra=compiled_cards(PATH_TO_EXILE))
    cast(game, "Path to Exile", find(game, "Grizzly Bears"))
    resolve(game)
    d = game.pending
    assert d is not None and d.player == 1 and d.kind == "yesno"  # the opponent decides
    resolve(game, "yes")
    d = game.pending
    assert d is not None and d.player == 1
    assert sorted(o.label.split(" #")[0] for o in d.options) == ["Forest", "Swamp"]
    resolve(game, find(game, "Swamp", "library", player=1))
    swamp = find(game, "Swamp")
    assert game.controller(swamp) == 1 and game.obj(swamp).tapped
    assert find(game, "Grizzly Bears", "exile")
    assert _names(game, "library") == ["Plains"] * 5  # the caster's library untouched


def test_701_23a_path_to_exile_the_controller_may_decline():
    game = make(you_hand=["Path to Exile"], opp_bf=["Grizzly Bears"], opp_library=["Forest", "Swamp"],
                extra=compiled_cards(PATH_TO_EXILE))
    cast(game, "Path to Exile", find(game, "Grizzly Bears"))
    resolve(game)
    resolve(game, "no")
    assert game.pending is None
    assert not any(game.chars(o).name in ("Forest", "Swamp") for o in game.state.battlefield)


@pytest.mark.parametrize("text", [
    "Exile target creature. Its controller may search their library for a basic land card, put it into your hand, then "
    "shuffle.",
    "Its controller may search their library for a basic land card, put it onto the battlefield, then shuffle.",
    "Exile all creatures. Its controller may search their library for a basic land card, put it onto the battlefield, "
    "then shuffle.",
    "Exile target creature. Its controller searches their library for a basic land card, put it onto the battlefield, "
    "then shuffle.",
    "Exile target creature. That player may search their library for a basic land card, put it onto the battlefield, "
    "then shuffle.",
    "Search your library for a card, put that card into your graveyard.",
    "Search your library for a card, put that card into target player's graveyard, then shuffle.",
    "Search your library for a card, put them into your graveyard, then shuffle.",
])
def test_701_23a_near_misses_are_refused(text):
    assert compile_text(text, type_line="Instant").table is None, text
