"""Vesuvan Duplimancy rulings D01-D09 (seed 002): token copies made by a cast trigger."""

from __future__ import annotations

from sandbox import Pass

from .copyhelp import cast, find, make, newest, resolve

DOUBLE = '''
[[card]]
name = "Twin Boost (test card)"
mana_cost = "{G}"
type_line = "Instant"
oracle = "Two target creatures each get +1/+1 until end of turn. (A test card with two targets.)"
targets = { filter = "creature", count = 2 }
effects = [ { pump = { on = "target", power = 1, toughness = 1 } }, { pump = { on = "target2", power = 1, toughness = 1 } } ]
'''


def tokens_named(game, name):
    return [o for o in game.state.battlefield if game.chars(o).name == name and game.obj(o).kind == "token"]


def test_D01_token_copy_triggers_copied_etb_and_enters_with_applies():
    game = make(["Vesuvan Duplimancy", "Siege Rhino"], ["Giant Growth"])
    cast(game, "Giant Growth", find(game, "Siege Rhino"))
    assert len(game.state.stack) == 2 and game.obj(game.state.stack[-1]).kind == "ability"  # resolves first
    resolve(game)
    assert len(tokens_named(game, "Siege Rhino")) == 1
    assert game.state.players[1].life == 17 and game.state.players[0].life == 23


def test_D01_token_copy_of_wall_of_omens_draws():
    game = make(["Vesuvan Duplimancy", "Wall of Omens"], ["Giant Growth"])
    n = len(game.state.zone("hand", 0))
    cast(game, "Giant Growth", find(game, "Wall of Omens"))
    resolve(game)
    assert len(tokens_named(game, "Wall of Omens")) == 1
    assert len(game.state.zone("hand", 0)) == n - 1 + 1  # Wall's ETB drew a card


def test_D02_token_copies_printed_values_only():
    game = make(["Vesuvan Duplimancy", "Nissa, Who Shakes the World",
                 "{ card = \"Grizzly Bears\", ref = \"bears\", tapped = true, counters = { \"+1/+1\" = 1 } }",
                 "{ card = \"Rancor\", attached_to = \"bears\" }"], ["Giant Growth"],
                extra='''
[[effect]]
on = "bears"
become = { types = ["Artifact", "Creature"], colors = ["U"], pt = [5, 5] }
''')
    bears = game.refs["bears"]
    assert game.chars(bears).power == 5 + 1 + 2
    cast(game, "Giant Growth", bears)
    resolve(game)
    tok = tokens_named(game, "Grizzly Bears")[0]
    c = game.chars(tok)
    assert (c.power, c.toughness) == (2, 2) and c.card_types == ("Creature",) and c.colors == frozenset("G")
    assert not game.obj(tok).tapped and not game.obj(tok).counters
    assert not any(game.obj(o).attached_to == tok for o in game.state.battlefield)


def test_D03_changed_target_token_still_copies_original_target():
    game = make(["Vesuvan Duplimancy", "Siege Rhino", "Grizzly Bears"], ["Giant Growth", "Redirect"])
    rhino, bears = find(game, "Siege Rhino"), find(game, "Grizzly Bears")
    gg = cast(game, "Giant Growth", rhino)
    trigger = game.state.stack[-1]
    assert game.obj(trigger).kind == "ability"
    cast(game, "Redirect", gg)
    game.perform(Pass())
    game.perform(Pass())  # Redirect resolves: choose Grizzly Bears as Giant Growth's new target
    assert game.pending is not None and game.pending.rule == "115.7"
    game.answer(bears)
    assert game.obj(gg).targets == [bears]
    resolve(game)
    assert len(tokens_named(game, "Siege Rhino")) == 1 and not tokens_named(game, "Grizzly Bears")
    assert game.chars(bears).power == 5  # Giant Growth hit its new target


def test_D04_token_of_a_clone_is_what_the_clone_copied():
    game = make(["Vesuvan Duplimancy", "Wall of Omens"], ["Clone", "Giant Growth"])
    cast(game, "Clone")
    resolve(game, find(game, "Wall of Omens"))
    clone = newest(game)
    resolve(game)
    cast(game, "Giant Growth", clone)
    resolve(game)
    toks = tokens_named(game, "Wall of Omens")
    assert len(toks) == 1
    c = game.chars(toks[0])
    assert (c.power, c.toughness) == (0, 4) and c.has_keyword("defender")
    assert "via Wall of Omens" in game.explain(toks[0])


def test_D05_x_in_copied_cost_is_zero_and_counters_are_not_copied():
    game = make(["Vesuvan Duplimancy"], ["Endless One", "Giant Growth"])
    cast(game, "Endless One", x=3)
    resolve(game)
    one = find(game, "Endless One")
    cast(game, "Giant Growth", one)
    game.perform(Pass())
    game.perform(Pass())  # the trigger resolves: a 0/0 token with X=0 counters
    lk = {oid: lk for oid, lk in game.state.lki.items() if lk.token and lk.chars.name == "Endless One"}
    assert len(lk) == 1  # it died as a 0/0 (704.5f)
    (tok, info), = lk.items()
    assert any(x.rule == "614.1c" and tok in x.ids and "X=0" in x.text for x in game.log)
    assert info.chars.mana_cost == ("X",) and not info.counters and (info.chars.power, info.chars.toughness) == (0, 0)


def test_D06_token_isnt_legendary_and_copies_of_it_arent_either():
    game = make(["Vesuvan Duplimancy", "Isamaru, Hound of Konda"], ["Giant Growth", "Clone"])
    isamaru = find(game, "Isamaru, Hound of Konda")
    cast(game, "Giant Growth", isamaru)
    resolve(game)
    tok = tokens_named(game, "Isamaru, Hound of Konda")[0]
    assert "Legendary" not in game.chars(tok).supertypes and isamaru in game.state.battlefield
    assert game.pending is None  # one legendary and one non-legendary: no legend rule
    cast(game, "Clone")
    resolve(game, tok)
    clone = newest(game)
    assert game.chars(clone).name == "Isamaru, Hound of Konda" and "Legendary" not in game.chars(clone).supertypes
    assert game.pending is None and {isamaru, tok, clone} <= set(game.state.battlefield)
    assert "except it's not legendary" in game.explain(clone)


def test_D07_target_left_before_trigger_resolved_uses_last_known_information():
    game = make(["Vesuvan Duplimancy", "Grizzly Bears"], ["Giant Growth"], opp_hand=["Lightning Bolt"],
                opp_pool="{R}")
    bears = find(game, "Grizzly Bears")
    cast(game, "Giant Growth", bears)
    cast(game, "Lightning Bolt", bears, player=1)
    game.perform(Pass())
    game.perform(Pass())  # Bolt resolves: the Bears die
    assert bears not in game.state.battlefield
    resolve(game)
    toks = tokens_named(game, "Grizzly Bears")
    assert len(toks) == 1 and game.chars(toks[0]).power == 2
    assert any(x.rule == "608.2h" for x in game.log)


def test_D08_token_copy_of_a_token_copies_what_its_creator_stated():
    game = make(["Vesuvan Duplimancy", "Young Pyromancer"], ["Lightning Bolt", "Giant Growth"])
    cast(game, "Lightning Bolt", "p1")
    resolve(game)
    elemental = find(game, "Elemental Token")
    cast(game, "Giant Growth", elemental)
    assert game.pending is not None and game.pending.rule == "603.3b"  # Pyromancer and Duplimancy both trigger
    order = [o.value for o in game.pending.options]
    labels = [o.label for o in game.pending.options]
    dup = order[next(i for i, lab in enumerate(labels) if "Vesuvan" in lab)]
    game.answer([v for v in order if v != dup] + [dup])  # Duplimancy's trigger on top
    game.perform(Pass())
    game.perform(Pass())
    toks = tokens_named(game, "Elemental Token")
    assert len(toks) == 2
    new = max(toks)
    c = game.chars(new)
    assert (c.power, c.toughness) == (1, 1) and c.colors == frozenset("R") and c.subtypes == ("Elemental",)


def test_D09_trigger_needs_exactly_one_target_an_artifact_or_creature_you_control():
    game = make(["Vesuvan Duplimancy", "Grizzly Bears", "Sol Ring"], ["Twin Boost (test card)", "Lightning Bolt",
                                                                      "Giant Growth", "Lightning Bolt"],
                ["Llanowar Elves"], extra=DOUBLE)
    bears = find(game, "Grizzly Bears")
    elves = find(game, "Llanowar Elves")
    cast(game, "Twin Boost (test card)", bears, elves)
    assert len(game.state.stack) == 1  # two targets: no trigger
    resolve(game)
    cast(game, "Lightning Bolt", "p1")
    assert len(game.state.stack) == 1  # targets a player
    resolve(game)
    cast(game, "Giant Growth", elves)
    assert len(game.state.stack) == 1  # a creature you don't control
    resolve(game)
    cast(game, "Lightning Bolt", bears)
    assert len(game.state.stack) == 2  # a single creature you control: triggers
    resolve(game)
    assert len(tokens_named(game, "Grizzly Bears")) == 1


def test_D09_token_is_made_even_if_the_spell_is_countered():
    game = make(["Vesuvan Duplimancy", "Siege Rhino"], ["Giant Growth"], opp_hand=["Counterspell"], opp_pool="{U}{U}")
    gg = cast(game, "Giant Growth", find(game, "Siege Rhino"))
    cast(game, "Counterspell", gg, player=1)
    resolve(game)
    assert len(tokens_named(game, "Siege Rhino")) == 1
    assert game.chars(find(game, "Siege Rhino")).power == 4  # Giant Growth was countered


def test_D09_token_is_made_even_if_the_target_became_illegal():
    game = make(["Vesuvan Duplimancy", "Grizzly Bears"], ["Giant Growth"], opp_hand=["Lightning Bolt"], opp_pool="{R}")
    bears = find(game, "Grizzly Bears")
    cast(game, "Giant Growth", bears)
    cast(game, "Lightning Bolt", bears, player=1)
    resolve(game)
    assert len(tokens_named(game, "Grizzly Bears")) == 1
    assert any(x.rule == "608.2b" and "Giant Growth" in x.text for x in game.log)


def test_D07_targeting_a_phantasmal_image_token_copies_its_last_known_copiable_values():
    game = make(["Vesuvan Duplimancy", "Siege Rhino"], ["Phantasmal Image", "Giant Growth"])
    cast(game, "Phantasmal Image")
    resolve(game)
    game.answer(find(game, "Siege Rhino"))
    image = newest(game)
    resolve(game)  # the Image's copied Rhino ETB
    cast(game, "Giant Growth", image)
    # two of your triggers: Duplimancy's and the Image's sacrifice trigger; put the sacrifice on top
    assert game.pending is not None and game.pending.rule == "603.3b"
    labels = [o.label for o in game.pending.options]
    sac = next(o.value for o, lab in zip(game.pending.options, labels, strict=True) if "sacrifice" in lab)
    game.answer([o.value for o in game.pending.options if o.value != sac] + [sac])
    game.perform(Pass())
    game.perform(Pass())  # the Image is sacrificed
    assert image not in game.state.battlefield
    resolve(game)
    toks = tokens_named(game, "Siege Rhino")
    assert len(toks) == 1
    c = game.chars(toks[0])
    assert "Illusion" in c.subtypes and any(getattr(a, "on", "") == "becomes_target" for a in c.abilities)
    assert any(x.rule == "608.2h" for x in game.log)
    assert game.state.players[1].life == 20 - 3 - 3  # the Image's ETB and the token's ETB
