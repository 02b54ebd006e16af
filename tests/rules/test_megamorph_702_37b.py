"""Megamorph (702.37b): a morph whose card, turned face up by paying its megamorph cost, gets a
+1/+1 counter as it's turned face up. Ainok Survivalist compiled from its Oracle text, cast
face down for {3} and turned up for {1}{G}; a plain morph (Sagu Mauler) gets no counter."""

from __future__ import annotations

import pytest

from sandbox import Cast, TurnFaceUp
from sandbox.cards.oracle import OracleFace
from sandbox.cards.parse import parse_ability
from sandbox.errors import InvalidActionError

from .copyhelp import compiled_cards, find, make, newest, resolve

AINOK = OracleFace("Ainok Survivalist", "{1}{G}", "Creature — Dog Shaman",
                   "Megamorph {1}{G} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any "
                   "time for its megamorph cost and put a +1/+1 counter on it.)\nWhen Ainok Survivalist is turned face "
                   "up, destroy target artifact or enchantment an opponent controls.", "2", "1")
CARDS = compiled_cards(AINOK)
LANDS = ["Forest", "Forest", "Forest", "Forest", "Forest"]


def test_702_37b_turned_up_for_its_megamorph_cost_it_gets_a_counter():
    game = make(LANDS, ["Ainok Survivalist"], opp_bf=["Sol Ring"], pool="", extra=CARDS)
    card = find(game, "Ainok Survivalist", "hand")
    assert Cast(card, face_down=True) in game.legal_actions()
    game.perform(Cast(card, face_down=True))
    resolve(game)
    fd = newest(game)
    assert game.chars(fd).name == "" and (game.chars(fd).power, game.chars(fd).toughness) == (2, 2)
    assert game.obj(fd).counters.get("+1/+1", 0) == 0
    game.perform(TurnFaceUp(fd))
    c = game.chars(fd)
    assert game.obj(fd).counters.get("+1/+1") == 1
    assert (c.name, c.power, c.toughness) == ("Ainok Survivalist", 3, 2)
    assert any(e.rule == "702.37b" for e in game.log)
    assert sum(1 for o in game.state.battlefield if game.obj(o).tapped) == 5  # {3} then {1}{G}
    resolve(game)  # its "turned face up" trigger: the only legal target
    assert find(game, "Sol Ring", "graveyard")


def test_702_37b_near_miss_a_plain_morph_gets_no_counter():
    game = make(LANDS + ["Island", "Island", "Island"], ["Sagu Mauler"], pool="")
    game.perform(Cast(find(game, "Sagu Mauler", "hand"), face_down=True))
    resolve(game)
    fd = newest(game)
    game.perform(TurnFaceUp(fd))
    assert game.obj(fd).counters.get("+1/+1", 0) == 0 and game.chars(fd).power == 6
    assert not any(e.rule == "702.37b" for e in game.log)


def test_702_37b_near_miss_megamorph_without_a_cost_is_refused():
    with pytest.raises(InvalidActionError):
        parse_ability("Megamorph")
    assert parse_ability("Megamorph {2}{G}").name == "megamorph"
