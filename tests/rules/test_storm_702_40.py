"""Storm (702.40): as a spell with storm is cast, it triggers; the ability copies the spell once
for each other spell cast before it this turn, by any player, and the copies may have new
targets (707.10c). The count is fixed as it's cast."""

from __future__ import annotations

from sandbox import Pass

from .copyhelp import cast, make, resolve

POOL = "{R}{R}{R}{R}{R}{R}{R}{R}{R}{R}"


def _storm_game():
    return make(you_hand=["Shock", "Shock", "Grapeshot"], opp_hand=["Shock"], opp_pool="{R}", pool=POOL)


def test_702_40a_storm_copies_for_each_spell_cast_before_it_this_turn():
    game = _storm_game()
    for _ in range(2):
        cast(game, "Shock", "p1")
        resolve(game)
    cast(game, "Grapeshot", "p1")
    trigger = game.obj(game.state.stack[-1])
    assert trigger.kind == "ability" and "702.40a" in [e.rule for e in game.log]
    resolve(game, "p1", "p1")  # keep the targets of both copies
    assert game.state.players[1].life == 20 - 2 - 2 - 3


def test_702_40a_spells_cast_in_response_to_the_trigger_dont_count():
    game = _storm_game()
    cast(game, "Shock", "p1")
    resolve(game)
    cast(game, "Grapeshot", "p1")
    game.perform(Pass())  # the opponent gets priority with the storm trigger on the stack
    cast(game, "Shock", "p0", player=1)
    resolve(game, "p1")
    copies = [e for e in game.log if e.rule == "707.10"]
    assert len(copies) == 1  # one spell was cast before Grapeshot, not two
    assert game.state.players[1].life == 20 - 2 - 1 - 1


def test_702_40a_the_first_spell_of_a_turn_storms_for_no_copies():
    game = _storm_game()
    cast(game, "Grapeshot", "p1")
    resolve(game)
    assert not [e for e in game.log if e.rule == "707.10"]
    assert game.state.players[1].life == 19
