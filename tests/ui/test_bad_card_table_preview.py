"""A preset whose own card table has a key of the wrong type (issue 30, item 4): the
browser's preview says why it can't load, the app stays up and opening it changes nothing."""

from __future__ import annotations

from widgets.app import make_app
from widgets.screens.browser import BrowserScreen

from .boards import TOUR, settle

SIZE = (120, 40)
ODD = ('[preset]\ntitle = "Odd Colors"\n[[card]]\nname = "Odd Card"\nmana_cost = "{1}"\ntype_line = "Artifact"\n'
       'colors = 5\n[[player]]\nbattlefield = ["Odd Card"]\n[[player]]\n')


async def test_previewing_and_opening_a_preset_with_a_bad_card_table_keeps_the_app_and_the_board(monkeypatch, tmp_path):
    monkeypatch.setenv("MTG_SANDBOX_DATA_DIR", str(tmp_path))
    (tmp_path / "presets").mkdir()
    (tmp_path / "presets" / "odd.toml").write_text(ODD, encoding="utf-8")
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        before = app.game_screen.game.fingerprint()
        await pilot.press("p")
        await settle(pilot)
        assert isinstance(app.screen, BrowserScreen)
        await pilot.press(*"odd colors")
        await settle(pilot)
        shown = str(app.screen.query_one("#browser-preview").render())
        assert "can't load:" in shown and "colors: expected a list, found a whole number (5)" in shown
        await pilot.press("enter")
        await settle(pilot)
        assert app.return_code is None
        assert app.game_screen.game.fingerprint() == before


async def test_a_browser_session_previews_and_opens_no_link_out_of_the_preset_folders(monkeypatch, tmp_path):
    """Issue 30, item 8: the browser's p follows the same path check as the open dialog."""
    from widgets import BROWSER_ENV
    monkeypatch.setenv(BROWSER_ENV, "1")
    monkeypatch.setenv("MTG_SANDBOX_DATA_DIR", str(tmp_path / "data"))
    outside = tmp_path / "secret.toml"
    outside.write_text('[preset]\ntitle = "Linked Secret"\n[[player]]\nbattlefield = ["Mountain"]\n[[player]]\n',
                       encoding="utf-8")
    (tmp_path / "data" / "presets").mkdir(parents=True)
    (tmp_path / "data" / "presets" / "link.toml").symlink_to(outside)
    app = make_app(text=TOUR, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        before = app.game_screen.game.fingerprint()
        await pilot.press("p")
        await settle(pilot)
        await pilot.press(*"linked secret")
        await settle(pilot)
        shown = str(app.screen.query_one("#browser-preview").render())
        assert "can't load: expected a file inside" in shown and "Mountain" not in shown
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is app.game_screen and app.game_screen.game.fingerprint() == before
        assert "a browser session opens presets only there" in (app.game_screen.error or "")
