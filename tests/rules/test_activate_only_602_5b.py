""""Activate only ..." (602.5b): once each turn, during your turn or upkeep, during combat, before
attackers, or only if a condition holds. Real cards compiled from their Oracle text, on real
boards: the ability is offered and activates exactly when its restriction allows."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.core.actions import Activate, Edit
from sandbox.errors import IllegalActionError

from ..oracle.helpers import compile_text
from .copyhelp import ability_index, activate, advance_to, compiled_cards, find, make, resolve

ROOTWALLA = OracleFace("Rootwalla", "{2}{G}", "Creature — Lizard",
                       "{1}{G}: Rootwalla gets +2/+2 until end of turn. Activate only once each turn.", "2", "2")
DISRUPTING_SCEPTER = OracleFace("Disrupting Scepter", "{3}", "Artifact",
                                "{3}, {T}: Target player discards a card. Activate only during your turn.")
KELDON_MEGALITHS = OracleFace("Keldon Megaliths", "", "Land",
                              "Keldon Megaliths enters tapped.\n{T}: Add {R}.\nHellbent — {1}{R}, {T}: Keldon Megaliths "
                              "deals 1 damage to any target. Activate only if you have no cards in hand.")
AUGUR_IL_VEC = OracleFace("Augur il-Vec", "{1}{W}", "Creature — Human Cleric",
                          "Shadow\nSacrifice Augur il-Vec: You gain 4 life. Activate only during your upkeep.", "1", "3")


def _offered(game, oid: int, text_start: str = "") -> bool:
    """Is the ability of ``oid`` whose text starts so (its first non-mana one by default) a legal action?"""
    index = ability_index(game, oid, text_start) if text_start else None
    return any(isinstance(a, Activate) and a.obj == oid and (index is None or a.ability == index) for a in game.legal_actions())


def test_602_5b_once_each_turn_then_not_again_until_next_turn():
    game = make(["Rootwalla"], pool="{C}{G}{C}{G}", extra=compiled_cards(ROOTWALLA))
    walla = find(game, "Rootwalla")
    activate(game, walla, "{1}{G}")
    resolve(game)
    assert game.chars(walla).power == 4
    assert not _offered(game, walla)
    with pytest.raises(IllegalActionError, match="once each turn"):
        activate(game, walla, "{1}{G}")
    assert game.chars(walla).power == 4


def test_602_5b_once_each_turn_is_offered_again_next_turn():
    game = make(["Rootwalla", "Forest", "Forest"], extra=compiled_cards(ROOTWALLA))
    walla = find(game, "Rootwalla")
    game.perform(Edit("add", (("card", "Llanowar Elves"), ("player", 0), ("zone", "battlefield"))))
    assert _offered(game, walla)
    activate(game, walla, "{1}{G}")
    resolve(game)
    advance_to(game, 5, "main1")
    assert _offered(game, walla)


def test_602_5b_only_during_your_turn():
    game = make(["Disrupting Scepter"], opp_hand=["Island"], pool="{C}{C}{C}", extra=compiled_cards(DISRUPTING_SCEPTER))
    scepter = find(game, "Disrupting Scepter")
    assert _offered(game, scepter)
    activate(game, scepter, "{3}, {T}", "p1")
    resolve(game)
    assert game.state.zone("hand", 1) == [] and find(game, "Island", "graveyard", player=1)


def test_602_5b_near_miss_not_on_the_opponents_turn():
    game = make(["Disrupting Scepter", "Plains", "Plains", "Plains"], opp_hand=["Island"],
                extra=compiled_cards(DISRUPTING_SCEPTER))
    advance_to(game, 4, "main1")
    scepter = find(game, "Disrupting Scepter")
    assert game.state.active == 1
    with pytest.raises(IllegalActionError, match="during your turn"):
        activate(game, scepter, "{3}, {T}", "p1")


@pytest.mark.parametrize("hand, allowed", [([], True), (["Island"], False)])
def test_602_5b_hellbent_only_if_you_have_no_cards_in_hand(hand, allowed):
    game = make(["Keldon Megaliths", "Mountain", "Mountain"], hand, extra=compiled_cards(KELDON_MEGALITHS))
    game.perform(Edit("untap", (("obj", find(game, "Keldon Megaliths")),)))
    assert _offered(game, find(game, "Keldon Megaliths"), "{1}{R}") is allowed


def test_602_5b_only_during_your_upkeep():
    game = make(["Augur il-Vec"], extra=compiled_cards(AUGUR_IL_VEC))
    augur = find(game, "Augur il-Vec")
    assert not _offered(game, augur)  # the main phase
    advance_to(game, 5, "upkeep")
    activate(game, augur, "Sacrifice")
    resolve(game)
    assert game.state.players[0].life == 24 and find(game, "Augur il-Vec", "graveyard")


@pytest.mark.parametrize("text", [
    "{1}: This creature gets +1/+1 until end of turn. Activate only during your end step.",
    "{1}: This creature gets +1/+1 until end of turn. Activate only once each turn and only as a sorcery.",
    "{1}: This creature gets +1/+1 until end of turn. Activate only if you have exactly seven cards in hand.",
    "{1}: This creature gets +1/+1 until end of turn. Activate only twice each turn.",
    "{1}: This creature gets +1/+1 until end of turn. Activate only during an opponent's turn.",
])
def test_602_5b_near_misses_are_refused(text):
    assert compile_text(text).table is None, text
