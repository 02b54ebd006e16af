"""Fixtures for the app tests: no cursor blink, an isolated journal directory."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def no_cursor_blink(monkeypatch):
    """Keep snapshots deterministic: the Input cursor doesn't blink."""
    from textual.widgets import Input
    monkeypatch.setattr(Input, "cursor_blink", False, raising=False)


@pytest.fixture(autouse=True)
def journal_dir(tmp_path, monkeypatch):
    """Journals go to a temporary directory, never the user's data directory."""
    path = tmp_path / "data"
    monkeypatch.setenv("MTG_SANDBOX_DATA_DIR", str(path))
    return path


@pytest.fixture
def notices(monkeypatch) -> list[str]:
    """Every notification's message, in order, as the app posts it: a notification leaves the
    screen after its timeout, which a loaded machine can reach before the test looks."""
    from widgets.app import SandboxApp
    posted: list[str] = []
    post = SandboxApp.notify

    def record(self, message, **kwargs):
        posted.append(str(message))
        return post(self, message, **kwargs)
    monkeypatch.setattr(SandboxApp, "notify", record)
    return posted
