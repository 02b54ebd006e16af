"""{Q}, the untap symbol (107.6), and the 302.6 restriction on creatures (M8)."""

import pytest

from sandbox import Activate, Edit, IllegalActionError

from ..conftest import board, resolve_stack

Q_BOARD = '''
[[card]]
name = "Untap Tester"
type_line = "Creature — Kithkin"
power = 1
toughness = 1
oracle = "{Q}: Draw a card."
abilities = [ { activated = { cost = "{Q}", text = "{Q}: Draw a card.", effects = [ { draw = { count = 1 } } ] } } ]

[[card]]
name = "Untap Relic"
type_line = "Artifact"
oracle = "{Q}: You gain 1 life."
abilities = [ { activated = { cost = "{Q}", text = "{Q}: You gain 1 life.", effects = [ { gain_life = { amount = 1 } } ] } } ]

[[player]]
library = ["Island", "Island"]
battlefield = [
  { card = "Untap Tester", ref = "ready", tapped = true },
  { card = "Untap Tester", ref = "fresh", tapped = true, sick = true },
  { card = "Untap Tester", ref = "untapped" },
  { card = "Untap Relic", ref = "relic", tapped = true, sick = true },
]
[[player]]
'''


def test_M8_untapped_permanent_cannot_pay_q():
    g = board(Q_BOARD)
    with pytest.raises(IllegalActionError, match="107.6"):
        g.perform(Activate(g.refs["untapped"], 0))
    assert g.history == []


def test_M8_tapped_creature_controlled_since_turn_start_pays_q_and_untaps():
    g = board(Q_BOARD)
    g.perform(Activate(g.refs["ready"], 0))
    assert g.obj(g.refs["ready"]).tapped is False
    resolve_stack(g)
    assert len(g.state.zone("hand", 0)) == 1


def test_M8_summoning_sick_creature_cannot_pay_q_302_6():
    g = board(Q_BOARD)
    with pytest.raises(IllegalActionError, match="302.6"):
        g.perform(Activate(g.refs["fresh"], 0))
    assert g.obj(g.refs["fresh"]).tapped is True


def test_M8_noncreature_pays_q_even_if_it_just_arrived():
    g = board(Q_BOARD)
    g.perform(Activate(g.refs["relic"], 0))
    resolve_stack(g)
    assert g.state.players[0].life == 21


def test_M8_tap_it_first_by_an_edit_then_q_works():
    g = board(Q_BOARD)
    g.perform(Edit("tap", (("obj", g.refs["untapped"]),)))
    g.perform(Activate(g.refs["untapped"], 0))
    assert g.obj(g.refs["untapped"]).tapped is False
