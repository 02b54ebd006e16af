"""Scavenge (702.97a): "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters
equal to the power of the card you exiled on target creature. Activate only as a sorcery." It
works only from a graveyard. Dreg Mangler and Deadbridge Goliath compiled from their Oracle text,
on real boards."""

from __future__ import annotations

import pytest

from sandbox import Activate, IllegalActionError, Pass
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.core.legal import legal_actions

from .copyhelp import compiled_cards, find, make

REMINDER = ("({cost}, Exile this card from your graveyard: Put a number of +1/+1 counters equal to this card's power on "
            "target creature. Scavenge only as a sorcery.)")
MANGLER = OracleFace("Dreg Mangler", "{1}{B}{G}", "Creature — Plant Zombie",
                     "Haste\nScavenge {3}{B}{G} " + REMINDER.format(cost="{3}{B}{G}"), "3", "3")
GOLIATH = OracleFace("Deadbridge Goliath", "{2}{G}{G}", "Creature — Insect",
                     "Scavenge {4}{G}{G} " + REMINDER.format(cost="{4}{G}{G}"), "5", "5")
MYCODRAX = OracleFace("Boneyard Mycodrax", "{2}{B}", "Creature — Fungus",
                      "Boneyard Mycodrax's power and toughness are each equal to the number of other creature cards in "
                      "your graveyard.\nScavenge {4}{B} " + REMINDER.format(cost="{4}{B}"), "*", "*")
CARDS = compiled_cards(MANGLER, GOLIATH, MYCODRAX)


def _resolve(game) -> None:
    for _ in range(4):
        if game.state.stack:
            game.perform(Pass())


@pytest.mark.parametrize("card, cost, power", [("Dreg Mangler", "{B}{G}{G}{G}{G}", 3),
                                               ("Deadbridge Goliath", "{G}{G}{G}{G}{G}{G}", 5)])
def test_702_97a_scavenge_puts_counters_equal_to_the_exiled_cards_power(card, cost, power):
    game = make(["Grizzly Bears"], you_gy=[card], opp_bf=["Grizzly Bears"], pool=cost, extra=CARDS)
    scavenger = find(game, card, "graveyard")
    bears = find(game, "Grizzly Bears", player=0)
    assert Activate(scavenger, 0) in legal_actions(game)
    game.perform(Activate(scavenger, 0, targets=(bears,)))
    assert find(game, card, "exile") and game.state.zone("graveyard", 0) == []  # exiled as a cost
    _resolve(game)
    assert game.obj(bears).counters == {"+1/+1": power}
    assert (game.chars(bears).power, game.chars(bears).toughness) == (2 + power, 2 + power)
    assert not game.obj(find(game, "Grizzly Bears", player=1)).counters  # only the target


def test_702_97a_the_power_of_the_card_in_exile_its_characteristic_defining_ability_counts_there():
    # 604.3: a characteristic-defining ability works in every zone; exiled, it still counts the
    # other creature cards in its owner's graveyard (two Grizzly Bears, not the Island)
    game = make(["Grizzly Bears"], you_gy=["Boneyard Mycodrax", "Grizzly Bears", "Grizzly Bears", "Island"],
                pool="{B}{B}{B}{B}{B}", extra=CARDS)
    bears = find(game, "Grizzly Bears")
    game.perform(Activate(find(game, "Boneyard Mycodrax", "graveyard"), 0, targets=(bears,)))
    _resolve(game)
    assert game.obj(bears).counters == {"+1/+1": 2}


def test_702_97a_near_miss_only_as_a_sorcery_and_only_from_a_graveyard():
    game = make(["Grizzly Bears"], you_gy=["Dreg Mangler"], pool="{B}{G}{G}{G}{G}", step="upkeep", extra=CARDS)
    mangler = find(game, "Dreg Mangler", "graveyard")
    assert not any(isinstance(a, Activate) and a.obj == mangler for a in legal_actions(game))
    before = game.fingerprint()
    with pytest.raises(IllegalActionError):
        game.perform(Activate(mangler, 0, targets=(find(game, "Grizzly Bears"),)))
    assert game.fingerprint() == before
    on_field = make(["Dreg Mangler", "Grizzly Bears"], pool="{B}{G}{G}{G}{G}", extra=CARDS)
    mangler = find(on_field, "Dreg Mangler")
    assert not any(isinstance(a, Activate) and a.obj == mangler for a in legal_actions(on_field))
    with pytest.raises(IllegalActionError):
        on_field.perform(Activate(mangler, 0, targets=(find(on_field, "Grizzly Bears"),)))


@pytest.mark.parametrize("line", [
    "Scavenge {X}{G}",  # nothing says what X is
    "Scavenge—Discard a card.",  # not a mana cost
])
def test_702_97_near_misses_are_refused(line):
    face = OracleFace("Dreg Mangler", "{1}{B}{G}", "Creature — Plant Zombie", f"Haste\n{line}", "3", "3")
    assert compile_card(OracleCard(face.name, (face,))).table is None
