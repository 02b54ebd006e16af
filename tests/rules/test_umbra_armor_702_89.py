"""Umbra armor (702.89a, printed as totem armor on older cards): "If enchanted permanent would be
destroyed, instead remove all damage marked on it and destroy this Aura." Hyena Umbra compiled from
its Oracle text (with the older name), cast on Grizzly Bears through real actions: Wrath of God
(destroy, can't be regenerated) and lethal damage (704.5g) are replaced; exile isn't destruction."""

from __future__ import annotations

from sandbox import Cast
from sandbox.cards.oracle import OracleFace

from .copyhelp import compiled_cards, find, make, resolve

UMBRA = OracleFace("Hyena Umbra", "{W}", "Enchantment — Aura",
                   "Enchant creature\nEnchanted creature gets +1/+1 and has first strike.\nTotem armor (If enchanted "
                   "creature would be destroyed, instead remove all damage from it and destroy this Aura.)")
CARDS = compiled_cards(UMBRA)


def _gy(game, player=0):
    return sorted(game.chars(o).name for o in game.state.zone("graveyard", player))


def _enchanted_bears(game):
    bears = find(game, "Grizzly Bears", player=0)
    game.perform(Cast(find(game, "Hyena Umbra", "hand"), targets=(bears,)))
    resolve(game)
    assert game.chars(bears).power == 3 and game.chars(bears).has_keyword("umbra armor") is False
    return bears


def test_702_89a_wrath_destroys_the_umbra_instead_of_the_creature():
    game = make(["Plains"] * 5 + ["Grizzly Bears"], ["Hyena Umbra", "Wrath of God"], ["Hill Giant"], pool="", extra=CARDS)
    bears = _enchanted_bears(game)
    game.perform(Cast(find(game, "Wrath of God", "hand")))
    resolve(game)
    assert bears in game.state.battlefield and game.obj(bears).damage == 0
    assert (game.chars(bears).power, game.chars(bears).toughness) == (2, 2)
    assert _gy(game) == ["Hyena Umbra", "Wrath of God"] and _gy(game, 1) == ["Hill Giant"]
    assert any(e.rule == "702.89a" for e in game.log)


def test_702_89a_lethal_damage_is_removed_and_the_umbra_destroyed():
    game = make(["Plains", "Mountain", "Grizzly Bears"], ["Hyena Umbra", "Lightning Bolt"], pool="", extra=CARDS)
    bears = _enchanted_bears(game)
    game.perform(Cast(find(game, "Lightning Bolt", "hand"), targets=(bears,)))  # 3 damage to a 3/3: 704.5g
    resolve(game)
    assert bears in game.state.battlefield and game.obj(bears).damage == 0  # removed: the 2/2 left doesn't die
    assert _gy(game) == ["Hyena Umbra", "Lightning Bolt"]


def test_702_89a_near_misses_exile_and_an_aura_without_it():
    game = make(["Plains"] * 2 + ["Grizzly Bears"], ["Hyena Umbra", "Swords to Plowshares"], pool="", extra=CARDS)
    bears = _enchanted_bears(game)
    game.perform(Cast(find(game, "Swords to Plowshares", "hand"), targets=(bears,)))
    resolve(game)
    assert bears not in game.state.battlefield and "Grizzly Bears" in [game.chars(o).name for o in game.state.zone("exile", 0)]
    assert not any(e.rule == "702.89a" for e in game.log)
    game = make(["Plains"] * 3 + ["Swamp"] * 3 + ["Grizzly Bears"], ["Pacifism", "Murder"], pool="", extra=CARDS)
    bears = find(game, "Grizzly Bears")
    game.perform(Cast(find(game, "Pacifism", "hand"), targets=(bears,)))
    resolve(game)
    game.perform(Cast(find(game, "Murder", "hand"), targets=(bears,)))
    resolve(game)
    assert bears not in game.state.battlefield and "Grizzly Bears" in _gy(game)
