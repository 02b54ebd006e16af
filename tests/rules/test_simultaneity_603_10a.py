"""Objects that leave the battlefield at once (603.10a, 603.6c, 704.3): all of them move first,
then leaves-the-battlefield abilities look back at the game as it was just before, so each
permanent that left sees every other one leave with it. The order in which the cards were put
on the battlefield never changes a result: each board is tried in every order."""

from __future__ import annotations

from itertools import permutations

from hypothesis import given, settings
from hypothesis import strategies as st

from sandbox import Pass
from sandbox.script.session import Session

from ..conftest import find_all
from .copyhelp import cast, find, make

WRATH_BOARD = ["Blood Artist", "Grizzly Bears", "Elite Vanguard", "Centaur Courser"]


def _answer_everything(game, target: str = "p1") -> None:
    """Resolve the stack, ordering triggers as offered and targeting ``target`` when asked."""
    for _ in range(300):
        d = game.pending
        if d is not None:
            if d.kind == "trigger_order":
                game.answer(*[o.value for o in d.options])
            elif d.kind == "targets":
                game.answer(next(o.value for o in d.options if o.value == target))
            elif d.kind == "yesno":
                game.answer("yes")
            else:
                raise AssertionError(f"unexpected decision {d.kind}: {d.prompt}")
            continue
        if not game.state.stack:
            return
        game.perform(Pass())
    raise AssertionError("the stack never emptied")


def _triggers_logged(game, name: str) -> int:
    return sum(1 for e in game.log if e.rule == "603.2" and e.text.startswith(f"{name} #"))


def _wrath(order, opp=(), hand=("Day of Judgment",)):
    game = make(list(order), list(hand), list(opp))
    cast(game, hand[0])
    _answer_everything(game)
    return game


@settings(max_examples=24, deadline=None)
@given(order=st.permutations(WRATH_BOARD))
def test_603_10a_blood_artist_sees_every_creature_a_wrath_destroys_in_any_order(order):
    game = _wrath(order)
    assert _triggers_logged(game, "Blood Artist") == 4  # itself and the three others
    assert game.state.players[1].life == 16 and game.state.players[0].life == 24
    assert not game.state.battlefield or not any(game.is_creature(o) for o in game.state.battlefield)


def test_603_10a_every_order_of_the_board_gives_the_same_result():
    results = set()
    for order in permutations(["Blood Artist", "Zulaport Cutthroat", "Grizzly Bears"]):
        game = _wrath(order, opp=["Harvester of Souls", "Elemental Token"], hand=("Day of Judgment",))
        p0, p1 = game.state.players
        results.add((p0.life, p1.life, len(game.state.zone("hand", 1)),
                     _triggers_logged(game, "Blood Artist"), _triggers_logged(game, "Zulaport Cutthroat"),
                     _triggers_logged(game, "Harvester of Souls")))
    # Blood Artist: 5 deaths (the token too); Zulaport: its own controller's 3; Harvester: the
    # 3 other nontoken creatures (not itself, not the token) as it dies with them.
    assert results == {(20 + 5 + 3, 20 - 5 - 3, 3, 5, 3, 3)}


def test_603_10a_harvester_of_souls_sees_the_creatures_that_die_with_it():
    for order in permutations(["Harvester of Souls", "Grizzly Bears", "Elemental Token"]):
        game = make(list(order), ["Day of Judgment"], ["Serra Angel"])
        cast(game, "Day of Judgment")
        _answer_everything(game)
        assert _triggers_logged(game, "Harvester of Souls") == 2  # Grizzly Bears and Serra Angel
        assert len(game.state.zone("hand", 0)) == 2


def test_603_10a_near_miss_a_creature_that_dies_later_isnt_seen_by_one_already_gone():
    """Only objects leaving at once look back together: Blood Artist destroyed first, then a
    second spell destroys Grizzly Bears, sees only its own death."""
    game = make(["Blood Artist", "Grizzly Bears"], ["Lightning Bolt", "Lightning Bolt"])
    cast(game, "Lightning Bolt", find(game, "Blood Artist"))
    _answer_everything(game)
    cast(game, "Lightning Bolt", find(game, "Grizzly Bears"))
    _answer_everything(game)
    assert _triggers_logged(game, "Blood Artist") == 1
    assert game.state.players[1].life == 19


def _combat(order):
    """Zulaport Cutthroat and two other creatures of yours attack into three blockers that
    kill all three (and die too): the state-based actions put all six in the graveyard at once."""
    game = make(list(order), [], ["Grizzly Bears", "Centaur Courser", "Balduvian Bears"])
    session = Session(game)
    mine = {n: find(game, n) for n in order}
    theirs = [find(game, n, player=1) for n in ("Grizzly Bears", "Centaur Courser", "Balduvian Bears")]
    for line in ("next declare_attackers", "attack " + ", ".join(f"#{mine[n]}" for n in sorted(mine)),
                 "block " + ", ".join(f"#{b} blocks #{mine[n]}" for b, n in zip(theirs, sorted(mine), strict=True)),
                 "next combat_damage"):
        r = session.run(line)
        assert r.ok, f"{line}: {r.message}"
    _answer_everything(game)
    return game


@settings(max_examples=6, deadline=None)
@given(order=st.permutations(["Zulaport Cutthroat", "Elite Vanguard", "Grizzly Bears"]))
def test_704_3_zulaport_cutthroat_sees_each_creature_combat_damage_kills_with_it(order):
    game = _combat(order)
    assert not find_all(game, "Zulaport Cutthroat")
    assert _triggers_logged(game, "Zulaport Cutthroat") == 3  # its own death and its two companions'
    assert game.state.players[1].life == 17 and game.state.players[0].life == 23


@settings(max_examples=2, deadline=None)
@given(order=st.permutations(["Blood Artist", "Elite Vanguard"]))
def test_701_21a_each_player_sacrifices_at_once_and_blood_artist_sees_both(order):
    """"Each player sacrifices a creature": each chooses, then all are sacrificed together
    (101.4, 603.10a), so Blood Artist sacrificed by you sees the opponent's creature too."""
    game = make(list(order), ["Fleshbag Marauder"], ["Grizzly Bears"])
    cast(game, "Fleshbag Marauder")
    for _ in range(20):
        d = game.pending
        if d is not None:
            assert d.kind == "choose" and d.player == 0, d.prompt  # the opponent has one choice: not asked
            game.answer(find(game, "Blood Artist"))
            break
        game.perform(Pass())
    _answer_everything(game)
    assert _triggers_logged(game, "Blood Artist") == 2
    assert game.state.players[1].life == 18
    assert find(game, "Grizzly Bears", "graveyard") and find(game, "Elite Vanguard")
