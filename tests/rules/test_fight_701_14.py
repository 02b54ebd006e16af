"""Fight (701.14): each of two creatures deals damage equal to its power to the other, at once,
each as the source of its own damage (120.3: deathtouch and lifelink count); none at all if
either has left the battlefield, isn't a creature or is an illegal target (701.14b); not
combat damage (701.14d). Prey Upon, Epic Confrontation, Savage Stomp, Primal Might, Affectionate
Indrik and Kogla compiled from their Oracle text and played on real boards; near-misses refused."""

from __future__ import annotations

import pytest

from sandbox import Cast
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card

from .copyhelp import cast, compiled_cards, find, make, resolve

PREY_UPON = OracleFace("Prey Upon", "{G}", "Sorcery",
                       "Target creature you control fights target creature you don't control. (Each deals damage equal "
                       "to its power to the other.)")
EPIC = OracleFace("Epic Confrontation", "{1}{G}", "Sorcery",
                  "Target creature you control gets +1/+2 until end of turn. It fights target creature you don't control. "
                  "(Each deals damage equal to its power to the other.)")
STOMP = OracleFace("Savage Stomp", "{2}{G}", "Sorcery",
                   "Put a +1/+1 counter on target creature you control. Then that creature fights target creature you "
                   "don't control. (Each deals damage equal to its power to the other.)")
PRIMAL = OracleFace("Primal Might", "{X}{G}", "Sorcery",
                    "Target creature you control gets +X/+X until end of turn. Then it fights up to one target creature "
                    "you don't control.")
INDRIK = OracleFace("Affectionate Indrik", "{5}{G}", "Creature — Beast",
                    "When Affectionate Indrik enters, you may have it fight target creature you don't control. (Each "
                    "deals damage equal to its power to the other.)", "4", "4")
KOGLA = OracleFace("Kogla, the Titan Ape", "{3}{G}{G}{G}", "Legendary Creature — Ape",
                   "When Kogla, the Titan Ape enters, it fights up to one target creature you don't control.", "7", "6")
CARDS = compiled_cards(PREY_UPON, EPIC, STOMP, PRIMAL, INDRIK, KOGLA)


def _damage(game, oid):
    return game.obj(oid).damage


def _died(game, name):
    """The creature went to its owner's graveyard (a new object there, 400.7)."""
    return not any(game.chars(o).name == name for o in game.state.battlefield) and bool(find(game, name, "graveyard"))


def test_701_14a_each_deals_damage_equal_to_its_power_to_the_other_at_once():
    game = make(["Grizzly Bears"], ["Prey Upon"], ["Hill Giant"], extra=CARDS)
    bears, giant = find(game, "Grizzly Bears"), find(game, "Hill Giant")
    cast(game, "Prey Upon", bears, giant)
    resolve(game)
    assert _died(game, "Grizzly Bears")  # dealt 3 by the Giant
    assert _damage(game, giant) == 2  # dealt 2 by the Bears, at the same time
    assert any(e.rule == "701.14a" for e in game.log)


def test_701_14a_pumped_first_then_it_fights_and_a_counter_then_that_creature_fights():
    """"It" and "that creature" are the first target; the pump and the counter come first (608.2c)."""
    game = make(["Grizzly Bears"], ["Epic Confrontation"], ["Hill Giant"], extra=CARDS)
    bears, giant = find(game, "Grizzly Bears"), find(game, "Hill Giant")
    cast(game, "Epic Confrontation", bears, giant)
    resolve(game)
    assert _damage(game, bears) == 3  # a 3/4 now, alive
    assert _died(game, "Hill Giant")  # dealt 3
    stomp = make(["Grizzly Bears"], ["Savage Stomp"], ["Hill Giant"], extra=CARDS)
    bears, giant = find(stomp, "Grizzly Bears"), find(stomp, "Hill Giant")
    cast(stomp, "Savage Stomp", bears, giant)
    resolve(stomp)
    assert _died(stomp, "Hill Giant") and _died(stomp, "Grizzly Bears")  # 3/3 Bears vs 3/3 Giant


def test_701_14a_the_fighters_deathtouch_and_lifelink_count_they_are_the_sources():
    game = make(["Vampire Nighthawk"], ["Prey Upon"], ["Hill Giant"], extra=CARDS)
    hawk, giant = find(game, "Vampire Nighthawk"), find(game, "Hill Giant")
    life = game.state.players[0].life
    cast(game, "Prey Upon", hawk, giant)
    resolve(game)
    assert _died(game, "Hill Giant")  # 2 damage with deathtouch
    assert game.state.players[0].life == life + 2  # lifelink: the Nighthawk dealt the damage
    assert _died(game, "Vampire Nighthawk")  # 3 damage to a 2/3


def test_701_14b_a_fighter_gone_as_it_resolves_means_no_damage_at_all():
    game = make(["Grizzly Bears", "Island"], ["Prey Upon"], ["Hill Giant"], ["Unsummon"], extra=CARDS, opp_pool="{U}")
    bears, giant = find(game, "Grizzly Bears"), find(game, "Hill Giant")
    cast(game, "Prey Upon", bears, giant)
    cast(game, "Unsummon", bears, player=1)
    resolve(game)
    assert find(game, "Grizzly Bears", "hand") and _damage(game, giant) == 0
    assert any(e.rule == "701.14b" for e in game.log)


def test_701_14b_up_to_one_target_chosen_as_none_fights_nothing():
    game = make([], ["Kogla, the Titan Ape"], ["Hill Giant"], extra=CARDS)
    kogla = cast(game, "Kogla, the Titan Ape")
    resolve(game, [])  # the trigger's "up to one target": none chosen
    kogla = find(game, "Kogla, the Titan Ape")
    assert _damage(game, kogla) == 0 and _damage(game, find(game, "Hill Giant")) == 0
    game = make([], ["Kogla, the Titan Ape"], ["Hill Giant"], extra=CARDS)
    cast(game, "Kogla, the Titan Ape")
    resolve(game, find(game, "Hill Giant"))
    assert game.obj(find(game, "Kogla, the Titan Ape")).damage == 3
    assert not [o for o in game.state.battlefield if game.chars(o).name == "Hill Giant"]


def test_701_14a_an_optional_enters_trigger_it_fights_only_if_you_choose_to():
    game = make([], ["Affectionate Indrik"], ["Hill Giant"], extra=CARDS)
    cast(game, "Affectionate Indrik")
    giant = find(game, "Hill Giant")
    resolve(game, "yes")  # the one legal target is chosen without asking
    assert _died(game, "Hill Giant") and _damage(game, find(game, "Affectionate Indrik")) == 3
    game = make([], ["Affectionate Indrik"], ["Hill Giant"], extra=CARDS)
    cast(game, "Affectionate Indrik")
    giant = find(game, "Hill Giant")
    resolve(game, "no")
    assert _damage(game, giant) == 0


def test_701_14a_primal_might_x_pumps_then_fights_up_to_one():
    game = make(["Grizzly Bears"], ["Primal Might"], ["Hill Giant"], extra=CARDS)
    bears, giant = find(game, "Grizzly Bears"), find(game, "Hill Giant")
    game.perform(Cast(find(game, "Primal Might", "hand"), 2, (bears, giant)))
    resolve(game)
    assert _died(game, "Hill Giant") and _damage(game, bears) == 3  # a 4/4 Bears


@pytest.mark.parametrize("text", [
    "Target creature fights another target creature.",  # "another" than the first target isn't checked (115.3)
    "Target creature you control fights target creature or planeswalker you don't control.",  # only creatures fight
    "It fights target creature you don't control.",  # "it" with nothing before it
    "Each creature you control fights target creature you don't control.",  # two creatures, not a group
    "Those creatures fight each other.",
    "Target creature you control fights up to two target creatures you don't control.",
])
def test_701_14_near_misses_are_refused(text):
    result = compile_card(OracleCard("Near Miss", (OracleFace("Near Miss", "{G}", "Sorcery", text),)))
    assert result.table is None and result.refused, result.table


def test_701_14_a_fight_in_a_dies_trigger_is_refused():
    """"When ~ dies, it fights ...": the card in the graveyard can't fight: not read at all."""
    face = OracleFace("Dead Brawler", "{G}", "Creature — Beast", "When ~ dies, it fights target creature you don't control.", "2", "2")
    assert compile_card(OracleCard("Dead Brawler", (face,))).table is None
