"""A shield's "You gain life equal to the damage prevented this way." (615.5: right after the
damage event, what the shield prevented in it), compiled from Oracle text on real boards: Reverse
Damage (a source of your choice, all of it), Candles' Glow's text (the next 3), Chant of Vitu-Ghazi
(damage dealt by creatures: two attackers' damage at once is one gain) and Awe Strike (the next
time target creature would deal damage)."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, compiled_cards, find, make, resolve

REVERSE = OracleFace("Reverse Damage", "{1}{W}{W}", "Instant",
                     "The next time a source of your choice would deal damage to you this turn, prevent that damage. "
                     "You gain life equal to the damage prevented this way.")
CHANT = OracleFace("Chant of Vitu-Ghazi", "{6}{W}{W}", "Instant",
                   "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} "
                   "or one mana of that creature's color.)\nPrevent all damage that would be dealt by creatures this turn. "
                   "You gain life equal to the damage prevented this way.")
AWE = OracleFace("Awe Strike", "{W}", "Instant",
                 "The next time target creature would deal damage this turn, prevent that damage. You gain life equal to the damage prevented this way.")
CARDS = compiled_cards(REVERSE, CHANT, AWE)
GLOW_PLAIN = compiled_cards(OracleFace("Glow", "{1}{W}", "Instant",
                                       "Prevent the next 3 damage that would be dealt to any target this turn. "
                                       "You gain life equal to the damage prevented this way."))
RED = "{R}{R}{R}{R}{R}{R}{R}{R}{R}{R}"


def test_615_5_reverse_damage_prevents_lava_axe_and_gains_5():
    game = make(you_hand=["Reverse Damage", "Lava Axe"], extra=CARDS)
    axe = cast(game, "Lava Axe", "p0")
    cast(game, "Reverse Damage")
    resolve(game, axe)
    assert game.state.players[0].life == 25


def test_615_5_awe_strike_the_next_time_and_its_damage_in_life():
    game = make(you_hand=["Awe Strike"], opp_bf=["Prodigal Sorcerer"], extra=CARDS)
    sorcerer = find(game, "Prodigal Sorcerer")
    cast(game, "Awe Strike", sorcerer)
    resolve(game)
    activate(game, sorcerer, "{T}", "p0")
    resolve(game)
    assert game.state.players[0].life == 21  # 1 prevented, 1 gained


def test_615_5_chant_of_vitu_ghazi_one_gain_for_damage_dealt_at_once():
    game = make(["Grizzly Bears", "Hill Giant"], opp_hand=["Chant of Vitu-Ghazi"], opp_pool="{W}" * 8, extra=CARDS)
    cast(game, "Chant of Vitu-Ghazi", player=1)
    resolve(game)
    session = Session(game)
    for c in ("next declare_attackers", f"attack #{find(game, 'Grizzly Bears')}, #{find(game, 'Hill Giant')}"):
        assert session.run(c).ok, c
    for _ in range(30):
        if game.state.step in ("end_combat", "main2"):
            break
        assert session.run("choose none" if game.pending is not None else "pass").ok
    assert game.state.players[1].life == 25  # no damage; 5 life
    assert [e.text for e in game.log if e.rule == "615.5"] == ["Opponent gains 5 life (25)"]


@pytest.mark.parametrize("text", [
    "You gain life equal to the damage prevented this way.",
    "Prevent all damage that would be dealt to you and creatures you control this turn. You gain life equal to the damage prevented this way.",
    "Prevent all damage that would be dealt to you this turn. Draw a card. You gain life equal to the damage prevented this way.",
    "You gain life equal to target creature's power. The next time that creature would deal damage this turn, prevent that damage.",
])
def test_615_5_near_misses_stay_refused(text):
    assert compile_text(text, type_line="Instant").table is None, text


def test_615_5_the_next_3_then_the_life_it_prevented():
    game = make(["Hill Giant"], you_hand=["Glow", "Lava Axe"], extra=CARDS + GLOW_PLAIN)
    cast(game, "Glow", "p0")
    resolve(game)
    cast(game, "Lava Axe", "p0")
    resolve(game)
    assert game.state.players[0].life == 21  # 5 damage, 3 prevented, 3 gained
