"""Filters read as their words say (issue 11): every word of a kind is required, OR only where the
text says "or", statuses need the object; on real boards, through real actions."""

from __future__ import annotations

import pytest

from sandbox import Pass
from sandbox.cards import typeline, vocabulary
from sandbox.cards.filters import Filter
from sandbox.cards.qualifiers import Subject, View
from sandbox.core.layers import matches
from sandbox.errors import IllegalActionError, InvalidActionError

from ..conftest import pass_until_decision
from .copyhelp import cast, find, make, resolve

CARDS = '''
[[card]]
name = "Crucible of Fire"
mana_cost = "{3}{R}"
type_line = "Enchantment"
oracle = "Dragon creatures you control get +3/+3."
abilities = [ { static = { text = "Dragon creatures you control get +3/+3.", effects = [ { affects = "Dragon creatures you control", modify_pt = [3, 3] } ] } } ]

[[card]]
name = "Gruul War Chant"
mana_cost = "{2}{R}{G}"
type_line = "Enchantment"
oracle = "Each attacking creature you control gets +1/+0 and has menace."
abilities = [ { static = { text = "Each attacking creature you control gets +1/+0 and has menace.", effects = [ { affects = "attacking creature you control", modify_pt = [1, 0], add_abilities = ["Menace"] } ] } } ]

[[card]]
name = "Trumpet Blast"
mana_cost = "{2}{R}"
type_line = "Instant"
oracle = "Attacking creatures get +2/+0 until end of turn."
effects = [ { pump = { on = "each attacking creature", power = 2, toughness = 0 } } ]

[[card]]
name = "Midnight Reaper"
mana_cost = "{2}{B}"
type_line = "Creature — Zombie Knight"
power = 3
toughness = 2
oracle = "Whenever a nontoken creature you control dies, Midnight Reaper deals 1 damage to you and you draw a card."
abilities = [ { triggered = { on = "dies", what = "nontoken creature you control", text = "Whenever a nontoken creature you control dies, Midnight Reaper deals 1 damage to you and you draw a card.", effects = [ { damage = { amount = 1, to = "you" } }, { draw = { count = 1 } } ] } } ]

[[card]]
name = "Grief Counter (test card)"
mana_cost = "{B}"
type_line = "Enchantment"
oracle = "Whenever a creature you control dies, you gain 1 life."
abilities = [ { triggered = { on = "dies", what = "creature you control", text = "Whenever a creature you control dies, you gain 1 life.", effects = [ { gain_life = { amount = 1, who = "you" } } ] } } ]

[[card]]
name = "Rogue Lookout (test card)"
mana_cost = "{1}{B}"
type_line = "Creature — Human Rogue"
power = 1
toughness = 1
oracle = "Whenever another Rogue creature you control enters, you gain 1 life."
abilities = [ { triggered = { on = "enters", what = "another Rogue creature you control", text = "Whenever another Rogue creature you control enters, you gain 1 life.", effects = [ { gain_life = { amount = 1, who = "you" } } ] } } ]

[[card]]
name = "Rogue Recruit (test card)"
mana_cost = "{B}"
type_line = "Creature — Human Rogue"
power = 1
toughness = 1

[[card]]
name = "Thieves' Tools (test card)"
mana_cost = "{1}"
type_line = "Kindred Artifact — Rogue"
oracle = "(A Kindred Artifact — Rogue: a Rogue, not a creature.)"

[[card]]
name = "Song of the Dryads"
mana_cost = "{2}{G}"
type_line = "Enchantment — Aura"
oracle = "Enchant permanent\\nEnchanted permanent is a colorless Forest land."
abilities = [ "Enchant permanent", { static = { text = "Enchanted permanent is a colorless Forest land.", effects = [ { affects = "enchanted", set_card_types = ["Land"], set_land_subtypes = ["Forest"], set_colors = [] } ] } } ]

[[card]]
name = "Battle Mourner (test card)"
mana_cost = "{1}{B}"
type_line = "Enchantment"
oracle = "Whenever an attacking creature dies, you gain 2 life."
abilities = [ { triggered = { on = "dies", what = "attacking creature", text = "Whenever an attacking creature dies, you gain 2 life.", effects = [ { gain_life = { amount = 2, who = "you" } } ] } } ]

[[card]]
name = "Graveyard Recall (test card)"
mana_cost = "{X}{B}"
type_line = "Sorcery"
oracle = "Return target creature card with mana value X or less from your graveyard to the battlefield."
targets = ["creature card with mana value X or less in your graveyard"]
effects = [ { reanimate = { what = "target" } } ]
'''


def board(you_bf=(), you_hand=(), opp_bf=(), **kw):
    return make(you_bf, you_hand, opp_bf, extra=CARDS, **kw)


def pt(game, oid):
    c = game.chars(oid)
    return c.power, c.toughness


# ------------------------------------------------------------------ "Dragon creatures you control"

def test_dragon_pump_pumps_your_dragons_only_not_grizzly_bears():
    game = board(["Grizzly Bears", "Dragon Token"], ["Crucible of Fire"], ["Dragon Token"])
    bears = find(game, "Grizzly Bears")
    mine, theirs = find(game, "Dragon Token", player=0), find(game, "Dragon Token", player=1)
    cast(game, "Crucible of Fire")
    resolve(game)
    assert pt(game, mine) == (7, 7)  # a Dragon creature you control: +3/+3
    assert pt(game, bears) == (2, 2)  # the OR-of-words reading made this 5/5
    assert pt(game, theirs) == (4, 4)  # not yours


# ------------------------------------------------------------------ "attacking creature"

def test_attacking_creature_static_follows_who_attacks():
    game = board(["Gruul War Chant", "Grizzly Bears", "Llanowar Elves"])
    bears, elves = find(game, "Grizzly Bears"), find(game, "Llanowar Elves")
    assert pt(game, bears) == (2, 2) and pt(game, elves) == (1, 1)  # nobody attacks yet
    pass_until_decision(game, "attackers")
    game.answer(f"{bears}>p1")
    assert pt(game, bears) == (3, 2) and game.chars(bears).has_keyword("menace")
    assert pt(game, elves) == (1, 1) and not game.chars(elves).has_keyword("menace")
    for _ in range(12):
        if game.state.step == "main2":
            break
        game.perform(Pass())
    assert game.state.step == "main2" and pt(game, bears) == (2, 2)  # combat over: no longer attacking


def test_trumpet_blast_pumps_attacking_creatures_only():
    game = board(["Grizzly Bears", "Llanowar Elves", "Mountain", "Mountain", "Mountain"], ["Trumpet Blast"], ["Silver Knight"])
    bears, elves, knight = find(game, "Grizzly Bears"), find(game, "Llanowar Elves"), find(game, "Silver Knight")
    pass_until_decision(game, "attackers")
    game.answer(f"{bears}>p1")
    assert game.state.step == "declare_attackers" and game.state.priority == 0
    cast(game, "Trumpet Blast")
    resolve(game)
    assert pt(game, bears) == (4, 2)
    assert pt(game, elves) == (1, 1) and pt(game, knight) == (2, 2)  # not attacking


def test_attacking_creature_dies_trigger_reads_last_known_status():
    game = board(["Battle Mourner (test card)", "Grizzly Bears", "Llanowar Elves", "Mountain", "Mountain"],
                 ["Lightning Bolt", "Lightning Bolt"])
    bears, elves = find(game, "Grizzly Bears"), find(game, "Llanowar Elves")
    life = game.state.players[0].life
    pass_until_decision(game, "attackers")
    game.answer(f"{bears}>p1")
    cast(game, "Lightning Bolt", elves)  # not attacking: no life
    resolve(game)
    assert elves not in game.state.battlefield and game.state.players[0].life == life
    cast(game, "Lightning Bolt", bears)  # attacking as it died (603.10a): +2 life
    resolve(game)
    assert bears not in game.state.battlefield and game.state.players[0].life == life + 2


# ------------------------------------------------------------------ "Rogue creature"

def test_rogue_creature_trigger_ignores_a_noncreature_rogue():
    game = board(["Rogue Lookout (test card)"], ["Thieves' Tools (test card)", "Rogue Recruit (test card)"])
    life = game.state.players[0].life
    cast(game, "Thieves' Tools (test card)")
    resolve(game)
    tools = find(game, "Thieves' Tools (test card)")
    assert game.chars(tools).subtypes == ("Rogue",)  # a Kindred keeps its creature type (205.3d)
    assert not game.state.stack and game.state.players[0].life == life  # no trigger: not a creature
    cast(game, "Rogue Recruit (test card)")
    resolve(game)
    resolve(game)
    assert game.state.players[0].life == life + 1  # a Rogue creature: it triggers


# ------------------------------------------------------------------ "nontoken creature"

def test_nontoken_creature_dies_trigger_ignores_tokens():
    game = board(["Midnight Reaper", "Grief Counter (test card)", "Grizzly Bears", "Elemental Token"],
                 ["Lightning Bolt", "Lightning Bolt"])
    token, bears = find(game, "Elemental Token"), find(game, "Grizzly Bears")
    life, hand = game.state.players[0].life, len(game.state.zone("hand", 0))
    cast(game, "Lightning Bolt", token)
    resolve(game)
    resolve(game)
    assert token not in game.state.battlefield
    # the token died: "creature you control" triggered (+1 life), "nontoken creature" didn't
    assert game.state.players[0].life == life + 1 and len(game.state.zone("hand", 0)) == hand - 1
    cast(game, "Lightning Bolt", bears)
    for _ in range(4):
        if game.pending is not None:
            game.answer(*[o.value for o in game.pending.options])
        resolve(game)
    # the Bears died: both trigger (1 damage to you, a card drawn; +1 life)
    assert game.state.players[0].life == life + 1 - 1 + 1
    assert len(game.state.zone("hand", 0)) == hand - 2 + 1


# ------------------------------------------------------------------ 205.3d and 208.3 in the layers

def test_song_of_the_dryads_bears_become_a_forest_with_no_creature_type_or_pt():
    game = board(["Grizzly Bears"], ["Song of the Dryads"])
    bears = find(game, "Grizzly Bears")
    cast(game, "Song of the Dryads", bears)
    resolve(game)
    c = game.chars(bears)
    assert c.card_types == ("Land",) and c.subtypes == ("Forest",)  # no Bear (205.3d)
    assert (c.power, c.toughness) == (None, None)  # no power/toughness (208.3)
    text = game.explain(bears)
    assert "205.3d" in text and "208.3" in text


# ------------------------------------------------------------------ the grammar

@pytest.mark.parametrize("text, message", [
    ("Dragon creatur you control", "filter 'Dragon creatur you control': 'creatur' is not understood (did you mean 'creature'?)"),
    ("outlaw permanent", "filter 'outlaw permanent': 'outlaw' is not understood"),
    ("creature with toxic", "filter 'creature with toxic': 'toxic' after 'with' is not understood (expected an implemented keyword (flying,"),
    ("tapped", "filter 'tapped': 'tapped' needs a noun"),
    ("red and green creature", "filter 'red and green creature': 'and' is not understood here"),
    ("Chocobo creature", "filter 'Chocobo creature': 'Chocobo' is not understood"),
])
def test_a_filter_with_a_word_it_does_not_know_is_refused_naming_the_word(text, message):
    with pytest.raises(InvalidActionError) as e:
        Filter.parse(text)
    assert str(e.value).startswith(message) and "\n" not in str(e.value)


def test_or_only_where_the_text_says_or():
    game = board(["Grizzly Bears", "Sol Ring", "Forest", "Song of the Dryads"], [], ["Llanowar Elves"])
    names = lambda f: sorted(game.chars(o).name for o in game.state.battlefield  # noqa: E731
                             if _match(game, f, o))
    assert names("artifact, creature, or land") == ["Forest", "Grizzly Bears", "Llanowar Elves", "Sol Ring"]
    assert names("artifact or creature you control") == ["Grizzly Bears", "Sol Ring"]
    assert names("Elf creature") == ["Llanowar Elves"]
    assert names("green creature an opponent controls") == ["Llanowar Elves"]
    assert names("nonland permanent you control") == ["Grizzly Bears", "Sol Ring", "Song of the Dryads"]
    assert names("creature with power 2 or greater") == ["Grizzly Bears"]
    assert names("permanent with mana value 1 or less") == ["Forest", "Llanowar Elves", "Sol Ring"]


def test_attacking_or_blocking_creature_shares_the_noun():
    f = Filter.parse("attacking or blocking creature")
    game = board(["Grizzly Bears", "Llanowar Elves"])
    bears, elves = find(game, "Grizzly Bears"), find(game, "Llanowar Elves")
    pass_until_decision(game, "attackers")
    game.answer(f"{bears}>p1")
    assert _match(game, f, bears) and not _match(game, f, elves)
    # The defect the name is about: "attacking" alone would match an attacking noncreature.
    # None can stay in combat (506.4), so the filter is asked about one directly.
    anthem = game.db.get("Glorious Anthem").chars
    assert not f.test(Subject(anthem, 0, 0, attacking=True), View(0))
    assert f.test(Subject(game.chars(elves), 0, 0, blocking=True), View(0))


def _match(game, f, oid) -> bool:
    return matches(game, Filter.parse(f) if isinstance(f, str) else f, oid, 0)


# ------------------------------------------------------------------ X and the chosen color

def test_mana_value_x_or_less_reads_the_spells_x():
    game = board([], ["Graveyard Recall (test card)"], you_gy=["Grizzly Bears", "Mulldrifter"])
    bears, drifter = find(game, "Grizzly Bears", "graveyard"), find(game, "Mulldrifter", "graveyard")
    with pytest.raises(IllegalActionError, match="isn't a legal target"):
        cast(game, "Graveyard Recall (test card)", drifter, x=2)  # mana value 5 > X = 2
    cast(game, "Graveyard Recall (test card)", bears, x=2)
    resolve(game)
    assert game.chars(find(game, "Grizzly Bears")).name == "Grizzly Bears"
    assert find(game, "Mulldrifter", "graveyard") == drifter


def test_permanent_of_the_chosen_color_reads_the_sources_choice():
    game = board(["{ card = \"Utopia Sprawl\", attached_to = \"forest\", chosen_color = \"G\" }",
                  "{ card = \"Forest\", ref = \"forest\" }", "Grizzly Bears", "Sol Ring"], [], ["Young Pyromancer"])
    sprawl = find(game, "Utopia Sprawl")
    f = Filter.parse("permanent of the chosen color")
    green = sorted(game.chars(o).name for o in game.state.battlefield if matches(game, f, o, 0, sprawl))
    assert green == ["Grizzly Bears", "Utopia Sprawl"]
    assert not any(matches(game, f, o, 0, None) for o in game.state.battlefield)  # no source, no chosen color


def test_with_keyword_knows_exactly_the_implemented_keywords():
    """The keyword registry takes its names from the type-line words filters read: one list."""
    assert vocabulary.KEYWORDS is typeline.KEYWORDS
    for k in vocabulary.KEYWORDS:
        Filter.parse(f"creature with {k}")
    for k in vocabulary.REFUSED_KEYWORDS[:5]:
        with pytest.raises(InvalidActionError, match="is not understood"):
            Filter.parse(f"creature with {k}")
