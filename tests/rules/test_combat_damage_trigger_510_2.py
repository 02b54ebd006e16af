""""Whenever this creature deals combat damage to a player" (510.2, 603.2): it triggers once the
combat damage is dealt, only for damage to a player, and "that player" is the one it hit."""

from __future__ import annotations

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from .copyhelp import compiled_cards, make


def _card(text: str) -> str:
    return compiled_cards(OracleFace("Raider", "{1}{B}", "Creature — Rogue", text, "2", "2"))


def _combat(text: str, opp_bf=(), opp_hand=(), block: str | None = None):
    game = make(you_bf=["Raider"], opp_bf=list(opp_bf), opp_hand=list(opp_hand), extra=_card(text))
    session = Session(game)
    for c in ("next declare_attackers", "attack Raider", "next declare_blockers"):
        assert session.run(c).ok, c
    if game.pending is not None:
        assert session.run(f"choose {block}" if block else "choose none").ok
    for _ in range(12):
        if game.state.step == "end_combat" or (game.state.step == "main2"):
            break
        if game.pending is not None:
            assert session.run("choose none").ok
        else:
            assert session.run("pass").ok
    return game


def test_510_2_unblocked_it_deals_combat_damage_to_the_player_and_its_controller_draws():
    game = _combat("Whenever this creature deals combat damage to a player, draw a card.")
    assert game.state.players[1].life == 18
    assert len(game.state.zones["hand:0"]) == 1


def test_510_2_blocked_it_deals_no_damage_to_a_player_and_nothing_triggers():
    game = _combat("Whenever this creature deals combat damage to a player, draw a card.",
                   opp_bf=["Grizzly Bears"], block="Grizzly Bears blocks Raider")
    assert game.state.players[1].life == 20
    assert len(game.state.zones["hand:0"]) == 0


def test_603_2_that_player_is_the_player_dealt_the_damage():
    game = _combat("Whenever this creature deals combat damage to a player, that player discards a card.",
                   opp_hand=["Forest"])
    assert [game.chars(o).name for o in game.state.zones["graveyard:1"]] == ["Forest"]
