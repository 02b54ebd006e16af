"""Echo (702.30a): at the beginning of its controller's upkeep, a permanent that came under
their control since their last upkeep is sacrificed unless its echo cost is paid; once that
upkeep has passed it doesn't trigger again, and an opponent's upkeep never triggers it."""

from __future__ import annotations

from sandbox.script.session import Session

from .copyhelp import make

LANDS = ["Mountain", "Mountain", "Mountain"]


def _run(game, *commands: str) -> None:
    session = Session(game)
    for c in commands:
        result = session.run(c)
        assert result.ok, (c, result.message)


def _slinger_names(game) -> tuple[int, int]:
    bf = [o for o in game.state.battlefield if game.chars(o).name == "Ghitu Slinger"]
    gy = [o for o in game.state.zone("graveyard", 0) if game.chars(o).name == "Ghitu Slinger"]
    return len(bf), len(gy)


def test_702_30a_echo_triggers_at_its_controllers_next_upkeep_only():
    game = make(you_hand=["Ghitu Slinger"], you_bf=LANDS, pool="{R}{R}{R}")
    _run(game, "cast Ghitu Slinger", "resolve", "choose opponent", "resolve", "next turn")
    assert game.state.active == 1 and not game.state.stack  # the opponent's upkeep: nothing
    _run(game, "next turn")
    assert [game.chars(s).name for s in game.state.stack] == ["Ghitu Slinger"]
    _run(game, "resolve", "choose yes")
    assert _slinger_names(game) == (1, 0)
    _run(game, "next turn", "next turn")
    assert game.state.active == 0 and game.state.step == "upkeep" and not game.state.stack
    assert any(e.rule == "702.30a" for e in game.log)


def test_702_30a_not_paying_the_echo_cost_sacrifices_it():
    game = make(you_hand=["Ghitu Slinger"], you_bf=LANDS, pool="{R}{R}{R}")
    _run(game, "cast Ghitu Slinger", "resolve", "choose opponent", "resolve", "next turn", "next turn", "resolve",
         "choose no")
    assert _slinger_names(game) == (0, 1)
