"""Mana engines (issue 14) on real boards: storage lands (107.3, 118.3), "instead" mana,
mana that refers to what was paid (106.7), doubling the pool, land-ability triggers (106.12)."""

import pytest

from sandbox import Activate, Cast, Edit, IllegalActionError, InvalidActionError, Pass, PlayLand
from sandbox.cards.model import Cost, Produce
from sandbox.core.mana.solver import plan_payment
from sandbox.script.session import Session, run_command

from ..conftest import board, find, resolve_stack


def pool(g, p=0) -> str:
    return str(g.state.players[p].pool)


STORAGE = '''
[game]
turn = 3
[[player]]
hand = ["Island"]
battlefield = [{ card = "Calciform Pools", ref = "pools", counters = { storage = 3 } }, { card = "Wastes", ref = "w1" },
               { card = "Wastes", ref = "w2" }]
[[player]]
'''


def test_107_3_storage_land_removes_x_counters_for_x_mana_in_any_combination():
    g = board(STORAGE)
    pools = g.refs["pools"]
    g.perform(Activate(pools, 2, 2))
    assert g.pending is not None and g.pending.kind == "mana"
    assert [o.value for o in g.pending.options] == ["WW", "WU", "UU"]
    g.answer("WU")
    # Two counters went; {1} was paid by tapping one source (the ability itself has no {T},
    # so the land's own "{T}: Add {C}" may pay it).
    assert pool(g) == "{W}{U}"
    assert g.obj(pools).counters == {"storage": 1}
    assert sum(g.obj(g.refs[r]).tapped for r in ("pools", "w1", "w2")) == 1


def test_107_3_storage_land_x_is_asked_for_and_bounded_by_its_counters():
    g = board(STORAGE)
    pools = g.refs["pools"]
    g.perform(Activate(pools, 2))
    assert g.pending.kind == "number" and (g.pending.low, g.pending.high) == (0, 3)
    g.answer(3)
    g.answer("UUU")
    assert pool(g) == "{U}{U}{U}"
    assert "storage" not in g.obj(pools).counters


def test_118_3_storage_land_refuses_x_above_its_counters_and_changes_nothing():
    g = board(STORAGE)
    pools = g.refs["pools"]
    with pytest.raises(IllegalActionError, match="3 storage counter"):
        g.perform(Activate(pools, 2, 4))
    assert g.obj(pools).counters == {"storage": 3}
    assert not g.obj(g.refs["w1"]).tapped and not g.obj(g.refs["w2"]).tapped
    assert not g.history


def test_122_1_storage_land_puts_a_storage_counter_with_its_tap_ability():
    g = board(STORAGE)
    pools = g.refs["pools"]
    g.perform(Activate(pools, 1))
    resolve_stack(g)
    assert g.obj(pools).counters == {"storage": 4}
    assert g.obj(pools).tapped


def test_107_3_tap_command_takes_x_and_a_combination():
    g = board(STORAGE)
    s = Session(g)
    r = run_command(s, "tap Calciform Pools 3 X=2")
    assert r.ok, r.message
    r = run_command(s, "choose {W}{W}")
    assert r.ok, r.message
    assert pool(g) == "{W}{W}"


def test_107_3_near_misses_of_storage_texts_are_refused():
    with pytest.raises(InvalidActionError):
        Produce.parse("Add X mana in any combination of {W} and/or {W}.")
    with pytest.raises(InvalidActionError):
        Produce.parse("Add X mana in any combination of {W} or {U}.")
    with pytest.raises(InvalidActionError):
        Cost.parse("{1}, Remove X storage counters from target land")
    assert Cost.parse("{1}, Remove X storage counters from this land").x_counters == "storage"


# ----------------------------------------------------------------- "instead" mana


def test_106_1_river_of_tears_adds_blue_until_you_play_a_land_then_black():
    g = board(STORAGE.replace('"Calciform Pools", ref = "pools", counters = { storage = 3 }', '"River of Tears", ref = "river"')
              .replace('{ card = "Wastes", ref = "w1" }', '{ card = "River of Tears", ref = "river2" }'))
    g.perform(Activate(g.refs["river"], 0))
    assert pool(g) == "{U}"
    g.perform(PlayLand(find(g, "Island", "hand")))
    g.perform(Activate(g.refs["river2"], 0))
    assert pool(g) == "{U}{B}"


TRON = '''
[game]
turn = 3
[[player]]
battlefield = [{ card = "Urza's Mine", ref = "mine" }, { card = "Urza's Power Plant", ref = "plant" }, { card = "Urza's Tower", ref = "tower" }, "Mana Reflection"]
[[player]]
'''


def test_106_1_tron_lands_add_more_instead_when_all_three_are_there_and_reflection_doubles_it():
    g = board(TRON)
    g.perform(Activate(g.refs["mine"], 0))
    g.perform(Activate(g.refs["plant"], 0))
    g.perform(Activate(g.refs["tower"], 0))
    # (2 + 2 + 3) doubled by Mana Reflection (106.12b): the "instead" mana is what is tapped for.
    assert g.state.players[0].pool.count("C") == 14


def test_106_1_tron_without_the_tower_each_adds_one():
    g = board(TRON.replace(', { card = "Urza\'s Tower", ref = "tower" }', "").replace(', "Mana Reflection"', ""))
    g.perform(Activate(g.refs["mine"], 0))
    g.perform(Activate(g.refs["plant"], 0))
    assert pool(g) == "{C}{C}"


def test_106_1_near_misses_of_instead_texts_are_refused():
    with pytest.raises(InvalidActionError):
        Produce.parse("Add {C}. If you control an Urza's Mine or an Urza's Tower, add {C}{C} instead.")
    with pytest.raises(InvalidActionError):
        Produce.parse("Add {U}. If you played a spell this turn, add {B} instead.")
    with pytest.raises(InvalidActionError):
        Produce.parse("Add {U}. If you played a land this turn, add {B}.")


# ----------------------------------------------------------------- mana that refers to what was paid (106.7)

SQUANDERED = '''
[game]
turn = 3
[[player]]
battlefield = [{ card = "Squandered Resources", ref = "sq" }, { card = "Island", ref = "i" }, { card = "Exotic Orchard", ref = "o" },
               { card = "Reflecting Pool", ref = "rp" }]
[[player]]
battlefield = ["Mountain", "Forest"]
'''


def test_106_7_squandered_resources_adds_a_type_the_sacrificed_land_could_produce():
    g = board(SQUANDERED)
    g.perform(Activate(g.refs["sq"], 0))
    assert g.pending.rule == "701.21"
    g.answer(g.refs["o"])
    # Exotic Orchard could produce what the opponent's lands could: {R} or {G} (not {U}).
    assert g.refs["o"] not in g.state.battlefield
    assert [o.value for o in g.pending.options] == ["R", "G"]
    g.answer("G")
    assert pool(g) == "{G}"


def test_106_7_squandered_resources_reads_the_sacrificed_land_as_it_last_existed():
    g = board(SQUANDERED.replace('{ card = "Reflecting Pool", ref = "rp" }', '"Contamination"'))
    g.perform(Activate(g.refs["sq"], 0))
    g.answer(g.refs["i"])
    # Contamination applied to the Island as it last existed: it could produce only {B}.
    assert pool(g) == "{B}"
    assert g.pending is None


def test_106_5_squandered_resources_sacrificing_a_land_that_could_produce_nothing_adds_nothing():
    g = board(SQUANDERED.replace('{ card = "Island", ref = "i" }, { card = "Exotic Orchard", ref = "o" },', ''))
    g.perform(Activate(g.refs["sq"], 0))
    assert g.refs["rp"] not in g.state.battlefield
    assert pool(g) == "empty"
    assert any("106.5" in e.rule for e in g.log if hasattr(e, "rule"))


def test_106_7_near_misses_of_sacrificed_texts_are_refused():
    with pytest.raises(InvalidActionError):
        Produce.parse("Add one mana of any type the destroyed land could produce.")
    with pytest.raises(InvalidActionError):
        Produce.parse("Add two mana of any type the sacrificed land could produce.")


# ----------------------------------------------------------------- doubling the pool

CUBE = '''
[game]
turn = 3
[[player]]
battlefield = [{ card = "Doubling Cube", ref = "cube" }, { card = "Forest", ref = "f1" }, { card = "Forest", ref = "f2" },
               { card = "Forest", ref = "f3" }, { card = "Forest", ref = "f4" }, { card = "Forest", ref = "f5" },
               { card = "Island", ref = "i" }]
[[player]]
'''


def tap_all(g, *refs):
    for r in refs:
        g.perform(Activate(g.refs[r], 0))


def test_605_3b_doubling_cube_pays_its_own_cost_first_then_doubles_what_is_left():
    g = board(CUBE)
    tap_all(g, "f1", "f2", "f3", "f4", "f5", "i")
    assert pool(g) == "{U}{G}{G}{G}{G}{G}"
    other = g.clone()
    g.perform(Activate(g.refs["cube"], 0))
    # {3} is paid from the pool first, with the mana the player chooses (601.2h): {G}{G}{G}
    # leaves {U}{G}{G}, which is doubled; {U}{G}{G} would leave {G}{G}{G}.
    assert [o.value for o in g.pending.options] == ["UGG", "GGG"]
    g.answer("GGG")
    assert pool(g) == "{U}{U}{G}{G}{G}{G}"
    g = other
    g.perform(Activate(g.refs["cube"], 0))
    g.answer("UGG")
    assert pool(g) == "{G}{G}{G}{G}{G}{G}"


def test_106_12b_doubling_cube_is_tapped_for_mana_so_mana_reflection_doubles_its_mana():
    g = board(CUBE.replace('{ card = "Island", ref = "i" }', '{ card = "Island", ref = "i" }, "Mana Reflection"'))
    tap_all(g, "f1", "f2", "i")
    assert pool(g) == "{U}{U}{G}{G}{G}{G}"
    g.perform(Activate(g.refs["cube"], 0))
    # {3} paid with {G}{G}{G} (601.2h): {U}{U}{G} left; the Cube adds as much again, and
    # Mana Reflection doubles that.
    g.answer("GGG")
    assert pool(g) == "{U}{U}{U}{U}{U}{U}{G}{G}{G}"


def test_106_12b_doubling_cube_with_nyxbloom_ancient_and_mana_reflection_stacks():
    g = board(CUBE.replace('{ card = "Island", ref = "i" }', '"Mana Reflection", "Nyxbloom Ancient"'))
    tap_all(g, "f1")
    assert pool(g) == "{G}{G}{G}{G}{G}{G}"
    g.perform(Activate(g.refs["cube"], 0))
    # 6 - 3 = 3 left; the Cube adds 3, multiplied by 2 and by 3: 3 + 18.
    assert pool(g) == "{G}×21"


def test_106_4_doubling_cube_counts_a_huge_pool_without_listing_it():
    g = board(CUBE.replace('{ card = "Island", ref = "i" }', ", ".join(['"Nyxbloom Ancient"'] * 30)))
    tap_all(g, "f1")
    big = 3 ** 30
    assert g.state.players[0].pool.count("G") == big
    g.perform(Activate(g.refs["cube"], 0))
    assert g.state.players[0].pool.count("G") == (big - 3) + (big - 3) * big


def test_605_3b_doubling_cube_with_an_empty_pool_after_its_cost_adds_nothing():
    g = board(CUBE)
    tap_all(g, "f1", "f2", "f3")
    g.perform(Activate(g.refs["cube"], 0))
    assert pool(g) == "empty"


def test_605_1a_doubling_text_near_misses_are_refused():
    with pytest.raises(InvalidActionError):
        Produce.parse("Triple the amount of each type of unspent mana you have.")
    with pytest.raises(InvalidActionError):
        Produce.parse("Add one mana of each type of unspent mana you have.")


# ----------------------------------------------------------------- Caged Sun (106.12, 605.1b)

SUN = '''
[game]
turn = 3
[[player]]
battlefield = [{ card = "Caged Sun", ref = "sun", chosen_color = "W" }, { card = "Calciform Pools", ref = "pools", counters = { storage = 3 } },
               { card = "Plains", ref = "p" }, { card = "Wastes", ref = "w" }, { card = "Silver Knight", ref = "lions" },
               { card = "Grizzly Bears", ref = "bears" }, { card = "Sol Ring", ref = "ring" }]
[[player]]
battlefield = [{ card = "Plains", ref = "their_plains" }]
'''


def test_106_12b_caged_sun_adds_one_more_for_a_lands_tap_ability():
    g = board(SUN)
    tap_all(g, "p")
    assert pool(g) == "{W}{W}"
    assert g.state.stack == []


def test_106_12b_caged_sun_triggers_on_a_land_ability_without_tap_the_storage_land():
    g = board(SUN)
    g.perform(Activate(g.refs["pools"], 2, 2))
    g.answer("WU")
    # The storage ability has no {T}: the land isn't tapped for mana (106.12), yet it is a
    # land's ability that added white mana, so Caged Sun adds one more {W}.
    assert g.state.players[0].pool.count("W") == 2
    assert g.state.players[0].pool.count("U") == 1


def test_106_12b_caged_sun_ignores_mana_of_other_colors_nonlands_and_opponents_lands():
    g = board(SUN)
    g.perform(Activate(g.refs["pools"], 2, 1))
    g.answer("U")
    tap_all(g, "ring")
    counts = g.state.players[0].pool.type_counts()
    assert counts["W"] == 0
    g.perform(Edit("priority", (("player", 1),)))
    g.perform(Activate(g.refs["their_plains"], 0))
    assert pool(g, 1) == "{W}"


def test_106_12b_caged_sun_extra_mana_is_not_multiplied_by_mana_reflection():
    g = board(SUN.replace('{ card = "Sol Ring", ref = "ring" }', '"Mana Reflection"'))
    tap_all(g, "p")
    # The Plains makes {W}{W} (doubled); Caged Sun's triggered mana isn't tapping for mana.
    assert pool(g) == "{W}{W}{W}"


def test_613_4c_caged_sun_gives_creatures_of_the_chosen_color_plus_one():
    g = board(SUN)
    lions, bears = g.refs["lions"], g.refs["bears"]
    assert (g.chars(lions).power, g.chars(lions).toughness) == (3, 3)
    assert (g.chars(bears).power, g.chars(bears).toughness) == (2, 2)


def test_106_12b_planner_counts_caged_suns_extra_mana():
    g = board(SUN)
    plan = plan_payment(g, 0, ("W", "W"), exclude=(g.refs["pools"], g.refs["w"]))
    assert plan.ok and plan.sources == [g.refs["p"]]


# ----------------------------------------------------------------- restricted mana with riders (106.6)

ELDRAZI = '''
[[card]]
name = "Hungry Eldrazi (test card)"
mana_cost = "{3}"
type_line = "Creature — Eldrazi"
power = 3
toughness = 3
oracle = "{2}: This creature gets +1/+0 until end of turn."
abilities = [ { activated = { cost = "{2}", text = "{2}: This creature gets +1/+0 until end of turn.", effects = [ { pump = { on = "self", power = 1, toughness = 0 } } ] } } ]

[[card]]
name = "Red Eldrazi (test card)"
mana_cost = "{1}{R}"
type_line = "Creature — Eldrazi"
power = 2
toughness = 2
oracle = "A colored Eldrazi."
'''

TEMPLE = ELDRAZI + '''
[game]
turn = 3
[[player]]
hand = ["Hungry Eldrazi (test card)", "Grizzly Bears", "Red Eldrazi (test card)"]
battlefield = [{ card = "Eldrazi Temple", ref = "temple" }, { card = "Wastes", ref = "w" }, { card = "Hungry Eldrazi (test card)", ref = "eldrazi" },
               { card = "Mountain", ref = "m" }, { card = "Forest", ref = "f" }]
[[player]]
'''


def test_106_6_eldrazi_temple_mana_casts_a_colorless_eldrazi_spell():
    g = board(TEMPLE)
    g.perform(Activate(g.refs["temple"], 1))
    g.perform(Activate(g.refs["w"], 0))
    assert pool(g) == "{C}{C}{C}"
    g.perform(Cast(find(g, "Hungry Eldrazi (test card)", "hand")))
    assert pool(g) == "empty"


def test_106_6_eldrazi_temple_mana_cant_pay_for_other_spells_and_the_refusal_changes_nothing():
    g = board(TEMPLE)
    g.perform(Activate(g.refs["temple"], 1))
    g.perform(Activate(g.refs["f"], 0))
    with pytest.raises(IllegalActionError, match="can't pay"):
        g.perform(Cast(find(g, "Grizzly Bears", "hand"), exclude=(g.refs["w"], g.refs["m"])))
    assert pool(g) == "{G}{C}{C}"
    assert "Grizzly Bears" in [g.chars(o).name for o in g.state.zones["hand:0"]]


def test_106_6_eldrazi_temple_mana_cant_cast_a_colored_eldrazi():
    g = board(TEMPLE)
    g.perform(Activate(g.refs["temple"], 1))
    g.perform(Activate(g.refs["m"], 0))
    with pytest.raises(IllegalActionError, match="can't pay"):
        g.perform(Cast(find(g, "Red Eldrazi (test card)", "hand"), exclude=(g.refs["w"], g.refs["f"])))


def test_106_6_eldrazi_temple_mana_pays_an_ability_of_a_colorless_eldrazi_and_survives_doubling():
    g = board(TEMPLE.replace('{ card = "Forest", ref = "f" }', '{ card = "Forest", ref = "f" }, "Mana Reflection"'))
    g.perform(Activate(g.refs["temple"], 1))
    kinds = g.state.players[0].pool.amounts
    # Mana Reflection doubles it; every one of the four keeps the restriction (106.6).
    assert sum(kinds.values()) == 4 and all(m.only == "colorless Eldrazi spell" for m in kinds)
    g.perform(Activate(g.refs["eldrazi"], 0))
    assert pool(g) == "{C}{C}"
    assert all(not g.obj(g.refs[r]).tapped for r in ("w", "m", "f"))


def test_106_6_restricted_mana_is_not_planned_for_the_wrong_spell():
    g = board(TEMPLE)
    plan = plan_payment(g, 0, ("1", "G"), spell=g.chars(find(g, "Grizzly Bears", "hand")),
                        exclude=(g.refs["w"], g.refs["m"]))
    # The Temple may pay {1} with its plain {C}, never with its restricted {C}{C}.
    assert plan.ok
    assert all(s.ability == 0 for s in plan.steps if s.source == g.refs["temple"])


CAVERN = '''
[game]
turn = 3
[[player]]
hand = ["Cavern of Souls", "Llanowar Elves", "Grizzly Bears"]
battlefield = [{ card = "Forest", ref = "f" }]
[[player]]
hand = ["Counterspell"]
battlefield = [{ card = "Island", ref = "i1" }, { card = "Island", ref = "i2" }]
'''


def play_cavern(g, kind="Elf"):
    g.perform(PlayLand(find(g, "Cavern of Souls", "hand")))
    assert g.pending.rule == "614.12"
    g.answer(kind)
    return find(g, "Cavern of Souls")


def test_106_6_cavern_of_souls_mana_casts_the_chosen_type_and_it_cant_be_countered():
    g = board(CAVERN)
    cavern = play_cavern(g)
    g.perform(Activate(cavern, 1))
    g.answer("G")
    g.perform(Cast(find(g, "Llanowar Elves", "hand")))
    elves = g.state.stack[-1]
    assert g.obj(elves).chosen.get("uncounterable")
    g.perform(Pass())
    g.perform(Cast(find(g, "Counterspell", "hand", 1), targets=(elves,)))
    resolve_stack(g)
    assert find(g, "Llanowar Elves") in g.state.battlefield


def test_106_6_cavern_of_souls_mana_cant_cast_another_type():
    g = board(CAVERN)
    cavern = play_cavern(g)
    g.perform(Activate(cavern, 1))
    g.answer("G")
    with pytest.raises(IllegalActionError, match="can't pay"):
        g.perform(Cast(find(g, "Grizzly Bears", "hand"), exclude=(g.refs["f"], cavern)))
    assert pool(g) == "{G}"


def test_106_6_cavern_of_souls_plain_colorless_mana_has_no_rider():
    g = board(CAVERN)
    cavern = play_cavern(g)
    g.perform(Activate(cavern, 0))
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    bears = g.state.stack[-1]
    assert not g.obj(bears).chosen.get("uncounterable")
    g.perform(Pass())
    g.perform(Cast(find(g, "Counterspell", "hand", 1), targets=(bears,)))
    resolve_stack(g)
    assert "Grizzly Bears" in [g.chars(o).name for o in g.state.zones["graveyard:0"]]


def test_106_6_spend_only_near_misses_are_refused():
    for text in ("Add {C}. Spend this mana only to cast creatures.",
                 "Add {C}. Spend this mana only to activate abilities.",
                 "Add {C}. Spend this mana only to cast a creature spell of the chosen flavor."):
        with pytest.raises(InvalidActionError):
            Produce.parse(text)


def test_106_6_cavern_of_souls_mana_cant_pay_an_ability_even_of_the_chosen_type():
    g = board(TEMPLE.replace('{ card = "Eldrazi Temple", ref = "temple" }',
                             '{ card = "Cavern of Souls", ref = "cavern", chosen_type = "Eldrazi" }'))
    g.perform(Activate(g.refs["cavern"], 1))
    g.answer("R")
    with pytest.raises(IllegalActionError, match="can't pay"):
        g.perform(Activate(g.refs["eldrazi"], 0, exclude=(g.refs["w"], g.refs["m"], g.refs["f"])))
    # ...but it casts a spell of that type.
    g.perform(Activate(g.refs["w"], 0))
    g.perform(Activate(g.refs["m"], 0))
    g.perform(Cast(find(g, "Red Eldrazi (test card)", "hand"), exclude=(g.refs["f"],)))
    assert g.obj(g.state.stack[-1]).chosen.get("uncounterable")


# ----------------------------------------------------------------- auto-pay: mana abilities with other costs (601.2g)


def test_601_2g_auto_pay_uses_a_storage_land_with_x_and_pays_its_own_cost():
    g = board('''
[game]
turn = 3
[[player]]
hand = ["Silver Knight"]
battlefield = [{ card = "Calciform Pools", ref = "pools", counters = { storage = 3 } }, { card = "Wastes", ref = "w" }]
[[player]]
''')
    plan = plan_payment(g, 0, ("W", "W"))
    assert plan.ok, plan.explain()
    step = next(s for s in plan.steps if s.source == g.refs["pools"])
    # All three counters: the {1} is the same whatever X is, so more mana never hurts; the
    # third mana floats.
    assert step.x == 3 and step.choice.count("W") >= 2
    g.perform(Cast(find(g, "Silver Knight", "hand")))
    assert "storage" not in g.obj(g.refs["pools"]).counters
    assert g.obj(g.refs["w"]).tapped and len(g.state.players[0].pool) == 1


def test_601_2g_auto_pay_x_is_bounded_by_the_storage_counters():
    g = board('''
[[player]]
battlefield = [{ card = "Calciform Pools", counters = { storage = 1 } }, "Wastes"]
[[player]]
''')
    assert not plan_payment(g, 0, ("W", "U")).ok
    assert plan_payment(g, 0, ("U",)).ok


def test_119_4_auto_pay_pays_life_for_a_mana_ability_and_never_more_than_the_player_has():
    text = '''
[game]
turn = 3
[[player]]
life = LIFE
hand = ["Grizzly Bears"]
battlefield = [{ card = "Horizon Canopy", ref = "c1" }, { card = "Horizon Canopy", ref = "c2" }]
[[player]]
'''
    g = board(text.replace("LIFE", "20"))
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    assert g.state.players[0].life == 18
    g = board(text.replace("LIFE", "1"))
    plan = plan_payment(g, 0, ("G", "W"))
    assert not plan.ok
    assert plan_payment(g, 0, ("G",)).ok


def test_118_3_auto_pay_removes_a_counter_for_a_mana_ability():
    g = board('''
[game]
turn = 3
[[player]]
hand = ["Counterspell"]
battlefield = [{ card = "Tendo Ice Bridge", ref = "bridge", counters = { charge = 1 } }, "Island"]
[[player]]
''')
    plan = plan_payment(g, 0, ("U", "U"))
    assert plan.ok and g.refs["bridge"] in plan.sources
    g.perform(Activate(g.refs["bridge"], 1))
    g.answer("U")
    assert "charge" not in g.obj(g.refs["bridge"]).counters
    g.perform(Edit("untap", (("obj", g.refs["bridge"]),)))
    # Untapped again but without a counter: it makes only {C} now.
    assert not plan_payment(g, 0, ("U", "U", "U")).ok
    assert plan_payment(g, 0, ("U", "U", "1")).ok


SACRIFICE = '''
[game]
turn = 3
[[player]]
hand = ["Grizzly Bears"]
battlefield = [{ card = "Squandered Resources", ref = "sq" }, { card = "Forest", ref = "f" }]
[[player]]
'''


def test_106_7_auto_pay_taps_a_land_then_sacrifices_it_to_squandered_resources():
    g = board(SACRIFICE)
    plan = plan_payment(g, 0, ("1", "G"))
    assert plan.ok, plan.explain()
    assert [s.victim for s in plan.steps if s.source == g.refs["sq"]] == [g.refs["f"]]
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    assert g.refs["f"] not in g.state.battlefield and pool(g) == "empty"
    assert g.state.stack and g.chars(g.state.stack[-1]).name == "Grizzly Bears"


def test_701_21_auto_pay_sacrifices_a_creature_to_ashnods_altar_only_when_needed():
    g = board('''
[game]
turn = 3
[[player]]
hand = ["Grizzly Bears"]
battlefield = ["Ashnod's Altar", { card = "Grizzly Bears", ref = "bears" }, { card = "Forest", ref = "f" }, { card = "Forest", ref = "f2" }]
[[player]]
''')
    plan = plan_payment(g, 0, ("1", "G"))
    assert plan.ok and g.refs["bears"] not in [s.victim for s in plan.steps]
    plan = plan_payment(g, 0, ("2", "G"), exclude=(g.refs["f2"],))
    assert plan.ok and [s.victim for s in plan.steps if s.victim] == [g.refs["bears"]]


def test_609_4b_with_lattice_a_filters_own_colored_cost_may_be_paid_with_any_mana():
    from sandbox.core.mana.solver import source_units
    text = '''
[[player]]
battlefield = [{ card = "Graven Cairns", ref = "cairns" }, LATTICE]
[[player]]
'''
    plain = source_units(board(text.replace("LATTICE", '"Forest"')), 0, None, set(), set())
    lattice = source_units(board(text.replace("LATTICE", '"Mycosynth Lattice"')), 0, None, set(), set())
    readings = lambda units: {o[5] for u in units for o in u.options if o[5]}  # noqa: E731
    assert readings(plain) == {("B",), ("R",)}
    assert readings(lattice) == {("1",)}


# ----------------------------------------------------------------- imprint: Chrome Mox (607.2a, 106.5)

MOX = '''
[game]
turn = 3
[[player]]
hand = ["Chrome Mox", "Siege Rhino", "Forest", "Sol Ring"]
battlefield = []
[[player]]
'''


def cast_mox(g, pick):
    g.perform(Cast(find(g, "Chrome Mox", "hand")))
    resolve_stack(g)
    assert g.pending is not None and g.pending.rule == "608.2d"
    values = [o.value for o in g.pending.options]
    # Nonartifact, nonland cards only: the Rhino, not the Forest or the Sol Ring (or none).
    assert values == [find(g, "Siege Rhino", "hand"), "none"]
    g.answer(find(g, "Siege Rhino", "hand") if pick else "none")
    resolve_stack(g)
    return find(g, "Chrome Mox")


def test_607_2a_chrome_mox_adds_one_mana_of_a_color_of_the_imprinted_card():
    g = board(MOX)
    mox = cast_mox(g, True)
    assert "Siege Rhino" in [g.chars(o).name for o in g.state.zones["exile:0"]]
    assert set(g.could_produce(mox)) == {"W", "B", "G"}
    g.perform(Activate(mox, 0))
    assert [o.value for o in g.pending.options] == ["W", "B", "G"]
    g.answer("B")
    assert pool(g) == "{B}"


def test_106_5_chrome_mox_with_nothing_imprinted_makes_no_mana():
    g = board(MOX)
    mox = cast_mox(g, False)
    assert g.could_produce(mox) == {}
    r = run_command(Session(g), "tap Chrome Mox green")
    assert not r.ok and "can't make green mana" in r.message
    g.perform(Activate(mox, 0))
    assert pool(g) == "empty"
    assert g.obj(mox).tapped


def test_607_2a_imprint_near_misses_are_refused():
    with pytest.raises(InvalidActionError):
        Produce.parse("Add one mana of any of the exiled cards' types.")
    from sandbox.cards.vocabulary import check_effect
    with pytest.raises(InvalidActionError):
        check_effect({"exile": {"what": "up to two nonland cards from your hand"}})
    with pytest.raises(InvalidActionError):
        check_effect({"exile": {"what": "up to one nonland card from your graveyard"}})


# ----------------------------------------------------------------- Food Chain: exile as a cost, restricted mana

FOOD = '''
[game]
turn = 3
[[player]]
hand = ["Grizzly Bears", "Lightning Bolt", "Siege Rhino"]
battlefield = [{ card = "Food Chain", ref = "chain" }, { card = "Siege Rhino", ref = "rhino" }, { card = "Llanowar Elves", ref = "elves" }]
[[player]]
'''


def test_106_6_food_chain_exiles_a_creature_for_its_mana_value_plus_one_of_one_color():
    g = board(FOOD)
    g.perform(Activate(g.refs["chain"], 0))
    assert g.pending.rule == "118.3"
    g.answer(g.refs["rhino"])
    g.answer("G")
    assert pool(g) == "{G}{G}{G}{G}{G}"
    assert "Siege Rhino" in [g.chars(o).name for o in g.state.zones["exile:0"]]
    assert all(m.only == "creature spell" for m in g.state.players[0].pool.amounts)
    # Creature spells only: not Lightning Bolt.
    with pytest.raises(IllegalActionError, match="can't pay"):
        g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=("p1",)))
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    assert pool(g) == "{G}{G}{G}"


def test_601_2g_auto_pay_exiles_a_creature_to_food_chain_for_a_creature_spell_only():
    g = board(FOOD)
    # Siege Rhino from hand, {1}{W}{B}{G}: tap the Elves for {G}, then exile them for two {B}
    # (mana value 1, plus 1), and exile the Rhino on the battlefield for five {W}: four float.
    g.perform(Cast(find(g, "Siege Rhino", "hand")))
    assert g.refs["elves"] not in g.state.battlefield and g.refs["rhino"] not in g.state.battlefield
    assert g.chars(g.state.stack[-1]).name == "Siege Rhino"
    assert len(g.state.players[0].pool) == 4
    g = board(FOOD)
    plan = plan_payment(g, 0, ("1", "G"), spell=g.chars(find(g, "Grizzly Bears", "hand")))
    assert plan.ok and [s.victim for s in plan.steps if s.victim] in ([g.refs["elves"]], [g.refs["rhino"]])
    assert not plan_payment(g, 0, ("R",), spell=g.chars(find(g, "Lightning Bolt", "hand"))).ok


def test_118_3_exile_cost_near_misses_are_refused():
    with pytest.raises(InvalidActionError):
        Cost.parse("Exile target creature")
    with pytest.raises(InvalidActionError):
        Produce.parse("Add X mana of any one color, where X is the exiled creature's power.")


def test_106_6_spells_only_mana_never_pays_a_filters_own_cost_in_a_plan():
    g = board('''
[game]
turn = 3
[[player]]
hand = ["Grizzly Bears"]
battlefield = ["Food Chain", { card = "Llanowar Elves", ref = "elves", sick = true }, { card = "Graven Cairns", ref = "cairns" }]
[[player]]
''')
    bears = g.chars(find(g, "Grizzly Bears", "hand"))
    # Exiling the Elves makes {B}{B} for creature spells only. Paying the Cairns' {B/R} with one
    # of them (for {B}{B}) would make {B}{B}{B}, but that {B/R} is an ability's cost, so only
    # {B}{B} plus the Cairns' {C} can be made.
    assert not plan_payment(g, 0, ("B", "B", "B"), spell=bears).ok
    assert plan_payment(g, 0, ("B", "B", "1"), spell=bears).ok
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    assert g.state.stack


def test_106_4_mana_options_count_storage_lands_and_sacrifices_after_tapping():
    from sandbox.core.mana.options import mana_options
    g = board('''
[[player]]
battlefield = [{ card = "Calciform Pools", counters = { storage = 2 } }, "Wastes", "Squandered Resources"]
[[player]]
''')
    # Both lands tap for {C}; one {C} pays the Pools' {1} for two of {W}/{U}; then Squandered
    # Resources sacrifices the Wastes ({C}) and the Pools ({C}, {W} or {U}, 106.7): five mana,
    # or four {C} without the storage ability.
    options = mana_options(g, 0)
    assert {"C": 4} in options and {"W": 3, "C": 2} in options and {"W": 1, "U": 1, "C": 3} in options
    assert len(options) == 8 and all(sum(o.values()) == 5 for o in options if o != {"C": 4})
