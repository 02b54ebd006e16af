"""Regeneration (701.19): a shield that replaces the next destruction of a permanent this turn;
umbra armor (702.89a), an Aura's replacement of its enchanted permanent's destruction."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandbox.core.actions import Decision, Option

if TYPE_CHECKING:
    from sandbox.core.game import Game

SHIELDS = "regeneration"
"""The key of a permanent's ``chosen`` record that counts its regeneration shields this turn."""


def add_shield(game: Game, oid: int) -> None:
    """"Regenerate <permanent>" (701.19a): the next time it would be destroyed this turn, it isn't."""
    obj = game.obj(oid)
    obj.chosen[SHIELDS] = obj.chosen.get(SHIELDS, 0) + 1
    game.note("701.19a", f"{game.name(oid)} gets a regeneration shield ({obj.chosen[SHIELDS]})", "resolve", oid)
    game.touch()


def regenerates(game: Game, oid: int, can_regenerate: bool = True) -> bool:
    """Would ``oid`` be destroyed now? If it has a shield (and may be regenerated, 701.19c), the
    shield is used instead (614.8): it is tapped, all damage is removed from it and it is removed
    from combat. True if it was regenerated."""
    obj = game.obj(oid)
    if not can_regenerate or not obj.chosen.get(SHIELDS):
        return False
    obj.chosen[SHIELDS] -= 1
    game.set_tapped(oid, True)
    obj.damage, obj.deathtouch_damage = 0, False
    obj.attacking = obj.blocking = None  # 506.4: removed from combat
    obj.also_blocking = []
    game.note("701.19a", f"{game.name(oid)} regenerates: tapped, its damage removed, removed from combat (614.8)",
              "resolve", oid)
    game.touch()
    return True


def survives_destruction(game: Game, oid: int, can_regenerate: bool = True) -> bool:
    """Permanent ``oid`` would be destroyed: is that replaced (614.8)? By the umbra armor of an
    Aura attached to it (702.89a: all damage marked on it is removed and the Aura is destroyed
    instead; "can't be regenerated" doesn't stop it), or by a regeneration shield (701.19a). With
    more than one, its controller chooses which applies (616.1). True if it isn't destroyed."""
    st = game.state
    umbras = [a for a in st.battlefield if st.objects[a].attached_to == oid and a != oid
              and game.chars(a).has_keyword("umbra armor")]
    shield = can_regenerate and bool(game.obj(oid).chosen.get(SHIELDS))
    if not umbras:
        return regenerates(game, oid, can_regenerate)
    pick: int | str = umbras[0]
    if len(umbras) + shield > 1:
        opts = [Option(a, f"umbra armor of {game.name(a)}") for a in umbras] + (
            [Option("regenerate", "a regeneration shield")] if shield else [])
        pick = game.decide(Decision(game.controller(oid), f"{game.name(oid)} would be destroyed: which replacement "
                                    "applies?", opts, "replacement_order", rule="616.1"))
    if pick == "regenerate":
        return regenerates(game, oid, can_regenerate)
    assert isinstance(pick, int)
    obj = game.obj(oid)
    obj.damage, obj.deathtouch_damage = 0, False
    game.note("702.89a", f"{game.name(oid)} would be destroyed: umbra armor of {game.name(pick)} removes all damage "
              f"from it and destroys {game.name(pick)} instead", "resolve", oid)
    game.touch()
    if game.chars(pick).has_keyword("indestructible"):
        game.note("702.12b", f"{game.name(pick)} is indestructible", "resolve", pick)
    elif not regenerates(game, pick):
        game.move(pick, "graveyard", rule="701.8a")
    return True


def end_shields(game: Game) -> None:
    """514.2: regeneration shields not used this turn end."""
    for oid in game.state.battlefield:
        game.obj(oid).chosen.pop(SHIELDS, None)
