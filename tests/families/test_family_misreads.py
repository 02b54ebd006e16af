"""The misread guard of the new families: each understood sentence, with a word inserted or
deleted, is refused or read differently (never the old meaning kept silently); and the
near-misses of each verb (wrong subject, extra clause, "each" vs "target", "up to" vs exact)
are refused."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ..oracle.helpers import compile_text

UNDERSTOOD = [
    ("Instant", "Scry 1. Draw a card."),
    ("Sorcery", "Scry 2, then draw a card."),
    ("Instant", "Surveil 1. Draw a card."),
    ("Instant", "Target player mills two cards. Draw a card."),
    ("Sorcery", "Target player draws two cards and loses 2 life."),
    ("Instant", "Exile target creature. Its controller gains life equal to its power."),
    ("Instant", "Look at the top four cards of your library. Put one of them into your hand and the rest on the "
                "bottom of your library in any order."),
    ("Sorcery", "Look at the top two cards of your library. Put one of them into your hand and the other on the "
                "bottom of your library."),
    ("Creature — Elf", "Discard a creature card: This creature gets +2/+2 until end of turn."),
    ("Artifact", "Black spells you cast cost {1} less to cast."),
    ("Instant", "This spell costs {2} less to cast if you control a Wizard.\nDraw a card."),
]


def _effects(text: str, type_line: str):
    c = compile_text(text, type_line=type_line)
    return None if c.table is None else {k: c.table[k] for k in ("abilities", "effects", "targets") if k in c.table}


@pytest.mark.parametrize("type_line,text", UNDERSTOOD)
def test_each_family_sentence_is_understood(type_line, text):
    assert _effects(text, type_line) is not None


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=st.sampled_from(UNDERSTOOD), at=st.integers(min_value=0, max_value=60))
def test_a_word_deleted_from_a_family_sentence_is_refused_or_read_differently(case, at):
    type_line, text = case
    words = text.split(" ")
    i = at % len(words)
    if words[i].lower().strip(".,") in ("the", "a"):
        return  # an article alone can leave the same meaning ("the rest" / "rest")
    changed = " ".join(words[:i] + words[i + 1:])
    got = _effects(changed, type_line)
    assert got is None or got != _effects(text, type_line), changed


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=st.sampled_from(UNDERSTOOD), at=st.integers(min_value=0, max_value=60),
       word=st.sampled_from(["blorp", "twice", "not", "unless", "random", "three"]))
def test_a_word_inserted_into_a_family_sentence_is_refused_or_read_differently(case, at, word):
    type_line, text = case
    words = text.split(" ")
    i = at % (len(words) + 1)
    changed = " ".join(words[:i] + [word] + words[i:])
    got = _effects(changed, type_line)
    assert got is None or got != _effects(text, type_line), changed


@pytest.mark.parametrize("text", [
    "Scry.",                                        # no number
    "Target player scries 2.",                       # scry is yours only here
    "Each player scry 2.",
    "Mills two cards.",                              # a third-person verb without its subject
    "Target player mill two cards.",                 # subject and verb disagree
    "Target player draw two cards and loses 2 life.",
    "Target player draws two cards and lose 2 life.",   # not "and you lose"
    "Target player loses 2 life and draw a card.",
    "Each opponent mills two cards and discard a card.",
    "Surveil 2 cards.",
    "Its controller gains 3 life.",                  # no target to be "its"
    "You gain life equal to its power.",
    "Look at the top four cards of your library. Put up to one of them into your hand and the rest on the bottom of "
    "your library in any order.",                    # "up to" vs exact
    "Look at the top four cards of your library. Put each of them into your hand and the rest on the bottom of "
    "your library in any order.",                    # "each"
])
def test_near_misses_of_the_new_verbs_are_refused(text):
    c = compile_text(text, type_line="Sorcery")
    assert c.table is None, (text, c.table)


@pytest.mark.parametrize("cost", ["Discard a creature card at random", "Discard your hand", "Discard X cards at random"])
def test_discard_cost_near_misses_are_refused(cost):
    c = compile_text(f"{cost}: Draw a card.", type_line="Creature — Elf")
    assert c.table is None, cost


@pytest.mark.parametrize("text", ["Create a Blood token with flying.", "Investigate twice.", "Investigate X times.",
                                  "Create a Clue token with flying.", "Create a Food creature token."])
def test_111_10_predefined_token_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text


@pytest.mark.parametrize("text", [
    "Destroy target creature. Its controller create a 3/3 green Beast creature token.",
    "Destroy target creature. Its controller creates a Beast token.",
    "Target player creates a 1/1 white Soldier creature token and draws a card for each creature they control.",
    "Its owner creates a 3/3 green Beast creature token.",
])
def test_111_1_a_subject_s_creates_near_misses_are_refused(text):
    assert compile_text(text, type_line="Instant").table is None, text
