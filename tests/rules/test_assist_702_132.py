"""Assist (702.132a): before a spell with assist's total cost is paid, its caster may choose
another player, who may pay any amount of its generic mana with their own mana; the caster pays
the rest. Charging Binox and Bring Down compiled from their Oracle text, cast through real actions;
the legal actions offer a spell only its caster and a helper together can pay for."""

from __future__ import annotations

import pytest

from sandbox import Cast
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.errors import IllegalActionError

from .copyhelp import compiled_cards, find, make, resolve

BINOX = OracleFace("Charging Binox", "{7}{G}", "Creature — Beast",
                   "Assist (Another player can pay up to {7} of this spell's cost.)\nTrample", "7", "5")
BRING_DOWN = OracleFace("Bring Down", "{3}{W}", "Sorcery", "Assist (Another player can pay up to {3} of this spell's "
                        "cost.)\nDestroy target creature with power 4 or greater.")
CARDS = compiled_cards(BINOX, BRING_DOWN)


def _tapped(game, player):
    return sum(1 for o in game.state.battlefield if game.obj(o).tapped and game.obj(o).controller == player)


def test_702_132a_the_opponent_pays_part_of_the_generic_mana():
    game = make(["Forest"] * 4, ["Charging Binox"], ["Island"] * 5, pool="", extra=CARDS)
    card = find(game, "Charging Binox", "hand")
    assert Cast(card) in game.legal_actions()  # four Forests and up to five of the opponent's Islands
    game.perform(Cast(card))
    d = game.pending
    assert d is not None and d.player == 0 and d.rule == "702.132a" and [o.value for o in d.options] == [1]
    game.answer(1)  # the opponent is chosen
    d = game.pending
    assert d is not None and d.player == 1 and d.kind == "number" and (d.low, d.high) == (0, 5)
    game.answer(4)
    assert _tapped(game, 1) == 4 and _tapped(game, 0) == 4  # {4} by the opponent, {3}{G} by its caster
    resolve(game)
    binox = [o for o in game.state.battlefield if game.chars(o).name == "Charging Binox"]
    assert binox and game.controller(binox[0]) == 0  # the caster's spell, the caster's creature
    assert any(e.rule == "702.132a" and "pays {4}" in e.text for e in game.log)


def test_702_132a_near_misses_no_helper_chosen_or_too_little_paid():
    game = make(["Forest"] * 4, ["Charging Binox"], ["Island"] * 5, pool="", extra=CARDS)
    game.perform(Cast(find(game, "Charging Binox", "hand")))
    with pytest.raises(IllegalActionError):
        game.answer()  # nobody assists: four Forests can't pay {7}{G}
    assert game.pending is not None and game.pending.player == 0 and _tapped(game, 1) == 0  # still asked
    game = make(["Forest"] * 4, ["Charging Binox"], ["Island"] * 5, pool="", extra=CARDS)
    game.perform(Cast(find(game, "Charging Binox", "hand")))
    game.answer(1)
    with pytest.raises(IllegalActionError):
        game.answer(3)  # {3} from the opponent leaves {4}{G} for four Forests
    assert game.pending is not None and game.pending.player == 1 and _tapped(game, 0) == _tapped(game, 1) == 0
    # a spell without assist: the opponent's mana doesn't count
    plain = make(["Mountain"], ["Hill Giant"], ["Island"] * 5, pool="", extra=CARDS)
    assert not any(isinstance(a, Cast) for a in plain.legal_actions())


def test_702_132a_bring_down_the_helper_pays_generic_the_caster_white():
    game = make(["Plains"], ["Bring Down"], ["Island"] * 5 + ["Charging Binox"], pool="", extra=CARDS)
    binox = find(game, "Charging Binox")
    spell = find(game, "Bring Down", "hand")
    assert Cast(spell) in game.legal_actions()
    game.perform(Cast(spell, targets=(binox,)))
    game.answer(1)
    game.answer(3)
    resolve(game)
    assert binox not in game.state.battlefield and _tapped(game, 1) == 3 and _tapped(game, 0) == 1
    # near-miss: {W} can't be paid by the helper, so with a Forest instead of a Plains it isn't offered
    game = make(["Forest"], ["Bring Down"], ["Plains"] * 5 + ["Charging Binox"], pool="", extra=CARDS)
    assert not any(isinstance(a, Cast) for a in game.legal_actions())


@pytest.mark.parametrize("text", ["Assist 2", "Assist—Pay 2 life."])
def test_702_132_near_miss_texts_stay_refused(text):
    face = OracleFace("Test Beast", "{4}{G}", "Creature — Beast", text, "4", "4")
    assert compile_card(OracleCard(face.name, (face,))).table is None
