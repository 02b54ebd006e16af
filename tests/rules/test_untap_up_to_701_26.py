""""Untap up to N lands" (701.26b, 608.2d): no target; the effect's controller chooses as it
resolves, up to N, among the lands (any player's, unless the text says whose). Frantic Search and
Likeness of the Seeker compiled from their Oracle text, on real boards."""

from __future__ import annotations

import pytest

from sandbox import Pass
from sandbox.cards.oracle import OracleFace

from ..conftest import play_until
from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

FRANTIC = OracleFace("Frantic Search", "{2}{U}", "Instant", "Draw two cards, then discard two cards. Untap up to three lands.")
SNAP = OracleFace("Snap", "{1}{U}", "Instant", "Return target creature to its owner's hand. Untap up to two lands.")
LIKENESS = OracleFace("Likeness of the Seeker", "{2}{W}", "Creature — Human Monk",
                      "Whenever Likeness of the Seeker becomes blocked, untap up to three lands you control.",
                      power="3", toughness="3")


def _tapped(names_player: int, game) -> list[bool]:
    return [game.obj(o).tapped for o in game.state.battlefield if game.controller(o) == names_player]


def test_701_26b_frantic_search_untaps_up_to_three_chosen_lands():
    lands = ['{ card = "Island", tapped = true }' for _ in range(4)]
    game = make(you_bf=lands, you_hand=["Frantic Search", "Grizzly Bears", "Lightning Bolt"], pool="{U}{U}{U}",
                library=["Forest", "Mountain"], extra=compiled_cards(FRANTIC))
    cast(game, "Frantic Search")
    resolve(game, [find(game, "Grizzly Bears", "hand"), find(game, "Lightning Bolt", "hand")])
    d = game.pending
    assert d is not None and d.player == 0 and d.max == 3 and d.min == 0
    assert len(d.options) == 4  # the four tapped Islands
    islands = [o.value for o in d.options]
    resolve(game, islands[:3])
    assert sorted(_tapped(0, game)) == [False, False, False, True]
    assert find(game, "Grizzly Bears", "graveyard") and find(game, "Lightning Bolt", "graveyard")
    assert sorted(game.chars(o).name for o in game.state.zone("hand", 0)) == ["Forest", "Mountain"]


def test_608_2d_frantic_search_may_untap_fewer_and_an_opponents_land():
    game = make(you_bf=['{ card = "Island", tapped = true }'], opp_bf=['{ card = "Swamp", tapped = true }'],
                you_hand=["Frantic Search", "Grizzly Bears", "Lightning Bolt"], pool="{U}{U}{U}",
                extra=compiled_cards(FRANTIC))
    cast(game, "Frantic Search")
    resolve(game, [find(game, "Grizzly Bears", "hand"), find(game, "Lightning Bolt", "hand")])
    swamp = find(game, "Swamp", player=1)
    assert swamp in [o.value for o in game.pending.options]  # "lands": any player's
    resolve(game, [swamp])
    assert not game.obj(swamp).tapped and game.obj(find(game, "Island")).tapped


def test_608_2d_lands_you_control_offers_only_yours():
    game = make(you_bf=['{ card = "Island", tapped = true }', "Likeness of the Seeker"],
                opp_bf=['{ card = "Swamp", tapped = true }', "Grizzly Bears"], step="beginning_of_combat",
                extra=compiled_cards(LIKENESS))
    likeness, bears = find(game, "Likeness of the Seeker"), find(game, "Grizzly Bears", player=1)
    game.perform(Pass())
    game.perform(Pass())
    game.answer([f"{likeness}>p1"])
    play_until(game, lambda g: g.pending is not None and g.pending.kind == "blockers")
    game.answer([f"{bears}>{likeness}"])
    play_until(game, lambda g: g.pending is not None and g.pending.rule == "608.2d")
    assert [o.value for o in game.pending.options] == [find(game, "Island")]
    game.answer(find(game, "Island"))
    assert not game.obj(find(game, "Island")).tapped and game.obj(find(game, "Swamp", player=1)).tapped


def test_701_26b_snap_with_no_tapped_land_asks_nothing():
    game = make(you_bf=["Island", "Island"], opp_bf=["Grizzly Bears"], you_hand=["Snap"], pool="{U}{U}",
                extra=compiled_cards(SNAP))
    cast(game, "Snap", find(game, "Grizzly Bears", player=1))
    resolve(game)
    assert game.pending is None and find(game, "Grizzly Bears", "hand", player=1)


def test_115_3_up_to_three_target_lands_are_targets_not_a_choice_on_resolution():
    """"Untap up to three target lands" targets them as it's cast (115.3, 601.2c), not chosen
    as it resolves like "Untap up to three lands" (608.2d)."""
    table = compile_text("Untap up to three target lands.", type_line="Instant").table
    assert table is not None
    assert table["targets"] == {"filter": "land", "count": 3, "up_to": True}
    assert table["effects"] == [{"untap": {"what": "each target"}}]


@pytest.mark.parametrize("text", [
    "Untap up to three land.",
    "Untap up to one lands.",
    "Untap three lands.",
    "Tap up to three lands.",
    "Untap up to three other lands.",
    "Untap up to three lands. They gain flying until end of turn.",
])
def test_701_26b_near_misses_are_refused(text):
    assert compile_text(text, type_line="Instant").table is None, text
