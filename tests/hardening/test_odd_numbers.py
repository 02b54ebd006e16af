"""Digits that aren't ASCII are no number a card prints (issue 30, items 10 and 15):
``str.isdigit`` takes "³", "①" and "٣", then ``int`` fails or reads 3. Each is refused in
one line, as is a generic mana symbol no card could print."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest

from sandbox.api import Session, default_game
from sandbox.cards.library import CardDB
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.cards.parse import card_from_table
from sandbox.cards.scryfall import Cache, Client, fetch_into_folder
from sandbox.cli import main
from sandbox.errors import InvalidActionError
from sandbox.symbols import is_number, parse_cost

ODD = ["³", "²", "①", "٣", "１"]


@pytest.mark.parametrize("digit", ODD)
@pytest.mark.parametrize("option", ["--power", "--toughness", "--loyalty"])
def test_cards_compile_refuses_odd_digits_in_one_line(capsys, digit, option):
    kind = "Legendary Planeswalker — Jace" if option == "--loyalty" else "Creature — Bird"
    argv = ["cards", "compile", "Flying" if option != "--loyalty" else "+1: Draw a card.", "--type-line", kind,
            option, digit]
    assert main(argv) == 1
    out = capsys.readouterr()
    assert f"found a text ({digit!r})" in out.out and "internal error" not in out.out + out.err


@pytest.mark.parametrize("digit", ODD)
def test_a_scryfall_power_of_odd_digits_is_refused(tmp_path, digit):
    wurm = json.loads((Path(__file__).parents[1] / "scryfall" / "data" / "craw_wurm.json").read_text(encoding="utf-8"))
    answer = wurm | {"power": digit}
    client = Client(Cache(tmp_path / "cache"), transport=httpx.MockTransport(lambda r: httpx.Response(200, json=answer)),
                    spacing=0)
    outcome = fetch_into_folder("Craw Wurm", client, tmp_path / "cards", builtin=CardDB())
    assert outcome.saved is None and f"found a text ({digit!r})" in outcome.message


@pytest.mark.parametrize("cost", ["{٣}", "{²}", "{999999999999999999999}", "{１}"])
def test_mana_symbols_of_odd_or_huge_numbers_are_refused(cost):
    with pytest.raises(InvalidActionError, match="bad mana symbol"):
        parse_cost(cost)
    with pytest.raises(InvalidActionError, match="bad mana symbol"):
        card_from_table({"name": "Odd", "mana_cost": cost, "type_line": "Artifact"})


def test_printed_numbers_still_read():
    assert parse_cost("{1000000}") == ("1000000",)  # Gleemax
    assert parse_cost("{10}{G}") == ("10", "G")
    assert is_number("12") and not is_number("²") and not is_number("٣") and not is_number("")
    card = card_from_table({"name": "Bird", "mana_cost": "{1}{U}", "type_line": "Creature — Bird", "power": 1,
                            "toughness": 1, "abilities": ["Flying"]})
    assert (card.chars.power, card.chars.toughness) == (1, 1)


# Other scripts' digits inside texts (``\d`` takes them all): Oracle text, a card table's
# costs, the command language. Each read "٣" as 3 before.

@pytest.mark.parametrize(("text", "type_line"), [
    ("Draw ٣ cards.", "Sorcery"),
    ("+٣: Draw a card.", "Legendary Planeswalker — Jace"),
    ("Pay ٣ life: Draw a card.", "Artifact"),
    ("LEVEL ١-٢\n1/1", "Creature — Elf"),
], ids=["amount", "loyalty cost", "life cost", "level"])
def test_oracle_text_with_another_scripts_digits_is_refused_before_it_is_read(text, type_line):
    face = OracleFace(name="Odd", mana_cost="{1}", type_line=type_line, oracle_text=text,
                      power="1" if "Creature" in type_line else None, toughness="1" if "Creature" in type_line else None,
                      loyalty="3" if "Planeswalker" in type_line else None)
    c = compile_card(OracleCard("Odd", (face,)))
    assert c.table is None and len(c.refused) == 1 and "numbers are written with 0-9" in c.refused[0]


@pytest.mark.parametrize("ability", [
    {"activated": {"cost": "Pay ٣ life", "effects": [{"draw": {"count": 1}}]}},
    {"loyalty": {"cost": "+٣", "effects": [{"draw": {"count": 1}}]}},
    {"activated": {"cost": "Remove ٣ +1/+1 counters from ~", "effects": [{"draw": {"count": 1}}]}},
], ids=["life", "loyalty", "counters"])
def test_a_card_tables_cost_with_another_scripts_digits_is_refused(ability):
    table = {"name": "Odd", "type_line": "Legendary Planeswalker — Jace", "loyalty": 3, "abilities": [ability]}
    with pytest.raises(InvalidActionError, match=r"the digit '٣' \(U\+0663\) is no number a card prints"):
        card_from_table(table)


def test_names_notes_and_texts_may_hold_any_digits():
    card = card_from_table({"name": "Bird", "type_line": "Creature — Bird", "power": 1, "toughness": 1,
                            "note": "٣ of these", "rulings": ["①"], "abilities": ["Flying"]})
    assert card.name == "Bird"


@pytest.mark.parametrize("command", ["set life you ٣", "add ٣ Forest", "cast Lightning Bolt x=٣", "undo ٣",
                                     "expect life you ٣", "tap #١٨"])
def test_commands_read_numbers_in_ascii_digits_only(command):
    game, _ = default_game()
    before = game.state
    result = Session(game).run(command)
    assert not result.ok and "\n" not in result.message and game.state is before


@pytest.mark.parametrize(("key", "value", "says"), [
    ("power", 10**19, "power must be a number from -1000 to 1000"),
    ("toughness", -5000, "toughness must be a number from -1000 to 1000"),
    ("loyalty", 10**12, "loyalty must be a number from -1000 to 1000"),
])
def test_a_printed_number_no_effect_could_count_is_refused(key, value, says):
    table = {"name": "Huge", "type_line": "Creature — Bird", "power": 1, "toughness": 1, key: value}
    with pytest.raises(InvalidActionError, match=says):
        card_from_table(table)


def test_cards_compile_refuses_a_power_no_card_file_could_hold(capsys):
    """A power of 10**23 was compiled into a card file that isn't TOML (over 64 bits)."""
    assert main(["cards", "compile", "Flying", "--type-line", "Creature — Bird", "--power", "9" * 23,
                 "--toughness", "1"]) == 1
    out = capsys.readouterr()
    assert "power must be a number from -1000 to 1000" in out.out and "internal error" not in out.out + out.err


def test_printed_numbers_in_range_and_a_negative_power_still_read():
    card = card_from_table({"name": "Parasite", "type_line": "Artifact Creature — Insect", "power": -1,
                            "toughness": -1})
    assert (card.chars.power, card.chars.toughness) == (-1, -1)
    walker = card_from_table({"name": "Walker", "type_line": "Legendary Planeswalker — Jace", "loyalty": 3,
                              "abilities": [{"loyalty": {"cost": "-12", "effects": [{"draw": {"count": 1}}]}}]})
    assert walker.name == "Walker"


@pytest.mark.parametrize(("before", "chapters", "read"), [
    ("I, II, III, IV, V, VI", "VII", [7]), ("I, II, III, IV, V, VI, VII", "VIII, IX", [8, 9]),
    ("I, II, III, IV, V, VI, VII, VIII, IX", "X", [10])])
def test_714_2a_saga_chapters_past_six_are_read(before, chapters, read):
    face = OracleFace(name="Long Saga", mana_cost="{3}", type_line="Enchantment — Saga",
                      oracle_text=f"{before} — Draw a card.\n{chapters} — Draw a card.")  # in order (714.2)
    c = compile_card(OracleCard("Long Saga", (face,)))
    assert c.table is not None, c.refused
    assert c.table["abilities"][1]["chapter"]["chapters"] == read


@pytest.mark.parametrize("numeral", ["IIII", "XI", "VX"])
def test_714_2a_a_chapter_numeral_no_saga_prints_is_refused_in_one_line(capsys, numeral):
    """"VII" was an internal error (KeyError) before; a numeral past X is refused."""
    assert main(["cards", "compile", f"{numeral} — Draw a card.", "--type-line", "Enchantment — Saga"]) == 1
    out = capsys.readouterr()
    assert f"chapter {numeral!r}: expected a chapter numeral from I to X (714.2a)" in out.out
    assert "internal error" not in out.out + out.err
