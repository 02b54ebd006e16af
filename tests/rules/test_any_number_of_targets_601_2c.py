""""Any number of target players" (601.2c: none or more, each chosen once, 115.3): a target
table's ``count = "any"``, and the player reference ``each target``; near-misses refused."""

from __future__ import annotations

import pytest

from sandbox.cards.parse import card_from_table
from sandbox.errors import InvalidActionError

from .copyhelp import make


def _walker(targets) -> dict:
    return {"name": "Test Walker", "type_line": "Planeswalker — Jace", "mana_cost": "{1}", "loyalty": 3,
            "abilities": [{"loyalty": {"cost": "-1", "text": "−1: Any number of target players each draw a card.",
                                       "targets": targets, "effects": [{"draw": {"who": "each target", "count": 1}}]}}]}


def test_601_2c_any_number_of_target_players_asks_none_to_all():
    game = make([], [], pool="")
    from sandbox import Activate, Edit
    game.perform(Edit("add", (("card", "Jace, Memory Adept"), ("player", 0), ("zone", "battlefield"),
                              ("counters", (("loyalty", 7),)))))
    jace = next(o for o in game.state.battlefield if game.chars(o).name == "Jace, Memory Adept")
    game.perform(Activate(jace, 2))
    d = game.pending
    assert d is not None and d.kind == "targets" and (d.min, d.max) == (0, 2) and d.rule == "601.2c"


@pytest.mark.parametrize("targets, error", [
    ({"filter": "player", "count": "any", "up_to": True}, "'up_to' with count = \"any\""),
    ({"filter": "player", "count": 0}, "count must be from 1 to 1000, found 0"),
    ({"filter": "player", "count": "all"}, "count"),
])
def test_601_2c_near_misses_of_any_number_are_refused(targets, error):
    with pytest.raises(InvalidActionError, match=error if error != "count" else "count"):
        card_from_table(_walker(targets))


def test_601_2c_each_target_is_refused_where_a_player_reference_is_unknown():
    table = _walker({"filter": "player", "count": "any"})
    table["abilities"][0]["loyalty"]["effects"] = [{"draw": {"who": "each targets", "count": 1}}]
    with pytest.raises(InvalidActionError, match="each targets"):
        card_from_table(table)
    assert card_from_table(_walker({"filter": "player", "count": "any"})).name == "Test Walker"


def test_606_3_jace_beleren_minus_10_mills_twenty_as_printed():
    """Its −10 was left out of the built-in card (a card means all its text or is refused)."""
    from sandbox import Activate, Answer, Edit
    game = make([], [], pool="")
    game.perform(Edit("add", (("card", "Jace Beleren"), ("player", 0), ("zone", "battlefield"),
                              ("counters", (("loyalty", 10),)))))
    for _ in range(25):
        game.perform(Edit("add", (("card", "Island"), ("player", 1), ("zone", "library"))))
    jace = next(o for o in game.state.battlefield if game.chars(o).name == "Jace Beleren")
    library = len(game.state.zone("library", 1))
    assert [a.text for a in game.activated_abilities(jace)][2] == "−10: Target player mills twenty cards."
    game.perform(Activate(jace, 2))
    game.perform(Answer(("p1",)))
    from sandbox.core.casting import resolve
    resolve(game, game.state.stack[-1])
    assert len(game.state.zone("graveyard", 1)) == 20 and len(game.state.zone("library", 1)) == library - 20
