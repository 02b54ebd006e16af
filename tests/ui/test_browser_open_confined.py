"""Browser mode opens presets only from the curated presets and the data folder (issue 17):
`o` in the real app with the browser's environment refuses any other readable path and
leaves the board as it was; a terminal session still opens any path."""

from __future__ import annotations

from sandbox.formats.preset import presets_dir
from widgets.serve import BROWSER_ENV

from .boards import through_path_prompt

PRESET = '''
[preset]
title = "{title}"
[[player]]
battlefield = ["Forest"]
[[player]]
'''


async def test_a_browser_session_opens_only_curated_and_saved_presets(tmp_path, journal_dir, monkeypatch):
    from widgets.app import make_app
    monkeypatch.setenv(BROWSER_ENV, "1")
    outside = tmp_path / "outside.toml"
    outside.write_text(PRESET.format(title="Outside"), encoding="utf-8")
    saved = journal_dir / "presets" / "mine.toml"
    saved.parent.mkdir(parents=True, exist_ok=True)
    saved.write_text(PRESET.format(title="Mine"), encoding="utf-8")
    curated = next(presets_dir().rglob("*.toml"))
    app = make_app(flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        before = app.game_screen.info.title
        for typed in (str(outside), "../" * 12 + str(outside).lstrip("/"), f"../../{outside.name}"):
            await through_path_prompt(pilot, "o", typed)
            assert "a browser session opens presets only there" in (app.game_screen.error or "")
            assert app.game_screen.info.title == before
        await through_path_prompt(pilot, "o", str(saved))
        assert app.game_screen.info.title == "Mine"
        await through_path_prompt(pilot, "o", str(curated.relative_to(presets_dir())))
        assert app.game_screen.info.path == str(curated.resolve())
    assert not (journal_dir / "errors.log").exists()


async def test_a_terminal_session_opens_any_path(tmp_path, journal_dir, monkeypatch):
    from widgets.app import make_app
    monkeypatch.delenv(BROWSER_ENV, raising=False)
    outside = tmp_path / "outside.toml"
    outside.write_text(PRESET.format(title="Outside"), encoding="utf-8")
    app = make_app(flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await through_path_prompt(pilot, "o", str(outside))
        assert app.game_screen.info.title == "Outside"
