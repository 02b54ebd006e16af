"""Suspend (702.62). From a hand, a special action (116.2f): pay the suspend cost and exile the
card with N time counters on it, whenever its owner could begin to cast it (its timing). At the
beginning of its owner's upkeep a time counter is removed from it while it's suspended (in
exile, with suspend and a time counter, 702.62b); when the last is removed its owner may cast
it without paying its mana cost, and a creature spell cast this way has haste until they lose
control of it. A card with no mana cost (Ancestral Vision) can't be cast from a hand (118.6),
only suspended. Rift Bolt, Ancestral Vision, Keldon Halberdier and Shivan Meteor compiled from
their Oracle text, on real boards."""

from __future__ import annotations

import pytest

from sandbox import Cast, IllegalActionError, Pass, Suspend
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.core.legal import legal_actions

from ..conftest import board
from .copyhelp import advance_to, compiled_cards, find, make

REMINDER = ("(Rather than cast this card from your hand, you may pay {cost} and exile it with {n} time counters on it. "
            "At the beginning of your upkeep, remove a time counter. When the last is removed, you may cast it without "
            "paying its mana cost.)")
BOLT = OracleFace("Rift Bolt", "{2}{R}", "Sorcery",
                  "Rift Bolt deals 3 damage to any target.\nSuspend 1—{R} " + REMINDER.format(cost="{R}", n="a"))
VISION = OracleFace("Ancestral Vision", "", "Sorcery",
                    "Suspend 4—{U} " + REMINDER.format(cost="{U}", n="four") + "\nTarget player draws three cards.")
HALBERDIER = OracleFace("Keldon Halberdier", "{4}{R}", "Creature — Human Warrior",
                        "First strike\nSuspend 4—{R} " + REMINDER.format(cost="{R}", n="four"), "4", "1")
METEOR = OracleFace("Shivan Meteor", "{3}{R}{R}", "Sorcery",
                    "Shivan Meteor deals 13 damage to target creature.\nSuspend 2—{1}{R}{R} "
                    + REMINDER.format(cost="{1}{R}{R}", n="two"))
CARDS = compiled_cards(BOLT, VISION, HALBERDIER, METEOR)


def _exiled(name: str, counters: int) -> str:
    return f'{{ card = "{name}", counters = {{ time = {counters} }} }}'


def _board(exile: list[str], *, you_hand: str = "[]", opp_hand: str = "[]", opp_bf: str = "[]", pool: str = ""):
    return board(f'''
[game]
turn = 3
active = "you"
step = "main1"
[[player]]
name = "You"
pool = "{pool}"
library = ["Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island"]
hand = {you_hand}
exile = [{", ".join(exile)}]
[[player]]
name = "Opponent"
pool = "{{U}}{{U}}{{U}}{{U}}"
library = ["Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island"]
hand = {opp_hand}
battlefield = {opp_bf}
{CARDS}''')


def _pass_until_decision_or_empty(game) -> None:
    for _ in range(20):
        if game.pending is not None or not game.state.stack:
            return
        game.perform(Pass())


def test_702_62a_rift_bolt_suspended_then_cast_when_its_last_time_counter_comes_off():
    game = make(you_hand=["Rift Bolt"], pool="{R}", extra=CARDS)
    bolt = find(game, "Rift Bolt", "hand")
    assert Suspend(bolt) in legal_actions(game)
    game.perform(Suspend(bolt))
    exiled = find(game, "Rift Bolt", "exile")
    assert game.obj(exiled).counters == {"time": 1} and not game.state.stack  # a special action: no stack
    assert game.state.players[0].pool.total() == 0  # its suspend cost, {R}
    advance_to(game, 4, "main1")  # the opponent's upkeep isn't its owner's: nothing comes off
    assert game.obj(exiled).counters == {"time": 1}
    advance_to(game, 5, "upkeep")
    assert [game.obj(s).ability.text.startswith("Suspend (At the beginning") for s in game.state.stack] == [True]
    _pass_until_decision_or_empty(game)  # the counter comes off; the last one: the cast ability triggers
    assert game.obj(exiled).counters == {} and any(e.rule == "702.62a" and "last time counter" in e.text for e in game.log)
    _pass_until_decision_or_empty(game)
    assert game.pending is not None and game.pending.rule == "702.62a"  # "you may cast it"
    game.answer("yes")
    game.answer("p1")  # its target, chosen as it's cast (601.2c)
    assert game.state.step == "upkeep" and game.obj(game.state.stack[-1]).card == "Rift Bolt"  # timing ignored
    _pass_until_decision_or_empty(game)
    assert game.state.players[1].life == 17 and find(game, "Rift Bolt", "graveyard")
    assert game.state.players[0].pool.total() == 0  # cast without paying its mana cost


def test_702_62a_declined_it_stays_exiled_and_is_no_longer_suspended():
    game = _board([_exiled("Rift Bolt", 1)])
    advance_to(game, 5, "upkeep")
    _pass_until_decision_or_empty(game)
    _pass_until_decision_or_empty(game)
    game.answer("no")
    _pass_until_decision_or_empty(game)
    bolt = find(game, "Rift Bolt", "exile")
    assert game.obj(bolt).counters == {} and game.state.players[1].life == 20
    advance_to(game, 7, "draw")  # not suspended (no time counter): nothing triggers at the next upkeep
    assert find(game, "Rift Bolt", "exile") == bolt and game.state.players[1].life == 20


def test_702_62a_a_creature_cast_with_suspend_has_haste_until_its_caster_loses_control():
    game = _board([_exiled("Keldon Halberdier", 1)], opp_hand='["Control Magic"]',
                  opp_bf='["Island", "Island", "Island", "Island"]')
    advance_to(game, 5, "upkeep")
    _pass_until_decision_or_empty(game)
    _pass_until_decision_or_empty(game)
    game.answer("yes")
    _pass_until_decision_or_empty(game)
    knight = find(game, "Keldon Halberdier")
    assert game.chars(knight).has_keyword("haste") and game.obj(knight).entered_turn == 5
    advance_to(game, 6, "main1")
    assert game.chars(knight).has_keyword("haste")
    game.perform(Cast(find(game, "Control Magic", "hand", player=1), targets=(knight,)))
    _pass_until_decision_or_empty(game)
    assert game.controller(knight) == 1
    game.perform(Pass())  # a player receives priority: the change of control is seen (302.6)
    assert not game.chars(knight).has_keyword("haste")
    assert any(e.rule == "702.62a" and "haste it had from suspend ends" in e.text for e in game.log)


def test_702_62a_a_creature_cast_normally_has_no_haste():
    game = make(you_hand=["Keldon Halberdier"], pool="{R}{R}{R}{R}{R}", extra=CARDS)
    game.perform(Cast(find(game, "Keldon Halberdier", "hand")))
    _pass_until_decision_or_empty(game)
    assert not game.chars(find(game, "Keldon Halberdier")).has_keyword("haste")


def test_118_6_no_mana_cost_can_be_suspended_but_not_cast_from_a_hand():
    game = make(you_hand=["Ancestral Vision"], pool="{U}{U}{U}{U}", extra=CARDS)
    vision = find(game, "Ancestral Vision", "hand")
    actions = legal_actions(game)
    assert Cast(vision) not in actions and Suspend(vision) in actions
    before = game.fingerprint()
    with pytest.raises(IllegalActionError, match=r"no mana cost, an unpayable cost.*\(118\.6\)"):
        game.perform(Cast(vision, targets=("p0",)))
    assert game.fingerprint() == before
    game.perform(Suspend(vision))
    assert game.obj(find(game, "Ancestral Vision", "exile")).counters == {"time": 4}


def test_702_62a_near_miss_not_when_it_couldnt_be_cast_and_not_without_its_cost():
    game = make(you_hand=["Rift Bolt"], pool="{R}", step="upkeep", extra=CARDS)  # a sorcery's timing: not now
    bolt = find(game, "Rift Bolt", "hand")
    assert Suspend(bolt) not in legal_actions(game)
    before = game.fingerprint()
    with pytest.raises(IllegalActionError, match=r"could begin to cast it.*702\.62a"):
        game.perform(Suspend(bolt))
    assert game.fingerprint() == before
    poor = make(you_hand=["Rift Bolt"], pool="{U}", extra=CARDS)
    assert Suspend(find(poor, "Rift Bolt", "hand")) not in legal_actions(poor)
    with pytest.raises(IllegalActionError):
        poor.perform(Suspend(find(poor, "Rift Bolt", "hand")))
    cast = make(you_hand=["Lightning Bolt"], pool="{R}", extra=CARDS)
    with pytest.raises(IllegalActionError, match="isn't a card with suspend"):
        cast.perform(Suspend(find(cast, "Lightning Bolt", "hand")))


def test_702_62a_without_a_legal_target_it_cant_be_cast_and_stays_exiled():
    game = _board([_exiled("Shivan Meteor", 1)])
    advance_to(game, 5, "upkeep")
    _pass_until_decision_or_empty(game)
    _pass_until_decision_or_empty(game)
    assert game.pending is None and not game.state.stack
    assert find(game, "Shivan Meteor", "exile") and any(e.rule == "702.62a" and "can't be cast" in e.text for e in game.log)


@pytest.mark.parametrize("line", [
    "Suspend X—{X}{R}. X can't be 0.",  # X time counters: not read
    "Suspend 3",  # no cost
    "Suspend—{R}",  # no number
    "Suspend 3—Sacrifice a creature.",  # not a mana cost
])
def test_702_62_near_misses_are_refused(line):
    face = OracleFace("Rift Bolt", "{2}{R}", "Sorcery", f"Rift Bolt deals 3 damage to any target.\n{line}")
    assert compile_card(OracleCard(face.name, (face,))).table is None
