"""Leftovers of issues 13 and 14 on real boards: counters a player gets (Winding Constrictor,
614.1a), "If you can't" after an optional payment (118.12), a chosen color read by a mana
ability (Coldsteel Heart, 607.2d, 707.2), and a mana ability's "instead" on a counter
(Gemstone Caverns, 103.6)."""

from __future__ import annotations

import pytest

from sandbox.cards.parse import card_from_table
from sandbox.errors import InvalidActionError

from ..conftest import board, find
from .copyhelp import cast, resolve


def logged(g, rule, text=""):
    return any(e.rule == rule and text in e.text for e in g.log)


def _proliferate_board(battlefield: str) -> object:
    return board(f'''
[game]
turn = 3
[[player]]
hand = ["Steady Progress"]
pool = "{{U}}{{U}}{{U}}"
library = ["Island"]
battlefield = [{battlefield}]
poison = 1
[[player]]
poison = 2
''')


# ------------------------------------------------------------------ 1. counters a player gets (614.1a)

def test_614_1a_winding_constrictor_you_get_two_poison_counters_from_proliferate():
    g = _proliferate_board('"Winding Constrictor"')
    cast(g, "Steady Progress")
    resolve(g)
    g.answer("p0", "p1")
    assert g.state.players[0].poison == 1 + 2  # that many plus one
    assert g.state.players[1].poison == 2 + 1  # an opponent's counters aren't yours
    assert logged(g, "614.1a", "1 poison counter(s) on You become 2 poison counter(s)")


def test_614_1a_opponents_winding_constrictor_doesnt_change_your_counters():
    g = board('''
[game]
turn = 3
[[player]]
hand = ["Steady Progress"]
pool = "{U}{U}{U}"
library = ["Island"]
poison = 1
[[player]]
battlefield = ["Winding Constrictor"]
''')
    cast(g, "Steady Progress")
    resolve(g)
    g.answer("p0")
    assert g.state.players[0].poison == 2


def test_614_1a_proliferate_on_a_permanent_goes_through_doubling_season_and_constrictor():
    g = _proliferate_board('"Doubling Season", { card = "Walking Ballista", counters = { "+1/+1" = 1 } }')
    cast(g, "Steady Progress")
    resolve(g)
    g.answer(find(g, "Walking Ballista"))
    assert g.obj(find(g, "Walking Ballista")).counters == {"+1/+1": 1 + 2}
    g2 = _proliferate_board('"Winding Constrictor", { card = "Walking Ballista", counters = { "+1/+1" = 1 } }')
    cast(g2, "Steady Progress")
    resolve(g2)
    g2.answer(find(g2, "Walking Ballista"))
    assert g2.obj(find(g2, "Walking Ballista")).counters == {"+1/+1": 1 + 2}


def _replacements_table(name):
    import tomllib
    from pathlib import Path

    import sandbox.cards
    path = Path(sandbox.cards.__file__).parent / "data" / "cards" / "replacements.toml"
    return next(c for c in tomllib.loads(path.read_text())["card"] if c["name"] == name)


@pytest.mark.parametrize("on, kind, error", [
    ("creature or player", None, "names players: write one replacement for the permanents and one for the players"),
    ("you", "+1/+1", "players get poison counters only"),
])
def test_614_1a_near_miss_a_players_counter_replacement_is_refused(on, kind, error):
    table = _replacements_table("Winding Constrictor")
    assert len(card_from_table(table).chars.abilities) == 2  # the card loads whole
    spec = {"replaces": "counters", "on": on, "plus": 1, **({"kind": kind} if kind else {})}
    table["abilities"][1] = {"replacement": spec}
    with pytest.raises(InvalidActionError, match=error) as e:
        card_from_table(table)
    assert "\n" not in str(e.value)
