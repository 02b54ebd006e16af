"""Extort (702.101a): "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent
loses 1 life and you gain that much life." Each instance triggers separately (702.101b); the
permanent's own spell doesn't trigger it (it isn't on the battlefield yet). Syndic of Tithes
compiled from its Oracle text on real boards."""

from __future__ import annotations

from sandbox.cards.oracle import OracleFace

from .copyhelp import cast, compiled_cards, make, resolve

SYNDIC = OracleFace("Syndic of Tithes", "{1}{W}", "Creature — Human Cleric",
                    "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and "
                    "you gain that much life.)", "2", "2")
CARDS = compiled_cards(SYNDIC)


def _life(game):
    return game.state.players[0].life, game.state.players[1].life


def test_702_101a_paying_drains_one():
    game = make(["Syndic of Tithes", "Forest", "Forest", "Plains"], ["Grizzly Bears"], pool="", extra=CARDS)
    cast(game, "Grizzly Bears")
    assert len(game.state.stack) == 2  # the Bears and extort's trigger above it
    resolve(game, "yes")
    assert _life(game) == (21, 19)
    assert all(game.obj(o).tapped for o in game.state.battlefield if game.chars(o).card_types == ("Land",))


def test_702_101a_near_miss_not_paying_nothing_happens():
    game = make(["Syndic of Tithes", "Forest", "Forest", "Plains"], ["Grizzly Bears"], pool="", extra=CARDS)
    cast(game, "Grizzly Bears")
    resolve(game, "no")
    assert _life(game) == (20, 20)


def test_702_101b_two_instances_trigger_twice_and_its_own_spell_doesn_t():
    game = make(["Syndic of Tithes", "Plains", "Plains", "Swamp", "Swamp"], ["Syndic of Tithes"], pool="",
                extra=CARDS)
    cast(game, "Syndic of Tithes")
    assert len(game.state.stack) == 2  # only the Syndic already on the battlefield triggers
    resolve(game, "yes")
    assert _life(game) == (21, 19)
    game2 = make(["Syndic of Tithes", "Syndic of Tithes", "Forest", "Forest", "Plains", "Swamp"], ["Grizzly Bears"],
                 pool="", extra=CARDS)
    cast(game2, "Grizzly Bears")
    assert game2.pending is not None and game2.pending.kind == "trigger_order"  # two triggers to order (603.3b)
    game2.answer([o.value for o in game2.pending.options])
    assert len(game2.state.stack) == 3
    resolve(game2, "yes", "yes")
    assert _life(game2) == (22, 18)
