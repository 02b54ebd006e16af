"""Evolve (702.100a): "Whenever a creature you control enters, if that creature's power is greater
than this creature's power and/or that creature's toughness is greater than this creature's
toughness, put a +1/+1 counter on this creature." An intervening "if" (603.4): compared as it
triggers and again as it resolves, the entering creature as it last existed if it has left
(608.2h). Experiment One (1/1) compiled from its Oracle text, on a real board."""

from __future__ import annotations

from sandbox import Pass, PlayLand
from sandbox.cards.oracle import OracleFace

from .copyhelp import cast, compiled_cards, find, make

EXPERIMENT = OracleFace("Experiment One", "{G}", "Creature — Human Ooze",
                        "Evolve (Whenever a creature you control enters, if that creature has greater power or "
                        "toughness than this creature, put a +1/+1 counter on this creature.)\n"
                        "Remove two +1/+1 counters from Experiment One: Regenerate Experiment One.", "1", "1")
CARDS = compiled_cards(EXPERIMENT)
LANDS = ["Forest", "Forest", "Forest", "Island", "Island", "Island", "Mountain"]


def _game(hand, bf=("Experiment One",), opp_bf=()):
    return make([*bf, *LANDS], list(hand), opp_bf=list(opp_bf), pool="", extra=CARDS)


def _until_ability_on_stack(game) -> bool:
    for _ in range(10):
        if any(game.obj(s).kind == "ability" for s in game.state.stack):
            return True
        if not game.state.stack:
            return False
        game.perform(Pass())
    return False


def _settle(game) -> None:
    for _ in range(20):
        if not game.state.stack:
            return
        game.perform(Pass())


def _counters(game) -> int:
    return game.obj(find(game, "Experiment One")).counters.get("+1/+1", 0)


def test_702_100a_a_bigger_creature_evolves_it():
    game = _game(["Grizzly Bears"])
    cast(game, "Grizzly Bears")
    assert _until_ability_on_stack(game)
    _settle(game)
    assert _counters(game) == 1 and game.chars(find(game, "Experiment One")).power == 2


def test_702_100a_greater_toughness_alone_is_enough():
    game = _game(["Horned Turtle"])  # 1/4 against 1/1
    cast(game, "Horned Turtle")
    _settle(game)
    assert _counters(game) == 1


def test_702_100a_near_miss_neither_greater_it_doesnt_trigger():
    game = _game(["Memnite"])  # 1/1 against 1/1
    cast(game, "Memnite")
    assert not _until_ability_on_stack(game)
    assert _counters(game) == 0 and not any(e.rule == "603.2" and "Experiment One" in e.text for e in game.log)


def test_702_100c_near_miss_a_land_entering_doesnt_evolve_it():
    game = _game(["Forest"])
    game.perform(PlayLand(find(game, "Forest", "hand")))
    assert not game.state.stack and _counters(game) == 0


def test_603_4_compared_again_as_it_resolves():
    """Giant Growth on Experiment One in response: 4/4 against the Bears' 2/2, it does nothing."""
    game = _game(["Grizzly Bears", "Giant Growth"])
    cast(game, "Grizzly Bears")
    assert _until_ability_on_stack(game)
    cast(game, "Giant Growth", find(game, "Experiment One"))
    _settle(game)
    assert _counters(game) == 0
    assert any(e.rule == "603.4" for e in game.log)


def test_608_2h_the_entering_creature_as_it_last_existed():
    """Lightning Bolt kills the Bears in response: their last known 2/2 is still bigger."""
    game = _game(["Grizzly Bears", "Lightning Bolt"])
    cast(game, "Grizzly Bears")
    assert _until_ability_on_stack(game)
    cast(game, "Lightning Bolt", find(game, "Grizzly Bears"))
    _settle(game)
    assert "Grizzly Bears" in [game.chars(o).name for o in game.state.zone("graveyard", 0)]
    assert _counters(game) == 1
