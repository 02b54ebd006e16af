""""Shuffle ~ into its owner's library." and "Shuffle target <permanent> into its owner's
library." (701.24a): Blue Sun's Zenith and Rishadan Pawnshop compiled from their Oracle text, on
real boards. The spell's own card goes into its owner's library instead of the graveyard
(608.2n), the permanent into its owner's library, and that library is shuffled."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, compiled_cards, find, make, resolve

BLUE_SUNS_ZENITH = OracleFace("Blue Sun's Zenith", "{X}{U}{U}{U}", "Instant", "Target player draws X cards. Shuffle Blue "
                              "Sun's Zenith into its owner's library.")
RISHADAN_PAWNSHOP = OracleFace("Rishadan Pawnshop", "{2}", "Artifact", "{2}, {T}: Shuffle target nontoken permanent you "
                               "control into its owner's library.")


def _names(game, zone: str, player: int = 0) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone(zone, player))


def test_701_24a_blue_suns_zenith_is_shuffled_into_its_owners_library():
    game = make(you_hand=["Blue Sun's Zenith"], extra=compiled_cards(BLUE_SUNS_ZENITH))
    cast(game, "Blue Sun's Zenith", "p0", x=2)
    resolve(game)
    assert _names(game, "hand") == ["Island", "Island"]
    assert "Blue Sun's Zenith" in _names(game, "library") and len(game.state.zone("library", 0)) == 9
    assert _names(game, "graveyard") == []
    assert any(e.rule == "701.24a" and "shuffle" in e.text for e in game.log)


def test_701_24a_rishadan_pawnshop_shuffles_a_permanent_into_its_owners_library():
    game = make(you_bf=["Rishadan Pawnshop", "Grizzly Bears"], extra=compiled_cards(RISHADAN_PAWNSHOP))
    activate(game, find(game, "Rishadan Pawnshop"), "{2}, {T}", find(game, "Grizzly Bears"))
    resolve(game)
    assert not any(game.chars(o).name == "Grizzly Bears" for o in game.state.battlefield)
    assert "Grizzly Bears" in _names(game, "library") and len(game.state.zone("library", 0)) == 11


@pytest.mark.parametrize("text", [
    "Shuffle it into its owner's library.",
    "Shuffle ~ into your library.",
    "Shuffle all creatures into their owners' libraries.",
    "Shuffle up to two target creatures into their owners' libraries.",
    "Shuffle target creature into target player's library.",
])
def test_701_24a_near_misses_are_refused(text):
    assert compile_text(text, name="Zenith", type_line="Sorcery").table is None, text
