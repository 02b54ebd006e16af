""""The next time a red source of your choice would deal damage to you this turn, prevent that
damage" (615.1a, 609.7a): the source is chosen as the ability resolves, a permanent or a spell on
the stack of that quality; the first damage it would deal to you this turn is prevented, all of
it, and only that. Real cards compiled from their Oracle text (Circle of Protection: Red,
Greater Realm of Preservation), on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, make

COP_RED = OracleFace("Circle of Protection: Red", "{1}{W}", "Enchantment",
                     "{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.")
REALM = OracleFace("Greater Realm of Preservation", "{1}{W}", "Enchantment",
                   "{1}{W}: The next time a black or red source of your choice would deal damage to you this turn, "
                   "prevent that damage.")
CARDS = compiled_cards(COP_RED, REALM)


def _run(session: Session, *commands: str) -> None:
    for c in commands:
        r = session.run(c)
        assert r.ok, (c, r.message)


def _board(**kw):
    game = make(["Circle of Protection: Red", "Greater Realm of Preservation", "Plains", "Plains", "Plains", "Plains"],
                opp_hand=["Lightning Bolt", "Shock"], opp_pool="{R}{R}", pool="", extra=CARDS, **kw)
    return game, Session(game)


def test_615_1a_the_chosen_spell_deals_no_damage_to_you():
    game, s = _board(opp_bf=["Grizzly Bears", "Goblin Piker"])
    cast(game, "Lightning Bolt", "p0", player=1)
    _run(s, "pass", "activate Circle of Protection: Red", "resolve")  # chosen as it resolves (609.7a)
    d = game.pending
    assert d is not None and d.rule == "609.7a"
    assert sorted(o.label.split(" #")[0] for o in d.options) == ["Goblin Piker", "Lightning Bolt"]  # not the Bears
    _run(s, "choose Lightning Bolt", "resolve")
    assert game.state.players[0].life == 20


def test_615_1a_only_the_chosen_source_and_only_once():
    game, s = _board()
    cast(game, "Lightning Bolt", "p0", player=1)
    _run(s, "pass", "activate Circle of Protection: Red", "resolve")  # the only red source: chosen without asking
    assert game.state.players[0].life == 20
    cast(game, "Shock", "p0", player=1)  # another source: not prevented
    _run(s, "resolve")
    assert game.state.players[0].life == 18


def test_615_1a_no_source_of_that_quality_nothing_happens():
    game, s = _board(opp_bf=["Grizzly Bears"])
    _run(s, "activate Circle of Protection: Red", "resolve")
    assert game.state.prevention == []


def test_615_1a_black_or_red_either_color_may_be_chosen():
    game, s = _board(opp_bf=["Grizzly Bears", "Vampire Nighthawk"])
    cast(game, "Lightning Bolt", "p0", player=1)
    _run(s, "pass", "activate Greater Realm of Preservation", "resolve")
    assert sorted(o.label.split(" #")[0] for o in game.pending.options) == ["Lightning Bolt", "Vampire Nighthawk"]
    _run(s, "choose Vampire Nighthawk", "resolve")
    assert game.state.players[0].life == 17  # the Bolt wasn't chosen


@pytest.mark.parametrize("text", [
    "{1}: The next time a purple source of your choice would deal damage to you this turn, prevent that damage.",
    "{1}: The next time a source of your choice would deal damage to you, prevent that damage.",
    "{1}: The next time a red source of your choice would deal damage to target creature this turn, prevent that damage.",
    "{1}: The next time a red source of your choice would deal damage to you this turn, prevent 2 of that damage.",
    "{1}: The next time a red creature of your choice would deal damage to you this turn, prevent that damage.",
])
def test_615_1a_near_misses_are_refused(text):
    assert compile_text(text, name="Circle", type_line="Enchantment").table is None, text
