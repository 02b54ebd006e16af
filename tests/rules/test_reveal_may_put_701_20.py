""""Reveal the top N cards of your library. You may put a <quality> card from among them into
your hand. Put the rest into your graveyard." (701.20a, 608.2c) and "Look at the top N cards of
your library. Put any number of them into your graveyard and the rest back on top of your library
in any order." (608.2c, 401.4): Grisly Salvage and Curate compiled from their Oracle text, on
real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

GRISLY_SALVAGE = OracleFace("Grisly Salvage", "{B}{G}", "Instant", "Reveal the top five cards of your library. You may put "
                            "a creature or land card from among them into your hand. Put the rest into your graveyard.")
CURATE = OracleFace("Curate", "{1}{U}", "Instant", "Look at the top two cards of your library. Put any number of them into "
                    "your graveyard and the rest back on top of your library in any order.\nDraw a card.")
LIBRARY = ["Plains", "Counterspell", "Forest", "Grizzly Bears", "Lightning Bolt", "Shock"]  # Shock on top


def _names(game, zone: str, player: int = 0) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone(zone, player))


def test_701_20a_grisly_salvage_offers_only_a_creature_or_land_and_mills_the_rest():
    game = make(you_hand=["Grisly Salvage"], library=LIBRARY, extra=compiled_cards(GRISLY_SALVAGE))
    cast(game, "Grisly Salvage")
    resolve(game)
    d = game.pending
    assert d is not None and d.min == 0 and d.max == 1
    assert sorted(o.label.split(" #")[0] for o in d.options) == ["Forest", "Grizzly Bears"]
    assert any(e.rule == "701.20a" and "the top 5 card(s)" in e.text for e in game.log)
    resolve(game, find(game, "Grizzly Bears", "library"))
    assert _names(game, "hand") == ["Grizzly Bears"]
    assert _names(game, "graveyard") == ["Counterspell", "Forest", "Grisly Salvage", "Lightning Bolt", "Shock"]
    assert _names(game, "library") == ["Plains"]


def test_701_20a_grisly_salvage_may_take_nothing():
    game = make(you_hand=["Grisly Salvage"], library=LIBRARY, extra=compiled_cards(GRISLY_SALVAGE))
    cast(game, "Grisly Salvage")
    resolve(game)
    resolve(game, [])
    assert _names(game, "hand") == [] and len(game.state.zone("graveyard", 0)) == 6


def test_608_2c_curate_mills_any_number_and_puts_the_rest_back_on_top():
    game = make(you_hand=["Curate"], library=LIBRARY, extra=compiled_cards(CURATE))
    cast(game, "Curate")
    resolve(game)
    d = game.pending
    assert d is not None and d.min == 0 and d.max == 2
    resolve(game, find(game, "Shock", "library"))
    assert _names(game, "graveyard") == ["Curate", "Shock"]
    assert _names(game, "hand") == ["Lightning Bolt"]  # the one kept on top, then drawn
    assert not any(e.rule.startswith("701.25") for e in game.log)  # not surveil


@pytest.mark.parametrize("text", [
    "Look at the top five cards of your library. You may put a creature card from among them into your hand. Put the "
    "rest into your graveyard.",
    "Reveal the top five cards of your library. You may reveal a creature card from among them and put it into your "
    "hand. Put the rest into your graveyard.",
    "Reveal the top five cards of your library. You may put a creature card from among them into your hand.",
    "Reveal the top five cards of your library. You may put a creature card from among them onto the battlefield. Put "
    "the rest into your graveyard.",
    "Reveal the top five cards of your library. You may put two creature cards from among them into your hand. Put the "
    "rest into your graveyard.",
    "Reveal the top three cards of your library. Put any number of them into your graveyard and the rest back on top "
    "of your library in any order.",
    "Look at the top three cards of your library. Put any number of them into your graveyard and the rest on the "
    "bottom of your library in any order.",
    "Look at the top three cards of your library. Put any number of them into your hand and the rest back on top of "
    "your library in any order.",
])
def test_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text
