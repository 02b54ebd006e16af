"""Cumulative upkeep (702.24a): "At the beginning of your upkeep, if this permanent is on the
battlefield, put an age counter on this permanent. Then you may pay [cost] for each age counter
on it. If you don't, sacrifice it." Uktabi Efreet (cumulative upkeep {G}) and Gallowbraid
(cumulative upkeep—Pay 1 life) compiled from their Oracle text, over several turns on real
boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.cards.parse import parse_ability
from sandbox.errors import InvalidActionError

from .copyhelp import advance_to, compiled_cards, find, make, resolve

REMINDER = ("(At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its "
            "upkeep cost for each age counter on it.)")
EFREET = OracleFace("Uktabi Efreet", "{2}{G}{G}", "Creature — Efreet", f"Cumulative upkeep {{G}} {REMINDER}", "5", "4")
GALLOWBRAID = OracleFace("Gallowbraid", "{3}{B}{B}", "Legendary Creature — Phyrexian Horror",
                         f"Trample\nCumulative upkeep—Pay 1 life. {REMINDER}", "5", "5")
CARDS = compiled_cards(EFREET, GALLOWBRAID)


def _tapped(game):
    return sum(1 for o in game.state.battlefield if game.obj(o).tapped)


def test_702_24a_an_age_counter_each_upkeep_and_the_cost_grows_with_them():
    game = make(["Uktabi Efreet", "Forest", "Forest", "Forest"], pool="", extra=CARDS)
    efreet = find(game, "Uktabi Efreet")
    advance_to(game, 4, "upkeep")
    assert not game.state.stack and not game.obj(efreet).counters.get("age")  # the opponent's upkeep
    advance_to(game, 5, "upkeep")
    resolve(game, "yes")
    assert game.obj(efreet).counters.get("age") == 1 and _tapped(game) == 1  # {G}
    advance_to(game, 7, "upkeep")
    resolve(game, "yes")
    assert game.obj(efreet).counters.get("age") == 2 and _tapped(game) == 2  # {G}{G}
    assert any(e.rule == "702.24a" and "{G}{G}" in e.text for e in game.log)
    advance_to(game, 9, "upkeep")
    assert game.state.stack
    resolve(game)  # {G}{G}{G} can be paid with three Forests: decline
    assert efreet in game.state.battlefield and game.pending is not None
    game.answer("no")
    assert efreet not in game.state.battlefield and find(game, "Uktabi Efreet", "graveyard")


def test_702_24a_it_can_t_be_paid_so_it_is_sacrificed():
    game = make(['{ card = "Uktabi Efreet", counters = { age = 1 } }', "Forest"], pool="", extra=CARDS)
    advance_to(game, 5, "upkeep")
    resolve(game)  # two age counters: {G}{G} with one Forest can't be paid, the only answer is no
    assert find(game, "Uktabi Efreet", "graveyard") and _tapped(game) == 0


def test_702_24a_pay_life_for_each_age_counter():
    game = make(["Gallowbraid"], pool="", extra=CARDS)
    braid = find(game, "Gallowbraid")
    advance_to(game, 5, "upkeep")
    resolve(game, "yes")
    advance_to(game, 7, "upkeep")
    resolve(game, "yes")
    assert game.state.players[0].life == 20 - 1 - 2 and game.obj(braid).counters.get("age") == 2


def test_702_24a_near_miss_no_life_to_pay():
    game = make(['{ card = "Gallowbraid", counters = { age = 2 } }'], pool="", extra=CARDS)
    game.state.players[0].life = 2
    advance_to(game, 5, "upkeep")
    resolve(game)  # 3 life can't be paid with 2 (119.4)
    assert find(game, "Gallowbraid", "graveyard") and game.state.players[0].life == 2


def test_702_24a_near_miss_unreadable_costs_are_refused():
    for text in ("Cumulative upkeep", "Cumulative upkeep {X}", "Cumulative upkeep {W} or {U}",
                 "Cumulative upkeep—Sacrifice a land.", "Cumulative upkeep {S}"):
        with pytest.raises(InvalidActionError):
            parse_ability(text)
