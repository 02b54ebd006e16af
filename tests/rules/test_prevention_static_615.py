"""Static prevention abilities (615.1a, 604.1), compiled from Oracle text and played on real
boards: Cho-Manno ("Prevent all damage that would be dealt to ~"), Gaseous Form ("... combat
damage that would be dealt to and dealt by enchanted creature"), Uncle Istvan ("... to ~ by
creatures": the source as the damage would be dealt, as it last existed if it has left, 608.2h),
Defang ("... dealt by enchanted creature") and Mark of Asylum ("noncombat damage ... to creatures
you control"). They apply only while their permanent is on the battlefield."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, compiled_cards, find, make, resolve

CHO = OracleFace("Cho-Manno, Revolutionary", "{2}{W}{W}", "Legendary Creature — Human Rebel",
                 "Prevent all damage that would be dealt to Cho-Manno, Revolutionary.", "2", "2")
GASEOUS = OracleFace("Gaseous Form", "{2}{U}", "Enchantment — Aura",
                     "Enchant creature\nPrevent all combat damage that would be dealt to and dealt by enchanted creature.")
ISTVAN = OracleFace("Uncle Istvan", "{1}{B}{B}{B}", "Creature — Human",
                    "Prevent all damage that would be dealt to Uncle Istvan by creatures.", "1", "3")
DEFANG = OracleFace("Defang", "{1}{W}", "Enchantment — Aura", "Enchant creature\nPrevent all damage that would be dealt by enchanted creature.")
ASYLUM = OracleFace("Mark of Asylum", "{1}{W}{W}", "Enchantment", "Prevent all noncombat damage that would be dealt to creatures you control.")
CARDS = compiled_cards(CHO, GASEOUS, ISTVAN, DEFANG, ASYLUM)
RED = "{R}{R}{R}{R}{R}{R}{R}{R}{R}{R}"


def _combat(game, attackers, blocks=()):
    session = Session(game)
    def ref(name):
        return f"#{find(game, name)}"
    cmds = ["next declare_attackers", "attack " + ", ".join(ref(a) for a in attackers), "next declare_blockers",
            "block " + ", ".join(f"{ref(b)} blocks {ref(a)}" for b, a in blocks) if blocks else "block none"]
    for c in cmds:
        assert session.run(c).ok, c
    for _ in range(30):
        if game.state.step in ("end_combat", "main2"):
            break
        assert session.run("choose none" if game.pending is not None else "pass").ok
    resolve(game)


def test_615_1a_cho_manno_is_dealt_no_damage_not_even_deathtouch_damage():
    game = make(["Cho-Manno, Revolutionary"], opp_bf=["Typhoid Rats"], opp_hand=["Lightning Bolt"], opp_pool=RED, extra=CARDS)
    cho = find(game, "Cho-Manno, Revolutionary")
    cast(game, "Lightning Bolt", cho, player=1)
    resolve(game)
    assert game.obj(cho).damage == 0
    _combat(game, ["Cho-Manno, Revolutionary"], [("Typhoid Rats", "Cho-Manno, Revolutionary")])
    assert game.obj(cho).zone == "battlefield" and game.obj(cho).damage == 0  # no damage dealt, so no deathtouch (702.2b)
    assert find(game, "Typhoid Rats", "graveyard")  # its own damage isn't prevented


def test_615_1a_gaseous_form_stops_combat_damage_both_ways_but_not_a_spell():
    game = make(['{ card = "Hill Giant", ref = "g" }', '{ card = "Gaseous Form", attached_to = "g" }', "Mountain"],
                opp_bf=["Grizzly Bears"], you_hand=["Shock"], extra=CARDS)
    giant, bears = find(game, "Hill Giant"), find(game, "Grizzly Bears")
    _combat(game, ["Hill Giant"], [("Grizzly Bears", "Hill Giant")])
    assert game.obj(giant).damage == 0 and game.obj(bears).damage == 0
    cast(game, "Shock", giant)
    resolve(game)
    assert game.obj(giant).damage == 2  # noncombat damage isn't prevented


def test_615_1a_uncle_istvan_creatures_but_not_spells_and_a_sacrificed_creature_is_still_a_creature():
    game = make(["Uncle Istvan"], opp_bf=["Prodigal Sorcerer", "Mogg Fanatic"], opp_hand=["Shock"], opp_pool=RED, extra=CARDS)
    istvan = find(game, "Uncle Istvan")
    activate(game, find(game, "Prodigal Sorcerer"), "{T}", istvan)
    resolve(game)
    activate(game, find(game, "Mogg Fanatic"), "Sacrifice", istvan)  # the source has left: as it last existed (608.2h)
    resolve(game)
    assert game.obj(istvan).damage == 0
    cast(game, "Shock", istvan, player=1)
    resolve(game)
    assert game.obj(istvan).damage == 2


def test_615_1a_defang_the_enchanted_creature_deals_no_damage_until_the_aura_is_gone():
    game = make(opp_bf=['{ card = "Prodigal Sorcerer", ref = "s" }', '{ card = "Defang", attached_to = "s" }'], extra=CARDS)
    sorcerer = find(game, "Prodigal Sorcerer")
    activate(game, sorcerer, "{T}", "p0")
    resolve(game)
    assert game.state.players[0].life == 20
    game.move(find(game, "Defang"), "graveyard")
    game.obj(sorcerer).tapped = False
    activate(game, sorcerer, "{T}", "p0")
    resolve(game)
    assert game.state.players[0].life == 19


def test_615_1a_mark_of_asylum_noncombat_damage_to_your_creatures_only():
    game = make(["Mark of Asylum", "Grizzly Bears"], you_hand=["Pyroclasm"], opp_bf=["Hill Giant", "Savannah Lions"], extra=CARDS)
    cast(game, "Pyroclasm")
    resolve(game)
    assert game.obj(find(game, "Grizzly Bears")).damage == 0
    assert find(game, "Savannah Lions", "graveyard")
    _combat(game, ["Grizzly Bears"], [("Hill Giant", "Grizzly Bears")])
    assert find(game, "Grizzly Bears", "graveyard")  # combat damage is dealt


@pytest.mark.parametrize("text", [
    "Prevent all damage that would be dealt to you.",
    "Prevent all damage that would be dealt to it.",
    "Prevent all damage that would be dealt to another creature.",
    "Prevent all damage that would be dealt to ~ by creatures it's blocking.",
    "Prevent all damage that would be dealt to enchanted creature by sources of the chosen color.",
    "Prevent all damage that would be dealt by ~ to creatures.",
    "Prevent all but 1 damage that would be dealt to ~.",
])
def test_615_static_near_misses_stay_refused(text):
    assert compile_text(text, type_line="Creature — Wall").table is None, text
