"""Disturb (702.146): a transforming double-faced card cast transformed from its owner's
graveyard for its disturb cost (an alternative cost, 118.9), back face up on the stack and on the
battlefield (702.146b); its back face's "If ~ would be put into a graveyard from anywhere,
exile it instead" (614.1a). On a real card: Beloved Beggar // Generous Soul."""

from __future__ import annotations

import pytest

from sandbox import Cast, Pass
from sandbox.core.layers import mana_value_of
from sandbox.core.legal import legal_actions
from sandbox.errors import IllegalActionError

from .copyhelp import advance_to, cast, compiled_cards, find, make, resolve

SIX = "{W}{W}{W}{W}{W}{W}"


def _disturb(game, name="Beloved Beggar"):
    card = find(game, name, zone="graveyard")
    game.perform(Cast(card, with_cost="disturb"))
    return game.state.stack[-1]


def test_702_146a_cast_transformed_from_the_graveyard_for_its_disturb_cost():
    game = make(opp_bf=["Grizzly Bears"], you_gy=["Beloved Beggar"], pool=SIX + "{R}")
    card = find(game, "Beloved Beggar", zone="graveyard")
    assert Cast(card, with_cost="disturb") in legal_actions(game)
    spell = _disturb(game)
    c = game.chars(spell)
    assert c.name == "Generous Soul" and game.obj(spell).transformed  # back face up on the stack
    assert mana_value_of(c, game.obj(spell)) == 2  # the front face's mana value (202.3b)
    assert game.state.players[0].pool.total() == 1  # {4}{W}{W} paid, not {1}{W}
    assert any(e.rule == "702.146a" for e in game.log)
    resolve(game)
    soul = find(game, "Generous Soul")
    assert game.obj(soul).transformed  # 702.146b: it enters transformed
    c = game.chars(soul)
    assert (c.power, c.toughness, c.has_keyword("flying"), c.has_keyword("vigilance")) == (4, 4, True, True)
    assert c.colors == frozenset("W")


def test_702_146_the_back_face_is_exiled_instead_of_going_to_a_graveyard_destroyed_or_countered():
    game = make(you_gy=["Beloved Beggar"], you_hand=["Murder"], pool=SIX + "{C}{B}{B}")
    _disturb(game)
    resolve(game)
    soul = find(game, "Generous Soul")
    cast(game, "Murder", soul)
    resolve(game)
    assert find(game, "Beloved Beggar", zone="exile")  # 614.1a: exiled, not put into the graveyard
    assert not game.state.zone("graveyard", 0) or all(game.chars(o).name != "Beloved Beggar"
                                                       for o in game.state.zone("graveyard", 0))
    game = make(you_gy=["Beloved Beggar"], opp_hand=["Counterspell"], pool=SIX, opp_pool="{U}{U}")
    spell = _disturb(game)
    game.perform(Pass())
    cast(game, "Counterspell", spell, player=1)
    resolve(game)
    assert find(game, "Beloved Beggar", zone="exile")  # countered: from the stack, exiled too


def test_702_146a_near_misses_from_hand_without_disturb_a_single_faced_card_and_its_mana_cost():
    game = make(you_hand=["Beloved Beggar"], you_gy=["Beloved Beggar"], pool=SIX)
    in_hand = find(game, "Beloved Beggar", zone="hand")
    with pytest.raises(IllegalActionError, match="702.146a"):
        game.perform(Cast(in_hand, with_cost="disturb"))  # only from a graveyard
    in_gy = find(game, "Beloved Beggar", zone="graveyard")
    with pytest.raises(IllegalActionError):
        game.perform(Cast(in_gy))  # from a graveyard, only with disturb: not for its mana cost
    assert Cast(in_gy) not in legal_actions(game)
    game = make(you_gy=["Grizzly Bears"], pool=SIX)
    with pytest.raises(IllegalActionError, match="no disturb"):
        game.perform(Cast(find(game, "Grizzly Bears", zone="graveyard"), with_cost="disturb"))
    from sandbox.cards.oracle import OracleFace
    lone = OracleFace("Lone Beggar", "{1}{W}", "Creature — Human Peasant",
                      "Disturb {4}{W}{W} (You may cast this card from your graveyard transformed for its disturb cost.)", "0", "4")
    game = make(you_gy=["Lone Beggar"], pool=SIX, extra=compiled_cards(lone))
    card = find(game, "Lone Beggar", zone="graveyard")
    assert Cast(card, with_cost="disturb") not in legal_actions(game)
    with pytest.raises(IllegalActionError, match="isn't a double-faced card"):
        game.perform(Cast(card, with_cost="disturb"))  # nothing to cast it transformed as
    game = make(you_gy=["Beloved Beggar"], pool="{W}{W}{W}{W}{W}")
    assert not any(isinstance(a, Cast) for a in legal_actions(game))  # one mana short of {4}{W}{W}


def test_702_146a_disturb_is_cast_at_sorcery_speed_as_its_creature_back_face():
    game = make(you_gy=["Beloved Beggar"], pool=SIX)
    advance_to(game, 3, "end")
    card = find(game, "Beloved Beggar", zone="graveyard")
    with pytest.raises(IllegalActionError, match="307.1"):
        game.perform(Cast(card, with_cost="disturb"))


def test_702_146a_an_aura_back_face_is_cast_by_disturb_targeting_what_it_enchants():
    game = make(["Grizzly Bears"], you_gy=["Lantern Bearer"], pool="{U}{U}{U}")
    bears = find(game, "Grizzly Bears")
    card = find(game, "Lantern Bearer", zone="graveyard")
    assert Cast(card, with_cost="disturb") in legal_actions(game)
    game.perform(Cast(card, None, (bears,), with_cost="disturb"))
    spell = game.state.stack[-1]
    assert game.chars(spell).name == "Lanterns' Lift" and game.obj(spell).targets == [bears]  # 303.4a
    resolve(game)
    lift = find(game, "Lanterns' Lift")
    assert game.obj(lift).attached_to == bears
    c = game.chars(bears)
    assert (c.power, c.toughness, c.has_keyword("flying")) == (3, 3, True)


def test_702_146a_near_miss_an_aura_back_face_with_nothing_to_enchant_isn_t_offered():
    game = make(you_gy=["Lantern Bearer"], pool="{U}{U}{U}")
    assert not any(isinstance(a, Cast) for a in legal_actions(game))  # no creature to target (303.4a)


def test_702_146a_the_legal_disturb_cast_is_a_command_that_runs():
    from sandbox.script.look import describe_action
    from sandbox.script.session import Session, run_command
    game = make(you_gy=["Beloved Beggar"], pool=SIX)
    lines = [describe_action(game, a) for a in legal_actions(game) if isinstance(a, Cast)]
    assert lines == [f"cast #{find(game, 'Beloved Beggar', zone='graveyard')} with disturb  # Beloved Beggar"]
    assert run_command(Session(game), lines[0]).ok
    assert game.chars(game.state.stack[-1]).name == "Generous Soul"
