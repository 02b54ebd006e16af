"""Sunburst (702.44a): a permanent entering from the stack as a creature enters with a +1/+1
counter for each color of mana spent to cast it, otherwise with a charge counter for each; only
as the spell resolves (702.44b). Suntouched Myr and Pentad Prism compiled from their Oracle text,
cast through real actions paying with lands of different colors."""

from __future__ import annotations

import pytest

from sandbox import Activate, Cast
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card

from .copyhelp import compiled_cards, find, make, resolve

MYR = OracleFace("Suntouched Myr", "{3}", "Artifact Creature — Myr",
                 "Sunburst (This enters with a +1/+1 counter on it for each color of mana spent to cast it.)", "0", "0")
PRISM = OracleFace("Pentad Prism", "{2}", "Artifact",
                   "Sunburst (This enters with a charge counter on it for each color of mana spent to cast it.)\n"
                   "Remove a charge counter from Pentad Prism: Add one mana of any color.")
CARDS = compiled_cards(MYR, PRISM)


def _one(game, name):
    found = [o for o in game.state.battlefield if game.chars(o).name == name]
    return found[0] if found else None


def test_702_44a_a_creature_gets_a_counter_per_color_spent_a_noncreature_charge_counters():
    game = make(["Island", "Swamp", "Swamp", "Mountain", "Forest"], ["Suntouched Myr", "Pentad Prism"], pool="",
                extra=CARDS)
    game.perform(Cast(find(game, "Suntouched Myr", "hand"), paying=(), exclude=(find(game, "Mountain"), find(game, "Forest"))))
    resolve(game)
    myr = _one(game, "Suntouched Myr")
    assert myr is not None and game.obj(myr).counters == {"+1/+1": 2}  # blue and black: two colors for three mana
    assert (game.chars(myr).power, game.chars(myr).toughness) == (2, 2)
    game.perform(Cast(find(game, "Pentad Prism", "hand")))  # the Mountain and the Forest
    resolve(game)
    prism = _one(game, "Pentad Prism")
    assert game.obj(prism).counters == {"charge": 2}
    game.perform(Activate(prism, 0))
    if game.pending is not None:
        game.answer(game.pending.options[0].value)
    assert game.obj(prism).counters == {"charge": 1} and len(game.state.players[0].pool) == 1
    assert sum(e.rule == "702.44a" for e in game.log) == 2


def test_702_44_near_misses_colorless_mana_and_not_cast():
    game = make([], ["Suntouched Myr"], pool="{C}{C}{C}", extra=CARDS)
    game.perform(Cast(find(game, "Suntouched Myr", "hand")))
    resolve(game)
    assert _one(game, "Suntouched Myr") is None  # no colored mana spent: no counter, a 0/0 (704.5f)
    assert any(e.rule == "704.5f" for e in game.log)
    # 702.44b: put onto the battlefield without being cast (Reanimate, paid with {B}), it counts no mana
    game = make(["Swamp"], ["Reanimate"], pool="", you_gy=["Suntouched Myr"], extra=CARDS)
    game.perform(Cast(find(game, "Reanimate", "hand"), targets=(find(game, "Suntouched Myr", "graveyard"),)))
    resolve(game)
    assert _one(game, "Suntouched Myr") is None and game.state.players[0].life == 17
    assert any(e.rule == "702.44a" and "no colored mana" in e.text for e in game.log)


@pytest.mark.parametrize("text", ["Sunburst 2", "Modular—Sunburst (This enters with a +1/+1 counter on it for each color "
                                  "of mana spent to cast it.)"])
def test_702_44_near_miss_texts_stay_refused(text):
    face = OracleFace("Test Myr", "{3}", "Artifact Creature — Myr", text, "0", "0")
    assert compile_card(OracleCard(face.name, (face,))).table is None
