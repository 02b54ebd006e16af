"""Reading cards from their data form: ability tables and texts, type lines, ``[[card]]`` tables.

A card file holds ``[[card]]`` tables (see docs/CARDS.md for the full schema). Nothing in
a card file is evaluated as code: abilities are built from a small vocabulary of engine
primitives (``sandbox.cards.vocabulary``), and simple abilities may be written as their
text (``"{T}: Add {G}."``).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from sandbox.cards import keyword_texts, vocabulary
from sandbox.cards.bounds import MAX_AMOUNT
from sandbox.cards.model import (
    ACTIVATION_TIMINGS,
    ANY_NUMBER,
    CARD_TYPES,
    MANA_RIDERS,
    SUPERTYPES,
    Ability,
    Activated,
    Amount,
    AmountKind,
    CardDef,
    Characteristics,
    Condition,
    CopyExceptions,
    Cost,
    EntersAsCopy,
    Filter,
    Keyword,
    ManaAbility,
    Mode,
    OpeningHand,
    Produce,
    Replacement,
    Static,
    Target,
    Triggered,
    filter_of,
    parse_color,
)
from sandbox.cards.tables import (
    ABILITY_TABLES,
    CardTable,
    ClassLevelTable,
    ExceptionsTable,
    LevelTable,
    ModeTable,
    TargetTable,
    odd_digit,
    shaped,
)
from sandbox.errors import InvalidActionError
from sandbox.symbols import add_generic, colors_of_cost, parse_cost


def parse_type_line(line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Split "Legendary Creature — Goblin Shaman" into (supertypes, card types, subtypes).
    The dash is the em dash printed cards use (205.1a); a type line without a card type, with a
    second dash, a dash with nothing after it, or a subtype twice is refused."""
    if line.count("—") > 1:
        raise InvalidActionError(f"type line {line!r} has more than one — (one separates the types from the subtypes)")
    if re.search(r"(^|\s)-+(\s|$)", line):
        raise InvalidActionError(f"type line {line!r}: write the dash as — (an em dash), as printed")
    left, dash, right = line.partition("—")
    if dash and not right.split():
        raise InvalidActionError(f"type line {line!r} has nothing after its —")
    if len(set(right.split())) != len(right.split()):
        raise InvalidActionError(f"type line {line!r} names a subtype twice")
    supers: list[str] = []
    types: list[str] = []
    for word in left.split():
        w = word.capitalize()
        if w in SUPERTYPES:
            supers.append(w)
        elif w in CARD_TYPES:
            types.append(w)
        elif w == "Token":
            continue
        else:
            raise InvalidActionError(f"unknown type {word!r} in type line {line!r}")
    if not types:
        raise InvalidActionError(f"type line {line!r} has no card type (e.g. \"Creature — Elf Druid\", \"Instant\")")
    return tuple(supers), tuple(types), tuple(right.split())

# ---------------------------------------------------------------- ability parsing

_MANA_TEXT = re.compile(r"^(?P<cost>[^:]+):\s*(?P<add>Add .+|Double the amount of each type of unspent mana you have\.?)$", re.I)


def parse_ability(value: Any, where: str = "") -> Ability:
    """Build an ability from its data form (a string or a one-key table)."""
    if isinstance(value, str):
        return _ability_from_text(value)
    if not isinstance(value, dict) or len(value) != 1:
        raise InvalidActionError(f"an ability is a text or a table with one key, found {value!r}")
    (key, spec), = value.items()
    builder = _BUILDERS.get(key)
    if builder is None:
        near = difflib.get_close_matches(key, list(_BUILDERS), n=3)
        hint = f" (did you mean {', '.join(near)}?)" if near else ""
        raise InvalidActionError(f"unknown ability kind {key!r}{hint}; known: {', '.join(_BUILDERS)}")
    return builder(shaped(ABILITY_TABLES[key], spec, key))


def _ability_from_text(text: str) -> Ability:
    t = text.strip()
    low = t.lower()
    if low in vocabulary.KEYWORDS:
        return Keyword(text=t.capitalize(), name=low)
    if (standing_for := keyword_texts.expand(t)) is not None:
        return standing_for
    if refused := vocabulary.refused_keyword_text(t):
        raise InvalidActionError(vocabulary.refused_keyword_message(refused))
    if low in vocabulary.WITH_ARG:
        raise InvalidActionError(f"keyword {low!r} needs what follows it (\"{t} <cost or quality>\")")
    if m := re.fullmatch(r"(enchant|protection from) (.+)", low):
        name, arg = vocabulary.check_keyword(m.group(1), m.group(2))
        return Keyword(text=t, name=name, arg=arg)
    if m := re.fullmatch(r"level up (\{.+\})", low):
        return level_up(t, m.group(1))
    if m := re.fullmatch(r"(flashback|kicker) (\{[^()]+\})(?: \(.*\))?", low):
        # 702.34a flashback [cost]; 702.33a kicker [cost] (one mana cost; "and/or" kickers refused)
        parse_cost(m.group(2))
        return Keyword(text=t, name=m.group(1), arg=m.group(2))
    if m := re.fullmatch(r"multikicker (\{[^()]+\})(?: \(.*\))?", low):
        parse_cost(m.group(1))  # 702.33c multikicker [cost]: its cost paid any number of times
        return Keyword(text=t, name="multikicker", arg=t[m.start(1):m.end(1)])
    if m := re.fullmatch(r"(morph|megamorph|ninjutsu) (\{[^()]+\})(?: \(.*\))?", low):
        parse_cost(m.group(2))  # 702.37a morph [cost], 702.37b megamorph [cost], 702.49a ninjutsu [cost]
        return Keyword(text=t, name=m.group(1), arg=t[m.start(2):m.end(2)])
    if m := _MANA_TEXT.match(t):
        return ManaAbility(text=t, cost=_mana_cost(m.group("cost")), produce=Produce.parse(m.group("add")))
    if re.fullmatch(r"(this [a-z]+|~) enters tapped\.?", low):
        return Replacement(text=t, replaces="enters", params=(("tapped", True),))
    if opening := OpeningHand.parse(t):
        return opening
    if "opening hand" in low:
        raise InvalidActionError(f"can't read opening-hand ability {t!r}: known: \"If this card is in your opening "
                                 "hand[ and you're not the starting player], you may begin the game with it on the "
                                 "battlefield[ with a <kind> counter on it].[ If you do, exile a card from your hand.]\" (103.6)")
    raise InvalidActionError(
        f"can't read ability text {t!r}: write it as a table (mana, activated, triggered, static, "
        f"replacement, enters_as_copy, keyword)")


def level_up(text: str, cost: str) -> Activated:
    """702.87a: "Level up [cost]" means "[Cost]: Put a level counter on this permanent.
    Activate only as a sorcery." (an activated ability)."""
    return Activated(text=text, cost=Cost.parse(cost), sorcery_speed=True,
                     effects=(vocabulary.check_effect({"put_counters": {"kind": "level", "count": 1, "on": "self"}}),))


def _class_levels(raw: Any) -> tuple[Activated | Static, ...]:
    """A Class's level sections (716): each ``{ level = 2, cost = "{2}{U}", abilities = [...] }``
    is its level ability, "{2}{U}: Level 2" (716.2a: activate only if the Class is level 1, and
    only as a sorcery), and the section's abilities, which it has while its level is at least 2
    (a layer-6 effect of the Class on itself). Levels go 2, 3, ... in order; a section's static
    abilities are refused (a static ability granted to a permanent isn't applied)."""
    if not isinstance(raw, list) or not raw:
        raise InvalidActionError(f"'class_levels' must be a list of tables like {{ level = 2, cost = \"{{2}}{{U}}\" }}, found {raw!r}")
    out: list[Activated | Static] = []
    for i, spec in _tables(raw, "class level", "a table", {"level", "cost", "abilities"}):
        level, cost = spec.get("level"), spec.get("cost")
        if level != i + 1 or not isinstance(cost, str):
            raise InvalidActionError(f"class level {i}: needs 'level' = {i + 1} (levels go 2, 3, ... in order) and a 'cost' (716.2a)")
        text = f"{cost}: Level {level}"
        out.append(Activated(text=text, cost=Cost.parse(cost), effects=(vocabulary.check_effect({"class_level": {"level": level}}),),
                             sorcery_speed=True, class_level=level))
        if spec.get("abilities"):
            op = vocabulary.check_static_effect({"class_level": level, "add_abilities": spec["abilities"]})
            if any(isinstance(a, Static) for a in op["add_abilities"]):
                raise InvalidActionError(f"class level {level}: a static ability in a level section is not supported (716)")
            out.append(Static(text=f"Level {level}: " + " ".join(a.text for a in op["add_abilities"]), effects=(op,)))
    return tuple(out)


def _levels(raw: Any) -> tuple[Static, ...]:
    """A leveler's striations (711.2): each ``{ level = "2-6", pt = [3, 3], abilities = [...] }``
    is a static ability giving base power/toughness (layer 7b) and abilities (layer 6) while
    its number of level counters is in range."""
    if not isinstance(raw, list) or not raw:
        raise InvalidActionError(f"'levels' must be a list of tables like {{ level = \"2-6\", pt = [3, 3] }}, found {raw!r}")
    out = []
    for i, spec in _tables(raw, "level", "a table", {"level", "pt", "abilities"}):
        if "level" not in spec or "pt" not in spec:
            raise InvalidActionError(f"level {i}: needs 'level' (\"2-6\" or \"7+\") and 'pt' (711.2)")
        op = vocabulary.check_static_effect({"level": spec["level"], "set_pt": spec["pt"],
                                             **({"add_abilities": spec["abilities"]} if spec.get("abilities") else {})})
        words = [f"LEVEL {spec['level']}", "{}/{}".format(*op["set_pt"])] + [a.text for a in op.get("add_abilities", ())]
        out.append(Static(text=" ".join(words), effects=(op,)))
    return tuple(out)


AMOUNT_EVENTS = ("deals_damage", "dealt_damage", "combat_damage_player", "gains_life")
"""Events with an amount that "that much" / "that many" names (`event_amount`)."""


def _effects(spec: dict, key: str = "effects", *, sacrifices: bool = False, event_amount: bool = False) -> tuple:
    """The checked effect tables under ``key``; ``sacrifices``: the ability has a permanent it
    sacrificed to name (a cost that sacrifices one, or an exploit trigger), else the
    reference ``sacrificed`` is refused here rather than finding nothing as it resolves."""
    raw = spec.get(key, [])
    if isinstance(raw, dict):
        raw = [raw]
    if not isinstance(raw, list):
        raise InvalidActionError(f"{key}: expected a list of effect tables, found {raw!r}")
    effects = tuple(vocabulary.check_effect(e) for e in raw)
    if not sacrifices and _names(effects, "sacrificed"):
        raise InvalidActionError(f"{key}: 'sacrificed' names the permanent sacrificed to pay an ability's cost "
                                 "(\"Sacrifice a creature: ...\") or a spell's additional cost, or exploited; this has none")
    if not event_amount and _has_amount(effects, AmountKind.EVENT_AMOUNT):
        raise InvalidActionError(f"{key}: 'that much' (event_amount) names the amount of the event that triggered a "
                                 f"triggered ability on {', '.join(AMOUNT_EVENTS)}; this has none")
    if not _life_lost_after_a_loss(effects):
        raise InvalidActionError(f"{key}: 'the life lost this way' needs an earlier effect of the same spell or "
                                 "ability that makes a player lose life (608.2c)")
    for i, e in enumerate(effects):
        if _has_amount(e, AmountKind.DAMAGE_DEALT_THIS_WAY) and not any("damage" in before for before in effects[:i]):
            raise InvalidActionError(f"{key}: 'the damage dealt this way' needs an earlier effect of the same spell or "
                                     "ability that deals damage (608.2c)")
    return effects


def _life_lost_after_a_loss(effects: tuple | list) -> bool:
    """Does every 'the life lost this way' come after a life loss of the same ability (608.2c)?
    Earlier in the same list, or earlier in the list of effects nested in the effect that holds
    it ("you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life")."""
    for i, e in enumerate(effects):
        if not _has_amount(e, AmountKind.LIFE_LOST_THIS_WAY) or any("lose_life" in before for before in effects[:i]):
            continue
        (_, spec), = e.items()
        if not isinstance(spec, dict):
            return False
        nested = [v for v in spec.values() if isinstance(v, (list, tuple)) and v and all(isinstance(x, dict) for x in v)]
        own = {k: v for k, v in spec.items() if not any(v is n for n in nested)}
        if _has_amount(own, AmountKind.LIFE_LOST_THIS_WAY) or not nested \
                or not all(_life_lost_after_a_loss(n) for n in nested):
            return False
    return True


def _has_amount(value: Any, kind: AmountKind) -> bool:
    """Does an effect table hold an amount of this kind, at any depth?"""
    if isinstance(value, Amount):
        return value.kind == kind
    if isinstance(value, dict):
        return any(_has_amount(v, kind) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_has_amount(v, kind) for v in value)
    return False


def _names(value: Any, ref: str) -> bool:
    """Does a checked effect list name the object reference ``ref``: in a key whose value is
    an object (by the effect registry), in an amount, or in effects nested inside?"""
    if isinstance(value, Amount):
        return value.of == ref
    if isinstance(value, (list, tuple)):
        return any(_names(v, ref) for v in value)
    if not isinstance(value, dict):
        return False
    for name, spec in value.items():
        entry = vocabulary.EFFECTS.get(name)
        if entry is None or not isinstance(spec, dict):
            continue
        for key, v in spec.items():
            k = entry.keys.get(key)
            kind = k.type if k is not None else None
            if kind in (vocabulary.Value.OBJECT, vocabulary.Value.OBJECT_OR_PLAYER, vocabulary.Value.WHAT) and v == ref:
                return True
            if _names({"delayed": v} if kind == vocabulary.Value.DELAYED else v, ref):
                return True
    return False


def _targets(spec: Any) -> tuple[Target, ...]:
    if spec is None:
        return ()
    if isinstance(spec, (str, dict)):
        spec = [spec]
    if not isinstance(spec, list):
        raise InvalidActionError(f"targets: expected a filter text, a table or a list of them, found {spec!r}")
    out = []
    for t in spec:
        if isinstance(t, dict):
            t = shaped(TargetTable, t, "target")
            if "filter" not in t:
                raise InvalidActionError("target: missing 'filter'")
        if isinstance(t, str):
            out.append(Target(Filter.parse(t)))
        elif isinstance(t, dict):
            _only(t, {"filter", "count", "up_to", "divided"}, "target")
            out.append(_target(t))
        else:
            raise InvalidActionError(f"target: expected a filter text or table, found {t!r}")
    return tuple(out)


def _target(t: dict) -> Target:
    """A target table: ``count = "any"`` is "any number of target ..." (none or more, each
    object or player once, 115.3); otherwise exactly ``count``, or up to it. ``divided``: the
    amount divided among them ("3 damage divided as you choose among one, two, or three
    targets", 601.2d): from one target (none if the amount is 0) up to ``count``."""
    count = t.get("count", 1)
    if "divided" in t:
        divided = t["divided"]
        if not (divided == "X" or (isinstance(divided, int) and not isinstance(divided, bool) and 1 <= divided <= ANY_NUMBER)):
            raise InvalidActionError(f"target: 'divided' must be a number from 1 to {ANY_NUMBER} or \"X\", found {divided!r}")
        if "up_to" in t:
            raise InvalidActionError("target: 'up_to' with 'divided' (a divided amount goes to one target or more, 601.2d)")
        if not (count == "any" or (isinstance(count, int) and 2 <= count <= ANY_NUMBER)):
            raise InvalidActionError(f"target: 'divided' needs a count of 2 or more, or \"any\", found {count!r}")
        return Target(Filter.parse(t["filter"]), ANY_NUMBER if count == "any" else count, True, divided)
    if count == "any":
        if "up_to" in t:
            raise InvalidActionError("target: 'up_to' with count = \"any\" (any number is already up to all)")
        return Target(Filter.parse(t["filter"]), ANY_NUMBER, True)
    if not 1 <= count <= ANY_NUMBER:
        raise InvalidActionError(f"target: count must be from 1 to {ANY_NUMBER}, found {count}")
    return Target(Filter.parse(t["filter"]), count, bool(t.get("up_to", False)))


def _divided(targets: tuple[Target, ...], effects: tuple, *, modal: bool = False) -> tuple[Target, ...]:
    """A divided amount (601.2d) is that of the one effect that divides it, among the targets of
    the one requirement: ``damage`` with ``divided = true`` and ``to = "each target"`` goes with
    a requirement with ``divided``, the only one (its targets' places are then fixed)."""
    dividing: list[Any] = []

    def find(e: Any) -> None:  # also inside "if you do" and the like
        if isinstance(e, dict):
            if isinstance(e.get("damage"), dict) and e["damage"].get("divided"):
                dividing.append(e)
            for v in e.values():
                find(v)
        elif isinstance(e, (list, tuple)):
            for v in e:
                find(v)
    find(effects)
    split = [t for t in targets if t.divided is not None]
    if not dividing and not split:
        return targets
    if modal:
        raise InvalidActionError("target: 'divided' in a mode is not supported")
    if len(dividing) != 1 or len(split) != 1 or len(targets) != 1:
        raise InvalidActionError("a divided amount needs one damage effect with 'divided' and one target requirement "
                                 "with 'divided', the only one (601.2d)")
    damage = dividing[0]["damage"]
    if set(damage) - {"divided", "to"} or damage.get("to") != "each target":
        raise InvalidActionError("damage: 'divided' goes to \"each target\", without 'amount' (the target "
                                 "requirement's 'divided' is the amount, 601.2d)")
    return targets


def _only(spec: dict, allowed: set[str], what: str) -> None:
    extra = set(spec) - allowed
    if extra:
        bad = sorted(extra)[0]
        near = difflib.get_close_matches(bad, sorted(allowed), n=1)
        hint = f" (did you mean {near[0]!r}?)" if near else ""
        raise InvalidActionError(f"{what}: unknown key {bad!r}{hint}; allowed: {', '.join(sorted(allowed))}")


def _mana_cost(text: str) -> Cost:
    """A mana ability's cost: not one that taps other permanents or exiles cards from a
    graveyard (the payment planner doesn't choose those)."""
    cost = Cost.parse(text)
    if cost.tap_others or cost.exile_cards or cost.x_part or cost.bounce or cost.sacrifice_n or cost.energy \
            or cost.exile_self or cost.exile_from_graveyard:
        raise InvalidActionError(f"mana: a mana ability costing {cost.text!r} is not supported "
                                 "(tapping other permanents, exiling cards from a graveyard, returning or sacrificing several permanents, "
                                 "exiling itself, paying energy, or X life or cards)")
    return cost


def _build_mana(spec: dict) -> Ability:
    _only(spec, {"cost", "add", "text", "effects"}, "mana")
    cost = _mana_cost(spec.get("cost", "{T}"))
    add = spec.get("add")
    if add is None:
        raise InvalidActionError("mana: missing 'add'")
    produce = Produce.parse(add)
    effects = _effects(spec)
    for e in effects:
        (kind, spec), = e.items()
        whom = spec.get("to", "") if kind == "damage" else spec.get("who", "")
        # 605.1a: a mana ability has no target
        if kind not in MANA_RIDERS or whom not in MANA_RIDERS[kind]:
            raise InvalidActionError(f"mana: a mana ability's effects may be {', '.join(MANA_RIDERS)} as written in "
                                     f"MANA_RIDERS only, found {kind!r}" + (f" for {whom!r}" if kind in MANA_RIDERS else ""))
    return ManaAbility(text=spec.get("text", f"{cost.text}: {produce.text}"), cost=cost, produce=produce, effects=effects)


def _build_activated(spec: dict) -> Ability:
    _only(spec, {"cost", "effects", "targets", "text", "sorcery_speed", "once_each_turn", "timing", "condition",
                 "modes", "choose", "choose_max"}, "activated")
    timing = spec.get("timing", "")
    if timing and timing not in ACTIVATION_TIMINGS:
        raise InvalidActionError(f"activated: timing {timing!r}; known: {', '.join(ACTIVATION_TIMINGS)}")
    cost = Cost.parse(str(spec.get("cost", "")))
    effects = _effects(spec, sacrifices=bool(cost.sacrifice))
    if cost.exile_cards and _names(effects, "linked"):
        # "the exiled card" names what another ability exiled (607.2a), not what paid this cost
        raise InvalidActionError("activated: 'linked' (\"the exiled card\") with a cost that exiles cards is not supported")
    modes, choose, choose_max = _modal(spec, least=0, sacrifices=bool(cost.sacrifice))
    return Activated(text=spec.get("text", ""), cost=cost, effects=effects, modes=modes, choose=choose, choose_max=choose_max,
                     targets=_divided(_targets(spec.get("targets")), effects),
                     sorcery_speed=bool(spec.get("sorcery_speed", False)) or cost.loyalty is not None,
                     once_each_turn=_flag(spec, "once_each_turn"), timing=timing,
                     condition=Condition.parse(spec["condition"]) if "condition" in spec else None)


def _flag(spec: dict, key: str) -> bool:
    v = spec.get(key, False)
    if not isinstance(v, bool):
        raise InvalidActionError(f"{key}: expected true or false, found {v!r}")
    return v


def _build_loyalty(spec: dict) -> Ability:
    _only(spec, {"cost", "effects", "targets", "text"}, "loyalty")
    spec = dict(spec)
    spec["cost"] = str(spec.get("cost", "0")).replace("−", "-")
    if spec["cost"].lower() == "-x" and not re.search(r"'X'|\bX\b", repr((spec.get("effects"), spec.get("targets")))):
        # 107.3: X is chosen as it's activated for what the effect does with it; one that never
        # uses X has dropped what X means ("mana value X or less")
        raise InvalidActionError("loyalty: a -X cost whose effects and targets never use X is not supported (107.3)")
    ability = _build_activated(spec)
    loyalty = getattr(getattr(ability, "cost", None), "loyalty", None)
    if loyalty is not None and abs(loyalty) > MAX_AMOUNT:
        raise InvalidActionError(f"loyalty: a cost from -{MAX_AMOUNT} to +{MAX_AMOUNT} loyalty, found {spec['cost']!r}")
    return ability

def _build_triggered(spec: dict) -> Ability:
    common = {"on", "effects", "targets", "text", "optional", "condition", "modes", "choose", "choose_max"}
    on = spec.get("on")
    params = vocabulary.check_trigger(on, {k: v for k, v in spec.items() if k not in common})
    condition = Condition.parse(spec["condition"]) if "condition" in spec else None
    sacrifices, event_amount = on == "exploits", on in AMOUNT_EVENTS
    modes, choose, choose_max = _modal(spec, least=0, sacrifices=sacrifices, event_amount=event_amount)
    return Triggered(text=spec.get("text", ""), on=str(on), params=tuple(sorted(params.items())),
                     modes=modes, choose=choose, choose_max=choose_max,
                     effects=(effects := _effects(spec, sacrifices=sacrifices, event_amount=event_amount)),
                     targets=_divided(_targets(spec.get("targets")), effects),
                     optional=bool(spec.get("optional", False)), condition=condition)


def _build_chapter(spec: dict) -> Ability:
    _only(spec, {"chapters", "effects", "targets", "text"}, "chapter")
    chapters = spec.get("chapters")
    if isinstance(chapters, int):
        chapters = [chapters]
    if not chapters or not all(isinstance(c, int) and c > 0 for c in chapters):
        raise InvalidActionError("chapter: 'chapters' must be a positive number or list of them")
    return Triggered(text=spec.get("text", ""), on="lore", params=(("chapter", tuple(chapters)),),
                     effects=(effects := _effects(spec)), targets=_divided(_targets(spec.get("targets")), effects))


def _build_static(spec: dict) -> Ability:
    _only(spec, {"effects", "text"}, "static")
    raw = spec.get("effects", [])
    if isinstance(raw, dict):
        raw = [raw]
    if "power less than ~'s power" in repr(raw) or "power greater than ~'s power" in repr(raw):
        # the layers would need the source's power while computing it (613.8 dependency)
        raise InvalidActionError("a continuous effect comparing with its source's power is not supported")
    return Static(text=spec.get("text", ""), effects=tuple(vocabulary.check_static_effect(e) for e in raw))

def _build_replacement(spec: dict) -> Ability:
    what = spec.get("replaces")
    params = vocabulary.check_replacement(what, {k: v for k, v in spec.items() if k not in ("replaces", "text")})
    frozen = tuple(sorted((k, _freeze(v)) for k, v in params.items()))
    return Replacement(text=spec.get("text", ""), replaces=str(what), params=frozen)


def _check_counters(value: Any) -> None:
    vocabulary.check_value(vocabulary.Value.COUNTERS, value, "counters")


def _freeze(v: Any) -> Any:
    if isinstance(v, dict):
        return tuple(sorted((k, _freeze(x)) for k, x in v.items()))
    if isinstance(v, list):
        return tuple(_freeze(x) for x in v)
    return v


def parse_exceptions(spec: dict | None) -> CopyExceptions:
    spec = shaped(ExceptionsTable, spec if spec is not None else {}, "copy exceptions")
    _only(spec, {"card_types", "add_card_types", "add_subtypes", "keep_subtypes", "remove_supertypes",
                 "add_abilities", "name", "pt", "colors", "nonlegendary", "text", "add_supertypes",
                 "no_mana_cost"}, "copy exceptions")
    def types(key: str) -> tuple[str, ...]:
        vals = tuple(str(t).capitalize() for t in spec.get(key, ()))
        for t in vals:
            if t not in CARD_TYPES:
                raise InvalidActionError(f"{key}: unknown card type {t!r}")
        return vals
    supers = tuple(str(s).capitalize() for s in spec.get("remove_supertypes", ()))
    if spec.get("nonlegendary"):
        supers += ("Legendary",)
    pt = spec.get("pt")
    if pt is not None and (len(pt) != 2 or any(abs(n) > MAX_AMOUNT for n in pt)):
        raise InvalidActionError(f"copy exceptions.pt: expected [power, toughness] from -{MAX_AMOUNT} to {MAX_AMOUNT}, found {pt!r}")
    return CopyExceptions(
        set_card_types=types("card_types") if "card_types" in spec else None,
        add_card_types=types("add_card_types"),
        add_subtypes=tuple(spec.get("add_subtypes", ())),
        keep_subtypes=spec.get("keep_subtypes"),
        remove_supertypes=supers,
        add_supertypes=tuple(str(s).capitalize() for s in spec.get("add_supertypes", ())),
        add_abilities=tuple(parse_ability(a) for a in spec.get("add_abilities", ())),
        set_name=spec.get("name"),
        set_pt=tuple(pt) if pt else None,
        set_colors=tuple(parse_color(c) for c in spec["colors"]) if "colors" in spec else None,
        no_mana_cost=_strict_bool(spec, "no_mana_cost"),
        text=spec.get("text", ""),
    )

def _build_copy(spec: dict) -> Ability:
    _only(spec, {"of", "optional", "except", "text", "extra_counters_if", "tapped"}, "enters_as_copy")
    extra = spec.get("extra_counters_if", {})
    if not isinstance(extra, dict):
        raise InvalidActionError(f"extra_counters_if: expected a table like {{ Creature = {{ \"+1/+1\" = 1 }} }}, found {extra!r}")
    for cs in extra.values():
        _check_counters(cs)
    return EntersAsCopy(text=spec.get("text", ""), of=filter_of(spec.get("of", "creature")),
                        optional=bool(spec.get("optional", True)),
                        exceptions=parse_exceptions(spec.get("except")),
                        extra_counters_if=_freeze(extra), tapped=_strict_bool(spec, "tapped"))


def _strict_bool(spec: dict, key: str) -> bool:
    value = spec.get(key, False)
    if not isinstance(value, bool):
        raise InvalidActionError(f"{key}: expected true or false, found {value!r}")
    return value


def _build_keyword(spec: dict) -> Ability:
    _only(spec, {"name", "arg", "text"}, "keyword")
    name, arg = vocabulary.check_keyword(spec.get("name", ""), spec.get("arg", ""))
    if name in ("flashback", "kicker", "multikicker"):
        parse_cost(arg)  # 702.34a: flashback [cost]; 702.33a: kicker [cost]
    return Keyword(text=spec.get("text", spec.get("name", "")), name=name, arg=arg)


_ENTRY_TABLES: dict[str, type] = {"mode": ModeTable, "level": LevelTable, "class level": ClassLevelTable}

_BUILDERS = {
    "mana": _build_mana,
    "activated": _build_activated,
    "loyalty": _build_loyalty,
    "triggered": _build_triggered,
    "chapter": _build_chapter,
    "static": _build_static,
    "replacement": _build_replacement,
    "enters_as_copy": _build_copy,
    "keyword": _build_keyword,
}


# ---------------------------------------------------------------- card definitions

BATTLE_REFUSAL = ("a battle (310) is not supported: the engine has no defense counters (310.4), "
                  "protector (310.8), attacks on a battle (310.5) or its defeat (310.7)")
"""Every battle is refused, with or without a printed defense: read as an ordinary permanent it
would be a misread (never attacked or defeated, a Siege's back face never cast)."""

CARD_KEYS = {"name", "mana_cost", "type_line", "colors", "power", "toughness", "loyalty", "defense",
             "oracle", "rulings", "abilities", "effects", "targets", "token", "check", "note",
             "color_indicator", "modes", "choose", "choose_max", "repeat_modes", "levels", "back", "uncounterable", "additional_cost",
             "halves", "adventure", "modal", "class_levels", "flip"}
SPLIT_KEYS = {"name", "oracle", "rulings", "halves", "note", "check"}
"""Keys of a split card's table (709): its name ("Fire // Ice") and its two halves, each a card
table of its own; the card's characteristics are the halves' combined (709.4)."""
BACK_KEYS = {"name", "type_line", "colors", "power", "toughness", "loyalty", "defense", "oracle", "abilities"}
"""Keys of a double-faced card's ``back`` table (712.2): a back face has no mana cost (its
colors come from its color indicator, 204), and no spell effects of its own."""


def card_from_table(table: dict, source: str = "") -> CardDef:
    """Build a CardDef from one ``[[card]]`` table; raises InvalidActionError on bad data."""
    if not isinstance(table, dict):
        raise InvalidActionError(f"a card is a table, found {table!r}")
    _only(table, CARD_KEYS, "card")
    name = table.get("name")
    if not isinstance(name, str) or not name.strip():
        raise InvalidActionError("card: missing 'name'")
    where = f"card {name!r}: "
    if "halves" in table:
        return _split_card(table, name, source)
    if "adventure" in table:
        return _adventurer(table, name, source)
    if "modal" in table:
        return _modal_dfc(table, name, source)
    try:
        shaped(CardTable, table, "")
        if why := odd_digit(table):
            raise InvalidActionError(why)
        chars = _face(table, name)
        back = _back_face(table.get("back"), chars)
        flipped = _flipped_half(table.get("flip"), chars)
        if flipped is not None and (back is not None or "effects" in table or not set(chars.card_types) - {"Instant", "Sorcery"}):
            raise InvalidActionError("a flip card is one permanent card with no back face (710.1)")
        rulings = table.get("rulings", [])
        if not isinstance(rulings, list) or not all(isinstance(r, str) for r in rulings):
            raise InvalidActionError("'rulings' must be a list of texts")
        extra = Cost.parse_additional(table["additional_cost"]) if "additional_cost" in table else None
        effects = _effects(table, sacrifices=bool(extra and extra.sacrifice and not extra.exile)) if "effects" in table else ()
        modes, choose, choose_max = _modal(table, least=1, every=chars.has_keyword("entwine"))
        repeat = _flag(table, "repeat_modes")
        if repeat and not (modes and choose > 1 and choose_max == choose):
            raise InvalidActionError("'repeat_modes' (\"You may choose the same mode more than once\", 700.2d) needs "
                                     "modes and a fixed 'choose' of two or more")
        if repeat and any(t.up_to for m in modes for t in m.targets):
            # a mode chosen again follows itself: its "up to" places left empty would shift the next
            raise InvalidActionError("'up to' targets in a mode that may be chosen more than once are not supported")
        if chars.has_keyword("entwine") and not modes:
            raise InvalidActionError("entwine is an ability of modal spells (702.42a), and this has no modes")
        if chars.has_keyword("escalate") and not (modes and choose == 1 and choose_max == len(modes)):
            raise InvalidActionError("escalate is an ability of modal spells whose caster chooses one or more of the "
                                     "modes (702.120a)")
        return CardDef(chars=chars, oracle=str(table.get("oracle", "")), rulings=tuple(rulings),
                       token=bool(table.get("token", False)), spell_effects=effects,
                       targets=_divided(_targets(table.get("targets")), effects), source=source, modes=modes, choose=choose, choose_max=choose_max,
                       repeat_modes=repeat,
                       back=back, back_oracle=str((table.get("back") or {}).get("oracle", "")),
                       uncounterable=bool(table.get("uncounterable", False)),
                       additional_cost=extra, flipped=flipped)
    except InvalidActionError as e:
        raise InvalidActionError(where + str(e)) from None


def _split_card(table: dict, name: str, source: str) -> CardDef:
    """A split card (709): two halves, each a card table (an instant or sorcery); the card's
    characteristics are both halves' combined (709.4): both mana costs (709.4b), so their colors
    and mana value, each card type and subtype, each ability (709.4c)."""
    where = f"card {name!r}: "
    try:
        _only(table, SPLIT_KEYS, "split card")
        raw = table["halves"]
        if not isinstance(raw, list) or len(raw) != 2 or not all(isinstance(h, dict) for h in raw):
            raise InvalidActionError(f"'halves' must be a list of two card tables (709.1), found {raw!r}")
        if any("halves" in h or "back" in h for h in raw):
            raise InvalidActionError("a half of a split card is one face: no 'halves' or 'back' of its own")
        halves = tuple(card_from_table(h, source) for h in raw)
        for h in halves:
            if h.chars.card_types not in (("Instant",), ("Sorcery",)):
                raise InvalidActionError(f"half {h.name!r} is a {h.chars.type_line() or 'typeless card'}: "
                                         "only instant and sorcery halves are supported (709)")
        left, right = (h.chars for h in halves)
        chars = Characteristics(
            name=name, mana_cost=add_generic(left.mana_cost + right.mana_cost, 0), colors=left.colors | right.colors,
            card_types=tuple(dict.fromkeys(left.card_types + right.card_types)),
            subtypes=tuple(dict.fromkeys(left.subtypes + right.subtypes)),
            supertypes=tuple(dict.fromkeys(left.supertypes + right.supertypes)),
            abilities=left.abilities + right.abilities)
        rulings = table.get("rulings", [])
        if not isinstance(rulings, list) or not all(isinstance(r, str) for r in rulings):
            raise InvalidActionError("'rulings' must be a list of texts")
        return CardDef(chars=chars, oracle=str(table.get("oracle", "")), rulings=tuple(rulings), source=source,
                       halves=halves)
    except InvalidActionError as e:
        raise InvalidActionError(where + str(e)) from None


def _adventurer(table: dict, name: str, source: str) -> CardDef:
    """An adventurer card (715.1): the card's own table (a permanent) with ``adventure``, the
    table of its Adventure, an instant or sorcery with the subtype Adventure (715.2). The card
    has only its own characteristics but as an Adventure spell on the stack (715.4, 715.3b)."""
    where = f"card {name!r}: "
    raw = table["adventure"]
    if not isinstance(raw, dict) or "adventure" in raw or "halves" in raw or "back" in raw:
        raise InvalidActionError(where + f"'adventure' must be a card table (the Adventure, 715.2), found {raw!r}")
    card = card_from_table({k: v for k, v in table.items() if k != "adventure"}, source)
    if card.back is not None or card.chars.card_types in ((), ("Instant",), ("Sorcery",)) \
            or "Instant" in card.chars.card_types or "Sorcery" in card.chars.card_types:
        raise InvalidActionError(where + "an adventurer card is one permanent card with no back face (715.1)")
    adventure = card_from_table(raw, source)
    if adventure.chars.card_types not in (("Instant",), ("Sorcery",)) or adventure.chars.subtypes != ("Adventure",):
        raise InvalidActionError(where + f"its Adventure {adventure.name!r} must be an instant or sorcery with the "
                                 f"subtype Adventure (715.2), found {adventure.chars.type_line()!r}")
    return replace(card, halves=(card, adventure))


def _modal_dfc(table: dict, name: str, source: str) -> CardDef:
    """A modal double-faced card (712.1): the front face's table with ``modal``, the back face's
    own card table (its own mana cost, spell effects and targets: 712.12 casts or plays either
    face). The card has only its front face's characteristics but on the stack and the
    battlefield, where the face that's up counts (712.8a, 712.8d-f)."""
    where = f"card {name!r}: "
    raw = table["modal"]
    if not isinstance(raw, dict) or any(k in raw for k in ("modal", "adventure", "halves", "back")):
        raise InvalidActionError(where + f"'modal' must be a card table (the back face, 712.1), found {raw!r}")
    front = card_from_table({k: v for k, v in table.items() if k != "modal"}, source)
    if front.back is not None or front.halves:
        raise InvalidActionError(where + "a modal double-faced card has two faces and never transforms: no 'back' "
                                 "(712.1, 701.27c)")
    return replace(front, halves=(front, card_from_table(raw, source)), modal=True)


def _face(table: dict, name: str) -> Characteristics:
    """The characteristics printed on one face of a card (the front, or a ``back`` table)."""
    type_line = table.get("type_line")
    if not isinstance(type_line, str):
        raise InvalidActionError("missing 'type_line' (e.g. \"Creature — Elf Druid\")")
    supers, types, subtypes = parse_type_line(type_line)
    cost = parse_cost(str(table.get("mana_cost", "")))
    colors = frozenset(parse_color(c) for c in table["colors"]) if "colors" in table else colors_of_cost(cost)
    for key in ("power", "toughness", "loyalty", "defense"):
        v = table.get(key)
        if v is not None and not isinstance(v, int):
            raise InvalidActionError(f"{key} must be a whole number, found {v!r}")
        if v is not None and abs(v) > MAX_AMOUNT:  # what no effect could count (a save of 10**23 wasn't TOML)
            raise InvalidActionError(f"{key} must be a number from -{MAX_AMOUNT} to {MAX_AMOUNT}, found {v}")
    if "Battle" in types:  # the compiler refuses battles the same way (310)
        raise InvalidActionError(BATTLE_REFUSAL)
    if "Creature" in types and (table.get("power") is None or table.get("toughness") is None):
        raise InvalidActionError("a creature needs power and toughness")
    abilities = table.get("abilities", [])
    if not isinstance(abilities, list):
        raise InvalidActionError(f"'abilities' must be a list, found {abilities!r}")
    parsed = []
    for i, a in enumerate(abilities):
        try:
            parsed.append(parse_ability(a))
        except InvalidActionError as e:
            raise InvalidActionError(f"ability {i + 1}: {e}") from None
    if "levels" in table:
        if not any(isinstance(a, Activated) and a.text.lower().startswith("level up") for a in parsed):
            raise InvalidActionError("'levels' needs a \"Level up {cost}\" ability (711.1)")
        parsed += _levels(table["levels"])
    if "class_levels" in table:
        if "Class" not in subtypes:
            raise InvalidActionError("'class_levels' are a Class's (716.1): its type line needs the subtype Class")
        parsed += _class_levels(table["class_levels"])
    # Intrinsic mana abilities of basic land types are added in layer 6, not here (305.6).
    return Characteristics(
        name=name, mana_cost=cost, colors=colors, card_types=types, subtypes=subtypes,
        supertypes=supers, abilities=tuple(parsed), power=table.get("power"),
        toughness=table.get("toughness"), loyalty=table.get("loyalty"), defense=table.get("defense"))


def _other_face(table: Any, key: str, keys: set[str], what: str, label: str) -> Characteristics | None:
    """The face a card table gives under ``key`` (a back face, a flipped half), checked against
    ``keys``; ``what`` says what it is, ``label`` names it in an error."""
    if table is None:
        return None
    if not isinstance(table, dict):
        raise InvalidActionError(f"'{key}' must be a table ({what}), found {table!r}")
    _only(table, keys, key)
    shaped(CardTable, table, key)
    name = table.get("name")
    if not isinstance(name, str) or not name.strip():
        raise InvalidActionError(f"{key}: missing 'name'")
    try:
        return _face(table, name)
    except InvalidActionError as e:
        raise InvalidActionError(f"{label} {name!r}: {e}") from None


def _back_face(table: Any, front: Characteristics) -> Characteristics | None:
    """A double-faced card's back face (712.2): its mana value is the front face's (202.3b)."""
    face = _other_face(table, "back", BACK_KEYS, "the back face", "back face")
    return None if face is None else replace(face, face_cost=front.mana_cost)


FLIP_KEYS = {"name", "type_line", "power", "toughness", "oracle", "abilities"}
"""Keys of a flip card's ``flip`` table (710.1b): the flipped half's name, type line,
power/toughness and text; it has the card's mana cost and colors (710.1c)."""


def _flipped_half(table: Any, front: Characteristics) -> Characteristics | None:
    """A flip card's flipped half (710.1b), with the card's mana cost and colors (710.1c)."""
    face = _other_face(table, "flip", FLIP_KEYS, "the flipped half, 710.1b", "flipped half")
    return None if face is None else replace(face, mana_cost=front.mana_cost, colors=front.colors)


def _modal(spec: dict, least: int, *, sacrifices: bool = False, event_amount: bool = False, every: bool = False
           ) -> tuple[tuple[Mode, ...], int, int]:
    """The modes of a modal spell or ability (700.2) and how many are chosen: ``choose`` (from
    ``least``: 1 for a spell, 0 for an ability's "choose up to one", 603.3c) to ``choose_max``.
    ``sacrifices``, ``event_amount``: what the ability's effects may name (``_effects``); ``every``:
    all the modes may be chosen whatever ``choose_max`` says (entwine, 702.42a)."""
    modes = _modes(spec.get("modes", []), sacrifices=sacrifices, event_amount=event_amount)
    choose = spec.get("choose", 1)
    if not isinstance(choose, int) or not least <= choose <= max(len(modes), 1):
        raise InvalidActionError(f"'choose' must be a number from {least} to the number of modes, found {choose!r}")
    choose_max = spec.get("choose_max", choose)
    if not isinstance(choose_max, int) or not max(choose, 1) <= choose_max <= max(len(modes), 1):
        raise InvalidActionError(f"'choose_max' must be a number from 'choose' to the number of modes, found {choose_max!r}")
    if ("choose" in spec or "choose_max" in spec) and not modes:
        raise InvalidActionError("'choose' and 'choose_max' count modes, and there are none")
    # The targets are held in one list, each requirement taking its count of places: "up to"
    # targets may leave places empty only at the end of it (a mode's after the ability's own,
    # 700.2c; a later chosen mode's after an earlier one's).
    if modes and (any(t.up_to for t in _targets(spec.get("targets")))
                  or ((choose_max > 1 or every) and any(t.up_to and any(m.targets for m in modes[i + 1:])
                                                        for i, mode in enumerate(modes) for t in mode.targets))):
        raise InvalidActionError("'up to' targets before another part's targets in a modal spell or ability are not supported")
    return modes, choose, choose_max


def _modes(raw: Any, *, sacrifices: bool = False, event_amount: bool = False) -> tuple[Mode, ...]:
    if not isinstance(raw, list):
        raise InvalidActionError(f"'modes' must be a list of tables, found {raw!r}")
    if len(raw) == 1:
        raise InvalidActionError("'modes': a modal spell or ability has two modes or more (700.2)")
    def effects(m: dict) -> tuple:
        return _effects(m, sacrifices=sacrifices, event_amount=event_amount)
    return tuple(Mode(str(m.get("text", f"mode {i}")), _divided(_targets(m.get("targets")), effects(m), modal=True), effects(m))
                 for i, m in _tables(raw, "mode", "a table with text, targets and effects", {"text", "targets", "effects"}))


def _tables(raw: list, what: str, expected: str, keys: set[str]) -> Iterator[tuple[int, dict]]:
    """Each entry of a list of tables (numbered from 1), refusing one that isn't a table or
    has a key outside ``keys``."""
    for i, spec in enumerate(raw, 1):
        if not isinstance(spec, dict):
            raise InvalidActionError(f"{what} {i}: expected {expected}, found {spec!r}")
        _only(spec, keys, f"{what} {i}")
        yield i, shaped(_ENTRY_TABLES[what], spec, f"{what} {i}")

