"""Numbers written as words above ten (107.1): "eleven" to "fifteen" and "twenty", as printed on
Jace Beleren's "mills twenty cards" and Army of the Damned's "Create thirteen tapped 2/2 black
Zombie creature tokens". A word not in the list ("sixteen", "twenty-one") stays refused."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card

from .copyhelp import cast, compiled_cards, make, resolve

ARMY = OracleFace("Army of the Damned", "{5}{B}{B}{B}", "Sorcery",
                  "Create thirteen tapped 2/2 black Zombie creature tokens.")


def _with_tokens(face: OracleFace) -> str:
    """The compiled card and the tokens it creates, as preset TOML."""
    from sandbox.formats.save import to_toml
    result = compile_card(OracleCard(face.name, (face,)))
    assert result.table is not None, result.refused
    preset = to_toml({"card": [result.table, *result.tokens], "player": [{}, {}]})
    return preset[:preset.index("[[player]]")]


def test_107_1_army_of_the_damned_creates_thirteen_tapped_zombies():
    game = make(you_hand=["Army of the Damned"], extra=_with_tokens(ARMY))
    cast(game, "Army of the Damned")
    resolve(game)
    zombies = [o for o in game.state.battlefield if game.chars(o).name == "Zombie Token"]
    assert len(zombies) == 13
    assert all(game.obj(z).tapped and (game.chars(z).power, game.chars(z).toughness) == (2, 2) for z in zombies)


@pytest.mark.parametrize("word, n", [("eleven", 11), ("twelve", 12), ("thirteen", 13), ("fourteen", 14),
                                     ("fifteen", 15), ("twenty", 20)])
def test_107_1_a_number_word_is_its_number(word, n):
    face = OracleFace("Test Mill", "{U}", "Sorcery", f"Target player mills {word} cards.")
    table = compile_card(OracleCard(face.name, (face,))).table
    assert table is not None and table["effects"] == [{"mill": {"who": "target", "count": n}}]


def test_107_1_mills_twenty_on_a_board_moves_twenty_cards():
    face = OracleFace("Test Mill", "{U}", "Sorcery", "Target player mills twenty cards.")
    game = make(you_hand=["Test Mill"], opp_library=["Island"] * 22, extra=compiled_cards(face))
    cast(game, "Test Mill", "p1")
    resolve(game)
    assert len(game.state.zone("graveyard", 1)) == 20 and len(game.state.zone("library", 1)) == 2


@pytest.mark.parametrize("word", ["sixteen", "twenty-one", "twentyone", "tenteen"])
def test_107_1_near_miss_a_number_word_not_listed_is_refused(word):
    face = OracleFace("Test Mill", "{U}", "Sorcery", f"Target player mills {word} cards.")
    assert compile_card(OracleCard(face.name, (face,))).table is None
