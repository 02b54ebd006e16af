"""Tokens through zones (704.5d, 111.7, 111.8, 603.10a), copies of permanent spells that resolve
as tokens with the copied X (707.10f, 608.3f, 107.3m), and enters triggers that carry X."""

from __future__ import annotations

from .copyhelp import SPELL_MIRROR, cast, find, make, resolve

CARDS = SPELL_MIRROR + '''
[[card]]
name = "Thopter Foundry Beast (test card)"
mana_cost = "{X}{U}"
type_line = "Artifact Creature — Construct"
power = 1
toughness = 1
oracle = "When this creature enters, create X 1/1 colorless Thopter artifact creature tokens with flying."
abilities = [ { triggered = { on = "enters", what = "self", text = "When this creature enters, create X 1/1 colorless Thopter artifact creature tokens with flying.", effects = [ { create_token = { token = "Thopter Token", count = "X" } } ] } } ]

[[card]]
name = "Token Watcher (test card)"
mana_cost = "{G}"
type_line = "Enchantment"
oracle = "Whenever a token enters, you gain 1 life."
abilities = [ { triggered = { on = "enters", what = "token", text = "Whenever a token enters, you gain 1 life.", effects = [ { gain_life = { amount = 1 } } ] } } ]
'''

TOKEN_HANGARBACK = '{ card = "Hangarback Walker", token = true, counters = { "+1/+1" = 2 } }'


def names(game, zone="battlefield", player=0) -> list[str]:
    ids = game.state.battlefield if zone == "battlefield" else game.state.zone(zone, player)
    return sorted(game.chars(o).name for o in ids)


def test_704_5d_token_hangarback_with_two_counters_dies_and_makes_two_thopters():
    game = make([TOKEN_HANGARBACK], ["Lightning Bolt"])
    walker = find(game, "Hangarback Walker")
    cast(game, "Lightning Bolt", walker)
    resolve(game)
    assert names(game) == ["Thopter Token", "Thopter Token"]
    # It went to the graveyard (a new object), and only then ceased to exist (111.7).
    moved = [e for e in game.log if e.rule == "704.5g" and "moves from battlefield to graveyard" in e.text]
    assert moved and walker in moved[0].ids
    gone = [e for e in game.log if e.rule == "704.5d"]
    assert len(gone) == 1 and "Hangarback Walker" in gone[0].text
    assert game.log.index(moved[0]) < game.log.index(gone[0])
    assert "Hangarback Walker" not in names(game, "graveyard")


def test_603_10a_token_copy_of_hangarback_dies_at_0_0_and_its_dies_trigger_triggers():
    game = make(['{ card = "Hangarback Walker", counters = { "+1/+1" = 2 } }'], ["Quasiduplicate"])
    cast(game, "Quasiduplicate", find(game, "Hangarback Walker"))
    resolve(game)
    copy_dies = [e for e in game.log if e.rule == "704.5f"]
    assert copy_dies, "the token copy had toughness 0"
    triggered = [e for e in game.log if e.rule == "603.2" and "Hangarback Walker" in e.text]
    assert len(triggered) == 1  # the token's own dies trigger, looking back (603.10a)
    # The copy had no counters (707.2), so its trigger makes no Thopters; the original stays.
    assert names(game) == ["Hangarback Walker"]


def test_111_8_a_token_in_the_graveyard_cannot_move_again():
    game = make([TOKEN_HANGARBACK], ["Lightning Bolt"])
    walker = find(game, "Hangarback Walker")
    game.deal_damage("test", walker, 5)
    new = game.move(walker, "graveyard", rule="704.5g")
    assert new is not None and game.obj(new).zone == "graveyard"
    assert game.move(new, "hand") is None and game.obj(new).zone == "graveyard"
    assert game.enter_battlefield(new, 0) is None and game.obj(new).zone == "graveyard"
    assert any(e.rule == "111.8" for e in game.log)


def test_707_10f_copy_of_x_creature_spell_resolves_as_a_token_with_the_copied_x():
    game = make([], ["Hangarback Walker", "Spell Mirror (test card)"], extra=CARDS)
    spell = cast(game, "Hangarback Walker", x=2)
    cast(game, "Spell Mirror (test card)", spell)
    resolve(game)
    walkers = [o for o in game.state.battlefield if game.chars(o).name == "Hangarback Walker"]
    assert sorted(game.obj(o).kind for o in walkers) == ["card", "token"]
    assert [game.obj(o).counters.get("+1/+1") for o in walkers] == [2, 2]  # the copy's X is 2 (707.10)
    assert any(e.rule == "707.10f" for e in game.log)


def test_608_3f_a_resolving_copy_is_a_token_but_not_created():
    """111.13: "whenever a token enters" sees it, but nothing that counts creating a token."""
    game = make(["Token Watcher (test card)"], ["Grizzly Bears", "Spell Mirror (test card)"], extra=CARDS)
    spell = cast(game, "Grizzly Bears")
    cast(game, "Spell Mirror (test card)", spell)
    resolve(game)
    bears = [o for o in game.state.battlefield if game.chars(o).name == "Grizzly Bears"]
    assert sorted(game.obj(o).kind for o in bears) == ["card", "token"]
    assert game.state.players[0].life == 21  # the token copy entered; the card didn't count
    assert not any(e.rule == "111.1" for e in game.log)  # no token was created


def test_107_3m_enters_trigger_of_a_permanent_cast_with_x_2_creates_two_tokens():
    game = make([], ["Thopter Foundry Beast (test card)"], extra=CARDS)
    cast(game, "Thopter Foundry Beast (test card)", x=2)
    resolve(game)
    assert names(game).count("Thopter Token") == 2


def test_107_3m_enters_trigger_of_a_copied_x_spell_uses_the_copied_x():
    game = make([], ["Thopter Foundry Beast (test card)", "Spell Mirror (test card)"], extra=CARDS)
    spell = cast(game, "Thopter Foundry Beast (test card)", x=3)
    cast(game, "Spell Mirror (test card)", spell)
    resolve(game)
    assert names(game).count("Thopter Token") == 6


def test_107_3m_near_miss_a_permanent_put_onto_the_battlefield_has_x_0():
    """Not a spell: the enters trigger's X is 0, nothing is created."""
    game = make([], [], you_gy=["Thopter Foundry Beast (test card)"], extra=CARDS)
    card = find(game, "Thopter Foundry Beast (test card)", "graveyard")
    game.enter_battlefield(card, 0, rule="test")
    game.settle()
    resolve(game)
    assert names(game) == ["Thopter Foundry Beast (test card)"]

