"""601.2h: when the pool already holds the mana (a payment plan tapped the sources first, or
mana was floated), paying takes it from the pool without working out every permanent's mana
abilities, and pays exactly what the full plan would; when the pool can't cover the cost, or
covers it only with life, the full plan decides."""

from sandbox import Cast
from sandbox.core.mana import solver

from ..conftest import board, find, resolve_stack

BOARD = '''
[game]
step = "main1"
[[player]]
pool = "{G}{U}"
hand = ["Llanowar Elves", "Phyrexian Metamorph", "Grizzly Bears"]
battlefield = ["Forest", "Forest", "Island", "Island", "Grizzly Bears"]
[[player]]
'''


def _counting_sources(monkeypatch) -> list[int]:
    looked: list[int] = []
    original = solver.SourceTable.units

    def counting(self, exclude, force):
        looked.append(1)
        return original(self, exclude, force)
    monkeypatch.setattr(solver.SourceTable, "units", counting)
    return looked


def test_601_2h_the_pool_pays_without_looking_at_the_permanents(monkeypatch):
    g = board(BOARD)
    looked = _counting_sources(monkeypatch)
    g.perform(Cast(find(g, "Llanowar Elves", "hand")))
    assert str(g.state.players[0].pool) == "{U}"  # the {G} paid, the {U} floats
    assert not any(g.state.objects[o].tapped for o in g.state.battlefield)
    assert looked == []


def test_601_2h_a_pool_short_of_the_cost_leaves_it_to_the_full_plan(monkeypatch):
    g = board(BOARD)
    looked = _counting_sources(monkeypatch)
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))  # {1}{G}: the pool's {G}{U} pays it
    assert str(g.state.players[0].pool) == "empty" and looked == []
    resolve_stack(g)
    g.perform(Cast(find(g, "Llanowar Elves", "hand")))  # {G}: nothing floats, a Forest is tapped
    assert looked and sum(g.state.objects[o].tapped for o in g.state.battlefield) == 1


def test_601_2h_a_pool_that_could_pay_only_with_life_leaves_it_to_the_full_plan():
    """Phyrexian Metamorph ({3}{U/P}) with {G}{U} floating: the pool alone can't pay, and
    with life the pool alone still can't: the plan taps lands, the {U} pays {U/P}, no life."""
    g = board(BOARD)
    g.perform(Cast(find(g, "Phyrexian Metamorph", "hand")))
    assert g.state.players[0].life == 20
    assert sum(g.state.objects[o].tapped for o in g.state.battlefield) == 2
