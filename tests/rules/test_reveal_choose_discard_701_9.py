""""Target opponent reveals their hand. You choose a nonland card from it. That player discards
that card." (701.20a, 701.9a): real cards compiled from their Oracle text, on real boards. The
caster sees the hand and chooses among the matching cards; with none, nothing is discarded."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

DURESS = OracleFace("Duress", "{B}", "Sorcery", "Target opponent reveals their hand. You choose a noncreature, nonland "
                    "card from it. That player discards that card.")
THOUGHTSEIZE = OracleFace("Thoughtseize", "{B}", "Sorcery", "Target player reveals their hand. You choose a nonland card "
                          "from it. That player discards that card. You lose 2 life.")


def _hand(game, player: int) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone("hand", player))


def test_701_9a_duress_offers_only_noncreature_nonland_cards():
    game = make(you_hand=["Duress"], opp_hand=["Lightning Bolt", "Grizzly Bears", "Forest", "Counterspell"], pool="{B}",
                extra=compiled_cards(DURESS))
    cast(game, "Duress", "p1")
    resolve(game)
    d = game.pending
    assert d is not None and d.player == 0
    assert sorted(o.label.split(" #")[0] for o in d.options) == ["Counterspell", "Lightning Bolt"]
    resolve(game, find(game, "Lightning Bolt", "hand", player=1))
    assert _hand(game, 1) == ["Counterspell", "Forest", "Grizzly Bears"]
    assert find(game, "Lightning Bolt", "graveyard", player=1)
    assert any("reveals their hand" in e.text for e in game.log)


def test_701_9a_duress_with_no_matching_card_discards_nothing():
    game = make(you_hand=["Duress"], opp_hand=["Grizzly Bears", "Forest"], pool="{B}", extra=compiled_cards(DURESS))
    cast(game, "Duress", "p1")
    resolve(game)
    assert game.pending is None
    assert _hand(game, 1) == ["Forest", "Grizzly Bears"]


def test_701_9a_thoughtseize_may_target_yourself_and_costs_2_life():
    game = make(you_hand=["Thoughtseize", "Grizzly Bears"], pool="{B}", extra=compiled_cards(THOUGHTSEIZE))
    cast(game, "Thoughtseize", "p0")
    resolve(game, find(game, "Grizzly Bears", "hand"))
    assert find(game, "Grizzly Bears", "graveyard") and game.state.players[0].life == 18


@pytest.mark.parametrize("text", [
    "Each opponent reveals their hand. You choose a nonland card from it. That player discards that card.",
    "Target opponent reveals their hand. You choose two nonland cards from it. That player discards those cards.",
    "Target opponent reveals their hand. You choose a nonland card from it and exile that card.",
    "Target opponent reveals their hand. That player chooses a nonland card from it. That player discards that card.",
    "Target opponent reveals their hand. You choose a nonland card from it. You discard that card.",
])
def test_701_9a_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text
