"""Foretell (702.143a). During their own turn, a player with priority may pay {2} and exile a card
with foretell from their hand face down (a special action, 116.2h). On a later turn its owner may
cast it from exile for its foretell cost rather than its mana cost (118.9), with the timing its
card type allows. Face down in exile it shows nothing (406.3). Demon Bolt and Dwarven
Reinforcements compiled from their Oracle text, on real boards."""

from __future__ import annotations

import pytest

from sandbox import Cast, Foretell, IllegalActionError, Pass
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.core.legal import legal_actions

from .copyhelp import advance_to, compiled_cards, find, make

REMINDER = ("(During your turn, you may pay {2} and exile this card from your hand face down. Cast it on a later turn "
            "for its foretell cost.)")
DEMON_BOLT = OracleFace("Demon Bolt", "{2}{R}", "Instant",
                        f"Demon Bolt deals 4 damage to target creature or planeswalker.\nForetell {{R}} {REMINDER}")
DOOMSKAR = OracleFace("Doomskar", "{3}{W}{W}", "Sorcery", f"Destroy all creatures.\nForetell {{1}}{{W}}{{W}} {REMINDER}")
CARDS = compiled_cards(DEMON_BOLT, DOOMSKAR)


def _untapped(game, land: str = "Mountain") -> int:
    return sum(1 for o in game.state.battlefield if game.chars(o).name == land and not game.obj(o).tapped)


def _exiled(game) -> int:
    [oid] = game.state.zone("exile", 0)
    return oid


def test_702_143a_foretold_on_your_turn_then_cast_for_its_foretell_cost_on_a_later_one():
    game = make(["Mountain"] * 4, ["Demon Bolt"], opp_bf=["Grizzly Bears"], pool="", extra=CARDS)
    bolt = find(game, "Demon Bolt", "hand")
    assert Foretell(bolt) in legal_actions(game)
    game.perform(Foretell(bolt))
    exiled = _exiled(game)
    assert game.obj(exiled).face_down and game.chars(exiled).name == "" and not game.chars(exiled).card_types
    assert game.name(exiled).startswith("face-down card") and not game.state.stack  # no stack (116.2h)
    assert _untapped(game) == 2  # {2}
    assert Cast(exiled) not in legal_actions(game)  # not this turn
    before = game.fingerprint()
    with pytest.raises(IllegalActionError, match=r"later turn.*702\.143a"):
        game.perform(Cast(exiled, targets=(find(game, "Grizzly Bears", player=1),)))
    assert game.fingerprint() == before
    advance_to(game, 4, "upkeep")  # the opponent's turn: an instant may be cast now
    game.perform(Pass())  # the active player passes: priority to its owner
    assert game.state.priority == 0 and Cast(exiled) in legal_actions(game)
    game.perform(Cast(exiled, targets=(find(game, "Grizzly Bears", player=1),)))
    assert _untapped(game) == 1 and any(e.rule == "702.143a" and "foretell cost {R}" in e.text for e in game.log)
    for _ in range(4):
        if game.state.stack:
            game.perform(Pass())
    assert not any(game.chars(o).name == "Grizzly Bears" for o in game.state.battlefield)
    assert find(game, "Demon Bolt", "graveyard")


def test_702_143a_near_miss_not_during_an_opponents_turn_and_not_without_2():
    game = make(["Mountain"] * 3, ["Demon Bolt"], extra=CARDS, pool="")
    advance_to(game, 4, "upkeep")
    game.perform(Pass())
    bolt = find(game, "Demon Bolt", "hand")
    assert game.state.priority == 0 and Foretell(bolt) not in legal_actions(game)
    before = game.fingerprint()
    with pytest.raises(IllegalActionError, match=r"only during its owner's turn \(702\.143a\)"):
        game.perform(Foretell(bolt))
    assert game.fingerprint() == before
    poor = make(["Mountain"], ["Demon Bolt"], extra=CARDS, pool="")
    assert Foretell(find(poor, "Demon Bolt", "hand")) not in legal_actions(poor)
    with pytest.raises(IllegalActionError):
        poor.perform(Foretell(find(poor, "Demon Bolt", "hand")))


def test_702_143a_a_foretold_sorcery_keeps_its_timing():
    game = make(["Plains"] * 5, ["Doomskar"], opp_bf=["Grizzly Bears"], pool="", extra=CARDS)
    game.perform(Foretell(find(game, "Doomskar", "hand")))
    exiled = _exiled(game)
    advance_to(game, 4, "upkeep")
    game.perform(Pass())
    assert game.state.priority == 0 and Cast(exiled) not in legal_actions(game)  # a sorcery, on an opponent's turn
    with pytest.raises(IllegalActionError, match=r"307\.1"):
        game.perform(Cast(exiled))
    advance_to(game, 5, "main1")
    assert Cast(exiled) in legal_actions(game)
    game.perform(Cast(exiled))
    assert _untapped(game, "Plains") == 2  # {1}{W}{W}, not {3}{W}{W}
    for _ in range(4):
        if game.state.stack:
            game.perform(Pass())
    assert not any("Creature" in game.chars(o).card_types for o in game.state.battlefield)


def test_702_143a_the_opponent_cant_cast_a_card_you_foretold():
    game = make(["Mountain"] * 3, ["Demon Bolt"], opp_bf=["Mountain"] * 3, pool="", extra=CARDS)
    game.perform(Foretell(find(game, "Demon Bolt", "hand")))
    exiled = _exiled(game)
    advance_to(game, 4, "main1")
    assert game.state.priority == 1 and Cast(exiled) not in legal_actions(game)
    with pytest.raises(IllegalActionError, match="only its owner may cast it"):
        game.perform(Cast(exiled, targets=("p0",)))


@pytest.mark.parametrize("line", [
    "Foretell {X}{R}",  # nothing says what X is
    "Foretell—Pay 2 life.",  # not a mana cost
    "Foretelling cards from your hand costs {1} less and can be done on any player's turn.",
])
def test_702_143_near_misses_are_refused(line):
    face = OracleFace("Demon Bolt", "{2}{R}", "Instant", f"Demon Bolt deals 4 damage to target creature or planeswalker.\n{line}")
    assert compile_card(OracleCard(face.name, (face,))).table is None
