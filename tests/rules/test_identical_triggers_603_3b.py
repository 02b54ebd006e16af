"""603.3b: a player puts their triggered abilities on the stack in any order they choose; when
the triggers are the same ability of the same source on the same event (a Saga's chapter
ability triggering for chapters I and II at once, 714.2c), every order is the same, so none is
asked and the log says why. Triggers that differ in anything are still ordered."""

from __future__ import annotations

from sandbox import Cast

from ..conftest import board, find, resolve_stack

BENALIA = '''
[game]
turn = 3
step = "main1"
[[player]]
battlefield = [{ card = "History of Benalia", counters = {} }]
[[player]]
'''


def knights(g) -> int:
    return len([o for o in g.state.battlefield if g.chars(o).name == "Knight Token"])


def test_chapters_one_and_two_at_once_are_not_ordered_603_3b_714_2c():
    from sandbox.script.session import Session, run_command
    g = board(BENALIA)
    assert run_command(Session(g), "counter History of Benalia +2 lore").ok
    assert g.pending is None, "no order is asked for two identical triggers"
    assert len(g.state.stack) == 2
    note = next(e for e in g.log if e.rule == "603.3b")
    assert "2 triggered abilities of History of Benalia" in note.text and "every order is the same" in note.text
    resolve_stack(g)
    assert knights(g) == 2


def test_two_sources_with_the_same_trigger_are_still_ordered_603_3b():
    """Two Young Pyromancers trigger on one instant: two sources, so the player orders them."""
    g = board('''
[game]
turn = 3
step = "main1"
[[player]]
hand = ["Giant Growth"]
battlefield = ["Forest", "Young Pyromancer", "Young Pyromancer"]
[[player]]
''')
    g.perform(Cast(find(g, "Giant Growth", "hand"), targets=(find(g, "Young Pyromancer"),)))
    assert g.pending is not None and g.pending.kind == "trigger_order"
    assert not any(e.rule == "603.3b" for e in g.log)
