"""Spell-cast triggers read from Oracle text, on real boards (603.2, 601.2i): heroic ("whenever
you cast a spell that targets ~", its targets chosen as it's cast, 601.2c), a copy that isn't
cast (707.10), "that player" as the player who cast the spell; near-misses that stay refused."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve, resolve_top

FABLED_HERO = OracleFace("Fabled Hero", "{1}{W}{W}", "Creature — Human Soldier",
                         "Double strike\nHeroic — Whenever you cast a spell that targets Fabled Hero, "
                         "put a +1/+1 counter on Fabled Hero.", "2", "2")
DRUID_OF_HORNS = OracleFace("Druid of Horns", "{3}{G}", "Creature — Human Druid",
                            "Whenever you cast an Aura spell that targets Druid of Horns, create a 3/3 green Beast "
                            "creature token.", "2", "3")
SOOT_IMP = OracleFace("Soot Imp", "{1}{B}{B}", "Creature — Imp",
                      "Flying\nWhenever a player casts a nonblack spell, that player loses 1 life.", "1", "2")
SPELLSHOCK = OracleFace("Spellshock", "{2}{R}", "Enchantment",
                        "Whenever a player casts a spell, Spellshock deals 2 damage to that player.")


def _counters(game, oid) -> int:
    return game.obj(oid).counters.get("+1/+1", 0)


def test_601_2i_heroic_triggers_for_your_spell_that_targets_it_and_resolves_before_the_spell():
    game = make(you_bf=["Fabled Hero", "Grizzly Bears"], you_hand=["Giant Growth", "Giant Growth"],
                extra=compiled_cards(FABLED_HERO))
    hero, bears = find(game, "Fabled Hero"), find(game, "Grizzly Bears")
    cast(game, "Giant Growth", bears)
    assert len(game.state.stack) == 1  # it targets another creature: nothing triggers
    resolve(game)
    cast(game, "Giant Growth", hero)
    assert len(game.state.stack) == 2  # the trigger goes on the stack above the spell (603.3)
    resolve(game)
    assert _counters(game, hero) == 1 and game.chars(hero).power == 6  # 2 + 1 counter + 3


def test_603_2_heroic_doesnt_trigger_for_an_opponent_s_spell_that_targets_it():
    game = make(you_bf=["Fabled Hero"], opp_hand=["Giant Growth"], opp_pool="{G}", extra=compiled_cards(FABLED_HERO))
    hero = find(game, "Fabled Hero")
    cast(game, "Giant Growth", hero, player=1)
    assert len(game.state.stack) == 1
    resolve(game)
    assert _counters(game, hero) == 0


def test_707_10_a_copy_of_a_spell_that_targets_it_isnt_cast_so_heroic_doesnt_trigger():
    game = make(you_bf=["Fabled Hero"], you_hand=["Giant Growth", "Twincast"], extra=compiled_cards(FABLED_HERO))
    hero = find(game, "Fabled Hero")
    growth = cast(game, "Giant Growth", hero)
    resolve_top(game)  # the heroic trigger resolves; Giant Growth waits
    assert _counters(game, hero) == 1 and game.state.stack == [growth]
    cast(game, "Twincast", growth)  # Twincast targets a spell, not the Hero: no trigger
    assert len(game.state.stack) == 2
    resolve(game, "keep")  # the copy keeps its target (707.10c)
    assert _counters(game, hero) == 1 and game.chars(hero).power == 9  # two Giant Growths, one counter


def test_601_2i_an_aura_spell_that_targets_it_triggers_an_instant_doesnt():
    game = make(you_bf=["Druid of Horns"], you_hand=["Rancor", "Giant Growth"], extra=compiled_cards(DRUID_OF_HORNS))
    druid = find(game, "Druid of Horns")
    cast(game, "Giant Growth", druid)
    resolve(game)
    assert [game.chars(o).name for o in game.state.battlefield].count("Beast Token") == 0
    cast(game, "Rancor", druid)  # an Aura spell targets what it will enchant (303.4a)
    resolve(game)
    assert [game.chars(o).name for o in game.state.battlefield].count("Beast Token") == 1


def test_601_2i_that_player_is_the_player_who_cast_the_spell():
    game = make(you_bf=["Soot Imp", "Spellshock"], you_hand=["Giant Growth"], opp_hand=["Giant Growth"],
                opp_bf=["Grizzly Bears"], opp_pool="{G}", extra=compiled_cards(SOOT_IMP, SPELLSHOCK))
    cast(game, "Giant Growth", find(game, "Grizzly Bears", player=1), player=1)
    resolve(game, [0, 1])  # both trigger: their order (603.3b)
    assert game.state.players[1].life == 17 and game.state.players[0].life == 20  # 1 (nonblack) + 2
    cast(game, "Giant Growth", find(game, "Soot Imp"))
    resolve(game, [0, 1])
    assert game.state.players[0].life == 17  # "a player": you too


def test_heroic_it_is_the_permanent_targeted():
    # Sage of Hours's heroic line: "it" is the creature the spell targets, this one
    table = compile_text("Heroic — Whenever you cast a spell that targets Sage of Hours, put a +1/+1 counter on it.",
                         name="Sage of Hours").table
    assert table is not None
    trigger = table["abilities"][0]["triggered"]
    assert trigger["spell_targets"] == "self" and trigger["effects"] == [
        {"put_counters": {"on": "self", "kind": "+1/+1", "count": 1}}]


@pytest.mark.parametrize("text", [
    "Whenever a player casts a spell that targets Tester, put a +1/+1 counter on Tester.",
    "Whenever an opponent casts a spell that targets Tester, you gain 1 life.",
    "Whenever you cast a spell that targets only Tester, put a +1/+1 counter on Tester.",
    "Whenever you cast a spell that targets Tester or another creature you control, you gain 1 life.",
    "Whenever you cast a spell that targets a creature you control, draw a card.",
    "Whenever you cast a spell that targets you, draw a card.",
    "Whenever Tester becomes the target of a spell that targets ~, you gain 1 life.",
    "Whenever you cast a spell, that player loses 1 life.",
    "Whenever you cast a spell that targets Tester, that creature gets +1/+1 until end of turn.",
])
def test_603_2_near_misses_of_cast_triggers_are_refused(text):
    assert compile_text(text, name="Tester").table is None, text


ARCHMAGE_EMERITUS = OracleFace("Archmage Emeritus", "{2}{U}{U}", "Creature — Human Wizard",
                               "Magecraft — Whenever you cast or copy an instant or sorcery spell, draw a card.", "2", "2")


def _hand(game, player: int = 0) -> int:
    return len(game.state.zone("hand", player))


def test_707_10_magecraft_triggers_when_you_cast_and_when_you_copy_an_instant():
    game = make(you_bf=["Archmage Emeritus"], you_hand=["Lightning Bolt", "Twincast", "Grizzly Bears"],
                extra=compiled_cards(ARCHMAGE_EMERITUS))
    bolt = cast(game, "Lightning Bolt", "p1")
    resolve_top(game)  # the magecraft trigger for Bolt
    assert _hand(game) == 3 and game.state.stack == [bolt]
    cast(game, "Twincast", bolt)
    resolve_top(game)  # the trigger for Twincast
    assert _hand(game) == 3
    resolve_top(game)  # Twincast resolves: a copy of Bolt (707.10), which triggers magecraft
    if game.pending is not None:
        game.answer("p1")  # keep the copy's target
    assert len(game.state.stack) == 3  # Bolt, its copy, the trigger for the copy
    resolve(game)
    assert _hand(game) == 4 and game.state.players[1].life == 14  # Bears and three cards drawn; two Bolts
    cast(game, "Grizzly Bears")
    assert len(game.state.stack) == 1  # a creature spell: nothing triggers


def test_707_10_a_copy_an_opponent_puts_on_the_stack_isnt_yours_magecraft_doesnt_trigger():
    game = make(you_bf=["Archmage Emeritus"], you_hand=["Lightning Bolt"], opp_hand=["Twincast"], opp_pool="{U}{U}",
                extra=compiled_cards(ARCHMAGE_EMERITUS))
    bolt = cast(game, "Lightning Bolt", "p1")
    resolve_top(game)
    assert _hand(game) == 1
    cast(game, "Twincast", bolt, player=1)  # the opponent casts Twincast: not you
    assert len(game.state.stack) == 2
    resolve(game, "p1")  # the opponent's copy keeps its target
    assert _hand(game) == 1 and game.state.players[1].life == 14


def test_702_40a_each_storm_copy_triggers_magecraft():
    game = make(you_bf=["Archmage Emeritus"], you_hand=["Shock", "Grapeshot"], extra=compiled_cards(ARCHMAGE_EMERITUS))
    cast(game, "Shock", "p1")
    resolve(game)
    assert _hand(game) == 2
    cast(game, "Grapeshot", "p1")  # storm and magecraft trigger; storm copies it once
    resolve(game, [0, 1], "p1")
    assert _hand(game) == 3 and game.state.players[1].life == 20 - 2 - 1 - 1  # drew for Grapeshot and its copy


@pytest.mark.parametrize("text", [
    "Whenever you copy an instant or sorcery spell, draw a card.",
    "Whenever a player casts or copies an instant or sorcery spell, draw a card.",
    "Whenever you cast or copy an instant or sorcery spell, copy that spell.",
    "Whenever you cast or copy a spell that targets Tester, draw a card.",
])
def test_707_10_near_misses_of_magecraft_are_refused(text):
    assert compile_text(text, name="Tester").table is None, text


MANAPLASM = OracleFace("Manaplasm", "{2}{G}", "Creature — Ooze",
                       "Whenever you cast a spell, Manaplasm gets +X/+X until end of turn, where X is that spell's "
                       "mana value.", "1", "1")
LUNAR_FORCE = OracleFace("Lunar Force", "{2}{U}", "Enchantment",
                         "When an opponent casts a spell, sacrifice Lunar Force and counter that spell.")
JACKALOPE_HERD = OracleFace("Jackalope Herd", "{3}{G}", "Creature — Rabbit Beast",
                            "When you cast a spell, return Jackalope Herd to its owner's hand.", "4", "5")


def test_608_2h_that_spell_s_mana_value_is_read_as_the_trigger_resolves():
    game = make(you_bf=["Manaplasm"], you_hand=["Grizzly Bears"], extra=compiled_cards(MANAPLASM))
    plasm = find(game, "Manaplasm")
    cast(game, "Grizzly Bears")
    resolve_top(game)
    assert (game.chars(plasm).power, game.chars(plasm).toughness) == (3, 3)


def test_608_2h_a_spell_countered_before_the_trigger_resolves_is_measured_as_it_last_existed_x_included():
    game = make(you_bf=["Manaplasm"], you_hand=["Endless One"], opp_hand=["Counterspell"], opp_pool="{U}{U}",
                extra=compiled_cards(MANAPLASM))
    plasm = find(game, "Manaplasm")
    one = cast(game, "Endless One", x=3)
    cast(game, "Counterspell", one, player=1)  # in response to the trigger
    resolve_top(game)
    assert one not in game.state.stack  # countered: in the graveyard, a new object (400.7)
    resolve(game)
    assert game.chars(plasm).power == 4  # 1 + 3: its mana value on the stack, X = 3 (202.3e)


def test_603_2_when_an_opponent_casts_a_spell_sacrifice_it_and_counter_that_spell():
    game = make(you_bf=["Lunar Force"], you_hand=["Giant Growth"], opp_hand=["Giant Growth"], opp_pool="{G}",
                opp_bf=["Grizzly Bears"], extra=compiled_cards(LUNAR_FORCE))
    cast(game, "Giant Growth", find(game, "Grizzly Bears", player=1), player=1)
    resolve(game)
    bears = find(game, "Grizzly Bears", player=1)
    assert game.chars(bears).power == 2  # countered (701.6a)
    assert [game.chars(o).name for o in game.state.zone("graveyard", 0)] == ["Lunar Force"]


def test_603_2_your_own_spell_doesnt_trigger_an_opponent_casts():
    game = make(you_bf=["Lunar Force", "Grizzly Bears"], you_hand=["Giant Growth"], extra=compiled_cards(LUNAR_FORCE))
    cast(game, "Giant Growth", find(game, "Grizzly Bears"))
    assert len(game.state.stack) == 1
    resolve(game)
    assert find(game, "Lunar Force") and game.chars(find(game, "Grizzly Bears")).power == 5


def test_603_2_when_you_cast_a_spell_return_it_to_its_owner_s_hand():
    game = make(you_bf=["Jackalope Herd"], you_hand=["Giant Growth"], extra=compiled_cards(JACKALOPE_HERD))
    herd = find(game, "Jackalope Herd")
    cast(game, "Giant Growth", herd)
    resolve(game)  # the Herd returns first; Giant Growth's target is gone
    assert "Jackalope Herd" in [game.chars(o).name for o in game.state.zone("hand", 0)]


@pytest.mark.parametrize("text", [
    "Whenever you cast an instant or sorcery spell, copy that spell.",
    "Whenever you cast an instant or sorcery spell, you may copy that spell. You may choose new targets for the copy.",
    "Whenever a player casts an enchantment spell, destroy it.",
    "Whenever an opponent casts a spell, counter that spell unless its controller pays {1}.",
    "Whenever you cast a spell, Tester gets +1/+1 until end of turn. Untap it.",
    "When you cast your next instant spell, draw a card.",
    "Counter that spell.",
])
def test_603_2_near_misses_of_that_spell_are_refused(text):
    assert compile_text(text, name="Tester").table is None, text


THUNDER_DRAKE = OracleFace("Thunder Drake", "{3}{U}", "Creature — Elemental Drake",
                           "Flying\nWhenever you cast your second spell each turn, put a +1/+1 counter on Thunder Drake.",
                           "2", "3")
HOWLING_MOON = OracleFace("Howling Moon", "{2}{G}", "Enchantment",
                          "At the beginning of combat on your turn, target Wolf or Werewolf you control gets +2/+2 until "
                          "end of turn.\nWhenever an opponent casts their second spell each turn, create a 2/2 green Wolf "
                          "creature token.")


def test_603_2_your_second_spell_each_turn_counts_only_your_spells_this_turn():
    game = make(you_bf=["Thunder Drake"], you_hand=["Giant Growth"] * 3, opp_hand=["Giant Growth"], opp_pool="{G}",
                extra=compiled_cards(THUNDER_DRAKE))
    drake = find(game, "Thunder Drake")
    cast(game, "Giant Growth", drake, player=1)  # the opponent's first spell: not yours
    resolve(game)
    stacked = []
    for _ in range(3):
        cast(game, "Giant Growth", drake)
        stacked.append(len(game.state.stack))
        resolve(game)
    assert stacked == [1, 2, 1]  # only the second spell you cast triggers
    assert game.obj(drake).counters.get("+1/+1") == 1


def test_603_2_an_opponent_s_second_spell_each_turn():
    game = make(you_bf=["Howling Moon", "Grizzly Bears"], you_hand=["Giant Growth"] * 2, opp_hand=["Giant Growth"] * 2,
                opp_pool="{G}{G}", extra=compiled_cards(HOWLING_MOON))
    bears = find(game, "Grizzly Bears")
    for player in (0, 0, 1, 1):
        cast(game, "Giant Growth", bears, player=player)
        resolve(game)
    wolves = [o for o in game.state.battlefield if game.chars(o).name == "Wolf Token"]
    assert len(wolves) == 1 and game.controller(wolves[0]) == 0  # for the opponent's second spell only


@pytest.mark.parametrize("text", [
    "Whenever you cast your second instant spell each turn, draw a card.",
    "Whenever you cast your fourth spell each turn, draw a card.",
    "Whenever you cast your second spell this turn, draw a card.",
    "Whenever you cast your first spell during each opponent's turn, draw a card.",
    "Whenever you cast your second spell each turn, that player loses 1 life.",
    "Whenever an opponent casts your second spell each turn, draw a card.",
])
def test_603_2_near_misses_of_the_nth_spell_each_turn_are_refused(text):
    assert compile_text(text, name="Tester").table is None, text


NETHER_VOID = OracleFace("Nether Void", "{3}{B}", "World Enchantment",
                         "Whenever a player casts a spell, counter it unless that player pays {3}.")


def test_118_12_counter_it_unless_that_player_pays_the_caster_decides():
    game = make(you_bf=["Nether Void", "Grizzly Bears"], you_hand=["Giant Growth"], opp_hand=["Giant Growth"],
                opp_pool="{G}", extra=compiled_cards(NETHER_VOID))
    bears = find(game, "Grizzly Bears")
    cast(game, "Giant Growth", bears, player=1)
    resolve(game)  # they can't pay {3}: "don't pay" is their only answer
    assert game.pending is None and game.chars(bears).power == 2  # countered (701.6a)
    cast(game, "Giant Growth", bears)
    resolve(game)
    assert game.pending is not None and game.pending.player == 0
    game.answer("yes")
    resolve(game)
    assert game.chars(bears).power == 5


@pytest.mark.parametrize("text", [
    "Whenever an opponent casts a spell, you may draw a card unless that player pays {1}.",
    "Counter target spell unless that player pays {3}.",
    "Whenever you cast a spell, counter it unless that player pays {3}.",
    "Whenever you cast a spell, Tester deals 1 damage to it.",
])
def test_118_12_near_misses_of_unless_that_player_pays_are_refused(text):
    assert compile_text(text, name="Tester").table is None, text
