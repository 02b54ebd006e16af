"""Embalm (702.128a) and eternalize (702.129a): activated abilities that work only while the card
is in its owner's graveyard, as a sorcery: "[Cost], Exile this card from your graveyard: Create
a token that's a copy of it, except it's white (eternalize: black and 4/4), it has no mana cost,
and it's a Zombie in addition to its other types." Sacred Cat and Adorned Pouncer compiled from
their Oracle text, on real boards."""

from __future__ import annotations

import pytest

from sandbox import Activate, IllegalActionError, Pass
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.core.legal import legal_actions

from .copyhelp import compiled_cards, find, make

CAT = OracleFace("Sacred Cat", "{W}", "Creature — Cat",
                 "Lifelink\nEmbalm {W} ({W}, Exile this card from your graveyard: Create a token that's a copy of it, "
                 "except it's a white Zombie Cat with no mana cost. Embalm only as a sorcery.)", "1", "1")
POUNCER = OracleFace("Adorned Pouncer", "{1}{W}", "Creature — Cat",
                     "Double strike\nEternalize {3}{W}{W} ({3}{W}{W}, Exile this card from your graveyard: Create a token "
                     "that's a copy of it, except it's a 4/4 black Zombie Cat with no mana cost. Eternalize only as a "
                     "sorcery.)", "1", "1")
CARDS = compiled_cards(CAT, POUNCER)


def _resolve(game) -> None:
    for _ in range(4):
        if game.state.stack:
            game.perform(Pass())


def test_702_128a_embalm_exiles_the_card_and_makes_a_white_zombie_token_copy():
    game = make(you_gy=["Sacred Cat"], pool="{W}", extra=CARDS)
    cat = find(game, "Sacred Cat", "graveyard")
    assert Activate(cat, 0) in legal_actions(game)
    game.perform(Activate(cat, 0))
    assert find(game, "Sacred Cat", "exile") and game.state.zone("graveyard", 0) == []  # exiled as a cost
    _resolve(game)
    token = find(game, "Sacred Cat")
    c = game.chars(token)
    assert game.obj(token).kind == "token" and c.colors == frozenset("W") and c.mana_cost == ()
    assert set(c.subtypes) == {"Cat", "Zombie"} and c.has_keyword("lifelink") and (c.power, c.toughness) == (1, 1)


def test_702_129a_eternalize_makes_a_black_4_4_zombie_token_copy():
    game = make(you_gy=["Adorned Pouncer"], pool="{W}{W}{W}{W}{W}", extra=CARDS)
    game.perform(Activate(find(game, "Adorned Pouncer", "graveyard"), 0))
    _resolve(game)
    c = game.chars(find(game, "Adorned Pouncer"))
    assert c.colors == frozenset("B") and (c.power, c.toughness) == (4, 4) and c.mana_cost == ()
    assert set(c.subtypes) == {"Cat", "Zombie"} and c.has_keyword("double strike")


def test_702_128a_near_miss_only_as_a_sorcery_only_from_a_graveyard_only_with_its_cost():
    game = make(you_gy=["Sacred Cat"], pool="{W}", step="upkeep", extra=CARDS)
    cat = find(game, "Sacred Cat", "graveyard")
    assert Activate(cat, 0) not in legal_actions(game)
    before = game.fingerprint()
    with pytest.raises(IllegalActionError):
        game.perform(Activate(cat, 0))
    assert game.fingerprint() == before
    on_field = make(["Sacred Cat"], pool="{W}", extra=CARDS)
    assert Activate(find(on_field, "Sacred Cat"), 0) not in legal_actions(on_field)
    with pytest.raises(IllegalActionError):
        on_field.perform(Activate(find(on_field, "Sacred Cat"), 0))
    poor = make(you_gy=["Adorned Pouncer"], pool="{W}{W}", extra=CARDS)
    assert Activate(find(poor, "Adorned Pouncer", "graveyard"), 0) not in legal_actions(poor)


@pytest.mark.parametrize("line", [
    "Embalm—Discard a card.",  # not a mana cost
    "Embalm {X}{W}",  # nothing says what X is
    "Eternalize—Pay 3 life.",
])
def test_702_128_near_misses_are_refused(line):
    face = OracleFace("Sacred Cat", "{W}", "Creature — Cat", f"Lifelink\n{line}", "1", "1")
    assert compile_card(OracleCard(face.name, (face,))).table is None
