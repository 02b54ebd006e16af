"""Continuous effects and the layer system (611-613).

Characteristics are computed, never stored: an object starts from its printed values (or
what its token-creating effect stated), layer 1 applies its copy effects (707), and layers
2-7 apply continuous effects in timestamp order. Non-copy effects live only in layers 2-7,
so a copy can never pick them up.

A static or animation effect is a table of operations; each operation belongs to a layer:

=====================  =====  =========================================================
operation              layer  meaning
=====================  =====  =========================================================
control                2      "you": the effect's controller controls the object
set_card_types         4      card types become exactly these
add_card_types         4      card types added
add_subtypes           4      subtypes added
set_land_subtypes      4      land subtypes become these; rules-text abilities lost (305.7)
all_creature_types     4      has every creature type
remove_supertypes      4      supertypes removed
set_colors             5      colors become exactly these ([] for colorless)
add_abilities          6      abilities added (texts or ability tables)
remove_abilities       6      loses all abilities
cda_pt                 7a     power/toughness defined by amounts (604.3)
cda_plus               7a     [p, t] added to cda_pt's amounts ("that number plus 1")
set_pt                 7b     power/toughness become [p, t]
pt_equal_mv            7b     power and toughness each equal its mana value
modify_pt              7c     +p/+t (numbers or amounts, counted as the layers apply)
modify_pt_per          7c     { pt = [p, t], count = "filter" }: +p/+t for each match
=====================  =====  =========================================================

Other keys (rule modifications, not layers): ``cant_attack``, ``cant_block``,
``cost_more`` (generic mana added to spells matching ``spells``), ``spend_as_any_color``
(``"players"`` or ``"you"``: mana may be spent as though it were mana of any color, 609.4b).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field, replace
from itertools import repeat
from operator import attrgetter, is_not
from typing import TYPE_CHECKING, Any

from sandbox.cards.filters import Filter
from sandbox.cards.model import Ability, CardDef, Characteristics, Keyword, Static
from sandbox.cards.parse import parse_ability
from sandbox.cards.qualifiers import Subject, View
from sandbox.cards.typeline import ALL_CREATURE_TYPES, BASIC_LAND_MANA, LAND_SUBTYPES, fitting_subtypes, subtype_fits
from sandbox.cards.vocabulary import LAYER_OF, LAYER_RULE, LAYERS
from sandbox.core import amounts, conditions, soulbond
from sandbox.core.keyword_abilities import with_changeling
from sandbox.core.state import PHASE_OF
from sandbox.errors import InvalidActionError
from sandbox.symbols import mana_value

if TYPE_CHECKING:
    from sandbox.core.game import Game
    from sandbox.core.state import Obj

@dataclass
class Step:
    """One line of an explanation: which layer, what changed, from which source, which rule."""

    layer: str
    text: str
    source: str = ""
    rule: str = ""

    def __str__(self) -> str:
        src = f" [{self.source}]" if self.source else ""
        return f"layer {self.layer}: {self.text}{src} ({self.rule})"


@dataclass
class Computed:
    """An object's current characteristics and controller, with their derivation."""

    chars: Characteristics
    controller: int
    steps: list[Step] = field(default_factory=list)
    lost_rules_text: bool = False


@dataclass
class _Effect:
    op: dict[str, Any]
    source_id: int | None
    source_name: str
    controller: int
    timestamp: int
    affected: tuple[int, ...] | None
    rule: str


def copiable_values(game: Game, obj: Obj) -> tuple[Characteristics, list[Step]]:
    """Layer 1: printed values of the face that's up (or stated token values), then copy
    effects (707.2, 613.2), then face-down values (layer 1b, 708.2); a bestowed spell or Aura is
    an Aura enchantment with enchant creature, not a creature (702.103b)."""
    base, steps = _copiable_values(game, obj)
    if obj.chosen and obj.chosen.get(BESTOWED) and not obj.face_down and is_bestowed(game, obj):
        return bestowed_values(base), [*steps, BESTOWED_STEP]
    return base, steps


PAIRED_PAIR = "paired"
"""A static effect's ``affects``: this creature and the creature it's paired with (702.95a)."""
BESTOWED = "bestowed"
"""``Obj.chosen`` key: the spell was cast for its bestow cost (702.103a), and the permanent it
became hasn't become unattached since (702.103f)."""
BESTOWED_STEP = Step("1", "bestowed: an Aura enchantment with enchant creature, not a creature", rule="702.103b")
_ENCHANT_CREATURE = Keyword(text="Enchant creature", name="enchant", arg="creature")


def is_bestowed(game: Game, obj: Obj) -> bool:
    """A spell cast bestowed, or the Aura it became while attached to an object on the
    battlefield: once unattached it is no longer bestowed (702.103a, 702.103f)."""
    if not obj.chosen.get(BESTOWED):
        return False
    if obj.zone != "battlefield":
        return True
    host = obj.attached_to
    st = game.state
    return host is not None and host in st.objects and st.objects[host].zone == "battlefield"


def bestowed_values(c: Characteristics) -> Characteristics:
    """702.103b: a bestowed spell or permanent is an Aura enchantment with enchant creature; it
    isn't a creature, and has no creature subtypes (205.3d) nor power and toughness (208.3)."""
    return replace(c, card_types=tuple(t for t in c.card_types if t != "Creature"),
                   subtypes=(*fitting_subtypes(c.subtypes, ("Enchantment",)), "Aura"), power=None, toughness=None,
                   abilities=(*c.abilities, _ENCHANT_CREATURE))


def _copiable_values(game: Game, obj: Obj) -> tuple[Characteristics, list[Step]]:
    definition = game.db.get(obj.card) if obj.card and obj.token_chars is None else None
    base = obj.token_chars if obj.token_chars is not None else (
        printed_face(definition, obj.transformed, split_halves(obj)) if definition is not None
        else Characteristics(name="(nothing)"))
    if obj.card and obj.token_chars is None and not obj.copies and not obj.face_down:
        changed = with_changeling(base)  # 702.73a, 604.3: a characteristic-defining ability, in every zone
        steps = [Step("base", f"printed values of the face that's up, {base.name}", rule="712.8a, 712.8d-f, 712.12")
                 if definition is not None and definition.modal
                 else Step("base", f"printed values of its flipped half, {base.name} (its mana cost and color stay)",
                           rule="710.1b-c, 710.2")
                 if definition is not None and definition.flipped is not None and obj.face
                 else Step("base", f"printed values of its back face, {base.name}", rule="712.8d, 707.8") if obj.transformed
                 else Step("base", f"printed values of the Adventure being cast, {base.name}", rule="715.3b")
                 if split_halves(obj) == (1,) and definition is not None and definition.adventurer
                 else _printed_step(base.name) if definition is not None and definition.adventurer
                 else Step("base", f"printed values of the half being cast, {base.name}", rule="709.3b, 702.102b")
                 if split_halves(obj) else
                 Step("base", f"printed values of both halves of {base.name}, combined", rule="709.4")
                 if definition is not None and definition.halves and not definition.adventurer
                 else _printed_step(base.name)]
        return changed, steps + [CHANGELING_STEP] if changed is not base else steps
    base = with_changeling(base)
    if obj.token_chars is None and not obj.card:
        steps = [Step("base", "a token whose values all come from its copy effect", rule="111.3, 707.2")]
    else:
        steps = [Step("base", f"printed values of {base.name}" if obj.token_chars is None
                      else f"values stated by the effect that created the token ({base.name})", rule="707.2, 111.3" if obj.token_chars else "707.2")]
    for c in obj.copies:
        base = with_changeling(c.faces[int(obj.transformed)] if c.faces else c.values)
        via = f" (via {' -> '.join(c.chain)})" if c.chain else ""
        exc = f", exceptions: {c.exceptions.text}" if c.exceptions.text else ""
        until = " until end of turn" if getattr(c, "until", "permanent") == "end_of_turn" else ""
        steps.append(Step("1", f"copy of {c.original}{via}{exc}{until}", rule=c.rule))
    if obj.face_down == FORETOLD:
        base = EXILED_FACE_DOWN
        steps.append(Step("1b", "exiled face down (foretold): no name, types, text or mana cost; only its owner may "
                          "look at it", rule="406.3, 702.143a"))
    elif obj.face_down:
        base = FACE_DOWN
        steps.append(Step("1b", f"face down ({obj.face_down}): a 2/2 creature with no name, text, subtypes or mana cost",
                          rule="708.2, 613.2b"))
    return base, steps


CHANGELING_STEP = Step("4", "changeling: is every creature type", rule="702.73a, 604.3")

FACE_DOWN = Characteristics(name="", card_types=("Creature",), power=2, toughness=2)
"""The characteristics of a face-down permanent (708.2a): a nameless 2/2 creature with no
text, no subtypes and no mana cost."""


FORETOLD = "foretold"
"""``Obj.face_down`` of a card exiled face down with foretell (702.143a)."""

EXILED_FACE_DOWN = Characteristics(name="")
"""A card exiled face down: not a face-down spell or permanent (708.2), so none of their 2/2
values; nothing to read but that it's a card (406.3: only its owner may look at it)."""


def nameless(obj: Obj) -> str:
    """What to call an object with no name (708.2a, 707.2): "face-down creature" while face
    down, else (a copy of a face-down permanent) "nameless creature"."""
    if obj.face_down == FORETOLD:
        return "face-down card"
    return "face-down creature" if obj.face_down else "nameless creature"


def printed_face(definition: CardDef, transformed: bool, halves: tuple[int, ...] = ()) -> Characteristics:
    """The printed characteristics of the face that's up (712.8d): the back face of a
    transformed double-faced card, else the front. A split card's spell (``halves``: those being
    cast) has only its half's (709.3b); a fused one both halves' combined, one mana value
    (702.102b); in every other zone the card is both halves combined (709.4)."""
    if len(halves) == 1 and definition.halves:
        return definition.halves[halves[0]].chars
    if halves == (1,) and definition.flipped is not None:
        return definition.flipped  # 710.2: a flipped permanent's flipped half (its mana cost and colors, 710.1c)
    return definition.back if transformed and definition.back is not None else definition.chars


def split_halves(obj: Obj) -> tuple[int, ...]:
    """The halves of a split card cast as the spell ``obj`` (709.3; both when fused, 702.102a),
    while it's on the stack; () anywhere else, or for any other object. A copy of the spell
    has the same halves (707.10, 709.3c). A modal double-faced permanent (or one entering) with
    its back face up, or a flipped flip permanent: (1,), that face (712.8d-f, 712.12; 710.2)."""
    if obj.zone == "stack":
        return tuple(obj.chosen.get("halves", ()))
    return (1,) if obj.face == 1 and obj.zone in ("battlefield", "entering") else ()


@functools.lru_cache(maxsize=4096)
def _printed_step(name: str) -> Step:
    return Step("base", f"printed values of {name}", rule="707.2")


def gather_effects(game: Game, base: dict[int, Characteristics]) -> list[_Effect]:
    """All continuous effects in play: static abilities of permanents, then resolved effects."""
    st = game.state
    effects: list[_Effect] = []
    for oid in st.battlefield:
        obj = st.objects[oid]
        for ab in base[oid].abilities:
            if isinstance(ab, Static):
                for op in ab.effects:
                    if not level_applies(op, obj):
                        continue
                    if "condition" in op:
                        # 611.3a: an "as long as" can turn on or off with any change (life,
                        # hand, turn, tapping), so every change recomputes from now on.
                        game.status_sensitive = True
                    effects.append(_Effect(op, oid, f"{base[oid].name} #{oid}", obj.controller,
                                           obj.timestamp, None, "611.3a, 604.2" if "condition" in op else "611.3, 604.2"))
    for obj in emblems(game):  # 114.4: an emblem's static abilities work from the command zone
        assert obj.token_chars is not None, "an emblem has the abilities it was created with"
        for ab in obj.token_chars.abilities:
            if isinstance(ab, Static):
                for op in ab.effects:
                    if "condition" in op:
                        game.status_sensitive = True
                    effects.append(_Effect(op, obj.id, f"an emblem #{obj.id}", obj.controller, obj.timestamp, None,
                                           "114.4, 611.3"))
    for e in st.effects:
        effects.append(_Effect(e.op, None, e.source, e.controller, e.timestamp, e.affected, e.rule))
    effects.sort(key=lambda e: e.timestamp)
    return effects


def emblems(game: Game) -> list[Obj]:
    """The emblems in the command zone (114.1), in the order they were created."""
    st = game.state
    return [st.objects[o] for o in st.zone("command") if st.objects[o].kind == "emblem"]


def cda_pt_anywhere(game: Game, obj: Obj, comp: Computed) -> None:
    """604.3: a characteristic-defining ability functions in every zone: the power and toughness
    of a card in a hand, library, graveyard, exile or on the stack are what its CDA counts (a
    Tarmogoyf in a graveyard counts itself, with its printed values while it is being counted)."""
    if obj.id in game._cda_busy:
        return
    for ab in comp.chars.abilities:
        if not isinstance(ab, Static):
            continue
        for op in ab.effects:
            if "cda_pt" not in op or "condition" in op or "level" in op or "class_level" in op:
                continue
            game._cda_busy.add(obj.id)
            try:
                view = game._computing if game._layering else None
                p, t = (amounts.evaluate(game, a, obj.controller, obj.id, view=view) + plus
                        for a, plus in zip(op["cda_pt"], op.get("cda_plus", (0, 0)), strict=True))
            finally:
                game._cda_busy.discard(obj.id)
            comp.chars = replace(comp.chars, power=p, toughness=t)
            comp.steps.append(Step("7a", f"power/toughness defined as {p}/{t} in the {obj.zone}", rule="604.3"))


def level_applies(op: dict[str, Any], obj: Obj) -> bool:
    """711.2: a leveler's striation applies only while its number of level counters is in the
    striation's range (a copy has no level counters, 707.2); a Class's level section only while
    its level is at least the section's (716; a Class is level 1 until a level ability resolves,
    and a new object, a copy too, starts at level 1); any other effect always applies."""
    if "class_level" in op:
        return int(obj.chosen.get("class_level", 1)) >= op["class_level"]
    if "level" not in op:
        return True
    low, high = op["level"]
    n = obj.counters.get("level", 0)
    return low <= n and (high is None or n <= high)


def compute_all(game: Game) -> dict[int, Computed]:
    """Characteristics of every permanent, layer by layer (613.1)."""
    st = game.state
    entered = game._entered
    printed = None if st.effects or emblems(game) else (
        entered is not None and entered[0] == st.chars_version and _extended(game, entered[1], entered[2])
        or _printed_only(game))
    if printed is not None:
        game._computing = printed
        return printed
    out: dict[int, Computed] = {}
    game._computing = out
    base: dict[int, Characteristics] = {}
    for oid in st.battlefield:
        obj = st.objects[oid]
        chars, steps = copiable_values(game, obj)
        base[oid] = chars
        out[oid] = Computed(chars, obj.controller, steps)
    effects = gather_effects(game, base)
    if not effects and not any(st.objects[o].counters for o in st.battlefield):
        for comp in out.values():
            _finish_unaffected(comp)
        return out
    dead_sources: set[int] = set()
    locked: dict[int, list[int]] = {}
    """613.6: the objects an effect affects are fixed when it begins to apply in its first layer."""
    for layer in LAYERS:
        layer_effects = [e for e in effects if _in_layer(e.op, layer)]
        if layer == "4":
            # 305.7 effects first: other effects from the lands they strip depend on them (613.8).
            layer_effects.sort(key=lambda e: "set_land_subtypes" not in e.op)
        if layer == "6":
            for comp in out.values():
                add_intrinsic_abilities(comp)
        for e in layer_effects:
            if e.source_id is not None and e.source_id in dead_sources:
                continue
            if id(e) not in locked:
                locked[id(e)] = _affected(game, e, out) if _condition_holds(game, e, layer, out) else []
            for oid in locked[id(e)]:
                _apply(game, e, layer, oid, out[oid], dead_sources)
        if layer == "4":
            for comp in out.values():
                drop_unfit_subtypes(comp)
        if layer == "6":
            for comp in out.values():
                granted_changeling(comp)
        if layer == "7c":
            for oid, comp in out.items():
                _counters_pt(st.objects[oid], comp)
    for comp in out.values():
        drop_pt_of_noncreature(comp)
    return out


def _printed_only(game: Game) -> dict[int, Computed] | None:
    """Every permanent's characteristics when each is exactly its printed card, without
    counters or attachments, and none has a static ability (no continuous effect can apply): then a
    permanent's result depends only on its card and controller, so each (card, controller)
    is computed once and shared, making a change cost the same on any size of board.
    None when some permanent doesn't qualify (the full layer computation applies)."""
    st = game.state
    objects = list(map(st.objects.__getitem__, st.battlefield))  # (builtins: no Python loop per permanent)
    if not all(map(_CARD, objects)) or any(map(_TOKEN_CHARS, objects)) or any(map(_COPIES, objects)) \
            or any(map(_COUNTERS, objects)) or any(map(is_not, map(_ATTACHED, objects), repeat(None))) \
            or any(map(_TRANSFORMED, objects)) or any(map(_FACE_DOWN, objects)) or any(map(_FACE, objects)):
        return None
    cards, controllers = list(map(_CARD, objects)), list(map(_CONTROLLER, objects))
    known: dict[int, dict[str, Computed]] = {}
    for (card, controller), obj in dict(zip(zip(cards, controllers, strict=True), objects, strict=True)).items():
        comp = _printed_result(game, obj)  # (once per card and controller)
        if comp is None:
            return None
        known.setdefault(controller, {})[card] = comp
    # known[controller][card] for each permanent, without a tuple per permanent (the collector would count them)
    out = dict(zip(st.battlefield, map(dict.__getitem__, map(known.__getitem__, controllers), cards), strict=True))
    _remember_printed(out, known)
    return out


def _extended(game: Game, base: dict[int, Computed], oid: int) -> dict[int, Computed] | None:
    """The printed-values result when the only change since ``base`` (the board's result just
    before) is permanent ``oid`` put last on the battlefield (``Game.touch(entered=...)``):
    ``base`` with its entry, if ``base`` was itself a printed-values result and ``oid`` is a
    printed card too; a copy of ``base``, kept as it was for undo. None otherwise."""
    st = game.state
    last_result, known = _LAST_PRINTED
    if last_result is not base or len(st.battlefield) != len(base) + 1 or st.battlefield[-1] != oid:
        return None
    obj = st.objects[oid]
    if obj.card is None or obj.token_chars is not None or obj.copies or obj.counters or obj.attached_to is not None \
            or obj.transformed or obj.face_down or obj.face:
        return None
    comp = _printed_result(game, obj)
    if comp is None:
        return None
    if known.get(obj.controller, {}).get(obj.card) is not comp:
        known = {**known, obj.controller: {**known.get(obj.controller, {}), obj.card: comp}}
    out = dict(base)
    out[oid] = comp
    _remember_printed(out, known)
    global _LAST_EXTENSION
    _LAST_EXTENSION = (out, base)
    return out


def extends(computed: dict[int, Computed], base: dict[int, Computed]) -> bool:
    """Was ``computed`` made from ``base`` by ``_extended`` (one permanent put last on the
    battlefield, nothing else changed)? Known for the last extension made."""
    last = _LAST_EXTENSION
    return last[0] is computed and last[1] is base


_LAST_EXTENSION: tuple[dict[int, Computed], dict[int, Computed]] = ({}, {})


def _remember_printed(out: dict[int, Computed], known: dict[int, dict[str, Computed]]) -> None:
    """Keep the last printed-values result (``_extended`` extends it) and its distinct results."""
    global _LAST_PRINTED, _LAST_DISTINCT
    _LAST_PRINTED = (out, known)
    _LAST_DISTINCT = (out, {id(c): c for by_card in known.values() for c in by_card.values()})


_LAST_PRINTED: tuple[dict[int, Computed], dict[int, dict[str, Computed]]] = ({}, {})
"""The last printed-values result and its results by controller and card."""


def distinct(computed: dict[int, Computed]) -> dict[int, Computed]:
    """The distinct layer results (by identity) among those of a board's permanents: a board
    of printed cards shares one per card and controller. Kept for the last board computed or
    asked about (the events and state-based actions of an action ask about the same one)."""
    global _LAST_DISTINCT
    last = _LAST_DISTINCT
    if last[0] is computed:
        return last[1]
    values = list(computed.values())
    found = dict(zip(map(id, values), values, strict=True))
    _LAST_DISTINCT = (computed, found)
    return found


_LAST_DISTINCT: tuple[dict[int, Computed], dict[int, Computed]] = ({}, {})
"""A board's layer results (the very dict) and its distinct results (see ``distinct``)."""


_TRANSFORMED, _FACE_DOWN, _FACE = attrgetter("transformed"), attrgetter("face_down"), attrgetter("face")
_CARD, _TOKEN_CHARS, _COPIES, _COUNTERS, _CONTROLLER, _ATTACHED = (attrgetter(a) for a in (
    "card", "token_chars", "copies", "counters", "controller", "attached_to"))


def printed_board(computed: dict[int, Computed]) -> bool:
    """Is this the board's printed-values result (no permanent has counters, copy effects or
    an attachment, none has a static ability)? Known for the last one computed."""
    return _LAST_PRINTED[0] is computed


def _printed_result(game: Game, obj: Obj) -> Computed | None:
    """The finished characteristics of a permanent that is exactly its printed card (None if
    that card has a static ability); remembered per card definition and controller."""
    definition = game.db.get(obj.card or "")
    key = (id(definition), obj.controller)
    hit = _PRINTED.get(key)
    if hit is not None and hit[0] is definition:
        return hit[1]
    chars, steps = copiable_values(game, obj)
    comp: Computed | None = None
    if not any(isinstance(ab, Static) for ab in chars.abilities):
        comp = Computed(chars, obj.controller, steps)
        _finish_unaffected(comp)
    if len(_PRINTED) > 10_000:
        _PRINTED.clear()
    _PRINTED[key] = (definition, comp)
    return comp


def _finish_unaffected(comp: Computed) -> None:
    """The layer steps that still apply to a permanent no continuous effect or counter
    affects: basic land types' mana abilities (305.6), then subtypes and P/T its card types don't allow."""
    add_intrinsic_abilities(comp)
    drop_unfit_subtypes(comp)
    drop_pt_of_noncreature(comp)


_PRINTED: dict[tuple[int, int], tuple[CardDef, Computed | None]] = {}
"""Card definition (by identity, kept alive by the entry) and controller -> its printed
permanent's finished characteristics (shared, never changed after they're made)."""


def drop_unfit_subtypes(comp: Computed) -> None:
    """205.3d: an object can't have a subtype that doesn't correspond to one of its card types
    (an artifact copy of a creature has no creature types; a Kindred keeps them)."""
    c = comp.chars
    kept = fitting_subtypes(c.subtypes, c.card_types)
    if kept != c.subtypes:
        gone = [s for s in c.subtypes if s not in kept]
        comp.chars = replace(c, subtypes=kept)
        comp.steps.append(Step("4", f"has no {' '.join(gone)}: no card type of it has such subtypes", rule="205.3d"))


def granted_changeling(comp: Computed) -> None:
    """Changeling gained from an effect ("creatures you control have changeling"): its layer-4
    effect depends on the layer-6 effect that grants it (613.8), so it applies once that has."""
    c = comp.chars
    if c.has_keyword("changeling"):
        changed = with_changeling(c)
        if changed is not c and subtype_fits(ALL_CREATURE_TYPES, c.card_types):
            comp.chars = changed
            comp.steps.append(Step("4", "changeling (gained): is every creature type", rule="702.73a, 613.8"))


def drop_pt_of_noncreature(comp: Computed) -> None:
    """208.3: a noncreature permanent has no power or toughness, even if printed (a Vehicle)."""
    c = comp.chars
    if "Creature" not in c.card_types and (c.power is not None or c.toughness is not None):
        comp.chars = replace(c, power=None, toughness=None)
        comp.steps.append(Step("7", "has no power or toughness: it isn't a creature", rule="208.3"))


def _condition_holds(game: Game, e: _Effect, layer: str, out: dict[int, Computed]) -> bool:
    """611.3a: an "as long as" static applies only while its condition holds, checked as the
    effect begins to apply (its first layer, seeing the layers applied so far). When it
    doesn't, the objects it would affect say so."""
    condition = e.op.get("condition")
    if condition is None or e.source_id is None:
        return True
    you = out[e.source_id].controller if e.source_id in out else e.controller
    if conditions.condition_holds(game, condition, you, e.source_id, {}, view=out):
        return True
    for oid in _affected(game, e, out):
        out[oid].steps.append(Step(layer, f"as long as {condition}: not now, so it doesn't apply", e.source_name, "611.3a"))
    return False


def _in_layer(op: dict[str, Any], layer: str) -> bool:
    return any(LAYER_OF.get(k) == layer for k in op)


def _affected(game: Game, e: _Effect, out: dict[int, Computed]) -> list[int]:
    if e.affected is not None:
        return [o for o in e.affected if o in out]
    affects = e.op.get("affects", "self")
    if affects == "self":
        return [e.source_id] if e.source_id in out else []
    if affects in ("enchanted", "equipped"):
        host = game.state.objects[e.source_id].attached_to if e.source_id is not None else None
        return [host] if host in out else []
    if affects == PAIRED_PAIR:
        # "As long as ~ is paired with another creature, both creatures ..." (702.95a): this
        # creature and the one it's paired with, while the pairing holds (702.95e)
        other = soulbond.partner(game, e.source_id, out)
        return [e.source_id, other] if other is not None and e.source_id is not None else []
    filt = Filter.parse(affects)
    v = view(game, e.controller, e.source_id)
    return [oid for oid, comp in out.items() if matches(game, filt, oid, e.controller, e.source_id, comp, v)]


def _apply(game: Game, e: _Effect, layer: str, oid: int, comp: Computed, dead: set[int]) -> None:
    c = comp.chars
    op = e.op
    did: list[str] = []
    if layer == "2" and "control" in op:
        comp.controller = e.controller
        did.append(f"controlled by {game.state.players[e.controller].name}")
    if layer == "4":
        types, subs, supers = list(c.card_types), list(c.subtypes), list(c.supertypes)
        abilities = c.abilities
        if "set_card_types" in op:
            types = list(op["set_card_types"])
            did.append(f"card types become {' '.join(types)}")
        for t in op.get("add_card_types", ()):
            if t not in types:
                types.append(t)
        if op.get("add_card_types"):
            did.append(f"is {' '.join(op['add_card_types'])} in addition")
        for s in op.get("add_subtypes", ()):
            if s not in subs:
                subs.append(s)
        if op.get("add_subtypes"):
            did.append(f"is {' '.join(op['add_subtypes'])} in addition")
        if "set_land_subtypes" in op:
            subs = [s for s in subs if s not in LAND_SUBTYPES] + list(op["set_land_subtypes"])
            abilities = ()
            comp.lost_rules_text = True
            dead.add(oid)
            did.append(f"land types become {' '.join(op['set_land_subtypes'])}; loses its rules-text abilities (305.7)")
        if op.get("add_chosen_type"):
            # 607.2d: the type chosen as its source entered; none chosen, nothing added (607.5a).
            chosen = game.state.objects[e.source_id].chosen.get("type") if e.source_id is not None else None
            if isinstance(chosen, str) and chosen not in subs:
                subs.append(chosen)
            did.append(f"is the chosen type ({chosen or 'none chosen'}) in addition")
        if op.get("all_creature_types"):
            if "All creature types" not in subs:
                subs.append("All creature types")
            did.append("has all creature types")
        for s in op.get("remove_supertypes", ()):
            if s in supers:
                supers.remove(s)
                did.append(f"isn't {s}")
        comp.chars = replace(c, card_types=tuple(types), subtypes=tuple(subs), supertypes=tuple(supers),
                             abilities=abilities)
    elif layer == "5" and "set_colors" in op:
        comp.chars = replace(c, colors=frozenset(op["set_colors"]))
        did.append("colors become " + (" ".join(op["set_colors"]) or "colorless"))
    elif layer == "6":
        if op.get("remove_abilities"):
            comp.chars = c = replace(c, abilities=())
            dead.add(oid)
            did.append("loses all abilities")
        if op.get("add_abilities"):
            comp.chars = replace(c, abilities=c.abilities + tuple(op["add_abilities"]))
            did.append("gains " + "; ".join(a.text or a.kind for a in op["add_abilities"]))
    elif layer == "7a" and "cda_pt" in op:
        p, t = (amounts.evaluate(game, a, e.controller, e.source_id, view=game._computing) + plus
                for a, plus in zip(op["cda_pt"], op.get("cda_plus", (0, 0)), strict=True))
        comp.chars = replace(c, power=p, toughness=t)
        did.append(f"power/toughness defined as {op['cda_pt'][0]}/{op['cda_pt'][1]}: {p}/{t}")
    elif layer == "7b":
        if "set_pt" in op:
            p, t = op["set_pt"]
            comp.chars = replace(c, power=p, toughness=t)
            did.append(f"base power/toughness {p}/{t}")
        if op.get("pt_equal_mv"):
            mv = mana_value_of(c, game.state.objects[oid])
            comp.chars = replace(c, power=mv, toughness=mv)
            did.append(f"power/toughness equal to mana value: {mv}/{mv}")
    elif layer == "7c":
        dp = dt = 0
        if "modify_pt" in op:
            dp, dt = (amounts.evaluate(game, a, e.controller, e.source_id, view=game._computing) for a in op["modify_pt"])
        if "modify_pt_per" in op:
            per = op["modify_pt_per"]
            filt = Filter.parse(per["count"], counted=True)
            v = view(game, e.controller, e.source_id)
            if filt.zone in ("graveyard", "hand"):  # cards in graveyards or hands (404.1, 402.1)
                n = sum(1 for p in range(len(game.state.players)) for o in game.state.zone(filt.zone, p)
                        if matches(game, filt, o, e.controller, e.source_id, v=v))
            else:
                n = sum(1 for o, cc in game._computing.items() if matches(game, filt, o, e.controller, e.source_id, cc, v))
            dp, dt = dp + per["pt"][0] * n, dt + per["pt"][1] * n
        if c.power is not None and c.toughness is not None:
            comp.chars = replace(c, power=c.power + dp, toughness=c.toughness + dt)
            did.append(f"{dp:+d}/{dt:+d}")
    if did:
        when = f" (as long as {op['condition']})" if "condition" in op else ""
        comp.steps.append(Step(layer, "; ".join(did) + when, e.source_name, f"{LAYER_RULE[layer]}, {e.rule}"))


def mana_value_of(c: Characteristics, obj: Obj) -> int:
    """An object's mana value (202.3): X is its chosen value only while it's on the stack,
    and 0 everywhere else (107.3m, 202.3e), even for a permanent cast with X = 3."""
    return mana_value(c.value_cost, (obj.x or 0) if obj.zone == "stack" else 0)


def add_intrinsic_abilities(comp: Computed) -> None:
    """A land with a basic land type has that type's mana ability (305.6)."""
    c = comp.chars
    if "Land" not in c.card_types:
        return
    known = _WITH_INTRINSIC.get(id(c))
    if known is not None and known[0] is c:  # the same printed values (every Forest): reuse
        comp.chars = known[1]
        return
    extra = tuple(_INTRINSIC[s] for s in c.subtypes if s in BASIC_LAND_MANA)
    if extra:
        comp.chars = replace(c, abilities=extra + c.abilities)
    if len(_WITH_INTRINSIC) > 10_000:
        _WITH_INTRINSIC.clear()
    _WITH_INTRINSIC[id(c)] = (c, comp.chars)


_WITH_INTRINSIC: dict[int, tuple[Characteristics, Characteristics]] = {}
"""Characteristics (immutable) by identity -> with their intrinsic mana abilities: a board of
many lands computes each printed card's once, not once per land per change."""


def _make_intrinsic() -> dict[str, Ability]:
    return {s: replace(parse_ability(f"{{T}}: Add {{{m}}}."), text=f"{{T}}: Add {{{m}}}. ({s}, 305.6)")
            for s, m in BASIC_LAND_MANA.items()}


_INTRINSIC = _make_intrinsic()


def _counters_pt(obj: Obj, comp: Computed) -> None:
    """+1/+1 and -1/-1 counters apply in layer 7c (613.4c)."""
    c = comp.chars
    if c.power is None or c.toughness is None:
        return
    dp = dt = 0
    for kind, n in obj.counters.items():
        if n and "/" in kind:
            try:
                p, t = kind.split("/")
                dp, dt = dp + int(p) * n, dt + int(t) * n
            except ValueError:
                continue
    if dp or dt:
        comp.chars = replace(c, power=c.power + dp, toughness=c.toughness + dt)
        comp.steps.append(Step("7c", f"counters {dp:+d}/{dt:+d}", rule="613.4c, 122.1a"))


def subject(game: Game, oid: int, comp: Computed | None = None) -> Subject | None:
    """An object as filters see it: current characteristics (``comp`` while the layers are
    being computed) and status; last known information for an object that left (608.2h)."""
    st = game.state
    obj = st.objects.get(oid)
    if obj is not None:
        comp = comp or game.computed(oid)
        return Subject(comp.chars, comp.controller, obj.owner, oid, obj.tapped, obj.attacking is not None,
                       obj.blocking is not None, obj.kind == "token", obj.counters,
                       (obj.x or 0) if obj.zone == "stack" else 0, bool(obj.face_down), obj.attached_to, obj.blocking,
                       obj.zone == "stack" and bool(obj.chosen.get("kicked")))
    lk = st.lki.get(oid)
    if lk is None:
        return None
    return Subject(lk.chars, lk.controller, lk.owner, oid, lk.tapped, lk.attacking, lk.blocking, lk.token, lk.counters,
                   lk.x, attached_to=lk.attached_to)


def view(game: Game, you: int, source_id: int | None) -> View:
    """A filter read by ``you`` for ``source_id``: its X and its chosen color."""
    st = game.state
    src = st.objects.get(source_id) if source_id is not None else None
    damage = frozenset((s, t) for turn, s, t in st.damage_dealt if turn == st.turn)  # 120.3: this turn's
    # 506.2: in a two-player game the nonactive player is the defending player during the combat phase
    defending = 1 - st.active if len(st.players) == 2 and PHASE_OF.get(st.step) == "combat" else None
    if src is None:
        lk = st.lki.get(source_id) if source_id is not None else None
        return View(you, source_id, source_name=lk.chars.name if lk is not None else "", defending=defending, damage=damage)
    color = src.chosen.get("color")
    kind = src.chosen.get("type")
    damaged = frozenset(p for turn, s, p in st.combat_damage if turn == st.turn and s == source_id)
    comp = game._computing.get(src.id) if game._layering else None  # (the layers being computed)
    name = "" if src.face_down else (comp.chars.name if comp is not None else game.chars(src.id).name)
    return View(you, source_id, src.x, color if isinstance(color, str) else None,
                kind if isinstance(kind, str) else None, damaged, source_name=name, source_blocking=src.blocking,
                defending=defending, damage=damage)


def matches(game: Game, filt: Filter, oid: int, you: int, source_id: int | None = None,
            comp: Computed | None = None, v: View | None = None) -> bool:
    """Does object ``oid`` match ``filt`` read by ``you`` for ``source_id``? The one way an
    object is tested against a filter (``comp``, ``v``: already known, when testing many)."""
    if filt.uses_status:
        # Tapping or attacking changes what this filter matches: from now on such changes
        # count as characteristic changes for the caches (Game.touch).
        game.status_sensitive = True
    s = subject(game, oid, comp)
    if s is None:
        return False
    v = v or view(game, you, source_id)
    if filt.uses_source_power:
        if comp is not None:
            raise InvalidActionError(f"filter {filt}: a continuous effect comparing with its source's power (613.8 "
                                     "dependency) is not supported")
        v = replace(v, source_power=_source_power(game, source_id))
    return filt.test(s, v)


def _source_power(game: Game, source_id: int | None) -> int | None:
    """The source's power on the battlefield, or as it last existed there (608.2h)."""
    if source_id is None:
        return None
    obj = game.state.objects.get(source_id)
    if obj is not None:
        return game.chars(source_id).power if obj.zone == "battlefield" else None
    lk = game.state.lki.get(source_id)
    return lk.chars.power if lk is not None else None


def chars_match(filt: Filter, chars: Characteristics, controller: int, you: int, x: int = 0) -> bool:
    """Do the characteristics of a spell being cast (or paid for) match ``filt``? ``x``: the
    value of its X, chosen as it's cast (202.3e)."""
    return filt.test(Subject(chars, controller, controller, x=x), View(you))
