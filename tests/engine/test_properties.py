"""Property-based tests: random legal play never breaks the engine's invariants."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sandbox import default_game
from sandbox.core.state import PLAYER_ZONES

from ..conftest import board

BOARDS = {
    "default": None,
    "combat": '''
[game]
turn = 3
[[player]]
library = ["Forest", "Forest", "Island", "Island", "Mountain"]
hand = ["Lightning Bolt", "Giant Growth", "Walking Ballista", "Clone", "Forest"]
battlefield = ["Mountain", "Forest", "Forest", "Island", "Island", "Grizzly Bears", "Young Pyromancer",
               "Jace Beleren", "History of Benalia", { card = "Forest", ref = "f" }, { card = "Wild Growth", attached_to = "f" }]
[[player]]
library = ["Island", "Island", "Island", "Island"]
hand = ["Counterspell", "Lightning Bolt"]
battlefield = ["Island", "Island", "Mountain", "Silver Knight", "Isamaru, Hound of Konda"]
''',
    "copies": '''
[[player]]
library = ["Island", "Island", "Island"]
hand = ["Machine God's Effigy", "Mirrormade", "Clone", "Giant Growth"]
battlefield = ["Island", "Island", "Island", "Island", "Forest", "Forest", "Sol Ring", "Vesuvan Duplimancy",
               "Walking Ballista", "Siege Rhino", "Isamaru, Hound of Konda", "Treasure"]
[[player]]
library = ["Island", "Island", "Island"]
battlefield = ["Slippery Bogle", { card = "Pacifism", attached_to = "bogle" }, { card = "Grizzly Bears", ref = "bogle" }]
''',
    "zones": '''
[game]
turn = 3
[[player]]
library = ["Forest", "Forest", "Island", "Mountain"]
hand = ["Lightning Bolt", "Lightning Bolt", "Quasiduplicate", "Hangarback Walker", "Rancor", "Cloudshift", "Flickerwisp", "Oblivion Ring"]
battlefield = ["Mountain", "Mountain", "Forest", "Forest", "Island", "Island", "Plains", "Mutavault",
               "Helm of the Host", "Kitchen Finks", "Strangleroot Geist",
               { card = "Hangarback Walker", token = true, counters = { "+1/+1" = 2 } }]
[[player]]
library = ["Mountain", "Mountain", "Mountain"]
hand = ["Lightning Bolt", "Lightning Bolt"]
battlefield = ["Mountain", "Mountain", { card = "Young Wolf", counters = { "+1/+1" = 1 } }, { card = "Kitchen Finks", token = true }]
''',
    "mana_engines": '''
[game]
turn = 3
[[player]]
library = ["Forest", "Island", "Swamp", "Plains"]
hand = ["Llanowar Elves", "Grizzly Bears", "Cavern of Souls", "Urza's Tower", "Lightning Bolt", "Chrome Mox", "Siege Rhino"]
battlefield = ["Gaea's Cradle", { card = "Calciform Pools", counters = { storage = 2 } }, "Dreadship Reef", "River of Tears",
               "Urza's Mine", "Urza's Power Plant", "Squandered Resources", "Doubling Cube", { card = "Caged Sun", chosen_color = "G" },
               "Eldrazi Temple", { card = "Cavern of Souls", chosen_type = "Elf" }, "Mana Reflection", "Forest", "Mountain",
               "Llanowar Elves", "Food Chain", "Horizon Canopy", { card = "Tendo Ice Bridge", counters = { charge = 1 } }]
[[player]]
library = ["Island", "Island", "Island"]
hand = ["Counterspell"]
battlefield = ["Island", "Island", "Grizzly Bears"]
''',
    "control": '''
[game]
turn = 3
[[player]]
library = ["Plains", "Island", "Mountain", "Forest"]
hand = ["Threaten", "Switcheroo", "Control Magic", "Steady Progress", "Spectral Shield"]
pool = "{W}{W}{U}{U}{U}{U}{U}{R}{R}{R}{G}"
battlefield = ["Goblin Bombardment", "Thousand-Year Elixir", "Emperor Crocodile", "Phantom Warrior",
               { card = "Student of Warfare", counters = { level = 1 } }, { card = "History of Benalia", counters = {} },
               { card = "Daghatar the Adamant", counters = { "+1/+1" = 2 } }]
[[player]]
library = ["Mountain", "Mountain", "Mountain"]
hand = ["Act of Treason", "Lightning Bolt"]
battlefield = ["Mountain", "Mountain", "Mountain", "Grizzly Bears", "Tetravite Token", { card = "Llanowar Elves", sick = true }]
''',
    "faces": '''
[game]
turn = 3
[[player]]
library = ["Lightning Bolt", "Island", "Forest", "Sagu Mauler", "Plains", "Lightning Bolt"]
hand = ["Soul Summons", "Show and Tell", "Ephemerate", "Banishing Light", "Sagu Mauler", "Sidisi's Faithful",
        "Geralf's Messenger", "Icefeather Aven", "Quasiduplicate", "Sakashima's Student"]
battlefield = ["Island", "Island", "Island", "Plains", "Plains", "Swamp", "Swamp", "Swamp", "Forest", "Mountain",
               "Delver of Secrets", "Huntmaster of the Fells", "Evolving Wilds", "Mayhem Devil"]
[[player]]
library = ["Island", "Island", "Island"]
hand = ["Clone", "Grizzly Bears", "Phyrexian Metamorph"]
battlefield = ["Island", "Island", "Island", "Island", "Grizzly Bears"]
''',
}


def _game(name):
    if BOARDS[name] is None:
        return default_game()[0]
    return board(BOARDS[name])


def check_invariants(game) -> None:
    st_ = game.state
    seen: dict[int, str] = {}
    for key, ids in st_.zones.items():
        for oid in ids:
            assert oid not in seen, f"#{oid} is in {seen[oid]} and {key}"
            seen[oid] = key
            obj = st_.objects[oid]
            assert key.split(":")[0] == obj.zone, f"#{oid} is listed in {key} but says {obj.zone}"
            if obj.zone in PLAYER_ZONES:
                assert key == f"{obj.zone}:{obj.owner}"
    for oid, obj in st_.objects.items():
        if obj.zone in ("entering", "resolving"):
            assert game.pending is not None, f"#{oid} left in limbo ({obj.zone})"
            continue
        assert oid in seen, f"#{oid} ({obj.zone}) is in no zone"
        if game.pending is None:
            assert obj.kind != "token" or obj.zone == "battlefield", f"token #{oid} still in the {obj.zone} (704.5d)"
        assert all(n >= 0 for n in obj.counters.values())
    for p in st_.players:
        assert all(m.type in "WUBRGC" for m in p.pool.amounts)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(sorted(BOARDS)), data=st.data())
def test_random_legal_play_keeps_invariants_and_undo_is_exact(name, data):
    """30 random walks of 40 legal actions (each commit's CI seed draws other walks, conftest.py)."""
    walk(_game(name), lambda actions: data.draw(st.sampled_from(actions)), 40)


def walk(game, choose, steps: int) -> None:
    """Perform ``steps`` legal actions picked by ``choose``; after each, check the invariants
    and that undo and redo are exact."""
    for _ in range(steps):
        actions = game.legal_actions()
        if not actions:
            break
        action = choose(actions)
        before = game.fingerprint()
        game.perform(action)  # a listed action must be legal
        check_invariants(game)
        after = game.fingerprint()
        game.undo()
        assert game.fingerprint() == before, f"undo of {action} is not exact"
        game.redo()
        assert game.fingerprint() == after, f"redo of {action} is not exact"


def _curated():
    from sandbox.formats.preset import presets_dir
    return sorted(presets_dir().rglob("*.toml"))


@pytest.mark.parametrize("path", _curated(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_random_walk_on_every_curated_preset_keeps_invariants(path):
    """DESIGN.md 5: random legal play over every preset; undo and redo exact at each step."""
    import random

    from sandbox import load_preset
    game, _ = load_preset(path)
    walk(game, random.Random(path.stem).choice, 25)


@pytest.mark.parametrize("seed", range(4))
def test_random_walk_on_the_mana_engines_board_keeps_invariants(seed):
    """Storage lands, "instead" lands, Squandered Resources, Doubling Cube, Caged Sun, Cavern
    of Souls and Eldrazi Temple under random legal play: invariants hold, undo/redo exact."""
    import random
    walk(_game("mana_engines"), random.Random(seed).choice, 40)
