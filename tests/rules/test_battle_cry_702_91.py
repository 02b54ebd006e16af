"""Battle cry (702.91a): "Whenever this creature attacks, each other attacking creature gets
+1/+0 until end of turn"; each instance triggers separately (702.91b). Accorder Paladin compiled
from its Oracle text, played through the real declare-attackers step."""

from __future__ import annotations

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.script.session import Session

from .copyhelp import advance_to, compiled_cards, find, make

REMINDER = "(Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.)"
PALADIN = OracleFace("Accorder Paladin", "{1}{W}", "Creature — Human Knight", f"Battle cry {REMINDER}", "3", "1")
TWICE = OracleFace("Test Crier", "{1}{W}", "Creature — Human Knight", "Battle cry\nBattle cry", "1", "1")
EXTRA = compiled_cards(PALADIN, TWICE)


def _run(game, *commands: str) -> None:
    session = Session(game)
    for c in commands:
        result = session.run(c)
        assert result.ok, (c, result)


def _pt(game, name: str, player: int = 0) -> tuple[int, int]:
    c = game.chars(find(game, name, player=player))
    return c.power, c.toughness


def test_702_91a_each_other_attacking_creature_gets_plus_one_zero_until_end_of_turn():
    game = make(you_bf=["Accorder Paladin", "Grizzly Bears", "Centaur Courser", "Llanowar Elves"],
                opp_bf=["Hill Giant"], extra=EXTRA)
    _run(game, "next declare_attackers", "attack Accorder Paladin, Grizzly Bears, Centaur Courser", "resolve all")
    assert _pt(game, "Grizzly Bears") == (3, 2) and _pt(game, "Centaur Courser") == (4, 3)
    assert _pt(game, "Accorder Paladin") == (3, 1)  # "other": not itself
    assert _pt(game, "Llanowar Elves") == (1, 1)  # not attacking
    assert _pt(game, "Hill Giant", player=1) == (3, 3)  # the opponent's creature isn't attacking
    advance_to(game, 4, "upkeep")
    assert _pt(game, "Grizzly Bears") == (2, 2)  # until end of turn


def test_702_91a_near_miss_it_doesnt_attack_nothing_triggers():
    game = make(you_bf=["Accorder Paladin", "Grizzly Bears"], extra=EXTRA)
    _run(game, "next declare_attackers", "attack Grizzly Bears")
    assert not game.state.stack and not game.state.pending_triggers  # empty stack: nothing triggered
    assert _pt(game, "Grizzly Bears") == (2, 2)


def test_702_91b_each_instance_triggers_separately():
    game = make(you_bf=["Test Crier", "Grizzly Bears"], extra=EXTRA)
    _run(game, "next declare_attackers", "attack Test Crier, Grizzly Bears")
    if game.pending is not None:
        _run(game, "choose #0, #1")
    _run(game, "resolve all")
    assert _pt(game, "Grizzly Bears") == (4, 2)


def test_702_91_near_miss_texts_stay_refused():
    for text in ("Battle cry 2", "Battle cry—Sacrifice a creature."):
        face = OracleFace("Test Crier", "{1}{W}", "Creature — Human Knight", text, "1", "1")
        assert compile_card(OracleCard(face.name, (face,))).table is None
