""""1/1 creature" (208.1): a creature whose power is 1 and whose toughness is 1 now. Pendelhaven,
compiled from its Oracle text, on a real board: a 1/1 is a legal target, a 2/2 isn't, and a 1/2
isn't either; Pendelhaven Elder pumps each 1/1 you control. "+1/+1 creature" and a P/T alone
are refused."""

from __future__ import annotations

import pytest

from sandbox.cards.filters import Filter
from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError, InvalidActionError

from .copyhelp import activate, compiled_cards, find, make, resolve

PENDELHAVEN = OracleFace("Pendelhaven", "", "Legendary Land", "{T}: Add {G}.\n{T}: Target 1/1 creature gets +1/+2 until "
                         "end of turn.")
ELDER = OracleFace("Pendelhaven Elder", "{1}{G}", "Creature — Elf Shaman", "{T}: Each 1/1 creature you control gets "
                   "+1/+2 until end of turn.", power="1", toughness="1")
WALL = '''
[[card]]
name = "Small Wall (test card)"
mana_cost = "{W}"
type_line = "Creature — Wall"
power = 1
toughness = 2
'''


def test_208_1_pendelhaven_targets_only_a_1_1():
    game = make(you_bf=["Pendelhaven", "Llanowar Elves", "Grizzly Bears", "Small Wall (test card)"],
                extra=compiled_cards(PENDELHAVEN) + WALL)
    land, elves = find(game, "Pendelhaven"), find(game, "Llanowar Elves")
    for other in ("Grizzly Bears", "Small Wall (test card)"):
        with pytest.raises(IllegalActionError, match="isn't a legal target"):
            activate(game, land, "{T}: Target", find(game, other))
    activate(game, land, "{T}: Target", elves)
    resolve(game)
    assert (game.chars(elves).power, game.chars(elves).toughness) == (2, 3)


def test_208_1_pendelhaven_elder_pumps_each_1_1_you_control():
    game = make(you_bf=["Pendelhaven Elder", "Llanowar Elves", "Grizzly Bears"], opp_bf=["Llanowar Elves"],
                extra=compiled_cards(ELDER))
    elder = find(game, "Pendelhaven Elder")
    activate(game, elder, "{T}: Each")
    resolve(game)
    assert (game.chars(elder).power, game.chars(elder).toughness) == (2, 3)  # a 1/1 itself
    assert (game.chars(find(game, "Llanowar Elves")).power, game.chars(find(game, "Llanowar Elves")).toughness) == (2, 3)
    assert game.chars(find(game, "Llanowar Elves", player=1)).power == 1
    assert game.chars(find(game, "Grizzly Bears")).power == 2


@pytest.mark.parametrize(("text", "why"), [
    ("+1/+1 creature", "'\\+1/\\+1' is not understood"),
    ("1/1", "needs a noun"),
])
def test_filter_near_misses_are_refused(text, why):
    with pytest.raises(InvalidActionError, match=why):
        Filter.parse(text)
