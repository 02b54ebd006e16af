"""Cost reductions and increases (601.2f, 118.7): the total cost of a spell is its mana cost
plus increases, minus reductions; a generic reduction takes only generic mana (118.7a) and the
cost never goes below {0}. Real cards compiled from their Oracle text, cast on a board with the
exact mana their reduced cost needs, and the same spells where the reduction doesn't apply."""

from __future__ import annotations

import re

import pytest

from sandbox import Cast
from sandbox.api import cost_for
from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError
from sandbox.symbols import format_cost

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

JET = OracleFace("Jet Medallion", "{2}", "Artifact", "Black spells you cast cost {1} less to cast.")
HELM = OracleFace("Helm of Awakening", "{2}", "Artifact", "Spells cost {1} less to cast.")
STATUE = OracleFace("God-Pharaoh's Statue", "{6}", "Legendary Artifact",
                    "Spells your opponents cast cost {2} more to cast.\n"
                    "At the beginning of your end step, each opponent loses 1 life.")
LIGHTNING = OracleFace("Wizard's Lightning", "{2}{R}", "Instant",
                       "This spell costs {2} less to cast if you control a Wizard.\n"
                       "Wizard's Lightning deals 3 damage to any target.")
JOURNEYMAGE = OracleFace("Academy Journeymage", "{4}{U}", "Creature — Human Wizard",
                         "This spell costs {1} less to cast if you control a Wizard.\n"
                         "When Academy Journeymage enters the battlefield, return target creature an opponent "
                         "controls to its owner's hand.", "3", "2")
ACT = OracleFace("Blasphemous Act", "{8}{R}", "Sorcery",
                 "This spell costs {1} less to cast for each creature on the battlefield.\n"
                 "Blasphemous Act deals 13 damage to each creature.")
GHOULTREE = OracleFace("Ghoultree", "{7}{G}", "Creature — Zombie Treefolk",
                       "This spell costs {1} less to cast for each creature card in your graveyard.", "10", "10")
BANNERET = OracleFace("Stonybrook Banneret", "{1}{U}", "Creature — Merfolk Wizard",
                      "Islandwalk (This creature can't be blocked as long as defending player controls an Island.)\n"
                      "Merfolk spells and Wizard spells you cast cost {1} less to cast.", "1", "1")
CARDS = compiled_cards(JET, HELM, STATUE, LIGHTNING, JOURNEYMAGE, ACT, GHOULTREE, BANNERET)


def _cost(game, name: str, player: int = 0) -> str:
    return format_cost(cost_for(game, find(game, name, "hand")).cost) or "{0}"


def test_601_2f_jet_medallion_makes_a_black_spell_cost_1_less():
    g = make(["Jet Medallion"], ["Doom Blade"], ["Grizzly Bears"], extra=CARDS, pool="{B}")
    assert _cost(g, "Doom Blade") == "{B}"
    assert Cast(find(g, "Doom Blade", "hand")) in g.legal_actions()
    cast(g, "Doom Blade", find(g, "Grizzly Bears"))
    assert any(e.rule == "601.2f" and e.text.startswith("Jet Medallion #") and e.text.endswith(" takes {1} from the cost")
               for e in g.log)
    assert any(e.rule == "601.2f" and "total cost: {B}" in e.text for e in g.log)
    resolve(g)
    assert find(g, "Grizzly Bears", "graveyard") and g.state.players[0].pool.total() == 0


def test_601_2f_jet_medallion_doesnt_reduce_a_spell_of_another_color():
    g = make(["Jet Medallion"], ["Grizzly Bears"], extra=CARDS, pool="{G}")
    assert _cost(g, "Grizzly Bears") == "{1}{G}"
    with pytest.raises(IllegalActionError):
        cast(g, "Grizzly Bears")
    assert find(g, "Grizzly Bears", "hand")


def test_118_7a_a_generic_reduction_never_reduces_colored_mana():
    g = make(["Jet Medallion", "Jet Medallion"], ["Typhoid Rats"], extra=CARDS, pool="")
    assert _cost(g, "Typhoid Rats") == "{B}"  # {B} less two generic: still {B}
    with pytest.raises(IllegalActionError):
        cast(g, "Typhoid Rats")


def test_601_2f_increases_apply_before_reductions():
    """Thalia adds {1} to Doom Blade ({1}{B}), two Jet Medallions take {2}: ({1}+{1}-{2}){B}
    = {B}; reducing first would leave {1}{B} ({0} can't go lower, then +{1})."""
    g = make(["Thalia, Guardian of Thraben", "Jet Medallion", "Jet Medallion"], ["Doom Blade"], ["Grizzly Bears"],
             extra=CARDS, pool="{B}")
    assert _cost(g, "Doom Blade") == "{B}"
    cast(g, "Doom Blade", find(g, "Grizzly Bears"))
    texts = [re.sub(r" #\d+", "", e.text) for e in g.log if e.rule == "601.2f"]
    assert texts.index("Thalia, Guardian of Thraben adds {1} to the cost") < texts.index("Jet Medallion takes {1} from the cost")


def test_601_2f_helm_of_awakening_reduces_every_players_spells():
    g = make(["Helm of Awakening"], ["Grizzly Bears"], opp_hand=["Lightning Bolt"], extra=CARDS, pool="{G}", opp_pool="{R}")
    cast(g, "Grizzly Bears")  # {1}{G} - {1}
    resolve(g)
    assert find(g, "Grizzly Bears")
    assert _cost(g, "Lightning Bolt", 1) == "{R}"  # nothing generic to take


def test_601_2f_gods_pharaohs_statue_taxes_only_its_controllers_opponents():
    g = make(["God-Pharaoh's Statue"], ["Lightning Bolt"], opp_hand=["Lightning Bolt"], extra=CARDS,
             pool="{R}", opp_pool="{R}")
    assert _cost(g, "Lightning Bolt") == "{R}"
    assert format_cost(cost_for(g, g.state.zone("hand", 1)[0]).cost) == "{2}{R}"
    cast(g, "Lightning Bolt", "p1")
    resolve(g)
    assert g.state.players[1].life == 17
    with pytest.raises(IllegalActionError):
        cast(g, "Lightning Bolt", "p0", player=1)  # {2}{R} with only {R}


def test_601_2f_wizards_lightning_costs_r_if_you_control_a_wizard():
    g = make(["Stonybrook Banneret"], ["Wizard's Lightning"], extra=CARDS, pool="{R}")
    assert _cost(g, "Wizard's Lightning") == "{R}"  # an instant: Banneret's own reduction doesn't apply
    cast(g, "Wizard's Lightning", "p1")
    resolve(g)
    assert g.state.players[1].life == 17


def test_601_2f_wizards_lightning_costs_full_without_a_wizard():
    g = make(["Grizzly Bears"], ["Wizard's Lightning"], extra=CARDS, pool="{R}")
    assert _cost(g, "Wizard's Lightning") == "{2}{R}"
    assert Cast(find(g, "Wizard's Lightning", "hand")) not in g.legal_actions()
    with pytest.raises(IllegalActionError):
        cast(g, "Wizard's Lightning", "p1")


def test_601_2f_a_wizard_spell_gets_both_banneret_and_its_own_reduction():
    """Academy Journeymage ({4}{U}, a Wizard) with Stonybrook Banneret: {1} less for the
    Banneret's static and {1} less for its own ability (you control a Wizard): {2}{U}."""
    g = make(["Stonybrook Banneret"], ["Academy Journeymage"], ["Grizzly Bears"], extra=CARDS, pool="{C}{C}{U}")
    assert _cost(g, "Academy Journeymage") == "{2}{U}"
    cast(g, "Academy Journeymage")
    resolve(g, find(g, "Grizzly Bears"))
    assert find(g, "Academy Journeymage") and find(g, "Grizzly Bears", "hand", player=1)


def test_601_2f_blasphemous_act_costs_1_less_for_each_creature_on_the_battlefield():
    g = make(["Grizzly Bears", "Grizzly Bears"], ["Blasphemous Act"], ["Grizzly Bears", "Llanowar Elves"],
             extra=CARDS, pool="{C}{C}{C}{C}{R}")
    assert _cost(g, "Blasphemous Act") == "{4}{R}"
    cast(g, "Blasphemous Act")
    resolve(g)
    assert not [o for o in g.state.battlefield if "Creature" in g.chars(o).card_types]
    assert g.state.players[0].pool.total() == 0


def test_601_2f_blasphemous_act_with_no_creatures_costs_its_mana_cost():
    g = make([], ["Blasphemous Act"], extra=CARDS, pool="{C}{C}{C}{C}{R}")
    assert _cost(g, "Blasphemous Act") == "{8}{R}"
    with pytest.raises(IllegalActionError):
        cast(g, "Blasphemous Act")


def test_601_2f_ghoultree_counts_creature_cards_in_your_graveyard_only():
    g = make([], ["Ghoultree"], you_gy=["Grizzly Bears", "Llanowar Elves", "Island"], opp_gy=["Grizzly Bears"],
             extra=CARDS, pool="{C}{C}{C}{C}{C}{G}")
    assert _cost(g, "Ghoultree") == "{5}{G}"
    cast(g, "Ghoultree")
    resolve(g)
    assert find(g, "Ghoultree") and g.state.players[0].pool.total() == 0


@pytest.mark.parametrize("type_line,text", [
    ("Artifact", "Spells you cast cost up to {1} less to cast."),  # a choice of how much (Stone Calendar)
    ("Creature — Cleric", "Cleric spells you cast cost {W}{B} less to cast."),  # colored mana (118.7b)
    ("Creature — Leech", "Black spells you cast cost {X} more to cast."),
    ("Creature — Leech", "Black spells you cast cost {B/P} more to cast."),
    ("Sorcery", "This spell costs {B} less to cast if you control a Swamp.\nDraw a card."),
    ("Creature — Zombie", "This spell costs {U} less to cast for each instant and sorcery spell you've cast this turn."),
    ("Creature — Elf", "Creature spells you cast cost {X} less to cast, where X is the amount of life you gained this turn."),
    ("Sorcery", "This spell costs {X} less to cast, where X is your devotion to black.\nDraw a card."),
    ("Artifact", "Creature spells of the chosen type cost {2} less to cast."),  # a choice (Urza's Incubator)
    ("Artifact", "Creature spells you cast of the chosen type cost {1} less to cast."),
    ("Enchantment", "The second spell you cast each turn costs {1} less to cast."),
    ("Creature — Elf", "This ability costs {1} less to activate for each creature card in your graveyard."),
    ("Sorcery", "This spell costs {3} less to cast if a creature died this turn.\nDraw a card."),
    ("Sorcery", "This spell costs {1} less to cast if you attacked this turn.\nDraw a card."),
    ("Creature — Dragon", "Other Dragon spells you cast cost {1} less to cast."),
    ("Creature — Elf", "Instant and sorcery spells you cast this turn cost {1} less to cast."),
    ("Sorcery", "This spell costs {1} more to cast for each target beyond the first.\nDraw a card."),
    ("Artifact", "Each spell costs {3} more to cast except during its controller's turn."),
    ("Creature — Angel", "Angel spells and Human spells you cast cost {1} less to cast for each +1/+1 counter on ~."),
    ("Creature — Elf", "Creature cards you own cost {1} less to cast."),  # cards, not spells
    ("Artifact", "Instant and sorcery you cast cost {1} less to cast."),
    ("Artifact Creature — Golem", "Affinity for blorps"),
    ("Sorcery", "This spell costs {1} less to cast for each creature in an opponent's party.\nDraw a card."),
    ("Sorcery", "This spell costs {1} less to cast for each Cleric in your party.\nDraw a card."),
    ("Sorcery", "This spell costs {1} less to cast if you have a full party.\nDraw a card."),
    ("Sorcery", "This spell costs {1} less to cast for each basic land type among lands an opponent controls.\n"
                "Draw a card."),
    ("Enchantment — Aura Curse", "Enchant player\nSpells you cast that target enchanted player cost {1} less to cast."),
    ("Creature — Elf", "Spells your opponents cast that target one or more commanders you control cost {3} more to cast."),
    ("Creature — Elf", "Spells you cast that target two creatures cost {2} less to cast."),
    ("Sorcery", "This spell costs {2} less to cast if it targets ~.\nDraw a card."),
    ("Sorcery", "This spell costs {3} less to cast if it targets a creature whose controller has eight or more cards in "
                "their graveyard.\nDestroy target creature."),
    ("Sorcery", "This spell costs {1} less to cast for each target.\nDestroy any number of target creatures."),
    ("Artifact Creature — Golem", "Affinity for artifacts you control"),
])
def test_601_2f_near_misses_of_cost_changes_are_refused(type_line, text):
    assert compile_text(text, type_line=type_line).table is None, text


FROGMITE = OracleFace("Frogmite", "{4}", "Artifact Creature — Frog",
                      "Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)", "2", "2")
AFFINITY = compiled_cards(FROGMITE)


def _tapped(*names: str) -> list[str]:
    """Tapped artifacts: they count for affinity, their mana doesn't pay."""
    return [f'{{ card = "{n}", tapped = true }}' for n in names]


def test_702_41a_affinity_for_artifacts_costs_1_less_for_each_artifact_you_control():
    g = make(_tapped("Sol Ring", "Mind Stone", "Fellwar Stone"), ["Frogmite"], _tapped("Sol Ring"), extra=AFFINITY, pool="{C}")
    assert _cost(g, "Frogmite") == "{1}"  # three artifacts of yours; the opponent's Sol Ring isn't counted
    cast(g, "Frogmite")
    resolve(g)
    assert find(g, "Frogmite") and g.state.players[0].pool.total() == 0


def test_702_41a_affinity_with_four_artifacts_makes_frogmite_free():
    g = make(_tapped("Sol Ring", "Mind Stone", "Fellwar Stone", "Jet Medallion"), ["Frogmite"], extra=AFFINITY + CARDS,
             pool="")
    assert _cost(g, "Frogmite") == "{0}"
    cast(g, "Frogmite")
    assert any(e.rule == "601.2f" and e.text == "total cost: {0}" for e in g.log)


def test_702_41a_affinity_without_artifacts_costs_the_mana_cost():
    g = make(["Grizzly Bears"], ["Frogmite"], extra=AFFINITY, pool="{C}{C}{C}")
    assert _cost(g, "Frogmite") == "{4}"
    with pytest.raises(IllegalActionError):
        cast(g, "Frogmite")


NAIAD = OracleFace("Naiad of Hidden Coves", "{2}{U}", "Enchantment Creature — Nymph",
                   "As long as it's not your turn, spells you cast cost {1} less to cast.", "2", "3")
def test_611_3a_naiad_reduces_its_controllers_spells_only_when_its_not_their_turn():
    g = make(["Naiad of Hidden Coves"], ["Doom Blade"], ["Naiad of Hidden Coves"], opp_hand=["Doom Blade"],
             extra=compiled_cards(NAIAD), pool="", opp_pool="{B}")
    assert _cost(g, "Doom Blade") == "{1}{B}"  # your turn: your Naiad doesn't apply
    assert format_cost(cost_for(g, g.state.zone("hand", 1)[0]).cost) == "{B}"  # the opponent's Naiad does


DISPUTE = OracleFace("Mystical Dispute", "{2}{U}", "Instant",
                     "This spell costs {2} less to cast if it targets a blue spell.\n"
                     "Counter target spell unless its controller pays {3}.")
SPHINX = OracleFace("Sphinx of New Prahv", "{W}{W}{U}{U}", "Creature — Sphinx",
                    "Flying, vigilance\nSpells your opponents cast that target Sphinx of New Prahv cost {2} more to cast.",
                    "4", "3")
SCION = OracleFace("Elderwood Scion", "{3}{G}{W}", "Creature — Elemental",
                   "Trample, lifelink\nSpells you cast that target Elderwood Scion cost {2} less to cast.\n"
                   "Spells your opponents cast that target Elderwood Scion cost {2} more to cast.", "4", "4")
SKYBONDER = OracleFace("Jubilant Skybonder", "{1}{W/U}{W/U}", "Creature — Human Wizard",
                       "Flying\nCreatures you control with flying have \"Spells your opponents cast that target this "
                       "creature cost {2} more to cast.\"", "2", "2")
OMENREADER = OracleFace("Centaur Omenreader", "{3}{G}", "Snow Creature — Centaur Shaman",
                        "As long as Centaur Omenreader is tapped, creature spells you cast cost {2} less to cast.", "3", "3")
TARGETING = compiled_cards(DISPUTE, SPHINX, SCION, SKYBONDER, OMENREADER, BANNERET)


def test_601_2f_mystical_dispute_costs_u_when_it_targets_a_blue_spell():
    g = make([], ["Stonybrook Banneret", "Mystical Dispute"], extra=TARGETING, pool="{C}{U}{U}")
    banneret = cast(g, "Stonybrook Banneret")  # {1}{U}; its own reduction isn't on the battlefield yet
    assert Cast(find(g, "Mystical Dispute", "hand")) in g.legal_actions()  # {U} left: a blue spell to target
    cast(g, "Mystical Dispute", banneret)
    assert any(e.rule == "601.2f" and e.text.startswith("Mystical Dispute #") and e.text.endswith("takes {2} from the cost")
               for e in g.log)
    assert g.state.players[0].pool.total() == 0


def test_601_2f_mystical_dispute_costs_full_when_it_targets_a_spell_that_isnt_blue():
    g = make([], ["Grizzly Bears", "Mystical Dispute"], extra=TARGETING, pool="{C}{G}{U}")
    bears = cast(g, "Grizzly Bears")
    assert Cast(find(g, "Mystical Dispute", "hand")) not in g.legal_actions()  # no blue spell: {2}{U}
    with pytest.raises(IllegalActionError):
        cast(g, "Mystical Dispute", bears)
    assert find(g, "Mystical Dispute", "hand")


def test_601_2f_sphinx_of_new_prahv_taxes_opponents_spells_that_target_it():
    g = make(["Sphinx of New Prahv"], [], opp_hand=["Lightning Bolt", "Lightning Bolt"], extra=TARGETING, opp_pool="{R}{C}")
    sphinx = find(g, "Sphinx of New Prahv")
    with pytest.raises(IllegalActionError):
        cast(g, "Lightning Bolt", sphinx, player=1)  # {2}{R} with {C}{R}
    cast(g, "Lightning Bolt", "p0", player=1)  # another target: {R}
    resolve(g)
    assert g.state.players[0].life == 17 and find(g, "Sphinx of New Prahv")


def test_601_2f_elderwood_scion_makes_your_spells_cheaper_and_opponents_dearer():
    theirs = make(["Elderwood Scion"], [], opp_hand=["Doom Blade"], extra=TARGETING, opp_pool="{B}{C}")
    with pytest.raises(IllegalActionError):
        cast(theirs, "Doom Blade", find(theirs, "Elderwood Scion"), player=1)  # {1}{B} + {2}
    g = make(["Elderwood Scion"], ["Doom Blade"], extra=TARGETING, pool="{B}")
    cast(g, "Doom Blade", find(g, "Elderwood Scion"))  # {1}{B} - {2}: {B}
    resolve(g)
    assert find(g, "Elderwood Scion", "graveyard")


def test_601_2f_a_granted_tax_applies_to_each_creature_with_flying():
    g = make(["Jubilant Skybonder", "Vampire Nighthawk", "Grizzly Bears"], [], opp_hand=["Lightning Bolt"],
             extra=TARGETING, opp_pool="{R}{C}")
    with pytest.raises(IllegalActionError):
        cast(g, "Lightning Bolt", find(g, "Vampire Nighthawk"), player=1)  # it has the granted ability
    cast(g, "Lightning Bolt", find(g, "Grizzly Bears"), player=1)  # no flying, no tax
    resolve(g)
    assert find(g, "Grizzly Bears", "graveyard")


def test_611_3a_centaur_omenreader_reduces_only_while_tapped():
    tapped = make(['{ card = "Centaur Omenreader", tapped = true }'], ["Grizzly Bears"], extra=TARGETING, pool="{G}")
    assert _cost(tapped, "Grizzly Bears") == "{G}"
    cast(tapped, "Grizzly Bears")
    untapped = make(["Centaur Omenreader"], ["Grizzly Bears"], extra=TARGETING, pool="{G}")
    assert _cost(untapped, "Grizzly Bears") == "{1}{G}"


COLOSSUS = OracleFace("Sea Gate Colossus", "{7}", "Artifact Creature — Golem Warrior",
                      "This spell costs {1} less to cast for each creature in your party. (Your party consists of up to "
                      "one each of Cleric, Rogue, Warrior, and Wizard.)", "7", "5")
ELECTROMANCER = OracleFace("Ardent Electromancer", "{2}{R}", "Creature — Human Wizard",
                           "When Ardent Electromancer enters the battlefield, add {R} for each creature in your party. "
                           "(Your party consists of up to one each of Cleric, Rogue, Warrior, and Wizard.)", "3", "2")
PARTY = compiled_cards(COLOSSUS, ELECTROMANCER)


def test_700_8_sea_gate_colossus_costs_1_less_for_each_creature_in_your_party():
    """Soul Warden (Cleric), Delver of Secrets (Wizard), Zulaport Cutthroat (Rogue) and a second
    Cleric: three creatures in the party (one of each type), so {7} costs {4}; the opponent's
    Warrior isn't yours."""
    g = make(["Soul Warden", "Soul Warden", "Delver of Secrets", "Zulaport Cutthroat"], ["Sea Gate Colossus"],
             ["Centaur Courser"], extra=PARTY, pool="{C}{C}{C}{C}")
    assert _cost(g, "Sea Gate Colossus") == "{4}"
    cast(g, "Sea Gate Colossus")
    resolve(g)
    assert find(g, "Sea Gate Colossus") and g.state.players[0].pool.total() == 0


def test_700_8_a_creature_of_several_party_types_counts_once_for_the_largest_party():
    """Avian Changeling is every creature type: with a Cleric it makes two (it's counted as a
    Rogue, Warrior or Wizard, not as the Cleric the Soul Warden already is)."""
    g = make(["Avian Changeling", "Soul Warden"], ["Sea Gate Colossus"], extra=PARTY, pool="")
    assert _cost(g, "Sea Gate Colossus") == "{5}"
    alone = make(["Avian Changeling", "Avian Changeling"], ["Sea Gate Colossus"], extra=PARTY, pool="")
    assert _cost(alone, "Sea Gate Colossus") == "{5}"


def test_700_8_no_party_no_reduction():
    g = make(["Grizzly Bears"], ["Sea Gate Colossus"], extra=PARTY, pool="{C}{C}{C}{C}{C}{C}")
    assert _cost(g, "Sea Gate Colossus") == "{7}"
    with pytest.raises(IllegalActionError):
        cast(g, "Sea Gate Colossus")


def test_700_8_ardent_electromancer_counts_itself_as_its_ability_resolves():
    g = make(["Zulaport Cutthroat"], ["Ardent Electromancer"], extra=PARTY, pool="{C}{C}{R}")
    cast(g, "Ardent Electromancer")
    resolve(g)
    assert g.state.players[0].pool.count("R") == 2  # a Rogue and itself, a Wizard


STRATADON = OracleFace("Stratadon", "{10}", "Artifact Creature — Beast",
                       "Domain — This spell costs {1} less to cast for each basic land type among lands you control.\n"
                       "Trample", "5", "5")


def test_305_6_stratadon_costs_1_less_for_each_basic_land_type_among_your_lands():
    """Two Forests are one type; Plains, Island and a Forest make three, the opponent's Swamp
    doesn't count: {10} costs {7}."""
    lands = [f'{{ card = "{n}", tapped = true }}' for n in ("Plains", "Island", "Forest", "Forest")]
    g = make(lands, ["Stratadon"], ["Swamp"], extra=compiled_cards(STRATADON), pool="{C}{C}{C}{C}{C}{C}{C}")
    assert _cost(g, "Stratadon") == "{7}"
    cast(g, "Stratadon")
    resolve(g)
    assert find(g, "Stratadon") and g.state.players[0].pool.total() == 0


DERELOR = OracleFace("Derelor", "{3}{B}", "Creature — Thrull", "Black spells you cast cost {B} more to cast.", "4", "4")


def test_601_2f_derelor_adds_b_to_your_black_spells():
    g = make(["Derelor"], ["Typhoid Rats", "Grizzly Bears"], extra=compiled_cards(DERELOR), pool="{B}{G}{C}")
    assert _cost(g, "Typhoid Rats") == "{B}{B}"
    assert _cost(g, "Grizzly Bears") == "{1}{G}"  # not black
    with pytest.raises(IllegalActionError):
        cast(g, "Typhoid Rats")  # only one {B}
    cast(g, "Grizzly Bears")
    resolve(g)
    assert find(g, "Grizzly Bears")


def test_118_7a_a_generic_reduction_doesnt_take_an_added_colored_symbol():
    g = make(["Derelor", "Jet Medallion"], ["Typhoid Rats"], extra=compiled_cards(DERELOR) + CARDS, pool="{B}{B}")
    assert _cost(g, "Typhoid Rats") == "{B}{B}"
    cast(g, "Typhoid Rats")
    assert any(e.rule == "601.2f" and e.text.startswith("Derelor #") and e.text.endswith("adds {B} to the cost") for e in g.log)
