"""Review leftovers of issue 17: a spell copy that ceases to exist takes no object id, and a
demo step finds objects through the command language's pool and names."""

from __future__ import annotations

import pytest

from sandbox import Cast, IllegalActionError, Pass
from sandbox.script.playback import find_object, run_step

from ..conftest import board, find

PYRO = '''
[[player]]
hand = ["Lightning Bolt", "Twincast"]
battlefield = ["Mountain", "Island", "Island"]
[[player]]
battlefield = ["Grizzly Bears", "Grizzly Bears"]
'''


def test_707_10a_a_spell_copy_that_ceases_to_exist_takes_no_object_id_or_timestamp():
    g = board(PYRO)
    bear = find(g, "Grizzly Bears")
    g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=(bear,)))
    bolt = g.state.stack[-1]
    g.perform(Cast(find(g, "Twincast", "hand"), targets=(bolt,)))
    while not any(g.obj(o).kind == "spell_copy" for o in g.state.stack):
        if g.pending:
            g.answer(g.pending.options[0].value)
        else:
            g.perform(Pass())
    if g.pending:
        g.answer(g.pending.options[0].value)
    copy = next(o for o in g.state.stack if g.obj(o).kind == "spell_copy")
    next_id, next_ts = g.state.next_id, g.state.next_ts
    assert g.move(copy, "graveyard") is None
    assert copy not in g.state.objects
    assert (g.state.next_id, g.state.next_ts) == (next_id, next_ts)
    assert any(e.rule == "707.10a" for e in g.log)


DEMO_BOARD = '''
[[player]]
hand = ["Grizzly Bears", "Forest"]
battlefield = ["Forest", { card = "Forest", tapped = true }, { card = "Forest", ref = "third" }]
[[player]]
hand = ["Grizzly Bears"]
battlefield = ["Forest"]
'''


def test_a_demo_step_names_an_object_as_the_command_language_does():
    g = board(DEMO_BOARD)
    mine = [o for o in g.state.battlefield if g.controller(o) == 0]
    theirs = [o for o in g.state.battlefield if g.controller(o) == 1]
    # a name: the first match in the pool of the player's zone (not the opponent's Forest)
    assert find_object(g, "forest", ("battlefield",), 0) == mine[0]
    assert find_object(g, "Forest", ("battlefield",), 1) == theirs[0]
    # untapped first when asked; a goal-like table matches as a goal's object does
    g.obj(mine[0]).tapped = True
    assert find_object(g, "Forest", ("battlefield",), 0, prefer_untapped=True) == mine[2]
    assert find_object(g, {"name": "Forest", "tapped": True}, ("battlefield",), 0) == mine[0]
    assert find_object(g, "third", ("battlefield",)) == g.refs["third"]
    # the hand is the owner's: the opponent's Bears isn't yours
    assert g.obj(find_object(g, "Grizzly Bears", ("hand",), 1)).owner == 1
    with pytest.raises(IllegalActionError, match="no 'Llanowar Elves' in battlefield"):
        find_object(g, "Llanowar Elves", ("battlefield",), 0)
    with pytest.raises(IllegalActionError, match="nothing in hand matches"):
        find_object(g, {"name": "Forest", "tapped": True}, ("hand",), 0)


def test_a_demo_step_acts_on_the_object_it_names():
    g = board(DEMO_BOARD)
    run_step(g, {"activate": {"name": "Forest", "tapped": False}})
    run_step(g, {"activate": "third"})
    assert g.state.players[0].pool.total() == 2
    run_step(g, {"cast": "Grizzly Bears", "expect": {"object": {"name": "Grizzly Bears", "zone": "stack"}}})
    assert g.obj(g.state.stack[-1]).owner == 0


GOAL = '''
[goal]
life_at_most = 17
player = "opponent"
[[player]]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[[player]]
'''


def test_the_goal_status_kept_per_state_follows_actions_and_undo():
    from sandbox.formats.goals import goal_status
    g = board(GOAL)
    first = goal_status(g)
    assert first is not None and not first.solved and goal_status(g) is first  # asked again: kept
    g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=("p1",)))
    while g.state.stack:
        g.perform(Pass())
    assert goal_status(g).solved
    while g.can_undo:
        g.undo()
    assert not goal_status(g).solved  # a state restored by undo is a new state object
