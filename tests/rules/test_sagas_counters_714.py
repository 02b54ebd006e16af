"""Sagas passing several chapters at once (714.2c), proliferate (701.34a) and moving counters
(122.5), on real boards."""

from __future__ import annotations

from sandbox import Edit

from ..conftest import board, find, find_all
from .copyhelp import activate, cast, make, resolve


def knights(game) -> int:
    return len(find_all(game, "Knight Token"))


def test_714_2c_two_lore_counters_at_once_trigger_chapters_one_and_two():
    game = make(['{ card = "History of Benalia", counters = {} }'])
    saga = find(game, "History of Benalia")
    assert game.obj(saga).counters == {}
    game.perform(Edit("counters", {"obj": saga, "n": 2, "kind": "lore"}))
    assert game.pending is None, "the two triggers are identical: no order is asked (603.3b)"
    chapters = [game.obj(s).event.get("chapter") for s in game.state.stack]
    assert sorted(chapters) == [1, 2]
    resolve(game)
    assert knights(game) == 2


def test_714_2c_near_miss_one_lore_counter_triggers_only_the_next_chapter():
    game = make(['{ card = "History of Benalia", counters = { lore = 1 } }'])
    saga = find(game, "History of Benalia")
    game.perform(Edit("counters", {"obj": saga, "n": 1, "kind": "lore"}))
    assert [game.obj(s).event.get("chapter") for s in game.state.stack] == [2]
    resolve(game)
    assert knights(game) == 1


def test_714_4_a_saga_reaching_its_last_chapter_waits_for_the_chapter_to_leave_the_stack():
    game = make(['{ card = "History of Benalia", counters = { lore = 1 } }', "Knight Token"])
    saga = find(game, "History of Benalia")
    game.perform(Edit("counters", {"obj": saga, "n": 2, "kind": "lore"}))
    game.answer(1, 0)  # chapter III resolves last
    assert saga in game.state.battlefield and len(game.state.stack) == 2  # chapters II and III
    resolve(game)
    assert saga not in game.state.battlefield and knights(game) == 2
    assert all(game.chars(k).power == 4 for k in find_all(game, "Knight Token"))  # chapter III resolved


def test_701_34a_proliferate_a_saga_triggers_its_next_chapter_and_adds_to_each_kind():
    game = make(['{ card = "History of Benalia", counters = { lore = 1 } }',
                 '{ card = "Grizzly Bears", counters = { "+1/+1" = 1 } }', "Llanowar Elves"], ["Steady Progress"])
    saga, bears = find(game, "History of Benalia"), find(game, "Grizzly Bears")
    cast(game, "Steady Progress")
    resolve(game)
    options = {o.value for o in game.pending.options}
    assert options == {saga, bears}  # only what has counters (the Elves have none)
    game.answer(saga, bears)
    assert game.obj(bears).counters == {"+1/+1": 2}
    assert game.obj(saga).counters == {"lore": 2}
    resolve(game)
    assert knights(game) == 1  # chapter II
    assert len(game.state.zone("hand", 0)) == 1  # and it drew a card


def test_701_34a_near_miss_proliferate_choosing_nothing_changes_no_counter():
    game = make(['{ card = "Grizzly Bears", counters = { "+1/+1" = 1 } }'], ["Steady Progress"])
    bears = find(game, "Grizzly Bears")
    cast(game, "Steady Progress")
    resolve(game)
    game.answer()
    assert game.obj(bears).counters == {"+1/+1": 1}


def test_122_5_daghatar_moves_a_counter_from_one_creature_onto_another():
    game = make(["Grizzly Bears"], ["Daghatar the Adamant"])
    cast(game, "Daghatar the Adamant")
    resolve(game)
    dag, bears = find(game, "Daghatar the Adamant"), find(game, "Grizzly Bears")
    assert game.obj(dag).counters == {"+1/+1": 4}  # it enters with four counters (614.1c)
    assert game.chars(dag).has_keyword("vigilance")
    activate(game, dag, "{1}{B/G}{B/G}", dag, bears)
    resolve(game)
    assert game.obj(dag).counters == {"+1/+1": 3} and game.obj(bears).counters == {"+1/+1": 1}
    assert (game.chars(bears).power, game.chars(bears).toughness) == (3, 3)


def test_122_5_near_miss_nothing_moves_from_a_creature_without_that_counter():
    game = make(["Grizzly Bears", "Llanowar Elves"], ["Daghatar the Adamant"])
    cast(game, "Daghatar the Adamant")
    resolve(game)
    dag, bears, elves = find(game, "Daghatar the Adamant"), find(game, "Grizzly Bears"), find(game, "Llanowar Elves")
    activate(game, dag, "{1}{B/G}{B/G}", bears, elves)
    resolve(game)
    assert game.obj(elves).counters == {} and game.obj(bears).counters == {}
    assert any(e.rule == "122.5" and "no +1/+1 counter" in e.text for e in game.log)


def test_701_34a_proliferate_gives_a_player_with_poison_counters_another():
    game = board('''
[game]
turn = 3
[[player]]
hand = ["Steady Progress"]
pool = "{U}{U}{U}"
library = ["Island"]
[[player]]
poison = 2
''')
    cast(game, "Steady Progress")
    resolve(game)
    assert [o.value for o in game.pending.options] == ["p1"]
    game.answer("p1")
    assert game.state.players[1].poison == 3 and game.state.players[0].poison == 0


LEECH_BONDER = '{ card = "Leech Bonder", tapped = true, counters = { "-1/-1" = 2 } }'


def test_122_5_leech_bonder_moves_a_counter_of_the_only_kind_the_source_has():
    game = make([LEECH_BONDER, "Island"], [], ["Grizzly Bears"], pool="")
    bonder, bears = find(game, "Leech Bonder"), find(game, "Grizzly Bears", player=1)
    activate(game, bonder, "{U}, {Q}", bonder, bears)
    resolve(game)
    assert game.obj(bonder).counters == {"-1/-1": 1} and game.obj(bears).counters == {"-1/-1": 1}
    assert not game.obj(bonder).tapped  # {Q}: it untapped to pay
    assert (game.chars(bears).power, game.chars(bears).toughness) == (1, 1)


def test_122_5_leech_bonder_asks_which_kind_when_the_source_has_several():
    two_kinds = '{ card = "Grizzly Bears", counters = { "+1/+1" = 2, "charge" = 1 } }'
    game = make([LEECH_BONDER, "Island", two_kinds], [], ["Centaur Courser"], pool="")
    bonder, bears, courser = find(game, "Leech Bonder"), find(game, "Grizzly Bears"), find(game, "Centaur Courser", player=1)
    activate(game, bonder, "{U}, {Q}", bears, courser)
    resolve(game)
    assert game.pending is not None and {o.value for o in game.pending.options} == {"+1/+1", "charge"}
    assert game.pending.player == 0 and game.pending.rule == "122.5"
    game.answer("charge")
    assert game.obj(bears).counters == {"+1/+1": 2} and game.obj(courser).counters == {"charge": 1}


def test_122_5_near_miss_leech_bonder_moves_nothing_from_a_creature_without_counters():
    game = make([LEECH_BONDER, "Island", "Grizzly Bears"], [], ["Centaur Courser"], pool="")
    bonder, bears, courser = find(game, "Leech Bonder"), find(game, "Grizzly Bears"), find(game, "Centaur Courser", player=1)
    activate(game, bonder, "{U}, {Q}", bears, courser)
    resolve(game)
    assert game.obj(courser).counters == {} and game.obj(bonder).counters == {"-1/-1": 2}
    assert any(e.rule == "122.5" and "has no counter to move" in e.text for e in game.log)


def test_614_1c_leech_bonder_enters_with_two_minus_one_counters():
    game = make(["Island", "Island", "Island"], ["Leech Bonder"], pool="")
    cast(game, "Leech Bonder")
    resolve(game)
    bonder = find(game, "Leech Bonder")
    assert game.obj(bonder).counters == {"-1/-1": 2}
    assert (game.chars(bonder).power, game.chars(bonder).toughness) == (1, 1)
