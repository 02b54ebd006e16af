"""104.4a: when every player loses at once, the game is a draw and play stops."""

from sandbox import Cast, IllegalActionError, Pass

from ..conftest import board, find, resolve_stack

BOTH_AT_ONE = '''
[[card]]
name = "Test Drain"
mana_cost = "{R}"
type_line = "Instant"
oracle = "Each player loses 1 life."
rulings = ["A test card (not a real Magic card) for simultaneous losses."]
effects = [ { lose_life = { who = "each player", amount = 1 } } ]

[[player]]
life = 1
hand = ["Test Drain"]
battlefield = ["Mountain"]
[[player]]
life = 1
'''


def test_104_4a_both_players_at_zero_life_is_a_draw_and_play_stops():
    game = board(BOTH_AT_ONE)
    game.perform(Cast(find(game, "Test Drain", "hand")))
    resolve_stack(game)
    assert [p.life for p in game.state.players] == [0, 0]
    assert all(p.lost for p in game.state.players)
    assert game.state.over and game.state.winner is None
    assert game.state.result() == "the game is a draw"
    assert game.legal_actions() == []
    try:
        game.perform(Pass())
    except IllegalActionError as e:
        assert "draw" in str(e)
    else:
        raise AssertionError("a pass after the draw was accepted")
    assert any(e.rule == "104.4a" for e in game.log)
