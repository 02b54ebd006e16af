"""Living weapon (702.92a): "When this Equipment enters, create a 0/0 black Phyrexian Germ creature
token, then attach this to it." Flayer Husk compiled from its Oracle text on real boards: the
Germ is a 1/1 with the Husk; with the Husk destroyed in response the Germ is created alone and
dies as a 0/0 (704.5f)."""

from __future__ import annotations

from sandbox import Pass
from sandbox.cards.oracle import OracleFace

from .copyhelp import cast, compiled_cards, find, make, resolve

HUSK = OracleFace("Flayer Husk", "{1}", "Artifact — Equipment",
                  "Living weapon (When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then "
                  "attach this to it.)\nEquipped creature gets +1/+1.\nEquip {2}")
CARDS = compiled_cards(HUSK)


def test_702_92a_a_germ_token_carries_the_equipment():
    game = make(["Plains"], ["Flayer Husk"], pool="", extra=CARDS)
    cast(game, "Flayer Husk")
    resolve(game)
    husk = find(game, "Flayer Husk")
    germs = [o for o in game.state.battlefield if game.chars(o).name == "Phyrexian Germ"]
    assert len(germs) == 1 and game.obj(husk).attached_to == germs[0]
    c = game.chars(germs[0])
    assert (c.power, c.toughness, c.colors, c.subtypes) == (1, 1, frozenset({"B"}), ("Phyrexian", "Germ"))
    assert game.obj(germs[0]).kind == "token"


def test_702_92a_near_miss_the_equipment_gone_the_germ_dies_alone():
    game = make(["Plains"], ["Flayer Husk"], opp_bf=["Mountain", "Mountain"], opp_hand=["Shatter"], pool="",
                opp_pool="{R}{R}", extra=CARDS)
    cast(game, "Flayer Husk")
    game.perform(Pass())
    game.perform(Pass())  # the Husk resolves: its living weapon trigger is on the stack
    assert len(game.state.stack) == 1
    cast(game, "Shatter", find(game, "Flayer Husk"), player=1)
    resolve(game)
    assert find(game, "Flayer Husk", "graveyard")
    assert not [o for o in game.state.battlefield if game.chars(o).name == "Phyrexian Germ"]
    assert any(e.rule == "702.92a" and "Germ" in e.text for e in game.log)
