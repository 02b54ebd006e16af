"""Smoke tests of the engine on the default board."""

from sandbox import Activate, Cast, Pass, default_game

from ..conftest import find


def test_default_board_loads_and_taps_forest_with_wild_growth_605_4a():
    game, info = default_game()
    game.perform(Activate(game.refs["forest"], 0))
    assert str(game.state.players[0].pool) == "{G}{G}"
    assert any(e.rule == "605.4a" for e in game.log)


def test_effigy_copies_siege_rhino_and_its_etb_triggers_E09():
    game, _ = default_game()
    effigy = find(game, "Machine God's Effigy", "hand")
    game.perform(Cast(effigy))
    game.perform(Pass())
    game.perform(Pass())
    assert game.pending is not None and game.pending.kind == "copy"
    game.answer(find(game, "Siege Rhino"))
    copy = game.state.battlefield[-1]
    chars = game.chars(copy)
    assert chars.name == "Siege Rhino" and chars.card_types == ("Artifact",)
    assert game.state.stack, "the copied ETB trigger is on the stack"
    game.perform(Pass())
    game.perform(Pass())
    assert game.state.players[1].life == 17 and game.state.players[0].life == 23
