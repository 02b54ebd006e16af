"""'~ can't be blocked by <creatures>' (509.1b): a restriction on declaring blockers, the
would-be blocker checked against the filter as blockers are declared. Outland Boar, Juggernaut
and Black Scarab compiled from their Oracle text and attacking through the real declare-blockers
step; near-misses that stay refused."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.errors import IllegalActionError
from sandbox.script.session import Session

from .copyhelp import cast, compiled_cards, find, make, resolve

BOAR = OracleFace("Outland Boar", "{2}{R}{G}", "Creature — Boar",
                  "Outland Boar can't be blocked by creatures with power 2 or less.", "4", "4")
JUGGERNAUT = OracleFace("Juggernaut", "{4}", "Artifact Creature — Juggernaut",
                        "Juggernaut attacks each combat if able.\nJuggernaut can't be blocked by Walls.", "5", "3")
SCARAB = OracleFace("Black Scarab", "{W}", "Enchantment — Aura",
                    "Enchant creature\nEnchanted creature can't be blocked by black creatures.\n"
                    "Enchanted creature gets +2/+2 as long as an opponent controls a black permanent.")
WALL = OracleFace("Stone Wall", "{1}{W}", "Creature — Wall", "Defender", "0", "6")
BLACK = OracleFace("Black Knight", "{B}{B}", "Creature — Human Knight", "First strike", "2", "2")


def _declare(game, attacker: str) -> list[str]:
    session = Session(game)
    for c in ("next declare_attackers", f"attack {attacker}", "next declare_blockers"):
        assert session.run(c).ok, c
    if game.pending is None or game.pending.kind != "blockers":
        return []
    return sorted({game.chars(int(o.value.split(">")[0])).name for o in game.pending.options})


def test_509_1b_outland_boar_cant_be_blocked_by_creatures_with_power_2_or_less():
    game = make(you_bf=["Outland Boar"], opp_bf=["Grizzly Bears", "Hill Giant"], extra=compiled_cards(BOAR))
    assert _declare(game, "Outland Boar") == ["Hill Giant"]
    before = game.state.version
    with pytest.raises(IllegalActionError):  # the forbidden block given anyway
        game.answer([f"{find(game, 'Grizzly Bears', player=1)}>{find(game, 'Outland Boar')}"])
    assert game.state.version == before
    game.answer([f"{find(game, 'Hill Giant', player=1)}>{find(game, 'Outland Boar')}"])
    assert game.obj(find(game, "Hill Giant", player=1)).blocking == find(game, "Outland Boar")


def test_509_1b_the_blockers_power_is_the_one_it_has_as_blockers_are_declared():
    game = make(you_bf=["Outland Boar"], opp_bf=["Grizzly Bears", "Forest", "Forest"], opp_hand=["Titanic Growth"], extra=compiled_cards(BOAR))
    session = Session(game)
    for c in ("next declare_attackers", "attack Outland Boar"):
        assert session.run(c).ok, c
    cast(game, "Titanic Growth", find(game, "Grizzly Bears", player=1), player=1)
    resolve(game)
    assert game.chars(find(game, "Grizzly Bears", player=1)).power == 6
    assert session.run("next declare_blockers").ok
    offered = {game.chars(int(o.value.split(">")[0])).name for o in game.pending.options}
    assert offered == {"Grizzly Bears"}


def test_509_1b_juggernaut_cant_be_blocked_by_walls_but_by_other_creatures():
    game = make(you_bf=["Juggernaut"], opp_bf=["Stone Wall", "Grizzly Bears"], extra=compiled_cards(JUGGERNAUT, WALL))
    assert _declare(game, "Juggernaut") == ["Grizzly Bears"]


ENCHANTED = ['{ card = "Hill Giant", ref = "giant" }', "Grizzly Bears", '{ card = "Black Scarab", attached_to = "giant" }']


def test_509_1b_black_scarab_restricts_the_enchanted_creature_only():
    extra = compiled_cards(SCARAB, BLACK)
    game = make(you_bf=ENCHANTED,
                opp_bf=["Black Knight", "Hill Giant"], extra=extra)
    assert _declare(game, "Hill Giant") == ["Hill Giant"]
    game = make(you_bf=ENCHANTED,
                opp_bf=["Black Knight", "Hill Giant"], extra=extra)
    assert _declare(game, "Grizzly Bears") == ["Black Knight", "Hill Giant"]


@pytest.mark.parametrize("text", [
    "~ can't be blocked by more than X creatures.",            # no fixed number
    "~ can't be blocked by a creature.",                        # not a plural noun
    "~ can't be blocked by creatures with greater power.",      # relative to the attacker: no filter
    "~ can't be blocked by creatures with power 2 or less this turn.",  # a one-shot, not a static
    # "black and/or red creatures" is read now (Sacred Knight: either color, or both); before a
    # "with" clause "and/or" may describe only the last kind:
    "~ can't be blocked by Walls and/or creatures with flying.",
])
def test_509_1b_near_misses_are_refused(text):
    face = OracleFace("Test Beast", "{3}", "Creature — Beast", text, "3", "3")
    assert compile_card(OracleCard(face.name, (face,))).table is None
