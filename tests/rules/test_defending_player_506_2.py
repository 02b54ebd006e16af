""""Defending player" in filters (506.2, 508.5): in a two-player game the nonactive player is the
defending player during the combat phase; outside it there is none, and the filter matches
nothing. Real cards compiled from their Oracle text and attacking on real boards:
Swathcutter Giant ("each creature defending player controls"), Terra Ravager ("the number of
lands defending player controls"), Master of Diversion ("target creature defending player
controls": the attacker's own creatures aren't legal targets), Graven Abomination ("target card
from defending player's graveyard")."""

from __future__ import annotations

import pytest

from sandbox.cards.filters import Filter
from sandbox.cards.oracle import OracleFace
from sandbox.cards.qualifiers import Subject, View
from sandbox.errors import InvalidActionError
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import compiled_cards, find, make

GIANT = OracleFace("Swathcutter Giant", "{4}{R}{W}", "Creature — Giant Soldier", "Vigilance\nWhenever Swathcutter Giant "
                   "attacks, it deals 1 damage to each creature defending player controls.", power="5", toughness="5")
RAVAGER = OracleFace("Terra Ravager", "{2}{R}{R}", "Creature — Elemental Beast", "Whenever Terra Ravager attacks, it gets "
                     "+X/+0 until end of turn, where X is the number of lands defending player controls.",
                     power="0", toughness="4")
DIVERSION = OracleFace("Master of Diversion", "{2}{W}", "Creature — Human Scout", "Whenever Master of Diversion attacks, "
                       "tap target creature defending player controls.", power="2", toughness="2")
ABOMINATION = OracleFace("Graven Abomination", "{3}", "Artifact Creature — Horror", "Whenever Graven Abomination attacks, "
                         "exile target card from defending player's graveyard.", power="3", toughness="1")


def _declare_attack(game, attacker: str) -> Session:
    session = Session(game)
    for c in ("next declare_attackers", f"attack {attacker}"):
        assert session.run(c).ok, c
    return session


def _resolve_triggers(session, game) -> None:
    for _ in range(10):
        if not game.state.stack and game.pending is None:
            return
        assert session.run("pass").ok


def test_506_2_swathcutter_giant_damages_only_the_defending_player_s_creatures():
    game = make(you_bf=["Swathcutter Giant", "Llanowar Elves"], opp_bf=["Birds of Paradise", "Grizzly Bears"],
                extra=compiled_cards(GIANT))
    session = _declare_attack(game, "Swathcutter Giant")
    _resolve_triggers(session, game)
    names = [game.chars(o).name for o in game.state.battlefield]
    assert "Birds of Paradise" not in names and "Llanowar Elves" in names
    assert game.obj(find(game, "Grizzly Bears", player=1)).damage == 1


def test_506_2_terra_ravager_counts_the_defending_player_s_lands():
    game = make(you_bf=["Terra Ravager", "Mountain"], opp_bf=["Island", "Island", "Forest"], extra=compiled_cards(RAVAGER))
    ravager = find(game, "Terra Ravager")
    session = _declare_attack(game, "Terra Ravager")
    _resolve_triggers(session, game)
    assert game.chars(ravager).power == 3


def test_506_2_master_of_diversion_can_t_target_its_controller_s_creature():
    game = make(you_bf=["Master of Diversion", "Llanowar Elves"], opp_bf=["Grizzly Bears"], extra=compiled_cards(DIVERSION))
    session = _declare_attack(game, "Master of Diversion")
    _resolve_triggers(session, game)
    assert game.obj(find(game, "Grizzly Bears", player=1)).tapped  # its only legal target
    assert not game.obj(find(game, "Llanowar Elves")).tapped


def test_506_2_graven_abomination_exiles_from_the_defending_player_s_graveyard():
    game = make(you_bf=["Graven Abomination"], you_gy=["Forest"], opp_gy=["Island"], extra=compiled_cards(ABOMINATION))
    session = _declare_attack(game, "Graven Abomination")
    _resolve_triggers(session, game)
    assert [game.chars(o).name for o in game.state.zone("exile", 1)] == ["Island"]
    assert [game.chars(o).name for o in game.state.zone("graveyard", 0)] == ["Forest"]


def test_506_2_outside_combat_there_is_no_defending_player():
    game = make(opp_bf=["Grizzly Bears"])
    bears = find(game, "Grizzly Bears", player=1)
    f = Filter.parse("creature defending player controls")
    subject = Subject(game.chars(bears), 1, 1, bears)
    assert not f.test(subject, View(0))  # no combat: nobody is the defending player
    assert f.test(subject, View(0, defending=1))
    assert not f.test(subject, View(1, defending=0))


@pytest.mark.parametrize(("text", "why"), [
    ("creature of defending player's choice", "'defending' is not understood"),
    ("creature defending player doesn't control", "'defending' is not understood"),
    ("card in defending player's hand", "only 'in your hand' is understood"),
])
def test_filter_near_misses_are_refused(text, why):
    with pytest.raises(InvalidActionError, match=why):
        Filter.parse(text)


@pytest.mark.parametrize("text", [
    "Whenever this creature attacks, put a +1/+1 counter on target creature of defending player's choice.",
    "Whenever this creature attacks, tap target creature each defending player controls.",
])
def test_card_near_misses_are_refused(text):
    assert compile_text(text).table is None, text
