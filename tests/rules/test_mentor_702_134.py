"""Mentor (702.134a): "Whenever this creature attacks, put a +1/+1 counter on target attacking
creature with lesser power." Blade Instructor (3/1) compiled from its Oracle text, attacking on a
real board through the real declare-attackers step: the lesser power is compared with the mentor's
power as the trigger is put on the stack and again as it resolves (608.2b)."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.cards.parse import parse_ability
from sandbox.errors import InvalidActionError
from sandbox.script.session import Session

from .copyhelp import compiled_cards, find, make

BLADE = OracleFace("Blade Instructor", "{2}{W}", "Creature — Human Soldier",
                   "Mentor (Whenever this creature attacks, put a +1/+1 counter on target attacking creature with "
                   "lesser power.)", "3", "1")
CARDS = compiled_cards(BLADE)


def _attack(*attackers: str, you_bf=("Blade Instructor", "Grizzly Bears", "Hill Giant", "Savannah Lions")):
    game = make(list(you_bf), extra=CARDS)
    session = Session(game)
    for c in ("next declare_attackers", "attack " + ", ".join(attackers)):
        assert session.run(c).ok, c
    return game, session


def _targets(game) -> list[str]:
    """The names the mentor trigger on the stack targets."""
    top = game.obj(game.state.stack[-1])
    return [game.chars(t).name for t in top.targets]


def test_702_134a_a_counter_on_the_attacking_creature_with_lesser_power():
    game, session = _attack("Blade Instructor", "Grizzly Bears", "Hill Giant")
    assert _targets(game) == ["Grizzly Bears"]  # Hill Giant's 3 isn't less than 3; the Lions don't attack
    assert session.run("resolve").ok
    bears = find(game, "Grizzly Bears")
    assert game.obj(bears).counters.get("+1/+1") == 1 and game.chars(bears).power == 3
    assert not game.obj(find(game, "Hill Giant")).counters and not game.obj(find(game, "Blade Instructor")).counters


@pytest.mark.parametrize("attackers", [("Blade Instructor", "Hill Giant"), ("Blade Instructor",)])
def test_702_134a_near_miss_equal_power_or_not_attacking_is_no_target(attackers):
    game, _ = _attack(*attackers)
    assert not game.state.stack  # no legal target: the trigger is removed (603.3d)
    assert not any(game.obj(o).counters for o in game.state.battlefield)


def test_702_134a_near_miss_lesser_than_the_mentor_as_it_resolves():
    """The Bears grow to the mentor's power before the trigger resolves: no longer a legal
    target, the ability does nothing (608.2b)."""
    game, session = _attack("Blade Instructor", "Grizzly Bears", you_bf=("Blade Instructor", "Grizzly Bears", "Forest"))
    bears = find(game, "Grizzly Bears")
    game.add_counters(bears, "+1/+1", 1)
    assert session.run("resolve").ok
    assert game.obj(bears).counters.get("+1/+1") == 1 and not game.state.stack


def test_702_134a_the_mentors_power_now_not_as_printed():
    """With a +1/+1 counter the 4-power mentor may choose Hill Giant (3) too."""
    game = make(["Blade Instructor", "Grizzly Bears", "Hill Giant"], extra=CARDS)
    game.add_counters(find(game, "Blade Instructor"), "+1/+1", 1)
    session = Session(game)
    for c in ("next declare_attackers", "attack Blade Instructor, Grizzly Bears, Hill Giant"):
        assert session.run(c).ok, c
    d = game.pending
    assert d is not None and sorted(o.label.split(" #")[0] for o in d.options) == ["Grizzly Bears", "Hill Giant"]
    game.answer(find(game, "Hill Giant"))
    assert session.run("resolve").ok
    assert game.obj(find(game, "Hill Giant")).counters.get("+1/+1") == 1


def _refused(text: str) -> str:
    face = OracleFace("Test Mentor", "{2}{W}", "Creature — Human Soldier", text, "3", "3")
    result = compile_card(OracleCard("Test Mentor", (face,)))
    assert result.table is None
    return " ".join(result.refused)


@pytest.mark.parametrize("text", ["Mentor 2", "Mentor {1}",
                                  "Whenever a creature becomes blocked by a creature with lesser power, destroy the blocking creature.",
                                  "Creatures you control with power less than Test Mentor's power get +1/+1."])
def test_702_134a_near_misses_refused(text):
    assert _refused(text)


def test_702_134a_a_card_file_writes_the_trigger_out():
    with pytest.raises(InvalidActionError, match="keyword 'mentor' is not implemented"):
        parse_ability("Mentor")
