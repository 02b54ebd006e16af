"""Soulshift N (702.46a): when the creature dies, its controller may return target Spirit card
with mana value N or less from their graveyard to their hand. Moonlit Strider (soulshift 3)
compiled from its Oracle text on real boards: only a Spirit card of mana value 3 or less is a
legal target; a creature bounced doesn't die, so nothing triggers."""

from __future__ import annotations

import pytest

from sandbox import Pass
from sandbox.cards.oracle import OracleFace
from sandbox.cards.parse import parse_ability
from sandbox.errors import InvalidActionError

from .copyhelp import cast, compiled_cards, find, make, resolve

STRIDER = OracleFace("Moonlit Strider", "{3}{W}", "Creature — Spirit",
                     "Sacrifice Moonlit Strider: Target creature you control gains protection from the color of your "
                     "choice until end of turn.\nSoulshift 3 (When this creature dies, you may return target Spirit card "
                     "with mana value 3 or less from your graveyard to your hand.)", "1", "4")
CARDS = compiled_cards(STRIDER)
GRAVE = ["Strangleroot Geist", "Tradewind Rider", "Grizzly Bears"]


def _stack_targets(game):
    return [game.obj(s).targets for s in game.state.stack]


def test_702_46a_dying_it_returns_a_spirit_card_of_mana_value_3_or_less():
    game = make(["Swamp", "Swamp"], ["Murder"], opp_bf=["Moonlit Strider"], opp_gy=GRAVE, extra=CARDS,
                pool="{B}{B}{B}")
    strider = find(game, "Moonlit Strider")
    cast(game, "Murder", strider)
    game.perform(Pass())
    game.perform(Pass())  # Murder resolves; the soulshift trigger's one legal target is Strangleroot Geist
    geist = find(game, "Strangleroot Geist", "graveyard")
    assert _stack_targets(game) == [[geist]]
    assert game.controller(game.state.stack[0]) == 1
    resolve(game, "yes")
    assert geist not in game.state.zone("graveyard", 1)
    assert [game.chars(o).name for o in game.state.zone("hand", 1)] == ["Strangleroot Geist"]
    assert sorted(game.chars(o).name for o in game.state.zone("graveyard", 1)) == [
        "Grizzly Bears", "Moonlit Strider", "Tradewind Rider"]


def test_702_46a_near_miss_no_spirit_of_mana_value_3_or_less_no_trigger_on_the_stack():
    game = make(["Swamp", "Swamp"], ["Murder"], opp_bf=["Moonlit Strider"], opp_gy=["Tradewind Rider", "Grizzly Bears"],
                extra=CARDS, pool="{B}{B}{B}")
    cast(game, "Murder", find(game, "Moonlit Strider"))
    resolve(game)
    assert not game.state.stack and not game.state.zone("hand", 1)  # 603.3d: no legal target, removed


def test_702_46a_near_miss_bounced_it_doesn_t_die():
    game = make(["Island"], ["Unsummon"], opp_bf=["Moonlit Strider"], opp_gy=GRAVE, extra=CARDS, pool="{U}")
    cast(game, "Unsummon", find(game, "Moonlit Strider"))
    resolve(game)
    assert not game.state.stack
    assert [game.chars(o).name for o in game.state.zone("hand", 1)] == ["Moonlit Strider"]


def test_702_46a_near_miss_soulshift_needs_a_number():
    for text in ("Soulshift", "Soulshift X", "Soulshift 0"):
        with pytest.raises(InvalidActionError):
            parse_ability(text)
    assert parse_ability("Soulshift 3").arg == "3"
