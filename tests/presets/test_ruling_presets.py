"""Curated presets whose point is a choice the engine offers: the options themselves are checked."""

from __future__ import annotations

import pytest

from sandbox.formats.preset import load_preset, presets_dir
from sandbox.script.playback import run_step


def _options_after(path: str, steps: list[dict], copier_last: bool = False) -> list[str]:
    game, _ = load_preset(presets_dir() / path)
    if copier_last:  # the same board with the graveyard's order reversed (the copier after the rest)
        game.state.zone("graveyard", 0).reverse()
    for s in steps:
        run_step(game, s)
    assert game.pending is not None
    return [game.chars(o.value).name for o in game.pending.options]


@pytest.mark.parametrize("copier_last", [False, True], ids=["copier_first", "copier_last"])
def test_E03_effigy_entering_with_a_creature_cant_copy_it_614_12(copier_last):
    names = _options_after("copies/effigy_entering_together.toml",
                           [{"cast": "Brilliant Restoration"}, {"resolve": True}], copier_last)
    assert names == ["Grizzly Bears"]  # not Ornithopter, entering at the same time


@pytest.mark.parametrize("copier_last", [False, True], ids=["copier_first", "copier_last"])
def test_R06_mirrormade_entering_with_an_enchantment_cant_copy_it_614_12(copier_last):
    names = _options_after("copies/mirrormade_entering_together.toml",
                           [{"activate": "Plains"}] * 4 + [{"cast": "Replenish"}, {"resolve": True}], copier_last)
    assert names == ["Sol Ring"]  # not Vesuvan Duplimancy, entering at the same time


def test_E08_effigy_may_choose_the_opponents_hexproof_creature_702_11():
    names = _options_after("copies/effigy_hexproof.toml",
                           [{"activate": "Island"}] * 3 + [{"activate": "Mountain"},
                                                           {"cast": "Machine God's Effigy"}, {"resolve": True}])
    assert "Slippery Bogle" in names


def test_R05_mirrormade_as_an_aura_chooses_only_what_it_can_enchant_303_4f():
    game, _ = load_preset(presets_dir() / "puzzles/06_mirrormade_growth.toml")
    for s in game.info.demo.steps[:6]:
        run_step(game, s)
    assert game.pending is not None and "enchant" in game.pending.prompt
    kinds = {game.chars(o.value).card_types for o in game.pending.options}
    assert kinds == {("Land",)}


def test_M1_reflecting_pool_with_nothing_to_reflect_makes_no_mana_106_5():
    game, _ = load_preset(presets_dir() / "mana/reflecting_pool_nothing.toml")
    run_step(game, {"activate": "Reflecting Pool"})
    assert len(game.state.players[0].pool) == 0
    assert any(e.rule.startswith("106.5") for e in game.log)


def test_M3_tapping_an_enchanted_land_by_an_effect_is_not_tapping_it_for_mana_106_12():
    game, _ = load_preset(presets_dir() / "triggers/tapped_by_an_effect.toml")
    from sandbox.script.playback import run_demo
    run_demo(game, game.info.demo)
    assert game.obj(game.refs["forest"]).tapped
    assert not game.state.players[1].pool and not game.state.players[0].pool
    assert not any("Wild Growth" in e.text and e.rule.startswith("605") for e in game.log)


def test_M4_no_mana_produced_means_no_tapped_for_mana_trigger_106_12a():
    game, _ = load_preset(presets_dir() / "triggers/wild_growth_no_mana.toml")
    run_step(game, game.info.demo.steps[0])
    assert game.obj(game.refs["pool"]).tapped and not game.state.players[0].pool
    assert not any(e.rule == "605.4a" for e in game.log)


def test_M8_q_needs_a_tapped_permanent_and_a_creature_under_control_since_the_turn_began_302_6():
    import pytest

    from sandbox import Activate, IllegalActionError
    game, _ = load_preset(presets_dir() / "mana/untap_symbol.toml")
    with pytest.raises(IllegalActionError, match="302.6"):
        game.perform(Activate(game.refs["new"], 0))
    run_step(game, {"activate": "ready"})
    run_step(game, {"answer": ["W"]})
    with pytest.raises(IllegalActionError, match="107.6"):
        game.perform(Activate(game.refs["ready"], 0))  # untapped now: can't pay {Q}
