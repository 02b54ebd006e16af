"""Damage dealt to "you" and split between two recipients (120.3): "~ deals 1 damage to you",
"~ deals 2 damage to any target and 3 damage to you", "... and 1 damage to itself", two targets
with their own amounts. Real cards compiled from their Oracle text, on real boards. And "it
deals": the object that deals the damage is this one only when the text says so (a Dragon that
enters is the source in "whenever a Dragon enters, it deals ..."): anything else is refused."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import activate, advance_to, cast, compiled_cards, find, make, resolve

SERENDIB_EFREET = OracleFace("Serendib Efreet", "{2}{U}", "Creature — Efreet",
                             "Flying\nAt the beginning of your upkeep, Serendib Efreet deals 1 damage to you.", "3", "4")
ORCISH_ARTILLERY = OracleFace("Orcish Artillery", "{1}{R}{R}", "Creature — Orc Warrior",
                              "{T}: Orcish Artillery deals 2 damage to any target and 3 damage to you.", "1", "3")
RECKLESS_EMBERMAGE = OracleFace("Reckless Embermage", "{3}{R}", "Creature — Human Wizard",
                                "{1}{R}: Reckless Embermage deals 1 damage to any target and 1 damage to itself.", "2", "2")
PSIONIC_BLAST = OracleFace("Psionic Blast", "{2}{U}", "Instant", "Psionic Blast deals 4 damage to any target and 2 damage to you.")
HUNGRY_FLAMES = OracleFace("Hungry Flames", "{2}{R}", "Instant",
                           "Hungry Flames deals 3 damage to target creature and 2 damage to target player or planeswalker.")
LAVA_HOUNDS = OracleFace("Lava Hounds", "{2}{R}{R}", "Creature — Dog",
                         "Haste\nWhen Lava Hounds enters the battlefield, it deals 4 damage to you.", "4", "4")


def _life(game) -> tuple[int, int]:
    return game.state.players[0].life, game.state.players[1].life


def test_120_3_upkeep_trigger_deals_damage_to_its_controller_only_in_their_upkeep():
    game = make(["Serendib Efreet"], extra=compiled_cards(SERENDIB_EFREET))
    advance_to(game, 4, "draw")  # the opponent's upkeep: no trigger
    assert _life(game) == (20, 20)
    advance_to(game, 5, "draw")
    assert _life(game) == (19, 20)


def test_120_3_orcish_artillery_deals_2_to_the_target_and_3_to_you():
    game = make(["Orcish Artillery"], extra=compiled_cards(ORCISH_ARTILLERY))
    activate(game, find(game, "Orcish Artillery"), "{T}", "p1")
    resolve(game)
    assert _life(game) == (17, 18)


def test_120_3_reckless_embermage_damages_the_target_and_itself():
    game = make(["Reckless Embermage"], opp_bf=["Grizzly Bears"], pool="{R}{R}{R}{R}",
                extra=compiled_cards(RECKLESS_EMBERMAGE))
    mage = find(game, "Reckless Embermage")
    bears = find(game, "Grizzly Bears")
    activate(game, mage, "{1}{R}", bears)
    resolve(game)
    assert game.obj(mage).damage == 1 and game.obj(bears).damage == 1 and _life(game) == (20, 20)
    activate(game, mage, "{1}{R}", bears)
    resolve(game)
    assert find(game, "Reckless Embermage", "graveyard") and find(game, "Grizzly Bears", "graveyard", player=1)  # 704.5g


def test_120_3_psionic_blast_hits_the_target_and_its_caster():
    game = make(you_hand=["Psionic Blast"], opp_bf=["Grizzly Bears"], pool="{U}{U}{U}", extra=compiled_cards(PSIONIC_BLAST))
    cast(game, "Psionic Blast", find(game, "Grizzly Bears"))
    resolve(game)
    assert find(game, "Grizzly Bears", "graveyard", player=1) and _life(game) == (18, 20)


def test_608_2b_psionic_blast_with_its_only_target_gone_deals_no_damage_to_you():
    game = make(you_hand=["Psionic Blast", "Lightning Bolt"], opp_bf=["Grizzly Bears"], pool="{U}{U}{U}{R}",
                extra=compiled_cards(PSIONIC_BLAST))
    bears = find(game, "Grizzly Bears")
    cast(game, "Psionic Blast", bears)
    cast(game, "Lightning Bolt", bears)  # resolves first: the Blast's only target is gone
    resolve(game)
    assert _life(game) == (20, 20)


def test_120_3_hungry_flames_deals_each_amount_to_its_own_target():
    game = make(you_hand=["Hungry Flames"], opp_bf=["Grizzly Bears"], pool="{R}{R}{R}", extra=compiled_cards(HUNGRY_FLAMES))
    bears = find(game, "Grizzly Bears")
    cast(game, "Hungry Flames", bears, "p1")
    resolve(game)
    assert find(game, "Grizzly Bears", "graveyard", player=1) and _life(game) == (20, 18)


def test_120_3_lava_hounds_it_is_itself_entering():
    game = make(you_hand=["Lava Hounds"], pool="{R}{R}{R}{R}", extra=compiled_cards(LAVA_HOUNDS))
    cast(game, "Lava Hounds")
    resolve(game)
    assert find(game, "Lava Hounds") and _life(game) == (16, 20)


@pytest.mark.parametrize("text, type_line", [
    # "it" is another object than this one: the source of the damage would be wrong
    ("Whenever a Dragon you control enters, it deals 2 damage to any target.", "Enchantment"),
    ("Whenever enchanted creature attacks, it deals 2 damage to any target.", "Enchantment — Aura"),
    ("Whenever a creature you control attacks, it deals 1 damage to you.", "Enchantment"),
    ("{T}: Untap target creature. It deals 1 damage to you.", "Artifact"),
    ("When another creature enters, sacrifice target creature and it deals 3 damage to any target.", "Creature"),
    # a spell is never dealt damage (120.1): "itself" is refused on an instant
    ("Blast deals 4 damage to any target and 2 damage to itself.", "Instant"),
    # only this object deals the damage here
    ("Target creature deals 2 damage to any target and 1 damage to you.", "Instant"),
    # an extra clause no rule reads
    ("Blast deals 1 damage to you if you don't control an Ogre.", "Instant"),
    ("Blast deals 2 damage to any target and 2 damage to you, then draw a card and 1 damage to you.", "Instant"),
])
def test_120_3_near_misses_are_refused(text, type_line):
    assert compile_text(text, type_line=type_line, name="Blast").table is None, text
