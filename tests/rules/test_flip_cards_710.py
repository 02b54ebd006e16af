"""Flip cards (710), compiled from both halves' Oracle text and played on real boards: off the
battlefield and until it flips the card has only its own half's characteristics (710.2); flipped,
its flipped half's name, text, type line and power/toughness apply, with the card's mana cost and
color (710.1b-c), the same object keeping its counters; flipping is one way (710.4) and a
flipped permanent that leaves is its own half again (400.7). "There are two or more ki counters on
~" is read as the intervening if (603.4). A lone half that says "flip" (the pool gives each half
as a card) and other near-misses are refused naming 710."""

from __future__ import annotations

import pytest

from sandbox import Activate, Answer, Pass
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.core import effects
from sandbox.core.layers import mana_value_of

from ..conftest import board, find, resolve_stack

PUPIL = OracleFace("Budoka Pupil", "{1}{G}{G}", "Creature — Human Monk",
                   "Whenever you cast a Spirit or Arcane spell, you may put a ki counter on Budoka Pupil.\n"
                   "At the beginning of the end step, if there are two or more ki counters on Budoka Pupil, you may flip it.",
                   "2", "2")
ICHIGA = OracleFace("Ichiga, Who Topples Oaks", "", "Legendary Creature — Spirit",
                    "Trample\nRemove a ki counter from Ichiga, Who Topples Oaks: Target creature gets +2/+2 until end of turn.",
                    "4", "3")


def _board(ki: int):
    return board(f'''
[game]
turn = 3
step = "main2"
[[player]]
battlefield = [{{ card = "Budoka Pupil", counters = {{ ki = {ki} }} }}, "Grizzly Bears"]
hand = ["Budoka Pupil"]
library = ["Forest", "Forest", "Forest"]
[[player]]
library = ["Forest", "Forest"]
''')


def _to_end_step(g, answer: bool | None = True):
    for _ in range(10):
        if g.pending is not None:
            g.perform(Answer(("yes" if answer else "no",)))
        elif g.state.step == "end" and not g.state.stack:
            return
        else:
            g.perform(Pass())


def test_710_1_compiled_flip_card_has_its_flipped_half():
    table = compile_card(OracleCard("Budoka Pupil // Ichiga, Who Topples Oaks", (PUPIL, ICHIGA), "flip")).table
    assert table is not None
    assert table["abilities"][1]["triggered"]["effects"] == [{"flip": {"what": "self"}}]
    assert table["abilities"][1]["triggered"]["condition"] == "there are two or more ki counters on ~"
    assert (table["flip"]["name"], table["flip"]["power"], table["flip"]["toughness"]) == ("Ichiga, Who Topples Oaks", 4, 3)


def test_710_2_flips_at_the_end_step_with_two_ki_counters_and_stays_flipped():
    g = _board(2)
    pupil = find(g, "Budoka Pupil")
    c = g.chars(pupil)
    assert (c.name, c.power, c.supertypes) == ("Budoka Pupil", 2, ())
    _to_end_step(g)
    c = g.chars(pupil)
    assert (c.name, c.supertypes, c.subtypes, c.power, c.toughness) == ("Ichiga, Who Topples Oaks", ("Legendary",), ("Spirit",), 4, 3)
    assert c.has_keyword("trample")
    assert c.colors == frozenset({"G"}) and mana_value_of(c, g.obj(pupil)) == 3  # 710.1c: the card's mana cost and color
    assert g.obj(pupil).counters == {"ki": 2}  # the same object (710.2)
    bears = find(g, "Grizzly Bears")
    ability = next(i for i, a in enumerate(g.activated_abilities(pupil)) if "Remove a ki counter" in a.text)
    g.perform(Activate(pupil, ability, targets=(bears,)))
    resolve_stack(g)
    assert g.chars(bears).power == 4 and g.obj(pupil).counters == {"ki": 1}
    # 710.4: flipping is one way; a flip instruction to a flipped permanent does nothing
    effects.run_effects(g, effects.Context(0, pupil, "Ichiga"), ({"flip": {"what": "self"}},))
    assert g.chars(pupil).name == "Ichiga, Who Topples Oaks"
    g.move(pupil, "hand")  # 400.7: a new object, its own half again
    assert sorted(g.chars(o).name for o in g.state.zone("hand", 0)) == ["Budoka Pupil", "Budoka Pupil"]


@pytest.mark.parametrize(("ki", "answer"), [(1, True), (2, False)])
def test_710_2_no_flip_with_one_counter_or_when_declined(ki, answer):
    g = _board(ki)
    _to_end_step(g, answer)
    assert g.chars(find(g, "Budoka Pupil")).name == "Budoka Pupil"


@pytest.mark.parametrize(("card", "why"), [
    (OracleCard("Budoka Pupil", (PUPIL,)), "no flipped half"),
    (OracleCard("Budoka Pupil // Ichiga", (PUPIL, ICHIGA), "modal_dfc"), "can't flip"),
    (OracleCard("Budoka Pupil // Ichiga", (PUPIL, OracleFace("Ichiga, Who Topples Oaks", "{G}", "Legendary Creature — Spirit",
                                                              "Trample", "4", "3")), "flip"), "710.1c"),
    (OracleCard("Budoka Pupil // Ichiga", (PUPIL, OracleFace("Ichiga, Who Topples Oaks", "", "Sorcery", "Draw a card.")), "flip"),
     "710.1"),
    (OracleCard("Budoka Pupil // Ichiga", (PUPIL, OracleFace("Ichiga, Who Topples Oaks", "", "Legendary Creature — Spirit",
                                                              "Trample\nAt the beginning of your upkeep, flip it.", "4", "3")), "flip"), "can't flip"),
])
def test_710_near_misses_are_refused(card, why):
    result = compile_card(card)
    assert result.table is None and why in " ".join(result.refused), result.refused


def test_710_flip_targets_only_itself():
    text = "At the beginning of the end step, flip target creature."
    face = OracleFace("Budoka Pupil", "{1}{G}{G}", "Creature — Human Monk", text, "2", "2")
    assert compile_card(OracleCard("Budoka Pupil // Ichiga", (face, ICHIGA), "flip")).table is None
