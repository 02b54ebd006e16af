"""Infect (702.90), wither (702.80), poison counters (704.5c) and changeling (702.73) on real
boards: cards compiled from their keyword lines, damage dealt through combat and by abilities."""

from __future__ import annotations

from sandbox.cards.filters import Filter
from sandbox.cards.oracle import OracleFace
from sandbox.core.layers import matches
from sandbox.script.session import Session

from .copyhelp import activate, cast, compiled_cards, find, make, newest, resolve

PINGER = OracleFace("Blight Pinger", "{1}{B}", "Creature — Horror", "Infect\n{T}: This creature deals 1 damage to any target.",
                    "1", "1")
WITHERER = OracleFace("Wither Pinger", "{1}{B}", "Creature — Horror", "Wither\n{T}: This creature deals 2 damage to any target.",
                      "1", "1")
SHIFTER = OracleFace("Test Shifter", "{1}{U}", "Creature — Shapeshifter", "Changeling", "1", "1")


def _combat(game, attacker: str, blocker: str | None = None) -> None:
    session = Session(game)
    for c in ("next declare_attackers", f"attack {attacker}"):
        assert session.run(c).ok, c
    if blocker:
        assert session.run(f"block {blocker} blocks {attacker}").ok
    assert session.run("next damage").ok


def test_702_90b_infect_damage_to_a_player_is_poison_counters_not_life_loss():
    game = make(you_bf=["Blight Pinger"], extra=compiled_cards(PINGER))
    _combat(game, "Blight Pinger")
    opp = game.state.players[1]
    assert (opp.life, opp.poison) == (20, 1)


def test_702_90c_infect_damage_to_a_creature_is_minus_counters_not_marked_damage():
    game = make(you_bf=["Blight Pinger"], opp_bf=["Centaur Courser"], extra=compiled_cards(PINGER))
    courser = find(game, "Centaur Courser", player=1)
    activate(game, find(game, "Blight Pinger"), "{T}", courser)
    resolve(game)
    assert game.obj(courser).counters == {"-1/-1": 1} and game.obj(courser).damage == 0
    assert (game.chars(courser).power, game.chars(courser).toughness) == (2, 2)


def test_704_5c_ten_poison_counters_lose_the_game():
    game = make(you_bf=["Blight Pinger"], extra=compiled_cards(PINGER))
    game.state.players[1].poison = 9
    activate(game, find(game, "Blight Pinger"), "{T}", "p1")
    resolve(game)
    assert game.state.players[1].poison == 10 and game.state.players[1].lost
    assert any(e.rule == "704.5c" for e in game.log)


def test_702_80b_wither_damages_creatures_as_counters_and_players_as_usual():
    game = make(you_bf=["Wither Pinger"], opp_bf=["Centaur Courser"], extra=compiled_cards(WITHERER))
    courser = find(game, "Centaur Courser", player=1)
    activate(game, find(game, "Wither Pinger"), "{T}", courser)
    resolve(game)
    assert game.obj(courser).counters == {"-1/-1": 2} and game.obj(courser).damage == 0
    game = make(you_bf=["Wither Pinger"], extra=compiled_cards(WITHERER))
    activate(game, find(game, "Wither Pinger"), "{T}", "p1")
    resolve(game)
    assert (game.state.players[1].life, game.state.players[1].poison) == (18, 0)


def test_702_80b_wither_counters_stay_where_marked_damage_would_wear_off():
    """Marked damage is removed at cleanup (514.2); -1/-1 counters stay: a 3/3 dealt 2 damage
    by a source with wither is a 1/1 the next turn."""
    game = make(you_bf=["Wither Pinger"], opp_bf=["Centaur Courser"], extra=compiled_cards(WITHERER))
    courser = find(game, "Centaur Courser", player=1)
    activate(game, find(game, "Wither Pinger"), "{T}", courser)
    resolve(game)
    assert Session(game).run("next turn").ok
    assert (game.chars(courser).power, game.chars(courser).toughness) == (1, 1)


def test_702_73a_changeling_is_every_creature_type_in_every_zone():
    game = make(you_hand=["Test Shifter"], you_bf=["Test Shifter"], extra=compiled_cards(SHIFTER))
    in_hand = game.state.zone("hand", 0)[0]
    on_bf = find(game, "Test Shifter")
    for oid in (in_hand, on_bf):
        assert matches(game, Filter.parse("Goblin"), oid, 0, None)
        assert matches(game, Filter.parse("Elf"), oid, 0, None)
    assert not matches(game, Filter.parse("Forest"), on_bf, 0, None)  # every creature type, not every subtype
    assert "702.73a" in game.explain(on_bf)


def test_702_73a_a_copy_of_a_changeling_has_changeling_and_every_creature_type():
    game = make(you_bf=["Test Shifter"], you_hand=["Clone"], extra=compiled_cards(SHIFTER))
    cast(game, "Clone")
    resolve(game, find(game, "Test Shifter"))
    clone = newest(game)
    assert game.chars(clone).name == "Test Shifter"
    assert matches(game, Filter.parse("Sliver"), clone, 0, None)


def test_702_73a_an_elf_lord_pumps_a_changeling():
    game = make(you_bf=["Test Shifter", "Elvish Archdruid"], extra=compiled_cards(SHIFTER))
    shifter = find(game, "Test Shifter")
    assert (game.chars(shifter).power, game.chars(shifter).toughness) == (2, 2)


def test_702_73a_changeling_gained_from_an_effect_applies_after_the_effect_grants_it():
    lord = OracleFace("Mask Lord", "{2}{U}", "Enchantment", "Creatures you control have changeling.")
    game = make(you_bf=["Grizzly Bears", "Mask Lord"], extra=compiled_cards(lord))
    bears = find(game, "Grizzly Bears")
    assert matches(game, Filter.parse("Wizard"), bears, 0, None)
    assert "613.8" in game.explain(bears)


def test_702_90_infect_gained_from_an_effect_deals_poison():
    lord = OracleFace("Plague Lord", "{2}{B}", "Enchantment", "Creatures you control have infect.")
    game = make(you_bf=["Grizzly Bears", "Plague Lord"], extra=compiled_cards(lord))
    _combat(game, "Grizzly Bears")
    assert (game.state.players[1].life, game.state.players[1].poison) == (20, 2)
