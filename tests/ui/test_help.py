"""Help (issue 15, item 12): ? lists every key of the live bindings (game screen, payment plan,
dialogs, browser, demo) and every glyph the panes draw; README's key table names every key of
the game screen; c on a card that can't be cast says why; --text shows the hands; a puzzle's
solution is shown only on request; leaving the demo says where the board was left."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from rich.console import Console
from textual.binding import Binding

from sandbox.core.actions import Activate, Cast, Pass
from tests.conftest import find
from widgets.app import SandboxApp, make_app
from widgets.screens import help as help_screen
from widgets.screens.choose import ChooseScreen
from widgets.screens.demo import DemoScreen
from widgets.screens.game import GameScreen
from widgets.screens.help import GLYPHS, HelpScreen
from widgets.screens.payment import PaymentScreen

from .boards import TOUR, settle

ROOT = Path(__file__).resolve().parents[2]
SIZE = (120, 40)
PUNCTUATION = set("·━—↑↓")
"""Non-ASCII characters the panes use as punctuation, not as glyphs with a meaning."""


def game_bindings() -> list[Binding]:
    return [b for b in GameScreen.BINDINGS + SandboxApp.BINDINGS if isinstance(b, Binding)]


def readme_key_cells() -> set[str]:
    """Every key named in the first column of README's key table (lower case)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    table = text[text.index("| key | does |"):]
    table = table[:table.index("\n\n")]
    cells: set[str] = set()
    for row in table.splitlines()[2:]:
        first = row.split("|")[1]
        cells |= {t.lower() for t in re.split(r"[\s/,]+", first) if t}
    return cells


def key_names(binding: Binding) -> list[str]:
    """A binding's keys as README writes them ("space" -> "space", "question_mark" -> "?")."""
    names = {"question_mark": "?", "colon": ":", "ctrl+p": "ctrl+p", "escape": "esc"}
    return [names.get(k, k).lower() for k in binding.key.split(",")]


async def test_help_lists_every_key_of_every_screen_and_every_glyph():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        table = app.screen.table()
        keys = [str(c) for c in table.columns[0]._cells]
        does = "\n".join(str(c) for c in table.columns[1]._cells).lower()
        for b in game_bindings() + [b for b in PaymentScreen.BINDINGS if isinstance(b, Binding)]:
            assert b.description.lower() in does, b.description
            assert (b.tooltip or "").lower() in does, b.tooltip
        for key in ("p", "d", "i", "x", "r", "?", ":", "space"):
            assert key in keys, f"key {key} missing from ?"
        console = Console(width=160, record=True)
        console.print(table)
        out = console.export_text()
        for glyph, _ in GLYPHS:
            assert glyph in out
        await pilot.press("escape")
        assert not isinstance(app.screen, HelpScreen)


def test_readme_key_table_names_every_key_of_the_game_screen_and_the_payment_plan():
    cells = readme_key_cells()
    for b in game_bindings() + [b for b in PaymentScreen.BINDINGS if isinstance(b, Binding)]:
        for key in key_names(b):
            if key in ("ctrl+z",):  # an alias of u
                continue
            assert key in cells, f"{key} ({b.description}) is not in README's key table"


def test_every_glyph_the_panes_draw_is_explained_in_help_and_readme():
    used: set[str] = set()
    for path in ("widgets/render.py", "widgets/view.py", "widgets/preview.py", "sandbox/formats/catalogue.py"):
        used |= {c for c in (ROOT / path).read_text(encoding="utf-8") if ord(c) > 127}
    explained = "".join(g for g, _ in GLYPHS)
    missing = sorted(used - PUNCTUATION - set(explained))
    assert not missing, f"glyphs without a meaning in help.GLYPHS: {missing}"
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for glyph, meaning in GLYPHS:
        assert f"| {glyph} | {meaning} |" in readme, glyph
    assert help_screen.EXTRA_KEYS


async def test_c_on_a_card_that_cant_be_cast_says_why():
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.game_screen
        game = screen.game
        before = game.fingerprint()
        counterspell = find(game, "Counterspell", "hand")
        await pilot.pause()
        screen.hand.focus()
        assert screen.hand.select_oid(counterspell)
        await settle(pilot)
        assert not screen.check_action("cast", ())
        await pilot.press("c")
        await settle(pilot)
        assert screen.error.startswith("can't cast Counterspell")
        assert "is in Opponent's hand, but You have priority" in screen.error
        assert "✗ can't cast Counterspell" in str(screen.status.render())
        assert game.fingerprint() == before
        # a sorcery-speed card with a spell on the stack: the engine's reason names the rule
        screen.apply(Activate(game.refs["forest"], 0))
        screen.apply(Cast(find(game, "Giant Growth", "hand"), targets=(find(game, "Siege Rhino"),)))
        assert game.state.stack and game.state.priority == 0
        screen.hand.focus()
        clone = find(game, "Clone", "hand")
        assert screen.hand.select_oid(clone)
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        assert screen.error == (f"can't cast {game.name(clone)} now: "
                                "Clone can be cast only in your main phase with an empty stack (307.1)")
        screen.action_undo()
        screen.action_undo()
        await settle(pilot)
        # a castable card still casts with c: its target is asked first
        screen.hand.select_oid(find(game, "Giant Growth", "hand"))
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, ChooseScreen) and "target" in app.screen.decision.prompt


def test_text_mode_shows_the_hands():
    out = subprocess.run([sys.executable, "-m", "sandbox.cli", "--text"], capture_output=True, text=True,
                         cwd=ROOT, timeout=60).stdout
    assert "hand: " in out and "Machine God's Effigy" in out and "Counterspell" in out


async def test_a_puzzle_hides_its_solution_until_the_demo_is_opened():
    app = make_app(ROOT / "presets/puzzles/01_wild_growth.toml", flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.game_screen
        solution = screen.info.suggested
        assert solution
        assert solution not in screen.guide.text
        screen.selected = None
        screen.show_inspector()
        assert solution not in screen.inspector.text
        assert "The solution is hidden: d plays it step by step." in screen.inspector.text
        await pilot.press("d")
        await settle(pilot)
        assert isinstance(app.screen, DemoScreen)
        await pilot.press("escape")
        await settle(pilot)
        screen.selected = None
        screen.show_inspector()
        assert "Try: " + solution in screen.inspector.text


def test_browser_preview_hides_a_puzzles_solution_and_shows_a_boards_suggestion():
    from sandbox.api import Catalogue
    from widgets.screens.browser import preview
    entries = {e.path.name: e for e in Catalogue().filter("all", "")}
    puzzle = preview(entries["01_wild_growth.toml"]).plain
    assert "Try:" not in puzzle and "Tap the Forest for mana." not in puzzle
    assert "press d to watch it" in puzzle
    tour = preview(entries["default.toml"]).plain
    assert "Try: " in tour


async def test_leaving_the_demo_says_where_the_board_is_and_u_goes_back():
    app = make_app(ROOT / "presets/demo/default.toml", flash=0)
    shown: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.game_screen
        screen.announce = shown.append  # what the user is told
        start = screen.game.fingerprint()
        await pilot.press("d")
        await settle(pilot)
        await pilot.press("right", "right")
        await settle(pilot)
        await pilot.press("escape")
        await settle(pilot)
        total = len(screen.info.demo.steps)
        assert shown[-1].startswith(f"Left the demo at step 2 of {total}: the board stays there.")
        assert "u takes back one action at a time" in shown[-1]
        assert screen.game.fingerprint() != start
        for _ in range(10):
            if screen.game.fingerprint() == start:
                break
            screen.action_undo()
            await settle(pilot)
        assert screen.game.fingerprint() == start, "u goes back to the board as loaded"
        screen.apply(Pass())
