"""Targets (115): which objects and players are legal targets, with hexproof, shroud
(702.11, 702.18) and protection (702.16)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from sandbox.cards.filters import Filter
from sandbox.cards.model import Characteristics, Keyword, Target
from sandbox.core.actions import Option
from sandbox.core.layers import matches
from sandbox.core.restrictions import restricted, untargetable_by
from sandbox.symbols import COLOR_NAMES

if TYPE_CHECKING:
    from sandbox.core.game import Game


def target_ok(game: Game, t: Any, req: Target, you: int, source_id: int | None,
              source_colors: frozenset[str] = frozenset()) -> bool:
    """Is ``t`` a legal target for ``req`` (115, 702.11 hexproof, 702.16 protection)?"""
    f = req.filter
    if isinstance(t, str):
        if not (t.startswith("p") and t[1:].isdigit() and int(t[1:]) < len(game.state.players)):
            return False
        return f.matches_player(int(t[1:]), you)
    if t not in game.state.objects:
        return False
    obj = game.obj(t)
    if obj.zone != f.zone:
        return False
    if not matches(game, f, t, you, source_id):
        return False
    if f.zone == "battlefield":
        spell = source_id if source_id is not None and _is_spell(game, source_id) else None
        if spell is not None and "Aura" in game.chars(spell).subtypes and restricted(game, "cant_be_enchanted", t):
            return False  # an Aura spell targets what it will enchant (303.4a)
        types = game.chars(source_id).card_types if source_id is not None and source_id in game.state.objects else ()
        return can_be_targeted_by(game, t, you, source_colors, spell is not None, types)
    return True


def _is_spell(game: Game, source_id: int) -> bool:
    """Is the source of a target choice a spell (a card or copy not on the battlefield), not
    a permanent's ability?"""
    obj = game.state.objects.get(source_id)
    return obj is not None and obj.kind != "ability" and obj.zone != "battlefield"


def can_be_targeted_by(game: Game, t: int, you: int, colors: frozenset[str], by_spell: bool = False,
                       types: tuple[str, ...] = ()) -> bool:
    """Can a spell (``by_spell``) or ability controlled by ``you`` with these colors target
    the permanent ``t`` (702.18 shroud, 702.11 hexproof, 115.4, 702.16 protection)?"""
    c = game.chars(t)
    if c.has_keyword("shroud"):
        return False
    if c.has_keyword("hexproof") and game.controller(t) != you:
        return False
    if untargetable_by(game, t, you, by_spell):
        return False
    return not protected_from(game, t, colors, types)


PROTECTION_TYPES = {"artifacts": "Artifact", "creatures": "Creature", "enchantments": "Enchantment",
                    "instants": "Instant", "sorceries": "Sorcery", "planeswalkers": "Planeswalker", "lands": "Land"}
"""Protection from a card type (702.16a: "protection from artifacts"): the type a source must have."""


def protected_from(game: Game, t: int, colors: frozenset[str], types: tuple[str, ...] = ()) -> bool:
    """Protection from a color or a card type (702.16) against a source with these colors and
    card types."""
    for a in game.chars(t).abilities:
        if isinstance(a, Keyword) and a.name == "protection from":
            if a.arg in ("everything",):
                return True
            if a.arg in PROTECTION_TYPES and PROTECTION_TYPES[a.arg] in types:
                return True
            if a.arg == "multicolored" and len(colors) > 1:
                return True
            for col in colors:
                if COLOR_NAMES[col] == a.arg:
                    return True
    return False


def target_options(game: Game, req: Target, you: int, source_id: int | None,
                   colors: frozenset[str] = frozenset(), exclude: Iterable[Any] = ()) -> list[Option]:
    st = game.state
    excl = set(exclude)
    opts = []
    zone = st.stack if req.filter.zone == "stack" else st.battlefield
    if req.filter.zone == "graveyard":
        zone = [o for p in st.players for o in st.zone("graveyard", p.index)]
    for oid in zone:
        if oid not in excl and not (oid == source_id and zone is st.stack) and target_ok(game, oid, req, you, source_id, colors):
            opts.append(Option(oid, game.name(oid)))
    for p in st.players:
        ref = f"p{p.index}"
        if ref not in excl and target_ok(game, ref, req, you, source_id, colors):
            opts.append(Option(ref, p.name))
    return opts


def can_enchant(game: Game, aura: Characteristics, controller: int, host: int, source: int | None = None) -> bool:
    """Could an Aura with these characteristics, controlled by ``controller``, enchant the
    permanent ``host``: its enchant ability allows it (303.4a), ``host`` has no protection
    from it (702.16c) and can be enchanted?"""
    enchant = next((a for a in aura.abilities if isinstance(a, Keyword) and a.name == "enchant"), None)
    if enchant is None:
        return True
    return matches(game, Filter.parse(enchant.arg), host, controller, source) and not protected_from(game, host, aura.colors, aura.card_types) \
        and not restricted(game, "cant_be_enchanted", host)
