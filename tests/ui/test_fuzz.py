"""Keystroke fuzz: thousands of random key presses on several presets never raise.

Any exception inside the app (a handler, a render, the engine) fails ``run_test`` on exit;
we also check the app is still running after every batch (it never exits on an error).
"""

from __future__ import annotations

import asyncio
import random

import pytest
from textual import events

from widgets.app import make_app

from .boards import COMBAT, MAYBE, PYROMANCER, REPLACEMENTS, TOUR

KEYS = (["up", "down", "up", "down", "tab", "shift+tab", "enter", "enter", "escape", "space", "home", "end",
         "t", "a", "c", "r", "n", "N", "u", "u", "y", "i", "b", "h", "k", "colon", "question_mark", "o",
         "s", "d", "x", "1", "p", "backspace"])
"""Every binding except quit and the command palette (whose own search worker races a
close 1 ms later, faster than any typist; it has its own Pilot test), plus navigation and
stray letters (typed into inputs too)."""

BATCH = 50
PER_PRESET = 400


async def burst(pilot, keys: list[str]) -> None:
    """Send keys as fast as a person mashing the keyboard would (no waiting for idle between)."""
    app = pilot.app
    for key in keys:
        char = key if len(key) == 1 else {"space": " ", "colon": ":", "question_mark": "?"}.get(key)
        event = events.Key(key, char)
        event.set_sender(app)
        app._driver.send_message(event)
        await asyncio.sleep(0.001)
    await pilot.pause()


@pytest.mark.parametrize("name,text", [("default", None), ("pyromancer", PYROMANCER),
                                       ("replacements", REPLACEMENTS), ("combat", COMBAT), ("maybe", MAYBE)])
async def test_random_keys_never_raise(name, text, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # "s" then Enter saves a preset into the working directory
    rng = random.Random(f"fuzz-{name}")
    app = make_app(text=text or TOUR, flash=0)
    presses = 0
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(PER_PRESET // BATCH):
            keys = [rng.choice(KEYS) for _ in range(BATCH)]
            await burst(pilot, keys)
            presses += len(keys)
            assert app.is_running, f"the app exited after {keys}"
        game = app.game_screen.game
        game.legal_actions()  # the engine is still consistent
    assert presses == PER_PRESET
