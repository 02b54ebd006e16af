"""'~ can't attack unless defending player controls an Island' (508.1c) and '~ can't block unless
you control another Minotaur' (509.1b): restrictions that apply while the condition is false,
checked as attackers or blockers are declared. Sea Monster and Felhide Brawler compiled from
their Oracle text, on real boards; near-misses refused."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.script.session import Session

from .copyhelp import compiled_cards, make

MONSTER = OracleFace("Sea Monster", "{4}{U}{U}", "Creature — Serpent",
                     "Sea Monster can't attack unless defending player controls an Island.", "6", "6")
BRAWLER = OracleFace("Felhide Brawler", "{1}{B}", "Creature — Minotaur",
                     "Felhide Brawler can't block unless you control another Minotaur.", "2", "2")
MINOTAUR = OracleFace("Test Minotaur", "{2}{R}", "Creature — Minotaur", "", "2", "3")
CARDS = compiled_cards(MONSTER, BRAWLER, MINOTAUR)


def _attackers_offered(you_bf: list[str], opp_bf: list[str]) -> list[str]:
    game = make(you_bf=you_bf, opp_bf=opp_bf, extra=CARDS)
    assert Session(game).run("next declare_attackers").ok
    if game.pending is None or game.pending.kind != "attackers":
        return []
    return sorted({game.chars(int(o.value.split(">")[0])).name for o in game.pending.options})


def _blockers_offered(you_bf: list[str], opp_bf: list[str]) -> list[str]:
    game = make(you_bf=you_bf, opp_bf=opp_bf, extra=CARDS)
    session = Session(game)
    for c in ("next declare_attackers", "attack Hill Giant", "next declare_blockers"):
        assert session.run(c).ok, c
    if game.pending is None or game.pending.kind != "blockers":
        return []
    return sorted({game.chars(int(o.value.split(">")[0])).name for o in game.pending.options})


def test_508_1c_sea_monster_cant_attack_a_player_without_an_island():
    assert _attackers_offered(["Sea Monster", "Grizzly Bears", "Island"], ["Mountain"]) == ["Grizzly Bears"]


def test_508_1c_sea_monster_attacks_a_player_who_controls_an_island():
    assert _attackers_offered(["Sea Monster", "Grizzly Bears"], ["Island"]) == ["Grizzly Bears", "Sea Monster"]


def test_509_1b_felhide_brawler_blocks_only_beside_another_minotaur():
    assert _blockers_offered(["Hill Giant"], ["Felhide Brawler", "Grizzly Bears"]) == ["Grizzly Bears"]
    assert _blockers_offered(["Hill Giant"], ["Felhide Brawler", "Test Minotaur"]) == ["Felhide Brawler", "Test Minotaur"]
    assert _blockers_offered(["Hill Giant", "Test Minotaur"], ["Felhide Brawler"]) == []  # yours, not theirs


@pytest.mark.parametrize("text", [
    "~ can't attack unless its controller pays {3}.",
    "~ can't attack unless at least two other creatures attack.",
    "~ can't attack unless there are five or more cards in your graveyard.",
    "~ can't attack unless you control more creatures than defending player.",
    "~ can't attack unless defending player controls two Islands.",
    "~ can't attack unless an opponent controls an Island.",
])
def test_508_1c_near_misses_are_refused(text):
    face = OracleFace("Test Serpent", "{4}{U}", "Creature — Serpent", text, "5", "5")
    assert compile_card(OracleCard(face.name, (face,))).table is None
