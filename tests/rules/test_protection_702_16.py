"""Protection (702.16) beyond targeting: blocking (702.16c... 'B') and damage prevention ('D')."""

from __future__ import annotations

from sandbox import Pass

from ..conftest import pass_until_decision
from .copyhelp import cast, find, make, resolve

SWEEPERS = '''
[[card]]
name = "Red Sweeper (test card)"
mana_cost = "{R}"
type_line = "Sorcery"
oracle = "This spell deals 2 damage to each creature."
effects = [ { damage = { amount = 2, to = "each creature" } } ]

[[card]]
name = "Gruul Sweeper (test card)"
mana_cost = "{R}{G}"
type_line = "Sorcery"
oracle = "This spell deals 2 damage to each creature."
effects = [ { damage = { amount = 2, to = "each creature" } } ]
'''




def test_702_16c_red_creature_cant_block_silver_knight():
    game = make(["Silver Knight", "Grizzly Bears"], [], ["Young Pyromancer", "Llanowar Elves"])
    knight, bears = find(game, "Silver Knight"), find(game, "Grizzly Bears")
    pyro, elves = find(game, "Young Pyromancer"), find(game, "Llanowar Elves")
    d = pass_until_decision(game, "attackers")
    game.answer(f"{knight}>p1", f"{bears}>p1")
    d = pass_until_decision(game, "blockers")
    values = {o.value for o in d.options}
    assert f"{pyro}>{knight}" not in values  # red blocker, protection from red
    assert f"{pyro}>{bears}" in values and f"{elves}>{knight}" in values


def test_702_16e_damage_from_red_source_to_silver_knight_is_prevented():
    game = make(["Silver Knight", "Grizzly Bears"], ["Red Sweeper (test card)"], extra=SWEEPERS)
    knight, bears = find(game, "Silver Knight"), find(game, "Grizzly Bears")
    cast(game, "Red Sweeper (test card)")
    resolve(game)
    assert knight in game.state.battlefield and game.obj(knight).damage == 0
    assert bears not in game.state.battlefield  # 2 damage killed the unprotected 2/2
    assert any(x.rule == "702.16e" and "Silver Knight" in x.text for x in game.log)


def test_702_16e_combat_damage_from_red_attacker_to_blocking_silver_knight_is_prevented():
    game = make(["{ card = \"Young Pyromancer\", counters = { \"+1/+1\" = 2 } }"], [], ["Silver Knight"])
    pyro, knight = find(game, "Young Pyromancer"), find(game, "Silver Knight")
    pass_until_decision(game, "attackers")
    game.answer(f"{pyro}>p1")
    pass_until_decision(game, "blockers")
    game.answer(f"{knight}>{pyro}")
    for _ in range(8):
        if game.state.step in ("end_of_combat", "main2"):
            break
        game.perform(Pass())
    assert game.obj(pyro).damage == 2  # the 4/3 survived first strike and dealt its 4 damage
    assert any(x.rule == "702.16e" and "Silver Knight" in x.text for x in game.log)
    assert knight in game.state.battlefield and game.obj(knight).damage == 0


def test_702_16_multicolored_source_damage_to_stonecoil_is_prevented_monocolored_is_not():
    game = make(["{ card = \"Stonecoil Serpent\", counters = { \"+1/+1\" = 3 } }"],
                ["Gruul Sweeper (test card)", "Red Sweeper (test card)"], extra=SWEEPERS)
    s = find(game, "Stonecoil Serpent")
    cast(game, "Gruul Sweeper (test card)")
    resolve(game)
    assert game.obj(s).damage == 0
    cast(game, "Red Sweeper (test card)")
    resolve(game)
    assert game.obj(s).damage == 2


def test_702_16c_multicolored_creature_cant_block_stonecoil():
    game = make(["{ card = \"Stonecoil Serpent\", counters = { \"+1/+1\" = 3 } }"], [],
                ["Siege Rhino", "Grizzly Bears"])
    s, rhino, bears = find(game, "Stonecoil Serpent"), find(game, "Siege Rhino"), find(game, "Grizzly Bears")
    pass_until_decision(game, "attackers")
    game.answer(f"{s}>p1")
    d = pass_until_decision(game, "blockers")
    values = {o.value for o in d.options}
    assert f"{rhino}>{s}" not in values and f"{bears}>{s}" in values
