"""Simultaneous entry from the hand (Show and Tell): each player chooses, then the cards enter
at the same time, so an entering Clone finds nothing among the others to copy (614.12, 707.5)."""

from __future__ import annotations

from .copyhelp import cast, find, make, resolve

LANDS = ["Island", "Island", "Island"]


def test_614_12_show_and_tell_both_players_cards_enter_at_once():
    game = make(LANDS, ["Show and Tell", "Siege Rhino"], opp_hand=["Grizzly Bears"])
    cast(game, "Show and Tell")
    resolve(game, find(game, "Siege Rhino", "hand"), find(game, "Grizzly Bears", "hand", 1))
    rhino, bears = find(game, "Siege Rhino"), find(game, "Grizzly Bears")
    assert game.obj(rhino).controller == 0 and game.obj(bears).controller == 1
    assert any(e.rule == "614.12" and "at the same time" in e.text for e in game.log)


def test_707_5_an_entering_clone_finds_nothing_to_copy_among_the_others():
    game = make(LANDS, ["Show and Tell", "Clone"], opp_hand=["Grizzly Bears"])
    cast(game, "Show and Tell")
    resolve(game, find(game, "Clone", "hand"), find(game, "Grizzly Bears", "hand", 1))
    clone = find(game, "Clone", "graveyard")  # entered as a 0/0 Clone and died (704.5f)
    assert clone and find(game, "Grizzly Bears")
    assert any(e.rule == "707.5" and "nothing on the battlefield it could copy" in e.text for e in game.log)


def test_614_12_near_miss_an_instant_can_t_be_put_onto_the_battlefield():
    game = make(LANDS, ["Show and Tell", "Lightning Bolt"])
    cast(game, "Show and Tell")
    resolve(game)
    assert find(game, "Lightning Bolt", "hand") and game.pending is None
    assert any("has no artifact, creature, enchantment, or land card in hand" in e.text for e in game.log)
