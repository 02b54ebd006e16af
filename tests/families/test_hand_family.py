"""The hand family on real boards: a discard cost (118.3, 701.9a) and the subject of a verb."""

from __future__ import annotations

import pytest

from sandbox import Activate, Cast
from sandbox.errors import IllegalActionError

from ..conftest import board, find, resolve_stack
from ..oracle.helpers import compile_text, preset_with


def _madman(hand):
    c = compile_text("Discard a creature card: This creature gets +2/+2 until end of turn.", name="Madman", mana_cost="{R}")
    return board(preset_with(c, {"battlefield": ["Madman"], "hand": hand}))


def test_118_3_a_discard_cost_discards_the_card_the_player_chooses():
    g = _madman(["Grizzly Bears", "Forest"])
    g.perform(Activate(find(g, "Madman"), 0))
    # only one creature card in hand: the cost's choice is made for the player
    assert [g.chars(o).name for o in g.state.zones["graveyard:0"]] == ["Grizzly Bears"]
    resolve_stack(g)
    assert (g.chars(find(g, "Madman")).power, g.chars(find(g, "Madman")).toughness) == (3, 3)


def test_118_3_a_discard_cost_with_several_cards_asks_which():
    g = _madman(["Grizzly Bears", "Balduvian Bears", "Forest"])
    g.perform(Activate(find(g, "Madman"), 0))
    assert g.pending.kind == "discard" and g.pending.rule == "118.3"
    assert sorted(g.chars(o.value).name for o in g.pending.options) == ["Balduvian Bears", "Grizzly Bears"]
    g.answer([find(g, "Balduvian Bears", "hand")])
    assert [g.chars(o).name for o in g.state.zones["graveyard:0"]] == ["Balduvian Bears"]


def test_118_3_a_discard_cost_that_cannot_be_paid_is_refused_and_changes_nothing():
    g = _madman(["Forest"])
    before = g.state.version
    with pytest.raises(IllegalActionError, match="creature card"):
        g.perform(Activate(find(g, "Madman"), 0))
    assert g.state.version == before and len(g.state.zones["hand:0"]) == 1


def test_121_2_a_target_player_draws_and_loses_life_by_the_subject_s_verbs():
    c = compile_text("Target player draws two cards and loses 2 life.", name="Blood Pact", type_line="Sorcery",
                     mana_cost="{B}")
    g = board(preset_with(c, {"hand": ["Blood Pact"], "battlefield": ["Swamp"]}))
    g.perform(Cast(find(g, "Blood Pact", "hand"), targets=("p1",)))
    resolve_stack(g)
    assert len(g.state.zones["hand:1"]) == 1 and g.state.players[1].life == 18 and g.state.players[0].life == 20
