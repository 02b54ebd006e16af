"""Copy effects (707): copiable values, exceptions, and the copy effect record."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from sandbox.cards.model import ARTIFACT_SUBTYPES, Characteristics, CopyExceptions
from sandbox.core.layers import copiable_values
from sandbox.core.state import CopyEffect

if TYPE_CHECKING:
    from sandbox.core.game import Game
    from sandbox.core.state import Obj


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
    if exc.add_supertypes:
        v = replace(v, supertypes=tuple(exc.add_supertypes) + tuple(s for s in v.supertypes if s not in exc.add_supertypes))
    if exc.add_abilities:
        v = replace(v, abilities=v.abilities + exc.add_abilities)
    if exc.set_name is not None:
        v = replace(v, name=exc.set_name)
    if exc.set_pt is not None:
        v = replace(v, power=exc.set_pt[0], toughness=exc.set_pt[1])
    if exc.set_colors is not None:
        v = replace(v, colors=frozenset(exc.set_colors))
    if exc.no_mana_cost:
        v = replace(v, mana_cost=())  # 702.128a, 702.129a: its mana value is 0 (202.3a)
    return v


def describe_exceptions(exc: CopyExceptions | None) -> str:
    """The exceptions of a copy effect in words (its own text if the card gives one)."""
    if exc is None or exc.is_empty():
        return exc.text if exc is not None else ""
    if exc.text:
        return exc.text
    parts = []
    if exc.set_card_types is not None:
        parts.append(f"it's {' '.join(exc.set_card_types).lower()} (only)")
    if exc.add_card_types:
        parts.append(f"it's {' '.join(exc.add_card_types).lower()} in addition")
    if exc.keep_subtypes == "artifact":
        parts.append("only artifact subtypes kept")
    if exc.add_subtypes:
        parts.append(f"it's {' '.join(exc.add_subtypes)} in addition")
    if exc.remove_supertypes:
        parts.append("it isn't " + " ".join(exc.remove_supertypes).lower())
    if exc.add_supertypes:
        parts.append("it's " + " ".join(exc.add_supertypes).lower() + " in addition")
    if exc.set_name:
        parts.append(f"its name is {exc.set_name}")
    for a in exc.add_abilities:
        parts.append(f"it has \"{a.text or a.kind}\"")
    if exc.set_pt is not None:
        parts.append("it's {}/{}".format(*exc.set_pt))
    if exc.set_colors is not None:
        parts.append("its colors are " + (" ".join(exc.set_colors) or "none"))
    if exc.no_mana_cost:
        parts.append("it has no mana cost")
    return ", ".join(parts)


def label_of(game: Game, oid: int) -> str:
    """"Siege Rhino #7", plus what the object really is when it's copying something:
    "Siege Rhino #9 (Clone)"."""
    obj = game.obj(oid)
    label = game.name(oid)
    if obj.copies:
        real = obj.card or ("token" if obj.kind == "token" else "")
        if obj.kind == "token":
            real = f"token{' ' + obj.card if obj.card else ''}"
        if real and real != game.chars(oid).name:
            label += f" ({real})"
    return label


def copy_effect_of(game: Game, oid: int | None, exc: CopyExceptions | None, *,
                   lki_id: int | None = None, rule: str = "707.2", token: bool = False) -> CopyEffect:
    """A copy effect copying object ``oid`` (or its last known information) now.

    The copiable values are those of the original, which include whatever it is itself
    copying (707.3) and never tapped state, counters or non-copy effects (707.2); of a
    double-faced permanent, the face that's up (707.8), with mana value 0 for a back face
    (202.3b). A ``token`` copy of a double-faced permanent gets both faces (707.8a).
    """
    faces = None
    if oid is not None:
        obj = game.obj(oid)
        values, _ = copiable_values(game, obj)
        copies = obj.copies
        label = label_of(game, oid)
        faces = both_faces(game, obj) if token else None
    else:
        assert lki_id is not None, "copy_effect_of needs an object or its last known information"
        lk = game.state.lki[lki_id]
        values = lk.copiable or lk.chars
        copies = lk.copies
        label = f"{values.name} #{lki_id}"
    chain: tuple[str, ...] = ()
    if copies:
        # 707.3: the original's own copy effect (and its exceptions, 707.9b) are part of what is copied.
        last = copies[-1]
        link = last.original + (f" (except {last.exceptions.text})" if last.exceptions.text else "")
        chain = (link,) + last.chain
    exc = exc or CopyExceptions()
    if not exc.text and not exc.is_empty():
        exc = replace(exc, text=describe_exceptions(exc))
    return CopyEffect(values=replace(apply_exceptions(values, exc), face_cost=()), original=label, chain=chain,
                      exceptions=exc, timestamp=game.state.ts(), rule=rule,
                      faces=faces and (_copied_face(faces[0], exc), _copied_face(faces[1], exc)))


def _copied_face(face: Characteristics, exc: CopyExceptions) -> Characteristics:
    """One face as a copy has it: exceptions applied (707.9b), no front-face mana cost (202.3b)."""
    return replace(apply_exceptions(face, exc), face_cost=())


def both_faces(game: Game, obj: Obj) -> tuple[Characteristics, Characteristics] | None:
    """Both faces of a double-faced permanent (front, back) as a token copy of it gets them
    (707.8a); None if it isn't double-faced or is face down (its copiable values are then
    those of a face-down 2/2, 707.2)."""
    if obj.face_down:
        return None
    if obj.copies:
        return obj.copies[-1].faces
    definition = game.db.get(obj.card) if obj.card and obj.token_chars is None else None
    return (definition.chars, definition.back) if definition is not None and definition.back is not None else None
