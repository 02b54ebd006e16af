"""Effect tables are checked at load: references of a known form, counts in range (issue 17,
items 4 and 10); counts known only as the effect runs are bounded then."""

from __future__ import annotations

import time

import pytest

from sandbox import IllegalActionError, Pass
from sandbox.cards.bounds import MAX_AMOUNT
from sandbox.errors import LoadError

from ..conftest import board, find


def card_with(effect: str) -> str:
    return f'''
[[card]]
name = "Test Effect"
mana_cost = "{{R}}"
type_line = "Instant"
oracle = "Test."
rulings = ["A test card (not a real Magic card)."]
effects = [ {effect} ]
[[player]]
hand = ["Test Effect"]
battlefield = ["Mountain", "Grizzly Bears"]
[[player]]
'''


@pytest.mark.parametrize("effect, says", [
    ('{ destroy = { what = "targets" } }', "destroy.what: unknown object 'targets'"),
    ('{ destroy = { what = "bogus" } }', "unknown object 'bogus'"),
    ('{ draw = { who = "everyone", count = 1 } }', "draw.who: unknown player"),
    ('{ create_token = { token = "Soldier", count = 1000000000 } }',
     f"create_token.count: expected a number from 0 to {MAX_AMOUNT}, found 1000000000"),
    ('{ gain_life = { who = "you", amount = true } }', "gain_life.amount"),
    ('{ pump = { on = "target", power = 100000, toughness = 1 } }', "pump.power"),
])
def test_a_bad_effect_table_is_refused_at_load(effect, says):
    start = time.perf_counter()
    with pytest.raises(LoadError) as e:
        board(card_with(effect))
    assert says in str(e.value)
    assert time.perf_counter() - start < 2



@pytest.mark.parametrize("effect, says", [
    ('{ damage = { amount = -1, to = "target" } }', "damage.amount: expected a number from 0 to 1000, found -1"),
    ('{ gain_life = { amount = -2 } }', "gain_life.amount: expected a number from 0 to 1000, found -2"),
    ('{ lose_life = { amount = -2, who = "each opponent" } }', "lose_life.amount: expected a number from 0 to 1000"),
    ('{ draw = { count = -1 } }', "draw.count: expected a number from 0 to 1000, found -1"),
    ('{ discard = { count = -1 } }', "discard.count: expected a number from 0 to 1000, found -1"),
    ('{ put_counters = { kind = "+1/+1", count = -1, on = "target" } }', "put_counters.count: expected a number from 0"),
    ('{ create_token = { token = "Soldier", count = -1 } }', "create_token.count: expected a number from 0 to 1000"),
    ('{ token_copy = { of = "target", count = -1 } }', "token_copy.count: expected a number from 0 to 1000"),
    ('{ reanimate = { what = "target", counters = { "+1/+1" = -2 } } }', "'+1/+1' must be a number from 0 to 1000, found -2"),
])
def test_a_negative_amount_where_none_can_be_is_refused_at_load(effect, says):
    with pytest.raises(LoadError) as e:
        board(card_with(effect))
    assert says in str(e.value)
    assert "\n" not in str(e.value)


def test_zero_is_a_count_and_a_pump_may_be_negative():
    """The near misses load and mean what they say: 0 damage deals none, -1/-1 shrinks."""
    from sandbox import Cast
    for effect, power in (('{ damage = { amount = 0, to = "target" } }', 2),
                          ('{ pump = { on = "target", power = -1, toughness = -1 } }', 1)):
        game = board(card_with(effect).replace("effects =", 'targets = ["creature"]\neffects ='))
        bears = find(game, "Grizzly Bears")
        game.perform(Cast(find(game, "Test Effect", "hand"), targets=(bears,)))
        while game.state.stack:
            game.perform(Pass())
        assert (game.chars(bears).power, game.obj(bears).damage) == (power, 0)


HANGARBACK = '''
[[card]]
name = "Test Sac"
mana_cost = "{B}"
type_line = "Instant"
oracle = "Destroy target creature."
rulings = ["A test card (not a real Magic card)."]
targets = ["creature"]
effects = [ { destroy = { what = "target" } } ]
[[player]]
hand = ["Test Sac"]
battlefield = ["Swamp", { card = "Hangarback Walker", counters = { "+1/+1" = 5000 } }]
[[player]]
'''


def test_a_count_known_only_as_it_runs_is_refused_past_the_bound_and_the_board_is_unchanged():
    from sandbox import Cast
    game = board(HANGARBACK)
    walker = find(game, "Hangarback Walker")
    game.perform(Cast(find(game, "Test Sac", "hand"), targets=(walker,)))
    while game.chars(game.state.stack[-1]).name == "Test Sac":  # both pass: the walker dies
        game.perform(Pass())
    assert game.chars(game.state.stack[-1]).name == "Hangarback Walker"
    before = len(game.state.objects)
    start = time.perf_counter()
    with pytest.raises(IllegalActionError, match=f"at most {MAX_AMOUNT}, found 5000"):
        for _ in range(2):  # both players pass: the trigger resolves
            game.perform(Pass())
    assert time.perf_counter() - start < 2
    assert len(game.state.objects) == before and game.state.stack
