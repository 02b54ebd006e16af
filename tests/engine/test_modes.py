"""Modal spells (700.2, 601.2b): modes are chosen as the spell is cast, each with its targets."""

import pytest

from sandbox import Cast, IllegalActionError

from ..conftest import board, find, resolve_stack

CHARM = '''
[[card]]
name = "Test Charm"
mana_cost = "{R}"
type_line = "Instant"
oracle = "Choose one —\\n• Test Charm deals 2 damage to any target.\\n• Draw a card.\\n• Destroy target artifact."
rulings = ["A test card (not a real Magic card) for modal spells."]
modes = [
  { text = "Test Charm deals 2 damage to any target.", targets = "any target", effects = [ { damage = { amount = 2, to = "target" } } ] },
  { text = "Draw a card.", effects = [ { draw = { count = 1 } } ] },
  { text = "Destroy target artifact.", targets = "artifact", effects = [ { destroy = { what = "target" } } ] },
]

[[card]]
name = "Test Command"
mana_cost = "{R}"
type_line = "Sorcery"
oracle = "Choose two —\\n• Deal 2 damage to any target.\\n• Draw a card.\\n• You gain 3 life."
rulings = ["A test card (not a real Magic card) for modal spells."]
choose = 2
modes = [
  { text = "Deal 2 damage to any target.", targets = "any target", effects = [ { damage = { amount = 2, to = "target" } } ] },
  { text = "Draw a card.", effects = [ { draw = { count = 1 } } ] },
  { text = "You gain 3 life.", effects = [ { gain_life = { amount = 3 } } ] },
]

[[player]]
library = ["Mountain", "Mountain"]
hand = ["Test Charm", "Test Command"]
battlefield = ["Mountain", "Mountain"]
[[player]]
battlefield = ["Grizzly Bears"]
'''


def test_601_2b_mode_is_chosen_on_casting_and_modes_without_targets_are_not_offered_700_2a():
    g = board(CHARM)
    g.perform(Cast(find(g, "Test Charm", "hand")))
    assert g.pending.rule == "601.2b"
    assert [o.value for o in g.pending.options] == [0, 1]  # no artifact: mode 3 can't be chosen
    g.answer(0)
    assert g.pending.kind == "targets"
    g.answer(find(g, "Grizzly Bears"))
    resolve_stack(g)
    assert not [o for o in g.state.battlefield if g.chars(o).name == "Grizzly Bears"]


def test_700_2_choose_two_each_mode_uses_its_own_targets():
    g = board(CHARM)
    g.perform(Cast(find(g, "Test Command", "hand")))
    g.answer([0, 2])
    g.answer("p1")
    resolve_stack(g)
    assert (g.state.players[0].life, g.state.players[1].life) == (23, 18)
    assert len(g.state.zone("hand", 0)) == 1  # the Charm; no card drawn


def test_modes_undo_goes_back_to_the_mode_choice():
    g = board(CHARM)
    g.perform(Cast(find(g, "Test Charm", "hand")))
    g.answer(1)
    assert g.state.stack and g.pending is None
    g.undo()
    assert g.pending is not None and g.pending.rule == "601.2b"
    g.answer(0)
    g.answer("p1")
    resolve_stack(g)
    assert g.state.players[1].life == 18 and len(g.state.zone("hand", 0)) == 1
    with pytest.raises(IllegalActionError):
        g.answer(0)  # nothing is pending any more
