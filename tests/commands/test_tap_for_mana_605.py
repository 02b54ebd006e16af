"""`tap` activates mana abilities only (605.1a) and only for mana the source can make (106.7);
`cast/activate ... without <source>` keeps the whole payment off that source (601.2g-h)."""

from __future__ import annotations

from sandbox.script.scenario import load_scenario
from sandbox.script.session import Session, run_command


def session(*lines: str) -> Session:
    s = Session(load_scenario("tap.script", "").game)
    for line in lines:
        r = run_command(s, line)
        assert r.ok, f"{line}: {r.message}"
    return s


def refused(s: Session, line: str, *words: str) -> str:
    before, hist = s.game.fingerprint(), len(s.game.history)
    r = run_command(s, line)
    assert not r.ok and "\n" not in r.message, r.message
    assert all(w in r.message for w in words), r.message
    assert s.game.fingerprint() == before and len(s.game.history) == hist
    return r.message


def test_106_7_tap_exotic_orchard_for_a_color_it_cannot_make_is_refused():
    s = session("add Exotic Orchard", "add Mountain for opponent")
    msg = refused(s, "tap Exotic Orchard white", "Exotic Orchard", "white", "{R}")
    assert "106.7" in msg
    # The near miss: a color it can make works, and the answer is that color.
    r = run_command(s, "tap Exotic Orchard red")
    assert r.ok, r.message
    assert run_command(s, "expect pool you {R}").ok


def test_106_7_tap_with_a_color_picks_the_one_mana_ability_that_makes_it():
    s = session("add Graven Cairns")
    refused(s, "tap Graven Cairns green", "green")
    assert run_command(s, "tap Graven Cairns colorless").ok  # only "{T}: Add {C}." makes {C}
    assert run_command(s, "expect pool you {C}").ok


def test_605_1a_tap_by_number_refuses_a_non_mana_ability():
    s = session("add Devoted Druid")
    msg = refused(s, "tap Devoted Druid 2", "Devoted Druid", "isn't one", "605.1a")
    assert "activate Devoted Druid 2" in msg
    refused(s, "tap Devoted Druid untap", "isn't one")  # chosen by its text
    r = run_command(s, "tap Devoted Druid 1")  # the near miss: its mana ability
    assert r.ok and "tapped Devoted Druid" in r.message and "pool: {G}" in r.message


def test_601_2g_cast_without_a_source_keeps_the_phyrexian_part_off_it():
    s = session("add Island", "add 2 Forest", "add Plains", "add Grizzly Bears", "add Phyrexian Metamorph to hand")
    assert run_command(s, "cast Phyrexian Metamorph without Island").ok
    for line in ("expect Island untapped", "expect life you 18", "expect stack Phyrexian Metamorph"):
        assert run_command(s, line).ok, line
    # One undo takes it all back; cast plainly, the Island pays {U/P} instead of life.
    assert run_command(s, "undo").ok
    for line in ("cast Phyrexian Metamorph", "expect Island tapped", "expect life you 20"):
        assert run_command(s, line).ok, line


def test_601_2g_cast_without_a_source_still_refuses_when_only_it_could_pay():
    s = session("add Island", "add Counterspell to hand")
    refused(s, "cast Counterspell without Island", "without Island")
