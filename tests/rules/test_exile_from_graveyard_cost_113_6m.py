"""The cost part "Exile ~ from your graveyard" (118.3): an ability whose cost moves its card out of
a zone works only in that zone (113.6m), here its owner's graveyard; the card is exiled as the
cost is paid. Nearheath Chaplain compiled from its Oracle text, activated from a real graveyard."""

from __future__ import annotations

import pytest

from sandbox import Activate
from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError

from ..oracle.helpers import compile_text
from .copyhelp import activate, compiled_cards, find, make, resolve

CHAPLAIN = OracleFace("Nearheath Chaplain", "{3}{W}", "Creature — Human Cleric",
                      "Lifelink\n{2}{W}, Exile Nearheath Chaplain from your graveyard: Create two 1/1 white Spirit "
                      "creature tokens with flying. Activate only as a sorcery.", "3", "1")
CARDS = compiled_cards(CHAPLAIN)


def _spirits(game) -> int:
    return sum(1 for o in game.state.battlefield if game.chars(o).name.startswith("Spirit"))


def test_113_6m_activated_from_your_graveyard_exiles_the_card_and_creates_tokens():
    game = make(you_gy=["Nearheath Chaplain"], extra=CARDS)
    card = find(game, "Nearheath Chaplain", "graveyard", player=0)
    assert Activate(card, 0) in game.legal_actions()
    activate(game, card, "{2}{W}")
    assert find(game, "Nearheath Chaplain", "exile", player=0)
    resolve(game)
    assert _spirits(game) == 2


def test_113_6m_not_from_the_battlefield():
    game = make(you_bf=["Nearheath Chaplain"], extra=CARDS)
    card = find(game, "Nearheath Chaplain")
    assert Activate(card, 0) not in game.legal_actions()
    with pytest.raises(IllegalActionError, match="graveyard"):
        activate(game, card, "{2}{W}")
    assert find(game, "Nearheath Chaplain") and _spirits(game) == 0


def test_113_6m_not_from_an_opponents_graveyard():
    game = make(opp_gy=["Nearheath Chaplain"], extra=CARDS)
    card = find(game, "Nearheath Chaplain", "graveyard", player=1)
    assert Activate(card, 0) not in game.legal_actions()
    with pytest.raises(IllegalActionError):
        activate(game, card, "{2}{W}")


@pytest.mark.parametrize("text", [
    "{2}, Exile ~ from a graveyard: Draw a card.",
    "{2}, Exile ~ from your hand: Draw a card.",
    "{2}, Exile ~ from your graveyard: Add {G}{G}.",
    "{2}, Exile two cards from your graveyard and ~: Draw a card.",
])
def test_113_6m_near_misses_are_refused(text):
    assert compile_text(text, name="~").table is None, text
