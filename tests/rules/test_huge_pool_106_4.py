"""Huge pools (106.4): a pool keeps counts per kind of mana, so thirty Nyxbloom Ancients
tripling a Forest (3^30 {G}) cost memory and time in the number of kinds, not of mana."""

from __future__ import annotations

import tracemalloc

import pytest

from sandbox.core.actions import Activate, Cast
from sandbox.core.mana.pool import Mana, ManaPool, pay_from_pool
from sandbox.errors import LoadError
from sandbox.formats.preset import load_preset_text
from sandbox.formats.save import decode, encode, save_text, states_equal

from ..conftest import board, find
from ..hardening.test_saved_state import BOARD, forged

HUGE = 3 ** 30


def thirty_triplers(extra_hand: str = '"Grizzly Bears"'):
    triplers = ", ".join(['"Nyxbloom Ancient"'] * 30)
    return board(f'''
[[player]]
hand = [{extra_hand}]
battlefield = [{{ card = "Forest", ref = "f" }}, {triplers}]
[[player]]
''')


def test_106_4_614_1a_thirty_triplers_make_exactly_3_to_the_30_with_flat_memory():
    g = thirty_triplers()
    tracemalloc.start()
    try:
        g.perform(Activate(g.refs["f"], 0))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    pool = g.state.players[0].pool
    assert pool.count("G") == HUGE and len(pool.amounts) == 1
    # One mana object per {G} would need gigabytes; counts need a few kilobytes per kind.
    assert peak < 20_000_000, f"tapping took {peak} bytes at its peak"
    assert str(pool) == "{G}×205891132094649"
    [line] = pool.provenance()
    assert line.startswith("{G}×205891132094649 from Forest") and "Nyxbloom Ancient" in line
    assert g.pending is None  # thirty multipliers commute: no order to choose (616.1)


def test_601_2h_a_huge_pool_pays_a_spell_and_keeps_the_rest_then_empties_106_4():
    g = thirty_triplers()
    g.perform(Activate(g.refs["f"], 0))
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    assert g.state.players[0].pool.count("G") == HUGE - 2
    assert any(e.rule == "601.2h" and "{G}{G}" in e.text for e in g.log)
    g.state.players[0].pool.empty()
    assert str(g.state.players[0].pool) == "empty" and not g.state.players[0].pool


def test_106_4_pool_shows_few_mana_one_symbol_each_and_many_compactly():
    pool = ManaPool()
    pool.add([Mana("G"), Mana("G"), Mana("U")])
    assert str(pool) == "{U}{G}{G}"
    pool.add({Mana("C", "Sol Ring #2"): 9})
    assert str(pool) == "{U}{G}{G}{C}×9" and pool.total() == 12
    near = ManaPool({Mana("G"): 8})
    assert str(near) == "{G}" * 8  # eight is still written out


def test_106_4_pay_from_pool_spends_counts_and_refuses_what_it_cannot_pay():
    pool = {Mana("G", "Forest #1"): HUGE, Mana("U", "Island #2"): 1}
    paid = pay_from_pool(pool, ("2", "U", "G"))
    assert paid is not None
    spent, life = paid
    assert life == 0 and spent == {Mana("U", "Island #2"): 1, Mana("G", "Forest #1"): 3}
    assert pay_from_pool(pool, ("U", "U")) is None  # one {U} only, however much {G}


def test_106_4_huge_pool_is_saved_and_loaded_exactly_and_written_as_a_count():
    g = thirty_triplers()
    g.perform(Activate(g.refs["f"], 0))
    again, _ = load_preset_text(save_text(g), "<saved>")
    assert states_equal(g, again) and again.state.players[0].pool.count("G") == HUGE
    assert str(again.state.players[0].pool) == "{G}×205891132094649"


def test_106_4_a_pool_saved_as_a_list_of_mana_still_loads():
    old = {"__dc": "ManaPool", "mana": [encode(Mana("G", "Forest #1")), encode(Mana("G", "Forest #1")),
                                        encode(Mana("R", "Mountain #2"))]}
    pool = decode(old)
    assert isinstance(pool, ManaPool) and str(pool) == "{R}{G}{G}" and len(pool.amounts) == 2


def test_601_2g_auto_pay_under_thirty_triplers_taps_the_forest_and_floats_the_rest():
    g = thirty_triplers()
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))  # the pool is empty: the plan taps the Forest
    assert g.obj(g.refs["f"]).tapped and g.state.players[0].pool.count("G") == HUGE - 2


def test_106_4_a_saved_pool_with_an_impossible_count_is_refused():
    def negative(state):
        for p in state["players"]:
            for pair in p["pool"]["amounts"].get("__d", []):
                pair[1] = -3
    with pytest.raises(LoadError) as e:
        load_preset_text(forged(negative), "forged.toml")
    assert e.value.place == "saved.state" and "positive whole number" in e.value.message
    assert load_preset_text(save_text(board(BOARD)), "ok.toml")  # the unforged one loads
