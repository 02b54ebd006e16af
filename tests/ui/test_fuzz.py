"""Keystroke fuzz: thousands of random key presses on several presets never raise.

Any exception inside the app (a handler, a render, the engine) fails ``run_test`` on exit;
we also check the app is still running after every batch (it never exits on an error).
An exception the game screen catches is shown as "internal error" and written to
errors.log in the data directory instead: neither may happen either.
"""

from __future__ import annotations

import asyncio
import random

import pytest
from textual import events
from textual.keys import _character_to_key

from widgets.app import make_app
from widgets.screens.game import GameScreen

from .boards import COMBAT, MAYBE, PYROMANCER, REPLACEMENTS, TOUR

KEYS = (["up", "down", "up", "down", "tab", "shift+tab", "enter", "enter", "escape", "space", "home", "end",
         "t", "a", "c", "r", "n", "N", "u", "u", "y", "i", "b", "h", "k", "colon", "question_mark", "o",
         "s", "d", "x", "1", "p", "z", "j", "backspace"])
"""Every binding except quit and the command palette (whose own search worker races a
close 1 ms later, faster than any typist; it has its own Pilot test), plus navigation and
stray letters (typed into inputs too)."""

MARKUP = ["left_square_bracket", "right_square_bracket", "slash", "backslash", "equals_sign"]
"""Rich markup characters, typed into the command line and prompts among the other keys."""

COMMANDS = [":cast [/]", ":[b]x[/b]", ":expect [red]Forest[/red] pt 1/1", ":add [/] to hand", ":choose [@click=bell]",
            ":tap [link=x]y"]
"""Whole commands full of markup, typed then entered (issue 17 item 1); no "q" (quit, if a
command line didn't open)."""

BATCH = 50
PER_PRESET = 400


async def burst(pilot, keys: list[str]) -> None:
    """Send keys as fast as a person mashing the keyboard would (no waiting for idle between)."""
    app = pilot.app
    for key in keys:
        char = key if len(key) == 1 else {"space": " ", "colon": ":", "question_mark": "?", "left_square_bracket": "[",
                                          "right_square_bracket": "]", "slash": "/", "backslash": "\\",
                                          "equals_sign": "="}.get(key)
        event = events.Key(key, char)
        event.set_sender(app)
        app._driver.send_message(event)
        await asyncio.sleep(0.001)
    await pilot.pause()


def typed(command: str) -> list[str]:
    """The keys that type a command line and enter it."""
    return [_character_to_key(c) for c in command] + ["enter"]


@pytest.fixture
def shown_errors(monkeypatch) -> list[str]:
    """Every error message the game screen shows (status line and notification)."""
    shown: list[str] = []
    original = GameScreen.show_error

    def record(self, message: str, **how) -> None:
        shown.append(message)
        original(self, message, **how)
    monkeypatch.setattr(GameScreen, "show_error", record)
    return shown


@pytest.mark.parametrize("name,text", [("default", None), ("pyromancer", PYROMANCER),
                                       ("replacements", REPLACEMENTS), ("combat", COMBAT), ("maybe", MAYBE)])
async def test_random_keys_never_raise(name, text, tmp_path, monkeypatch, journal_dir, shown_errors):
    monkeypatch.chdir(tmp_path)  # "s" then Enter saves a preset into the working directory
    rng = random.Random(f"fuzz-{name}")
    app = make_app(text=text or TOUR, flash=0)
    presses = 0
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(PER_PRESET // BATCH):
            keys = [rng.choice(KEYS + MARKUP) for _ in range(BATCH)] + ["escape"] * 3 + typed(rng.choice(COMMANDS))
            await burst(pilot, keys)
            presses += len(keys)
            assert app.is_running, f"the app exited after {keys}"
        game = app.game_screen.game
        game.legal_actions()  # the engine is still consistent
    assert presses >= PER_PRESET
    assert any("[/]" in m or "[b]" in m or "[red]" in m or "[link" in m for m in shown_errors), shown_errors  # typed and refused
    internal = [m for m in shown_errors if "internal error" in m]
    assert not internal, internal
    assert not (journal_dir / "errors.log").exists(), (journal_dir / "errors.log").read_text(encoding="utf-8")[-2000:]
