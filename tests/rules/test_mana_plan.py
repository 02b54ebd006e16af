"""Payment plans (601.2g-h): found whenever a payment exists, least flexible sources first,
no source tapped for nothing, explained before being committed, editable; manual payment;
mana provenance. Plus a property test against a brute-force search on the real engine."""

from collections import Counter
from itertools import combinations_with_replacement, permutations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sandbox import Activate, Cast, Edit, IllegalActionError
from sandbox.cards.model import ManaAbility
from sandbox.core.mana.pool import Mana, pay_from_pool
from sandbox.core.mana.solver import is_filter, plan_payment
from sandbox.symbols import format_cost, parse_cost, symbol_options

from ..conftest import board, find


def pool(g, p=0) -> str:
    return str(g.state.players[p].pool)


MIXED = '''
[[player]]
life = 20
hand = ["Grizzly Bears", "Siege Rhino"]
battlefield = [{ card = "Forest", ref = "f" }, { card = "Island", ref = "i" }, { card = "Birds of Paradise", ref = "birds" },
  { card = "Treasure", token = true, ref = "t" }, { card = "Plains", ref = "p" }]
[[player]]
'''


def test_601_2g_plan_prefers_the_least_flexible_source_and_says_why():
    g = board(MIXED)
    plan = plan_payment(g, 0, parse_cost("{G}"))
    assert plan.ok and plan.sources == [g.refs["f"]]
    text = plan.explain()
    assert "Forest" in text and "makes only {G}" in text
    assert "Birds of Paradise" in text and "more flexible" in text
    assert "Treasure" in text and "sacrificed" in text


def test_601_2g_plan_never_taps_a_source_whose_mana_it_does_not_use():
    g = board(MIXED)
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    tapped = {o for o in g.state.battlefield if g.obj(o).tapped}
    assert len(tapped) == 2 and g.refs["f"] in tapped and g.refs["birds"] not in tapped
    assert pool(g) == "empty" and g.refs["t"] in g.state.objects


def test_601_2g_flexible_sources_are_used_when_needed_and_the_treasure_last():
    g = board(MIXED)
    plan = plan_payment(g, 0, parse_cost("{1}{W}{B}{G}"))  # Siege Rhino: black only from Birds/Treasure
    assert plan.ok
    assert g.refs["birds"] in plan.sources and g.refs["t"] not in plan.sources
    birds = next(s for s in plan.steps if s.source == g.refs["birds"])
    assert birds.choice == "B" and birds.pays == ["{B}"]
    g.perform(Cast(find(g, "Siege Rhino", "hand")))
    assert g.refs["t"] in g.state.objects  # the Treasure was kept
    assert plan_payment(g, 0, parse_cost("{R}")).sources == [g.refs["t"]]  # now only it can


def test_107_4e_hybrid_and_2_hybrid_symbols_use_either_half():
    g = board('''
[[player]]
battlefield = ["Island", "Island", "Island"]
[[player]]
''')
    plan = plan_payment(g, 0, parse_cost("{W/U}{2/W}"))
    assert plan.ok and plan.payment == ("U", "2") and len(plan.steps) == 3
    assert "{2/W} as 2 generic" in plan.explain()


def test_107_4f_phyrexian_prefers_mana_then_life_and_never_more_life_than_you_have():
    g = board('''
[[player]]
life = 20
battlefield = ["Island"]
[[player]]
''')
    assert plan_payment(g, 0, parse_cost("{U/P}")).life == 0
    plan = plan_payment(g, 0, parse_cost("{G/P}{U}"))
    assert plan.ok and plan.life == 2 and "2 life" in plan.explain()
    g.perform(Edit("life", (("player", 0), ("value", 1))))
    assert not plan_payment(g, 0, parse_cost("{G/P}{U}")).ok  # 119.4


def test_107_3a_x_costs_are_planned_with_the_chosen_x():
    g = board('''
[[player]]
battlefield = ["Sol Ring", "Forest", "Forest"]
[[player]]
''')
    assert plan_payment(g, 0, parse_cost("{X}{G}"), x=3).ok
    assert not plan_payment(g, 0, parse_cost("{X}{G}"), x=4).ok
    assert plan_payment(g, 0, parse_cost("{X}{G}"), x=0).sources == [find(g, "Forest")]


def test_601_2g_plan_is_shown_before_it_is_committed_and_changes_nothing():
    g = board(MIXED)
    before = g.fingerprint()
    plan = plan_payment(g, 0, parse_cost("{2}{G}"))
    assert g.fingerprint() == before and plan.ok
    assert plan.explain().startswith("Pay {2}{G}:")


def test_601_2g_plan_is_editable_exclude_and_force_sources():
    g = board(MIXED)
    plan = plan_payment(g, 0, parse_cost("{G}"), exclude=[g.refs["f"]])
    assert plan.sources == [g.refs["birds"]] and plan.steps[0].choice == "G"
    forced = plan_payment(g, 0, parse_cost("{G}"), force=[g.refs["t"]])
    assert forced.sources == [g.refs["t"]] and "you asked for it" in forced.steps[0].why
    both = plan_payment(g, 0, parse_cost("{G}"), force=[g.refs["i"]])
    assert set(both.sources) == {g.refs["i"], g.refs["f"]}  # the forced Island's {U} floats
    g.perform(Edit("tap", (("obj", g.refs["birds"]),)))
    bad = plan_payment(g, 0, parse_cost("{G}"), force=[g.refs["birds"]])
    assert not bad.ok and "can't be used" in bad.problem
    assert not plan_payment(g, 0, parse_cost("{G}"), exclude=[g.refs["f"], g.refs["t"]]).ok


def test_601_2g_manual_payment_tap_sources_first_then_cast_uses_the_pool():
    g = board(MIXED)
    g.perform(Activate(g.refs["birds"], 0))
    g.answer("G")
    g.perform(Activate(g.refs["p"], 0))
    assert plan_payment(g, 0, parse_cost("{1}{G}")).steps == []  # the pool pays it all
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    assert not g.obj(g.refs["f"]).tapped and pool(g) == "empty"


def test_106_3_pool_remembers_sources_and_what_shaped_the_mana():
    g = board('''
[[player]]
battlefield = [{ card = "Forest", ref = "f" }, "Mana Reflection", { card = "Wild Growth", attached_to = "f" }]
[[player]]
''')
    g.perform(Activate(g.refs["f"], 0))
    lines = g.state.players[0].pool.provenance()
    assert "Mana Reflection" in lines[0] and len(lines) == 2
    assert lines[0].startswith("{G}{G} from Forest")
    assert lines[1].startswith("{G} from Wild Growth") and "triggered mana ability" in lines[1]


def test_616_1_plan_picks_the_replacement_order_that_pays_and_commits_it_without_asking():
    g = board('''
[[player]]
hand = ["Counterspell"]
battlefield = [{ card = "Island", ref = "i" }, "Contamination", "Mana Reflection"]
[[player]]
''')
    assert not plan_payment(g, 0, parse_cost("{U}")).ok  # Contamination: lands make only {B}
    plan = plan_payment(g, 0, parse_cost("{B}{B}"))
    assert plan.ok and plan.steps[0].produces == ("B", "B") and plan.steps[0].order is not None
    g2 = board('''
[[player]]
hand = ["Dark Ritual"]
battlefield = [{ card = "Island", ref = "i" }, "Contamination", "Mana Reflection"]
[[player]]
''')
    g2.perform(Cast(find(g2, "Dark Ritual", "hand")))
    assert g2.pending is None and pool(g2) == "{B}"  # {B}{B} made, one spent on the Ritual


def test_601_2h_unpayable_cost_is_one_clear_line_and_state_unchanged():
    g = board('''
[[player]]
hand = ["Siege Rhino"]
battlefield = ["Forest", "Plains", "Plains"]
[[player]]
''')
    before = g.fingerprint()
    with pytest.raises(IllegalActionError) as e:
        g.perform(Cast(find(g, "Siege Rhino", "hand")))
    assert "\n" not in str(e.value) and "can't pay {1}{W}{B}{G}" in str(e.value)
    assert g.fingerprint() == before


def test_601_2g_legal_actions_use_the_plan():
    g = board('''
[[player]]
hand = ["Grizzly Bears", "Counterspell"]
battlefield = ["Forest", "Heartbeat of Spring"]
[[player]]
''')
    casts = {str(a) for a in g.legal_actions() if isinstance(a, Cast)}
    assert casts == {f"cast #{find(g, 'Grizzly Bears', 'hand')}"}  # one Forest + Heartbeat = {G}{G}
    assert not plan_payment(g, 0, parse_cost("{U}")).ok


def test_601_2g_plan_pays_exactly_rather_than_leave_mana_floating():
    """{2} from Birds of Paradise and a Forest, not from Thran Dynamo's {C}{C}{C}: a plan
    doesn't make mana the payment leaves floating (106.4) when sources that pay exactly are there."""
    from sandbox.core.mana.paying import commit_plan
    g = board('[[player]]\nbattlefield = ["Birds of Paradise", "Forest", "Thran Dynamo"]\n[[player]]\n')
    plan = plan_payment(g, 0, parse_cost("{2}"))
    assert plan.ok and sorted(g.chars(s).name for s in plan.sources) == ["Birds of Paradise", "Forest"]
    commit_plan(g, plan, "{2}")
    assert pool(g) == "empty" and not g.obj(find(g, "Thran Dynamo")).tapped


def test_601_2h_a_source_whose_ability_taps_it_cant_pay_that_abilitys_mana():
    """Mind Stone's "{1}, {T}, Sacrifice this artifact: Draw a card": its own {T}: Add {C} can't pay
    the {1} (the {T} is part of the same cost, 601.2h), so with nothing else no plan is offered;
    with a Wastes the Wastes pays, and the plan offered is payable by activating the ability."""
    from sandbox.core.mana.planning import plan_for
    g = board('[[player]]\nbattlefield = ["Mind Stone"]\n[[player]]\n')
    stone = find(g, "Mind Stone")
    draw = next(i for i, ab in enumerate(g.activated_abilities(stone)) if not isinstance(ab, ManaAbility))
    _, plan = plan_for(g, stone, draw)
    assert not plan.ok and stone not in plan.sources
    with pytest.raises(IllegalActionError):
        g.perform(Activate(stone, draw))
    g = board('[[player]]\nbattlefield = ["Mind Stone", "Wastes"]\n[[player]]\n')
    stone, wastes = find(g, "Mind Stone"), find(g, "Wastes")
    _, plan = plan_for(g, stone, draw)
    assert plan.ok and plan.sources == [wastes]
    g.perform(Activate(stone, draw))
    assert g.obj(wastes).tapped and stone not in g.state.battlefield


# ------------------------------------------------------------------ property: plan vs brute force

KINDS = ['"Forest"', '"Island"', '"Swamp"', '"Plains"', '"Mountain"', '"Wastes"', '"Birds of Paradise"',
         '{ card = "Llanowar Elves", sick = true }', '"Llanowar Elves"', '"Sol Ring"', '"Gilded Lotus"',
         '"Reflecting Pool"', '"Exotic Orchard"', '{ card = "Treasure", token = true }', '{ card = "Gold", token = true }',
         '{ card = "Forest", tapped = true }', '"Graven Cairns"', '{ card = "Pili-Pala", tapped = true }', "WILD",
         '"Azorius Signet"',
         # The new cost kinds: X in a mana ability's cost (storage counters), sacrificing another
         # permanent, life, and counters.
         '{ card = "Calciform Pools", counters = { storage = 2 } }', '"Squandered Resources"', '"Ashnod\'s Altar"',
         '"Horizon Canopy"', '{ card = "Tendo Ice Bridge", counters = { charge = 1 } }']
# Not here: sources of restricted mana (Powerstone, Eldrazi Temple, Food Chain): the brute force
# counts mana by type only, without spending restrictions (106.6).
GLOBALS = ["Mana Reflection", "Heartbeat of Spring", "Contamination", "Zendikar Resurgent"]
SYMBOLS = ["W", "U", "B", "R", "G", "C", "1", "2", "W/U", "B/G", "2/R", "G/P", "U/P"]


def _board_text(kinds, globals_, pool_, life) -> str:
    items = []
    for i, k in enumerate(kinds):
        if k == "WILD":
            items += [f'{{ card = "Forest", ref = "w{i}" }}', f'{{ card = "Wild Growth", attached_to = "w{i}" }}']
        else:
            items.append(k)
    items += [f'"{g}"' for g in globals_]
    return f'''
[[player]]
life = {life}
pool = "{"".join(f"{{{m}}}" for m in pool_)}"
battlefield = [{", ".join(items)}]
[[player]]
battlefield = ["Island"]
'''


def _choices(d) -> list[tuple]:
    """Every answer to a decision: each number for X, each order, each option."""
    if d.kind == "number":
        return [(n,) for n in range(d.low, d.high + 1)]
    vals = [o.value for o in d.options]
    return [tuple(p) for p in permutations(vals)] if d.ordered else [(v,) for v in vals]


def _victim(game, oid: int, before: set[int]) -> int | None:
    """The permanent a "Sacrifice a <filter>" cost of ``oid``'s ability sacrificed: the one
    that left the battlefield (the question isn't asked when there is only one choice)."""
    return next(iter(before - set(game.state.battlefield) - {oid}), None)


def _offered(game, victim) -> bool:
    """A plan sacrifices only permanents whose mana abilities cost no mana (it taps them
    first; a filter's own payment might need the sacrifice's mana): the brute force too."""
    return victim is None or not is_filter(game, victim)


def _outcomes(game, oid: int, index: int) -> set[tuple[tuple[str, ...], int | None]]:
    """Every pool a mana ability can add, with the permanent it sacrificed (if any), found by
    answering each decision every way (the real engine: activate, answer, look, undo)."""
    found: set[tuple[tuple[str, ...], int | None]] = set()
    before = Counter(game.state.players[0].pool.type_counts())
    h0 = len(game.history)

    def reset():
        # Undo goes back one answer at a time: step back to before the activation.
        while game.pending is not None or len(game.history) > h0:
            game.undo()

    on_battlefield = set(game.state.battlefield)

    def walk(answers):
        try:
            game.perform(Activate(oid, index))
            for a in answers:
                game.answer(*a)
        except IllegalActionError:
            reset()
            return
        if game.pending is not None:
            choices = _choices(game.pending)
            reset()
            for c in choices:
                walk(answers + [c])
            return
        found.add((tuple(sorted((Counter(game.state.players[0].pool.type_counts()) - before).elements())),
                   _victim(game, oid, on_battlefield)))
        reset()
    walk([])
    return found


def _filter_outcomes(text: str, index_of_source: int, index: int) -> set[tuple[str, ...]]:
    """What a mana ability that costs mana adds, found on the real engine: the same board with
    a pool full of every type, so the cost can always be paid; new mana is what isn't preset."""
    g = board(text.replace('pool = "', 'pool = "' + "{W}{U}{B}{R}{G}{C}" * 3, 1))
    oid = [o for o in g.state.battlefield if g.controller(o) == 0][index_of_source]
    found: set[tuple[str, ...]] = set()

    def walk(answers):
        try:
            g.perform(Activate(oid, index))
            for a in answers:
                g.answer(*a)
        except IllegalActionError:
            while g.pending is not None or g.history:
                g.undo()
            return
        if g.pending is not None:
            choices = _choices(g.pending)
            while g.pending is not None or g.history:
                g.undo()
            for c in choices:
                walk(answers + [c])
            return
        found.add(tuple(sorted(m.type for m, n in g.state.players[0].pool.amounts.items() if m.source != "preset"
                                for _ in range(n))))
        while g.pending is not None or g.history:
            g.undo()
    walk([])
    return found


def _readings(cost) -> list[tuple[str, ...]]:
    out = [()]
    for sym in cost:
        out = [r + ((t if t != "any" else str(n)),) for r in out for t, n in symbol_options(sym) if t != "life"]
    return out


def brute_force(game, text, cost, life: int) -> bool:
    """Is there any sequence of mana abilities (each permanent used at most once, and each
    "sacrifice a <filter>" ability once per permanent it could sacrifice; a filter's cost paid
    from the pool made so far; life costs within the life total) after which the pool pays
    ``cost``?"""
    sources = []  # per use: [(cost reading, outputs, life paid)]
    mine = [o for o in game.state.battlefield if game.controller(o) == 0]
    per_victim: dict[int, list] = {}  # each permanent is sacrificed at most once, to any source
    for n, oid in enumerate(mine):
        ways = []
        for i, ab in enumerate(game.activated_abilities(oid)):
            if not isinstance(ab, ManaAbility):
                continue
            if not ab.cost.mana:
                for out, victim in _outcomes(game, oid, i):
                    if not _offered(game, victim):
                        continue
                    (ways if victim is None else per_victim.setdefault(victim, [])).append(((), out, ab.cost.life))
            else:
                outs = _filter_outcomes(text, n, i)
                ways += [(r, o, ab.cost.life) for r in _readings(ab.cost.mana) for o in outs]
        if ways:
            sources.append(ways)
    sources += [w for w in per_victim.values() if w]
    base = Counter(game.state.players[0].pool.type_counts())
    seen = set()

    def payable(counts, spent_life) -> bool:
        paid = pay_from_pool({Mana(t): n for t, n in counts.items() if n > 0}, cost, life_ok=True)
        return paid is not None and paid[1] + spent_life <= life

    def pay(counts, reading):
        colored = [c for c in reading if not c.isdigit()]
        generic = sum(int(c) for c in reading if c.isdigit())
        left = Counter(counts)
        for c in colored:
            if left[c] <= 0:
                return
            left[c] -= 1
        for combo in combinations_with_replacement([t for t in "WUBRGC" if left[t] > 0], generic):
            cc = Counter(combo)
            if all(left[t] >= k for t, k in cc.items()):
                yield left - cc

    def search(used: int, counts, spent_life: int) -> bool:
        key = (used, tuple(counts[t] for t in "WUBRGC"), spent_life)
        if key in seen:
            return False
        seen.add(key)
        if payable(counts, spent_life):
            return True
        for j, ways in enumerate(sources):
            if used >> j & 1:
                continue
            for reading, out, paid_life in ways:
                if spent_life + paid_life > life:
                    continue
                for left in pay(counts, reading):
                    if search(used | 1 << j, left + Counter(out), spent_life + paid_life):
                        return True
        return False

    return search(0, base, 0)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kinds=st.lists(st.sampled_from(KINDS), min_size=0, max_size=4),
       globals_=st.lists(st.sampled_from(GLOBALS), max_size=2, unique=True),
       pool_=st.lists(st.sampled_from(["W", "U", "B", "R", "G", "C"]), max_size=2),
       cost=st.lists(st.sampled_from(SYMBOLS), min_size=1, max_size=4),
       life=st.sampled_from([1, 2, 20]))
def test_601_2g_property_plan_succeeds_exactly_when_brute_force_finds_a_payment(kinds, globals_, pool_, cost, life):
    text = _board_text(kinds, globals_, pool_, life)
    g = board(text)
    cost = tuple(cost)
    plan = plan_payment(g, 0, cost)
    assert plan.ok == brute_force(g, text, cost, life), f"{format_cost(cost)}: {plan.explain()}"
    if plan.ok:
        # Committing it really pays, and every activated source's mana pays something.
        for s in plan.steps:
            assert any(not p.startswith("nothing") for p in s.pays), plan.explain()
        before_life = g.state.players[0].life
        g.perform(Edit("priority", (("player", 0),)))
        from sandbox.core.mana.paying import commit_plan
        g2 = g.clone()
        commit_plan(g2, plan_payment(g2, 0, cost), "the property test")
        assert g2.pending is None
        # Phyrexian life, and the life its sources' abilities cost (Horizon Canopy, 119.4).
        sources_life = sum(g.activated_abilities(s.source)[s.ability].cost.life for s in plan.steps)
        assert g2.state.players[0].life == before_life - plan.life - sources_life


def test_119_4_at_1_life_one_horizon_canopy_and_a_treasure_pay_ww():
    """The property test's counterexample (found by Hypothesis), kept as a board: two Horizon
    Canopies would cost 2 life, more than the 1 the player has (119.4); leaving out only one of
    them, the other and the Treasure pay {W}{W} for 1 life."""
    g = board('[[player]]\nlife = 1\npool = ""\nbattlefield = [{ card = "Treasure", token = true }, '
              '"Horizon Canopy", "Horizon Canopy"]\n[[player]]\nbattlefield = ["Island"]\n')
    plan = plan_payment(g, 0, ("W", "W"))
    assert plan.ok, plan.explain()
    assert sorted(g.name(s.source).split(" #")[0] for s in plan.steps) == ["Horizon Canopy", "Treasure"]
    why = {g.name(s.source).split(" #")[0]: s.why for s in plan.steps}
    assert "it costs 1 life" in why["Horizon Canopy"] and "sacrificed" not in why["Horizon Canopy"]
    assert "it is sacrificed" in why["Treasure"]


def test_601_2g_a_plan_that_sacrifices_lands_in_turn_commits_as_planned():
    """The property test's counterexample above (found by Hypothesis), kept as a board: the
    plan sacrifices Reflecting Pool to Squandered Resources while the Forest is still there to
    give it a type to produce (106.7), then the Forest, so Pili-Pala's {2} and the {2} are paid."""
    from sandbox.core.mana.paying import commit_plan, execution_order, perform_plan
    g = board(_board_text(['"Forest"', '"Reflecting Pool"', '{ card = "Pili-Pala", tapped = true }',
                           '"Squandered Resources"'], [], [], 1))
    plan = plan_payment(g, 0, ("W", "2"))
    assert plan.ok
    victims = [g.chars(s.victim).name for s in execution_order(plan, g) if s.victim is not None]
    assert victims == ["Reflecting Pool", "Forest"]
    manual = g.clone()
    commit_plan(g, plan, "the counterexample")
    assert len(g.state.players[0].pool) == 0  # every mana made was spent
    perform_plan(manual, plan_payment(manual, 0, ("W", "2")))  # the same plan as undoable actions
    assert (manual.state.players[0].pool.count("W"), manual.state.players[0].pool.count("G")) == (1, 2)  # {W}{2}


def test_601_2g_an_edited_plan_is_performed_as_undoable_actions_then_the_spell_pays_from_the_pool():
    from sandbox.core.mana.paying import perform_plan
    g = board('''
[[player]]
hand = ["Grizzly Bears"]
battlefield = [{ card = "Forest", ref = "f" }, { card = "Birds of Paradise", ref = "birds" }, { card = "Gilded Lotus", ref = "lotus" },
  { card = "Island", ref = "i" }, "Contamination", "Mana Reflection"]
[[player]]
''')
    plan = plan_payment(g, 0, parse_cost("{1}{G}"), exclude=[g.refs["f"], g.refs["i"]])
    assert set(plan.sources) == {g.refs["birds"]} or set(plan.sources) == {g.refs["birds"], g.refs["lotus"]}
    perform_plan(g, plan)
    assert g.pending is None and len(g.history) == len(plan.steps)
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    assert not g.obj(g.refs["f"]).tapped and not g.obj(g.refs["i"]).tapped
    # And with the lands: Contamination + Reflection order is answered as planned.
    plan2 = plan_payment(g, 0, parse_cost("{B}{B}"))
    assert plan2.ok and len(plan2.steps) == 1 and plan2.steps[0].order is not None
    perform_plan(g, plan2)
    assert g.pending is None and str(g.state.players[0].pool).count("{B}") >= 2
    while g.history or g.pending is not None:
        g.undo()
    assert not any(g.obj(o).tapped for o in g.state.battlefield)


def test_601_2h_a_performed_plan_pays_a_filter_with_the_pool_mana_that_keeps_the_rest_payable():
    """Plains and Forest tapped first, the Signet's {1} is paid from a pool of {W}{G}: the player
    chooses which (601.2h), and the plan's performer answers {W}, since {G} is needed later."""
    from sandbox.core.mana.paying import perform_plan
    g = board('''
[[player]]
battlefield = ["Plains", "Forest", "Azorius Signet"]
[[player]]
''')
    perform_plan(g, plan_payment(g, 0, parse_cost("{G}{W}{U}")))
    assert g.pending is None
    assert sorted(g.state.players[0].pool.type_counts().items()) == sorted({"W": 1, "U": 1, "G": 1, "B": 0, "R": 0, "C": 0}.items())
    manual = board('''
[[player]]
battlefield = ["Plains", "Forest", "Azorius Signet"]
[[player]]
''')
    for name in ("Plains", "Forest", "Azorius Signet"):
        manual.perform(Activate(find(manual, name), 0))
    assert manual.pending.rule == "601.2h" and [o.value for o in manual.pending.options] == ["W", "G"]
    manual.answer("G")
    assert pool(manual) == "{W}{W}{U}"
