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


def test_106_12a_a_choice_of_one_option_is_answered_and_logged_with_its_rule():
    """Mana Flare and a Forest: "one mana of any type that land produced" has one type to
    choose, {G}; it isn't asked, and the log says the answer with the rule that asks (106.12a)."""
    from sandbox import Activate

    from .copyhelp import find
    game = make(["Mana Flare", "Forest"], pool="")
    game.perform(Activate(find(game, "Forest"), 0))
    assert game.pending is None and str(game.state.players[0].pool) == "{G}{G}"
    entry = next(e for e in game.log if "(the only possible answer)" in e.text)
    assert entry.rule == "106.12a" and entry.text.endswith("green (the only possible answer)")


def test_106_12a_near_miss_a_choice_of_several_options_is_asked_and_nothing_is_logged_as_answered():
    """Birds of Paradise's "one mana of any color" has five answers: it is asked."""
    from sandbox import Activate

    from .copyhelp import find
    game = make(["Birds of Paradise"], pool="")
    game.perform(Activate(find(game, "Birds of Paradise"), 0))
    assert game.pending is not None and len(game.pending.options) == 5
    assert not any("(the only possible answer)" in e.text for e in game.log)
