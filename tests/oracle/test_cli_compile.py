"""`mtg-sandbox cards compile "<oracle text>"`: each sentence and what it became, the table as
TOML, or the refusals with exit status 1."""

from __future__ import annotations

import tomllib

from sandbox.cards.parse import card_from_table

from ..commands.test_misread import run_cli


def test_cards_compile_prints_each_sentence_and_a_table_that_loads():
    code, out = run_cli("cards", "compile", "Flying\\nWhen this creature enters, draw two cards.",
                        "--name", "Drifter", "--type-line", "Creature — Elemental", "--mana-cost", "{4}{U}",
                        "--power", "2", "--toughness", "2")
    assert code == 0, out
    assert "ok: Flying\n    -> keywords: Flying" in out
    assert "ok: When this creature enters, draw two cards.\n    -> triggered: {'on': 'enters', 'what': 'self', " \
           "'effects': [{'draw': {'count': 2}}]}" in out
    toml = out[out.index("[[card]]"):out.index("compiled:")]
    card = card_from_table(tomllib.loads(toml)["card"][0])
    assert (card.name, card.chars.power, len(card.chars.abilities)) == ("Drifter", 2, 2)
    assert out.rstrip().endswith("compiled: 2 of 2 line(s) understood")


def test_cards_compile_refuses_naming_the_sentence_with_exit_status_1():
    code, out = run_cli("cards", "compile", "Flying\\nWhenever a creature you control explores, draw a card.")
    assert code == 1
    assert "refused: Whenever a creature you control explores, draw a card.: not understood from ', draw a card.'" in out
    assert "[[card]]" not in out
    assert out.rstrip().endswith("refused: 1 of 2 line(s) understood")


def test_cards_compile_partial_keeps_the_understood_abilities():
    code, out = run_cli("cards", "compile", "Flying\\nWhenever a creature you control explores, draw a card.", "--partial")
    assert code == 0
    assert 'abilities = ["Flying"]' in out


def test_cards_search_still_works_beside_compile():
    code, out = run_cli("cards", "Clone")
    assert code == 0 and "Clone" in out


def test_cards_compile_names_a_card_level_refusal_such_as_a_bad_power():
    code, out = run_cli("cards", "compile", "Flying", "--name", "Bird", "--power", "abc")
    assert code == 1
    assert "refused: card 'Bird': power: expected a whole number, found a text ('abc')" in out
