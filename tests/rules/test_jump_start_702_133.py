"""Jump-start (702.133a): cast from the graveyard for its mana cost and a discarded card, then
exiled; without a card in hand it can't be cast from there (nothing changes)."""

from __future__ import annotations

import pytest

from sandbox import Cast, IllegalActionError, Pass
from sandbox.core.legal import legal_actions

from ..conftest import board, find

BOARD = '''
[game]
turn = 3
[[player]]
battlefield = ["Grizzly Bears", "Island", "Island", "Island"]
hand = {hand}
graveyard = ["Quasiduplicate"]
[[player]]
'''


def test_702_133a_jump_start_discards_a_card_and_exiles_the_spell():
    g = board(BOARD.replace("{hand}", '["Forest"]'))
    q = find(g, "Quasiduplicate", "graveyard")
    assert Cast(q) in legal_actions(g)
    g.perform(Cast(q))  # the only card in hand is the only answer: discarded without asking
    assert g.state.zone("hand", 0) == [] and [g.chars(o).name for o in g.state.zone("graveyard", 0)] == ["Forest"]
    assert any(e.rule == "702.133a" for e in g.log)
    for _ in range(4):  # both players pass: it resolves (608)
        if g.state.stack:
            g.perform(Pass())
    assert not g.state.stack and len([o for o in g.state.battlefield if g.chars(o).name == "Grizzly Bears"]) == 2
    assert [g.chars(o).name for o in g.state.zone("exile", 0)] == ["Quasiduplicate"]


def test_702_133a_near_miss_no_card_to_discard_refused_and_nothing_changes():
    g = board(BOARD.replace("{hand}", "[]"))
    q = find(g, "Quasiduplicate", "graveyard")
    assert Cast(q) not in legal_actions(g)
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match=r"no card in hand to discard \(702\.133a\)"):
        g.perform(Cast(q))
    assert g.fingerprint() == before


def test_702_34a_near_miss_a_card_without_jump_start_or_flashback_stays_in_the_graveyard():
    g = board(BOARD.replace("{hand}", '["Forest"]').replace('"Quasiduplicate"', '"Lightning Bolt"'))
    bolt = find(g, "Lightning Bolt", "graveyard")
    assert Cast(bolt) not in legal_actions(g)
    with pytest.raises(IllegalActionError, match="no flashback"):
        g.perform(Cast(bolt))


def test_702_35a_a_card_discarded_for_jump_start_with_madness_goes_to_exile():
    g = board(BOARD.replace("{hand}", '["Fiery Temper", "Forest"]'))
    g.perform(Cast(find(g, "Quasiduplicate", "graveyard")))
    g.answer(find(g, "Fiery Temper", "hand"))
    assert [g.chars(o).name for o in g.state.zone("exile", 0)] == ["Fiery Temper"]
    assert not any(g.chars(o).name == "Fiery Temper" for o in g.state.zone("graveyard", 0))
