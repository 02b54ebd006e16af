"""Nouns joined by "and" in a group are either kind: "Destroy all artifacts, creatures, and
enchantments" destroys each object that is any of them, "Creatures and lands you control have
shroud" gives it to both, and a clause after the list ("you control", "with mana value X or less")
applies to every kind in it. Adjectives joined by "and" ("red and green creature") are both
qualities at once: not read. Real cards compiled from their Oracle text, on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.core.actions import Cast, Pass
from sandbox.errors import IllegalActionError

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, hand, make, resolve

AKROMAS_VENGEANCE = OracleFace("Akroma's Vengeance", "{4}{W}{W}", "Sorcery",
                               "Destroy all artifacts, creatures, and enchantments.")
SPIRITUAL_ASYLUM = OracleFace("Spiritual Asylum", "{5}{W}", "Enchantment",
                              "Creatures and lands you control have shroud.")
PERNICIOUS_DEED = OracleFace("Pernicious Deed", "{1}{B}{G}", "Enchantment",
                             "{X}, Sacrifice this enchantment: Destroy each artifact, creature, and enchantment with mana "
                             "value X or less.")


def test_701_8_destroy_all_artifacts_creatures_and_enchantments_spares_only_the_land():
    game = make(["Grizzly Bears", "Darksteel Ingot", "Glorious Anthem", "Forest"], ["Akroma's Vengeance"],
                ["Hill Giant", "Sol Ring"], pool="{W}{W}{W}{W}{W}{W}", extra=compiled_cards(AKROMAS_VENGEANCE))
    cast(game, "Akroma's Vengeance")
    resolve(game)
    for name in ("Grizzly Bears", "Glorious Anthem", "Hill Giant", "Sol Ring"):
        assert find(game, name, "graveyard"), name
    assert find(game, "Forest")
    assert find(game, "Darksteel Ingot")  # indestructible (702.12b): "destroy" doesn't move it


def test_702_18_creatures_and_lands_you_control_have_shroud_but_not_other_permanents():
    game = make(["Spiritual Asylum", "Grizzly Bears", "Forest", "Darksteel Ingot"], opp_hand=["Lightning Bolt", "Shock"],
                opp_pool="{R}{R}", extra=compiled_cards(SPIRITUAL_ASYLUM))
    bears, forest, ingot = find(game, "Grizzly Bears"), find(game, "Forest"), find(game, "Darksteel Ingot")
    assert "shroud" in game.chars(bears).keywords() and "shroud" in game.chars(forest).keywords()
    assert "shroud" not in game.chars(ingot).keywords()
    game.perform(Pass())
    with pytest.raises(IllegalActionError):
        game.perform(Cast(hand(game, "Lightning Bolt", 1), None, (bears,)))


def test_107_3a_611_3a_the_abilitys_own_x_and_a_clause_after_the_list_for_every_kind():
    game = make(["Pernicious Deed", "Grizzly Bears", "Hill Giant", "Sol Ring", "Glorious Anthem"],
                opp_bf=["Darksteel Ingot"], pool="{C}{C}", extra=compiled_cards(PERNICIOUS_DEED))
    from .copyhelp import activate
    activate(game, find(game, "Pernicious Deed"), "{X}", x=2)
    resolve(game)
    assert find(game, "Grizzly Bears", "graveyard") and find(game, "Sol Ring", "graveyard")
    assert find(game, "Hill Giant") and find(game, "Glorious Anthem")  # mana value 4 and 3: more than X


@pytest.mark.parametrize("text", [
    "Destroy target red and green creature.",  # both colors at once: not an either-kind list
    "Destroy all artifacts, creatures, or enchantments and lands.",  # "and" mixed with "or"
    "Each opponent sacrifices an artifact and a land.",  # two sacrifices, not one of either kind
    "Destroy target creature and target land.",  # two targets
    "Destroy all creatures and players.",
])
def test_and_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text
