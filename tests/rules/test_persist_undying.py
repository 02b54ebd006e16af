"""Persist (702.79a) and undying (702.93a): the dies trigger returns the card as a new object
under its owner's control with a -1/-1 (+1/+1) counter, if the last known information says it
had none (603.4, 603.10a, 704.8); tokens never return (111.8)."""

from __future__ import annotations

from .copyhelp import cast, find, make, resolve

CARDS = '''
[[card]]
name = "Grow (test card)"
mana_cost = "{G}"
type_line = "Instant"
oracle = "Put a +1/+1 counter on target creature."
targets = "creature"
effects = [ { put_counters = { on = "target", kind = "+1/+1", count = 1 } } ]

[[card]]
name = "Wither Touch (test card)"
mana_cost = "{B}"
type_line = "Instant"
oracle = "Put two -1/-1 counters on target creature."
targets = "creature"
effects = [ { put_counters = { on = "target", kind = "-1/-1", count = 2 } } ]
'''


def bolt(game, name: str) -> int:
    oid = find(game, name)
    cast(game, "Lightning Bolt", oid)
    resolve(game)
    return oid


def test_702_79a_kitchen_finks_dies_and_returns_with_a_minus_counter_as_a_new_object():
    game = make(["Kitchen Finks"], ["Lightning Bolt"])
    old = bolt(game, "Kitchen Finks")
    new = find(game, "Kitchen Finks")
    assert new != old and game.obj(new).counters == {"-1/-1": 1}
    assert (game.chars(new).power, game.chars(new).toughness) == (2, 1)
    assert game.obj(new).controller == 0 and game.obj(new).entered_turn == game.state.turn
    assert game.state.players[0].life == 22  # its enters trigger triggered again (a new object)


def test_702_79a_near_miss_a_finks_with_a_minus_counter_stays_in_the_graveyard():
    game = make(["Kitchen Finks"], ["Lightning Bolt", "Lightning Bolt"])
    bolt(game, "Kitchen Finks")
    bolt(game, "Kitchen Finks")
    assert "Kitchen Finks" not in [game.chars(o).name for o in game.state.battlefield]
    assert find(game, "Kitchen Finks", "graveyard")
    assert any(e.rule == "603.4" and "persist ability doesn't trigger" in e.text for e in game.log)


def test_704_5q_a_plus_counter_cancels_the_minus_counter_so_finks_persists_again():
    game = make(["Kitchen Finks"], ["Lightning Bolt", "Grow (test card)", "Lightning Bolt"], extra=CARDS)
    bolt(game, "Kitchen Finks")
    cast(game, "Grow (test card)", find(game, "Kitchen Finks"))
    resolve(game)
    assert game.obj(find(game, "Kitchen Finks")).counters == {}  # 704.5q
    bolt(game, "Kitchen Finks")
    assert game.obj(find(game, "Kitchen Finks")).counters == {"-1/-1": 1}


def test_702_93a_strangleroot_geist_returns_with_a_plus_counter():
    game = make(["Strangleroot Geist"], ["Lightning Bolt"])
    old = bolt(game, "Strangleroot Geist")
    new = find(game, "Strangleroot Geist")
    assert new != old and game.obj(new).counters == {"+1/+1": 1}
    assert (game.chars(new).power, game.chars(new).toughness) == (3, 2)


def test_702_93a_near_miss_a_geist_with_a_plus_counter_stays_in_the_graveyard():
    game = make(["Strangleroot Geist"], ["Grow (test card)", "Lightning Bolt"], extra=CARDS)
    cast(game, "Grow (test card)", find(game, "Strangleroot Geist"))
    resolve(game)
    bolt(game, "Strangleroot Geist")
    assert find(game, "Strangleroot Geist", "graveyard")
    assert not any(game.chars(o).name == "Strangleroot Geist" for o in game.state.battlefield)


def test_704_8_young_wolf_dies_with_its_plus_counter_before_the_counters_cancel():
    """1/1 with a +1/+1 counter gets two -1/-1 counters: toughness 0 and the pair of counters
    are seen in one check; it dies with the +1/+1 counter on it, so undying doesn't trigger."""
    game = make(['{ card = "Young Wolf", counters = { "+1/+1" = 1 } }'], ["Wither Touch (test card)"], extra=CARDS)
    cast(game, "Wither Touch (test card)", find(game, "Young Wolf"))
    resolve(game)
    assert find(game, "Young Wolf", "graveyard")
    assert not any(game.chars(o).name == "Young Wolf" for o in game.state.battlefield)


def test_111_8_a_token_with_persist_triggers_but_does_not_return():
    game = make(['{ card = "Kitchen Finks", token = true }'], ["Lightning Bolt"])
    bolt(game, "Kitchen Finks")
    assert any(e.rule == "603.2" and "Persist" in e.text for e in game.log)
    assert not any(game.chars(o).name == "Kitchen Finks" for o in game.state.battlefield)
    assert game.state.players[0].life == 20
