"""Incubate N (701.53a): create an Incubator token with N +1/+1 counters on it, a double-faced
token (an artifact with "{2}: Transform this artifact.") whose back face is a colorless 0/0
Phyrexian artifact creature. The token can transform (701.27a: it is a double-faced token, 712.9)
and keeps its counters as it does (712.18); its back face's mana value is its front face's, 0
(202.3b). Each Incubator a token doubler makes has its own counters. A card that incubates
compiles from its Oracle text; "incubate X" and "create an Incubator token" stay refused."""

from __future__ import annotations

import pytest

from sandbox import Activate, Cast
from sandbox.core import faces
from sandbox.core.layers import mana_value_of

from ..conftest import board, find, resolve_stack
from ..oracle.helpers import compile_text, preset_with

REMINDER = ("(Create an Incubator token with two +1/+1 counters on it and \"{2}: Transform this artifact.\" "
            "It transforms into a 0/0 Phyrexian artifact creature.)")


def _incubating(extra: list[str] = ()):
    c = compile_text(f"Incubate 2. {REMINDER}\nDraw a card.", name="Brood Sorcery (test card)",
                     type_line="Sorcery", mana_cost="{1}")
    assert c.table is not None, c.refused
    assert c.table["effects"][0] == {"create_token": {"token": "Incubator", "counters": 2}}
    return board(preset_with(c, {"battlefield": ["Plains", "Plains", "Plains", *extra],
                                 "hand": ["Brood Sorcery (test card)"]}))


def test_701_53a_incubate_creates_an_incubator_that_transforms_into_a_phyrexian():
    g = _incubating()
    g.perform(Cast(find(g, "Brood Sorcery (test card)", "hand")))
    resolve_stack(g)
    inc = find(g, "Incubator")
    c = g.chars(inc)
    assert (c.card_types, c.subtypes, c.power, g.obj(inc).kind) == (("Artifact",), ("Incubator",), None, "token")
    assert g.obj(inc).counters == {"+1/+1": 2}
    assert faces.is_double_faced(g, g.obj(inc))
    g.perform(Activate(inc, 0))  # {2}: Transform this artifact.
    resolve_stack(g)
    c = g.chars(inc)
    assert (c.name, c.card_types, c.subtypes, c.power, c.toughness) == \
        ("Phyrexian Token", ("Artifact", "Creature"), ("Phyrexian",), 2, 2)  # 0/0 with its two counters
    assert c.colors == frozenset() and mana_value_of(c, g.obj(inc)) == 0
    assert g.chars(inc).abilities == ()  # the back face has no ability: it can't transform back by itself
    assert faces.transform(g, inc) and g.chars(inc).name == "Incubator"  # another effect turns it back (701.27a)


def test_701_53a_each_doubled_incubator_has_its_counters():
    g = _incubating(["Parallel Lives"])
    g.perform(Cast(find(g, "Brood Sorcery (test card)", "hand")))
    resolve_stack(g)
    incubators = [o for o in g.state.battlefield if g.chars(o).name == "Incubator"]
    assert len(incubators) == 2 and all(g.obj(o).counters == {"+1/+1": 2} for o in incubators)


@pytest.mark.parametrize("text", [
    "Draw a card. Incubate X, where X is the number of cards in your hand.",
    "Incubate X.",
    "Incubate that many.",
    "Create an Incubator token.",
    "Each player incubates 2.",
    "Incubate 2 twice.",
])
def test_701_53_near_misses_are_refused(text):
    result = compile_text(text, name="Brood", type_line="Sorcery")
    assert result.table is None, result.table
