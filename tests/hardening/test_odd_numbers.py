"""Digits that aren't ASCII are no number a card prints (issue 30, items 10 and 15):
``str.isdigit`` takes "³", "①" and "٣", then ``int`` fails or reads 3. Each is refused in
one line, as is a generic mana symbol no card could print."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest

from sandbox.cards.library import CardDB
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
