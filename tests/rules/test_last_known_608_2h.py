"""Last known information (608.2h, 113.7a): whatever an ability says about an object that has
left the battlefield, it uses that object as it last existed there; objects that left at once
are each remembered as they were before any of them left (603.10a)."""

from __future__ import annotations

from itertools import permutations

import pytest

from sandbox import Activate, Pass
from sandbox.cards.oracle.source import OracleFace
from sandbox.errors import LoadError

from .copyhelp import cast, compiled_cards, find, make, resolve

NATURES_CLAIM = OracleFace("Nature's Claim", "{G}", "Instant",
                           "Destroy target artifact or enchantment. Its controller gains 4 life.")

CARDS = '''
[[card]]
name = "Death's Presence"
mana_cost = "{5}{G}"
type_line = "Enchantment"
oracle = "Whenever a creature you control dies, put X +1/+1 counters on target creature you control, where X is the power of the creature that died."
abilities = [ { triggered = { on = "dies", what = "creature you control", targets = "creature you control", text = "Whenever a creature you control dies, put X +1/+1 counters on target creature you control, where X is the power of the creature that died.", effects = [ { put_counters = { on = "target", kind = "+1/+1", count = { power_of = "trigger.object" } } } ] } } ]

[[card]]
name = "Esoteric Duplicator"
mana_cost = "{2}{U}"
type_line = "Artifact — Clue"
oracle = "Whenever you sacrifice this artifact or another artifact, you may pay {2}. If you do, at the beginning of the next end step, create a token that's a copy of that artifact.\\n{2}, Sacrifice this artifact: Draw a card."
abilities = [
  { triggered = { on = "sacrificed", what = "artifact", text = "Whenever you sacrifice this artifact or another artifact, you may pay {2}. If you do, at the beginning of the next end step, create a token that's a copy of that artifact.", effects = [ { may_pay = { cost = "{2}", effects = [ { delayed = { at = "end_step", object = "trigger.object", text = "At the beginning of the next end step, create a token that's a copy of that artifact.", effects = [ { token_copy = { of = "trigger.object" } } ] } } ] } } ] } },
  { activated = { cost = "{2}, Sacrifice this artifact", text = "{2}, Sacrifice this artifact: Draw a card.", effects = [ { draw = { count = 1 } } ] } },
]

[[card]]
name = "Miren, the Moaning Well"
type_line = "Legendary Land"
oracle = "{T}: Add {C}.\\n{3}, {T}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness."
abilities = [
  { mana = { cost = "{T}", add = "{C}", text = "{T}: Add {C}." } },
  { activated = { cost = "{3}, {T}, Sacrifice a creature", text = "{3}, {T}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.", effects = [ { gain_life = { amount = { toughness_of = "sacrificed" } } } ] } },
]
'''


def test_608_2h_its_controller_gains_life_after_its_target_was_exiled():
    """"Its controller gains life equal to its power": the creature is gone, so both its
    controller and its power are as it last existed (the opponent's 3/3 with +1/+1)."""
    game = make(["Plains"], ["Swords to Plowshares"], ["Centaur Courser", "Glorious Anthem"], extra=CARDS)
    courser = find(game, "Centaur Courser", player=1)
    cast(game, "Swords to Plowshares", courser)
    resolve(game)
    assert find(game, "Centaur Courser", "exile")
    assert game.state.players[1].life == 24 and game.state.players[0].life == 20


def test_608_2h_near_miss_the_casters_own_creature_gives_the_life_to_the_caster():
    game = make(["Grizzly Bears"], ["Swords to Plowshares"], extra=CARDS)
    cast(game, "Swords to Plowshares", find(game, "Grizzly Bears"))
    resolve(game)
    assert game.state.players[0].life == 22 and game.state.players[1].life == 20


def test_608_2h_natures_claim_its_controller_is_the_destroyed_targets_controller():
    """Nature's Claim compiled from its Oracle text destroys the opponent's Glorious Anthem; "its
    controller" is the Anthem's controller as it last existed on the battlefield (608.2h): the
    opponent gains 4, the caster nothing."""
    game = make(["Forest"], ["Nature's Claim"], ["Glorious Anthem"], extra=compiled_cards(NATURES_CLAIM))
    cast(game, "Nature's Claim", find(game, "Glorious Anthem", player=1))
    resolve(game)
    assert find(game, "Glorious Anthem", "graveyard", player=1)
    assert game.state.players[1].life == 24 and game.state.players[0].life == 20


def test_608_2h_near_miss_natures_claim_on_your_own_artifact_gives_you_the_life():
    game = make(["Forest", "Treasure"], ["Nature's Claim"], extra=compiled_cards(NATURES_CLAIM))
    cast(game, "Nature's Claim", find(game, "Treasure"))
    resolve(game)
    assert game.state.players[0].life == 24 and game.state.players[1].life == 20


def _pyroclasm(order):
    game = make(list(order), ["Pyroclasm"], extra=CARDS)
    cast(game, "Pyroclasm")
    courser = find(game, "Centaur Courser")
    for _ in range(100):
        d = game.pending
        if d is not None:
            if d.kind == "trigger_order":
                game.answer(*[o.value for o in d.options])
            else:
                assert d.kind == "targets", d.prompt
                game.answer(courser)
            continue
        if not game.state.stack:
            break
        game.perform(Pass())
    return game, courser


def test_113_7a_creatures_dying_together_are_remembered_as_they_were_before_any_left():
    """Pyroclasm kills Elvish Archdruid (2/2) and Llanowar Elves (1/1, 2/2 with the Archdruid's
    bonus) at once: Llanowar Elves last existed as a 2/2, whichever of the two moved first, so
    Death's Presence puts 2 + 2 counters on Centaur Courser, in every order of the board."""
    for order in permutations(["Elvish Archdruid", "Llanowar Elves", "Centaur Courser", "Death's Presence"]):
        game, courser = _pyroclasm(order)
        assert find(game, "Llanowar Elves", "graveyard") and find(game, "Elvish Archdruid", "graveyard")
        assert game.obj(courser).counters.get("+1/+1") == 4, order


def _sacrifice_for_mana_then_end_step(game, artifact: int) -> None:
    """Sacrifice ``artifact`` (a Treasure, for its mana), pay {2} for the Duplicator's trigger,
    then go to the end step, where the delayed trigger makes the copy."""
    index = next(i for i, a in enumerate(game.activated_abilities(artifact)))
    game.perform(Activate(artifact, index))
    while game.pending is not None and game.pending.kind == "color":
        game.answer("U")
    resolve(game, "yes")  # the Duplicator's trigger: pay {2}
    for _ in range(40):
        if game.state.step == "end" and not game.state.stack and game.pending is None:
            break
        game.perform(Pass())


def test_608_2h_esoteric_duplicator_copies_the_treasure_it_saw_sacrificed():
    game = make(["Esoteric Duplicator", "Treasure"], [], extra=CARDS, pool="{C}{C}")
    treasure = find(game, "Treasure")
    _sacrifice_for_mana_then_end_step(game, treasure)
    copies = [o for o in game.state.battlefield if game.chars(o).name == "Treasure"]
    assert len(copies) == 1 and copies[0] != treasure and game.obj(copies[0]).kind == "token"
    assert not any("nothing to copy" in e.text for e in game.log)


def test_608_2h_esoteric_duplicator_copies_itself_after_it_was_sacrificed():
    game = make(["Esoteric Duplicator", "Island", "Island", "Island", "Island"], [], extra=CARDS, pool="")
    duplicator = find(game, "Esoteric Duplicator")
    game.perform(Activate(duplicator, 0))  # {2}, sacrifice it: draw a card
    resolve(game, "yes")  # its own trigger (it looks back, 603.10a): pay {2}
    for _ in range(40):
        if game.state.step == "end" and not game.state.stack and game.pending is None:
            break
        game.perform(Pass())
    copy = find(game, "Esoteric Duplicator")
    assert game.obj(copy).kind == "token"
    assert "Clue" in game.chars(copy).subtypes


def test_608_2h_near_miss_declining_to_pay_makes_no_copy():
    game = make(["Esoteric Duplicator", "Treasure"], [], extra=CARDS, pool="{C}{C}")
    treasure = find(game, "Treasure")
    game.perform(Activate(treasure, 0))
    while game.pending is not None and game.pending.kind == "color":
        game.answer("U")
    resolve(game, "no")
    for _ in range(40):
        if game.state.step == "end" and not game.state.stack and game.pending is None:
            break
        game.perform(Pass())
    assert not [o for o in game.state.battlefield if game.chars(o).name == "Treasure"]


def test_608_2h_the_sacrificed_creatures_toughness_is_as_it_last_existed():
    """Miren sacrifices Centaur Courser (3/3, 4/4 under Glorious Anthem): 4 life."""
    game = make(["Miren, the Moaning Well", "Centaur Courser", "Glorious Anthem"], [], extra=CARDS, pool="{C}{C}{C}")
    miren = find(game, "Miren, the Moaning Well")
    game.perform(Activate(miren, 1))
    resolve(game)
    assert find(game, "Centaur Courser", "graveyard")
    assert game.state.players[0].life == 24


def test_608_2h_near_miss_the_sacrificed_creature_is_the_one_chosen():
    game = make(["Miren, the Moaning Well", "Centaur Courser", "Elite Vanguard"], [], extra=CARDS, pool="{C}{C}{C}")
    miren = find(game, "Miren, the Moaning Well")
    game.perform(Activate(miren, 1))
    game.answer(find(game, "Elite Vanguard"))
    resolve(game)
    assert find(game, "Centaur Courser") and game.state.players[0].life == 21


def test_608_2h_near_miss_sacrificed_is_refused_where_nothing_is_sacrificed():
    """"The sacrificed creature" in an ability whose cost sacrifices nothing can't mean
    anything: the card is refused as it loads, not left to find nothing as it resolves."""
    bad = CARDS.replace('cost = "{3}, {T}, Sacrifice a creature"', 'cost = "{3}, {T}"')
    with pytest.raises(LoadError, match="'sacrificed' names the permanent sacrificed"):
        make(["Miren, the Moaning Well"], [], extra=bad)
    spell = '''
[[card]]
name = "Sacrificed Reader (test card)"
mana_cost = "{G}"
type_line = "Instant"
oracle = "You gain life equal to the sacrificed creature's toughness."
effects = [ { gain_life = { amount = { toughness_of = "sacrificed" } } } ]
'''
    with pytest.raises(LoadError, match="'sacrificed'"):
        make([], [], extra=spell)


def test_608_2h_near_miss_sacrificed_nested_in_a_delayed_trigger_is_refused_but_an_event_named_so_isnt():
    nested = '''
[[card]]
name = "Nested Reader (test card)"
mana_cost = "{G}"
type_line = "Instant"
oracle = "At the beginning of the next end step, return the sacrificed creature to its owner's hand."
effects = [ { delayed = { at = "end_step", object = "sacrificed", effects = [ { bounce = { what = "trigger.object" } } ] } } ]
'''
    with pytest.raises(LoadError, match="'sacrificed'"):
        make([], [], extra=nested)
    event = nested.replace('at = "end_step", object = "sacrificed"', 'at = "sacrificed", object = "self"')
    assert make([], [], extra=event)  # "the next time a permanent is sacrificed": an event, not the reference


SCRAP = '''
[[card]]
name = "Scrap Sweep (test card)"
mana_cost = "{R}"
type_line = "Sorcery"
oracle = "Sacrifice all artifacts you control."
effects = [ { sacrifice = { what = "each artifact you control" } } ]
'''


def test_603_10a_esoteric_duplicator_sacrificed_with_another_artifact_sees_both():
    """Both are sacrificed at once: the Duplicator's trigger looks back and sees its own
    sacrifice and the Treasure's (603.10a), in either order of the board."""
    for order in (["Esoteric Duplicator", "Treasure"], ["Treasure", "Esoteric Duplicator"]):
        game = make(order, ["Scrap Sweep (test card)"], extra=CARDS + SCRAP, pool="{R}")
        cast(game, "Scrap Sweep (test card)")
        for _ in range(10):
            if game.pending is not None or not game.state.stack or game.obj(game.state.stack[-1]).kind == "ability":
                break
            game.perform(Pass())
        triggered = [e for e in game.log if e.rule == "603.2" and e.text.startswith("Esoteric Duplicator")]
        assert len(triggered) == 2, order
