"""Static effects (611, 613): the operations of a static ability, each with its layer, and the
rule modifications outside the layers."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from sandbox.cards.model import Amount, AmountKind
from sandbox.cards.vocabulary.schema import Value, check_value, only_keys
from sandbox.errors import InvalidActionError


class StaticOp(StrEnum):
    """Operations of a static effect; each applies in one layer (613.1)."""

    CONTROL = "control"
    SET_CARD_TYPES = "set_card_types"
    ADD_CARD_TYPES = "add_card_types"
    ADD_SUBTYPES = "add_subtypes"
    SET_LAND_SUBTYPES = "set_land_subtypes"
    ALL_CREATURE_TYPES = "all_creature_types"
    ADD_CHOSEN_TYPE = "add_chosen_type"
    REMOVE_SUPERTYPES = "remove_supertypes"
    SET_COLORS = "set_colors"
    ADD_ABILITIES = "add_abilities"
    REMOVE_ABILITIES = "remove_abilities"
    CDA_PT = "cda_pt"
    CDA_PLUS = "cda_plus"
    SET_PT = "set_pt"
    PT_EQUAL_MV = "pt_equal_mv"
    MODIFY_PT = "modify_pt"
    MODIFY_PT_PER = "modify_pt_per"


@dataclass(frozen=True)
class Op:
    """A static operation: its layer and value type."""

    op: StaticOp
    layer: str
    type: Value
    doc: str


STATIC_OPS: dict[StaticOp, Op] = {o.op: o for o in (
    Op(StaticOp.CONTROL, "2", Value.BOOL, "the effect's controller controls the object"),
    Op(StaticOp.SET_CARD_TYPES, "4", Value.CARD_TYPES, "card types become exactly these"),
    Op(StaticOp.ADD_CARD_TYPES, "4", Value.CARD_TYPES, "card types added"),
    Op(StaticOp.ADD_SUBTYPES, "4", Value.SUBTYPES, "subtypes added"),
    Op(StaticOp.SET_LAND_SUBTYPES, "4", Value.SUBTYPES, "land subtypes become these; rules-text abilities lost (305.7)"),
    Op(StaticOp.ALL_CREATURE_TYPES, "4", Value.BOOL, "has every creature type"),
    Op(StaticOp.ADD_CHOSEN_TYPE, "4", Value.BOOL, "is the creature type chosen as its source entered, in addition (607.2d)"),
    Op(StaticOp.REMOVE_SUPERTYPES, "4", Value.SUBTYPES, "supertypes removed"),
    Op(StaticOp.SET_COLORS, "5", Value.COLORS, "colors become exactly these ([] for colorless)"),
    Op(StaticOp.ADD_ABILITIES, "6", Value.ABILITIES, "abilities added (texts or ability tables)"),
    Op(StaticOp.REMOVE_ABILITIES, "6", Value.BOOL, "loses all abilities"),
    Op(StaticOp.CDA_PT, "7a", Value.PT_AMOUNTS, "a characteristic-defining ability: power/toughness are these amounts (604.3, 613.4a)"),
    Op(StaticOp.CDA_PLUS, "7a", Value.PT, "with `cda_pt`: [p, t] added to its amounts (\"its toughness is equal to that number plus 1\", 604.3)"),
    Op(StaticOp.SET_PT, "7b", Value.PT, "power/toughness become [p, t]"),
    Op(StaticOp.PT_EQUAL_MV, "7b", Value.BOOL, "power and toughness each equal its mana value"),
    Op(StaticOp.MODIFY_PT, "7c", Value.PT_AMOUNTS, "+p/+t: numbers or amounts (`{ for_each = \"enchantment you control\" }`), counted as the layers apply"),
    Op(StaticOp.MODIFY_PT_PER, "7c", Value.PER, "{ pt = [p, t], count = \"filter\" }: +p/+t for each match"),
)}
"""Every static operation, its layer and its value."""
LAYER_OF = {str(k): o.layer for k, o in STATIC_OPS.items()}
"""Each operation of a static effect and the layer it applies in (613.1)."""


class RuleKey(StrEnum):
    """Keys of rule modifications: static effects outside the layers."""

    CANT_ATTACK = "cant_attack"
    CANT_BLOCK = "cant_block"
    ATTACKS_IF_ABLE = "attacks_if_able"
    BLOCKS_ONLY = "blocks_only"
    DOESNT_UNTAP = "doesnt_untap"
    MAY_NOT_UNTAP = "may_not_untap"
    COST_MORE = "cost_more"
    COST_LESS = "cost_less"
    COST_MORE_MANA = "cost_more_mana"
    SPELLS = "spells"
    SELF_COST_LESS = "self_cost_less"
    FOR_EACH = "for_each"
    IF_TARGET = "if_target"
    SPEND_AS_ANY_COLOR = "spend_as_any_color"
    CANT_BE_BLOCKED = "cant_be_blocked"
    CANT_BE_BLOCKED_BY = "cant_be_blocked_by"
    BLOCKED_ONLY_BY = "blocked_only_by"
    MAX_BLOCKERS = "max_blockers"
    MIN_BLOCKERS = "min_blockers"
    CANT_BLOCK_THESE = "cant_block_these"
    LESSER_POWER_CANT_BLOCK = "lesser_power_cant_block"
    CANT_ATTACK_ALONE = "cant_attack_alone"
    CANT_BLOCK_ALONE = "cant_block_alone"
    CANT_BE_ENCHANTED = "cant_be_enchanted"
    CANT_BE_TARGETED = "cant_be_targeted"
    ACTIVATE_AS_THOUGH_HASTE = "activate_as_though_haste"
    TRIGGERS_ADDITIONAL = "triggers_additional"
    NO_TRIGGERS = "no_triggers"
    TRIGGER_CAUSE = "trigger_cause"
    NO_MAX_HAND_SIZE = "no_max_hand_size"
    SKIP_DRAW_STEP = "skip_draw_step"
    ADDITIONAL_LANDS = "additional_lands"
    CANT_GAIN_LIFE = "cant_gain_life"
    LAND_PLAYERS = "land_players"
    CANT_LOSE = "cant_lose"
    ALL_MUST_BLOCK = "all_must_block"
    MUST_BE_BLOCKED = "must_be_blocked"
    BLOCK_ADDITIONAL = "block_additional"
    ATTACK_TAX = "attack_tax"
    ATTACK_TAX_PLANESWALKERS = "attack_tax_planeswalkers"
    CANT_BE_COUNTERED = "cant_be_countered"
    PREVENT_DAMAGE_TO = "prevent_damage_to"
    PREVENT_DAMAGE_BY = "prevent_damage_by"
    PREVENT_DAMAGE_TO_YOU = "prevent_damage_to_you"
    PREVENT_AMOUNT = "prevent_amount"
    UNPREVENTABLE_BY = "unpreventable_by"
    PREVENT_REMOVE = "prevent_remove"
    PREVENT_REMOVE_THAT_MANY = "prevent_remove_that_many"
    PREVENT_FROM = "prevent_from"


RULE_OPS: dict[RuleKey, tuple[Value, str]] = {
    RuleKey.CANT_ATTACK: (Value.BOOL, "can't attack"),
    RuleKey.CANT_BLOCK: (Value.BOOL, "can't block"),
    RuleKey.MAY_NOT_UNTAP: (Value.BOOL, "its controller may choose not to untap it during their untap step (502.3)"),
    RuleKey.DOESNT_UNTAP: (Value.BOOL, "doesn't untap during its controller's untap step (502.3)"),
    RuleKey.BLOCKS_ONLY: (Value.FILTER, "can block only creatures matching this filter (509.1b)"),
    RuleKey.ATTACKS_IF_ABLE: (Value.BOOL, "attacks each combat if able: a requirement on declaring attackers (508.1d)"),
    RuleKey.COST_MORE: (Value.INT, "spells matching `spells` cost this much generic mana more (601.2f)"),
    RuleKey.COST_MORE_MANA: (Value.MANA_COST, "spells matching `spells` cost this mana more (`\"{B}\"`: colored symbols are added, 601.2f)"),
    RuleKey.COST_LESS: (Value.INT, "spells matching `spells` cost this much generic mana less (601.2f; it reduces only the generic part, 118.7a)"),
    RuleKey.SPELLS: (Value.FILTER, "the spells `cost_more` or `cost_less` applies to (`you control`: the spells you cast)"),
    RuleKey.SELF_COST_LESS: (Value.INT, "this spell costs this much generic mana less to cast: an ability of the spell itself, applied as its total cost is determined (601.2f, 118.7a)"),
    RuleKey.FOR_EACH: (Value.TEXT, "a cost change is this many times its amount: what follows \"for each\" (a filter of permanents or cards, `\"creature in your party\"`), counted as the total cost is determined (601.2f)"),
    RuleKey.IF_TARGET: (Value.WHAT, "a cost change applies only to a spell one of whose targets is this object (`\"self\"`, said of the permanent: \"spells that target ~\") or matches this filter (\"if it targets a blue permanent\") (601.2c, 601.2f)"),
    RuleKey.SPEND_AS_ANY_COLOR: (Value.WHO_SPENDS, "`\"players\"` or `\"you\"`: mana may be spent as though it were mana of any color (609.4b)"),
    RuleKey.CANT_BE_BLOCKED: (Value.BOOL, "can't be blocked (509.1b)"),
    RuleKey.CANT_BE_BLOCKED_BY: (Value.FILTER, "can't be blocked by creatures matching this filter, checked as blockers are declared (509.1b)"),
    RuleKey.BLOCKED_ONLY_BY: (Value.FILTER, "can't be blocked except by creatures matching this filter (509.1b)"),
    RuleKey.MAX_BLOCKERS: (Value.INT, "can't be blocked by more than this many creatures (509.1b)"),
    RuleKey.LESSER_POWER_CANT_BLOCK: (Value.BOOL, "creatures with power less than its source's power can't block it (509.1b; \"~'s power\", as blockers are declared)"),
    RuleKey.CANT_BLOCK_THESE: (Value.FILTER, "can't block creatures matching this filter (509.1b)"),
    RuleKey.CANT_ATTACK_ALONE: (Value.BOOL, "can't be the only creature declared as an attacker (506.5, 508.1c)"),
    RuleKey.CANT_BLOCK_ALONE: (Value.BOOL, "can't be the only creature declared as a blocker (506.5, 509.1b)"),
    RuleKey.MIN_BLOCKERS: (Value.INT, "can't be blocked except by this many or more creatures (509.1b; menace is 2, 702.111b)"),
    RuleKey.CANT_BE_ENCHANTED: (Value.BOOL, "can't be enchanted: no Aura can target it or stay attached to it (303.4, 704.5m)"),
    RuleKey.CANT_BE_TARGETED: (Value.TARGETED_BY, "`\"spells\"`, `\"spells_and_abilities\"` or `\"opponents\"` (spells and abilities its controller's opponents control): what can't target it (115.4)"),
    RuleKey.TRIGGERS_ADDITIONAL: (Value.EVENT, "`\"enters\"`: a triggered ability of a permanent its controller controls that "
                                  "this event of an object matching `trigger_cause` causes to trigger triggers an additional time (603.2d)"),
    RuleKey.NO_TRIGGERS: (Value.EVENT, "`\"enters\"`: this event of an object matching `trigger_cause` doesn't cause abilities to trigger (603.2e)"),
    RuleKey.TRIGGER_CAUSE: (Value.FILTER, "with `triggers_additional` or `no_triggers`: the objects whose event it is (`\"artifact or creature\"`)"),
    RuleKey.NO_MAX_HAND_SIZE: (Value.WHO_SPENDS, "`\"you\"` (its controller) or `\"players\"` (every player): no maximum hand size, so no discard in the cleanup step (402.2, 514.1)"),
    RuleKey.CANT_GAIN_LIFE: (Value.WHO_SPENDS, "`\"players\"` (every player) or `\"you\"` (its controller) can't gain life: an effect that would make them gain life does nothing, and no life gain event happens (119.7, 119.9)"),
    RuleKey.ADDITIONAL_LANDS: (Value.INT, "its controller (or each player, with `land_players`) may play this many additional lands on each of their turns (305.2)"),
    RuleKey.LAND_PLAYERS: (Value.WHO_SPENDS, "with `additional_lands`: `\"you\"` (its controller, the default) or `\"players\"` (each player, on their own turns)"),
    RuleKey.SKIP_DRAW_STEP: (Value.BOOL, "its controller skips their draw step: the turn goes on to the next step, and nothing of the draw step happens (614.1b, 614.10)"),
    RuleKey.CANT_LOSE: (Value.BOOL, "its controller can't lose the game and their opponents can't win it: no state-based action makes them lose (104.3, 704.5a-c); a draw from an empty library is forgotten once the check is made (704.5b)"),
    RuleKey.CANT_BE_COUNTERED: (Value.BOOL, "spells matching `spells` (read by its controller: `creature spell you control`) can't be countered: a spell or ability that would counter one does nothing to it (101.2, 701.6a)"),
    RuleKey.ATTACK_TAX: (Value.MANA_COST, "creatures can't attack its controller unless their controller pays this for each creature attacking them: a cost to attack, paid as attackers are declared (508.1d, 508.1g-i)"),
    RuleKey.ATTACK_TAX_PLANESWALKERS: (Value.BOOL, "with `attack_tax`: also for each creature attacking a planeswalker its controller controls"),
    RuleKey.BLOCK_ADDITIONAL: (Value.INT, "can block this many additional creatures each combat (509.1a); its combat damage is divided among them, lethal damage to each in the order declared, the rest to the last (510.1d)"),
    RuleKey.MUST_BE_BLOCKED: (Value.BOOL, "must be blocked if able: one requirement on the defending player, obeyed when one or more creatures block it, as far as the restrictions allow (509.1c)"),
    RuleKey.ALL_MUST_BLOCK: (Value.BOOL, "all creatures able to block it do so: a requirement on each of them as blockers are declared, obeyed as far as the restrictions allow (509.1c)"),
    RuleKey.PREVENT_DAMAGE_TO: (Value.DAMAGE_KIND, "`all`, `combat` or `noncombat`: that damage that would be dealt to it is prevented (615.1a)"),
    RuleKey.PREVENT_DAMAGE_BY: (Value.DAMAGE_KIND, "`all`, `combat` or `noncombat`: that damage it would deal is prevented (615.1a)"),
    RuleKey.PREVENT_DAMAGE_TO_YOU: (Value.DAMAGE_KIND, "`all`, `combat` or `noncombat`: that damage that would be dealt to its controller is prevented (615.1a)"),
    RuleKey.PREVENT_FROM: (Value.FILTER, "with `prevent_damage_to` or `prevent_damage_to_you`: only the damage from a source matching this filter, as it would be dealt (`creature`, `artifact object`)"),
    RuleKey.PREVENT_AMOUNT: (Value.INT, "with `prevent_damage_to` or `prevent_damage_to_you`: only this much of the damage of each such event (\"prevent 1 of that damage\", 615.9)"),
    RuleKey.PREVENT_REMOVE: (Value.COUNTER_KIND, "with `prevent_damage_to` on this permanent: right after damage to it is prevented this way, a counter of this kind is "
                             "removed from it, once for each damage event (615.5; also when the damage can't be prevented, 615.12)"),
    RuleKey.PREVENT_REMOVE_THAT_MANY: (Value.BOOL, "with `prevent_remove`: as many counters as the damage prevented"),
    RuleKey.UNPREVENTABLE_BY: (Value.DAMAGE_KIND, "`all` or `combat`: that damage it would deal can't be prevented (615.12)"),
    RuleKey.ACTIVATE_AS_THOUGH_HASTE: (Value.BOOL, "its {T} and {Q} abilities may be activated as though it had haste; it gains no haste (609.4, 302.6)"),
}
RULE_KEYS = {str(k) for k in RuleKey}
LEVEL = "level"
"""The key of a leveler's striation (711.2): its operations apply only while the object's
number of level counters is in this range."""
CLASS_LEVEL = "class_level"
"""The key of a Class's level section (716): its operations apply only while the Class's level
is at least this number."""
CONDITION = "condition"
"""The key of an "as long as" (611.3a): the effect applies only while this condition holds
(a condition as triggers write it, such as `"you control a Swamp"`)."""
LAYERS = ("2", "4", "5", "6", "7a", "7b", "7c", "7d")
"""Layers of non-copy effects, in the order they apply (layer 1 is copy effects, 707)."""
LAYER_RULE = {"1": "613.1a", "2": "613.1b", "4": "613.1d", "5": "613.1e", "6": "613.1f",
              "7a": "613.4a", "7b": "613.4b", "7c": "613.4c", "7d": "613.4d"}
"""The rule that defines each layer, cited in explanations."""
CDA_AMOUNTS = (AmountKind.NUMBER, AmountKind.FOR_EACH, AmountKind.DEVOTION, AmountKind.COUNTERS, AmountKind.CARD_TYPES)
"""Amounts a characteristic-defining P/T may use (measuring P/T itself would be circular)."""


def check_static_effect(spec: Any) -> dict[str, Any]:
    """Validate one effect table of a static ability or animation; abilities get parsed."""
    if not isinstance(spec, dict):
        raise InvalidActionError(f"a static effect is a table, found {spec!r}")
    only_keys(spec, [*STATIC_OPS, *RULE_OPS, "affects", LEVEL, CLASS_LEVEL, CONDITION], "static effect")
    paired = spec.get("affects") == "paired"  # this creature and the one it's paired with (soulbond, 702.95a)
    if paired and (set(spec) - {"affects", *STATIC_OPS} or CONDITION in spec):
        raise InvalidActionError("affects 'paired' (soulbond, 702.95a): only with layer operations, without a condition")
    out: dict[str, Any] = {"affects": "paired"} if paired else (
        {"affects": check_value(Value.WHAT, spec["affects"], "affects")} if "affects" in spec else {})
    if LEVEL in spec:
        out[LEVEL] = check_value(Value.LEVEL_RANGE, spec[LEVEL], LEVEL)
    if CLASS_LEVEL in spec:
        out[CLASS_LEVEL] = check_value(Value.INT, spec[CLASS_LEVEL], CLASS_LEVEL)
    if CONDITION in spec:
        out[CONDITION] = check_value(Value.CONDITION, spec[CONDITION], CONDITION)
    for key, v in spec.items():
        if key in STATIC_OPS:
            out[key] = check_value(STATIC_OPS[StaticOp(key)].type, v, key)
        elif key in RULE_OPS:
            out[key] = check_value(RULE_OPS[RuleKey(key)][0], v, key)
    _check_cost_change(out)
    _check_trigger_rule(out)
    if RuleKey.ATTACK_TAX_PLANESWALKERS in out and RuleKey.ATTACK_TAX not in out:
        raise InvalidActionError("attack_tax_planeswalkers: only with attack_tax")
    if RuleKey.LAND_PLAYERS in out and RuleKey.ADDITIONAL_LANDS not in out:
        raise InvalidActionError("land_players: only with additional_lands")
    if RuleKey.ADDITIONAL_LANDS in out and not out[RuleKey.ADDITIONAL_LANDS] >= 1:
        raise InvalidActionError("additional_lands: one or more")
    if RuleKey.PREVENT_REMOVE in out and (out.get(RuleKey.PREVENT_DAMAGE_TO) is None or "affects" in out
                                          or RuleKey.PREVENT_AMOUNT in out or RuleKey.PREVENT_FROM in out):
        raise InvalidActionError("prevent_remove: only with prevent_damage_to of this permanent itself, all of the damage")
    if RuleKey.PREVENT_REMOVE_THAT_MANY in out and RuleKey.PREVENT_REMOVE not in out:
        raise InvalidActionError("prevent_remove_that_many: only with prevent_remove")
    for k in (RuleKey.PREVENT_FROM, RuleKey.PREVENT_AMOUNT):
        if k in out and (RuleKey.PREVENT_DAMAGE_TO not in out and RuleKey.PREVENT_DAMAGE_TO_YOU not in out or RuleKey.PREVENT_DAMAGE_BY in out):
            raise InvalidActionError(f"{k}: only with prevent_damage_to or prevent_damage_to_you (and without prevent_damage_by)")
    if RuleKey.PREVENT_AMOUNT in out and not 0 < out[RuleKey.PREVENT_AMOUNT] <= 1000:
        raise InvalidActionError("prevent_amount: a number from 1 to 1000")
    if "cda_pt" in out:
        if out.get("affects", "self") != "self":
            raise InvalidActionError("cda_pt: a characteristic-defining ability defines its own object's power and toughness (604.3): no 'affects'")
        for a in out["cda_pt"]:
            if a.kind not in CDA_AMOUNTS:
                raise InvalidActionError(f"cda_pt: {a.kind} can't define power or toughness; known: {', '.join(CDA_AMOUNTS)}")
    if "cda_plus" in out and "cda_pt" not in out:
        raise InvalidActionError("cda_plus: only with cda_pt (what it adds to)")
    return out


COST_CHANGES = (RuleKey.COST_MORE, RuleKey.COST_MORE_MANA, RuleKey.COST_LESS, RuleKey.SELF_COST_LESS)
"""The rule keys that change the total cost of spells (601.2f)."""
COST_MODIFIERS = (RuleKey.SPELLS, RuleKey.FOR_EACH, RuleKey.IF_TARGET)
"""Keys that only say how a cost change applies."""


TRIGGER_RULES = (RuleKey.TRIGGERS_ADDITIONAL, RuleKey.NO_TRIGGERS)
"""Rule keys about what an event causes to trigger (603.2d-e); only entering is read: a
leaves-the-battlefield event looks back in time (603.10a), which these rules don't yet."""


def _check_trigger_rule(out: dict[str, Any]) -> None:
    rules = [k for k in TRIGGER_RULES if k in out]
    if RuleKey.TRIGGER_CAUSE in out and not rules:
        raise InvalidActionError(f"trigger_cause: only with {' or '.join(TRIGGER_RULES)}")
    for k in rules:
        if out[k] != "enters":
            raise InvalidActionError(f"{k}: only \"enters\" is understood, found {out[k]!r}")
        if RuleKey.TRIGGER_CAUSE not in out:
            raise InvalidActionError(f"{k}: missing `trigger_cause`")


def _check_cost_change(out: dict[str, Any]) -> None:
    """One cost change per effect; its modifiers only with it; `spells` only for spells cast
    while the source is on the battlefield (not for this spell's own reduction)."""
    changes = [k for k in COST_CHANGES if k in out]
    if len(changes) > 1:
        raise InvalidActionError(f"one cost change per static effect, found {', '.join(changes)}")
    if RuleKey.CANT_BE_COUNTERED in out and (changes or RuleKey.SPELLS not in out or out.get("affects")):
        raise InvalidActionError("cant_be_countered: with `spells` (the spells it protects) only")
    for k in COST_MODIFIERS:
        if k == RuleKey.SPELLS and RuleKey.CANT_BE_COUNTERED in out:
            continue
        if k in out and not changes:
            raise InvalidActionError(f"{k}: only with a cost change ({', '.join(COST_CHANGES)})")
    if RuleKey.SELF_COST_LESS in out and RuleKey.SPELLS in out:
        raise InvalidActionError("self_cost_less: this spell's own reduction has no `spells`")
    if changes and changes[0] != RuleKey.SELF_COST_LESS and RuleKey.SPELLS not in out:
        raise InvalidActionError(f"{changes[0]}: missing `spells`")
    if RuleKey.FOR_EACH in out:
        Amount.from_text("for each " + out[RuleKey.FOR_EACH], "for_each")
    target = out.get(RuleKey.IF_TARGET)
    if target in ("enchanted", "equipped") or (target == "self" and RuleKey.SELF_COST_LESS in out):
        raise InvalidActionError(f"if_target: {target!r} is not understood here; a filter, or \"self\" for a permanent's own spells")
