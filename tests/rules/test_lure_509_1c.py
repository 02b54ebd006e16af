""""All creatures able to block ~ do so" (Lure, 509.1c): a requirement on each creature able to
block it, obeyed as far as the restrictions allow. Prized Unicorn and Lure compiled from their
Oracle text, attacking through the real declare-blockers step; a declaration that obeys fewer
requirements than possible is refused and changes nothing."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError

from ..oracle.helpers import compile_text
from .copyhelp import block, cast, compiled_cards, find, make, resolve, to_blockers

PRIZED_UNICORN = OracleFace("Prized Unicorn", "{3}{G}", "Creature — Unicorn",
                            "All creatures able to block Prized Unicorn do so.", "2", "2")
LURE = OracleFace("Lure", "{1}{G}{G}", "Enchantment — Aura",
                  "Enchant creature\nAll creatures able to block enchanted creature do so.", None, None)
BOGGART_BRUTE = OracleFace("Boggart Brute", "{2}{R}", "Creature — Goblin Berserker", "Menace", "3", "2")
ALLURING_SCENT = OracleFace("Alluring Scent", "{1}{G}{G}", "Sorcery",
                            "All creatures able to block target creature this turn do so.", None, None)
CARDS = compiled_cards(PRIZED_UNICORN, LURE, BOGGART_BRUTE, ALLURING_SCENT)



@pytest.mark.parametrize("blocks", [(), (("Savannah Lions", "Prized Unicorn"),)])
def test_509_1c_every_creature_able_to_block_the_unicorn_must(blocks):
    game = make(["Prized Unicorn"], opp_bf=["Savannah Lions", "Llanowar Elves"], extra=CARDS)
    to_blockers(game, "Prized Unicorn")
    before = game.state.version
    with pytest.raises(IllegalActionError, match="509.1c"):
        block(game, *blocks)
    assert game.state.version == before
    block(game, ("Savannah Lions", "Prized Unicorn"), ("Llanowar Elves", "Prized Unicorn"))
    unicorn = find(game, "Prized Unicorn")
    assert game.obj(find(game, "Savannah Lions", player=1)).blocking == unicorn
    assert game.obj(find(game, "Llanowar Elves", player=1)).blocking == unicorn


def test_509_1c_blocking_another_attacker_instead_is_refused():
    game = make(["Prized Unicorn", "Grizzly Bears"], opp_bf=["Savannah Lions", "Llanowar Elves"], extra=CARDS)
    to_blockers(game, "Prized Unicorn", "Grizzly Bears")
    with pytest.raises(IllegalActionError, match=r"Llanowar Elves #\d+ must block"):
        block(game, ("Savannah Lions", "Prized Unicorn"), ("Llanowar Elves", "Grizzly Bears"))
    block(game, ("Savannah Lions", "Prized Unicorn"), ("Llanowar Elves", "Prized Unicorn"))
    assert game.obj(find(game, "Llanowar Elves", player=1)).blocking == find(game, "Prized Unicorn")


def test_509_1c_lure_on_a_creature_makes_every_able_creature_block_it():
    game = make(['{ card = "Grizzly Bears", ref = "b" }', '{ card = "Lure", attached_to = "b" }', "Savannah Lions"],
                opp_bf=["Llanowar Elves", "Hill Giant"], extra=CARDS)
    to_blockers(game, "Grizzly Bears", "Savannah Lions")
    with pytest.raises(IllegalActionError, match="509.1c"):
        block(game, ("Hill Giant", "Savannah Lions"))
    block(game, ("Llanowar Elves", "Grizzly Bears"), ("Hill Giant", "Grizzly Bears"))


def test_509_1c_a_restriction_wins_over_the_requirement_menace_with_one_blocker():
    """Menace (702.111b) forbids one blocker alone: with one creature able to block, no block
    obeys every restriction, so declaring none is legal; with two, both must block."""
    game = make(['{ card = "Boggart Brute", ref = "b" }', '{ card = "Lure", attached_to = "b" }'],
                opp_bf=["Llanowar Elves"], extra=CARDS)
    to_blockers(game, "Boggart Brute")
    block(game)
    assert game.obj(find(game, "Llanowar Elves", player=1)).blocking is None
    game = make(['{ card = "Boggart Brute", ref = "b" }', '{ card = "Lure", attached_to = "b" }'],
                opp_bf=["Llanowar Elves", "Savannah Lions"], extra=CARDS)
    to_blockers(game, "Boggart Brute")
    with pytest.raises(IllegalActionError, match="509.1c"):
        block(game)
    block(game, ("Llanowar Elves", "Boggart Brute"), ("Savannah Lions", "Boggart Brute"))


def test_509_1c_a_tapped_creature_isnt_able_to_block():
    game = make(["Prized Unicorn"], opp_bf=['{ card = "Savannah Lions", tapped = true }', "Llanowar Elves"], extra=CARDS)
    to_blockers(game, "Prized Unicorn")
    block(game, ("Llanowar Elves", "Prized Unicorn"))
    assert game.obj(find(game, "Llanowar Elves", player=1)).blocking == find(game, "Prized Unicorn")


@pytest.mark.parametrize("scent", [True, False])
def test_509_1c_alluring_scent_a_requirement_for_this_turn(scent):
    game = make(["Grizzly Bears"], ["Alluring Scent"] if scent else [], opp_bf=["Llanowar Elves"], extra=CARDS)
    if scent:
        cast(game, "Alluring Scent", find(game, "Grizzly Bears"))
        resolve(game)
    to_blockers(game, "Grizzly Bears")
    if scent:
        with pytest.raises(IllegalActionError, match="509.1c"):
            block(game)
    else:
        block(game)  # no requirement without it
        assert game.obj(find(game, "Llanowar Elves", player=1)).blocking is None


@pytest.mark.parametrize("text", [
    "All creatures with flying able to block ~ do so.",        # a filter of the blockers
    "All Walls able to block ~ do so.",
    "All creatures able to block ~ this turn do so.",
    "All creatures able to block target creature this turn do so.",
    "All creatures able to block it do so.",
    "All creatures able to block creatures you control do so.",
    "Each creature able to block ~ does so.",
])
def test_509_1c_near_misses_are_refused(text):
    assert compile_text(text, type_line="Creature — Unicorn").table is None, text
