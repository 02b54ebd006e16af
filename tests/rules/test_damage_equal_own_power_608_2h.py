""""~ deals damage equal to its power to <x>" (120.3, 608.2h): "its" is the source's own power,
counted as the ability resolves, or as the source last existed on the battlefield when it has
left ("Sacrifice ~: It deals damage equal to its power to target creature"). Real cards
compiled from their Oracle text, on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, compiled_cards, find, make, resolve

SPIKESHOT_ELDER = OracleFace("Spikeshot Elder", "{3}{R}", "Creature — Goblin Shaman",
                             "{1}{R}{R}: Spikeshot Elder deals damage equal to its power to any target.", "1", "1")
CINDER_SHADE = OracleFace("Cinder Shade", "{1}{B}{R}", "Creature — Shade",
                          "{B}: Cinder Shade gets +1/+1 until end of turn.\n"
                          "{R}, Sacrifice Cinder Shade: It deals damage equal to its power to target creature.", "1", "1")
MURDEROUS_REDCAP = OracleFace("Murderous Redcap", "{2}{B/R}{B/R}", "Creature — Goblin Assassin",
                              "When Murderous Redcap enters the battlefield, it deals damage equal to its power to any target.",
                              "2", "2")


def test_120_3_spikeshot_elder_deals_its_power():
    game = make(["Spikeshot Elder"], pool="{R}{R}{R}", extra=compiled_cards(SPIKESHOT_ELDER))
    activate(game, find(game, "Spikeshot Elder"), "{1}{R}{R}", "p1")
    resolve(game)
    assert game.state.players[1].life == 19


def test_608_2h_cinder_shade_sacrificed_deals_its_last_known_power():
    game = make(["Cinder Shade"], opp_bf=["Centaur Courser"], pool="{B}{B}{R}", extra=compiled_cards(CINDER_SHADE))
    shade = find(game, "Cinder Shade")
    for _ in range(2):
        activate(game, shade, "{B}")
        resolve(game)
    assert game.chars(shade).power == 3
    activate(game, shade, "{R}, Sacrifice", find(game, "Centaur Courser"))
    resolve(game)
    assert find(game, "Cinder Shade", "graveyard") and find(game, "Centaur Courser", "graveyard", player=1)


def test_608_2h_cinder_shade_unpumped_deals_1():
    game = make(["Cinder Shade"], opp_bf=["Centaur Courser"], pool="{R}", extra=compiled_cards(CINDER_SHADE))
    courser = find(game, "Centaur Courser")
    activate(game, find(game, "Cinder Shade"), "{R}, Sacrifice", courser)
    resolve(game)
    assert game.obj(courser).damage == 1


def test_120_3_murderous_redcap_enters_and_deals_2():
    game = make(you_hand=["Murderous Redcap"], pool="{R}{R}{R}{R}", extra=compiled_cards(MURDEROUS_REDCAP))
    cast(game, "Murderous Redcap")
    resolve(game, "p1")  # the trigger's target, chosen as it is put on the stack
    assert game.state.players[1].life == 18 and game.pending is None


@pytest.mark.parametrize("text, type_line", [
    ("Blast deals damage equal to its power to any target.", "Instant"),  # a spell has no power
    ("Whenever a creature enters under your control, it deals damage equal to its power to any target.", "Enchantment"),
    ("{T}: Untap target creature. It deals damage equal to its power to any target.", "Creature"),
    ("Target creature you control deals damage equal to its toughness to target creature you don't control.", "Instant"),
    ("{T}: Blast deals damage equal to its toughness to any target.", "Creature"),  # toughness: not this shape
])
def test_120_3_near_misses_are_refused(text, type_line):
    assert compile_text(text, type_line=type_line, name="Blast").table is None, text
