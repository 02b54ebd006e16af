"""The app's defect log is appended without following a link planted at its name (issue 30,
item 7): an engine defect is logged to errors.log in the data folder, and a link there to
another file leaves that file as it was."""

from __future__ import annotations

from sandbox.api import Pass
from widgets.app import make_app

SIZE = (120, 40)


async def _defect(app, monkeypatch) -> None:
    """An engine defect while the app performs an action (shown, logged, the app goes on)."""
    def broken(action):
        raise RuntimeError("a defect")
    async with app.run_test(size=SIZE) as pilot:
        monkeypatch.setattr(app.game_screen.game, "perform", broken)
        assert app.game_screen.apply(Pass()) is False
        await pilot.pause()
        assert app.is_running and "internal error (RuntimeError: a defect)" in app.game_screen.error


async def test_a_defect_is_logged_in_the_data_folder(journal_dir, monkeypatch):
    await _defect(make_app(flash=0), monkeypatch)
    assert "RuntimeError: a defect" in (journal_dir / "errors.log").read_text(encoding="utf-8")


async def test_a_link_planted_at_the_defect_log_is_not_written_through(journal_dir, tmp_path, monkeypatch):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious", encoding="utf-8")
    journal_dir.mkdir(parents=True, exist_ok=True)
    (journal_dir / "errors.log").symlink_to(victim)
    await _defect(make_app(flash=0), monkeypatch)
    assert victim.read_text(encoding="utf-8") == "precious"
