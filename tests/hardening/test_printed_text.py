"""Type lines and Oracle text as printed (issue 30, item 15): a type line has a card type and
at most one em dash with subtypes after it (205.1a); Oracle text breaks lines with a newline
only. Everything else is refused in one line."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.cards.parse import card_from_table, parse_type_line
from sandbox.errors import InvalidActionError


@pytest.mark.parametrize(("line", "error"), [
    ("", "has no card type"),
    ("Legendary", "has no card type"),
    ("Creature — Bird — Bird — — —", "has more than one —"),
    ("Creature - Bird", r"write the dash as — \(an em dash\)"),
    ("Creature -- Bird", "write the dash as —"),
    ("Creature —", "has nothing after its —"),
    ("Creature — Bird Bird", "names a subtype twice"),
])
def test_205_1a_malformed_type_lines_are_refused(line, error):
    with pytest.raises(InvalidActionError, match=error):
        parse_type_line(line)
    with pytest.raises(InvalidActionError, match=error):
        card_from_table({"name": "Odd", "type_line": line, "power": 1, "toughness": 1})


@pytest.mark.parametrize(("line", "parts"), [
    ("Legendary Artifact Creature — Golem Construct", (("Legendary",), ("Artifact", "Creature"), ("Golem", "Construct"))),
    ("Instant", ((), ("Instant",), ())),
    ("Land — Forest Island", ((), ("Land",), ("Forest", "Island"))),
    ("Creature — Human Warrior-Shaman", ((), ("Creature",), ("Human", "Warrior-Shaman"))),
])
def test_205_1a_printed_type_lines_still_read(line, parts):
    assert parse_type_line(line) == parts


def _compiled(text: str):
    face = OracleFace(name="Probe", mana_cost="{1}{U}", type_line="Instant", oracle_text=text,
                      power=None, toughness=None, loyalty=None)
    return compile_card(OracleCard("Probe", (face,)))


@pytest.mark.parametrize("brk", ["\r", "\x0b", "\x0c", "\x85", "\u2028", "\u2029", "\t", "\u00a0"])
def test_oracle_text_breaks_lines_with_a_newline_only(brk):
    result = _compiled(f"Draw a card.{brk}Draw a card.")
    assert result.table is None
    (refusal,) = result.refused
    assert f"U+{ord(brk):04X}" in refusal and "lines break with a newline" in refusal


def test_oracle_text_with_newlines_still_compiles():
    assert _compiled("Draw a card.\nDraw a card.").table is not None


def test_a_million_character_command_is_refused_without_echoing_it():
    from sandbox.script.session import Session, run_command
    from tests.conftest import board
    session = Session(board("[[player]]\n[[player]]\n"))
    before = session.game.fingerprint()
    result = run_command(session, "add " + "x" * 1_000_000)
    assert not result.ok and result.message == "expected a command of at most 10,000 characters, found 1,000,004"
    assert session.game.fingerprint() == before
