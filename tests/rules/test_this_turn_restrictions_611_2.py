"""One-shot rule modifications and group grants from real cards' Oracle text, on real boards:
"target creature can't block this turn" (509.1a), "can't be blocked this turn" (509.1b), "can't
attack this turn" (508.1c) and "creatures you control gain trample until end of turn". Each
applies to the objects named as the spell or ability resolved (611.2c), and ends in the cleanup
step (514.2)."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.core.actions import Edit, Pass
from sandbox.core.restrictions import restricted

from ..conftest import pass_until_decision
from ..oracle.helpers import compile_text
from .copyhelp import activate, advance_to, cast, compiled_cards, find, make, resolve
from .test_restrictions import attack_with

STUN = OracleFace("Stun", "{1}{R}", "Instant", "Target creature can't block this turn.\nDraw a card.")
SEISMIC_STOMP = OracleFace("Seismic Stomp", "{1}{R}", "Sorcery", "Creatures without flying can't block this turn.")
TORTOISE_FORMATION = OracleFace("Tortoise Formation", "{3}{U}", "Instant", "Creatures you control gain shroud until end of turn.")
WARLORDS_FURY = OracleFace("Warlord's Fury", "{R}", "Sorcery", "Creatures you control gain first strike until end of turn.\n"
                           "Draw a card.")
NEUROK_INVISIMANCER = OracleFace("Neurok Invisimancer", "{1}{U}{U}", "Creature — Human Wizard",
                                 "Neurok Invisimancer can't be blocked.\nWhen Neurok Invisimancer enters, target creature "
                                 "can't be blocked this turn.", "2", "1")
ROGUES_PASSAGE = OracleFace("Rogue's Passage", "", "Land", "{T}: Add {C}.\n{4}, {T}: Target creature can't be blocked this turn.")
MARTYRED_RUSALKA = OracleFace("Martyred Rusalka", "{W}", "Creature — Spirit",
                              "{W}, Sacrifice a creature: Target creature can't attack this turn.", "1", "1")


def _deals_combat_damage_unblocked(game) -> None:
    """Pass through combat: no block can be declared, and the attacker's 2 damage reaches the opponent."""
    for _ in range(8):
        assert game.pending is None or game.pending.kind != "blockers"
        if game.state.step == "combat_damage":
            break
        game.perform(Pass())
    assert game.state.players[1].life == 18


def test_509_1a_stun_the_target_cant_block_this_turn_only():
    game = make(["Grizzly Bears"], ["Stun"], opp_bf=["Grizzly Bears"], pool="{C}{R}", extra=compiled_cards(STUN))
    theirs = find(game, "Grizzly Bears", player=1)
    cast(game, "Stun", theirs)
    resolve(game)
    assert restricted(game, "cant_block", theirs) and not restricted(game, "cant_block", find(game, "Grizzly Bears"))
    assert len(game.state.zone("hand", 0)) == 1  # and a card drawn
    attack_with(game, "Grizzly Bears")
    _deals_combat_damage_unblocked(game)
    advance_to(game, 4, "upkeep")  # 514.2: it ended in the cleanup step
    assert not restricted(game, "cant_block", theirs)


def test_509_1a_near_miss_without_stun_the_creature_may_block():
    game = make(["Grizzly Bears"], opp_bf=["Grizzly Bears"])
    attack_with(game, "Grizzly Bears")
    assert pass_until_decision(game, "blockers").options


def test_611_2c_seismic_stomp_names_the_creatures_without_flying_as_it_resolves():
    game = make(["Grizzly Bears"], ["Seismic Stomp"], opp_bf=["Grizzly Bears", "Birds of Paradise"], pool="{C}{R}",
                extra=compiled_cards(SEISMIC_STOMP))
    cast(game, "Seismic Stomp")
    resolve(game)
    theirs = find(game, "Grizzly Bears", player=1)
    assert restricted(game, "cant_block", theirs)
    assert not restricted(game, "cant_block", find(game, "Birds of Paradise"))
    game.perform(Edit("add", (("card", "Llanowar Elves"), ("player", 1), ("zone", "battlefield"))))
    assert not restricted(game, "cant_block", find(game, "Llanowar Elves"))  # not there as it resolved


def test_611_2c_a_group_gains_an_ability_and_a_later_creature_doesnt():
    game = make(["Grizzly Bears"], ["Tortoise Formation"], pool="{C}{C}{C}{U}", extra=compiled_cards(TORTOISE_FORMATION))
    cast(game, "Tortoise Formation")
    resolve(game)
    assert "shroud" in game.chars(find(game, "Grizzly Bears")).keywords()
    game.perform(Edit("add", (("card", "Llanowar Elves"), ("player", 0), ("zone", "battlefield"))))
    assert "shroud" not in game.chars(find(game, "Llanowar Elves")).keywords()
    advance_to(game, 4, "upkeep")
    assert "shroud" not in game.chars(find(game, "Grizzly Bears")).keywords()


def test_611_2c_only_your_creatures_gain_first_strike():
    game = make(["Grizzly Bears"], ["Warlord's Fury"], opp_bf=["Grizzly Bears"], pool="{R}",
                extra=compiled_cards(WARLORDS_FURY))
    cast(game, "Warlord's Fury")
    resolve(game)
    assert "first strike" in game.chars(find(game, "Grizzly Bears")).keywords()
    assert "first strike" not in game.chars(find(game, "Grizzly Bears", player=1)).keywords()


def test_509_1b_an_enters_trigger_makes_another_creature_unblockable_this_turn():
    game = make(["Grizzly Bears"], ["Neurok Invisimancer"], opp_bf=["Grizzly Bears"], pool="{C}{U}{U}",
                extra=compiled_cards(NEUROK_INVISIMANCER))
    cast(game, "Neurok Invisimancer")
    resolve(game)  # the creature spell
    resolve(game, find(game, "Grizzly Bears"))  # its trigger's target
    assert restricted(game, "cant_be_blocked", find(game, "Grizzly Bears"))
    attack_with(game, "Grizzly Bears")
    _deals_combat_damage_unblocked(game)


def test_508_1c_an_activated_ability_stops_an_attack():
    game = make(["Martyred Rusalka", "Llanowar Elves"], pool="{W}", opp_bf=["Grizzly Bears"],
                extra=compiled_cards(MARTYRED_RUSALKA))
    theirs = find(game, "Grizzly Bears", player=1)
    activate(game, find(game, "Martyred Rusalka"), "{W}, Sacrifice a creature", theirs)
    resolve(game, find(game, "Llanowar Elves"))
    assert find(game, "Llanowar Elves", "graveyard")
    assert restricted(game, "cant_attack", theirs)


def test_509_1b_rogues_passage_on_your_own_creature():
    game = make(["Rogue's Passage", "Grizzly Bears"], pool="{C}{C}{C}{C}", extra=compiled_cards(ROGUES_PASSAGE))
    activate(game, find(game, "Rogue's Passage"), "{4}, {T}", find(game, "Grizzly Bears"))
    resolve(game)
    assert restricted(game, "cant_be_blocked", find(game, "Grizzly Bears"))
    game.undo()
    assert not restricted(game, "cant_be_blocked", find(game, "Grizzly Bears"))


def test_611_2_up_to_three_target_creatures_can_t_block_this_turn():
    """Panic Attack: one requirement of up to three targets (115.1); each chosen one can't block."""
    panic = OracleFace("Panic Attack", "{2}{R}", "Sorcery", "Up to three target creatures can't block this turn.")
    game = make([], ["Panic Attack"], ["Grizzly Bears", "Hill Giant", "Llanowar Elves"], extra=compiled_cards(panic))
    bears, giant, elves = (find(game, n) for n in ("Grizzly Bears", "Hill Giant", "Llanowar Elves"))
    cast(game, "Panic Attack", bears, giant)
    resolve(game)
    assert restricted(game, "cant_block", bears) and restricted(game, "cant_block", giant)
    assert not restricted(game, "cant_block", elves)


@pytest.mark.parametrize("text", [
    "Up to X target creatures can't block this turn.",  # not a fixed number
    "Target creature can't block next turn.",
    "Target creature can't be blocked this turn except by Walls.",
    "Creatures you control gain trample this turn.",
    "Target creature can't block this turn and next turn.",
    "Target creature can't block this turn if it's red.",
    "Creatures you control gain protection from the color of your choice until end of turn.",
])
def test_611_2_near_misses_are_refused(text):
    assert compile_text(text, type_line="Instant").table is None, text

