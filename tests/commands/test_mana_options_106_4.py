"""`expect mana-options` (every maximal combination of mana a player could make now, 106.4,
605.3a) and `expect could-produce` (106.7), on real boards."""

from __future__ import annotations

from sandbox.core.mana import solver
from sandbox.core.mana.options import mana_options
from sandbox.script.scenario import load_scenario
from sandbox.script.session import Session, run_command


def could_make(game, oid: int) -> set[str]:
    """Types of mana the untapped source ``oid`` could add now, as the payment planner sees it."""
    units = solver.source_units(game, game.controller(oid), None, set(), set())
    return {t for u in units if u.source == oid for o in u.options for t in o[0]}


def session(*lines: str) -> Session:
    s = Session(load_scenario("options.script", "").game)
    for line in lines:
        r = run_command(s, line)
        assert r.ok, f"{line}: {r.message}"
    return s


def test_605_3a_mana_options_with_a_signet_list_exactly_the_maximal_combinations():
    s = session("add Forest", "add Island", "add Azorius Signet")
    # The Signet's {1} is paid by the Forest or the Island; {G}{U} alone is covered by {G}{W}{U}.
    r = run_command(s, "expect mana-options you {W}{U}{U}, {U}{G}{W}")
    assert r.ok, r.message
    for near_miss in ("expect mana-options you {W}{U}{U}",                        # one missing
                      "expect mana-options you {W}{U}{U}, {G}{W}{U}, {G}{U}"):    # a dominated one
        r = run_command(s, near_miss)
        assert not r.ok and "{U}{U}{W}" not in r.message and "{W}{U}{U}" in r.message, r.message


def test_605_3a_filter_land_options_depend_on_what_pays_its_hybrid_cost():
    s = session("add Forest", "add Island", "add Graven Cairns")
    assert run_command(s, "expect mana-options you {G}{U}{C}").ok  # nothing makes {B} or {R} for {B/R}
    run_command(s, "add Swamp")
    r = run_command(s, "expect mana-options you {B}{B}{U}{G}, {B}{R}{U}{G}, {R}{R}{U}{G}, {B}{U}{G}{C}")
    assert r.ok, r.message


def test_106_4_mana_options_count_the_pool_and_tapped_sources_add_nothing():
    s = session("add Forest", "add Island", "tap Island")
    assert run_command(s, "expect mana-options you {U}{G}").ok
    assert run_command(s, "tap Forest").ok
    assert run_command(s, "expect mana-options you {U}{G}").ok  # all in the pool now
    assert not run_command(s, "expect mana-options you {U}{G}{G}").ok


def test_106_7_could_produce_is_exact_and_agrees_with_the_planner():
    s = session("add Exotic Orchard", "add Reflecting Pool", "add Forest", "add Mountain for opponent")
    assert run_command(s, "expect could-produce Exotic Orchard {R}").ok
    assert run_command(s, "expect could-produce Reflecting Pool {R}{G}").ok
    r = run_command(s, "expect could-produce Exotic Orchard {R}{W}")
    assert not r.ok and "found {R}" in r.message
    r = run_command(s, "expect could-produce Exotic Orchard {R}{R}")  # types, not amounts: a repeat is refused
    assert not r.ok and "expected each mana type once" in r.message and "\n" not in r.message
    g = s.game
    for oid in g.state.battlefield:
        if g.controller(oid) == 0:
            assert could_make(g, oid) == set(g.could_produce(oid)), g.name(oid)
    assert sorted(mana_options(g, 0), key=lambda c: c["R"]) == [{"R": 1, "G": 2}, {"R": 2, "G": 1}]  # Orchard {R}, Pool {R} or {G}


def test_106_4_malformed_mana_options_is_a_one_line_error():
    s = session("add Forest")
    for line in ("expect mana-options you", "expect could-produce Forest", "expect mana-options you {Q}"):
        r = run_command(s, line)
        assert not r.ok and r.message and "\n" not in r.message, line


def test_605_3a_mana_options_count_sacrificing_a_land_after_tapping_it():
    """Goblin Clearcutter sacrifices the Forest after it was tapped for {G}; Squandered
    Resources sacrifices the Swamp after it made {B}: what real actions make (605.3a)."""
    s = session("add Goblin Clearcutter", "add Forest")
    r = run_command(s, "expect mana-options you {R}{R}{R}{G}, {R}{R}{G}{G}, {R}{G}{G}{G}, {G}{G}{G}{G}")
    assert r.ok, r.message
    s = session("add Squandered Resources", "add Swamp")
    assert run_command(s, "expect mana-options you {B}{B}").ok
    assert run_command(s, "add Island").ok
    r = run_command(s, "expect mana-options you {U}{U}{B}{B}")
    assert r.ok, r.message


def test_605_3a_near_miss_goblin_clearcutter_taps_once_for_two_forests():
    """Two Forests, one Clearcutter: its {T} sacrifices only one of them (602.5 / 118.3)."""
    s = session("add Goblin Clearcutter", "add 2 Forest")
    options = mana_options(s.game, 0)
    assert max(sum(o.values()) for o in options) == 5  # {G}{G} tapped, then three from one Forest
    assert {"G": 5} in options and {"R": 3, "G": 2} in options
