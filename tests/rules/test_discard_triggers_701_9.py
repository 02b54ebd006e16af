"""'Whenever you / an opponent / a player discards a card' and 'Whenever you cycle or discard a
card' (701.9a, 702.29a, 603.2): once for each card discarded, by an effect or as a cost (cycling
discards the card); 'that player' is who discarded. Also "If you do, A and B": the rest of the
sentence is part of what "if you do" covers (608.2c). Played on real boards; near-misses refused."""

from __future__ import annotations

import pytest

from sandbox import Activate, Pass
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card

from .copyhelp import ability_index, cast, compiled_cards, find, make

MEGRIM = OracleFace("Megrim", "{2}{B}", "Enchantment",
                    "Whenever an opponent discards a card, Megrim deals 2 damage to that player.")
FAITH = OracleFace("Faith of the Devoted", "{2}{B}", "Enchantment",
                   "Whenever you cycle or discard a card, you may pay {1}. If you do, each opponent loses 2 life "
                   "and you gain 2 life.")
EXTRA = compiled_cards(MEGRIM, FAITH)


def _settle(game, pay: bool = True) -> None:
    for _ in range(100):
        d = game.pending
        if d is not None:
            if d.kind == "trigger_order":
                game.answer(*[o.value for o in d.options])
            elif [o.value for o in d.options] == ["yes", "no"]:
                game.answer("yes" if pay else "no")
            else:
                game.answer(*[o.value for o in d.options][:d.min])
            continue
        if not game.state.stack:
            return
        game.perform(Pass())


def test_701_9a_each_card_an_opponent_discards_triggers():
    game = make(["Megrim"], ["Mind Rot"], [], ["Island", "Forest", "Swamp"], extra=EXTRA)
    cast(game, "Mind Rot", "p1")
    _settle(game)
    assert len(game.state.zone("hand", 1)) == 1
    assert game.state.players[1].life == 16  # two cards, two triggers, 2 damage each to that player


def test_701_9a_your_own_discard_isnt_an_opponents():
    game = make(["Megrim"], ["Mind Rot", "Island", "Forest"], extra=EXTRA)
    cast(game, "Mind Rot", "p0")
    _settle(game)
    assert game.state.players[0].life == 20 and game.state.players[1].life == 20


@pytest.mark.parametrize("pay", [True, False])
def test_702_29a_cycling_is_discarding_and_if_you_do_covers_both_verbs(pay):
    game = make(["Faith of the Devoted"], ["Street Wraith"], extra=EXTRA)
    wraith = find(game, "Street Wraith", "hand")
    game.perform(Activate(wraith, ability_index(game, wraith, "Cycling"), None, None))
    _settle(game, pay)
    assert find(game, "Street Wraith", "graveyard")
    # cycling costs 2 life (Street Wraith); paying {1} drains 2: both verbs, or neither
    assert (game.state.players[0].life, game.state.players[1].life) == ((20, 18) if pay else (18, 20))


@pytest.mark.parametrize("text", [
    "Whenever you discard a creature card, draw a card.",
    "Whenever you cycle a card, draw a card.",
    "Whenever you cycle or discard another card, draw a card.",
    "Whenever an opponent discards one or more cards, draw a card.",
    "Whenever a player discards a card, that player draws a card and you draw a card.",
])
def test_701_9_near_misses_are_refused(text):
    face = OracleFace("Near Miss", "{2}{B}", "Enchantment", text)
    result = compile_card(OracleCard("Near Miss", (face,)))
    if "that player draws" in text:  # read: 'that player' is who discarded
        assert result.table is not None
        return
    assert result.table is None
