""""~ can block an additional creature each combat." (509.1a): Two-Headed Giant of Foriys and High
Ground compiled from Oracle text, blocking two attackers through the real declare-blockers step; a
third is refused (unchanged), and so are two for a creature without it. The blocker's damage is
divided among them (510.1d: lethal damage to each in the order declared, the rest to the last);
"whenever ~ blocks" triggers once and "blocks a creature" once for each (509.3a-b)."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError

from ..oracle.helpers import compile_text
from .copyhelp import advance_to, block, compiled_cards, find, make, resolve, to_blockers

GIANT = OracleFace("Two-Headed Giant of Foriys", "{4}{R}", "Creature — Giant",
                   "Trample\nTwo-Headed Giant of Foriys can block an additional creature each combat.", "4", "4")
HIGH_GROUND = OracleFace("High Ground", "{W}", "Enchantment",
                         "Each creature you control can block an additional creature each combat.", None, None)
TESTER = OracleFace("Tester", "{2}{W}", "Creature — Kor Soldier",
                    "Tester can block an additional creature each combat.\n"
                    "Whenever Tester blocks, you gain 1 life.\n"
                    "Whenever Tester blocks a creature, that creature gets -1/-1 until end of turn.", "0", "6")
CARDS = compiled_cards(GIANT, HIGH_GROUND, TESTER)



def _names(game, zone: str, player: int) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone(zone, player))


def test_509_1a_the_giant_blocks_two_and_divides_its_damage():
    game = make(["Grizzly Bears", "Savannah Lions"], opp_bf=["Two-Headed Giant of Foriys"], extra=CARDS)
    to_blockers(game, "Grizzly Bears", "Savannah Lions")
    block(game, ("Two-Headed Giant of Foriys", "Grizzly Bears"), ("Two-Headed Giant of Foriys", "Savannah Lions"))
    giant = find(game, "Two-Headed Giant of Foriys", player=1)
    assert game.obj(find(game, "Grizzly Bears")).chosen.get("blocked") and game.obj(find(game, "Savannah Lions")).chosen.get("blocked")
    advance_to(game, 3, "main2")
    assert _names(game, "graveyard", 0) == ["Grizzly Bears", "Savannah Lions"]  # 2 to the Bears, 2 to the Lions
    assert _names(game, "graveyard", 1) == ["Two-Headed Giant of Foriys"]  # dealt 2 + 2
    assert game.state.players[1].life == 20
    assert giant not in game.state.battlefield


def test_509_1a_a_third_attacker_or_a_creature_without_it_is_refused():
    game = make(["Grizzly Bears", "Savannah Lions", "Llanowar Elves"], opp_bf=["Two-Headed Giant of Foriys", "Hill Giant"],
                extra=CARDS)
    to_blockers(game, "Grizzly Bears", "Savannah Lions", "Llanowar Elves")
    before = game.state.version
    with pytest.raises(IllegalActionError, match="509.1a"):
        block(game, *(("Two-Headed Giant of Foriys", a) for a in ("Grizzly Bears", "Savannah Lions", "Llanowar Elves")))
    with pytest.raises(IllegalActionError, match="509.1a"):
        block(game, ("Hill Giant", "Grizzly Bears"), ("Hill Giant", "Savannah Lions"))
    assert game.state.version == before
    block(game, ("Hill Giant", "Llanowar Elves"), ("Two-Headed Giant of Foriys", "Grizzly Bears"),
           ("Two-Headed Giant of Foriys", "Savannah Lions"))
    assert game.obj(find(game, "Two-Headed Giant of Foriys", player=1)).also_blocking == [find(game, "Savannah Lions")]


def test_509_1a_high_ground_lets_each_of_its_controllers_creatures_block_two():
    game = make(["Grizzly Bears", "Savannah Lions"], opp_bf=["High Ground", "Hill Giant"], extra=CARDS)
    to_blockers(game, "Grizzly Bears", "Savannah Lions")
    block(game, ("Hill Giant", "Grizzly Bears"), ("Hill Giant", "Savannah Lions"))
    advance_to(game, 3, "main2")
    assert _names(game, "graveyard", 0) == ["Grizzly Bears", "Savannah Lions"]  # 2 lethal to the Bears, 1 to the Lions
    assert _names(game, "graveyard", 1) == ["Hill Giant"]  # 3/3 dealt 2 + 2


def test_509_3a_b_blocks_triggers_once_blocks_a_creature_for_each():
    game = make(["Grizzly Bears", "Savannah Lions"], opp_bf=["Tester"], extra=CARDS)
    to_blockers(game, "Grizzly Bears", "Savannah Lions")
    block(game, ("Tester", "Grizzly Bears"), ("Tester", "Savannah Lions"))
    resolve(game)
    for _ in range(5):
        if game.pending is not None:
            game.answer([o.value for o in game.pending.options])
        resolve(game)
    assert game.state.players[1].life == 21  # once
    assert _names(game, "graveyard", 0) == ["Savannah Lions"]  # 2/1 gets -1/-1
    bears = find(game, "Grizzly Bears")
    assert (game.chars(bears).power, game.chars(bears).toughness) == (1, 1)


@pytest.mark.parametrize("text", [
    "Two-Headed Giant of Foriys can block any number of creatures.",
    "Two-Headed Giant of Foriys can block two additional creatures each combat.",
    "Two-Headed Giant of Foriys can block an additional creature this turn.",
    "Two-Headed Giant of Foriys can block an additional creature each combat as long as it's untapped, and it has flying.",
    "Target creature can block an additional creature each combat.",
])
def test_509_1a_near_misses_are_refused(text):
    assert compile_text(text, name="Two-Headed Giant of Foriys", type_line="Creature — Giant").table is None, text
