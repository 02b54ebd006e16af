"""The browser and demo screens, driven by key presses on a real Textual app."""

from __future__ import annotations

from pathlib import Path

from textual.app import App
from textual.widgets import OptionList, Static

from sandbox.formats.catalogue import Catalogue
from sandbox.formats.goals import goal_status
from sandbox.formats.preset import presets_dir
from sandbox.formats.save import save_preset
from widgets.screens.browser import BrowserScreen, load_any, preview
from widgets.screens.demo import DemoScreen

FIX = Path(__file__).parent / "fixtures"
SIZE = (140, 44)


def snap(game):
    """The state without its change counters, and the log (what a presenter sees)."""
    import dataclasses
    skip = {f.name: 0 for f in dataclasses.fields(game.state) if f.name.endswith("version")}
    import copy
    st = copy.deepcopy(dataclasses.replace(game.state, **skip))
    st.zones = {k: v for k, v in st.zones.items() if v}  # reading a zone may create it empty
    return st, [str(e) for e in game.log]


class Host(App[None]):
    """A bare app that opens one screen and records what it returned."""

    def __init__(self, screen):
        super().__init__()
        self.first = screen
        self.result = "unset"

    def on_mount(self) -> None:
        self.push_screen(self.first, self._done)

    def _done(self, value) -> None:
        self.result = value


def test_catalog_lists_library_user_folder_and_command_line_paths(tmp_path):
    user = tmp_path / "mine"
    game, _ = load_any(presets_dir() / "puzzles" / "01_wild_growth.toml")[:2]
    save_preset(game, user / "my board.toml", title="My saved board")
    cat = Catalogue([FIX / "human_ai.pzl"], user=user)
    sources = {e.source for e in cat.entries}
    assert sources == {"library", "yours", "path"}
    assert [e.title for e in cat.filter("yours")] == ["My saved board"]
    assert len(cat.filter("puzzles")) >= 11
    assert {e.topic for e in cat.filter("all", "E05")} >= {"copies"}
    pzl = next(e for e in cat.entries if e.source == "path")
    assert pzl.title == "Sandbox fixture - Rhino drain"
    text = str(preview(pzl))
    assert "Goal: Win by the end of turn 1." in text and "Opponent: 3 life" in text


async def test_browser_filters_by_text_and_topic_previews_and_opens(tmp_path):
    cat = Catalogue(user=tmp_path / "none")
    screen = BrowserScreen(cat)
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        lst = screen.query_one("#browser-list", OptionList)
        total = lst.option_count
        assert total == len(cat.entries) >= 30
        await pilot.press(*"druid")
        await pilot.pause()
        assert lst.option_count == 1
        preview = str(screen.query_one("#browser-preview", Static).render())
        assert "Squeeze the Druid" in preview and "Goal: produce at least 5 {G}" in preview
        assert "Devoted Druid" in preview  # the board summary
        for _ in range(5):
            await pilot.press("backspace")
        await pilot.press("f2")  # topic: puzzles
        await pilot.pause()
        assert screen.topic == "puzzles" and lst.option_count == len(cat.filter("puzzles"))
        await pilot.press("down", "enter")
        await pilot.pause()
    assert app.result == str(cat.filter("puzzles")[1].path)


async def test_browser_escape_returns_nothing(tmp_path):
    app = Host(BrowserScreen(Catalogue(user=tmp_path)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("escape")
        await pilot.pause()
    assert app.result is None


async def test_demo_mode_steps_forward_and_back_with_narration_beside_the_board():
    game, info, _ = load_any(presets_dir() / "puzzles" / "02_effigy_rhino.toml")
    start = snap(game)
    screen = DemoScreen(game, game.info.demo, info.title)
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        def narration():
            return str(screen.query_one("#demo-narration", Static).render())

        def board():
            return str(screen.query_one("#demo-board", Static).render())

        assert "step 0 of 4" in narration()
        await pilot.press("right")
        await pilot.pause()
        assert "step 1 of 4" in narration() and "Effigy goes on the stack" in narration()
        assert "Machine God's Effigy" in board()
        await pilot.press("right", "right")
        await pilot.pause()
        assert "E05" in narration() and game.state.stack
        await pilot.press("right")
        await pilot.pause()
        assert "Puzzle solved" in board() and goal_status(game).solved
        await pilot.press("left")
        await pilot.pause()
        assert "step 3 of 4" in narration() and not goal_status(game).solved
        await pilot.press("home")
        await pilot.pause()
        assert snap(game) == start and "step 0 of 4" in narration()
        await pilot.press("escape")
        await pilot.pause()
    assert app.result is None


async def test_demo_mode_starts_from_the_loaded_board_and_shows_a_failing_step_as_one_line():
    game, info, _ = load_any(presets_dir() / "puzzles" / "01_wild_growth.toml")
    loaded = snap(game)
    from sandbox.core.actions import Activate
    game.perform(Activate(game.refs["forest"], 0))  # the presenter tapped the Forest by hand first
    screen = DemoScreen(game, game.info.demo)
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert snap(game) == loaded and "put back as it was loaded" in str(screen.query_one("#demo-narration", Static).render())
        from sandbox.core.actions import Activate
        game.perform(Activate(game.refs["forest"], 0))  # tapped again behind the demo's back
        before = snap(game)
        await pilot.press("right")
        await pilot.pause()
        text = str(screen.query_one("#demo-narration", Static).render())
        assert any(line.startswith("Forest #") and "already tapped" in line
                   for line in text.splitlines())
        assert snap(game) == before and screen.player.pos == 0


def test_goal_watcher_announces_solved_once():
    from sandbox.formats.goals import GoalWatcher
    game, _, _ = load_any(presets_dir() / "puzzles" / "01_wild_growth.toml")
    w = GoalWatcher()
    assert w.update(game) is None
    from sandbox.script.playback import run_step
    run_step(game, game.info.demo.steps[0])
    assert w.update(game) is None
    run_step(game, game.info.demo.steps[1])
    assert w.update(game) == "Puzzle solved: produce at least 3 {G} in one step"
    assert w.update(game) is None


def test_default_save_path_is_in_the_user_folder_and_never_overwrites(tmp_path, monkeypatch):
    from sandbox.formats.save import default_save_path, user_dir
    monkeypatch.setenv("MTG_SANDBOX_DATA_DIR", str(tmp_path))
    p = default_save_path("Puzzle 1: Three green!")
    assert p == tmp_path / "presets" / "puzzle-1-three-green.toml" and user_dir() == tmp_path / "presets"
    p.parent.mkdir(parents=True)
    p.write_text("x")
    assert default_save_path("Puzzle 1: Three green!").name == "puzzle-1-three-green-2.toml"


async def test_browser_opened_over_the_real_app_replaces_the_board(tmp_path, monkeypatch):
    monkeypatch.setenv("MTG_SANDBOX_DATA_DIR", str(tmp_path))
    from widgets.app import make_app
    from widgets.screens.browser import open_browser
    from widgets.screens.demo import open_demo
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        open_browser(screen)
        await pilot.pause()
        await pilot.press(*"two drains")
        await pilot.press("enter")
        await pilot.pause()
        assert screen.info.title == "Puzzle 7: Two drains, five lands"
        assert goal_status(screen.game).text.startswith("Goal: win the game")
        open_demo(screen)
        await pilot.pause()
        for _ in range(len(screen.game.info.demo.steps)):
            await pilot.press("right")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert goal_status(screen.game).solved


def test_catalog_shows_a_broken_file_in_your_folder_with_its_error(tmp_path):
    user = tmp_path / "mine"
    user.mkdir()
    (user / "broken.toml").write_text("[preset\ntitle = 'x'\n")
    (user / "wrong.toml").write_text('[preset]\ntitle = "Wrong card"\n[[player]]\nbattlefield = ["Forrest"]\n[[player]]\n')
    cat = Catalogue(user=user)
    mine = {e.path.name: e for e in cat.filter("yours")}
    assert "can't read" in mine["broken.toml"].error
    assert "can't read" in str(preview(mine["broken.toml"]))
    text = str(preview(mine["wrong.toml"]))
    assert "can't load" in text and "unknown card 'Forrest'" in text and "Forest" in text
