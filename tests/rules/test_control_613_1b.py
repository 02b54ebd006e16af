"""Control-changing effects (613.1b): gaining control until end of turn (Threaten, Act of
Treason), exchanging control (701.12b), an Aura that grants control (Control Magic); summoning
sickness follows control (302.6); a stolen creature sacrificed goes to its owner's graveyard."""

from __future__ import annotations

import pytest

from sandbox import Activate, IllegalActionError
from sandbox.core import combat

from ..conftest import find, play_until
from .copyhelp import activate, cast, make, resolve


def next_turn(game, turn: int) -> None:
    """Pass (declaring no attackers or blockers) until turn ``turn``'s precombat main phase."""
    play_until(game, lambda g: g.state.turn == turn and g.state.step == "main1" and not g.state.stack)


def test_613_1b_threaten_untaps_gains_control_and_haste_until_end_of_turn():
    game = make(["Mountain"], ["Threaten"], ['{ card = "Grizzly Bears", tapped = true }'])
    bears = find(game, "Grizzly Bears")
    cast(game, "Threaten", bears)
    resolve(game)
    assert game.controller(bears) == 0 and not game.obj(bears).tapped
    assert game.chars(bears).has_keyword("haste") and combat.can_attack(game, bears)
    assert any(e.rule == "613.1b" for e in game.log)
    next_turn(game, 4)
    assert game.controller(bears) == 1  # 514.2: the effect ended in the cleanup step
    assert not game.chars(bears).has_keyword("haste")


def test_302_6_act_of_treason_elves_tap_for_mana_with_haste_from_the_same_effect():
    game = make([], ["Act of Treason"], ["Llanowar Elves"])
    elves = find(game, "Llanowar Elves")
    cast(game, "Act of Treason", elves)
    resolve(game)
    assert game.controller(elves) == 0 and game.is_sick(elves)
    game.perform(Activate(elves, 0))
    assert "G" in str(game.state.players[0].pool.amounts)


def test_302_6_control_magic_stolen_creature_is_sick_until_its_new_controllers_turn():
    game = make([], ["Control Magic"], ["Llanowar Elves"])
    elves = find(game, "Llanowar Elves")
    cast(game, "Control Magic", elves)
    resolve(game)
    assert game.controller(elves) == 0
    assert game.is_sick(elves) and not combat.can_attack(game, elves)
    with pytest.raises(IllegalActionError, match="302.6"):
        game.perform(Activate(elves, 0))
    assert any(e.rule == "302.6" for e in game.log)
    next_turn(game, 5)
    assert game.controller(elves) == 0 and not game.is_sick(elves)


def test_302_6_near_miss_given_back_mid_turn_the_owner_must_wait_for_their_next_turn():
    game = make([], ["Control Magic"], ["Llanowar Elves", "Plains", "Plains", "Plains"], opp_hand=["Oblivion Ring"])
    elves = find(game, "Llanowar Elves")
    cast(game, "Control Magic", elves)
    resolve(game)
    magic = find(game, "Control Magic")
    next_turn(game, 4)
    assert game.state.active == 1 and game.controller(elves) == 0
    cast(game, "Oblivion Ring", player=1)
    resolve(game, magic)
    assert game.controller(elves) == 1
    assert game.is_sick(elves)  # not controlled continuously since the opponent's turn began
    next_turn(game, 6)
    assert not game.is_sick(elves)


def test_701_12b_switcheroo_exchanges_control_and_both_are_sick():
    game = make(["Grizzly Bears"], ["Switcheroo"], ["Llanowar Elves"])
    bears, elves = find(game, "Grizzly Bears"), find(game, "Llanowar Elves")
    cast(game, "Switcheroo", bears, elves)
    resolve(game)
    assert game.controller(bears) == 1 and game.controller(elves) == 0
    assert game.is_sick(elves)
    assert any(e.rule == "701.12b" for e in game.log)


def test_701_12b_near_miss_switcheroo_with_a_target_gone_exchanges_nothing():
    game = make(["Grizzly Bears"], ["Switcheroo"], ["Llanowar Elves"], opp_hand=["Lightning Bolt"], opp_pool="{R}")
    bears, elves = find(game, "Grizzly Bears"), find(game, "Llanowar Elves")
    cast(game, "Switcheroo", bears, elves)
    cast(game, "Lightning Bolt", elves, player=1)
    resolve(game)
    assert game.controller(bears) == 0
    assert find(game, "Llanowar Elves", "graveyard")


def test_613_1b_threaten_then_sacrifice_puts_the_creature_in_its_owners_graveyard():
    game = make(["Goblin Bombardment"], ["Threaten"], ["Grizzly Bears"])
    bears, bombardment = find(game, "Grizzly Bears"), find(game, "Goblin Bombardment")
    cast(game, "Threaten", bears)
    resolve(game)
    activate(game, bombardment, "Sacrifice a creature", "p1")  # the only creature you control: no choice
    resolve(game)
    assert find(game, "Grizzly Bears", "graveyard", 1)
    assert game.state.zone("graveyard", 0) == [o for o in game.state.zone("graveyard", 0) if game.chars(o).name != "Grizzly Bears"]
    assert game.state.players[1].life == 19  # the Bombardment's controller dealt the damage


def test_701_12b_near_miss_one_player_controlling_both_exchanges_nothing():
    game = make(["Grizzly Bears", "Llanowar Elves"], ["Switcheroo"])
    bears, elves = find(game, "Grizzly Bears"), find(game, "Llanowar Elves")
    cast(game, "Switcheroo", bears, elves)
    resolve(game)
    assert game.controller(bears) == 0 and game.controller(elves) == 0
    assert not game.state.effects
    assert any(e.rule == "701.12b" and "no exchange" in e.text for e in game.log)


def test_613_7_the_later_control_effect_wins_and_the_earlier_one_applies_again_when_it_ends():
    game = make([], ["Control Magic"], ["Llanowar Elves", "Mountain", "Mountain", "Mountain"], opp_hand=["Act of Treason"])
    elves = find(game, "Llanowar Elves")
    cast(game, "Control Magic", elves)
    resolve(game)
    next_turn(game, 4)
    assert game.controller(elves) == 0
    cast(game, "Act of Treason", elves, player=1)
    resolve(game)
    assert game.controller(elves) == 1  # a later timestamp in layer 2 (613.7)
    next_turn(game, 5)
    assert game.controller(elves) == 0  # Act of Treason ended; Control Magic applies again


def test_302_6_near_miss_a_board_loaded_with_control_magic_attached_isnt_a_control_change():
    game = make([], [], ['{ card = "Llanowar Elves", ref = "e" }', '{ card = "Control Magic", attached_to = "e", controller = "you" }'])
    elves = find(game, "Llanowar Elves")
    game.perform(Activate(elves, 0))  # the board says you control it, not since when: not sick
    assert game.controller(elves) == 0 and not game.is_sick(elves)
    assert not any(e.rule == "302.6" for e in game.log)
