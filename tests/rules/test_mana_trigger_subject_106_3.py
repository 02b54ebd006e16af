"""Who gets a triggered mana ability's mana (106.3, 605.1b): the player its text names, never one
guessed from the trigger's pattern. "That player adds" / "its controller adds" is the player
who tapped the land; a bare "add" is the ability's controller, whoever tapped the land."""

from __future__ import annotations

from sandbox import Activate, Pass
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.core.mana.options import mana_options

from .copyhelp import compiled_cards, find, make

FLARE_FOR_YOU = OracleFace("Siphoned Flare (test card)", "{2}{R}", "Enchantment",
                           "Whenever a player taps a land for mana, add one mana of any type that land produced.")
GROWTH_FOR_YOU = OracleFace("Siphoned Growth (test card)", "{G}", "Enchantment — Aura",
                            "Enchant land\nWhenever enchanted land is tapped for mana, add an additional {G}.")
MANA_FLARE = OracleFace("Mana Flare", "{2}{R}", "Enchantment",
                        "Whenever a player taps a land for mana, that player adds one mana of any type that land produced.")
WILD_GROWTH = OracleFace("Wild Growth", "{G}", "Enchantment — Aura",
                         "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}.")
EXTRA = compiled_cards(FLARE_FOR_YOU, GROWTH_FOR_YOU)


def _pools(game) -> tuple[str, str]:
    return str(game.state.players[0].pool), str(game.state.players[1].pool)


def _opponent_taps(game, land: str) -> None:
    game.perform(Pass())  # the opponent gets priority
    game.perform(Activate(find(game, land, player=1), 0))


def _who(face: OracleFace) -> str:
    table = compile_card(OracleCard(face.name, (face,))).table
    assert table is not None
    trigger = next(a["triggered"] for a in table["abilities"] if isinstance(a, dict))
    return trigger["effects"][0]["add_mana"].get("who", "you")


def test_106_3_the_compiled_subject_decides_who_gets_the_mana():
    assert (_who(MANA_FLARE), _who(WILD_GROWTH)) == ("trigger.player", "trigger.player")
    assert (_who(FLARE_FOR_YOU), _who(GROWTH_FOR_YOU)) == ("you", "you")


def test_106_3_mana_flare_gives_that_player_the_extra_mana():
    """Your Mana Flare: the opponent taps a Mountain and adds {R}{R}; you get nothing."""
    game = make(["Mana Flare"], opp_bf=["Mountain"], pool="")
    _opponent_taps(game, "Mountain")
    assert _pools(game) == ("empty", "{R}{R}")


def test_106_3_a_bare_add_gives_the_triggers_controller_the_mana():
    """"Whenever a player taps a land for mana, add ...": the opponent's Mountain makes {R} for
    the opponent and one {R} for you, the ability's controller; the opponent's options count only
    their own {R}."""
    game = make(["Siphoned Flare (test card)"], opp_bf=["Mountain"], pool="", extra=EXTRA)
    assert mana_options(game, 1) == [{"R": 1}]
    _opponent_taps(game, "Mountain")
    assert _pools(game) == ("{R}", "{R}")


def test_106_3_wild_growth_on_an_opponents_land_gives_its_controller_the_extra_mana():
    game = make(['{ card = "Wild Growth", attached_to = "land" }'], opp_bf=['{ card = "Forest", ref = "land" }'], pool="")
    _opponent_taps(game, "Forest")
    assert _pools(game) == ("empty", "{G}{G}")


def test_106_3_a_bare_add_on_an_enchanted_opponents_land_gives_the_auras_controller_the_mana():
    game = make(['{ card = "Siphoned Growth (test card)", attached_to = "land" }'],
                opp_bf=['{ card = "Forest", ref = "land" }'], pool="", extra=EXTRA)
    assert mana_options(game, 1) == [{"G": 1}]
    _opponent_taps(game, "Forest")
    assert _pools(game) == ("{G}", "{G}")


def test_106_3_near_miss_its_controller_adds_outside_a_mana_trigger_is_refused():
    """"Its controller" names no one in "Whenever a creature enters, its controller adds {G}" (no
    target, not tapped for mana): refused rather than read as the trigger's controller."""
    face = OracleFace("Entering Gift (test card)", "{G}", "Enchantment", "Whenever a creature enters, its controller adds {G}.")
    result = compile_card(OracleCard(face.name, (face,)))
    assert result.table is None and "its controller" in result.refused[0]
