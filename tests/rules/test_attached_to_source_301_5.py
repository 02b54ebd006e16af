""""for each Aura / Equipment attached to ~" (301.5, 303.4, 613.4c): the Auras and Equipment
attached to the source itself, counted as the layers are computed, so the bonus follows attaching
and unattaching. "it" is the source only when the source is what gets the bonus (Goblin Gaveleer
"gets +2/+0 for each Equipment attached to it"); "Equipped creature gets ... attached to it" and
"Each creature you control gets ... attached to it" name another object's attachments and stay
refused. Real cards compiled from their Oracle text on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.filters import Filter
from sandbox.cards.oracle import OracleFace
from sandbox.errors import InvalidActionError

from ..oracle.helpers import compile_text
from .copyhelp import activate, compiled_cards, find, make, resolve

GAVELEER = OracleFace("Goblin Gaveleer", "{R}", "Creature — Goblin Warrior", "Trample\nGoblin Gaveleer gets +2/+0 for each "
                      "Equipment attached to it.", power="1", toughness="1")
SPIRITDANCER = OracleFace("Kor Spiritdancer", "{1}{W}", "Creature — Kor Wizard", "Kor Spiritdancer gets +2/+2 for each "
                          "Aura attached to it.\nWhenever you cast an Aura spell, you may draw a card.", power="0", toughness="2")
ARMAMENT = OracleFace("Armament Master", "{W}{W}", "Creature — Kor Soldier", "Other Kor creatures you control get +2/+2 "
                      "for each Equipment attached to Armament Master.", power="2", toughness="2")


def _pt(game, oid) -> tuple[int | None, int | None]:
    c = game.chars(oid)
    return c.power, c.toughness


def test_613_4c_goblin_gaveleer_counts_the_equipment_attached_to_it_only():
    game = make(you_bf=['{ card = "Goblin Gaveleer", ref = "g" }', '{ card = "Bonesplitter", attached_to = "g" }',
                        '{ card = "Grizzly Bears", ref = "b" }', '{ card = "Bonesplitter", attached_to = "b" }'],
                extra=compiled_cards(GAVELEER))
    gaveleer = find(game, "Goblin Gaveleer")
    assert _pt(game, gaveleer) == (5, 1)  # 1 + 2 (one Equipment) + 2 (Bonesplitter's own bonus)


def test_301_5_the_bonus_follows_equipping_another_creature():
    game = make(you_bf=['{ card = "Goblin Gaveleer", ref = "g" }', '{ card = "Bonesplitter", attached_to = "g" }',
                        "Grizzly Bears"], extra=compiled_cards(GAVELEER))
    gaveleer, bears = find(game, "Goblin Gaveleer"), find(game, "Grizzly Bears")
    assert _pt(game, gaveleer) == (5, 1)
    activate(game, find(game, "Bonesplitter"), "Equip", bears)
    resolve(game)
    assert game.obj(find(game, "Bonesplitter")).attached_to == bears
    assert _pt(game, gaveleer) == (1, 1)


def test_613_4c_kor_spiritdancer_counts_auras_not_equipment():
    game = make(you_bf=['{ card = "Kor Spiritdancer", ref = "k" }', '{ card = "Rancor", attached_to = "k" }',
                        '{ card = "Bonesplitter", attached_to = "k" }'], extra=compiled_cards(SPIRITDANCER))
    assert _pt(game, find(game, "Kor Spiritdancer")) == (6, 4)  # 0/2 +2/+2 (one Aura) +2/+0 Rancor +2/+0 Bonesplitter


def test_613_4c_armament_master_counts_its_own_equipment_for_other_kor():
    master = OracleFace("Kor Skyfisher", "{1}{W}", "Creature — Kor Soldier", "Flying", power="2", toughness="3")
    game = make(you_bf=['{ card = "Armament Master", ref = "m" }', '{ card = "Bonesplitter", attached_to = "m" }',
                        '{ card = "Kor Skyfisher", ref = "k" }', '{ card = "Bonesplitter", attached_to = "k" }'],
                extra=compiled_cards(ARMAMENT, master))
    assert _pt(game, find(game, "Kor Skyfisher")) == (6, 5)  # +2/+2 for the Master's one Equipment, +2/+0 its own
    assert _pt(game, find(game, "Armament Master")) == (4, 2)  # "other": not itself


@pytest.mark.parametrize(("text", "why"), [
    ("Equipment attached to it", "'it' is not understood"),
    ("Aura attached to a creature you control", "'a' is not understood"),
    ("Equipment attached to that creature", "'that' is not understood"),
    ("Aura attached", "'attached' is not understood"),
])
def test_filter_near_misses_are_refused(text, why):
    with pytest.raises(InvalidActionError, match=why):
        Filter.parse(text)


@pytest.mark.parametrize(("text", "type_line"), [
    ("Equipped creature gets +1/+0 for each Equipment attached to it.", "Artifact — Equipment"),
    ("Each creature you control gets +2/+0 for each Equipment attached to it.", "Creature — Dwarf"),
    ("Enchanted creature gets +2/+2 for each Aura attached to it.", "Enchantment — Aura"),
])
def test_card_near_misses_are_refused(text, type_line):
    assert compile_text(text, type_line=type_line).table is None, text
