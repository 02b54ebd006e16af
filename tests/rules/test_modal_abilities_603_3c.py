"""Modal triggered and activated abilities read from real cards' Oracle text (700.2): "When ~
enters, choose one —", "When ~ dies, choose one —", "Landfall — Whenever a land enters under your
control, choose one —", "<cost>: Choose one —". The modes of a triggered ability are chosen as it's
put on the stack (603.3c), an activated ability's as it's activated (602.2b, 601.2b); a mode whose
targets can't all be chosen can't be chosen (700.2a); a triggered ability with no mode chosen is
removed from the stack (603.3c); each mode's effects use the targets chosen for it (700.2c)."""

from __future__ import annotations

import pytest

from sandbox import Activate
from sandbox.cards.oracle import OracleFace
from sandbox.core import legal
from sandbox.core.actions import Cast, PlayLand
from sandbox.errors import IllegalActionError

from ..oracle.helpers import compile_text
from .copyhelp import compiled_cards, find, make, resolve

INSPIRING_BARD = OracleFace("Inspiring Bard", "{3}{G}", "Creature — Elf Bard",
                            "When Inspiring Bard enters, choose one —\n"
                            "• Bardic Inspiration — Target creature gets +2/+2 until end of turn.\n"
                            "• Song of Rest — You gain 3 life.", "3", "3")
PLUNDERING_BARBARIAN = OracleFace("Plundering Barbarian", "{2}{R}", "Creature — Dwarf Barbarian",
                                  "When Plundering Barbarian enters, choose one —\n"
                                  "• Smash the Chest — Destroy target artifact.\n"
                                  "• Pry It Open — Create a Treasure token.", "2", "2")
SATSUKI = OracleFace("Satsuki, the Living Lore", "{G}{W}", "Legendary Creature — Human Druid",
                     "When Satsuki, the Living Lore dies, choose up to one —\n"
                     "• Return target Saga or enchantment creature you control to its owner's hand.\n"
                     "• Return target Saga card from your graveyard to your hand.", "1", "3")
SHAMBLING_GHAST = OracleFace("Shambling Ghast", "{B}", "Creature — Zombie",
                             "When Shambling Ghast dies, choose one —\n"
                             "• Brave the Stench — Target creature an opponent controls gets -1/-1 until end of turn.\n"
                             "• Search the Body — Create a Treasure token.", "1", "1")
RETREAT_TO_KAZANDU = OracleFace("Retreat to Kazandu", "{2}{G}", "Enchantment",
                                "Landfall — Whenever a land enters under your control, choose one —\n"
                                "• Put a +1/+1 counter on target creature.\n• You gain 2 life.")
GOBLIN_CRATERMAKER = OracleFace("Goblin Cratermaker", "{1}{R}", "Creature — Goblin Warrior",
                                "{1}, Sacrifice Goblin Cratermaker: Choose one —\n"
                                "• Goblin Cratermaker deals 2 damage to target creature.\n"
                                "• Destroy target colorless nonland permanent.", "2", "2")


def _enter(game, name: str) -> None:
    """Cast ``name`` from your hand and let it resolve: its enters trigger is being put on the stack."""
    game.perform(Cast(find(game, name, "hand")))
    resolve(game)


def test_603_3c_enters_trigger_mode_one_targets_a_creature():
    game = make(["Grizzly Bears"], ["Inspiring Bard"], pool="{C}{C}{C}{G}", extra=compiled_cards(INSPIRING_BARD))
    _enter(game, "Inspiring Bard")
    d = game.pending  # 603.3c: the mode is chosen as the trigger is put on the stack, before its target
    assert d is not None and d.rule == "603.3c"
    assert [o.label for o in d.options] == ["Bardic Inspiration — Target creature gets +2/+2 until end of turn.",
                                            "Song of Rest — You gain 3 life."]
    game.answer(0)
    bears = find(game, "Grizzly Bears")
    game.answer(bears)  # 603.3d: the chosen mode's target
    trigger = game.obj(game.state.stack[-1])
    assert trigger.chosen["modes"] == [0] and trigger.targets == [bears]
    resolve(game)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 4)
    assert game.state.players[0].life == 20


def test_603_3c_enters_trigger_mode_two_has_no_target():
    game = make(["Grizzly Bears"], ["Inspiring Bard"], pool="{C}{C}{C}{G}", extra=compiled_cards(INSPIRING_BARD))
    _enter(game, "Inspiring Bard")
    game.answer(1)
    assert game.pending is None and game.obj(game.state.stack[-1]).targets == []  # no target asked
    resolve(game)
    assert game.state.players[0].life == 23
    assert game.chars(find(game, "Grizzly Bears")).power == 2


def test_700_2a_a_mode_without_a_legal_target_cant_be_chosen():
    # No artifact on the battlefield: "Destroy target artifact" can't be chosen, so the only mode
    # left is chosen without a question, and the Treasure is made.
    game = make([], ["Plundering Barbarian"], pool="{C}{C}{R}", extra=compiled_cards(PLUNDERING_BARBARIAN))
    _enter(game, "Plundering Barbarian")
    assert game.pending is None
    resolve(game)
    assert find(game, "Treasure") and find(game, "Plundering Barbarian")
    # With an opponent's artifact, both modes are offered; destroying it is chosen.
    game = make([], ["Plundering Barbarian"], opp_bf=["Sol Ring"], pool="{C}{C}{R}",
                extra=compiled_cards(PLUNDERING_BARBARIAN))
    _enter(game, "Plundering Barbarian")
    assert len(game.pending.options) == 2
    game.answer(0)
    resolve(game)
    assert find(game, "Sol Ring", "graveyard")
    assert not [o for o in game.state.battlefield if game.chars(o).name == "Treasure"]


def test_603_3c_no_mode_can_be_chosen_so_the_trigger_is_removed():
    # Satsuki dies with no Saga or enchantment creature and no Saga card: no mode can be chosen.
    game = make(["Satsuki, the Living Lore"], ["Lightning Bolt"], pool="{R}", extra=compiled_cards(SATSUKI))
    satsuki = find(game, "Satsuki, the Living Lore")
    game.perform(Cast(find(game, "Lightning Bolt", "hand"), targets=(satsuki,)))
    resolve(game)
    assert find(game, "Satsuki, the Living Lore", "graveyard")
    assert game.pending is None and not game.state.stack
    assert any(e.rule == "603.3c" and "removed from the stack" in e.text for e in game.log)


def test_603_3c_up_to_one_choosing_none_removes_the_trigger():
    # "Choose up to one": with a mode that could be chosen, its controller may still choose none.
    game = make(["Satsuki, the Living Lore"], ["Lightning Bolt"], you_gy=["History of Benalia"], pool="{R}",
                extra=compiled_cards(SATSUKI))
    satsuki = find(game, "Satsuki, the Living Lore")
    game.perform(Cast(find(game, "Lightning Bolt", "hand"), targets=(satsuki,)))
    resolve(game)
    d = game.pending
    assert d is not None and (d.min, d.max) == (0, 1) and [o.value for o in d.options] == [1]
    game.answer()
    assert not game.state.stack and find(game, "History of Benalia", "graveyard")


def test_603_3c_dies_trigger_chooses_its_mode_and_target():
    game = make(["Shambling Ghast"], ["Lightning Bolt"], opp_bf=["Grizzly Bears"], pool="{R}",
                extra=compiled_cards(SHAMBLING_GHAST))
    game.perform(Cast(find(game, "Lightning Bolt", "hand"), targets=(find(game, "Shambling Ghast"),)))
    resolve(game)
    game.answer(0)
    resolve(game)  # the only legal target (an opponent's creature) is chosen without a question
    bears = find(game, "Grizzly Bears")
    assert (game.chars(bears).power, game.chars(bears).toughness) == (1, 1)
    assert not [o for o in game.state.battlefield if game.chars(o).name == "Treasure"]


def test_603_3c_landfall_modal_trigger_each_land():
    game = make(["Retreat to Kazandu", "Grizzly Bears"], ["Forest"], extra=compiled_cards(RETREAT_TO_KAZANDU))
    game.perform(PlayLand(find(game, "Forest", "hand")))
    game.answer(0)
    resolve(game)
    assert game.obj(find(game, "Grizzly Bears")).counters.get("+1/+1") == 1
    assert game.state.players[0].life == 20


def test_602_2b_modal_activated_ability_each_mode_with_its_own_target():
    game = make(["Goblin Cratermaker"], opp_bf=["Sol Ring", "Grizzly Bears"], extra=compiled_cards(GOBLIN_CRATERMAKER))
    crater = find(game, "Goblin Cratermaker")
    game.perform(Activate(crater, 0, targets=(find(game, "Sol Ring"),)))
    assert game.pending is not None and game.pending.rule == "602.2b"
    game.answer(1)  # "Destroy target colorless nonland permanent": the given target is that mode's
    resolve(game)
    assert find(game, "Sol Ring", "graveyard") and find(game, "Goblin Cratermaker", "graveyard")
    assert game.obj(find(game, "Grizzly Bears")).damage == 0


def test_700_2a_modal_activated_ability_needs_a_mode_it_can_choose():
    # Each mode targets, and nothing can be targeted: not a legal action, and activating it is
    # refused (602.2b, 700.2a); with an enchantment to destroy, only that mode is offered.
    relic = OracleFace("Test Modal Relic", "{2}", "Artifact",
                       "{1}: Choose one —\n• Destroy target artifact creature.\n• Destroy target enchantment.")
    game = make(["Test Modal Relic"], extra=compiled_cards(relic))
    oid = find(game, "Test Modal Relic")
    assert not any(isinstance(a, Activate) and a.obj == oid for a in legal.legal_actions(game))
    with pytest.raises(IllegalActionError, match="700.2a"):
        game.perform(Activate(oid, 0))
    game = make(["Test Modal Relic"], opp_bf=["Mirari's Wake"], extra=compiled_cards(relic))
    oid = find(game, "Test Modal Relic")
    assert any(isinstance(a, Activate) and a.obj == oid for a in legal.legal_actions(game))
    game.perform(Activate(oid, 0))
    assert game.pending is None  # the one mode that can be chosen, and its one target
    resolve(game)
    assert find(game, "Mirari's Wake", "graveyard")


def test_700_2_a_trigger_choosing_two_modes_does_both_in_printed_order():
    # "choose two" of a triggered ability (a test card in the wording of Titan of Industry's)
    titan = OracleFace("Test Modal Titan", "{4}{G}", "Creature — Elemental",
                       "When this creature enters, choose two —\n• Target player gains 5 life.\n"
                       "• Create a Treasure token.\n• Draw a card.", "4", "4")
    game = make([], ["Test Modal Titan"], pool="{C}{C}{C}{C}{G}", extra=compiled_cards(titan))
    _enter(game, "Test Modal Titan")
    d = game.pending
    assert (d.min, d.max) == (2, 2)
    game.answer(2, 0)
    game.answer("p0")
    assert game.obj(game.state.stack[-1]).chosen["modes"] == [0, 2]
    resolve(game)
    assert game.state.players[0].life == 25 and len(game.state.zone("hand", 0)) == 1
    assert not [o for o in game.state.battlefield if game.chars(o).name == "Treasure"]


@pytest.mark.parametrize("text", [
    "When ~ enters, choose one that hasn't been chosen —\n• Draw a card.\n• You gain 2 life.",
    "When ~ enters, choose one at random —\n• Draw a card.\n• You gain 2 life.",
    "When ~ enters, an opponent chooses one —\n• Draw a card.\n• You gain 2 life.",
    "When ~ enters, target opponent chooses one —\n• Draw a card.\n• You gain 2 life.",
    "When ~ enters, choose one —\n• Draw a card.",                                     # one mode
    "When ~ enters, choose one or both —\n• Draw a card.\n• Scry 1.\n• You gain 2 life.",
    "When ~ enters, choose one. You may choose the same mode more than once.\n• Draw a card.\n• Scry 1.",
    "When ~ enters, choose one —\n• If you control an artifact, draw a card.\n• You gain 2 life.",  # an "if" of a mode
    "{2}: Choose up to one —\n• Draw a card.\n• You gain 2 life.",                      # "up to one" of an activation
    "{2}: Choose one that hasn't been chosen this turn —\n• Draw a card.\n• You gain 2 life.",
    "Choose one —\n• Draw a card.\n• You gain 2 life.",                                  # a permanent's bare modes
])
def test_700_2_modal_ability_near_misses_are_refused(text):
    assert compile_text(text).table is None, text


def test_700_2_modal_spell_up_to_one_is_refused():
    assert compile_text("Choose up to one —\n• Draw a card.\n• You gain 2 life.", type_line="Sorcery").table is None
