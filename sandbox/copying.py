"""Copy effects (707): copiable values, exceptions, and the copy effect record."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .cards import ARTIFACT_SUBTYPES, Characteristics, CopyExceptions
from .layers import copiable_values
from .state import CopyEffect

if TYPE_CHECKING:
    from .game import Game


def apply_exceptions(values: Characteristics, exc: CopyExceptions | None) -> Characteristics:
    """Apply a copy effect's exceptions; the result is the copy's copiable values (707.9b)."""
    if exc is None or exc.is_empty():
        return values
    v = values
    if exc.set_card_types is not None:
        v = replace(v, card_types=tuple(exc.set_card_types))
    if exc.add_card_types:
        v = replace(v, card_types=v.card_types + tuple(t for t in exc.add_card_types if t not in v.card_types))
    if exc.keep_subtypes == "artifact":
        v = replace(v, subtypes=tuple(s for s in v.subtypes if s in ARTIFACT_SUBTYPES))
    if exc.add_subtypes:
        v = replace(v, subtypes=v.subtypes + tuple(s for s in exc.add_subtypes if s not in v.subtypes))
    if exc.remove_supertypes:
        v = replace(v, supertypes=tuple(s for s in v.supertypes if s not in exc.remove_supertypes))
    if exc.add_abilities:
        v = replace(v, abilities=v.abilities + exc.add_abilities)
    if exc.set_name is not None:
        v = replace(v, name=exc.set_name)
    if exc.set_pt is not None:
        v = replace(v, power=exc.set_pt[0], toughness=exc.set_pt[1])
    if exc.set_colors is not None:
        v = replace(v, colors=frozenset(exc.set_colors))
    return v


def copy_effect_of(game: "Game", oid: int | None, exc: CopyExceptions | None, *,
                   lki_id: int | None = None, rule: str = "707.2") -> CopyEffect:
    """A copy effect copying object ``oid`` (or its last known information) now.

    The copiable values are those of the original, which include whatever it is itself
    copying (707.3) and never tapped state, counters or non-copy effects (707.2).
    """
    if oid is not None:
        obj = game.obj(oid)
        values, _ = copiable_values(game, obj)
        copies = obj.copies
        label = game.name(oid)
    else:
        lk = game.state.lki[lki_id]
        values = lk.copiable or lk.chars
        copies = lk.copies
        label = f"{values.name} #{lki_id}"
    chain: tuple[str, ...] = ()
    if copies:
        chain = (copies[-1].original,) + copies[-1].chain
    exc = exc or CopyExceptions()
    return CopyEffect(values=apply_exceptions(values, exc), original=label, chain=chain,
                      exceptions=exc, timestamp=game.state.ts(), rule=rule)
