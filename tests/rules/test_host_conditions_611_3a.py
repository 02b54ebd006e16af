""""As long as enchanted/equipped <noun> is <quality>" (611.3a, 303.4, 301.5): the condition asks
about the permanent the Aura or Equipment is attached to, and "it" is that permanent. Compiled
from real cards' Oracle text and played on real boards: the effect follows the host's colors,
types and status, and stops when it no longer matches."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace
from sandbox.core.actions import Edit

from ..oracle.helpers import compile_text
from .copyhelp import compiled_cards, find, make

EDGE_OF_THE_DIVINITY = OracleFace("Edge of the Divinity", "{W/B}", "Enchantment — Aura",
                                  "Enchant creature\nAs long as enchanted creature is white, it gets +1/+2.\n"
                                  "As long as enchanted creature is black, it gets +2/+1.", None, None)
AKKI_WAR_PAINT = OracleFace("Akki War Paint", "{R}", "Enchantment — Aura",
                            "Enchant artifact or creature\nAs long as enchanted permanent is a creature, it gets +2/+1.",
                            None, None)
BLADED_BRACERS = OracleFace("Bladed Bracers", "{1}", "Artifact — Equipment",
                            "Equipped creature gets +1/+1.\nAs long as equipped creature is a Human or an Angel, it has "
                            "vigilance.\nEquip {2}", None, None)
HEAVY_MATTOCK = OracleFace("Heavy Mattock", "{3}", "Artifact — Equipment",
                           "Equipped creature gets +1/+1.\nAs long as equipped creature is a Human, it gets an additional "
                           "+1/+1.\nEquip {2}", None, None)
SPECTRAL_CLOAK = OracleFace("Spectral Cloak", "{U}{U}", "Enchantment — Aura",
                            "Enchant creature\nEnchanted creature has shroud as long as it's untapped.", None, None)
GOBLIN_SHRINE = OracleFace("Goblin Shrine", "{1}{R}{R}", "Enchantment — Aura",
                           "Enchant land\nAs long as enchanted land is a basic Mountain, Goblin creatures get +1/+0.",
                           None, None)


def _pt(game, name: str) -> tuple[int | None, int | None]:
    c = game.chars(find(game, name))
    return c.power, c.toughness


def _on(host: str, attachment: str) -> list[str]:
    return [f'{{ card = "{host}", ref = "h" }}', f'{{ card = "{attachment}", attached_to = "h" }}']


@pytest.mark.parametrize("host, pt", [("Savannah Lions", (3, 3)), ("Grizzly Bears", (2, 2))])
def test_611_3a_edge_of_the_divinity_follows_the_hosts_color(host, pt):
    game = make(_on(host, "Edge of the Divinity"), extra=compiled_cards(EDGE_OF_THE_DIVINITY))
    assert _pt(game, host) == pt  # white 2/1 gets +1/+2; green 2/2 gets neither


def test_611_3a_the_condition_is_about_the_host_not_the_other_creatures():
    game = make(_on("Grizzly Bears", "Edge of the Divinity") + ["Savannah Lions"],
                extra=compiled_cards(EDGE_OF_THE_DIVINITY))
    assert _pt(game, "Savannah Lions") == (2, 1)
    assert _pt(game, "Grizzly Bears") == (2, 2)
    assert "not now, so it doesn't apply" in game.explain(find(game, "Grizzly Bears"))


@pytest.mark.parametrize("host, pt", [("Memnite", (3, 2)), ("Sol Ring", (None, None))])
def test_611_3a_akki_war_paint_pumps_only_a_creature(host, pt):
    game = make(_on(host, "Akki War Paint"), extra=compiled_cards(AKKI_WAR_PAINT))
    assert _pt(game, host) == pt


@pytest.mark.parametrize("host, vigilant", [("Elite Vanguard", True), ("Serra Angel", True), ("Grizzly Bears", False)])
def test_611_3a_bladed_bracers_gives_vigilance_to_a_human_or_an_angel(host, vigilant):
    game = make(_on(host, "Bladed Bracers"), extra=compiled_cards(BLADED_BRACERS))
    assert ("vigilance" in game.chars(find(game, host)).keywords()) is vigilant


@pytest.mark.parametrize("host, pt", [("Elite Vanguard", (4, 3)), ("Grizzly Bears", (3, 3))])
def test_611_3a_heavy_mattock_an_additional_boost_for_a_human(host, pt):
    game = make(_on(host, "Heavy Mattock"), extra=compiled_cards(HEAVY_MATTOCK))
    assert _pt(game, host) == pt  # Elite Vanguard 2/1 +1/+1 +1/+1; Grizzly Bears 2/2 +1/+1


def test_611_3a_spectral_cloak_shroud_only_while_the_host_is_untapped():
    game = make(_on("Grizzly Bears", "Spectral Cloak"), extra=compiled_cards(SPECTRAL_CLOAK))
    bears = find(game, "Grizzly Bears")
    assert "shroud" in game.chars(bears).keywords()
    game.perform(Edit("tap", (("obj", bears),)))
    assert "shroud" not in game.chars(bears).keywords()
    game.perform(Edit("untap", (("obj", bears),)))
    assert "shroud" in game.chars(bears).keywords()


@pytest.mark.parametrize("land, power", [("Mountain", 2), ("Forest", 1)])
def test_611_3a_goblin_shrine_on_a_basic_mountain_pumps_every_goblin(land, power):
    game = make(_on(land, "Goblin Shrine") + ["Raging Goblin"], opp_bf=["Goblin Piker"],
                extra=compiled_cards(GOBLIN_SHRINE))
    assert _pt(game, "Raging Goblin")[0] == power
    assert game.chars(find(game, "Goblin Piker")).power == power + 1  # 2/1: every Goblin creature, either side


@pytest.mark.parametrize("text, type_line", [
    ("As long as enchanted creature is white, it gets +1/+2.", "Creature — Human"),        # a creature has no host
    ("As long as equipped creature is a Human, it gets +1/+1.", "Enchantment — Aura"),     # an Aura equips nothing
    ("As long as enchanted creature is a Human, it gets +1/+1.", "Artifact — Equipment"),
    ("As long as enchanted creature is attacking alone, it gets +1/+1.", "Enchantment — Aura"),
    ("As long as enchanted creature is a Human and white, it gets +1/+1.", "Enchantment — Aura"),
    ("As long as enchanted creature is the chosen color, it gets +1/+1.", "Enchantment — Aura"),
    ("As long as enchanted creature is a Human or white, it gets +1/+1.", "Enchantment — Aura"),
    ("As long as enchanted creature has flying, it gets +1/+1.", "Enchantment — Aura"),
    ("Each land gets +2/+2 as long as it's a creature.", "Enchantment"),                   # "it" is each land
    ("Enchanted creature gets +1/+1 as long as its power is 3 or less.", "Enchantment — Aura"),
])
def test_611_3a_host_condition_near_misses_are_refused(text, type_line):
    assert compile_text("Enchant creature\n" + text if "Aura" in type_line else text,
                        type_line=type_line).table is None, text


@pytest.mark.parametrize("text, type_line", [
    # "it" after these conditions is the host, which the effect readers don't know: refused
    ("Enchant creature\nAt the beginning of each upkeep, if enchanted creature is untapped, tap it.", "Enchantment — Aura"),
    ("Enchant permanent\nWhen this Aura enters, if enchanted permanent is tapped, untap it.", "Enchantment — Aura"),
    ("Whenever a creature dies, put a +1/+1 counter on equipped creature. If equipped creature is a Vampire, put two "
     "+1/+1 counters on it instead.\nEquip {1}", "Artifact — Equipment"),
])
def test_611_3a_a_host_condition_outside_an_as_long_as_is_refused(text, type_line):
    assert compile_text(text, type_line=type_line).table is None, text
