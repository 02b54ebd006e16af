"""Each card of sandbox/cards/data/cards/core.toml, each of its abilities, on a real board."""

import pytest

from sandbox import Activate, Cast, IllegalActionError

from ..conftest import board, find, play_until, resolve_stack


def pool(g, p=0):
    return str(g.state.players[p].pool)


def test_birds_of_paradise_any_color_asks_106_1():
    g = board('[[player]]\nbattlefield = ["Birds of Paradise"]\n[[player]]\n')
    g.perform(Activate(find(g, "Birds of Paradise"), 0))
    assert g.pending.kind == "color"
    g.answer("R")
    assert pool(g) == "{R}"
    assert g.chars(find(g, "Birds of Paradise")).has_keyword("flying")


def test_gilded_lotus_three_of_one_color():
    g = board('[[player]]\nbattlefield = ["Gilded Lotus"]\n[[player]]\n')
    g.perform(Activate(find(g, "Gilded Lotus"), 0))
    g.answer("U")
    assert pool(g) == "{U}{U}{U}"


def test_sol_ring_and_wastes_make_colorless():
    g = board('[[player]]\nbattlefield = ["Sol Ring", "Wastes"]\n[[player]]\n')
    g.perform(Activate(find(g, "Sol Ring"), 0))
    g.perform(Activate(find(g, "Wastes"), 0))
    assert pool(g) == "{C}{C}{C}"


def test_treasure_sacrifices_itself_for_any_color_111_10a():
    g = board('[[player]]\nbattlefield = ["Treasure"]\n[[player]]\n')
    t = find(g, "Treasure")
    g.perform(Activate(t, 0))
    g.answer("B")
    assert pool(g) == "{B}" and t not in g.state.objects
    assert g.state.battlefield == []


def test_mind_stone_mana_and_sacrifice_to_draw():
    g = board('[[player]]\nlibrary = ["Island"]\nbattlefield = ["Mind Stone", "Island"]\n[[player]]\n')
    stone = find(g, "Mind Stone")
    g.perform(Activate(find(g, "Island"), 0))
    g.perform(Activate(stone, 1))
    resolve_stack(g)
    assert len(g.state.zone("hand", 0)) == 1 and stone not in g.state.objects
    g2 = board('[[player]]\nbattlefield = ["Mind Stone"]\n[[player]]\n')
    g2.perform(Activate(find(g2, "Mind Stone"), 0))
    assert pool(g2) == "{C}"


def test_devoted_druid_untaps_with_a_minus_counter_and_dies_at_zero_toughness():
    g = board('[[player]]\nbattlefield = ["Devoted Druid"]\n[[player]]\n')
    d = find(g, "Devoted Druid")
    g.perform(Activate(d, 0))
    g.perform(Activate(d, 1))
    resolve_stack(g)
    assert not g.obj(d).tapped and g.chars(d).toughness == 1
    g.perform(Activate(d, 0))
    g.perform(Activate(d, 1))
    assert d not in g.state.objects  # 0 toughness right away (704.5f), ability still resolves
    resolve_stack(g)
    assert pool(g) == "{G}{G}"


def test_mutavault_becomes_a_creature_until_end_of_turn_and_is_still_a_land():
    g = board('[[player]]\nbattlefield = ["Mutavault", "Wastes"]\n[[player]]\n')
    m = find(g, "Mutavault")
    g.perform(Activate(find(g, "Wastes"), 0))
    g.perform(Activate(m, 1))
    resolve_stack(g)
    c = g.chars(m)
    assert c.card_types == ("Land", "Creature") and (c.power, c.toughness) == (2, 2)
    play_until(g, lambda g: g.state.turn == 2)
    assert "Creature" not in g.chars(m).card_types


def test_urborg_makes_each_land_a_swamp_with_the_intrinsic_ability_305_6():
    g = board('[[player]]\nbattlefield = ["Urborg, Tomb of Yawgmoth", "Forest"]\n[[player]]\n')
    f = find(g, "Forest")
    assert "Swamp" in g.chars(f).subtypes
    g.perform(Activate(f, 1))
    assert pool(g) == "{B}"


def test_reflecting_pool_copies_types_and_exotic_orchard_needs_opponent_lands_106_7():
    g = board('[[player]]\nbattlefield = ["Reflecting Pool", "Forest", "Exotic Orchard", "Fellwar Stone"]\n[[player]]\nbattlefield = ["Island"]\n')
    assert set(g.could_produce(find(g, "Reflecting Pool"))) == {"G", "U"}  # Orchard could make U
    g.perform(Activate(find(g, "Exotic Orchard"), 0))
    assert pool(g) == "{U}"  # the only option: no decision asked
    g.perform(Activate(find(g, "Fellwar Stone"), 0))
    assert pool(g) == "{U}{U}"


def test_dark_ritual_is_a_spell_that_uses_the_stack_605_5b():
    g = board('[[player]]\nhand = ["Dark Ritual"]\nbattlefield = ["Swamp"]\n[[player]]\n')
    g.perform(Cast(find(g, "Dark Ritual", "hand")))
    assert g.state.stack and pool(g) == "empty"
    resolve_stack(g)
    assert pool(g) == "{B}{B}{B}"


def test_lightning_bolt_cannot_target_protection_from_red_or_opponents_hexproof():
    g = board('[[player]]\nhand = ["Lightning Bolt"]\nbattlefield = ["Mountain"]\n[[player]]\nbattlefield = ["Silver Knight", "Slippery Bogle", "Grizzly Bears"]\n')
    bolt = find(g, "Lightning Bolt", "hand")
    for name in ("Silver Knight", "Slippery Bogle"):
        with pytest.raises(IllegalActionError, match="legal target"):
            g.perform(Cast(bolt, targets=(find(g, name),)))
    g.perform(Cast(bolt, targets=(find(g, "Grizzly Bears"),)))
    resolve_stack(g)
    assert not [o for o in g.state.battlefield if g.chars(o).name == "Grizzly Bears"]


def test_slippery_bogle_can_be_targeted_by_its_controller_702_11():
    g = board('[[player]]\nhand = ["Giant Growth"]\nbattlefield = ["Forest", "Slippery Bogle"]\n[[player]]\n')
    bogle = find(g, "Slippery Bogle")
    g.perform(Cast(find(g, "Giant Growth", "hand"), targets=(bogle,)))
    resolve_stack(g)
    assert g.chars(bogle).power == 4


def test_etb_draw_creatures_and_siege_rhino_drain():
    g = board('''
[[player]]
library = ["Island", "Island", "Island", "Island"]
hand = ["Elvish Visionary", "Mulldrifter", "Siege Rhino"]
battlefield = ["Forest", "Forest", "Island", "Island", "Island", "Plains", "Swamp", "Forest", "Forest", "Forest", "Forest",
               "Island", "Island"]
[[player]]
''')
    for name in ("Elvish Visionary", "Mulldrifter", "Siege Rhino"):
        g.perform(Cast(find(g, name, "hand")))
        resolve_stack(g)
    assert len(g.state.zone("hand", 0)) == 3
    assert (g.state.players[0].life, g.state.players[1].life) == (23, 17)


def test_young_pyromancer_triggers_on_instants_not_on_creatures():
    g = board('[[player]]\nhand = ["Giant Growth", "Grizzly Bears"]\nbattlefield = ["Forest", "Forest", "Forest", "Young Pyromancer"]\n[[player]]\n')
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    assert len(g.state.stack) == 1
    resolve_stack(g)
    g.perform(Cast(find(g, "Giant Growth", "hand"), targets=(find(g, "Grizzly Bears"),)))
    assert len(g.state.stack) == 2
    resolve_stack(g)
    token = find(g, "Elemental Token")
    assert g.obj(token).kind == "token" and g.chars(token).colors == frozenset("R")


def test_endless_one_and_walking_ballista_abilities():
    g = board('''
[[player]]
hand = ["Endless One"]
battlefield = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", { card = "Walking Ballista", counters = { "+1/+1" = 1 } }]
[[player]]
''')
    g.perform(Cast(find(g, "Endless One", "hand"), x=3))
    resolve_stack(g)
    assert g.chars(find(g, "Endless One")).power == 3
    wb = find(g, "Walking Ballista")
    g.perform(Activate(wb, 0))  # {4}: +1/+1 counter
    resolve_stack(g)
    assert g.obj(wb).counters["+1/+1"] == 2
    g.perform(Activate(wb, 1, targets=("p1",)))
    resolve_stack(g)
    assert g.state.players[1].life == 19 and g.obj(wb).counters["+1/+1"] == 1


def test_pacifism_stops_attacks_and_bring_to_life_animates_an_artifact():
    g = board('''
[game]
turn = 3
[[player]]
hand = ["Bring to Life"]
battlefield = ["Island", "Island", "Island", "Sol Ring", { card = "Grizzly Bears", ref = "b" }, { card = "Pacifism", attached_to = "b" }]
[[player]]
''')
    ring = find(g, "Sol Ring")
    for island in [o for o in g.state.battlefield if g.chars(o).name == "Island"]:
        g.perform(Activate(island, 0))  # pay by hand so the Sol Ring stays untapped
    g.perform(Cast(find(g, "Bring to Life", "hand"), targets=(ring,)))
    resolve_stack(g)
    c = g.chars(ring)
    assert "Creature" in c.card_types and (c.power, c.toughness) == (4, 4)
    from sandbox.core import combat
    assert not combat.can_attack(g, g.refs["b"])
    assert combat.can_attack(g, ring)


def test_clone_copies_and_jace_minus_one_targets_a_player():
    g = board('''
[[player]]
library = ["Island", "Island"]
hand = ["Clone"]
battlefield = ["Island", "Island", "Island", "Island", "Jace Beleren", "Grizzly Bears"]
[[player]]
''')
    g.perform(Cast(find(g, "Clone", "hand")))
    resolve_stack(g)
    g.answer(find(g, "Grizzly Bears"))
    assert len([o for o in g.state.battlefield if g.chars(o).name == "Grizzly Bears"]) == 2
    g.perform(Activate(find(g, "Jace Beleren"), 1, targets=("p0",)))
    resolve_stack(g)
    assert len(g.state.zone("hand", 0)) == 1 and g.obj(find(g, "Jace Beleren")).counters["loyalty"] == 2


def test_history_of_benalia_chapters_then_sacrificed_714():
    g = board('''
[game]
turn = 2
[[player]]
library = ["Plains", "Plains", "Plains", "Plains"]
hand = ["History of Benalia"]
battlefield = ["Plains", "Plains", "Plains"]
[[player]]
library = ["Plains", "Plains", "Plains", "Plains"]
''')
    g.perform(Cast(find(g, "History of Benalia", "hand")))
    resolve_stack(g)
    resolve_stack(g)
    assert len([o for o in g.state.battlefield if g.chars(o).name == "Knight Token"]) == 1
    play_until(g, lambda g: not [o for o in g.state.battlefield if g.chars(o).name == "History of Benalia"])
    knights = [o for o in g.state.battlefield if g.chars(o).name == "Knight Token"]
    assert len(knights) == 2
    assert any(e.rule == "714.4" for e in g.log)
    assert any("+2/+1" in e.text for e in g.log)


def test_isamaru_is_legendary_and_wild_growth_adds_g():
    g = board('[[player]]\nbattlefield = ["Isamaru, Hound of Konda", { card = "Forest", ref = "f" }, { card = "Wild Growth", attached_to = "f" }]\n[[player]]\n')
    assert "Legendary" in g.chars(find(g, "Isamaru, Hound of Konda")).supertypes
    g.perform(Activate(g.refs["f"], 0))
    assert pool(g) == "{G}{G}"


def test_counterspell_and_llanowar_elves_and_basic_lands():
    g = board('[[player]]\nbattlefield = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Llanowar Elves"]\n[[player]]\n')
    for oid in list(g.state.battlefield):
        g.perform(Activate(oid, 0))
    assert pool(g) == "{W}{U}{B}{R}{G}{G}"
