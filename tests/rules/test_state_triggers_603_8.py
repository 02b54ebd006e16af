"""State triggers (603.8): "When [state], ..." triggers as soon as the state holds, once; it
doesn't trigger again while it waits or is on the stack, and does again once it has left the
stack if the state still holds."""

from __future__ import annotations

import pytest

from sandbox import Pass
from sandbox.errors import LoadError

from ..conftest import board, find
from .copyhelp import cast, make, resolve

MUSE = '''
[[card]]
name = "Islandless Muse (test card)"
mana_cost = "{1}{U}"
type_line = "Creature — Spirit"
power = 1
toughness = 1
oracle = "When you control no Islands, draw a card."
abilities = [ { triggered = { on = "state", state = "you control no Islands", text = "When you control no Islands, draw a card.", effects = [ { draw = { count = 1 } } ] } } ]
'''


def muse_triggers(game) -> list[int]:
    return [s for s in game.state.stack if game.obj(s).kind == "ability" and game.obj(s).event.get("kind") == "state"]


def test_603_8_emperor_crocodile_is_sacrificed_when_you_control_no_other_creatures():
    game = make(["Emperor Crocodile", "Grizzly Bears"], opp_hand=["Lightning Bolt"], opp_pool="{R}")
    croc = find(game, "Emperor Crocodile")
    game.perform(Pass())
    assert not game.state.stack  # another creature: the state doesn't hold
    cast(game, "Lightning Bolt", find(game, "Grizzly Bears"), player=1)
    resolve(game)
    assert croc not in game.state.battlefield and find(game, "Emperor Crocodile", "graveyard")
    assert any(e.rule == "603.8" for e in game.log)


def test_603_8_a_state_trigger_triggers_once_not_at_every_check():
    game = make(["Islandless Muse (test card)"], opp_hand=["Lightning Bolt"], opp_pool="{R}", extra=MUSE)
    game.perform(Pass())  # a player would receive priority: the state is checked
    assert len(muse_triggers(game)) == 1 and game.state.priority == 1
    cast(game, "Lightning Bolt", "p0", player=1)  # more checks while the trigger is on the stack
    assert len(game.state.stack) == 2
    assert len(muse_triggers(game)) == 1
    assert sum(1 for e in game.log if e.rule == "603.8") == 1


def test_603_8_it_triggers_again_after_leaving_the_stack_while_the_state_holds():
    game = make(["Islandless Muse (test card)"], extra=MUSE)
    game.perform(Pass())
    first = muse_triggers(game)
    game.perform(Pass())
    game.perform(Pass())  # both pass: it resolves (a card is drawn) and the state still holds
    assert len(game.state.zone("hand", 0)) == 1
    again = muse_triggers(game)
    assert len(again) == 1 and again != first


def test_603_8_near_miss_the_state_never_holding_never_triggers():
    game = make(["Islandless Muse (test card)", "Island"], extra=MUSE)
    game.perform(Pass())
    game.perform(Pass())
    assert not muse_triggers(game) and not any(e.rule == "603.8" for e in game.log)


def test_603_8_near_miss_a_state_trigger_without_its_state_is_refused():
    text = MUSE.replace('state = "you control no Islands", ', "")
    with pytest.raises(LoadError, match="missing 'state'"):
        board(f"[[player]]\n[[player]]\n{text}")
