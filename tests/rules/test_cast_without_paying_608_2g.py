"""608.2g: "You may cast that card without paying its mana cost" as an effect resolves: timing
is ignored, and the card may be another player's (cast from an opponent's graveyard, it is
controlled by the player who cast it, 110.2, 608.3a; it still goes to its owner's zones)."""

from __future__ import annotations

from sandbox import Activate

from ..conftest import find
from .copyhelp import make, resolve

RECALL = '''
[[card]]
name = "Recaller (test card)"
mana_cost = "{1}{U}"
type_line = "Creature — Wizard"
power = 1
toughness = 1
oracle = "{0}: You may cast target creature card from a graveyard without paying its mana cost."
abilities = [ { activated = { cost = "{0}", targets = "creature card from a graveyard", text = "{0}: You may cast target creature card from a graveyard without paying its mana cost.", effects = [ { cast_without_paying = { what = "target" } } ] } } ]
'''


def test_608_2g_a_card_in_an_opponent_s_graveyard_is_cast_and_enters_under_its_caster() -> None:
    game = make(["Recaller (test card)"], opp_gy=["Hill Giant"], extra=RECALL, pool="")
    giant = find(game, "Hill Giant", "graveyard")
    game.perform(Activate(find(game, "Recaller (test card)"), 0, None, (giant,)))
    resolve(game)
    assert game.pending is not None and game.pending.kind == "yesno"
    game.answer("yes")
    resolve(game)
    new = find(game, "Hill Giant")
    assert game.controller(new) == 0 and game.obj(new).owner == 1  # no mana paid: the pool was empty
    assert not game.state.zone("graveyard", 1)


def test_608_2g_declined_the_card_stays_in_its_owner_s_graveyard() -> None:
    game = make(["Recaller (test card)"], opp_gy=["Hill Giant"], extra=RECALL, pool="")
    giant = find(game, "Hill Giant", "graveyard")
    game.perform(Activate(find(game, "Recaller (test card)"), 0, None, (giant,)))
    resolve(game)
    game.answer("no")
    resolve(game)
    assert [game.chars(o).name for o in game.state.zone("graveyard", 1)] == ["Hill Giant"]
    assert not [o for o in game.state.battlefield if game.chars(o).name == "Hill Giant"]
