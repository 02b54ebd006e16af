"""Counting amounts (107.1): the number an ``Amount`` of a card stands for, now.

Amounts are counted as the effect or ability that uses them resolves (608.2h): an object
that left the battlefield is measured by its last known information. A characteristic-
defining P/T is counted while the layers are computed, over the objects computed so far.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sandbox.cards.filters import Filter
from sandbox.cards.model import Amount, AmountKind, Characteristics
from sandbox.cards.typeline import BASIC_LAND_MANA
from sandbox.core import layers
from sandbox.symbols import mana_value

if TYPE_CHECKING:
    from sandbox.core.game import Game
    from sandbox.core.layers import Computed


def evaluate(game: Game, value: Any, you: int, source: int | None, *, x: int = 0,
             targets: list[Any] | tuple[Any, ...] = (), event: dict[str, Any] | None = None,
             view: dict[int, Computed] | None = None, life_lost: int = 0, damage_dealt: int = 0) -> int:
    """The number ``value`` (an Amount or its table form) stands for, from ``you``'s point of view.

    ``view``: the characteristics to count with while the layers are being computed;
    ``life_lost``, ``damage_dealt``: the life lost to, and the damage dealt by, the resolving
    spell's or ability's earlier effects (608.2c).
    """
    a = Amount.parse(value)
    kind = a.kind
    if kind == AmountKind.NUMBER:
        return a.value
    if kind == AmountKind.X:
        return x
    if kind == AmountKind.FOR_EACH:
        return _count(game, a, you, source, view)
    if kind == AmountKind.CARD_TYPES:
        return _card_types(game, a, you, source)
    if kind == AmountKind.DEVOTION:
        return _devotion(game, a.color, you, view)
    if kind == AmountKind.PARTY:
        return _party(game, you, source, view)
    if kind == AmountKind.DOMAIN:
        return _domain(game, you, view)
    if kind == AmountKind.LIFE_LOST_THIS_WAY:
        return life_lost
    if kind == AmountKind.DAMAGE_DEALT_THIS_WAY:
        return damage_dealt
    if kind == AmountKind.EVENT_AMOUNT:
        return int((event or {}).get("amount", 0))  # "that much": the triggering event's amount
    oid = _object(game, a.of, source, targets, event or {})
    if kind == AmountKind.COUNTERS:
        return _counters(game, oid, a.counter)
    chars = _chars(game, oid, view)
    if chars is None:
        return 0
    if kind == AmountKind.MANA_VALUE_OF:
        obj = game.state.objects.get(oid) if oid is not None else None
        if obj is not None:
            return layers.mana_value_of(chars, obj)
        lk = game.state.lki.get(oid) if oid is not None else None
        return mana_value(chars.value_cost, lk.x if lk is not None else 0)  # 608.2h: as it last existed
    n = chars.power if kind == AmountKind.POWER_OF else chars.toughness  # else TOUGHNESS_OF, the last kind
    return max(0, n or 0)  # 107.1b: a negative result counts as 0


def _count(game: Game, a: Amount, you: int, source: int | None, view: dict[int, Computed] | None) -> int:
    f = a.filter
    assert f is not None
    st = game.state
    v = layers.view(game, you, source)
    if f.zone in ("graveyard", "hand"):
        # 404.1, 402.1: the cards in graveyards / hands (a card there is its owner's; "your" is
        # an owner qualifier of the filter)
        return sum(1 for p in range(len(st.players)) for o in st.zone(f.zone, p)
                   if layers.matches(game, f, o, you, source, v=v))
    if view is not None:
        return sum(1 for o, c in view.items() if layers.matches(game, f, o, you, source, c, v))
    return sum(1 for o in st.battlefield if layers.matches(game, f, o, you, source, v=v))


def _card_types(game: Game, a: Amount, you: int, source: int | None) -> int:
    """205.2a: the card types (Kindred too) among the cards in graveyards matching the filter;
    two cards of one type count once, an artifact creature counts two types."""
    f = a.filter
    assert f is not None
    st = game.state
    v = layers.view(game, you, source)
    return len({t for p in range(len(st.players)) for o in st.zone("graveyard", p)
                if layers.matches(game, f, o, you, source, v=v) for t in game.chars(o).card_types})


def _devotion(game: Game, color: str, you: int, view: dict[int, Computed] | None) -> int:
    """700.5: mana symbols of that color among the mana costs of permanents you control
    (a hybrid symbol counts toward each of its colors)."""
    if view is not None:
        perms = [c.chars for c in view.values() if c.controller == you]
    else:
        perms = [game.chars(o) for o in game.state.battlefield if game.controller(o) == you]
    return sum(1 for c in perms for s in c.mana_cost if color in s.split("/"))


def _domain(game: Game, you: int, view: dict[int, Computed] | None) -> int:
    """The basic land types (305.6) among the lands ``you`` control."""
    if view is not None:
        lands = [c.chars for c in view.values() if c.controller == you]
    else:
        lands = [game.chars(o) for o in game.state.battlefield if game.controller(o) == you]
    return len({t for c in lands if "Land" in c.card_types for t in c.subtypes if t in BASIC_LAND_MANA})


PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")
"""The creature types of a party (700.8)."""


def _party(game: Game, you: int, source: int | None, view: dict[int, Computed] | None) -> int:
    """700.8: up to one each of Cleric, Rogue, Warrior and Wizard ``you`` control, each creature
    counted once, as many as can be: a matching of types to creatures (a Cleric Wizard and a
    Cleric make two)."""
    v = layers.view(game, you, source)
    mine = list(view.items()) if view is not None else [(o, None) for o in game.state.battlefield]
    fits = {t: [o for o, c in mine if layers.matches(game, Filter.parse(f"{t} creature you control"), o, you, source, c, v)]
            for t in PARTY_TYPES}
    holder: dict[int, str] = {}

    def place(t: str, seen: set[int]) -> bool:  # an augmenting path (Kuhn's matching)
        for o in fits[t]:
            if o not in seen:
                seen.add(o)
                if o not in holder or place(holder[o], seen):
                    holder[o] = t
                    return True
        return False
    return sum(place(t, set()) for t in PARTY_TYPES)


def _object(game: Game, ref: str, source: int | None, targets: list[Any] | tuple[Any, ...],
            event: dict[str, Any]) -> int | None:
    if ref == "self":
        return source
    if ref.startswith("target"):
        i = int(ref[6:] or 1) - 1
        t = targets[i] if i < len(targets) else None
        return t if isinstance(t, int) else None
    if ref in ("enchanted", "equipped"):
        return game.obj(source).attached_to if source in game.state.objects else None
    oid = event.get(ref.split(".", 1)[1] if ref.startswith("trigger.") else ref) \
        if ref.startswith("trigger.") or ref in ("sacrificed", "exiled") else None
    return oid if isinstance(oid, int) else None


def _chars(game: Game, oid: int | None, view: dict[int, Computed] | None) -> Characteristics | None:
    st = game.state
    if oid is None:
        return None
    if view is not None and oid in view:
        return view[oid].chars
    if oid in st.objects and st.objects[oid].zone == "battlefield":
        return game.chars(oid)
    if oid in st.lki:
        return st.lki[oid].chars
    return game.chars(oid) if oid in st.objects else None


def _counters(game: Game, oid: int | None, kind: str) -> int:
    st = game.state
    if oid is None:
        return 0
    if oid in st.objects and st.objects[oid].zone == "battlefield":
        return st.objects[oid].counters.get(kind, 0)
    if oid in st.lki:
        return st.lki[oid].counters.get(kind, 0)
    return 0
