"""Split second (702.61): while a spell with split second is on the stack, no player can cast
spells or activate abilities that aren't mana abilities; mana abilities still work, and once
it has left the stack everything is allowed again. Krosan Grip, compiled from its text."""

from __future__ import annotations

import pytest

from sandbox import Activate, Cast, Pass
from sandbox.cards.model import ManaAbility
from sandbox.errors import IllegalActionError

from .copyhelp import cast, find, hand, make, resolve

POOL = "{G}{G}{G}"


def _gripped():
    game = make(you_hand=["Krosan Grip"], opp_hand=["Shock"], opp_bf=["Thran Dynamo", "Mountain", "Prodigal Sorcerer"],
                pool=POOL)
    cast(game, "Krosan Grip", find(game, "Thran Dynamo", player=1))
    game.perform(Pass())
    assert game.state.priority == 1
    return game


def test_702_61a_the_opponent_can_cast_no_spell_in_response():
    game = _gripped()
    before = game.state.version
    with pytest.raises(IllegalActionError, match="702.61a"):
        game.perform(Cast(hand(game, "Shock", player=1), None, ("p0",)))
    assert game.state.version == before


def test_702_61a_no_ability_that_isnt_a_mana_ability_can_be_activated_but_mana_abilities_can():
    game = _gripped()
    sorcerer = find(game, "Prodigal Sorcerer", player=1)
    with pytest.raises(IllegalActionError, match="702.61a"):
        game.perform(Activate(sorcerer, 0, None, ("p0",)))
    legal = game.legal_actions()
    assert not any(isinstance(a, Cast) for a in legal)
    activations = [a for a in legal if isinstance(a, Activate)]
    assert activations and all(isinstance(game.activated_abilities(a.obj)[a.ability], ManaAbility) for a in activations)
    mountain = find(game, "Mountain", player=1)
    game.perform(Activate(mountain, 0))
    assert game.state.players[1].pool.total() == 1


def test_702_61a_once_it_has_resolved_spells_can_be_cast_again():
    game = _gripped()
    resolve(game)
    assert [game.chars(o).name for o in game.state.zone("graveyard", 1)] == ["Thran Dynamo"]
    game.perform(Pass())  # the active player passes on an empty stack: the opponent may act
    assert game.state.priority == 1
    game.perform(Cast(hand(game, "Shock", player=1), None, ("p0",)))
    assert game.chars(game.state.stack[-1]).name == "Shock"
