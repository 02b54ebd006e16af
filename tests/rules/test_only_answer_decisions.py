"""A decision with only one possible answer isn't asked (the engine's decisions, 116, 608.2d):
one option to choose one of, or a choice that must take every option, such as discarding
two cards from a hand of exactly two (701.9); the answer is logged with its rule."""

from __future__ import annotations

from .copyhelp import cast, make, resolve


def test_701_9_discarding_two_from_a_hand_of_two_is_not_asked():
    game = make(["Swamp", "Swamp", "Swamp"], ["Mind Rot"], opp_hand=["Island", "Forest"], pool="")
    cast(game, "Mind Rot", "p1")
    resolve(game)
    assert game.pending is None and not game.state.stack
    assert game.state.zone("hand", 1) == []
    assert sorted(game.chars(o).name for o in game.state.zone("graveyard", 1)) == ["Forest", "Island"]
    entry = next(e for e in game.log if "(the only possible answer)" in e.text)
    assert entry.rule == "701.9" and "Island" in entry.text and "Forest" in entry.text


def test_701_9_near_miss_discarding_two_from_a_hand_of_three_is_asked():
    game = make(["Swamp", "Swamp", "Swamp"], ["Mind Rot"], opp_hand=["Island", "Forest", "Plains"], pool="")
    cast(game, "Mind Rot", "p1")
    resolve(game)
    assert game.pending is not None and game.pending.kind == "discard" and game.pending.player == 1
    assert (game.pending.min, game.pending.max, len(game.pending.options)) == (2, 2, 3)
