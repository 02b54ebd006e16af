"""Boards that bring the app to each kind of decision, for Pilot and snapshot tests.

Each entry: preset text, and a setup that performs real actions through the game screen
(``GameScreen.apply``), after which the engine asks the decision and the modal is shown.
"""

from __future__ import annotations

from collections.abc import Callable
from time import monotonic

from sandbox.core.actions import Activate, Cast, Pass

from ..conftest import find


async def settle(pilot) -> None:
    """Wait three frames: the screen's refresh and the after-refresh updates that follow it
    (guide, hand marks, inspector, key bar)."""
    for _ in range(3):
        await pilot.pause()


async def wait_until(pilot, condition, what: str, timeout: float = 60.0) -> None:
    """Let the app run until ``condition()`` holds: a condition, not a clock (a loaded
    machine only makes it slower); ``timeout`` only stops a test that would hang."""
    deadline = monotonic() + timeout
    while not condition():
        assert monotonic() < deadline, f"still waiting for {what} after {timeout:.0f} s"
        await pilot.pause(0.01)


async def through_path_prompt(pilot, key: str, path: object) -> None:
    """Press ``key`` (o opens a board, s saves one), put ``path`` in the path prompt, press Enter."""
    await pilot.press(key)
    await pilot.pause()
    pilot.app.screen.query_one("#path-input").value = str(path)
    await pilot.press("enter")
    await pilot.pause()

TOUR = r'''
[preset]
title = "Copy, trigger and mana: the tour"
topic = "demo"
description = """A copy, a trigger and mana production on one board. Tap lands for mana (Wild Growth \
adds an extra {G} as a triggered mana ability), cast Machine God's Effigy to copy Siege Rhino \
(its ETB trigger fires on the copy), or cast Giant Growth on the Rhino to trigger Vesuvan \
Duplimancy."""
rules = ["707.5", "603.2", "605.4a", "106.12a"]
rulings = ["E09", "D01", "M4"]
suggested = "Tap the Forest enchanted by Wild Growth, then cast Machine God's Effigy."

[game]
turn = 3
active = "you"
step = "main1"

[[player]]
name = "You"
life = 20
library = ["Island", "Island", "Forest", "Grizzly Bears", "Island", "Forest"]
hand = ["Machine God's Effigy", "Giant Growth", "Clone", "Lightning Bolt"]
battlefield = [
  { card = "Forest", ref = "forest" },
  { card = "Wild Growth", attached_to = "forest" },
  "Island", "Island", "Mountain", "Forest",
  "Llanowar Elves",
  "Siege Rhino",
  "Vesuvan Duplimancy",
]

[[player]]
name = "Opponent"
life = 20
library = ["Swamp", "Swamp", "Swamp"]
hand = ["Counterspell"]
battlefield = ["Island", "Island", "Slippery Bogle", "Isamaru, Hound of Konda"]
'''
"""The tour board (a copy of presets/demo/default.toml's board, pinned here so snapshots don't
change when the curated preset's text does, nor with the checkout's path)."""
DEFAULT = TOUR

BALLISTA = """
[game]
turn = 3
step = "main1"
[[player]]
hand = ["Walking Ballista"]
battlefield = ["Forest", "Forest", "Island", "Island"]
[[player]]
"""

BIRDS = """
[[player]]
battlefield = ["Birds of Paradise"]
[[player]]
"""

PYROMANCER = """
[[player]]
hand = ["Giant Growth"]
battlefield = ["Forest", "Young Pyromancer", "Vesuvan Duplimancy"]
[[player]]
"""

REPLACEMENTS = """
[[card]]
name = "Doubling Lens"
type_line = "Artifact"
oracle = "If you tap a permanent for mana, it produces twice as much of that mana instead."
abilities = [ { replacement = { replaces = "mana", multiply = 2, text = "If you tap a permanent for mana, it produces twice as much of that mana instead." } } ]

[[card]]
name = "Dark Prism"
type_line = "Artifact"
oracle = "If you tap a permanent for mana, it produces {B} instead of any other type and amount."
abilities = [ { replacement = { replaces = "mana", becomes = ["B"], text = "If you tap a permanent for mana, it produces {B} instead of any other type and amount." } } ]

[[player]]
battlefield = ["Forest", "Doubling Lens", "Dark Prism"]
[[player]]
"""

MAYBE = """
[[card]]
name = "Hopeful Healer"
mana_cost = "{G}"
type_line = "Creature — Human Cleric"
power = 1
toughness = 1
oracle = "When this creature enters, you may gain 3 life."
abilities = [ { triggered = { on = "enters", optional = true, text = "When this creature enters, you may gain 3 life.", effects = [ { gain_life = { who = "you", amount = 3 } } ] } } ]

[[player]]
hand = ["Hopeful Healer"]
battlefield = ["Forest"]
[[player]]
"""

LEGENDS = """
[[player]]
battlefield = ["Isamaru, Hound of Konda", "Isamaru, Hound of Konda"]
[[player]]
"""

COMBAT = """
[game]
turn = 3
step = "beginning_of_combat"
[[player]]
battlefield = ["Grizzly Bears", "Siege Rhino"]
[[player]]
battlefield = ["Slippery Bogle", "Isamaru, Hound of Konda"]
"""

CLEANUP = """
[game]
step = "end"
[[player]]
hand = ["Island", "Island", "Island", "Forest", "Forest", "Forest", "Mountain", "Mountain", "Giant Growth"]
[[player]]
"""

JACE = """
[[player]]
battlefield = ["Jace Beleren"]
[[player]]
"""


def _copy(screen) -> None:
    game = screen.game
    screen.apply(Cast(find(game, "Machine God's Effigy", "hand")))
    screen.apply(Pass())
    screen.apply(Pass())


def _targets(screen) -> None:
    screen.apply(Cast(find(screen.game, "Giant Growth", "hand")))


def _number(screen) -> None:
    screen.apply(Cast(find(screen.game, "Walking Ballista", "hand")))


def _color(screen) -> None:
    screen.apply(Activate(find(screen.game, "Birds of Paradise"), 0))


def _trigger_order(screen) -> None:
    game = screen.game
    screen.apply(Cast(find(game, "Giant Growth", "hand"), targets=(find(game, "Young Pyromancer"),)))


def _replacement_order(screen) -> None:
    screen.apply(Activate(find(screen.game, "Forest"), 0))


def _yesno(screen) -> None:
    screen.apply(Cast(find(screen.game, "Hopeful Healer", "hand")))
    for _ in range(4):
        screen.apply(Pass())


def _legend(screen) -> None:
    screen.apply(Pass())


def _attackers(screen) -> None:
    screen.apply(Pass())
    screen.apply(Pass())


async def _blockers(screen, pilot) -> None:
    _attackers(screen)
    await pilot.pause()
    modal = screen.app.screen
    await pilot.press("space", "d")  # the first attacker attacks
    await pilot.pause()
    assert screen.app.screen is not modal
    screen.apply(Pass())
    screen.apply(Pass())


def _discard(screen) -> None:
    screen.apply(Pass())
    screen.apply(Pass())


def _choose(screen) -> None:
    screen.battlefield.focus()
    screen.battlefield.select_oid(find(screen.game, "Jace Beleren"))
    screen.selected = find(screen.game, "Jace Beleren")
    screen.action_activate()


DECISIONS: dict[str, tuple[str | None, Callable]] = {
    "copy": (DEFAULT, _copy),
    "targets": (DEFAULT, _targets),
    "number": (BALLISTA, _number),
    "color": (BIRDS, _color),
    "trigger_order": (PYROMANCER, _trigger_order),
    "replacement_order": (REPLACEMENTS, _replacement_order),
    "yesno": (MAYBE, _yesno),
    "legend": (LEGENDS, _legend),
    "attackers": (COMBAT, _attackers),
    "blockers": (COMBAT, _blockers),
    "discard": (CLEANUP, _discard),
    "choose": (JACE, _choose),
}
"""Decision kind -> (preset text or None for the default board, setup(screen) or async setup(screen, pilot))."""


async def reach(kind: str, app, pilot) -> None:
    """Run the setup of ``kind`` on a running app and wait for the modal."""
    import inspect
    _, setup = DECISIONS[kind]
    await pilot.pause()  # let the app finish mounting
    if inspect.iscoroutinefunction(setup):
        await setup(app.game_screen, pilot)
    else:
        setup(app.game_screen)
    await pilot.pause()
    # order dialogs fill in their previews from a worker
    await wait_until(pilot, lambda: not getattr(app.screen, "pending_previews", None), "the order previews")
