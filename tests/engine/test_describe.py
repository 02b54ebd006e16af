"""One description of an object (sandbox.describe): `show` prints it, the inspector styles it."""

from sandbox import default_game
from sandbox.describe import describe, describe_object
from sandbox.script.session import Session, run_command


def run_ok(game, *lines):
    session = Session(game)
    for line in lines:
        r = run_command(session, line)
        assert r.ok, f"{line}: {r.message}"


def effigy_copying_rhino():
    """The tour board after Machine God's Effigy enters as a copy of Siege Rhino (707.5):
    the copy's enters trigger is on the stack."""
    game, _ = default_game()
    run_ok(game, "tap forest", "cast Machine God's Effigy", "resolve", "choose Siege Rhino")
    rhino = next(o for o in game.state.battlefield if game.obj(o).card == "Siege Rhino")
    effigy = next(o for o in game.state.battlefield if game.obj(o).card == "Machine God's Effigy")
    return game, rhino, effigy


def test_noncreature_copy_shows_no_power_toughness_208_3():
    game, rhino, effigy = effigy_copying_rhino()
    d = describe(game, effigy)
    assert (d.name, d.type_line, d.stats) == ("Siege Rhino", "Artifact", "")
    assert ("copying", game.name(rhino)) in d.facts
    assert d.copies and d.copies[0][0] == game.name(rhino) and "(707.5)" in d.copies[0][1]
    assert describe_object(game, effigy).splitlines()[0] == f"Siege Rhino #{effigy} — Artifact"
    assert describe(game, rhino).stats == "4/5"
    assert describe_object(game, rhino).splitlines()[0] == f"Siege Rhino #{rhino} — Creature — Rhino 4/5"


def test_show_prints_every_fact_of_the_description():
    game, rhino, effigy = effigy_copying_rhino()
    for oid in game.state.objects:
        lines = describe_object(game, oid).splitlines()
        facts = describe(game, oid).facts
        assert len(lines) == 1 + len(facts)
        for line, (label, value) in zip(lines[1:], facts, strict=True):
            assert line == (f"  {label}: {value}" if label else f"  {value}")
    assert "  tapped" in describe_object(game, game.refs["forest"]).splitlines()


def test_ability_on_the_stack_names_its_source_text_and_card():
    game, rhino, effigy = effigy_copying_rhino()
    d = describe(game, game.state.stack[-1])
    assert (d.ability_kind, d.ability_of, d.source_gone, d.controller) == \
        ("Triggered ability", game.name(effigy), False, "You")
    assert d.ability_text.startswith("When this creature enters, each opponent loses 3 life")
    assert [name for name, _, _ in d.cards] == ["Siege Rhino"]
    assert "layer base: ability on the stack (113.7)" in d.derivation and not d.derivation_error


def test_spell_on_the_stack_lists_its_targets_by_name():
    game, _ = default_game()
    run_ok(game, "cast Lightning Bolt targeting opponent")
    d = describe(game, game.state.stack[-1])
    assert d.targets == ["Opponent"] and d.x is None and d.ability_kind is None and d.ability_of is None
    assert d.cards == [("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", ())]
