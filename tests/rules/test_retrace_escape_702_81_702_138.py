"""Retrace (702.81a) and escape (702.138): two ways to cast a card from its owner's graveyard.
Retrace: its mana cost and a land card discarded as an additional cost; the spell isn't exiled
afterwards. Escape: the escape cost rather than the mana cost (118.9), including "Exile N other
cards from your graveyard"; a permanent that escaped knows it ("~ escapes with N counters",
702.138b-c). Flame Jab, Fruit of Tizerus and Underworld Charger compiled from their Oracle text,
on real boards."""

from __future__ import annotations

import pytest

from sandbox import Cast, IllegalActionError
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.core.legal import legal_actions

from .copyhelp import compiled_cards, find, make, resolve

RETRACE = "Retrace (You may cast this card from your graveyard by discarding a land card in addition to paying its other costs.)"
ESCAPE = "(You may cast this card from your graveyard for its escape cost.)"
JAB = OracleFace("Flame Jab", "{R}", "Sorcery", f"Flame Jab deals 1 damage to any target.\n{RETRACE}")
FRUIT = OracleFace("Fruit of Tizerus", "{B}", "Sorcery",
                   f"Target player loses 2 life.\nEscape—{{3}}{{B}}, Exile three other cards from your graveyard. {ESCAPE}")
CHARGER = OracleFace("Underworld Charger", "{2}{B}", "Creature — Nightmare Horse",
                     f"Underworld Charger can't block.\nEscape—{{4}}{{B}}, Exile three other cards from your graveyard. "
                     f"{ESCAPE}\nUnderworld Charger escapes with two +1/+1 counters on it.", "3", "3")
CARDS = compiled_cards(JAB, FRUIT, CHARGER)


def _names(game, zone: str, player: int = 0) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone(zone, player))


def test_702_81a_retrace_discards_a_land_card_and_the_spell_returns_to_the_graveyard():
    game = make(you_hand=["Forest", "Lightning Bolt"], you_gy=["Flame Jab"], pool="{R}", extra=CARDS)
    jab = find(game, "Flame Jab", "graveyard")
    assert Cast(jab) in legal_actions(game)
    game.perform(Cast(jab, targets=("p1",)))  # the only land card in hand is discarded without asking
    assert _names(game, "hand") == ["Lightning Bolt"] and _names(game, "graveyard") == ["Forest"]
    assert game.state.players[0].pool.total() == 0  # its mana cost, {R}, was paid too
    assert any(e.rule == "702.81a" for e in game.log)
    resolve(game)
    assert game.state.players[1].life == 19
    assert _names(game, "graveyard") == ["Flame Jab", "Forest"] and _names(game, "exile") == []  # not exiled


def test_702_81a_near_miss_no_land_card_in_hand_refused_and_nothing_changes():
    game = make(you_hand=["Lightning Bolt"], you_gy=["Flame Jab"], pool="{R}", extra=CARDS)
    jab = find(game, "Flame Jab", "graveyard")
    assert Cast(jab) not in legal_actions(game)
    before = game.fingerprint()
    with pytest.raises(IllegalActionError, match=r"no land card in hand to discard \(702\.81a\)"):
        game.perform(Cast(jab, targets=("p1",)))
    assert game.fingerprint() == before


def test_702_138a_escape_pays_its_cost_and_exiles_other_graveyard_cards():
    game = make(you_gy=["Fruit of Tizerus", "Island", "Forest", "Mountain", "Plains"], pool="{B}{B}{B}{B}", extra=CARDS)
    fruit = find(game, "Fruit of Tizerus", "graveyard")
    assert Cast(fruit) in legal_actions(game)
    game.perform(Cast(fruit, targets=("p1",)))
    for name in ("Island", "Forest", "Mountain"):  # three of the four others, chosen one at a time
        assert game.pending is not None and game.pending.rule == "702.138a"
        game.answer(find(game, name, "graveyard"))
    assert _names(game, "exile") == ["Forest", "Island", "Mountain"] and _names(game, "graveyard") == ["Plains"]
    assert game.state.players[0].pool.total() == 0  # {3}{B}, not its mana cost {B}
    resolve(game)
    assert game.state.players[1].life == 18
    assert _names(game, "graveyard") == ["Fruit of Tizerus", "Plains"]  # an escaped sorcery isn't exiled


def test_702_138a_near_miss_too_few_other_cards_refused_and_nothing_changes():
    game = make(you_gy=["Fruit of Tizerus", "Island", "Forest"], pool="{B}{B}{B}{B}", extra=CARDS)
    fruit = find(game, "Fruit of Tizerus", "graveyard")
    assert Cast(fruit) not in legal_actions(game)
    before = game.fingerprint()
    with pytest.raises(IllegalActionError, match=r"aren't 3 other cards in the graveyard to exile \(702\.138a\)"):
        game.perform(Cast(fruit, targets=("p1",)))
    assert game.fingerprint() == before


def test_702_138c_an_escaped_permanent_enters_with_its_counters_and_a_cast_from_hand_does_not():
    game = make(you_hand=["Underworld Charger"], you_gy=["Underworld Charger", "Island", "Forest", "Mountain"],
                pool="{B}{B}{B}{B}{B}{B}{B}{B}", extra=CARDS)
    escaped = find(game, "Underworld Charger", "graveyard")
    game.perform(Cast(escaped))  # exactly three others: all exiled without asking
    resolve(game)
    assert _names(game, "graveyard") == [] and len(_names(game, "exile")) == 3
    charger = find(game, "Underworld Charger")
    assert game.obj(charger).counters.get("+1/+1") == 2 and (game.chars(charger).power, game.chars(charger).toughness) == (5, 5)
    game.perform(Cast(find(game, "Underworld Charger", "hand")))
    resolve(game)
    plain = [o for o in game.state.battlefield if game.chars(o).name == "Underworld Charger" and o != charger]
    assert len(plain) == 1 and not game.obj(plain[0]).counters.get("+1/+1")
    assert any(e.rule == "702.138c" for e in game.log)  # "didn't escape: ... doesn't apply"


@pytest.mark.parametrize("line", [
    "Escape—{2}{B}, Discard a card.",  # another escape cost
    "Escape—{2}{B}, Exile three cards from your graveyard.",  # not "other" cards
    "Escape—{X}{B}, Exile three other cards from your graveyard.",  # nothing says what X is
    "Escape—{2}{B}, Exile three other cards from your graveyard, Sacrifice a creature.",
    "Underworld Charger escapes with your choice of a +1/+1 counter or a flying counter on it.",
    "Underworld Charger escapes with X +1/+1 counters on it.",
    "Underworld Charger escapes with two +1/+1 counters on it. When it enters the battlefield this way, draw a card.",
])
def test_702_138_near_misses_are_refused(line):
    face = OracleFace("Underworld Charger", "{2}{B}", "Creature — Nightmare Horse",
                      f"Escape—{{4}}{{B}}, Exile three other cards from your graveyard.\n{line}", "3", "3")
    assert compile_card(OracleCard(face.name, (face,))).table is None
