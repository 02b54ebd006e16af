"""Lands that enter tapped unless something (614.1c, 614.12): the condition is checked as the land
would enter, for its controller (it isn't on the battlefield yet, so "other lands" are the ones
already there); "As ~ enters, you may pay 2 life. If you don't, it enters tapped": the controller
chooses, and can pay only with at least 2 life (119.4). Real Oracle text played from the hand;
near-misses refused."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.script.session import Session

from .copyhelp import compiled_cards, find, make

CRYPT = OracleFace("Blood Crypt", "", "Land — Swamp Mountain",
                   "({T}: Add {B} or {R}.)\nAs Blood Crypt enters, you may pay 2 life. If you don't, it enters tapped.")
MARSH = OracleFace("Blooming Marsh", "", "Land",
                   "Blooming Marsh enters tapped unless you control two or fewer other lands.\n{T}: Add {B} or {G}.")
BEACH = OracleFace("Deserted Beach", "", "Land",
                   "Deserted Beach enters tapped unless you control two or more other lands.\n{T}: Add {W} or {U}.")
CEMETERY = OracleFace("Woodland Cemetery", "", "Land",
                      "Woodland Cemetery enters tapped unless you control a Swamp or a Forest.\n{T}: Add {B} or {G}.")
VAULT = OracleFace("Vault of Champions", "", "Land",
                   "This land enters tapped unless you have two or more opponents.\n{T}: Add {W} or {B}.")
CAVE = OracleFace("Frost Cave", "", "Land",
                  "If you control two or more other lands, Frost Cave enters tapped.\n{T}: Add {W}.")
LANDS = compiled_cards(CRYPT, MARSH, BEACH, CEMETERY, VAULT, CAVE)


def _play(land: str, lands_there: list[str], *answers: str, life: int | None = None):
    game = make(you_hand=[land], you_bf=lands_there, extra=LANDS, pool="")
    if life is not None:
        game.state.players[0].life = life
    session = Session(game)
    for c in (f"play {land}", *(f"choose {a}" for a in answers)):
        result = session.run(c)
        assert result.ok, (c, result.message)
    oid = find(game, land)
    assert oid in game.state.battlefield
    return game, game.obj(oid).tapped


def test_614_12_a_shock_land_enters_untapped_if_its_controller_pays_2_life():
    game, tapped = _play("Blood Crypt", [], "yes")
    assert not tapped and game.state.players[0].life == 18


def test_614_12_a_shock_land_enters_tapped_if_its_controller_doesnt_pay():
    game, tapped = _play("Blood Crypt", [], "no")
    assert tapped and game.state.players[0].life == 20


def test_119_4_with_1_life_the_2_life_cant_be_paid():
    game = make(you_hand=["Blood Crypt"], extra=LANDS, pool="")
    game.state.players[0].life = 1
    assert Session(game).run("play Blood Crypt").ok
    if game.pending is not None:
        assert [o.value for o in game.pending.options] == ["no"]
        game.answer("no")
    assert game.obj(find(game, "Blood Crypt")).tapped and game.state.players[0].life == 1


def test_614_1c_a_fast_land_counts_the_other_lands_already_there():
    assert _play("Blooming Marsh", ["Swamp", "Forest"])[1] is False
    assert _play("Blooming Marsh", ["Swamp", "Forest", "Island"])[1] is True


def test_614_1c_a_slow_land_enters_untapped_with_two_other_lands():
    assert _play("Deserted Beach", ["Plains"])[1] is True
    assert _play("Deserted Beach", ["Plains", "Island"])[1] is False


def test_614_1c_a_check_land_looks_for_either_land_type():
    assert _play("Woodland Cemetery", ["Forest"])[1] is False
    assert _play("Woodland Cemetery", ["Swamp"])[1] is False
    assert _play("Woodland Cemetery", ["Mountain", "Island"])[1] is True


def test_102_2_in_a_two_player_game_you_have_one_opponent_so_it_enters_tapped():
    assert _play("Vault of Champions", [])[1] is True


def test_614_1c_if_you_control_two_or_more_other_lands_it_enters_tapped():
    assert _play("Frost Cave", ["Plains"])[1] is False
    assert _play("Frost Cave", ["Plains", "Plains"])[1] is True


@pytest.mark.parametrize("text", [
    "As ~ enters, you may pay X life. If you don't, it enters tapped.",        # no fixed amount
    "~ enters tapped unless you control a white, blue, or black permanent.",
    "~ enters tapped unless you revealed a Dragon card this way.",              # no such condition
    "As ~ enters, you may reveal an Elf card from your hand. If you don't, ~ enters tapped.",
    "~ enters tapped unless you control a creature with flying or an artifact.",  # 'or' inside a longer noun
    "~ enters tapped unless an opponent has two or more opponents.",
])
def test_614_1c_near_misses_are_refused(text):
    face = OracleFace("Test Land", "", "Land", text + "\n{T}: Add {G}.")
    assert compile_card(OracleCard(face.name, (face,))).table is None
