"""Restrictions on how an attacker is blocked (509.1b): 'can't be blocked by more than one
creature', 'can't be blocked except by three or more creatures', 'can't be blocked except by
creatures with flying'. Stalking Tiger, a three-or-more attacker and Silhana Ledgewalker compiled
from Oracle text, attacking through the real declare-blockers step; near-misses refused."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.errors import IllegalActionError
from sandbox.script.session import Session

from .copyhelp import compiled_cards, find, make

TIGER = OracleFace("Stalking Tiger", "{3}{G}", "Creature — Cat",
                   "Stalking Tiger can't be blocked by more than one creature.", "3", "3")
BRUTE = OracleFace("Test Colossus", "{7}", "Artifact Creature — Golem",
                   "This creature can't be blocked except by three or more creatures.", "8", "8")
LEDGEWALKER = OracleFace("Silhana Ledgewalker", "{1}{G}", "Creature — Elf Rogue",
                         "Hexproof\nSilhana Ledgewalker can't be blocked except by creatures with flying.", "1", "1")
CARDS = compiled_cards(TIGER, BRUTE, LEDGEWALKER)
BLOCKERS = ["Grizzly Bears", "Hill Giant", "Savannah Lions"]


def _at_blocks(attacker: str, blockers: list[str]):
    game = make(you_bf=[attacker], opp_bf=blockers, extra=CARDS)
    session = Session(game)
    for c in ("next declare_attackers", f"attack {attacker}", "next declare_blockers"):
        assert session.run(c).ok, c
    return game


def _block(game, attacker: str, *blockers: str) -> None:
    a = find(game, attacker)
    game.answer([f"{find(game, b, player=1)}>{a}" for b in blockers])


def test_509_1b_stalking_tiger_is_blocked_by_one_creature_at_most():
    game = _at_blocks("Stalking Tiger", BLOCKERS)
    before = game.state.version
    with pytest.raises(IllegalActionError):
        _block(game, "Stalking Tiger", "Grizzly Bears", "Hill Giant")
    assert game.state.version == before and game.pending is not None
    _block(game, "Stalking Tiger", "Hill Giant")
    assert game.obj(find(game, "Hill Giant", player=1)).blocking == find(game, "Stalking Tiger")


def test_509_1b_three_or_more_blockers_or_none():
    for two in (("Grizzly Bears", "Hill Giant"), ("Savannah Lions",)):
        game = _at_blocks("Test Colossus", BLOCKERS)
        with pytest.raises(IllegalActionError):
            _block(game, "Test Colossus", *two)
    game = _at_blocks("Test Colossus", BLOCKERS)
    _block(game, "Test Colossus", *BLOCKERS)
    assert all(game.obj(find(game, b, player=1)).blocking == find(game, "Test Colossus") for b in BLOCKERS)
    game = _at_blocks("Test Colossus", BLOCKERS)
    game.answer([])  # no block at all is allowed
    assert not any(game.obj(find(game, b, player=1)).blocking for b in BLOCKERS)


def test_509_1b_silhana_ledgewalker_is_blocked_only_by_creatures_with_flying():
    game = _at_blocks("Silhana Ledgewalker", ["Grizzly Bears", "Wind Drake", "Giant Spider"])
    offered = sorted({game.chars(int(o.value.split(">")[0])).name for o in game.pending.options})
    assert offered == ["Wind Drake"]  # reach isn't flying


@pytest.mark.parametrize("text", [
    "~ can't be blocked by more than one creatures.",             # number and noun disagree
    "~ can't be blocked except by one or more creatures.",
    "~ can't be blocked except by X or more creatures.",
    "~ can't be blocked except by creatures with flying this turn.",
    "~ can't be blocked except by Walls and/or creatures with flying.",
    "~ can't be blocked except by a creature with flying.",
])
def test_509_1b_near_misses_are_refused(text):
    face = OracleFace("Test Cat", "{3}{G}", "Creature — Cat", text, "3", "3")
    assert compile_card(OracleCard(face.name, (face,))).table is None
