"""Payment plans in the command language (601.2g-h): `plan` shows who pays what and why without
changing the board, `pay auto <card>` taps the plan's sources, `pay <sources>` and `without`
edit it, and paying by hand (tap, then cast) still works."""

from sandbox.script.scenario import load_scenario
from sandbox.script.session import Session, run_command

BOARD = """add Forest
add Plains
add Llanowar Elves
add Grizzly Bears to hand
add Endless One to hand
"""


def _game():
    sc = load_scenario("plan.script", "")
    session = Session(sc.game)
    for line in BOARD.splitlines():
        assert run_command(session, line).ok, line
    return sc.game


def run_ok(game, *lines):
    session = Session(game)
    for line in lines:
        r = run_command(session, line)
        assert r.ok, f"{line}: {r.message}"
    return r


def test_plan_names_source_symbol_and_reason_and_changes_nothing_601_2g():
    g = _game()
    before, hist = g.fingerprint(), len(g.history)
    r = run_ok(g, "plan Grizzly Bears")
    lines = r.message.splitlines()
    assert lines[0] == "Grizzly Bears: Pay {1}{G}:"
    assert any(ln.strip().startswith("1. Forest") and "pays {G}" in ln and ": it makes only {G}" in ln for ln in lines)
    assert any("Plains" in ln and "pays generic" in ln for ln in lines)
    assert any(ln.strip().startswith("kept: Llanowar Elves") for ln in lines)  # a creature is kept untapped
    assert g.fingerprint() == before and len(g.history) == hist


def test_plan_without_a_source_replans_and_x_is_counted_601_2g():
    g = _game()
    r = run_ok(g, "plan Grizzly Bears without Forest")
    assert "Forest" not in r.message and "Llanowar Elves" in r.message and "pays {G}" in r.message
    r = run_ok(g, "plan Endless One x=3")
    assert r.message.startswith("Endless One: Pay {3}:") and r.message.count("pays generic") == 3
    r = run_ok(g, "plan Grizzly Bears without Forest, Llanowar Elves")
    assert "impossible" in r.message
    r = run_command(Session(g), "plan Endless One")
    assert not r.ok and "x=N" in r.message


def test_pay_auto_taps_the_planned_sources_then_cast_pays_from_pool_601_2h():
    g = _game()
    r = run_ok(g, "pay auto Grizzly Bears without Plains")
    assert "Forest" in r.message and "Llanowar Elves" in r.message
    run_ok(g, "expect pool you {G}{G}", "expect Plains untapped", "cast Grizzly Bears",
           "expect stack Grizzly Bears", "expect Plains untapped", "expect pool you empty")


def test_manual_payment_tap_then_cast_uses_only_the_pool_601_2g():
    g = _game()
    run_ok(g, "pay Llanowar Elves, Plains", "expect pool you {W}{G}", "cast Grizzly Bears",
           "expect Forest untapped", "expect stack Grizzly Bears")


def test_cast_without_a_source_keeps_it_untapped_601_2g():
    g = _game()
    run_ok(g, "cast Grizzly Bears without Forest", "expect Forest untapped", "expect Llanowar Elves tapped",
           "expect Plains tapped", "undo", "expect Llanowar Elves untapped", "expect Plains untapped")


def test_illegal_source_is_one_line_error_and_board_unchanged_601_2g():
    g = _game()
    run_ok(g, "tap Forest")
    before = g.fingerprint()
    for line in ["pay Plains, Forest",            # Forest already tapped: Plains isn't tapped either
                 "pay Plains, Grizzly Bears",     # not on the battlefield
                 "pay auto Grizzly Bears without Plains, Llanowar Elves",  # pool {G} can't pay {1}{G}
                 "cast Grizzly Bears without Plains, Llanowar Elves",
                 "cast Grizzly Bears without Swamp",
                 "plan Grizzly Bears without"]:
        r = run_command(Session(g), line)
        assert not r.ok and r.message and "\n" not in r.message, line
        assert g.fingerprint() == before, line


def test_pay_and_cast_is_one_undo_step_601_2g():
    """`cast ... without` taps the plan's sources and casts as one action: one engine undo
    restores the exact state (sources untapped, card in hand, pool empty)."""
    g = _game()
    before, hist = g.fingerprint(), len(g.history)
    run_ok(g, "cast Grizzly Bears without Llanowar Elves")
    assert len(g.history) == hist + 1
    assert g.undo() is not None
    assert g.fingerprint() == before and len(g.history) == hist


def test_refused_pay_and_cast_leaves_sources_untapped_and_no_undo_entry_601_2g():
    g = _game()
    session = Session(g)
    assert run_command(session, "next main2").ok and run_command(session, "next turn").ok  # the opponent's turn
    before, hist = g.fingerprint(), len(g.history)
    r = run_command(session, "cast Grizzly Bears without Llanowar Elves")  # a creature spell at the wrong time
    assert not r.ok
    assert g.fingerprint() == before and len(g.history) == hist and not g.can_redo
