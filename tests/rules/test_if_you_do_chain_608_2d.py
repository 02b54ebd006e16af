"""'You may pay {N}. If you do, A and B' / 'You may X. If you do, A, then B' (608.2d, 608.2c): the
whole 'If you do' sentence happens only if you paid or did it; B is not read apart from A.
A card with Eye of Vecna's upkeep line, compiled from its text, on a real board; Nadir Kraken's
line read into one payment; 'When you do, A and B' refused."""

from __future__ import annotations

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card

from .copyhelp import advance_to, compiled_cards, find, make, resolve

EYE = OracleFace("Eye Test", "{2}", "Artifact",
                 "At the beginning of your upkeep, you may pay {2}. If you do, you draw a card and you lose 2 life.")
CARDS = compiled_cards(EYE)


def _table(text: str, type_line: str = "Creature — Kraken"):
    face = OracleFace("Nadir Kraken", "{1}{U}{U}", type_line, text, "1", "1")
    return compile_card(OracleCard(face.name, (face,)))


def test_608_2d_not_paying_neither_effect_happens():
    game = make(["Eye Test", "Island", "Island"], pool="", extra=CARDS, library=["Swamp"] * 6)
    find(game, "Eye Test")
    advance_to(game, 5, "upkeep")
    hand = len(game.state.zone("hand", 0))
    resolve(game, "no")
    assert game.state.players[0].life == 20 and len(game.state.zone("hand", 0)) == hand


def test_608_2d_paying_both_effects_happen():
    game = make(["Eye Test", "Island", "Island"], pool="", extra=CARDS, library=["Swamp"] * 6)
    advance_to(game, 5, "upkeep")
    hand = len(game.state.zone("hand", 0))
    resolve(game, "yes")
    assert game.state.players[0].life == 18 and len(game.state.zone("hand", 0)) == hand + 1


def test_608_2d_the_second_effect_is_inside_the_payment():
    r = _table("Whenever you draw a card, you may pay {1}. If you do, put a +1/+1 counter on Nadir Kraken and create "
               "a 1/1 blue Tentacle creature token.")
    assert r.table is not None
    (ability,) = r.table["abilities"]
    effects = ability["triggered"]["effects"]
    assert len(effects) == 1 and [next(iter(e)) for e in effects[0]["may_pay"]["effects"]] == ["put_counters",
                                                                                                "create_token"]


def test_603_12_near_miss_when_you_do_a_and_b_is_refused():
    r = _table("When Nadir Kraken enters, you may sacrifice a creature. When you do, Nadir Kraken deals 2 damage to "
               "target creature and you gain 2 life.")
    assert r.table is None
