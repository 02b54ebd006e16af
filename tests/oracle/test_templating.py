"""Older Oracle templating, self-names, ability words (207.2c) and the length bound: each reads
exactly as today's wording does, and plays the same on a real board."""

from __future__ import annotations

from sandbox import Activate, Cast, Pass, PlayLand

from ..conftest import board, find, resolve_stack
from .helpers import compile_text, preset_with


def _without_text(value):
    if isinstance(value, dict):
        return {k: _without_text(v) for k, v in value.items() if k != "text"}
    return [_without_text(v) for v in value] if isinstance(value, list) else value


def _abilities(c):
    """The card's abilities as compiled, without their display text."""
    assert c.table is not None, c.refused
    return _without_text(c.table["abilities"])


def test_old_wording_enters_the_battlefield_and_converted_mana_cost_read_as_today():
    old = compile_text("When Drifter enters the battlefield, draw a card.", name="Drifter")
    new = compile_text("When this creature enters, draw a card.", name="Drifter")
    assert _abilities(old) == _abilities(new)
    old = compile_text("Creatures with converted mana cost 2 or less you control get +1/+1.", type_line="Enchantment")
    new = compile_text("Creatures with mana value 2 or less you control get +1/+1.", type_line="Enchantment")
    assert old.table is not None and new.table is not None
    assert _abilities(old) == _abilities(new)


def test_tribal_type_line_is_kindred():
    c = compile_text("", name="Old Tribal", type_line="Tribal Instant — Elf", mana_cost="{G}")
    assert c.table is not None and c.table["type_line"] == "Kindred Instant — Elf"


def test_602_1_the_card_s_own_name_in_a_cost_is_the_card_itself():
    c = compile_text("{1}, {T}, Sacrifice Mind Rock: Draw a card.", name="Mind Rock", type_line="Artifact")
    assert c.table is not None, c.refused
    g = board(preset_with(c, {"battlefield": ["Mind Rock", "Island"]}))
    hand = len(g.state.zones["hand:0"])
    g.perform(Activate(find(g, "Mind Rock"), 0))
    resolve_stack(g)
    assert len(g.state.zones["hand:0"]) == hand + 1
    assert not [o for o in g.state.battlefield if g.chars(o).name == "Mind Rock"]


def test_a_legendary_card_calls_itself_by_its_short_name():
    c = compile_text("{T}, Sacrifice Ayla: Draw a card.", name="Ayla, Keeper of Rocks",
                     type_line="Legendary Artifact")
    assert c.table is not None, c.refused
    # A nonlegendary card's first name is just a word: "Sacrifice Ayla" names some other object.
    c = compile_text("{T}, Sacrifice Ayla: Draw a card.", name="Ayla, Keeper of Rocks", type_line="Artifact")
    assert c.table is None


def test_207_2c_an_ability_word_has_no_rules_meaning():
    c = compile_text("Landfall — Whenever a land you control enters, draw a card.", name="Scout")
    plain = compile_text("Whenever a land you control enters, draw a card.", name="Scout")
    assert _abilities(c) == _abilities(plain)
    assert "ability word 'Landfall'" in (c.sentences[0].became or "")
    g = board(preset_with(c, {"battlefield": ["Scout"], "hand": ["Forest"]}))
    hand = len(g.state.zones["hand:0"])
    g.perform(PlayLand(find(g, "Forest", "hand")))
    resolve_stack(g)
    assert len(g.state.zones["hand:0"]) == hand - 1 + 1


def test_a_word_before_a_dash_that_is_no_ability_word_is_not_dropped():
    c = compile_text("Firestorm — Whenever a land you control enters, draw a card.", name="Scout")
    assert c.table is None and c.refused[0].startswith("Firestorm — Whenever")


def test_a_refusal_names_the_line_as_printed():
    c = compile_text("Landfall — Whenever a land you control enters the battlefield, frobnicate.", name="Scout")
    assert c.table is None and c.refused[0].startswith("Landfall — Whenever a land you control enters the battlefield")


def test_text_longer_than_the_bound_is_refused_at_once_in_one_line():
    c = compile_text("Flying\n" * 400, name="Long")
    assert c.table is None and len(c.refused) == 1 and "longer than the 2500" in c.refused[0]
    c = compile_text("Draw a card" + ", then draw a card" * 50 + ".", name="Wide", type_line="Sorcery")
    assert c.table is None and "longer than the 700" in c.refused[0]


def test_old_wording_spell_plays_the_same():
    c = compile_text("Zap deals 3 damage to any target.", name="Zap", type_line="Instant", mana_cost="{R}")
    g = board(preset_with(c, {"hand": ["Zap"], "battlefield": ["Mountain"]}, {"battlefield": ["Grizzly Bears"]}))
    bears = find(g, "Grizzly Bears")
    g.perform(Cast(find(g, "Zap", "hand"), targets=(bears,)))
    resolve_stack(g)
    assert bears not in g.state.battlefield


def test_702_114a_devoid_makes_the_card_colorless_everywhere():
    c = compile_text("Devoid\nFlying", name="Eldrazi Drone", mana_cost="{1}{B}", type_line="Creature — Eldrazi Drone")
    assert c.table is not None and c.table["colors"] == []
    g = board(preset_with(c, {"battlefield": ["Eldrazi Drone"], "hand": ["Eldrazi Drone"]}))
    assert g.chars(find(g, "Eldrazi Drone")).colors == frozenset()
    assert g.chars(find(g, "Eldrazi Drone", "hand")).colors == frozenset()
    assert g.chars(find(g, "Eldrazi Drone")).has_keyword("flying")


def test_702_108a_prowess_pumps_the_creature_when_you_cast_a_noncreature_spell():
    c = compile_text("Prowess", name="Monk", mana_cost="{R}", type_line="Creature — Human Monk")
    assert c.table is not None, c.refused
    g = board(preset_with(c, {"battlefield": ["Monk", "Mountain", "Forest", "Forest"],
                              "hand": ["Lightning Bolt", "Grizzly Bears"]}, {"battlefield": []}))
    monk = find(g, "Monk")
    g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=("p1",)))
    resolve_stack(g)
    assert (g.chars(monk).power, g.chars(monk).toughness) == (2, 2)
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))  # a creature spell: no trigger
    resolve_stack(g)
    assert (g.chars(monk).power, g.chars(monk).toughness) == (2, 2)


def test_101_2_this_spell_can_t_be_countered_and_a_counterspell_does_nothing_to_it():
    c = compile_text("This spell can't be countered.\nTrample", name="Tyrant", mana_cost="{G}",
                     type_line="Creature — Dinosaur")
    assert c.table is not None and c.table["uncounterable"] is True
    g = board(preset_with(c, {"hand": ["Tyrant"], "battlefield": ["Forest"]},
                          {"hand": ["Counterspell"], "battlefield": ["Island", "Island"]}))
    g.perform(Cast(find(g, "Tyrant", "hand")))
    spell = g.state.stack[-1]
    g.perform(Pass())
    g.perform(Cast(find(g, "Counterspell", "hand"), targets=(spell,)))
    resolve_stack(g)
    assert any(g.chars(o).name == "Tyrant" for o in g.state.battlefield)
    assert any(e.rule == "101.2" for e in g.log)


def test_101_2_near_miss_another_spell_can_t_be_countered_is_not_this_one():
    """Other spells' protection (a static of the permanent, tests/rules/test_cant_be_countered_101_2.py),
    never this card's own "this spell can't be countered"."""
    c = compile_text("Creature spells you control can't be countered.", name="Cavern", type_line="Enchantment")
    assert c.table is not None and not c.table.get("uncounterable")
    assert c.table["abilities"] == [{"static": {"text": "Creature spells you control can't be countered.", "effects": [
        {"cant_be_countered": True, "spells": "creature spell you control"}]}}]
