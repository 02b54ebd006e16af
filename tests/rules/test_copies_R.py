"""Mirrormade rulings R01-R07 (seed 003): an enchantment entering as a copy of an artifact or enchantment."""

from __future__ import annotations

import pytest

from sandbox import Activate

from .copyhelp import cast, find, make, mana_abilities, newest, resolve

CARDS = '''
[[card]]
name = "Return Together (test card)"
mana_cost = "{1}"
type_line = "Sorcery"
oracle = "Return all artifact, creature and enchantment cards from your graveyard to the battlefield. (A test card: they enter at the same time.)"
effects = [ { return_all = { filter = "artifact or creature or enchantment" } } ]

[[card]]
name = "White Ward Knight (test card)"
mana_cost = "{1}{W}"
type_line = "Creature — Knight"
power = 2
toughness = 2
oracle = "Protection from white (a test card)"
abilities = ["Protection from white"]

[[card]]
name = "Loyal Aura (test card)"
mana_cost = "{W}"
type_line = "Enchantment — Aura"
oracle = "Enchant creature you control (a test card)"
abilities = ["Enchant creature you control"]
'''


def mirrormade(game, choice=None) -> int:
    cast(game, "Mirrormade")
    resolve(game)
    if choice is not None:
        assert game.pending is not None and game.pending.kind == "copy"
        game.answer(choice)
    return newest(game)


def test_R01_x_in_the_copied_cost_is_zero():
    game = make([], ["Hangarback Walker", "Mirrormade"])
    cast(game, "Hangarback Walker", x=2)
    resolve(game)
    walker = find(game, "Hangarback Walker")
    assert game.obj(walker).counters == {"+1/+1": 2}
    mirrormade(game, walker)
    # a 0/0 artifact creature: X is 0, it entered with X=0 counters, and it dies at once (704.5f)
    assert find(game, "Mirrormade", "graveyard")
    m = next(oid for oid, lk in game.state.lki.items() if oid != walker and lk.chars.name == "Hangarback Walker")
    assert any(x.rule == "614.1c" and m in x.ids and "X=0" in x.text for x in game.log)
    lk = game.state.lki[m]
    assert lk.chars.name == "Hangarback Walker" and lk.chars.mana_cost == ("X", "X") and not lk.counters
    assert (lk.chars.power, lk.chars.toughness) == (0, 0) and "Enchantment" not in lk.chars.card_types
    assert sum(1 for o in game.state.battlefield if game.chars(o).name == "Thopter Token") == 0  # it died with no counters


def test_R02_copying_a_token_copies_stated_values_and_is_not_a_token():
    game = make(["{ card = \"Treasure\", ref = \"t\" }"], ["Bring to Life", "Mirrormade"])
    treasure = game.refs["t"]
    assert game.obj(treasure).kind == "token"
    # first change the token (a non-copy effect): a 4/4 artifact creature now, but that isn't what it states
    cast(game, "Bring to Life", treasure)
    resolve(game)
    assert "Creature" in game.chars(treasure).card_types and game.chars(treasure).power == 4
    m = mirrormade(game, treasure)
    c = game.chars(m)
    assert c.name == "Treasure" and c.card_types == ("Artifact",) and c.subtypes == ("Treasure",)
    assert c.power is None and c.toughness is None
    assert game.obj(m).kind == "card"
    pool_before = len(game.state.players[0].pool)
    game.perform(Activate(m, 0))
    if game.pending:
        game.answer(game.pending.options[0].value)
    assert len(game.state.players[0].pool) == pool_before + 1
    assert m not in game.state.battlefield and find(game, "Mirrormade", "graveyard")  # a card: it goes to the graveyard


def test_R03_copying_a_mirrormade_that_copies_sol_ring_gives_sol_ring():
    game = make(["Sol Ring"], ["Mirrormade", "Mirrormade"])
    first = mirrormade(game, find(game, "Sol Ring"))
    second = mirrormade(game, first)
    c = game.chars(second)
    assert c.name == "Sol Ring" and c.card_types == ("Artifact",) and mana_abilities(game, second) == ["{T}: Add {C}{C}."]
    assert f"copy of Sol Ring #{first} (Mirrormade) (via Sol Ring #" in game.explain(second)


def test_R04_copied_as_enters_and_etb_abilities_apply():
    # Mirrormade copying a Saga: it enters with a lore counter (714.3a) and chapter I triggers.
    game = make(["History of Benalia"], ["Mirrormade"])
    m = mirrormade(game, find(game, "History of Benalia"))
    assert game.obj(m).counters == {"lore": 1}
    assert game.state.stack and game.obj(game.state.stack[-1]).source == m
    resolve(game)
    assert sum(1 for o in game.state.battlefield if game.chars(o).name == "Knight Token") == 1


def test_R04_copied_etb_trigger_of_an_effigy_copy_draws():
    # Effigy copying Wall of Omens is an artifact with the Wall's ETB; Mirrormade copying that Effigy draws.
    game = make(["Wall of Omens"], ["Machine God's Effigy", "Mirrormade"])
    cast(game, "Machine God's Effigy")
    resolve(game, find(game, "Wall of Omens"))
    resolve(game)
    effigy = newest(game)
    n = len(game.state.zone("hand", 0))
    m = mirrormade(game, effigy)
    resolve(game)
    assert game.chars(m).name == "Wall of Omens" and game.chars(m).card_types == ("Artifact",)
    assert len(game.state.zone("hand", 0)) == n - 1 + 1


def test_R05_copying_an_aura_chooses_a_host_hexproof_is_no_obstacle():
    game = make(["{ card = \"Grizzly Bears\", ref = \"b\" }", "{ card = \"Pacifism\", attached_to = \"b\" }"],
                ["Mirrormade"], ["Slippery Bogle"])
    bogle = find(game, "Slippery Bogle")
    cast(game, "Mirrormade")
    resolve(game)
    game.answer(find(game, "Pacifism"))
    assert game.pending is not None and game.pending.rule == "303.4f"
    assert bogle in [o.value for o in game.pending.options]
    game.answer(bogle)
    m = newest(game)
    assert game.chars(m).name == "Pacifism" and game.obj(m).attached_to == bogle


def test_R05_protection_blocks_the_aura_copy():
    game = make(["{ card = \"Grizzly Bears\", ref = \"b\" }", "{ card = \"Pacifism\", attached_to = \"b\" }"],
                ["Mirrormade"], ["White Ward Knight (test card)", "Llanowar Elves"], extra=CARDS)
    knight, elves, bears = find(game, "White Ward Knight (test card)"), find(game, "Llanowar Elves"), game.refs["b"]
    cast(game, "Mirrormade")
    resolve(game)
    game.answer(find(game, "Pacifism"))
    # the host is chosen (303.4f): every creature but the one with protection from white (303.4d, 702.16)
    assert game.pending is not None and game.pending.rule == "303.4f"
    assert sorted(o.value for o in game.pending.options) == sorted([bears, elves])
    assert knight not in [o.value for o in game.pending.options]
    game.answer(elves)
    m = newest(game)
    assert game.chars(m).name == "Pacifism" and game.obj(m).attached_to == elves


def test_R05_nothing_legal_to_enchant_the_mirrormade_spell_goes_to_the_graveyard():
    # The opponent's Aura can enchant only a creature its controller controls; you control no creature.
    game = make([], ["Mirrormade"], ["{ card = \"Grizzly Bears\", ref = \"b\" }",
                                      "{ card = \"Loyal Aura (test card)\", attached_to = \"b\", ref = \"a\" }"],
                extra=CARDS)
    cast(game, "Mirrormade")
    resolve(game)
    game.answer(game.refs["a"])
    assert any(x.rule == "303.4g" and "graveyard" in x.text for x in game.log)
    assert find(game, "Mirrormade", "graveyard")
    assert not [o for o in game.state.battlefield if game.obj(o).card == "Mirrormade"]


def test_R05_nothing_legal_to_enchant_a_mirrormade_card_stays_in_the_graveyard():
    game = make([], ["Return Together (test card)"], ["{ card = \"Grizzly Bears\", ref = \"b\" }",
                                                      "{ card = \"Loyal Aura (test card)\", attached_to = \"b\", ref = \"a\" }"],
                you_gy=["Mirrormade"], extra=CARDS)
    gy = find(game, "Mirrormade", "graveyard")
    cast(game, "Return Together (test card)")
    resolve(game)
    game.answer(game.refs["a"])
    resolve(game)
    assert any(x.rule == "303.4g" and "stays in the graveyard" in x.text for x in game.log)
    assert gy in game.state.zone("graveyard", 0)  # the very same card: it never moved


@pytest.mark.parametrize("graveyard", [["Mirrormade", "Sol Ring"], ["Sol Ring", "Mirrormade"]],
                         ids=["mirrormade_first", "mirrormade_last"])
def test_R06_mirrormade_cant_copy_an_artifact_entering_at_the_same_time(graveyard):
    # both graveyard orders: an engine entering the cards one at a time would offer Sol Ring when Mirrormade comes last
    game = make(["Mind Stone"], ["Return Together (test card)"], you_gy=graveyard, extra=CARDS)
    stone = find(game, "Mind Stone")
    cast(game, "Return Together (test card)")
    resolve(game)
    assert game.pending is not None and game.pending.kind == "copy"
    assert [o.value for o in game.pending.options] == [stone]
    game.answer(stone)
    names = sorted(game.chars(o).name for o in game.state.battlefield)
    assert names == ["Mind Stone", "Mind Stone", "Sol Ring"]


def test_R07_copies_printed_values_not_bring_to_life():
    game = make(["{ card = \"Sol Ring\", ref = \"ring\", tapped = true }"], ["Bring to Life", "Mirrormade"])
    ring = game.refs["ring"]
    cast(game, "Bring to Life", ring)
    resolve(game)
    assert "Creature" in game.chars(ring).card_types and game.chars(ring).power == 4
    m = mirrormade(game, ring)
    c = game.chars(m)
    assert c.name == "Sol Ring" and c.card_types == ("Artifact",) and c.power is None
    assert not game.obj(m).tapped and not game.obj(m).counters


@pytest.mark.parametrize("graveyard", [["Mirrormade", "Grizzly Bears"], ["Grizzly Bears", "Mirrormade"]],
                         ids=["mirrormade_first", "mirrormade_last"])
def test_R05_a_permanent_entering_at_the_same_time_cant_be_the_aura_copys_host(graveyard):
    # Mirrormade and Grizzly Bears return together; Mirrormade copies Pacifism (already on the battlefield)
    # and must choose a host among creatures already there: the opponent's hexproof Bogle, not the Bears.
    # Both graveyard orders: entering one at a time would offer the Bears when Mirrormade comes last.
    game = make(["Llanowar Elves"], ["Return Together (test card)"],
                ["{ card = \"Slippery Bogle\", ref = \"b\" }", "{ card = \"Pacifism\", attached_to = \"b\", ref = \"p\" }"],
                you_gy=graveyard, extra=CARDS)
    elves = find(game, "Llanowar Elves")
    cast(game, "Return Together (test card)")
    resolve(game)
    assert game.pending is not None and game.pending.kind == "copy"
    assert game.refs["p"] in [o.value for o in game.pending.options]
    game.answer(game.refs["p"])
    assert game.pending is not None and game.pending.rule == "303.4f"
    assert sorted(o.value for o in game.pending.options) == sorted([game.refs["b"], elves])
    game.answer(game.refs["b"])
    m = [o for o in game.state.battlefield if game.obj(o).card == "Mirrormade"][0]
    assert game.obj(m).attached_to == game.refs["b"] and find(game, "Grizzly Bears") in game.state.battlefield
