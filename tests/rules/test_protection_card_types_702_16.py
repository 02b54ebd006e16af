"""Protection from a card type (702.16: "protection from artifacts"): the protected permanent
can't be blocked by creatures of that type, targeted by spells or abilities from sources of
that type, enchanted or equipped by them, and damage from them is prevented (702.16b-e)."""

from __future__ import annotations

import pytest

from sandbox import Activate
from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import compiled_cards, find, make

WARDEN = OracleFace("Test Warden", "{1}{W}", "Creature — Human Knight", "Protection from artifacts", "2", "2")
GOLEM = OracleFace("Test Golem", "{3}", "Artifact Creature — Golem", "", "3", "3")
PINGER = OracleFace("Test Pinger", "{2}", "Artifact", "{T}: This artifact deals 1 damage to any target.")
EXTRA = compiled_cards(WARDEN, GOLEM, PINGER)


def test_702_16c_an_artifact_creature_cant_block_it_and_others_can():
    game = make(you_bf=["Test Warden"], opp_bf=["Test Golem", "Grizzly Bears"], extra=EXTRA)
    session = Session(game)
    for c in ("next declare_attackers", "attack Test Warden", "next declare_blockers"):
        assert session.run(c).ok, c
    offered = {game.chars(int(o.value.split(">")[0])).name for o in game.pending.options}
    assert offered == {"Grizzly Bears"}


def test_702_16b_an_artifacts_ability_cant_target_it():
    game = make(you_bf=["Test Pinger"], opp_bf=["Test Warden", "Grizzly Bears"], extra=EXTRA)
    warden = find(game, "Test Warden", player=1)
    before = game.state.version
    with pytest.raises(IllegalActionError):
        game.perform(Activate(find(game, "Test Pinger"), 0, None, (warden,)))
    assert game.state.version == before
    game.perform(Activate(find(game, "Test Pinger"), 0, None, (find(game, "Grizzly Bears", player=1),)))


def test_702_16e_damage_from_an_artifact_creature_is_prevented():
    game = make(you_bf=["Test Golem"], opp_bf=["Test Warden"], extra=EXTRA)
    session = Session(game)
    for c in ("next declare_attackers", "attack Test Golem", "block Test Warden blocks Test Golem", "next damage"):
        assert session.run(c).ok, c
    warden = find(game, "Test Warden", player=1)
    assert game.obj(warden).damage == 0 and any(e.rule == "702.16e" for e in game.log)


def test_702_16_protection_from_a_type_the_engine_doesnt_check_is_refused():
    for text in ("Protection from Goblins", "Protection from artifact creatures", "Protection from artifacts until end of turn"):
        assert compile_text(text, type_line="Creature — Human").table is None, text
