"""Restrictions from static abilities, each enforced where the engine decides legality:
"can't be blocked" (509.1b, combat), "can't be the target of spells" / "... spells or
abilities your opponents control" (115.4, targeting), "can't be enchanted" (303.4, 704.5m),
"activate ... as though those creatures had haste" (609.4, 302.6, activation)."""

from __future__ import annotations

import pytest

from sandbox import Activate, Cast, IllegalActionError, Pass
from sandbox.core import combat

from ..conftest import find, pass_until_decision
from .copyhelp import activate, cast, hand, make, resolve

WARD = '''
[[card]]
name = "Opponent-Proof Bear (test card)"
mana_cost = "{1}{G}"
type_line = "Creature — Bear"
power = 2
toughness = 2
oracle = "This creature can't be the target of spells or abilities your opponents control."
abilities = [ { static = { text = "This creature can't be the target of spells or abilities your opponents control.", effects = [ { cant_be_targeted = "opponents" } ] } } ]
'''


def attack_with(game, name: str) -> None:
    d = pass_until_decision(game, "attackers")
    game.answer(next(o.value for o in d.options if o.label.startswith(name)))


def test_509_1b_phantom_warrior_cant_be_blocked():
    game = make(["Phantom Warrior"], opp_bf=["Grizzly Bears"])
    attack_with(game, "Phantom Warrior")
    for _ in range(6):
        assert game.pending is None or game.pending.kind != "blockers"
        if game.state.step == "combat_damage":
            break
        game.perform(Pass())
    assert game.state.players[1].life == 18


def test_509_1b_near_miss_a_creature_without_it_can_be_blocked():
    game = make(["Grizzly Bears"], opp_bf=["Grizzly Bears"])
    attack_with(game, "Grizzly Bears")
    d = pass_until_decision(game, "blockers")
    assert d.options


def test_115_4_spectral_shield_stops_spells_not_abilities():
    game = make(["Grizzly Bears", "Llanowar Elves", "Goblin Bombardment"], ["Spectral Shield"],
                opp_hand=["Lightning Bolt"], opp_pool="{R}")
    bears = find(game, "Grizzly Bears")
    cast(game, "Spectral Shield", bears)
    resolve(game)
    assert game.chars(bears).toughness == 4
    game.perform(Pass())
    with pytest.raises(IllegalActionError, match="legal target"):
        game.perform(Cast(hand(game, "Lightning Bolt", 1), None, (bears,)))
    game.perform(Pass())
    activate(game, find(game, "Goblin Bombardment"), "Sacrifice a creature", bears)
    game.answer(find(game, "Llanowar Elves"))
    resolve(game)
    assert game.obj(bears).damage == 1  # an ability may target it


def test_115_4_near_miss_can_be_targeted_by_your_own_but_not_an_opponents_spell():
    game = make(["Opponent-Proof Bear (test card)"], ["Giant Growth"], opp_hand=["Lightning Bolt"], opp_pool="{R}", extra=WARD)
    bear = find(game, "Opponent-Proof Bear (test card)")
    cast(game, "Giant Growth", bear)
    resolve(game)
    assert game.chars(bear).power == 5
    game.perform(Pass())
    with pytest.raises(IllegalActionError):
        game.perform(Cast(hand(game, "Lightning Bolt", 1), None, (bear,)))


def test_303_4_tetravite_token_cant_be_enchanted():
    game = make(["Tetravite Token", "Grizzly Bears"], ["Pacifism"])
    tetravite = find(game, "Tetravite Token")
    with pytest.raises(IllegalActionError, match="legal target"):
        game.perform(Cast(hand(game, "Pacifism"), None, (tetravite,)))
    cast(game, "Pacifism", find(game, "Grizzly Bears"))  # near-miss: another creature can be
    resolve(game)
    assert game.obj(find(game, "Pacifism")).attached_to == find(game, "Grizzly Bears")


def test_704_5m_an_aura_on_a_permanent_that_cant_be_enchanted_goes_to_the_graveyard():
    game = make(['{ card = "Tetravite Token", ref = "t" }', '{ card = "Pacifism", attached_to = "t" }'])
    game.perform(Pass())
    assert find(game, "Pacifism", "graveyard")
    assert any(e.rule == "704.5m" for e in game.log)


def test_609_4_thousand_year_elixir_lets_a_sick_creature_tap_but_not_attack():
    game = make(["Thousand-Year Elixir", '{ card = "Llanowar Elves", sick = true }'])
    elves = find(game, "Llanowar Elves")
    assert game.is_sick(elves)
    game.perform(Activate(elves, 0))
    assert "G" in str(game.state.players[0].pool.amounts)
    assert not combat.can_attack(game, elves) and not game.chars(elves).has_keyword("haste")


def test_609_4_near_miss_without_the_elixir_a_sick_creature_cant_tap():
    game = make(['{ card = "Llanowar Elves", sick = true }'])
    with pytest.raises(IllegalActionError, match="302.6"):
        game.perform(Activate(find(game, "Llanowar Elves"), 0))


def test_thousand_year_elixir_untaps_target_creature():
    game = make(["Thousand-Year Elixir", '{ card = "Grizzly Bears", tapped = true }'])
    bears = find(game, "Grizzly Bears")
    activate(game, find(game, "Thousand-Year Elixir"), "{1}, {T}", bears)
    resolve(game)
    assert not game.obj(bears).tapped
