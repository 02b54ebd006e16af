"""Near misses of the new card vocabulary: each is refused with one line naming what wasn't
understood (double-faced cards, face-down, leaving and returning, search, sacrifice, exploit)."""

from __future__ import annotations

import pytest

from sandbox import Pass
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
    ({**SPELL, "effects": [{"search_library": {"filter": "basic land card", "to": "exile"}}]}, "expected one of hand, battlefield"),
    ({**SPELL, "effects": [{"search_library": {"to": "hand"}}]}, "missing 'filter'"),
    ({**SPELL, "effects": [{"exile": {"what": "target", "until_leaves": "yes"}}]}, "expected true or false"),
    ({**SPELL, "effects": [{"reanimate": {"what": "moved", "transformed": 1}}]}, "expected true or false"),
    ({**SPELL, "effects": [{"put_from_hand": {"who": "each player"}}]}, "missing 'filter'"),
    ({**SPELL, "effects": [{"manifest": {"count": "many"}}]}, "can't read amount"),
    ({**SPELL, "effects": [{"sacrifice": {"who": "you", "filter": "creature", "exploit": "sure"}}]}, "expected true or false"),
    ({**CREATURE, "abilities": ["Morph"]}, "morph"),
    ({**CREATURE, "abilities": ["Megamorph"]}, "megamorph"),
    ({**CREATURE, "abilities": ["Disguise {2}{G}"]}, "disguise"),
    ({**CREATURE, "back": "Insectile Aberration"}, "back: expected a table, found a text"),
    ({**CREATURE, "back": {"name": "Y", "type_line": "Creature — Insect", "power": 3}}, "a creature needs power and toughness"),
    ({**CREATURE, "abilities": [{"triggered": {"on": "upkeep", "condition": "no spells were cast this turn", "effects": []}}]},
     "unknown condition"),
])
def test_near_miss_tables_are_refused_with_one_line(table, error):
    with pytest.raises(InvalidActionError, match=error) as info:
        card_from_table(table)
    assert "\n" not in str(info.value)


def _card(name: str) -> dict:
    """The table of a card in faces.toml, as written (a deep copy to mutate)."""
    import copy
    import tomllib
    from pathlib import Path

    import sandbox.cards
    path = Path(sandbox.cards.__file__).parent / "data" / "cards" / "faces.toml"
    table = next(c for c in tomllib.loads(path.read_text(encoding="utf-8"))["card"] if c["name"] == name)
    card_from_table(table)  # the card as written loads
    return copy.deepcopy(table)


def _first_effect(table: dict) -> dict:
    return table["abilities"][0]["triggered"]["effects"][0] if "abilities" in table and "effects" not in table else table["effects"][0]


def _delver():  # "look at the top two cards of your library"
    t = _card("Delver of Secrets")
    _first_effect(t)["look_at_top"]["count"] = 2
    return t


def _huntmaster():  # "if no spells were cast this turn"
    t = _card("Huntmaster of the Fells")
    t["abilities"][1]["triggered"]["condition"] = "no spells were cast this turn"
    return t


def _soul_summons():  # "Manifest dread."
    return {**_card("Soul Summons"), "effects": [{"manifest_dread": {}}]}


def _sagu_mauler():  # "Disguise {3}{G}{U}"
    t = _card("Sagu Mauler")
    t["abilities"][2] = "Disguise {3}{G}{U}"
    return t


def _icefeather():  # "When this creature is turned face down"
    t = _card("Icefeather Aven")
    t["abilities"][2]["triggered"]["on"] = "turned_face_down"
    return t


def _banishing_light():  # "exile ... until end of turn"
    t = _card("Banishing Light")
    _first_effect(t)["exile"]["until"] = "end_of_turn"
    return t


def _ephemerate():  # "Buyback—Pay 2 life." instead of rebound
    return {**_card("Ephemerate"), "abilities": ["Buyback—Pay 2 life."]}


def _show_and_tell():  # "... from their graveyard"
    t = _card("Show and Tell")
    t["effects"][0]["put_from_hand"]["from"] = "graveyard"
    return t


def _evolving_wilds():  # "put it into exile"
    t = _card("Evolving Wilds")
    t["abilities"][0]["activated"]["effects"][0]["search_library"]["to"] = "exile"
    return t


def _mayhem_devil():  # "Whenever an opponent sacrifices a permanent"
    t = _card("Mayhem Devil")
    t["abilities"][0]["triggered"]["by"] = "opponents"
    return t


def _sidisis_faithful():  # "When this creature is exploited"
    t = _card("Sidisi's Faithful")
    t["abilities"][1]["triggered"]["on"] = "exploited"
    return t


def _geralfs_messenger():  # "This creature enters tapped unless you control a Swamp."
    t = _card("Geralf's Messenger")
    t["abilities"][0] = "This creature enters tapped unless you control a Swamp."
    return t


def _sakashimas_student():  # "except it's a Ninja" written as a card type
    t = _card("Sakashima's Student")
    t["abilities"][1]["enters_as_copy"]["except"]["add_card_types"] = ["Ninja"]
    return t


@pytest.mark.parametrize("make_table, error", [
    (_sakashimas_student, "unknown card type 'Ninja'"),
    (_delver, "unknown key 'count'"), (_huntmaster, "unknown condition"), (_soul_summons, "unknown effect 'manifest_dread'"),
    (_sagu_mauler, "'disguise' is not implemented"), (_icefeather, "'on' must be one of"),
    (_banishing_light, "unknown key 'until'"), (_ephemerate, "can't read ability text 'Buyback"),
    (_show_and_tell, "unknown key 'from'"), (_evolving_wilds, "expected one of hand, battlefield"),
    (_mayhem_devil, "expected one of you, any, anyone, opponent"), (_sidisis_faithful, "did you mean 'exploits'"),
    (_geralfs_messenger, "can't read ability text"),
], ids=lambda v: getattr(v, "__name__", "")[1:] or None)
def test_each_new_card_s_near_miss_is_refused(make_table, error):
    with pytest.raises(InvalidActionError, match=error) as info:
        card_from_table(make_table())
    assert "\n" not in str(info.value)


def test_704_5j_near_miss_huntmaster_of_the_fells_isnt_legendary_on_either_face():
    """Huntmaster of the Fells // Ravager of the Fells is a plain creature: two of them stay."""
    from .copyhelp import make
    game = make(["Huntmaster of the Fells", "Huntmaster of the Fells"])
    game.perform(Pass())
    assert len([o for o in game.state.battlefield if game.chars(o).name == "Huntmaster of the Fells"]) == 2
    assert not any(e.rule == "704.5j" for e in game.log)
    card = game.db.get("Huntmaster of the Fells")
    assert "Legendary" not in card.chars.supertypes and card.back is not None and "Legendary" not in card.back.supertypes
