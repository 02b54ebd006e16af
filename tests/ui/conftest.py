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
