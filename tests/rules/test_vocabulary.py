"""Issue 11 (part B): cards from real Oracle text either load and do exactly what they say on a
real board, or are refused at load with one line. Amounts (107.1), characteristic-defining
P/T (604.3, 613.4a), intervening "if" conditions (603.4), keywords (702), strict mana texts."""

import pytest

from sandbox import Activate, Cast, IllegalActionError, InvalidActionError, Pass
from sandbox.cards.model import Amount
from sandbox.cards.parse import card_from_table

from ..conftest import board, find, play_until, resolve_stack

CARDS = '''
[[card]]
name = "Cradle (test card)"
type_line = "Legendary Land"
oracle = "{T}: Add {G} for each creature you control."
abilities = ["{T}: Add {G} for each creature you control."]

[[card]]
name = "Cradle Table (test card)"
type_line = "Land"
oracle = "{T}: Add {G} for each creature you control."
abilities = [ { mana = { cost = "{T}", add = "{G} for each creature you control" } } ]

[[card]]
name = "Nykthos-like (test card)"
type_line = "Land"
oracle = "{T}: Add an amount of {G} equal to your devotion to green."
abilities = ["{T}: Add an amount of {G} equal to your devotion to green."]

[[card]]
name = "Crusader (test card)"
mana_cost = "{3}{W}"
type_line = "Creature — Avatar"
power = 0
toughness = 0
oracle = "Crusader's power and toughness are each equal to the number of creatures you control."
abilities = [ { static = { text = "Its power and toughness are each equal to the number of creatures you control.", effects = [ { cda_pt = [ { for_each = "creature you control" }, { for_each = "creature you control" } ] } ] } } ]

[[card]]
name = "Swing by Power (test card)"
mana_cost = "{R}"
type_line = "Instant"
oracle = "Target creature deals damage equal to its power to any target. (A test card.)"
targets = ["creature", "any target"]
effects = [ { damage = { amount = { power_of = "target" }, to = "target2" } } ]

[[card]]
name = "Gain per Creature (test card)"
mana_cost = "{G}"
type_line = "Sorcery"
oracle = "You gain 1 life for each creature you control."
effects = [ { gain_life = { amount = { for_each = "creature you control" } } } ]

[[card]]
name = "Become Big (test card)"
mana_cost = "{G}"
type_line = "Sorcery"
oracle = "Target land becomes an X/X Elemental creature, where X is the number of lands you control. It's still a land."
targets = "land"
effects = [ { become = { on = "target", add_types = ["Creature"], subtypes = ["Elemental"], pt = [ { for_each = "land you control" }, { for_each = "land you control" } ] } } ]

[[card]]
name = "Swamp Watcher (test card)"
mana_cost = "{1}"
type_line = "Creature — Zombie"
power = 1
toughness = 1
oracle = "When this creature enters, if you control a Swamp, draw a card."
abilities = [ { triggered = { on = "enters", condition = "you control a Swamp", effects = [ { draw = { count = 1 } } ] } } ]

[[card]]
name = "Counter Counter (test card)"
mana_cost = "{G}"
type_line = "Sorcery"
oracle = "Put a +1/+1 counter on target creature for each creature you control."
targets = "creature"
effects = [ { put_counters = { kind = "+1/+1", count = { for_each = "creature you control" }, on = "target" } } ]
'''


def game_with(battlefield: str, hand: str = "", library: str = '"Island", "Island"'):
    return board(CARDS + f'''
[[player]]
library = [{library}]
hand = [{hand}]
battlefield = [{battlefield}]
[[player]]
battlefield = ["Grizzly Bears"]
''')


def pool(g, player: int = 0) -> str:
    return "".join(m.type * n for m, n in g.state.players[player].pool.amounts.items())


@pytest.mark.parametrize("land", ["Cradle (test card)", "Cradle Table (test card)"])
def test_106_1_add_g_for_each_creature_you_control_makes_one_per_creature(land):
    g = game_with(f'"{land}", "Llanowar Elves", "Grizzly Bears", "Grizzly Bears"')
    g.perform(Activate(find(g, land)))
    assert pool(g) == "GGG"  # three creatures you control; the opponent's Bears don't count


def test_106_1_add_g_for_each_creature_with_no_creature_makes_no_mana():
    g = game_with('"Cradle (test card)", "Forest"')
    g.perform(Activate(find(g, "Cradle (test card)")))
    assert pool(g) == ""


def test_700_5_devotion_counts_green_symbols_of_your_permanents():
    # Llanowar Elves {G} + Grizzly Bears {1}{G}: devotion to green 2.
    g = game_with('"Nykthos-like (test card)", "Llanowar Elves", "Grizzly Bears"')
    g.perform(Activate(find(g, "Nykthos-like (test card)")))
    assert pool(g) == "GG"


def test_613_4a_characteristic_defining_pt_counts_creatures_and_applies_before_counters():
    g = game_with('{ card = "Crusader (test card)", ref = "c", counters = { "+1/+1" = 1 } }, "Grizzly Bears", "Forest"')
    c = g.refs["c"]
    assert (g.chars(c).power, g.chars(c).toughness) == (3, 3)  # 2 creatures in 7a, +1/+1 counter in 7c
    text = g.explain(c)
    assert "layer 7a" in text and "613.4a" in text
    g.perform(Activate(find(g, "Forest")))
    g2 = game_with('{ card = "Crusader (test card)", ref = "c" }')
    assert (g2.chars(g2.refs["c"]).power, g2.chars(g2.refs["c"]).toughness) == (1, 1)


def test_608_2h_damage_equal_to_target_power_is_counted_as_it_resolves():
    g = game_with('"Mountain", { card = "Grizzly Bears", ref = "b" }', hand='"Swing by Power (test card)"')
    opp_life = g.state.players[1].life
    g.perform(Cast(find(g, "Swing by Power (test card)", "hand"), targets=(g.refs["b"], "p1")))
    resolve_stack(g)
    assert g.state.players[1].life == opp_life - 2


def test_107_1_gain_life_for_each_creature_you_control():
    g = game_with('"Forest", "Grizzly Bears", "Llanowar Elves"', hand='"Gain per Creature (test card)"')
    life = g.state.players[0].life
    g.perform(Cast(find(g, "Gain per Creature (test card)", "hand")))
    resolve_stack(g)
    assert g.state.players[0].life == life + 2


def test_122_1_counters_for_each_creature_you_control():
    g = game_with('"Forest", { card = "Grizzly Bears", ref = "b" }, "Llanowar Elves"', hand='"Counter Counter (test card)"')
    g.perform(Cast(find(g, "Counter Counter (test card)", "hand"), targets=(g.refs["b"],)))
    resolve_stack(g)
    assert g.obj(g.refs["b"]).counters == {"+1/+1": 2}


def test_611_2c_become_takes_pt_from_an_amount_locked_in_as_it_resolves():
    g = game_with('"Forest", { card = "Forest", ref = "f" }, "Forest"', hand='"Become Big (test card)"')
    g.perform(Cast(find(g, "Become Big (test card)", "hand"), targets=(g.refs["f"],)))
    resolve_stack(g)
    c = g.chars(g.refs["f"])
    assert "Creature" in c.card_types and (c.power, c.toughness) == (3, 3)


def test_603_4_intervening_if_you_control_a_swamp_checks_the_board():
    for lands, drawn in (('"Swamp", "Swamp"', 1), ('"Forest", "Swamp"', 1), ('"Forest", "Forest"', 0)):
        g = game_with(lands, hand='"Swamp Watcher (test card)"')
        hand = len(g.state.zone("hand", 0))
        g.perform(Cast(find(g, "Swamp Watcher (test card)", "hand")))
        resolve_stack(g)
        assert len(g.state.zone("hand", 0)) == hand - 1 + drawn, lands


def card(**table) -> None:
    card_from_table({"name": "Test", "type_line": "Creature — Elf", "power": 1, "toughness": 1, **table})


@pytest.mark.parametrize("abilities, error", [
    ([{"triggered": {"on": "enters", "condition": "it was kicked twice", "effects": [{"draw": {}}]}}],
     "unknown condition 'it was kicked twice'"),
    ([{"triggered": {"on": "enters", "condition": "it's the end of the world", "effects": [{"draw": {}}]}}],
     "unknown condition \"it's the end of the world\""),
    ([{"keyword": {"name": "toxic"}}], "keyword 'toxic' is not implemented"),
    (["Bushido"], "keyword 'bushido' needs what follows it"),
    (["Amplify 2"], "keyword 'amplify' is not implemented"),
    (["Ward—Discard a card."], "ward 'discard a card': only a mana cost"),
    ([{"replacement": {"replaces": "enters", "extra_counters": {"+1/+1": 1}}}], "unknown key 'extra_counters'"),
    (["{T}: Add {G}. Draw a card."], "can't read mana text"),
    (["{T}: Add X mana of any one color."], "'x' mana is not a fixed number"),
    ([{"keyword": {"name": "persist", "arg": "1"}}], "keyword 'persist' takes no 'arg', found '1'"),
    ([{"keyword": {"name": "flashback"}}], "keyword 'flashback' needs 'arg'"),
    (["Undying 2"], "can't read ability text 'Undying 2'"),
    ([{"triggered": {"on": "enters", "what": "self", "targets": "another permanent",
                     "effects": [{"exile": {"what": "target", "link": "yes"}}]}}],
     "exile.link: expected true or false, found 'yes'"),
    ([{"triggered": {"on": "enters", "what": "self", "targets": "another permanent",
                     "effects": [{"destroy": {"what": "target", "link": True}}]}}], "destroy: unknown key 'link'"),
    ([{"triggered": {"on": "leaves", "what": "self", "effects": [{"reanimate": {"what": "link"}}]}}],
     "unknown object 'link' (did you mean 'linked'?)"),
    ([{"static": {"effects": [{"cda_pt": [{"for_each": "creature you control"}]}]}}],
     "cda_pt: expected [power, toughness]"),
])
def test_what_the_vocabulary_cannot_express_is_refused_at_load(abilities, error):
    with pytest.raises(InvalidActionError) as e:
        card(abilities=abilities)
    assert error in str(e.value) and "\n" not in str(e.value)


@pytest.mark.parametrize("amount, error", [
    (True, "expected a number, \"X\" or an amount table, found True"),
    ("X plus one", "can't read amount 'X plus one'"),
    ("the damage dealt this turn", "amount 'the damage dealt this turn' is not supported"),
    ({"for_each": "creature you control", "on": "self"}, "for_each: unknown key 'on'"),
    ({"for_each": "spell"}, "for_each counts permanents or cards, found 'spell'"),
    ({"counters": "+1/+1", "of": "self"}, "counters: unknown key 'of'"),
    ({"devotion": "purple"}, "unknown color 'purple'"),
    ({"power_of": "opponent"}, "unknown object 'opponent'"),
    ({"power_of": "target0"}, "unknown object 'target0'"),  # would have read the last target
    ({"power_of": "self", "toughness_of": "self"}, "one amount per table, found power_of, toughness_of"),
    ({"power_off": "self"}, "unknown amount 'power_off'"),
])
def test_107_1_an_amount_near_a_known_one_is_refused(amount, error):
    with pytest.raises(InvalidActionError) as e:
        Amount.parse(amount)
    assert error in str(e.value) and "\n" not in str(e.value)


def test_return_all_from_anywhere_but_your_graveyard_is_refused():
    """`return_all` returns from your graveyard only: a `from` key, which could name nothing
    else and so changed nothing, is unknown (test_every_key_changes_a_board)."""
    with pytest.raises(InvalidActionError, match="return_all: unknown key 'from'; allowed: filter"):
        card_from_table({"name": "T", "type_line": "Sorcery",
                         "effects": [{"return_all": {"filter": "creature", "from": "a graveyard"}}]})


COMBAT = '''
[[card]]
name = "Trampler (test card)"
mana_cost = "{3}{G}"
type_line = "Creature — Beast"
power = 5
toughness = 5
oracle = "Trample"
abilities = ["Trample"]

[[card]]
name = "Menacer (test card)"
mana_cost = "{2}{R}"
type_line = "Creature — Ogre"
power = 3
toughness = 3
oracle = "Menace"
abilities = ["Menace"]

[game]
turn = 3
step = "beginning_of_combat"
[[player]]
battlefield = ["{attacker}"]
[[player]]
battlefield = ["Grizzly Bears", "Llanowar Elves"]
'''


def attack_and_block(attacker: str, blocks) -> object:
    g = board(COMBAT.replace("{attacker}", attacker))
    a = find(g, attacker)
    g.perform(Pass())
    g.perform(Pass())
    g.answer([f"{a}>p1"])
    return g, a


def test_702_19b_trample_assigns_lethal_damage_to_the_blocker_and_the_rest_to_the_player():
    g, a = attack_and_block("Trampler (test card)", None)
    bears = find(g, "Grizzly Bears", player=1)
    life = g.state.players[1].life
    play_until(g, lambda g: g.state.step == "end_of_combat",
               answer=lambda d: [f"{bears}>{a}"] if d.kind == "blockers" else [])
    assert bears not in g.state.objects
    assert g.state.players[1].life == life - 3  # 5 power: 2 lethal to the 2/2 Bears, 3 tramples over


def test_702_111b_menace_creature_cant_be_blocked_by_just_one_creature():
    g, a = attack_and_block("Menacer (test card)", None)
    bears, elves = find(g, "Grizzly Bears", player=1), find(g, "Llanowar Elves", player=1)
    play_until(g, lambda g: g.pending is not None and g.pending.kind == "blockers")
    with pytest.raises(IllegalActionError, match="has menace"):
        g.answer([f"{bears}>{a}"])
    assert g.obj(bears).blocking is None
    g.answer([f"{bears}>{a}", f"{elves}>{a}"])
    assert g.obj(bears).blocking == a and g.obj(elves).blocking == a


def test_613_4c_modify_pt_for_each_enchantment_you_control_counts_as_layers_apply():
    g = board('''
[[card]]
name = "Ethereal Armor (test card)"
mana_cost = "{W}"
type_line = "Enchantment — Aura"
oracle = "Enchant creature\\nEnchanted creature gets +1/+1 for each enchantment you control and has first strike."
abilities = ["Enchant creature", { static = { effects = [ { affects = "enchanted", modify_pt = [ { for_each = "enchantment you control" }, { for_each = "enchantment you control" } ], add_abilities = ["First strike"] } ] } } ]

[[player]]
battlefield = [{ card = "Grizzly Bears", ref = "b" }, { card = "Ethereal Armor (test card)", attached_to = "b" }, { card = "Ethereal Armor (test card)", attached_to = "b" }]
[[player]]
battlefield = [{ card = "Pacifism", ref = "p" }]
''')
    c = g.chars(g.refs["b"])
    # Two Auras, each +1/+1 per enchantment you control (2; the opponent's Pacifism doesn't count): 2/2 + 4/4.
    assert (c.power, c.toughness) == (6, 6) and c.has_keyword("first strike")


def test_111_1_create_a_token_for_each_land_you_control():
    g = board(CARDS + '''
[[card]]
name = "Token per Land (test card)"
mana_cost = "{1}"
type_line = "Sorcery"
oracle = "Create a 1/1 red Elemental creature token for each land you control. (A test card.)"
effects = [ { create_token = { token = "Elemental Token", count = { for_each = "land you control" } } } ]

[[player]]
hand = ["Token per Land (test card)"]
battlefield = ["Forest", "Forest", "Mountain"]
[[player]]
battlefield = ["Island"]
''')
    g.perform(Cast(find(g, "Token per Land (test card)", "hand")))
    resolve_stack(g)
    assert sum(1 for o in g.state.battlefield if g.chars(o).name == "Elemental Token") == 3


def test_605_4a_triggered_mana_for_each_creature_is_made_and_planned_for():
    text = CARDS + '''
[[card]]
name = "Growth per Creature (test card)"
mana_cost = "{G}"
type_line = "Enchantment — Aura"
oracle = "Enchant land\\nWhenever enchanted land is tapped for mana, its controller adds an additional {G} for each creature they control. (A test card.)"
abilities = ["Enchant land", { triggered = { on = "tapped_for_mana", what = "enchanted", effects = [ { add_mana = { add = "{G} for each creature you control" } } ] } } ]

[[card]]
name = "Three Mana Spell (test card)"
mana_cost = "{2}{G}"
type_line = "Sorcery"
oracle = "Draw a card. (A test card.)"
effects = [ { draw = { count = 1 } } ]

[[player]]
library = ["Island", "Island"]
hand = ["Three Mana Spell (test card)"]
battlefield = [{ card = "Forest", ref = "f" }, { card = "Growth per Creature (test card)", attached_to = "f" }, "Grizzly Bears", "Grizzly Bears"]
[[player]]
battlefield = ["Grizzly Bears"]
'''
    g = board(text)
    g.perform(Activate(g.refs["f"]))
    assert pool(g) == "GGG"  # {G} from the Forest, {G}{G} for your two creatures
    g = board(text)
    g.perform(Cast(find(g, "Three Mana Spell (test card)", "hand")))  # the payment plan foresees the {G}{G}
    resolve_stack(g)
    assert find(g, "Three Mana Spell (test card)", "graveyard")
