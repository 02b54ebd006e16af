"""Persist (702.79a) and undying (702.93a): the dies trigger returns the card as a new object
under its owner's control with a -1/-1 (+1/+1) counter, if the last known information says it
had none (603.4, 603.10a, 704.8); tokens never return (111.8)."""

from __future__ import annotations

from .copyhelp import cast, find, make, newest, resolve

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


def test_702_79a_a_clone_with_persist_returns_and_chooses_again():
    """The Clone copying Kitchen Finks has persist (707.2); it returns as a new object and
    chooses what to copy again (707.5, 400.7), here Grizzly Bears, with the -1/-1 counter."""
    game = make(["Kitchen Finks", "Grizzly Bears"], ["Clone", "Lightning Bolt"])
    cast(game, "Clone")
    resolve(game, find(game, "Kitchen Finks"))
    clone = newest(game)
    assert game.chars(clone).name == "Kitchen Finks" and game.obj(clone).card == "Clone"
    cast(game, "Lightning Bolt", clone)
    resolve(game, find(game, "Grizzly Bears"))
    back = newest(game)
    assert game.obj(back).card == "Clone" and game.chars(back).name == "Grizzly Bears"
    assert game.obj(back).counters == {"-1/-1": 1} and game.chars(back).toughness == 1


def test_702_79a_702_93a_persist_and_undying_both_trigger_and_only_the_first_returns_it():
    cards = CARDS + '''
[[card]]
name = "Twice Born (test card)"
mana_cost = "{2}{G}"
type_line = "Creature — Spirit"
power = 2
toughness = 2
oracle = "Persist\\nUndying"
abilities = ["Persist", "Undying"]
'''
    game = make(["Twice Born (test card)"], ["Lightning Bolt"], extra=cards)
    bolt_target = find(game, "Twice Born (test card)")
    cast(game, "Lightning Bolt", bolt_target)
    resolve(game, [0, 1])  # its controller orders the two triggers (603.3b)
    triggered = [e for e in game.log if e.rule == "603.2" and "Twice Born" in e.text]
    assert len(triggered) == 2
    back = [o for o in game.state.battlefield if game.chars(o).name == "Twice Born (test card)"]
    assert len(back) == 1  # the second trigger finds the card gone from the graveyard (603.6)
    assert len(game.obj(back[0]).counters) == 1
