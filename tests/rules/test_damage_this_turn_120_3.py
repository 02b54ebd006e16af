"""Filters on the damage dealt this turn (120.3), read from what the engine records each time a
source deals damage (after prevention, 615), for this turn only:

- "a creature dealt damage by ~ this turn" (Sengir Vampire: the creature dies later in the turn,
  from another source, and it still counts; damage by another source alone doesn't);
- "creature that was dealt damage this turn" (Fatal Blow: a target only once damaged);
- "creature that dealt damage to you this turn" (Retaliate: to you, not to a creature or to
  another player);
- "creature that dealt damage this turn" (Restore the Peace).

Near-misses stay refused: "dealt damage by enchanted creature", "that dealt damage to target player",
"dealt damage this way" as a filter."""

from __future__ import annotations

import pytest

from sandbox.cards.filters import Filter
from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError, InvalidActionError
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, compiled_cards, find, make, resolve

SENGIR = OracleFace("Sengir Vampire", "{3}{B}{B}", "Creature — Vampire", "Flying\nWhenever a creature dealt damage by "
                    "Sengir Vampire this turn dies, put a +1/+1 counter on Sengir Vampire.", power="4", toughness="4")
FATAL_BLOW = OracleFace("Fatal Blow", "{B}", "Instant", "Destroy target creature that was dealt damage this turn. "
                        "It can't be regenerated.")
RETALIATE = OracleFace("Retaliate", "{2}{W}", "Instant", "Destroy all creatures that dealt damage to you this turn.")
RESTORE = OracleFace("Restore the Peace", "{1}{W}{U}", "Instant", "Return each creature that dealt damage this turn to "
                     "its owner's hand.")
CLOUD_WALL = '''
[[card]]
name = "Cloud Wall (test card)"
mana_cost = "{3}{U}"
type_line = "Creature — Wall"
power = 0
toughness = 7
abilities = ["Defender", "Flying"]
'''


def _attack_with_sengir(game, block: str | None):
    session = Session(game)
    for c in ("next declare_attackers", "attack Sengir Vampire", "next declare_blockers"):
        assert session.run(c).ok, c
    if game.pending is not None:
        assert session.run(f"choose {block}" if block else "choose none").ok
    for _ in range(20):
        if game.state.step in ("end_combat", "main2"):
            break
        assert session.run("choose none" if game.pending is not None else "pass").ok
    while game.state.step != "main2":
        assert session.run("pass").ok


def test_120_3_sengir_vampire_grows_when_a_creature_it_damaged_dies_in_combat():
    game = make(you_bf=["Sengir Vampire"], opp_bf=["Birds of Paradise"], extra=compiled_cards(SENGIR))
    sengir = find(game, "Sengir Vampire")
    _attack_with_sengir(game, "Birds of Paradise blocks Sengir Vampire")
    resolve(game)
    assert all(game.chars(o).name != "Birds of Paradise" for o in game.state.battlefield)
    assert game.obj(sengir).counters.get("+1/+1", 0) == 1


def test_120_3_a_creature_sengir_damaged_dies_later_this_turn_from_another_source():
    game = make(you_bf=["Sengir Vampire", "Mountain"], you_hand=["Lightning Bolt"], opp_bf=["Cloud Wall (test card)"],
                extra=compiled_cards(SENGIR) + CLOUD_WALL)
    sengir = find(game, "Sengir Vampire")
    wall = find(game, "Cloud Wall (test card)", player=1)
    _attack_with_sengir(game, "Cloud Wall (test card) blocks Sengir Vampire")
    assert game.obj(wall).damage == 4 and game.obj(sengir).counters.get("+1/+1", 0) == 0
    cast(game, "Lightning Bolt", wall)
    resolve(game)
    assert wall not in game.state.battlefield
    assert game.obj(sengir).counters.get("+1/+1", 0) == 1


def test_120_3_a_creature_only_another_source_damaged_gives_sengir_nothing():
    game = make(you_bf=["Sengir Vampire"], you_hand=["Lightning Bolt"], opp_bf=["Grizzly Bears"], pool="{R}",
                extra=compiled_cards(SENGIR))
    sengir = find(game, "Sengir Vampire")
    cast(game, "Lightning Bolt", find(game, "Grizzly Bears", player=1))
    resolve(game)
    assert not any(game.chars(o).name == "Grizzly Bears" for o in game.state.battlefield)
    assert game.obj(sengir).counters.get("+1/+1", 0) == 0


def test_120_3_fatal_blow_targets_only_a_creature_dealt_damage_this_turn():
    game = make(you_hand=["Fatal Blow", "Shock"], opp_bf=["Serra Angel", "Grizzly Bears"], pool="{B}{R}",
                extra=compiled_cards(FATAL_BLOW))
    angel = find(game, "Serra Angel", player=1)
    with pytest.raises(IllegalActionError, match="isn't a legal target"):
        cast(game, "Fatal Blow", angel)
    cast(game, "Shock", angel)
    resolve(game)
    assert game.obj(angel).damage == 2
    cast(game, "Fatal Blow", angel)
    resolve(game)
    assert angel not in game.state.battlefield
    assert find(game, "Grizzly Bears", player=1) in game.state.battlefield


def test_120_3_retaliate_destroys_only_the_creatures_that_dealt_damage_to_you():
    game = make(you_bf=["Prodigal Sorcerer", "Prodigal Sorcerer", "Grizzly Bears"], opp_hand=["Retaliate"],
                opp_bf=["Serra Angel"], opp_pool="{W}{W}{W}", extra=compiled_cards(RETALIATE))
    first, second = [o for o in game.state.battlefield if game.chars(o).name == "Prodigal Sorcerer"]
    activate(game, first, "{T}", "p1")  # damage to the opponent
    resolve(game)
    activate(game, second, "{T}", find(game, "Serra Angel", player=1))  # damage to a creature, not to the player
    resolve(game)
    assert game.state.players[1].life == 19
    cast(game, "Retaliate", player=1)
    resolve(game)
    assert first not in game.state.battlefield
    assert second in game.state.battlefield and find(game, "Grizzly Bears") in game.state.battlefield


def test_120_3_restore_the_peace_returns_each_creature_that_dealt_damage():
    game = make(you_bf=["Prodigal Sorcerer", "Prodigal Sorcerer"], you_hand=["Restore the Peace"],
                opp_bf=["Serra Angel"], extra=compiled_cards(RESTORE))
    first, second = [o for o in game.state.battlefield if game.chars(o).name == "Prodigal Sorcerer"]
    activate(game, first, "{T}", find(game, "Serra Angel", player=1))
    resolve(game)
    cast(game, "Restore the Peace")
    resolve(game)
    assert first not in game.state.battlefield and second in game.state.battlefield
    assert [game.chars(o).name for o in game.state.zone("hand", 0)] == ["Prodigal Sorcerer"]
    assert find(game, "Serra Angel", player=1) in game.state.battlefield  # dealt damage, didn't deal any


@pytest.mark.parametrize(("text", "why"), [
    ("creature dealt damage by enchanted creature this turn", "'enchanted' is not understood"),
    ("creature that dealt damage to target player this turn", "'target' is not understood"),
    ("creature that dealt damage to you", "'you' is not understood"),
    ("creature dealt damage this way", "'way' is not understood"),
    ("creature that was dealt combat damage this turn", "'combat' is not understood"),
    ("creature that player controls", "'that' is not understood"),
])
def test_filter_near_misses_are_refused(text, why):
    with pytest.raises(InvalidActionError, match=why):
        Filter.parse(text)


@pytest.mark.parametrize(("text", "type_line"), [
    ("Whenever a creature dealt damage by enchanted creature this turn dies, put a +1/+1 counter on that creature.",
     "Enchantment — Aura"),
    ("Destroy target creature that was dealt damage last turn.", "Instant"),
    ("Destroy all creatures that dealt damage to target player this turn.", "Instant"),
])
def test_card_near_misses_are_refused(text, type_line):
    assert compile_text(text, type_line=type_line).table is None, text
