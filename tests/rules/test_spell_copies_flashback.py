"""Copies of spells (707.10) and flashback (702.34): RULES.md section 18, scenario 6
(Young Pyromancer + Cackling Counterpart, and a Twincast copy)."""

from sandbox import Cast, Edit, Pass

from ..conftest import assert_undo_redo_exact, board, find, resolve_stack

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
    assert_undo_redo_exact(g, before)


COUNTERPART = '''
[[player]]
library = ["Island", "Island", "Island"]
hand = ["Cackling Counterpart"]
battlefield = ["Young Pyromancer", "Island", "Island", "Island", "Island", "Island", "Island", "Island",
               "Island", "Island", "Island"]
[[player]]
library = ["Island", "Island"]
'''


def pyromancers(g):
    return [o for o in g.state.battlefield if g.chars(o).name == "Young Pyromancer"]


def cast_counterpart_from_hand(g):
    g.perform(Cast(find(g, "Cackling Counterpart", "hand"), targets=(pyromancers(g)[0],)))
    resolve_stack(g)


def test_601_2i_cast_cackling_counterpart_triggers_young_pyromancer():
    g = board(COUNTERPART)
    cast_counterpart_from_hand(g)
    assert len(elementals(g)) == 1
    assert len(pyromancers(g)) == 2  # the token copy
    assert find(g, "Cackling Counterpart", "graveyard")


def test_702_34a_flashback_cast_from_graveyard_triggers_and_the_card_is_exiled():
    g = board(COUNTERPART)
    cast_counterpart_from_hand(g)
    gy = find(g, "Cackling Counterpart", "graveyard")
    assert Cast(gy) in g.legal_actions()  # flashback {5}{U}{U}: seven Islands untapped
    g.perform(Cast(gy, targets=(pyromancers(g)[0],)))
    assert g.pending and g.pending.rule == "603.3b"  # both Pyromancers trigger
    g.answer([0, 1])
    assert any(e.rule == "702.34a" for e in g.log)
    untapped = [o for o in g.state.battlefield if g.chars(o).name == "Island" and not g.obj(o).tapped]
    assert untapped == []  # paid {5}{U}{U}, not {1}{U}{U}
    resolve_stack(g)
    # Both Pyromancers trigger on the flashback cast (601.2i): 1 + 2 tokens.
    assert len(elementals(g)) == 3
    assert len(pyromancers(g)) == 3
    assert [g.chars(o).name for o in g.state.zone("exile", 0)] == ["Cackling Counterpart"]
    assert g.state.zone("graveyard", 0) == []


def test_702_34a_flashback_spell_whose_target_is_gone_is_exiled_not_put_into_the_graveyard():
    g = board(COUNTERPART)
    cast_counterpart_from_hand(g)
    gy = find(g, "Cackling Counterpart", "graveyard")
    g.perform(Cast(gy, targets=(pyromancers(g)[1],)))
    g.answer([0, 1])
    # The target leaves before the spell resolves (a sandbox edit moves it away).
    tok = g.obj(g.state.stack[0]).targets[0]
    g.perform(Edit("move", (("obj", tok), ("zone", "exile"))))
    assert tok not in g.state.objects
    resolve_stack(g)
    assert any(e.rule == "608.2b" for e in g.log)
    assert [g.chars(o).name for o in g.state.zone("exile", 0)] == ["Cackling Counterpart"]
    assert g.state.zone("graveyard", 0) == []


def test_702_34a_card_without_flashback_cant_be_cast_from_graveyard_and_needs_the_flashback_mana():
    import pytest

    from sandbox import IllegalActionError
    g = board(PYRO)
    g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=("p1",)))
    resolve_stack(g)
    bolt = find(g, "Lightning Bolt", "graveyard")
    assert Cast(bolt) not in g.legal_actions()
    before = g.fingerprint()
    with pytest.raises(IllegalActionError, match="702.34a"):
        g.perform(Cast(bolt, targets=("p1",)))
    assert g.fingerprint() == before
    g2 = board(COUNTERPART.replace('"Island", "Island", "Island", "Island", "Island", "Island", "Island",\n', '"Island",\n'))
    cast_counterpart_from_hand(g2)
    assert Cast(find(g2, "Cackling Counterpart", "graveyard")) not in g2.legal_actions()


def test_702_34a_undo_redo_across_a_flashback_cast_is_exact():
    g = board(COUNTERPART)
    cast_counterpart_from_hand(g)
    before = g.fingerprint()
    g.perform(Cast(find(g, "Cackling Counterpart", "graveyard"), targets=(pyromancers(g)[0],)))
    g.answer([1, 0])
    resolve_stack(g)
    assert_undo_redo_exact(g, before)


def test_702_34a_cast_command_finds_a_flashback_card_in_the_graveyard():
    from sandbox.script.session import Session, run_command
    g = board(COUNTERPART)
    pyro = pyromancers(g)[0]
    assert run_command(Session(g), f"cast Cackling Counterpart targeting #{pyro}").ok
    resolve_stack(g)
    r = run_command(Session(g), f"cast Cackling Counterpart targeting #{pyro}")
    assert r.ok, r.message
    assert g.pending and g.pending.rule == "603.3b"
    g.answer([0, 1])
    resolve_stack(g)
    assert [g.chars(o).name for o in g.state.zone("exile", 0)] == ["Cackling Counterpart"]
    g2 = board(PYRO)
    run_command(Session(g2), "cast Lightning Bolt targeting p1")
    resolve_stack(g2)
    before = g2.fingerprint()
    r = run_command(Session(g2), "cast Lightning Bolt targeting p1")
    assert not r.ok and "\n" not in r.message
    assert g2.fingerprint() == before


def test_702_34a_cast_without_a_source_plans_the_flashback_cost():
    from sandbox.script.session import Session, run_command
    g = board(COUNTERPART.replace('"Young Pyromancer", ', '"Young Pyromancer", "Mountain", '))
    pyro = pyromancers(g)[0]
    assert run_command(Session(g), f"cast Cackling Counterpart targeting #{pyro}").ok
    resolve_stack(g)
    mountain = find(g, "Mountain")
    r = run_command(Session(g), f"cast Cackling Counterpart targeting #{pyro} without Mountain")
    assert r.ok, r.message
    assert not g.obj(mountain).tapped
    assert all(g.obj(o).tapped for o in g.state.battlefield if g.chars(o).name == "Island")


CHARM_TWIN = '''
[[card]]
name = "Test Charm"
mana_cost = "{R}"
type_line = "Instant"
oracle = "Choose one —\\n• Test Charm deals 2 damage to any target.\\n• Draw a card."
rulings = ["A test card (not a real Magic card) for modal spells."]
modes = [
  { text = "Test Charm deals 2 damage to any target.", targets = "any target", effects = [ { damage = { amount = 2, to = "target" } } ] },
  { text = "Draw a card.", effects = [ { draw = { count = 1 } } ] },
]

[[player]]
library = ["Island", "Island", "Island"]
hand = ["Test Charm", "Twincast"]
battlefield = ["Mountain", "Island", "Island"]
[[player]]
library = ["Island"]
'''


def test_707_10_copy_of_a_modal_spell_copies_the_chosen_mode():
    g = board(CHARM_TWIN)
    g.perform(Cast(find(g, "Test Charm", "hand")))
    g.answer(1)  # draw a card
    charm = g.state.stack[-1]
    g.perform(Cast(find(g, "Twincast", "hand"), targets=(charm,)))
    assert g.state.stack[-1] != charm  # Twincast on top
    g.perform(Pass())
    g.perform(Pass())
    copy = g.state.stack[-1]
    assert g.obj(copy).kind == "spell_copy" and g.obj(copy).chosen == {"modes": [1]}
    hand = len(g.state.zone("hand", 0))
    resolve_stack(g)
    assert len(g.state.zone("hand", 0)) == hand + 2  # the copy and the original each drew
