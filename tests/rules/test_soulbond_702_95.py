"""Soulbond (702.95a): when this creature enters, or another creature enters under your control,
if both are unpaired creatures you control, you may pair them; "As long as ~ is paired with another
creature, each of those creatures gets +1/+1" applies to both while the pairing holds, which ends
when either leaves the battlefield (702.95e). Trusted Forcemage compiled from its Oracle text,
played through real actions."""

from __future__ import annotations

import pytest

from sandbox import Activate, Cast
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card

from .copyhelp import compiled_cards, find, make, resolve

REMINDER = ("(You may pair this creature with another unpaired creature when either enters. They remain paired for as "
            "long as you control both of them.)")
FORCEMAGE = OracleFace("Trusted Forcemage", "{2}{G}", "Creature — Human Shaman",
                       f"Soulbond {REMINDER}\nAs long as Trusted Forcemage is paired with another creature, each of those "
                       "creatures gets +1/+1.", "2", "2")
STONEWRIGHT = OracleFace("Stonewright", "{R}", "Creature — Human Shaman",
                         f"Soulbond {REMINDER}\nAs long as Stonewright is paired with another creature, each of those "
                         "creatures has \"{R}: This creature gets +1/+0 until end of turn.\"", "1", "1")
CARDS = compiled_cards(FORCEMAGE, STONEWRIGHT)


def _pt(game, oid):
    return game.chars(oid).power, game.chars(oid).toughness


def test_702_95a_pairs_as_it_enters_then_with_the_next_creature_once_unpaired():
    game = make(["Forest"] * 4 + ["Mountain", "Grizzly Bears"], ["Trusted Forcemage", "Lightning Bolt", "Llanowar Elves"],
                ["Hill Giant"], ["Centaur Courser"], pool="", opp_pool="{G}{G}{G}{G}", extra=CARDS)
    bears = find(game, "Grizzly Bears")
    game.perform(Cast(find(game, "Trusted Forcemage", "hand")))
    resolve(game, bears)  # the Forcemage enters: its soulbond pairs it with the Bears
    mage = find(game, "Trusted Forcemage")
    assert _pt(game, mage) == (3, 3) and _pt(game, bears) == (3, 3)
    assert _pt(game, find(game, "Hill Giant", player=1)) == (3, 3)  # the opponent's creature: untouched
    game.perform(Cast(find(game, "Lightning Bolt", "hand"), targets=(bears,)))
    resolve(game)
    assert bears not in game.state.battlefield and _pt(game, mage) == (2, 2)  # 702.95e: unpaired as the Bears left
    game.perform(Cast(find(game, "Llanowar Elves", "hand")))
    resolve(game)  # the Elves enter: the Forcemage's other soulbond ability
    assert game.pending is not None and game.pending.rule == "702.95a"
    elves = find(game, "Llanowar Elves")
    game.answer(elves)
    assert _pt(game, elves) == (2, 2) and _pt(game, mage) == (3, 3)
    assert sum(e.rule == "702.95a" and "are paired" in e.text for e in game.log) == 2


def test_702_95a_near_misses_declined_alone_paired_already():
    game = make(["Forest"] * 3 + ["Grizzly Bears"], ["Trusted Forcemage"], pool="", extra=CARDS)
    game.perform(Cast(find(game, "Trusted Forcemage", "hand")))
    resolve(game)
    assert game.pending is not None
    game.answer()  # "you may": declined
    assert _pt(game, find(game, "Trusted Forcemage")) == (2, 2) and _pt(game, find(game, "Grizzly Bears")) == (2, 2)
    alone = make(["Forest"] * 3, ["Trusted Forcemage"], pool="", extra=CARDS)
    alone.perform(Cast(find(alone, "Trusted Forcemage", "hand")))
    resolve(alone)
    assert alone.pending is None and not alone.state.stack  # no other creature: it doesn't trigger (603.4)
    # paired already: another creature entering doesn't trigger it
    game = make(["Forest"] * 5 + ["Grizzly Bears"], ["Trusted Forcemage", "Llanowar Elves"], pool="", extra=CARDS)
    game.perform(Cast(find(game, "Trusted Forcemage", "hand")))
    resolve(game, find(game, "Grizzly Bears"))
    game.perform(Cast(find(game, "Llanowar Elves", "hand")))
    resolve(game)
    assert game.pending is None and _pt(game, find(game, "Llanowar Elves")) == (1, 1)
    assert _pt(game, find(game, "Grizzly Bears")) == (3, 3)


def test_702_95a_a_granted_ability_each_paired_creature_has():
    game = make(["Mountain", "Mountain", "Grizzly Bears", "Hill Giant"], ["Stonewright"], pool="", extra=CARDS)
    bears = find(game, "Grizzly Bears")
    game.perform(Cast(find(game, "Stonewright", "hand")))
    resolve(game, bears)
    wright, giant = find(game, "Stonewright"), find(game, "Hill Giant")
    assert [a.text for a in game.activated_abilities(giant)] == []  # not paired: nothing granted
    granted = [i for i, a in enumerate(game.activated_abilities(bears)) if a.text.startswith("{R}: This creature")]
    assert granted and any(a.text.startswith("{R}") for a in game.activated_abilities(wright))
    game.perform(Activate(bears, granted[0]))
    resolve(game)
    assert _pt(game, bears) == (3, 2) and _pt(game, wright) == (1, 1)  # "this creature": the one that has it


@pytest.mark.parametrize("text", ["Both creatures have lifelink.",
                                  "As long as Test Mage is untapped, both creatures have lifelink.",
                                  "As long as Test Mage is paired with another creature, it has lifelink.",
                                  "As long as Test Mage is untapped, Test Mage has \"{T}: Draw a card.\""])
def test_702_95_near_miss_texts_stay_refused(text):
    face = OracleFace("Test Mage", "{1}{G}", "Creature — Human", f"Soulbond\n{text}", "2", "2")
    assert compile_card(OracleCard(face.name, (face,))).table is None
