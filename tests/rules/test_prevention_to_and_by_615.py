"""Prevention shields that name what the damage would be dealt to and what would deal it (615.1a,
609.7), compiled from Oracle text and played on real boards: Maze of Ith ("dealt to and dealt by
that creature"), Warning ("dealt by target attacking creature"), Conservator ("the next 2 damage
that would be dealt to you", 615.7), Safe Passage ("to you and creatures you control": read as
the damage would be dealt, 611.2c), Thwart the Enemy ("by creatures your opponents control"),
Shieldmage Elder ("damage target spell would deal"). Prevented damage is never dealt (615.6): no
lifelink, no deathtouch, no "deals combat damage" trigger."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, compiled_cards, find, make, resolve

MAZE = OracleFace("Maze of Ith", "", "Land", "{T}: Untap target attacking creature. Prevent all combat damage that "
                  "would be dealt to and dealt by that creature this turn.")
WARNING = OracleFace("Warning", "{W}", "Instant", "Prevent all combat damage that would be dealt by target attacking creature this turn.")
CONSERVATOR = OracleFace("Conservator", "{4}", "Artifact", "{3}, {T}: Prevent the next 2 damage that would be dealt to you this turn.")
PASSAGE = OracleFace("Safe Passage", "{2}{W}", "Instant", "Prevent all damage that would be dealt to you and creatures you control this turn.")
THWART = OracleFace("Thwart the Enemy", "{1}{G}", "Instant", "Prevent all damage that would be dealt this turn by creatures your opponents control.")
ELDER = OracleFace("Shieldmage Elder", "{5}{W}", "Creature — Human Cleric Wizard",
                   "Tap two untapped Clerics you control: Prevent all damage target creature would deal this turn.\n"
                   "Tap two untapped Wizards you control: Prevent all damage target spell would deal this turn.", "2", "3")
RAIDER = OracleFace("Raider", "{1}{B}", "Creature — Rogue",
                    "Lifelink\nWhenever this creature deals combat damage to a player, draw a card.", "3", "3")
RED = "{R}{R}{R}{R}{R}{R}{R}{R}{R}{R}"
CARDS = compiled_cards(MAZE, WARNING, CONSERVATOR, PASSAGE, THWART, ELDER, RAIDER)


def _to_blockers(game, attackers, blocks=()):
    session = Session(game)
    cmds = ["next declare_attackers", "attack " + ", ".join(attackers), "next declare_blockers"]
    if blocks or any(game.chars(o).card_types and "Creature" in game.chars(o).card_types
                     for o in game.state.battlefield if game.controller(o) == 1):
        cmds.append("block " + ", ".join(f"{b} blocks {a}" for b, a in blocks) if blocks else "block none")
    for c in cmds:
        assert session.run(c).ok, c
    resolve(game)
    return session


def _finish_combat(game, session):
    for _ in range(30):
        if game.state.step in ("end_combat", "main2"):
            break
        assert session.run("choose none" if game.pending is not None else "pass").ok
    resolve(game)


def test_615_1a_maze_of_ith_untaps_and_prevents_the_damage_dealt_by_the_attacker():
    game = make(["Raider"], opp_bf=["Maze of Ith"], extra=CARDS)
    session = _to_blockers(game, ["Raider"])
    raider = find(game, "Raider")
    activate(game, find(game, "Maze of Ith"), "{T}: Untap", raider)
    resolve(game)
    assert not game.obj(raider).tapped
    _finish_combat(game, session)
    assert game.state.players[1].life == 20 and game.state.players[0].life == 20  # no damage, so no lifelink (615.6)
    assert game.state.zones["hand:0"] == []  # no combat damage dealt: nothing triggers


def test_615_1a_maze_of_ith_prevents_the_damage_dealt_to_the_attacker_too():
    game = make(["Hill Giant"], opp_bf=["Maze of Ith", "Typhoid Rats"], extra=CARDS)
    session = _to_blockers(game, ["Hill Giant"], [("Typhoid Rats", "Hill Giant")])
    giant = find(game, "Hill Giant")
    activate(game, find(game, "Maze of Ith"), "{T}: Untap", giant)
    resolve(game)
    _finish_combat(game, session)
    rats = find(game, "Typhoid Rats")
    assert game.obj(giant).zone == "battlefield" and game.obj(giant).damage == 0  # deathtouch needs damage dealt (702.2b)
    assert game.obj(rats).zone == "battlefield" and game.obj(rats).damage == 0


def test_615_1a_warning_stops_one_attacker_only():
    game = make(["Raider", "Hill Giant"], opp_hand=["Warning"], opp_bf=["Plains"], extra=CARDS)
    session = _to_blockers(game, ["Raider", "Hill Giant"])
    cast(game, "Warning", find(game, "Raider"), player=1)
    resolve(game)
    _finish_combat(game, session)
    assert game.state.players[1].life == 17 and game.state.players[0].life == 20  # the Giant's 3, none of the Raider's


def test_615_7_the_next_2_damage_to_you_then_the_rest():
    game = make(["Conservator"], you_hand=["Lava Axe", "Shock"], extra=CARDS)
    activate(game, find(game, "Conservator"), "{3}, {T}")
    resolve(game)
    cast(game, "Lava Axe", "p0")
    resolve(game)
    assert game.state.players[0].life == 17  # 5 damage, 2 prevented
    cast(game, "Shock", "p0")
    resolve(game)
    assert game.state.players[0].life == 15  # the shield is used up (615.7)


def test_615_1a_safe_passage_covers_you_and_creatures_you_control_even_one_that_arrives_later():
    game = make(["Grizzly Bears"], you_hand=["Safe Passage", "Savannah Lions", "Pyroclasm", "Lightning Bolt", "Lava Axe"],
                opp_bf=["Hill Giant"], extra=CARDS)
    cast(game, "Safe Passage")
    resolve(game)
    cast(game, "Savannah Lions")  # enters after the effect was created (611.2c: not locked in)
    resolve(game)
    cast(game, "Pyroclasm")
    resolve(game)
    assert [game.obj(find(game, n)).damage for n in ("Grizzly Bears", "Savannah Lions")] == [0, 0]
    assert game.obj(find(game, "Hill Giant")).damage == 2  # not theirs
    cast(game, "Lava Axe", "p0")
    resolve(game)
    assert game.state.players[0].life == 20
    cast(game, "Lightning Bolt", "p1")
    resolve(game)
    assert game.state.players[1].life == 17  # the opponent isn't "you"


def test_615_1a_thwart_the_enemy_stops_their_creatures_not_their_spells():
    game = make(you_hand=["Thwart the Enemy"], opp_bf=["Prodigal Sorcerer"], opp_hand=["Shock"], opp_pool=RED, extra=CARDS)
    cast(game, "Thwart the Enemy")
    resolve(game)
    activate(game, find(game, "Prodigal Sorcerer"), "{T}", "p0")
    resolve(game)
    assert game.state.players[0].life == 20
    cast(game, "Shock", "p0", player=1)
    resolve(game)
    assert game.state.players[0].life == 18


def test_615_1a_damage_target_spell_would_deal_is_prevented():
    game = make(["Shieldmage Elder", "Shieldmage Elder"], you_hand=["Lava Axe"], extra=CARDS)
    axe = cast(game, "Lava Axe", "p1")
    activate(game, find(game, "Shieldmage Elder"), "Tap two untapped Wizards", axe)
    resolve(game)
    assert game.state.players[1].life == 20


@pytest.mark.parametrize("text", [
    "Prevent all damage that would be dealt to each creature this turn.",
    "Prevent all combat damage that would be dealt to and dealt by those creatures this turn.",
    "Prevent the next 3 damage that would be dealt to creatures you control this turn.",
    "Prevent all combat damage that would be dealt by players this turn.",
    "Prevent all combat damage that would be dealt this turn by creatures target opponent controls.",
    "Prevent all damage that would be dealt this turn to up to two target creatures.",
    "Prevent all combat damage that would be dealt to creature this turn.",
])
def test_615_near_misses_stay_refused(text):
    assert compile_text(text, type_line="Instant").table is None, text
