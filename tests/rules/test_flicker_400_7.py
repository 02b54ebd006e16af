"""Leaving and returning (400.7, 400.7j): an effect that exiles an object and returns "that
card" finds the new object in exile; what comes back is a new object again, with no counters,
no Auras, summoning sick, choosing again and triggering again. Tokens never come back (111.8)."""

from __future__ import annotations

from .copyhelp import advance_to, cast, find, make, newest, resolve

BEARS_WITH_RANCOR = ['{ card = "Grizzly Bears", ref = "b", counters = { "+1/+1" = 3 } }',
                     '{ card = "Rancor", attached_to = "b" }']


def test_400_7_cloudshift_returns_a_new_object_without_counters_or_auras():
    game = make(BEARS_WITH_RANCOR, ["Cloudshift"])
    bears = find(game, "Grizzly Bears")
    assert not game.is_sick(bears)
    cast(game, "Cloudshift", bears)
    resolve(game)
    back = find(game, "Grizzly Bears")
    assert back != bears and game.obj(back).counters == {}
    assert game.is_sick(back)  # 302.6: a new object under your control since this turn
    assert find(game, "Rancor", "hand")  # 303.4c/704.5m: the Aura went to the graveyard, then its trigger
    assert any("Grizzly Bears enters the battlefield from exile" in e.text for e in game.log)  # 400.7j


def test_603_2_cloudshift_an_enters_trigger_triggers_again():
    game = make(["Elvish Visionary"], ["Cloudshift"])
    hand = len(game.state.zone("hand", 0))
    cast(game, "Cloudshift", find(game, "Elvish Visionary"))
    resolve(game)
    assert len(game.state.zone("hand", 0)) == hand  # Cloudshift left, a card was drawn


def test_707_5_a_flickered_clone_chooses_again():
    game = make(["Grizzly Bears", "Kitchen Finks"], ["Clone", "Cloudshift"])
    cast(game, "Clone")
    resolve(game, find(game, "Grizzly Bears"))
    clone = newest(game)
    assert game.chars(clone).name == "Grizzly Bears"
    cast(game, "Cloudshift", clone)
    resolve(game, find(game, "Kitchen Finks"))
    again = newest(game)
    assert game.obj(again).card == "Clone" and game.chars(again).name == "Kitchen Finks"


def test_111_8_a_flickered_token_stays_in_exile_and_ceases_to_exist():
    game = make(['{ card = "Grizzly Bears", token = true }'], ["Cloudshift"])
    token = find(game, "Grizzly Bears")
    cast(game, "Cloudshift", token)
    resolve(game)
    assert not game.state.battlefield or "Grizzly Bears" not in [game.chars(o).name for o in game.state.battlefield]
    assert any(e.rule == "111.8" for e in game.log) and any(e.rule == "704.5d" for e in game.log)
    assert not game.state.zone("exile", 0)


def test_603_7_flickerwisp_returns_the_card_at_the_next_end_step_under_its_owner():
    game = make(["Plains"], ["Flickerwisp"], opp_bf=['{ card = "Grizzly Bears", counters = { "+1/+1" = 1 } }'])
    bears = find(game, "Grizzly Bears")
    cast(game, "Flickerwisp")
    resolve(game, bears)
    assert find(game, "Grizzly Bears", "exile")
    advance_to(game, 3, "end")
    resolve(game)
    back = find(game, "Grizzly Bears")
    assert back != bears and game.obj(back).controller == 1 and game.obj(back).counters == {}


def test_603_7_near_miss_flickerwisp_on_a_token_returns_nothing():
    game = make(["Plains"], ["Flickerwisp"], opp_bf=['{ card = "Grizzly Bears", token = true }'])
    cast(game, "Flickerwisp")
    resolve(game, find(game, "Grizzly Bears"))
    advance_to(game, 3, "end")
    resolve(game)
    assert [game.chars(o).name for o in game.state.battlefield if game.obj(o).controller == 1] == []


def _oring(game, target_name: str) -> int:
    """Cast an Oblivion Ring and exile ``target_name`` with its enters trigger."""
    before = set(game.state.battlefield)
    cast(game, "Oblivion Ring")
    resolve(game, find(game, target_name))
    return next(o for o in game.state.battlefield if o not in before and game.chars(o).name == "Oblivion Ring")


def test_607_2a_oblivion_ring_returns_the_card_it_exiled_when_it_leaves():
    game = make(["Plains"], ["Oblivion Ring", "Flickerwisp"],
                opp_bf=['{ card = "Grizzly Bears", counters = { "+1/+1" = 1 } }'])
    bears = find(game, "Grizzly Bears")
    ring = _oring(game, "Grizzly Bears")
    assert find(game, "Grizzly Bears", "exile")
    cast(game, "Flickerwisp")
    resolve(game, ring)
    back = find(game, "Grizzly Bears")
    assert back != bears and game.obj(back).controller == 1 and game.obj(back).counters == {}
    assert find(game, "Oblivion Ring", "exile")


def test_607_2a_near_miss_each_oblivion_ring_returns_only_its_own_card():
    game = make(["Plains"], ["Oblivion Ring", "Oblivion Ring", "Flickerwisp"],
                opp_bf=["Grizzly Bears", "Kitchen Finks"])
    first = _oring(game, "Grizzly Bears")
    _oring(game, "Kitchen Finks")
    cast(game, "Flickerwisp")
    resolve(game, first)
    assert find(game, "Grizzly Bears") and find(game, "Kitchen Finks", "exile")
    assert not any(game.chars(o).name == "Kitchen Finks" for o in game.state.battlefield)
