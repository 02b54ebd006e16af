"""Explore (701.44): the exploring permanent's controller reveals the top card of their library;
a land card goes to their hand, otherwise the permanent gets a +1/+1 counter and they may put the
revealed card into their graveyard. Compiled from Oracle text, on real boards."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError

from ..conftest import find_all
from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, compiled_cards, find, make, resolve

SCOUT = OracleFace("Trail Scout", "{1}{G}", "Creature — Merfolk Scout", "When this creature enters, it explores.", "2", "1")
SEEK = OracleFace("Seek the Path", "{G}", "Sorcery", "Target creature you control explores.")


def _board(library, **kw):
    return make(library=library, extra=compiled_cards(SCOUT, SEEK), **kw)


def _top(game, player=0):
    return game.chars(game.state.zone("library", player)[-1]).name


def _hand(game, player=0):
    return sorted(game.chars(o).name for o in game.state.zone("hand", player))


def _counters(game, oid):
    return game.obj(oid).counters.get("+1/+1", 0)


def test_701_44a_a_land_goes_to_hand_and_no_counter():
    game = _board(["Island", "Island", "Forest"], you_hand=["Trail Scout"])
    top = _top(game)
    cast(game, "Trail Scout")
    resolve(game)
    scout = find(game, "Trail Scout")
    assert _counters(game, scout) == 0
    assert _hand(game) == [top]


@pytest.mark.parametrize("answer, where", [("yes", "graveyard"), ("no", "library")])
def test_701_44a_a_nonland_gives_a_counter_and_may_go_to_the_graveyard(answer, where):
    game = _board(["Island", "Grizzly Bears"], you_hand=["Trail Scout"])
    assert _top(game) == "Grizzly Bears"
    cast(game, "Trail Scout")
    resolve(game, answer)
    scout = find(game, "Trail Scout")
    assert _counters(game, scout) == 1 and game.chars(scout).power == 3
    assert find(game, "Grizzly Bears", where)
    assert not game.state.zone("hand", 0)


def test_701_44b_an_empty_library_still_explores_with_a_counter():
    game = _board([], you_hand=["Trail Scout"])
    lib = game.state.zone("library", 0)
    lib.clear()
    cast(game, "Trail Scout")
    resolve(game)
    assert _counters(game, find(game, "Trail Scout")) == 1 and game.pending is None


def test_701_44a_a_target_creature_you_control_explores():
    game = _board(["Island", "Grizzly Bears"], you_bf=["Llanowar Elves"], you_hand=["Seek the Path"])
    elves = find(game, "Llanowar Elves")
    cast(game, "Seek the Path", elves)
    resolve(game, "no")
    assert _counters(game, elves) == 1 and _top(game) == "Grizzly Bears"


def test_701_44c_a_permanent_gone_before_it_explores_gets_no_counter_but_the_card_is_revealed():
    game = _board(["Island", "Forest"], you_hand=["Trail Scout", "Unsummon"])
    top = _top(game)
    cast(game, "Trail Scout")
    resolve(game)  # the creature resolves; its trigger waits on the stack
    scout = find(game, "Trail Scout")
    cast(game, "Unsummon", scout)
    resolve(game)
    assert find(game, "Trail Scout", "hand")
    assert _hand(game) == sorted(["Trail Scout", top])


@pytest.mark.parametrize("text, type_line", [
    ("Each creature you control explores.", "Sorcery"),  # several explore one by one: not read
    ("Target opponent explores.", "Sorcery"),  # only a permanent explores
    ("When this creature enters, it explores, then it explores again.", "Creature — Merfolk"),
])
def test_701_44_near_misses_are_refused(text, type_line):
    assert compile_text(text, type_line=type_line).table is None, text


SIREN = OracleFace("Map Siren", "{1}{U}", "Creature — Siren Pirate", "Flying\nWhen this creature enters, create a Map token.", "1", "1")


def test_111_10s_a_map_token_makes_a_target_creature_you_control_explore_at_sorcery_speed():
    game = make(library=["Island", "Grizzly Bears"], you_hand=["Map Siren"], extra=compiled_cards(SIREN))
    cast(game, "Map Siren")
    resolve(game)
    siren, map_token = find(game, "Map Siren"), find(game, "Map")
    assert game.obj(map_token).kind == "token" and "Map" in game.chars(map_token).subtypes
    activate(game, map_token, "{1}, {T}, Sacrifice this token", siren)
    assert not find_all(game, "Map")  # sacrificed as a cost (602.2)
    resolve(game, "yes")
    assert _counters(game, siren) == 1 and find(game, "Grizzly Bears", "graveyard")


def test_111_10s_the_map_waits_for_an_empty_stack_in_a_main_phase():
    game = make(library=["Island"], you_hand=["Map Siren", "Lightning Bolt"], opp_bf=["Llanowar Elves"],
                extra=compiled_cards(SIREN))
    cast(game, "Map Siren")
    resolve(game)
    siren, map_token = find(game, "Map Siren"), find(game, "Map")
    cast(game, "Lightning Bolt", find(game, "Llanowar Elves"))
    with pytest.raises(IllegalActionError):
        activate(game, map_token, "{1}, {T}, Sacrifice this token", siren)  # 602.5d: only as a sorcery
    assert find(game, "Map") == map_token


@pytest.mark.parametrize("text", [
    "When this creature enters, create a Map creature token.",  # a Map is an artifact, not a creature (111.10s)
    "When this creature enters, create a Mapmaker token.",  # not the predefined Map
])
def test_111_10s_map_token_near_misses_are_refused(text):
    assert compile_text(text, type_line="Creature — Siren").table is None, text
