"""Machine God's Effigy rulings E01-E11 (seed 000): real cards, real casting and resolution."""

from __future__ import annotations

import pytest

from sandbox import Activate, Edit, Pass
from sandbox.core.layers import copiable_values
from sandbox.errors import IllegalActionError

from ..conftest import pass_until_decision
from .copyhelp import activate, cast, find, loyalty_abilities, make, mana_abilities, newest, resolve

ANIMATOR = '''
[[card]]
name = "Planeswalker Animator (test card)"
mana_cost = "{1}"
type_line = "Enchantment"
oracle = "Planeswalkers are 4/4 Dragon creatures in addition to their other types. (A stand-in for Sarkhan the Masterless's +1, which isn't in CARDS.md.)"
abilities = [ { static = { text = "Planeswalkers are 4/4 Dragon creatures in addition to their other types.", effects = [ { affects = "planeswalker", add_card_types = ["Creature"], add_subtypes = ["Dragon"], set_pt = [4, 4] } ] } } ]

[[card]]
name = "Enchantment Animator (test card)"
mana_cost = "{1}"
type_line = "Artifact"
oracle = "Each other non-Aura enchantment is a creature in addition to its other types with base power and toughness each equal to its mana value. (An Opalescence-like test card.)"
abilities = [ { static = { text = "Each non-Aura enchantment is a creature with base power and toughness each equal to its mana value.", effects = [ { affects = "nonaura enchantment", add_card_types = ["Creature"], pt_equal_mv = true } ] } } ]

[[card]]
name = "Return Together (test card)"
mana_cost = "{1}"
type_line = "Sorcery"
oracle = "Return all artifact, creature and enchantment cards from your graveyard to the battlefield. (A test card: they enter at the same time.)"
effects = [ { return_all = { filter = "artifact or creature or enchantment" } } ]
'''


def effigy_copy(game, choice) -> int:
    cast(game, "Machine God's Effigy")
    resolve(game)
    assert game.pending is not None and game.pending.kind == "copy" and game.pending.rule.startswith("707.5")
    game.answer(choice)
    return newest(game)


# ------------------------------------------------------------------ E01

def test_E01_effigy_copying_animated_forest_is_basic_artifact_named_forest_with_only_blue_mana():
    game = make(["Living Lands", "{ card = \"Forest\", ref = \"forest\" }"], ["Machine God's Effigy"])
    forest = game.refs["forest"]
    assert "Creature" in game.chars(forest).card_types  # Living Lands made it a creature
    e = effigy_copy(game, forest)
    c = game.chars(e)
    assert c.name == "Forest"
    assert c.supertypes == ("Basic",) and c.card_types == ("Artifact",) and c.subtypes == ()
    assert mana_abilities(game, e) == ["{T}: Add {U}."]
    assert set(game.could_produce(e)) == {"U"}
    game.perform(Activate(e, 0))
    assert "U" in str(game.state.players[0].pool) and "Creature" not in c.card_types


def test_E01_effigy_copying_forest_animated_by_nissa_has_no_intrinsic_green_ability():
    game = make(["Nissa, Who Shakes the World", "{ card = \"Forest\", ref = \"forest\" }"], ["Machine God's Effigy"])
    nissa = find(game, "Nissa, Who Shakes the World")
    activate(game, nissa, "+1", game.refs["forest"])
    resolve(game)
    forest = game.refs["forest"]
    assert game.chars(forest).power == 3 and "Elemental" in game.chars(forest).subtypes
    e = effigy_copy(game, forest)
    assert game.chars(e).name == "Forest" and game.chars(e).subtypes == ()
    assert mana_abilities(game, e) == ["{T}: Add {U}."]
    assert "{T}: Add {G}." not in " ".join(mana_abilities(game, e))
    assert not game.obj(e).counters


# ------------------------------------------------------------------ E02

def _effigy_jace():
    game = make(["Planeswalker Animator (test card)"], ["Machine God's Effigy", "Lightning Bolt"],
                ["Jace Beleren"], library=["Island"] * 10, extra=ANIMATOR)
    jace = find(game, "Jace Beleren")
    assert "Creature" in game.chars(jace).card_types
    e = effigy_copy(game, jace)
    return game, e


def test_E02_effigy_copying_animated_planeswalker_has_loyalty_abilities_but_is_only_an_artifact():
    game, e = _effigy_jace()
    c = game.chars(e)
    assert c.name == "Jace Beleren" and c.card_types == ("Artifact",) and "Legendary" in c.supertypes
    assert len(loyalty_abilities(game, e)) == 3  # +2, −1, −10
    assert "loyalty" not in game.obj(e).counters
    assert e in game.state.battlefield  # 0 loyalty, but not a planeswalker: no 704.5i
    assert any(x.rule == "306.5b" and e in x.ids and "isn't a planeswalker" in x.text for x in game.log)
    assert not any(x.rule == "704.5i" and e in x.ids for x in game.log)


def test_E02_effigy_planeswalker_copy_one_loyalty_ability_per_turn():
    game, e = _effigy_jace()
    hand_before = len(game.state.zone("hand", 0))
    activate(game, e, "+2")
    assert game.obj(e).counters.get("loyalty") == 2
    with pytest.raises(IllegalActionError, match="606.3"):
        activate(game, e, "+2")
    resolve(game)
    assert len(game.state.zone("hand", 0)) == hand_before + 1
    with pytest.raises(IllegalActionError, match="606.3"):
        activate(game, e, "−1", "p0")


def test_E02_effigy_planeswalker_copy_cant_be_attacked_or_dealt_damage():
    game, e = _effigy_jace()
    # Damage: Lightning Bolt can't even target it (not a creature, planeswalker or battle).
    with pytest.raises(IllegalActionError):
        cast(game, "Lightning Bolt", e)
    assert "Planeswalker" not in game.chars(e).card_types


def test_E02_effigy_walker_made_a_creature_takes_damage_without_losing_loyalty():
    game = make(["Planeswalker Animator (test card)", "Walking Ballista"],
                ["Machine God's Effigy", "March of the Machines"], ["Jace Beleren"], library=["Island"] * 10, extra=ANIMATOR)
    ballista = find(game, "Walking Ballista")
    game.obj(ballista).counters["+1/+1"] = 2
    game.touch()
    e = effigy_copy(game, find(game, "Jace Beleren"))
    activate(game, e, "+2")
    resolve(game)
    assert game.obj(e).counters["loyalty"] == 2
    cast(game, "March of the Machines")
    resolve(game)
    c = game.chars(e)
    assert "Creature" in c.card_types and (c.power, c.toughness) == (3, 3)  # mana value of Jace
    activate(game, ballista, "Remove a +1/+1 counter", e)
    resolve(game)
    assert game.obj(e).damage == 1
    assert game.obj(e).counters["loyalty"] == 2  # 120.3c applies to planeswalkers only


def test_E02_attack_options_never_include_an_effigy_copying_a_planeswalker():
    # the opponent's Effigy copies your Jace (preset copy_of link); they also have a real Liliana
    game = make(["Grizzly Bears", "{ card = \"Jace Beleren\", ref = \"j\" }"], [],
                ["Liliana of the Veil", "{ card = \"Machine God's Effigy\", copy_of = \"j\", ref = \"e\" }"])
    e = game.refs["e"]
    assert game.chars(e).name == "Jace Beleren" and game.chars(e).card_types == ("Artifact",)
    for _ in range(6):
        game.perform(Pass())  # to beginning of combat, then declare attackers
        if game.pending:
            break
    assert game.pending is not None and game.pending.kind == "attackers"
    labels = [o.label for o in game.pending.options]
    assert any("Liliana of the Veil" in lab for lab in labels)
    assert not any(f"#{e}" in lab for lab in labels)




def _finish_combat(game) -> None:
    for _ in range(10):
        if game.state.step in ("end_of_combat", "main2"):
            return
        game.perform(Pass())


def test_E02_effigy_walker_made_a_creature_blocks_takes_combat_damage_keeps_loyalty_and_cant_be_attacked():
    # the opponent's Effigy copies your Jace and has 2 loyalty; March of the Machines makes it a 3/3 creature
    game = make(["Grizzly Bears", "{ card = \"Jace Beleren\", ref = \"j\" }"], [],
                ["March of the Machines",
                 "{ card = \"Machine God's Effigy\", copy_of = \"j\", ref = \"e\", counters = { loyalty = 2 } }"])
    e, bears = game.refs["e"], find(game, "Grizzly Bears")
    c = game.chars(e)
    assert "Creature" in c.card_types and "Planeswalker" not in c.card_types and (c.power, c.toughness) == (3, 3)
    d = pass_until_decision(game, "attackers")
    assert not any(o.value.endswith(f">{e}") for o in d.options)  # 508.1b: only players and planeswalkers
    game.answer(f"{bears}>p1")
    d = pass_until_decision(game, "blockers")
    game.answer(f"{e}>{bears}")
    _finish_combat(game)
    assert e in game.state.battlefield and game.obj(e).damage == 2  # marked as on a creature (120.3e)
    assert game.obj(e).counters["loyalty"] == 2  # no 120.3c: it isn't a planeswalker
    assert bears not in game.state.battlefield


def test_E02_effigy_walker_made_a_creature_attacks_and_is_dealt_combat_damage_without_losing_loyalty():
    game = make(["March of the Machines",
                 "{ card = \"Machine God's Effigy\", copy_of = \"j\", ref = \"e\", counters = { loyalty = 3 } }"], [],
                ["Grizzly Bears", "{ card = \"Jace Beleren\", ref = \"j\" }"])
    e, bears = game.refs["e"], find(game, "Grizzly Bears")
    pass_until_decision(game, "attackers")
    game.answer(f"{e}>p1")
    pass_until_decision(game, "blockers")
    game.answer(f"{bears}>{e}")
    _finish_combat(game)
    assert e in game.state.battlefield and game.obj(e).damage == 2
    assert game.obj(e).counters["loyalty"] == 3
    assert not any(x.rule == "120.3c" and f"#{e}" in x.text for x in game.log)


# ------------------------------------------------------------------ E03

@pytest.mark.parametrize("graveyard", [["Machine God's Effigy", "Siege Rhino"], ["Siege Rhino", "Machine God's Effigy"]],
                         ids=["effigy_first", "effigy_last"])
def test_E03_effigy_cant_copy_a_creature_entering_at_the_same_time(graveyard):
    # both graveyard orders: an engine entering the cards one at a time would offer the Rhino when the Effigy comes last
    game = make([], ["Return Together (test card)"], you_gy=graveyard, opp_bf=["Grizzly Bears"], extra=ANIMATOR)
    bears = find(game, "Grizzly Bears")
    cast(game, "Return Together (test card)")
    resolve(game)
    assert game.pending is not None and game.pending.kind == "copy"
    assert [o.value for o in game.pending.options] == [bears]
    game.answer(bears)
    resolve(game)
    names = sorted(game.chars(o).name for o in game.state.battlefield)
    assert names == ["Grizzly Bears", "Grizzly Bears", "Siege Rhino"]


# ------------------------------------------------------------------ E04

def test_E04_effigy_copying_a_token_copies_stated_values_and_is_not_a_token():
    game = make(["Young Pyromancer"], ["Lightning Bolt", "Giant Growth", "Machine God's Effigy"])
    cast(game, "Lightning Bolt", "p1")
    resolve(game)
    token = find(game, "Elemental Token")
    assert game.obj(token).kind == "token"
    # change the token first (non-copy effects): +3/+3 until end of turn and two +1/+1 counters: a 6/6 now
    cast(game, "Giant Growth", token)
    resolve(game)
    game.perform(Edit("counters", (("obj", token), ("n", 2), ("kind", "+1/+1"))))
    assert (game.chars(token).power, game.chars(token).toughness) == (6, 6)
    e = effigy_copy(game, token)
    c = game.chars(e)
    assert c.name == "Elemental Token" and c.colors == frozenset("R") and c.card_types == ("Artifact",)
    assert (c.power, c.toughness) == (None, None)  # an artifact, not a creature: no P/T (208.3)
    values = copiable_values(game, game.obj(e))[0]
    assert (values.power, values.toughness) == (1, 1)  # the values the creating effect stated (707.2, 111.3)
    assert c.subtypes == () and game.obj(e).kind == "card" and not game.obj(e).counters
    assert "707.3" in {x.rule for x in game.log}


# ------------------------------------------------------------------ E05

def test_E05_copy_ignores_counters_auras_tapped_state_and_non_copy_effects():
    game = make(["{ card = \"Siege Rhino\", ref = \"rhino\", tapped = true, counters = { \"+1/+1\" = 2 } }",
                 "{ card = \"Rancor\", attached_to = \"rhino\" }"], ["Giant Growth", "Machine God's Effigy"])
    rhino = game.refs["rhino"]
    cast(game, "Giant Growth", rhino)
    resolve(game)
    assert game.chars(rhino).power == 4 + 2 + 2 + 3
    e = effigy_copy(game, rhino)
    c = game.chars(e)
    assert c.name == "Siege Rhino" and c.mana_cost == ("1", "W", "B", "G")
    assert c.colors == frozenset("WBG")  # printed colors, from the copied mana cost (707.2a)
    assert c.card_types == ("Artifact",) and c.subtypes == ()  # 205.3d: no creature types
    assert c.power is None and c.toughness is None  # 208.3: a noncreature permanent has no P/T
    assert copiable_values(game, game.obj(e))[0].power == 4  # though 4/5 is among its copiable values
    assert not game.obj(e).tapped and not game.obj(e).counters and game.obj(e).attached_to is None
    assert not any(game.obj(o).attached_to == e for o in game.state.battlefield)
    assert [a.text for a in c.abilities if a.kind == "keyword"] == ["Trample"]
    assert mana_abilities(game, e) == ["{T}: Add {U}."]


# ------------------------------------------------------------------ E06

def test_E06_x_in_copied_mana_cost_is_zero():
    game = make([], ["Endless One", "Machine God's Effigy", "March of the Machines"])
    cast(game, "Endless One", x=3)
    resolve(game)
    one = find(game, "Endless One")
    assert game.obj(one).counters == {"+1/+1": 3}
    e = effigy_copy(game, one)
    assert game.chars(e).mana_cost == ("X",)
    assert not game.obj(e).counters  # Effigy wasn't cast with an X: "enters with X" gives 0 (107.3m)
    assert any(x.rule == "614.1c" and e in x.ids and "X=0" in x.text for x in game.log)
    cast(game, "March of the Machines")
    resolve(game)
    assert e not in game.state.battlefield  # a 0/0 creature (P/T = mana value 0) dies to 704.5f
    lk = game.state.lki[e]
    # March reads the copy's mana value (layer 7b): 0, not the 3 the original was cast with
    assert "Creature" in lk.chars.card_types and (lk.chars.power, lk.chars.toughness) == (0, 0)


# ------------------------------------------------------------------ E07

def test_E07_effigy_copying_a_clone_becomes_what_the_clone_copied():
    game = make(["Siege Rhino"], ["Clone", "Machine God's Effigy"])
    cast(game, "Clone")
    resolve(game, find(game, "Siege Rhino"))
    clone = newest(game)
    resolve(game)
    e = effigy_copy(game, clone)
    c = game.chars(e)
    assert c.name == "Siege Rhino" and c.card_types == ("Artifact",) and (c.power, c.toughness) == (None, None)
    values = copiable_values(game, game.obj(e))[0]
    assert (values.power, values.toughness) == (4, 5)  # the Rhino's, copied through the Clone (707.3)
    text = game.explain(e)
    assert f"layer 1: copy of Siege Rhino #{clone} (Clone) (via Siege Rhino #" in text
    assert "exceptions: it's an artifact" in text


def test_E07_effigy_copying_phantasmal_image_keeps_image_exceptions():
    game = make(["Grizzly Bears"], ["Phantasmal Image", "Machine God's Effigy"])
    cast(game, "Phantasmal Image")
    resolve(game, find(game, "Grizzly Bears"))
    image = newest(game)
    e = effigy_copy(game, image)
    c = game.chars(e)
    # 707.9b: the Image's exceptions are copiable: Illusion (artifact subtypes only though) and the trigger.
    assert c.name == "Grizzly Bears" and c.card_types == ("Artifact",) and c.subtypes == ()
    assert any(a.kind == "triggered" and a.on == "becomes_target" for a in c.abilities)


# ------------------------------------------------------------------ E08

def test_E08_effigy_can_choose_an_opponents_hexproof_creature():
    game = make([], ["Machine God's Effigy"], ["Slippery Bogle", "Gladecover Scout"])
    cast(game, "Machine God's Effigy")
    resolve(game)
    values = [o.value for o in game.pending.options]
    assert find(game, "Slippery Bogle") in values and find(game, "Gladecover Scout") in values
    game.answer(find(game, "Gladecover Scout"))
    e = newest(game)
    assert game.chars(e).name == "Gladecover Scout" and game.chars(e).has_keyword("hexproof")
    assert not any(x.kind == "trigger" and "becomes the target" in x.text for x in game.log)


# ------------------------------------------------------------------ E09

def test_E09_copied_etb_trigger_fires_on_effigy():
    game = make(["Wall of Omens"], ["Machine God's Effigy"])
    n = len(game.state.zone("hand", 0))
    e = effigy_copy(game, find(game, "Wall of Omens"))
    assert game.state.stack and game.obj(game.state.stack[-1]).source == e
    resolve(game)
    assert len(game.state.zone("hand", 0)) == n - 1 + 1


def test_E09_copied_enters_with_counters_applies_even_on_a_noncreature():
    game = make([], ["Hangarback Walker", "Machine God's Effigy"])
    cast(game, "Hangarback Walker", x=2)
    resolve(game)
    e = effigy_copy(game, find(game, "Hangarback Walker"))
    # the replacement applies (X = 0 for the Effigy, 107.3m), logged on the copy
    assert any(x.rule == "614.1c" and e in x.ids and "enters with 0 +1/+1" in x.text for x in game.log)
    assert e in game.state.battlefield and "Creature" not in game.chars(e).card_types


# ------------------------------------------------------------------ E10

def _effigy_saga():
    game = make(["Enchantment Animator (test card)", "History of Benalia"], ["Machine God's Effigy"],
                extra=ANIMATOR)
    saga = find(game, "History of Benalia")
    assert "Creature" in game.chars(saga).card_types
    e = effigy_copy(game, saga)
    return game, e


def test_E10_effigy_copying_animated_saga_has_chapters_but_no_lore_counter():
    game, e = _effigy_saga()
    c = game.chars(e)
    assert c.card_types == ("Artifact",) and "Saga" not in c.subtypes
    assert sum(1 for a in c.abilities if getattr(a, "on", "") == "lore") == 2
    assert "lore" not in game.obj(e).counters and not game.state.stack


def test_E10_effigy_saga_copy_gets_no_lore_counter_each_turn_and_is_never_sacrificed():
    game, e = _effigy_saga()
    knights = lambda: sum(1 for o in game.state.battlefield if game.chars(o).name == "Knight Token")  # noqa: E731
    # Put lore counters on it (sandbox edit): the matching chapter abilities trigger.
    game.perform(Edit("counters", (("obj", e), ("n", 2), ("kind", "lore"))))
    # 714.2c: crossing chapters I and II triggers "I, II" once for each chapter; the two are
    # identical, so no order is asked (603.3b)
    assert game.pending is None and len(game.state.stack) == 2
    resolve(game)
    assert knights() == 2
    game.perform(Edit("counters", (("obj", e), ("n", 1), ("kind", "lore"))))
    resolve(game)
    assert game.obj(e).counters["lore"] == 3
    assert e in game.state.battlefield  # 714.4 only sacrifices Sagas
    # a whole turn cycle: no lore counter at the precombat main phase (714.3b)
    saga = find(game, "History of Benalia")
    saga_lore = game.obj(saga).counters["lore"]
    for _ in range(60):
        if game.state.turn == 5 and game.state.step == "main1":
            break
        if game.pending:
            game.answer(*([] if game.pending.min == 0 else [game.pending.options[0].value]))
            continue
        game.perform(Pass())
    assert game.state.turn == 5 and game.obj(e).counters["lore"] == 3
    assert game.obj(saga).counters["lore"] == saga_lore + 1  # the real Saga did get its counter that turn


# ------------------------------------------------------------------ E11

def test_E11_effigy_copying_your_legendary_creature_triggers_the_legend_rule():
    game = make(["Isamaru, Hound of Konda"], ["Machine God's Effigy"])
    isamaru = find(game, "Isamaru, Hound of Konda")
    cast(game, "Machine God's Effigy")
    resolve(game)
    game.answer(isamaru)
    assert game.pending is not None and game.pending.rule == "704.5j"
    e = newest(game)
    assert game.chars(e).supertypes == ("Legendary",) and game.chars(e).card_types == ("Artifact",)
    game.answer(e)
    assert isamaru not in game.state.battlefield and e in game.state.battlefield


def test_E11_effigy_keeps_supertypes_and_artifact_subtypes_but_not_other_subtypes():
    game = make(["March of the Machines", "Helm of the Host"], ["Machine God's Effigy"])
    helm = find(game, "Helm of the Host")
    assert "Creature" in game.chars(helm).card_types  # March made the Equipment a 4/4 creature
    cast(game, "Machine God's Effigy")
    resolve(game)
    game.answer(helm)
    assert game.pending is not None and game.pending.rule == "704.5j"  # two legendary Helms
    e = newest(game)
    c = game.chars(e)
    assert c.supertypes == ("Legendary",) and c.subtypes == ("Equipment",)
    game.answer(helm)
    assert e not in game.state.battlefield


def test_E11_effigy_drops_creature_subtypes():
    game = make(["Llanowar Elves"], ["Machine God's Effigy"])
    e = effigy_copy(game, find(game, "Llanowar Elves"))
    c = game.chars(e)
    assert c.subtypes == () and c.card_types == ("Artifact",)
    assert mana_abilities(game, e) == ["{T}: Add {G}.", "{T}: Add {U}."]


def test_E10_effigy_copying_a_read_ahead_saga_uses_read_ahead_and_isnt_sacrificed():
    game = make(["Enchantment Animator (test card)", "The Elder Dragon War"], ["Machine God's Effigy"],
                extra=ANIMATOR)
    saga = find(game, "The Elder Dragon War")
    e = effigy_copy(game, saga)
    assert game.pending is not None and game.pending.rule == "702.155a"
    game.answer(3)
    assert game.obj(e).counters == {"lore": 3}
    resolve(game)
    assert sum(1 for o in game.state.battlefield if game.chars(o).name == "Dragon Token") == 1  # only III
    assert e in game.state.battlefield and game.chars(e).card_types == ("Artifact",)


def test_E10_log_says_why_no_lore_counter():
    game, e = _effigy_saga()
    assert any(x.rule == "714.3a" and "isn't a Saga" in x.text for x in game.log)


# ------------------------------------------------------------------ M7 on an Effigy (302.6)

def test_M7_effigy_that_just_entered_taps_for_blue_but_not_once_an_effect_makes_it_a_creature():
    # Not a creature: 302.6 doesn't apply, so its {T} ability works the turn it enters.
    game = make(["Grizzly Bears"], ["Machine God's Effigy"], pool="{C}{C}{C}{U}")
    e = effigy_copy(game, find(game, "Grizzly Bears"))
    assert game.is_sick(e) and "Creature" not in game.chars(e).card_types
    game.perform(Activate(e, 0))
    assert str(game.state.players[0].pool) == "{U}" and game.obj(e).tapped
    # The same Effigy made a creature by March of the Machines: now its {T} needs 302.6.
    game = make(["Grizzly Bears", "March of the Machines"], ["Machine God's Effigy"], pool="{C}{C}{C}{U}")
    e = effigy_copy(game, find(game, "Grizzly Bears"))
    assert "Creature" in game.chars(e).card_types and (game.chars(e).power, game.chars(e).toughness) == (2, 2)
    with pytest.raises(IllegalActionError, match="302.6"):
        game.perform(Activate(e, 0))
    assert str(game.state.players[0].pool) == "empty" and not game.obj(e).tapped
