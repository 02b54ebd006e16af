"""Leftovers of issues 13 and 14 on real boards: counters a player gets (Winding Constrictor,
614.1a), "If you can't" after an optional payment (118.12), a chosen color read by a mana
ability (Coldsteel Heart, 607.2d, 707.2), and a mana ability's "instead" on a counter
(Gemstone Caverns, 103.6)."""

from __future__ import annotations

import pytest

from sandbox import Activate, Edit, Pass
from sandbox.cards.model import OpeningHand
from sandbox.cards.parse import card_from_table
from sandbox.core.mana.could_produce import could_produce
from sandbox.core.mana.planning import kicker_offer
from sandbox.errors import InvalidActionError
from sandbox.script.session import Session, run_command

from ..conftest import board, find, find_all, resolve_stack
from .copyhelp import cast, make, resolve


def logged(g, rule, text=""):
    return any(e.rule == rule and text in e.text for e in g.log)


def _proliferate_board(battlefield: str) -> object:
    return board(f'''
[game]
turn = 3
[[player]]
hand = ["Steady Progress"]
pool = "{{U}}{{U}}{{U}}"
library = ["Island"]
battlefield = [{battlefield}]
poison = 1
[[player]]
poison = 2
''')


# ------------------------------------------------------------------ 1. counters a player gets (614.1a)

def test_614_1a_winding_constrictor_you_get_two_poison_counters_from_proliferate():
    g = _proliferate_board('"Winding Constrictor"')
    cast(g, "Steady Progress")
    resolve(g)
    g.answer("p0", "p1")
    assert g.state.players[0].poison == 1 + 2  # that many plus one
    assert g.state.players[1].poison == 2 + 1  # an opponent's counters aren't yours
    assert logged(g, "614.1a", "1 poison counter(s) on You become 2 poison counter(s)")


def test_614_1a_opponents_winding_constrictor_doesnt_change_your_counters():
    g = board('''
[game]
turn = 3
[[player]]
hand = ["Steady Progress"]
pool = "{U}{U}{U}"
library = ["Island"]
poison = 1
[[player]]
battlefield = ["Winding Constrictor"]
''')
    cast(g, "Steady Progress")
    resolve(g)
    g.answer("p0")
    assert g.state.players[0].poison == 2


def test_614_1a_proliferate_on_a_permanent_goes_through_doubling_season_and_constrictor():
    g = _proliferate_board('"Doubling Season", { card = "Walking Ballista", counters = { "+1/+1" = 1 } }')
    cast(g, "Steady Progress")
    resolve(g)
    g.answer(find(g, "Walking Ballista"))
    assert g.obj(find(g, "Walking Ballista")).counters == {"+1/+1": 1 + 2}
    g2 = _proliferate_board('"Winding Constrictor", { card = "Walking Ballista", counters = { "+1/+1" = 1 } }')
    cast(g2, "Steady Progress")
    resolve(g2)
    g2.answer(find(g2, "Walking Ballista"))
    assert g2.obj(find(g2, "Walking Ballista")).counters == {"+1/+1": 1 + 2}


def _table(file, name):
    import tomllib
    from pathlib import Path

    import sandbox.cards
    path = Path(sandbox.cards.__file__).parent / "data" / "cards" / file
    return next(c for c in tomllib.loads(path.read_text())["card"] if c["name"] == name)


@pytest.mark.parametrize("on, kind, error", [
    ("creature or player", None, "names players: write one replacement for the permanents and one for the players"),
    ("you", "+1/+1", "players get poison counters only"),
])
def test_614_1a_near_miss_a_players_counter_replacement_is_refused(on, kind, error):
    table = _table("replacements.toml", "Winding Constrictor")
    assert len(card_from_table(table).chars.abilities) == 2  # the card loads whole
    spec = {"replaces": "counters", "on": on, "plus": 1, **({"kind": kind} if kind else {})}
    table["abilities"][1] = {"replacement": spec}
    with pytest.raises(InvalidActionError, match=error) as e:
        card_from_table(table)
    assert "\n" not in str(e.value)


# ------------------------------------------------------------------ 4. the chosen color read by a mana ability (607.2d, 707.2)

def test_607_2d_coldsteel_heart_enters_tapped_and_adds_the_chosen_color():
    g = make([], ["Coldsteel Heart"], pool="{C}{C}")
    cast(g, "Coldsteel Heart")
    resolve(g)
    assert g.pending.rule == "614.12"
    g.answer("U")
    heart = find(g, "Coldsteel Heart")
    assert g.obj(heart).tapped and g.obj(heart).chosen == {"color": "U"}
    g.perform(Edit("untap", {"obj": heart}))
    g.perform(Activate(heart, 0))
    assert str(g.state.players[0].pool) == "{U}"


def test_707_2_a_copy_of_coldsteel_heart_chooses_its_own_color():
    g = make(['{ card = "Coldsteel Heart", chosen_color = "G", ref = "heart" }'], ["Sculpting Steel"], pool="{C}{C}{C}")
    cast(g, "Sculpting Steel")
    resolve(g)
    g.answer(g.refs["heart"])
    assert g.pending.rule == "614.12"  # the original's green isn't copied
    g.answer("R")
    copy = next(o for o in find_all(g, "Coldsteel Heart") if o != g.refs["heart"])
    assert g.obj(copy).chosen == {"color": "R"} and g.obj(copy).tapped  # copied "enters tapped" too
    g.perform(Edit("untap", {"obj": copy}))
    g.perform(Activate(copy, 0))
    g.perform(Activate(g.refs["heart"], 0))
    assert sorted(m.type for m, n in g.state.players[0].pool.amounts.items() for _ in range(n)) == ["G", "R"]


def test_607_2d_expect_reads_coldsteel_hearts_chosen_color():
    s = Session(make(['{ card = "Coldsteel Heart", chosen_color = "B" }']))
    assert run_command(s, "expect Coldsteel Heart chosen color black").ok
    failed = run_command(s, "expect Coldsteel Heart chosen color white")
    assert not failed.ok and "black" in failed.message.lower()


def test_607_2d_near_miss_chosen_colors_plural_is_refused():
    table = _table("rest.toml", "Coldsteel Heart")
    table["abilities"][2] = "{T}: Add one mana of the chosen colors."
    with pytest.raises(InvalidActionError, match="can't read mana text") as e:
        card_from_table(table)
    assert "\n" not in str(e.value)


# ------------------------------------------------------------------ 5. Gemstone Caverns: 103.6 and "instead" on a counter

def test_103_6_gemstone_caverns_without_a_luck_counter_adds_colorless():
    g = make(['{ card = "Gemstone Caverns", ref = "caverns" }'], pool="")
    g.perform(Activate(g.refs["caverns"], 0))
    assert g.pending is None and str(g.state.players[0].pool) == "{C}"


def test_103_6_gemstone_caverns_begun_with_a_luck_counter_adds_any_color_instead():
    g = make(['{ card = "Gemstone Caverns", ref = "caverns", counters = { luck = 1 } }'], pool="")
    g.perform(Activate(g.refs["caverns"], 0))
    assert g.pending is not None and {o.value for o in g.pending.options} >= {"W", "U", "B", "R", "G"}
    g.answer("R")
    assert str(g.state.players[0].pool) == "{R}"
    assert could_produce(g, g.refs["caverns"]).keys() == {"W", "U", "B", "R", "G"}


def test_103_6_a_luck_counter_put_in_play_counts_too_and_the_opening_hand_ability_does_nothing():
    g = make(['{ card = "Gemstone Caverns", ref = "caverns" }'], pool="")
    caverns = g.refs["caverns"]
    opening = g.chars(caverns).abilities[0]
    assert isinstance(opening, OpeningHand) and opening.not_starting_player
    assert opening.counters == (("luck", 1),) and opening.exile_from_hand == 1
    assert could_produce(g, caverns).keys() == {"C"}
    g.perform(Edit("counters", {"obj": caverns, "n": 1, "kind": "luck"}))
    assert could_produce(g, caverns).keys() == {"W", "U", "B", "R", "G"}


@pytest.mark.parametrize("ability, error", [
    ("{T}: Add {C}. If this land has luck counters, add one mana of any color instead.", "unknown condition"),
    ("{T}: Add {C}. If this land has a luck counter on it, add one mana of any colour instead.", "can't read mana text"),
    ("If this card is in your opening hand, you may begin the game with it in play.", "can't read opening-hand ability"),
])
def test_103_6_near_miss_gemstone_caverns_variants_are_refused(ability, error):
    table = _table("rest.toml", "Gemstone Caverns")
    assert len(card_from_table(table).chars.abilities) == 2
    table["abilities"][0 if "opening" in ability else 1] = ability
    with pytest.raises(InvalidActionError, match=error) as e:
        card_from_table(table)
    assert "\n" not in str(e.value)


# ------------------------------------------------------------------ 2. "If you can't" (609.3, 701.21a)

def _pit_upkeep(others: str) -> object:
    g = board(f'''
[game]
turn = 2
active = "opponent"
step = "end"
[[player]]
library = ["Island", "Island"]
battlefield = [{{ card = "Lord of the Pit", ref = "lord" }}{others}]
[[player]]
library = ["Island", "Island"]
''')
    for _ in range(10):
        if g.state.step == "upkeep" and g.state.active == 0:
            break
        g.perform(Pass())
    assert g.state.stack, "the upkeep trigger is on the stack"
    return g


def test_609_3_lord_of_the_pit_you_sacrifice_another_creature_and_take_no_damage():
    g = _pit_upkeep(', { card = "Grizzly Bears", ref = "bears" }, { card = "Llanowar Elves", ref = "elves" }')
    resolve_stack(g)
    assert g.pending.rule == "701.21a"
    assert {o.value for o in g.pending.options} == {g.refs["bears"], g.refs["elves"]}  # not the Lord itself
    g.answer(g.refs["elves"])
    assert g.refs["elves"] not in g.state.objects and g.refs["lord"] in g.state.objects
    assert g.state.players[0].life == 20


def test_609_3_lord_of_the_pit_if_you_cant_sacrifice_it_deals_7_damage_to_you():
    g = _pit_upkeep("")
    resolve_stack(g)
    assert g.pending is None  # nothing to choose: you can't
    assert g.state.players[0].life == 13 and g.refs["lord"] in g.state.objects
    assert logged(g, "701.21", "they can't, so the rest happens")


def test_609_3_near_miss_if_cant_misspelled_or_not_effects_is_refused():
    table = _table("rest.toml", "Lord of the Pit")
    assert len(card_from_table(table).chars.abilities) == 3
    sac = table["abilities"][2]["triggered"]["effects"][0]["sacrifice"]
    sac["if_cannot"] = sac.pop("if_cant")
    with pytest.raises(InvalidActionError, match="unknown key 'if_cannot'") as e:
        card_from_table(table)
    assert "\n" not in str(e.value)
    sac["if_cant"] = "it deals 7 damage to you"
    del sac["if_cannot"]
    with pytest.raises(InvalidActionError, match="an effect is a table with one key, found .it deals 7") as e:
        card_from_table(table)
    assert "\n" not in str(e.value)


# ------------------------------------------------------------------ 3. kicker offered as a cast starts (702.33d)

@pytest.mark.parametrize("hand, mountains, asked", [
    ("Burst Lightning", 5, True),    # {R} + {4}: the kicked cast can be paid
    ("Burst Lightning", 4, False),   # near miss: it can't, so nothing is asked
    ("Lightning Bolt", 5, False),    # near miss: no kicker
])
def test_702_33d_kicker_offer_asks_only_when_the_kicked_cast_can_be_paid(hand, mountains, asked):
    g = make(["Mountain"] * mountains, [hand], pool="")
    before = g.fingerprint()
    offer = kicker_offer(g, find(g, hand, "hand"))
    assert (offer is not None) is asked and g.fingerprint() == before
    if asked:
        assert offer.prompt == "kick Burst Lightning (pay {4} more)?" and [o.value for o in offer.options] == ["yes", "no"]
