"""Counters with a name and no rules of their own (122.1): spore, verse, ki, quest... counters are
put on, counted and removed like any counter, and do nothing else. Counters that do have rules
(time 702.62/702.63, age 702.24, fade 702.32, shield and stun 122.1c-d, keyword counters 122.1b)
and counters a card defines in reminder text stay refused. Real cards compiled from their Oracle
text, on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.errors import IllegalActionError
from sandbox.formats.save import to_toml

from ..oracle.helpers import compile_text
from .copyhelp import activate, advance_to, find, make, resolve

ELVISH_FARMER = OracleFace("Elvish Farmer", "{1}{G}", "Creature — Elf",
                           "At the beginning of your upkeep, put a spore counter on Elvish Farmer.\n"
                           "Remove three spore counters from Elvish Farmer: Create a 1/1 green Saproling creature token.\n"
                           "Sacrifice a Saproling: You gain 2 life.", "0", "2")
TORCH_SONG = OracleFace("Torch Song", "{2}{R}", "Enchantment",
                        "At the beginning of your upkeep, you may put a verse counter on Torch Song.\n"
                        "{2}{R}, Sacrifice Torch Song: It deals X damage to any target, where X is the number of "
                        "verse counters on Torch Song.")
SPORESOWER = OracleFace("Sporesower Thallid", "{2}{G}{G}", "Creature — Fungus",
                        "At the beginning of your upkeep, put a spore counter on each Fungus you control.\n"
                        "Remove three spore counters from Sporesower Thallid: Create a 1/1 green Saproling creature token.",
                        "4", "4")


def compiled_cards(*faces) -> str:
    """The compiled cards and the tokens they create, as preset TOML for ``make(extra=...)``."""
    tables = []
    for face in faces:
        result = compile_card(OracleCard(face.name, (face,)))
        assert result.table is not None, result.refused
        tables += [result.table, *(t for t in result.tokens if t not in tables)]
    preset = to_toml({"card": tables, "player": [{}, {}]})
    return preset[:preset.index("[[player]]")]


def _saprolings(game) -> list[int]:
    return [o for o in game.state.battlefield if game.chars(o).name.startswith("Saproling")]


def test_122_1_an_upkeep_trigger_puts_a_spore_counter_and_three_make_a_saproling():
    game = make(["Elvish Farmer"], extra=compiled_cards(ELVISH_FARMER))
    farmer = find(game, "Elvish Farmer")
    advance_to(game, 5, "main1")
    assert game.obj(farmer).counters.get("spore") == 1
    with pytest.raises(IllegalActionError):  # 118.3: one spore counter can't pay for three
        activate(game, farmer, "Remove three spore counters")
    advance_to(game, 9, "main1")
    assert game.obj(farmer).counters.get("spore") == 3
    activate(game, farmer, "Remove three spore counters")
    resolve(game)
    assert not game.obj(farmer).counters.get("spore")
    assert len(_saprolings(game)) == 1


def test_122_1_each_fungus_you_control_gets_one_from_each_trigger():
    game = make(["Sporesower Thallid", "Sporesower Thallid", "Grizzly Bears"], opp_bf=["Sporesower Thallid"],
                extra=compiled_cards(SPORESOWER))
    mine = [o for o in game.state.battlefield if game.chars(o).name == "Sporesower Thallid" and game.controller(o) == 0]
    theirs = find(game, "Sporesower Thallid", player=1)
    advance_to(game, 5, "main1")
    assert [game.obj(o).counters.get("spore") for o in mine] == [2, 2]  # two triggers, each on each Fungus I control
    assert game.obj(theirs).counters.get("spore") == 1  # only its controller's trigger, in their upkeep
    assert not game.obj(find(game, "Grizzly Bears")).counters  # not a Fungus


def test_122_1_verse_counters_count_for_the_damage():
    game = make(["Torch Song", "Mountain", "Mountain", "Mountain"], extra=compiled_cards(TORCH_SONG))
    song = find(game, "Torch Song")
    advance_to(game, 5, "main1")  # advance_to answers "you may" with its first option
    verses = game.obj(song).counters.get("verse", 0)
    assert verses == 1
    life = game.state.players[1].life
    activate(game, song, "{2}{R}", "p1")  # any target: the opponent
    resolve(game)
    assert game.state.players[1].life == life - verses
    assert find(game, "Torch Song", "graveyard")


@pytest.mark.parametrize("text", [
    "At the beginning of your upkeep, put a time counter on Test Card.",  # 702.62 suspend, 702.63 vanishing
    "At the beginning of your upkeep, put an age counter on Test Card.",  # 702.24 cumulative upkeep
    "At the beginning of your upkeep, put a fade counter on Test Card.",  # 702.32 fading
    "{T}: Put a stun counter on target creature.",  # 122.1d
    "{T}: Put a shield counter on target creature.",  # 122.1c
    "{T}: Put a flying counter on target creature.",  # 122.1b keyword counter
    "{T}: Put a poison counter on target creature.",  # a player's counter (122.1f)
    "Put a manabond counter on all creatures.",  # a counter its card defines in reminder text
    "At the beginning of your upkeep, put a sporeling counter on Test Card.",  # not a kind known to have no rules
])
def test_122_1_counters_with_rules_are_refused(text):
    assert compile_text(text).table is None, text


def test_201_5_a_granted_ability_naming_its_card_is_refused():
    # "Archery Training" inside the quote is the Aura, not the enchanted creature that has the ability.
    text = ('Enchant creature\nEnchanted creature has "{T}: This creature deals X damage to target attacking or '
            'blocking creature, where X is the number of arrow counters on Archery Training."')
    assert compile_text(text, name="Archery Training", type_line="Enchantment — Aura").table is None
