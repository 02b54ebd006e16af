"""Keywords that put counters on a permanent as it enters (122.6, through counter replacements),
each with its rule: fading N (702.32a: N fade counters; at its controller's upkeep one is removed,
and if none can be, it's sacrificed), modular N (702.43a: N +1/+1 counters; when it dies, its
controller may put a +1/+1 counter on target artifact creature for each +1/+1 counter it had)
and bloodthirst N (702.54a: N +1/+1 counters if an opponent was dealt damage this turn).
Blastoderm, Arcbound Worker and Bloodrage Vampire compiled from their Oracle text, on real
boards through real actions."""

from __future__ import annotations

import pytest

from sandbox import Pass
from sandbox.cards.oracle import OracleFace
from sandbox.cards.parse import parse_ability
from sandbox.errors import InvalidActionError

from .copyhelp import advance_to, cast, compiled_cards, find, make, resolve

BLASTODERM = OracleFace("Blastoderm", "{2}{G}{G}", "Creature — Beast",
                        "Shroud (This creature can't be the target of spells or abilities.)\nFading 3 (This creature "
                        "enters with three fade counters on it. At the beginning of your upkeep, remove a fade counter "
                        "from it. If you can't, sacrifice it.)", "5", "5")
WORKER = OracleFace("Arcbound Worker", "{1}", "Artifact Creature — Construct",
                    "Modular 1 (This creature enters with a +1/+1 counter on it. When it dies, you may put its +1/+1 "
                    "counters on target artifact creature.)", "0", "0")
VAMPIRE = OracleFace("Bloodrage Vampire", "{2}{B}", "Creature — Vampire",
                     "Bloodthirst 1 (If an opponent was dealt damage this turn, this creature enters with a +1/+1 "
                     "counter on it.)", "3", "1")
CARDS = compiled_cards(BLASTODERM, WORKER, VAMPIRE)


def test_702_32a_fading_three_counters_one_less_each_upkeep_then_sacrificed():
    game = make(["Forest"] * 4, ["Blastoderm"], pool="", extra=CARDS)
    cast(game, "Blastoderm")
    resolve(game)
    derm = find(game, "Blastoderm")
    assert game.obj(derm).counters.get("fade") == 3
    advance_to(game, 4, "upkeep")
    assert game.obj(derm).counters.get("fade") == 3 and not game.state.stack  # the opponent's upkeep
    counts = []
    for turn in (5, 7, 9):
        advance_to(game, turn, "upkeep")
        resolve(game)
        counts.append(game.obj(derm).counters.get("fade", 0))
    assert counts == [2, 1, 0] and derm in game.state.battlefield
    advance_to(game, 11, "upkeep")
    resolve(game)
    assert derm not in game.state.battlefield and find(game, "Blastoderm", "graveyard")


def test_702_43a_modular_counters_go_to_an_artifact_creature_as_it_dies():
    game = make(["Mountain", "Memnite", "Grizzly Bears"], ["Arcbound Worker", "Lightning Bolt"], pool="{C}", extra=CARDS)
    cast(game, "Arcbound Worker")
    resolve(game)
    worker = find(game, "Arcbound Worker")
    assert game.obj(worker).counters.get("+1/+1") == 1 and game.chars(worker).power == 1
    cast(game, "Lightning Bolt", worker)
    game.perform(Pass())
    game.perform(Pass())  # the Bolt resolves; modular's one legal target is Memnite (Bears isn't an artifact)
    memnite = find(game, "Memnite")
    assert [game.obj(s).targets for s in game.state.stack] == [[memnite]]
    resolve(game, "yes")
    assert game.obj(memnite).counters.get("+1/+1") == 1 and game.chars(memnite).power == 2
    assert not game.obj(find(game, "Grizzly Bears")).counters


def test_702_43a_near_miss_no_artifact_creature_no_counters_moved():
    game = make(["Mountain", "Grizzly Bears"], ["Arcbound Worker", "Lightning Bolt"], pool="{C}", extra=CARDS)
    cast(game, "Arcbound Worker")
    resolve(game)
    cast(game, "Lightning Bolt", find(game, "Arcbound Worker"))
    resolve(game)
    assert not game.state.stack and not game.obj(find(game, "Grizzly Bears")).counters


def test_702_54a_bloodthirst_only_after_an_opponent_was_dealt_damage_this_turn():
    game = make(["Swamp"] * 6 + ["Mountain"], ["Bloodrage Vampire", "Bloodrage Vampire", "Lightning Bolt"], pool="",
                extra=CARDS)
    cast(game, "Bloodrage Vampire")
    resolve(game)
    first = find(game, "Bloodrage Vampire")
    assert not game.obj(first).counters
    cast(game, "Lightning Bolt", "p1")
    resolve(game)
    cast(game, "Bloodrage Vampire")
    resolve(game)
    second = [o for o in game.state.battlefield if game.chars(o).name == "Bloodrage Vampire" and o != first][0]
    assert game.obj(second).counters.get("+1/+1") == 1 and game.chars(second).power == 4


def test_702_54a_near_miss_damage_to_yourself_or_last_turn_doesn_t_count():
    game = make(["Swamp"] * 3 + ["Mountain"], ["Bloodrage Vampire", "Lightning Bolt"], pool="", extra=CARDS)
    cast(game, "Lightning Bolt", "p0")
    resolve(game)
    cast(game, "Bloodrage Vampire")
    resolve(game)
    assert not game.obj(find(game, "Bloodrage Vampire")).counters
    game2 = make(["Swamp"] * 3, ["Bloodrage Vampire"], pool="", extra=CARDS)
    game2.state.players_damaged[game2.state.turn - 1] = [1]  # an opponent was dealt damage last turn
    cast(game2, "Bloodrage Vampire")
    resolve(game2)
    assert not game2.obj(find(game2, "Bloodrage Vampire")).counters


def test_702_32a_near_miss_the_keywords_need_a_number():
    for text in ("Fading", "Fading X", "Modular", "Modular—Sunburst", "Bloodthirst X"):
        with pytest.raises(InvalidActionError):
            parse_ability(text)
