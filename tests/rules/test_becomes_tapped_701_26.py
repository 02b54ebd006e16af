"""'Whenever <~ / enchanted permanent / a <filter>> becomes tapped / untapped' (701.26a-b, 603.2):
the event is the change of status, by a cost ({T} for mana included), an effect, attacking or the
untap step; a permanent already tapped isn't tapped again, one that enters tapped doesn't become
tapped, and a vigilant attacker doesn't tap. Played on real boards; near-misses refused."""

from __future__ import annotations

import pytest

from sandbox import Pass
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.script.session import Session

from .copyhelp import cast, compiled_cards, find, make

CITY_OF_BRASS = OracleFace("City of Brass", "", "Land",
                           "Whenever City of Brass becomes tapped, it deals 1 damage to you.\n{T}: Add one mana of any color.")
LIFETAP = OracleFace("Lifetap", "{U}{U}", "Enchantment", "Whenever a Forest an opponent controls becomes tapped, you gain 1 life.")
VAMPIRE_ENVOY = OracleFace("Vampire Envoy", "{2}{B}", "Creature — Vampire Cleric Ally",
                           "Flying\nWhenever Vampire Envoy becomes tapped, you gain 1 life.", "1", "4")
SUN_GUIDE = OracleFace("Oreskos Sun Guide", "{1}{W}", "Enchantment Creature — Cat Monk",
                       "Inspired — Whenever Oreskos Sun Guide becomes untapped, you gain 2 life.", "2", "2")
EXTRA = compiled_cards(CITY_OF_BRASS, LIFETAP, VAMPIRE_ENVOY, SUN_GUIDE)


def _settle(game) -> None:
    for _ in range(100):
        if game.pending is not None:
            d = game.pending
            game.answer(*([o.value for o in d.options] if d.kind == "trigger_order" else [d.options[0].value]))
            continue
        if not game.state.stack:
            return
        game.perform(Pass())


def test_701_26a_a_land_tapped_for_mana_becomes_tapped():
    game = make(["City of Brass"], ["Lightning Bolt"], pool="", extra=EXTRA)
    cast(game, "Lightning Bolt", "p1")
    _settle(game)
    assert game.state.players[1].life == 17
    assert game.state.players[0].life == 19  # City of Brass: 1 damage to you as it became tapped


def test_701_26a_an_opponents_forest_becoming_tapped_and_not_yours():
    game = make(["Lifetap", "Forest", "Grizzly Bears"], ["Giant Growth"], ["Forest", "Grizzly Bears"], ["Giant Growth"],
                pool="", extra=EXTRA)
    cast(game, "Giant Growth", find(game, "Grizzly Bears"))  # your Forest taps: no trigger
    _settle(game)
    assert game.state.players[0].life == 20
    cast(game, "Giant Growth", find(game, "Grizzly Bears", player=1), player=1)
    _settle(game)
    assert game.state.players[0].life == 21  # once, for the opponent's Forest


def test_701_26a_attacking_taps_the_attacker():
    game = make(["Vampire Envoy"], [], extra=EXTRA)
    r = Session(game).run("next declare_attackers")
    assert r.ok
    r = Session(game).run(f"attack #{find(game, 'Vampire Envoy')}")
    assert r.ok, r.message
    _settle(game)
    assert game.state.players[0].life == 21


def test_701_26b_becomes_untapped_in_the_untap_step_only_if_it_was_tapped():
    game = make(['{ card = "Oreskos Sun Guide", tapped = true }'], [], extra=EXTRA)
    session = Session(game)
    for line in ("next turn", "next turn", "next upkeep"):
        r = session.run(line)
        assert r.ok, (line, r.message)
        _settle(game)
    assert game.state.active == 0
    assert game.state.players[0].life == 22  # untapped once, in your untap step; not again


@pytest.mark.parametrize("text", [
    "Whenever ~ becomes tapped or untapped, draw a card.",
    "Whenever ~ becomes tapped for mana, draw a card.",
    "Whenever ~ is tapped, draw a card.",
    "Whenever one or more creatures you control become tapped, draw a card.",
])
def test_701_26_near_misses_are_refused(text):
    face = OracleFace("Near Miss", "{2}", "Artifact", text.replace("~", "Near Miss"))
    assert compile_card(OracleCard("Near Miss", (face,))).table is None
