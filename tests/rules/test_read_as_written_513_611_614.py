"""Words the Oracle compiler must read as written, each on a real board: "three times" is three
(614.1a), "each end step" is every player's end step (513.1), and "becomes a ... until end of
turn" ends at cleanup (611.2a, 514.2). Each test fails if the word is read as its near
neighbour ("twice", "your end step", no duration)."""

from __future__ import annotations

from sandbox import Activate
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.script.session import Session

from ..conftest import play_until
from .copyhelp import cast, compiled_cards, find, make, resolve

NYXBLOOM = OracleFace("Nyxbloom Ancient", "{4}{G}{G}{G}", "Creature — Elemental",
                      "Trample\nIf you tap a permanent for mana, it produces three times as much of that mana instead.",
                      "5", "5")
TRIPLER = OracleFace("Token Tripler (test card)", "{3}{G}", "Enchantment",
                     "If an effect would create one or more tokens under your control, it creates three times that "
                     "many of those tokens instead.")
VIGIL = OracleFace("Dusk Vigil (test card)", "{1}{W}", "Enchantment",
                   "At the beginning of each end step, you gain 1 life.")
ANIMATE = OracleFace("Brief Animation (test card)", "{1}{U}", "Instant",
                     "Target artifact becomes a 4/4 artifact creature until end of turn.")


def _table(face: OracleFace) -> dict:
    result = compile_card(OracleCard(face.name, (face,)))
    assert result.table is not None, result.refused
    return result.table


def test_614_1a_three_times_as_much_mana_is_three_times():
    """Nyxbloom Ancient: a Forest tapped for mana makes {G}{G}{G}, not {G}{G}."""
    game = make(["Nyxbloom Ancient", "Forest"], pool="", extra=compiled_cards(NYXBLOOM))
    game.perform(Activate(find(game, "Forest"), 0))
    assert game.state.players[0].pool.count("G") == 3


def test_614_1a_three_times_that_many_tokens_is_three_times():
    """The compiled tripler multiplies by 3: Lingering Souls' two Spirits become six."""
    assert _table(TRIPLER)["abilities"][0]["replacement"]["multiply"] == 3
    game = make(["Token Tripler (test card)"], ["Lingering Souls"], pool="{W}{W}{W}", extra=compiled_cards(TRIPLER))
    before = set(game.state.battlefield)
    cast(game, "Lingering Souls")
    resolve(game)
    made = [o for o in game.state.battlefield if o not in before]
    assert [game.chars(o).name for o in made] == ["Spirit Token"] * 6


def _end_steps(game) -> list[int]:
    """The turn's active player at each Dusk Vigil life gain, through two turns."""
    session = Session(game)
    gains = []
    for _ in range(2):
        life = game.state.players[0].life
        play_until(game, lambda g, life=life: g.state.step == "end" and not g.state.stack and g.pending is None
                   and g.state.players[0].life != life or g.state.step == "cleanup", limit=80)
        if game.state.players[0].life == life + 1:
            gains.append(game.state.active)
        assert session.run("next upkeep").ok
    return gains


def test_513_1_at_the_beginning_of_each_end_step_is_every_players_end_step():
    """Dusk Vigil triggers at its controller's end step and at the opponent's."""
    assert _table(VIGIL)["abilities"][0]["triggered"].get("whose") == "each"
    game = make(["Dusk Vigil (test card)"], extra=compiled_cards(VIGIL))
    assert _end_steps(game) == [0, 1]
    assert game.state.players[0].life == 22


def test_611_2a_becomes_a_creature_until_end_of_turn_ends_at_cleanup():
    """Sol Ring is a 4/4 artifact creature for the turn, then only an artifact again (514.2)."""
    game = make(["Sol Ring", "Island", "Island"], ["Brief Animation (test card)"], pool="{U}{U}",
                extra=compiled_cards(ANIMATE))
    ring = find(game, "Sol Ring")
    cast(game, "Brief Animation (test card)", ring)
    resolve(game)
    chars = game.chars(ring)
    assert "Creature" in chars.card_types and (chars.power, chars.toughness) == (4, 4)
    assert Session(game).run("next upkeep").ok and game.state.active == 1
    assert game.chars(ring).card_types == ("Artifact",) and game.chars(ring).power is None
