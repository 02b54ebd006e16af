""""Whenever a <filter> deals combat damage to a player, ..." (510.2, 603.2c): it triggers once
for each creature of the filter that dealt combat damage to a player; "that player" is the player
hit and "it" the creature that dealt the damage. Real cards compiled from their Oracle text, on
real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import compiled_cards, make

LARCENY = OracleFace("Larceny", "{3}{B}{B}", "Enchantment",
                     "Whenever a creature you control deals combat damage to a player, that player discards a card.")
RAKISH_HEIR = OracleFace("Rakish Heir", "{2}{R}", "Creature — Vampire",
                         "Whenever a Vampire you control deals combat damage to a player, put a +1/+1 counter on it.", "2", "2")


def _combat(game, attackers: str, block: str | None = None) -> None:
    session = Session(game)
    for c in ("next declare_attackers", f"attack {attackers}", "next declare_blockers"):
        assert session.run(c).ok, c
    if game.pending is not None:
        assert session.run(f"choose {block}" if block else "choose none").ok
    for _ in range(20):
        if game.state.step in ("end_combat", "main2"):
            break
        d = game.pending
        if d is not None and d.ordered:  # the order of two triggers
            game.answer([o.value for o in d.options])
        elif d is not None:  # the discarding player's choice: the first card
            game.answer(*[o.value for o in d.options[:max(d.min, 1)]])
        else:
            assert session.run("pass").ok


def _names(game, zone: str) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zones[zone])


def test_603_2c_larceny_triggers_once_for_each_creature_that_hit_the_player():
    game = make(["Larceny", "Grizzly Bears", "Centaur Courser"], opp_hand=["Forest", "Island", "Swamp"],
                extra=compiled_cards(LARCENY))
    _combat(game, "Grizzly Bears, Centaur Courser")
    assert game.state.players[1].life == 15
    assert len(game.state.zones["hand:1"]) == 1 and len(game.state.zones["graveyard:1"]) == 2


def test_510_2_larceny_a_blocked_creature_deals_no_damage_to_the_player():
    game = make(["Larceny", "Grizzly Bears", "Centaur Courser"], opp_bf=["Wall of Omens"],
                opp_hand=["Forest", "Island", "Swamp"], extra=compiled_cards(LARCENY))
    _combat(game, "Grizzly Bears, Centaur Courser", block="Wall of Omens blocks Centaur Courser")
    assert game.state.players[1].life == 18
    assert len(game.state.zones["hand:1"]) == 2


def test_510_2_rakish_heir_the_counter_goes_on_the_vampire_that_dealt_the_damage():
    game = make(["Rakish Heir", "Vampire Nighthawk", "Grizzly Bears"], extra=compiled_cards(RAKISH_HEIR))
    _combat(game, "Vampire Nighthawk, Grizzly Bears")
    counters = {game.chars(o).name: game.obj(o).counters.get("+1/+1", 0) for o in game.state.battlefield}
    assert counters["Vampire Nighthawk"] == 1  # it: the Vampire that hit
    assert counters["Rakish Heir"] == 0 and counters["Grizzly Bears"] == 0  # not a Vampire / didn't attack


# (to a creature, to an opponent, any damage, "that many" are read now: test_damage_triggers_120_3)
@pytest.mark.parametrize("text", [
    "Whenever a creature you control deals combat damage to a player or planeswalker, draw a card.",
    "Whenever a creature you control deals combat damage to a player, it deals 1 damage to any target.",
    "Whenever one or more creatures you control deal combat damage to a player, draw a card.",
])
def test_510_2_near_misses_are_refused(text):
    assert compile_text(text, type_line="Enchantment").table is None, text
