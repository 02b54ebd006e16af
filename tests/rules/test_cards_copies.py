"""Every card of sandbox/cards/data/cards/copies.toml, each ability exercised on a real board."""

from __future__ import annotations

import pytest

from sandbox import Activate, Edit, Pass
from sandbox.errors import IllegalActionError

from .copyhelp import activate, advance_to, cast, find, hand, make, mana_abilities, newest, resolve

GOLD = '''
[[card]]
name = "Gold Bolt (test card)"
mana_cost = "{R}{G}"
type_line = "Instant"
oracle = "Gold Bolt deals 3 damage to any target. (A multicolored test card.)"
targets = "any target"
effects = [ { damage = { amount = 3, to = "target" } } ]
'''


def tokens(game, name):
    return [o for o in game.state.battlefield if game.chars(o).name == name and game.obj(o).kind == "token"]


# ------------------------------------------------------------------ enters as a copy

def test_707_9b_phantasmal_image_is_an_illusion_and_is_sacrificed_when_targeted():
    game = make(["Siege Rhino"], ["Phantasmal Image"], opp_hand=["Lightning Bolt"], opp_pool="{R}")
    cast(game, "Phantasmal Image")
    resolve(game, find(game, "Siege Rhino"))
    image = newest(game)
    c = game.chars(image)
    assert c.name == "Siege Rhino" and c.subtypes == ("Rhino", "Illusion") and (c.power, c.toughness) == (4, 5)
    resolve(game)  # the copied Rhino ETB trigger
    assert game.state.players[1].life == 17
    cast(game, "Lightning Bolt", image, player=1)
    assert game.state.stack and game.obj(game.state.stack[-1]).kind == "ability"  # the sacrifice trigger
    resolve(game)
    assert image not in game.state.battlefield and find(game, "Phantasmal Image", "graveyard")


def test_707_3_clone_of_phantasmal_image_of_a_token_copy_chain():
    game = make(["Vesuvan Duplimancy", "Siege Rhino"], ["Giant Growth", "Phantasmal Image", "Clone"])
    cast(game, "Giant Growth", find(game, "Siege Rhino"))
    resolve(game)
    token = tokens(game, "Siege Rhino")[0]
    cast(game, "Phantasmal Image")
    resolve(game, token)
    image = newest(game)
    resolve(game)
    cast(game, "Clone")
    resolve(game, image)
    clone = newest(game)
    c = game.chars(clone)
    # Rhino's values + Image's copiable exceptions (Illusion, sacrifice trigger); no token status, no "not legendary"
    assert c.name == "Siege Rhino" and c.subtypes == ("Rhino", "Illusion") and game.obj(clone).kind == "card"
    assert any(getattr(a, "on", "") == "becomes_target" for a in c.abilities)
    text = game.explain(clone)
    assert f"copy of Siege Rhino #{image} (Phantasmal Image) (via Siege Rhino #{token} (token)" in text
    assert "-> Siege Rhino #" in text and "(707.5)" in text
    resolve(game)
    assert game.state.players[1].life == 20 - 3 * 3  # three Rhino ETBs: the token, the Image and the Clone


def test_707_3_three_rhino_copies_drain_three_times():
    game = make(["Vesuvan Duplimancy", "Siege Rhino"], ["Giant Growth", "Phantasmal Image", "Clone"])
    cast(game, "Giant Growth", find(game, "Siege Rhino"))
    resolve(game)
    cast(game, "Phantasmal Image")
    resolve(game, tokens(game, "Siege Rhino")[0])
    resolve(game)
    cast(game, "Clone")
    resolve(game, newest(game))
    resolve(game)
    assert game.state.players[1].life == 11 and game.state.players[0].life == 29


def test_707_9b_phyrexian_metamorph_is_an_artifact_in_addition():
    game = make(["Sol Ring", "Llanowar Elves"], ["Phyrexian Metamorph", "Phyrexian Metamorph"])
    cast(game, "Phyrexian Metamorph")
    resolve(game, find(game, "Sol Ring"))
    m1 = newest(game)
    assert game.chars(m1).card_types == ("Artifact",) and mana_abilities(game, m1) == ["{T}: Add {C}{C}."]
    cast(game, "Phyrexian Metamorph")
    resolve(game, find(game, "Llanowar Elves"))
    m2 = newest(game)
    c = game.chars(m2)
    assert c.card_types == ("Creature", "Artifact") and c.subtypes == ("Elf", "Druid") and (c.power, c.toughness) == (1, 1)
    assert mana_abilities(game, m2) == ["{T}: Add {G}."]


def test_707_9e_spark_double_extra_counter_and_not_legendary():
    game = make(["Isamaru, Hound of Konda"], ["Spark Double", "Spark Double"])
    cast(game, "Spark Double")
    resolve(game, find(game, "Isamaru, Hound of Konda"))
    d1 = newest(game)
    assert game.pending is None and "Legendary" not in game.chars(d1).supertypes
    assert game.obj(d1).counters == {"+1/+1": 1} and game.chars(d1).power == 3
    cast(game, "Spark Double")
    resolve(game, d1)
    d2 = newest(game)
    assert "Legendary" not in game.chars(d2).supertypes  # copiable exception of the first Double (707.9b)
    assert game.obj(d2).counters == {"+1/+1": 1}  # only its own extra counter (707.9e)
    assert any(x.rule == "707.9e" for x in game.log)


def test_306_5b_spark_double_copying_a_planeswalker_enters_with_one_extra_loyalty():
    game = make(["Jace Beleren"], ["Spark Double"])
    cast(game, "Spark Double")
    resolve(game, find(game, "Jace Beleren"))
    d = newest(game)
    c = game.chars(d)
    assert c.card_types == ("Planeswalker",) and "Legendary" not in c.supertypes
    assert game.obj(d).counters == {"loyalty": 4}
    activate(game, d, "+2")  # a different permanent: its own loyalty ability this turn
    resolve(game)
    activate(game, find(game, "Jace Beleren"), "+2")
    resolve(game)
    assert game.obj(d).counters == {"loyalty": 6}


def test_707_5_mirror_image_copies_only_a_creature_you_control():
    game = make(["Grizzly Bears"], ["Mirror Image"], ["Siege Rhino"])
    cast(game, "Mirror Image")
    resolve(game)
    # one option: the engine may answer a single forced option itself, but it's optional -> a decision
    assert game.pending is not None
    assert [o.value for o in game.pending.options] == [find(game, "Grizzly Bears")]
    game.answer(find(game, "Grizzly Bears"))
    assert game.chars(newest(game)).name == "Grizzly Bears"


def test_702_8_stunt_double_has_flash_and_copies():
    game = make(["Grizzly Bears"], ["Stunt Double", "Lightning Bolt"], ["Siege Rhino"])
    cast(game, "Lightning Bolt", "p1")
    cast(game, "Stunt Double")  # with a spell on the stack: flash
    resolve(game, find(game, "Siege Rhino"))
    assert any(game.chars(o).name == "Siege Rhino" and game.obj(o).controller == 0 for o in game.state.battlefield)


def test_707_9b_sculpting_steel_copies_an_artifact():
    game = make(["Mind Stone"], ["Sculpting Steel"])
    cast(game, "Sculpting Steel")
    resolve(game, find(game, "Mind Stone"))
    s = newest(game)
    assert game.chars(s).name == "Mind Stone" and len(game.activated_abilities(s)) == 2


def test_707_9b_copy_artifact_is_an_enchantment_in_addition():
    game = make(["Sol Ring"], ["Copy Artifact"])
    cast(game, "Copy Artifact")
    resolve(game, find(game, "Sol Ring"))
    c = newest(game)
    assert game.chars(c).card_types == ("Artifact", "Enchantment") and game.chars(c).name == "Sol Ring"
    game.perform(Activate(c, 0))
    assert str(game.state.players[0].pool).count("{C}") >= 2


def test_714_3a_copy_enchantment_copying_a_saga_gets_a_lore_counter_and_chapter_one():
    game = make(["History of Benalia"], ["Copy Enchantment"])
    cast(game, "Copy Enchantment")
    resolve(game)
    game.answer(find(game, "History of Benalia"))
    ce = newest(game)
    assert game.obj(ce).counters == {"lore": 1} and "Saga" in game.chars(ce).subtypes
    resolve(game)
    assert len(tokens(game, "Knight Token")) == 1


def test_303_4f_copy_enchantment_copying_an_aura_chooses_a_host():
    game = make(["{ card = \"Grizzly Bears\", ref = \"b\" }", "{ card = \"Rancor\", attached_to = \"b\", ref = \"r\" }",
                 "Llanowar Elves"], ["Copy Enchantment"])
    cast(game, "Copy Enchantment")
    resolve(game, game.refs["r"])
    assert game.pending.rule == "303.4f"
    game.answer(find(game, "Llanowar Elves"))
    assert game.chars(find(game, "Llanowar Elves")).power == 3


def test_707_9b_sakashima_keeps_its_name_is_legendary_and_returns_at_end_step():
    game = make(["Grizzly Bears"], ["Sakashima the Impostor"])
    cast(game, "Sakashima the Impostor")
    resolve(game, find(game, "Grizzly Bears"))
    s = newest(game)
    c = game.chars(s)
    assert c.name == "Sakashima the Impostor" and c.supertypes == ("Legendary",) and (c.power, c.toughness) == (2, 2)
    assert c.subtypes == ("Bear",)
    activate(game, s, "{2}{U}{U}")
    resolve(game)
    assert s in game.state.battlefield and game.state.delayed
    advance_to(game, 3, "end")
    resolve(game)
    assert s not in game.state.battlefield and hand(game, "Sakashima the Impostor")


def test_704_5j_two_sakashimas_copying_different_creatures_are_both_named_sakashima():
    game = make(["Grizzly Bears", "Llanowar Elves"], ["Sakashima the Impostor", "Sakashima the Impostor"])
    cast(game, "Sakashima the Impostor")
    resolve(game, find(game, "Grizzly Bears"))
    cast(game, "Sakashima the Impostor")
    resolve(game, find(game, "Llanowar Elves"))
    assert game.pending is not None and game.pending.rule == "704.5j"


# ------------------------------------------------------------------ token copies

def test_707_2_cackling_counterpart_creates_a_token_copy():
    game = make(["{ card = \"Wall of Omens\", tapped = true }"], ["Cackling Counterpart"])
    cast(game, "Cackling Counterpart", find(game, "Wall of Omens"))
    resolve(game)
    t = tokens(game, "Wall of Omens")
    assert len(t) == 1 and not game.obj(t[0]).tapped


def test_707_2_quasiduplicate_is_a_sorcery_token_copy():
    game = make(["Grizzly Bears"], ["Quasiduplicate", "Lightning Bolt"])
    cast(game, "Lightning Bolt", "p1")
    with pytest.raises(IllegalActionError, match="307.1"):
        cast(game, "Quasiduplicate", find(game, "Grizzly Bears"))
    resolve(game)
    cast(game, "Quasiduplicate", find(game, "Grizzly Bears"))
    resolve(game)
    assert len(tokens(game, "Grizzly Bears")) == 1


def test_707_9a_kiki_jiki_token_has_haste_and_is_sacrificed_at_end_step():
    game = make(["Kiki-Jiki, Mirror Breaker", "Grizzly Bears", "Isamaru, Hound of Konda"], [])
    kiki = find(game, "Kiki-Jiki, Mirror Breaker")
    with pytest.raises(IllegalActionError):
        activate(game, kiki, "{T}", find(game, "Isamaru, Hound of Konda"))  # legendary: not a legal target
    activate(game, kiki, "{T}", find(game, "Grizzly Bears"))
    resolve(game)
    tok = tokens(game, "Grizzly Bears")[0]
    assert game.chars(tok).has_keyword("haste")
    from sandbox.core.combat import can_attack
    assert can_attack(game, tok)
    advance_to(game, 3, "end")
    resolve(game)
    assert tok not in game.state.battlefield
    assert any(x.rule == "603.7" for x in game.log)


def test_707_9a_kiki_jiki_haste_is_copiable():
    game = make(["Kiki-Jiki, Mirror Breaker", "Grizzly Bears"], ["Clone"])
    activate(game, find(game, "Kiki-Jiki, Mirror Breaker"), "{T}", find(game, "Grizzly Bears"))
    resolve(game)
    tok = tokens(game, "Grizzly Bears")[0]
    cast(game, "Clone")
    resolve(game, tok)
    assert game.chars(newest(game)).has_keyword("haste")


def test_611_2c_helm_of_the_host_token_isnt_legendary_and_gains_haste_not_copiable():
    game = make(["Helm of the Host", "Isamaru, Hound of Konda"] + ["Island"] * 4, ["Clone"])
    helm, isamaru = find(game, "Helm of the Host"), find(game, "Isamaru, Hound of Konda")
    with pytest.raises(IllegalActionError):
        activate(game, helm, "Equip", find(game, "Helm of the Host"))
    activate(game, helm, "Equip", isamaru)
    resolve(game)
    assert game.obj(helm).attached_to == isamaru
    advance_to(game, 3, "beginning_of_combat")
    assert game.state.stack
    resolve(game)
    tok = tokens(game, "Isamaru, Hound of Konda")[0]
    assert "Legendary" not in game.chars(tok).supertypes and game.chars(tok).has_keyword("haste")
    assert game.pending is None
    advance_to(game, 3, "main2")
    cast(game, "Clone")
    resolve(game, tok)
    clone = newest(game)
    assert not game.chars(clone).has_keyword("haste") and "Legendary" not in game.chars(clone).supertypes


# ------------------------------------------------------------------ X and counters

def test_107_3m_hangarback_walker_counters_ability_and_thopters():
    game = make(["{ card = \"Hangarback Walker\", counters = { \"+1/+1\" = 1 } }"], ["Hangarback Walker", "Lightning Bolt"])
    old = find(game, "Hangarback Walker")
    activate(game, old, "{1}, {T}")
    resolve(game)
    assert game.obj(old).counters == {"+1/+1": 2}
    cast(game, "Hangarback Walker", x=1)
    resolve(game)
    new = newest(game)
    assert game.obj(new).counters == {"+1/+1": 1}
    cast(game, "Lightning Bolt", old)
    resolve(game)
    assert len(tokens(game, "Thopter Token")) == 2
    assert game.chars(tokens(game, "Thopter Token")[0]).has_keyword("flying")


def test_702_16_stonecoil_serpent_x_counters_and_protection_from_multicolored():
    game = make([], ["Stonecoil Serpent", "Gold Bolt (test card)", "Lightning Bolt"], extra=GOLD)
    cast(game, "Stonecoil Serpent", x=3)
    resolve(game)
    s = newest(game)
    c = game.chars(s)
    assert (c.power, c.toughness) == (3, 3) and c.has_keyword("reach") and c.has_keyword("trample")
    with pytest.raises(IllegalActionError):
        cast(game, "Gold Bolt (test card)", s)
    cast(game, "Lightning Bolt", s)  # monocolored: no protection
    resolve(game)
    assert s not in game.state.battlefield


def test_603_2_talrand_makes_a_drake_for_each_instant_or_sorcery_cast():
    game = make(["Talrand, Sky Summoner"], ["Lightning Bolt", "Grizzly Bears"])
    cast(game, "Lightning Bolt", "p1")
    resolve(game)
    cast(game, "Grizzly Bears")
    resolve(game)
    d = tokens(game, "Drake Token")
    assert len(d) == 1 and game.chars(d[0]).has_keyword("flying") and game.chars(d[0]).colors == frozenset("U")


# ------------------------------------------------------------------ animation

def test_106_12a_nissa_extra_green_and_plus_one_animates_a_land():
    game = make(["Nissa, Who Shakes the World", "{ card = \"Forest\", ref = \"f\", tapped = true }", "Forest"], [],
                pool="")
    nissa = find(game, "Nissa, Who Shakes the World")
    other = [o for o in game.state.battlefield if game.chars(o).name == "Forest" and o != game.refs["f"]][0]
    game.perform(Activate(other, 0))
    assert str(game.state.players[0].pool) == "{G}{G}"
    activate(game, nissa, "+1", game.refs["f"])
    resolve(game)
    f = game.refs["f"]
    c = game.chars(f)
    assert "Creature" in c.card_types and "Land" in c.card_types and "Elemental" in c.subtypes
    assert (c.power, c.toughness) == (3, 3) and c.has_keyword("haste") and c.has_keyword("vigilance")
    assert not game.obj(f).tapped and game.obj(nissa).counters["loyalty"] == 6


def test_613_living_lands_makes_forests_1_1_creatures():
    game = make(["Living Lands", "Forest", "Island"], [])
    f, i = find(game, "Forest"), find(game, "Island")
    assert (game.chars(f).power, game.chars(f).toughness) == (1, 1) and "Creature" in game.chars(f).card_types
    assert "Creature" not in game.chars(i).card_types


def test_613_6_march_of_the_machines_pt_equals_mana_value():
    game = make(["March of the Machines", "Sol Ring", "Mind Stone", "Grizzly Bears"], [])
    assert (game.chars(find(game, "Mind Stone")).power, game.chars(find(game, "Mind Stone")).toughness) == (2, 2)
    assert game.chars(find(game, "Sol Ring")).power == 1
    assert game.chars(find(game, "Grizzly Bears")).power == 2


def test_613_mycosynth_lattice_makes_everything_a_colorless_artifact():
    game = make(["Mycosynth Lattice", "Grizzly Bears", "Forest"], [])
    b, f = find(game, "Grizzly Bears"), find(game, "Forest")
    assert "Artifact" in game.chars(b).card_types and "Artifact" in game.chars(f).card_types
    assert game.chars(b).colors == frozenset()


def test_613_6_mycosynth_then_march_animates_lands():
    game = make(["Mycosynth Lattice", "March of the Machines", "Forest"], [])
    f = find(game, "Forest")
    c = game.chars(f)
    assert c.card_types == ("Land", "Artifact", "Creature") and (c.power, c.toughness) == (0, 0)
    game.perform(Pass())  # state-based actions: a 0/0 artifact creature land dies (704.5f)
    assert f not in game.state.battlefield


# ------------------------------------------------------------------ planeswalkers and Sagas

def test_606_liliana_plus_one_discard_and_minus_two_edict():
    game = make(["Liliana of the Veil"], ["Grizzly Bears"], ["Siege Rhino"], opp_hand=["Island"])
    lili = find(game, "Liliana of the Veil")
    activate(game, lili, "+1")
    resolve(game, hand(game, "Grizzly Bears"))
    assert not game.state.zone("hand", 0) and not game.state.zone("hand", 1)
    assert game.obj(lili).counters["loyalty"] == 4
    with pytest.raises(IllegalActionError, match="606.3"):
        activate(game, lili, "−2", "p1")
    advance_to(game, 5, "main1")
    activate(game, lili, "−2", "p1")
    resolve(game)
    assert not [o for o in game.state.battlefield if game.chars(o).name == "Siege Rhino"]


def test_714_the_eldest_reborn_three_chapters():
    game = make([], ["The Eldest Reborn"], ["Grizzly Bears"], opp_hand=["Island", "Forest"])
    cast(game, "The Eldest Reborn")
    resolve(game)
    bears_gy = find(game, "Grizzly Bears", "graveyard")
    assert bears_gy
    advance_to(game, 5, "main1")
    resolve(game, hand(game, "Island", 1))
    assert len(game.state.zone("hand", 1)) >= 1
    advance_to(game, 7, "main1")
    resolve(game, find(game, "Grizzly Bears", "graveyard"))
    bears = find(game, "Grizzly Bears")
    assert game.controller(bears) == 0
    assert not [o for o in game.state.battlefield if game.chars(o).name == "The Eldest Reborn"]


def test_702_155_the_elder_dragon_war_read_ahead_three_makes_a_dragon():
    game = make(["Grizzly Bears"], ["The Elder Dragon War"])
    cast(game, "The Elder Dragon War")
    resolve(game, 3)
    resolve(game)
    assert len(tokens(game, "Dragon Token")) == 1 and game.chars(find(game, "Grizzly Bears")).power == 2
    assert not [o for o in game.state.battlefield if game.chars(o).name == "The Elder Dragon War"]


def test_702_155_the_elder_dragon_war_chapter_one_and_two():
    game = make(["Grizzly Bears"], ["The Elder Dragon War", "Island", "Forest"], ["Llanowar Elves"])
    cast(game, "The Elder Dragon War")
    resolve(game, 1)
    resolve(game)
    assert game.state.players[1].life == 18 and "Llanowar Elves" not in [game.chars(o).name for o in game.state.battlefield]
    saga = find(game, "The Elder Dragon War")
    game.perform(Edit("counters", (("obj", saga), ("n", 1), ("kind", "lore"))))
    resolve(game, [hand(game, "Island"), hand(game, "Forest")])
    assert len(game.state.zone("hand", 0)) == 2 and find(game, "Island", "graveyard")


# ------------------------------------------------------------------ Auras and creatures

def test_303_rancor_pumps_and_returns_to_hand():
    game = make(["{ card = \"Grizzly Bears\", ref = \"b\" }", "{ card = \"Rancor\", attached_to = \"b\" }"],
                ["Lightning Bolt"])
    b = game.refs["b"]
    assert game.chars(b).power == 4 and game.chars(b).has_keyword("trample")
    cast(game, "Lightning Bolt", b)
    resolve(game)
    assert hand(game, "Rancor")


def test_613_ethereal_armor_counts_enchantments():
    game = make(["{ card = \"Grizzly Bears\", ref = \"b\" }", "{ card = \"Ethereal Armor\", attached_to = \"b\" }",
                 "Living Lands"], [])
    c = game.chars(game.refs["b"])
    assert (c.power, c.toughness) == (4, 4) and c.has_keyword("first strike")


def test_702_11_gladecover_scout_hexproof():
    game = make(["Gladecover Scout"], ["Giant Growth"], opp_hand=["Lightning Bolt"], opp_pool="{R}")
    scout = find(game, "Gladecover Scout")
    cast(game, "Giant Growth", scout)
    with pytest.raises(IllegalActionError):
        cast(game, "Lightning Bolt", scout, player=1)


def test_601_2f_thalia_taxes_noncreature_spells():
    game = make(["Thalia, Guardian of Thraben"], ["Lightning Bolt", "Grizzly Bears"], pool="{R}{G}")
    cast(game, "Lightning Bolt", "p1")  # {R} plus the {1} tax, paid with the {G}
    assert not game.state.players[0].pool and any(x.rule == "601.2f" and "{1}" in x.text for x in game.log)
    game = make(["Thalia, Guardian of Thraben"], ["Lightning Bolt", "Grizzly Bears"], pool="{R}")
    with pytest.raises(IllegalActionError):
        cast(game, "Lightning Bolt", "p1")
    game = make(["Thalia, Guardian of Thraben"], ["Lightning Bolt", "Grizzly Bears"], pool="{G}{G}")
    cast(game, "Grizzly Bears")
    resolve(game)
    assert find(game, "Grizzly Bears")
    assert game.chars(find(game, "Thalia, Guardian of Thraben")).has_keyword("first strike")


def test_702_3_wall_of_omens_draws_and_cant_attack():
    game = make([], ["Wall of Omens"])
    cast(game, "Wall of Omens")
    resolve(game)
    assert len(game.state.zone("hand", 0)) == 1
    from sandbox.core.combat import can_attack
    assert not can_attack(game, find(game, "Wall of Omens"))


def test_115_7_redirect_changes_a_spells_target():
    game = make(["Grizzly Bears"], ["Lightning Bolt", "Redirect"], ["Llanowar Elves"])
    bolt = cast(game, "Lightning Bolt", find(game, "Grizzly Bears"))
    cast(game, "Redirect", bolt)
    resolve(game, find(game, "Llanowar Elves"))
    assert find(game, "Grizzly Bears") and "Llanowar Elves" not in [game.chars(o).name for o in game.state.battlefield]


def test_707_4_mirrorweave_becomes_copies_until_end_of_turn_keeping_counters_and_effects():
    game = make(["Grizzly Bears", "{ card = \"Hangarback Walker\", counters = { \"+1/+1\" = 2 } }", "Siege Rhino",
                 "Vesuvan Duplimancy"], ["Giant Growth", "Mirrorweave"], ["Llanowar Elves"])
    bears, walker, rhino = find(game, "Grizzly Bears"), find(game, "Hangarback Walker"), find(game, "Siege Rhino")
    elves = find(game, "Llanowar Elves")
    cast(game, "Giant Growth", rhino)
    resolve(game)
    life = game.state.players[1].life
    cast(game, "Mirrorweave", bears)
    resolve(game)
    for oid in (walker, rhino, elves):
        assert game.chars(oid).name == "Grizzly Bears"
    assert game.chars(walker).power == 4  # 2/2 copy + its own two counters (707.4)
    assert game.chars(rhino).power == 5  # 2/2 copy + Giant Growth, a non-copy effect that stays
    assert game.state.players[1].life == life  # nothing entered: no Rhino ETB
    assert "until end of turn (707.4)" in game.explain(walker)
    advance_to(game, 4, "upkeep")
    assert game.chars(walker).name == "Hangarback Walker" and game.chars(walker).power == 2
    assert game.chars(rhino).name == "Siege Rhino" and game.chars(rhino).power == 4


def test_702_10_kiki_jiki_has_haste_itself():
    game = make(["Grizzly Bears"], ["Kiki-Jiki, Mirror Breaker"], pool="{2}{R}{R}{R}".replace("{2}", "{C}{C}"))
    cast(game, "Kiki-Jiki, Mirror Breaker")
    resolve(game)
    kiki = find(game, "Kiki-Jiki, Mirror Breaker")
    assert game.is_sick(kiki)  # it came under your control this turn...
    activate(game, kiki, "{T}", find(game, "Grizzly Bears"))  # ...but haste lets it pay {T} (302.6)
    resolve(game)
    assert len(tokens(game, "Grizzly Bears")) == 1


def test_707_5_copy_choice_is_undoable_exactly():
    game = make(["Siege Rhino"], ["Phantasmal Image"])
    _ = game.state.stack  # (reading the stack creates its empty zone list; do it before the fingerprint)
    before = game.fingerprint()
    cast(game, "Phantasmal Image")
    resolve(game)
    game.answer(find(game, "Siege Rhino"))
    resolve(game)
    assert game.state.players[1].life == 17
    while game.history:
        game.undo()
    assert game.fingerprint() == before


SPRAWL = '''
[[card]]
name = "Chosen Sprawl (test card)"
mana_cost = "{G}"
type_line = "Enchantment — Aura"
oracle = "Enchant Forest\\nAs this Aura enters, choose a color.\\nWhenever enchanted Forest is tapped for mana, its controller adds an additional one mana of the chosen color. (Utopia Sprawl's text, as a test card.)"
abilities = [
  "Enchant Forest",
  { replacement = { replaces = "enters", choose_color = true, text = "As this Aura enters, choose a color." } },
  { triggered = { on = "tapped_for_mana", what = "enchanted", text = "Whenever enchanted Forest is tapped for mana, its controller adds an additional one mana of the chosen color.", effects = [ { add_mana = { add = "chosen_color", who = "trigger.player" } } ] } },
]
'''


def test_707_6_copy_enchantment_of_an_aura_makes_its_own_as_enters_choice():
    game = make(["{ card = \"Forest\", ref = \"f1\" }", "{ card = \"Chosen Sprawl (test card)\", attached_to = \"f1\", chosen_color = \"G\", ref = \"s\" }",
                 "{ card = \"Forest\", ref = \"f2\" }"], ["Copy Enchantment"], extra=SPRAWL, pool="{U}{U}{U}")
    cast(game, "Copy Enchantment")
    resolve(game)
    game.answer(game.refs["s"])  # copy the Sprawl
    assert game.pending.rule == "614.12"  # a new color choice: the original's choice isn't copied
    game.answer("R")
    assert game.pending.rule == "303.4f"
    game.answer(game.refs["f2"])  # enchant the other Forest
    copy = newest(game)
    # (the permanent also knows the colors of mana spent to cast it, 702.44a: not a choice)
    assert {k: v for k, v in game.obj(copy).chosen.items() if k != "colors_spent"} == {"color": "R"}
    assert game.obj(copy).attached_to == game.refs["f2"]
    game.perform(Activate(game.refs["f2"], 0))
    assert sorted(m.type for m, n in game.state.players[0].pool.amounts.items() for _ in range(n)) == ["G", "R"]
