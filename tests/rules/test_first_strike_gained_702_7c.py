"""First strike gained or lost mid-combat (702.7c, 510.4): in the regular combat damage step,
after a first-strike step, the creatures that deal damage are those that had neither first strike
nor double strike as the first-strike step began, and those that have double strike now. A
creature given first strike after the first-strike step still deals its damage; one that loses
first strike after dealing first-strike damage doesn't deal it again."""

from __future__ import annotations

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from .copyhelp import cast, compiled_cards, find, make, resolve

GIVE_FIRST = OracleFace("Sudden Edge", "{W}", "Instant", "Target creature gains first strike until end of turn.")
GIVE_DOUBLE = OracleFace("Sudden Twin Edge", "{R}", "Instant", "Target creature gains double strike until end of turn.")
FENCER = OracleFace("First Fencer", "{W}", "Creature — Human Soldier", "First strike", "2", "2")
EXTRA = compiled_cards(GIVE_FIRST, GIVE_DOUBLE, FENCER)


def _to_first_strike_step(game, *attackers: str) -> None:
    session = Session(game)
    ids = ", ".join(f"#{find(game, n)}" for n in attackers)
    for line in ("next declare_attackers", f"attack {ids}", "next first_strike_damage"):
        r = session.run(line)
        assert r.ok, (line, r.message)
    assert game.state.step == "first_strike_damage"


def _to_end_of_combat(game) -> None:
    r = Session(game).run("next end_of_combat")
    assert r.ok, r.message


def test_702_7c_a_creature_given_first_strike_after_the_first_strike_step_still_deals_damage():
    game = make(["First Fencer", "Grizzly Bears", "Plains"], ["Sudden Edge"], extra=EXTRA)
    _to_first_strike_step(game, "First Fencer", "Grizzly Bears")
    assert game.state.players[1].life == 18  # only the Fencer so far
    cast(game, "Sudden Edge", find(game, "Grizzly Bears"))
    resolve(game)
    assert game.chars(find(game, "Grizzly Bears")).has_keyword("first strike")
    _to_end_of_combat(game)
    assert game.state.players[1].life == 16  # the Bears deal theirs in the regular step


def test_510_4_a_first_striker_deals_damage_once():
    game = make(["First Fencer", "Grizzly Bears"], [], extra=EXTRA)
    _to_first_strike_step(game, "First Fencer", "Grizzly Bears")
    _to_end_of_combat(game)
    assert game.state.players[1].life == 16  # 2 + 2, not the Fencer twice


def test_702_4c_double_strike_given_after_the_first_strike_step_deals_damage_again():
    """A first striker that gets double strike after dealing first-strike damage deals damage
    in the regular step too (702.4d)."""
    game = make(["First Fencer", "Grizzly Bears", "Mountain"], ["Sudden Twin Edge"], extra=EXTRA)
    _to_first_strike_step(game, "First Fencer", "Grizzly Bears")
    cast(game, "Sudden Twin Edge", find(game, "First Fencer"))
    resolve(game)
    _to_end_of_combat(game)
    assert game.state.players[1].life == 14  # Fencer 2 + 2, Bears 2


def test_510_4_a_blocker_given_first_strike_late_still_deals_damage():
    game = make(["First Fencer", "Grizzly Bears"], [], ["Centaur Courser", "Plains"], ["Sudden Edge"],
                extra=EXTRA)
    session = Session(game)
    bears, fencer, courser = find(game, "Grizzly Bears"), find(game, "First Fencer"), find(game, "Centaur Courser", player=1)
    for line in ("next declare_attackers", f"attack #{fencer}, #{bears}", "next declare_blockers",
                 f"block #{courser} blocks #{bears}", "next first_strike_damage"):
        r = session.run(line)
        assert r.ok, (line, r.message)
    cast(game, "Sudden Edge", courser, player=1)
    resolve(game)
    _to_end_of_combat(game)
    # the Courser (3/3) still deals its damage in the regular step and kills the Bears
    assert bears not in game.state.battlefield and find(game, "Grizzly Bears", "graveyard")
    assert game.obj(courser).damage == 2
