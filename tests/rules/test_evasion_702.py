"""Evasion keywords (702.13 intimidate, 702.14 landwalk, 702.28 shadow, 702.31 horsemanship,
702.36 fear) on real boards: each compiled from its keyword line, attacking through the real
declare-blockers step; the blocks each rule forbids are not offered and can't be chosen."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError
from sandbox.script.session import Session

from .copyhelp import compiled_cards, find, make


def _creature(name: str, keywords: str, cost: str = "{1}{B}") -> str:
    return compiled_cards(OracleFace(name, cost, "Creature — Horror", keywords, "2", "2"))


def _blocks_offered(attacker_keywords: str, blockers: list[str], opp_lands: list[str] = (), cost: str = "{1}{B}",
                    extra_cards: str = "") -> tuple[object, list[str]]:
    extra = _creature("Evader", attacker_keywords, cost) + extra_cards
    game = make(you_bf=["Evader"], opp_bf=[*blockers, *opp_lands], extra=extra)
    session = Session(game)
    for c in ("next declare_attackers", "attack Evader", "next declare_blockers"):
        assert session.run(c).ok, c
    if game.pending is None or game.pending.kind != "blockers":
        return game, []
    return game, sorted({game.chars(int(o.value.split(">")[0])).name for o in game.pending.options})


@pytest.mark.parametrize("word,land", [("Swampwalk", "Swamp"), ("Islandwalk", "Island"), ("Forestwalk", "Forest"),
                                       ("Mountainwalk", "Mountain"), ("Plainswalk", "Plains")])
def test_702_14c_landwalk_is_unblockable_while_the_defender_controls_that_land_type(word, land):
    _, offered = _blocks_offered(word, ["Grizzly Bears"], [land])
    assert offered == []
    other = "Plains" if land != "Plains" else "Island"
    _, offered = _blocks_offered(word, ["Grizzly Bears"], [other])
    assert offered == ["Grizzly Bears"]


def test_702_36b_fear_is_blocked_only_by_artifact_or_black_creatures():
    blocker = _creature("Black Wall", "Defender", "{B}")
    _, offered = _blocks_offered("Fear", ["Grizzly Bears", "Black Wall"], extra_cards=blocker)
    assert offered == ["Black Wall"]


def test_702_13b_intimidate_is_blocked_by_artifact_creatures_and_those_sharing_a_color():
    red = _creature("Red Wall", "Defender", "{R}")
    black = _creature("Black Wall", "Defender", "{B}")
    _, offered = _blocks_offered("Intimidate", ["Grizzly Bears", "Red Wall", "Black Wall"], extra_cards=red + black)
    assert offered == ["Black Wall"]


def test_702_28b_shadow_blocks_and_is_blocked_only_by_shadow():
    shade = _creature("Shade", "Shadow", "{B}")
    _, offered = _blocks_offered("Shadow", ["Grizzly Bears", "Shade"], extra_cards=shade)
    assert offered == ["Shade"]
    _, offered = _blocks_offered("Flying", ["Shade"], extra_cards=shade)  # a shadow creature can't block it
    assert offered == []


def test_702_31b_horsemanship_is_blocked_only_by_horsemanship():
    rider = _creature("Rider", "Horsemanship", "{B}")
    _, offered = _blocks_offered("Horsemanship", ["Grizzly Bears", "Rider"], extra_cards=rider)
    assert offered == ["Rider"]


def test_702_36b_a_block_fear_forbids_given_anyway_is_refused_and_nothing_changes():
    blocker = _creature("Black Wall", "Defender", "{B}")
    game, offered = _blocks_offered("Fear", ["Grizzly Bears", "Black Wall"], extra_cards=blocker)
    before = game.state.version
    with pytest.raises(IllegalActionError):
        game.answer([f"{find(game, 'Grizzly Bears', player=1)}>{find(game, 'Evader')}"])
    assert game.state.version == before and game.pending is not None


def test_509_1b_a_creature_that_can_block_only_creatures_with_flying():
    wall_toml = compiled_cards(OracleFace("Sky Wall", "{U}", "Creature — Wall",
                                          "Defender, reach\nThis creature can block only creatures with flying.", "0", "4"))
    _, offered = _blocks_offered("Trample", ["Sky Wall", "Grizzly Bears"], extra_cards=wall_toml)
    assert offered == ["Grizzly Bears"]
    _, offered = _blocks_offered("Flying", ["Sky Wall", "Grizzly Bears"], extra_cards=wall_toml)
    assert offered == ["Sky Wall"]
