"""Attachments checked as state-based actions: an Aura attached illegally goes to the graveyard
(704.5m); an Equipment or Fortification attached illegally becomes unattached and stays (704.5n)."""

from __future__ import annotations

from .copyhelp import activate, advance_to, cast, find, make, resolve


def _equip_helm_to_animated_mutavault(extra_hand=()):
    game = make(["Helm of the Host", "Mutavault"], list(extra_hand), step="main2")
    vault, helm = find(game, "Mutavault"), find(game, "Helm of the Host")
    activate(game, vault, "{1}:")
    resolve(game)
    activate(game, helm, "Equip", vault)
    resolve(game)
    assert game.obj(helm).attached_to == vault
    return game, helm, vault


def test_704_5n_equipment_on_a_permanent_that_stopped_being_a_creature_becomes_unattached():
    game, helm, vault = _equip_helm_to_animated_mutavault()
    advance_to(game, 4, "upkeep")
    assert "Creature" not in game.chars(vault).card_types
    assert helm in game.state.battlefield and game.obj(helm).attached_to is None  # it stays, unattached
    assert any(e.rule == "704.5n" and "isn't a creature" in e.text for e in game.log)


def test_704_5n_near_miss_equipment_on_a_creature_stays_attached():
    game = make(["Helm of the Host", "Grizzly Bears"], [], step="main2")
    helm, bears = find(game, "Helm of the Host"), find(game, "Grizzly Bears")
    activate(game, helm, "Equip", bears)
    resolve(game)
    advance_to(game, 4, "upkeep")
    assert game.obj(helm).attached_to == bears
    assert not any(e.rule == "704.5n" for e in game.log)


def test_704_5m_aura_on_a_permanent_that_stopped_being_a_creature_goes_to_the_graveyard():
    game, helm, vault = _equip_helm_to_animated_mutavault(["Rancor"])
    cast(game, "Rancor", vault)
    resolve(game)
    advance_to(game, 4, "upkeep")
    resolve(game)
    assert any(e.rule == "704.5m" and "Rancor" in e.text for e in game.log)
    assert find(game, "Rancor", "hand")  # its own trigger saw it go to the graveyard
    assert game.obj(helm).attached_to is None
