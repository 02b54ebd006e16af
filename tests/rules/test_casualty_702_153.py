"""Casualty N (702.153a): "As an additional cost to cast this spell, you may sacrifice a creature
with power N or greater," and "When you cast this spell, if a casualty cost was paid for it, copy
it. If the spell has any targets, you may choose new targets for the copy." Cut of the Profits and
Light 'Em Up compiled from their Oracle text, cast through real actions."""

from __future__ import annotations

import pytest

from sandbox import Cast
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.errors import IllegalActionError

from .copyhelp import compiled_cards, find, make, resolve

PROFITS = OracleFace("Cut of the Profits", "{X}{B}{B}", "Sorcery",
                     "Casualty 3 (As you cast this spell, you may sacrifice a creature with power 3 or greater. When you "
                     "do, copy this spell.)\nYou draw X cards and you lose X life.")
LIGHT = OracleFace("Light 'Em Up", "{1}{R}", "Sorcery",
                   "Casualty 2 (As you cast this spell, you may sacrifice a creature with power 2 or greater. When you do, "
                   "copy this spell and you may choose a new target for the copy.)\nLight 'Em Up deals 2 damage to target "
                   "creature or planeswalker.")
CARDS = compiled_cards(PROFITS, LIGHT)


def _names(game, zone="battlefield", player=0):
    ids = game.state.battlefield if zone == "battlefield" else game.state.zone(zone, player)
    return sorted(game.chars(o).name for o in ids if zone != "battlefield" or game.controller(o) == player)


def test_702_153a_the_sacrifice_is_paid_and_the_spell_copied():
    game = make(["Swamp"] * 3 + ["Hill Giant", "Grizzly Bears"], ["Cut of the Profits"], pool="", extra=CARDS)
    card = find(game, "Cut of the Profits", "hand")
    assert Cast(card, with_cost="casualty") in game.legal_actions()
    game.perform(Cast(card, x=1, with_cost="casualty"))  # only the Hill Giant has power 3 or greater
    assert "Hill Giant" in _names(game, "graveyard") and "Grizzly Bears" in _names(game)
    resolve(game)
    assert len(game.state.zone("hand", 0)) == 2 and game.state.players[0].life == 18  # X = 1, twice (the copy keeps X)
    assert any(e.rule == "702.153a" and "copied" in e.text for e in game.log)


def test_702_153a_the_copy_may_choose_a_new_target():
    game = make(["Mountain"] * 2 + ["Grizzly Bears"], ["Light 'Em Up"], ["Hill Giant", "Llanowar Elves"], pool="",
                extra=CARDS)
    giant, elves = find(game, "Hill Giant", player=1), find(game, "Llanowar Elves", player=1)
    game.perform(Cast(find(game, "Light 'Em Up", "hand"), targets=(giant,), with_cost="casualty"))
    assert "Grizzly Bears" in _names(game, "graveyard")
    resolve(game, elves)  # 707.10c: the copy's new target
    assert game.obj(giant).damage == 2 and giant in game.state.battlefield
    assert elves not in game.state.battlefield and "Llanowar Elves" in _names(game, "graveyard", 1)


def test_702_153a_near_misses_without_casualty_and_too_little_power():
    game = make(["Swamp"] * 3 + ["Hill Giant"], ["Cut of the Profits"], pool="", extra=CARDS)
    game.perform(Cast(find(game, "Cut of the Profits", "hand"), x=1))
    resolve(game)
    assert len(game.state.zone("hand", 0)) == 1 and game.state.players[0].life == 19 and "Hill Giant" in _names(game)
    assert not any(e.rule == "702.153a" for e in game.log)
    game = make(["Swamp"] * 3 + ["Grizzly Bears"], ["Cut of the Profits"], pool="", extra=CARDS)
    card = find(game, "Cut of the Profits", "hand")
    assert Cast(card) in game.legal_actions() and Cast(card, with_cost="casualty") not in game.legal_actions()
    with pytest.raises(IllegalActionError, match="702.153a"):
        game.perform(Cast(card, x=1, with_cost="casualty"))  # a 2/2 hasn't power 3 or greater


@pytest.mark.parametrize("text", ["Casualty X", "Casualty—Sacrifice an artifact."])
def test_702_153_near_miss_texts_stay_refused(text):
    face = OracleFace("Test Pact", "{1}{B}", "Sorcery", f"{text}\nDraw a card.")
    assert compile_card(OracleCard(face.name, (face,))).table is None
