"""Regeneration (701.19): a shield that replaces the next destruction of a permanent this turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

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


def end_shields(game: Game) -> None:
    """514.2: regeneration shields not used this turn end."""
    for oid in game.state.battlefield:
        game.obj(oid).chosen.pop(SHIELDS, None)
