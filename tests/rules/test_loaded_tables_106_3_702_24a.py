"""Card tables written by hand mean what they say on a board: "each player adds" gives every
player the mana (106.3), a cumulative upkeep paid in life counts its amount (702.24a), a mana
replacement names its colors as symbols or as words (614.1a), and a card its "then" moved is no
longer there to exile (400.7)."""

from __future__ import annotations

from sandbox import Activate

from ..conftest import find
from .copyhelp import make, resolve

TABLES = '''
[[card]]
name = "Shared Spring (test card)"
mana_cost = "{1}"
type_line = "Artifact"
abilities = [ { activated = { cost = "{T}", text = "{T}: Each player adds {G}.", effects = [ { add_mana = { add = "{G}", who = "each player" } } ] } } ]

[[card]]
name = "Aging Idol (test card)"
mana_cost = "{1}"
type_line = "Artifact"
abilities = [ { activated = { cost = "{0}", text = "{0}: Cumulative upkeep, 2 life.", effects = [ { cumulative_upkeep = { life = 2 } } ] } } ]

[[card]]
name = "Blue Filter (test card)"
mana_cost = "{1}"
type_line = "Artifact"
abilities = [ { replacement = { replaces = "mana", what = "land you control", becomes = ["blue"] } } ]

[[card]]
name = "Peeking Lens (test card)"
mana_cost = "{1}"
type_line = "Artifact"
abilities = [ { activated = { cost = "{0}", text = "{0}: Look at the top card of your library. You may reveal it. If a creature card is revealed this way, draw a card. You may exile the top card.", effects = [ { look_at_top = { reveal_if = "creature", then = [ { draw = { count = 1 } } ], may_exile = true } } ] } } ]
'''


def test_106_3_each_player_adds_the_mana_to_their_own_pool() -> None:
    game = make(["Shared Spring (test card)"], extra=TABLES, pool="")
    game.perform(Activate(find(game, "Shared Spring (test card)"), 0))
    resolve(game)
    assert [str(p.pool) for p in game.state.players] == ["{G}", "{G}"]


def test_702_24a_cumulative_upkeep_in_life_pays_its_amount_for_each_age_counter() -> None:
    game = make(["Aging Idol (test card)"], extra=TABLES)
    idol = find(game, "Aging Idol (test card)")
    for paid in (2, 4):
        life = game.state.players[0].life
        game.perform(Activate(idol, 0))
        resolve(game, "yes")
        assert game.obj(idol).counters["age"] == paid // 2
        assert game.state.players[0].life == life - paid


def test_614_1a_a_mana_replacement_reads_a_color_written_as_a_word() -> None:
    game = make(["Blue Filter (test card)", "Forest"], extra=TABLES, pool="")
    game.perform(Activate(find(game, "Forest"), 0))
    assert str(game.state.players[0].pool) == "{U}"


def test_400_7_a_card_drawn_by_then_is_not_exiled_from_the_library_as_well() -> None:
    game = make(["Peeking Lens (test card)"], extra=TABLES, library=["Island", "Grizzly Bears"])
    game.perform(Activate(find(game, "Peeking Lens (test card)"), 0))
    resolve(game, "yes")
    assert game.pending is None and not game.state.stack
    assert [game.chars(o).name for o in game.state.zone("hand", 0)] == ["Grizzly Bears"]
    assert [game.chars(o).name for o in game.state.zone("library", 0)] == ["Island"]
    assert not game.state.zone("exile", 0)
