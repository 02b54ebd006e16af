""""~ deals 4 damage to target creature and 2 damage to that creature's controller" (120.3):
the controller of the one target creature is dealt the damage, read as it last existed if the
creature has left the battlefield (608.2h: "Destroy target creature. ~ deals 2 damage to that
creature's controller"). Real cards compiled from their Oracle text, on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

CHANDRAS_OUTRAGE = OracleFace("Chandra's Outrage", "{2}{R}{R}", "Instant",
                              "Chandra's Outrage deals 4 damage to target creature and 2 damage to that creature's controller.")
CONSIGN_TO_THE_PIT = OracleFace("Consign to the Pit", "{5}{B}", "Sorcery",
                                "Destroy target creature. Consign to the Pit deals 2 damage to that creature's controller.")


def _life(game) -> tuple[int, int]:
    return game.state.players[0].life, game.state.players[1].life


def test_120_3_chandras_outrage_hits_the_creature_and_its_controller():
    game = make(you_hand=["Chandra's Outrage"], opp_bf=["Grizzly Bears"], pool="{R}{R}{R}{R}",
                extra=compiled_cards(CHANDRAS_OUTRAGE))
    cast(game, "Chandra's Outrage", find(game, "Grizzly Bears"))
    resolve(game)
    assert find(game, "Grizzly Bears", "graveyard", player=1) and _life(game) == (20, 18)


def test_120_3_chandras_outrage_on_your_own_creature_hits_you():
    game = make(["Grizzly Bears"], you_hand=["Chandra's Outrage"], pool="{R}{R}{R}{R}",
                extra=compiled_cards(CHANDRAS_OUTRAGE))
    cast(game, "Chandra's Outrage", find(game, "Grizzly Bears"))
    resolve(game)
    assert _life(game) == (18, 20)


def test_608_2h_consign_to_the_pit_the_destroyed_creatures_controller_as_it_last_existed():
    game = make(you_hand=["Consign to the Pit"], opp_bf=["Grizzly Bears"], pool="{B}{B}{B}{B}{B}{B}",
                extra=compiled_cards(CONSIGN_TO_THE_PIT))
    cast(game, "Consign to the Pit", find(game, "Grizzly Bears"))
    resolve(game)
    assert find(game, "Grizzly Bears", "graveyard", player=1) and _life(game) == (20, 18)


@pytest.mark.parametrize("text", [
    "Blast deals 4 damage to any target and 2 damage to that creature's controller.",  # any target: maybe a player
    "Destroy target artifact. Blast deals 2 damage to that creature's controller.",  # no creature named
    "Blast deals 2 damage to each creature and 2 damage to that creature's controller.",  # which creature?
    "Blast deals 1 damage to target creature and 1 damage to another target creature and 1 damage to that creature's controller.",
    "Blast deals 4 damage to target creature and 2 damage to that creature's owner.",  # owner, not controller
    "Blast deals 4 damage to target creature and 2 damage to that player.",
])
def test_120_3_near_misses_are_refused(text):
    assert compile_text(text, type_line="Instant", name="Blast").table is None, text


CRYOCLASM = OracleFace("Cryoclasm", "{2}{R}", "Sorcery", "Destroy target Plains or Island. Cryoclasm deals 3 damage to "
                       "that land's controller.")


def test_608_2h_cryoclasm_hits_the_destroyed_land_s_controller():
    game = make(you_hand=["Cryoclasm"], you_bf=["Island"], opp_bf=["Plains"], pool="{R}{R}{R}",
                extra=compiled_cards(CRYOCLASM))
    cast(game, "Cryoclasm", find(game, "Plains", player=1))
    resolve(game)
    assert find(game, "Plains", "graveyard", player=1) and _life(game) == (20, 17)


@pytest.mark.parametrize("text", [
    "Destroy target creature. Blast deals 2 damage to that land's controller.",  # no land named
    "Destroy target artifact or land. Blast deals 2 damage to that land's controller.",  # maybe an artifact
    "Destroy each land. Blast deals 2 damage to that land's controller.",
])
def test_120_3_that_land_s_controller_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery", name="Blast").table is None, text
