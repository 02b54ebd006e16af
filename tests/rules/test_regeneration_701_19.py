"""Regeneration (701.19) compiled from Oracle text, on real boards: a shield replaces the next
destruction this turn (by an effect, 701.8a, or for lethal damage, 704.5g) with tapping, removing
its damage and removing it from combat (614.8); "can't be regenerated" (701.19c); shields end
at cleanup (514.2)."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import activate, advance_to, cast, compiled_cards, find, make, resolve

SKELETON = OracleFace("Drudge", "{B}", "Creature — Skeleton", "{B}: Regenerate this creature.", "1", "1")
KILL = OracleFace("Slay", "{B}", "Instant", "Destroy target creature.")
TERROR = OracleFace("Dread", "{B}", "Instant", "Destroy target creature. It can't be regenerated.")
WRATH = OracleFace("Purge", "{B}", "Sorcery", "Destroy all creatures. They can't be regenerated.")


def _board(hand, **kw):
    return make(you_bf=["Drudge"], you_hand=list(hand), extra=compiled_cards(SKELETON, KILL, TERROR, WRATH), **kw)


def _shield(game) -> int:
    drudge = find(game, "Drudge")
    activate(game, drudge, "{B}: Regenerate")
    resolve(game)
    return drudge


def test_701_19a_a_shielded_creature_destroyed_by_an_effect_is_tapped_and_stays():
    game = _board(["Slay"])
    drudge = _shield(game)
    cast(game, "Slay", drudge)
    resolve(game)
    assert game.obj(drudge).zone == "battlefield" and game.obj(drudge).tapped
    assert any(e.rule == "701.19a" and "regenerates" in e.text for e in game.log)


def test_704_5g_lethal_damage_is_replaced_by_the_shield_and_the_damage_removed():
    game = _board(["Lightning Bolt"])
    drudge = _shield(game)
    cast(game, "Lightning Bolt", drudge)
    resolve(game)
    assert game.obj(drudge).zone == "battlefield" and game.obj(drudge).damage == 0


def test_701_19c_it_cant_be_regenerated_ignores_the_shield():
    game = _board(["Dread"])
    drudge = _shield(game)
    cast(game, "Dread", drudge)
    resolve(game)
    assert find(game, "Drudge", "graveyard")


def test_701_19c_they_cant_be_regenerated_on_a_wrath():
    game = _board(["Purge"])
    _shield(game)
    cast(game, "Purge")
    resolve(game)
    assert find(game, "Drudge", "graveyard")


def test_701_19a_each_shield_replaces_one_destruction():
    game = _board(["Slay", "Slay"])
    drudge = _shield(game)
    cast(game, "Slay", drudge)
    resolve(game)
    assert game.obj(drudge).zone == "battlefield"
    cast(game, "Slay", drudge)
    resolve(game)
    assert find(game, "Drudge", "graveyard")


def test_514_2_an_unused_shield_ends_with_the_turn():
    game = _board([], opp_hand=["Slay"], opp_bf=["Swamp"])
    drudge = _shield(game)
    advance_to(game, 4, "main1")
    cast(game, "Slay", drudge, player=1)
    resolve(game)
    assert find(game, "Drudge", "graveyard")


@pytest.mark.parametrize(("text", "type_line"), [
    ("Lightning Stab deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn.", "Instant"),
    ("Destroy target creature. It can't be regenerated this turn.", "Instant"),
    ("Target creature can't be regenerated this turn.", "Instant"),
    ("Regenerate each creature you control unless its controller pays {1}.", "Instant"),  # no target to name the payer
])
def test_701_19_regeneration_near_misses_are_refused(text, type_line):
    assert compile_text(text, type_line=type_line).table is None, text
