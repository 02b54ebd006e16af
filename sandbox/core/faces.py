"""Faces of a permanent: double-faced cards and transform (712, 701.27), face-down
permanents: manifest, morph and turning face up (708, 701.40, 702.37).

Which face is up is a status of the object (``Obj.transformed``, ``Obj.face_down``), never a
copiable value (707.2); layer 1 reads it (``layers.copiable_values``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandbox.cards.model import Keyword
from sandbox.core import replacements
from sandbox.core.mana import paying
from sandbox.errors import IllegalActionError
from sandbox.symbols import format_cost, parse_cost

if TYPE_CHECKING:
    from sandbox.core.game import Game
    from sandbox.core.state import Obj


# ------------------------------------------------------------------ double-faced cards (712)

def is_double_faced(game: Game, obj: Obj) -> bool:
    """A double-faced card, a token copy of a double-faced permanent (707.8a, 712.9) or the
    token a copy of a double-faced spell became (707.10g): only these can transform. A
    single-faced card copying a double-faced one isn't (707.8)."""
    if obj.token_chars is None and obj.card and game.db.get(obj.card).back is not None:
        return True
    return any(c.faces for c in obj.copies)


def transform(game: Game, oid: int, *, since: int | None = None, rule: str = "701.27a", bound: bool = False) -> bool:
    """Turn a double-faced permanent to its other face (701.27a). Not a zone change: the same
    object, with its counters and effects, but a new timestamp (712.18, 613.7g). ``since``:
    the timestamp at which the ability telling it to transform was put on the stack; if it has
    transformed since, nothing happens (701.27f). A permanent with daybound or nightbound
    transforms only by that ability (``bound``, 702.145b, 702.145e). Returns whether it transformed."""
    obj = game.obj(oid)
    name = game.name(oid)
    chars = game.chars(oid)
    if not bound and (chars.has_keyword("daybound") or chars.has_keyword("nightbound")):
        which = "daybound" if chars.has_keyword("daybound") else "nightbound"
        game.note("702.145b" if which == "daybound" else "702.145e",
                  f"{name} has {which}: it can't transform except due to its {which} ability", "resolve", oid)
        return False
    if obj.face_down:
        game.note("712.15a", f"{name} is face down: it can't transform", "resolve", oid)
        return False
    if not is_double_faced(game, obj):
        game.note("701.27c", f"{name} isn't a transforming double-faced permanent: it can't transform"
                  + (" (a modal double-faced card never transforms, 712.1)" if obj.card and obj.card in game.db
                     and game.db.get(obj.card).modal else ""), "resolve", oid)
        return False
    if since is not None and obj.transformed_at > since:
        game.note("701.27f", f"{name} has transformed since this ability was put on the stack: it doesn't transform again",
                  "resolve", oid)
        return False
    obj.transformed = not obj.transformed
    obj.transformed_at = obj.timestamp = game.state.ts()
    game.touch()
    game.note(rule, f"{name} transforms into {game.chars(oid).name} (same object: counters and effects stay; "
              "new timestamp, 613.7g)", "resolve", oid)
    game.fire({"kind": "transforms", "object": oid, "back": obj.transformed})
    return True


# ------------------------------------------------------------------ face-down permanents (708)

def hidden_identity(game: Game, oid: int, viewer: int) -> str | None:
    """The card a face-down permanent really is, if ``viewer`` may look at it: its controller
    may, at any time (708.5); None for anyone else or for a face-up object."""
    obj = game.obj(oid)
    if not obj.face_down or not obj.card or game.controller(oid) != viewer:
        return None
    return obj.card


def morph_cost(game: Game, obj: Obj) -> tuple[str, ...] | None:
    """The morph or megamorph cost printed on a card (702.37a-b), or None."""
    found = _morph_keyword(game, obj)
    return parse_cost(found.arg) if found is not None else None


def _morph_keyword(game: Game, obj: Obj) -> Keyword | None:
    """The card's morph or megamorph keyword (702.37a-b), or None."""
    if not obj.card:
        return None
    for a in game.db.get(obj.card).chars.abilities:
        if isinstance(a, Keyword) and a.name in ("morph", "megamorph"):
            return a
    return None


def face_up_cost(game: Game, obj: Obj) -> tuple[tuple[str, ...], str] | None:
    """What turning this face-down permanent face up costs, and the rule allowing it: its
    morph cost (702.37e, 701.40c), or for a manifested creature card its mana cost (701.40b).
    None if it can't be turned face up."""
    if not obj.face_down or not obj.card:
        return None
    morph = morph_cost(game, obj)
    if morph is not None:
        return morph, "701.40c" if obj.face_down == "manifest" else "702.37e"
    printed = game.db.get(obj.card).chars
    if obj.face_down == "manifest" and "Creature" in printed.card_types:
        return printed.mana_cost, "701.40b"
    return None


def turn_face_up(game: Game, oid: int) -> None:
    """Turn a face-down permanent you control face up: a special action (116.2b), no stack.
    Its printed values apply at once; it doesn't enter, so no enters ability triggers (708.8)."""
    obj = game.obj(oid)
    p = game.state.priority
    if obj.zone != "battlefield" or not obj.face_down:
        raise IllegalActionError(f"{game.name(oid)} isn't a face-down permanent")
    if game.controller(oid) != p:
        raise IllegalActionError(f"{game.name(oid)} isn't yours to turn face up (708.7)")
    found = face_up_cost(game, obj)
    if found is None:
        raise IllegalActionError(f"{game.name(oid)} can't be turned face up: it has no morph cost and isn't a "
                                 "manifested creature card (701.40b, 702.37e)")
    cost, rule = found
    before = game.name(oid)
    paying.pay_mana(game, p, cost, f"turn {before} face up")
    found_kw = _morph_keyword(game, obj) if rule != "701.40b" else None
    obj.face_down = ""
    obj.timestamp = game.state.ts()
    game.touch()
    game.note(rule, f"{before} is turned face up for {format_cost(cost) or '{0}'}: it's {game.name(oid)} "
              "(a special action: it didn't enter, so no enters ability triggers, 708.8)", "special", oid)
    if found_kw is not None and found_kw.name == "megamorph":
        # 702.37b: as it's turned face up, a +1/+1 counter if its megamorph cost was paid
        put = replacements.put_counters(game, oid, "+1/+1", 1)
        game.note("702.37b", f"{game.name(oid)}'s megamorph cost was paid: {put} +1/+1 counter(s) on it", "counters", oid)
    game.fire({"kind": "turned_face_up", "object": oid})
    game.state.passes = 0  # a player's action: priority passes start over (117.3c)


def reveal_leaving(game: Game, obj: Obj, zone: str) -> None:
    """708.9: a face-down permanent or spell leaving is revealed."""
    if obj.face_down and obj.card and zone != "battlefield":
        game.note("708.9", f"the face-down #{obj.id} leaves and is revealed: it's {obj.card}", "zone", obj.id)
