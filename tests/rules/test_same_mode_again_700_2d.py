"""'Choose three. You may choose the same mode more than once.' (700.2d), read from the Confluences'
Oracle text: the modes are chosen one at a time, each from every mode that can be chosen (700.2a);
a mode chosen twice happens twice, in the printed order, each time with its own target, and the
same object may be chosen as the target of each."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.core.actions import Cast

from ..oracle.helpers import compile_text
from .copyhelp import compiled_cards, find, make, resolve

FIERY_CONFLUENCE = OracleFace("Fiery Confluence", "{2}{R}{R}", "Sorcery",
                              "Choose three. You may choose the same mode more than once.\n"
                              "• Fiery Confluence deals 1 damage to each creature.\n"
                              "• Fiery Confluence deals 2 damage to each opponent.\n"
                              "• Destroy target artifact.")
WRETCHED_CONFLUENCE = OracleFace("Wretched Confluence", "{3}{B}{B}", "Instant",
                                 "Choose three. You may choose the same mode more than once.\n"
                                 "• Target player draws a card and loses 1 life.\n"
                                 "• Target creature gets -2/-2 until end of turn.\n"
                                 "• Return target creature card from your graveyard to your hand.")


def test_700_2d_a_mode_chosen_three_times_happens_three_times():
    game = make(["Grizzly Bears"], ["Fiery Confluence"], opp_bf=["Hill Giant"], pool="{C}{C}{R}{R}",
                extra=compiled_cards(FIERY_CONFLUENCE))
    game.perform(Cast(find(game, "Fiery Confluence", "hand")))
    # no artifact: "Destroy target artifact" isn't offered (700.2a); each pick is asked on its own
    for _ in range(3):
        assert [o.value for o in game.pending.options] == [0, 1]
        game.answer(0 if _ < 2 else 1)
    assert game.obj(game.state.stack[-1]).chosen["modes"] == [0, 0, 1]
    resolve(game)
    assert find(game, "Grizzly Bears", "graveyard")  # 1 + 1 damage to a 2/2
    assert game.obj(find(game, "Hill Giant")).damage == 2 and game.state.players[1].life == 18


def test_700_2d_the_same_target_for_each_time_a_mode_is_chosen():
    game = make(["Grizzly Bears"], ["Wretched Confluence"], opp_bf=["Hill Giant"], pool="{C}{C}{C}{B}{B}",
                extra=compiled_cards(WRETCHED_CONFLUENCE))
    giant = find(game, "Hill Giant")
    game.perform(Cast(find(game, "Wretched Confluence", "hand")))
    game.answer(1)
    game.answer(1)
    game.answer(0)
    game.answer("p1")  # mode 1's player
    game.answer(giant)  # the -2/-2's first target
    assert giant in [o.value for o in game.pending.options]  # the second may be the same creature (700.2d)
    game.answer(giant)
    resolve(game)
    assert find(game, "Hill Giant", "graveyard")  # a 3/3 with -4/-4
    assert game.state.players[1].life == 19 and len(game.state.zone("hand", 1)) == 1


@pytest.mark.parametrize("text", [
    "Choose three. You may choose the same mode more than once.\n• Draw a card.\n• Return up to one target creature to its owner's hand.",
    "Choose one. You may choose the same mode more than once.\n• Draw a card.\n• You gain 2 life.",
    "Choose any number of modes that total exactly 4. You may choose the same mode more than once.\n• Draw a card.\n• You gain 2 life.",
])
def test_700_2d_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text
