"""Level up (702.87a) and leveler striations (711.2): the highest range the level counters are
in gives base power/toughness (layer 7b) and abilities (layer 6); a copy gets no level
counters, so it has the printed characteristics (707.2)."""

from __future__ import annotations

import pytest

from sandbox import Edit, IllegalActionError
from sandbox.core.restrictions import restricted
from sandbox.errors import LoadError

from ..conftest import board, find
from .copyhelp import activate, cast, make, newest, resolve


def student(level: int):
    game = make([f'{{ card = "Student of Warfare", counters = {{ level = {level} }} }}'] if level else ["Student of Warfare"],
                ["Clone"])
    return game, find(game, "Student of Warfare")


def pt(game, oid) -> tuple:
    return game.chars(oid).power, game.chars(oid).toughness


def test_702_87a_level_up_puts_a_level_counter_as_a_sorcery():
    game, s = student(0)
    activate(game, s, "Level up")
    resolve(game)
    assert game.obj(s).counters == {"level": 1}
    assert pt(game, s) == (1, 1)  # level 1: below the first striation (711.5)


def test_702_87a_near_miss_level_up_isnt_activated_at_instant_speed():
    game, s = student(0)
    activate(game, s, "Level up")  # on the stack: no longer sorcery timing
    with pytest.raises(IllegalActionError, match="sorcery"):
        activate(game, s, "Level up")


@pytest.mark.parametrize("level, expected, keyword", [(2, (3, 3), "first strike"), (6, (3, 3), "first strike"),
                                                      (7, (4, 4), "double strike"), (12, (4, 4), "double strike")])
def test_711_2_the_striation_of_the_level_counters_sets_pt_and_abilities(level, expected, keyword):
    game, s = student(level)
    assert pt(game, s) == expected and game.chars(s).has_keyword(keyword)
    other = {"first strike", "double strike"} - {keyword}
    assert not game.chars(s).has_keyword(other.pop())  # only the striation it's in applies


def test_711_2_gaining_the_second_level_counter_changes_the_characteristics():
    game, s = student(1)
    assert pt(game, s) == (1, 1) and not game.chars(s).has_keyword("first strike")
    game.perform(Edit("counters", {"obj": s, "n": 1, "kind": "level"}))
    assert pt(game, s) == (3, 3) and game.chars(s).has_keyword("first strike")


def test_707_2_a_clone_of_a_level_7_student_has_no_level_counters():
    game, s = student(7)
    cast(game, "Clone")
    resolve(game, s)
    clone = newest(game)
    assert game.chars(clone).name == "Student of Warfare" and game.obj(clone).counters == {}
    assert pt(game, clone) == (1, 1) and not game.chars(clone).has_keyword("double strike")


LEVELER = '''
[[player]]
[[player]]
[[card]]
name = "Leveler (test card)"
mana_cost = "{W}"
type_line = "Creature — Human"
power = 1
toughness = 1
abilities = {abilities}
levels = {levels}
'''


@pytest.mark.parametrize("abilities, levels, error", [
    ('[]', '[ { level = "2-6", pt = [3, 3] } ]', "needs a \"Level up {cost}\""),
    ('["Level up {W}"]', '[ { level = "6-2", pt = [3, 3] } ]', "level range"),
    ('["Level up {W}"]', '[ { level = "2-6" } ]', "needs 'level'"),
    ('["Level up {W}"]', '[ { level = "2+", pt = [3, 3], power = 3 } ]', "unknown key 'power'"),
])
def test_711_near_miss_malformed_striations_are_refused(abilities, levels, error):
    with pytest.raises(LoadError, match=error.replace("{", r"\{").replace("}", r"\}")):
        board(LEVELER.replace("{abilities}", abilities).replace("{levels}", levels))


def test_711_2_a_striation_may_carry_a_rule_modification_only_in_its_range():
    text = LEVELER.replace("{abilities}", '["Level up {W}"]').replace(
        "{levels}", '[ { level = "2+", pt = [2, 2] } ]').replace(
        "[[player]]\n[[player]]\n", '[game]\nturn = 3\n[[player]]\nbattlefield = [{ card = "Leveler (test card)", counters = { level = 1 } }]\n[[player]]\n')
    text = text.replace('abilities = ["Level up {W}"]', 'abilities = ["Level up {W}", { static = { text = "LEVEL 2+: can\'t be blocked.", effects = [ { level = "2+", cant_be_blocked = true } ] } }]')
    game = board(text)
    s = find(game, "Leveler (test card)")
    assert not restricted(game, "cant_be_blocked", s)
    game.perform(Edit("counters", {"obj": s, "n": 1, "kind": "level"}))
    assert restricted(game, "cant_be_blocked", s) and pt(game, s) == (2, 2)


def test_701_34a_proliferate_adds_a_level_counter():
    game = make(['{ card = "Student of Warfare", counters = { level = 1 } }'], ["Steady Progress"])
    s = find(game, "Student of Warfare")
    cast(game, "Steady Progress")
    resolve(game, [s])
    assert game.obj(s).counters == {"level": 2} and pt(game, s) == (3, 3)
