"""Divided damage (601.2d): "~ deals 2 damage divided as you choose among one or two targets".
The division is announced as the spell is cast (or the ability activated, or put on the stack,
603.3d), after its targets: each target gets at least 1 and all of it is shared out. A target
illegal as it resolves isn't dealt its share, and the others aren't dealt more (608.2b). Real
cards compiled from their Oracle text on real boards, through the engine and the command
language (`cast ... targets A, B divided 1, 1`, or the shares asked as decisions)."""

from __future__ import annotations

import pytest

from sandbox import Cast
from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, hand, make, resolve

ELECTROLYZE = OracleFace("Electrolyze", "{1}{U}{R}", "Instant",
                         "Electrolyze deals 2 damage divided as you choose among one or two targets.\nDraw a card.")
ARC_LIGHTNING = OracleFace("Arc Lightning", "{2}{R}", "Sorcery",
                           "Arc Lightning deals 3 damage divided as you choose among one, two, or three targets.")
ROLLING_THUNDER = OracleFace("Rolling Thunder", "{X}{R}{R}", "Sorcery",
                             "Rolling Thunder deals X damage divided as you choose among any number of targets.")
FIRE_AT_WILL = OracleFace("Fire at Will", "{R/W}{R/W}{R/W}", "Instant",
                          "Fire at Will deals 3 damage divided as you choose among one, two, or three target "
                          "attacking or blocking creatures.")
INFERNO_TITAN = OracleFace("Inferno Titan", "{4}{R}{R}", "Creature — Giant",
                           "{R}: Inferno Titan gets +1/+0 until end of turn.\nWhenever Inferno Titan enters the "
                           "battlefield or attacks, it deals 3 damage divided as you choose among one, two, or three "
                           "targets.", "6", "6")
ARC_MAGE = OracleFace("Arc Mage", "{2}{R}", "Creature — Human Wizard",
                      "{2}{R}, {T}, Discard a card: Arc Mage deals 2 damage divided as you choose among one or two "
                      "targets.", "2", "2")
CARDS = compiled_cards(ELECTROLYZE, ARC_LIGHTNING, ROLLING_THUNDER, FIRE_AT_WILL, INFERNO_TITAN, ARC_MAGE)
OPPONENT = ["Grizzly Bears", "Llanowar Elves", "Hill Giant"]


def _board(*spells: str, you_bf=()):
    game = make(you_bf=list(you_bf), you_hand=list(spells), opp_bf=OPPONENT, extra=CARDS)
    return game, Session(game)


def _run(session: Session, *commands: str) -> None:
    for c in commands:
        r = session.run(c)
        assert r.ok, (c, r.message)


def _damage(game, name: str) -> int:
    return game.obj(find(game, name, player=1)).damage


def _dead(game, name: str) -> bool:
    return name in {game.chars(o).name for o in game.state.zone("graveyard", 1)}


def test_601_2d_electrolyze_one_damage_to_each_of_two_creatures():
    game, s = _board("Electrolyze")
    _run(s, "cast Electrolyze targets Grizzly Bears, Llanowar Elves divided 1, 1", "resolve")
    assert _damage(game, "Grizzly Bears") == 1 and _dead(game, "Llanowar Elves")
    assert len(game.state.zone("hand", 0)) == 1  # and it drew a card


def test_601_2d_electrolyze_both_damage_to_one_creature():
    game, s = _board("Electrolyze")
    _run(s, "cast Electrolyze targets Grizzly Bears divided 2", "resolve")
    assert _dead(game, "Grizzly Bears") and _damage(game, "Llanowar Elves") == 0 and _damage(game, "Hill Giant") == 0


def test_601_2d_one_target_needs_no_division_to_be_given():
    game, s = _board("Electrolyze")
    _run(s, "cast Electrolyze targets Hill Giant", "resolve")
    assert _damage(game, "Hill Giant") == 2


def test_601_2d_the_shares_are_asked_after_the_targets_and_answered_with_choose():
    game, s = _board("Arc Lightning")
    _run(s, "cast Arc Lightning", "choose Grizzly Bears, opponent")
    d = game.pending
    assert d is not None and d.kind == "number" and d.rule == "601.2d" and (d.low, d.high) == (1, 2)
    _run(s, "choose 2", "resolve")
    assert _dead(game, "Grizzly Bears") and game.state.players[1].life == 19


def test_601_2d_three_targets_for_three_damage_get_one_each_without_asking():
    game, s = _board("Arc Lightning")
    _run(s, "cast Arc Lightning", "choose Grizzly Bears, Llanowar Elves, opponent")
    assert game.pending is None
    _run(s, "resolve")
    assert _damage(game, "Grizzly Bears") == 1 and _dead(game, "Llanowar Elves") and game.state.players[1].life == 19


def test_608_2b_a_target_gone_isnt_dealt_its_share_and_no_one_else_gets_it():
    game, s = _board("Electrolyze", "Lightning Bolt")
    _run(s, "cast Electrolyze targets Grizzly Bears, Hill Giant divided 1, 1")
    cast(game, "Lightning Bolt", find(game, "Grizzly Bears", player=1))  # resolves first
    resolve(game)
    assert _dead(game, "Grizzly Bears") and _damage(game, "Hill Giant") == 1
    assert game.state.players[1].life == 20


@pytest.mark.parametrize("command, why", [
    ("cast Electrolyze targets Grizzly Bears, Llanowar Elves divided 2, 1", "the 2 must be divided"),
    ("cast Electrolyze targets Grizzly Bears, Llanowar Elves divided 2", "one share of the 2 for each of its 2 target"),
    ("cast Electrolyze targets Grizzly Bears divided 1", "the 2 must be divided"),
    ("cast Electrolyze targets Grizzly Bears, Llanowar Elves, Hill Giant", "only 2 target(s), 3 given"),
    ("cast Electrolyze targets Grizzly Bears, Llanowar Elves divided 0, 2", "expected a share of the divided amount"),
    ("cast Lightning Bolt targets Grizzly Bears divided 3", "divides nothing"),
])
def test_601_2d_an_illegal_division_is_refused_in_one_line_and_nothing_changes(command, why):
    game, s = _board("Electrolyze", "Lightning Bolt")
    pool, in_hand = game.state.players[0].pool.amounts, sorted(game.state.zone("hand", 0))
    r = s.run(command)
    assert not r.ok and why in r.message and "\n" not in r.message.strip(), r.message
    assert game.state.stack == [] and sorted(game.state.zone("hand", 0)) == in_hand
    assert game.state.players[0].pool.amounts == pool


def test_601_2d_the_engine_refuses_a_division_that_doesnt_add_up():
    game, _ = _board("Electrolyze")
    bears, elves = find(game, "Grizzly Bears", player=1), find(game, "Llanowar Elves", player=1)
    with pytest.raises(IllegalActionError, match="601.2d"):
        game.perform(Cast(hand(game, "Electrolyze"), None, (bears, elves), divided=(1, 2)))
    assert game.state.stack == []


def test_601_2d_x_divided_among_any_number_of_targets():
    game, s = _board("Rolling Thunder")
    _run(s, "cast Rolling Thunder x=4 targets Grizzly Bears, Llanowar Elves, opponent divided 2, 1, 1", "resolve")
    assert _dead(game, "Grizzly Bears") and _dead(game, "Llanowar Elves") and game.state.players[1].life == 19


def test_601_2d_x_targets_at_most_x_and_none_for_x_0():
    game, s = _board("Rolling Thunder")
    r = s.run("cast Rolling Thunder x=1 targets Grizzly Bears, Llanowar Elves divided 1, 1")
    assert not r.ok and "from 1 to 1 target(s)" in r.message
    r = s.run("cast Rolling Thunder x=0 targets Grizzly Bears")
    assert not r.ok and "no target" in r.message
    _run(s, "cast Rolling Thunder x=0", "resolve")
    assert game.state.players[1].life == 20 and all(_damage(game, n) == 0 for n in OPPONENT)


def test_601_2d_each_target_must_be_of_the_kind_named():
    game, s = _board("Fire at Will")
    r = s.run("cast \"Fire at Will\" targets Grizzly Bears divided 3")  # not attacking or blocking
    assert not r.ok and "isn't a legal target" in r.message


def test_603_3d_a_trigger_announces_its_division_as_it_goes_on_the_stack():
    game, s = _board("Inferno Titan")
    _run(s, "cast Inferno Titan", "resolve")  # the spell resolves; its enters trigger goes on the stack
    d = game.pending
    assert d is not None and d.kind == "targets"
    _run(s, "choose Hill Giant, opponent")
    assert game.pending is not None and game.pending.rule == "601.2d"
    _run(s, "choose 2")
    assert game.obj(game.state.stack[-1]).chosen["division"] == [2, 1]
    _run(s, "resolve")
    assert _damage(game, "Hill Giant") == 2 and game.state.players[1].life == 19


def test_602_2b_an_activated_ability_divides_too():
    game, s = _board("Island", you_bf=["Arc Mage"])
    _run(s, "activate Arc Mage targets Llanowar Elves, opponent divided 1, 1", "resolve")  # discards the Island
    assert _dead(game, "Llanowar Elves") and game.state.players[1].life == 19
    assert [game.chars(o).name for o in game.state.zone("graveyard", 0)] == ["Island"]


@pytest.mark.parametrize("text", [
    "Blast deals 3 damage divided evenly, rounded down, among any number of target creatures.",
    "Blast deals 8 damage divided as you choose among X target creatures and/or planeswalkers.",
    "Blast deals X damage divided as you choose among up to two target creatures and/or planeswalkers.",
    "Blast deals 1 damage divided as you choose among one or two targets.",  # 1 can't go to two targets
    "Blast deals 3 damage divided as you choose among one, two, or three target creature.",  # not plural
    "Target creature deals 3 damage divided as you choose among one, two, or three targets.",  # another source
    "Blast deals 4 damage divided as you choose among any number of targets. Tap two target permanents.",
    "Blast deals 2 damage to target creature and 2 damage divided as you choose among one or two targets.",
    "Blast deals 2 damage divided as you choose among one or two targets, where X is the number of cards in your hand.",
    "Blast deals 3 damage divided as you choose among one, two, or three targets you control.",
])
def test_601_2d_near_misses_are_refused(text):
    assert compile_text(text, name="Blast", type_line="Instant").table is None, text
