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
     f"create_token.count: expected a number from -{MAX_AMOUNT} to {MAX_AMOUNT}, found 1000000000"),
    ('{ gain_life = { who = "you", amount = true } }', "gain_life.amount"),
    ('{ pump = { on = "target", power = 100000, toughness = 1 } }', "pump.power"),
])
def test_a_bad_effect_table_is_refused_at_load(effect, says):
    start = time.perf_counter()
    with pytest.raises(LoadError) as e:
        board(card_with(effect))
    assert says in str(e.value)
    assert time.perf_counter() - start < 2


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
