"""A target named on the command line is looked for among the legal targets first (115.1):
a card with that name in a library or a hand doesn't make the name ambiguous."""

from sandbox import default_game
from sandbox.script.session import Session, run_command


def bears_board():
    game, info = default_game()
    session = Session(game, info)
    for line in ("add Grizzly Bears", "tap Mountain"):
        assert run_command(session, line).ok, line
    return game, session


def bears(game, zone):
    return [o for o, obj in game.state.objects.items() if obj.zone == zone and game.chars(o).name == "Grizzly Bears"]


def test_a_library_card_does_not_make_a_target_name_ambiguous_115_1():
    game, session = bears_board()
    assert bears(game, "library"), "the tour's library holds a Grizzly Bears"
    r = run_command(session, "cast Lightning Bolt target Grizzly Bears")
    assert r.ok, r.message
    bolt = game.state.stack[0]
    assert list(game.obj(bolt).targets) == bears(game, "battlefield")


def test_two_different_legal_targets_with_one_name_stay_ambiguous_115_1():
    game, session = bears_board()
    assert run_command(session, "add Grizzly Bears tapped").ok
    before = game.fingerprint()
    r = run_command(session, "cast Lightning Bolt target Grizzly Bears")
    assert not r.ok and "ambiguous" in r.message
    on_field = bears(game, "battlefield")
    assert all(f"#{o}" in r.message for o in on_field) and f"#{bears(game, 'library')[0]}" not in r.message
    assert game.fingerprint() == before


def test_an_illegal_target_by_name_is_still_found_and_refused_with_the_reason_115_1():
    """Lightning Bolt can't target an Aura: Wild Growth is still found by name (there is no
    legal one to prefer) and the cast is refused, the board unchanged."""
    game, session = bears_board()
    before = game.fingerprint()
    r = run_command(session, "cast Lightning Bolt target Wild Growth")
    assert not r.ok and "ambiguous" not in r.message and "Wild Growth" in r.message
    assert game.fingerprint() == before


def test_an_activated_ability_s_target_resolves_among_its_legal_targets_602_2b():
    game, info = default_game()
    session = Session(game, info)
    for line in ("add Mogg Fanatic", "add Grizzly Bears"):
        assert run_command(session, line).ok, line
    r = run_command(session, "activate Mogg Fanatic target Grizzly Bears")
    assert r.ok, r.message
    ability = game.state.stack[-1]
    assert list(game.obj(ability).targets) == bears(game, "battlefield")
