"""The compiler reads "As an additional cost to cast this spell, <cost>." (601.2f, 118.8) as
the card's mandatory additional cost, one cost part a spell can pay (sacrifice or exile a
permanent you control, discard, pay life). What it doesn't read exactly stays refused: an
optional cost ("you may"), a choice of costs, several permanents, X, costs of other spells,
and references to what was paid other than the sacrificed permanent (608.2h: "the sacrificed
creature's power" is read as it last existed)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ..oracle.helpers import compile_text

PREFIX = "As an additional cost to cast this spell, "


@pytest.mark.parametrize("cost,table", [
    ("sacrifice a creature", "Sacrifice a creature"),
    ("sacrifice an artifact or creature", "Sacrifice an artifact or creature"),
    ("sacrifice a nonland permanent", "Sacrifice a nonland permanent"),
    ("sacrifice a Goblin", "Sacrifice a Goblin"),
    ("discard a card", "Discard a card"),
    ("discard two cards", "Discard two cards"),
    ("discard a land card", "Discard a land card"),
    ("pay 3 life", "Pay 3 life"),
    ("exile a creature you control", "Exile a creature you control"),
    ("exile a creature card from your graveyard", "Exile a creature card from your graveyard"),
    ("exile two creature cards from your graveyard", "Exile two creature cards from your graveyard"),
    ("tap an untapped creature you control", "Tap an untapped creature you control"),
    ("tap three untapped white creatures you control", "Tap three untapped white creatures you control"),
    ("pay X life", "Pay X life"),
    ("sacrifice two creatures", "Sacrifice two creatures"),
    ("return a land you control to its owner's hand", "Return a land you control to its owner's hand"),
    ("discard X cards", "Discard X cards"),
    ("exile X creature cards from your graveyard", "Exile X creature cards from your graveyard"),
])
def test_601_2f_an_additional_cost_is_read_into_the_card(cost, table):
    c = compile_text(f"{PREFIX}{cost}.\nDraw two cards.", type_line="Sorcery")
    assert c.table is not None, c.refused
    assert c.table["additional_cost"] == table and c.table["effects"] == [{"draw": {"count": 2}}]


def test_601_2f_a_creature_spell_and_the_old_wording_with_its_name():
    c = compile_text("As an additional cost to cast Test Card, sacrifice a creature.\nFlying", type_line="Creature — Demon")
    assert c.table is not None and c.table["additional_cost"] == "Sacrifice a creature", c.refused


@pytest.mark.parametrize("text", [
    PREFIX + "you may sacrifice an artifact.",                        # optional (not a mandatory cost)
    PREFIX + "you may reveal a Dragon card from your hand.",
    PREFIX + "sacrifice a creature or pay 3 life.",                   # a choice of costs
    PREFIX + "sacrifice a creature or discard a card.",
    PREFIX + "sacrifice a creature, discard a card, or pay 4 life.",
    PREFIX + "pay 5 life or sacrifice a creature or enchantment.",
    PREFIX + "discard a card and sacrifice a creature.",              # two costs
    PREFIX + "sacrifice two creature.",                               # number and noun disagree
    PREFIX + "sacrifice two other creatures.",                        # other than what? (a spell)
    PREFIX + "sacrifice another creature.",
    PREFIX + "sacrifice X creatures.",
    PREFIX + "sacrifice any number of creatures.",
    PREFIX + "sacrifice all creatures you control.",
    PREFIX + "discard a card at random from your hand.",
    PREFIX + "discard X cards at random.",
    PREFIX + "discard X card.",
    PREFIX + "sacrifice a creature an opponent controls.",            # a sacrifice is of your own (701.21a)
    PREFIX + "tap any number of untapped creatures you control.",
    PREFIX + "tap two untapped creature you control.",                # number and noun disagree
    PREFIX + "tap an untapped creatures you control.",
    PREFIX + "exile two creature card from your graveyard.",
    PREFIX + "exile a creature cards from your graveyard.",
    PREFIX + "exile a creature card from a graveyard.",
    PREFIX + "put a -1/-1 counter on a creature you control.",
    PREFIX + "return a creature you control to their owner's hand.",     # number and pronoun disagree
    PREFIX + "return two lands you control to its owner's hand.",
    PREFIX + "return a creature an opponent controls to its owner's hand.",
    PREFIX + "pay {2}.",                                              # mana: not read here
    PREFIX + "sacrifice this creature.",
    "As an additional cost to cast creature spells, sacrifice a creature.",   # other spells' cost
    "As an additional cost to cast this spell sacrifice a creature.",          # no comma
    PREFIX + "sacrifice a creature",                                           # no period
])
def test_601_2f_near_misses_of_an_additional_cost_are_refused(text):
    c = compile_text(f"{text}\nDraw two cards.", type_line="Sorcery")
    assert c.table is None, (text, c.table)


@pytest.mark.parametrize("text,effects", [
    ("sacrifice a creature.\nTest Card deals damage equal to the sacrificed creature's power to any target.",   # Fling
     [{"damage": {"amount": {"power_of": "sacrificed"}, "to": "target"}}]),
    ("sacrifice a creature.\nYou gain life equal to the sacrificed creature's toughness.",
     [{"gain_life": {"amount": {"toughness_of": "sacrificed"}}}]),
    ("sacrifice a creature.\nDraw cards equal to the sacrificed creature's power.",
     [{"draw": {"count": {"power_of": "sacrificed"}}}]),
    ("sacrifice an artifact or creature.\nYou gain life equal to the sacrificed permanent's mana value.",
     [{"gain_life": {"amount": {"mana_value_of": "sacrificed"}}}]),
    ("sacrifice a creature.\nTarget player discards a number of cards equal to the sacrificed creature's power.",
     [{"discard": {"who": "target", "count": {"power_of": "sacrificed"}}}]),
])
def test_608_2h_the_sacrificed_permanent_is_what_paid_the_additional_cost(text, effects):
    c = compile_text(PREFIX + text, type_line="Instant")
    assert c.table is not None, c.refused
    assert c.table["effects"] == effects


@pytest.mark.parametrize("text", [
    PREFIX + "discard a card.\nDraw cards equal to the sacrificed creature's power.",      # nothing sacrificed
    PREFIX + "pay 3 life.\nTest Card deals damage equal to the sacrificed creature's power to any target.",
    PREFIX + "discard a card.\nIf the discarded card was a creature card, draw two cards.",
    PREFIX + "exile a creature you control.\nDraw cards equal to the exiled creature's power.",
    PREFIX + "exile a creature card from your graveyard.\nTest Card deals damage equal to the exiled card's power to any target.",
    PREFIX + "sacrifice a creature.\n" + PREFIX + "discard a card.\nDraw two cards.",   # two additional costs
    PREFIX + "sacrifice a creature.\nAdd an amount of {B} equal to the sacrificed creature's mana value.",  # Sacrifice
    PREFIX + "sacrifice a creature.\nTest Card deals damage equal to its power to any target.",   # whose "its"?
])
def test_601_2f_a_reference_to_what_wasnt_paid_or_isnt_tracked_is_refused(text):
    c = compile_text(text, type_line="Instant")
    assert c.table is None, (text, c.table)


@pytest.mark.parametrize("text,type_line", [
    ("Target opponent sacrifices a creature. You gain life equal to that creature's toughness.", "Instant"),  # Tribute to Hunger
    ("Target player sacrifices a creature. You draw cards equal to that creature's power.", "Sorcery"),       # Twisted Justice
    ("At the beginning of your upkeep, sacrifice a creature. You gain life equal to that creature's toughness.",
     "Creature — Elemental"),                                                                                  # Doomgape
    ("Whenever a creature you control dies, you gain life equal to that creature's toughness.", "Enchantment"),
    ("When this creature enters, return target artifact card from your graveyard to your hand. You gain life "
     "equal to that card's mana value.", "Creature — Hippogriff"),   # the card is a new object in the hand (400.7)
    ("Counter target creature spell. Draw cards equal to that spell's mana value.", "Instant"),
    ("Test Card deals damage equal to its power to target creature.", "Creature — Elf"),
])
def test_equal_to_that_creatures_value_names_a_tracked_object_or_is_refused(text, type_line):
    """"that creature" is the one target of that noun or the object a trigger is about; a
    creature sacrificed by an effect, a card or spell that moved, or an unclear "its" is refused
    (these were read as the target before, a player or nothing)."""
    assert compile_text(text, type_line=type_line).table is None, text


def test_equal_to_that_creatures_value_in_a_trigger_is_the_object_it_is_about():
    text = "Whenever another creature enters under your control, you gain life equal to that creature's toughness."
    c = compile_text(text, type_line="Creature — Dinosaur")
    assert c.table is not None, c.refused
    (ability,) = c.table["abilities"]
    assert ability["triggered"]["effects"] == [{"gain_life": {"amount": {"toughness_of": "trigger.object"}}}]


def test_equal_to_that_creatures_value_with_the_one_target_creature_is_the_target():
    c = compile_text("Destroy target nonartifact creature. Its controller mills cards equal to that creature's power.",
                     type_line="Instant")
    assert c.table is not None, c.refused
    assert c.table["effects"][1] == {"mill": {"who": "controller", "count": {"power_of": "target"}}}


UNDERSTOOD = [PREFIX + "sacrifice a creature.", PREFIX + "discard a card.", PREFIX + "pay 3 life.",
              PREFIX + "sacrifice an artifact or creature.", PREFIX + "exile a creature you control."]


def _read(text: str):
    c = compile_text(text + "\nDraw a card.", type_line="Sorcery")
    return None if c.table is None else (c.table.get("additional_cost"), c.table.get("effects"))


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.sampled_from(UNDERSTOOD), at=st.integers(min_value=0, max_value=40),
       word=st.sampled_from(["blorp", "twice", "not", "unless", "random", "three", "or", "may", "X", "another"]))
def test_a_word_inserted_into_an_additional_cost_is_refused_or_read_differently(text, at, word):
    words = text.split(" ")
    i = at % (len(words) + 1)
    changed = " ".join(words[:i] + [word] + words[i:])
    got = _read(changed)
    assert got is None or got != _read(text), changed


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.sampled_from(UNDERSTOOD), at=st.integers(min_value=0, max_value=40))
def test_a_word_deleted_from_an_additional_cost_is_refused_or_read_differently(text, at):
    words = text.split(" ")
    i = at % len(words)
    changed = " ".join(words[:i] + words[i + 1:])
    got = _read(changed)
    assert got is None or got != _read(text), changed


@pytest.mark.parametrize("text", [
    "{T}, Exile a creature card from your graveyard: Return the exiled card to the battlefield.",   # 607.2a is another ability's
    "{T}, Tap an untapped creature you control: Add one mana of any color.",   # a mana ability: the planner doesn't tap others
    "Exile a creature card from your graveyard: Add {B}.",
    "{T}, Tap another untapped creature you control: Draw a card.",
])
def test_118_3_near_misses_of_the_tap_and_graveyard_exile_cost_parts_are_refused(text):
    assert compile_text(text, type_line="Creature — Elf").table is None, text


def test_118_3_the_cost_parts_read_in_activation_costs_too():
    c = compile_text("{T}, Tap two untapped Allies you control: Draw a card.", type_line="Creature — Ally")
    assert c.table is not None, c.refused
    c = compile_text("{1}, Exile two cards from your graveyard: Draw a card.", type_line="Creature — Elf")
    assert c.table is not None, c.refused


@pytest.mark.parametrize("text", [
    "{X}, {T}, Discard X cards: Draw X cards.",          # X in two parts of one cost: not read
    "{T}, Pay X life: Add X mana of any one color.",     # a mana ability with X life
    "Return a land you control to its owner's hand: Add {U}.",   # a mana ability returning a permanent
    "Sacrifice two creatures: Add {B}{B}.",
    "Sacrifice two creatures: Draw cards equal to the sacrificed creature's power.",   # which one?
])
def test_107_3_near_misses_of_x_cost_parts_are_refused(text):
    assert compile_text(text, type_line="Creature — Elf").table is None, text


def test_107_3_x_in_the_additional_cost_is_the_spells_x():
    c = compile_text(PREFIX + "pay X life.\nTarget creature gets +X/+0 until end of turn.", type_line="Instant")
    assert c.table is not None, c.refused
    assert c.table["effects"] == [{"pump": {"on": "target", "power": "X", "toughness": 0}}]
