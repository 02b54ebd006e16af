"""Prevention with an additional effect (615.5: the prevention takes place as the damage would be
dealt, the rest immediately afterward), compiled from Oracle text on real boards: Phantom
Centaur ("If damage would be dealt to Phantom Centaur, prevent that damage. Remove a +1/+1
counter from Phantom Centaur.": one counter for each damage event, so two blockers' damage at
once costs one), Undergrowth Champion ("while it has a +1/+1 counter on it"), Ugin's Conjurant
("remove that many"); with damage that can't be prevented, the counter is still removed and
the damage dealt (615.12)."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

CENTAUR = OracleFace("Phantom Centaur", "{2}{G}{G}", "Creature — Centaur Spirit",
                     "Protection from black\nPhantom Centaur enters the battlefield with three +1/+1 counters on it.\n"
                     "If damage would be dealt to Phantom Centaur, prevent that damage. Remove a +1/+1 counter from Phantom Centaur.",
                     "2", "0")
CHAMPION = OracleFace("Undergrowth Champion", "{1}{G}{G}", "Creature — Elemental",
                      "If damage would be dealt to Undergrowth Champion while it has a +1/+1 counter on it, prevent that damage "
                      "and remove a +1/+1 counter from Undergrowth Champion.\nLandfall — Whenever a land enters the battlefield "
                      "under your control, put a +1/+1 counter on Undergrowth Champion.", "2", "2")
CONJURANT = OracleFace("Ugin's Conjurant", "{X}", "Creature — Spirit Monk",
                       "Ugin's Conjurant enters the battlefield with X +1/+1 counters on it.\nIf damage would be dealt to Ugin's "
                       "Conjurant while it has a +1/+1 counter on it, prevent that damage and remove that many +1/+1 counters "
                       "from Ugin's Conjurant.", "0", "0")
AVALANCHE = OracleFace("Pinpoint Avalanche", "{3}{R}{R}", "Instant",
                       "Pinpoint Avalanche deals 4 damage to target creature. The damage can't be prevented.")
BLADE = OracleFace("Black Blade", "{1}{B}", "Creature — Human Warrior", "", "2", "2")
CARDS = compiled_cards(CENTAUR, CHAMPION, CONJURANT, AVALANCHE, BLADE)


def _counters(game, name):
    return game.obj(find(game, name)).counters.get("+1/+1", 0)


def test_615_5_phantom_centaur_prevents_and_loses_one_counter_per_damage_event():
    game = make(['{ card = "Phantom Centaur", counters = { "+1/+1" = 3 } }'], you_hand=["Lightning Bolt"],
                opp_bf=["Grizzly Bears", "Hill Giant"], extra=CARDS)
    centaur = find(game, "Phantom Centaur")
    cast(game, "Lightning Bolt", centaur)
    resolve(game)
    assert game.obj(centaur).damage == 0 and _counters(game, "Phantom Centaur") == 2
    session = Session(game)
    for c in ("next declare_attackers", f"attack #{centaur}", "next declare_blockers",
              f"block #{find(game, 'Grizzly Bears')} blocks #{centaur}, #{find(game, 'Hill Giant')} blocks #{centaur}"):
        assert session.run(c).ok, c
    for _ in range(30):
        if game.state.step in ("end_combat", "main2"):
            break
        assert session.run("choose none" if game.pending is not None else "pass").ok
    assert game.obj(centaur).zone == "battlefield" and game.obj(centaur).damage == 0
    assert _counters(game, "Phantom Centaur") == 1  # both blockers' damage at once: one event, one counter


def test_616_1_protection_from_black_first_spares_the_counter():
    game = make(['{ card = "Phantom Centaur", counters = { "+1/+1" = 3 } }'], opp_bf=["Black Blade"], extra=CARDS)
    centaur, blade = find(game, "Phantom Centaur"), find(game, "Black Blade")
    game.state.active = 1  # the Black Blade attacks; the Centaur blocks it
    session = Session(game)
    for c in ("next declare_attackers", f"attack #{blade}", "next declare_blockers", f"block #{centaur} blocks #{blade}"):
        assert session.run(c).ok, c
    for _ in range(30):
        if game.state.step in ("end_combat", "main2"):
            break
        assert session.run("choose none" if game.pending is not None else "pass").ok
    assert game.obj(centaur).damage == 0 and _counters(game, "Phantom Centaur") == 3


def test_615_12_unpreventable_damage_is_dealt_and_the_counter_still_removed():
    game = make(['{ card = "Phantom Centaur", counters = { "+1/+1" = 5 } }'], you_hand=["Pinpoint Avalanche"], extra=CARDS)
    cast(game, "Pinpoint Avalanche", find(game, "Phantom Centaur"))
    resolve(game)
    assert find(game, "Phantom Centaur", "graveyard")  # a 7/5: 4 damage, then a counter removed: a 6/4 with 4 damage


def test_615_5_undergrowth_champion_only_while_it_has_a_counter():
    game = make(['{ card = "Undergrowth Champion", counters = { "+1/+1" = 1 } }'], you_hand=["Shock", "Shock"], extra=CARDS)
    champion = find(game, "Undergrowth Champion")
    cast(game, "Shock", champion)
    resolve(game)
    assert game.obj(champion).damage == 0 and _counters(game, "Undergrowth Champion") == 0
    cast(game, "Shock", champion)
    resolve(game)
    assert find(game, "Undergrowth Champion", "graveyard")


def test_615_5_ugins_conjurant_removes_that_many():
    game = make(['{ card = "Ugin\'s Conjurant", counters = { "+1/+1" = 5 } }'], you_hand=["Lightning Bolt"], extra=CARDS)
    cast(game, "Lightning Bolt", find(game, "Ugin's Conjurant"))
    resolve(game)
    assert game.obj(find(game, "Ugin's Conjurant")).damage == 0 and _counters(game, "Ugin's Conjurant") == 2


@pytest.mark.parametrize("text", [
    "If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and remove a -1/-1 counter from it.",
    "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from target creature.",
    "If damage would be dealt to ~, prevent that damage. Put a -1/-1 counter on ~ for each 1 damage prevented this way.",
    "If damage would be dealt to another creature you control, prevent that damage.",
    "If combat damage would be dealt to ~, prevent that damage and exile that many cards from the top of your library.",
])
def test_615_5_near_misses_stay_refused(text):
    assert compile_text(text, type_line="Creature — Spirit").table is None, text
