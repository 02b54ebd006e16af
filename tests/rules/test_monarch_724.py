"""The monarch (724): "you become the monarch" (724.1), one monarch at a time (724.3), and its two
triggered abilities without a source (724.2): the monarch draws a card at the beginning of their
end step; a creature that deals combat damage to the monarch makes its controller the monarch.
Palace Sentinels, Feast of Succession and Dawnglade Regent compiled from their Oracle text, on
real boards; near-misses stay refused."""

from __future__ import annotations

import pytest

from sandbox import Pass
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.describe import board_text
from sandbox.formats.preset import LoadError
from sandbox.formats.save import save_text, to_toml
from sandbox.script.session import Session

from ..conftest import board, find
from ..oracle.helpers import compile_text
from .copyhelp import POOL, advance_to, cast, resolve

SENTINELS = OracleFace("Palace Sentinels", "{3}{W}", "Creature — Human Soldier",
                       "When Palace Sentinels enters the battlefield, you become the monarch.", "2", "4")
FEAST = OracleFace("Feast of Succession", "{4}{B}{B}", "Sorcery",
                   "All creatures get -4/-4 until end of turn. You become the monarch.", None, None)
REGENT = OracleFace("Dawnglade Regent", "{4}{G}{G}", "Creature — Elk",
                    "When Dawnglade Regent enters the battlefield, you become the monarch.\n"
                    "As long as you're the monarch, permanents you control have hexproof.", "8", "8")
COURT = OracleFace("Court of Grace", "{2}{W}{W}", "Enchantment",
                   "When Court of Grace enters the battlefield, you become the monarch.\n"
                   "At the beginning of your upkeep, create a 1/1 white Spirit creature token with flying. "
                   "If you're the monarch, create a 4/4 white Angel creature token with flying instead.", None, None)


def _compiled(*faces) -> str:
    """The cards' tables and the token tables their text describes, as preset TOML."""
    tables: list = []
    for face in faces:
        result = compile_card(OracleCard(face.name, (face,)))
        assert result.table is not None, result.refused
        tables += [result.table, *(t for t in result.tokens if t not in tables)]
    preset = to_toml({"card": tables, "player": [{}, {}]})
    return preset[:preset.index("[[player]]")]


CARDS = _compiled(SENTINELS, FEAST, REGENT, COURT)


def _board(you_monarch=False, opp_monarch=False, you_bf=(), you_hand=(), opp_bf=(), step="main1"):
    def names(xs):
        return "[" + ", ".join(x if x.startswith("{") else f'"{x}"' for x in xs) + "]"
    return board(f'''
[game]
turn = 3
active = "you"
step = "{step}"

[[player]]
name = "You"
pool = "{POOL}"
monarch = {str(you_monarch).lower()}
library = ["Island", "Island", "Island", "Island", "Island"]
hand = {names(you_hand)}
battlefield = {names(you_bf)}

[[player]]
name = "Opponent"
monarch = {str(opp_monarch).lower()}
library = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"]
battlefield = {names(opp_bf)}
{CARDS}
''')


def _monarchs(game) -> list[bool]:
    return [p.monarch for p in game.state.players]


def test_724_1_palace_sentinels_makes_you_the_monarch_and_the_board_says_so():
    game = _board(you_hand=["Palace Sentinels"])
    assert "the monarch" not in board_text(game)
    cast(game, "Palace Sentinels")
    resolve(game)
    assert _monarchs(game) == [True, False]
    assert any(line.startswith("You:") and "the monarch" in line for line in board_text(game).splitlines())


def test_724_3_only_one_monarch_feast_of_succession_takes_it_from_the_opponent():
    game = _board(opp_monarch=True, you_hand=["Feast of Succession"], opp_bf=["Grizzly Bears"])
    cast(game, "Feast of Succession")
    resolve(game)
    assert _monarchs(game) == [True, False]
    assert "Grizzly Bears" in [game.chars(o).name for o in game.state.zone("graveyard", 1)]  # -4/-4 first


def test_724_2_the_monarch_draws_at_the_beginning_of_their_end_step_only():
    game = _board(you_monarch=True)
    hand = len(game.state.zone("hand", 0))
    advance_to(game, 3, "end")
    assert [game.obj(s).controller for s in game.state.stack] == [0]  # the monarch's trigger, no source
    resolve(game)
    assert len(game.state.zone("hand", 0)) == hand + 1
    advance_to(game, 4, "end")  # the opponent's end step: they aren't the monarch
    assert not game.state.stack
    assert _monarchs(game) == [True, False]


@pytest.mark.parametrize("opp_monarch", [True, False])
def test_724_2_combat_damage_to_the_monarch_makes_the_creatures_controller_the_monarch(opp_monarch):
    game = _board(you_monarch=not opp_monarch, opp_monarch=opp_monarch, you_bf=["Grizzly Bears"])
    session = Session(game)
    for c in ("next declare_attackers", "attack Grizzly Bears", "next declare_blockers"):
        assert session.run(c).ok, c
    if game.pending is not None:
        assert session.run("choose none").ok
    advance_to(game, 3, "combat_damage")
    assert game.state.players[1].life == 18
    if opp_monarch:
        # the trigger is the opponent's: they were the monarch as it triggered (724.2)
        assert [game.obj(s).controller for s in game.state.stack] == [1]
        resolve(game)
        assert _monarchs(game) == [True, False]
    else:
        assert not game.state.stack  # damage to a player who isn't the monarch
        assert _monarchs(game) == [True, False]


def test_611_3a_dawnglade_regent_has_hexproof_only_while_you_are_the_monarch():
    game = _board(you_hand=["Dawnglade Regent"], opp_monarch=True)
    cast(game, "Dawnglade Regent")
    while not any(game.chars(o).name == "Dawnglade Regent" for o in game.state.battlefield):
        game.perform(Pass())  # the spell resolves: the Regent enters, its trigger waits on the stack
    regent = find(game, "Dawnglade Regent")
    assert game.state.stack and not game.chars(regent).has_keyword("hexproof")
    resolve(game)
    assert _monarchs(game) == [True, False]
    assert game.chars(regent).has_keyword("hexproof")


def test_724_3_a_board_with_two_monarchs_is_refused():
    with pytest.raises(LoadError, match="724.3"):
        _board(you_monarch=True, opp_monarch=True)


@pytest.mark.parametrize("text", [
    "When ~ enters, target opponent becomes the monarch.",
    "When ~ enters, each player becomes the monarch.",
    "You can't become the monarch this turn.",
    "When ~ enters, you become the monarch this turn.",
    "When ~ enters, you become the monarch unless an opponent is the monarch.",
    "Whenever you become the monarch, draw a card.",
])
def test_724_near_misses_are_refused(text):
    assert compile_text(text, type_line="Creature — Human Soldier").table is None, text


def test_724_1_a_saved_board_keeps_the_monarch():
    game = _board(you_hand=["Palace Sentinels"])
    cast(game, "Palace Sentinels")
    resolve(game)
    text = save_text(game)
    assert "monarch = true" in text
    assert _monarchs(board(text)) == [True, False]


@pytest.mark.parametrize("monarch", [True, False])
def test_608_2c_court_of_grace_makes_an_angel_instead_while_you_are_the_monarch(monarch):
    game = _board(you_monarch=monarch, opp_monarch=not monarch, you_bf=["Court of Grace"])
    advance_to(game, 5, "upkeep")
    resolve(game)
    tokens = [game.chars(o) for o in game.battlefield(0) if game.obj(o).kind == "token"]
    assert [(c.name, c.power, c.toughness) for c in tokens] == ([("Angel Token", 4, 4)] if monarch else [("Spirit Token", 1, 1)])
