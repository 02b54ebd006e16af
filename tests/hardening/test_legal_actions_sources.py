"""Listing legal actions works out each mana source once (the engine bench's 200-permanent
board had gone from about 1.1 ms to 9.6 ms per legal_actions()+perform()): every cost it
checks (spells in hand, abilities that tap their own source) shares one table of the
sources' options instead of reading the whole board again per cost. Counts, not times; and
a plan made from the shared table is the plan made from scratch."""

from __future__ import annotations

from sandbox import Activate, Cast
from sandbox.core.mana import solver
from sandbox.symbols import parse_cost

from ..conftest import board

SPELLS = ["Grizzly Bears", "Lightning Bolt", "Giant Growth", "Counterspell", "Mulldrifter", "Clone",
          "Jace Beleren", "Siege Rhino"]
"""Eight spells with eight different mana costs (each needs its own affordability check)."""


def big_board(hand: list[str]) -> str:
    """200 permanents; player 1 has Mana Reflection (no quick look at fixed outputs: every
    cost goes to the payment search), lands, Mind Stones (whose draw ability taps the stone,
    so it is paid without it, 602.2b) and Llanowar Elves."""
    mine = ['"Mana Reflection"'] + ['"Forest"', '"Island"', '"Mind Stone"', '"Llanowar Elves"'] * 25
    theirs = ['"Forest"', '"Grizzly Bears"'] * 50
    return f'''
[game]
turn = 3
[[player]]
hand = [{", ".join(f'"{h}"' for h in hand)}]
battlefield = [{", ".join(mine[:100])}]
[[player]]
battlefield = [{", ".join(theirs)}]
'''


def count_work(monkeypatch, hand: list[str]) -> tuple[int, int, set[str]]:
    """(source options worked out, payment plans made, names of the spells listed) in one
    legal_actions()."""
    game = board(big_board(hand))
    assert len(game.state.battlefield) == 200
    worked: list[int] = []
    plans: list[tuple] = []
    real_sources, real_plan = solver.permanent_sources, solver.plan_payment

    def sources(game, player, oid, *args):  # type: ignore[no-untyped-def]
        worked.append(oid)
        return real_sources(game, player, oid, *args)

    def plan(game, player, cost, **kw):  # type: ignore[no-untyped-def]
        plans.append(cost)
        return real_plan(game, player, cost, **kw)
    monkeypatch.setattr(solver, "permanent_sources", sources)
    monkeypatch.setattr(solver, "plan_payment", plan)
    actions = game.legal_actions()
    monkeypatch.undo()
    assert len(worked) == len(set(worked)), "a permanent's options were worked out twice"
    return len(worked), len(plans), {game.chars(a.card).name for a in actions if isinstance(a, Cast)}


def test_601_2g_legal_actions_works_out_each_source_once_whatever_the_hand(monkeypatch):
    one = count_work(monkeypatch, SPELLS[:1])
    eight = count_work(monkeypatch, SPELLS)
    # Each of player 1's 100 permanents once, with one spell in hand or eight; the plans
    # (one per distinct cost, one per Mind Stone's tap ability) share them.
    assert one[0] == eight[0] == 100
    assert eight[1] >= one[1] + 7 and one[1] >= 25, (one[1], eight[1])
    # The listing itself: every spell payable with these lands and stones, and whose targets exist.
    assert one[2] == {"Grizzly Bears"}
    assert eight[2] == {"Grizzly Bears", "Giant Growth", "Mulldrifter", "Clone", "Jace Beleren"}

def test_602_2b_a_tapping_ability_is_paid_without_its_own_source_from_the_quick_look(monkeypatch):
    # Mind Stone alone: its "{1}, {T}, Sacrifice" ability can't be paid by tapping itself.
    alone = board('[game]\nturn = 3\n[[player]]\nbattlefield = ["Mind Stone"]\n[[player]]\n')
    stone = alone.state.battlefield[0]
    assert Activate(stone, 1) not in alone.legal_actions()
    # With an Island beside it, the quick look (no payment search) already says yes.
    game = board('[game]\nturn = 3\n[[player]]\nbattlefield = ["Mind Stone", "Island"]\n[[player]]\n')
    stone = game.state.battlefield[0]
    planned: list[tuple] = []
    real = solver.plan_payment
    monkeypatch.setattr(solver, "plan_payment", lambda *a, **kw: planned.append(a[2]) or real(*a, **kw))
    assert Activate(stone, 1) in game.legal_actions() and planned == []


ENGINES = '''
[game]
turn = 3
[[player]]
life = 20
battlefield = [{ card = "Calciform Pools", counters = { storage = 2 } }, { card = "Tendo Ice Bridge", counters = { charge = 1 } },
  "Horizon Canopy", "Squandered Resources", "Ashnod's Altar", "Forest", "Island", "Llanowar Elves", "Grizzly Bears",
  "Mind Stone", "Swamp"]
[[player]]
'''


def test_601_2g_a_plan_from_the_shared_source_table_is_the_plan_from_scratch():
    game = board(ENGINES)
    table = solver.SourceTable(game, 0)
    mine = list(game.state.battlefield)
    for cost in ("{G}", "{2}{U}", "{W}{U}", "{B}{B}{G}", "{4}", "{6}{G}{U}", "{G/P}{1}"):
        for exclude in [()] + [(o,) for o in mine] + [(mine[3], mine[5])]:
            shared = solver.plan_payment(game, 0, parse_cost(cost), exclude=exclude, sources=table)
            fresh = solver.plan_payment(game, 0, parse_cost(cost), exclude=exclude)
            assert shared.explain() == fresh.explain(), (cost, exclude)
            assert [(s.source, s.ability, s.x, s.victim) for s in shared.steps] == \
                [(s.source, s.ability, s.x, s.victim) for s in fresh.steps]
    # Squandered Resources makes one unit per land it could sacrifice; an excluded land has none.
    forest = mine[5]

    def sacrificing(exclude: set[int]) -> list[int]:
        return [u.options[0][8] for u in table.units(exclude, set()) if u.options[0][8] is not None]
    assert forest in sacrificing(set()) and forest not in sacrificing({forest})
    assert len(sacrificing({forest})) == len(sacrificing(set())) - 1
