"""`trigger.new` in a dies trigger is the card the creature became in the graveyard (400.7):
an effect on it finds that card; a token that died went to the graveyard too, but ceased to
exist there before the trigger went on the stack (704.5d, 111.7)."""

from __future__ import annotations

from sandbox import Pass

from .copyhelp import cast, find, make, resolve

CARDS = '''
[[card]]
name = "Recall Ward (test card)"
mana_cost = "{2}{B}"
type_line = "Enchantment"
oracle = "Whenever a creature you control dies, return that card to its owner's hand."
abilities = [ { triggered = { on = "dies", what = "creature you control", text = "Whenever a creature you control dies, return that card to its owner's hand.", effects = [ { bounce = { what = "trigger.new" } } ] } } ]
'''


def resolve_bolt(game) -> None:
    """Both players pass: the Bolt resolves and the dies trigger waits on the stack."""
    bolt = game.state.stack[-1]
    while bolt in game.state.stack:
        game.perform(Pass())


def test_dies_trigger_returns_the_card_it_became():
    game = make(["Recall Ward (test card)", "Grizzly Bears"], ["Lightning Bolt"], extra=CARDS)
    bears = find(game, "Grizzly Bears")
    cast(game, "Lightning Bolt", bears)
    resolve_bolt(game)
    assert bears not in game.state.battlefield
    card = find(game, "Grizzly Bears", "graveyard")
    trigger = game.state.stack[-1]
    assert game.obj(trigger).event["new"] == card  # the graveyard card, a new object (400.7)
    resolve(game)
    assert find(game, "Grizzly Bears", "hand") and card not in game.state.zone("graveyard", 0)


def test_704_5d_a_token_that_dies_went_to_the_graveyard_then_ceased_to_exist():
    game = make(["Recall Ward (test card)", "Elemental Token"], ["Lightning Bolt"], extra=CARDS)
    token = find(game, "Elemental Token")
    hand = len(game.state.zone("hand", 0))
    cast(game, "Lightning Bolt", token)
    resolve_bolt(game)
    trigger = game.state.stack[-1]
    new = game.obj(trigger).event["new"]
    assert new is not None and new not in game.state.objects  # it was in the graveyard, then ceased to exist
    assert any(e.rule == "704.5d" and f"#{new} " in e.text for e in game.log)
    resolve(game)
    assert not game.state.stack and len(game.state.zone("hand", 0)) == hand - 1
