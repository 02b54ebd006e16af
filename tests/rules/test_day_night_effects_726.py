"""Effects and conditions of day and night (726): The Celestus's "If it's night, it becomes day.
Otherwise, it becomes night.", a spell that costs less "if it's night" (601.2f), and "If it's
night, ... instead" (Olivia's Midnight Ambush), on real boards with the cards' Oracle text."""

from __future__ import annotations

import pytest

from sandbox import Cast
from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError

from .copyhelp import activate, advance_to, cast, compiled_cards, find, make, resolve

CELESTUS = OracleFace("The Celestus", "{3}", "Legendary Artifact",
                      "If it's neither day nor night, it becomes day as The Celestus enters.\n"
                      "{T}: Add one mana of any color.\n"
                      "{3}, {T}: If it's night, it becomes day. Otherwise, it becomes night. Activate only as a sorcery.\n"
                      "Whenever day becomes night or night becomes day, you gain 1 life. You may draw a card. "
                      "If you do, discard a card.")
SLASH = OracleFace("Moonrager's Slash", "{2}{R}", "Instant",
                   "This spell costs {2} less to cast if it's night.\nMoonrager's Slash deals 3 damage to any target.")
AMBUSH = OracleFace("Olivia's Midnight Ambush", "{1}{B}", "Instant",
                    "Target creature gets -2/-2 until end of turn. If it's night, that creature gets -13/-13 until "
                    "end of turn instead.")
CARDS = compiled_cards(CELESTUS, SLASH, AMBUSH)


def test_726_the_celestus_makes_day_then_night_and_its_trigger_sees_the_change():
    game = make(["Island"] * 3, ["The Celestus"], library=["Island"] * 10, extra=CARDS, pool="{C}{C}{C}{C}{C}{C}")
    cast(game, "The Celestus")
    resolve(game)
    assert game.state.day_night == "day"  # as it entered (614.12)
    life = game.state.players[0].life
    activate(game, find(game, "The Celestus"), "{3}, {T}")
    resolve(game, "no")  # the trigger: gain 1 life; you may draw (no)
    assert game.state.day_night == "night"
    assert game.state.players[0].life == life + 1


def test_726_the_celestus_from_neither_day_nor_night_makes_it_night_without_a_change_trigger():
    game = make(["The Celestus", "Island", "Island", "Island"], library=["Island"] * 10, extra=CARDS, pool="")
    assert game.state.day_night == ""
    activate(game, find(game, "The Celestus"), "{3}, {T}")
    resolve(game)
    assert game.state.day_night == "night"  # "Otherwise, it becomes night"
    assert game.state.players[0].life == 20  # neither -> night isn't day becoming night (no trigger)
    with pytest.raises(IllegalActionError):
        activate(game, find(game, "The Celestus"), "{3}, {T}")  # tapped: once


def test_601_2f_moonrager_s_slash_costs_2_less_at_night_and_the_ambush_is_minus_13():
    game = make(["The Celestus", "Island", "Island", "Island", "Mountain", "Swamp", "Swamp"], ["Moonrager's Slash", "Olivia's Midnight Ambush"],
                ["Serra Angel", "Grizzly Bears"], library=["Island"] * 10, extra=CARDS, pool="")
    activate(game, find(game, "The Celestus"), "{3}, {T}")
    resolve(game)
    assert game.state.day_night == "night"
    cast(game, "Moonrager's Slash", "p1")  # {R}: the Mountain (no mana in the pool)
    resolve(game)
    assert game.state.players[1].life == 17
    angel = find(game, "Serra Angel")
    cast(game, "Olivia's Midnight Ambush", angel)
    resolve(game)
    assert find(game, "Serra Angel", zone="graveyard")  # -13/-13: a 4/4 dies


def test_601_2f_near_misses_by_day_the_slash_costs_3_and_the_ambush_is_minus_2():
    game = make(["Tavern Ruffian", "Mountain", "Swamp", "Swamp"], ["Moonrager's Slash", "Olivia's Midnight Ambush"],
                ["Serra Angel"], library=["Island"] * 10, extra=CARDS, pool="")
    slash = find(game, "Moonrager's Slash", zone="hand")
    angel = find(game, "Serra Angel")
    cast(game, "Olivia's Midnight Ambush", angel)  # the Ruffian has made it day as the player got priority
    resolve(game)
    assert game.state.day_night == "day"
    c = game.chars(angel)
    assert (c.power, c.toughness) == (2, 2)
    with pytest.raises(IllegalActionError):
        game.perform(Cast(slash, None, ("p1",)))  # {2}{R} with one Mountain left
    advance_to(game, 3, "end")
    assert find(game, "Serra Angel") == angel
