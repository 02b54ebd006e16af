"""A preset's [[card]] of a card the library has (a file written before the library grew)
still loads: an identical definition silently uses the library's card, a different one is
the board's own version, played as the preset defines it and marked in show, i and check."""

from __future__ import annotations

from sandbox import load_preset_text
from sandbox.describe import describe_object
from sandbox.script.scenario import check_file
from sandbox.script.session import Session, run_command

LIBRARY_ANTHEM = '''[[card]]
name = "Glorious Anthem"
type_line = "Enchantment"
mana_cost = "{1}{W}{W}"
oracle = "Creatures you control get +1/+1."
abilities = [{ static = { text = "Creatures you control get +1/+1.", effects = [{ affects = "creature you control", modify_pt = [1, 1] }] } }]
'''
OLD_ANTHEM = '''[[card]]
name = "Glorious Anthem"
type_line = "Enchantment"
mana_cost = "{1}{W}{W}"
oracle = "Creatures you control get +2/+2."
abilities = [{ static = { text = "Creatures you control get +2/+2.", effects = [{ affects = "creature you control", modify_pt = [2, 2] }] } }]
'''
BOARD = '''
[[player]]
battlefield = ["Glorious Anthem", "Grizzly Bears"]
[[player]]
'''


def bears_power(game) -> int:
    bears = next(o for o in game.state.battlefield if game.chars(o).name == "Grizzly Bears")
    return game.chars(bears).power


def test_a_card_defined_as_the_library_defines_it_loads_silently():
    game, _ = load_preset_text(LIBRARY_ANTHEM + BOARD)
    assert game.own_versions == {}
    assert bears_power(game) == 3
    anthem = game.state.battlefield[0]
    assert "own version" not in describe_object(game, anthem)


def test_a_card_defined_differently_is_the_board_s_own_version_and_says_so(tmp_path):
    game, _ = load_preset_text(OLD_ANTHEM + BOARD)
    assert bears_power(game) == 4, "the preset's own Glorious Anthem is played"
    assert game.own_versions == {"Glorious Anthem": "abilities, oracle"}
    anthem = game.state.battlefield[0]
    shown = run_command(Session(game), f"show #{anthem}").output
    assert "card: this board's own version of Glorious Anthem (differs from the library's in abilities, oracle)" in shown
    path = tmp_path / "old.toml"
    path.write_text(OLD_ANTHEM + BOARD, encoding="utf-8")
    kind, summary = check_file(path)
    assert kind == "preset" and "its own version of 'Glorious Anthem' (differs from the library's in abilities, oracle)" in summary
    from sandbox.cards.library import library
    assert bears_power(load_preset_text(BOARD)[0]) == 3 and "+1/+1" in library().get("Glorious Anthem").oracle, \
        "the library's card is unchanged for other boards"


def test_a_card_defined_twice_is_still_refused():
    import pytest

    from sandbox.errors import LoadError
    with pytest.raises(LoadError, match="found 'Glorious Anthem' again"):
        load_preset_text(OLD_ANTHEM + OLD_ANTHEM + BOARD)
