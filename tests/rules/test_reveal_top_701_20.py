""""Reveal the top card of your library. If it's a <quality>, put it <zone>. [Otherwise, put that
card <zone>.]" (701.20a, 608.2c): Coiling Oracle, Call of the Wild and Momir Vig's trigger
compiled from their Oracle text, on real boards. The card goes where its quality says; without
"Otherwise" a card without it stays on top."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, compiled_cards, find, make, resolve

COILING_ORACLE = OracleFace("Coiling Oracle", "{G}{U}", "Creature — Snake Elf Druid", "When this creature enters, reveal "
                            "the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, "
                            "put that card into your hand.", power="1", toughness="1")
CALL_OF_THE_WILD = OracleFace("Call of the Wild", "{2}{G}{G}", "Enchantment", "{2}{G}: Reveal the top card of your "
                              "library. If it's a creature card, put it onto the battlefield. Otherwise, put it into "
                              "your graveyard.")
LLANOWAR_EMPATH = OracleFace("Llanowar Empath", "{3}{G}", "Creature — Elf Shaman", "When this creature enters, scry 2, then "
                             "reveal the top card of your library. If it's a creature card, put it into your hand.",
                             power="2", toughness="2")


def _names(game, zone: str, player: int = 0) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone(zone, player))


def test_701_20a_coiling_oracle_puts_a_revealed_land_onto_the_battlefield():
    game = make(you_hand=["Coiling Oracle"], library=["Island", "Forest"], extra=compiled_cards(COILING_ORACLE))
    cast(game, "Coiling Oracle")
    resolve(game)
    resolve(game)
    assert find(game, "Forest") and find(game, "Coiling Oracle")
    assert _names(game, "hand") == [] and _names(game, "library") == ["Island"]
    assert any(e.rule == "701.20a" and "Forest" in e.text for e in game.log)


def test_701_20a_coiling_oracle_puts_a_revealed_nonland_into_your_hand():
    game = make(you_hand=["Coiling Oracle"], library=["Forest", "Lightning Bolt"], extra=compiled_cards(COILING_ORACLE))
    cast(game, "Coiling Oracle")
    resolve(game)
    resolve(game)
    assert _names(game, "hand") == ["Lightning Bolt"] and _names(game, "library") == ["Forest"]
    assert not any(game.chars(o).name == "Forest" for o in game.state.battlefield)


def test_701_20a_call_of_the_wild_mills_a_noncreature():
    game = make(you_bf=["Call of the Wild"], library=["Grizzly Bears", "Island"], extra=compiled_cards(CALL_OF_THE_WILD))
    activate(game, find(game, "Call of the Wild"), "{2}{G}")
    resolve(game)
    assert _names(game, "graveyard") == ["Island"]
    activate(game, find(game, "Call of the Wild"), "{2}{G}")
    resolve(game)
    assert find(game, "Grizzly Bears") and _names(game, "library") == []


def test_608_2c_without_otherwise_the_card_stays_on_top():
    game = make(you_hand=["Llanowar Empath"], library=["Grizzly Bears", "Forest", "Island"],
                extra=compiled_cards(LLANOWAR_EMPATH))
    cast(game, "Llanowar Empath")
    resolve(game)
    resolve(game)
    d = game.pending  # scry 2: keep both on top, Island first
    resolve(game, [])
    if game.pending is not None and game.pending.ordered:
        resolve(game, [[find(game, "Island", "library"), find(game, "Forest", "library")]])
    assert game.pending is None and d is not None
    assert _names(game, "hand") == [] and game.chars(game.state.zone("library", 0)[-1]).name == "Island"


@pytest.mark.parametrize("text", [
    "Reveal the top card of your library. If it's a land card, you may put it onto the battlefield.",
    "Reveal the top card of your library. If it isn't a land card, put it onto the battlefield.",
    "Reveal the top card of target player's library. If it's a land card, put it onto the battlefield.",
    "Reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put it on "
    "the bottom of your library.",
    "Reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, you may put "
    "that card into your hand.",
    "Reveal the top card of your library. If it's a creature card, put it onto the battlefield tapped and attacking.",
    "If it's a land card, put it onto the battlefield.",
    "Reveal the top card of your library. Otherwise, put that card into your hand.",
    "Reveal the top card of your library.",
    "Reveal the top two cards of your library. If it's a land card, put it onto the battlefield.",
    "Draw a card. If it's a land card, put it onto the battlefield.",
])
def test_701_20a_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text


def test_701_20a_llanowar_empath_takes_a_revealed_creature():
    game = make(you_hand=["Llanowar Empath"], library=["Forest", "Island", "Grizzly Bears"],
                extra=compiled_cards(LLANOWAR_EMPATH))
    cast(game, "Llanowar Empath")
    resolve(game)
    resolve(game)
    resolve(game, [])  # scry 2: nothing to the bottom
    if game.pending is not None and game.pending.ordered:
        resolve(game, [[find(game, "Grizzly Bears", "library"), find(game, "Island", "library")]])
    assert game.pending is None
    assert _names(game, "hand") == ["Grizzly Bears"] and _names(game, "library") == ["Forest", "Island"]


@pytest.mark.parametrize("text", [
    "Reveal the top five cards of your library. An opponent separates those cards into two piles. Put one pile into "
    "your hand and the other into your graveyard.",
    "Reveal the top three cards of your library and separate them into two piles. An opponent chooses one of those "
    "piles. Put that pile into your hand and the other into your graveyard.",
])
def test_700_3_piles_are_refused_with_that_reason(text):
    refused = compile_text(text, type_line="Instant")
    assert refused.table is None
    assert "piles" in str(refused.refused) and "700.3" in str(refused.refused), refused.refused
