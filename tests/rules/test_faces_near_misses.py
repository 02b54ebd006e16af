"""Near misses of the new card vocabulary: each is refused with one line naming what wasn't
understood (double-faced cards, face-down, leaving and returning, search, sacrifice, exploit)."""

from __future__ import annotations

import pytest

from sandbox.cards.parse import card_from_table
from sandbox.errors import InvalidActionError

CREATURE = {"name": "X", "mana_cost": "{U}", "type_line": "Creature — Human", "power": 1, "toughness": 1}
SPELL = {"name": "X", "mana_cost": "{U}", "type_line": "Sorcery"}


def _triggered(**kw):
    return {**CREATURE, "abilities": [{"triggered": {"text": "t", "effects": [{"draw": {}}], **kw}}]}


@pytest.mark.parametrize("table, error", [
    (_triggered(on="transforms", into="middle"), "expected one of front, back"),
    (_triggered(on="transforms", or_enter=True), "unknown key 'or_enter'"),
    (_triggered(on="sacrificed", by="nobody"), "expected one of you, any, anyone"),
    (_triggered(on="turned_face_up", when="now"), "unknown key 'when'"),
    ({**SPELL, "effects": [{"transform": {"what": "everything"}}]}, "unknown object 'everything'"),
    ({**SPELL, "effects": [{"search_library": {"filter": "basic land card", "to": "graveyard"}}]}, "expected one of hand, battlefield"),
    ({**SPELL, "effects": [{"search_library": {"to": "hand"}}]}, "missing 'filter'"),
    ({**SPELL, "effects": [{"exile": {"what": "target", "until_leaves": "yes"}}]}, "expected true or false"),
    ({**SPELL, "effects": [{"reanimate": {"what": "moved", "transformed": 1}}]}, "expected true or false"),
    ({**SPELL, "effects": [{"put_from_hand": {"who": "each player"}}]}, "missing 'filter'"),
    ({**SPELL, "effects": [{"manifest": {"count": "many"}}]}, "can't read amount"),
    ({**SPELL, "effects": [{"sacrifice": {"who": "you", "filter": "creature", "exploit": "sure"}}]}, "expected true or false"),
    ({**CREATURE, "abilities": ["Morph"]}, "morph"),
    ({**CREATURE, "abilities": ["Megamorph {2}{G}"]}, "'megamorph' is not implemented"),
    ({**CREATURE, "abilities": ["Disguise {2}{G}"]}, "disguise"),
    ({**CREATURE, "back": "Insectile Aberration"}, "'back' must be a table"),
    ({**CREATURE, "back": {"name": "Y", "type_line": "Creature — Insect", "power": 3}}, "a creature needs power and toughness"),
    ({**CREATURE, "abilities": [{"triggered": {"on": "upkeep", "condition": "no spells were cast this turn", "effects": []}}]},
     "unknown condition"),
])
def test_near_miss_tables_are_refused_with_one_line(table, error):
    with pytest.raises(InvalidActionError, match=error) as info:
        card_from_table(table)
    assert "\n" not in str(info.value)
