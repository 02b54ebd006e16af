"""Cascade (702.85): as a spell with cascade is cast it triggers; the ability exiles cards from
the top of the library until a nonland card with a lesser mana value, which may be cast
without paying its mana cost; the other exiled cards go on the bottom in a random order."""

from __future__ import annotations

from .copyhelp import cast, make, resolve

POOL = "{R}{R}{G}{G}"


def _names(game, zone: str, player: int = 0) -> list[str]:
    return [game.chars(o).name for o in game.state.zone(zone, player)]


def test_702_85a_cascade_stops_at_a_cheaper_nonland_card_and_casts_it_for_free():
    # a library is listed bottom first: from the top, Island, Forest, Grizzly Bears, Plains
    game = make(you_hand=["Bloodbraid Elf"], library=["Plains", "Grizzly Bears", "Forest", "Island"], pool=POOL)
    cast(game, "Bloodbraid Elf")
    assert game.state.players[0].pool.total() == 0
    resolve(game, "yes")
    assert "Grizzly Bears" in _names(game, "battlefield") and "Bloodbraid Elf" in _names(game, "battlefield")
    library = _names(game, "library")
    assert sorted(library[:2]) == ["Forest", "Island"] and library[2] == "Plains"  # under the card never exiled


def test_702_85a_a_card_with_equal_or_greater_mana_value_is_passed_over():
    game = make(you_hand=["Bloodbraid Elf"], library=["Grizzly Bears", "Craw Wurm", "Serra Angel"],
                pool=POOL, extra=_CARDS)
    cast(game, "Bloodbraid Elf")
    resolve(game, "yes")
    assert "Grizzly Bears" in _names(game, "battlefield")
    assert sorted(_names(game, "library")) == ["Craw Wurm", "Serra Angel"]


def test_702_85a_declining_puts_the_hit_on_the_bottom_too():
    game = make(you_hand=["Bloodbraid Elf"], library=["Forest", "Grizzly Bears"], pool=POOL)
    cast(game, "Bloodbraid Elf")
    resolve(game, "no")
    assert sorted(_names(game, "library")) == ["Forest", "Grizzly Bears"] and not _names(game, "exile")


def test_702_85a_no_cheaper_nonland_card_exiles_the_whole_library_then_puts_it_back():
    game = make(you_hand=["Bloodbraid Elf"], library=["Forest", "Island"], pool=POOL)
    cast(game, "Bloodbraid Elf")
    resolve(game)
    assert sorted(_names(game, "library")) == ["Forest", "Island"] and not _names(game, "exile")
    assert any(e.rule == "702.85a" and "finding no nonland card" in e.text for e in game.log)


_CARDS = '''
[[card]]
name = "Craw Wurm"
mana_cost = "{4}{G}{G}"
type_line = "Creature — Wurm"
power = 6
toughness = 4
'''
