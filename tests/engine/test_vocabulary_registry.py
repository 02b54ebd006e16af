"""The vocabulary registries and the engine agree: every entry has its implementation and
every implementation its entry; docs/CARDS.md's tables are the generated ones."""

import re
from pathlib import Path

import pytest

from sandbox.cards import vocabulary as v
from sandbox.cards.model import COST_PARTS, Amount, AmountKind, Condition, ConditionKind, Cost, CostPart
from sandbox.cards.vocabulary import schema
from sandbox.core import amounts, conditions, effects

from ..conftest import board, find

ROOT = Path(__file__).resolve().parents[2]
CORE = "\n".join(p.read_text() for p in (ROOT / "sandbox" / "core").rglob("*.py"))


def test_docs_cards_tables_are_generated_from_the_registries():
    doc = (ROOT / "docs" / "CARDS.md").read_text()
    assert doc == v.render_doc(doc), "run `python -m sandbox.cards.vocabulary --write`"
    for name in v.markdown():
        assert f"<!-- vocabulary:{name} -->" in doc, name


def test_every_value_type_has_exactly_one_checker():
    assert set(schema._CHECKERS) == set(v.Value)


def test_every_effect_has_a_handler_and_every_handler_an_effect():
    assert set(effects._HANDLERS) == set(v.EFFECTS) == set(v.Effect)


def test_every_static_operation_and_rule_key_is_implemented_in_core():
    layers_src = (ROOT / "sandbox" / "core" / "layers.py").read_text()
    for op in v.StaticOp:
        assert f'"{op}"' in layers_src, op
        assert v.LAYER_OF[op] in v.LAYERS
    for key in v.RuleKey:
        assert f'"{key}"' in CORE, key


def test_every_event_is_matched_by_triggers_and_fired_by_the_engine():
    for e in v.Event:
        for fired in v.EITHER.get(e, (e,)):  # "attacks or blocks": either event fires it
            assert f'"{fired}"' in CORE, e
    assert set(v.EVENTS) == set(v.Event)


def test_every_replacement_kind_is_applied_by_core():
    for k in v.ReplacementKind:
        assert f'replaces == "{k}"' in CORE, k


def test_every_keyword_is_implemented_in_core():
    for k in v.KeywordName:
        assert f'"{k}"' in CORE, k
    assert not set(v.KeywordName) & set(v.REFUSED_KEYWORDS)


def test_every_cost_part_example_parses_as_that_part():
    for part, (_, example) in COST_PARTS.items():
        text = re.search(r"`([^`]+)`", example).group(1)
        cost = Cost.parse(text)
        got = {CostPart.TAP: cost.tap, CostPart.UNTAP: cost.untap, CostPart.SACRIFICE_SELF: cost.sacrifice_self,
               CostPart.SACRIFICE: cost.sacrifice, CostPart.PAY_LIFE: cost.life, CostPart.MANA: cost.mana,
               CostPart.PUT_COUNTERS: cost.self_counters, CostPart.REMOVE_COUNTERS: cost.self_counters,
               CostPart.LOYALTY: cost.loyalty is not None, CostPart.REMOVE_X_COUNTERS: cost.x_counters,
               CostPart.EXILE: cost.exile, CostPart.DISCARD: cost.discard, CostPart.DISCARD_SELF: cost.discard_self,
               CostPart.EXILE_CARDS: cost.exile_cards, CostPart.TAP_OTHERS: cost.tap_others,
               CostPart.RETURN: cost.bounce, CostPart.SACRIFICE_N: cost.sacrifice_n, CostPart.TAP_POWER: cost.tap_power,
               CostPart.ENERGY: cost.energy, CostPart.EXILE_SELF: cost.exile_self,
               CostPart.EXILE_SELF_GRAVEYARD: cost.exile_from_graveyard, CostPart.DISCARD_RANDOM: cost.discard_random}[part]
        assert got, part


BOARD = '''
[[player]]
battlefield = [{ card = "Grizzly Bears", ref = "b", counters = { "+1/+1" = 2 } }, "Llanowar Elves", "Swamp"]
[[player]]
battlefield = ["Grizzly Bears"]
'''


@pytest.mark.parametrize("table, expected", [
    (3, 3), ("X", 4), ({"for_each": "creature you control"}, 2), ({"for_each": "creature"}, 3),
    ({"power_of": "self"}, 4), ({"toughness_of": "target"}, 4), ({"mana_value_of": "self"}, 2),
    ({"counters": "+1/+1"}, 2), ({"devotion": "green"}, 2), ({"party": "you"}, 0),
    ({"domain": "you"}, 1), ({"card_types": "card in a graveyard"}, 0), ({"life_lost_this_way": "all"}, 0),
    ({"damage_dealt_this_way": "all"}, 0),
    ({"event_amount": "trigger"}, 0),  # no triggering event here
])
def test_every_amount_kind_counts_on_a_board(table, expected):
    g = board(BOARD)
    b = g.refs["b"]
    amount = Amount.parse(table)
    assert Amount.parse(amount.table()) == amount
    assert amounts.evaluate(g, amount, 0, b, x=4, targets=[b]) == expected
    assert {Amount.parse(t).kind for t, _ in PARAMS} == set(AmountKind)


PARAMS = [(3, 3), ("X", 4), ({"for_each": "creature"}, 3), ({"power_of": "self"}, 4), ({"toughness_of": "target"}, 4),
          ({"mana_value_of": "self"}, 2), ({"counters": "+1/+1"}, 2), ({"devotion": "green"}, 2), ({"party": "you"}, 0),
          ({"domain": "you"}, 1), ({"card_types": "card in a graveyard"}, 0), ({"life_lost_this_way": "all"}, 0),
          ({"damage_dealt_this_way": "all"}, 0), ({"event_amount": "trigger"}, 0)]


@pytest.mark.parametrize("text, holds", [
    ("you control a Swamp", True), ("you control a Forest", False), ("you control no Forest", True),
    ("you control no creature", False), ("an opponent controls a creature", True), ("an opponent controls a land", False),
    ("it was kicked", False), ("you played a land this turn", False),
    ("no spells were cast last turn", True), ("a player cast two or more spells last turn", False), ("this land has a luck counter on it", False),
    ("you control two or more creatures", True), ("you control three or more creatures", False),
    ("it's your turn", True), ("it's not your turn", False), ("you have no cards in hand", True),
    ("you have one or fewer cards in hand", True), ("you have seven or more cards in hand", False),
    ("you have 20 or more life", True), ("you have 5 or less life", False),
    ("seven or more cards are in your graveyard", False),
    ("there are four or more card types among cards in your graveyard", False),
    ("this land is untapped", True), ("this land is tapped", False),
    ("you control two or fewer creatures", True), ("you control one or fewer creatures", False),
    ("you control 0 or fewer other lands", True),  # the Swamp is the source: not "other"
    ("you have one or more opponents", True), ("you have two or more opponents", False),
    ("defending player controls a creature", True), ("defending player controls a Swamp", False),
    ("defending player controls no land", True), ("defending player controls no creature", False),
    (str(ConditionKind.GREATER_THAN_SELF), False), ("you have the city's blessing", False), ("tribute wasn't paid", False), ("you're the monarch", False),  # no creature entered; the Swamp isn't a creature (702.100c)
    ("enchanted creature is a creature", False),  # the Swamp is attached to nothing (303.4)
    ("it's day", False), ("it's night", False),  # the game is neither day nor night (726)
])
def test_every_condition_kind_is_checked_on_a_board(text, holds):
    g = board(BOARD)
    assert conditions.condition_holds(g, Condition.parse(text), 0, find(g, "Swamp"), {}) is holds


def test_the_condition_parametrization_covers_every_kind():
    texts = ["you control a Swamp", "you control no Forest", "an opponent controls a creature", "it was kicked",
             "you played a land this turn", "no spells were cast last turn", "a player cast two or more spells last turn",
             "this land has a luck counter on it", "you control two or more creatures", "it's your turn",
             "it's not your turn", "you have no cards in hand", "you have one or fewer cards in hand",
             "you have seven or more cards in hand", "you have 20 or more life", "you have 5 or less life",
             "seven or more cards are in your graveyard",
             "there are four or more card types among cards in your graveyard", "this land is untapped",
             "you control two or fewer creatures", "you have two or more opponents",
             "defending player controls an Island", "defending player controls no Island", str(ConditionKind.GREATER_THAN_SELF),
             "you have the city's blessing", "tribute wasn't paid", "you're the monarch",
             "enchanted creature is white", "it's day", "it's night"]
    assert {Condition.parse(t).kind for t in texts} == set(ConditionKind)
