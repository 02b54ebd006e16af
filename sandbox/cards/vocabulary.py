"""The card vocabulary: the names card data may use and the schema of each table.

Card files are data, never code: every effect, static effect, trigger event and keyword
a card names must be one of these, and its table is checked here as the card is loaded.
The engine (``sandbox.core``) implements what the names mean: effect handlers in
``effects``, the layer system in ``layers``, events in ``triggers``.
"""

from __future__ import annotations

import difflib
from typing import Any

from sandbox.cards import bounds, parse
from sandbox.cards.model import CARD_TYPES, Ability, Filter, Produce, parse_color
from sandbox.errors import InvalidActionError

KEYWORDS = ("flying", "trample", "haste", "vigilance", "first strike", "double strike",
            "deathtouch", "lifelink", "reach", "defender", "hexproof", "shroud", "indestructible",
            "flash", "menace", "read ahead")
"""Keyword abilities (702) a card may name as plain text."""

TRIGGER_EVENTS = ("enters", "cast", "tapped_for_mana", "dies", "leaves", "upkeep", "draw_step",
                  "end_step", "attacks", "lore", "becomes_target", "precombat_main", "beginning_of_combat")
"""Events a triggered ability (or a delayed trigger) may wait for."""

REPLACEMENTS = ("enters", "mana")
"""What a replacement effect may replace (614)."""


# ---------------------------------------------------------------- effects (608.2)

EFFECT_KEYS: dict[str, set[str]] = {
    "add_mana": {"add"},
    "draw": {"count", "who"},
    "discard": {"count", "who", "then_draw"},
    "damage": {"amount", "to"},
    "counter": {"what"},
    "destroy": {"what"},
    "exile": {"what"},
    "bounce": {"what"},
    "sacrifice": {"what", "who", "filter", "unless"},
    "look_at_top": {"may_exile"},
    "tap": {"what"},
    "untap": {"what"},
    "put_counters": {"kind", "count", "on"},
    "create_token": {"token", "count", "tapped"},
    "token_copy": {"of", "count", "except", "gains", "delayed"},
    "delayed": {"at", "effects", "object", "text"},
    "become_copy": {"of", "on", "until", "except"},
    "reanimate": {"what"},
    "return_all": {"filter", "from"},
    "pump": {"on", "power", "toughness"},
    "become": {"on", "until", "types", "add_types", "subtypes", "pt", "abilities", "colors", "name"},
    "gain_life": {"amount", "who"},
    "lose_life": {"amount", "who"},
    "change_targets": {"what"},
    "copy_spell": {"what", "new_targets"},
    "attach": {"what", "to"},
}


def check_effect(e: Any) -> dict[str, Any]:
    """Validate an effect table at load time (nothing is evaluated as code)."""
    if not isinstance(e, dict) or len(e) != 1:
        raise InvalidActionError(f"an effect is a table with one key, found {e!r}")
    (key, spec), = e.items()
    if key not in EFFECT_KEYS:
        near = difflib.get_close_matches(key, list(EFFECT_KEYS), n=1)
        hint = f" (did you mean {near[0]!r}?)" if near else ""
        raise InvalidActionError(f"unknown effect {key!r}{hint}; known: {', '.join(EFFECT_KEYS)}")
    if not isinstance(spec, dict):
        raise InvalidActionError(f"{key}: expected a table, found {spec!r}")
    extra = set(spec) - EFFECT_KEYS[key]
    if extra:
        raise InvalidActionError(f"{key}: unknown key {sorted(extra)[0]!r}; allowed: {', '.join(sorted(EFFECT_KEYS[key]))}")
    bounds.check_effect_values(key, spec)
    if key == "add_mana" and spec.get("add") not in ("produced", "chosen_color"):
        Produce.parse(str(spec.get("add", "")))
    if key == "token_copy":
        spec = dict(spec)
        spec["except"] = parse.parse_exceptions(spec.get("except"))
        if "gains" in spec:
            spec["gains"] = check_static_effect({"add_abilities": spec["gains"]})["add_abilities"]
        if "delayed" in spec:
            spec["delayed"] = check_effect({"delayed": spec["delayed"]})["delayed"]
    if key == "become_copy":
        spec = dict(spec)
        spec["except"] = parse.parse_exceptions(spec.get("except"))
        if spec.get("until", "permanent") not in ("permanent", "end_of_turn"):
            raise InvalidActionError(f"become_copy: 'until' must be \"permanent\" or \"end_of_turn\", found {spec.get('until')!r}")
    if key == "delayed":
        spec = dict(spec)
        if spec.get("at") not in TRIGGER_EVENTS:
            raise InvalidActionError(f"delayed: 'at' must be an event like \"end_step\", found {spec.get('at')!r}")
        raw = spec.get("effects", [])
        spec["effects"] = tuple(check_effect(x) for x in (raw if isinstance(raw, list) else [raw]))
    if key in ("sacrifice", "return_all") and "filter" in spec:
        Filter.parse(str(spec["filter"]))
    if key == "become":
        spec = dict(spec)
        spec["op"] = check_static_effect(become_op(spec))
    return {key: spec}


BECOME_OPS = {"types": "set_card_types", "add_types": "add_card_types", "subtypes": "add_subtypes",
              "pt": "set_pt", "abilities": "add_abilities", "colors": "set_colors"}
"""A `become` effect's keys and the layer operations they stand for (sandbox.core.layers)."""


def become_op(spec: dict[str, Any]) -> dict[str, Any]:
    """The layer operations of a `become` effect's table."""
    return {op: spec[key] for key, op in BECOME_OPS.items() if key in spec}


# ---------------------------------------------------------------- static effects (611, 613)

LAYER_OF = {
    "control": "2", "set_card_types": "4", "add_card_types": "4", "add_subtypes": "4",
    "set_land_subtypes": "4", "all_creature_types": "4", "remove_supertypes": "4",
    "set_colors": "5", "add_abilities": "6", "remove_abilities": "6", "set_pt": "7b",
    "pt_equal_mv": "7b", "modify_pt": "7c", "modify_pt_per": "7c",
}
"""Each operation of a static effect and the layer it applies in (613.1)."""
RULE_KEYS = {"cant_attack", "cant_block", "cost_more", "spells", "spend_as_any_color"}
"""Keys of rule modifications: static effects outside the layers."""
LAYERS = ("2", "4", "5", "6", "7a", "7b", "7c", "7d")
"""Layers of non-copy effects, in the order they apply (layer 1 is copy effects, 707)."""
LAYER_RULE = {"1": "613.1a", "2": "613.1b", "4": "613.1d", "5": "613.1e", "6": "613.1f",
              "7a": "613.4a", "7b": "613.4b", "7c": "613.4c", "7d": "613.4d"}
"""The rule that defines each layer, cited in explanations."""


def check_static_effect(spec: Any) -> dict[str, Any]:
    """Validate one effect table of a static ability or animation; abilities get parsed."""
    if not isinstance(spec, dict):
        raise InvalidActionError(f"a static effect is a table, found {spec!r}")
    allowed = set(LAYER_OF) | RULE_KEYS | {"affects"}
    extra = set(spec) - allowed
    if extra:
        raise InvalidActionError(f"static effect: unknown key {sorted(extra)[0]!r}; allowed: {', '.join(sorted(allowed))}")
    out = dict(spec)
    affects = out.get("affects", "self")
    if affects not in ("self", "enchanted", "equipped"):
        Filter.parse(affects)
    for key in ("set_card_types", "add_card_types"):
        if key in out:
            out[key] = tuple(str(t).capitalize() for t in out[key])
            for t in out[key]:
                if t not in CARD_TYPES:
                    raise InvalidActionError(f"{key}: unknown card type {t!r}")
    for key in ("add_subtypes", "set_land_subtypes", "remove_supertypes"):
        if key in out:
            out[key] = tuple(str(t).capitalize() for t in out[key])
    if "set_colors" in out:
        out["set_colors"] = tuple(parse_color(c) for c in out["set_colors"])
    if "add_abilities" in out:
        out["add_abilities"] = tuple(a if isinstance(a, Ability) else parse.parse_ability(a) for a in out["add_abilities"])
    for key in ("set_pt", "modify_pt"):
        if key in out:
            v = out[key]
            if not (isinstance(v, (list, tuple)) and len(v) == 2 and all(isinstance(n, int) for n in v)):
                raise InvalidActionError(f"{key}: expected [power, toughness], found {v!r}")
            out[key] = tuple(v)
    if "modify_pt_per" in out:
        per = out["modify_pt_per"]
        if not isinstance(per, dict) or "pt" not in per or "count" not in per:
            raise InvalidActionError("modify_pt_per: expected { pt = [p, t], count = \"filter\" }")
        Filter.parse(per["count"])
    return out
