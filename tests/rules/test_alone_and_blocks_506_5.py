"""'~ can't attack alone' / 'can't attack or block alone' (506.5: the only creature declared as an
attacker or blocker; 508.1c, 509.1b), '~ can't block creatures with power 2 or greater' and
'~ can't block and can't be blocked' (509.1b). Mogg Flunkies, Ironclaw Orcs and Tormented Soul
compiled from their Oracle text, through the real declare steps; near-misses refused."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.errors import IllegalActionError
from sandbox.script.session import Session

from .copyhelp import compiled_cards, find, make

FLUNKIES = OracleFace("Mogg Flunkies", "{2}{R}", "Creature — Goblin",
                      "Mogg Flunkies can't attack or block alone.", "3", "3")
ORCS = OracleFace("Ironclaw Orcs", "{1}{R}", "Creature — Orc",
                  "Ironclaw Orcs can't block creatures with power 2 or greater.", "2", "2")
SOUL = OracleFace("Tormented Soul", "{B}", "Creature — Spirit", "Tormented Soul can't block and can't be blocked.", "1", "1")
CARDS = compiled_cards(FLUNKIES, ORCS, SOUL)


def _attack(game, *names: str) -> None:
    game.answer([f"{find(game, n)}>p1" for n in names])


def test_508_1c_mogg_flunkies_cant_attack_alone_but_with_another():
    game = make(you_bf=["Mogg Flunkies", "Grizzly Bears"], extra=CARDS)
    assert Session(game).run("next declare_attackers").ok
    before = game.state.version
    with pytest.raises(IllegalActionError):
        _attack(game, "Mogg Flunkies")
    assert game.state.version == before and game.pending is not None
    _attack(game, "Mogg Flunkies", "Grizzly Bears")
    assert game.obj(find(game, "Mogg Flunkies")).attacking == "p1"


def test_508_1c_the_other_creature_may_attack_alone():
    game = make(you_bf=["Mogg Flunkies", "Grizzly Bears"], extra=CARDS)
    assert Session(game).run("next declare_attackers").ok
    _attack(game, "Grizzly Bears")
    assert game.obj(find(game, "Grizzly Bears")).attacking == "p1"


def test_509_1b_mogg_flunkies_cant_block_alone():
    game = make(you_bf=["Hill Giant", "Grizzly Bears"], opp_bf=["Mogg Flunkies", "Savannah Lions"], extra=CARDS)
    session = Session(game)
    for c in ("next declare_attackers", "attack Hill Giant", "next declare_blockers"):
        assert session.run(c).ok, c
    giant = find(game, "Hill Giant")
    with pytest.raises(IllegalActionError):
        game.answer([f"{find(game, 'Mogg Flunkies', player=1)}>{giant}"])
    game.answer([f"{find(game, 'Mogg Flunkies', player=1)}>{giant}", f"{find(game, 'Savannah Lions', player=1)}>{giant}"])
    assert game.obj(find(game, "Mogg Flunkies", player=1)).blocking == giant


def _blockers_offered(attacker: str, blockers: list[str]) -> list[str]:
    game = make(you_bf=[attacker], opp_bf=blockers, extra=CARDS)
    session = Session(game)
    for c in ("next declare_attackers", f"attack {attacker}", "next declare_blockers"):
        assert session.run(c).ok, c
    if game.pending is None or game.pending.kind != "blockers":
        return []
    return sorted({game.chars(int(o.value.split(">")[0])).name for o in game.pending.options})


def test_509_1b_ironclaw_orcs_cant_block_power_2_or_greater():
    assert _blockers_offered("Grizzly Bears", ["Ironclaw Orcs", "Savannah Lions"]) == ["Savannah Lions"]
    assert _blockers_offered("Memnite", ["Ironclaw Orcs"]) == ["Ironclaw Orcs"]  # power 1


def test_509_1b_tormented_soul_neither_blocks_nor_is_blocked():
    assert _blockers_offered("Tormented Soul", ["Grizzly Bears"]) == []
    assert _blockers_offered("Grizzly Bears", ["Tormented Soul"]) == []


@pytest.mark.parametrize("text", [
    "~ can't block a creature with flying.",                       # not a plural noun
    "~ can't block creatures with power 2 or greater this turn.",  # a one-shot
    "~ can't block creatures with greater power.",                 # relative: no filter
    "~ can't attack alone this turn.",
])
def test_509_1b_near_misses_are_refused(text):
    face = OracleFace("Test Orc", "{1}{R}", "Creature — Orc", text, "2", "2")
    assert compile_card(OracleCard(face.name, (face,))).table is None
