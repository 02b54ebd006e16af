"""Energy (107.14): "{E}" is one energy counter, a counter on a player (122.1). Real cards compiled
from their Oracle text, on real boards: "you get {E}{E}" gives the controller that many, "Pay
{E}" is a cost part removed from the player (118.3: a player with fewer can't pay), "you may pay
{E}{E}. If you do" and "unless you pay {E}{E}" are paid as the ability resolves (608.2d,
118.12). Proliferate gives a player with energy one more (701.34a); a board keeps the count."""

from __future__ import annotations

import pytest

from sandbox.cards.model import Cost
from sandbox.cards.oracle import OracleFace
from sandbox.describe import board_text
from sandbox.errors import IllegalActionError, InvalidActionError
from sandbox.formats.save import to_toml
from sandbox.script.session import Session

from ..conftest import board
from ..oracle.helpers import compile_text
from .copyhelp import activate, advance_to, cast, compiled_cards, find, make, resolve

INSPECTOR = OracleFace("Aether Inspector", "{3}{W}", "Creature — Dwarf Artificer",
                       "Vigilance\nWhen Aether Inspector enters the battlefield, you get {E}{E} (two energy counters).\n"
                       "Whenever Aether Inspector attacks, you may pay {E}{E}. If you do, create a 1/1 colorless Servo "
                       "artifact creature token.", "2", "3")
MORAY = OracleFace("Shipwreck Moray", "{3}{U}", "Creature — Fish",
                   "When Shipwreck Moray enters the battlefield, you get {E}{E}{E}{E} (four energy counters).\n"
                   "Pay {E}: Shipwreck Moray gets +2/-2 until end of turn.", "0", "7")
IBEX = OracleFace("Thriving Ibex", "{1}{U}", "Creature — Goat",
                  "When Thriving Ibex enters the battlefield, you get {E}{E} (two energy counters).\n"
                  "Whenever Thriving Ibex attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it.", "1", "3")
HELLION = OracleFace("Lathnu Hellion", "{2}{R}", "Creature — Hellion",
                     "Haste\nWhen Lathnu Hellion enters the battlefield, you get {E}{E} (two energy counters).\n"
                     "At the beginning of your end step, sacrifice Lathnu Hellion unless you pay {E}{E}.", "4", "3")
WALKER = OracleFace("Reservoir Walker", "{5}{W}", "Creature — Elemental",
                    "When Reservoir Walker enters the battlefield, you gain 3 life and get {E}{E}{E} (three energy "
                    "counters).", "5", "5")
CARDS = compiled_cards(INSPECTOR, MORAY, IBEX, HELLION, WALKER)


def _energy(game, player: int = 0) -> int:
    return game.state.players[player].energy


def test_107_14_you_get_energy_when_it_enters():
    game = make(you_hand=["Aether Inspector"], extra=CARDS)
    cast(game, "Aether Inspector")
    resolve(game)
    assert _energy(game) == 2 and _energy(game, 1) == 0
    assert "You: 20 life, 2 energy" in board_text(game)


def test_107_14_gain_life_and_get_energy():
    game = make(you_hand=["Reservoir Walker"], extra=CARDS)
    cast(game, "Reservoir Walker")
    resolve(game)
    assert _energy(game) == 3 and game.state.players[0].life == 23


def test_118_3_pay_energy_cost_removes_it_and_none_left_cant_pay():
    game = make(you_bf=["Shipwreck Moray"], extra=CARDS)
    game.state.players[0].energy = 1
    moray = find(game, "Shipwreck Moray")
    activate(game, moray, "Pay {E}")
    assert _energy(game) == 0
    resolve(game)
    assert (game.chars(moray).power, game.chars(moray).toughness) == (2, 5)
    with pytest.raises(IllegalActionError, match="energy"):
        activate(game, moray, "Pay {E}")
    assert (game.chars(moray).power, game.chars(moray).toughness) == (2, 5)


def _attack_with_ibex(energy: int):
    game = make(you_bf=["Thriving Ibex"], extra=CARDS)
    game.state.players[0].energy = energy
    session = Session(game)
    for c in ("next declare_attackers", "attack Thriving Ibex"):
        assert session.run(c).ok, c
    return game


def test_608_2d_may_pay_energy_if_you_do_a_counter():
    game = _attack_with_ibex(3)
    resolve(game)
    d = game.pending
    assert d is not None and [o.value for o in d.options] == ["yes", "no"]
    resolve(game, "yes")
    ibex = find(game, "Thriving Ibex")
    assert _energy(game) == 1 and game.obj(ibex).counters.get("+1/+1") == 1


def test_608_2d_may_pay_energy_not_enough_no_counter():
    game = _attack_with_ibex(1)
    resolve(game)  # "don't pay" is the only choice: taken without asking
    assert not game.state.stack and any("doesn't pay {E}{E} (they can't)" in e.text for e in game.log)
    assert _energy(game) == 1 and not game.obj(find(game, "Thriving Ibex")).counters.get("+1/+1")


@pytest.mark.parametrize("energy, kept", [(2, True), (1, False)])
def test_118_12_sacrifice_unless_you_pay_energy(energy, kept):
    game = make(you_bf=["Lathnu Hellion"], extra=CARDS)
    game.state.players[0].energy = energy
    advance_to(game, 3, "end")
    resolve(game, "yes" if energy >= 2 else "no")
    on_field = any(game.chars(o).name == "Lathnu Hellion" for o in game.state.battlefield)
    assert on_field is kept
    assert _energy(game) == (0 if kept else 1)


def test_701_34a_proliferate_gives_a_player_with_energy_one_more():
    game = make(you_hand=["Steady Progress"], extra=CARDS)
    game.state.players[0].energy = 2
    game.state.players[1].energy = 4
    cast(game, "Steady Progress")
    resolve(game)
    d = game.pending
    assert d is not None and sorted(o.label for o in d.options) == ["Opponent (4 energy)", "You (2 energy)"]
    resolve(game, "p0")
    assert (_energy(game), _energy(game, 1)) == (3, 4)


def test_107_14_energy_on_a_board_is_loaded_and_saved():
    game = make(extra=CARDS)
    text = to_toml({"player": [{"name": "You", "energy": 5}, {"name": "Opponent"}]})
    assert "energy = 5" in text
    loaded = board('[game]\nturn = 1\n[[player]]\nname = "You"\nenergy = 5\n[[player]]\nname = "Opponent"\n')
    assert loaded.state.players[0].energy == 5 and game.state.players[0].energy == 0


@pytest.mark.parametrize("text", [
    "Each opponent gets {E}{E}.",
    "Target player gets {E}{E}.",
    "You get {E}{1}.",
    "You may pay {1}{E}. If you do, draw a card.",
    "Sacrifice ~ unless you pay {2}{E}.",
    "You get {E} for each creature you control.",
    "You get an amount of {E} equal to ~'s power.",
    "You may pay any amount of {E}. Draw that many cards.",
])
def test_107_14_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text


def test_107_14_near_misses_costs():
    assert Cost.parse("Pay {E}{E}").energy == 2
    with pytest.raises(InvalidActionError):
        Cost.parse("Pay {E}, Pay {E}")
    with pytest.raises(InvalidActionError):
        Cost.parse("Pay {E}{1}")
    # a mana ability paid with energy isn't planned by the payment solver: refused
    assert compile_text("{T}, Pay {E}: Add one mana of any color.", type_line="Land").table is None
