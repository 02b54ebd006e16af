"""Leaving and returning, 610.3: "exile ... until this leaves the battlefield" returns the card
at once when the source leaves (a one-shot effect, not a trigger), under its owner's control;
if the source left before the exile, nothing is exiled (610.3a)."""

from __future__ import annotations

from sandbox import Pass
from sandbox.script.session import Session

from .copyhelp import advance_to, cast, find, make, newest, resolve

LANDS = ["Plains", "Plains", "Plains", "Island", "Island", "Island", "Mountain"]


def _banish(game) -> int:
    before = set(game.state.battlefield)
    cast(game, "Banishing Light")
    resolve(game, find(game, "Grizzly Bears", player=1))
    return next(o for o in game.state.battlefield if o not in before and game.chars(o).name == "Banishing Light")


def test_610_3c_banishing_light_returns_the_card_at_once_when_it_leaves():
    game = make(LANDS, ["Banishing Light", "Flickerwisp"], opp_bf=['{ card = "Grizzly Bears", counters = { "+1/+1" = 1 } }'])
    bears = find(game, "Grizzly Bears")
    light = _banish(game)
    assert find(game, "Grizzly Bears", "exile")
    cast(game, "Flickerwisp")
    game.answer(light) if game.pending else None
    resolve(game, light)
    back = find(game, "Grizzly Bears")
    assert back != bears and game.obj(back).controller == 1 and game.obj(back).counters == {}
    assert any(e.rule == "610.3c" for e in game.log)
    # Not a trigger: no ability of Banishing Light went on the stack as it left.
    assert sum(1 for e in game.log if e.rule == "603.2" and "Banishing Light" in e.text) == 1  # only its enters trigger


def test_610_3a_banishing_light_gone_before_its_trigger_resolves_exiles_nothing():
    game = make(LANDS, ["Banishing Light"], opp_bf=["Grizzly Bears"])
    cast(game, "Banishing Light")
    game.perform(Pass())
    game.perform(Pass())  # the spell resolves; its trigger goes on the stack targeting the Bears
    assert game.state.stack  # the trigger is on the stack, targeting the Bears
    # The enchantment leaves in response (an edit standing for any removal spell).
    assert Session(game).run(f"move #{find(game, 'Banishing Light')} to graveyard").ok
    resolve(game)
    assert find(game, "Grizzly Bears", player=1)
    assert any(e.rule == "610.3a" for e in game.log)


def test_610_3_near_miss_banishing_light_can_t_target_your_own_permanent():
    game = make(LANDS + ["Grizzly Bears"], ["Banishing Light"])
    cast(game, "Banishing Light")
    resolve(game)
    assert find(game, "Grizzly Bears") and not game.state.zone("exile", 0)
    assert any(e.rule == "603.3d" for e in game.log)
    assert newest(game) == find(game, "Banishing Light")


def test_702_88a_ephemerate_flickers_then_rebounds_at_your_next_upkeep():
    game = make(LANDS + ["Elvish Visionary"], ["Ephemerate"], library=["Island"] * 10)
    elf = find(game, "Elvish Visionary")
    hand = len(game.state.zone("hand", 0))
    cast(game, "Ephemerate", elf)
    resolve(game)
    back = find(game, "Elvish Visionary")
    assert back != elf and game.obj(back).controller == 0
    assert len(game.state.zone("hand", 0)) == hand  # Ephemerate left the hand, Visionary drew one
    assert find(game, "Ephemerate", "exile")  # rebound (702.88a)
    advance_to(game, 5, "upkeep")
    resolve(game, "yes", back)
    again = find(game, "Elvish Visionary")
    assert again != back
    assert find(game, "Ephemerate", "graveyard")  # cast from exile: no second rebound
    assert any(e.rule == "608.2g" for e in game.log)


def test_702_88a_near_miss_declining_the_rebound_cast_leaves_it_in_exile():
    game = make(LANDS + ["Elvish Visionary"], ["Ephemerate"], library=["Island"] * 10)
    cast(game, "Ephemerate", find(game, "Elvish Visionary"))
    resolve(game)
    advance_to(game, 5, "upkeep")
    resolve(game, "no")
    assert find(game, "Ephemerate", "exile") and not game.state.stack


RETURNER = '''
[[card]]
name = "Test Returner"
mana_cost = "{W}"
type_line = "Instant"
oracle = "Exile target creature you control, then return it to the battlefield tapped and transformed with a +1/+1 counter on it."
targets = "creature you control"
effects = [ { exile = { what = "target" } }, { reanimate = { what = "moved", tapped = true, transformed = true, counters = { "+1/+1" = 1 } } } ]
'''


def test_712_14a_returned_tapped_transformed_and_with_a_counter():
    game = make(LANDS + ["Delver of Secrets"], ["Test Returner"], extra=RETURNER)
    cast(game, "Test Returner", find(game, "Delver of Secrets"))
    resolve(game)
    back = find(game, "Insectile Aberration")
    obj = game.obj(back)
    assert obj.tapped and obj.transformed and obj.counters == {"+1/+1": 1}
    assert (game.chars(back).power, game.chars(back).toughness) == (4, 3)


def test_712_14a_near_miss_a_single_faced_card_told_to_return_transformed_stays_in_exile():
    game = make(LANDS + ["Grizzly Bears"], ["Test Returner"], extra=RETURNER)
    cast(game, "Test Returner", find(game, "Grizzly Bears"))
    resolve(game)
    assert find(game, "Grizzly Bears", "exile")
    assert any(e.rule == "712.14a" for e in game.log)


def test_603_7c_a_delayed_trigger_loses_an_object_that_changed_zones_again():
    game = make(LANDS, ["Flickerwisp"], opp_bf=["Grizzly Bears"])
    cast(game, "Flickerwisp")
    resolve(game, find(game, "Grizzly Bears", player=1))
    exiled = find(game, "Grizzly Bears", "exile")
    assert Session(game).run(f"move #{exiled} to graveyard").ok  # it leaves exile: a new object (400.7)
    advance_to(game, 3, "end")
    resolve(game)
    assert find(game, "Grizzly Bears", "graveyard")
    assert not any(game.chars(o).name == "Grizzly Bears" for o in game.state.battlefield)
