""""<Spells> can't be countered" (101.2): a permanent's static ability; a spell that would counter
such a spell does nothing to it. Prowling Serpopard and Gaea's Herald compiled from their Oracle
text; Counterspell cast at a creature spell, at a noncreature spell and at the opponent's spell."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import advance_to, cast, compiled_cards, make, resolve

PROWLING_SERPOPARD = OracleFace("Prowling Serpopard", "{1}{G}{G}", "Creature — Cat Snake",
                                "This spell can't be countered.\nCreature spells you control can't be countered.", "4", "3")
GAEAS_HERALD = OracleFace("Gaea's Herald", "{1}{G}", "Creature — Elf", "Creature spells can't be countered.", "1", "1")
CARDS = compiled_cards(PROWLING_SERPOPARD, GAEAS_HERALD)


def _names(game, zone: str, player: int) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone(zone, player))


def _countered(game, spell: str, caster: int = 0) -> bool:
    """Cast ``spell`` from ``caster``'s hand, the other player counters it: was it countered?"""
    sid = cast(game, spell, player=caster) if spell != "Lightning Bolt" else cast(game, spell, "p1", player=caster)
    cast(game, "Counterspell", sid, player=1 - caster)
    resolve(game)
    return spell in _names(game, "graveyard", caster)


@pytest.mark.parametrize("board, spell, caster, countered", [
    ("Prowling Serpopard", "Grizzly Bears", 0, False),   # your creature spell
    ("Prowling Serpopard", "Lightning Bolt", 0, True),   # not a creature spell
    ("Prowling Serpopard", "Grizzly Bears", 1, True),    # the opponent's creature spell: not "you control"
    ("Gaea's Herald", "Grizzly Bears", 1, False),        # "Creature spells": anyone's
    ("Gaea's Herald", "Lightning Bolt", 0, True),
])
def test_101_2_a_spell_that_cant_be_countered_stays_on_the_stack_and_resolves(board, spell, caster, countered):
    if caster == 0:
        game = make([board], [spell], [], ["Counterspell"], opp_pool="{U}{U}", extra=CARDS)
    else:  # the opponent casts it in their own main phase, paying with lands
        game = make([board, "Island", "Island"], ["Counterspell"], ["Forest", "Forest"], [spell], extra=CARDS)
        advance_to(game, 4, "main1")
    assert _countered(game, spell, caster) is countered
    if spell == "Grizzly Bears" and not countered:
        assert any(game.chars(o).name == "Grizzly Bears" for o in game.state.battlefield)
        assert "Counterspell" in _names(game, "graveyard", 1 - caster)


@pytest.mark.parametrize("text", [
    "Creature spells you control with power 5 or greater can't be countered.",
    "Other spells you control can't be countered this turn.",
    "Creatures you control can't be countered.",
    "Spells that target ~ can't be countered.",
    "The next creature spell you cast this turn can't be countered.",
    "Spells you control can't be countered by blue or black spells this turn.",
])
def test_101_2_near_misses_are_refused(text):
    assert compile_text(text, type_line="Enchantment").table is None, text
