"""Copies of spells (707.10) and flashback (702.34): RULES.md section 18, scenario 6
(Young Pyromancer + Cackling Counterpart, and a Twincast copy)."""

from sandbox import Cast, Pass

from ..conftest import board, find, resolve_stack

PYRO = '''
[[player]]
library = ["Island", "Island", "Island"]
hand = ["Lightning Bolt", "Twincast"]
battlefield = ["Young Pyromancer", "Mountain", "Island", "Island"]
[[player]]
library = ["Island", "Island"]
battlefield = ["Grizzly Bears", "Grizzly Bears"]
'''


def elementals(g):
    return [o for o in g.state.battlefield if g.chars(o).name == "Elemental Token"]


def bears(g):
    return [o for o in g.state.battlefield if g.chars(o).name == "Grizzly Bears"]


def test_707_10_twincast_copy_is_not_cast_no_pyromancer_trigger_new_target_and_copy_ceases_to_exist():
    g = board(PYRO)
    b1, b2 = bears(g)
    g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=(b1,)))
    bolt = next(o for o in g.state.stack if g.obj(o).kind == "card")
    g.perform(Cast(find(g, "Twincast", "hand"), targets=(bolt,)))
    # Two cast triggers (Bolt, Twincast) are on the stack above the spells.
    assert sum(1 for o in g.state.stack if g.obj(o).kind == "ability") == 2
    for _ in range(10):
        if g.pending or not any(g.obj(o).kind != "card" or g.chars(o).name == "Twincast" for o in g.state.stack):
            break
        g.perform(Pass())
    # Twincast resolved: its copy is on the stack and asks for a new target (707.10c).
    assert g.pending and g.pending.rule == "707.10c"
    assert g.pending.options[0].value == b1  # keep the target
    assert b2 in [o.value for o in g.pending.options]
    g.answer(b2)
    copy = g.state.stack[-1]
    assert g.obj(copy).kind == "spell_copy" and g.obj(copy).targets == [b2]
    assert not g.obj(copy).cast
    # Stack: Bolt, Bolt's trigger, copy; Twincast's trigger made one token so far.
    assert len(elementals(g)) == 1
    assert sum(1 for o in g.state.stack if g.obj(o).kind == "ability") == 1
    resolve_stack(g)
    assert len(elementals(g)) == 2  # only Bolt and Twincast triggered, not the copy
    assert bears(g) == []  # the copy killed b2, the original Bolt killed b1
    assert copy not in g.state.objects  # the copy ceased to exist (707.10a)
    assert not [o for o in g.state.zone("graveyard", 0) if g.obj(o).kind == "spell_copy"]
    assert sorted(g.chars(o).name for o in g.state.zone("graveyard", 0)) == ["Lightning Bolt", "Twincast"]
    assert any(e.rule == "707.10a" for e in g.log)


def test_707_10c_copy_keeps_its_copied_target_when_not_changed():
    g = board(PYRO)
    b1, b2 = bears(g)
    g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=("p1",)))
    bolt = next(o for o in g.state.stack if g.obj(o).kind == "card")
    g.perform(Cast(find(g, "Twincast", "hand"), targets=(bolt,)))
    for _ in range(10):
        if g.pending:
            break
        g.perform(Pass())
    g.answer("p1")
    resolve_stack(g)
    assert g.state.players[1].life == 14
    assert len(bears(g)) == 2


def test_707_10_undo_redo_across_a_spell_copy_is_exact():
    g = board(PYRO)
    b1, b2 = bears(g)
    g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=(b1,)))
    bolt = next(o for o in g.state.stack if g.obj(o).kind == "card")
    g.perform(Cast(find(g, "Twincast", "hand"), targets=(bolt,)))
    for _ in range(10):
        if g.pending:
            break
        g.perform(Pass())
    before = g.fingerprint()
    g.answer(b2)
    resolve_stack(g)
    after = g.fingerprint()
    steps = 0
    while g.fingerprint() != before and steps < 20:
        g.undo()
        steps += 1
    assert g.fingerprint() == before
    for _ in range(steps):
        g.redo()
    assert g.fingerprint() == after
