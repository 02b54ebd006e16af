""""<effect>. If <condition>, <effect> instead." (608.2c): later text of a spell replaces the
effect before it when its condition holds as the spell resolves; read only where the two effects
are of the same kind and the condition is one the vocabulary knows."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card

from .copyhelp import cast, compiled_cards, make, resolve

INSIGHT = OracleFace("Careful Insight (test card)", "{2}{U}", "Sorcery",
                     "Draw two cards. If you control a Wizard, draw three cards instead.")


def _hand_after(you_bf: list[str]) -> int:
    game = make(you_bf, ["Careful Insight (test card)"], pool="{U}{U}{U}", extra=compiled_cards(INSIGHT))
    cast(game, "Careful Insight (test card)")
    resolve(game)
    assert any(e.rule == "608.2c" for e in game.log)
    return len(game.state.zone("hand", 0))


def test_608_2c_if_the_condition_holds_the_effect_after_instead_happens():
    assert _hand_after(["Delver of Secrets"]) == 3  # a Human Wizard


def test_608_2c_near_miss_if_it_doesnt_the_first_effect_happens():
    assert _hand_after(["Grizzly Bears"]) == 2


@pytest.mark.parametrize("text", [
    "Draw two cards. If you control a Wizard, you gain 3 life instead.",  # not the same kind of effect
    "If you control a Wizard, draw three cards instead.",  # nothing before it to replace
    "Draw two cards. If you feel lucky, draw three cards instead.",  # a condition no reading knows
])
def test_608_2c_near_miss_an_instead_that_cant_be_read_is_refused(text):
    face = OracleFace("Near Miss (test card)", "{2}{U}", "Sorcery", text)
    result = compile_card(OracleCard(face.name, (face,)))
    assert result.table is None and result.refused
