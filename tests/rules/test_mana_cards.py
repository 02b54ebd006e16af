"""Every ability of the mana cards (sandbox/cards/data/cards/mana.toml), on real boards."""

import pytest

from sandbox import Activate, Cast, Edit, IllegalActionError, Pass
from sandbox.core.mana.solver import plan_payment
from sandbox.symbols import parse_cost

from ..conftest import board, find, resolve_stack


def pool(g, p=0) -> str:
    return str(g.state.players[p].pool)


def to_my_upkeep(g) -> None:
    """From the opponent's end step, pass until my upkeep step has a trigger on the stack."""
    for _ in range(10):
        if g.state.step == "upkeep" and g.state.active == 0:
            return
        g.perform(Pass())


def test_106_12b_mana_reflection_doubles_a_land_and_a_rock():
    g = board('''
[[player]]
battlefield = [{ card = "Island", ref = "i" }, { card = "Sol Ring", ref = "r" }, "Mana Reflection"]
[[player]]
''')
    g.perform(Activate(g.refs["i"], 0))
    g.perform(Activate(g.refs["r"], 0))
    assert pool(g) == "{U}{U}{C}{C}{C}{C}"


def test_106_12b_nyxbloom_ancient_triples_and_has_trample():
    g = board('''
[[player]]
battlefield = [{ card = "Birds of Paradise", ref = "b" }, { card = "Nyxbloom Ancient", ref = "n" }]
[[player]]
''')
    assert g.chars(g.refs["n"]).has_keyword("trample")
    g.perform(Activate(g.refs["b"], 0))
    g.answer("R")
    assert pool(g) == "{R}{R}{R}"


def test_106_12b_contamination_affects_every_players_lands_but_not_rocks():
    g = board('''
[[player]]
battlefield = [{ card = "Sol Ring", ref = "r" }, "Contamination"]
[[player]]
battlefield = [{ card = "Island", ref = "i" }]
''')
    g.perform(Activate(g.refs["r"], 0))
    assert pool(g) == "{C}{C}"
    g.perform(Edit("priority", (("player", 1),)))
    g.perform(Activate(g.refs["i"], 0))
    assert pool(g, 1) == "{B}"


CONTAMINATION_UPKEEP = '''
[game]
turn = 2
active = "opponent"
step = "end"
[[player]]
library = ["Island", "Island"]
battlefield = [{ card = "Contamination", ref = "cont" }, { card = "Grizzly Bears", ref = "bears" }]
[[player]]
library = ["Island", "Island"]
'''


def test_603_contamination_upkeep_sacrifice_a_creature_to_keep_it():
    g = board(CONTAMINATION_UPKEEP)
    to_my_upkeep(g)
    assert g.state.stack, "the upkeep trigger is on the stack"
    resolve_stack(g)
    assert g.pending.rule == "118.12"
    g.answer(g.refs["bears"])
    assert g.refs["bears"] not in g.state.objects and g.refs["cont"] in g.state.objects


def test_603_contamination_upkeep_without_a_creature_sacrificed_itself():
    g = board(CONTAMINATION_UPKEEP)
    to_my_upkeep(g)
    resolve_stack(g)
    g.answer("no")
    assert g.refs["cont"] not in g.state.objects and g.refs["bears"] in g.state.objects
    names = [g.chars(o).name for o in g.state.zone("graveyard", 0)]
    assert names == ["Contamination"]


def test_605_1b_mana_flare_and_heartbeat_work_for_both_players():
    g = board('''
[[player]]
battlefield = ["Mana Flare", { card = "Mountain", ref = "m" }]
[[player]]
battlefield = ["Heartbeat of Spring", { card = "Forest", ref = "f" }]
''')
    g.perform(Activate(g.refs["m"], 0))
    assert pool(g) == "{R}{R}{R}"
    g.perform(Edit("priority", (("player", 1),)))
    g.perform(Activate(g.refs["f"], 0))
    assert pool(g, 1) == "{G}{G}{G}"


def test_605_1b_overgrowth_adds_two_green_and_wild_growth_one():
    g = board('''
[[player]]
battlefield = [{ card = "Swamp", ref = "s" }, { card = "Overgrowth", attached_to = "s" }, { card = "Wild Growth", attached_to = "s" }]
[[player]]
''')
    g.perform(Activate(g.refs["s"], 0))
    assert pool(g) == "{B}{G}{G}{G}"
    assert {m.source.split(" #")[0] for m in g.state.players[0].pool.amounts} == {"Swamp", "Overgrowth", "Wild Growth"}


def test_614_12_utopia_sprawl_chooses_a_color_as_it_enters_then_adds_it():
    g = board('''
[[player]]
hand = ["Utopia Sprawl"]
battlefield = [{ card = "Forest", ref = "pay" }, { card = "Forest", ref = "f" }, "Island"]
[[player]]
''')
    g.perform(Cast(find(g, "Utopia Sprawl", "hand"), targets=(g.refs["f"],)))
    assert g.obj(g.refs["pay"]).tapped and not g.obj(g.refs["f"]).tapped and not g.obj(find(g, "Island")).tapped
    resolve_stack(g)
    assert g.pending.kind == "color" and g.pending.rule == "614.12"
    g.answer("W")
    sprawl = find(g, "Utopia Sprawl")
    assert g.obj(sprawl).attached_to == g.refs["f"] and g.obj(sprawl).chosen["color"] == "W"
    g.perform(Activate(g.refs["f"], 0))
    assert pool(g) == "{W}{G}"
    assert list(g.could_produce(g.refs["f"])) == ["G"]  # the Aura's mana isn't the land's (106.7)


def test_303_4_utopia_sprawl_can_enchant_only_a_forest():
    g = board('''
[[player]]
hand = ["Utopia Sprawl"]
battlefield = ["Forest", { card = "Island", ref = "i" }]
[[player]]
''')
    with pytest.raises(IllegalActionError):
        g.perform(Cast(find(g, "Utopia Sprawl", "hand"), targets=(g.refs["i"],)))
    assert g.history == []


def test_605_1b_zendikar_resurgent_adds_mana_and_draws_on_creature_spells():
    g = board('''
[[player]]
library = ["Island", "Island"]
hand = ["Grizzly Bears", "Lightning Bolt"]
battlefield = ["Zendikar Resurgent", { card = "Forest", ref = "f" }, "Mountain"]
[[player]]
''')
    g.perform(Activate(g.refs["f"], 0))
    assert pool(g) == "{G}{G}"
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))  # paid from the pool: {G}{G}
    assert not g.obj(find(g, "Mountain")).tapped
    resolve_stack(g)
    assert len(g.state.zone("hand", 0)) == 2  # Bolt + the card drawn (the Bears resolved too)
    assert find(g, "Grizzly Bears")


def test_613_mirari_s_wake_pumps_my_creatures_and_adds_mana_for_my_lands():
    g = board('''
[[player]]
battlefield = ["Mirari's Wake", { card = "Plains", ref = "p" }, { card = "Grizzly Bears", ref = "mine" }]
[[player]]
battlefield = [{ card = "Grizzly Bears", ref = "theirs" }]
''')
    assert (g.chars(g.refs["mine"]).power, g.chars(g.refs["mine"]).toughness) == (3, 3)
    assert g.chars(g.refs["theirs"]).power == 2
    g.perform(Activate(g.refs["p"], 0))
    assert pool(g) == "{W}{W}"


def test_305_7_blood_moon_makes_nonbasic_lands_mountains_only():
    g = board('''
[[player]]
battlefield = ["Blood Moon", { card = "Reflecting Pool", ref = "pool" }, { card = "Island", ref = "i" }]
[[player]]
''')
    assert g.chars(g.refs["pool"]).subtypes == ("Mountain",)
    assert g.chars(g.refs["i"]).subtypes == ("Island",)  # basic: unaffected
    assert list(g.could_produce(g.refs["pool"])) == ["R"]


def test_106_6_powerstone_mana_cannot_cast_nonartifact_spells():
    g = board('''
[[player]]
hand = ["Grizzly Bears", "Sol Ring"]
battlefield = [{ card = "Powerstone", token = true, ref = "ps" }, "Forest"]
[[player]]
''')
    bears = find(g, "Grizzly Bears", "hand")
    assert not plan_payment(g, 0, parse_cost("{1}{G}"), spell=g.chars(bears)).ok
    with pytest.raises(IllegalActionError, match="can't pay"):
        g.perform(Cast(bears))
    g.perform(Activate(g.refs["ps"], 0))
    m = next(iter(g.state.players[0].pool.amounts))
    assert m.restriction == "nonartifact spell" and "can't be spent" in m.provenance()
    with pytest.raises(IllegalActionError):
        g.perform(Cast(bears))  # the {C} in the pool can't pay the generic part either
    g.perform(Cast(find(g, "Sol Ring", "hand")))  # an artifact spell: fine
    assert pool(g) == "empty" and not g.obj(find(g, "Forest")).tapped


def test_106_1_graven_cairns_filter_pays_its_hybrid_cost_and_offers_three_outputs():
    g = board('''
[[player]]
battlefield = [{ card = "Graven Cairns", ref = "gc" }, { card = "Swamp", ref = "s" }]
[[player]]
''')
    g.perform(Activate(g.refs["gc"], 1))
    assert g.obj(g.refs["s"]).tapped  # {B/R} paid by the Swamp, not by the Cairns itself
    assert g.pending.kind == "mana" and [o.value for o in g.pending.options] == ["BB", "BR", "RR"]
    g.answer("BR")
    assert pool(g) == "{B}{R}"
    assert list(g.could_produce(g.refs["gc"])) == ["B", "R", "C"]


def test_106_1_graven_cairns_colorless_ability():
    g = board('''
[[player]]
battlefield = [{ card = "Graven Cairns", ref = "gc" }]
[[player]]
''')
    g.perform(Activate(g.refs["gc"], 0))
    assert pool(g) == "{C}"
    with pytest.raises(IllegalActionError):
        g.perform(Activate(g.refs["gc"], 1))  # already tapped


def test_106_1_azorius_signet_filters_one_into_two_colors_and_cannot_pay_for_itself():
    g = board('''
[[player]]
battlefield = [{ card = "Azorius Signet", ref = "sig" }, { card = "Azorius Signet", ref = "alone" }, { card = "Forest", ref = "f" }]
[[player]]
''')
    g.perform(Activate(g.refs["sig"], 0))
    assert pool(g) == "{W}{U}" and g.obj(g.refs["f"]).tapped
    # The other Signet would need {1}: the pool's W/U can pay it (manual floating mana), with
    # the mana the player chooses (601.2h).
    g.perform(Activate(g.refs["alone"], 0))
    assert g.pending is not None and g.pending.rule == "601.2h" and [o.value for o in g.pending.options] == ["W", "U"]
    g.answer("U")
    assert pool(g) == "{W}{W}{U}"


def test_601_2h_signet_alone_cannot_pay_its_own_cost_state_unchanged():
    g = board('''
[[player]]
battlefield = [{ card = "Azorius Signet", ref = "sig" }, "Sol Ring"]
[[player]]
''')
    before = g.fingerprint()
    g.perform(Activate(g.refs["sig"], 0))  # Sol Ring pays {1}
    assert pool(g) == "{W}{U}{C}"
    g.undo()
    assert g.fingerprint() == before
    g.perform(Edit("tap", (("obj", find(g, "Sol Ring")),)))
    with pytest.raises(IllegalActionError, match="can't pay"):
        g.perform(Activate(g.refs["sig"], 0))
    assert not g.obj(g.refs["sig"]).tapped


def test_107_6_puresight_merrow_may_decline_to_exile():
    g = board('''
[[player]]
library = ["Island", "Grizzly Bears"]
battlefield = [{ card = "Puresight Merrow", ref = "m", tapped = true }, "Island"]
[[player]]
''')
    g.perform(Activate(g.refs["m"], 0))
    resolve_stack(g)
    g.answer("no")
    assert g.state.zone("exile", 0) == [] and len(g.state.zone("library", 0)) == 2


ORDER = '''
[game]
turn = 3
[[player]]
graveyard = ["Grizzly Bears", "Siege Rhino"]
battlefield = [{ card = "Order of Whiteclay", ref = "order" }, { card = "Order of Whiteclay", ref = "sick", tapped = true, sick = true },
  "Plains", "Plains", "Forest"]
[[player]]
graveyard = ["Llanowar Elves"]
'''


def test_107_6_order_of_whiteclay_returns_a_small_creature_card_from_your_graveyard():
    g = board(ORDER)
    with pytest.raises(IllegalActionError, match="107.6"):
        g.perform(Activate(g.refs["order"], 0))  # untapped: can't pay {Q}
    with pytest.raises(IllegalActionError, match="302.6"):
        g.perform(Activate(g.refs["sick"], 0))
    g.perform(Edit("tap", (("obj", g.refs["order"]),)))
    g.perform(Activate(g.refs["order"], 0))
    # The only legal target is chosen at once: Siege Rhino (MV 4) and the opponent's Elves aren't.
    assert not g.obj(g.refs["order"]).tapped and all(g.obj(find(g, n)).tapped for n in ("Plains", "Forest"))
    resolve_stack(g)
    bears = find(g, "Grizzly Bears")
    assert g.controller(bears) == 0 and [g.chars(o).name for o in g.state.zone("graveyard", 0)] == ["Siege Rhino"]


def test_115_order_of_whiteclay_needs_a_legal_target():
    g = board(ORDER.replace('graveyard = ["Grizzly Bears", "Siege Rhino"]', 'graveyard = ["Siege Rhino"]'))
    g.perform(Edit("tap", (("obj", g.refs["order"]),)))
    with pytest.raises(IllegalActionError, match="no legal target"):
        g.perform(Activate(g.refs["order"], 0))
    assert g.obj(g.refs["order"]).tapped


def test_106_6a_doubled_powerstone_mana_keeps_its_restriction():
    g = board('''
[[player]]
hand = ["Grizzly Bears"]
battlefield = [{ card = "Powerstone", token = true, ref = "ps" }, "Mana Reflection", "Forest"]
[[player]]
''')
    g.perform(Activate(g.refs["ps"], 0))
    pool_ = g.state.players[0].pool
    assert len(pool_) == 2 and all(m.restriction == "nonartifact spell" for m in pool_.amounts)
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))  # the Forest makes {G}{G}: it pays all
    assert g.obj(find(g, "Forest")).tapped and pool(g) == "{C}{C}"


def test_601_2g_plan_uses_filters_and_pays_their_costs_first():
    g = board('''
[[card]]
name = "Tricolor Test Spell"
mana_cost = "{W}{U}{R}"
type_line = "Sorcery"
oracle = "You gain 3 life."
effects = [ { gain_life = { amount = 3 } } ]

[[player]]
hand = ["Tricolor Test Spell"]
battlefield = [{ card = "Azorius Signet", ref = "sig" }, { card = "Graven Cairns", ref = "gc" }, { card = "Swamp", ref = "s" }]
[[player]]
''')
    plan = plan_payment(g, 0, parse_cost("{W}{U}{R}"))
    # The Swamp pays the Cairns' {B/R}; the Cairns makes {B}{R} or {R}{R}: {R} for the spell
    # and the other mana for the Signet's {1}; the Signet makes {W}{U}.
    assert plan.ok and set(plan.sources) == {g.refs["sig"], g.refs["gc"], g.refs["s"]}
    assert "Azorius Signet" in plan.explain() and "cost" in plan.explain()
    g.perform(Cast(find(g, "Tricolor Test Spell", "hand")))
    assert all(g.obj(g.refs[r]).tapped for r in ("sig", "gc", "s")) and g.pending is None
    resolve_stack(g)
    assert g.state.players[0].life == 23 and pool(g) == "empty"


def test_601_2g_a_filter_never_pays_for_itself():
    g = board('''
[[player]]
battlefield = ["Azorius Signet"]
[[player]]
''')
    assert not plan_payment(g, 0, parse_cost("{W}")).ok
