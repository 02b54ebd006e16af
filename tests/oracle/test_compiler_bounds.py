"""The compiler's bounds and pre-passes (issue 30, item 9): a text, line, name or type line
over its bound is refused before any line is read, and every pass over the text before the
grammar is linear in it. Sizes, not timings: the inputs are far over the bounds (a pass that
scanned each run of spaces again from each of its places would not finish on them)."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import compiler, sentences
from sandbox.cards.oracle.templating import MAX_LINE, MAX_NAME, MAX_TEXT, without_reminder
from sandbox.cli import main

from .helpers import compile_text


@pytest.fixture
def no_reading(monkeypatch):
    """Any line handed to the grammar fails the test: a refusal must come before reading."""
    def read(*args, **kwargs):
        raise AssertionError("a line was read")
    monkeypatch.setattr(sentences, "read", read)
    monkeypatch.setattr(compiler, "read", read)
    monkeypatch.setattr(compiler, "read_effects", read)


@pytest.mark.parametrize(("text", "says"), [
    (" " * 40_000, f"longer than the {MAX_TEXT} read"),
    ("Draw a card. (" + " " * 40_000 + ")", f"longer than the {MAX_TEXT} read"),
    ("a" * 50_000, f"longer than the {MAX_TEXT} read"),
    ("Draw a card. " + "word " * 3_300, f"longer than the {MAX_TEXT} read"),
    ("a" * (MAX_LINE + 1), f"longer than the {MAX_LINE} read"),
], ids=["40k spaces", "40k spaces in reminder text", "50k-character word", "draw and 16 KB of words", "a long line"])
def test_a_text_over_the_bounds_is_refused_before_any_line_is_read(no_reading, text, says):
    c = compile_text(text, type_line="Sorcery")
    assert c.table is None and len(c.refused) == 1 and says in c.refused[0]


@pytest.mark.parametrize(("name", "type_line", "says"), [
    ("N" * 50_000, "Sorcery", f"a name of 50000 characters is longer than the {MAX_NAME} read"),
    ("Probe", "Sorcery " + "— " * 25_000, f"a type line of 50008 characters is longer than the {MAX_NAME} read"),
], ids=["name", "type line"])
def test_a_name_or_type_line_over_the_bound_is_refused_before_any_line_is_read(no_reading, name, type_line, says):
    c = compile_text("Draw a card.", name=name, type_line=type_line)
    assert c.table is None and len(c.refused) == 1 and says in c.refused[0]
    assert len(c.refused[0]) < 2 * MAX_NAME + 100  # the refusal doesn't quote the whole name


def test_cards_compile_refuses_a_50000_character_name_in_one_line(capsys):
    assert main(["cards", "compile", "Draw a card.", "--name", "N" * 50_000, "--type-line", "Sorcery"]) == 1
    out = capsys.readouterr()
    lines = out.out.strip().splitlines()
    assert len(lines) == 1 and f"longer than the {MAX_NAME} read" in lines[0]
    assert "internal error" not in out.out + out.err


def test_the_longest_real_names_still_compile():
    name = "Our Market Research Shows That Players Like Really Long Card Names So We Made This Card To Have The " \
           "Absolute Longest Card Name Ever Elemental"
    c = compile_text("Draw a card.", name=name, type_line="Sorcery")
    assert c.table is not None and c.table["name"] == name


@pytest.mark.parametrize(("line", "kept"), [
    ("Flying (This creature can't be blocked except by creatures with flying or reach.)", "Flying"),
    ("Cycling {2} ({2}, Discard this card: Draw a card.)", "Cycling {2}"),
    ("Kicker {R} (You may pay an additional {R} as you cast this spell.) Draw a card.", "Kicker {R} Draw a card."),
    ("(x) (y)", ""),
    ("a ((x))", "a ()"),
    ("no reminder", "no reminder"),
    ("an open ( paren", "an open ( paren"),
], ids=["keyword", "cycling", "kicker", "two", "nested", "none", "unclosed"])
def test_reminder_text_and_the_spaces_before_it_are_removed(line, kept):
    assert without_reminder(line) == kept


def test_the_reminder_pass_is_linear_in_the_line():
    """A million spaces before a parenthesis, or one with no end: one pass each (the earlier
    pattern, spaces first, scanned each run of spaces again from each place in it)."""
    assert without_reminder(" " * 1_000_000 + "(x)") == ""
    assert without_reminder("a" + " " * 1_000_000 + "b") == "a" + " " * 1_000_000 + "b"
    assert without_reminder("(" + " " * 1_000_000) == "(" + " " * 1_000_000
    assert without_reminder("( " * 500_000) == "( " * 500_000


def test_the_lines_pass_is_linear_in_the_text():
    """A "Choose one —" line keeps its modes: 200,000 modes are gathered in one pass."""
    lines = compiler._ability_lines("Choose one —\n" + "• Draw a card.\n" * 200_000 + "Flying")
    assert len(lines) == 2 and lines[0].count("\n") == 200_000 and lines[1] == "Flying"
