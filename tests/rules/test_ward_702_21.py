"""Ward (702.21a): "Whenever this permanent becomes the target of a spell or ability an opponent
controls, counter that spell or ability unless that player pays [cost]." Real cards compiled from
their Oracle text (Waterfall Aerialist, Ward {2}; Sedgemoor Witch, Ward—Pay 3 life), targeted on
real boards by Lightning Bolt: the spell is countered unless its controller pays; a spell of the
ward creature's own controller doesn't trigger it."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.cards.parse import parse_ability
from sandbox.errors import InvalidActionError

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

AERIALIST = OracleFace("Waterfall Aerialist", "{3}{U}", "Creature — Djinn Wizard",
                       "Flying\nWard {2} (Whenever this creature becomes the target of a spell or ability an opponent "
                       "controls, counter it unless that player pays {2}.)", "3", "1")
WITCH = OracleFace("Sedgemoor Witch", "{2}{B}", "Creature — Human Warlock",
                   "Menace\nWard—Pay 3 life. (Whenever this creature becomes the target of a spell or ability an "
                   "opponent controls, counter it unless that player pays 3 life.)", "3", "2")
LORD = OracleFace("Ward Granter Test", "{2}{W}", "Creature — Giant", "Other creatures you control have ward {2}.", "2", "2")
CARDS = compiled_cards(AERIALIST, WITCH, LORD)


def _bolt(target_name: str, pool: str = "{R}{C}{C}", you_bf=(), opp_bf=()):
    game = make(you_bf=list(you_bf), opp_bf=list(opp_bf), you_hand=["Lightning Bolt"], pool=pool, extra=CARDS)
    target = find(game, target_name)
    cast(game, "Lightning Bolt", target)
    return game, target


def _on_battlefield(game, name: str) -> bool:
    return any(game.chars(o).name == name for o in game.state.battlefield)


def test_702_21a_ward_triggers_and_counters_the_spell_unless_paid():
    game, _ = _bolt("Waterfall Aerialist", opp_bf=["Waterfall Aerialist"])
    assert [game.chars(s).name for s in game.state.stack] == ["Lightning Bolt", "Waterfall Aerialist"]
    resolve(game, "no")
    assert not game.state.stack and _on_battlefield(game, "Waterfall Aerialist")
    assert find(game, "Lightning Bolt", "graveyard", player=0)
    assert any(e.rule == "701.6a" and e.text.startswith("Lightning Bolt") and "is countered" in e.text for e in game.log)


def test_702_21a_ward_cost_paid_the_spell_resolves():
    game, _ = _bolt("Waterfall Aerialist", opp_bf=["Waterfall Aerialist"])
    resolve(game, "yes")
    assert not _on_battlefield(game, "Waterfall Aerialist")
    assert str(game.state.players[0].pool) in ("", "empty", "{}")  # the {2} was paid with the two {C}


def test_702_21a_ward_cost_not_payable_the_spell_is_countered():
    game, _ = _bolt("Waterfall Aerialist", pool="{R}", opp_bf=["Waterfall Aerialist"])
    resolve(game)  # "don't pay" is the only choice
    assert _on_battlefield(game, "Waterfall Aerialist")


def test_702_21a_ward_doesnt_trigger_for_its_controllers_spell():
    game, _ = _bolt("Waterfall Aerialist", you_bf=["Waterfall Aerialist"])
    assert [game.chars(s).name for s in game.state.stack] == ["Lightning Bolt"]
    resolve(game)
    assert not _on_battlefield(game, "Waterfall Aerialist")


def test_702_21a_granted_ward_triggers_on_the_creature_that_has_it():
    game, bears = _bolt("Grizzly Bears", opp_bf=["Ward Granter Test", "Grizzly Bears"])
    assert [game.chars(s).name for s in game.state.stack] == ["Lightning Bolt", "Grizzly Bears"]
    resolve(game, "no")
    assert _on_battlefield(game, "Grizzly Bears")


def test_702_21a_granted_ward_not_on_the_granter_itself():
    game, _ = _bolt("Ward Granter Test", opp_bf=["Ward Granter Test", "Grizzly Bears"])
    assert [game.chars(s).name for s in game.state.stack] == ["Lightning Bolt"]


@pytest.mark.parametrize("life, pays", [(20, True), (4, True), (2, False)])
def test_702_21a_ward_pay_life(life, pays):
    game, _ = _bolt("Sedgemoor Witch", opp_bf=["Sedgemoor Witch"])
    game.state.players[0].life = life
    resolve(game, "yes") if pays else resolve(game)
    assert _on_battlefield(game, "Sedgemoor Witch") is not pays
    assert game.state.players[0].life == (life - 3 if pays else life)


@pytest.mark.parametrize("text", ["Ward—Discard a card.", "Ward {X}", "Ward—Sacrifice a creature.", "Ward 2",
                                  "Ward—Pay X life.", "Other creatures you control have ward {X}.",
                                  "Other creatures you control have ward—Pay 2 life.",
                                  "Other creatures you control have ward 2."])
def test_702_21a_near_misses_are_refused(text):
    assert compile_text(text).table is None, text


def test_702_21a_ward_table_needs_a_cost():
    for table in ({"keyword": {"name": "ward"}}, {"keyword": {"name": "ward", "arg": "discard a card"}}):
        with pytest.raises(InvalidActionError):
            parse_ability(table)
