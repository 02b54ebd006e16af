"""Seed rulings M1-M8 (mana, X, {T}, {Q}) and the mana scenarios of RULES.md section 18,
on real boards through the real engine."""

import pytest

from sandbox import Activate, Cast, Edit, IllegalActionError, Pass
from sandbox.core.mana.solver import plan_payment
from sandbox.symbols import parse_cost

from ..conftest import board, find, resolve_stack


def pool(g, p=0) -> str:
    return str(g.state.players[p].pool)


def attack_with(g, oid: int) -> None:
    """Pass priority until attackers are declared, then attack the opponent with ``oid``."""
    for _ in range(10):
        if g.pending is not None and g.pending.kind == "attackers":
            break
        g.perform(Pass())
    g.answer(f"{oid}>p1")


def logged(g, rule: str, text: str = "") -> bool:
    return any(e.rule == rule and text in e.text for e in g.log)


# ------------------------------------------------------------------ M1 (106.5)

def test_M1_reflecting_pool_alone_produces_no_mana_and_the_log_says_so():
    g = board('''
[[player]]
battlefield = [{ card = "Reflecting Pool", ref = "pool" }, "Heartbeat of Spring"]
[[player]]
battlefield = ["Forest"]
''')
    assert g.could_produce(g.refs["pool"]) == {}
    g.perform(Activate(g.refs["pool"], 0))
    assert pool(g) == "empty"
    assert g.obj(g.refs["pool"]).tapped  # the cost was paid (605.2: still a mana ability)
    assert logged(g, "106.5", "produces no mana")
    # No mana was produced, so it wasn't "tapped for mana": Heartbeat doesn't trigger (106.12a).
    assert not logged(g, "605.4a")


def test_M1_reflecting_pool_with_only_a_treasure_still_produces_nothing_section_18_3():
    g = board('''
[[player]]
battlefield = [{ card = "Reflecting Pool", ref = "pool" }, { card = "Treasure", token = true }]
[[player]]
''')
    assert g.could_produce(g.refs["pool"]) == {}  # a Treasure isn't a land
    g.perform(Activate(g.refs["pool"], 0))
    assert pool(g) == "empty"


def test_M1_exotic_orchard_against_a_lone_opposing_orchard_makes_nothing_section_18_4():
    g = board('''
[[player]]
battlefield = [{ card = "Exotic Orchard", ref = "mine" }]
[[player]]
battlefield = [{ card = "Exotic Orchard", ref = "theirs" }]
''')
    assert g.could_produce(g.refs["mine"]) == {}
    assert g.could_produce(g.refs["theirs"]) == {}
    g.perform(Activate(g.refs["mine"], 0))
    assert pool(g) == "empty" and logged(g, "106.5")


def test_M1_exotic_orchard_never_makes_colorless_even_if_opposing_lands_do():
    g = board('''
[[player]]
battlefield = [{ card = "Exotic Orchard", ref = "orchard" }, { card = "Reflecting Pool", ref = "pool" }, "Wastes"]
[[player]]
battlefield = ["Wastes"]
''')
    assert g.could_produce(g.refs["orchard"]) == {}  # "color": {C} doesn't count
    assert list(g.could_produce(g.refs["pool"])) == ["C"]  # "type": {C} counts


# ------------------------------------------------------------------ M2 (106.7)

def test_M2_could_produce_ignores_costs_tapped_lands_still_count_with_reasons():
    g = board('''
[[player]]
battlefield = [{ card = "Reflecting Pool", ref = "pool" }, { card = "Forest", tapped = true }, "Island"]
[[player]]
''')
    table = g.could_produce(g.refs["pool"])
    assert list(table) == ["U", "G"]
    assert "Forest" in table["G"] and "Island" in table["U"]
    g.perform(Activate(g.refs["pool"], 0))
    assert g.pending.kind == "color" and [o.value for o in g.pending.options] == ["U", "G"]
    g.answer("G")
    assert pool(g) == "{G}"


def test_M2_replacement_effects_apply_contamination_makes_every_land_could_produce_black_section_18_3():
    g = board('''
[[player]]
battlefield = [{ card = "Forest", ref = "f" }, { card = "Reflecting Pool", ref = "pool" }, "Contamination"]
[[player]]
battlefield = [{ card = "Exotic Orchard", ref = "orchard" }]
''')
    assert list(g.could_produce(g.refs["f"])) == ["B"]
    assert "Contamination" in g.could_produce(g.refs["f"])["B"] or "instead" in g.could_produce(g.refs["f"])["B"]
    assert list(g.could_produce(g.refs["pool"])) == ["B"]
    # Section 18.3: Reflecting Pool with a Forest under Contamination => {B}.
    g.perform(Activate(g.refs["pool"], 0))
    assert pool(g) == "{B}"
    # The opponent's Orchard looks at my lands: they could produce only {B} now.
    assert list(g.could_produce(g.refs["orchard"])) == ["B"]


RED_CONTAMINATION = '''
[[card]]
name = "Red Contamination (test card)"
mana_cost = "{2}{R}"
type_line = "Enchantment"
oracle = "If a land is tapped for mana, it produces {R} instead of any other type and amount. (Contamination in red.)"
abilities = [ { replacement = { replaces = "mana", what = "land", whose = "any", becomes = "R", text = "If a land is tapped for mana, it produces {R} instead of any other type and amount." } } ]
'''

TWO_CONTAMINATIONS = RED_CONTAMINATION + '''
[[player]]
battlefield = [{ card = "Forest", ref = "f" }, "Contamination", "Red Contamination (test card)"]
[[player]]
'''


def test_M2_replacements_in_every_order_union_of_outcomes():
    # Contamination ({B} instead) and a red twin ({R} instead): whichever applies last wins, so
    # the two orders give different types and the Forest could produce both (106.7), not {G}.
    g = board(TWO_CONTAMINATIONS)
    f = g.refs["f"]
    could = g.could_produce(f)
    assert set(could) == {"B", "R"}
    # each reason names the order that gives it: the other effect first, then the one that wins
    assert could["B"].endswith("then If a land is tapped for mana, it produces {B} instead of any other type and amount.")
    assert could["R"].endswith("then If a land is tapped for mana, it produces {R} instead of any other type and amount.")
    # and tapping it really gives each one, by the order its controller picks (616.1)
    for first, made in (("Red Contamination", "{B}"), ("Contamination #", "{R}")):
        g = board(TWO_CONTAMINATIONS)
        g.perform(Activate(g.refs["f"], 0))
        _order(g, first)
        assert pool(g) == made


def test_M2_orchard_chain_reaches_a_fixed_point_cr_106_7_example():
    # CR 106.7 example: two Orchards alone make nothing; add a Forest on one side and both
    # Orchards could produce {G}.
    g = board('''
[[player]]
battlefield = [{ card = "Exotic Orchard", ref = "a" }, "Forest", { card = "Reflecting Pool", ref = "pool" }]
[[player]]
battlefield = [{ card = "Exotic Orchard", ref = "b" }, { card = "Reflecting Pool", ref = "pool2" }]
''')
    assert list(g.could_produce(g.refs["b"])) == ["G"]
    assert list(g.could_produce(g.refs["a"])) == ["G"]  # via the opponent's Orchard
    assert list(g.could_produce(g.refs["pool2"])) == ["G"]  # pool2 -> Orchard b -> my Forest
    assert "Exotic Orchard" in g.could_produce(g.refs["pool2"])["G"]


def test_M2_cycle_of_reflecting_pools_terminates_with_nothing():
    g = board('''
[[player]]
battlefield = ["Reflecting Pool", "Reflecting Pool", "Reflecting Pool"]
[[player]]
battlefield = ["Exotic Orchard", "Exotic Orchard"]
''')
    for o in g.state.battlefield:
        assert g.could_produce(o) == {}


def test_M2_fellwar_stone_looks_at_opponents_lands_and_blood_moon_changes_what_they_could_produce():
    g = board('''
[[player]]
battlefield = [{ card = "Fellwar Stone", ref = "stone" }]
[[player]]
battlefield = ["Island", { card = "Reflecting Pool", ref = "pool" }]
''')
    assert list(g.could_produce(g.refs["stone"])) == ["U"]
    g.perform(Edit("add", (("card", "Blood Moon"), ("player", 1))))
    # Reflecting Pool is now a Mountain with only "{T}: Add {R}" (305.7).
    assert list(g.could_produce(g.refs["stone"])) == ["U", "R"]


# ------------------------------------------------------------------ M3 (106.12, 605)

def test_M3_gold_token_has_no_tap_symbol_so_it_is_never_tapped_for_mana():
    g = board('''
[[player]]
battlefield = [{ card = "Gold", token = true, ref = "gold" }, { card = "Treasure", token = true, ref = "treasure" }, "Mana Reflection"]
[[player]]
''')
    g.perform(Activate(g.refs["gold"], 0))
    g.answer("R")
    assert pool(g) == "{R}"  # not doubled
    assert logged(g, "106.12", "wasn't tapped for mana")
    assert g.refs["gold"] not in g.state.objects  # sacrificed
    g.perform(Activate(g.refs["treasure"], 0))
    g.answer("U")
    assert pool(g) == "{U}{U}{R}"  # {T}, sacrifice: tapped for mana, doubled


def test_M3_tapped_by_attacking_is_not_tapped_for_mana():
    g = board('''
[game]
turn = 3
[[player]]
battlefield = [{ card = "Mutavault", ref = "vault" }, { card = "Wild Growth", attached_to = "vault" }, "Wastes"]
[[player]]
''')
    g.perform(Activate(g.refs["vault"], 1))  # {1}: becomes a 2/2 creature (Wastes pays)
    resolve_stack(g)
    assert g.is_creature(g.refs["vault"])
    attack_with(g, g.refs["vault"])
    assert g.obj(g.refs["vault"]).tapped
    assert pool(g) == "empty" and not logged(g, "605.4a")


def test_M3_q_mana_ability_is_not_tapping_for_mana():
    g = board('''
[[player]]
battlefield = [{ card = "Pili-Pala", ref = "pp", tapped = true }, "Mana Reflection", "Wastes", "Wastes"]
[[player]]
''')
    g.perform(Activate(g.refs["pp"], 0))
    g.answer("G")
    assert pool(g) == "{G}"  # the {2} was paid by the Wastes; no doubling without {T}
    assert not g.obj(g.refs["pp"]).tapped


# ------------------------------------------------------------------ M4 (106.12a, 605.1b, 605.4)

def test_M4_heartbeat_adds_mana_at_once_without_the_stack_and_it_pays_the_spell_in_progress():
    g = board('''
[[player]]
hand = ["Grizzly Bears"]
battlefield = [{ card = "Forest", ref = "f" }, "Heartbeat of Spring"]
[[player]]
''')
    plan = plan_payment(g, 0, parse_cost("{1}{G}"))
    assert plan.ok and plan.sources == [g.refs["f"]]
    assert plan.steps[0].produces == ("G", "G")
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    assert logged(g, "605.4a") and len(g.state.stack) == 1  # only the Bears: no trigger on the stack
    assert pool(g) == "empty"


def test_M4_named_type_trigger_fires_only_for_the_type_actually_produced():
    text = '''
[[card]]
name = "Red Echo"
type_line = "Enchantment"
oracle = "Whenever you tap a permanent for {R}, add an additional {R}."
abilities = [ { triggered = { on = "tapped_for_mana", by = "you", mana = "R", text = "Whenever you tap a permanent for {R}, add an additional {R}.", effects = [ { add_mana = { add = "{R}" } } ] } } ]

[[player]]
battlefield = [{ card = "Mountain", ref = "m" }, { card = "Mountain", ref = "m2" }, "Red Echo"]
[[player]]
'''
    g = board(text)
    g.perform(Activate(g.refs["m"], 0))
    assert pool(g) == "{R}{R}"
    g.perform(Edit("add", (("card", "Contamination"), ("player", 1))))
    g.perform(Activate(g.refs["m2"], 0))
    assert pool(g) == "{B}{R}{R}"  # the Mountain made {B}, not {R}: no trigger


def test_M4_zendikar_resurgent_only_for_its_controller_mana_flare_for_anyone():
    g = board('''
[[player]]
battlefield = ["Zendikar Resurgent", { card = "Island", ref = "i" }]
[[player]]
battlefield = ["Mana Flare", { card = "Swamp", ref = "s" }]
''')
    g.perform(Activate(g.refs["i"], 0))
    assert pool(g) == "{U}{U}{U}"  # Island, Zendikar, Mana Flare (anyone's land)
    g.perform(Edit("priority", (("player", 1),)))
    g.perform(Activate(g.refs["s"], 0))
    assert pool(g, 1) == "{B}{B}"  # Swamp + Mana Flare; Zendikar isn't theirs


# ------------------------------------------------------------------ M5 (106.12b, 614, 616.1)

CONTAMINATION_REFLECTION = '''
[[player]]
battlefield = [{ card = "Forest", ref = "f" }, { card = "Contamination", ref = "cont" }, { card = "Mana Reflection", ref = "refl" }]
[[player]]
'''


def _order(g, first: str):
    d = g.pending
    assert d.kind == "replacement_order" and d.rule == "616.1" and d.player == 0
    firsts = [o.value for o in d.options if first in o.label]
    rest = [o.value for o in d.options if first not in o.label]
    g.answer(*(firsts + rest))


def test_M5_contamination_then_mana_reflection_gives_two_black():
    g = board(CONTAMINATION_REFLECTION)
    g.perform(Activate(g.refs["f"], 0))
    _order(g, "Contamination")
    assert pool(g) == "{B}{B}"
    assert all(m.source_id == g.refs["f"] and len(m.via) == 2 and "Contamination" in m.via[0]
               for m in g.state.players[0].pool.amounts)


def test_M5_mana_reflection_then_contamination_gives_one_black():
    g = board(CONTAMINATION_REFLECTION)
    g.perform(Activate(g.refs["f"], 0))
    _order(g, "Mana Reflection")
    assert pool(g) == "{B}"
    assert logged(g, "616.1", "Mana Reflection")


def test_M5_616_1_nyxbloom_and_reflection_multiply_to_six_without_asking_the_order():
    g = board('''
[[player]]
battlefield = [{ card = "Island", ref = "i" }, "Nyxbloom Ancient", "Mana Reflection"]
[[player]]
''')
    g.perform(Activate(g.refs["i"], 0))
    # Multipliers commute: every order gives the same mana, so the player isn't asked.
    assert g.pending is None and pool(g) == "{U}" * 6
    assert any(e.rule == "616.1" and "every order gives the same mana" in e.text for e in g.log)


def test_M5_two_reflections_give_four_times_and_only_for_their_controller():
    g = board('''
[[player]]
battlefield = [{ card = "Sol Ring", ref = "ring" }, "Mana Reflection", "Mana Reflection"]
[[player]]
battlefield = [{ card = "Forest", ref = "theirs" }]
''')
    g.perform(Activate(g.refs["ring"], 0))
    assert g.pending is None and pool(g) == "{C}" * 8
    g.perform(Edit("priority", (("player", 1),)))
    g.perform(Activate(g.refs["theirs"], 0))
    assert pool(g, 1) == "{G}"  # "If you tap": my Reflections don't touch their mana


def test_M5_replacement_order_is_asked_of_the_producing_player_even_on_opponents_contamination():
    g = board('''
[[player]]
battlefield = [{ card = "Forest", ref = "f" }, "Mana Reflection"]
[[player]]
battlefield = ["Contamination"]
''')
    g.perform(Activate(g.refs["f"], 0))
    assert g.pending.player == 0  # 616.1: the affected player orders them
    _order(g, "Contamination")
    assert pool(g) == "{B}{B}"


# ------------------------------------------------------------------ M6 (107.3m)

def test_M6_x_cost_paid_by_plan_and_enters_with_x_counters():
    g = board('''
[[player]]
hand = ["Endless One"]
battlefield = ["Forest", "Forest", "Island", { card = "Birds of Paradise", ref = "birds" }]
[[player]]
''')
    plan = plan_payment(g, 0, parse_cost("{X}"), x=3)
    assert plan.ok and len(plan.steps) == 3 and g.refs["birds"] not in plan.sources
    g.perform(Cast(find(g, "Endless One", "hand"), x=3))
    resolve_stack(g)
    one = find(g, "Endless One")
    assert g.obj(one).counters == {"+1/+1": 3} and g.chars(one).power == 3
    assert not g.obj(g.refs["birds"]).tapped


MV_READERS = '''
[[card]]
name = "Mana Value Sculptor (test card)"
mana_cost = "{1}"
type_line = "Artifact"
oracle = "Each creature has base power and toughness each equal to its mana value. (A test card that reads mana value.)"
abilities = [ { static = { text = "Each creature has base power and toughness each equal to its mana value.", effects = [ { affects = "creature", pt_equal_mv = true } ] } } ]

[[card]]
name = "Small Things Banner (test card)"
mana_cost = "{1}"
type_line = "Artifact"
oracle = "Creatures with mana value 2 or less get +1/+1. (A test card that reads mana value through a filter.)"
abilities = [ { static = { text = "Creatures with mana value 2 or less get +1/+1.", effects = [ { affects = "creature with mana value 2 or less", modify_pt = [1, 1] } ] } } ]
'''


def _endless_one_cast_with_x_3(reader: str):
    g = board(MV_READERS + f'''
[[player]]
hand = ["Endless One"]
battlefield = ["Forest", "Forest", "Forest", "{reader}"]
[[player]]
''')
    g.perform(Cast(find(g, "Endless One", "hand"), x=3))
    resolve_stack(g)
    one = find(g, "Endless One")
    assert g.obj(one).counters == {"+1/+1": 3}  # the ETB replacement used the X it was cast with (107.3m)
    return g, one


def test_M6_x_was_3_but_a_card_reading_the_permanents_mana_value_sees_0():
    # base P/T = mana value, read by the engine's layer 7b: 0/0 (X is 0 on the battlefield, 107.3i), plus 3 counters
    g, one = _endless_one_cast_with_x_3("Mana Value Sculptor (test card)")
    c = g.chars(one)
    assert (c.power, c.toughness) == (3, 3)
    assert "power/toughness equal to mana value: 0/0" in g.explain(one)


def test_M6_x_was_3_but_a_mana_value_filter_sees_0():
    # "creatures with mana value 2 or less get +1/+1" applies to it: its mana value is 0, not 3
    g, one = _endless_one_cast_with_x_3("Small Things Banner (test card)")
    c = g.chars(one)
    assert (c.power, c.toughness) == (4, 4)


# ------------------------------------------------------------------ M7 (107.5, 302.6)

def test_M7_auto_pay_skips_tapped_sources_and_summoning_sick_creatures():
    g = board('''
[[player]]
hand = ["Grizzly Bears"]
battlefield = [{ card = "Forest", tapped = true }, { card = "Llanowar Elves", sick = true, ref = "elves" }, "Island"]
[[player]]
''')
    plan = plan_payment(g, 0, parse_cost("{1}{G}"))
    assert not plan.ok
    with pytest.raises(IllegalActionError, match="can't pay"):
        g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    assert g.history == [] and not g.obj(g.refs["elves"]).tapped


def test_M7_noncreature_source_that_just_entered_pays_through_the_plan():
    g = board('''
[[player]]
hand = ["Sol Ring", "Grizzly Bears"]
battlefield = ["Mountain", "Forest"]
[[player]]
''')
    g.perform(Cast(find(g, "Sol Ring", "hand")))
    resolve_stack(g)
    ring = find(g, "Sol Ring")
    assert g.is_sick(ring)
    plan = plan_payment(g, 0, parse_cost("{1}{G}"))
    assert plan.ok and set(plan.sources) == {ring, find(g, "Forest")}  # the Mountain paid for the Ring
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    assert g.obj(ring).tapped and pool(g) == "{C}"  # Sol Ring's second {C} floats


# ------------------------------------------------------------------ M8 (107.6, 302.6)

def test_M8_pili_pala_untapped_cannot_pay_q_and_sick_cannot_either():
    g = board('''
[[player]]
battlefield = [{ card = "Pili-Pala", ref = "ready" }, { card = "Pili-Pala", ref = "sick", tapped = true, sick = true }, "Wastes", "Wastes"]
[[player]]
''')
    with pytest.raises(IllegalActionError, match="107.6"):
        g.perform(Activate(g.refs["ready"], 0))
    with pytest.raises(IllegalActionError, match="302.6"):
        g.perform(Activate(g.refs["sick"], 0))
    assert pool(g) == "empty" and g.history == []


def test_M8_pili_pala_tapped_by_attacking_then_untaps_for_mana_after_combat():
    g = board('''
[game]
turn = 3
[[player]]
battlefield = [{ card = "Pili-Pala", ref = "pp" }, "Wastes", "Wastes"]
[[player]]
''')
    attack_with(g, g.refs["pp"])  # attacking taps it (508.1f)
    assert g.obj(g.refs["pp"]).tapped
    for _ in range(20):
        if g.state.step == "main2":
            break
        g.perform(Pass())
    assert g.state.step == "main2"
    g.perform(Activate(g.refs["pp"], 0))
    g.answer("W")
    assert pool(g) == "{W}" and not g.obj(g.refs["pp"]).tapped
    assert g.chars(g.refs["pp"]).has_keyword("flying")


def test_M8_puresight_merrow_q_ability_with_hybrid_cost_paid_by_the_plan():
    g = board('''
[[player]]
library = ["Island", "Grizzly Bears"]
battlefield = [{ card = "Puresight Merrow", ref = "merrow" }, { card = "Plains", ref = "plains" }, { card = "Birds of Paradise", ref = "birds" }]
[[player]]
''')
    with pytest.raises(IllegalActionError, match="107.6"):
        g.perform(Activate(g.refs["merrow"], 0))
    g.perform(Edit("tap", (("obj", g.refs["merrow"]),)))
    g.perform(Activate(g.refs["merrow"], 0))
    assert not g.obj(g.refs["merrow"]).tapped
    assert g.obj(g.refs["plains"]).tapped and not g.obj(g.refs["birds"]).tapped  # {W/U}: the Plains
    resolve_stack(g)
    assert g.pending.kind == "yesno" and "Grizzly Bears" in g.pending.prompt
    g.answer("yes")
    assert [g.chars(o).name for o in g.state.zone("exile", 0)] == ["Grizzly Bears"]


# ------------------------------------------------------------------ section 18 scenarios

def test_section_18_1_forest_with_wild_growth_sprawl_heartbeat_and_reflection_makes_GGGGU():
    g = board('''
[[player]]
battlefield = [{ card = "Forest", ref = "f" }, { card = "Wild Growth", attached_to = "f" },
  { card = "Utopia Sprawl", attached_to = "f", chosen_color = "U" }, "Heartbeat of Spring", "Mana Reflection"]
[[player]]
''')
    g.perform(Activate(g.refs["f"], 0))
    assert g.pending is None and not g.state.stack
    assert pool(g) == "{U}{G}{G}{G}{G}"
    sources = sorted(m.source.split(" #")[0] for m, n in g.state.players[0].pool.amounts.items() for _ in range(n))
    assert sources == ["Forest", "Forest", "Heartbeat of Spring", "Utopia Sprawl", "Wild Growth"]
    doubled = [m for m in g.state.players[0].pool.amounts if m.source_id == g.refs["f"]]
    assert all("Mana Reflection" in m.via[0] for m in doubled)  # only the Forest's own mana
    assert sum(1 for e in g.log if e.rule == "605.4a" and "resolves at once" in e.text) == 3


def test_section_18_2_contamination_and_heartbeat_make_two_black():
    g = board('''
[[player]]
battlefield = [{ card = "Forest", ref = "f" }, "Contamination", "Heartbeat of Spring"]
[[player]]
''')
    g.perform(Activate(g.refs["f"], 0))
    assert pool(g) == "{B}{B}"  # Heartbeat adds a type the land actually produced


def test_section_18_10_blood_moon_urborg_mutavault():
    g = board('''
[[player]]
battlefield = ["Blood Moon", { card = "Urborg, Tomb of Yawgmoth", ref = "urborg" }, { card = "Mutavault", ref = "vault" }, { card = "Forest", ref = "f" }]
[[player]]
''')
    vault = g.chars(g.refs["vault"])
    assert vault.subtypes == ("Mountain",)
    assert [a.text for a in g.activated_abilities(g.refs["vault"])] == ["{T}: Add {R}. (Mountain, 305.6)"]
    # Urborg lost its ability (305.7), so nothing is a Swamp: the dependency is applied (613.8).
    assert "Swamp" not in g.chars(g.refs["urborg"]).subtypes and "Swamp" not in g.chars(g.refs["f"]).subtypes
    assert list(g.could_produce(g.refs["vault"])) == ["R"]
    assert list(g.could_produce(g.refs["f"])) == ["G"]
    g.perform(Activate(g.refs["vault"], 0))
    assert pool(g) == "{R}"
