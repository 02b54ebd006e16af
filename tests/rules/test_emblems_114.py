"""Emblems (114), compiled from "You get an emblem with "..."" and played on real boards: the
emblem is an object in its owner's command zone (114.1) that never leaves it; its static
abilities apply from there to what matches as it changes (114.4, 611.3a) and its triggered
abilities trigger from there (114.4); a saved game keeps it. Near-misses are refused naming 114."""

from __future__ import annotations

import json

from sandbox import PlayLand
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.formats.checkpoint import checkpoint, from_checkpoint
from sandbox.formats.save import to_toml

from .copyhelp import activate, advance_to, cast, find, make, resolve

ELSPETH = OracleFace("Elspeth, Sun's Champion", "{4}{W}{W}", "Legendary Planeswalker — Elspeth",
                     "+1: Create three 1/1 white Soldier creature tokens.\n"
                     "−3: Destroy all creatures with power 4 or greater.\n"
                     "−7: You get an emblem with \"Creatures you control get +2/+2 and have flying.\"", loyalty="4")
# A test-only sorcery giving Nissa, Vital Force's emblem (its triggered ability, 114.4).
LANDS = OracleFace("Emblem Test (test card)", "{G}", "Sorcery",
                   "You get an emblem with \"Whenever a land you control enters, you may draw a card.\"")


def _cards(*faces: OracleFace) -> str:
    tables = []
    for face in faces:
        result = compile_card(OracleCard(face.name, (face,)))
        assert result.refused == (), result.refused
        tables.append(result.table)
    return to_toml({"card": tables, "player": []})


def _emblem_board():
    game = make(['{ card = "Elspeth, Sun\'s Champion", counters = { loyalty = 7 } }', "Grizzly Bears"],
                ["Llanowar Elves"], ["Hill Giant"], extra=_cards(ELSPETH))
    activate(game, find(game, "Elspeth, Sun's Champion"), "−7")
    resolve(game)
    return game


def test_114_1_elspeths_emblem_is_in_the_command_zone_and_pumps_your_creatures():
    game = _emblem_board()
    (emblem,) = game.state.zone("command")
    assert game.obj(emblem).kind == "emblem" and game.obj(emblem).controller == 0
    assert "Elspeth, Sun's Champion" in [game.chars(o).name for o in game.state.zone("graveyard", 0)]  # 0 loyalty (704.5i)
    bears = game.chars(find(game, "Grizzly Bears"))
    assert (bears.power, bears.toughness, bears.has_keyword("flying")) == (4, 4, True)  # the walker is gone: the emblem stays
    giant = game.chars(find(game, "Hill Giant"))
    assert (giant.power, giant.has_keyword("flying")) == (3, False)  # "you control": not the opponent's
    assert "114.4" in game.explain(find(game, "Grizzly Bears"))


def test_114_4_611_3a_a_creature_that_enters_later_gets_it_too():
    game = _emblem_board()
    cast(game, "Llanowar Elves")
    resolve(game)
    elves = game.chars(find(game, "Llanowar Elves"))
    assert (elves.power, elves.toughness, elves.has_keyword("flying")) == (3, 3, True)


def test_114_4_an_emblems_triggered_ability_triggers_from_the_command_zone():
    game = make(["Forest"], ["Emblem Test (test card)"], library=["Island", "Island", "Island"], extra=_cards(LANDS),
                pool="{G}")
    cast(game, "Emblem Test (test card)")
    resolve(game)
    assert len(game.state.zone("command")) == 1
    advance_to(game, 5, "main1")  # your next turn: play a land
    hand_before = len(game.state.zone("hand", 0))
    land = next(o for o in game.state.zone("hand", 0) if game.chars(o).name == "Island")
    game.perform(PlayLand(land))
    assert any(game.obj(o).kind == "ability" for o in game.state.stack)  # the emblem's trigger (114.4)
    resolve(game, "yes")
    assert len(game.state.zone("hand", 0)) == hand_before  # played one, drew one


def test_114_a_saved_game_keeps_the_emblem():
    game = _emblem_board()
    restored, _ = from_checkpoint(json.loads(json.dumps(checkpoint(game))), "test")
    assert [restored.obj(o).kind for o in restored.state.zone("command")] == ["emblem"]
    assert restored.chars(find(restored, "Grizzly Bears")).power == 4


def test_114_near_misses_are_refused_naming_the_rule():
    def refused(text: str) -> str:
        result = compile_card(OracleCard("Test Walker", (OracleFace("Test Walker", "{1}", "Sorcery", text),)))
        assert result.table is None
        return result.refused[0]
    assert "114.1" in refused("Target opponent gets an emblem with \"Creatures you control get +1/+0.\"")
    assert "114.1" in refused("You get an emblem with \"Creatures you control get +1/+0.\" Draw a card.")
    assert "114.4" in refused("You get an emblem with \"{T}: Add {G}.\"")  # a mana ability: not read on an emblem
    assert "not understood" in refused("You get an emblem with \"Whenever you cast a spell, this emblem deals 5 "
                                       "damage to any target.\"")
    assert "114.1" in refused("Whenever this creature deals combat damage to a player, you get an emblem with "
                              "\"Creatures you control get +1/+0.\"")
