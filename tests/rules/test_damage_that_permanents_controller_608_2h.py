""""Destroy target land. ~ deals 2 damage to that land's controller" (120.3, 608.2h): the
controller of the one target permanent as it last existed on the battlefield, when it's gone.
"That land" of "target Plains or Island", "that permanent" of "target artifact or enchantment".
Real cards compiled from their Oracle text (Smash to Smithereens, Cryoclasm, Structural
Distortion), on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

SMASH = OracleFace("Smash to Smithereens", "{1}{R}", "Instant",
                   "Destroy target artifact. Smash to Smithereens deals 3 damage to that artifact's controller.")
CRYOCLASM = OracleFace("Cryoclasm", "{2}{R}", "Sorcery",
                       "Destroy target Plains or Island. Cryoclasm deals 3 damage to that land's controller.")
DISTORTION = OracleFace("Structural Distortion", "{3}{R}", "Sorcery",
                        "Exile target artifact or land. Structural Distortion deals 2 damage to that permanent's controller.")
CARDS = compiled_cards(SMASH, CRYOCLASM, DISTORTION)


def _life(game) -> tuple[int, int]:
    return game.state.players[0].life, game.state.players[1].life


def test_608_2h_smash_to_smithereens_damages_the_destroyed_artifacts_controller():
    game = make(you_hand=["Smash to Smithereens"], opp_bf=["Sol Ring"], extra=CARDS)
    cast(game, "Smash to Smithereens", find(game, "Sol Ring", player=1))
    resolve(game)
    assert find(game, "Sol Ring", "graveyard", player=1) and _life(game) == (20, 17)


def test_608_2h_your_own_artifact_damages_you():
    game = make(["Sol Ring"], you_hand=["Smash to Smithereens"], extra=CARDS)
    cast(game, "Smash to Smithereens", find(game, "Sol Ring"))
    resolve(game)
    assert _life(game) == (17, 20)


def test_608_2h_cryoclasm_that_land_of_a_plains_or_island():
    game = make(you_hand=["Cryoclasm"], opp_bf=["Island"], extra=CARDS)
    cast(game, "Cryoclasm", find(game, "Island", player=1))
    resolve(game)
    assert _life(game) == (20, 17)


def test_608_2h_structural_distortion_exiles_then_damages_its_controller():
    game = make(you_hand=["Structural Distortion"], opp_bf=["Forest"], extra=CARDS)
    cast(game, "Structural Distortion", find(game, "Forest", player=1))
    resolve(game)
    assert _life(game) == (20, 18)


@pytest.mark.parametrize("text", [
    "Destroy target artifact or land. Blast deals 2 damage to that land's controller.",
    "Destroy target artifact. Blast deals 2 damage to that land's controller.",
    "Destroy two target lands. Blast deals 2 damage to that land's controller.",
    "Destroy each land. Blast deals 2 damage to that land's controller.",
    "Return target artifact card from your graveyard to your hand. Blast deals 2 damage to that artifact's controller.",
])
def test_608_2h_near_misses_are_refused(text):
    assert compile_text(text, name="Blast", type_line="Sorcery").table is None, text
