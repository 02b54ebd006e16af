"""Combat keywords that stand for triggered abilities, compiled from their keyword lines and
played through the real declare-attackers and declare-blockers steps: exalted (702.83),
bushido (702.45), flanking (702.25). Each instance triggers separately."""

from __future__ import annotations

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from .copyhelp import compiled_cards, find, make

EXALTED = OracleFace("Exalted Squire", "{W}", "Creature — Human Soldier", "Exalted", "1", "1")
DOUBLE = OracleFace("Exalted Twice", "{W}", "Creature — Human Soldier", "Exalted\nExalted", "1", "1")
BUSHIDO = OracleFace("Bushido Samurai", "{1}{W}", "Creature — Human Samurai", "Bushido 2", "2", "2")
FLANKER = OracleFace("Flanking Knight", "{1}{R}", "Creature — Human Knight", "Flanking", "2", "2")
FLANKER2 = OracleFace("Other Flanker", "{1}{R}", "Creature — Human Knight", "Flanking", "2", "2")
EXTRA = compiled_cards(EXALTED, DOUBLE, BUSHIDO, FLANKER, FLANKER2)


def _run(game, *commands: str) -> Session:
    session = Session(game)
    for c in commands:
        result = session.run(c)
        assert result.ok, (c, result)
    return session


def _pt(game, name: str, player: int = 0) -> tuple[int, int]:
    c = game.chars(find(game, name, player=player))
    return c.power, c.toughness


def test_702_83a_exalted_pumps_a_creature_that_attacks_alone():
    game = make(you_bf=["Exalted Squire", "Grizzly Bears"], extra=EXTRA)
    _run(game, "next declare_attackers", "attack Grizzly Bears", "resolve all")
    assert _pt(game, "Grizzly Bears") == (3, 3)
    assert _pt(game, "Exalted Squire") == (1, 1)


def test_506_5_exalted_doesnt_trigger_when_two_creatures_attack():
    game = make(you_bf=["Exalted Squire", "Grizzly Bears", "Centaur Courser"], extra=EXTRA)
    _run(game, "next declare_attackers", "attack Grizzly Bears, Centaur Courser")
    assert not game.state.stack and not game.state.pending_triggers
    assert _pt(game, "Grizzly Bears") == (2, 2)


def test_702_83b_each_instance_of_exalted_triggers_separately():
    game = make(you_bf=["Exalted Twice", "Grizzly Bears"], extra=EXTRA)
    _run(game, "next declare_attackers", "attack Grizzly Bears")
    if game.pending is not None:
        _run(game, "choose #0, #1")
    _run(game, "resolve all")
    assert _pt(game, "Grizzly Bears") == (4, 4)


def test_702_83a_an_opponents_exalted_doesnt_pump_your_attacker():
    game = make(you_bf=["Grizzly Bears"], opp_bf=["Exalted Squire"], extra=EXTRA)
    _run(game, "next declare_attackers", "attack Grizzly Bears")
    assert not game.state.stack and not game.state.pending_triggers
    assert _pt(game, "Grizzly Bears") == (2, 2)


def test_702_45a_bushido_triggers_when_it_becomes_blocked():
    game = make(you_bf=["Bushido Samurai"], opp_bf=["Centaur Courser"], extra=EXTRA)
    _run(game, "next declare_attackers", "attack Bushido Samurai", "block Centaur Courser blocks Bushido Samurai",
         "resolve all")
    assert _pt(game, "Bushido Samurai") == (4, 4)


def test_702_45a_bushido_triggers_when_it_blocks_and_not_when_unblocked():
    game = make(you_bf=["Centaur Courser"], opp_bf=["Bushido Samurai"], extra=EXTRA)
    _run(game, "next declare_attackers", "attack Centaur Courser", "block Bushido Samurai blocks Centaur Courser",
         "resolve all")
    assert _pt(game, "Bushido Samurai", player=1) == (4, 4)
    game = make(you_bf=["Bushido Samurai"], extra=EXTRA)
    _run(game, "next declare_attackers", "attack Bushido Samurai", "next declare_blockers")
    assert not game.state.stack and _pt(game, "Bushido Samurai") == (2, 2)


def test_702_25a_flanking_shrinks_a_blocker_without_flanking():
    game = make(you_bf=["Flanking Knight"], opp_bf=["Centaur Courser"], extra=EXTRA)
    _run(game, "next declare_attackers", "attack Flanking Knight", "block Centaur Courser blocks Flanking Knight",
         "resolve all")
    assert _pt(game, "Centaur Courser", player=1) == (2, 2)


def test_702_25a_flanking_doesnt_trigger_on_a_blocker_with_flanking():
    game = make(you_bf=["Flanking Knight"], opp_bf=["Other Flanker"], extra=EXTRA)
    _run(game, "next declare_attackers", "attack Flanking Knight", "block Other Flanker blocks Flanking Knight")
    assert not game.state.stack and not game.state.pending_triggers
    assert _pt(game, "Other Flanker", player=1) == (2, 2)
