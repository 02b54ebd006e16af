"""Bulk edits cost the same per edit on any size of board (issue 17, item 4): when every
permanent is exactly its printed card and nothing applies a continuous effect, one more
permanent doesn't recompute the others' characteristics."""

from __future__ import annotations

import pytest

from sandbox import load_preset_text
from sandbox.api import command_lines
from sandbox.core import game as game_module
from sandbox.core import layers
from sandbox.script.session import Session

MIXED = ['"Forest"', '"Island"', '"Grizzly Bears"', '"Llanowar Elves"', '"Sol Ring"', '"Mind Stone"',
         '"Lightning Bolt"']


def board_of(cards: list[str]) -> Session:
    half = len(cards) // 2
    text = f'''
[game]
turn = 3
[[player]]
battlefield = [{", ".join(cards[:half])}]
[[player]]
battlefield = [{", ".join(cards[half:])}]
'''
    game, _ = load_preset_text(text, "<bulk>")
    return Session(game)


def count_copiable_values(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    real = layers.copiable_values

    def counted(game, obj):  # type: ignore[no-untyped-def]
        calls.append(obj.id)
        return real(game, obj)
    monkeypatch.setattr(layers, "copiable_values", counted)
    monkeypatch.setattr(game_module, "copiable_values", counted)
    return calls


def test_one_add_on_a_1000_permanent_board_computes_a_constant_number_of_objects(monkeypatch):
    session = board_of(['"Forest"', '"Grizzly Bears"'] * 500)
    game = session.game
    game.all_chars()
    calls = count_copiable_values(monkeypatch)
    assert session.run("add Forest").ok
    chars = game.all_chars()
    assert len(chars) == 1001
    assert len(calls) <= 3, f"{len(calls)} copiable_values calls for one add"
    new = max(chars)
    assert chars[new].name == "Forest" and any("Add {G}" in a.text for a in chars[new].abilities)


def test_the_shortcut_gives_what_the_full_layer_computation_gives(monkeypatch):
    session = board_of(MIXED * 6)
    game = session.game
    assert session.run("add Grizzly Bears for opponent").ok
    fast = layers.compute_all(game)
    monkeypatch.setattr(layers, "_printed_only", lambda game: None)
    full = layers.compute_all(game)
    assert fast.keys() == full.keys()
    for oid in full:
        assert (fast[oid].chars, fast[oid].controller) == (full[oid].chars, full[oid].controller)
        assert [str(s) for s in fast[oid].steps] == [str(s) for s in full[oid].steps]


def test_a_static_ability_or_counters_anywhere_take_the_full_computation():
    session = board_of(['"Grizzly Bears"'] * 4)
    game = session.game
    assert layers._printed_only(game) is not None
    assert session.run("add Mirari's Wake").ok
    assert layers._printed_only(game) is None
    bears = [o for o in game.state.battlefield if game.chars(o).name == "Grizzly Bears"]
    assert [game.chars(o).power for o in bears] == [3 if game.controller(o) == 0 else 2 for o in bears]
    assert session.run("undo").ok
    assert all((game.chars(o).power, game.chars(o).toughness) == (2, 2) for o in bears)
    game.state.objects[bears[0]].counters["+1/+1"] = 1
    game.touch()
    assert layers._printed_only(game) is None
    assert (game.chars(bears[0]).power, game.chars(bears[1]).power) == (3, 2)


def test_a_redefined_card_is_not_served_from_the_old_definition():
    session = board_of(['"Grizzly Bears"'] * 2)
    game = session.game
    bear = game.state.battlefield[0]
    assert game.chars(bear).power == 2
    old = game.db.get("Grizzly Bears")
    game.db.add(type(old)(**{**old.__dict__, "chars": layers.replace(old.chars, power=5)}))
    game.touch()
    assert game.chars(bear).power == 5


def test_a_command_line_splits_into_commands_at_semicolons_outside_quotes_and_at_lines():
    assert command_lines('add Forest; add "A;B" # a comment\n\n ; tap Forest;') == [
        "add Forest", 'add "A;B"', "tap Forest"]
    assert command_lines("pass") == ["pass"]
    assert command_lines(" ; # only a comment") == []
