""""Whenever equipped creature dies" / "When enchanted creature dies" (603.10a): the Aura or
Equipment became unattached as the creature left, so the trigger looks back at what was
attached to it then. Skullclamp on real boards."""

from __future__ import annotations

import pytest

from sandbox.errors import LoadError

from .copyhelp import activate, cast, find, make, resolve

LIBRARY = ["Island"] * 10


def _clamp(game, creature: int) -> None:
    activate(game, find(game, "Skullclamp"), "Equip {1}", creature)
    resolve(game)


def test_603_10a_skullclamp_draws_two_when_the_equipped_creature_dies():
    game = make(["Skullclamp", "Llanowar Elves"], [], library=LIBRARY, pool="{C}")
    elves = find(game, "Llanowar Elves")
    _clamp(game, elves)  # 2/0: it dies as the state-based actions are checked (704.5f)
    resolve(game)
    assert find(game, "Llanowar Elves", "graveyard")
    assert len(game.state.zone("hand", 0)) == 2
    assert game.obj(find(game, "Skullclamp")).attached_to is None


def test_603_10a_skullclamp_sees_its_creature_die_in_a_wrath_with_others():
    game = make(["Skullclamp", "Grizzly Bears", "Centaur Courser", "Plains", "Plains", "Plains", "Plains"],
                ["Day of Judgment"], library=LIBRARY, pool="{C}")
    _clamp(game, find(game, "Centaur Courser"))
    cast(game, "Day of Judgment")
    resolve(game)
    assert len(game.state.zone("hand", 0)) == 2  # once: only the equipped creature's death


def test_603_10a_near_miss_another_creature_dying_doesnt_trigger_skullclamp():
    game = make(["Skullclamp", "Centaur Courser", "Grizzly Bears"], ["Lightning Bolt"], library=LIBRARY,
                pool="{C}{R}")
    _clamp(game, find(game, "Centaur Courser"))
    cast(game, "Lightning Bolt", find(game, "Grizzly Bears"))
    resolve(game)
    assert find(game, "Grizzly Bears", "graveyard") and len(game.state.zone("hand", 0)) == 0


def test_603_10a_near_miss_an_unattached_skullclamp_sees_nothing():
    game = make(["Skullclamp", "Grizzly Bears"], ["Lightning Bolt"], library=LIBRARY, pool="{R}")
    cast(game, "Lightning Bolt", find(game, "Grizzly Bears"))
    resolve(game)
    assert len(game.state.zone("hand", 0)) == 0


ENTERS_ENCHANTED = '''
[[card]]
name = "Entering Watcher (test card)"
mana_cost = "{W}"
type_line = "Enchantment — Aura"
oracle = "Enchant creature\\nWhen enchanted creature enters, draw a card."
abilities = ["Enchant creature", { triggered = { on = "enters", what = "enchanted", text = "When enchanted creature enters, draw a card.", effects = [ { draw = { count = 1 } } ] } }]
'''


def test_603_10a_near_miss_enchanted_on_an_event_that_cant_have_it_is_refused_at_load():
    """A creature enters with nothing attached: the trigger could never happen, so the card
    is refused as it loads (check catches what the run can't do)."""
    with pytest.raises(LoadError, match="can't trigger: nothing is attached to a permanent as it enters"):
        make([], [], extra=ENTERS_ENCHANTED)
