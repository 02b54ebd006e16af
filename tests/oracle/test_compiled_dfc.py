"""Transforming double-faced cards compiled from both faces' Oracle text (712): the front face is
the card, the back face its ``back`` table; played on a real board through the real engine."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.cards.parse import card_from_table
from sandbox.core.layers import mana_value_of
from sandbox.formats.save import to_toml

from ..rules.copyhelp import advance_to, cast, find, make, resolve

# Texts checked against Forge's script (village_messenger_moonrise_intruder.txt), in current templating.
FRONT = OracleFace("Village Messenger", "{R}", "Creature — Human Werewolf",
                   "Haste\nAt the beginning of each upkeep, if no spells were cast last turn, transform this creature.",
                   "1", "1")
BACK = OracleFace("Moonrise Intruder", "", "Creature — Werewolf",
                  "Menace (This creature can't be blocked except by two or more creatures.)\n"
                  "At the beginning of each upkeep, if a player cast two or more spells last turn, transform this creature.",
                  "2", "2", color_indicator=("R",))
NAME = "Village Messenger // Moonrise Intruder"


def _compiled(back: OracleFace = BACK, layout: str = "transform", partial: bool = False):
    return compile_card(OracleCard(NAME, (FRONT, back), layout), partial=partial)


def test_712_2_a_transform_card_compiles_its_front_as_the_card_and_its_back_as_back():
    result = _compiled()
    assert result.refused == ()
    table = result.table
    assert table is not None
    assert (table["name"], table["mana_cost"], table["power"], table["toughness"]) == ("Village Messenger", "{R}", 1, 1)
    assert table["abilities"][0] == "Haste"
    assert table["back"] == {
        "name": "Moonrise Intruder", "type_line": "Creature — Werewolf", "power": 2, "toughness": 2,
        "colors": ["R"], "oracle": BACK.oracle_text,
        "abilities": ["Menace", {"triggered": {
            "on": "upkeep", "whose": "each", "condition": "a player cast two or more spells last turn",
            "text": "At the beginning of each upkeep, if a player cast two or more spells last turn, transform this creature.",
            "effects": [{"transform": {"what": "self"}}]}}]}
    assert "mana_cost" not in table["back"]  # 712.8e: a back face has no mana cost
    assert [s.understood for s in result.sentences] == [True, True, True, True]


def test_712_near_miss_a_back_face_line_not_understood_refuses_the_card_naming_face_and_line():
    back = OracleFace("Moonrise Intruder", "", "Creature — Werewolf",
                      "Menace\nWhenever this creature explores, draw a card.", "2", "2", color_indicator=("R",))
    result = _compiled(back)
    assert result.table is None
    assert result.refused == ("back face 'Moonrise Intruder': Whenever this creature explores, draw a card.: "
                              "not understood from 'explores, draw a card.'",)


def test_712_partial_keeps_the_back_face_without_its_refused_line():
    back = OracleFace("Moonrise Intruder", "", "Creature — Werewolf",
                      "Menace\nWhenever this creature explores, draw a card.", "2", "2", color_indicator=("R",))
    result = _compiled(back, partial=True)
    assert result.table is not None and result.table["back"]["abilities"] == ["Menace"]
    assert result.refused[0].startswith("partly understood: back face 'Moonrise Intruder': Whenever")


def test_712_near_miss_a_back_face_that_is_a_sorcery_is_refused_in_one_line():
    back = OracleFace("Moonrise Intruder", "", "Sorcery", "Draw a card.")
    result = _compiled(back)
    assert result.table is None
    assert result.refused == ("back face 'Moonrise Intruder': a back face with 'effects' is not supported",)


@pytest.mark.parametrize("layout", ["meld"])
def test_712_near_miss_other_layouts_with_two_faces_are_refused_naming_the_layout(layout):
    result = _compiled(layout=layout)
    assert result.table is None
    assert len(result.refused) == 1
    line = result.refused[0]
    assert line.startswith(f"{NAME}: {layout} cards with 2 faces are not supported (")
    assert line.endswith("(of the cards with several faces, only transforming double-faced cards are read)")
    # the layout's rule is named: 712.4 (meld)
    rule = {"meld": "712.4"}[layout]
    assert f"({rule}" in line


@pytest.mark.parametrize("layout", ["modal_dfc", "flip"])
def test_712_near_miss_a_transforming_card_given_as_modal_or_flip_is_refused_naming_701_27c(layout):
    """A modal double-faced card or a flip card never transforms (701.27c): faces whose text
    transforms are a transforming card, not read so (its transform would silently do nothing)."""
    result = _compiled(layout=layout)
    assert result.table is None
    assert len(result.refused) == 1 and "701.27c" in result.refused[0] and "transform" in result.refused[0]


def test_715_near_miss_an_adventure_layout_whose_second_face_is_a_creature_is_refused_naming_715_2():
    result = _compiled(layout="adventure")
    assert result.table is None and len(result.refused) == 1
    assert "715.2: an Adventure is an instant or sorcery with the subtype Adventure" in result.refused[0]


def test_709_near_miss_a_split_layout_whose_halves_are_creatures_is_refused_naming_709():
    result = _compiled(layout="split")
    assert result.table is None and len(result.refused) == 1
    assert "split cards with a half that isn't an instant or sorcery are not supported" in result.refused[0]
    assert "709.1" in result.refused[0] and "709.5" in result.refused[0]


def test_701_27a_compiled_werewolf_transforms_after_a_turn_without_spells_and_back_after_two_spells():
    table = _compiled().table
    card_from_table(table)
    game = make(["Mountain", "Mountain", "Mountain", "Mountain"], ["Village Messenger"] + ["Lightning Bolt"] * 3,
                library=["Island"] * 10, extra=to_toml({"card": [table], "player": []}))
    cast(game, "Village Messenger")
    resolve(game)
    messenger = find(game, "Village Messenger")
    assert game.chars(messenger).has_keyword("haste")
    advance_to(game, 4, "upkeep")  # turn 3: a spell was cast
    resolve(game)
    assert game.chars(messenger).name == "Village Messenger"
    advance_to(game, 5, "upkeep")  # turn 4: no spells were cast
    resolve(game)
    c = game.chars(messenger)
    assert (c.name, c.power, c.toughness, c.subtypes, c.colors) == ("Moonrise Intruder", 2, 2, ("Werewolf",), frozenset("R"))
    assert c.has_keyword("menace") and not c.has_keyword("haste")
    assert mana_value_of(c, game.obj(messenger)) == 1  # 202.3b: the front face's mana value
    advance_to(game, 5, "main1")
    cast(game, "Lightning Bolt", "p1")
    resolve(game)
    advance_to(game, 6, "upkeep")  # turn 5: only one spell
    resolve(game)
    assert game.chars(messenger).name == "Moonrise Intruder"
    advance_to(game, 6, "main1")
    cast(game, "Lightning Bolt", "p1")
    cast(game, "Lightning Bolt", "p1")
    resolve(game)
    advance_to(game, 7, "upkeep")  # turn 6: a player cast two spells
    resolve(game)
    c = game.chars(messenger)
    assert (c.name, c.power, c.toughness, c.has_keyword("haste")) == ("Village Messenger", 1, 1, True)
