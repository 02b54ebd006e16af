"""Attack taxes (508.1d, 508.1g-i): Propaganda's "Creatures can't attack you unless their controller
pays {2} for each creature they control that's attacking you" and Baird's "... you or planeswalkers
you control unless their controller pays {1} for each of those creatures", compiled from Oracle
text. The total is paid as attackers are declared, after they are tapped (508.1f: an attacking
Llanowar Elves can't pay); a declaration that can't be paid is refused and changes nothing."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import compiled_cards, find, make

PROPAGANDA = OracleFace("Propaganda", "{2}{U}", "Enchantment",
                        "Creatures can't attack you unless their controller pays {2} for each creature they control "
                        "that's attacking you.", None, None)
BAIRD = OracleFace("Baird, Steward of Argive", "{2}{W}{W}", "Legendary Creature — Human Soldier",
                   "Vigilance\nCreatures can't attack you or planeswalkers you control unless their controller pays {1} "
                   "for each of those creatures.", "2", "4")
CARDS = compiled_cards(PROPAGANDA, BAIRD)


def _attack(game, what: str):
    session = Session(game)
    assert session.run("next declare_attackers").ok
    return session.run(f"attack {what}")


def _attacking(game) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.battlefield if game.obj(o).attacking is not None)


def _untapped_lands(game) -> int:
    return sum(1 for o in game.battlefield(0) if game.chars(o).name == "Forest" and not game.obj(o).tapped)


@pytest.mark.parametrize("forests, attack, ok", [
    (4, "Grizzly Bears, Savannah Lions", True),
    (3, "Grizzly Bears, Savannah Lions", False),
    (3, "Grizzly Bears", True),
])
def test_508_1g_propaganda_two_for_each_attacker(forests, attack, ok):
    game = make(["Grizzly Bears", "Savannah Lions", *["Forest"] * forests], opp_bf=["Propaganda"], extra=CARDS, pool="")
    result = _attack(game, attack)
    if ok:
        assert result.ok, result
        assert _untapped_lands(game) == forests - 2 * len(attack.split(", "))
        assert _attacking(game) == sorted(attack.split(", "))
    else:
        assert not result.ok and "508.1" in result.message, result
        assert _attacking(game) == [] and not any(game.obj(o).tapped for o in game.state.battlefield)


def test_508_1f_an_attacking_creature_is_tapped_before_the_tax_is_paid():
    board = ["Llanowar Elves", "Grizzly Bears", "Forest"]
    game = make(board, opp_bf=["Propaganda"], extra=CARDS, pool="")
    assert _attack(game, "Grizzly Bears").ok  # the Elves and the Forest pay {2}
    assert game.obj(find(game, "Llanowar Elves")).tapped and game.obj(find(game, "Forest")).tapped
    game = make([*board, "Forest"], opp_bf=["Propaganda"], extra=CARDS, pool="")
    result = _attack(game, "Grizzly Bears, Llanowar Elves")  # {4}: the attacking Elves can't tap for it
    assert not result.ok and "508.1" in result.message, result
    assert _attacking(game) == []


@pytest.mark.parametrize("card, taxed", [("Baird, Steward of Argive", True), ("Propaganda", False)])
def test_508_1g_a_planeswalker_is_covered_only_by_the_planeswalker_wording(card, taxed):
    game = make(["Grizzly Bears", "Forest"], opp_bf=[card, "Jace Beleren"], extra=CARDS, pool="")
    assert _attack(game, "Grizzly Bears at Jace Beleren").ok
    assert _untapped_lands(game) == (0 if taxed else 1)
    assert game.obj(find(game, "Grizzly Bears")).attacking == find(game, "Jace Beleren", player=1)


def test_508_1g_your_own_tax_doesnt_tax_you():
    game = make(["Grizzly Bears", "Propaganda"], extra=CARDS, pool="")
    assert _attack(game, "Grizzly Bears").ok
    assert _attacking(game) == ["Grizzly Bears"]


@pytest.mark.parametrize("text", [
    "Creatures can't attack you unless their controller pays {X} for each creature they control that's attacking you.",
    "Creatures can't attack you unless their controller pays {2}.",
    "Creatures can't attack you unless their controller pays {2} for each creature they control.",
    "Creatures can't attack you or planeswalkers you control unless their controller pays {1} for each creature they control that's attacking you.",
    "Creatures with flying can't attack you unless their controller pays {2} for each creature they control that's attacking you.",
    "Creatures can't block unless their controller pays {2} for each blocking creature they control.",
    "Creatures can't attack you unless their controller pays 2 life for each creature they control that's attacking you.",
])
def test_508_1d_near_misses_are_refused(text):
    assert compile_text(text, type_line="Enchantment").table is None, text
