"""Training (702.149a): "Whenever this creature attacks with another creature with greater power,
put a +1/+1 counter on this creature." Gryff Rider compiled from its Oracle text, played through
the real declare-attackers step: the other attacker's power is compared as it attacks."""

from __future__ import annotations

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from .copyhelp import compiled_cards, find, make

RIDER = OracleFace("Gryff Rider", "{2}{W}", "Creature — Human Knight",
                   "Flying\nTraining (Whenever this creature attacks with another creature with greater power, put a "
                   "+1/+1 counter on this creature.)", "2", "1")
EXTRA = compiled_cards(RIDER)


def _run(game, *commands: str) -> None:
    session = Session(game)
    for c in commands:
        result = session.run(c)
        assert result.ok, (c, result)


def test_702_149a_attacking_with_a_greater_power_creature_puts_a_counter():
    game = make(you_bf=["Gryff Rider", "Hill Giant"], extra=EXTRA)
    _run(game, "next declare_attackers", "attack Gryff Rider, Hill Giant", "resolve all")
    rider = find(game, "Gryff Rider")
    assert game.obj(rider).counters == {"+1/+1": 1} and game.chars(rider).power == 3
    assert not game.obj(find(game, "Hill Giant")).counters  # the Giant has no training


def test_702_149a_near_misses_equal_power_alone_or_not_attacking():
    for attackers, extra_bf in (("Gryff Rider, Grizzly Bears", ["Grizzly Bears"]),  # 2 isn't greater than 2
                                ("Gryff Rider", ["Hill Giant"]),  # the Giant stays home
                                ("Hill Giant", ["Hill Giant"])):  # the Rider doesn't attack
        game = make(you_bf=["Gryff Rider", *extra_bf], extra=EXTRA)
        _run(game, "next declare_attackers", f"attack {attackers}")
        assert not game.state.stack and not game.state.pending_triggers, attackers
        assert not game.obj(find(game, "Gryff Rider")).counters, attackers
