"""A source of your choice (609.7a) for a prevention shield (615.1a), compiled from Oracle text and
played on real boards: Circle of Protection: Red ("The next time a red source of your choice
would deal damage to you this turn, prevent that damage": chosen as the ability resolves, among
the red permanents and spells; all of that damage, once), Pay No Heed ("Prevent all damage a
source of your choice would deal this turn") and Healing Grace's "the next 3 damage ... by a
source of your choice" (615.7)."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, compiled_cards, find, make, resolve

COP_RED = OracleFace("Circle of Protection: Red", "{1}{W}", "Enchantment",
                     "{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.")
PAY_NO_HEED = OracleFace("Pay No Heed", "{W}", "Instant", "Prevent all damage a source of your choice would deal this turn.")
GRACE = OracleFace("Healing Grace", "{W}", "Instant",
                   "Prevent the next 3 damage that would be dealt to any target this turn by a source of your choice. You gain 3 life.")
ARMOR = OracleFace("Kithkin Armor", "{W}", "Enchantment — Aura",
                   "Enchant creature\nEnchanted creature can't be blocked by creatures with power 3 or greater.\n"
                   "Sacrifice Kithkin Armor: The next time a source of your choice would deal damage to enchanted creature "
                   "this turn, prevent that damage.")
CARDS = compiled_cards(COP_RED, PAY_NO_HEED, GRACE, ARMOR)
RED = "{R}{R}{R}{R}{R}{R}{R}{R}{R}{R}"


def _respond_with_circle(game, spell: int) -> list:
    """Activate the Circle in response; as it resolves, choose ``spell``; the options offered."""
    activate(game, find(game, "Circle of Protection: Red"), "{1}:")
    from sandbox import Pass
    while game.pending is None:
        game.perform(Pass())
    offered = [o.value for o in game.pending.options]
    assert game.pending.rule == "609.7a"
    game.answer(spell)
    return offered


def test_609_7a_the_chosen_spell_deals_no_damage_to_you_then_the_circle_is_used_up():
    game = make(["Circle of Protection: Red", "Grizzly Bears"], opp_hand=["Lava Axe", "Lightning Bolt"], opp_bf=["Hill Giant"],
                opp_pool=RED, extra=CARDS)
    game.state.active = 1  # the opponent's main phase: Lava Axe is a sorcery
    game.state.priority = 1
    axe = cast(game, "Lava Axe", "p0", player=1)
    offered = _respond_with_circle(game, axe)
    assert axe in offered and find(game, "Hill Giant") in offered  # red permanents and spells (609.7a)
    assert find(game, "Grizzly Bears") not in offered and find(game, "Circle of Protection: Red") not in offered
    resolve(game)
    assert game.state.players[0].life == 20  # all 5: "the next time", not an amount
    cast(game, "Lightning Bolt", "p0", player=1)
    resolve(game)
    assert game.state.players[0].life == 17  # the shield was used up


def test_609_7a_another_source_isnt_prevented():
    game = make(["Circle of Protection: Red"], opp_hand=["Lightning Bolt", "Shock"], opp_pool=RED, extra=CARDS)
    bolt = cast(game, "Lightning Bolt", "p0", player=1)
    shock = cast(game, "Shock", "p0", player=1)
    _respond_with_circle(game, bolt)
    resolve(game)
    assert shock not in game.state.objects and game.state.players[0].life == 18  # Shock's 2, none of Bolt's 3


def test_609_7a_the_chosen_attacker_deals_no_combat_damage_to_you():
    game = make(["Circle of Protection: Red", "Plains"], opp_bf=["Hill Giant"], extra=CARDS)
    game.state.active = 1
    session = Session(game)
    for c in ("next declare_attackers", "attack Hill Giant", "next declare_blockers"):
        assert session.run(c).ok, c
    activate(game, find(game, "Circle of Protection: Red"), "{1}:")
    resolve(game)  # the Hill Giant is the only red source: the only possible answer
    assert any("Hill Giant" in e.text and "only possible answer" in e.text for e in game.log if e.rule == "609.7a")
    for _ in range(30):
        if game.state.step in ("end_combat", "main2"):
            break
        assert session.run("pass").ok
    assert game.state.players[0].life == 20


def test_609_7a_pay_no_heed_stops_all_that_source_would_deal():
    game = make(you_hand=["Pay No Heed"], opp_bf=["Prodigal Sorcerer"], opp_hand=["Shock"], opp_pool=RED, extra=CARDS)
    sorcerer = find(game, "Prodigal Sorcerer")
    cast(game, "Pay No Heed")
    resolve(game, sorcerer)
    activate(game, sorcerer, "{T}", "p0")
    resolve(game)
    assert game.state.players[0].life == 20
    cast(game, "Shock", "p0", player=1)
    resolve(game)
    assert game.state.players[0].life == 18


def test_615_7_healing_grace_the_next_3_from_the_chosen_source_to_the_target():
    game = make(you_hand=["Healing Grace"], opp_hand=["Lava Axe"], opp_pool=RED, extra=CARDS)
    game.state.active = 1
    game.state.priority = 1
    axe = cast(game, "Lava Axe", "p0", player=1)
    cast(game, "Healing Grace", "p0")
    resolve(game, axe)
    assert game.state.players[0].life == 21  # +3 life, then 5 damage with 3 prevented


def test_608_2h_kithkin_armor_sacrificed_shields_the_creature_it_enchanted():
    game = make(['{ card = "Grizzly Bears", ref = "b" }', '{ card = "Kithkin Armor", attached_to = "b" }'],
                opp_hand=["Lightning Bolt"], opp_pool=RED, extra=CARDS)
    bears = find(game, "Grizzly Bears")
    bolt = cast(game, "Lightning Bolt", bears, player=1)
    activate(game, find(game, "Kithkin Armor"), "Sacrifice")
    resolve(game, bolt)
    assert game.obj(bears).zone == "battlefield" and game.obj(bears).damage == 0
    assert find(game, "Kithkin Armor", "graveyard")


@pytest.mark.parametrize("text", [
    "The next time a source of your choice would deal damage to you this turn, prevent half that damage, rounded down.",
    "The next time an unblocked creature of your choice would deal combat damage to you this turn, prevent all but 1 of that damage.",
    "The next time a source of your choice would deal damage to you and/or creatures you control this turn, prevent that damage.",
    "The next time a source of your choice of the chosen color would deal damage to you this turn, prevent that damage.",
    "The next time a white source of your choice would deal damage to you, prevent that damage.",
    "The next time a source of your choice would deal damage to creatures you control this turn, prevent that damage.",
])
def test_609_7a_near_misses_stay_refused(text):
    assert compile_text(text, type_line="Instant").table is None, text
