""""Whenever you cast a kicked spell" (702.33d, 601.2i): a spell whose kicker cost was paid as
it was cast; the same spell cast without kicker doesn't trigger it. Lullmage's Familiar and
Roost of Drakes, compiled from their Oracle text, on a real board with Burst Lightning.
"kicked" is read only before "spell"; a mana restriction to kicked spells ("Spend this mana only
to cast kicked spells") stays refused: the mana is matched to the spell's card, not to how it
is cast."""

from __future__ import annotations

import pytest

from sandbox import Cast
from sandbox.cards.filters import Filter
from sandbox.cards.oracle import OracleFace
from sandbox.errors import InvalidActionError

from ..oracle.helpers import compile_text
from .copyhelp import compiled_cards, find, make, resolve

FAMILIAR = OracleFace("Lullmage's Familiar", "{1}{G}{U}", "Creature — Beast", "{T}: Add {G} or {U}.\nWhenever you cast "
                      "a kicked spell, you gain 2 life.", power="2", toughness="4")
ROOST = OracleFace("Roost of Drakes", "{U}", "Enchantment", "Kicker {2}{U}\nWhen Roost of Drakes enters, if it was "
                   "kicked, create a 2/2 blue Drake creature token with flying.\nWhenever you cast a kicked spell, create "
                   "a 2/2 blue Drake creature token with flying.")


def _cast_burst(game, kicked: bool) -> None:
    game.perform(Cast(find(game, "Burst Lightning", "hand"), targets=("p1",), kicked=kicked))
    resolve(game)


def test_702_33d_lullmage_s_familiar_triggers_on_a_kicked_spell_only():
    game = make(you_bf=["Lullmage's Familiar"], you_hand=["Burst Lightning", "Burst Lightning"],
                pool="{R}{R}{C}{C}{C}{C}", extra=compiled_cards(FAMILIAR))
    _cast_burst(game, kicked=False)
    assert game.state.players[0].life == 20 and game.state.players[1].life == 18
    _cast_burst(game, kicked=True)
    assert game.state.players[0].life == 22 and game.state.players[1].life == 14


def test_702_33d_roost_of_drakes_makes_a_drake_for_a_kicked_spell():
    game = make(you_bf=["Roost of Drakes"], you_hand=["Burst Lightning"], pool="{R}{C}{C}{C}{C}",
                extra=compiled_cards(ROOST))
    _cast_burst(game, kicked=True)
    drakes = [o for o in game.state.battlefield if game.chars(o).name.startswith("Drake")]
    assert len(drakes) == 1 and game.chars(drakes[0]).has_keyword("flying")


@pytest.mark.parametrize(("text", "why"), [
    ("kicked creature", "'kicked' is read only before 'spell'"),
    ("kicked", "'kicked' is read only before 'spell'"),
])
def test_filter_near_misses_are_refused(text, why):
    with pytest.raises(InvalidActionError, match=why):
        Filter.parse(text)


@pytest.mark.parametrize(("text", "type_line"), [
    ("{T}: Add {G}{G}. Spend this mana only to cast kicked spells.", "Creature — Elf Druid"),
    ("{T}: Add {C}. This mana can't be spent to cast kicked spells.", "Artifact"),
    ("Kicked spells you cast cost {1} less to cast.", "Enchantment"),
    ("Whenever you cast a kicked creature, you gain 2 life.", "Enchantment"),
])
def test_card_near_misses_are_refused(text, type_line):
    assert compile_text(text, type_line=type_line).table is None, text
