"""Battles (310) are refused, in one line naming "battle" and the rule, before any of their text
is read: the engine has no defense counters (310.4), protector (310.8), attacks on a battle
(310.5) or defeat (310.7). A battle read as an ordinary permanent (a Siege's front face without
its defense, its Siege line dropped as reminder text) would be a misread."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.cards.parse import card_from_table
from sandbox.errors import InvalidActionError, LoadError

from .copyhelp import make

SIEGE_LINE = ("(As a Siege enters, choose an opponent to protect it. You and others can attack it. "
              "When it's defeated, exile it, then cast it transformed.)")
TOLVADA = OracleFace("Invasion of Tolvada", "{3}{W}{B}", "Battle — Siege",
                     SIEGE_LINE + "\nWhen Invasion of Tolvada enters, return target nonbattle permanent card "
                     "from your graveyard to the battlefield.")
TOLVADA_BACK = OracleFace("The Broken Sky", "", "Enchantment",
                          "Creatures you control get +1/+0 and have lifelink.", color_indicator=("W", "B"))


def _one_battle_line(refused: tuple[str, ...]) -> str:
    assert len(refused) == 1
    line = refused[0]
    assert "battle (310)" in line and "\n" not in line
    return line


def test_310_a_siege_front_face_alone_is_refused_not_read_without_its_defense():
    result = compile_card(OracleCard(TOLVADA.name, (TOLVADA,)))
    assert result.table is None
    assert _one_battle_line(result.refused).startswith("Invasion of Tolvada: ")
    # no line of it was read: the enters trigger isn't offered as understood
    assert len(result.sentences) == 1 and not result.sentences[0].understood


def test_310_4_a_printed_defense_changes_nothing_it_is_still_refused():
    # the source's face has no defense field: a "Battle" type line is what refuses it, whatever else is printed
    result = compile_card(OracleCard(TOLVADA.name, (TOLVADA,)), partial=True)
    assert result.table is None
    _one_battle_line(result.refused)


def test_310_11_a_siege_as_a_transforming_card_is_refused_on_its_front_face():
    card = OracleCard(f"{TOLVADA.name} // {TOLVADA_BACK.name}", (TOLVADA, TOLVADA_BACK), layout="transform")
    result = compile_card(card)
    assert result.table is None
    assert "face 'Invasion of Tolvada' is a Battle" in _one_battle_line(result.refused)


def test_310_a_battle_on_a_back_face_is_refused_too():
    front = OracleFace("Test Front", "{2}{R}", "Creature — Human", "Haste", "2", "2")
    back = OracleFace("Test Back", "", "Battle — Siege", "", color_indicator=("R",))
    result = compile_card(OracleCard("Test Front // Test Back", (front, back), layout="transform"))
    assert result.table is None
    assert "face 'Test Back' is a Battle" in _one_battle_line(result.refused)


@pytest.mark.parametrize("defense", [None, 5])
def test_310_a_hand_written_battle_table_is_refused_with_or_without_defense(defense):
    table = {"name": "Test Siege", "mana_cost": "{2}{W}", "type_line": "Battle — Siege"}
    if defense is not None:
        table["defense"] = defense
    with pytest.raises(InvalidActionError, match=r"a battle \(310\) is not supported") as info:
        card_from_table(table)
    assert "\n" not in str(info.value)


def test_310_a_board_with_a_battle_card_is_refused_not_loaded():
    extra = '''
[[card]]
name = "Test Siege"
mana_cost = "{2}{W}"
type_line = "Battle — Siege"
defense = 5
'''
    with pytest.raises(LoadError, match=r"battle \(310\)"):
        make(you_hand=["Test Siege"], extra=extra)


def test_310_near_miss_nonbattle_in_a_filter_is_not_a_battle():
    # "nonbattle" in rules text is a filter, not the card's type: an ordinary permanent still compiles
    face = OracleFace("Test Raiser", "{3}{B}", "Creature — Zombie",
                      "When Test Raiser enters, return target nonbattle permanent card from your graveyard to the battlefield.",
                      "2", "2")
    assert compile_card(OracleCard(face.name, (face,))).table is not None
