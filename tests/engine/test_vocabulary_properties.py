"""Property tests of the card vocabulary: card tables generated from the registries' schemas
load, and load the same after a trip through TOML and `check`; every generated invalid variant
(an unknown key, a value of the wrong type, a name outside a registry) is refused with one line."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sandbox.cards import vocabulary as v
from sandbox.cards.model import (
    COST_PARTS,
    WHOLE_CONDITIONS,
    Amount,
    AmountKind,
    Condition,
    ConditionKind,
    Cost,
    CostPart,
)
from sandbox.cards.parse import card_from_table, parse_ability
from sandbox.cards.vocabulary.events import NOT_ATTACHED
from sandbox.cli import main
from sandbox.errors import InvalidActionError

V = v.Value
FILTERS = ["creature", "artifact or creature you control", "land", "nonbasic land", "creature you control"]
AMOUNTS = st.one_of(
    st.integers(0, 20), st.just("X"),
    st.sampled_from(FILTERS).map(lambda f: {"for_each": f}),
    st.sampled_from(["self", "target", "trigger.object"]).flatmap(
        lambda o: st.sampled_from([{"power_of": o}, {"toughness_of": o}, {"mana_value_of": o}])),
    st.sampled_from(["+1/+1", "charge"]).map(lambda k: {"counters": k, "on": "self"}),
    st.sampled_from(["green", "W", "black"]).map(lambda c: {"devotion": c}),
)
VALID: dict[v.Value, st.SearchStrategy[Any]] = {
    V.AMOUNT: AMOUNTS,
    V.COUNT: AMOUNTS,
    V.INT: st.integers(0, 5),
    V.BOOL: st.booleans(),
    V.TEXT: st.sampled_from(["Elemental Token", "a note"]),
    V.FILTER: st.sampled_from(FILTERS),
    # ("sacrificed" needs an ability that sacrifices: tests/rules/test_last_known_608_2h.py)
    V.OBJECT: st.sampled_from([*(r for r in v.OBJECT_REFS if r != "sacrificed"), "each creature"]),
    V.PLAYER: st.sampled_from(v.PLAYER_REFS),
    V.OBJECT_OR_PLAYER: st.sampled_from(["target", "each opponent", "each creature", "you"]),
    V.WHAT: st.sampled_from(["self", "enchanted", "creature you control"]),
    V.MANA: st.sampled_from(["{G}", "{B}{B}{B}", "{G} for each creature you control", "one mana of any color",
                             "an amount of {G} equal to your devotion to green", "produced", "chosen_color"]),
    V.COUNTER_KIND: st.sampled_from(["+1/+1", "loyalty"]),
    V.COUNTERS: st.sampled_from([{"+1/+1": 1}, {"+1/+1": "X"}]),
    V.COUNTERS_IF: st.just({"Creature": {"+1/+1": 1}}),
    V.EFFECTS: st.just([{"draw": {"count": 1}}]),
    V.DELAYED: st.just({"at": "end_step", "effects": [{"draw": {}}]}),
    V.REFLEXIVE: st.just({"effects": [{"destroy": {"what": "target"}}], "target": "creature", "text": "When you do, destroy target creature."}),
    V.EXCEPTIONS: st.sampled_from([{"nonlegendary": True}, {"add_card_types": ["Artifact"]}]),
    V.ABILITIES: st.sampled_from([["Flying"], ["Haste", "Trample"]]),
    V.CARD_TYPES: st.sampled_from([["Creature"], ["Artifact", "Creature"]]),
    V.SUBTYPES: st.sampled_from([["Elf"], ["Elemental", "Wizard"]]),
    V.COLORS: st.sampled_from([["G"], ["blue", "R"]]),
    V.COLOR: st.sampled_from(["G", "red"]),
    V.PT: st.tuples(st.integers(0, 5), st.integers(0, 5)).map(list),
    V.PT_AMOUNTS: st.tuples(AMOUNTS, AMOUNTS).map(list),
    V.PER: st.just({"pt": [1, 1], "count": "creature you control"}),
    V.EVENT: st.sampled_from(v.TRIGGER_EVENTS),
    V.CHAPTERS: st.sampled_from([1, [1, 2]]),
    V.DISCARD_COUNT: st.one_of(st.just("any"), st.integers(1, 3)),
    V.CONDITION: st.sampled_from(["you control no Islands", "you control a Forest", "an opponent controls a creature"]),
    V.LEVEL_RANGE: st.sampled_from(["2-6", "7+", "1-1"]),
    V.MANA_COST: st.sampled_from(["{2}", "{1}{U}"]),
    **{k: st.sampled_from(choices) for k, choices in v.CHOICES.items()},
}
WRONG_TYPE: dict[v.Value, Any] = {
    V.AMOUNT: [1, 2], V.COUNT: [1, 2], V.INT: "3", V.BOOL: "yes", V.PT: "1/1", V.PT_AMOUNTS: "1/1", V.COUNTERS: "+1/+1",
    V.COUNTERS_IF: "Creature", V.CHAPTERS: "I", V.DISCARD_COUNT: [1], V.PER: 3,
}
"""A value of the wrong type for each value type (the rest take text or a list: 3 is wrong for them)."""
UNKNOWN_NAME: dict[v.Value, Any] = {
    V.AMOUNT: {"zzz": "self"}, V.COUNT: {"zzz": "self"}, V.OBJECT: "zzz", V.PLAYER: "zzz", V.OBJECT_OR_PLAYER: "zzz", V.MANA: "zzz",
    V.EVENT: "zzz", V.COLOR: "zzz", V.COLORS: ["zzz"], V.CARD_TYPES: ["zzz"], V.ABILITIES: ["zzz"],
    **{k: "zzz" for k in v.CHOICES},
}
"""A name outside its registry, for the value types that name one (filters are the filter grammar's)."""
FAST = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def legal_keys(entry: v.Entry, chosen: set[str] | list[str]) -> list[str]:
    """``chosen`` made a set of keys the entry accepts: its required keys and the keys the chosen
    ones need added, exactly one of its ``one_of`` keys kept, one of its ``any_of`` keys at least."""
    keys = {k for k in chosen} | {k for k, key in entry.keys.items() if key.required}
    keys |= {n for k in list(keys) for n in entry.keys[k].needs}
    if entry.one_of:
        keep = next((k for k in entry.one_of if k in keys), entry.one_of[0])
        keys = (keys - set(entry.one_of)) | {keep}
    if entry.any_of and not keys & set(entry.any_of):
        keys.add(entry.any_of[0])
    return [k for k in entry.keys if k in keys]


def entry_table(entry: v.Entry) -> st.SearchStrategy[dict[str, Any]]:
    """Tables of one registry entry: its required keys and any subset of the others (damage's
    `divided` aside: it needs a divided target requirement, tests/rules/test_divided_damage_601_2d.py)."""
    keys = [k for k in entry.keys if (entry.name, k) != (v.Effect.DAMAGE, "divided")]
    return st.sets(st.sampled_from(keys) if keys else st.nothing(), max_size=len(keys)).flatmap(
        lambda chosen: st.fixed_dictionaries({k: VALID[entry.keys[k].type] for k in legal_keys(entry, chosen)}))


EFFECT_TABLES = st.sampled_from(list(v.EFFECTS.values())).flatmap(
    lambda e: entry_table(e).map(lambda t: (e, {str(e.name): t})))
EVENT_TABLES = st.sampled_from([e for k, e in v.EVENTS.items() if k != v.Event.LORE]).flatmap(
    lambda e: entry_table(e).map(lambda t: (e, t)))
STATIC_TABLES = st.sampled_from(list(v.STATIC_OPS.values())).flatmap(
    lambda o: VALID[o.type].map(lambda val: (o, {str(o.op): val})))
REPLACEMENT_TABLES = st.sampled_from(list(v.REPLACEMENT_KINDS.values())).flatmap(
    lambda e: entry_table(e).map(lambda t: (e, t)))


def creature(abilities: list[Any]) -> dict[str, Any]:
    return {"name": "Generated", "mana_cost": "{1}{G}", "type_line": "Creature — Elf", "power": 1, "toughness": 1,
            "abilities": abilities}


def cards_for_effect(effect: dict[str, Any]) -> dict[str, Any]:
    return creature([{"activated": {"cost": "{T}", "targets": ["creature", "creature"], "effects": [effect]}}])


def toml_value(x: Any) -> str:
    if isinstance(x, bool):
        return "true" if x else "false"
    if isinstance(x, (int, str)):
        return json.dumps(x, ensure_ascii=False)
    if isinstance(x, (list, tuple)):
        return "[" + ", ".join(toml_value(i) for i in x) + "]"
    return "{ " + ", ".join(f"{json.dumps(k)} = {toml_value(i)}" for k, i in x.items()) + " }"


def toml_card(table: dict[str, Any]) -> str:
    return "[[card]]\n" + "\n".join(f"{k} = {toml_value(x)}" for k, x in table.items()) + "\n"


def assert_round_trip(table: dict[str, Any]) -> None:
    loaded = card_from_table(table)
    again = card_from_table(tomllib.loads(toml_card(table))["card"][0])
    assert again == loaded


def assert_refused(table: dict[str, Any]) -> None:
    with pytest.raises(InvalidActionError) as e:
        card_from_table(table)
    assert "\n" not in str(e.value) and str(e.value)


@FAST
@given(EFFECT_TABLES)
def test_generated_effect_tables_load_and_round_trip(case):
    _, effect = case
    assert_round_trip(cards_for_effect(effect))


@FAST
@given(STATIC_TABLES, st.sampled_from(["self", "enchanted", "creature you control"]))
def test_generated_static_operations_load_and_round_trip(case, affects):
    op, table = case
    if op.op == v.StaticOp.CDA_PLUS:  # only beside the cda_pt it adds to (604.3)
        assert_refused(creature([{"static": {"effects": [table]}}]))
        table = {**table, "cda_pt": [{"for_each": "creature you control"}, 1]}
    elif op.op != v.StaticOp.CDA_PT:
        table = {**table, "affects": affects}
    elif any(Amount.parse(a).kind not in v.CDA_AMOUNTS for a in table["cda_pt"]):
        assert_refused(creature([{"static": {"effects": [table]}}]))
        return
    assert_round_trip(creature([{"static": {"effects": [table]}}]))


WRITTEN_CONDITIONS = {
    ConditionKind.SELF_HAS_COUNTER: "this creature has a charge counter on it",
    ConditionKind.YOU_CONTROL_AT_LEAST: "you control two or more {}",
    ConditionKind.HAND_AT_MOST: "you have one or fewer cards in hand",
    ConditionKind.HAND_AT_LEAST: "you have seven or more cards in hand",
    ConditionKind.LIFE_AT_LEAST: "you have 30 or more life",
    ConditionKind.LIFE_AT_MOST: "you have 5 or less life",
    ConditionKind.GRAVEYARD_AT_LEAST: "seven or more cards are in your graveyard",
    ConditionKind.GRAVEYARD_CARD_TYPES: "there are four or more card types among cards in your graveyard",
    ConditionKind.SELF_STATUS: "this creature is tapped",
    ConditionKind.YOU_CONTROL_AT_MOST: "you control two or fewer {}",
    ConditionKind.OPPONENTS_AT_LEAST: "you have two or more opponents",
    ConditionKind.HOST_IS: "enchanted permanent is a creature",  # (a filter with "you control" is no quality)
}
"""How each condition that isn't "<kind> a <filter>" nor written out in full is written."""


@FAST
@given(EVENT_TABLES, st.sampled_from(list(ConditionKind)), st.sampled_from(FILTERS))
def test_generated_triggers_with_conditions_load_and_round_trip(case, cond, filt):
    event, params = case
    article = "" if cond in (ConditionKind.YOU_CONTROL_NO, ConditionKind.DEFENDING_CONTROLS_NO) else "a "
    text = (WRITTEN_CONDITIONS[cond].format(filt) if cond in WRITTEN_CONDITIONS
            else str(cond) if cond in WHOLE_CONDITIONS else f"{cond} {article}{filt}")
    table = {"on": str(event.name), **params, "condition": text, "effects": [{"draw": {}}]}
    if event.name in NOT_ATTACHED and params.get("what") in ("enchanted", "equipped"):
        assert_refused(creature([{"triggered": table}]))  # it could never trigger
        return
    assert_round_trip(creature([{"triggered": table}]))


@FAST
@given(REPLACEMENT_TABLES)
def test_generated_replacements_load_and_round_trip(case):
    entry, params = case
    assert_round_trip(creature([{"replacement": {"replaces": str(entry.name), **params}}]))


@FAST
@given(st.lists(st.sampled_from([p for p in COST_PARTS if p not in (CostPart.LOYALTY, CostPart.EXILE_SELF_GRAVEYARD)]),
                min_size=1, max_size=4, unique=True),
       st.sampled_from(v.KEYWORDS))
def test_generated_costs_and_keywords_load(parts, keyword):
    # A loyalty cost is a whole cost (606.4); a card exiled from a graveyard can't also be tapped or
    # sacrificed (113.6m): test_exile_from_graveyard_cost_113_6m covers that part.
    text = ", ".join(re.search(r"`([^`]+)`", COST_PARTS[p][1]).group(1) for p in parts)
    Cost.parse(text)
    assert_round_trip(creature([keyword, {"activated": {"cost": text, "effects": [{"draw": {}}]}}]))


@FAST
@given(AMOUNTS)
def test_every_amount_round_trips_through_its_table_form(table):
    a = Amount.parse(table)
    assert Amount.parse(a.table()) == a and a.kind in set(AmountKind)


# ---------------------------------------------------------------- invalid variants

@FAST
@given(EFFECT_TABLES, st.data())
def test_every_invalid_variant_of_an_effect_is_refused_with_one_line(case, data):
    entry, effect = case
    (name, spec), = effect.items()
    assert_refused(cards_for_effect({name: {**spec, "zzz_unknown": 1}}))
    assert_refused(cards_for_effect({name + "_zzz": spec}))
    if entry.keys:
        key = data.draw(st.sampled_from(list(entry.keys)))
        vtype = entry.keys[key].type
        assert_refused(cards_for_effect({name: {**spec, key: WRONG_TYPE.get(vtype, 3)}}))
        if vtype in UNKNOWN_NAME:
            assert_refused(cards_for_effect({name: {**spec, key: UNKNOWN_NAME[vtype]}}))


@FAST
@given(STATIC_TABLES)
def test_every_invalid_variant_of_a_static_operation_is_refused_with_one_line(case):
    op, table = case
    assert_refused(creature([{"static": {"effects": [{**table, "zzz_unknown": 1}]}}]))
    assert_refused(creature([{"static": {"effects": [{str(op.op): WRONG_TYPE.get(op.type, 3)}]}}]))
    if op.type in UNKNOWN_NAME:
        assert_refused(creature([{"static": {"effects": [{str(op.op): UNKNOWN_NAME[op.type]}]}}]))


@FAST
@given(EVENT_TABLES, st.data())
def test_every_invalid_variant_of_a_trigger_is_refused_with_one_line(case, data):
    event, params = case
    base = {"on": str(event.name), **params, "effects": [{"draw": {}}]}
    assert_refused(creature([{"triggered": {**base, "zzz_unknown": 1}}]))
    assert_refused(creature([{"triggered": {**base, "on": "zzz"}}]))
    assert_refused(creature([{"triggered": {**base, "condition": data.draw(st.sampled_from(
        ["it was kicked twice", "you have 40 or fewer life", "you attacked this turn", "zzz", "you control exactly two Elves"]))}}]))
    if event.keys:  # an event with no keys ("whenever day becomes night or night becomes day") has none to get wrong
        key = data.draw(st.sampled_from(list(event.keys)))
        assert_refused(creature([{"triggered": {**base, key: WRONG_TYPE.get(event.keys[key].type, 3)}}]))


@FAST
@given(REPLACEMENT_TABLES)
def test_every_invalid_variant_of_a_replacement_is_refused_with_one_line(case):
    entry, params = case
    assert_refused(creature([{"replacement": {"replaces": str(entry.name), **params, "extra_counters": {"+1/+1": 1}}}]))
    assert_refused(creature([{"replacement": {"replaces": "zzz", **params}}]))


@FAST
@given(st.sampled_from(v.REFUSED_KEYWORDS), st.booleans())
def test_every_refused_keyword_is_refused_as_text_and_as_a_table(keyword, as_table):
    ability = {"keyword": {"name": keyword}} if as_table else keyword.capitalize()
    with pytest.raises(InvalidActionError, match=f"keyword '{keyword}' is not implemented"):
        parse_ability(ability)


@FAST
@given(st.sampled_from(["Discard a card at random from your hand", "Discard your hand", "Tap another untapped creature you control", "Exile this card from your hand",
                        "Pay any amount of {E}", "Pay {E}{1}", "+X", "Sacrifice six lands"]))
def test_unknown_cost_parts_are_refused(part):
    with pytest.raises(InvalidActionError, match="unknown cost part"):
        Cost.parse("{T}, " + part)
    with pytest.raises(InvalidActionError, match="unknown condition|not supported"):
        Condition.parse("if " + part)


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.data())
def test_a_card_file_of_one_generated_card_per_registry_entry_passes_check(tmp_path: Path, capsys, data):
    """The round trip through the `check` command itself, one card per effect, static
    operation, event and replacement kind, each with every key."""
    def value(t: v.Value) -> Any:
        return data.draw(VALID[t])

    def full(entry: v.Entry) -> dict[str, Any]:
        # damage `divided` needs a target requirement with `divided` (601.2d): tests/rules/test_divided_damage_601_2d.py
        return {k: value(entry.keys[k].type) for k in legal_keys(entry, list(entry.keys))
                if (entry.name, k) != (v.Effect.DAMAGE, "divided")}
    cards = [cards_for_effect({str(k): full(e)}) for k, e in v.EFFECTS.items()]
    cards += [creature([{"static": {"effects": [{str(k): value(o.type)}]}}]) for k, o in v.STATIC_OPS.items()
              if k not in (v.StaticOp.CDA_PT, v.StaticOp.CDA_PLUS)]
    cards += [creature([{"triggered": {"on": str(k), **full(e), **({"what": "self"} if k in NOT_ATTACHED else {}),
                                       "effects": [{"draw": {}}]}}]) for k, e in v.EVENTS.items() if k != v.Event.LORE]
    cards += [creature([{"replacement": {"replaces": str(k), **full(e)}}]) for k, e in v.REPLACEMENT_KINDS.items()]
    text = "".join(toml_card({**c, "name": f"Generated {i}"}) + "\n" for i, c in enumerate(cards))
    path = tmp_path / "generated.toml"
    path.write_text(text, encoding="utf-8")
    capsys.readouterr()
    assert main(["check", str(path)]) == 0, capsys.readouterr().out
    assert f"ok (cards, {len(cards)} card(s))" in capsys.readouterr().out
