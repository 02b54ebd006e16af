"""Replacement effects on counters and tokens (614.1a, 616.1, 122.6), "as this enters, choose"
(614.12, 607.2d), enters-or-else replacements (Mox Diamond), payments on resolution (608.2d,
118.12) and kicker (702.33), on real boards through real actions."""

import pytest

from sandbox import Activate, Cast, Pass
from sandbox.cards.parse import card_from_table
from sandbox.errors import InvalidActionError

from ..conftest import board, find, find_all, resolve_stack
from .copyhelp import SPELL_MIRROR


def counters(g, name):
    return g.obj(find(g, name)).counters


def resolve_with(g, *answers):
    """Resolve the stack, answering each decision in turn with the given answers."""
    answers = list(answers)
    for _ in range(40):
        if g.pending is not None:
            g.answer(answers.pop(0))
        elif g.state.stack:
            g.perform(Pass())
        else:
            return
    raise AssertionError("the stack didn't resolve")


def logged(g, rule, text=""):
    return any(e.rule == rule and text in e.text for e in g.log)


FORESTS = ", ".join(['"Forest"'] * 8)


# ------------------------------------------------------------------ counters (614.1a, 616.1, 122.6)

@pytest.mark.parametrize("order, expected", [((0, 1), 4), ((1, 0), 3)])
def test_616_1_controller_orders_hardened_scales_and_doubling_season(order, expected):
    g = board(f'''
[[player]]
hand = ["Walking Ballista"]
battlefield = ["Hardened Scales", "Doubling Season", {FORESTS}]
[[player]]
''')
    g.perform(Cast(find(g, "Walking Ballista", "hand"), x=1))
    g.perform(Pass())
    g.perform(Pass())
    d = g.pending
    assert d.kind == "replacement_order" and d.rule == "616.1" and d.player == 0
    g.answer(*order)
    assert counters(g, "Walking Ballista") == {"+1/+1": expected}  # (1+1)x2 or 1x2+1


def test_614_5_corpsejack_scales_and_season_reach_eight_in_the_best_order():
    g = board(f'''
[[player]]
battlefield = ["Hardened Scales", "Doubling Season", "Corpsejack Menace", {{ card = "Walking Ballista", counters = {{ "+1/+1" = 1 }} }}, {FORESTS}]
[[player]]
''')
    g.perform(Activate(find(g, "Walking Ballista"), 0))
    resolve_with(g, [0, 1, 2])
    assert counters(g, "Walking Ballista") == {"+1/+1": 1 + 8}


def test_614_7_hardened_scales_adds_nothing_to_a_ballista_entering_with_no_counters():
    g = board(f'''
[[player]]
hand = ["Walking Ballista"]
battlefield = ["Hardened Scales", {FORESTS}]
[[player]]
''')
    g.perform(Cast(find(g, "Walking Ballista", "hand"), x=0))
    resolve_stack(g)
    assert not find_all(g, "Walking Ballista") and find(g, "Walking Ballista", "graveyard")
    assert not logged(g, "614.1a")


def test_122_6_doubling_season_doubles_entering_loyalty_but_not_a_loyalty_cost():
    g = board('''
[[player]]
hand = ["Jace Beleren"]
battlefield = ["Doubling Season", "Island", "Island", "Island"]
library = ["Island", "Island"]
[[player]]
library = ["Island", "Island"]
''')
    g.perform(Cast(find(g, "Jace Beleren", "hand")))
    resolve_stack(g)
    assert counters(g, "Jace Beleren") == {"loyalty": 6}  # 3 x 2 (122.6, 306.5b)
    g.perform(Activate(find(g, "Jace Beleren"), 0))
    assert counters(g, "Jace Beleren") == {"loyalty": 8}  # +2 is a cost, not an effect


def test_614_1a_winding_constrictor_adds_one_of_each_kind_and_corpsejack_only_doubles_plus_one():
    g = board(f'''
[[player]]
battlefield = ["Winding Constrictor", {{ card = "Walking Ballista", counters = {{ "+1/+1" = 1 }} }}, {FORESTS}]
[[player]]
''')
    g.perform(Activate(find(g, "Walking Ballista"), 0))
    resolve_stack(g)
    assert counters(g, "Walking Ballista") == {"+1/+1": 3}  # 1 + (1 + 1)
    g2 = board('''
[[player]]
hand = ["Jace Beleren"]
battlefield = ["Corpsejack Menace", "Island", "Island", "Island"]
[[player]]
''')
    g2.perform(Cast(find(g2, "Jace Beleren", "hand")))
    resolve_stack(g2)
    assert counters(g2, "Jace Beleren") == {"loyalty": 3}  # not a creature, not +1/+1


def test_616_1_counters_on_an_opponents_creature_ignore_your_doubler():
    g = board(f'''
[[player]]
battlefield = ["Doubling Season", {{ card = "Walking Ballista", counters = {{ "+1/+1" = 1 }} }}, {FORESTS}]
[[player]]
battlefield = [{{ card = "Walking Ballista", counters = {{ "+1/+1" = 1 }} }}]
''')
    mine, theirs = find_all(g, "Walking Ballista")
    g.perform(Activate(mine, 0))
    resolve_stack(g)
    assert g.obj(mine).counters == {"+1/+1": 3}
    assert g.obj(theirs).counters == {"+1/+1": 1}


# ------------------------------------------------------------------ tokens (614.1a, 707.10f)

def test_614_5_two_token_doublers_make_four_tokens():
    g = board('''
[[player]]
hand = ["Lightning Bolt"]
battlefield = ["Young Pyromancer", "Parallel Lives", "Anointed Procession", "Mountain"]
[[player]]
''')
    g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=("p1",)))
    resolve_stack(g)
    assert len(find_all(g, "Elemental Token")) == 4
    assert logged(g, "614.1a", "1 token(s) become 2") and logged(g, "614.1a", "2 token(s) become 4")


def test_707_10f_a_resolving_copy_of_a_permanent_spell_is_not_created_so_not_doubled():
    g = board('''
[[player]]
hand = ["Grizzly Bears", "Spell Mirror (test card)"]
battlefield = ["Parallel Lives", "Forest", "Forest", "Island"]
[[player]]
''' + SPELL_MIRROR)
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    g.perform(Cast(find(g, "Spell Mirror (test card)", "hand"), targets=(find(g, "Grizzly Bears", "stack"),)))
    resolve_stack(g)
    assert len(find_all(g, "Grizzly Bears")) == 2  # the card and one token: the copy wasn't created (111.1)
    assert not logged(g, "614.1a")


# ------------------------------------------------------------------ as this enters, choose (614.12)

def test_614_12_metallic_mimic_chooses_a_type_and_others_of_it_enter_with_a_counter():
    g = board('''
[[player]]
hand = ["Metallic Mimic", "Grizzly Bears", "Llanowar Elves"]
battlefield = ["Forest", "Forest", "Forest", "Forest", "Forest"]
[[player]]
''')
    g.perform(Cast(find(g, "Metallic Mimic", "hand")))
    resolve_with(g, "Bear")
    mimic = find(g, "Metallic Mimic")
    assert g.obj(mimic).chosen["type"] == "Bear"
    assert "Bear" in g.chars(mimic).subtypes  # "is the chosen type in addition"
    assert g.obj(mimic).counters == {}  # "each other"
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    resolve_stack(g)
    g.perform(Cast(find(g, "Llanowar Elves", "hand")))
    resolve_stack(g)
    assert counters(g, "Grizzly Bears") == {"+1/+1": 1}
    assert counters(g, "Llanowar Elves") == {}


def test_707_2_a_clone_of_metallic_mimic_makes_its_own_choice():
    g = board('''
[[player]]
hand = ["Metallic Mimic", "Clone"]
battlefield = ["Island", "Island", "Island", "Island", "Island", "Island"]
[[player]]
''')
    g.perform(Cast(find(g, "Metallic Mimic", "hand")))
    resolve_with(g, "Bear")
    mimic = find(g, "Metallic Mimic")
    g.perform(Cast(find(g, "Clone", "hand")))
    resolve_with(g, mimic, "Elf")
    clone = next(o for o in find_all(g, "Metallic Mimic") if o != mimic)
    assert g.obj(clone).chosen["type"] == "Elf" and "Elf" in g.chars(clone).subtypes
    assert g.obj(clone).counters == {}  # a Shapeshifter, not a Bear: the original adds nothing


def test_607_2d_adaptive_automaton_pumps_other_creatures_of_the_chosen_type():
    g = board('''
[[player]]
hand = ["Adaptive Automaton"]
battlefield = ["Llanowar Elves", "Grizzly Bears", "Forest", "Forest", "Forest"]
[[player]]
battlefield = ["Llanowar Elves"]
''')
    g.perform(Cast(find(g, "Adaptive Automaton", "hand")))
    resolve_with(g, "Elf")
    mine, theirs = find_all(g, "Llanowar Elves")
    assert (g.chars(mine).power, g.chars(mine).toughness) == (2, 2)
    assert (g.chars(theirs).power, g.chars(theirs).toughness) == (1, 1)  # "you control"
    assert g.chars(find(g, "Grizzly Bears")).power == 2
    auto = find(g, "Adaptive Automaton")
    assert "Elf" in g.chars(auto).subtypes and g.chars(auto).power == 2  # "other"


# ------------------------------------------------------------------ enters, or else (614.1a)

def test_614_1a_mox_diamond_enters_only_if_a_land_card_is_discarded():
    g = board('''
[[player]]
hand = ["Mox Diamond", "Mox Diamond", "Forest"]
[[player]]
''')
    first, second = g.state.zone("hand", 0)[:2]
    g.perform(Cast(first))
    resolve_with(g, find(g, "Forest", "hand"))
    assert g.obj(find(g, "Mox Diamond")).zone == "battlefield"
    assert find(g, "Forest", "graveyard")
    g.perform(Activate(find(g, "Mox Diamond"), 0))
    g.answer("W")
    assert str(g.state.players[0].pool) == "{W}"
    g.perform(Cast(second))
    resolve_stack(g)  # no land card in hand: the only choice is not to discard
    assert len(find_all(g, "Mox Diamond")) == 1 and find(g, "Mox Diamond", "graveyard")
    assert logged(g, "614.1a", "goes to its owner's graveyard instead")


def test_707_2_a_mirrorworks_token_copy_of_mox_diamond_asks_to_discard_again():
    g = board('''
[[player]]
hand = ["Mox Diamond", "Forest", "Plains"]
battlefield = ["Mirrorworks", "Island", "Island"]
[[player]]
''')
    g.perform(Cast(find(g, "Mox Diamond", "hand")))
    resolve_with(g, find(g, "Forest", "hand"), "yes", find(g, "Plains", "hand"))
    moxes = find_all(g, "Mox Diamond")
    assert len(moxes) == 2 and any(g.obj(o).kind == "token" for o in moxes)
    assert not g.state.zone("hand", 0)


def test_111_7_a_token_copy_of_mox_diamond_not_paid_for_ceases_to_exist():
    g = board('''
[[player]]
hand = ["Mox Diamond", "Forest"]
battlefield = ["Mirrorworks", "Island", "Island"]
[[player]]
''')
    g.perform(Cast(find(g, "Mox Diamond", "hand")))
    resolve_with(g, find(g, "Forest", "hand"), "yes")  # no land left for the token: it doesn't enter
    assert [g.obj(o).kind for o in find_all(g, "Mox Diamond")] == ["card"]
    assert logged(g, "111.7")


# ------------------------------------------------------------------ payments (608.2d, 118.12)

@pytest.mark.parametrize("pay, countered", [("yes", False), ("no", True)])
def test_118_12_mana_leak_counters_unless_the_controller_pays(pay, countered):
    g = board('''
[[player]]
hand = ["Grizzly Bears"]
battlefield = ["Forest", "Forest", "Forest", "Forest", "Forest"]
[[player]]
hand = ["Mana Leak"]
battlefield = ["Island", "Island"]
''')
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    g.perform(Pass())
    g.perform(Cast(find(g, "Mana Leak", "hand"), targets=(find(g, "Grizzly Bears", "stack"),)))
    g.perform(Pass())
    g.perform(Pass())
    assert g.pending.player == 0 and g.pending.rule == "118.12"
    g.answer(pay)
    resolve_stack(g)
    assert (find(g, "Grizzly Bears", "graveyard") is not None) if countered else g.obj(find(g, "Grizzly Bears")).zone == "battlefield"
    assert sum(g.obj(o).tapped for o in g.state.battlefield if g.controller(o) == 0) == (2 if countered else 5)


def test_118_12_mana_leak_counters_without_asking_when_the_controller_cant_pay():
    g = board('''
[[player]]
hand = ["Grizzly Bears"]
battlefield = ["Forest", "Forest", "Forest"]
[[player]]
hand = ["Mana Leak"]
battlefield = ["Island", "Island"]
''')
    g.perform(Cast(find(g, "Grizzly Bears", "hand")))
    g.perform(Pass())
    g.perform(Cast(find(g, "Mana Leak", "hand"), targets=(find(g, "Grizzly Bears", "stack"),)))
    resolve_stack(g)
    assert find(g, "Grizzly Bears", "graveyard") and logged(g, "118.12", "can't")


# ------------------------------------------------------------------ kicker (702.33)

@pytest.mark.parametrize("kicked, damage", [(False, 2), (True, 4)])
def test_702_33d_burst_lightning_deals_four_if_kicked(kicked, damage):
    g = board('''
[[player]]
hand = ["Burst Lightning"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
[[player]]
''')
    g.perform(Cast(find(g, "Burst Lightning", "hand"), targets=("p1",), kicked=kicked))
    resolve_stack(g)
    assert g.state.players[1].life == 20 - damage
    assert sum(g.obj(o).tapped for o in g.state.battlefield) == (5 if kicked else 1)


def test_707_10_a_copy_of_a_kicked_spell_is_kicked():
    g = board('''
[[player]]
hand = ["Burst Lightning", "Twincast"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Island", "Island"]
[[player]]
''')
    g.perform(Cast(find(g, "Burst Lightning", "hand"), targets=("p1",), kicked=True))
    g.perform(Cast(find(g, "Twincast", "hand"), targets=(find(g, "Burst Lightning", "stack"),)))
    resolve_with(g, "p1")
    assert g.state.players[1].life == 20 - 8


def test_702_33a_a_card_without_kicker_cant_be_cast_kicked_and_state_is_unchanged():
    g = board('''
[[player]]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[[player]]
''')
    before = g.fingerprint()
    with pytest.raises(Exception, match="no kicker"):
        g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=("p1",), kicked=True))
    assert g.fingerprint() == before


@pytest.mark.parametrize("kicked, pt", [(False, 4), (True, 7)])
def test_702_33d_baloth_gorger_enters_with_counters_only_if_kicked(kicked, pt):
    g = board(f'''
[[player]]
hand = ["Baloth Gorger"]
battlefield = [{FORESTS}]
[[player]]
''')
    g.perform(Cast(find(g, "Baloth Gorger", "hand"), kicked=kicked))
    resolve_stack(g)
    assert g.chars(find(g, "Baloth Gorger")).power == pt


def test_707_2_a_clone_of_a_kicked_creature_isnt_kicked():
    g = board(f'''
[[player]]
hand = ["Baloth Gorger", "Clone"]
battlefield = [{FORESTS}, "Island", "Island", "Island", "Island"]
[[player]]
''')
    g.perform(Cast(find(g, "Baloth Gorger", "hand"), kicked=True))
    resolve_stack(g)
    gorger = find(g, "Baloth Gorger")
    g.perform(Cast(find(g, "Clone", "hand")))
    resolve_with(g, gorger)
    clone = next(o for o in find_all(g, "Baloth Gorger") if o != gorger)
    assert g.chars(gorger).power == 7 and g.chars(clone).power == 4


@pytest.mark.parametrize("kicked", [False, True])
def test_603_4_goblin_bushwhacker_pumps_and_hastes_only_if_kicked(kicked):
    g = board('''
[[player]]
hand = ["Goblin Bushwhacker"]
battlefield = ["Grizzly Bears", "Mountain", "Mountain"]
[[player]]
''')
    g.perform(Cast(find(g, "Goblin Bushwhacker", "hand"), kicked=kicked))
    resolve_stack(g)
    bears = g.chars(find(g, "Grizzly Bears"))
    assert bears.power == (3 if kicked else 2)
    assert g.chars(find(g, "Goblin Bushwhacker")).has_keyword("haste") is kicked


def test_702_33d_cast_kicked_is_a_legal_action_only_when_affordable():
    g = board('''
[[player]]
hand = ["Burst Lightning"]
battlefield = ["Mountain"]
[[player]]
''')
    casts = [a for a in g.legal_actions() if isinstance(a, Cast)]
    assert casts and not any(a.kicked for a in casts)
    assert str(Cast(7, kicked=True)).startswith("cast #7 kicked")


# ------------------------------------------------------------------ near misses refused

@pytest.mark.parametrize("table, error", [
    ({"name": "A", "type_line": "Creature — Elf", "power": 1, "toughness": 1,
      "abilities": [{"replacement": {"replaces": "enters", "choose": "creature"}}]}, "expected one of color, creature type"),
    ({"name": "B", "type_line": "Enchantment",
      "abilities": [{"replacement": {"replaces": "counters", "multiply": 2}}]}, "missing 'on'"),
    ({"name": "C", "type_line": "Enchantment",
      "abilities": [{"replacement": {"replaces": "counters", "on": "permanent you controll", "multiply": 2}}]}, "controll"),
    ({"name": "D", "type_line": "Instant", "abilities": ["Kicker {2} and/or {1}"]}, "bad mana cost"),
    ({"name": "E", "type_line": "Instant", "abilities": ["Multikicker"]}, "multikicker"),  # no cost (702.33c)
    ({"name": "F", "type_line": "Instant", "effects": [{"may_pay": {"cost": "{X}", "effects": []}}]}, "without X"),
    ({"name": "G", "type_line": "Creature — Elf", "power": 1, "toughness": 1,
      "abilities": [{"triggered": {"on": "enters", "what": "self", "condition": "it was kicked twice"}}]}, "condition"),
    ({"name": "H", "type_line": "Creature — Elf", "power": 1, "toughness": 1,
      "abilities": [{"static": {"effects": [{"affects": "creature of the chosen tribe", "modify_pt": [1, 1]}]}}]}, "tribe"),
])
def test_near_miss_replacement_tables_are_refused_with_one_line(table, error):
    with pytest.raises(InvalidActionError, match=error) as e:
        card_from_table(table)
    assert "\n" not in str(e.value)


# ------------------------------------------------------------------ show / expect read the choices

def test_614_12_show_and_expect_read_the_chosen_type_and_kicked():
    from sandbox.describe import describe_object
    from sandbox.script.session import Session, run_command
    g = board(f'''
[[player]]
hand = ["Metallic Mimic", "Baloth Gorger"]
battlefield = [{FORESTS}, "Forest", "Forest"]
[[player]]
''')
    s = Session(g)
    for line in ("cast Metallic Mimic", "resolve", "choose Elf", "cast Baloth Gorger kicked", "resolve"):
        assert run_command(s, line).ok, line
    assert "chosen: type Elf" in describe_object(g, find(g, "Metallic Mimic"))
    assert "kicked" in describe_object(g, find(g, "Baloth Gorger"))
    assert run_command(s, "expect Metallic Mimic chosen type Elf").ok
    assert not run_command(s, "expect Metallic Mimic chosen type Goblin").ok
    assert run_command(s, "expect Baloth Gorger kicked").ok
    assert not run_command(s, "expect Metallic Mimic kicked").ok
    bad = run_command(s, "expect Metallic Mimic chosen tribe Elf")
    assert not bad.ok and "expected `chosen <color|type|opponent|name> <value>`" in bad.message


def test_607_2d_door_of_destinies_counts_spells_of_the_chosen_type_and_pumps_that_type():
    g = board(f'''
[[player]]
hand = ["Door of Destinies", "Grizzly Bears", "Llanowar Elves", "Grizzly Bears"]
battlefield = [{FORESTS}, "Forest"]
[[player]]
battlefield = ["Grizzly Bears"]
''')
    g.perform(Cast(find(g, "Door of Destinies", "hand")))
    resolve_with(g, "Bear")
    for name in ("Grizzly Bears", "Llanowar Elves", "Grizzly Bears"):
        g.perform(Cast(find(g, name, "hand")))
        resolve_stack(g)
    assert g.obj(find(g, "Door of Destinies")).counters == {"charge": 2}  # Elves aren't Bears
    mine = [o for o in find_all(g, "Grizzly Bears") if g.controller(o) == 0]
    theirs = [o for o in find_all(g, "Grizzly Bears") if g.controller(o) == 1]
    assert all(g.chars(o).power == 4 for o in mine) and g.chars(theirs[0]).power == 2
    assert g.chars(find(g, "Llanowar Elves")).power == 1


def test_614_12_a_card_name_or_opponent_is_chosen_as_a_decision_and_read_by_expect():
    from sandbox.script.session import Session, run_command
    g = board('''
[[player]]
hand = ["Name Stone (test card)", "Rival Stone (test card)"]
[[player]]
[[card]]
name = "Name Stone (test card)"
mana_cost = "{0}"
type_line = "Artifact"
oracle = "As this artifact enters, choose a card name."
abilities = [ { replacement = { replaces = "enters", choose = "card name", text = "As this artifact enters, choose a card name." } } ]
[[card]]
name = "Rival Stone (test card)"
mana_cost = "{0}"
type_line = "Artifact"
oracle = "As this artifact enters, choose an opponent."
abilities = [ { replacement = { replaces = "enters", choose = "opponent", text = "As this artifact enters, choose an opponent." } } ]
''')
    g.perform(Cast(find(g, "Name Stone (test card)", "hand")))
    g.perform(Pass())
    g.perform(Pass())
    assert g.pending.rule == "614.12" and "Lightning Bolt" in [o.value for o in g.pending.options]
    assert "Elemental Token" not in [o.value for o in g.pending.options]  # 201.4: not a token name
    g.answer("Lightning Bolt")
    g.perform(Cast(find(g, "Rival Stone (test card)", "hand")))
    resolve_stack(g)  # one opponent: chosen without asking
    s = Session(g)
    assert run_command(s, "expect Name Stone (test card) chosen name Lightning Bolt").ok
    assert run_command(s, "expect Rival Stone (test card) chosen opponent Opponent").ok


def test_122_6_undying_returns_with_counters_through_hardened_scales():
    g = board('''
[[player]]
hand = ["Lightning Bolt"]
battlefield = ["Hardened Scales", "Strangleroot Geist", "Mountain"]
[[player]]
''')
    g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=(find(g, "Strangleroot Geist"),)))
    resolve_stack(g)
    assert counters(g, "Strangleroot Geist") == {"+1/+1": 2}


def test_702_33d_undo_and_redo_of_a_kicked_cast_are_exact():
    from ..conftest import assert_undo_redo_exact
    g = board('''
[[player]]
hand = ["Burst Lightning"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
[[player]]
''')
    before = g.fingerprint()
    g.perform(Cast(find(g, "Burst Lightning", "hand"), targets=("p1",), kicked=True))
    resolve_stack(g)
    assert g.state.players[1].life == 16
    assert_undo_redo_exact(g, before)


# ------------------------------------------------------------------ each new card: a near miss is refused

def _card_table(name):
    import tomllib
    from pathlib import Path

    import sandbox.cards
    path = Path(sandbox.cards.__file__).parent / "data" / "cards" / "replacements.toml"
    return next(c for c in tomllib.loads(path.read_text())["card"] if c["name"] == name)


def _ability(table, i, **changes):
    (kind, spec), = table["abilities"][i].items()
    table["abilities"][i] = {kind: {**spec, **changes}}
    return table


NEAR_MISSES = {
    "Doubling Season": (lambda t: _ability(t, 0, replaces="token"), "'replaces' must be one of"),
    "Hardened Scales": (lambda t: _ability(t, 0, plus="one"), "plus"),
    "Corpsejack Menace": (lambda t: _ability(t, 0, multiply="twice"), "multiply"),
    "Winding Constrictor": (lambda t: _ability(t, 1, on="artifact, creature or player"), "names players"),
    "Parallel Lives": (lambda t: {**t, "abilities": [{"replacement": {"replaces": "tokens", "text": "twice"}}]}, "missing 'multiply'"),
    "Anointed Procession": (lambda t: _ability(t, 0, whose="you"), "unknown key 'whose'"),
    "Metallic Mimic": (lambda t: _ability(t, 2, what="other creature you control of the chosen kind"), "kind"),
    "Adaptive Automaton": (lambda t: _ability(t, 0, choose="type"), "expected one of color, creature type"),
    "Mox Diamond": (lambda t: _ability(t, 0, discard_instead="land card from your hand"), "'your' is not understood"),
    "Mirrorworks": (lambda t: {**t, "abilities": [{"triggered": {**t["abilities"][0]["triggered"], "effects": [
        {"may_pay": {"cost": "2", "effects": [{"token_copy": {"of": "trigger.object"}}]}}]}}]}, "bad mana cost"),
    "Mana Leak": (lambda t: {**t, "effects": [{"unless_pays": {"cost": "{3}"}}]}, "missing 'effects'"),
    "Burst Lightning": (lambda t: {**t, "effects": [{"if_kicked": {"otherwise": []}}]}, "missing 'then'"),
    "Baloth Gorger": (lambda t: _ability(t, 1, kicked="yes"), "kicked"),
    "Goblin Bushwhacker": (lambda t: _ability(t, 1, condition="it was kicked with {R}"), "unknown condition"),
    "Door of Destinies": (lambda t: _ability(t, 1, what="spell of the chosen types"), "types"),
}


@pytest.mark.parametrize("name", sorted(NEAR_MISSES))
def test_each_new_card_loads_and_a_near_miss_of_it_is_refused(name):
    assert card_from_table(_card_table(name)).name == name
    change, error = NEAR_MISSES[name]
    with pytest.raises(InvalidActionError, match=error) as e:
        card_from_table(change(_card_table(name)))
    assert "\n" not in str(e.value)


def test_122_6_a_saga_under_doubling_season_enters_with_two_lore_counters():
    g = board('''
[[player]]
hand = ["History of Benalia"]
battlefield = ["Doubling Season", "Plains", "Plains", "Plains"]
[[player]]
''')
    g.perform(Cast(find(g, "History of Benalia", "hand")))
    g.perform(Pass())
    g.perform(Pass())
    assert counters(g, "History of Benalia") == {"lore": 2}
    assert logged(g, "614.1a", "1 lore counter(s) on History of Benalia")
