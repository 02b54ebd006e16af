""""If that creature would die this turn, exile it instead." and "If a creature dealt damage this
way would die this turn, exile it instead." (614.1a, 700.4): a replacement effect for the rest of
the turn on the target, or on each creature the spell dealt damage to (after prevention). Real
cards compiled from their Oracle text, on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import advance_to, cast, compiled_cards, find, make, resolve

MAGMA_SPRAY = OracleFace("Magma Spray", "{R}", "Instant",
                         "Magma Spray deals 2 damage to target creature. If that creature would die this turn, exile it instead.")
ANGER_OF_THE_GODS = OracleFace("Anger of the Gods", "{1}{R}{R}", "Sorcery",
                               "Anger of the Gods deals 3 damage to each creature. If a creature dealt damage this way would "
                               "die this turn, exile it instead.")
PILLAR_OF_FLAME = OracleFace("Pillar of Flame", "{R}", "Sorcery",
                             "Pillar of Flame deals 2 damage to any target. If a creature dealt damage this way would die this "
                             "turn, exile it instead.")
SCORCHING_DRAGONFIRE = OracleFace("Scorching Dragonfire", "{1}{R}", "Instant",
                                  "Scorching Dragonfire deals 3 damage to target creature or planeswalker. If that creature or "
                                  "planeswalker would die this turn, exile it instead.")


def _where(game, name: str, player: int) -> str:
    """The one zone the player's card of that name is in."""
    zones = [z for z in ("battlefield", f"graveyard:{player}", f"exile:{player}", "exile")
             if any(game.chars(o).name == name and game.obj(o).owner == player for o in game.state.zones.get(z, []))]
    assert len(zones) == 1, zones
    return zones[0].split(":")[0]


def test_614_1a_magma_spray_the_creature_it_kills_is_exiled():
    game = make(you_hand=["Magma Spray"], opp_bf=["Grizzly Bears"], pool="{R}", extra=compiled_cards(MAGMA_SPRAY))
    cast(game, "Magma Spray", find(game, "Grizzly Bears"))
    resolve(game)
    assert _where(game, "Grizzly Bears", 1) == "exile"


def test_614_1a_the_replacement_lasts_the_turn_a_later_death_is_an_exile_too():
    game = make(you_hand=["Magma Spray", "Lightning Bolt"], opp_bf=["Centaur Courser"], pool="{R}{R}",
                extra=compiled_cards(MAGMA_SPRAY))
    cast(game, "Magma Spray", find(game, "Centaur Courser"))
    resolve(game)
    assert _where(game, "Centaur Courser", 1) == "battlefield"  # 3/3 with 2 damage
    cast(game, "Lightning Bolt", find(game, "Centaur Courser"))
    resolve(game)
    assert _where(game, "Centaur Courser", 1) == "exile"


def test_614_1a_next_turn_it_dies_as_usual():
    game = make(you_hand=["Magma Spray"], opp_bf=["Wall of Omens"], pool="{R}", extra=compiled_cards(MAGMA_SPRAY))
    cast(game, "Magma Spray", find(game, "Wall of Omens"))
    resolve(game)
    assert _where(game, "Wall of Omens", 1) == "battlefield"  # 0/4 with 2 damage
    advance_to(game, 4, "upkeep")
    game.move(find(game, "Wall of Omens"), "graveyard", rule="704.5g")  # it dies on a later turn: the effect has ended
    assert _where(game, "Wall of Omens", 1) == "graveyard"


def test_614_1a_anger_of_the_gods_exiles_what_it_killed_not_what_survived_or_wasnt_hit():
    game = make(you_hand=["Anger of the Gods", "Lightning Bolt"], opp_bf=["Grizzly Bears", "Wall of Omens"],
                pool="{R}{R}{R}{R}", extra=compiled_cards(ANGER_OF_THE_GODS))
    cast(game, "Anger of the Gods")
    resolve(game)
    assert _where(game, "Grizzly Bears", 1) == "exile" and _where(game, "Wall of Omens", 1) == "battlefield"
    cast(game, "Lightning Bolt", find(game, "Wall of Omens"))  # dealt damage this way: exiled when it dies
    resolve(game)
    assert _where(game, "Wall of Omens", 1) == "exile"


def test_614_1a_pillar_of_flame_at_a_player_marks_no_creature():
    game = make(you_hand=["Pillar of Flame", "Lightning Bolt"], opp_bf=["Grizzly Bears"], pool="{R}{R}",
                extra=compiled_cards(PILLAR_OF_FLAME))
    cast(game, "Pillar of Flame", "p1")
    resolve(game)
    assert game.state.players[1].life == 18
    cast(game, "Lightning Bolt", find(game, "Grizzly Bears"))
    resolve(game)
    assert _where(game, "Grizzly Bears", 1) == "graveyard"


def test_614_1a_scorching_dragonfire_a_creature_or_planeswalker():
    game = make(you_hand=["Scorching Dragonfire"], opp_bf=["Grizzly Bears"], pool="{R}{R}",
                extra=compiled_cards(SCORCHING_DRAGONFIRE))
    cast(game, "Scorching Dragonfire", find(game, "Grizzly Bears"))
    resolve(game)
    assert _where(game, "Grizzly Bears", 1) == "exile"


@pytest.mark.parametrize("text", [
    "Blast deals 3 damage to any target. If that creature would die this turn, exile it instead.",  # maybe a player
    "Blast deals 2 damage to target creature or planeswalker. If that creature would die this turn, exile it instead.",
    "Destroy target artifact. If that creature would die this turn, exile it instead.",
    "Target creature gets -2/-2 until end of turn. If a creature dealt damage this way would die this turn, exile it instead.",
    "Blast deals 2 damage to target creature. If a creature would die this turn, exile it instead.",  # every creature
    "Blast deals 2 damage to target creature. If that creature would die this turn, return it to its owner's hand instead.",
    "Blast deals 2 damage to target creature. If that creature would die, exile it instead.",  # no end
])
def test_614_1a_near_misses_are_refused(text):
    assert compile_text(text, type_line="Instant", name="Blast").table is None, text
