"""Vesuva (707.5, 614.1c): "You may have this land enter tapped as a copy of any land on the
battlefield": tapped only if it copies; as itself it enters untapped, a land with no mana ability."""

from __future__ import annotations

import pytest

from sandbox import PlayLand
from sandbox.errors import LoadError

from .copyhelp import find, make


def _play_vesuva(game):
    game.perform(PlayLand(find(game, "Vesuva", "hand")))


def test_614_1c_vesuva_enters_tapped_as_a_copy_of_a_land():
    game = make(["Forest"], ["Vesuva"], ["Reflecting Pool"], pool="")
    _play_vesuva(game)
    assert game.pending is not None and game.pending.kind == "copy"
    assert {o.label.split(" #")[0] for o in game.pending.options} == {"Forest", "Reflecting Pool"}
    game.answer(find(game, "Forest"))
    vesuva = next(o for o in game.state.battlefield if game.obj(o).card == "Vesuva")
    assert game.chars(vesuva).name == "Forest" and game.obj(vesuva).tapped
    assert "G" in game.could_produce(vesuva)


def test_614_1c_near_miss_vesuva_entering_as_itself_is_untapped():
    game = make(["Forest"], ["Vesuva"], pool="")
    _play_vesuva(game)
    game.answer()  # no copy
    vesuva = find(game, "Vesuva")
    assert not game.obj(vesuva).tapped and game.activated_abilities(vesuva) == []
    assert game.could_produce(vesuva) == {}


def test_707_5_vesuva_copying_a_legendary_land_is_legendary_too():
    game = make(["Gaea's Cradle"], ["Vesuva"], pool="")
    _play_vesuva(game)
    game.answer(find(game, "Gaea's Cradle"))
    assert game.pending is not None and game.pending.kind == "legend"  # 704.5j: two Gaea's Cradles


def test_614_1c_near_miss_tapped_must_be_true_or_false():
    bad = '''
[[card]]
name = "Vesuva Variant (test card)"
type_line = "Land"
oracle = "You may have this land enter tapped as a copy of any land on the battlefield."
abilities = [ { enters_as_copy = { of = "land", tapped = "yes" } } ]
'''
    with pytest.raises(LoadError, match="tapped: expected true or false"):
        make([], [], extra=bad)
