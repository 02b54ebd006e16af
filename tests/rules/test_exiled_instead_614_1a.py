""""Exile it instead" of a graveyard (614.1a, 614.6, 700.4): Rest in Peace, Leyline of the Void,
"If this card would be put into a graveyard from anywhere", "If this creature would die", "If a
creature an opponent controls would die", played on real boards. The object goes to exile and
never reaches a graveyard: it doesn't die, so "dies" triggers don't trigger. Also "Exile all
graveyards" / "Exile target player's graveyard" (406.2) and the Leylines' opening-hand line (103.6a)."""

from __future__ import annotations

import pytest

from sandbox.cards.library import library
from sandbox.cards.model import OpeningHand
from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, compiled_cards, find, make, resolve

GENEROUS_SOUL = OracleFace("Generous Soul", "{4}{W}", "Creature — Spirit",
                           "Flying, vigilance\nIf Generous Soul would be put into a graveyard from anywhere, exile it instead.",
                           "4", "4")
POSSESSED_SKAAB = OracleFace("Possessed Skaab", "{3}{U}{B}", "Creature — Zombie",
                             "When Possessed Skaab enters, return target instant, sorcery, or creature card from your "
                             "graveyard to your hand.\nIf Possessed Skaab would die, exile it instead.", "3", "2")
LIESA = OracleFace("Liesa, Forgotten Archangel", "{2}{W}{W}{B}", "Legendary Creature — Angel",
                   "Flying, lifelink\nWhenever another nontoken creature you control dies, return that card to its owner's "
                   "hand at the beginning of the next end step.\nIf a creature an opponent controls would die, exile it instead.",
                   "4", "5")
DRYAD_MILITANT = OracleFace("Dryad Militant", "{G/W}", "Creature — Dryad Soldier",
                            "If an instant or sorcery card would be put into a graveyard from anywhere, exile it instead.",
                            "2", "1")
BLACK = "{B}{B}{B}{B}{B}{B}{B}{B}{B}{C}{C}{C}{C}{C}{C}{W}{W}{R}"


def _names(game, zone: str, player: int) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone(zone, player))


def test_614_1a_rest_in_peace_exiles_all_graveyards_then_every_card_instead():
    game = make(you_hand=["Rest in Peace", "Murder"], you_gy=["Island", "Forest"], opp_gy=["Swamp"],
                opp_bf=["Grizzly Bears"])
    cast(game, "Rest in Peace")
    resolve(game)  # the spell, then its enters trigger
    assert _names(game, "graveyard", 0) == [] and _names(game, "graveyard", 1) == []
    assert _names(game, "exile", 0) == ["Forest", "Island"] and _names(game, "exile", 1) == ["Swamp"]
    cast(game, "Murder", find(game, "Grizzly Bears"))
    resolve(game)
    assert "Grizzly Bears" in _names(game, "exile", 1)      # destroyed: exiled instead
    assert "Murder" in _names(game, "exile", 0)             # a resolved instant too (from the stack)
    assert _names(game, "graveyard", 0) == [] and _names(game, "graveyard", 1) == []


@pytest.mark.parametrize("with_rip, opp_life", [(True, 20), (False, 19)])
def test_700_4_a_creature_exiled_instead_doesnt_die(with_rip, opp_life):
    game = make(["Blood Artist"] + (["Rest in Peace"] if with_rip else []), ["Murder"], opp_bf=["Grizzly Bears"])
    cast(game, "Murder", find(game, "Grizzly Bears"))
    resolve(game, "p1")  # Blood Artist's target player (when it triggers): the opponent
    assert game.state.players[1].life == opp_life
    assert ("Grizzly Bears" in _names(game, "exile", 1)) is with_rip


def test_614_1a_leyline_of_the_void_exiles_only_what_goes_to_an_opponents_graveyard():
    game = make(["Leyline of the Void", "Llanowar Elves"], ["Murder", "Murder", "Mind Rot"], opp_bf=["Grizzly Bears"],
                opp_hand=["Island", "Swamp"], pool=BLACK)
    cast(game, "Murder", find(game, "Grizzly Bears"))
    resolve(game)
    cast(game, "Murder", find(game, "Llanowar Elves"))
    resolve(game)
    assert _names(game, "exile", 1) == ["Grizzly Bears"]
    assert _names(game, "graveyard", 0) == ["Llanowar Elves", "Murder", "Murder"]  # your own graveyard: as usual
    cast(game, "Mind Rot", "p1")
    resolve(game)
    assert _names(game, "exile", 1) == ["Grizzly Bears", "Island", "Swamp"]      # discarded: exiled instead
    assert _names(game, "graveyard", 1) == []


def test_103_6a_leylines_opening_hand_line_is_read_and_does_nothing_in_play():
    abilities = library().get("Leyline of the Void").chars.abilities
    assert isinstance(abilities[0], OpeningHand)
    assert not abilities[0].counters and not abilities[0].exile_from_hand


def test_614_1a_generous_soul_is_exiled_from_the_battlefield_and_from_a_hand():
    game = make(["Generous Soul"], ["Murder", "Mind Rot"], you_gy=[], pool=BLACK, extra=compiled_cards(GENEROUS_SOUL))
    cast(game, "Murder", find(game, "Generous Soul"))
    resolve(game)
    assert _names(game, "exile", 0) == ["Generous Soul"] and _names(game, "graveyard", 0) == ["Murder"]


def test_614_1a_generous_soul_discarded_is_exiled_instead():
    game = make([], ["Mind Rot", "Generous Soul", "Island"], pool=BLACK, extra=compiled_cards(GENEROUS_SOUL))
    cast(game, "Mind Rot", "p0")
    resolve(game)
    assert _names(game, "exile", 0) == ["Generous Soul"]
    assert _names(game, "graveyard", 0) == ["Island", "Mind Rot"]


def test_700_4_possessed_skaab_is_exiled_as_it_would_die_but_discarded_it_goes_to_the_graveyard():
    game = make(["Possessed Skaab"], ["Murder", "Mind Rot", "Possessed Skaab", "Island"], pool=BLACK,
                extra=compiled_cards(POSSESSED_SKAAB))
    cast(game, "Murder", find(game, "Possessed Skaab"))
    resolve(game)
    assert _names(game, "exile", 0) == ["Possessed Skaab"]
    cast(game, "Mind Rot", "p0")
    resolve(game)
    assert _names(game, "graveyard", 0) == ["Island", "Mind Rot", "Murder", "Possessed Skaab"]


def test_614_1a_liesa_exiles_the_opponents_creatures_not_yours():
    game = make(["Liesa, Forgotten Archangel", "Llanowar Elves"], ["Murder", "Murder"], opp_bf=["Grizzly Bears"],
                pool=BLACK, extra=compiled_cards(LIESA))
    cast(game, "Murder", find(game, "Grizzly Bears"))
    resolve(game)
    cast(game, "Murder", find(game, "Llanowar Elves"))
    resolve(game)
    assert _names(game, "exile", 1) == ["Grizzly Bears"] and _names(game, "graveyard", 1) == []
    assert "Llanowar Elves" in _names(game, "graveyard", 0)


def test_614_1a_dryad_militant_exiles_instants_and_sorceries_only():
    game = make(["Dryad Militant"], ["Lightning Bolt", "Murder"], opp_bf=["Grizzly Bears"], pool=BLACK,
                extra=compiled_cards(DRYAD_MILITANT))
    cast(game, "Lightning Bolt", "p1")
    resolve(game)
    cast(game, "Murder", find(game, "Grizzly Bears"))
    resolve(game)
    assert _names(game, "exile", 0) == ["Lightning Bolt", "Murder"]
    assert _names(game, "graveyard", 1) == ["Grizzly Bears"]  # a creature card: not exiled
    assert game.state.players[1].life == 17


def test_406_2_tormods_crypt_exiles_the_target_players_graveyard_only():
    game = make(["Tormod's Crypt"], you_gy=["Island"], opp_gy=["Swamp", "Forest"])
    activate(game, find(game, "Tormod's Crypt"), "{T}, Sacrifice", "p1")
    resolve(game)
    assert _names(game, "graveyard", 1) == [] and _names(game, "exile", 1) == ["Forest", "Swamp"]
    assert _names(game, "graveyard", 0) == ["Island", "Tormod's Crypt"]


@pytest.mark.parametrize("text", [
    "If a card would be put into your graveyard from anywhere, exile it instead.",          # whose graveyard
    "If a creature would die this turn, exile it instead.",                                 # a one-turn effect
    "If a permanent would be put into a graveyard, exile it instead.",                      # no "from anywhere"
    "If a card would be put into an opponent's graveyard from anywhere, instead exile it with a void counter on it.",
    "If a creature dealt damage by ~ this turn would die, exile it instead.",
    "If a creature you control would die, exile that card with an ice counter on it instead.",
    "If ~ would die, return it to its owner's hand instead.",
    "If ~ would be put into a graveyard from anywhere, shuffle it into its owner's library instead.",
    "If creatures would die, exile them instead.",
    "If a creature card would be put into a graveyard from anywhere, exile it instead. Draw a card.",
    "If a card or token would be put into your graveyard from anywhere, exile it instead.",
    "If a nontoken creature an opponent controls would die, instead exile that card and create a 2/2 black Zombie creature token.",
    "If a land would die, exile it instead.",
    "If another card would be put into a graveyard from anywhere, exile it instead.",
    "When ~ enters, exile that player's graveyard.",
    "If ~ is in your opening hand, you may put it onto the battlefield.",
])
def test_614_1a_near_misses_are_refused(text):
    assert compile_text(text, type_line="Enchantment").table is None, text
