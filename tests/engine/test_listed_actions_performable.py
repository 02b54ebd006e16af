"""Everything legal_actions() lists, perform() accepts (issue 17, item 9): a listed action
is tried on a clone of the game at every step of a random walk over the curated presets."""

from __future__ import annotations

import random

import pytest

from sandbox import Activate, Cast, IllegalActionError, load_preset

from ..conftest import board, find
from .test_properties import _curated, check_invariants


def refused(game) -> list[str]:
    """The listed actions perform() refuses now, each with its reason."""
    out = []
    for action in game.legal_actions():
        trial = game.clone()
        try:
            trial.perform(action)
        except IllegalActionError as e:
            out.append(f"{action}: {e}")
    return out


COST_BOARDS = {
    # Boards where listing once disagreed with performing: a cost increase, a source paying
    # for its own tap ability, both at once.
    "thalia_effigy": '''
[[player]]
hand = ["Machine God's Effigy", "Mind Stone"]
battlefield = ["Island", "Island", "Island", "Island"]
[[player]]
battlefield = ["Thalia, Guardian of Thraben"]
''',
    "mind_stone": '''
[[player]]
library = ["Island", "Island"]
hand = ["Sol Ring"]
battlefield = ["Mind Stone", { card = "Mind Stone", tapped = true }]
[[player]]
''',
}


def walk_listed(game, seed: str) -> None:
    """A random walk checking, at each step, that every listed action is performable."""
    rng = random.Random(f"listed:{seed}")
    for _ in range(12):
        assert refused(game) == []
        actions = game.legal_actions()
        if not actions:
            break
        game.perform(rng.choice(actions))
        check_invariants(game)


@pytest.mark.parametrize("path", _curated(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_listed_action_is_performable_along_a_random_walk(path):
    game, _ = load_preset(path)
    walk_listed(game, path.stem)


@pytest.mark.parametrize("name", sorted(COST_BOARDS))
def test_every_listed_action_is_performable_on_boards_with_cost_changes(name):
    walk_listed(board(COST_BOARDS[name]), name)


def test_a_cost_increase_is_counted_before_listing_a_spell_601_2f():
    game = board('''
[[player]]
hand = ["Machine God's Effigy"]
battlefield = ["Island", "Island", "Island", "Island"]
[[player]]
battlefield = ["Thalia, Guardian of Thraben"]
''')
    effigy = find(game, "Machine God's Effigy", "hand")
    assert Cast(effigy) not in game.legal_actions(), "{4} + {1} from Thalia can't be paid with four Islands"
    assert refused(game) == []


def test_a_source_does_not_pay_for_its_own_tap_ability():
    game = board('''
[[player]]
library = ["Island"]
battlefield = ["Mind Stone"]
[[player]]
''')
    stone = find(game, "Mind Stone")
    listed = [a for a in game.legal_actions() if isinstance(a, Activate) and a.obj == stone]
    assert all(game.activated_abilities(stone)[a.ability].cost.mana == () for a in listed), listed
    assert refused(game) == []
