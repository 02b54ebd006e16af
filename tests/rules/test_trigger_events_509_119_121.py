"""Trigger events read from Oracle text, on real boards: blocks and becomes blocked (509.1h,
509.2), gaining life (119.9), drawing (121.2), an opponent's spell (601.2i), each player's
upkeep (503.1), entering under a player's control (603.6a), "or another" (603.2), what an
Aura or Equipment is attached to (603.10a), and near-misses that stay refused."""

from __future__ import annotations

import pytest

from sandbox import Pass
from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import advance_to, cast, compiled_cards, make


def resolve(game) -> None:
    """Pass priority until the stack is empty; several triggers at once go on it in the order
    they triggered (603.3b)."""
    for _ in range(100):
        if game.pending is not None:
            assert game.pending.ordered, game.pending
            game.answer([o.value for o in game.pending.options])
        elif game.state.stack:
            game.perform(Pass())
        else:
            return


def _face(text: str, name: str = "Tester", type_line: str = "Creature — Kor Ally", pt=("2", "2")) -> OracleFace:
    return OracleFace(name, "{1}{W}", type_line, text.replace("Tester", name), *pt)


def _combat(extra: str, you_bf, opp_bf, blocks: str | None):
    """Attack with every creature of yours, the opponent blocks as told, then combat ends."""
    game = make(you_bf=list(you_bf), opp_bf=list(opp_bf), extra=extra)
    session = Session(game)
    attackers = ", ".join(sorted({game.chars(o).name for o in game.state.battlefield if game.controller(o) == 0
                                  and "Creature" in game.chars(o).card_types}))
    for c in ("next declare_attackers", f"attack {attackers}"):
        assert session.run(c).ok, c
    resolve(game)  # attack triggers
    assert session.run("next declare_blockers").ok
    if game.pending is not None:
        assert session.run(f"choose {blocks}" if blocks else "choose none").ok
    return game, session


def _to_main2(game, session) -> None:
    for _ in range(20):
        if game.state.step == "main2":
            return
        assert session.run("choose none" if game.pending is not None else "pass").ok
    raise AssertionError(game.state.step)


def _pt(game, oid):
    c = game.chars(oid)
    return c.power, c.toughness


def _id(game, name, player):
    return next(o for o in game.state.battlefield if game.chars(o).name == name and game.controller(o) == player)


def test_509_2_whenever_it_blocks_triggers_for_the_blocker_and_that_creature_is_the_one_it_blocks():
    extra = compiled_cards(_face("Whenever Tester blocks a creature, that creature gets -1/-1 until end of turn."))
    game, _ = _combat(extra, ["Grizzly Bears"], ["Tester"], "Tester blocks Grizzly Bears")
    resolve(game)
    assert _pt(game, _id(game, "Grizzly Bears", 0)) == (1, 1)


def test_509_1h_becomes_blocked_triggers_once_and_blocked_by_a_creature_once_for_each_blocker():
    once = compiled_cards(_face("Whenever Tester becomes blocked, it gets +1/+1 until end of turn.", pt=("4", "4")))
    game, _ = _combat(once, ["Tester"], ["Grizzly Bears", "Balduvian Bears"],
                      "Grizzly Bears blocks Tester, Balduvian Bears blocks Tester")
    resolve(game)
    assert _pt(game, _id(game, "Tester", 0)) == (5, 5)
    each = compiled_cards(_face("Whenever Tester becomes blocked by a creature, it gets +1/+1 until end of turn.", pt=("4", "4")))
    game, _ = _combat(each, ["Tester"], ["Grizzly Bears", "Balduvian Bears"],
                      "Grizzly Bears blocks Tester, Balduvian Bears blocks Tester")
    resolve(game)
    assert _pt(game, _id(game, "Tester", 0)) == (6, 6)


def test_509_2_blocks_or_becomes_blocked_by_a_creature_deals_damage_to_that_creature():
    extra = compiled_cards(_face("Whenever Tester blocks or becomes blocked by a creature, Tester deals 3 damage to that creature.",
                                 pt=("1", "5")))
    game, _ = _combat(extra, ["Tester"], ["Grizzly Bears"], "Grizzly Bears blocks Tester")
    resolve(game)
    assert not any(game.chars(o).name == "Grizzly Bears" for o in game.state.battlefield)
    assert [game.chars(o).name for o in game.state.zones["graveyard:1"]] == ["Grizzly Bears"]


def test_509_1h_attacks_and_isnt_blocked_triggers_only_when_no_creature_blocks_it():
    extra = compiled_cards(_face("Whenever Tester attacks and isn't blocked, you gain 3 life."))
    game, _ = _combat(extra, ["Tester"], ["Grizzly Bears"], None)
    resolve(game)
    assert game.state.players[0].life == 23
    game, _ = _combat(extra, ["Tester"], ["Grizzly Bears"], "Grizzly Bears blocks Tester")
    resolve(game)
    assert game.state.players[0].life == 20


def test_508_1_attacks_or_blocks_and_enters_or_attacks_trigger_on_either_event():
    extra = compiled_cards(_face("Whenever Tester attacks or blocks, you gain 1 life.", name="Sentinel"),
                           _face("Whenever Tester enters or attacks, you gain 2 life.", name="Titan"))
    game, _ = _combat(extra, ["Sentinel", "Titan"], [], None)
    resolve(game)
    assert game.state.players[0].life == 23  # each attacked; nothing entered
    game = make(you_hand=["Titan"], extra=extra)
    cast(game, "Titan")
    resolve(game)
    resolve(game)
    assert game.state.players[0].life == 22


def test_119_9_whenever_you_gain_life_triggers_once_for_each_life_gain_event():
    extra = compiled_cards(_face("Whenever you gain life, put a +1/+1 counter on Tester."),
                           OracleFace("Two Gains", "{W}", "Instant", "You gain 2 life. You gain 3 life."),
                           OracleFace("No Gain", "{W}", "Instant", "You gain X life."))
    game = make(you_bf=["Tester"], you_hand=["Two Gains"], extra=extra)
    cast(game, "Two Gains")
    resolve(game)
    assert game.obj(_id(game, "Tester", 0)).counters == {"+1/+1": 2}
    assert game.state.players[0].life == 25


def test_119_9_an_opponent_gaining_life_doesnt_trigger_whenever_you_gain_life():
    extra = compiled_cards(_face("Whenever you gain life, put a +1/+1 counter on Tester."),
                           OracleFace("Gift", "{W}", "Instant", "Target player gains 4 life."))
    game = make(you_bf=["Tester"], you_hand=["Gift"], extra=extra)
    cast(game, "Gift", "p1")
    resolve(game)
    assert game.state.players[1].life == 24 and not game.obj(_id(game, "Tester", 0)).counters


def test_121_2_whenever_you_draw_a_card_triggers_for_each_card_drawn():
    extra = compiled_cards(_face("Whenever you draw a card, you gain 1 life."),
                           OracleFace("Study", "{2}{U}", "Sorcery", "Draw two cards."))
    game = make(you_bf=["Tester"], you_hand=["Study"], extra=extra)
    cast(game, "Study")
    resolve(game)
    assert game.state.players[0].life == 22 and len(game.state.zones["hand:0"]) == 2


def test_121_2_whenever_an_opponent_draws_that_player_is_who_drew():
    extra = compiled_cards(_face("Whenever an opponent draws a card, that player loses 1 life."),
                           OracleFace("Gift of Cards", "{U}", "Sorcery", "Target player draws two cards."))
    game = make(you_bf=["Tester"], you_hand=["Gift of Cards"], extra=extra)
    cast(game, "Gift of Cards", "p0")
    resolve(game)
    assert game.state.players[1].life == 20 and game.state.players[0].life == 20
    game = make(you_bf=["Tester"], you_hand=["Gift of Cards"], extra=extra)
    cast(game, "Gift of Cards", "p1")
    resolve(game)
    assert game.state.players[1].life == 18


def test_601_2i_whenever_an_opponent_casts_a_spell_not_your_own():
    extra = compiled_cards(_face("Whenever an opponent casts a spell, Tester gets +2/+2 until end of turn."))
    game = make(you_bf=["Tester"], you_hand=["Giant Growth"], opp_hand=["Giant Growth"], extra=extra,
                opp_pool="{G}")
    tester = _id(game, "Tester", 0)
    cast(game, "Giant Growth", tester)
    assert _pt(game, tester) == (2, 2) and len(game.state.stack) == 1
    cast(game, "Giant Growth", tester, player=1)
    resolve(game)
    assert _pt(game, tester) == (10, 10)  # +3/+3 twice, +2/+2 once: for the opponent's spell only


def test_503_1_each_player_s_upkeep_that_player_is_the_active_player():
    extra = compiled_cards(_face("At the beginning of each player's upkeep, Tester deals 1 damage to that player."),
                           _face("At the beginning of each opponent's upkeep, you gain 1 life.", name="Watcher"))
    game = make(you_bf=["Tester", "Watcher"], extra=extra)
    advance_to(game, 4, "draw")
    assert game.state.players[1].life == 19 and game.state.players[0].life == 21
    advance_to(game, 5, "draw")
    assert game.state.players[0].life == 20 and game.state.players[1].life == 19


def test_603_6a_enters_under_your_control_and_under_an_opponent_s_control():
    extra = compiled_cards(_face("Whenever another creature enters under your control, you gain 1 life."),
                           _face("Whenever a creature enters under an opponent's control, you gain 5 life.", name="Spy"),
                           OracleFace("Ambusher", "{G}", "Creature — Elf", "Flash", "1", "1"))
    game = make(you_bf=["Tester", "Spy"], you_hand=["Grizzly Bears"], opp_hand=["Ambusher"], extra=extra,
                opp_pool="{G}")
    cast(game, "Grizzly Bears")
    resolve(game)
    assert game.state.players[0].life == 21
    cast(game, "Ambusher", player=1)
    resolve(game)
    assert game.state.players[0].life == 26


def test_603_2_this_or_another_ally_counts_itself_and_is_refused_on_a_card_that_isnt_one():
    text = "Whenever Tester or another Ally enters under your control, you gain 1 life."
    extra = compiled_cards(_face(text), _face("Vigilance", name="Kor Friend"))
    game = make(you_bf=["Tester"], you_hand=["Kor Friend"], extra=extra)
    cast(game, "Kor Friend")
    resolve(game)
    resolve(game)
    assert game.state.players[0].life == 21
    refused = compile_text(text, name="Tester", type_line="Creature — Human Soldier")
    assert refused.table is None and "type line doesn't say" in refused.refused[0]


def test_603_10a_when_enchanted_creature_dies_return_that_card_under_your_control():
    extra = compiled_cards(OracleFace("Return Pact", "{B}", "Enchantment — Aura",
                                      "Enchant creature\nWhen enchanted creature dies, return that card to the battlefield under your control."))
    game = make(you_hand=["Return Pact", "Murder"], opp_bf=["Grizzly Bears"], extra=extra)
    bears = _id(game, "Grizzly Bears", 1)
    cast(game, "Return Pact", bears)
    resolve(game)
    cast(game, "Murder", bears)
    resolve(game)
    resolve(game)
    assert _id(game, "Grizzly Bears", 0)


def test_603_2_whenever_equipped_creature_attacks_watches_what_it_is_attached_to():
    extra = compiled_cards(OracleFace("Banner", "{1}", "Artifact — Equipment",
                                      "Whenever equipped creature attacks, you gain 2 life."))
    bears = '{ card = "Grizzly Bears", ref = "bears" }'
    game, _ = _combat(extra, [bears, '{ card = "Banner", attached_to = "bears" }', "Balduvian Bears"], [], None)
    resolve(game)
    assert game.state.players[0].life == 22  # once: for the equipped attacker, not the other one
    game, _ = _combat(extra, ["Grizzly Bears", "Banner"], [], None)
    resolve(game)
    assert game.state.players[0].life == 20  # attached to nothing: nothing triggers


@pytest.mark.parametrize("text", [
    "Whenever Tester blocks or becomes blocked by one or more Walls, you gain 1 life.",
    "Whenever Tester attacks or becomes blocked, you gain 1 life.",
    "Whenever you gain life for the first time each turn, you draw a card.",
    "Whenever you draw your second card each turn, you gain 1 life.",
    "At the beginning of your upkeep, that player loses 1 life.",
    "When Tester enters under your control, you gain 1 life.",
    "Whenever Tester becomes blocked by two or more creatures, you gain 1 life.",
    "Whenever a creature enters under your control or dies, you gain 1 life.",
])
def test_603_2_near_misses_of_the_trigger_events_are_refused(text):
    assert compile_text(text, name="Tester").table is None
