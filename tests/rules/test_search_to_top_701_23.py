""""Search your library for a card, then shuffle and put that card on top." (701.23a, 701.24a):
Vampiric Tutor and Mystical Tutor compiled from their Oracle text, on real boards. The card
found stays out of the shuffle and ends on top, so the next draw takes it; the filter limits
what may be found; finding nothing still shuffles."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import advance_to, cast, compiled_cards, find, make, resolve

VAMPIRIC = OracleFace("Vampiric Tutor", "{B}", "Instant", "Search your library for a card, then shuffle and put that card "
                      "on top. You lose 2 life.")
MYSTICAL = OracleFace("Mystical Tutor", "{U}", "Instant", "Search your library for an instant or sorcery card, reveal it, "
                      "then shuffle and put that card on top.")
LIBRARY = ["Grizzly Bears", "Lightning Bolt", "Forest", "Island", "Mountain", "Plains", "Swamp"] * 3


def _top(game, player: int = 0) -> str:
    return game.chars(game.state.zone("library", player)[-1]).name


def test_701_23a_vampiric_tutor_puts_the_card_found_on_top_and_costs_2_life():
    game = make(you_hand=["Vampiric Tutor"], library=LIBRARY, extra=compiled_cards(VAMPIRIC))
    cast(game, "Vampiric Tutor")
    resolve(game)
    d = game.pending
    assert d is not None and len(d.options) == len(LIBRARY)  # any card
    bears = find(game, "Grizzly Bears", "library")
    resolve(game, bears)
    assert game.state.zone("library", 0)[-1] == bears  # the same object: it never left the library
    assert len(game.state.zone("library", 0)) == len(LIBRARY)
    assert game.state.players[0].life == 18
    assert any(e.rule == "701.24a" for e in game.log)
    advance_to(game, 5, "main1")  # your next turn's draw takes it
    assert "Grizzly Bears" in [game.chars(o).name for o in game.state.zone("hand", 0)]


def test_701_23a_mystical_tutor_finds_only_an_instant_or_sorcery():
    game = make(you_hand=["Mystical Tutor"], library=LIBRARY, extra=compiled_cards(MYSTICAL))
    cast(game, "Mystical Tutor")
    resolve(game)
    d = game.pending
    assert d is not None and {o.label.split(" #")[0] for o in d.options} == {"Lightning Bolt"}
    bolt = d.options[1].value
    resolve(game, bolt)
    assert _top(game) == "Lightning Bolt" and game.state.zone("library", 0)[-1] == bolt
    assert any("revealed" in e.text for e in game.log)


def test_701_23b_finding_nothing_still_shuffles():
    game = make(you_hand=["Mystical Tutor"], library=["Forest", "Island"] * 5, extra=compiled_cards(MYSTICAL))
    cast(game, "Mystical Tutor")
    resolve(game)
    assert game.pending is None
    assert any(e.rule == "701.24a" for e in game.log) and len(game.state.zone("library", 0)) == 10


@pytest.mark.parametrize("text", [
    "Search your library for a card, then shuffle and put that card on the bottom.",
    "Search your library for two cards, then shuffle and put those cards on top.",
    "Search your library for a card, then shuffle and put that card second from the top.",
    "Search target player's library for a card, then shuffle and put that card on top.",
    "Search your library for a card, then shuffle and put it on top of target player's library.",
    "Search your library for a card, then put that card on top.",
])
def test_701_23a_near_misses_are_refused(text):
    assert compile_text(text, type_line="Instant").table is None, text
